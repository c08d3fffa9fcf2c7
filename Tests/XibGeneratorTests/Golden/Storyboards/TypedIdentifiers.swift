import UIKit

/// View code for the scenes of `TypedIdentifiers.storyboard`: a layout type for each scene's view and
/// each prototype cell, in document order.
enum TypedIdentifiersStoryboard {
    /// View code for the root view of the scene `LoginViewController` (`LoginViewController`): install it in
    /// `LoginViewController.loadView()` (`view = layout`, then `layout.connect(to: self)`) and call
    /// `configure(_:)` from the controller's initializer.
    class LoginViewControllerLayout: UIView {
        override init(frame: CGRect) {
            super.init(frame: frame)
            buildViewHierarchy()
            setupConstraints()
            configureViews()
            layoutDidLoad()
        }

        @available(*, unavailable)
        required init?(coder: NSCoder) {
            fatalError("LoginViewControllerLayout is built in code, not decoded from a nib or storyboard")
        }

        func buildViewHierarchy() {}

        func setupConstraints() {}

        func configureViews() {}

        /// Called once the layout is built (the views, constraints and settings above), where a nib-loaded
        /// view got `awakeFromNib()` — which never runs for a view built in code. Override it for set-up
        /// done in code (styling, observers), calling `super`.
        func layoutDidLoad() {}

        /// Makes the connections the storyboard made to its scene's controller: outlets that point at it and the
        /// actions it receives. Call it from `LoginViewController.loadView()` right after installing the layout.
        func connect(to owner: LoginViewController) {}

        /// Sets what the storyboard gives `LoginViewController` when it instantiates it, before its view
        /// loads (its title, navigation and tab bar items…): call it from the controller's initializer.
        static func configure(_ controller: LoginViewController) {}
    }

    /// View code for the root view of the scene `SignUpViewController` (`SignUpViewController`): install it in
    /// `SignUpViewController.loadView()` (`view = layout`, then `layout.connect(to: self)`) and call
    /// `configure(_:)` from the controller's initializer.
    class SignUpViewControllerLayout: UIView {
        override init(frame: CGRect) {
            super.init(frame: frame)
            buildViewHierarchy()
            setupConstraints()
            configureViews()
            layoutDidLoad()
        }

        @available(*, unavailable)
        required init?(coder: NSCoder) {
            fatalError("SignUpViewControllerLayout is built in code, not decoded from a nib or storyboard")
        }

        func buildViewHierarchy() {}

        func setupConstraints() {}

        func configureViews() {}

        /// Called once the layout is built (the views, constraints and settings above), where a nib-loaded
        /// view got `awakeFromNib()` — which never runs for a view built in code. Override it for set-up
        /// done in code (styling, observers), calling `super`.
        func layoutDidLoad() {}

        /// Makes the connections the storyboard made to its scene's controller: outlets that point at it and the
        /// actions it receives. Call it from `SignUpViewController.loadView()` right after installing the layout.
        func connect(to owner: SignUpViewController) {}

        /// Sets what the storyboard gives `SignUpViewController` when it instantiates it, before its view
        /// loads (its title, navigation and tab bar items…): call it from the controller's initializer.
        static func configure(_ controller: SignUpViewController) {}
    }

    /// View code for the root view of the scene `LegacyLoginViewController` (`LegacyLoginViewController`): install it in
    /// `LegacyLoginViewController.loadView()` (`view = layout`, then `layout.connect(to: self)`) and call
    /// `configure(_:)` from the controller's initializer.
    class LegacyLoginViewControllerLayout: UIView {
        override init(frame: CGRect) {
            super.init(frame: frame)
            buildViewHierarchy()
            setupConstraints()
            configureViews()
            layoutDidLoad()
        }

        @available(*, unavailable)
        required init?(coder: NSCoder) {
            fatalError("LegacyLoginViewControllerLayout is built in code, not decoded from a nib or storyboard")
        }

        func buildViewHierarchy() {}

        func setupConstraints() {}

        func configureViews() {}

        /// Called once the layout is built (the views, constraints and settings above), where a nib-loaded
        /// view got `awakeFromNib()` — which never runs for a view built in code. Override it for set-up
        /// done in code (styling, observers), calling `super`.
        func layoutDidLoad() {}

        /// Makes the connections the storyboard made to its scene's controller: outlets that point at it and the
        /// actions it receives. Call it from `LegacyLoginViewController.loadView()` right after installing the layout.
        func connect(to owner: LegacyLoginViewController) {}

        /// Sets what the storyboard gives `LegacyLoginViewController` when it instantiates it, before its view
        /// loads (its title, navigation and tab bar items…): call it from the controller's initializer.
        static func configure(_ controller: LegacyLoginViewController) {}
    }

    /// View code for the root view of the scene `viewController` (`UIViewController`): install it in
    /// `UIViewController.loadView()` (`view = layout`, then `layout.connect(to: self)`) and call
    /// `configure(_:)` from the controller's initializer.
    class ViewControllerLayout: UIView {
        override init(frame: CGRect) {
            super.init(frame: frame)
            buildViewHierarchy()
            setupConstraints()
            configureViews()
            layoutDidLoad()
        }

        @available(*, unavailable)
        required init?(coder: NSCoder) {
            fatalError("ViewControllerLayout is built in code, not decoded from a nib or storyboard")
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

    /// View code for the root view of the scene `OtherLoginViewController` (`OtherLoginViewController`): install it in
    /// `OtherLoginViewController.loadView()` (`view = layout`, then `layout.connect(to: self)`) and call
    /// `configure(_:)` from the controller's initializer.
    class OtherLoginViewControllerLayout: UIView {
        override init(frame: CGRect) {
            super.init(frame: frame)
            buildViewHierarchy()
            setupConstraints()
            configureViews()
            layoutDidLoad()
        }

        @available(*, unavailable)
        required init?(coder: NSCoder) {
            fatalError("OtherLoginViewControllerLayout is built in code, not decoded from a nib or storyboard")
        }

        func buildViewHierarchy() {}

        func setupConstraints() {}

        func configureViews() {}

        /// Called once the layout is built (the views, constraints and settings above), where a nib-loaded
        /// view got `awakeFromNib()` — which never runs for a view built in code. Override it for set-up
        /// done in code (styling, observers), calling `super`.
        func layoutDidLoad() {}

        /// Makes the connections the storyboard made to its scene's controller: outlets that point at it and the
        /// actions it receives. Call it from `OtherLoginViewController.loadView()` right after installing the layout.
        func connect(to owner: OtherLoginViewController) {}

        /// Sets what the storyboard gives `OtherLoginViewController` when it instantiates it, before its view
        /// loads (its title, navigation and tab bar items…): call it from the controller's initializer.
        static func configure(_ controller: OtherLoginViewController) {}
    }

    /// View code for the root view of the scene `DefaultsViewController` (`DefaultsViewController`): install it in
    /// `DefaultsViewController.loadView()` (`view = layout`, then `layout.connect(to: self)`) and call
    /// `configure(_:)` from the controller's initializer.
    class DefaultsViewControllerLayout: UIView {
        override init(frame: CGRect) {
            super.init(frame: frame)
            buildViewHierarchy()
            setupConstraints()
            configureViews()
            layoutDidLoad()
        }

        @available(*, unavailable)
        required init?(coder: NSCoder) {
            fatalError("DefaultsViewControllerLayout is built in code, not decoded from a nib or storyboard")
        }

        func buildViewHierarchy() {}

        func setupConstraints() {}

        func configureViews() {}

        /// Called once the layout is built (the views, constraints and settings above), where a nib-loaded
        /// view got `awakeFromNib()` — which never runs for a view built in code. Override it for set-up
        /// done in code (styling, observers), calling `super`.
        func layoutDidLoad() {}

        /// Makes the connections the storyboard made to its scene's controller: outlets that point at it and the
        /// actions it receives. Call it from `DefaultsViewController.loadView()` right after installing the layout.
        func connect(to owner: DefaultsViewController) {}

        /// Sets what the storyboard gives `DefaultsViewController` when it instantiates it, before its view
        /// loads (its title, navigation and tab bar items…): call it from the controller's initializer.
        static func configure(_ controller: DefaultsViewController) {}
    }

    /// View code for the root view of the scene `UntaggedViewController` (`UntaggedViewController`): install it in
    /// `UntaggedViewController.loadView()` (`view = layout`, then `layout.connect(to: self)`) and call
    /// `configure(_:)` from the controller's initializer.
    class UntaggedViewControllerLayout: UIView {
        override init(frame: CGRect) {
            super.init(frame: frame)
            buildViewHierarchy()
            setupConstraints()
            configureViews()
            layoutDidLoad()
        }

        @available(*, unavailable)
        required init?(coder: NSCoder) {
            fatalError("UntaggedViewControllerLayout is built in code, not decoded from a nib or storyboard")
        }

        func buildViewHierarchy() {}

        func setupConstraints() {}

        func configureViews() {}

        /// Called once the layout is built (the views, constraints and settings above), where a nib-loaded
        /// view got `awakeFromNib()` — which never runs for a view built in code. Override it for set-up
        /// done in code (styling, observers), calling `super`.
        func layoutDidLoad() {}

        /// Makes the connections the storyboard made to its scene's controller: outlets that point at it and the
        /// actions it receives. Call it from `UntaggedViewController.loadView()` right after installing the layout.
        func connect(to owner: UntaggedViewController) {}

        /// Sets what the storyboard gives `UntaggedViewController` when it instantiates it, before its view
        /// loads (its title, navigation and tab bar items…): call it from the controller's initializer.
        static func configure(_ controller: UntaggedViewController) {}
    }

    /// View code for the root view of the scene `ContactsViewController` (`ContactsViewController`): install it in
    /// `ContactsViewController.loadView()` (`tableView = layout`, then `layout.connect(to: self)`) and call
    /// `configure(_:)` from the controller's initializer.
    class ContactsViewControllerLayout: UITableView {
        override init(frame: CGRect, style: UITableView.Style) {
            super.init(frame: frame, style: style)
            buildViewHierarchy()
            setupConstraints()
            configureViews()
            layoutDidLoad()
        }

        convenience init() {
            self.init(frame: .zero, style: .plain)
        }

        @available(*, unavailable)
        required init?(coder: NSCoder) {
            fatalError("ContactsViewControllerLayout is built in code, not decoded from a nib or storyboard")
        }

        func buildViewHierarchy() {}

        func setupConstraints() {}

        func configureViews() {
            sectionHeaderHeight = 28
            sectionFooterHeight = 28

            registerPrototypeCells()
        }

        /// Called once the layout is built (the views, constraints and settings above), where a nib-loaded
        /// view got `awakeFromNib()` — which never runs for a view built in code. Override it for set-up
        /// done in code (styling, observers), calling `super`.
        func layoutDidLoad() {}

        /// Makes the connections the storyboard made to its scene's controller: outlets that point at it and the
        /// actions it receives. Call it from `ContactsViewController.loadView()` right after installing the layout.
        func connect(to owner: ContactsViewController) {
            dataSource = owner
            delegate = owner
        }

        /// Registers the scene's prototype cells, as the storyboard did when it loaded the scene:
        /// dequeue them by their types' `reuseIdentifier`.
        func registerPrototypeCells() {
            register(TypedIdentifiersStoryboard.ContactsViewControllerCellLayout.self, forCellReuseIdentifier: TypedIdentifiersStoryboard.ContactsViewControllerCellLayout.reuseIdentifier)
            register(TypedIdentifiersStoryboard.ContactsViewControllerCellLayout2.self, forCellReuseIdentifier: TypedIdentifiersStoryboard.ContactsViewControllerCellLayout2.reuseIdentifier)
            register(TypedIdentifiersStoryboard.ProfileCellLayout.self, forCellReuseIdentifier: TypedIdentifiersStoryboard.ProfileCellLayout.reuseIdentifier)
            register(TypedIdentifiersStoryboard.ContactsViewControllerDefaultCellLayout.self, forCellReuseIdentifier: TypedIdentifiersStoryboard.ContactsViewControllerDefaultCellLayout.reuseIdentifier)
            register(TypedIdentifiersStoryboard.ContactsViewControllerShowMoreCellLayout.self, forCellReuseIdentifier: TypedIdentifiersStoryboard.ContactsViewControllerShowMoreCellLayout.reuseIdentifier)
        }

        /// Sets what the storyboard gives `ContactsViewController` when it instantiates it, before its view
        /// loads (its title, navigation and tab bar items…): call it from the controller's initializer.
        static func configure(_ controller: ContactsViewController) {}
    }

    /// View code for the prototype cell `Cell` of the scene `ContactsViewController`. The scene's layout registers it.
    class ContactsViewControllerCellLayout: UITableViewCell {
        static let reuseIdentifier = "Cell"

        override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
            super.init(style: style, reuseIdentifier: reuseIdentifier)
            buildViewHierarchy()
            setupConstraints()
            configureViews()
            layoutDidLoad()
        }

        @available(*, unavailable)
        required init?(coder: NSCoder) {
            fatalError("ContactsViewControllerCellLayout is built in code, not decoded from a nib or storyboard")
        }

        func buildViewHierarchy() {}

        func setupConstraints() {}

        func configureViews() {
            clipsToBounds = true
        }

        /// Called once the layout is built (the views, constraints and settings above), where a nib-loaded
        /// view got `awakeFromNib()` — which never runs for a view built in code. Override it for set-up
        /// done in code (styling, observers), calling `super`.
        func layoutDidLoad() {}
    }

    /// View code for the prototype cell `cell` of the scene `ContactsViewController`. The scene's layout registers it.
    class ContactsViewControllerCellLayout2: UITableViewCell {
        static let reuseIdentifier = "cell"

        override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
            super.init(style: style, reuseIdentifier: reuseIdentifier)
            buildViewHierarchy()
            setupConstraints()
            configureViews()
            layoutDidLoad()
        }

        @available(*, unavailable)
        required init?(coder: NSCoder) {
            fatalError("ContactsViewControllerCellLayout2 is built in code, not decoded from a nib or storyboard")
        }

        func buildViewHierarchy() {}

        func setupConstraints() {}

        func configureViews() {
            clipsToBounds = true
        }

        /// Called once the layout is built (the views, constraints and settings above), where a nib-loaded
        /// view got `awakeFromNib()` — which never runs for a view built in code. Override it for set-up
        /// done in code (styling, observers), calling `super`.
        func layoutDidLoad() {}
    }

    /// View code for the prototype cell `Profile Cell` of the scene `ContactsViewController`: a `ProfileCell`. The scene's layout registers it.
    class ProfileCellLayout: ProfileCell {
        static let reuseIdentifier = "Profile Cell"

        override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
            super.init(style: style, reuseIdentifier: reuseIdentifier)
            buildViewHierarchy()
            setupConstraints()
            configureViews()
            layoutDidLoad()
        }

        @available(*, unavailable)
        required init?(coder: NSCoder) {
            fatalError("ProfileCellLayout is built in code, not decoded from a nib or storyboard")
        }

        func buildViewHierarchy() {}

        func setupConstraints() {}

        func configureViews() {
            clipsToBounds = true
        }

        /// Called once the layout is built (the views, constraints and settings above), where a nib-loaded
        /// view got `awakeFromNib()` — which never runs for a view built in code. Override it for set-up
        /// done in code (styling, observers), calling `super`.
        func layoutDidLoad() {}
    }

    /// View code for the prototype cell `default` of the scene `ContactsViewController`. The scene's layout registers it.
    class ContactsViewControllerDefaultCellLayout: UITableViewCell {
        static let reuseIdentifier = "default"

        override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
            super.init(style: style, reuseIdentifier: reuseIdentifier)
            buildViewHierarchy()
            setupConstraints()
            configureViews()
            layoutDidLoad()
        }

        @available(*, unavailable)
        required init?(coder: NSCoder) {
            fatalError("ContactsViewControllerDefaultCellLayout is built in code, not decoded from a nib or storyboard")
        }

        func buildViewHierarchy() {}

        func setupConstraints() {}

        func configureViews() {
            clipsToBounds = true
        }

        /// Called once the layout is built (the views, constraints and settings above), where a nib-loaded
        /// view got `awakeFromNib()` — which never runs for a view built in code. Override it for set-up
        /// done in code (styling, observers), calling `super`.
        func layoutDidLoad() {}
    }

    /// View code for the prototype cell `SHOW_MORE` of the scene `ContactsViewController`. The scene's layout registers it.
    class ContactsViewControllerShowMoreCellLayout: UITableViewCell {
        static let reuseIdentifier = "SHOW_MORE"

        override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
            super.init(style: style, reuseIdentifier: reuseIdentifier)
            buildViewHierarchy()
            setupConstraints()
            configureViews()
            layoutDidLoad()
        }

        @available(*, unavailable)
        required init?(coder: NSCoder) {
            fatalError("ContactsViewControllerShowMoreCellLayout is built in code, not decoded from a nib or storyboard")
        }

        func buildViewHierarchy() {}

        func setupConstraints() {}

        func configureViews() {
            clipsToBounds = true
        }

        /// Called once the layout is built (the views, constraints and settings above), where a nib-loaded
        /// view got `awakeFromNib()` — which never runs for a view built in code. Override it for set-up
        /// done in code (styling, observers), calling `super`.
        func layoutDidLoad() {}
    }

    /// View code for the root view of the scene `collectionViewController` (`UICollectionViewController`): install it in
    /// `UICollectionViewController.loadView()` (`collectionView = layout`, then `layout.connect(to: self)`) and call
    /// `configure(_:)` from the controller's initializer.
    class PhotosGridLayout: UICollectionView {
        override init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout) {
            super.init(frame: frame, collectionViewLayout: layout)
            buildViewHierarchy()
            setupConstraints()
            configureViews()
            layoutDidLoad()
        }

        convenience init() {
            self.init(frame: .zero, collectionViewLayout: Self.makeCollectionViewLayout())
        }

        /// The layout the XIB gives the collection view.
        static func makeCollectionViewLayout() -> UICollectionViewLayout {
            let collectionViewLayout = UICollectionViewFlowLayout()
            collectionViewLayout.itemSize = CGSize(width: 100, height: 100)
            collectionViewLayout.headerReferenceSize = CGSize(width: 50, height: 50)
            return collectionViewLayout
        }

        @available(*, unavailable)
        required init?(coder: NSCoder) {
            fatalError("PhotosGridLayout is built in code, not decoded from a nib or storyboard")
        }

        func buildViewHierarchy() {}

        func setupConstraints() {}

        func configureViews() {
            registerPrototypeCells()
        }

        /// Called once the layout is built (the views, constraints and settings above), where a nib-loaded
        /// view got `awakeFromNib()` — which never runs for a view built in code. Override it for set-up
        /// done in code (styling, observers), calling `super`.
        func layoutDidLoad() {}

        /// Makes the connections the storyboard made to its scene's controller: outlets that point at it and the
        /// actions it receives. Call it from `UICollectionViewController.loadView()` right after installing the layout.
        func connect(to owner: UICollectionViewController) {
            dataSource = owner
            delegate = owner
        }

        /// Registers the scene's prototype cells, as the storyboard did when it loaded the scene:
        /// dequeue them by their types' `reuseIdentifier`.
        func registerPrototypeCells() {
            register(TypedIdentifiersStoryboard.PhotosGridCellLayout.self, forCellWithReuseIdentifier: TypedIdentifiersStoryboard.PhotosGridCellLayout.reuseIdentifier)
            register(TypedIdentifiersStoryboard.PhotosGridHeaderLayout.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader, withReuseIdentifier: "header")
        }

        /// Sets what the storyboard gives `UICollectionViewController` when it instantiates it, before its view
        /// loads (its title, navigation and tab bar items…): call it from the controller's initializer.
        static func configure(_ controller: UICollectionViewController) {}
    }

    /// View code for the prototype cell `Cell` of the scene `collectionViewController`. The scene's layout registers it.
    class PhotosGridCellLayout: UICollectionViewCell {
        static let reuseIdentifier = "Cell"

        override init(frame: CGRect) {
            super.init(frame: frame)
            buildViewHierarchy()
            setupConstraints()
            configureViews()
            layoutDidLoad()
        }

        @available(*, unavailable)
        required init?(coder: NSCoder) {
            fatalError("PhotosGridCellLayout is built in code, not decoded from a nib or storyboard")
        }

        func buildViewHierarchy() {}

        func setupConstraints() {}

        func configureViews() {
            contentMode = .center
            isOpaque = false
            clipsToBounds = true
            isMultipleTouchEnabled = true
        }

        /// Called once the layout is built (the views, constraints and settings above), where a nib-loaded
        /// view got `awakeFromNib()` — which never runs for a view built in code. Override it for set-up
        /// done in code (styling, observers), calling `super`.
        func layoutDidLoad() {}
    }

    /// View code for the section header `header` of the scene `collectionViewController`. The scene's layout registers it.
    class PhotosGridHeaderLayout: UICollectionReusableView {
        static let reuseIdentifier = "header"

        override init(frame: CGRect) {
            super.init(frame: frame)
            buildViewHierarchy()
            setupConstraints()
            configureViews()
            layoutDidLoad()
        }

        @available(*, unavailable)
        required init?(coder: NSCoder) {
            fatalError("PhotosGridHeaderLayout is built in code, not decoded from a nib or storyboard")
        }

        func buildViewHierarchy() {}

        func setupConstraints() {}

        func configureViews() {
            contentMode = .center
            isOpaque = false
            clipsToBounds = true
            isMultipleTouchEnabled = true
        }

        /// Called once the layout is built (the views, constraints and settings above), where a nib-loaded
        /// view got `awakeFromNib()` — which never runs for a view built in code. Override it for set-up
        /// done in code (styling, observers), calling `super`.
        func layoutDidLoad() {}
    }
}

/// `TypedIdentifiers.storyboard` by name, typed: its scenes by storyboard identifier, its initial scene, its reuse identifiers.
extension TypedIdentifiersStoryboard {
    /// The storyboard's name in its bundle.
    static let name = "TypedIdentifiers"

    /// The storyboard, from the app's main bundle (a framework's storyboard: `UIStoryboard(name: name, bundle:)`).
    @MainActor static var storyboard: UIStoryboard {
        UIStoryboard(name: name, bundle: nil)
    }

    /// The initial scene `Navigation Controller` (line 7), as the storyboard
    /// builds it; `creator` makes it with dependencies (`UINavigationController(coder:…)`), nil for `init(coder:)`.
    @MainActor static func instantiateInitial(creator: ((NSCoder) -> UINavigationController?)? = nil) -> UINavigationController {
        let controller = storyboard.instantiateInitialViewController { coder -> UIViewController? in creator?(coder) }
        guard let typed = controller as? UINavigationController else {
            fatalError("TypedIdentifiers.storyboard: the initial view controller is \(controller.map { "a \(type(of: $0))" } ?? "missing"), not a UINavigationController")
        }
        return typed
    }

    /// A scene of `TypedIdentifiers.storyboard` with a storyboard identifier: `instantiate()` returns its controller's class.
    struct SceneIdentifier<Controller: UIViewController>: Sendable {
        let identifier: String

        /// The scene's controller, as the storyboard builds it; `creator` makes it with dependencies
        /// (`init?(coder:…)` of your own), nil for `init(coder:)`.
        @MainActor func instantiate(creator: ((NSCoder) -> Controller?)? = nil) -> Controller {
            let controller = TypedIdentifiersStoryboard.storyboard.instantiateViewController(identifier: identifier) { coder -> UIViewController? in creator?(coder) }
            guard let typed = controller as? Controller else {
                fatalError("TypedIdentifiers.storyboard: the scene \"\(identifier)\" is a \(type(of: controller)), not a \(Controller.self)")
            }
            return typed
        }
    }

    /// The scenes of `TypedIdentifiers.storyboard` that have a storyboard identifier, in document order.
    enum Scene {
        /// `Navigation Controller` (line 7): `Main Navigation`.
        static var mainNavigation: SceneIdentifier<UINavigationController> { SceneIdentifier(identifier: "Main Navigation") }

        /// `LoginViewController` (line 21): `Login`.
        static var login: SceneIdentifier<LoginViewController> { SceneIdentifier(identifier: "Login") }

        /// `SignUpViewController` (line 32): `login`.
        static var login3: SceneIdentifier<SignUpViewController> { SceneIdentifier(identifier: "login") }

        /// `LegacyLoginViewController` (line 43): `login2`.
        static var login2: SceneIdentifier<LegacyLoginViewController> { SceneIdentifier(identifier: "login2") }

        /// `viewController` (line 54): `2nd Screen`.
        static var _2ndScreen: SceneIdentifier<UIViewController> { SceneIdentifier(identifier: "2nd Screen") }

        /// `DefaultsViewController` (line 76): `default`.
        static var `default`: SceneIdentifier<DefaultsViewController> { SceneIdentifier(identifier: "default") }

        /// `ContactsViewController` (line 98): `contacts list`.
        static var contactsList: SceneIdentifier<ContactsViewController> { SceneIdentifier(identifier: "contacts list") }

        /// `collectionViewController` (line 155): `Photos-Grid 🔥`.
        static var photosGrid: SceneIdentifier<UICollectionViewController> { SceneIdentifier(identifier: "Photos-Grid 🔥") }
    }
}

extension TypedIdentifiersStoryboard {
    /// The reuse identifiers of the storyboard's prototype cells and reusable views, in document order.
    enum ReuseIdentifier {
        /// <tableViewCell> of `ContactsViewController` (line 103); <collectionViewCell> of `collectionViewController` (line 166).
        static let cell = "Cell"

        /// <tableViewCell> of `ContactsViewController` (line 111).
        static let cell2 = "cell"

        /// a `ProfileCell` of `ContactsViewController` (line 119).
        static let profileCell = "Profile Cell"

        /// <tableViewCell> of `ContactsViewController` (line 127).
        static let `default` = "default"

        /// <tableViewCell> of `ContactsViewController` (line 135).
        static let showMore = "SHOW_MORE"

        /// <collectionReusableView> of `collectionViewController` (line 175).
        static let header = "header"
    }
}

/// The flow of `TypedIdentifiersStoryboard` as code: a factory per scene, the initial controller, the segues.
@MainActor extension TypedIdentifiersStoryboard {
    /// The storyboard's initial view controller, built in code (`instantiateInitialViewController()`).
    static func makeInitialViewController() -> UINavigationController {
        makeMainNavigation()
    }

    /// The scene `Navigation Controller`, built in code as the storyboard instantiated it.
    static func makeMainNavigation() -> UINavigationController {
        let controller = UINavigationController()
        controller.viewControllers = [makeLogin()]
        return controller
    }

    /// The scene `LoginViewController`, built in code as the storyboard instantiated it.
    static func makeLogin() -> LoginViewController {
        LoginViewController()
    }

    /// The scene `SignUpViewController`, built in code as the storyboard instantiated it.
    static func makeLogin2() -> SignUpViewController {
        SignUpViewController()
    }

    /// The scene `LegacyLoginViewController`, built in code as the storyboard instantiated it.
    static func makeLogin22() -> LegacyLoginViewController {
        LegacyLoginViewController()
    }

    /// The scene `viewController`, built in code as the storyboard instantiated it.
    static func makeViewController() -> UIViewController {
        let controller = UIViewController()
        ViewControllerLayout.configure(controller)
        let layout = ViewControllerLayout()
        controller.view = layout
        layout.connect(to: controller)
        return controller
    }

    /// The scene `OtherLoginViewController`, built in code as the storyboard instantiated it.
    static func makeLogin3() -> OtherLoginViewController {
        OtherLoginViewController()
    }

    /// The scene `DefaultsViewController`, built in code as the storyboard instantiated it.
    static func makeDefault() -> DefaultsViewController {
        DefaultsViewController()
    }

    /// The scene `UntaggedViewController`, built in code as the storyboard instantiated it.
    static func makeUntaggedViewController() -> UntaggedViewController {
        UntaggedViewController()
    }

    /// The scene `ContactsViewController`, built in code as the storyboard instantiated it.
    static func makeContactsList() -> ContactsViewController {
        ContactsViewController()
    }

    /// The scene `collectionViewController`, built in code as the storyboard instantiated it.
    static func makePhotosGrid() -> UICollectionViewController {
        let controller = UICollectionViewController(collectionViewLayout: PhotosGridLayout.makeCollectionViewLayout())
        PhotosGridLayout.configure(controller)
        let layout = PhotosGridLayout()
        controller.collectionView = layout
        layout.connect(to: controller)
        return controller
    }

    /// The storyboard reference `viewControllerPlaceholder` (line 190).
    static func makeSettingsReference() -> UIViewController {
        SettingsStoryboard.makeInitialViewController()
    }
}
