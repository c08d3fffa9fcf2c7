// UIViewController: lazy view loading, appearance, containment, modal presentation,
// show/showDetail targeting, segue and unwind hooks, as Apple documents them on the
// UIViewController reference pages. What happens is recorded in `_SurfaceRecorder` and, per
// controller, in `_surfaceLifecycle`.

/// Everything view controllers, containers, segues and storyboards did, in order (surface
/// extension), so a test can check a flow after the fact.
@MainActor public enum _SurfaceRecorder {
    public enum Event: CustomStringConvertible, @unchecked Sendable {
        case present(presenting: UIViewController, presented: UIViewController, style: UIModalPresentationStyle, transition: UIModalTransitionStyle, animated: Bool)
        /// A presentation UIKit refuses with a console warning (presenter not in a window, or
        /// already presenting).
        case presentationIgnored(presenting: UIViewController, presented: UIViewController, reason: String)
        case dismiss(presenting: UIViewController, presented: UIViewController, animated: Bool)
        case push(navigationController: UINavigationController, viewController: UIViewController, animated: Bool)
        case pop(navigationController: UINavigationController, viewControllers: [UIViewController], animated: Bool)
        case setViewControllers(container: UIViewController, viewControllers: [UIViewController], animated: Bool)
        case select(tabBarController: UITabBarController, index: Int)
        case setColumn(splitViewController: UISplitViewController, column: UISplitViewController.Column, viewController: UIViewController?)
        case addChild(parent: UIViewController, child: UIViewController)
        case removeFromParent(parent: UIViewController, child: UIViewController)
        case willMove(child: UIViewController, parent: UIViewController?)
        case didMove(child: UIViewController, parent: UIViewController?)
        case prepare(source: UIViewController, segue: UIStoryboardSegue, sender: Any?)
        case perform(segue: UIStoryboardSegue)
        case unwind(source: UIViewController, destination: UIViewController, action: String)
        case instantiate(storyboard: String, identifier: String?, viewController: UIViewController?)
        /// An exception UIKit would raise (the app would terminate); the surface records it
        /// and carries on as described where it is raised.
        case exception(name: String, reason: String)

        public nonisolated var description: String { MainActor.assumeIsolated { _text } }
        @MainActor var _text: String {
            func n(_ o: AnyObject?) -> String { o.map { String(describing: type(of: $0)) } ?? "nil" }
            switch self {
            case let .present(p, v, s, t, a): return "present \(n(v)) from \(n(p)) style=\(s) transition=\(t) animated=\(a)"
            case let .presentationIgnored(p, v, r): return "presentation of \(n(v)) from \(n(p)) ignored: \(r)"
            case let .dismiss(p, v, a): return "dismiss \(n(v)) from \(n(p)) animated=\(a)"
            case let .push(nav, v, a): return "push \(n(v)) on \(n(nav)) animated=\(a)"
            case let .pop(nav, vs, a): return "pop \(vs.map { n($0) }) from \(n(nav)) animated=\(a)"
            case let .setViewControllers(c, vs, a): return "setViewControllers \(vs.map { n($0) }) on \(n(c)) animated=\(a)"
            case let .select(t, i): return "select \(i) on \(n(t))"
            case let .setColumn(s, c, v): return "set \(c) of \(n(s)) to \(n(v))"
            case let .addChild(p, c): return "addChild \(n(c)) to \(n(p))"
            case let .removeFromParent(p, c): return "removeFromParent \(n(c)) from \(n(p))"
            case let .willMove(c, p): return "willMove \(n(c)) toParent \(n(p))"
            case let .didMove(c, p): return "didMove \(n(c)) toParent \(n(p))"
            case let .prepare(s, segue, _): return "prepare \(n(s)) for \(segue.identifier ?? "nil") -> \(n(segue.destination))"
            case let .perform(segue): return "perform \(segue.identifier ?? "nil") \(n(segue.source)) -> \(n(segue.destination))"
            case let .unwind(s, d, a): return "unwind \(a) from \(n(s)) to \(n(d))"
            case let .instantiate(sb, id, v): return "instantiate \(id ?? "initial") from \(sb): \(n(v))"
            case let .exception(name, reason): return "\(name): \(reason)"
            }
        }
    }
    public private(set) static var events: [Event] = []
    /// The recorded exceptions as `(name, reason)`.
    public static var exceptions: [(name: String, reason: String)] {
        events.compactMap { if case let .exception(n, r) = $0 { return (n, r) } else { return nil } }
    }
    public static func reset() { events.removeAll() }
    static func record(_ event: Event) { events.append(event) }
    static func raise(_ name: String, _ reason: String) { record(.exception(name: name, reason: reason)) }
}

@MainActor open class UIViewController: UIResponder {
    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        nibName = nibNameOrNil; nibBundle = nibBundleOrNil
        super.init()
    }
    public required init?(coder: NSCoder) { nibName = nil; nibBundle = nil; super.init() }
    public override convenience init() { self.init(nibName: nil, bundle: nil) }

    public let nibName: String?
    public let nibBundle: Bundle?
    /// The storyboard this controller was instantiated from (nil when created in code).
    public internal(set) var storyboard: UIStoryboard?

    /// The callbacks UIKit made on this controller, in order (surface extension): `loadView`,
    /// `viewDidLoad`, `viewWillAppear`, `viewIsAppearing`, `viewDidAppear`, `viewWillDisappear`,
    /// `viewDidDisappear`. Recorded by the caller, so overrides that skip `super` are recorded too.
    public private(set) var _surfaceLifecycle: [String] = []

    // MARK: View loading
    private var _view: UIView?
    /// Apple: "If you access this property when its value is nil, the view controller
    /// automatically calls the loadView() method and returns the resulting view", then calls
    /// viewDidLoad().
    open var view: UIView! {
        get {
            if _view == nil { _surfaceLoadView() }
            return _view
        }
        set { _installView(newValue) }
    }
    private func _installView(_ newView: UIView?) {
        if let old = _view, old._surfaceViewController === self { old._surfaceViewController = nil }
        _view = newView
        newView?._surfaceViewController = self
    }
    private func _surfaceLoadView() {
        _surfaceLifecycle.append("loadView")
        loadView()
        if _view == nil { _installView(UIView(frame: UIViewController._surfaceScreenBounds)) }
        _surfaceContainerViewDidLoad()
        _surfaceLifecycle.append("viewDidLoad")
        viewDidLoad()
    }
    /// Containers install their visible children's views here (after loadView, before viewDidLoad).
    func _surfaceContainerViewDidLoad() {}
    /// The size of the view `loadView()` creates: the screen of an iPhone 15 / 14 Pro (393×852
    /// points would be the 15; 390×844 is the 12–14 family the surface has always used).
    static let _surfaceScreenBounds = CGRect(x: 0, y: 0, width: 390, height: 844)

    open var viewIfLoaded: UIView? { _view }
    open var isViewLoaded: Bool { _view != nil }
    /// Apple: with no nib, "the default implementation creates a plain UIView object".
    /// A controller created with a nib name has no nib on this surface: UIKit would raise;
    /// the surface records that and creates the plain view.
    open func loadView() {
        if let nibName {
            _SurfaceRecorder.raise("NSInternalInconsistencyException",
                                   "Could not load NIB in bundle: '\(nibBundle?.bundlePath ?? Bundle.main.bundlePath)' with name '\(nibName)'")
        }
        _installView(UIView(frame: UIViewController._surfaceScreenBounds))
    }
    open func loadViewIfNeeded() { if _view == nil { _surfaceLoadView() } }
    open func viewDidLoad() {}
    open func viewWillAppear(_ animated: Bool) {}
    open func viewIsAppearing(_ animated: Bool) {}
    open func viewDidAppear(_ animated: Bool) {}
    open func viewWillDisappear(_ animated: Bool) {}
    open func viewDidDisappear(_ animated: Bool) {}
    open func viewWillLayoutSubviews() {}
    open func viewDidLayoutSubviews() {}
    open func updateViewConstraints() {}
    open func didReceiveMemoryWarning() {}

    // MARK: Appearance
    enum _Appearance { case disappeared, appearing, appeared, disappearing }
    var _appearance: _Appearance = .disappeared
    open private(set) var isBeingPresented: Bool = false
    open private(set) var isBeingDismissed: Bool = false
    open private(set) var isMovingToParent: Bool = false
    open private(set) var isMovingFromParent: Bool = false
    open var shouldAutomaticallyForwardAppearanceMethods: Bool { true }
    /// Apple: for custom containers that forward appearance themselves.
    open func beginAppearanceTransition(_ isAppearing: Bool, animated: Bool) {
        UIViewController._surfaceTransition(self, appearing: isAppearing, animated: animated)
    }
    open func endAppearanceTransition() {}

    private struct _PendingTransition { let controller: UIViewController; let appearing: Bool; let animated: Bool }
    private static var _pending: [_PendingTransition] = []
    private static var _batchDepth = 0

    /// Runs `body` as one transition: every controller that appears or disappears in it gets
    /// its will-callbacks first (disappearing ones before appearing ones), then
    /// `viewIsAppearing`, then the did-callbacks — the order UIKit uses for a push, a
    /// presentation or a tab switch.
    static func _surfaceAppearanceBatch(_ body: () -> Void) {
        _batchDepth += 1
        body()
        _batchDepth -= 1
        guard _batchDepth == 0, !_pending.isEmpty else { return }
        let batch = _pending
        _pending.removeAll()
        let disappearing = batch.filter { !$0.appearing }, appearing = batch.filter(\.appearing)
        for t in disappearing { t.controller._surfaceLifecycle.append("viewWillDisappear"); t.controller.viewWillDisappear(t.animated) }
        for t in appearing { t.controller._surfaceLifecycle.append("viewWillAppear"); t.controller.viewWillAppear(t.animated) }
        for t in appearing { t.controller._surfaceLifecycle.append("viewIsAppearing"); t.controller.viewIsAppearing(t.animated) }
        for t in disappearing { t.controller._appearance = .disappeared; t.controller._surfaceLifecycle.append("viewDidDisappear"); t.controller.viewDidDisappear(t.animated) }
        for t in appearing { t.controller._appearance = .appeared; t.controller._surfaceLifecycle.append("viewDidAppear"); t.controller.viewDidAppear(t.animated) }
    }

    static func _surfaceTransition(_ controller: UIViewController, appearing: Bool, animated: Bool) {
        if appearing {
            guard controller._appearance == .disappeared || controller._appearance == .disappearing else { return }
            controller._appearance = .appearing
        } else {
            guard controller._appearance == .appeared || controller._appearance == .appearing else { return }
            controller._appearance = .disappearing
        }
        _surfaceAppearanceBatch { _pending.append(_PendingTransition(controller: controller, appearing: appearing, animated: animated)) }
    }

    /// Root views of `controllers` entered or left a window (in hierarchy order): a controller
    /// appears when its view is in a window and it has no parent or its parent is appearing or
    /// appeared; it disappears when its view leaves the window.
    static func _surfaceAppearanceChange(for controllers: [UIViewController]) {
        guard !controllers.isEmpty else { return }
        _surfaceAppearanceBatch {
            for c in controllers {
                let onScreen = c.viewIfLoaded?.window != nil
                let parentVisible = c.parent.map { $0._appearance == .appearing || $0._appearance == .appeared } ?? true
                _surfaceTransition(c, appearing: onScreen && parentVisible, animated: false)
            }
        }
    }

    // MARK: Bars and items
    /// Apple: "If the view controller has a valid navigation item or tab bar item, assigning a
    /// value to this property updates the title text of those objects."
    open var title: String? {
        didSet {
            _navigationItem?.title = title
            _tabBarItem?.title = title
        }
    }
    private var _navigationItem: UINavigationItem?
    open var navigationItem: UINavigationItem {
        if let item = _navigationItem { return item }
        let item = UINavigationItem()
        item.title = title
        _navigationItem = item
        return item
    }
    private var _tabBarItem: UITabBarItem?
    /// Apple: created lazily "with the view controller's title and no image".
    open var tabBarItem: UITabBarItem! {
        get {
            if let item = _tabBarItem { return item }
            let item = UITabBarItem(title: title, image: nil, tag: 0)
            _tabBarItem = item
            return item
        }
        set { _tabBarItem = newValue }
    }
    open var toolbarItems: [UIBarButtonItem]? {
        didSet { (parent as? UINavigationController)?._surfaceSyncBars() }
    }
    open func setToolbarItems(_ toolbarItems: [UIBarButtonItem]?, animated: Bool) { self.toolbarItems = toolbarItems }
    open var hidesBottomBarWhenPushed: Bool = false
    open var navigationController: UINavigationController? { _nearestAncestor(UINavigationController.self) }
    open var tabBarController: UITabBarController? { _nearestAncestor(UITabBarController.self) }
    open var splitViewController: UISplitViewController? { _nearestAncestor(UISplitViewController.self) }
    private func _nearestAncestor<T: UIViewController>(_ type: T.Type) -> T? {
        var p = parent
        while let c = p { if let t = c as? T { return t }; p = c.parent }
        return nil
    }

    // MARK: Containment
    public private(set) weak var parent: UIViewController?
    public internal(set) var children: [UIViewController] = []
    /// Apple: "If the new child view controller is already the child of a container view
    /// controller, it is removed from that container before being added", and addChild(_:)
    /// "automatically calls the willMove(toParent:) method of the view controller to be added".
    open func addChild(_ childController: UIViewController) {
        if childController.parent === self { return }
        if childController.parent != nil { childController.removeFromParent() }
        childController.isMovingToParent = true
        childController.willMove(toParent: self)
        children.append(childController)
        childController.parent = self
        _SurfaceRecorder.record(.addChild(parent: self, child: childController))
    }
    /// Apple: "The removeFromParent() method automatically calls the didMove(toParent:) method
    /// of the child view controller after it removes the child."
    open func removeFromParent() {
        guard let p = parent else { return }
        isMovingFromParent = true
        p.children.removeAll { $0 === self }
        parent = nil
        _SurfaceRecorder.record(.removeFromParent(parent: p, child: self))
        didMove(toParent: nil)
        isMovingFromParent = false
    }
    /// Recorded when this base implementation runs (overrides should call super).
    open func willMove(toParent parent: UIViewController?) {
        _SurfaceRecorder.record(.willMove(child: self, parent: parent))
    }
    open func didMove(toParent parent: UIViewController?) {
        isMovingToParent = false
        _SurfaceRecorder.record(.didMove(child: self, parent: parent))
    }
    open func transition(from fromViewController: UIViewController, to toViewController: UIViewController, duration: TimeInterval,
                         options: UIView.AnimationOptions = [], animations: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        UIViewController._surfaceAppearanceBatch {
            if let superview = fromViewController.viewIfLoaded?.superview {
                superview.addSubview(toViewController.view)
                fromViewController.viewIfLoaded?.removeFromSuperview()
            }
            animations?()
        }
        completion?(true)
    }

    /// Shows `child`'s view in place of `old`'s, filling this controller's view (containers).
    func _surfaceReplaceVisibleChild(_ old: UIViewController?, with child: UIViewController?) {
        guard let container = viewIfLoaded else { return }
        UIViewController._surfaceAppearanceBatch {
            if let old, old !== child, let v = old.viewIfLoaded, v.superview === container { v.removeFromSuperview() }
            if let child {
                let v: UIView = child.view
                if v.superview !== container {
                    v.frame = container.bounds
                    container.addSubview(v)
                }
            }
        }
    }

    // MARK: Presentation
    weak var _presentingDirect: UIViewController?
    var _presentedDirect: UIViewController?
    private weak var _coveredView: UIView?
    private weak var _coveredSuperview: UIView?
    private var _coveredIndex = 0

    /// Apple: "The view controller that is presented by this view controller, or one of its
    /// ancestors in the view controller hierarchy."
    open var presentedViewController: UIViewController? {
        var c: UIViewController? = self
        while let vc = c { if let p = vc._presentedDirect { return p }; c = vc.parent }
        return nil
    }
    /// Apple: the controller that presented this one or, if it was not presented, one of its
    /// ancestors; nil when none was presented.
    open var presentingViewController: UIViewController? {
        var c: UIViewController? = self
        while let vc = c { if let p = vc._presentingDirect { return p }; c = vc.parent }
        return nil
    }
    open var modalPresentationStyle: UIModalPresentationStyle = .automatic
    open var modalTransitionStyle: UIModalTransitionStyle = .coverVertical
    open var isModalInPresentation: Bool = false
    open var definesPresentationContext: Bool = false
    open var providesPresentationContextTransitionStyle: Bool = false
    open var modalPresentationCapturesStatusBarAppearance: Bool = false
    open var preferredContentSize: CGSize = .zero

    private var _popover: UIPopoverPresentationController?
    /// Apple: "If you created the view controller but have not yet presented it, accessing this
    /// property creates a popover presentation controller when the value in the
    /// modalPresentationStyle property is UIModalPresentationStyle.popover. If the modal
    /// presentation style is a different value, this property is nil." Nearest such controller
    /// of this controller or an ancestor.
    open var popoverPresentationController: UIPopoverPresentationController? {
        var c: UIViewController? = self
        while let vc = c {
            if let p = vc._popover { return p }
            if vc.modalPresentationStyle == .popover {
                let p = UIPopoverPresentationController(presentedViewController: vc, presenting: vc._presentingDirect)
                vc._popover = p
                return p
            }
            c = vc.parent
        }
        return nil
    }
    private var _presentationController: UIPresentationController?
    open var presentationController: UIPresentationController? {
        if let p = popoverPresentationController { return p }
        if let p = _presentationController { return p }
        var c: UIViewController? = self
        while let vc = c, vc._presentingDirect == nil { c = vc.parent }
        guard let presented = c else { return nil }
        let p = UIPresentationController(presentedViewController: presented, presenting: presented._presentingDirect)
        presented._presentationController = p
        return p
    }

    /// Apple: "a full-screen presentation must be made by a view controller that itself covers
    /// the entire screen. If the current view controller is unable to fulfill a request, it
    /// forwards the request up the view controller hierarchy to its nearest parent." For the
    /// context styles, the nearest controller that `definesPresentationContext`, else the
    /// window's root view controller.
    func _surfacePresentationHandler(for style: UIModalPresentationStyle) -> UIViewController {
        var top: UIViewController = self
        while let p = top.parent { top = p }
        guard style == .currentContext || style == .overCurrentContext else { return top }
        var c: UIViewController? = self
        while let vc = c { if vc.definesPresentationContext { return vc }; c = vc.parent }
        return viewIfLoaded?.window?.rootViewController ?? top
    }

    /// Styles whose presentation removes the covered controller's view once it completes.
    static func _surfaceCoversPresenter(_ style: UIModalPresentationStyle) -> Bool {
        style == .fullScreen || style == .currentContext
    }

    open func present(_ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil) {
        let vc = viewControllerToPresent
        if vc._presentingDirect != nil || vc === self {
            _SurfaceRecorder.raise("NSInvalidArgumentException",
                                   "Application tried to present modally a view controller \(vc) that is already being presented by \(vc._presentingDirect.map { "\($0)" } ?? "\(self)").")
            return
        }
        if vc.parent != nil {
            _SurfaceRecorder.raise("NSInvalidArgumentException",
                                   "Application tried to present modally a view controller \(vc) that has a parent view controller \(vc.parent!).")
            return
        }
        let style = vc.modalPresentationStyle == .automatic ? .pageSheet : vc.modalPresentationStyle
        let presenter = _surfacePresentationHandler(for: style)
        if let existing = presenter._presentedDirect {
            _SurfaceRecorder.record(.presentationIgnored(presenting: presenter, presented: vc,
                reason: "Attempt to present \(vc) on \(presenter) which is already presenting \(existing)"))
            return
        }
        guard let window = presenter.viewIfLoaded?.window else {
            _SurfaceRecorder.record(.presentationIgnored(presenting: presenter, presented: vc,
                reason: "Attempt to present \(vc) on \(presenter) whose view is not in the window hierarchy"))
            return
        }
        let transition = presenter.providesPresentationContextTransitionStyle && (style == .currentContext || style == .overCurrentContext)
            ? presenter.modalTransitionStyle : vc.modalTransitionStyle
        presenter._presentedDirect = vc
        vc._presentingDirect = presenter
        vc._popover?.presentingViewController = presenter
        _SurfaceRecorder.record(.present(presenting: presenter, presented: vc, style: style, transition: transition, animated: flag))
        vc.isBeingPresented = true
        UIViewController._surfaceAppearanceBatch {
            let v: UIView = vc.view
            v.frame = window.bounds
            window.addSubview(v)
            if UIViewController._surfaceCoversPresenter(style), let covered = presenter.viewIfLoaded, let sv = covered.superview {
                vc._coveredView = covered
                vc._coveredSuperview = sv
                vc._coveredIndex = sv.subviews.firstIndex { $0 === covered } ?? sv.subviews.count
                covered.removeFromSuperview()
            }
        }
        vc.isBeingPresented = false
        completion?()
    }

    /// Apple: "The presenting view controller is responsible for dismissing the view controller
    /// it presented. If you call this method on the presented view controller itself, UIKit asks
    /// the presenting view controller to handle the dismissal." Dismissing a controller lower in
    /// a stack of presentations dismisses everything above it too.
    open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
        var presenter: UIViewController?
        var c: UIViewController? = self
        while let vc = c, presenter == nil {
            if vc._presentedDirect != nil { presenter = vc } else if let p = vc._presentingDirect { presenter = p }
            c = vc.parent
        }
        guard let presenter, let first = presenter._presentedDirect else { return }
        var stack: [UIViewController] = [first]
        while let next = stack.last?._presentedDirect { stack.append(next) }
        UIViewController._surfaceAppearanceBatch {
            for vc in stack.reversed() {
                vc.isBeingDismissed = true
                vc.viewIfLoaded?.removeFromSuperview()
                if let covered = vc._coveredView, let sv = vc._coveredSuperview {
                    sv.insertSubview(covered, at: min(vc._coveredIndex, sv.subviews.count))
                }
                let from = vc._presentingDirect
                from?._presentedDirect = nil
                vc._presentingDirect = nil
                vc._coveredView = nil
                if let from { _SurfaceRecorder.record(.dismiss(presenting: from, presented: vc, animated: flag)) }
            }
        }
        for vc in stack { vc.isBeingDismissed = false }
        completion?()
    }

    static let _showSelector = "showViewController:sender:"
    static let _showDetailSelector = "showDetailViewController:sender:"

    /// Apple: "returns the current view controller if that view controller overrides the method
    /// indicated by the action parameter. If the current view controller does not override that
    /// method, UIKit walks up the view hierarchy and returns the first view controller that does
    /// override it." The walk goes to the parent, or for a presented controller its presenter.
    /// UINavigationController and UISplitViewController override show(_:sender:), and the split
    /// view controller showDetailViewController(_:sender:); other classes count when registered
    /// with `_SurfaceActions` or when canPerformAction(_:withSender:) says so.
    open func targetViewController(forAction action: Selector, sender: Any?) -> UIViewController? {
        var c: UIViewController? = self
        while let vc = c {
            if vc.canPerformAction(action, withSender: sender) { return vc }
            c = vc.parent ?? vc._presentingDirect
        }
        return nil
    }

    /// Apple: calls targetViewController(forAction:sender:) and the method on that target; "If
    /// the targetViewController(forAction:sender:) method returns nil, this method uses the
    /// window's root view controller to present vc modally."
    open func show(_ vc: UIViewController, sender: Any?) {
        if let target = targetViewController(forAction: Selector(UIViewController._showSelector), sender: sender), target !== self {
            target.show(vc, sender: sender)
        } else {
            (viewIfLoaded?.window?.rootViewController ?? self).present(vc, animated: true)
        }
    }
    /// Same targeting for the secondary context (Apple: "If they do not show the view controller
    /// themselves, they forward the message to the parent split view controller").
    open func showDetailViewController(_ vc: UIViewController, sender: Any?) {
        if let target = targetViewController(forAction: Selector(UIViewController._showDetailSelector), sender: sender), target !== self {
            target.showDetailViewController(vc, sender: sender)
        } else {
            (viewIfLoaded?.window?.rootViewController ?? self).present(vc, animated: true)
        }
    }

    // MARK: Segues
    /// Apple: "The default implementation of this method does nothing." Recorded when this base
    /// implementation runs (an override that calls super is recorded).
    open func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        _SurfaceRecorder.record(.prepare(source: self, segue: segue, sender: sender))
    }
    /// Apple: the default implementation returns true.
    open func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool { true }
    /// Apple: "The current view controller must have been loaded from a storyboard. If its
    /// storyboard property is nil ... this method throws an exception", as it does when there is
    /// no segue with the identifier. Storyboards on this surface hold no segues, so this records
    /// UIKit's "Receiver has no segue with identifier" exception and does nothing else.
    open func performSegue(withIdentifier identifier: String, sender: Any?) {
        _SurfaceRecorder.raise("NSInvalidArgumentException", "Receiver (\(self)) has no segue with identifier '\(identifier)'")
    }
    /// Apple: "The default implementation of this method returns true when the current view
    /// controller implements the action method and is not the same view controller as the one
    /// in the fromViewController parameter." (Implementing = registered with `_SurfaceActions`.)
    open func canPerformUnwindSegueAction(_ action: Selector, from fromViewController: UIViewController, sender: Any?) -> Bool {
        fromViewController !== self && _SurfaceActions.implements(self, action._name)
    }
    @available(iOS, introduced: 6.0, deprecated: 13.0)
    open func canPerformUnwindSegueAction(_ action: Selector, from fromViewController: UIViewController, withSender sender: Any) -> Bool {
        canPerformUnwindSegueAction(action, from: fromViewController, sender: Optional(sender))
    }
    /// Apple: "The default implementation returns the contents of the children property minus
    /// the view controller returned by the childContaining(_:) method."
    open func allowedChildrenForUnwinding(from source: UIStoryboardUnwindSegueSource) -> [UIViewController] {
        let containing = childContaining(source)
        return children.filter { $0 !== containing }
    }
    /// The child whose subtree (children or presentations) contains the unwind's source.
    open func childContaining(_ source: UIStoryboardUnwindSegueSource) -> UIViewController? {
        children.first { $0._surfaceContains(source.source) }
    }
    func _surfaceContains(_ other: UIViewController) -> Bool {
        if other === self { return true }
        if children.contains(where: { $0._surfaceContains(other) }) { return true }
        return _presentedDirect?._surfaceContains(other) ?? false
    }
    /// Called on each container between the destination and the source; containers override it
    /// (UINavigationController pops to `subsequentVC`). The base does nothing.
    open func unwind(for unwindSegue: UIStoryboardSegue, towards subsequentVC: UIViewController) {}

    // MARK: Responder chain
    /// Apple: a presented controller's next responder is its presenting controller; otherwise
    /// the view's superview (the window for a window's root view controller).
    open override var next: UIResponder? { _presentingDirect ?? viewIfLoaded?.superview }

    // MARK: Traits
    /// The controller's traits: its view's (which follow the window and superviews), else its
    /// parent's, else the surface environment.
    open var traitCollection: UITraitCollection {
        viewIfLoaded?.traitCollection ?? parent?.traitCollection ?? UITraitCollection._surfaceEnvironment
    }
    @available(iOS, deprecated: 17.0, message: "Use the trait change registration APIs declared in the UITraitChangeObservable protocol")
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}
    var _traitRegistrations: [_TraitRegistration] = []
    func _surfaceTraitsChanged(from previous: UITraitCollection?) {
        let changed = Set(traitCollection._changedTraits(from: previous))
        guard !changed.isEmpty else { return }
        traitCollectionDidChange(previous)
        for r in _traitRegistrations where !r.traits.isDisjoint(with: changed) { r.run(self, previous ?? UITraitCollection()) }
    }
    /// Sets the traits of this controller's view (loading it) — see UIView._surfaceSetTraitCollection.
    public func _surfaceSetTraitCollection(_ traits: UITraitCollection?) {
        view._surfaceSetTraitCollection(traits)
    }

    // MARK: Misc
    open var preferredStatusBarStyle: UIStatusBarStyle { .default }
    open var prefersStatusBarHidden: Bool { false }
    open func setNeedsStatusBarAppearanceUpdate() {}
    open var additionalSafeAreaInsets: UIEdgeInsets = .zero
    open var edgesForExtendedLayout: UIRectEdge = .all
    open var extendedLayoutIncludesOpaqueBars: Bool = false
    @available(iOS, introduced: 7.0, deprecated: 11.0, message: "Use UIScrollView's contentInsetAdjustmentBehavior instead")
    open var automaticallyAdjustsScrollViewInsets: Bool = true
    open var overrideUserInterfaceStyle: UIUserInterfaceStyle = .unspecified
    open var restorationIdentifier: String?
    open var isEditing: Bool = false
    open func setEditing(_ editing: Bool, animated: Bool) { isEditing = editing }
    open var editButtonItem: UIBarButtonItem { UIBarButtonItem(barButtonSystemItem: .edit, target: self, action: nil) }
}

extension UIViewController: UITraitEnvironment, UITraitChangeObservable {
    @discardableResult
    public func registerForTraitChanges<TraitEnvironment: UITraitEnvironment>(_ traits: [UITrait], handler: @escaping (TraitEnvironment, UITraitCollection) -> Void) -> any UITraitChangeRegistration {
        let r = _makeTraitRegistration(traits, handler: handler); _traitRegistrations.append(r); return r
    }
    @discardableResult
    public func registerForTraitChanges(_ traits: [UITrait], target: Any, action: Selector) -> any UITraitChangeRegistration {
        let r = _makeTraitRegistration(traits, target: target as AnyObject, action: action); _traitRegistrations.append(r); return r
    }
    @discardableResult
    public func registerForTraitChanges(_ traits: [UITrait], action: Selector) -> any UITraitChangeRegistration {
        let r = _makeTraitRegistration(traits, target: nil, action: action); _traitRegistrations.append(r); return r
    }
    public func unregisterForTraitChanges(_ registration: any UITraitChangeRegistration) {
        _traitRegistrations.removeAll { $0 === registration }
    }
}
