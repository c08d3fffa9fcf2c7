import UIKit
import MetalKit

/// View code for the top-level `view` owned by `ComposeViewController`.
class FidelityLayout: UIView {
    lazy var contentScrollView: UIScrollView = {
        let scrollView = UIScrollView()
        scrollView.translatesAutoresizingMaskIntoConstraints = false
        scrollView.clipsToBounds = false
        scrollView.isMultipleTouchEnabled = false
        return scrollView
    }()
    lazy var contentView: UIView = {
        let view = UIView()
        view.translatesAutoresizingMaskIntoConstraints = false
        return view
    }()
    lazy var notesTextView: UITextView = {
        let textView = UITextView()
        textView.translatesAutoresizingMaskIntoConstraints = false
        textView.text = "Notes"
        textView.clipsToBounds = false
        textView.font = .systemFont(ofSize: 14)
        textView.verticalScrollIndicatorInsets = UIEdgeInsets(top: 4, left: 0, bottom: 4, right: 2)
        textView.horizontalScrollIndicatorInsets = UIEdgeInsets(top: 4, left: 0, bottom: 4, right: 2)
        return textView
    }()
    lazy var titleLabel: UILabel = {
        let label = UILabel()
        label.translatesAutoresizingMaskIntoConstraints = false
        label.text = "New post"
        label.contentMode = .scaleToFill
        label.isOpaque = true
        label.clipsToBounds = false
        label.isUserInteractionEnabled = true
        return label
    }()
    lazy var starImageView: UIImageView = {
        let imageView = UIImageView()
        imageView.translatesAutoresizingMaskIntoConstraints = false
        imageView.contentMode = .scaleAspectFit
        imageView.clipsToBounds = true
        imageView.isUserInteractionEnabled = true
        imageView.image = UIImage(systemName: "star")
        imageView.preferredSymbolConfiguration = UIImage.SymbolConfiguration(textStyle: .title2, scale: .large)
        return imageView
    }()
    lazy var categorySelector: UICollectionView = {
        let collectionView = UICollectionView(frame: .zero, collectionViewLayout: categorySelectorLayout)
        collectionView.translatesAutoresizingMaskIntoConstraints = false
        return collectionView
    }()
    lazy var followButton: UIButton = {
        let button = UIButton(type: .system)
        button.translatesAutoresizingMaskIntoConstraints = false
        if #available(iOS 15.0, *) {
            button.changesSelectionAsPrimaryAction = true
        }
        button.isSpringLoaded = true
        button.setPreferredSymbolConfiguration(UIImage.SymbolConfiguration(scale: .large), forImageIn: .selected)
        if #available(iOS 15.0, *) {
            var buttonConfiguration = UIButton.Configuration.filled()
            buttonConfiguration.image = UIImage(systemName: "plus")
            buttonConfiguration.background.cornerRadius = 8
            buttonConfiguration.background.strokeWidth = 1
            buttonConfiguration.background.backgroundColor = .systemIndigo
            buttonConfiguration.background.strokeColor = .white
            let attributedTitle = NSMutableAttributedString(string: "Follow", attributes: [.font: UIFont(name: "HelveticaNeue-Bold", size: 15) ?? UIFont.systemFont(ofSize: 15)])
            buttonConfiguration.attributedTitle = try? AttributedString(attributedTitle, including: \.uiKit)
            buttonConfiguration.preferredSymbolConfigurationForImage = UIImage.SymbolConfiguration(pointSize: 13, weight: .semibold, scale: .medium)
            button.configuration = buttonConfiguration
        }
        return button
    }()
    lazy var metalView: MTKView = {
        let metalView = MTKView(frame: .zero, device: MTLCreateSystemDefaultDevice())
        metalView.translatesAutoresizingMaskIntoConstraints = false
        metalView.sampleCount = 4
        metalView.preferredFramesPerSecond = 30
        metalView.colorPixelFormat = .bgra8Unorm_srgb
        metalView.depthStencilPixelFormat = .depth32Float
        return metalView
    }()
    lazy var starTapGestureRecognizer: UITapGestureRecognizer = {
        let tapGestureRecognizer = UITapGestureRecognizer()
        return tapGestureRecognizer
    }()
    lazy var categorySelectorLayout: UICollectionViewFlowLayout = {
        let layout = UICollectionViewFlowLayout()
        layout.scrollDirection = .horizontal
        layout.minimumLineSpacing = 8
        layout.itemSize = CGSize(width: 80, height: 32)
        layout.sectionInset = UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 16)
        return layout
    }()
    lazy var doneItem: UIBarButtonItem = {
        let barButtonItem = UIBarButtonItem(barButtonSystemItem: .done, target: nil, action: nil)
        barButtonItem.style = .done
        return barButtonItem
    }()
    lazy var contentViewHeightConstraint: NSLayoutConstraint = contentView.heightAnchor.constraint(equalToConstant: 759)

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
        fatalError("FidelityLayout is built in code, not decoded from a nib or storyboard")
    }

    func buildViewHierarchy() {
        addSubview(contentScrollView)
        addSubview(notesTextView)
        addSubview(titleLabel)
        addSubview(starImageView)
        addSubview(categorySelector)
        addSubview(followButton)
        addSubview(metalView)
        contentScrollView.addSubview(contentView)
        starImageView.addGestureRecognizer(starTapGestureRecognizer)
    }

    func setupConstraints() {
        let contentViewHeightConstraint2 = contentView.heightAnchor.constraint(equalTo: safeAreaLayoutGuide.heightAnchor)
        contentViewHeightConstraint2.priority = UILayoutPriority(500)
        let notesTextViewTopConstraint = ScreenHeightCompatibleLayoutConstraint(item: notesTextView, attribute: .top, relatedBy: .equal, toItem: contentScrollView, attribute: .bottom, multiplier: 1, constant: 8)
        notesTextViewTopConstraint.baseHeight = 568
        let notesHeightConstraint = ScreenHeightCompatibleLayoutConstraint(item: notesTextView, attribute: .height, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute, multiplier: 1, constant: 120)
        notesHeightConstraint.priority = UILayoutPriority(999)
        notesHeightConstraint.identifier = "notesHeight"
        contentViewHeightConstraint.priority = .defaultLow
        NSLayoutConstraint.activate([
            contentViewHeightConstraint2,
            contentScrollView.topAnchor.constraint(equalTo: safeAreaLayoutGuide.topAnchor),
            contentScrollView.leadingAnchor.constraint(equalTo: leadingAnchor),
            trailingAnchor.constraint(equalTo: contentScrollView.trailingAnchor),
            notesTextViewTopConstraint,
            notesHeightConstraint,
            contentView.topAnchor.constraint(equalTo: contentScrollView.contentLayoutGuide.topAnchor),
            contentView.leadingAnchor.constraint(equalTo: contentScrollView.contentLayoutGuide.leadingAnchor),
            contentView.bottomAnchor.constraint(equalTo: contentScrollView.contentLayoutGuide.bottomAnchor),
            contentView.widthAnchor.constraint(equalTo: contentScrollView.frameLayoutGuide.widthAnchor),
            contentViewHeightConstraint,
        ])
    }

    func configureViews() {
        clearsContextBeforeDrawing = false
        backgroundColor = .systemBackground
    }

    /// Called once the layout is built (the views, constraints and settings above), where a nib-loaded
    /// view got `awakeFromNib()` — which never runs for a view built in code. Override it for set-up
    /// done in code (styling, observers), calling `super`.
    func layoutDidLoad() {}

    /// Makes the connections the XIB made to its File's Owner: outlets that point at it and the
    /// actions it receives. Call it from `ComposeViewController.loadView()` right after installing the layout.
    func connect(to owner: ComposeViewController) {
        followButton.addTarget(owner, action: #selector(ComposeViewController.follow(_:)), for: .primaryActionTriggered)
        starTapGestureRecognizer.addTarget(owner, action: #selector(ComposeViewController.starTapped(_:)))
        doneItem.target = owner
        doneItem.action = #selector(ComposeViewController.done(_:))
    }

    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        applySizeClassVariations()
    }

    /// The XIB's size-class variations: what it installs or sets differently per size class.
    func applySizeClassVariations() {
        let horizontal = traitCollection.horizontalSizeClass
        titleLabel.font = horizontal == .regular ? UIFont.boldSystemFont(ofSize: 28) : UIFont.systemFont(ofSize: 17)
    }
}
