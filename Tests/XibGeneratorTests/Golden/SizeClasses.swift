import UIKit

/// View code for the top-level `view`.
class SizeClassesLayout: UIView {
    lazy var contentStackView: UIStackView = {
        let stackView = UIStackView()
        stackView.translatesAutoresizingMaskIntoConstraints = false
        stackView.axis = .vertical
        stackView.spacing = 8
        stackView.isOpaque = false
        return stackView
    }()
    lazy var heroImageView: UIImageView = {
        let imageView = UIImageView()
        imageView.translatesAutoresizingMaskIntoConstraints = false
        imageView.contentMode = .scaleAspectFit
        imageView.clipsToBounds = true
        imageView.image = UIImage(named: "hero")
        return imageView
    }()
    lazy var captionLabel: UILabel = {
        let label = UILabel()
        label.translatesAutoresizingMaskIntoConstraints = false
        label.text = "Caption"
        label.numberOfLines = 2
        label.contentMode = .left
        label.clipsToBounds = false
        return label
    }()
    lazy var contentStackViewTopConstraint: NSLayoutConstraint = contentStackView.topAnchor.constraint(equalTo: safeAreaLayoutGuide.topAnchor, constant: 16)
    lazy var contentStackViewHeightConstraint: NSLayoutConstraint = contentStackView.heightAnchor.constraint(equalTo: heightAnchor, multiplier: 0.5)
    lazy var contentStackViewHeightConstraint2: NSLayoutConstraint = contentStackView.heightAnchor.constraint(equalTo: heightAnchor, multiplier: 0.8)

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
        fatalError("SizeClassesLayout is built in code, not decoded from a nib or storyboard")
    }

    func buildViewHierarchy() {
        addSubview(contentStackView)
        contentStackView.addArrangedSubview(heroImageView)
        contentStackView.addArrangedSubview(captionLabel)
    }

    func setupConstraints() {
        NSLayoutConstraint.activate([
            contentStackViewTopConstraint,
            contentStackView.leadingAnchor.constraint(equalTo: safeAreaLayoutGuide.leadingAnchor, constant: 16),
            safeAreaLayoutGuide.trailingAnchor.constraint(equalTo: contentStackView.trailingAnchor, constant: 16),
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
        contentStackViewTopConstraint.constant = vertical == .compact ? 4 : 16
        contentStackViewHeightConstraint.isActive = vertical != .compact
        contentStackViewHeightConstraint2.isActive = vertical == .compact
        contentStackView.axis = vertical == .compact ? .horizontal : .vertical
        contentStackView.spacing = horizontal == .regular && vertical == .regular ? 24 : 8
        heroImageView.isHidden = vertical == .compact
        captionLabel.numberOfLines = horizontal == .regular && vertical == .compact ? 1 : horizontal == .regular && vertical != .compact ? 0 : 2
    }
}
