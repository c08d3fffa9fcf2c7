import XibModel

/// The object a generated type's outlets and actions connect to, as Interface Builder loaded
/// it: a XIB's File's Owner, or a storyboard scene's controller. Its outlets name the views,
/// its delegate and data source outlets and the actions it receives are made by the type's
/// `connect(to owner:)`, and the other top-level objects beside it (gesture recognizers) are
/// attached to the views that list them.
struct LayoutOwner {
    /// The ids connections use for the owner: the File's Owner placeholder, or the scene's controller.
    let ids: Set<String>
    /// The owner's class as a Swift type (`LoginViewController`); nil when the document names none
    /// that Swift can spell.
    let className: String?
    /// The class is a Swift class (its module is recorded), so `#selector` can name it.
    let isSwiftClass: Bool
    /// The owner's own connections and those of the other placeholders, in document order:
    /// outlets name views.
    let connections: [XibConnection]
    /// The top-level objects beside the roots (gesture recognizers a view lists).
    let topLevelObjects: [XibObject]
    /// The delegate protocols the owner's class is known to adopt when it is a UIKit class (a
    /// storyboard controller without a class of its own); nil when the app declares the class,
    /// which adopts what the document connects it as.
    var adoptedProtocols: Set<String>? = nil
    /// How the document calls the owner in comments: `File's Owner`, `scene's controller`.
    let role: String
    /// Where the nib or storyboard made the connections, for the comment of `connect(to:)`.
    let loader: String

    func isOwner(_ id: String) -> Bool { ids.contains(id) }

    /// Whether the owner can be assigned to an outlet expecting `protocolName` (nil: any object).
    func adopts(_ protocolName: String?) -> Bool {
        guard let adoptedProtocols, let protocolName else { return true }
        return adoptedProtocols.contains(protocolName)
    }

    /// A XIB's File's Owner (with the connections of every placeholder, which name views too).
    static func filesOwner(of document: XibDocument) -> LayoutOwner {
        let owners = document.placeholders.filter(\.isFilesOwner)
        let owner = owners.first
        let className = owner?.customClass.flatMap { SwiftIdentifier.isValid($0) ? $0 : nil }
        return LayoutOwner(
            ids: Set(owners.map(\.id)), className: className, isSwiftClass: owner?.customModule != nil,
            connections: document.placeholders.flatMap(\.connections), topLevelObjects: document.objects,
            role: "File's Owner", loader: "the XIB")
    }

    /// A storyboard scene's controller: its own outlets name the scene's views; without a custom
    /// class it is the UIKit controller of its element (`UITableViewController`).
    static func controller(of scene: XibScene) -> LayoutOwner {
        let controller = scene.controller
        let custom = controller?.customClass.flatMap { SwiftIdentifier.isValid($0) ? $0 : nil }
        let className = custom ?? controller.flatMap { ElementCatalog.spec(for: $0.tag).uikitClass }
        var connections = controller?.connections ?? []
        for placeholder in scene.placeholders { connections += placeholder.connections }
        return LayoutOwner(
            ids: controller.map { [$0.id] } ?? [], className: className, isSwiftClass: custom != nil && controller?.isSwiftClass == true,
            connections: connections, topLevelObjects: scene.objects,
            adoptedProtocols: custom != nil ? nil : controller.flatMap { ElementCatalog.spec(for: $0.tag).controller?.adoptedProtocols } ?? [],
            role: "scene's controller", loader: "the storyboard")
    }
}
