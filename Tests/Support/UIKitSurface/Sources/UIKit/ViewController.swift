
@MainActor open class UIViewController: UIResponder {
    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        nibName = nibNameOrNil; nibBundle = nibBundleOrNil
        super.init()
    }
    public required init?(coder: NSCoder) { nibName = nil; nibBundle = nil; super.init() }
    public override convenience init() { self.init(nibName: nil, bundle: nil) }

    public let nibName: String?
    public let nibBundle: Bundle?
    private var _view: UIView?
    open var view: UIView! {
        get {
            if _view == nil { loadView(); viewDidLoad() }
            return _view
        }
        set { _view = newValue }
    }
    open var viewIfLoaded: UIView? { _view }
    open var isViewLoaded: Bool { _view != nil }
    open func loadView() { _view = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844)) }
    open func loadViewIfNeeded() { _ = view }
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

    open var title: String?
    open var navigationItem: UINavigationItem { _navigationItem }
    private lazy var _navigationItem = UINavigationItem()
    open var tabBarItem: UITabBarItem! = UITabBarItem()
    open var toolbarItems: [UIBarButtonItem]?
    open var hidesBottomBarWhenPushed: Bool = false
    open var navigationController: UINavigationController? {
        var p = parent
        while let c = p { if let n = c as? UINavigationController { return n }; p = c.parent }
        return nil
    }
    open var tabBarController: UITabBarController? {
        var p = parent
        while let c = p { if let n = c as? UITabBarController { return n }; p = c.parent }
        return nil
    }

    public private(set) weak var parent: UIViewController?
    public private(set) var children: [UIViewController] = []
    open func addChild(_ childController: UIViewController) {
        childController.removeFromParent(); children.append(childController); childController.parent = self
    }
    open func removeFromParent() { parent?.children.removeAll { $0 === self }; parent = nil }
    open func willMove(toParent parent: UIViewController?) {}
    open func didMove(toParent parent: UIViewController?) {}

    public private(set) var presentedViewController: UIViewController?
    public private(set) weak var presentingViewController: UIViewController?
    open func present(_ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil) {
        presentedViewController = viewControllerToPresent; viewControllerToPresent.presentingViewController = self; completion?()
    }
    open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
        presentedViewController?.presentingViewController = nil; presentedViewController = nil; completion?()
    }
    open var modalPresentationStyle: UIModalPresentationStyle = .automatic
    open var modalTransitionStyle: UIModalTransitionStyle = .coverVertical
    open var isModalInPresentation: Bool = false
    open var definesPresentationContext: Bool = false
    open var preferredContentSize: CGSize = .zero
    open var preferredStatusBarStyle: UIStatusBarStyle { .default }
    open var prefersStatusBarHidden: Bool { false }
    open func setNeedsStatusBarAppearanceUpdate() {}
    open var additionalSafeAreaInsets: UIEdgeInsets = .zero
    open var edgesForExtendedLayout: UIRectEdge = .all
    open var extendedLayoutIncludesOpaqueBars: Bool = false
    open var overrideUserInterfaceStyle: UIUserInterfaceStyle = .unspecified
    open var restorationIdentifier: String?
    open var traitCollection: UITraitCollection { UITraitCollection() }
    /// `UITraitEnvironment` (deprecated in iOS 17, still available).
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}
    open var isEditing: Bool = false
    open func setEditing(_ editing: Bool, animated: Bool) { isEditing = editing }
    open var editButtonItem: UIBarButtonItem { UIBarButtonItem(barButtonSystemItem: .edit, target: self, action: nil) }
}

@MainActor open class UINavigationController: UIViewController {
    public init(rootViewController: UIViewController) {
        super.init(nibName: nil, bundle: nil)
        pushViewController(rootViewController, animated: false)
    }
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) { super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil) }
    public required init?(coder: NSCoder) { super.init(coder: coder) }
    open var viewControllers: [UIViewController] { get { children } set { children.forEach { $0.removeFromParent() }; newValue.forEach(addChild) } }
    open var topViewController: UIViewController? { children.last }
    open func pushViewController(_ viewController: UIViewController, animated: Bool) { addChild(viewController) }
    @discardableResult open func popViewController(animated: Bool) -> UIViewController? {
        let top = children.last; top?.removeFromParent(); return top
    }
    public let navigationBar = UINavigationBar()
    public let toolbar: UIToolbar! = UIToolbar()
    open var isNavigationBarHidden: Bool = false
    open func setNavigationBarHidden(_ hidden: Bool, animated: Bool) { isNavigationBarHidden = hidden }
}

@MainActor open class UITabBarController: UIViewController {
    open var viewControllers: [UIViewController]? { get { children } set { children.forEach { $0.removeFromParent() }; newValue?.forEach(addChild) } }
    open func setViewControllers(_ viewControllers: [UIViewController]?, animated: Bool) { self.viewControllers = viewControllers }
    open var selectedIndex: Int = 0
    open var selectedViewController: UIViewController? { children.indices.contains(selectedIndex) ? children[selectedIndex] : nil }
    public let tabBar = UITabBar()
}
