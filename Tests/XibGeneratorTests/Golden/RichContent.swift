import UIKit

/// View code for the top-level `view` owned by `ArticleViewController`.
class RichContentLayout: UIView {
    lazy var bodyStackView: UIStackView = {
        let stackView = UIStackView()
        stackView.translatesAutoresizingMaskIntoConstraints = false
        stackView.axis = .vertical
        stackView.spacing = 12
        stackView.isOpaque = false
        stackView.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 0, leading: 20, bottom: 0, trailing: 20)
        return stackView
    }()
    lazy var bodyLabel: UILabel = {
        let label = UILabel()
        label.translatesAutoresizingMaskIntoConstraints = false
        label.lineBreakMode = .byWordWrapping
        label.numberOfLines = 0
        label.contentMode = .left
        label.clipsToBounds = false
        let attributedText = NSMutableAttributedString(string: "Bold lead. ", attributes: [.font: UIFont.boldSystemFont(ofSize: 17), .foregroundColor: UIColor.label])
        let paragraphStyle = NSMutableParagraphStyle()
        paragraphStyle.alignment = .left
        paragraphStyle.lineSpacing = 4
        attributedText.append(NSAttributedString(string: "Then the body, in \"quotes\".", attributes: [.foregroundColor: UIColor(red: 0.2, green: 0.2, blue: 0.25, alpha: 1), .font: UIFont(name: "Georgia", size: 16) ?? UIFont.systemFont(ofSize: 16), .kern: 0.5, .paragraphStyle: paragraphStyle]))
        label.attributedText = attributedText
        return label
    }()
    lazy var heartFillImageView: UIImageView = {
        let imageView = UIImageView()
        imageView.translatesAutoresizingMaskIntoConstraints = false
        imageView.contentMode = .scaleAspectFit
        imageView.clipsToBounds = true
        imageView.image = UIImage(systemName: "heart.fill", withConfiguration: UIImage.SymbolConfiguration(scale: .large))?.withRenderingMode(.alwaysTemplate)
        imageView.preferredSymbolConfiguration = UIImage.SymbolConfiguration(textStyle: .title2)
        return imageView
    }()
    lazy var readMoreButton: UIButton = {
        let button = UIButton(type: .system)
        button.translatesAutoresizingMaskIntoConstraints = false
        button.contentHorizontalAlignment = .leading
        button.setImage(UIImage(systemName: "chevron.right"), for: .normal)
        let attributedTitle = NSMutableAttributedString(string: "Read more", attributes: [.font: UIFont.systemFont(ofSize: 15), .underlineStyle: 1])
        button.setAttributedTitle(attributedTitle, for: .normal)
        button.setPreferredSymbolConfiguration(UIImage.SymbolConfiguration(pointSize: 12, weight: .semibold), forImageIn: .normal)
        return button
    }()
    lazy var cardView: UIView = {
        let view = UIView()
        view.translatesAutoresizingMaskIntoConstraints = false
        view.backgroundColor = .secondarySystemBackground
        view.layoutMargins = UIEdgeInsets(top: 12, left: 16, bottom: 12, right: 16)
        view.layer.cornerRadius = 16
        view.layer.shadowOffset = CGSize(width: 0, height: 2)
        view.layer.shadowOpacity = 0.2
        view.layer.shadowColor = UIColor.black.cgColor
        return view
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
        fatalError("RichContentLayout is built in code, not decoded from a nib or storyboard")
    }

    func buildViewHierarchy() {
        addSubview(bodyStackView)
        addSubview(cardView)
        bodyStackView.addArrangedSubview(bodyLabel)
        bodyStackView.addArrangedSubview(heartFillImageView)
        bodyStackView.addArrangedSubview(readMoreButton)
    }

    func setupConstraints() {
        NSLayoutConstraint.activate([
            bodyStackView.topAnchor.constraint(equalTo: safeAreaLayoutGuide.topAnchor),
            bodyStackView.leadingAnchor.constraint(equalTo: leadingAnchor),
            trailingAnchor.constraint(equalTo: bodyStackView.trailingAnchor),
            cardView.topAnchor.constraint(equalTo: bodyStackView.bottomAnchor, constant: 20),
            cardView.leadingAnchor.constraint(equalTo: layoutMarginsGuide.leadingAnchor),
            layoutMarginsGuide.trailingAnchor.constraint(equalTo: cardView.trailingAnchor),
            cardView.heightAnchor.constraint(equalToConstant: 120),
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
    /// actions it receives. Call it from `ArticleViewController.loadView()` right after installing the layout.
    func connect(to owner: ArticleViewController) {
        readMoreButton.addTarget(owner, action: #selector(ArticleViewController.readMore(_:)), for: .touchUpInside)
    }
}
