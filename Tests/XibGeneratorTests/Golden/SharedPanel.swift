import UIKit

/// View code for the top-level `view` of class `TransferPanelView` (its outlets are set in `configureViews()`).
class SharedPanelLayout: TransferPanelView {
    lazy var decorationImageView: UIImageView = {
        let imageView = UIImageView()
        imageView.translatesAutoresizingMaskIntoConstraints = false
        imageView.contentMode = .scaleAspectFit
        return imageView
    }()
    lazy var downloadingLabel: UILabel = {
        let label = UILabel()
        label.translatesAutoresizingMaskIntoConstraints = false
        label.text = "Downloading"
        label.contentMode = .left
        label.clipsToBounds = false
        label.textColor = .label
        label.font = .boldSystemFont(ofSize: 17)
        return label
    }()
    lazy var progressView: UIProgressView = {
        let progressView = UIProgressView()
        progressView.translatesAutoresizingMaskIntoConstraints = false
        progressView.progress = 0.25
        progressView.isOpaque = false
        return progressView
    }()
    lazy var cancelButton: PillButton = {
        let view = PillButton()
        view.translatesAutoresizingMaskIntoConstraints = false
        view.backgroundColor = .systemBlue
        view.cornerRadius = 22
        return view
    }()
    lazy var progressViewTopConstraint: NSLayoutConstraint = progressView.topAnchor.constraint(equalTo: downloadingLabel.bottomAnchor, constant: 8)

    override init(frame: CGRect) {
        super.init(frame: frame)
        buildViewHierarchy()
        setupConstraints()
        configureViews()
        layoutDidLoad()
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
        fatalError("SharedPanelLayout is built in code, not decoded from a nib or storyboard")
    }

    func buildViewHierarchy() {
        addSubview(decorationImageView)
        addSubview(downloadingLabel)
        addSubview(progressView)
        addSubview(cancelButton)
    }

    func setupConstraints() {
        NSLayoutConstraint.activate([
            decorationImageView.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 16),
            decorationImageView.topAnchor.constraint(equalTo: topAnchor, constant: 16),
            downloadingLabel.leadingAnchor.constraint(equalTo: decorationImageView.trailingAnchor, constant: 16),
            downloadingLabel.topAnchor.constraint(equalTo: decorationImageView.topAnchor),
            trailingAnchor.constraint(equalTo: downloadingLabel.trailingAnchor, constant: 16),
            progressView.leadingAnchor.constraint(equalTo: downloadingLabel.leadingAnchor),
            progressView.trailingAnchor.constraint(equalTo: downloadingLabel.trailingAnchor),
            progressViewTopConstraint,
            cancelButton.leadingAnchor.constraint(equalTo: downloadingLabel.leadingAnchor),
            bottomAnchor.constraint(equalTo: cancelButton.bottomAnchor, constant: 20),
        ])
    }

    func configureViews() {
        backgroundColor = .systemBackground

        imageView = decorationImageView
        nameLabel = downloadingLabel
        progress = progressView
        barTopConstraint = progressViewTopConstraint
        decorations = [decorationImageView, cancelButton]
        cancelButton.addTarget(self, action: #selector(TransferPanelView.cancelTapped(_:)), for: .touchUpInside)
    }

    /// Called once the layout is built (the views, constraints and settings above), where a nib-loaded
    /// view got `awakeFromNib()` — which never runs for a view built in code. Override it for set-up
    /// done in code (styling, observers), calling `super`.
    func layoutDidLoad() {}
}

/// View code for the top-level `textView`.
class SharedPanelNotesTextViewLayout: UITextView {
    override init(frame: CGRect, textContainer: NSTextContainer?) {
        super.init(frame: frame, textContainer: textContainer)
        buildViewHierarchy()
        setupConstraints()
        configureViews()
        layoutDidLoad()
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
        fatalError("SharedPanelNotesTextViewLayout is built in code, not decoded from a nib or storyboard")
    }

    func buildViewHierarchy() {}

    func setupConstraints() {}

    func configureViews() {
        text = "Notes"
        textColor = .label
        font = .systemFont(ofSize: 15)
    }

    /// Called once the layout is built (the views, constraints and settings above), where a nib-loaded
    /// view got `awakeFromNib()` — which never runs for a view built in code. Override it for set-up
    /// done in code (styling, observers), calling `super`.
    func layoutDidLoad() {}
}
