import UIKit
import MetalKit

// Attributes of issues #19 and #22: newer button and image attributes, custom constraint
// classes, MTKView, iOS 17 trait registrations, localized texts.

/// An app's constraint class, created with the item initializer (anchors cannot make subclasses).
final class ScreenHeightCompatibleLayoutConstraint: NSLayoutConstraint {
    var baseHeight: CGFloat = 667
    override func awakeFromNib() {
        super.awakeFromNib()
        constant = constant * 812 / baseHeight
    }
}

final class ComposeLayout: UIView {
    lazy var followButton: UIButton = UIButton(configuration: .filled())
    lazy var starImageView: UIImageView = UIImageView(image: UIImage(systemName: "star"))
    lazy var notesTextView: UITextView = UITextView()
    lazy var metalView: MTKView = MTKView(frame: .zero, device: MTLCreateSystemDefaultDevice())
    lazy var titleLabel: UILabel = UILabel()
    lazy var heightConstraint: ScreenHeightCompatibleLayoutConstraint = ScreenHeightCompatibleLayoutConstraint(
        item: notesTextView, attribute: .height, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute, multiplier: 1, constant: 120)

    override init(frame: CGRect) {
        super.init(frame: frame)
        addSubview(followButton); addSubview(starImageView); addSubview(notesTextView); addSubview(metalView); addSubview(titleLabel)
        configureViews()
        if #available(iOS 17.0, *) {
            registerForTraitChanges([UITraitHorizontalSizeClass.self, UITraitVerticalSizeClass.self]) { (self: Self, previousTraitCollection: UITraitCollection) in
                self.applySizeClassVariations()
            }
        }
    }
    required init?(coder: NSCoder) { super.init(coder: coder) }

    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        applySizeClassVariations()
    }

    func applySizeClassVariations() {
        titleLabel.font = traitCollection.horizontalSizeClass == .regular ? .systemFont(ofSize: 28) : .systemFont(ofSize: 17)
    }

    func configureViews() {
        followButton.changesSelectionAsPrimaryAction = true
        followButton.isSpringLoaded = true
        var configuration = UIButton.Configuration.filled()
        var background = UIBackgroundConfiguration.clear()
        background.backgroundColor = .systemIndigo
        background.cornerRadius = 8
        background.strokeColor = .white
        background.strokeWidth = 1
        background.strokeOutset = 0.5
        background.visualEffect = UIBlurEffect(style: .systemThinMaterial)
        background.image = UIImage(named: "texture")
        background.imageContentMode = .scaleAspectFill
        background.backgroundInsets = NSDirectionalEdgeInsets(top: 2, leading: 2, bottom: 2, trailing: 2)
        background.edgesAddingLayoutMarginsToBackgroundInsets = [.top]
        configuration.background = background
        var title = AttributedString(NSLocalizedString("btn-1.configuration.title", tableName: "Compose", bundle: .main, value: "Follow", comment: "Follow button"))
        title.font = UIFont.boldSystemFont(ofSize: 15)
        configuration.attributedTitle = title
        configuration.image = UIImage(systemName: "plus")
        configuration.preferredSymbolConfigurationForImage = UIImage.SymbolConfiguration(pointSize: 13, weight: .semibold, scale: .medium)
        followButton.configuration = configuration
        followButton.setPreferredSymbolConfiguration(UIImage.SymbolConfiguration(scale: .large), forImageIn: .highlighted)

        starImageView.preferredSymbolConfiguration = UIImage.SymbolConfiguration(textStyle: .title2, scale: .large)
        starImageView.preferredSymbolConfiguration = UIImage.SymbolConfiguration(weight: .black)

        notesTextView.verticalScrollIndicatorInsets = UIEdgeInsets(top: 4, left: 0, bottom: 4, right: 2)
        notesTextView.horizontalScrollIndicatorInsets = .zero
        notesTextView.scrollIndicatorInsets = UIEdgeInsets(top: 4, left: 0, bottom: 4, right: 2)

        metalView.colorPixelFormat = .bgra8Unorm_srgb
        metalView.depthStencilPixelFormat = .depth32Float
        metalView.sampleCount = 4
        metalView.preferredFramesPerSecond = 30
        metalView.enableSetNeedsDisplay = true
        metalView.isPaused = true
        metalView.clearColor = MTLClearColor(red: 0, green: 0, blue: 0.2, alpha: 1)
        metalView.clearDepth = 1
        metalView.framebufferOnly = false
        metalView.autoResizeDrawable = false
        metalView.drawableSize = CGSize(width: 640, height: 480)
        metalView.presentsWithTransaction = false

        titleLabel.text = NSLocalizedString("lbl-2.text", tableName: "Compose", bundle: .main, value: "New post", comment: "Class = \"UILabel\"; text = \"New post\"; ObjectID = \"lbl-2\";")
        titleLabel.accessibilityHint = String(localized: "compose.title.hint", defaultValue: "Title of the post", table: "Compose", comment: "hint")
        let count = 3
        notesTextView.text = String(localized: "\(count) notes", table: "Compose", bundle: .main)

        heightConstraint.priority = UILayoutPriority(999)
        heightConstraint.identifier = "notesHeight"
        heightConstraint.baseHeight = 568
        heightConstraint.isActive = true
    }
}
