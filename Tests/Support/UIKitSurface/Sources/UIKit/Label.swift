@MainActor open class UILabel: UIView, UIContentSizeCategoryAdjusting {
    public override init(frame: CGRect) { super.init(frame: frame) }
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    // `text` and `attributedText` are two views of one value, as in UIKit: setting either
    // replaces the other (`text` reads the attributed string's characters).
    private var _attributedText: NSAttributedString?
    open var text: String? {
        get { _attributedText?.string }
        set { _attributedText = newValue.map { NSAttributedString(string: $0) } }
    }
    private var _font: UIFont = UIFont.systemFont(ofSize: 17)
    open var font: UIFont! {
        get { _font }
        set { _font = newValue ?? UIFont.systemFont(ofSize: 17) }
    }
    private var _textColor: UIColor = .label
    open var textColor: UIColor! {
        get { _textColor }
        set { _textColor = newValue ?? .label }
    }
    open var shadowColor: UIColor?
    open var shadowOffset: CGSize = CGSize(width: 0, height: -1)
    open var textAlignment: NSTextAlignment = .natural
    open var lineBreakMode: NSLineBreakMode = .byTruncatingTail
    open var lineBreakStrategy: NSParagraphStyle.LineBreakStrategy = .standard
    open var attributedText: NSAttributedString? {
        get { _attributedText }
        set { _attributedText = newValue }
    }
    open var highlightedTextColor: UIColor?
    open var isHighlighted: Bool = false
    open var isEnabled: Bool = true
    open var numberOfLines: Int = 1
    open var adjustsFontSizeToFitWidth: Bool = false
    open var baselineAdjustment: UIBaselineAdjustment = .alignBaselines
    open var minimumScaleFactor: CGFloat = 0
    open var allowsDefaultTighteningForTruncation: Bool = false
    open var preferredMaxLayoutWidth: CGFloat = 0
    open var showsExpansionTextWhenTruncated: Bool = false
    open var adjustsFontForContentSizeCategory: Bool = false
    open func textRect(forBounds bounds: CGRect, limitedToNumberOfLines numberOfLines: Int) -> CGRect { bounds }
    open func drawText(in rect: CGRect) {}
}

@MainActor open class UIImageView: UIView {
    public override init(frame: CGRect) { super.init(frame: frame) }
    public required init?(coder: NSCoder) { super.init(coder: coder) }
    /// Apple: "adjusts its frame to match the size of the specified image".
    public init(image: UIImage?) {
        super.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
        self.image = image
    }
    public init(image: UIImage?, highlightedImage: UIImage?) {
        super.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
        self.image = image; self.highlightedImage = highlightedImage
    }
    open var image: UIImage?
    open var highlightedImage: UIImage?
    open var preferredSymbolConfiguration: UIImage.SymbolConfiguration?
    open var isHighlighted: Bool = false
    open var animationImages: [UIImage]?
    open var highlightedAnimationImages: [UIImage]?
    open var animationDuration: TimeInterval = 0
    open var animationRepeatCount: Int = 0
    open var adjustsImageSizeForAccessibilityContentSizeCategory: Bool = false
    open func startAnimating() { _isAnimating = true }
    open func stopAnimating() { _isAnimating = false }
    private var _isAnimating = false
    open var isAnimating: Bool { _isAnimating }
}

public struct NSDirectionalRectEdge: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let top = NSDirectionalRectEdge(rawValue: 1 << 0)
    public static let leading = NSDirectionalRectEdge(rawValue: 1 << 1)
    public static let bottom = NSDirectionalRectEdge(rawValue: 1 << 2)
    public static let trailing = NSDirectionalRectEdge(rawValue: 1 << 3)
    public static let all: NSDirectionalRectEdge = [.top, .leading, .bottom, .trailing]
}

public struct UIConfigurationTextAttributesTransformer: Hashable, Sendable {
    let transform: @Sendable (AttributeContainer) -> AttributeContainer
    public init(_ transform: @escaping @Sendable (AttributeContainer) -> AttributeContainer) { self.transform = transform }
    public func callAsFunction(_ input: AttributeContainer) -> AttributeContainer { transform(input) }
    public static func == (lhs: Self, rhs: Self) -> Bool { true }
    public func hash(into hasher: inout Hasher) {}
}

public struct UIConfigurationColorTransformer: Hashable, Sendable {
    let transform: @Sendable (UIColor) -> UIColor
    public init(_ transform: @escaping @Sendable (UIColor) -> UIColor) { self.transform = transform }
    public func callAsFunction(_ input: UIColor) -> UIColor { transform(input) }
    public static let grayscale = UIConfigurationColorTransformer { $0 }
    public static let preferredTint = UIConfigurationColorTransformer { $0 }
    public static let monochromeTint = UIConfigurationColorTransformer { $0 }
    public static func == (lhs: Self, rhs: Self) -> Bool { true }
    public func hash(into hasher: inout Hasher) {}
}

/// iOS 14 background configuration (cells, buttons' `configuration.background`), with
/// Apple's property names; the defaults are the documented ones (no colour, no stroke, zero
/// insets and corner radius).
@MainActor public struct UIBackgroundConfiguration: Hashable {
    public var customView: UIView?
    public var cornerRadius: CGFloat = 0
    public var backgroundInsets: NSDirectionalEdgeInsets = .zero
    public var edgesAddingLayoutMarginsToBackgroundInsets: NSDirectionalRectEdge = []
    public var backgroundColor: UIColor?
    public var backgroundColorTransformer: UIConfigurationColorTransformer?
    public var visualEffect: UIVisualEffect?
    /// iOS 15.
    public var image: UIImage?
    /// iOS 15.
    public var imageContentMode: UIView.ContentMode = .scaleToFill
    public var strokeColor: UIColor?
    public var strokeColorTransformer: UIConfigurationColorTransformer?
    public var strokeWidth: CGFloat = 0
    public var strokeOutset: CGFloat = 0
    /// Which factory made this configuration (surface extension).
    public private(set) var _factory: String = "init"

    public init() {}
    private init(_factory: String) { self._factory = _factory }
    public func resolvedBackgroundColor(for tintColor: UIColor) -> UIColor {
        let base = backgroundColor ?? .clear
        return backgroundColorTransformer?(base) ?? base
    }
    public func resolvedStrokeColor(for tintColor: UIColor) -> UIColor {
        let base = strokeColor ?? tintColor
        return strokeColorTransformer?(base) ?? base
    }
    public func updated(for state: any UIConfigurationState) -> UIBackgroundConfiguration { self }

    public static func clear() -> UIBackgroundConfiguration { UIBackgroundConfiguration(_factory: "clear") }
    public static func listPlainCell() -> UIBackgroundConfiguration { UIBackgroundConfiguration(_factory: "listPlainCell") }
    public static func listGroupedCell() -> UIBackgroundConfiguration { UIBackgroundConfiguration(_factory: "listGroupedCell") }
    public static func listSidebarCell() -> UIBackgroundConfiguration { UIBackgroundConfiguration(_factory: "listSidebarCell") }
    public static func listAccompaniedSidebarCell() -> UIBackgroundConfiguration { UIBackgroundConfiguration(_factory: "listAccompaniedSidebarCell") }
    public static func listPlainHeaderFooter() -> UIBackgroundConfiguration { UIBackgroundConfiguration(_factory: "listPlainHeaderFooter") }
    public static func listGroupedHeaderFooter() -> UIBackgroundConfiguration { UIBackgroundConfiguration(_factory: "listGroupedHeaderFooter") }
    public static func listSidebarHeader() -> UIBackgroundConfiguration { UIBackgroundConfiguration(_factory: "listSidebarHeader") }
    /// iOS 18.
    public static func listCell() -> UIBackgroundConfiguration { UIBackgroundConfiguration(_factory: "listCell") }
    public static func listHeader() -> UIBackgroundConfiguration { UIBackgroundConfiguration(_factory: "listHeader") }
    public static func listFooter() -> UIBackgroundConfiguration { UIBackgroundConfiguration(_factory: "listFooter") }
}

/// The state a configuration is updated for (cells, buttons).
@MainActor public protocol UIConfigurationState {
    var traitCollection: UITraitCollection { get set }
}

/// UISpringLoadedInteractionSupporting: controls that activate when a drag hovers over them.
@MainActor public protocol UISpringLoadedInteractionSupporting: NSObjectProtocol {
    var isSpringLoaded: Bool { get set }
}

@MainActor open class UIButton: UIControl, UIContentSizeCategoryAdjusting, UISpringLoadedInteractionSupporting {
    public enum ButtonType: Int, Sendable {
        case custom = 0, system, detailDisclosure, infoLight, infoDark, contactAdd, plain, close = 7
        public static var roundedRect: ButtonType { .system }
    }
    public enum Role: Int, Sendable { case normal, primary, cancel, destructive }
    public typealias ConfigurationUpdateHandler = @MainActor (UIButton) -> Void

    @MainActor public struct Configuration: Hashable {
        public enum CornerStyle: Int, Sendable { case fixed = -1, dynamic, small, medium, large, capsule }
        public enum Size: Int, Sendable { case mini, small, medium, large }
        public enum TitleAlignment: Int, Sendable { case automatic, leading, center, trailing }
        public enum MacIdiomStyle: Int, Sendable { case automatic, bordered, borderless, borderlessTinted }
        public enum Indicator: Int, Sendable { case automatic, none, popup }

        /// Which factory made this configuration (surface extension).
        public let _style: String
        init(_style: String) { self._style = _style }

        public static func plain() -> UIButton.Configuration { Configuration(_style: "plain") }
        public static func tinted() -> UIButton.Configuration { Configuration(_style: "tinted") }
        public static func gray() -> UIButton.Configuration { Configuration(_style: "gray") }
        public static func filled() -> UIButton.Configuration { Configuration(_style: "filled") }
        public static func borderless() -> UIButton.Configuration { Configuration(_style: "borderless") }
        public static func bordered() -> UIButton.Configuration { Configuration(_style: "bordered") }
        public static func borderedTinted() -> UIButton.Configuration { Configuration(_style: "borderedTinted") }
        public static func borderedProminent() -> UIButton.Configuration { Configuration(_style: "borderedProminent") }

        public var background: UIBackgroundConfiguration = UIBackgroundConfiguration()
        public var cornerStyle: UIButton.Configuration.CornerStyle = .dynamic
        public var buttonSize: UIButton.Configuration.Size = .medium
        public var macIdiomStyle: UIButton.Configuration.MacIdiomStyle = .automatic
        public var baseForegroundColor: UIColor?
        public var baseBackgroundColor: UIColor?
        public var image: UIImage?
        public var imageColorTransformer: UIConfigurationColorTransformer?
        public var preferredSymbolConfigurationForImage: UIImage.SymbolConfiguration?
        public var showsActivityIndicator: Bool = false
        public var activityIndicatorColorTransformer: UIConfigurationColorTransformer?
        public var title: String?
        public var attributedTitle: AttributedString?
        public var subtitle: String?
        public var attributedSubtitle: AttributedString?
        public var contentInsets: NSDirectionalEdgeInsets = NSDirectionalEdgeInsets(top: 7, leading: 12, bottom: 7, trailing: 12)
        public mutating func setDefaultContentInsets() { contentInsets = NSDirectionalEdgeInsets(top: 7, leading: 12, bottom: 7, trailing: 12) }
        public var imagePlacement: NSDirectionalRectEdge = .leading
        public var imagePadding: CGFloat = 0
        public var titlePadding: CGFloat = 0
        public var titleAlignment: UIButton.Configuration.TitleAlignment = .automatic
        public var titleLineBreakMode: NSLineBreakMode = .byTruncatingTail
        public var subtitleLineBreakMode: NSLineBreakMode = .byTruncatingTail
        public var automaticallyUpdateForSelection: Bool = true
        public var titleTextAttributesTransformer: UIConfigurationTextAttributesTransformer?
        public var subtitleTextAttributesTransformer: UIConfigurationTextAttributesTransformer?
        public var indicator: UIButton.Configuration.Indicator = .automatic
        public var indicatorColorTransformer: UIConfigurationColorTransformer?
        public func updated(for button: UIButton) -> UIButton.Configuration { self }
    }

    public override init(frame: CGRect) {
        _buttonType = .custom
        super.init(frame: frame)
        _setUp()
    }
    public required init?(coder: NSCoder) {
        _buttonType = .custom
        super.init(coder: coder)
        _setUp()
    }
    public convenience init(type buttonType: UIButton.ButtonType) {
        self.init(frame: .zero)
        _buttonType = buttonType
    }
    public convenience init(type buttonType: UIButton.ButtonType = .system, primaryAction: UIAction?) {
        self.init(type: buttonType)
        if let primaryAction { addAction(primaryAction, for: .primaryActionTriggered) }
    }
    public convenience init(configuration: UIButton.Configuration, primaryAction: UIAction? = nil) {
        self.init(type: .plain)
        self.configuration = configuration
        if let primaryAction { addAction(primaryAction, for: .primaryActionTriggered) }
    }
    open class func systemButton(with image: UIImage, target: Any?, action: Selector?) -> UIButton {
        let b = UIButton(type: .system)
        b.setImage(image, for: .normal)
        if let action { b.addTarget(target, action: action, for: .touchUpInside) }
        return b
    }
    private func _setUp() {
        let l = UILabel(); l.font = UIFont.systemFont(ofSize: 15); _titleLabel = l
        _imageView = UIImageView()
    }

    private var _buttonType: ButtonType
    open var buttonType: UIButton.ButtonType { _buttonType }
    open var role: UIButton.Role = .normal
    open var configuration: UIButton.Configuration?
    open var configurationUpdateHandler: UIButton.ConfigurationUpdateHandler?
    open var automaticallyUpdatesConfiguration: Bool = true
    open func setNeedsUpdateConfiguration() {}
    open func updateConfiguration() {}
    open var menu: UIMenu?
    /// iOS 15: the button toggles `isSelected` when its primary action fires.
    open var changesSelectionAsPrimaryAction: Bool = false
    open var isSpringLoaded: Bool = false
    open var isPointerInteractionEnabled: Bool = false
    /// Apple (iOS 15): with `changesSelectionAsPrimaryAction`, the button toggles `isSelected`
    /// when its primary action fires, before the actions are sent.
    open override func sendActions(for controlEvents: UIControl.Event) {
        if changesSelectionAsPrimaryAction && controlEvents.contains(.primaryActionTriggered) { isSelected.toggle() }
        super.sendActions(for: controlEvents)
    }
    open var adjustsFontForContentSizeCategory: Bool = false

    // Per-state values. UIKit falls back to .normal when a state has no value.
    private var _titles: [UInt: String] = [:]
    private var _titleColors: [UInt: UIColor] = [:]
    private var _titleShadowColors: [UInt: UIColor] = [:]
    private var _images: [UInt: UIImage] = [:]
    private var _backgroundImages: [UInt: UIImage] = [:]
    private var _attributedTitles: [UInt: NSAttributedString] = [:]
    private var _symbolConfigurations: [UInt: UIImage.SymbolConfiguration] = [:]
    /// Values set per state, without UIKit's fallback to `.normal` (surface extension).
    public var _surfaceTitles: [UInt: String] { _titles }
    public var _surfaceTitleColors: [UInt: UIColor] { _titleColors }
    public var _surfaceImages: [UInt: UIImage] { _images }
    private func _lookup<T>(_ d: [UInt: T], _ s: UIControl.State) -> T? { d[s.rawValue] ?? d[UIControl.State.normal.rawValue] }

    open func setTitle(_ title: String?, for state: UIControl.State) { _titles[state.rawValue] = title }
    open func setTitleColor(_ color: UIColor?, for state: UIControl.State) { _titleColors[state.rawValue] = color }
    open func setTitleShadowColor(_ color: UIColor?, for state: UIControl.State) { _titleShadowColors[state.rawValue] = color }
    open func setImage(_ image: UIImage?, for state: UIControl.State) { _images[state.rawValue] = image }
    open func setBackgroundImage(_ image: UIImage?, for state: UIControl.State) { _backgroundImages[state.rawValue] = image }
    open func setAttributedTitle(_ title: NSAttributedString?, for state: UIControl.State) { _attributedTitles[state.rawValue] = title }
    open func setPreferredSymbolConfiguration(_ configuration: UIImage.SymbolConfiguration?, forImageIn state: UIControl.State) {
        _symbolConfigurations[state.rawValue] = configuration
    }
    open func title(for state: UIControl.State) -> String? { _lookup(_titles, state) }
    open func titleColor(for state: UIControl.State) -> UIColor? {
        _lookup(_titleColors, state) ?? (buttonType == .custom ? .white : tintColor)
    }
    open func titleShadowColor(for state: UIControl.State) -> UIColor? { _lookup(_titleShadowColors, state) }
    open func image(for state: UIControl.State) -> UIImage? { _lookup(_images, state) }
    open func backgroundImage(for state: UIControl.State) -> UIImage? { _lookup(_backgroundImages, state) }
    open func attributedTitle(for state: UIControl.State) -> NSAttributedString? { _lookup(_attributedTitles, state) }
    open func preferredSymbolConfigurationForImage(in state: UIControl.State) -> UIImage.SymbolConfiguration? { _lookup(_symbolConfigurations, state) }

    open var currentTitle: String? { title(for: state) }
    open var currentTitleColor: UIColor { titleColor(for: state) ?? .white }
    open var currentTitleShadowColor: UIColor? { titleShadowColor(for: state) }
    open var currentImage: UIImage? { image(for: state) }
    open var currentBackgroundImage: UIImage? { backgroundImage(for: state) }
    open var currentPreferredSymbolConfiguration: UIImage.SymbolConfiguration? { preferredSymbolConfigurationForImage(in: state) }
    open var currentAttributedTitle: NSAttributedString? { attributedTitle(for: state) }

    private var _titleLabel: UILabel?
    private var _imageView: UIImageView?
    open var titleLabel: UILabel? { _titleLabel }
    open var imageView: UIImageView? { _imageView }
    open var subtitleLabel: UILabel? { nil }

    @available(iOS, deprecated: 15.0, message: "This property is ignored when using UIButtonConfiguration")
    open var contentEdgeInsets: UIEdgeInsets = .zero
    @available(iOS, deprecated: 15.0, message: "This property is ignored when using UIButtonConfiguration")
    open var titleEdgeInsets: UIEdgeInsets = .zero
    @available(iOS, deprecated: 15.0, message: "This property is ignored when using UIButtonConfiguration")
    open var imageEdgeInsets: UIEdgeInsets = .zero
    open var reversesTitleShadowWhenHighlighted: Bool = false
    open var adjustsImageWhenHighlighted: Bool = true
    open var adjustsImageWhenDisabled: Bool = true
    open var showsTouchWhenHighlighted: Bool = false
    open var adjustsImageSizeForAccessibilityContentSizeCategory: Bool = false
}
