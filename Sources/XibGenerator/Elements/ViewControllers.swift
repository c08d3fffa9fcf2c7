extension ElementSpec {
    /// `<viewController>` → a scene whose root view (`<view key="view">`) becomes a layout type
    /// that `loadView()` assigns to `view`; the controller's attributes are set by `configure(_:)`.
    static let viewController = ViewControllerRules.controller(
        tag: "viewController", uikitClass: "UIViewController", role: "viewController",
        scene: .layout(property: "view"),
        examples: [
            TranslationExample(
                #"<viewController title="Log In" hidesBottomBarWhenPushed="YES" modalPresentationStyle="formSheet" modalTransitionStyle="crossDissolve" definesPresentationContext="YES" extendedLayoutIncludesOpaqueBars="YES" automaticallyAdjustsScrollViewInsets="NO" interfaceStyle="light" storyboardIdentifier="login" useStoryboardIdentifierAsRestorationIdentifier="YES" id="vc" customClass="LoginViewController" customModule="App" customModuleProvider="target" sceneMemberID="viewController"><view key="view" contentMode="scaleToFill" id="root"><rect key="frame" x="0.0" y="0.0" width="375" height="667"/></view><extendedEdge key="edgesForExtendedLayout" top="YES"/><value key="contentSizeForViewInPopover" type="size" width="200" height="65"/><size key="freeformSize" width="200" height="65"/></viewController>"#,
                emits: [
                    "static func configure(_ controller: LoginViewController)",
                    #"controller.title = "Log In""#, "controller.hidesBottomBarWhenPushed = true",
                    "controller.modalPresentationStyle = .formSheet", "controller.modalTransitionStyle = .crossDissolve",
                    "controller.definesPresentationContext = true", "controller.extendedLayoutIncludesOpaqueBars = true",
                    "controller.automaticallyAdjustsScrollViewInsets = false", "controller.overrideUserInterfaceStyle = .light",
                    #"controller.restorationIdentifier = "login""#, "controller.edgesForExtendedLayout = [.top]",
                    "controller.preferredContentSize = CGSize(width: 200, height: 65)",
                ],
                omits: ["storyboardIdentifier", "freeformSize"],
                isScene: true),
        ]
    )

    /// `<tableViewController>` → a scene whose table view is the root view: its layout type is
    /// a `UITableView` subclass that `loadView()` assigns to `tableView`.
    static let tableViewController = ViewControllerRules.controller(
        tag: "tableViewController", uikitClass: "UITableViewController", role: "tableViewController",
        rules: [.bool("clearsSelectionOnViewWillAppear", "clearsSelectionOnViewWillAppear", default: true)],
        scene: .layout(property: "tableView"), adoptedProtocols: ["UITableViewDataSource", "UITableViewDelegate"],
        examples: [
            TranslationExample(
                #"<tableViewController clearsSelectionOnViewWillAppear="NO" id="tvc" customClass="SettingsViewController" customModule="App" sceneMemberID="viewController"><tableView key="view" clipsSubviews="YES" contentMode="scaleToFill" alwaysBounceVertical="YES" dataMode="prototypes" style="grouped" separatorStyle="default" rowHeight="-1" estimatedRowHeight="-1" sectionHeaderHeight="18" sectionFooterHeight="18" id="table"><rect key="frame" x="0.0" y="0.0" width="375" height="667"/><connections><outlet property="dataSource" destination="tvc" id="o1"/><outlet property="delegate" destination="tvc" id="o2"/></connections></tableView></tableViewController>"#,
                emits: [
                    "class SettingsViewControllerLayout: UITableView", "convenience init()",
                    "func connect(to owner: SettingsViewController)", "dataSource = owner", "delegate = owner",
                    "controller.clearsSelectionOnViewWillAppear = false",
                ],
                isScene: true),
        ]
    )

    /// `<collectionViewController>` → a scene whose collection view is the root view: its layout
    /// type is a `UICollectionView` subclass that `loadView()` assigns to `collectionView`.
    static let collectionViewController = ViewControllerRules.controller(
        tag: "collectionViewController", uikitClass: "UICollectionViewController", role: "collectionViewController",
        rules: [.bool("clearsSelectionOnViewWillAppear", "clearsSelectionOnViewWillAppear", default: true)],
        scene: .layout(property: "collectionView"), adoptedProtocols: ["UICollectionViewDataSource", "UICollectionViewDelegate"],
        examples: [
            TranslationExample(
                #"<collectionViewController id="cvc" customClass="GalleryViewController" customModule="App" sceneMemberID="viewController"><collectionView key="view" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="scaleToFill" dataMode="prototypes" id="cv"><rect key="frame" x="0.0" y="0.0" width="375" height="667"/><collectionViewFlowLayout key="collectionViewLayout" minimumLineSpacing="4" minimumInteritemSpacing="10" id="fl"><size key="itemSize" width="100" height="100"/></collectionViewFlowLayout></collectionView></collectionViewController>"#,
                emits: [
                    "class GalleryViewControllerLayout: UICollectionView", "static func makeCollectionViewLayout() -> UICollectionViewLayout",
                    "collectionViewLayout.minimumLineSpacing = 4", "static func configure(_ controller: GalleryViewController)",
                ],
                isScene: true),
        ]
    )

    // Scenes whose views are not generated: reported where the storyboard declares them.

    static let navigationController = ViewControllerRules.controller(
        tag: "navigationController", uikitClass: "UINavigationController", role: "navigationController",
        rules: [
            .bool("navigationBarHidden", "isNavigationBarHidden", default: false),
            .bool("toolbarHidden", "isToolbarHidden", default: true),
        ],
        scene: .flow,
        examples: [flowExample(#"<navigationController navigationBarHidden="YES" id="c" sceneMemberID="viewController"/>"#,
                               emits: ["static func makeNavigationController() -> UINavigationController", "controller.isNavigationBarHidden = true"])])

    static let tabBarController = ViewControllerRules.controller(
        tag: "tabBarController", uikitClass: "UITabBarController", role: "tabBarController",
        scene: .flow,
        examples: [flowExample(#"<tabBarController id="c" sceneMemberID="viewController"/>"#, emits: ["static func makeTabBarController() -> UITabBarController"])])

    static let splitViewController = ViewControllerRules.controller(
        tag: "splitViewController", uikitClass: "UISplitViewController", role: "splitViewController",
        rules: [
            .bool("presentsWithGesture", "presentsWithGesture", default: true),
            .enumeration("preferredDisplayMode", "preferredDisplayMode", default: "automatic",
                         renames: ["beside": "oneBesideSecondary", "overlay": "oneOverSecondary", "primaryHidden": "secondaryOnly",
                                   "allVisible": "oneBesideSecondary", "primaryOverlay": "oneOverSecondary"]),
            .enumeration("behavior", "preferredSplitBehavior", default: "automatic"),
            .number("minimumPrimaryColumnWidth", "minimumPrimaryColumnWidth"),
            .number("maximumPrimaryColumnWidth", "maximumPrimaryColumnWidth"),
            .number("preferredPrimaryColumnWidthFraction", "preferredPrimaryColumnWidthFraction"),
        ],
        scene: .flow,
        examples: [flowExample(#"<splitViewController minimumPrimaryColumnWidth="320" preferredPrimaryColumnWidthFraction="0.32" presentsWithGesture="NO" preferredDisplayMode="beside" behavior="tile" id="c" sceneMemberID="viewController"/>"#,
                               emits: ["static func makeSplitViewController() -> UISplitViewController", "controller.presentsWithGesture = false",
                                       "controller.preferredDisplayMode = .oneBesideSecondary", "controller.preferredSplitBehavior = .tile",
                                       "controller.minimumPrimaryColumnWidth = 320", "controller.preferredPrimaryColumnWidthFraction = 0.32"])])

    static let pageViewController = ViewControllerRules.controller(
        tag: "pageViewController", uikitClass: "UIPageViewController", role: "pageViewController",
        rules: [.bool("doubleSided", "isDoubleSided", default: false)],
        customAttributes: ["transitionStyle", "navigationOrientation", "spineLocation"],
        scene: .flow,
        examples: [flowExample(#"<pageViewController transitionStyle="pageCurl" navigationOrientation="vertical" spineLocation="mid" doubleSided="YES" id="c" sceneMemberID="viewController"/>"#,
                               emits: ["controller.isDoubleSided = true", "let controller = UIPageViewController(transitionStyle: .pageCurl, navigationOrientation: .vertical, options: [.spineLocation: NSNumber(value: UIPageViewController.SpineLocation.mid.rawValue)])"])])

    static let viewControllerPlaceholder = ViewControllerRules.controller(
        tag: "viewControllerPlaceholder", uikitClass: "UIViewController", role: "storyboardReference",
        customAttributes: ["storyboardName", "referencedIdentifier", "bundleIdentifier"],
        scene: .flow,
        examples: [flowExample(#"<viewControllerPlaceholder storyboardName="Settings" referencedIdentifier="profile" id="c" sceneMemberID="viewController"/>"#,
                               emits: ["static func makeSettingsProfileReference() -> UIViewController", "SettingsStoryboard.makeProfile()"])])

    static let hostingController = ViewControllerRules.controller(
        tag: "hostingController", uikitClass: "UIHostingController", module: "SwiftUI", role: "hostingController",
        scene: .reported(kind: "unsupported-controller", reason: "a SwiftUI hosting controller's content is SwiftUI code, not a view hierarchy; create the UIHostingController in code"),
        examples: [containerExample("hostingController")])

    static let avPlayerViewController = ViewControllerRules.controller(
        tag: "avPlayerViewController", uikitClass: "AVPlayerViewController", module: "AVKit", role: "playerViewController",
        scene: .reported(kind: "unsupported-controller", reason: "AVKit's player controller draws its own view; create the AVPlayerViewController (and its player) in code"),
        examples: [containerExample("avPlayerViewController")])

    static let glkViewController = ViewControllerRules.controller(
        tag: "glkViewController", uikitClass: "GLKViewController", module: "GLKit", role: "glkViewController",
        scene: .reported(kind: "unsupported-controller", reason: "GLKit (OpenGL ES, deprecated by Apple) is not translated; port the scene to MetalKit's MTKView"),
        examples: [containerExample("glkViewController")])

    /// A scene the storyboard's flow builds (a container, a reference): its factory.
    private static func flowExample(_ scene: String, emits: [String]) -> TranslationExample {
        TranslationExample(scene, emits: emits, isScene: true)
    }

    /// A scene of `tag` that is reported, not generated.
    private static func containerExample(_ tag: String) -> TranslationExample {
        TranslationExample(#"<\#(tag) id="c" sceneMemberID="viewController"/>"#, omits: ["class "], isScene: true, reported: true)
    }
}
