// Container view controllers: navigation, tab bar, split view, page view, and the table and
// collection view controllers, with the behaviour their Apple reference pages describe.
// Containers keep their visible children's views inside their own view, so appearance
// callbacks, windows and first responders follow as on a device.

// MARK: - Navigation controller

@MainActor public protocol UINavigationControllerDelegate: NSObjectProtocol {
    func navigationController(_ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool)
    func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool)
}
extension UINavigationControllerDelegate {
    public func navigationController(_ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool) {}
    public func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool) {}
}

@MainActor open class UINavigationController: UIViewController {
    /// The bar classes passed to `init(navigationBarClass:toolbarClass:)` (surface extension;
    /// the bars themselves are plain UINavigationBar/UIToolbar instances).
    public let _surfaceNavigationBarClass: AnyClass?
    public let _surfaceToolbarClass: AnyClass?

    public init(rootViewController: UIViewController) {
        _surfaceNavigationBarClass = nil; _surfaceToolbarClass = nil
        super.init(nibName: nil, bundle: nil)
        _surfaceSetStack([rootViewController], animated: false, record: false)
    }
    public init(navigationBarClass: AnyClass?, toolbarClass: AnyClass?) {
        _surfaceNavigationBarClass = navigationBarClass; _surfaceToolbarClass = toolbarClass
        super.init(nibName: nil, bundle: nil)
    }
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        _surfaceNavigationBarClass = nil; _surfaceToolbarClass = nil
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }
    public required init?(coder: NSCoder) {
        _surfaceNavigationBarClass = nil; _surfaceToolbarClass = nil
        super.init(coder: coder)
    }

    open weak var delegate: (any UINavigationControllerDelegate)?
    private let _navigationBar = UINavigationBar()
    private let _toolbar = UIToolbar()
    open var navigationBar: UINavigationBar { _navigationBar }
    open var toolbar: UIToolbar! { _toolbar }
    open var isNavigationBarHidden: Bool = false
    open func setNavigationBarHidden(_ hidden: Bool, animated: Bool) { isNavigationBarHidden = hidden }
    /// Apple: "The default value is true."
    open var isToolbarHidden: Bool = true
    open func setToolbarHidden(_ hidden: Bool, animated: Bool) { isToolbarHidden = hidden }
    open var hidesBarsOnTap: Bool = false
    open var hidesBarsOnSwipe: Bool = false
    open var hidesBarsWhenVerticallyCompact: Bool = false
    open var hidesBarsWhenKeyboardAppears: Bool = false
    open var barHideOnTapGestureRecognizer: UITapGestureRecognizer { _barHideOnTap }
    open var barHideOnSwipeGestureRecognizer: UIPanGestureRecognizer { _barHideOnSwipe }
    open var interactivePopGestureRecognizer: UIGestureRecognizer? { _interactivePop }
    private let _barHideOnTap = UITapGestureRecognizer()
    private let _barHideOnSwipe = UIPanGestureRecognizer()
    private let _interactivePop: UIGestureRecognizer = UIScreenEdgePanGestureRecognizer()

    open var viewControllers: [UIViewController] {
        get { children }
        set { setViewControllers(newValue, animated: false) }
    }
    open var topViewController: UIViewController? { children.last }
    /// Apple: the top view controller, or a controller presented modally on top of the stack.
    open var visibleViewController: UIViewController? { _presentedDirect ?? topViewController?.presentedViewController ?? topViewController }

    /// Apple: pushing a controller that is already on the stack raises.
    open func pushViewController(_ viewController: UIViewController, animated: Bool) {
        if children.contains(where: { $0 === viewController }) {
            _SurfaceRecorder.raise("NSInvalidArgumentException", "Pushing the same view controller instance more than once is not supported (\(viewController))")
            return
        }
        if viewController is UINavigationController {
            _SurfaceRecorder.raise("NSInvalidArgumentException", "Pushing a navigation controller is not supported")
            return
        }
        let old = topViewController
        delegate?.navigationController(self, willShow: viewController, animated: animated)
        addChild(viewController)
        _SurfaceRecorder.record(.push(navigationController: self, viewController: viewController, animated: animated))
        _surfaceReplaceVisibleChild(old, with: viewController)
        viewController.didMove(toParent: self)
        _surfaceSyncBars()
        delegate?.navigationController(self, didShow: viewController, animated: animated)
    }
    /// Apple: the root view controller cannot be popped (returns nil).
    @discardableResult open func popViewController(animated: Bool) -> UIViewController? {
        guard children.count > 1 else { return nil }
        return _surfacePop(to: children.count - 2, animated: animated).last
    }
    @discardableResult open func popToRootViewController(animated: Bool) -> [UIViewController]? {
        guard children.count > 1 else { return nil }
        return _surfacePop(to: 0, animated: animated)
    }
    @discardableResult open func popToViewController(_ viewController: UIViewController, animated: Bool) -> [UIViewController]? {
        guard let index = children.firstIndex(where: { $0 === viewController }) else {
            _SurfaceRecorder.raise("NSInternalInconsistencyException", "Tried to pop to a view controller that doesn't exist.")
            return nil
        }
        guard index < children.count - 1 else { return [] }
        return _surfacePop(to: index, animated: animated)
    }
    private func _surfacePop(to index: Int, animated: Bool) -> [UIViewController] {
        let popped = Array(children[(index + 1)...])
        let newTop = children[index]
        delegate?.navigationController(self, willShow: newTop, animated: animated)
        for vc in popped.reversed() { vc.willMove(toParent: nil) }
        _surfaceReplaceVisibleChild(popped.last, with: newTop)
        for vc in popped.reversed() { vc.removeFromParent() }
        _SurfaceRecorder.record(.pop(navigationController: self, viewControllers: popped, animated: animated))
        _surfaceSyncBars()
        delegate?.navigationController(self, didShow: newTop, animated: animated)
        return popped
    }
    open func setViewControllers(_ viewControllers: [UIViewController], animated: Bool) {
        _surfaceSetStack(viewControllers, animated: animated, record: true)
    }
    private func _surfaceSetStack(_ stack: [UIViewController], animated: Bool, record: Bool) {
        let oldTop = topViewController
        let removed = children.filter { old in !stack.contains { $0 === old } }
        let added = stack.filter { new in !children.contains { $0 === new } }
        for vc in removed { vc.willMove(toParent: nil) }
        for vc in added { addChild(vc) }
        children = stack
        _surfaceReplaceVisibleChild(oldTop, with: stack.last)
        for vc in removed { vc.removeFromParent() }
        for vc in added { vc.didMove(toParent: self) }
        if record { _SurfaceRecorder.record(.setViewControllers(container: self, viewControllers: stack, animated: animated)) }
        _surfaceSyncBars()
    }
    /// UIKit keeps the bar showing the stack's navigation items and the toolbar the top
    /// controller's toolbar items.
    func _surfaceSyncBars() {
        _navigationBar.setItems(children.map(\.navigationItem), animated: false)
        _toolbar.setItems(topViewController?.toolbarItems, animated: false)
    }
    override func _surfaceContainerViewDidLoad() { _surfaceReplaceVisibleChild(nil, with: topViewController) }

    /// Apple: "a navigation controller overrides this method and uses it to push vc onto its
    /// navigation stack."
    open override func show(_ vc: UIViewController, sender: Any?) { pushViewController(vc, animated: true) }
    /// Apple: "a navigation controller reverses the order so that the search starts with the
    /// view controller at the top of the navigation stack."
    open override func allowedChildrenForUnwinding(from source: UIStoryboardUnwindSegueSource) -> [UIViewController] {
        super.allowedChildrenForUnwinding(from: source).reversed()
    }
    /// Unwinding through a navigation controller pops to the destination's branch.
    open override func unwind(for unwindSegue: UIStoryboardSegue, towards subsequentVC: UIViewController) {
        if children.contains(where: { $0 === subsequentVC }) { popToViewController(subsequentVC, animated: true) }
    }
}

// MARK: - Tab bar controller

@MainActor public protocol UITabBarControllerDelegate: NSObjectProtocol {
    func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool
    func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController)
}
extension UITabBarControllerDelegate {
    public func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool { true }
    public func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {}
}

@MainActor open class UITabBarController: UIViewController, UITabBarDelegate {
    open weak var delegate: (any UITabBarControllerDelegate)?
    private let _tabBar = UITabBar()
    open var tabBar: UITabBar { _tabBar }
    private var _hasViewControllers = false
    private var _selectedIndex = 0

    open var viewControllers: [UIViewController]? {
        get { _hasViewControllers ? children : nil }
        set { setViewControllers(newValue, animated: false) }
    }
    /// Apple: "the tab bar controller remembers the view controller object that was previously
    /// selected and attempts to reselect it. If the selected view controller is no longer
    /// present, it attempts to select the view controller at the same index in the array as the
    /// previous selection. If that index is invalid, it selects the view controller at index 0."
    open func setViewControllers(_ viewControllers: [UIViewController]?, animated: Bool) {
        let previous = selectedViewController
        let new = viewControllers ?? []
        let removed = children.filter { old in !new.contains { $0 === old } }
        let added = new.filter { vc in !children.contains { $0 === vc } }
        for vc in removed { vc.willMove(toParent: nil) }
        for vc in added { addChild(vc) }
        children = new
        _hasViewControllers = viewControllers != nil
        if let previous, let i = new.firstIndex(where: { $0 === previous }) { _selectedIndex = i }
        else if !new.indices.contains(_selectedIndex) { _selectedIndex = 0 }
        _surfaceReplaceVisibleChild(previous, with: selectedViewController)
        for vc in removed { vc.removeFromParent() }
        for vc in added { vc.didMove(toParent: self) }
        _SurfaceRecorder.record(.setViewControllers(container: self, viewControllers: new, animated: animated))
        _surfaceSyncTabBar()
    }
    open var selectedIndex: Int {
        get { _selectedIndex }
        set {
            guard children.indices.contains(newValue) else { return }
            let previous = selectedViewController
            _selectedIndex = newValue
            _SurfaceRecorder.record(.select(tabBarController: self, index: newValue))
            _surfaceReplaceVisibleChild(previous, with: selectedViewController)
            _surfaceSyncTabBar()
        }
    }
    open var selectedViewController: UIViewController? {
        get { children.indices.contains(_selectedIndex) ? children[_selectedIndex] : nil }
        set {
            guard let newValue, let i = children.firstIndex(where: { $0 === newValue }) else { return }
            selectedIndex = i
        }
    }
    open var customizableViewControllers: [UIViewController]?
    open var moreNavigationController: UINavigationController { _more }
    private lazy var _more = UINavigationController(nibName: nil, bundle: nil)
    /// UITabBarDelegate (mirrored by UIKit): a tap on an item selects its controller.
    open func tabBar(_ tabBar: UITabBar, didSelect item: UITabBarItem) {
        if let i = children.firstIndex(where: { $0.tabBarItem === item }) { selectedIndex = i }
    }
    func _surfaceSyncTabBar() {
        _tabBar.items = children.map { $0.tabBarItem }
        _tabBar.selectedItem = selectedViewController?.tabBarItem
    }
    override func _surfaceContainerViewDidLoad() { _surfaceReplaceVisibleChild(nil, with: selectedViewController) }
    /// Unwinding to a controller in another tab selects that tab.
    open override func unwind(for unwindSegue: UIStoryboardSegue, towards subsequentVC: UIViewController) {
        selectedViewController = subsequentVC
    }
}

// MARK: - Split view controller

@MainActor public protocol UISplitViewControllerDelegate: NSObjectProtocol {}

@MainActor open class UISplitViewController: UIViewController {
    public enum Style: Int, Sendable { case unspecified, doubleColumn, tripleColumn }
    public enum Column: Int, Sendable { case primary, supplementary, secondary, compact, inspector }
    public enum DisplayMode: Int, Sendable {
        case automatic, secondaryOnly, oneBesideSecondary, oneOverSecondary, twoBesideSecondary, twoOverSecondary, twoDisplaceSecondary
        @available(iOS, introduced: 8.0, deprecated: 14.0, renamed: "UISplitViewController.DisplayMode.secondaryOnly")
        public static var primaryHidden: DisplayMode { .secondaryOnly }
        @available(iOS, introduced: 8.0, deprecated: 14.0, renamed: "UISplitViewController.DisplayMode.oneBesideSecondary")
        public static var allVisible: DisplayMode { .oneBesideSecondary }
        @available(iOS, introduced: 8.0, deprecated: 14.0, renamed: "UISplitViewController.DisplayMode.oneOverSecondary")
        public static var primaryOverlay: DisplayMode { .oneOverSecondary }
    }
    public enum SplitBehavior: Int, Sendable { case automatic, tile, overlay, displace }
    public enum PrimaryEdge: Int, Sendable { case leading, trailing }
    public enum BackgroundStyle: Int, Sendable { case none, sidebar }
    public enum DisplayModeButtonVisibility: Int, Sendable { case automatic, never, always }
    /// Apple's value for "let the system decide" (the constant's value is not documented).
    public static let automaticDimension: CGFloat = -1

    /// iOS 14 column-style split view controller.
    public init(style: UISplitViewController.Style) {
        self.style = style
        super.init(nibName: nil, bundle: nil)
    }
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        style = .unspecified
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }
    public required init?(coder: NSCoder) { style = .unspecified; super.init(coder: coder) }

    public let style: UISplitViewController.Style
    open weak var delegate: (any UISplitViewControllerDelegate)?
    private var _columns: [Column: UIViewController] = [:]
    private var _hiddenColumns: Set<Column> = []

    /// Classic split: [primary, secondary]; column style: the navigation controllers that wrap
    /// the columns' controllers.
    open var viewControllers: [UIViewController] {
        get { children }
        set {
            if style == .unspecified { _surfaceSetClassic(newValue) }
            else {
                setViewController(newValue.first, for: .primary)
                setViewController(newValue.count > 1 ? newValue.last : nil, for: .secondary)
            }
        }
    }
    private func _surfaceSetClassic(_ new: [UIViewController]) {
        let oldVisible = children
        let removed = children.filter { old in !new.contains { $0 === old } }
        let added = new.filter { vc in !children.contains { $0 === vc } }
        for vc in removed { vc.willMove(toParent: nil) }
        for vc in added { addChild(vc) }
        children = new
        _surfaceInstallViews(replacing: oldVisible)
        for vc in removed { vc.removeFromParent() }
        for vc in added { vc.didMove(toParent: self) }
        _SurfaceRecorder.record(.setViewControllers(container: self, viewControllers: new, animated: false))
    }

    /// Apple (column style): "The split view controller wraps all of its child view controllers
    /// in navigation controllers. If you set a child view controller that's not a navigation
    /// controller, the split view controller creates a navigation controller for it. The split
    /// view controller returns your original view controller through viewController(for:), but
    /// its children property contains the navigation controller." Classic split view
    /// controllers "don't respond to any of the column-style APIs".
    open func setViewController(_ vc: UIViewController?, for column: UISplitViewController.Column) {
        guard style != .unspecified else { return }
        let oldVisible = children
        if let old = _columns[column] {
            let wrapper = (old as? UINavigationController) ?? old.parent
            if let wrapper, wrapper.parent === self { wrapper.willMove(toParent: nil); wrapper.removeFromParent() }
            _columns[column] = nil
        }
        if let vc {
            let wrapper = (vc as? UINavigationController) ?? vc.navigationController ?? UINavigationController(rootViewController: vc)
            addChild(wrapper)
            _columns[column] = vc
            children.sort { _surfaceColumn(of: $0).rawValue < _surfaceColumn(of: $1).rawValue }
            wrapper.didMove(toParent: self)
        }
        _surfaceInstallViews(replacing: oldVisible)
        _SurfaceRecorder.record(.setColumn(splitViewController: self, column: column, viewController: vc))
    }
    private func _surfaceColumn(of child: UIViewController) -> Column {
        _columns.first { $0.value === child || $0.value.parent === child }?.key ?? .secondary
    }
    open func viewController(for column: UISplitViewController.Column) -> UIViewController? { _columns[column] }
    open func show(_ column: UISplitViewController.Column) { _hiddenColumns.remove(column) }
    open func hide(_ column: UISplitViewController.Column) { _hiddenColumns.insert(column) }
    open func isShowing(_ column: UISplitViewController.Column) -> Bool { _columns[column] != nil && !_hiddenColumns.contains(column) }

    /// Collapsed in a horizontally compact environment.
    open var isCollapsed: Bool { traitCollection.horizontalSizeClass == .compact }

    /// Apple: "In a horizontally regular environment, the split view controller installs vc as
    /// the primary view controller unless vc is already a child of the primary view controller.
    /// In that case, it installs vc as the secondary view controller. In a horizontally compact
    /// environment, the split view controller presents vc modally."
    open override func show(_ vc: UIViewController, sender: Any?) {
        if isCollapsed { present(vc, animated: true); return }
        let primary = style == .unspecified ? children.first : _columns[.primary]
        let intoSecondary = primary?._surfaceContains(vc) ?? false
        if style == .unspecified {
            var new = children
            if intoSecondary { if new.count > 1 { new[1] = vc } else { new.append(vc) } }
            else if new.isEmpty { new = [vc] } else { new[0] = vc }
            _surfaceSetClassic(new)
        } else {
            setViewController(vc, for: intoSecondary ? .secondary : .primary)
        }
    }
    /// Apple: "In a horizontally regular environment, the split view controller installs vc as
    /// the secondary view controller. In a horizontally compact environment, the split view
    /// controller presents vc modally" — after letting the controller being replaced show it
    /// ("a navigation controller responds by pushing vc"): collapsed, a navigation controller in
    /// the primary position pushes it. Showing the controller already there does nothing.
    open override func showDetailViewController(_ vc: UIViewController, sender: Any?) {
        let current = style == .unspecified ? (children.count > 1 ? children[1] : nil) : _columns[.secondary]
        if current === vc { return }
        if isCollapsed {
            let primary = style == .unspecified ? children.first : _columns[.primary]?.navigationController
            if let nav = primary as? UINavigationController { nav.pushViewController(vc, animated: true) }
            else { present(vc, animated: true) }
            return
        }
        if style == .unspecified {
            var new = children
            if new.count > 1 { new[1] = vc } else { new.append(vc) }
            _surfaceSetClassic(new)
            _SurfaceRecorder.record(.setColumn(splitViewController: self, column: .secondary, viewController: vc))
        } else {
            setViewController(vc, for: .secondary)
        }
    }
    private func _surfaceInstallViews(replacing old: [UIViewController]) {
        guard let container = viewIfLoaded else { return }
        UIViewController._surfaceAppearanceBatch {
            for vc in old where !children.contains(where: { $0 === vc }) {
                if let v = vc.viewIfLoaded, v.superview === container { v.removeFromSuperview() }
            }
            for vc in children where vc.view.superview !== container {
                vc.view.frame = container.bounds
                container.addSubview(vc.view)
            }
        }
    }
    override func _surfaceContainerViewDidLoad() { _surfaceInstallViews(replacing: []) }

    open var preferredDisplayMode: UISplitViewController.DisplayMode = .automatic
    /// The arrangement in effect: the preferred one, or for `.automatic` the side-by-side one
    /// (secondary only when collapsed).
    open var displayMode: UISplitViewController.DisplayMode {
        if preferredDisplayMode != .automatic { return preferredDisplayMode }
        if isCollapsed { return .secondaryOnly }
        return style == .tripleColumn ? .twoBesideSecondary : .oneBesideSecondary
    }
    open var preferredSplitBehavior: UISplitViewController.SplitBehavior = .automatic
    open var splitBehavior: UISplitViewController.SplitBehavior { preferredSplitBehavior == .automatic ? .tile : preferredSplitBehavior }
    open var displayModeButtonItem: UIBarButtonItem { _displayModeButtonItem }
    private lazy var _displayModeButtonItem = UIBarButtonItem(title: nil, style: .plain, target: self, action: nil)
    open var displayModeButtonVisibility: UISplitViewController.DisplayModeButtonVisibility = .automatic
    open var presentsWithGesture: Bool = true
    open var showsSecondaryOnlyButton: Bool = false
    open var primaryEdge: UISplitViewController.PrimaryEdge = .leading
    open var primaryBackgroundStyle: UISplitViewController.BackgroundStyle = .none
    open var preferredPrimaryColumnWidthFraction: CGFloat = UISplitViewController.automaticDimension
    open var preferredPrimaryColumnWidth: CGFloat = UISplitViewController.automaticDimension
    open var minimumPrimaryColumnWidth: CGFloat = UISplitViewController.automaticDimension
    open var maximumPrimaryColumnWidth: CGFloat = UISplitViewController.automaticDimension
    open var primaryColumnWidth: CGFloat { 320 }
    open var preferredSupplementaryColumnWidthFraction: CGFloat = UISplitViewController.automaticDimension
    open var preferredSupplementaryColumnWidth: CGFloat = UISplitViewController.automaticDimension
    open var minimumSupplementaryColumnWidth: CGFloat = UISplitViewController.automaticDimension
    open var maximumSupplementaryColumnWidth: CGFloat = UISplitViewController.automaticDimension
    open var supplementaryColumnWidth: CGFloat { 320 }
}

// MARK: - Page view controller

@MainActor public protocol UIPageViewControllerDataSource: NSObjectProtocol {
    func pageViewController(_ pageViewController: UIPageViewController, viewControllerBefore viewController: UIViewController) -> UIViewController?
    func pageViewController(_ pageViewController: UIPageViewController, viewControllerAfter viewController: UIViewController) -> UIViewController?
    func presentationCount(for pageViewController: UIPageViewController) -> Int
    func presentationIndex(for pageViewController: UIPageViewController) -> Int
}
extension UIPageViewControllerDataSource {
    public func presentationCount(for pageViewController: UIPageViewController) -> Int { 0 }
    public func presentationIndex(for pageViewController: UIPageViewController) -> Int { 0 }
}
@MainActor public protocol UIPageViewControllerDelegate: NSObjectProtocol {
    func pageViewController(_ pageViewController: UIPageViewController, willTransitionTo pendingViewControllers: [UIViewController])
    func pageViewController(_ pageViewController: UIPageViewController, didFinishAnimating finished: Bool, previousViewControllers: [UIViewController], transitionCompleted completed: Bool)
}
extension UIPageViewControllerDelegate {
    public func pageViewController(_ pageViewController: UIPageViewController, willTransitionTo pendingViewControllers: [UIViewController]) {}
    public func pageViewController(_ pageViewController: UIPageViewController, didFinishAnimating finished: Bool, previousViewControllers: [UIViewController], transitionCompleted completed: Bool) {}
}

/// Its designated initializers are `init(transitionStyle:navigationOrientation:options:)` and
/// `init(coder:)` only (no `init(nibName:bundle:)`, hence no `init()`), as in UIKit.
@MainActor open class UIPageViewController: UIViewController {
    public enum NavigationOrientation: Int, Sendable { case horizontal, vertical }
    public enum SpineLocation: Int, Sendable { case none, min, mid, max }
    public enum NavigationDirection: Int, Sendable { case forward, reverse }
    public enum TransitionStyle: Int, Sendable { case pageCurl, scroll }
    public struct OptionsKey: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }
        public static let spineLocation = OptionsKey("UIPageViewControllerOptionSpineLocationKey")
        public static let interPageSpacing = OptionsKey("UIPageViewControllerOptionInterPageSpacingKey")
    }

    public init(transitionStyle style: UIPageViewController.TransitionStyle, navigationOrientation: UIPageViewController.NavigationOrientation,
                options: [UIPageViewController.OptionsKey: Any]? = nil) {
        transitionStyle = style
        self.navigationOrientation = navigationOrientation
        let requested = (options?[.spineLocation] as? NSNumber).flatMap { SpineLocation(rawValue: $0.intValue) }
            ?? (options?[.spineLocation] as? SpineLocation)
        spineLocation = style == .scroll ? .none : (requested ?? .min)
        _interPageSpacing = (options?[.interPageSpacing] as? NSNumber).map { CGFloat($0.doubleValue) } ?? 0
        super.init(nibName: nil, bundle: nil)
    }
    public required init?(coder: NSCoder) {
        transitionStyle = .pageCurl; navigationOrientation = .horizontal; spineLocation = .min; _interPageSpacing = 0
        super.init(coder: coder)
    }

    open weak var dataSource: (any UIPageViewControllerDataSource)?
    open weak var delegate: (any UIPageViewControllerDelegate)?
    public let transitionStyle: UIPageViewController.TransitionStyle
    public let navigationOrientation: UIPageViewController.NavigationOrientation
    public let spineLocation: UIPageViewController.SpineLocation
    /// The `interPageSpacing` option (surface extension).
    public let _interPageSpacing: CGFloat
    open var isDoubleSided: Bool = false
    open var viewControllers: [UIViewController]? { children.isEmpty ? nil : children }
    open var gestureRecognizers: [UIGestureRecognizer] { transitionStyle == .pageCurl ? _curlGestures : [] }
    private lazy var _curlGestures: [UIGestureRecognizer] = [UIPanGestureRecognizer(), UITapGestureRecognizer()]

    /// Apple: the number of controllers must match what the transition needs — one, or two for
    /// a mid spine or double-sided pages; otherwise UIKit raises.
    open func setViewControllers(_ viewControllers: [UIViewController]?, direction: UIPageViewController.NavigationDirection,
                                 animated: Bool, completion: ((Bool) -> Void)? = nil) {
        let new = viewControllers ?? []
        let required = transitionStyle == .pageCurl && (spineLocation == .mid || isDoubleSided) ? 2 : 1
        guard new.count == required else {
            _SurfaceRecorder.raise("NSInvalidArgumentException",
                                   "The number of view controllers provided (\(new.count)) doesn't match the number required (\(required)) for the requested transition")
            return
        }
        let old = children
        for vc in old where !new.contains(where: { $0 === vc }) { vc.willMove(toParent: nil) }
        for vc in new where !old.contains(where: { $0 === vc }) { addChild(vc) }
        children = new
        if let container = viewIfLoaded {
            UIViewController._surfaceAppearanceBatch {
                for vc in old where !new.contains(where: { $0 === vc }) { vc.viewIfLoaded?.removeFromSuperview() }
                for vc in new where vc.view.superview !== container { vc.view.frame = container.bounds; container.addSubview(vc.view) }
            }
        }
        for vc in old where !new.contains(where: { $0 === vc }) { vc.removeFromParent() }
        for vc in new where !old.contains(where: { $0 === vc }) { vc.didMove(toParent: self) }
        _SurfaceRecorder.record(.setViewControllers(container: self, viewControllers: new, animated: animated))
        completion?(true)
    }
    override func _surfaceContainerViewDidLoad() {
        for vc in children { vc.view.frame = view.bounds; view.addSubview(vc.view) }
    }
}

// MARK: - Table and collection view controllers

/// UIKit imports the data source and delegate methods it implements onto the class, so
/// subclasses write `override func tableView(_:numberOfRowsInSection:)` — declared here so the
/// same `override`s type-check (and missing ones fail) as in Xcode.
@MainActor open class UITableViewController: UIViewController, UITableViewDataSource, UITableViewDelegate {
    private let _style: UITableView.Style
    private var _tableView: UITableView?

    public init(style: UITableView.Style) { _style = style; super.init(nibName: nil, bundle: nil) }
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        _style = .plain; super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }
    public required init?(coder: NSCoder) { _style = .plain; super.init(coder: coder) }

    /// Apple: loadView creates a table view with the controller's style, with the controller
    /// as its data source and delegate.
    open override func loadView() {
        let table = UITableView(frame: UIViewController._surfaceScreenBounds, style: _style)
        view = table
    }
    /// The root view is the table view; assigning a table view as `view` adopts it (and the
    /// controller becomes its data source and delegate when it has none).
    open override var view: UIView! {
        get { super.view }
        set {
            super.view = newValue
            if let table = newValue as? UITableView { _adopt(table) }
        }
    }
    open var tableView: UITableView! {
        get { loadViewIfNeeded(); return _tableView }
        set { view = newValue }
    }
    private func _adopt(_ table: UITableView) {
        _tableView = table
        if table.dataSource == nil { table.dataSource = self }
        if table.delegate == nil { table.delegate = self }
        if let refreshControl { table.refreshControl = refreshControl }
    }
    /// Apple: "The default value of this property is true."
    open var clearsSelectionOnViewWillAppear: Bool = true
    open var refreshControl: UIRefreshControl? { didSet { _tableView?.refreshControl = refreshControl } }

    // UITableViewDataSource
    open func numberOfSections(in tableView: UITableView) -> Int { 1 }
    open func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 0 }
    open func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        UITableViewCell(style: .default, reuseIdentifier: nil)
    }
    open func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { nil }
    open func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? { nil }
    open func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { true }
    open func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool { false }
    open func sectionIndexTitles(for tableView: UITableView) -> [String]? { nil }
    open func tableView(_ tableView: UITableView, sectionForSectionIndexTitle title: String, at index: Int) -> Int { index }
    open func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath) {}
    open func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {}
    // UITableViewDelegate
    open func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat { tableView.rowHeight }
    open func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat { tableView.sectionHeaderHeight }
    open func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat { tableView.sectionFooterHeight }
    open func tableView(_ tableView: UITableView, estimatedHeightForRowAt indexPath: IndexPath) -> CGFloat { tableView.estimatedRowHeight }
    open func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? { nil }
    open func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView? { nil }
    open func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {}
    open func tableView(_ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath) {}
    open func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? { indexPath }
    open func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {}
    open func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {}
    open func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool { true }
    open func tableView(_ tableView: UITableView, accessoryButtonTappedForRowWith indexPath: IndexPath) {}
    open func tableView(_ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath) -> UITableViewCell.EditingStyle { .delete }
    open func tableView(_ tableView: UITableView, titleForDeleteConfirmationButtonForRowAt indexPath: IndexPath) -> String? { nil }
    open func tableView(_ tableView: UITableView, shouldIndentWhileEditingRowAt indexPath: IndexPath) -> Bool { true }
    open func tableView(_ tableView: UITableView, indentationLevelForRowAt indexPath: IndexPath) -> Int { 0 }
    open func tableView(_ tableView: UITableView, willDisplayHeaderView view: UIView, forSection section: Int) {}
    open func tableView(_ tableView: UITableView, willDisplayFooterView view: UIView, forSection section: Int) {}
}

@MainActor open class UICollectionViewController: UIViewController, UICollectionViewDataSource, UICollectionViewDelegate {
    private let _layout: UICollectionViewLayout
    private var _collectionView: UICollectionView?
    private let _layoutGiven: Bool

    public init(collectionViewLayout layout: UICollectionViewLayout) {
        _layout = layout; _layoutGiven = true
        super.init(nibName: nil, bundle: nil)
    }
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        _layout = UICollectionViewFlowLayout(); _layoutGiven = false
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }
    public required init?(coder: NSCoder) {
        _layout = UICollectionViewFlowLayout(); _layoutGiven = true
        super.init(coder: coder)
    }

    /// Apple: creates the collection view with the layout passed at initialization. Without a
    /// layout (and no nib) UIKit raises "UICollectionView must be initialized with a non-nil
    /// layout parameter"; the surface records that and uses a flow layout.
    open override func loadView() {
        if !_layoutGiven && nibName == nil {
            _SurfaceRecorder.raise("NSInvalidArgumentException", "UICollectionView must be initialized with a non-nil layout parameter")
        }
        view = UICollectionView(frame: UIViewController._surfaceScreenBounds, collectionViewLayout: _layout)
    }
    open override var view: UIView! {
        get { super.view }
        set {
            super.view = newValue
            if let collection = newValue as? UICollectionView { _adopt(collection) }
        }
    }
    open var collectionView: UICollectionView! {
        get { loadViewIfNeeded(); return _collectionView }
        set { view = newValue }
    }
    private func _adopt(_ collection: UICollectionView) {
        _collectionView = collection
        if collection.dataSource == nil { collection.dataSource = self }
        if collection.delegate == nil { collection.delegate = self }
    }
    open var collectionViewLayout: UICollectionViewLayout { _collectionView?.collectionViewLayout ?? _layout }
    open var clearsSelectionOnViewWillAppear: Bool = true
    /// Apple: "The default value of this property is true."
    open var installsStandardGestureForInteractiveMovement: Bool = true
    open var useLayoutToLayoutNavigationTransitions: Bool = false

    // UICollectionViewDataSource
    open func numberOfSections(in collectionView: UICollectionView) -> Int { 1 }
    open func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 0 }
    open func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        UICollectionViewCell(frame: .zero)
    }
    open func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath) -> UICollectionReusableView {
        UICollectionReusableView(frame: .zero)
    }
    open func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool { false }
    open func collectionView(_ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {}
    // UICollectionViewDelegate
    open func collectionView(_ collectionView: UICollectionView, shouldHighlightItemAt indexPath: IndexPath) -> Bool { true }
    open func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool { true }
    open func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {}
    open func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath) {}
    open func collectionView(_ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell, forItemAt indexPath: IndexPath) {}
    open func collectionView(_ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell, forItemAt indexPath: IndexPath) {}
}
