import UIKit

/// View code for the top-level `view`.
class SizeClassSubviewsLayout: UIView {
    lazy var bannerImageView: UIImageView = {
        let imageView = UIImageView()
        imageView.translatesAutoresizingMaskIntoConstraints = false
        imageView.contentMode = .scaleAspectFill
        imageView.clipsToBounds = true
        imageView.image = UIImage(named: "banner")
        return imageView
    }()
    lazy var newLabel: UILabel = {
        let label = UILabel()
        label.translatesAutoresizingMaskIntoConstraints = false
        label.text = "New"
        label.textAlignment = .center
        label.contentMode = .left
        label.clipsToBounds = false
        label.textColor = .systemRed
        label.font = .boldSystemFont(ofSize: 13)
        return label
    }()
    lazy var titleStackView: UIStackView = {
        let stackView = UIStackView()
        stackView.translatesAutoresizingMaskIntoConstraints = false
        stackView.axis = .vertical
        stackView.spacing = 8
        stackView.isOpaque = false
        return stackView
    }()
    lazy var titleLabel: UILabel = {
        let label = UILabel()
        label.translatesAutoresizingMaskIntoConstraints = false
        label.text = "Title"
        label.contentMode = .left
        label.clipsToBounds = false
        label.font = .preferredFont(forTextStyle: .headline)
        return label
    }()
    lazy var detailsLabel: UILabel = {
        let label = UILabel()
        label.translatesAutoresizingMaskIntoConstraints = false
        label.text = "Details"
        label.numberOfLines = 0
        label.contentMode = .left
        label.clipsToBounds = false
        label.font = .preferredFont(forTextStyle: .body)
        return label
    }()
    lazy var bannerImageViewTopConstraint: NSLayoutConstraint = bannerImageView.topAnchor.constraint(equalTo: safeAreaLayoutGuide.topAnchor)
    lazy var bannerImageViewLeadingConstraint: NSLayoutConstraint = bannerImageView.leadingAnchor.constraint(equalTo: leadingAnchor)
    lazy var bannerImageViewTrailingConstraint: NSLayoutConstraint = trailingAnchor.constraint(equalTo: bannerImageView.trailingAnchor)
    lazy var titleStackViewTopConstraint: NSLayoutConstraint = titleStackView.topAnchor.constraint(equalTo: bannerImageView.bottomAnchor, constant: 16)
    lazy var titleStackViewTopConstraint2: NSLayoutConstraint = titleStackView.topAnchor.constraint(equalTo: safeAreaLayoutGuide.topAnchor, constant: 16)

    override init(frame: CGRect) {
        super.init(frame: frame)
        buildViewHierarchy()
        setupConstraints()
        configureViews()
        applySizeClassVariations()
        layoutDidLoad()
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
        fatalError("SizeClassSubviewsLayout is built in code, not decoded from a nib or storyboard")
    }

    func buildViewHierarchy() {
        addSubview(bannerImageView)
        addSubview(newLabel)
        addSubview(titleStackView)
        titleStackView.addArrangedSubview(titleLabel)
        titleStackView.addArrangedSubview(detailsLabel)
    }

    func setupConstraints() {
        NSLayoutConstraint.activate([
            newLabel.topAnchor.constraint(equalTo: safeAreaLayoutGuide.topAnchor, constant: 12),
            safeAreaLayoutGuide.trailingAnchor.constraint(equalTo: newLabel.trailingAnchor, constant: 16),
            titleStackView.leadingAnchor.constraint(equalTo: safeAreaLayoutGuide.leadingAnchor, constant: 16),
            safeAreaLayoutGuide.trailingAnchor.constraint(equalTo: titleStackView.trailingAnchor, constant: 16),
            bannerImageView.heightAnchor.constraint(equalToConstant: 180),
        ])
    }

    func configureViews() {
        backgroundColor = .systemBackground
    }

    /// Called once the layout is built (the views, constraints and settings above), where a nib-loaded
    /// view got `awakeFromNib()` — which never runs for a view built in code. Override it for set-up
    /// done in code (styling, observers), calling `super`.
    func layoutDidLoad() {}

    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        applySizeClassVariations()
    }

    /// The XIB's size-class variations: what it installs or sets differently per size class.
    func applySizeClassVariations() {
        let horizontal = traitCollection.horizontalSizeClass
        let vertical = traitCollection.verticalSizeClass
        if vertical != .compact {
            if bannerImageView.superview == nil { insertSubview(bannerImageView, at: 0) }
        } else {
            bannerImageView.removeFromSuperview()
        }
        if horizontal == .regular {
            if detailsLabel.superview == nil { titleStackView.insertArrangedSubview(detailsLabel, at: 1) }
        } else {
            detailsLabel.removeFromSuperview()
        }
        bannerImageViewTopConstraint.isActive = vertical != .compact
        bannerImageViewLeadingConstraint.isActive = vertical != .compact
        bannerImageViewTrailingConstraint.isActive = vertical != .compact
        titleStackViewTopConstraint.isActive = vertical != .compact
        titleStackViewTopConstraint2.isActive = vertical == .compact
    }
}
