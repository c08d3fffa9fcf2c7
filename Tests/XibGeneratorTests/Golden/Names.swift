import UIKit

/// View code for the top-level `view` owned by `ProfileViewController`.
class NamesLayout: UIView {
    lazy var backgroundView: UIView = {
        let view = UIView()
        view.translatesAutoresizingMaskIntoConstraints = false
        view.backgroundColor = .systemGroupedBackground
        return view
    }()
    lazy var headerView: UIView = {
        let view = UIView()
        view.translatesAutoresizingMaskIntoConstraints = false
        return view
    }()
    lazy var closeButton: UIButton = {
        let button = UIButton(type: .system)
        button.translatesAutoresizingMaskIntoConstraints = false
        button.setImage(UIImage(named: "ic_close"), for: .normal)
        return button
    }()
    lazy var profileLabel: UILabel = {
        let label = UILabel()
        label.translatesAutoresizingMaskIntoConstraints = false
        label.text = "Profile"
        label.textAlignment = .center
        label.contentMode = .left
        label.clipsToBounds = false
        label.font = .preferredFont(forTextStyle: .headline)
        return label
    }()
    lazy var headerSeparatorView: UIView = {
        let view = UIView()
        view.translatesAutoresizingMaskIntoConstraints = false
        view.backgroundColor = .separator
        return view
    }()
    lazy var scrollView: UIScrollView = {
        let scrollView = UIScrollView()
        scrollView.translatesAutoresizingMaskIntoConstraints = false
        return scrollView
    }()
    lazy var contentView: UIView = {
        let view = UIView()
        view.translatesAutoresizingMaskIntoConstraints = false
        return view
    }()
    lazy var avatarPlaceholderContainerView: UIView = {
        let view = UIView()
        view.translatesAutoresizingMaskIntoConstraints = false
        return view
    }()
    lazy var avatarPlaceholderImageView: UIImageView = {
        let imageView = UIImageView()
        imageView.translatesAutoresizingMaskIntoConstraints = false
        imageView.contentMode = .scaleAspectFill
        imageView.clipsToBounds = true
        imageView.image = UIImage(named: "avatar_placeholder")
        return imageView
    }()
    lazy var avatarPlaceholderDotView: UIView = {
        let view = UIView()
        view.translatesAutoresizingMaskIntoConstraints = false
        view.backgroundColor = .systemGreen
        view.layer.cornerRadius = 6
        return view
    }()
    lazy var badgeView: UIView = {
        let view = UIView()
        view.translatesAutoresizingMaskIntoConstraints = false
        view.backgroundColor = .systemBlue
        view.layer.cornerRadius = 10
        return view
    }()
    lazy var nameContainerView: UIView = {
        let view = UIView()
        view.translatesAutoresizingMaskIntoConstraints = false
        view.backgroundColor = .secondarySystemGroupedBackground
        return view
    }()
    lazy var starImageView: UIImageView = {
        let imageView = UIImageView()
        imageView.translatesAutoresizingMaskIntoConstraints = false
        imageView.contentMode = .scaleAspectFit
        imageView.image = UIImage(named: "star")
        return imageView
    }()
    lazy var nameStackView: UIStackView = {
        let stackView = UIStackView()
        stackView.translatesAutoresizingMaskIntoConstraints = false
        stackView.axis = .vertical
        stackView.isOpaque = false
        return stackView
    }()
    lazy var nameLabel: UILabel = {
        let label = UILabel()
        label.translatesAutoresizingMaskIntoConstraints = false
        label.text = "Jane Appleseed"
        label.contentMode = .left
        label.clipsToBounds = false
        label.font = .boldSystemFont(ofSize: 20)
        return label
    }()
    lazy var nameSpacerView: UIView = {
        let view = UIView()
        view.translatesAutoresizingMaskIntoConstraints = false
        return view
    }()
    lazy var dateLabel: UILabel = {
        let label = UILabel()
        label.translatesAutoresizingMaskIntoConstraints = false
        label.text = "02/10/21, 2:30PM"
        label.contentMode = .left
        label.clipsToBounds = false
        label.font = .systemFont(ofSize: 13)
        return label
    }()
    lazy var nameSpacerView2: UIView = {
        let view = UIView()
        view.translatesAutoresizingMaskIntoConstraints = false
        return view
    }()
    lazy var memberSince2019Label: UILabel = {
        let label = UILabel()
        label.translatesAutoresizingMaskIntoConstraints = false
        label.text = "Member since 2019"
        label.contentMode = .left
        label.clipsToBounds = false
        label.font = .systemFont(ofSize: 13)
        return label
    }()
    lazy var colorView: UIView = {
        let view = UIView()
        view.translatesAutoresizingMaskIntoConstraints = false
        view.backgroundColor = .systemPink
        return view
    }()
    lazy var placeholderView: UIView = {
        let view = UIView()
        view.translatesAutoresizingMaskIntoConstraints = false
        return view
    }()
    lazy var selectColorControl: UIControl = {
        let view = UIControl()
        view.translatesAutoresizingMaskIntoConstraints = false
        return view
    }()
    lazy var selectColorImageView: UIImageView = {
        let imageView = UIImageView()
        imageView.translatesAutoresizingMaskIntoConstraints = false
        imageView.contentMode = .center
        return imageView
    }()
    lazy var footerView: UIView = {
        let view = UIView()
        view.translatesAutoresizingMaskIntoConstraints = false
        return view
    }()
    lazy var footerSeparatorView: UIView = {
        let view = UIView()
        view.translatesAutoresizingMaskIntoConstraints = false
        view.backgroundColor = .separator
        return view
    }()
    lazy var cancelButton: UIButton = {
        let button = UIButton(type: .system)
        button.translatesAutoresizingMaskIntoConstraints = false
        button.setTitle("Cancel", for: .normal)
        return button
    }()
    lazy var footerVerticalSeparatorView: UIView = {
        let view = UIView()
        view.translatesAutoresizingMaskIntoConstraints = false
        view.backgroundColor = .separator
        return view
    }()
    lazy var saveButton: UIButton = {
        let button = UIButton(type: .system)
        button.translatesAutoresizingMaskIntoConstraints = false
        button.setTitle("Save", for: .normal)
        return button
    }()
    lazy var footerLabel: UILabel = {
        let label = UILabel()
        label.translatesAutoresizingMaskIntoConstraints = false
        label.text = ""
        label.contentMode = .left
        label.clipsToBounds = false
        label.font = .systemFont(ofSize: 11)
        return label
    }()

    override init(frame: CGRect) {
        super.init(frame: frame)
        buildViewHierarchy()
        setupConstraints()
        configureViews()
        layoutDidLoad()
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
        fatalError("NamesLayout is built in code, not decoded from a nib or storyboard")
    }

    func buildViewHierarchy() {
        addSubview(backgroundView)
        addSubview(headerView)
        addSubview(scrollView)
        addSubview(footerView)
        headerView.addSubview(closeButton)
        headerView.addSubview(profileLabel)
        headerView.addSubview(headerSeparatorView)
        scrollView.addSubview(contentView)
        contentView.addSubview(avatarPlaceholderContainerView)
        contentView.addSubview(badgeView)
        contentView.addSubview(nameContainerView)
        contentView.addSubview(colorView)
        contentView.addSubview(placeholderView)
        contentView.addSubview(selectColorControl)
        avatarPlaceholderContainerView.addSubview(avatarPlaceholderImageView)
        avatarPlaceholderContainerView.addSubview(avatarPlaceholderDotView)
        nameContainerView.addSubview(starImageView)
        nameContainerView.addSubview(nameStackView)
        nameStackView.addArrangedSubview(nameLabel)
        nameStackView.addArrangedSubview(nameSpacerView)
        nameStackView.addArrangedSubview(dateLabel)
        nameStackView.addArrangedSubview(nameSpacerView2)
        nameStackView.addArrangedSubview(memberSince2019Label)
        selectColorControl.addSubview(selectColorImageView)
        footerView.addSubview(footerSeparatorView)
        footerView.addSubview(cancelButton)
        footerView.addSubview(footerVerticalSeparatorView)
        footerView.addSubview(saveButton)
        footerView.addSubview(footerLabel)
    }

    func setupConstraints() {
        NSLayoutConstraint.activate([
            backgroundView.topAnchor.constraint(equalTo: topAnchor),
            backgroundView.leadingAnchor.constraint(equalTo: leadingAnchor),
            trailingAnchor.constraint(equalTo: backgroundView.trailingAnchor),
            bottomAnchor.constraint(equalTo: backgroundView.bottomAnchor),
            headerView.topAnchor.constraint(equalTo: safeAreaLayoutGuide.topAnchor),
            headerView.leadingAnchor.constraint(equalTo: leadingAnchor),
            trailingAnchor.constraint(equalTo: headerView.trailingAnchor),
            scrollView.topAnchor.constraint(equalTo: headerView.bottomAnchor),
            scrollView.leadingAnchor.constraint(equalTo: leadingAnchor),
            trailingAnchor.constraint(equalTo: scrollView.trailingAnchor),
            footerView.topAnchor.constraint(equalTo: scrollView.bottomAnchor),
            footerView.leadingAnchor.constraint(equalTo: leadingAnchor),
            trailingAnchor.constraint(equalTo: footerView.trailingAnchor),
            safeAreaLayoutGuide.bottomAnchor.constraint(equalTo: footerView.bottomAnchor),
            closeButton.leadingAnchor.constraint(equalTo: headerView.leadingAnchor, constant: 8),
            closeButton.centerYAnchor.constraint(equalTo: headerView.centerYAnchor),
            profileLabel.centerXAnchor.constraint(equalTo: headerView.centerXAnchor),
            profileLabel.centerYAnchor.constraint(equalTo: headerView.centerYAnchor),
            headerSeparatorView.leadingAnchor.constraint(equalTo: headerView.leadingAnchor),
            headerView.trailingAnchor.constraint(equalTo: headerSeparatorView.trailingAnchor),
            headerView.bottomAnchor.constraint(equalTo: headerSeparatorView.bottomAnchor),
            headerView.heightAnchor.constraint(equalToConstant: 56),
            headerSeparatorView.heightAnchor.constraint(equalToConstant: 1),
            contentView.topAnchor.constraint(equalTo: scrollView.contentLayoutGuide.topAnchor),
            contentView.leadingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.leadingAnchor),
            contentView.trailingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.trailingAnchor),
            contentView.bottomAnchor.constraint(equalTo: scrollView.contentLayoutGuide.bottomAnchor),
            contentView.widthAnchor.constraint(equalTo: scrollView.frameLayoutGuide.widthAnchor),
            avatarPlaceholderContainerView.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 16),
            avatarPlaceholderContainerView.centerXAnchor.constraint(equalTo: contentView.centerXAnchor),
            badgeView.topAnchor.constraint(equalTo: avatarPlaceholderContainerView.bottomAnchor, constant: 8),
            badgeView.centerXAnchor.constraint(equalTo: contentView.centerXAnchor),
            nameContainerView.topAnchor.constraint(equalTo: badgeView.bottomAnchor, constant: 16),
            nameContainerView.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 16),
            contentView.trailingAnchor.constraint(equalTo: nameContainerView.trailingAnchor, constant: 16),
            colorView.topAnchor.constraint(equalTo: nameContainerView.bottomAnchor, constant: 16),
            colorView.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 16),
            selectColorControl.leadingAnchor.constraint(equalTo: colorView.trailingAnchor, constant: 16),
            selectColorControl.topAnchor.constraint(equalTo: colorView.topAnchor),
            placeholderView.topAnchor.constraint(equalTo: colorView.bottomAnchor, constant: 16),
            placeholderView.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 16),
            contentView.trailingAnchor.constraint(equalTo: placeholderView.trailingAnchor, constant: 16),
            contentView.bottomAnchor.constraint(equalTo: placeholderView.bottomAnchor, constant: 16),
            avatarPlaceholderContainerView.widthAnchor.constraint(equalToConstant: 88),
            avatarPlaceholderContainerView.heightAnchor.constraint(equalToConstant: 88),
            avatarPlaceholderDotView.widthAnchor.constraint(equalToConstant: 12),
            avatarPlaceholderDotView.heightAnchor.constraint(equalToConstant: 12),
            badgeView.widthAnchor.constraint(equalToConstant: 64),
            badgeView.heightAnchor.constraint(equalToConstant: 20),
            starImageView.leadingAnchor.constraint(equalTo: nameContainerView.leadingAnchor, constant: 8),
            starImageView.topAnchor.constraint(equalTo: nameContainerView.topAnchor, constant: 8),
            nameStackView.leadingAnchor.constraint(equalTo: starImageView.trailingAnchor, constant: 8),
            nameStackView.topAnchor.constraint(equalTo: nameContainerView.topAnchor, constant: 8),
            nameContainerView.trailingAnchor.constraint(equalTo: nameStackView.trailingAnchor, constant: 8),
            nameContainerView.bottomAnchor.constraint(equalTo: nameStackView.bottomAnchor, constant: 8),
            nameSpacerView.heightAnchor.constraint(equalToConstant: 8),
            nameSpacerView2.heightAnchor.constraint(equalToConstant: 8),
            colorView.widthAnchor.constraint(equalToConstant: 40),
            colorView.heightAnchor.constraint(equalToConstant: 40),
            footerSeparatorView.topAnchor.constraint(equalTo: footerView.topAnchor),
            footerSeparatorView.leadingAnchor.constraint(equalTo: footerView.leadingAnchor),
            footerView.trailingAnchor.constraint(equalTo: footerSeparatorView.trailingAnchor),
            cancelButton.leadingAnchor.constraint(equalTo: footerView.leadingAnchor, constant: 16),
            footerVerticalSeparatorView.leadingAnchor.constraint(equalTo: cancelButton.trailingAnchor, constant: 8),
            saveButton.leadingAnchor.constraint(equalTo: footerVerticalSeparatorView.trailingAnchor, constant: 8),
            footerView.trailingAnchor.constraint(equalTo: saveButton.trailingAnchor, constant: 16),
            cancelButton.centerYAnchor.constraint(equalTo: footerView.centerYAnchor),
            saveButton.centerYAnchor.constraint(equalTo: footerView.centerYAnchor),
            footerVerticalSeparatorView.centerYAnchor.constraint(equalTo: footerView.centerYAnchor),
            footerLabel.leadingAnchor.constraint(equalTo: footerView.leadingAnchor, constant: 16),
            footerView.bottomAnchor.constraint(equalTo: footerLabel.bottomAnchor),
            footerView.heightAnchor.constraint(equalToConstant: 66),
            footerSeparatorView.heightAnchor.constraint(equalToConstant: 1),
            footerVerticalSeparatorView.widthAnchor.constraint(equalToConstant: 1),
        ])
    }

    func configureViews() {
        backgroundColor = .systemBackground
    }

    /// Called once the layout is built (the views, constraints and settings above), where a nib-loaded
    /// view got `awakeFromNib()` — which never runs for a view built in code. Override it for set-up
    /// done in code (styling, observers), calling `super`.
    func layoutDidLoad() {}

    /// Makes the connections the XIB made to its File's Owner: outlets that point at it and the
    /// actions it receives. Call it from `ProfileViewController.loadView()` right after installing the layout.
    func connect(to owner: ProfileViewController) {
        closeButton.addTarget(owner, action: #selector(ProfileViewController.closeTapped(_:)), for: .touchUpInside)
        selectColorControl.addTarget(owner, action: #selector(ProfileViewController.selectColor(_:)), for: .touchUpInside)
    }
}
