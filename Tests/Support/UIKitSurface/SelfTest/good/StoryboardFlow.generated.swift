import UIKit

// Storyboard scenes, containers and segues as code, the way generated storyboard code and the
// app code around it use UIKit.

final class LoginLayout: UIView {
    lazy var emailField: UITextField = UITextField()
    lazy var loginButton: UIButton = UIButton(type: .system)

    override init(frame: CGRect) {
        super.init(frame: frame)
        addSubview(emailField)
        addSubview(loginButton)
    }
    @available(*, unavailable)
    required init?(coder: NSCoder) { fatalError("init(coder:) is unavailable") }

    func connect(to owner: LoginViewController) {
        loginButton.addTarget(owner, action: #selector(LoginViewController.logIn(_:)), for: .touchUpInside)
        emailField.delegate = owner
    }

    static func configure(_ controller: LoginViewController) {
        controller.title = "Log In"
        controller.navigationItem.title = "Welcome"
        controller.navigationItem.prompt = "Your account"
        controller.navigationItem.largeTitleDisplayMode = .never
        controller.navigationItem.backButtonTitle = "Back"
        controller.navigationItem.backButtonDisplayMode = .minimal
        controller.navigationItem.backBarButtonItem = UIBarButtonItem(title: "Back", style: .plain, target: nil, action: nil)
        controller.navigationItem.leftItemsSupplementBackButton = true
        controller.navigationItem.hidesBackButton = false
        controller.navigationItem.titleView = UIImageView(image: UIImage(named: "logo"))
        controller.navigationItem.style = .navigator
        controller.navigationItem.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .done, target: controller, action: #selector(LoginViewController.done(_:)))
        controller.navigationItem.leftBarButtonItems = [
            UIBarButtonItem(image: UIImage(systemName: "gear"), style: .plain, target: controller, action: #selector(LoginViewController.settings(_:))),
            UIBarButtonItem(systemItem: .flexibleSpace),
            UIBarButtonItem(title: "Help", image: nil, target: controller, action: #selector(LoginViewController.help), menu: nil),
            UIBarButtonItem.fixedSpace(8),
        ]
        let appearance = UINavigationBarAppearance()
        appearance.configureWithOpaqueBackground()
        controller.navigationItem.standardAppearance = appearance
        controller.navigationItem.scrollEdgeAppearance = appearance
        controller.navigationItem.compactAppearance = appearance
        controller.tabBarItem = UITabBarItem(title: "Account", image: UIImage(systemName: "person"), selectedImage: UIImage(systemName: "person.fill"))
        controller.tabBarItem.badgeValue = "1"
        controller.tabBarItem.badgeColor = .systemRed
        controller.toolbarItems = [UIBarButtonItem(barButtonSystemItem: .refresh, target: nil, action: #selector(LoginViewController.refresh(_:)))]
        controller.hidesBottomBarWhenPushed = true
        controller.modalPresentationStyle = .formSheet
        controller.modalTransitionStyle = .crossDissolve
        controller.definesPresentationContext = true
        controller.providesPresentationContextTransitionStyle = true
        controller.extendedLayoutIncludesOpaqueBars = true
        controller.edgesForExtendedLayout = [.top, .bottom]
        controller.preferredContentSize = CGSize(width: 320, height: 480)
        controller.restorationIdentifier = "login"
        controller.isModalInPresentation = true
    }
}

final class LoginViewController: UIViewController, UITextFieldDelegate {
    private lazy var layout = LoginLayout(frame: .zero)

    override func loadView() {
        view = layout
        layout.connect(to: self)
    }
    override func viewDidLoad() {
        super.viewDidLoad()
        LoginLayout.configure(self)
    }

    @IBAction func logIn(_ sender: UIButton) {
        let home = HomeViewController(style: .insetGrouped)
        let segue = UIStoryboardSegue(identifier: "showHome", source: self, destination: home) { [weak self] in
            self?.show(home, sender: sender)
        }
        if shouldPerformSegue(withIdentifier: "showHome", sender: sender) {
            prepare(for: segue, sender: sender)
            segue.perform()
        }
    }
    @objc func done(_ sender: UIBarButtonItem) { dismiss(animated: true, completion: nil) }
    @objc func settings(_ sender: Any?) {
        let settings = UIViewController()
        settings.modalPresentationStyle = .popover
        if let popover = settings.popoverPresentationController {
            popover.sourceView = view
            popover.sourceRect = CGRect(x: 10, y: 10, width: 1, height: 1)
            popover.permittedArrowDirections = [.up, .down]
            popover.passthroughViews = [view]
            popover.sourceItem = navigationItem.leftBarButtonItems?.first
            popover.barButtonItem = navigationItem.rightBarButtonItem
            popover.delegate = self
        }
        present(settings, animated: true)
    }
    @objc func help() { showDetailViewController(UIViewController(), sender: self) }
    @objc func refresh(_ sender: Any) { performSegue(withIdentifier: "refresh", sender: sender) }

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        super.prepare(for: segue, sender: sender)
        if let home = segue.destination as? HomeViewController, segue.identifier == "showHome" { home.title = "Home" }
    }
    override func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool { identifier != "blocked" }
    @IBAction func unwindToLogin(_ unwindSegue: UIStoryboardSegue) {
        _ = unwindSegue.source
    }
    override func canPerformUnwindSegueAction(_ action: Selector, from fromViewController: UIViewController, sender: Any?) -> Bool {
        action == #selector(unwindToLogin(_:))
    }
}

extension LoginViewController: UIPopoverPresentationControllerDelegate {
    func adaptivePresentationStyle(for controller: UIPresentationController) -> UIModalPresentationStyle { .none }
}

/// A static table as a UITableViewController subclass (the data source UIKit's storyboard
/// loader would have provided).
final class HomeViewController: UITableViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        clearsSelectionOnViewWillAppear = false
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Row")
    }
    override func numberOfSections(in tableView: UITableView) -> Int { 2 }
    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { section == 0 ? 3 : 1 }
    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        tableView.dequeueReusableCell(withIdentifier: "Row", for: indexPath)
    }
    override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { section == 0 ? "Account" : nil }
    override func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat { 44 }
    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        tableView.deselectRow(at: indexPath, animated: true)
    }
}

final class GalleryViewController: UICollectionViewController {
    init() { super.init(collectionViewLayout: UICollectionViewFlowLayout()) }
    required init?(coder: NSCoder) { super.init(coder: coder) }
    override func viewDidLoad() {
        super.viewDidLoad()
        installsStandardGestureForInteractiveMovement = false
        collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "Photo")
    }
    override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 12 }
    override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        collectionView.dequeueReusableCell(withReuseIdentifier: "Photo", for: indexPath)
    }
}

final class PagesDataSource: NSObject, UIPageViewControllerDataSource {
    var pages: [UIViewController] = []
    func pageViewController(_ pageViewController: UIPageViewController, viewControllerBefore viewController: UIViewController) -> UIViewController? {
        pages.firstIndex(of: viewController).flatMap { $0 > 0 ? pages[$0 - 1] : nil }
    }
    func pageViewController(_ pageViewController: UIPageViewController, viewControllerAfter viewController: UIViewController) -> UIViewController? {
        pages.firstIndex(of: viewController).flatMap { $0 + 1 < pages.count ? pages[$0 + 1] : nil }
    }
}

/// A custom segue class from a storyboard.
final class FadeSegue: UIStoryboardSegue {
    override init(identifier: String?, source: UIViewController, destination: UIViewController) {
        super.init(identifier: identifier, source: source, destination: destination)
    }
    override func perform() {
        destination.modalTransitionStyle = .crossDissolve
        source.present(destination, animated: true, completion: nil)
    }
}

/// Typed storyboard access during a migration, and the containers as factories.
@MainActor
enum MainStoryboard {
    static let name = "Main"
    static var storyboard: UIStoryboard { UIStoryboard(name: name, bundle: .main) }
    static func makeLogin() -> LoginViewController {
        storyboard.instantiateViewController(identifier: "login") { coder in LoginViewController(coder: coder) }
    }
    static func makeInitial() -> UIViewController? { storyboard.instantiateInitialViewController() }
    static func makeInitialLogin() -> LoginViewController? { storyboard.instantiateInitialViewController { LoginViewController(coder: $0) } }
    static func makeUntyped() -> UIViewController { storyboard.instantiateViewController(withIdentifier: "login") }

    static func makeInitialViewController() -> UIViewController {
        let login = LoginViewController()
        let navigation = UINavigationController(rootViewController: login)
        navigation.navigationBar.prefersLargeTitles = true
        navigation.navigationBar.isTranslucent = false
        navigation.navigationBar.tintColor = .systemOrange
        let barAppearance = UINavigationBarAppearance()
        barAppearance.configureWithTransparentBackground()
        barAppearance.buttonAppearance.normal.titleTextAttributes = [.font: UIFont.systemFont(ofSize: 15)]
        barAppearance.setBackIndicatorImage(UIImage(systemName: "arrow.left"), transitionMaskImage: UIImage(systemName: "arrow.left"))
        navigation.navigationBar.standardAppearance = barAppearance
        navigation.navigationBar.scrollEdgeAppearance = UINavigationBarAppearance()
        navigation.navigationBar.compactAppearance = nil
        navigation.setNavigationBarHidden(false, animated: false)
        navigation.setToolbarHidden(false, animated: false)
        navigation.isToolbarHidden = true
        navigation.hidesBarsOnSwipe = true
        navigation.setViewControllers([login, HomeViewController(style: .grouped)], animated: false)
        navigation.pushViewController(GalleryViewController(), animated: true)
        _ = navigation.popViewController(animated: true)
        _ = navigation.popToRootViewController(animated: false)
        let custom = UINavigationController(navigationBarClass: UINavigationBar.self, toolbarClass: UIToolbar.self)
        custom.viewControllers = [UIViewController()]

        let tabs = UITabBarController()
        tabs.viewControllers = [navigation, custom]
        tabs.setViewControllers([navigation, custom], animated: false)
        tabs.selectedIndex = 1
        tabs.selectedViewController = navigation
        let tabAppearance = UITabBarAppearance()
        tabAppearance.configureWithDefaultBackground()
        tabAppearance.stackedLayoutAppearance.selected.iconColor = .systemBlue
        tabAppearance.stackedLayoutAppearance.normal.titleTextAttributes = [.foregroundColor: UIColor.gray]
        tabAppearance.inlineLayoutAppearance = UITabBarItemAppearance(style: .inline)
        tabAppearance.selectionIndicatorTintColor = .systemBlue
        tabs.tabBar.standardAppearance = tabAppearance
        tabs.tabBar.scrollEdgeAppearance = tabAppearance
        tabs.tabBar.isTranslucent = true

        let split = UISplitViewController(style: .doubleColumn)
        split.setViewController(LoginViewController(), for: .primary)
        split.setViewController(HomeViewController(style: .plain), for: .secondary)
        split.setViewController(tabs, for: .compact)
        split.preferredDisplayMode = .oneBesideSecondary
        split.preferredSplitBehavior = .tile
        split.presentsWithGesture = false
        split.primaryEdge = .leading
        split.preferredPrimaryColumnWidthFraction = 0.3
        split.showsSecondaryOnlyButton = true
        let classic = UISplitViewController()
        classic.viewControllers = [UINavigationController(rootViewController: UIViewController()), UIViewController()]
        classic.preferredDisplayMode = .allVisible
        _ = classic.viewController(for: .secondary)

        let pages = UIPageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal, options: [.interPageSpacing: 8])
        let source = PagesDataSource()
        source.pages = [UIViewController(), UIViewController()]
        pages.dataSource = source
        pages.setViewControllers([source.pages[0]], direction: .forward, animated: false, completion: nil)
        let curl = UIPageViewController(transitionStyle: .pageCurl, navigationOrientation: .vertical,
                                        options: [.spineLocation: NSNumber(value: UIPageViewController.SpineLocation.mid.rawValue)])
        curl.isDoubleSided = true
        curl.setViewControllers(source.pages, direction: .reverse, animated: true) { finished in _ = finished }

        // Embedding a child, as an embed segue does.
        let container = UIViewController()
        let child = GalleryViewController()
        container.addChild(child)
        container.view.addSubview(child.view)
        child.view.translatesAutoresizingMaskIntoConstraints = false
        NSLayoutConstraint.activate([
            child.view.topAnchor.constraint(equalTo: container.view.topAnchor),
            child.view.bottomAnchor.constraint(equalTo: container.view.bottomAnchor),
        ])
        child.didMove(toParent: container)
        child.willMove(toParent: nil)
        child.view.removeFromSuperview()
        child.removeFromParent()

        let modal = UIViewController()
        modal.modalPresentationStyle = .overCurrentContext
        split.present(modal, animated: true) { modal.dismiss(animated: true, completion: nil) }
        _ = modal.presentingViewController?.presentedViewController
        _ = split.isCollapsed
        return split
    }
}
