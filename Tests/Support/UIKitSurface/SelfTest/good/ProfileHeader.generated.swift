import UIKit

final class ProfileViewController: UIViewController {
    @objc func save(_ sender: Any) {}
    @objc func didTap(_ sender: UIButton) {}
    @objc func handleTap(_ recognizer: UITapGestureRecognizer) {}
    @objc func close() {}
    @IBAction func segmentChanged(_ sender: UISegmentedControl) {}
}

class ProfileHeaderLayout: UIView {
    lazy var titleLabel: UILabel = {
        let label = UILabel()
        label.translatesAutoresizingMaskIntoConstraints = false
        label.text = "Hello"
        label.font = .systemFont(ofSize: 17, weight: .semibold)
        label.textColor = UIColor(red: 0.2, green: 0.3, blue: 0.4, alpha: 1)
        label.textAlignment = .center
        label.lineBreakMode = .byTruncatingMiddle
        label.numberOfLines = 0
        label.adjustsFontSizeToFitWidth = true
        label.minimumScaleFactor = 0.5
        label.setContentHuggingPriority(UILayoutPriority(251), for: .horizontal)
        label.setContentCompressionResistancePriority(.defaultHigh + 1, for: .vertical)
        label.accessibilityIdentifier = "title"
        label.accessibilityTraits = [.header, .staticText]
        return label
    }()
    lazy var avatarImageView: UIImageView = {
        let imageView = UIImageView()
        imageView.translatesAutoresizingMaskIntoConstraints = false
        imageView.image = UIImage(named: "avatar")
        imageView.highlightedImage = UIImage(systemName: "person.circle", withConfiguration: UIImage.SymbolConfiguration(pointSize: 20, weight: .bold))
        imageView.contentMode = .scaleAspectFill
        imageView.clipsToBounds = true
        imageView.layer.cornerRadius = 20
        imageView.layer.borderWidth = 1
        imageView.layer.borderColor = UIColor.separator.cgColor
        imageView.layer.maskedCorners = [.layerMinXMinYCorner, .layerMaxXMaxYCorner]
        imageView.tintColor = UIColor(named: "AccentColor")
        return imageView
    }()
    lazy var saveButton: UIButton = {
        let button = UIButton(type: .system)
        button.translatesAutoresizingMaskIntoConstraints = false
        button.setTitle("Save", for: .normal)
        button.setTitle("Saving", for: [.highlighted, .selected])
        button.setTitleColor(.white, for: .normal)
        button.setTitleColor(UIColor(white: 0.5, alpha: 1), for: .disabled)
        button.setImage(UIImage(systemName: "square.and.arrow.down"), for: .normal)
        button.setBackgroundImage(UIImage(named: "bg")?.resizableImage(withCapInsets: UIEdgeInsets(top: 4, left: 4, bottom: 4, right: 4)), for: .normal)
        button.titleLabel?.font = .boldSystemFont(ofSize: 15)
        button.contentHorizontalAlignment = .leading
        button.contentEdgeInsets = UIEdgeInsets(top: 4, left: 8, bottom: 4, right: 8)
        button.isEnabled = true
        return button
    }()
    lazy var configuredButton: UIButton = {
        var configuration = UIButton.Configuration.filled()
        configuration.title = "Follow"
        configuration.subtitle = "12k followers"
        configuration.image = UIImage(systemName: "plus")
        configuration.imagePlacement = .trailing
        configuration.imagePadding = 6
        configuration.baseForegroundColor = .white
        configuration.baseBackgroundColor = .systemBlue
        configuration.contentInsets = NSDirectionalEdgeInsets(top: 8, leading: 16, bottom: 8, trailing: 16)
        configuration.cornerStyle = .capsule
        configuration.buttonSize = .large
        let button = UIButton(configuration: configuration)
        button.translatesAutoresizingMaskIntoConstraints = false
        return button
    }()
    lazy var stack: UIStackView = {
        let stack = UIStackView(arrangedSubviews: [])
        stack.translatesAutoresizingMaskIntoConstraints = false
        stack.axis = .vertical
        stack.distribution = .fillEqually
        stack.alignment = .center
        stack.spacing = 8
        stack.isLayoutMarginsRelativeArrangement = true
        stack.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 8, leading: 8, bottom: 8, trailing: 8)
        return stack
    }()
    lazy var segments: UISegmentedControl = {
        let control = UISegmentedControl(items: ["One", "Two"])
        control.insertSegment(withTitle: "Three", at: 2, animated: false)
        control.selectedSegmentIndex = 0
        control.translatesAutoresizingMaskIntoConstraints = false
        return control
    }()
    lazy var field: UITextField = {
        let field = UITextField()
        field.translatesAutoresizingMaskIntoConstraints = false
        field.placeholder = "Email"
        field.borderStyle = .roundedRect
        field.keyboardType = .emailAddress
        field.autocapitalizationType = .none
        field.autocorrectionType = .no
        field.returnKeyType = .next
        field.textContentType = .emailAddress
        field.clearButtonMode = .whileEditing
        field.isSecureTextEntry = false
        return field
    }()
    lazy var avatarHeightConstraint = avatarImageView.heightAnchor.constraint(equalToConstant: 40)

    override init(frame: CGRect) {
        super.init(frame: frame)
        buildViewHierarchy()
        setupConstraints()
        configureViews()
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    func buildViewHierarchy() {
        addSubview(titleLabel)
        addSubview(avatarImageView)
        addSubview(stack)
        stack.addArrangedSubview(saveButton)
        stack.addArrangedSubview(configuredButton)
        stack.setCustomSpacing(16, after: saveButton)
        insertSubview(segments, at: 0)
        addSubview(field)
    }

    func setupConstraints() {
        let bottom = titleLabel.bottomAnchor.constraint(equalTo: safeAreaLayoutGuide.bottomAnchor, constant: -8)
        bottom.priority = UILayoutPriority(999)
        bottom.identifier = "titleBottom"
        NSLayoutConstraint.activate([
            titleLabel.leadingAnchor.constraint(equalTo: layoutMarginsGuide.leadingAnchor),
            titleLabel.trailingAnchor.constraint(lessThanOrEqualTo: trailingAnchor, constant: -16),
            titleLabel.firstBaselineAnchor.constraint(equalTo: avatarImageView.bottomAnchor, constant: 4),
            NSLayoutConstraint(item: titleLabel, attribute: .centerX, relatedBy: .equal, toItem: self, attribute: .centerX, multiplier: 0.5, constant: 0),
            bottom,
            avatarImageView.widthAnchor.constraint(equalTo: avatarImageView.heightAnchor, multiplier: 1),
            avatarImageView.topAnchor.constraint(equalToSystemSpacingBelow: topAnchor, multiplier: 1),
            avatarImageView.centerXAnchor.constraint(equalTo: centerXAnchor),
            avatarHeightConstraint,
            stack.topAnchor.constraint(greaterThanOrEqualTo: readableContentGuide.topAnchor),
            stack.widthAnchor.constraint(lessThanOrEqualTo: widthAnchor, multiplier: 0.8, constant: -10),
            stack.heightAnchor.constraint(greaterThanOrEqualToConstant: 44),
            field.leadingAnchor.constraint(equalTo: leadingAnchor),
        ])
    }

    func configureViews() {
        backgroundColor = .systemBackground
        tintColor = UIColor(displayP3Red: 1, green: 0.5, blue: 0, alpha: 1)
        directionalLayoutMargins = NSDirectionalEdgeInsets(top: 16, leading: 16, bottom: 16, trailing: 16)
        insetsLayoutMarginsFromSafeArea = false
        autoresizingMask = [.flexibleWidth, .flexibleHeight]
        semanticContentAttribute = .forceLeftToRight
        saveButton.addTarget(nil, action: #selector(ProfileViewController.save(_:)), for: .touchUpInside)
        saveButton.addTarget(nil, action: #selector(ProfileViewController.didTap(_:)), for: [.touchUpInside, .touchUpOutside])
        segments.addTarget(nil, action: #selector(ProfileViewController.segmentChanged(_:)), for: .valueChanged)
        let tap = UITapGestureRecognizer(target: self, action: #selector(handleAvatarTap(_:)))
        tap.numberOfTapsRequired = 2
        avatarImageView.isUserInteractionEnabled = true
        avatarImageView.addGestureRecognizer(tap)
        let swipe = UISwipeGestureRecognizer(target: self, action: #selector(didSwipe))
        swipe.direction = [.left, .right]
        addGestureRecognizer(swipe)
    }

    @objc private func didSwipe() {}
    @objc func handleAvatarTap(_ recognizer: UITapGestureRecognizer) {}
}

final class ProfileCell: UITableViewCell {
    let nameLabel = UILabel()

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        selectionStyle = .none
        accessoryType = .disclosureIndicator
        nameLabel.translatesAutoresizingMaskIntoConstraints = false
        nameLabel.font = UIFont.preferredFont(forTextStyle: .headline)
        nameLabel.adjustsFontForContentSizeCategory = true
        contentView.addSubview(nameLabel)
        NSLayoutConstraint.activate([
            nameLabel.leadingAnchor.constraint(equalTo: contentView.layoutMarginsGuide.leadingAnchor),
            nameLabel.centerYAnchor.constraint(equalTo: contentView.centerYAnchor),
        ])
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

final class GalleryScreen: UIView {
    let scrollView = UIScrollView()
    let collectionView = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
    let tableView = UITableView(frame: .zero, style: .insetGrouped)
    let blur = UIVisualEffectView(effect: UIBlurEffect(style: .systemMaterial))
    let spinner = UIActivityIndicatorView(style: .large)
    let progress = UIProgressView(progressViewStyle: .bar)
    let web = WebHolder()

    override init(frame: CGRect) {
        super.init(frame: frame)
        scrollView.keyboardDismissMode = .onDrag
        scrollView.indicatorStyle = .white
        scrollView.contentInsetAdjustmentBehavior = .never
        addSubview(scrollView)
        scrollView.addSubview(collectionView)
        (collectionView.collectionViewLayout as? UICollectionViewFlowLayout)?.scrollDirection = .horizontal
        tableView.separatorStyle = .none
        tableView.rowHeight = UITableView.automaticDimension
        tableView.register(ProfileCell.self, forCellReuseIdentifier: "ProfileCell")
        blur.contentView.addSubview(spinner)
        spinner.hidesWhenStopped = false
        spinner.color = .secondaryLabel
        progress.progress = 0.5
        NSLayoutConstraint.activate([
            collectionView.leadingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.leadingAnchor),
            collectionView.widthAnchor.constraint(equalTo: scrollView.frameLayoutGuide.widthAnchor),
        ])
        let slider = UISlider(); slider.value = 0.3; slider.minimumTrackTintColor = .systemGreen
        let toggle = UISwitch(); toggle.isOn = true; toggle.onTintColor = .systemMint
        let stepper = UIStepper(); stepper.maximumValue = 10; stepper.stepValue = 2
        let picker = UIDatePicker(); picker.datePickerMode = .date; picker.preferredDatePickerStyle = .inline
        let pageControl = UIPageControl(); pageControl.numberOfPages = 3; pageControl.currentPageIndicatorTintColor = .label
        let search = UISearchBar(); search.searchBarStyle = .minimal; search.placeholder = "Search"
        let textView = UITextView(); textView.text = "Body"; textView.isEditable = false; textView.dataDetectorTypes = [.link, .phoneNumber]
        let navBar = UINavigationBar(); navBar.items = [UINavigationItem(title: "Title")]
        let toolbar = UIToolbar(); toolbar.items = [UIBarButtonItem(barButtonSystemItem: .flexibleSpace, target: nil, action: nil), UIBarButtonItem(title: "Done", style: .done, target: nil, action: #selector(ProfileViewController.close))]
        let tabBar = UITabBar(); tabBar.items = [UITabBarItem(title: "Home", image: UIImage(systemName: "house"), tag: 0)]
        let label = UILabel()
        let paragraph = NSMutableParagraphStyle(); paragraph.lineSpacing = 4; paragraph.alignment = .center
        label.attributedText = NSAttributedString(string: "Hi", attributes: [.font: UIFont.italicSystemFont(ofSize: 12), .foregroundColor: UIColor.darkText, .paragraphStyle: paragraph, .kern: 1.5])
        for v in [slider, toggle, stepper, picker, pageControl, search, textView, navBar, toolbar, tabBar, label, progress, blur, tableView] as [UIView] { addSubview(v) }
        layer.shadowColor = UIColor.black.cgColor
        layer.shadowOpacity = 0.2
        layer.shadowOffset = CGSize(width: 0, height: 2)
        layer.shadowRadius = 4
        layer.cornerCurve = .continuous
        transform = CGAffineTransform(scaleX: 1, y: 1).rotated(by: 0)
    }

    required init?(coder: NSCoder) { super.init(coder: coder) }
}
