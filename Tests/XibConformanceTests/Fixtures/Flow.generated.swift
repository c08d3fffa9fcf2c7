import UIKit

/// View code for the scenes of `Flow.storyboard`: a layout type for each scene's view and
/// each prototype cell, in document order.
enum FlowStoryboard {
    /// View code for the root view of the scene `List` (`ListViewController`): install it in
    /// `ListViewController.loadView()` (`view = layout`, then `layout.connect(to: self)`) and call
    /// `configure(_:)` from the controller's initializer.
    class ListViewControllerLayout: UIView {
        lazy var detailButton: UIButton = {
            let button = UIButton(type: .system)
            button.frame = CGRect(x: 0, y: 100, width: 100, height: 30)
            button.setTitle("Detail", for: .normal)
            return button
        }()
        lazy var helpButton: UIButton = {
            let button = UIButton(type: .system)
            button.frame = CGRect(x: 0, y: 140, width: 100, height: 30)
            button.setTitle("Help", for: .normal)
            return button
        }()
        lazy var containerView: UIView = {
            let view = UIView()
            view.frame = CGRect(x: 0, y: 200, width: 375, height: 200)
            view.isOpaque = false
            return view
        }()

        override init(frame: CGRect) {
            super.init(frame: frame)
            buildViewHierarchy()
            setupConstraints()
            configureViews()
            layoutDidLoad()
        }

        @available(*, unavailable)
        required init?(coder: NSCoder) {
            fatalError("ListViewControllerLayout is built in code, not decoded from a nib or storyboard")
        }

        func buildViewHierarchy() {
            addSubview(detailButton)
            addSubview(helpButton)
            addSubview(containerView)
        }

        func setupConstraints() {}

        func configureViews() {}

        /// Called once the layout is built (the views, constraints and settings above), where a nib-loaded
        /// view got `awakeFromNib()` — which never runs for a view built in code. Override it for set-up
        /// done in code (styling, observers), calling `super`.
        func layoutDidLoad() {}

        /// Makes the connections the storyboard made to its scene's controller: outlets that point at it and the
        /// actions it receives. Call it from `ListViewController.loadView()` right after installing the layout.
        func connect(to owner: ListViewController) {
            detailButton.addTarget(owner, action: #selector(ListViewController.triggerSegue14FlowStoryboard9ListSegue_showDetail(_:)), for: .primaryActionTriggered)
            helpButton.addTarget(owner, action: #selector(ListViewController.triggerSegue14FlowStoryboard9ListSegue_help(_:)), for: .primaryActionTriggered)
            let child = FlowStoryboard.makeChildViewController()
            let embed = UIStoryboardSegue(identifier: "embedChild", source: owner, destination: child) {
                let container = self.containerView
                owner.addChild(child)
                child.view.translatesAutoresizingMaskIntoConstraints = false
                container.addSubview(child.view)
                NSLayoutConstraint.activate([
                    child.view.topAnchor.constraint(equalTo: container.topAnchor),
                    child.view.leadingAnchor.constraint(equalTo: container.leadingAnchor),
                    child.view.bottomAnchor.constraint(equalTo: container.bottomAnchor),
                    child.view.trailingAnchor.constraint(equalTo: container.trailingAnchor),
                ])
                child.didMove(toParent: owner)
            }
            owner.prepare(for: embed, sender: nil)
            embed.perform()
        }

        /// Sets what the storyboard gives `ListViewController` when it instantiates it, before its view
        /// loads (its title, navigation and tab bar items…): call it from the controller's initializer.
        static func configure(_ controller: ListViewController) {
            controller.navigationItem.title = "List"
            let actionBarButtonItem = UIBarButtonItem(barButtonSystemItem: .action, target: nil, action: nil)
            actionBarButtonItem.target = controller
            actionBarButtonItem.action = #selector(ListViewController.triggerSegue14FlowStoryboard9ListSegue_share(_:))
            controller.navigationItem.rightBarButtonItem = actionBarButtonItem
        }
    }

    /// View code for the root view of the scene `Detail` (`DetailViewController`): install it in
    /// `DetailViewController.loadView()` (`view = layout`, then `layout.connect(to: self)`) and call
    /// `configure(_:)` from the controller's initializer.
    class DetailViewControllerLayout: UIView {
        lazy var doneButton: UIButton = {
            let button = UIButton(type: .system)
            button.frame = CGRect(x: 0, y: 100, width: 100, height: 30)
            button.setTitle("Done", for: .normal)
            return button
        }()

        override init(frame: CGRect) {
            super.init(frame: frame)
            buildViewHierarchy()
            setupConstraints()
            configureViews()
            layoutDidLoad()
        }

        @available(*, unavailable)
        required init?(coder: NSCoder) {
            fatalError("DetailViewControllerLayout is built in code, not decoded from a nib or storyboard")
        }

        func buildViewHierarchy() {
            addSubview(doneButton)
        }

        func setupConstraints() {}

        func configureViews() {}

        /// Called once the layout is built (the views, constraints and settings above), where a nib-loaded
        /// view got `awakeFromNib()` — which never runs for a view built in code. Override it for set-up
        /// done in code (styling, observers), calling `super`.
        func layoutDidLoad() {}

        /// Makes the connections the storyboard made to its scene's controller: outlets that point at it and the
        /// actions it receives. Call it from `DetailViewController.loadView()` right after installing the layout.
        func connect(to owner: DetailViewController) {
            doneButton.addTarget(owner, action: #selector(DetailViewController.triggerSegue14FlowStoryboard25DetailViewControllerSegue_back(_:)), for: .primaryActionTriggered)
        }

        /// Sets what the storyboard gives `DetailViewController` when it instantiates it, before its view
        /// loads (its title, navigation and tab bar items…): call it from the controller's initializer.
        static func configure(_ controller: DetailViewController) {}
    }

    // xibgen: the unwind segue "back" to unwindToList: is generated (case .back); its control targets the controller with triggerSegue14FlowStoryboard25DetailViewControllerSegue_back(_:), set by connect(to:). Its destination is found at run time as UIKit does, but the action is named by its selector string (a renamed method makes the unwind do nothing, as in the storyboard) and overrides of allowedChildrenForUnwinding(from:) or childContaining(_:) are not consulted (line 95)

    /// View code for the root view of the scene `Login` (`UIViewController`): install it in
    /// `UIViewController.loadView()` (`view = layout`, then `layout.connect(to: self)`) and call
    /// `configure(_:)` from the controller's initializer.
    class LoginLayout: UIView {
        override init(frame: CGRect) {
            super.init(frame: frame)
            buildViewHierarchy()
            setupConstraints()
            configureViews()
            layoutDidLoad()
        }

        @available(*, unavailable)
        required init?(coder: NSCoder) {
            fatalError("LoginLayout is built in code, not decoded from a nib or storyboard")
        }

        func buildViewHierarchy() {}

        func setupConstraints() {}

        func configureViews() {}

        /// Called once the layout is built (the views, constraints and settings above), where a nib-loaded
        /// view got `awakeFromNib()` — which never runs for a view built in code. Override it for set-up
        /// done in code (styling, observers), calling `super`.
        func layoutDidLoad() {}

        /// Makes the connections the storyboard made to its scene's controller: outlets that point at it and the
        /// actions it receives. Call it from `UIViewController.loadView()` right after installing the layout.
        func connect(to owner: UIViewController) {}

        /// Sets what the storyboard gives `UIViewController` when it instantiates it, before its view
        /// loads (its title, navigation and tab bar items…): call it from the controller's initializer.
        static func configure(_ controller: UIViewController) {}
    }

    /// View code for the root view of the scene `Child` (`ChildViewController`): install it in
    /// `ChildViewController.loadView()` (`view = layout`, then `layout.connect(to: self)`) and call
    /// `configure(_:)` from the controller's initializer.
    class ChildViewControllerLayout: UIView {
        override init(frame: CGRect) {
            super.init(frame: frame)
            buildViewHierarchy()
            setupConstraints()
            configureViews()
            layoutDidLoad()
        }

        @available(*, unavailable)
        required init?(coder: NSCoder) {
            fatalError("ChildViewControllerLayout is built in code, not decoded from a nib or storyboard")
        }

        func buildViewHierarchy() {}

        func setupConstraints() {}

        func configureViews() {}

        /// Called once the layout is built (the views, constraints and settings above), where a nib-loaded
        /// view got `awakeFromNib()` — which never runs for a view built in code. Override it for set-up
        /// done in code (styling, observers), calling `super`.
        func layoutDidLoad() {}

        /// Makes the connections the storyboard made to its scene's controller: outlets that point at it and the
        /// actions it receives. Call it from `ChildViewController.loadView()` right after installing the layout.
        func connect(to owner: ChildViewController) {}

        /// Sets what the storyboard gives `ChildViewController` when it instantiates it, before its view
        /// loads (its title, navigation and tab bar items…): call it from the controller's initializer.
        static func configure(_ controller: ChildViewController) {}
    }
}

/// `Flow.storyboard` by name, typed: its scenes by storyboard identifier, its initial scene, its reuse identifiers.
extension FlowStoryboard {
    /// The storyboard's name in its bundle.
    static let name = "Flow"

    /// The storyboard, from the app's main bundle (a framework's storyboard: `UIStoryboard(name: name, bundle:)`).
    @MainActor static var storyboard: UIStoryboard {
        UIStoryboard(name: name, bundle: nil)
    }

    /// The initial scene `Tab Bar Controller` (line 7), as the storyboard
    /// builds it; `creator` makes it with dependencies (`UITabBarController(coder:…)`), nil for `init(coder:)`.
    @MainActor static func instantiateInitial(creator: ((NSCoder) -> UITabBarController?)? = nil) -> UITabBarController {
        let controller = storyboard.instantiateInitialViewController { coder -> UIViewController? in creator?(coder) }
        guard let typed = controller as? UITabBarController else {
            fatalError("Flow.storyboard: the initial view controller is \(controller.map { "a \(type(of: $0))" } ?? "missing"), not a UITabBarController")
        }
        return typed
    }

    /// A scene of `Flow.storyboard` with a storyboard identifier: `instantiate()` returns its controller's class.
    struct SceneIdentifier<Controller: UIViewController>: Sendable {
        let identifier: String

        /// The scene's controller, as the storyboard builds it; `creator` makes it with dependencies
        /// (`init?(coder:…)` of your own), nil for `init(coder:)`.
        @MainActor func instantiate(creator: ((NSCoder) -> Controller?)? = nil) -> Controller {
            let controller = FlowStoryboard.storyboard.instantiateViewController(identifier: identifier) { coder -> UIViewController? in creator?(coder) }
            guard let typed = controller as? Controller else {
                fatalError("Flow.storyboard: the scene \"\(identifier)\" is a \(type(of: controller)), not a \(Controller.self)")
            }
            return typed
        }
    }

    /// The scenes of `Flow.storyboard` that have a storyboard identifier, in document order.
    enum Scene {
        /// `List` (line 39): `list`.
        static var list: SceneIdentifier<ListViewController> { SceneIdentifier(identifier: "list") }

        /// `Login` (line 108): `login`.
        static var login: SceneIdentifier<UIViewController> { SceneIdentifier(identifier: "login") }
    }
}

/// The flow of `FlowStoryboard` as code: a factory per scene, the initial controller, the segues.
@MainActor extension FlowStoryboard {
    /// The storyboard's initial view controller, built in code (`instantiateInitialViewController()`).
    static func makeInitialViewController() -> UITabBarController {
        makeTabBarController()
    }

    /// The scene `Tab Bar Controller`, built in code as the storyboard instantiated it.
    static func makeTabBarController() -> UITabBarController {
        let controller = UITabBarController()
        controller.tabBar.isTranslucent = false
        controller.viewControllers = [makeNavigationController(), makeSettings()]
        return controller
    }

    /// The scene `Navigation Controller`, built in code as the storyboard instantiated it.
    static func makeNavigationController() -> UINavigationController {
        let controller = UINavigationController()
        controller.isToolbarHidden = false
        let homeTabBarItem = UITabBarItem(title: "Home", image: nil, tag: 0)
        controller.tabBarItem = homeTabBarItem
        controller.navigationBar.isTranslucent = false
        controller.navigationBar.prefersLargeTitles = true
        controller.viewControllers = [makeList()]
        return controller
    }

    /// The scene `List`, built in code as the storyboard instantiated it.
    static func makeList() -> ListViewController {
        ListViewController()
    }

    /// The scene `Detail`, built in code as the storyboard instantiated it.
    static func makeDetailViewController() -> DetailViewController {
        DetailViewController()
    }

    /// The scene `Login`, built in code as the storyboard instantiated it.
    static func makeLogin() -> UIViewController {
        let controller = UIViewController()
        LoginLayout.configure(controller)
        let layout = LoginLayout()
        controller.view = layout
        layout.connect(to: controller)
        return controller
    }

    /// The scene `Child`, built in code as the storyboard instantiated it.
    static func makeChildViewController() -> ChildViewController {
        ChildViewController()
    }

    /// The storyboard reference `Settings` (line 130).
    static func makeSettings() -> UIViewController {
        let controller = SettingsStoryboard.makeInitialViewController()
        let settingsTabBarItem = UITabBarItem(title: "Settings", image: nil, tag: 0)
        controller.tabBarItem = settingsTabBarItem
        return controller
    }

    /// The segues the scene `List` starts; `identifier` is what `prepare(for:sender:)` sees.
    enum ListSegue: CaseIterable {
        case showDetail
        case help
        case share
        case presentLogin
        case fade
        case legacyPush
        case _2ndDetail

        var identifier: String? {
            switch self {
            case .showDetail: "showDetail"
            case .help: "help"
            case .share: "share"
            case .presentLogin: "presentLogin"
            case .fade: "fade"
            case .legacyPush: "legacy push"
            case ._2ndDetail: "2nd detail"
            }
        }
    }

    /// Performs `segue` from `source` as `performSegue(withIdentifier:sender:)` did: builds the destination,
    /// calls the source's `prepare(for:sender:)`, then performs the transition.
    static func perform(_ segue: ListSegue, from source: ListViewController, sender: Any? = nil) {
        switch segue {
        case .showDetail:
            let destination = makeDetailViewController()
            let segue = UIStoryboardSegue(identifier: "showDetail", source: source, destination: destination) {
                source.show(destination, sender: sender)
            }
            source.prepare(for: segue, sender: sender)
            segue.perform()
        case .help:
            let destination = makeLogin()
            destination.modalPresentationStyle = .popover
            if let popover = destination.popoverPresentationController {
                if let anchor = (source.viewIfLoaded as? FlowStoryboard.ListViewControllerLayout)?.helpButton {
                    popover.sourceView = anchor
                    popover.sourceRect = anchor.bounds
                }
                popover.permittedArrowDirections = [.up, .down]
            }
            let segue = UIStoryboardSegue(identifier: "help", source: source, destination: destination) {
                source.present(destination, animated: true)
            }
            source.prepare(for: segue, sender: sender)
            segue.perform()
        case .share:
            let destination = makeLogin()
            destination.modalPresentationStyle = .popover
            if let popover = destination.popoverPresentationController {
                popover.barButtonItem = source.navigationItem.rightBarButtonItem
            }
            let segue = UIStoryboardSegue(identifier: "share", source: source, destination: destination) {
                source.present(destination, animated: true)
            }
            source.prepare(for: segue, sender: sender)
            segue.perform()
        case .presentLogin:
            let destination = makeLogin()
            destination.modalPresentationStyle = .formSheet
            destination.modalTransitionStyle = .crossDissolve
            let segue = UIStoryboardSegue(identifier: "presentLogin", source: source, destination: destination) {
                source.present(destination, animated: true)
            }
            source.prepare(for: segue, sender: sender)
            segue.perform()
        case .fade:
            let destination = makeDetailViewController()
            let segue = FadeSegue(identifier: "fade", source: source, destination: destination)
            source.prepare(for: segue, sender: sender)
            segue.perform()
        case .legacyPush:
            let destination = makeDetailViewController()
            let segue = UIStoryboardSegue(identifier: "legacy push", source: source, destination: destination) {
                source.navigationController?.pushViewController(destination, animated: true)
            }
            source.prepare(for: segue, sender: sender)
            segue.perform()
        case ._2ndDetail:
            let destination = makeDetailViewController()
            let segue = UIStoryboardSegue(identifier: "2nd detail", source: source, destination: destination) {
                source.showDetailViewController(destination, sender: sender)
            }
            source.prepare(for: segue, sender: sender)
            segue.perform()
        }
    }

    /// What a control, bar button item, gesture or cell did with `segue`: asks the source's
    /// `shouldPerformSegue(withIdentifier:sender:)` (for a segue with an identifier), then `perform`s it.
    static func trigger(_ segue: ListSegue, from source: ListViewController, sender: Any?) {
        if let identifier = segue.identifier, !source.shouldPerformSegue(withIdentifier: identifier, sender: sender) { return }
        perform(segue, from: source, sender: sender)
    }

    /// The segues the scene `Detail` starts; `identifier` is what `prepare(for:sender:)` sees.
    enum DetailViewControllerSegue: CaseIterable {
        case back

        var identifier: String? {
            switch self {
            case .back: "back"
            }
        }
    }

    /// Performs `segue` from `source` as `performSegue(withIdentifier:sender:)` did: builds the destination,
    /// calls the source's `prepare(for:sender:)`, then performs the transition.
    static func perform(_ segue: DetailViewControllerSegue, from source: DetailViewController, sender: Any? = nil) {
        switch segue {
        case .back:
            unwind(from: source, action: Selector(("unwindToList:")), identifier: "back", sender: sender)
        }
    }

    /// What a control, bar button item, gesture or cell did with `segue`: asks the source's
    /// `shouldPerformSegue(withIdentifier:sender:)` (for a segue with an identifier), then `perform`s it.
    static func trigger(_ segue: DetailViewControllerSegue, from source: DetailViewController, sender: Any?) {
        if let identifier = segue.identifier, !source.shouldPerformSegue(withIdentifier: identifier, sender: sender) { return }
        perform(segue, from: source, sender: sender)
    }

    /// Performs an unwind segue from `source` as UIKit does for the storyboard's: finds the closest controller
    /// implementing `action` (children before their container, walking up through parents and presenters),
    /// calls the source's `prepare(for:sender:)`, the action on it, `unwind(for:towards:)` on the containers above it,
    /// and dismisses what is presented over it. Nil, doing nothing, when no controller implements `action` (as UIKit).
    @discardableResult
    static func unwind(from source: UIViewController, action: Selector, identifier: String?, sender: Any?) -> UIViewController? {
        func holdsSource(_ controller: UIViewController) -> Bool {
            var current: UIViewController? = source
            while let candidate = current {
                if candidate === controller { return true }
                current = candidate.parent ?? candidate.presentingViewController
            }
            return false
        }
        func search(_ controller: UIViewController) -> UIViewController? {
            var children = controller.children.filter { !holdsSource($0) }
            if controller is UINavigationController { children.reverse() }
            for child in children {
                if let found = search(child) { return found }
            }
            return controller.canPerformUnwindSegueAction(action, from: source, sender: sender) ? controller : nil
        }
        var level = source.parent ?? source.presentingViewController
        var found: UIViewController?
        while let container = level, found == nil {
            found = search(container)
            level = container.parent ?? container.presentingViewController
        }
        guard let destination = found else { return nil }
        let segue = UIStoryboardSegue(identifier: identifier, source: source, destination: destination) {
            var root = destination
            while let parent = root.parent { root = parent }
            if let presented = root.presentedViewController, holdsSource(presented) { root.dismiss(animated: true) }
        }
        source.prepare(for: segue, sender: sender)
        UIApplication.shared.sendAction(action, to: destination, from: segue, for: nil)
        var child = destination
        while let container = child.parent {
            container.unwind(for: segue, towards: child)
            child = container
        }
        segue.perform()
        return destination
    }
}

/// The actions of the segues the scene `List` of `FlowStoryboard` starts from its controls, bar
/// button items and gestures, which target the controller as the storyboard's triggers did.
extension ListViewController {
    @objc fileprivate func triggerSegue14FlowStoryboard9ListSegue_showDetail(_ sender: Any) {
        FlowStoryboard.trigger(FlowStoryboard.ListSegue.showDetail, from: self, sender: sender)
    }

    @objc fileprivate func triggerSegue14FlowStoryboard9ListSegue_help(_ sender: Any) {
        FlowStoryboard.trigger(FlowStoryboard.ListSegue.help, from: self, sender: sender)
    }

    @objc fileprivate func triggerSegue14FlowStoryboard9ListSegue_share(_ sender: Any) {
        FlowStoryboard.trigger(FlowStoryboard.ListSegue.share, from: self, sender: sender)
    }
}

/// The actions of the segues the scene `Detail` of `FlowStoryboard` starts from its controls, bar
/// button items and gestures, which target the controller as the storyboard's triggers did.
extension DetailViewController {
    @objc fileprivate func triggerSegue14FlowStoryboard25DetailViewControllerSegue_back(_ sender: Any) {
        FlowStoryboard.trigger(FlowStoryboard.DetailViewControllerSegue.back, from: self, sender: sender)
    }
}
