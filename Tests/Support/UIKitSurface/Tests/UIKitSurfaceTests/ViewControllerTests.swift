import Testing
import UIKit

final class Screen: UIViewController {
    let name: String
    var prepared: [(String?, UIViewController)] = []
    init(_ name: String) { self.name = name; super.init(nibName: nil, bundle: nil) }
    required init?(coder: NSCoder) { name = "coded"; super.init(coder: coder) }
    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        super.prepare(for: segue, sender: sender)
        prepared.append((segue.identifier, segue.destination))
    }
}

/// Adopts its layout in loadView without calling super, as generated-code guides do.
final class LayoutScreen: UIViewController {
    let layout = UIView()
    override func loadView() { view = layout }
}

@MainActor
struct ViewControllerTests {
    /// Called first in every test body: suites interleave between init and body.
    func setUp() {
        _SurfaceRecorder.reset()
        _SurfaceActions.reset()
        UIStoryboard._surfaceResetRegistrations()
    }

    /// Windows stay alive for the test run (a view does not retain its superview, so an
    /// unreferenced window would vanish from under its views, as in UIKit).
    static var windows: [UIWindow] = []
    @discardableResult
    func window(root: UIViewController) -> UIWindow {
        let w = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        w.rootViewController = root
        w.makeKeyAndVisible()
        ViewControllerTests.windows.append(w)
        return w
    }

    @Test func viewLoadsLazilyInUIKitsOrder() {
        setUp()
        let vc = LayoutScreen()
        #expect(vc.viewIfLoaded == nil && !vc.isViewLoaded && vc._surfaceLifecycle.isEmpty)
        #expect(vc.view === vc.layout)
        #expect(vc._surfaceLifecycle == ["loadView", "viewDidLoad"])
        _ = vc.view; vc.loadViewIfNeeded()
        #expect(vc._surfaceLifecycle == ["loadView", "viewDidLoad"], "loads once")
        #expect(vc.view.next === vc)
        let plain = UIViewController()
        plain.loadViewIfNeeded()
        #expect(plain.isViewLoaded && plain.view.frame.size == CGSize(width: 390, height: 844))
        let nib = UIViewController(nibName: "Missing", bundle: nil)
        _ = nib.view
        #expect(_SurfaceRecorder.exceptions.contains { $0.reason.contains("Could not load NIB") && $0.reason.contains("Missing") })
    }

    @Test func appearanceFollowsTheWindow() {
        setUp()
        let root = Screen("root")
        let w = window(root: root)
        #expect(root._surfaceLifecycle == ["loadView", "viewDidLoad", "viewWillAppear", "viewIsAppearing", "viewDidAppear"])
        let child = Screen("child")
        root.addChild(child)
        root.view.addSubview(child.view)
        child.didMove(toParent: root)
        #expect(child._surfaceLifecycle.suffix(3) == ["viewWillAppear", "viewIsAppearing", "viewDidAppear"])
        w.rootViewController = nil
        #expect(root._surfaceLifecycle.suffix(2) == ["viewWillDisappear", "viewDidDisappear"])
        #expect(child._surfaceLifecycle.suffix(2) == ["viewWillDisappear", "viewDidDisappear"])
    }

    @Test func titleFeedsNavigationAndTabBarItems() {
        setUp()
        let vc = UIViewController()
        vc.title = "Inbox"
        #expect(vc.navigationItem.title == "Inbox" && vc.tabBarItem.title == "Inbox")
        vc.title = "Mail"
        #expect(vc.navigationItem.title == "Mail" && vc.tabBarItem.title == "Mail")
        vc.tabBarItem = UITabBarItem(tabBarSystemItem: .favorites, tag: 3)
        #expect(vc.tabBarItem.tag == 3)
    }

    @Test func containmentCallsWillMoveAndDidMoveAsDocumented() {
        setUp()
        let parent = Screen("p"), child = Screen("c")
        parent.addChild(child)
        #expect(child.parent === parent && parent.children == [child])
        child.didMove(toParent: parent)
        child.willMove(toParent: nil)
        child.removeFromParent()
        let kinds = _SurfaceRecorder.events.map(\.description)
        #expect(kinds == ["willMove Screen toParent Screen", "addChild Screen to Screen", "didMove Screen toParent Screen",
                          "willMove Screen toParent nil", "removeFromParent Screen from Screen", "didMove Screen toParent nil"])
    }

    @Test func presentationAndDismissal() {
        setUp()
        let root = Screen("root")
        let w = window(root: root)
        let child = Screen("child")
        root.addChild(child); root.view.addSubview(child.view); child.didMove(toParent: root)
        let sheet = Screen("sheet")
        var completed = false
        child.present(sheet, animated: true) { completed = true }
        #expect(completed && root.presentedViewController === sheet && child.presentedViewController === sheet)
        #expect(sheet.presentingViewController === root, "a child's presentation is handled by the controller covering the screen")
        #expect(sheet.view.window === w && sheet._surfaceLifecycle.last == "viewDidAppear")
        #expect(root._surfaceLifecycle.last == "viewDidAppear", "a page sheet does not make the presenter disappear")
        guard case let .present(_, _, style, _, _)? = _SurfaceRecorder.events.last else { Issue.record("no present"); return }
        #expect(style == .pageSheet, ".automatic resolves to .pageSheet")
        let second = Screen("second")
        child.present(second, animated: false)
        #expect(_SurfaceRecorder.events.last.map { "\($0)" }?.contains("already presenting") == true)
        sheet.dismiss(animated: true)
        #expect(root.presentedViewController == nil && sheet.presentingViewController == nil && sheet.viewIfLoaded?.window == nil)
        #expect(sheet._surfaceLifecycle.suffix(2) == ["viewWillDisappear", "viewDidDisappear"])
    }

    @Test func fullScreenCoversThePresenterUntilDismissed() {
        setUp()
        let root = Screen("root")
        let w = window(root: root)
        let full = Screen("full"); full.modalPresentationStyle = .fullScreen
        root.present(full, animated: false)
        #expect(root.viewIfLoaded?.window == nil && root._surfaceLifecycle.last == "viewDidDisappear")
        let over = Screen("over"); over.modalPresentationStyle = .overFullScreen
        full.present(over, animated: false)
        #expect(over.presentingViewController === full && full.view.window === w)
        root.dismiss(animated: false)
        #expect(root.view.window === w && root._surfaceLifecycle.last == "viewDidAppear")
        #expect(full.presentingViewController == nil && over.presentingViewController == nil, "dismissing lower in the stack dismisses everything above")
    }

    @Test func presentingFromOffscreenIsIgnored() {
        setUp()
        let offscreen = Screen("off")
        offscreen.present(Screen("x"), animated: true)
        #expect(offscreen.presentedViewController == nil)
        #expect("\(_SurfaceRecorder.events.last!)".contains("not in the window hierarchy"))
    }

    @Test func currentContextPresentationUsesTheDefiningController() {
        setUp()
        let nav = UINavigationController(rootViewController: Screen("list"))
        let tabs = UITabBarController()
        tabs.setViewControllers([nav], animated: false)
        window(root: tabs)
        nav.definesPresentationContext = true
        let detail = Screen("detail"); detail.modalPresentationStyle = .currentContext
        nav.topViewController!.present(detail, animated: false)
        #expect(detail.presentingViewController === nav && tabs.presentedViewController == nil)
    }

    @Test func popoverPresentationControllerFollowsTheStyle() {
        setUp()
        let vc = UIViewController()
        #expect(vc.popoverPresentationController == nil)
        vc.modalPresentationStyle = .popover
        let popover = try! #require(vc.popoverPresentationController)
        let anchor = UIButton()
        popover.sourceView = anchor
        popover.sourceRect = CGRect(x: 1, y: 2, width: 3, height: 4)
        popover.permittedArrowDirections = [.up, .down]
        popover.passthroughViews = [anchor]
        #expect(vc.popoverPresentationController === popover && popover.sourceView === anchor && popover.permittedArrowDirections == [.up, .down])
        let item = UIBarButtonItem(systemItem: .action)
        popover.sourceItem = item
        #expect(popover.barButtonItem === item)
    }

    @Test func showAndShowDetailTargetTheNearestContainer() {
        setUp()
        let list = Screen("list")
        let nav = UINavigationController(rootViewController: list)
        window(root: nav)
        let detail = Screen("detail")
        list.show(detail, sender: nil)
        #expect(nav.viewControllers == [list, detail] && detail.view.window != nil, "a navigation controller pushes")
        let lone = Screen("lone")
        window(root: lone)
        let modal = Screen("modal")
        lone.show(modal, sender: nil)
        #expect(lone.presentedViewController === modal, "no container: presented modally from the window's root")

        let master = Screen("master"), secondary = Screen("secondary")
        let split = UISplitViewController(nibName: nil, bundle: nil)
        split.viewControllers = [UINavigationController(rootViewController: master), secondary]
        window(root: split)
        let item = Screen("item")
        master.showDetailViewController(item, sender: nil)
        #expect(split.viewControllers.last === item && secondary.parent == nil, "regular width: the secondary is replaced")
        split._surfaceSetTraitCollection(UITraitCollection(horizontalSizeClass: .compact))
        #expect(split.isCollapsed)
        let pushed = Screen("pushed")
        master.showDetailViewController(pushed, sender: nil)
        #expect((split.viewControllers.first as? UINavigationController)?.topViewController === pushed, "collapsed: pushed onto the primary navigation controller")
    }

    @Test func navigationControllerStack() {
        setUp()
        let a = Screen("a"), b = Screen("b"), c = Screen("c")
        a.navigationItem.title = "A"; b.toolbarItems = [UIBarButtonItem(systemItem: .add)]
        let nav = UINavigationController(rootViewController: a)
        window(root: nav)
        nav.pushViewController(b, animated: true)
        nav.pushViewController(c, animated: false)
        #expect(nav.viewControllers == [a, b, c] && nav.topViewController === c && nav.children == [a, b, c])
        #expect(nav.navigationBar.items?.count == 3 && nav.navigationBar.items?.first?.title == "A")
        #expect(c.navigationController === nav && c.view.window != nil && b.viewIfLoaded?.window == nil)
        nav.pushViewController(c, animated: false)
        #expect(_SurfaceRecorder.exceptions.last?.reason.contains("more than once") == true)
        #expect(nav.popViewController(animated: true) === c && c.parent == nil && c._surfaceLifecycle.last == "viewDidDisappear")
        #expect(nav.toolbar.items?.count == 1, "the toolbar shows the top controller's items")
        #expect(nav.popToRootViewController(animated: false) == [b] && nav.viewControllers == [a])
        #expect(nav.popViewController(animated: false) == nil, "the root stays")
        nav.setViewControllers([b, c], animated: false)
        #expect(nav.viewControllers == [b, c] && a.parent == nil && c.view.window != nil)
        let nav2 = UINavigationController(navigationBarClass: UINavigationBar.self, toolbarClass: nil)
        #expect(nav2.viewControllers.isEmpty && nav2._surfaceNavigationBarClass == UINavigationBar.self)
        nav.navigationBar.prefersLargeTitles = true
        nav.navigationBar.isTranslucent = false
        let appearance = UINavigationBarAppearance(); appearance.configureWithOpaqueBackground()
        nav.navigationBar.standardAppearance = appearance
        nav.navigationBar.scrollEdgeAppearance = appearance
        nav.setToolbarHidden(false, animated: false)
        nav.hidesBarsOnSwipe = true
        #expect(nav.navigationBar.prefersLargeTitles && !nav.isToolbarHidden && nav.hidesBarsOnSwipe)
    }

    @Test func tabBarControllerSelection() {
        setUp()
        let a = Screen("a"), b = Screen("b"), c = Screen("c")
        let tabs = UITabBarController()
        #expect(tabs.viewControllers == nil)
        tabs.viewControllers = [a, b, c]
        window(root: tabs)
        #expect(tabs.selectedIndex == 0 && tabs.selectedViewController === a && a.view.window != nil && b.viewIfLoaded == nil)
        tabs.selectedIndex = 2
        #expect(tabs.selectedViewController === c && a.viewIfLoaded?.window == nil && c.view.window != nil)
        tabs.setViewControllers([c, a], animated: false)
        #expect(tabs.selectedIndex == 0 && tabs.selectedViewController === c, "the previous selection is kept")
        tabs.setViewControllers([b, a], animated: false)
        #expect(tabs.selectedIndex == 0 && tabs.selectedViewController === b, "same index when it is gone")
        #expect(tabs.tabBar.items?.count == 2 && tabs.tabBar.selectedItem === b.tabBarItem)
        tabs.tabBar(tabs.tabBar, didSelect: a.tabBarItem)
        #expect(tabs.selectedViewController === a)
        #expect(a.tabBarController === tabs)
    }

    @Test func columnStyleSplitWrapsColumnsInNavigationControllers() {
        setUp()
        let split = UISplitViewController(style: .doubleColumn)
        let sidebar = Screen("sidebar"), content = Screen("content")
        split.setViewController(sidebar, for: .primary)
        split.setViewController(content, for: .secondary)
        #expect(split.viewController(for: .primary) === sidebar && split.viewController(for: .secondary) === content)
        #expect(split.children.count == 2 && split.children.allSatisfy { $0 is UINavigationController })
        #expect(sidebar.navigationController?.parent === split && sidebar.splitViewController === split)
        split.preferredDisplayMode = .oneBesideSecondary
        split.presentsWithGesture = false
        split.preferredSplitBehavior = .tile
        #expect(split.displayMode == .oneBesideSecondary && split.splitBehavior == .tile && split.style == .doubleColumn)
        let classic = UISplitViewController(nibName: nil, bundle: nil)
        classic.setViewController(sidebar, for: .primary)
        #expect(classic.children.isEmpty && classic.style == .unspecified, "classic split views ignore column APIs")
    }

    @Test func pageViewController() {
        setUp()
        let pages = UIPageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal, options: [.interPageSpacing: NSNumber(value: 8)])
        #expect(pages.spineLocation == .none && pages._interPageSpacing == 8 && pages.gestureRecognizers.isEmpty)
        let one = Screen("1"), two = Screen("2")
        var finished: Bool?
        pages.setViewControllers([one], direction: .forward, animated: false) { finished = $0 }
        #expect(pages.viewControllers == [one] && one.parent === pages && finished == true)
        pages.setViewControllers([one, two], direction: .reverse, animated: false)
        #expect(_SurfaceRecorder.exceptions.last?.reason.contains("doesn't match the number required (1)") == true && pages.viewControllers == [one])
        let book = UIPageViewController(transitionStyle: .pageCurl, navigationOrientation: .horizontal,
                                        options: [.spineLocation: NSNumber(value: UIPageViewController.SpineLocation.mid.rawValue)])
        #expect(book.spineLocation == .mid)
        book.setViewControllers([one, two], direction: .forward, animated: true)
        #expect(book.viewControllers == [one, two] && one.parent === book)
    }

    @Test func tableAndCollectionViewControllersAdoptTheirRootView() {
        setUp()
        let table = UITableViewController(style: .insetGrouped)
        #expect(table.tableView.style == .insetGrouped && table.view === table.tableView)
        #expect(table.tableView.dataSource === table && table.tableView.delegate === table)
        let adopted = UITableViewController(style: .plain)
        let custom = UITableView(frame: .zero, style: .grouped)
        adopted.view = custom
        #expect(adopted.tableView === custom && custom.dataSource === adopted)
        let layout = UICollectionViewFlowLayout()
        let grid = UICollectionViewController(collectionViewLayout: layout)
        #expect(grid.collectionView.collectionViewLayout === layout && grid.collectionViewLayout === layout)
        #expect(grid.collectionView.dataSource === grid)
        _ = UICollectionViewController(nibName: nil, bundle: nil).view
        #expect(_SurfaceRecorder.exceptions.last?.reason.contains("non-nil layout parameter") == true)
    }

    @Test func storyboardsWithoutFilesRaiseAsUIKitDoes() {
        setUp()
        let board = UIStoryboard(name: "Main", bundle: nil)
        #expect(_SurfaceRecorder.exceptions.first?.reason.hasPrefix("Could not find a storyboard named 'Main' in bundle") == true)
        #expect(board.instantiateInitialViewController() == nil)
        let placeholder = board.instantiateViewController(withIdentifier: "login")
        #expect(type(of: placeholder) == UIViewController.self)
        #expect(_SurfaceRecorder.exceptions.last?.reason.contains("doesn't contain a view controller with identifier 'login'") == true)
        UIViewController().performSegue(withIdentifier: "next", sender: nil)
        #expect(_SurfaceRecorder.exceptions.last?.reason.contains("has no segue with identifier 'next'") == true)
    }

    @Test func registeredStoryboardsInstantiateWithInitCoderOrTheCreator() {
        setUp()
        UIStoryboard._surfaceRegister(name: "Main", initial: "login", scenes: ["login": Screen.self, "home": Screen.self])
        let board = UIStoryboard(name: "Main", bundle: .main)
        #expect(_SurfaceRecorder.exceptions.isEmpty)
        let initial = board.instantiateInitialViewController() as? Screen
        #expect(initial?.name == "coded" && initial?.storyboard === board)
        let typed: Screen? = board.instantiateInitialViewController { coder in Screen(coder: coder) }
        #expect(typed?.name == "coded")
        let home: Screen = board.instantiateViewController(identifier: "home") { _ in Screen("custom") }
        #expect(home.name == "custom" && home.storyboard === board)
        let byName = board.instantiateViewController(withIdentifier: "home")
        #expect(byName is Screen)
    }

    @Test func seguesPrepareAndPerform() {
        setUp()
        let source = Screen("source"), destination = Screen("destination")
        let nav = UINavigationController(rootViewController: source)
        window(root: nav)
        let segue = UIStoryboardSegue(identifier: "showDetail", source: source, destination: destination) {
            source.navigationController?.pushViewController(destination, animated: true)
        }
        if source.shouldPerformSegue(withIdentifier: "showDetail", sender: nil) {
            source.prepare(for: segue, sender: nil)
            segue.perform()
        }
        #expect(source.prepared.count == 1 && source.prepared[0].0 == "showDetail" && source.prepared[0].1 === destination)
        #expect(nav.topViewController === destination)
        let order = _SurfaceRecorder.events.compactMap { e -> String? in
            switch e { case .prepare: return "prepare"; case .perform: return "perform"; case .push: return "push"; default: return nil }
        }
        #expect(order == ["prepare", "perform", "push"])
        #expect(segue.identifier == "showDetail" && segue.source === source && segue.destination === destination)
        let plain = UIStoryboardSegue(identifier: nil, source: source, destination: destination)
        plain.perform()
        #expect(nav.viewControllers.count == 2, "the base perform() does nothing beyond recording")
    }

    @Test func unwindFindsTheNearestImplementerAsApplesDescribes() {
        setUp()
        let list = Screen("list"), editor = Screen("editor"), picker = Screen("picker")
        _SurfaceActions.register("unwindToList:", for: Screen.self) { _, _ in }
        let nav = UINavigationController(rootViewController: list)
        window(root: nav)
        nav.pushViewController(editor, animated: false)
        editor.present(picker, animated: false)
        // picker → presenter (nav): nav's allowed children [editor, list] (top first); editor
        // implements the action too (same class), so it is the closest destination.
        let found = picker._surfaceUnwind(action: Selector("unwindToList:"), identifier: "done", sender: nil)
        #expect(found === editor)
        #expect(nav.presentedViewController == nil && picker.presentingViewController == nil, "the presentation above the destination is dismissed")
        #expect(nav.viewControllers == [list, editor])
        #expect(picker.prepared.first?.0 == "done" && picker.prepared.first?.1 === editor)
    }

    @Test func unwindPopsTheNavigationStackAndFailsSilently() {
        setUp()
        final class Root: UIViewController {}
        _SurfaceActions.register("backToRoot:", for: Root.self) { root, sender in
            (root as! Root).title = (sender as? UIStoryboardSegue)?.identifier
        }
        let root = Root(), middle = Screen("m"), top = Screen("t")
        let nav = UINavigationController(rootViewController: root)
        window(root: nav)
        nav.pushViewController(middle, animated: false)
        nav.pushViewController(top, animated: false)
        #expect(top._surfaceUnwind(action: Selector("backToRoot:"), identifier: "back", sender: nil) === root)
        #expect(nav.viewControllers == [root] && root.title == "back", "the action ran with the segue; the stack popped to it")
        #expect(top._surfaceUnwind(action: Selector("noSuchUnwind:"), sender: nil) == nil)
    }

    @Test func traitChangesReachRegistrationsAndTheDeprecatedCallback() {
        setUp()
        final class Adaptive: UIView {
            var calls: [String] = []
            override func traitCollectionDidChange(_ previous: UITraitCollection?) { calls.append("didChange") }
        }
        let root = UIView(), view = Adaptive()
        root.addSubview(view)
        var seen: [UIUserInterfaceSizeClass] = []
        view.registerForTraitChanges([UITraitVerticalSizeClass.self]) { (v: Adaptive, previous: UITraitCollection) in
            seen.append(v.traitCollection.verticalSizeClass)
        }
        #expect(view.traitCollection.verticalSizeClass == .unspecified)
        root._surfaceSetTraitCollection(UITraitCollection(verticalSizeClass: .compact))
        #expect(view.traitCollection.verticalSizeClass == .compact && seen == [.compact] && view.calls == ["didChange"])
        root._surfaceSetTraitCollection(UITraitCollection(traitsFrom: [UITraitCollection(verticalSizeClass: .compact), UITraitCollection(horizontalSizeClass: .regular)]))
        #expect(seen == [.compact] && view.calls == ["didChange", "didChange"], "a horizontal change does not run a vertical registration")
    }
}
