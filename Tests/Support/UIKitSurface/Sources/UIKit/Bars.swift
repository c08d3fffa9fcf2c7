#if XIBGEN_OBJC_TYPECHECK
@objc
#endif
@MainActor open class UIBarItem: NSObject, UIAccessibilityIdentification {
    /// NSObject (UINibLoadingAdditions) in UIKit.
    open func awakeFromNib() {}
    public override init() { super.init() }
    public required init?(coder: NSCoder) { super.init() }
    open var isEnabled: Bool = true
    open var title: String?
    open var image: UIImage?
    open var landscapeImagePhone: UIImage?
    open var largeContentSizeImage: UIImage?
    open var imageInsets: UIEdgeInsets = .zero
    open var landscapeImagePhoneInsets: UIEdgeInsets = .zero
    open var tag: Int = 0
    open var accessibilityIdentifier: String?
    open var accessibilityLabel: String?
    open var accessibilityHint: String?
    open var isAccessibilityElement: Bool = false
    open var accessibilityTraits: UIAccessibilityTraits = .none
    private var _attrs: [UInt: [NSAttributedString.Key: Any]] = [:]
    open func setTitleTextAttributes(_ attributes: [NSAttributedString.Key: Any]?, for state: UIControl.State) { _attrs[state.rawValue] = attributes }
    open func titleTextAttributes(for state: UIControl.State) -> [NSAttributedString.Key: Any]? { _attrs[state.rawValue] }
}

@MainActor open class UIBarButtonItem: UIBarItem, UISpringLoadedInteractionSupporting {
    public enum Style: Int, Sendable {
        case plain
        @available(iOS, deprecated: 8.0, message: "Use UIBarButtonItemStylePlain when minimum deployment target is iOS7 or later")
        case bordered
        case done
    }
    public enum SystemItem: Int, Sendable {
        case done, cancel, edit, save, add, flexibleSpace, fixedSpace, compose, reply, action, organize, bookmarks,
             search, refresh, stop, camera, trash, play, pause, rewind, fastForward, undo, redo
        @available(iOS, deprecated: 11.0) case pageCurl
        case close
        case writingTools
    }

    public override init() { super.init() }
    public required init?(coder: NSCoder) { super.init(coder: coder) }
    public convenience init(image: UIImage?, style: UIBarButtonItem.Style, target: Any?, action: Selector?) {
        self.init(); self.image = image; self.style = style; _setTarget(target, action)
    }
    public convenience init(image: UIImage?, landscapeImagePhone: UIImage?, style: UIBarButtonItem.Style, target: Any?, action: Selector?) {
        self.init(image: image, style: style, target: target, action: action); self.landscapeImagePhone = landscapeImagePhone
    }
    public convenience init(title: String?, style: UIBarButtonItem.Style, target: Any?, action: Selector?) {
        self.init(); self.title = title; self.style = style; _setTarget(target, action)
    }
    public convenience init(barButtonSystemItem systemItem: UIBarButtonItem.SystemItem, target: Any?, action: Selector?) {
        self.init(); _systemItem = systemItem; _setTarget(target, action)
    }
    public convenience init(customView: UIView) { self.init(); self.customView = customView }
    /// iOS 14. Apple: "The system item doesn't use the action to configure its title and image."
    public convenience init(systemItem: UIBarButtonItem.SystemItem, primaryAction: UIAction? = nil, menu: UIMenu? = nil) {
        self.init(); _systemItem = systemItem; self.primaryAction = primaryAction; self.menu = menu
    }
    /// iOS 14. Apple: "If you specify primaryAction, it takes precedence over title and image."
    public convenience init(title: String? = nil, image: UIImage? = nil, primaryAction: UIAction? = nil, menu: UIMenu? = nil) {
        self.init(); self.title = title; self.image = image; self.menu = menu
        if let primaryAction { self.primaryAction = primaryAction; self.title = primaryAction.title; self.image = primaryAction.image }
    }
    /// iOS 16.
    @preconcurrency
    public convenience init(title: String?, image: UIImage?, target: AnyObject?, action: Selector?, menu: UIMenu? = nil) {
        self.init(); self.title = title; self.image = image; self.menu = menu; _setTarget(target, action)
    }
    open class func fixedSpace(_ width: CGFloat) -> UIBarButtonItem { let b = UIBarButtonItem(systemItem: .fixedSpace); b.width = width; return b }
    open class func fixedSpace() -> UIBarButtonItem { UIBarButtonItem(systemItem: .fixedSpace) }
    open class func flexibleSpace() -> UIBarButtonItem { UIBarButtonItem(systemItem: .flexibleSpace) }

    /// What a tap does (surface extension): the primary action's handler, else the action sent
    /// through `UIApplication.sendAction(_:to:from:for:)` — to the target, or for a nil target
    /// along the responder chain.
    public func _surfaceTap() {
        if let primaryAction {
            primaryAction._sender = self
            primaryAction._handler(primaryAction)
            primaryAction._sender = nil
        } else if let action {
            UIApplication.shared.sendAction(action, to: target, from: self, for: nil)
        }
    }
    private func _setTarget(_ target: Any?, _ action: Selector?) { self.target = target.map { $0 as AnyObject }; self.action = action }
    /// The system item this was created with (surface extension).
    public private(set) var _systemItem: SystemItem?
    open var style: UIBarButtonItem.Style = .plain
    open var width: CGFloat = 0
    open var possibleTitles: Set<String>?
    open var customView: UIView?
    open var action: Selector?
    open weak var target: AnyObject?
    open var primaryAction: UIAction?
    open var menu: UIMenu?
    open var isSelected: Bool = false
    open var isHidden: Bool = false
    open var changesSelectionAsPrimaryAction: Bool = false
    open var tintColor: UIColor?
    /// UISpringLoadedInteractionSupporting.
    open var isSpringLoaded: Bool = false
}

@MainActor open class UITabBarItem: UIBarItem, UISpringLoadedInteractionSupporting {
    public enum SystemItem: Int, Sendable { case more, favorites, featured, topRated, recents, contacts, history, bookmarks, search, downloads, mostRecent, mostViewed }
    public override init() { super.init() }
    public required init?(coder: NSCoder) { super.init(coder: coder) }
    public convenience init(title: String?, image: UIImage?, tag: Int) { self.init(); self.title = title; self.image = image; self.tag = tag }
    public convenience init(title: String?, image: UIImage?, selectedImage: UIImage?) {
        self.init(); self.title = title; self.image = image; self.selectedImage = selectedImage
    }
    public convenience init(tabBarSystemItem systemItem: UITabBarItem.SystemItem, tag: Int) { self.init(); _systemItem = systemItem; self.tag = tag }
    public private(set) var _systemItem: SystemItem?
    open var selectedImage: UIImage?
    open var badgeValue: String?
    open var badgeColor: UIColor?
    open var titlePositionAdjustment: UIOffset = .zero
    private var _badgeAttributes: [UInt: [NSAttributedString.Key: Any]] = [:]
    open func setBadgeTextAttributes(_ textAttributes: [NSAttributedString.Key: Any]?, for state: UIControl.State) { _badgeAttributes[state.rawValue] = textAttributes }
    open func badgeTextAttributes(for state: UIControl.State) -> [NSAttributedString.Key: Any]? { _badgeAttributes[state.rawValue] }
    open var standardAppearance: UITabBarAppearance?
    open var scrollEdgeAppearance: UITabBarAppearance?
    /// UISpringLoadedInteractionSupporting.
    open var isSpringLoaded: Bool = false
}

#if XIBGEN_OBJC_TYPECHECK
@objc
#endif
@MainActor open class UINavigationItem: NSObject {
    /// NSObject (UINibLoadingAdditions) in UIKit.
    open func awakeFromNib() {}
    public enum LargeTitleDisplayMode: Int, Sendable { case automatic, always, never, inline }
    public enum ItemStyle: Int, Sendable { case navigator, browser, editor }
    public enum BackButtonDisplayMode: Int, Sendable { case `default`, generic, minimal }
    public init(title: String) { self.title = title; super.init() }
    public required init?(coder: NSCoder) { super.init() }
    public override init() { super.init() }
    open var title: String?
    open var titleView: UIView?
    open var prompt: String?
    open var backBarButtonItem: UIBarButtonItem?
    open var backButtonTitle: String?
    /// iOS 14.
    open var backButtonDisplayMode: UINavigationItem.BackButtonDisplayMode = .default
    /// iOS 16.
    open var backAction: UIAction?
    open var hidesBackButton: Bool = false
    open func setHidesBackButton(_ hidesBackButton: Bool, animated: Bool) { self.hidesBackButton = hidesBackButton }
    open var leftBarButtonItems: [UIBarButtonItem]?
    open var rightBarButtonItems: [UIBarButtonItem]?
    open var leftBarButtonItem: UIBarButtonItem? {
        get { leftBarButtonItems?.first }
        set { leftBarButtonItems = newValue.map { [$0] } }
    }
    open var rightBarButtonItem: UIBarButtonItem? {
        get { rightBarButtonItems?.first }
        set { rightBarButtonItems = newValue.map { [$0] } }
    }
    open func setLeftBarButton(_ item: UIBarButtonItem?, animated: Bool) { leftBarButtonItem = item }
    open func setRightBarButton(_ item: UIBarButtonItem?, animated: Bool) { rightBarButtonItem = item }
    open func setLeftBarButtonItems(_ items: [UIBarButtonItem]?, animated: Bool) { leftBarButtonItems = items }
    open func setRightBarButtonItems(_ items: [UIBarButtonItem]?, animated: Bool) { rightBarButtonItems = items }
    open var leftItemsSupplementBackButton: Bool = false
    open var largeTitleDisplayMode: UINavigationItem.LargeTitleDisplayMode = .automatic
    open var style: UINavigationItem.ItemStyle = .navigator
    open var hidesSearchBarWhenScrolling: Bool = true
    open var standardAppearance: UINavigationBarAppearance?
    open var scrollEdgeAppearance: UINavigationBarAppearance?
    open var compactAppearance: UINavigationBarAppearance?
    /// iOS 15.
    open var compactScrollEdgeAppearance: UINavigationBarAppearance?
}

#if XIBGEN_OBJC_TYPECHECK
@objc
#endif
@MainActor open class UIBarAppearance: NSObject {
    public override init() { super.init() }
    public init(idiom: UIUserInterfaceIdiom) { super.init() }
    public init(barAppearance: UIBarAppearance) {
        super.init()
        backgroundEffect = barAppearance.backgroundEffect; backgroundColor = barAppearance.backgroundColor
        backgroundImage = barAppearance.backgroundImage; backgroundImageContentMode = barAppearance.backgroundImageContentMode
        shadowColor = barAppearance.shadowColor; shadowImage = barAppearance.shadowImage
    }
    /// Which configure method ran last (surface extension).
    public private(set) var _configuration: String?
    open func configureWithDefaultBackground() { _configuration = "default" }
    open func configureWithOpaqueBackground() { _configuration = "opaque" }
    open func configureWithTransparentBackground() { _configuration = "transparent" }
    open var backgroundEffect: UIBlurEffect?
    open var backgroundColor: UIColor?
    open var backgroundImage: UIImage?
    open var backgroundImageContentMode: UIView.ContentMode = .scaleToFill
    open var shadowColor: UIColor?
    open var shadowImage: UIImage?
}

/// The per-state look of bar button items in a bar appearance (iOS 13).
#if XIBGEN_OBJC_TYPECHECK
@objc
#endif
@MainActor open class UIBarButtonItemStateAppearance: NSObject {
    override init() { super.init() }
    open var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
    open var titlePositionAdjustment: UIOffset = .zero
    open var backgroundImage: UIImage?
    open var backgroundImagePositionAdjustment: UIOffset = .zero
}
#if XIBGEN_OBJC_TYPECHECK
@objc
#endif
@MainActor open class UIBarButtonItemAppearance: NSObject {
    public override convenience init() { self.init(style: .plain) }
    public init(style: UIBarButtonItem.Style) { self.style = style; super.init() }
    public let style: UIBarButtonItem.Style
    open var normal = UIBarButtonItemStateAppearance()
    open var highlighted = UIBarButtonItemStateAppearance()
    open var disabled = UIBarButtonItemStateAppearance()
    open var focused = UIBarButtonItemStateAppearance()
    open func configureWithDefault(for style: UIBarButtonItem.Style) {}
}

@MainActor open class UINavigationBarAppearance: UIBarAppearance {
    open var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
    open var largeTitleTextAttributes: [NSAttributedString.Key: Any] = [:]
    open var titlePositionAdjustment: UIOffset = .zero
    open var buttonAppearance = UIBarButtonItemAppearance(style: .plain)
    open var doneButtonAppearance = UIBarButtonItemAppearance(style: .done)
    open var backButtonAppearance = UIBarButtonItemAppearance(style: .plain)
    open private(set) var backIndicatorImage: UIImage = UIImage(_name: nil, systemName: "chevron.backward")
    open private(set) var backIndicatorTransitionMaskImage: UIImage = UIImage(_name: nil, systemName: "chevron.backward")
    open func setBackIndicatorImage(_ backIndicatorImage: UIImage?, transitionMaskImage backIndicatorTransitionMaskImage: UIImage?) {
        if let backIndicatorImage { self.backIndicatorImage = backIndicatorImage }
        if let backIndicatorTransitionMaskImage { self.backIndicatorTransitionMaskImage = backIndicatorTransitionMaskImage }
    }
}
@MainActor open class UIToolbarAppearance: UIBarAppearance {
    open var buttonAppearance = UIBarButtonItemAppearance(style: .plain)
    open var doneButtonAppearance = UIBarButtonItemAppearance(style: .done)
}

/// The per-state look of tab bar items (iOS 13).
#if XIBGEN_OBJC_TYPECHECK
@objc
#endif
@MainActor open class UITabBarItemStateAppearance: NSObject {
    override init() { super.init() }
    open var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
    open var titlePositionAdjustment: UIOffset = .zero
    open var iconColor: UIColor?
    open var iconPositionAdjustment: UIOffset = .zero
    open var badgeBackgroundColor: UIColor?
    open var badgeTextAttributes: [NSAttributedString.Key: Any] = [:]
    open var badgePositionAdjustment: UIOffset = .zero
    open var badgeTitlePositionAdjustment: UIOffset = .zero
}
#if XIBGEN_OBJC_TYPECHECK
@objc
#endif
@MainActor open class UITabBarItemAppearance: NSObject {
    public enum Style: Int, Sendable { case stacked, inline, compactInline }
    public override convenience init() { self.init(style: .stacked) }
    public init(style: UITabBarItemAppearance.Style) { super.init() }
    open var normal = UITabBarItemStateAppearance()
    open var selected = UITabBarItemStateAppearance()
    open var disabled = UITabBarItemStateAppearance()
    open var focused = UITabBarItemStateAppearance()
    open func configureWithDefault(for style: UITabBarItemAppearance.Style) {}
}
@MainActor open class UITabBarAppearance: UIBarAppearance {
    open var stackedLayoutAppearance = UITabBarItemAppearance(style: .stacked)
    open var inlineLayoutAppearance = UITabBarItemAppearance(style: .inline)
    open var compactInlineLayoutAppearance = UITabBarItemAppearance(style: .compactInline)
    open var selectionIndicatorTintColor: UIColor?
    open var selectionIndicatorImage: UIImage?
    open var stackedItemPositioning: UITabBar.ItemPositioning = .automatic
    open var stackedItemWidth: CGFloat = 0
    open var stackedItemSpacing: CGFloat = 0
}

@MainActor open class UINavigationBar: UIView {
    public override init(frame: CGRect) { super.init(frame: frame) }
    public required init?(coder: NSCoder) { super.init(coder: coder) }
    open var barStyle: UIBarStyle = .default
    open weak var delegate: (any UIBarPositioningDelegate)?
    open var isTranslucent: Bool = true
    open var prefersLargeTitles: Bool = false
    open var barTintColor: UIColor?
    open var shadowImage: UIImage?
    open var titleTextAttributes: [NSAttributedString.Key: Any]?
    open var largeTitleTextAttributes: [NSAttributedString.Key: Any]?
    open var backIndicatorImage: UIImage?
    open var backIndicatorTransitionMaskImage: UIImage?
    open var standardAppearance: UINavigationBarAppearance = UINavigationBarAppearance()
    open var compactAppearance: UINavigationBarAppearance?
    open var scrollEdgeAppearance: UINavigationBarAppearance?
    /// iOS 15.
    open var compactScrollEdgeAppearance: UINavigationBarAppearance?
    open var items: [UINavigationItem]?
    open var topItem: UINavigationItem? { items?.last }
    open var backItem: UINavigationItem? { (items?.count ?? 0) > 1 ? items?[items!.count - 2] : nil }
    open func setItems(_ items: [UINavigationItem]?, animated: Bool) { self.items = items }
    open func pushItem(_ item: UINavigationItem, animated: Bool) { items = (items ?? []) + [item] }
    open func popItem(animated: Bool) -> UINavigationItem? { items?.popLast() }
    private var _bg: [String: UIImage] = [:]
    open func setBackgroundImage(_ backgroundImage: UIImage?, for barMetrics: UIBarMetrics) { _bg["\(barMetrics.rawValue)"] = backgroundImage }
    open func backgroundImage(for barMetrics: UIBarMetrics) -> UIImage? { _bg["\(barMetrics.rawValue)"] }
    open func setBackgroundImage(_ backgroundImage: UIImage?, for barPosition: UIBarPosition, barMetrics: UIBarMetrics) { _bg["\(barPosition.rawValue)-\(barMetrics.rawValue)"] = backgroundImage }
}

@MainActor open class UIToolbar: UIView {
    public override init(frame: CGRect) { super.init(frame: frame) }
    public required init?(coder: NSCoder) { super.init(coder: coder) }
    open var barStyle: UIBarStyle = .default
    open var items: [UIBarButtonItem]?
    open func setItems(_ items: [UIBarButtonItem]?, animated: Bool) { self.items = items }
    open var isTranslucent: Bool = true
    open var barTintColor: UIColor?
    open var standardAppearance: UIToolbarAppearance = UIToolbarAppearance()
    open var compactAppearance: UIToolbarAppearance?
    open var scrollEdgeAppearance: UIToolbarAppearance?
    open weak var delegate: (any UIBarPositioningDelegate)?
    private var _bg: [String: UIImage] = [:]
    open func setBackgroundImage(_ backgroundImage: UIImage?, forToolbarPosition topOrBottom: UIBarPosition, barMetrics: UIBarMetrics) { _bg["\(topOrBottom.rawValue)-\(barMetrics.rawValue)"] = backgroundImage }
    open func setShadowImage(_ shadowImage: UIImage?, forToolbarPosition topOrBottom: UIBarPosition) {}
}

@MainActor public protocol UITabBarDelegate: NSObjectProtocol {
    func tabBar(_ tabBar: UITabBar, didSelect item: UITabBarItem)
}
extension UITabBarDelegate {
    public func tabBar(_ tabBar: UITabBar, didSelect item: UITabBarItem) {}
}

@MainActor open class UITabBar: UIView {
    public enum ItemPositioning: Int, Sendable { case automatic, fill, centered }
    public override init(frame: CGRect) { super.init(frame: frame) }
    public required init?(coder: NSCoder) { super.init(coder: coder) }
    open weak var delegate: (any UITabBarDelegate)?
    open var items: [UITabBarItem]?
    open weak var selectedItem: UITabBarItem?
    open func setItems(_ items: [UITabBarItem]?, animated: Bool) { self.items = items }
    open var barTintColor: UIColor?
    open var unselectedItemTintColor: UIColor?
    /// Apple: deprecated in iOS 8 (use `tintColor`), still declared.
    @available(iOS, introduced: 5.0, deprecated: 8.0, message: "Use tintColor")
    open var selectedImageTintColor: UIColor?
    open var backgroundImage: UIImage?
    open var selectionIndicatorImage: UIImage?
    open var shadowImage: UIImage?
    open var itemPositioning: UITabBar.ItemPositioning = .automatic
    open var itemWidth: CGFloat = 0
    open var itemSpacing: CGFloat = 0
    open var barStyle: UIBarStyle = .default
    open var isTranslucent: Bool = true
    open var standardAppearance: UITabBarAppearance = UITabBarAppearance()
    open var scrollEdgeAppearance: UITabBarAppearance?
}
