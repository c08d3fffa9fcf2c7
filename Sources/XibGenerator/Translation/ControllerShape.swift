import XibModel

/// How a storyboard scene whose controller is an element uses generated code: a spec with a
/// `controller` shape is a view controller element (`viewController`, `tableViewController`…).
struct ControllerShape: Sendable {
    enum Scene: Sendable {
        /// The scene's root view (`<… key="view">`) gets a layout type; the controller installs
        /// it in `loadView()` by assigning it to `property` (`view`, `tableView`, `collectionView`).
        case layout(property: String)
        /// The scene gets no code: it is reported as `kind`, `reason` saying why and what to do.
        case reported(kind: String, reason: String)
        /// The scene has no view of its own: a container built from its children's factories, or a
        /// storyboard reference; only the storyboard's flow (`StoryboardFlow`) builds it.
        case flow
    }

    let scene: Scene
    /// The delegate and data source protocols the UIKit class adopts (`UITableViewController` is
    /// its table's data source and delegate): a scene's controller without a class of its own can
    /// be connected as those, and only those.
    var adoptedProtocols: Set<String> = []

    /// The property `loadView()` assigns the layout to, when the scene gets one.
    var installation: String? {
        if case .layout(let property) = scene { return property }
        return nil
    }
}

/// What every view controller element shares: UIViewController's attributes as IB writes them,
/// with UIKit's defaults (UIViewController's property pages), applied to the instance in the
/// generated `configure(_ controller:)`.
enum ViewControllerRules {
    static let rules: [PropertyRule] = [
        .string("title", "title"),
        .bool("hidesBottomBarWhenPushed", "hidesBottomBarWhenPushed", default: false),
        // IB spells the styles as Swift does; the default is `.automatic` (iOS 13).
        .enumeration("modalPresentationStyle", "modalPresentationStyle", default: "automatic"),
        .enumeration("modalTransitionStyle", "modalTransitionStyle", default: "coverVertical"),
        .bool("definesPresentationContext", "definesPresentationContext", default: false),
        .bool("providesPresentationContextTransitionStyle", "providesPresentationContextTransitionStyle", default: false),
        .bool("extendedLayoutIncludesOpaqueBars", "extendedLayoutIncludesOpaqueBars", default: false),
        // Deprecated in iOS 11 (the scroll view's contentInsetAdjustmentBehavior replaces it), still honoured.
        .bool("automaticallyAdjustsScrollViewInsets", "automaticallyAdjustsScrollViewInsets", default: true),
        .enumeration("interfaceStyle", "overrideUserInterfaceStyle", default: "unspecified"),
    ]

    /// Read by `configure`: the restoration identifier (or the storyboard identifier standing in for it).
    static let customAttributes: Set<String> = ["restorationIdentifier", "useStoryboardIdentifierAsRestorationIdentifier"]

    /// Read structurally or by the storyboard flow: identity, the scene's id for UIKit's lookup,
    /// and IB's canvas sizing.
    static let editorOnlyAttributes: Set<String> = [
        "sceneMemberID", "storyboardIdentifier", "autoresizesArchivedViewToFullSize",
    ]

    /// Keyed children read structurally (the root view, the items the controller carries) or by `configure`.
    /// An empty `<toolbarItems/>` and IB's `<nil name="viewControllers"/>` (a container's children
    /// before its relationships set them) say nothing: no items, no children.
    static let customProperties: Set<String> = [
        "edgesForExtendedLayout", "contentSizeForViewInPopover", "preferredContentSize", "userComments",
        "toolbarItems", "nil",
    ]

    /// Editor-only property elements of controllers: IB's simulated size.
    static let editorOnlyKeys: Set<String> = ["freeformSize"]

    /// `<extendedEdge key="edgesForExtendedLayout" top="YES" …>`: the edges as a `UIRectEdge`
    /// literal (`.all`, UIKit's default, emits nothing).
    static func edges(_ node: XibNode) -> String? {
        let edges = ["top", "left", "bottom", "right"].filter { node[attribute: $0] == "YES" }
        if edges.count == 4 { return nil }
        return "[" + edges.map { "." + $0 }.joined(separator: ", ") + "]"
    }

    /// The controller's `configure`-time statements beyond its rules: restoration identifier,
    /// extended edges, preferred content size.
    static func configure(_ context: inout ElementContext) {
        let object = context.object
        if let identifier = object.restorationIdentifier {
            context.emit("restorationIdentifier = \(SwiftLiteral.string(identifier))")
        }
        if let node = object.property(key: "edgesForExtendedLayout"), let edges = edges(node) {
            context.emit("edgesForExtendedLayout = \(edges)")
        }
        // `contentSizeForViewInPopover` (deprecated in iOS 7) is what `preferredContentSize` replaced.
        for key in ["preferredContentSize", "contentSizeForViewInPopover"] {
            guard let node = object.property(key: key), let width = node[attribute: "width"].flatMap(Double.init),
                  let height = node[attribute: "height"].flatMap(Double.init) else { continue }
            context.emit("preferredContentSize = CGSize(width: \(SwiftLiteral.number(width)), height: \(SwiftLiteral.number(height)))")
            break
        }
    }

    static func controller(
        tag: String, uikitClass: String, module: String? = nil, role: String, rules extra: [PropertyRule] = [],
        customAttributes extraCustom: Set<String> = [], scene: ControllerShape.Scene, adoptedProtocols: Set<String> = [], examples: [TranslationExample] = []
    ) -> ElementSpec {
        ElementSpec(
            tag: tag, uikitClass: uikitClass, module: module, role: role, rules: extra + rules,
            customAttributes: customAttributes.union(extraCustom), editorOnlyAttributes: editorOnlyAttributes,
            customProperties: customProperties.union(editorOnlyKeys),
            configure: { context in configure(&context) },
            isView: false, rootShape: nil, controller: ControllerShape(scene: scene, adoptedProtocols: adoptedProtocols), examples: examples)
    }
}
