/// What a document is, from its root's `type` (`com.apple.InterfaceBuilder3.CocoaTouch.XIB`,
/// `….CocoaTouch.Storyboard.XIB`, `com.apple.InterfaceBuilder.AppleTV.Storyboard`…).
public enum XibDocumentKind: String, Hashable, Sendable {
    /// A `.xib`: top-level `objects` and `placeholders` (File's Owner, First Responder).
    case xib
    /// A `.storyboard`: `scenes`, each with its controller; the document's own `objects` and
    /// `placeholders` are empty.
    case storyboard
}

/// A storyboard `<scene>`: one view controller (or storyboard reference) with its placeholders
/// and any other top-level objects IB keeps beside it.
public struct XibScene: Hashable, Sendable {
    /// `sceneID`. Not an object id: nothing refers to it.
    public var id: String
    /// The comment IB writes before `<scene>` (`<!--Login-->`): the scene's title in IB's outline,
    /// derived by IB from the controller's title, its navigation item or its class.
    public var title: String?
    /// The object with `sceneMemberID="viewController"` (`viewController`, `navigationController`,
    /// `viewControllerPlaceholder`…); nil only in a malformed scene (reported).
    public var controller: XibObject?
    /// The scene's `<placeholder>`s (its First Responder) and `<exit>`, in document order.
    public var placeholders: [XibPlaceholder]
    /// Other top-level objects of the scene in document order: gesture recognizers, bar button
    /// items, views used as a table header or as an outlet target, `customObject`s…
    public var objects: [XibObject]
    /// Every `<segue>` of the scene's objects, in document order (each names its `source`).
    public var segues: [XibSegue]
    /// Other children of `<scene>`, raw (`<point key="canvasLocation">`: editor-only).
    public var properties: [XibNode]
    public var location: SourceLocation

    public init(
        id: String, title: String? = nil, controller: XibObject? = nil, placeholders: [XibPlaceholder] = [],
        objects: [XibObject] = [], segues: [XibSegue] = [], properties: [XibNode] = [], location: SourceLocation = .unknown
    ) {
        self.id = id
        self.title = title
        self.controller = controller
        self.placeholders = placeholders
        self.objects = objects
        self.segues = segues
        self.properties = properties
        self.location = location
    }

    /// The controller's element, typed; nil for an element this model does not know (the tag
    /// stays in `controller.tag`).
    public var controllerKind: XibControllerKind? { controller.flatMap { XibControllerKind(rawValue: $0.tag) } }

    /// The scene's First Responder placeholder (`IBFirstResponder`; every scene has its own).
    public var firstResponder: XibPlaceholder? { placeholders.first(where: \.isFirstResponder) }

    /// The scene's `<exit>` (the destination of its unwind segues), when it has one.
    public var exit: XibPlaceholder? { placeholders.first(where: \.isExit) }

    /// Depth-first over the controller (with everything it holds) and then the other objects.
    public func forEachObject(_ body: (XibObject) -> Void) {
        controller?.forEachObject(body)
        for object in objects { object.forEachObject(body) }
    }

    /// The segues `source` (an object of this scene) starts, in document order.
    public func segues(from source: String) -> [XibSegue] {
        segues.filter { $0.source == source }
    }
}

/// The element of a scene's controller.
public enum XibControllerKind: String, Hashable, Sendable, CaseIterable {
    case viewController, tableViewController, collectionViewController
    case navigationController, tabBarController, splitViewController, pageViewController
    /// A storyboard reference (`XibObject.storyboardReference`): a scene in this or another
    /// storyboard, instantiated when a segue reaches it.
    case viewControllerPlaceholder
    /// SwiftUI's `UIHostingController`.
    case hostingController
    /// AVKit's `AVPlayerViewController`.
    case avPlayerViewController
    /// GLKit's `GLKViewController` (deprecated by Apple).
    case glkViewController

    /// The class UIKit (or AVKit, GLKit, SwiftUI) instantiates when the controller has no
    /// `customClass`; nil for a storyboard reference, which is not a controller of its own.
    public var defaultClassName: String? {
        switch self {
        case .viewController: "UIViewController"
        case .tableViewController: "UITableViewController"
        case .collectionViewController: "UICollectionViewController"
        case .navigationController: "UINavigationController"
        case .tabBarController: "UITabBarController"
        case .splitViewController: "UISplitViewController"
        case .pageViewController: "UIPageViewController"
        case .viewControllerPlaceholder: nil
        case .hostingController: "UIHostingController"
        case .avPlayerViewController: "AVPlayerViewController"
        case .glkViewController: "GLKViewController"
        }
    }

    /// The module `defaultClassName` lives in.
    public var module: String? {
        switch self {
        case .viewControllerPlaceholder: nil
        case .hostingController: "SwiftUI"
        case .avPlayerViewController: "AVKit"
        case .glkViewController: "GLKit"
        default: "UIKit"
        }
    }

    /// Controllers whose children are other scenes, attached by `relationship` segues.
    public var isContainer: Bool {
        switch self {
        case .navigationController, .tabBarController, .splitViewController, .pageViewController: true
        default: false
        }
    }
}

/// What a `viewControllerPlaceholder` (storyboard reference) points at.
public struct XibStoryboardReference: Hashable, Sendable {
    /// `storyboardName`; nil for a reference to a scene of the same storyboard.
    public var storyboardName: String?
    /// `referencedIdentifier`: the storyboard identifier of the referenced scene; nil for the
    /// referenced storyboard's initial view controller.
    public var referencedIdentifier: String?
    /// `bundleIdentifier` of the bundle holding the storyboard; nil for the main bundle.
    public var bundleIdentifier: String?

    public init(storyboardName: String? = nil, referencedIdentifier: String? = nil, bundleIdentifier: String? = nil) {
        self.storyboardName = storyboardName
        self.referencedIdentifier = referencedIdentifier
        self.bundleIdentifier = bundleIdentifier
    }
}

/// A `<segue>` in an object's `<connections>` (kept in its scene's `segues`).
public struct XibSegue: Hashable, Sendable {
    /// `kind`, as IB writes it.
    public enum Kind: Hashable, Sendable {
        /// Show (`show(_:sender:)`), Show Detail (`showDetailViewController(_:sender:)`).
        case show, showDetail
        /// Present Modally, Present As Popover.
        case presentation, popoverPresentation
        /// A container view's child controller.
        case embed
        /// A container's child (`relationship`: `rootViewController`, `viewControllers`…).
        case relationship
        /// Back to a controller that implements `unwindAction` (the destination is the scene's `<exit>`).
        case unwind
        /// The app's `UIStoryboardSegue` subclass (`customClass`).
        case custom
        /// Deprecated kinds (iOS 7 and earlier storyboards): push, modal, popover, replace.
        case push, modal, popover, replace
        /// A kind this model does not know (reported as a warning).
        case unknown(String)

        public init(rawValue: String) {
            switch rawValue {
            case "show": self = .show
            case "showDetail": self = .showDetail
            case "presentation": self = .presentation
            case "popoverPresentation": self = .popoverPresentation
            case "embed": self = .embed
            case "relationship": self = .relationship
            case "unwind": self = .unwind
            case "custom": self = .custom
            case "push": self = .push
            case "modal": self = .modal
            case "popover": self = .popover
            case "replace": self = .replace
            default: self = .unknown(rawValue)
            }
        }

        public var rawValue: String {
            switch self {
            case .show: "show"
            case .showDetail: "showDetail"
            case .presentation: "presentation"
            case .popoverPresentation: "popoverPresentation"
            case .embed: "embed"
            case .relationship: "relationship"
            case .unwind: "unwind"
            case .custom: "custom"
            case .push: "push"
            case .modal: "modal"
            case .popover: "popover"
            case .replace: "replace"
            case .unknown(let text): text
            }
        }
    }

    /// What makes the segue happen, from the element whose `<connections>` hold it.
    public enum Trigger: Hashable, Sendable {
        /// The source is the scene's controller: a manual segue (`performSegue(withIdentifier:)`),
        /// or a container's `relationship`.
        case controller
        /// A `UIControl` (button, switch…): its primary action.
        case control
        case barButtonItem
        case gestureRecognizer
        /// Selecting a table view cell; `accessory` for `trigger="accessoryAction"` (the
        /// accessory button).
        case tableViewCell(accessory: Bool)
        case collectionViewCell
        /// A container view: the `embed` segue runs when the view loads.
        case containerView
        /// Any other element (its tag).
        case other(String)
    }

    /// `<popoverArrowDirection>`: the permitted arrow directions of a popover segue.
    public struct ArrowDirections: Hashable, Sendable {
        public var up = false, down = false, left = false, right = false

        public init(up: Bool = false, down: Bool = false, left: Bool = false, right: Bool = false) {
            self.up = up
            self.down = down
            self.left = left
            self.right = right
        }

        /// All four: UIKit's `.any`.
        public var isAny: Bool { up && down && left && right }
    }

    public var id: String
    public var kind: Kind
    /// `identifier` (what `prepare(for:sender:)` sees); nil when IB has none.
    public var identifier: String?
    /// The id of the object whose `<connections>` hold the segue.
    public var source: String
    /// The element name of `source` (`button`, `viewController`, `tableViewCell`…).
    public var sourceTag: String
    /// A scene controller's id, or the scene's `<exit>` for an unwind segue.
    public var destination: String
    /// `relationship` segues: `rootViewController`, `viewControllers`, `masterViewController`,
    /// `detailViewController` (and `supplementaryViewController`, `compactViewController`…).
    public var relationship: String?
    /// `modalPresentationStyle` (`formSheet`, `fullScreen`, `pageSheet`, `overCurrentContext`…);
    /// nil for the default.
    public var modalPresentationStyle: String?
    /// `modalTransitionStyle` (`coverVertical`, `flipHorizontal`, `crossDissolve`, `partialCurl`).
    public var modalTransitionStyle: String?
    /// `animates="NO"` makes this false.
    public var animates: Bool
    /// `custom` segues (and any segue IB gave a class): the `UIStoryboardSegue` subclass.
    public var customClass: String?
    /// `customModule`; see `isSwiftClass`.
    public var customModule: String?
    /// Popover segues: the view (`popoverAnchorView`) or bar button item
    /// (`popoverAnchorBarButtonItem`) the popover points at; ids, validated.
    public var popoverAnchorView: String?
    public var popoverAnchorBarButtonItem: String?
    /// Popover segues: `<popoverArrowDirection>`; nil when absent (UIKit's default, `.any`).
    public var popoverArrowDirections: ArrowDirections?
    /// Popover segues: views still interactive while the popover shows (an `outletCollection`
    /// `passthroughViews` inside the segue); ids, validated.
    public var passthroughViews: [String]
    /// Unwind segues: the selector of the unwind action (`unwindToLogin:`).
    public var unwindAction: String?
    /// All attributes as written.
    public var attributes: XibAttributes
    /// Other children, raw: peek-and-pop's `<segue key="preview|commit" inheritsFrom="…">`
    /// (3D Touch previewing, deprecated in iOS 13).
    public var properties: [XibNode]
    public var location: SourceLocation

    public init(
        id: String, kind: Kind, identifier: String? = nil, source: String, sourceTag: String, destination: String,
        relationship: String? = nil, modalPresentationStyle: String? = nil, modalTransitionStyle: String? = nil,
        animates: Bool = true, customClass: String? = nil, customModule: String? = nil,
        popoverAnchorView: String? = nil, popoverAnchorBarButtonItem: String? = nil,
        popoverArrowDirections: ArrowDirections? = nil, passthroughViews: [String] = [], unwindAction: String? = nil,
        attributes: XibAttributes = [], properties: [XibNode] = [], location: SourceLocation = .unknown
    ) {
        self.id = id
        self.kind = kind
        self.identifier = identifier
        self.source = source
        self.sourceTag = sourceTag
        self.destination = destination
        self.relationship = relationship
        self.modalPresentationStyle = modalPresentationStyle
        self.modalTransitionStyle = modalTransitionStyle
        self.animates = animates
        self.customClass = customClass
        self.customModule = customModule
        self.popoverAnchorView = popoverAnchorView
        self.popoverAnchorBarButtonItem = popoverAnchorBarButtonItem
        self.popoverArrowDirections = popoverArrowDirections
        self.passthroughViews = passthroughViews
        self.unwindAction = unwindAction
        self.attributes = attributes
        self.properties = properties
        self.location = location
    }

    public subscript(attribute name: String) -> String? {
        attributes[name]
    }

    /// Whether `customClass` is a Swift class (its module is recorded).
    public var isSwiftClass: Bool { customModule != nil || self[attribute: "customModuleProvider"] != nil }

    /// What makes the segue happen, from `sourceTag` (and `trigger="accessoryAction"`).
    public var trigger: Trigger {
        switch sourceTag {
        case "barButtonItem": return .barButtonItem
        case "tableViewCell": return .tableViewCell(accessory: self[attribute: "trigger"] == "accessoryAction")
        case "collectionViewCell": return .collectionViewCell
        case "containerView": return .containerView
        default:
            if XibControllerKind(rawValue: sourceTag) != nil { return .controller }
            if sourceTag.hasSuffix("GestureRecognizer") { return .gestureRecognizer }
            if Self.controlTags.contains(sourceTag) { return .control }
            return .other(sourceTag)
        }
    }

    /// A segue the app performs by identifier (`performSegue(withIdentifier:sender:)`): a
    /// controller's segue that is not a relationship or embed.
    public var isManual: Bool {
        guard case .controller = trigger else { return false }
        return kind != .relationship && kind != .embed
    }

    /// Elements of `UIControl` subclasses: their primary action triggers a segue.
    static let controlTags: Set<String> = [
        "button", "segmentedControl", "switch", "slider", "stepper", "datePicker", "pageControl", "textField",
        "colorWell", "control",
    ]
}
