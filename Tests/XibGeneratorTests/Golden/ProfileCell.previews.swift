import UIKit

/// View code for the top-level `tableViewCell` of class `ProfileCell` (make `ProfileCell` inherit from `ProfileCellLayout`).
class ProfileCellLayout: UITableViewCell {
    static let reuseIdentifier = "ProfileCell"

    lazy var avatarImageView: UIImageView = {
        let imageView = UIImageView()
        imageView.translatesAutoresizingMaskIntoConstraints = false
        imageView.contentMode = .scaleAspectFill
        imageView.clipsToBounds = true
        imageView.setContentHuggingPriority(UILayoutPriority(251), for: .horizontal)
        imageView.setContentHuggingPriority(UILayoutPriority(251), for: .vertical)
        imageView.tintColor = .systemGray
        imageView.layer.cornerRadius = 24
        imageView.layer.borderWidth = 0.5
        imageView.layer.borderColor = UIColor.separator.cgColor
        imageView.layer.masksToBounds = true
        imageView.image = UIImage(systemName: "person.crop.circle")
        return imageView
    }()
    lazy var nameStackView: UIStackView = {
        let stackView = UIStackView()
        stackView.translatesAutoresizingMaskIntoConstraints = false
        stackView.axis = .vertical
        stackView.alignment = .leading
        stackView.spacing = 2
        stackView.isOpaque = false
        return stackView
    }()
    lazy var nameLabel: UILabel = {
        let label = UILabel()
        label.translatesAutoresizingMaskIntoConstraints = false
        label.text = "Jane Appleseed"
        label.adjustsFontForContentSizeCategory = true
        label.contentMode = .left
        label.clipsToBounds = false
        label.setContentHuggingPriority(UILayoutPriority(251), for: .horizontal)
        label.setContentHuggingPriority(UILayoutPriority(251), for: .vertical)
        label.textColor = .darkText
        label.font = .preferredFont(forTextStyle: .headline)
        label.accessibilityIdentifier = "profile.name"
        label.accessibilityTraits = [.staticText, .header]
        return label
    }()
    lazy var detailLabel: UILabel = {
        let label = UILabel()
        label.translatesAutoresizingMaskIntoConstraints = false
        label.text = "Line one\nLine two with a tab \\ and a backslash ✓"
        label.numberOfLines = 2
        label.contentMode = .left
        label.clipsToBounds = false
        label.setContentHuggingPriority(UILayoutPriority(251), for: .horizontal)
        label.setContentHuggingPriority(UILayoutPriority(251), for: .vertical)
        label.textColor = UIColor(red: 0.55, green: 0.55, blue: 0.57, alpha: 1)
        label.font = UIFont(name: "Menlo-Regular", size: 13)
        return label
    }()
    lazy var followButton: UIButton = {
        let button = UIButton(type: .system)
        button.translatesAutoresizingMaskIntoConstraints = false
        button.accessibilityLabel = "Follow Jane"
        button.setTitle("Follow", for: .normal)
        button.setTitle("Following", for: .selected)
        if #available(iOS 15.0, *) {
            var buttonConfiguration = UIButton.Configuration.tinted()
            buttonConfiguration.title = "Follow"
            buttonConfiguration.cornerStyle = .capsule
            buttonConfiguration.titleTextAttributesTransformer = UIConfigurationTextAttributesTransformer { var attributes = $0; attributes.font = UIFont.preferredFont(forTextStyle: .subheadline); return attributes }
            buttonConfiguration.contentInsets = NSDirectionalEdgeInsets(top: 4, leading: 12, bottom: 4, trailing: 12)
            button.configuration = buttonConfiguration
        }
        return button
    }()

    var container: UIView { contentView }
    var labels: [UILabel] { [nameLabel, detailLabel] }

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        buildViewHierarchy()
        setupConstraints()
        configureViews()
        layoutDidLoad()
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
        fatalError("ProfileCellLayout is built in code, not decoded from a nib or storyboard")
    }

    func buildViewHierarchy() {
        contentView.addSubview(avatarImageView)
        contentView.addSubview(nameStackView)
        contentView.addSubview(followButton)
        nameStackView.addArrangedSubview(nameLabel)
        nameStackView.addArrangedSubview(detailLabel)
    }

    func setupConstraints() {
        NSLayoutConstraint.activate([
            avatarImageView.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 16),
            avatarImageView.centerYAnchor.constraint(equalTo: contentView.centerYAnchor),
            nameStackView.leadingAnchor.constraint(equalTo: avatarImageView.trailingAnchor, constant: 12),
            nameStackView.centerYAnchor.constraint(equalTo: avatarImageView.centerYAnchor),
            followButton.leadingAnchor.constraint(greaterThanOrEqualTo: nameStackView.trailingAnchor, constant: 8),
            contentView.layoutMarginsGuide.trailingAnchor.constraint(equalTo: followButton.trailingAnchor),
            followButton.centerYAnchor.constraint(equalTo: contentView.centerYAnchor),
            avatarImageView.topAnchor.constraint(greaterThanOrEqualTo: contentView.topAnchor, constant: 8),
            avatarImageView.widthAnchor.constraint(equalToConstant: 48),
            avatarImageView.widthAnchor.constraint(equalTo: avatarImageView.heightAnchor),
        ])
    }

    func configureViews() {
        selectionStyle = .gray
        contentView.insetsLayoutMarginsFromSafeArea = false

        followButton.addTarget(self, action: #selector(ProfileCell.followTapped(_:)), for: .touchUpInside)
        followButton.addTarget(self, action: #selector(ProfileCell.followTouchDown(_:forEvent:)), for: .touchDown)
    }

    /// Called once the layout is built (the views, constraints and settings above), where a nib-loaded
    /// view got `awakeFromNib()` — which never runs for a view built in code. Override it for set-up
    /// done in code (styling, observers), calling `super`.
    func layoutDidLoad() {}
}

#if DEBUG
@available(iOS 17.0, *)
#Preview("ProfileCellLayout", traits: .fixedLayout(width: 375, height: 72)) {
    ProfileCellLayout(style: .default, reuseIdentifier: nil)
}
#endif
