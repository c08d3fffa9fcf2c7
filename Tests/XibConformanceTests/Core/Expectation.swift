import Foundation
import XibModel
import XibGenerator

/// The canonical description of one top-level view, computed from the XIB alone (XibModel;
/// from XibGenerator only the element → UIKit class table). The run driver prints the same
/// format from the live objects (`Tests/Support/Conformance/Describe.swift`).
///
/// Lines are `section payload`; sections: `view` (class per tree position), `hier` (children
/// count, arranged or not), `constraint`, `outlet`, `action`, `prop` (label/button values),
/// `deliver` (each action to the owner — the File's Owner — reaches it, with another view first
/// responder). Views are named by tree position: `r` (the type), `r.2.0`, `r.cv` (a cell's
/// content view).
public enum Expectation {
    public static let sections = ["view", "hier", "constraint", "outlet", "action", "prop", "state", "deliver", "frame"]

    static let providedContainers: Set<String> = ["tableViewCell", "collectionViewCell", "visualEffectView"]
    /// View-valued properties that hold a view outside `subviews`: key → element tags that have it.
    static let keyedViews: [String: Set<String>] = [
        "tableHeaderView": ["tableView"], "tableFooterView": ["tableView"],
        "backgroundView": ["tableView", "tableViewCell", "collectionView", "collectionViewCell"],
        "selectedBackgroundView": ["tableViewCell", "collectionViewCell"],
    ]

    /// Ids the XIB's base (`any`/`any`) configuration leaves out: `<variation key="default">` masks.
    static func excludedByDefault(_ root: XibObject) -> Set<String> {
        var result: Set<String> = []
        root.forEachObject { object in
            for variation in object.properties(named: "variation") where variation.key == "default" {
                for mask in variation.children where mask.name == "mask" {
                    for exclude in mask.children where exclude.name == "exclude" {
                        if let id = exclude[attribute: "reference"] { result.insert(id) }
                    }
                }
            }
        }
        return result
    }

    /// - Parameter rootClass: the generated type's superclass, what the root instance is an
    ///   instance of as far as UIKit and the stubs go (`ViewCodeGenerator.superclass(of:xibName:)`).
    /// - Parameters:
    ///   - ownerIDs: the ids of the object the type's `connect(to:)` wires (the File's Owner by default).
    ///   - topLevelObjects: the objects beside the roots (gesture recognizers a view lists).
    public static func describe(_ document: XibDocument, root: XibObject, rootClass: String? = nil,
                                ownerIDs: Set<String>? = nil, topLevelObjects: [XibObject]? = nil,
                                segueTriggers: [String: String] = [:]) -> [String] {
        let ownerIDs = ownerIDs ?? Set(document.placeholders.filter(\.isFilesOwner).map(\.id))
        let topLevelObjects = topLevelObjects ?? document.objects
        var lines: [String] = []
        var path: [String: String] = [:]
        var objects: [(XibObject, String, parent: XibObject?)] = []
        // Subviews the base configuration does not install (`<mask key="subviews">`) are not there,
        // nor anything in them: their later siblings move up.
        let excluded = excludedByDefault(root)

        func assign(_ object: XibObject, _ p: String, parent: XibObject?) {
            path[object.id] = p
            objects.append((object, p, parent))
            for keyed in object.keyedObjects where keyed.key == "contentView" && providedContainers.contains(object.tag) {
                assign(keyed, p + ".cv", parent: object)
            }
            for keyed in object.keyedObjects {
                guard let key = keyed.key, let owners = keyedViews[key], owners.contains(object.tag) else { continue }
                assign(keyed, p + "." + key, parent: nil)
            }
            for (index, subview) in object.subviews.filter({ !excluded.contains($0.id) }).enumerated() {
                assign(subview, "\(p).\(index)", parent: object)
            }
        }
        assign(root, "r", parent: nil)

        var guides: [String: String] = [:]
        for (object, p, _) in objects {
            for guide in object.layoutGuides {
                guides[guide.id] = p + "." + guideName(guide.key)
            }
        }

        // Views and hierarchy.
        for (object, p, parent) in objects {
            let isContentView = p.hasSuffix(".cv")
            let children = object.subviews.filter { !excluded.contains($0.id) }.count
            if p == "r" {
                lines.append("view r root:\(rootClass ?? ViewCodeGenerator.uikitClass(forTag: object.tag))")
                lines.append("hier r children=\(children)")
                continue
            }
            if isContentView {
                lines.append("hier \(p) children=\(children)")
                continue
            }
            var cls = object.customClass ?? ViewCodeGenerator.uikitClass(forTag: object.tag)
            if object.tag == "button" { cls += "[\(buttonType(object))]" }
            // A `<view>` archived as a UIButton has no button type: UIKit decodes it as `.custom`.
            else if object.customClass == "UIButton" { cls += "[custom]" }
            let tamic = object[attribute: "translatesAutoresizingMaskIntoConstraints"] == "NO" ? " tamic=false" : ""
            lines.append("view \(p) \(cls)\(tamic)")
            let arranged = parent?.tag == "stackView"
            lines.append("hier \(p) children=\(children)\(arranged ? " arranged" : "")")
        }

        // View state IB writes only where it differs from UIView's (so an omitted attribute means
        // UIView's value, whatever the class): clipping, opacity, content mode, touch handling.
        for (object, p, _) in objects {
            lines += viewState(object).map { "state \(p) \($0)" }
        }

        // Constraints.
        func item(_ id: String) -> String {
            path[id] ?? guides[id] ?? "external:\(id)"
        }
        var removed: Set<String> = []
        root.forEachObject { object in
            for subview in object.subviews where excluded.contains(subview.id) { subview.forEachObject { removed.insert($0.id) } }
        }
        func involvesRemovedView(_ constraint: XibConstraint) -> Bool {
            [constraint.firstItem, constraint.secondItem].contains { $0.map(removed.contains) ?? false }
        }
        // A storyboard controller's legacy layout guides are its root view's safe area (Apple:
        // `topLayoutGuide.bottomAnchor` → `safeAreaLayoutGuide.topAnchor`, `bottomLayoutGuide.topAnchor`
        // → `safeAreaLayoutGuide.bottomAnchor`); their outer edges are the root's own.
        let controller = document.scene(containing: root.id)?.controller
        var legacy: [String: (inner: String, outer: String)] = [:]
        if let top = controller?.topLayoutGuide { legacy[top.id] = (inner: "bottom", outer: "top") }
        if let bottom = controller?.bottomLayoutGuide { legacy[bottom.id] = (inner: "top", outer: "bottom") }
        func resolvingLegacyGuides(_ constraint: XibConstraint) -> XibConstraint {
            var resolved = constraint
            // Other attributes of a guide (its height) have no equivalent: left as they are.
            if let id = constraint.firstItem, let guide = legacy[id], [guide.inner, guide.outer].contains(constraint.firstAttribute) {
                let inner = constraint.firstAttribute == guide.inner
                resolved.firstItem = inner ? "\u{0}safeArea" : root.id
                resolved.firstAttribute = guide.outer
            }
            if let id = constraint.secondItem, let guide = legacy[id], let attribute = constraint.secondAttribute,
               [guide.inner, guide.outer].contains(attribute) {
                let inner = attribute == guide.inner
                resolved.secondItem = inner ? "\u{0}safeArea" : root.id
                resolved.secondAttribute = guide.outer
            }
            return resolved
        }
        let rootPath = path[root.id] ?? "r"
        func resolvedItem(_ id: String) -> String { id == "\u{0}safeArea" ? rootPath + ".safeArea" : item(id) }
        for (object, _, _) in objects {
            for constraint in object.constraints where !constraint.isPlaceholder && !excluded.contains(constraint.id) && !involvesRemovedView(constraint) {
                lines.append("constraint " + canonical(resolvingLegacyGuides(constraint), owner: object.id, item: resolvedItem))
            }
        }

        // Outlets: the File's Owner's/root's (lazy properties named after them), and custom-class views'.
        let outletOwnerIDs = ownerIDs.union([root.id])
        var named: Set<String> = []
        var outletConnections: [XibConnection] = document.placeholders.filter(\.isFilesOwner).flatMap(\.connections)
        for (object, _, _) in objects { outletConnections += object.connections }
        for connection in outletConnections where connection.kind == .outlet {
            guard let property = connection.property else { continue }
            if outletOwnerIDs.contains(connection.source) {
                // The first name of a view or constraint becomes the lazy property.
                guard !named.contains(connection.destination) else { continue }
                if let p = path[connection.destination], p != "r", !p.hasSuffix(".cv") {
                    named.insert(connection.destination)
                    lines.append("outlet \(property) -> \(p)")
                } else if case .constraint(let constraint, let owner)? = document.reference(connection.destination),
                          path[owner] != nil, !constraint.isPlaceholder {
                    named.insert(connection.destination)
                    lines.append("outlet \(property) -> constraint \(canonical(constraint, owner: owner, item: item))")
                }
            } else if let sourcePath = path[connection.source], sourcePath != "r",
                      objects.first(where: { $0.1 == sourcePath })?.0.customClass != nil,
                      let destination = path[connection.destination] {
                lines.append("outlet \(sourcePath).\(property) -> \(destination)")
            }
        }

        // Actions of views in the tree: to the owner (wired by `connect(to:)`), nil-targeted to the
        // First Responder, or to a view of the tree.
        for (object, p, _) in objects {
            for connection in object.connections where connection.kind == .action {
                guard let selector = connection.selector else { continue }
                let target: String
                if ownerIDs.contains(connection.destination) {
                    target = "owner"
                } else if case .placeholder? = document.reference(connection.destination) {
                    target = "nil"
                } else {
                    target = path[connection.destination] ?? "external:\(connection.destination)"
                }
                lines.append("action \(p) target=\(target) \(selector) \(connection.eventType ?? "?")")
            }
        }
        // A control triggering a segue sends the segue template's action to the scene's controller
        // on its primary action (the selector is the generated flow's name for it).
        let sceneSegues = document.scene(containing: root.id)?.segues ?? []
        for (object, p, _) in objects {
            for segue in sceneSegues where segue.source == object.id && segue.trigger == .control {
                guard let selector = segueTriggers[segue.id] else { continue }
                lines.append("action \(p) target=owner \(selector) primaryActionTriggered")
            }
        }

        // Every action to the owner reaches it, from the views, bar items and gesture recognizers
        // of the tree, with another view first responder.
        var attachedGestures: [XibObject] = []
        for (object, _, _) in objects {
            for connection in object.connections where connection.kind == .outletCollection && connection.property == "gestureRecognizers" {
                if let gesture = topLevelObjects.first(where: { $0.id == connection.destination }) { attachedGestures.append(gesture) }
            }
        }
        var items: [XibObject] = []
        for (object, _, _) in objects where object.tag == "toolbar" || object.tag == "navigationBar" {
            object.forEachObject { if $0.tag == "barButtonItem" { items.append($0) } }
        }
        var deliveries = Set<String>()
        for (source, kind) in objects.map({ ($0.0, path[$0.0.id] ?? "") }) + items.map({ ($0, "item") }) + attachedGestures.map({ ($0, "gesture") }) {
            for connection in source.connections where connection.kind == .action && ownerIDs.contains(connection.destination) {
                guard let selector = connection.selector, !selector.isEmpty else { continue }
                deliveries.insert("deliver \(kind) \(selector)")
            }
        }
        lines += deliveries.sorted()

        // Label and button values.
        for (object, p, _) in objects where p != "r" && !p.hasSuffix(".cv") {
            switch object.tag {
            case "label":
                lines.append("prop \(p) text=\(XibCheckCanonical.quote(labelText(object)))")
                let font = object.font().map(fontName) ?? "system(17,regular)"
                lines.append("prop \(p) font=\(font)")
                var color = "system(label)"
                if case .some(.some(let c)) = object.color(key: "textColor") { color = colorName(c) }
                lines.append("prop \(p) textColor=\(color)")
            case "button":
                guard object.property(key: "configuration", named: "buttonConfiguration") == nil else { continue }
                for state in object.properties(named: "state") {
                    guard let key = state.key else { continue }
                    if let title = state[attribute: "title"] { lines.append("prop \(p) \(key).title=\(XibCheckCanonical.quote(title))") }
                    // The image is an attribute of the state, or (Xcode 12+) an `<imageReference key="image">` in it.
                    let reference = state.children.first { $0.name == "imageReference" && $0.key == "image" }
                    if let image = state[attribute: "image"] ?? reference?[attribute: "image"] {
                        let catalog = state[attribute: "image"] != nil ? state[attribute: "catalog"] : reference?[attribute: "catalog"]
                        lines.append("prop \(p) \(key).image=\(catalog == "system" ? "system" : "named"):\(image)")
                    }
                    if let color = state.children.first(where: { $0.name == "color" && $0.key == "titleColor" }),
                       let parsed = XibColorParser.parse(color) {
                        lines.append("prop \(p) \(key).titleColor=\(colorName(parsed))")
                    }
                }
            default:
                break
            }
        }
        lines += embeddedChildren(document, objects: objects.map { ($0.0, $0.1) }, replacing: &lines)
        return lines
    }

    /// A container view whose embed segue the layout's `connect(to:)` performs holds the embedded
    /// controller's view, pinned to its edges. The conformance stubs give an app's controller
    /// UIViewController's plain `UIView`; other embedded controllers (table views, page view
    /// controllers with views of their own) are not modelled and show as differences.
    static func embeddedChildren(_ document: XibDocument, objects: [(XibObject, String)], replacing lines: inout [String]) -> [String] {
        guard document.kind == .storyboard else { return [] }
        var added: [String] = []
        for (object, p) in objects where object.tag == "containerView" {
            guard let segue = document.scene(containing: object.id)?.segues.first(where: { $0.kind == .embed && $0.source == object.id }),
                  let child = document.scene(containing: segue.destination)?.controller, child.controllerKind == .viewController,
                  let custom = child.customClass, SegueExpectation.isIdentifier(custom) else { continue }
            let children = object.subviews.count
            if let index = lines.firstIndex(of: "hier \(p) children=\(children)") { lines[index] = "hier \(p) children=\(children + 1)" }
            let c = "\(p).\(children)"
            added += ["view \(c) UIView tamic=false", "hier \(c) children=0"]
            added += ["clips=false", "interaction=true", "mode=scaleToFill", "multitouch=false", "opaque=true"].map { "state \(c) \($0)" }
            added += ["bottom", "leading", "top", "trailing"].map { "constraint \(c).\($0) == \(p).\($0) x1 +0 @1000" }
        }
        return added
    }

    /// `clips=false`, `opaque=true`, `mode=scaleToFill`, `interaction=true`, `multitouch=false`:
    /// the XIB's values, `UIView`'s where an attribute is omitted.
    static func viewState(_ object: XibObject) -> [String] {
        func flag(_ attribute: String, _ omitted: Bool) -> String {
            switch object[attribute: attribute] {
            case "YES"?: "true"
            case "NO"?: "false"
            default: omitted ? "true" : "false"
            }
        }
        var mode = object[attribute: "contentMode"] ?? "scaleToFill"
        if mode == "TopLeft" { mode = "topLeft" }
        // The nib sets runtime attributes last, by key-value coding: `layer.masksToBounds` (what
        // `clipsToBounds` stores) or `clipsToBounds` there wins over `clipsSubviews`.
        var clips = flag("clipsSubviews", false)
        for list in object.properties(named: "userDefinedRuntimeAttributes") {
            for attribute in list.children where attribute.name == "userDefinedRuntimeAttribute" {
                guard ["layer.masksToBounds", "clipsToBounds"].contains(attribute[attribute: "keyPath"] ?? ""),
                      attribute[attribute: "type"] == "boolean" else { continue }
                clips = attribute[attribute: "value"] == "YES" ? "true" : "false"
            }
        }
        return ["clips=\(clips)", "opaque=\(flag("opaque", true))", "mode=\(mode)",
                "interaction=\(flag("userInteractionEnabled", true))", "multitouch=\(flag("multipleTouchEnabled", false))"]
    }

    static func guideName(_ key: String) -> String {
        switch key {
        case "safeArea": "safeArea"
        case "contentLayoutGuide": "contentGuide"
        case "frameLayoutGuide": "frameGuide"
        case "keyboard": "keyboard"
        default: "guide(\(key))"
        }
    }

    static func buttonType(_ object: XibObject) -> String {
        switch object[attribute: "buttonType"] {
        case nil, "custom": "custom"
        case "roundedRect", "system": "system"
        case let other?: other
        }
    }

    static func labelText(_ object: XibObject) -> String? {
        if let text = object[attribute: "text"] { return text }
        if let node = object.properties.first(where: { ($0.name == "string" || $0.name == "mutableString") && $0.key == "text" }) {
            return node.text
        }
        if let attributed = object.properties.first(where: { $0.name == "attributedString" && $0.key == "attributedText" }) {
            return attributed.children.filter { $0.name == "fragment" }.map { fragment in
                fragment[attribute: "content"] ?? fragment.children.first { $0.key == "content" }?.text ?? ""
            }.joined()
        }
        return nil
    }

    // MARK: - Canonical forms (shared shape with Describe.swift)

    static func colorName(_ color: XibColor) -> String {
        switch color {
        case .rgb(let r, let g, let b, let a, let space):
            return "rgb(\(XibCheckCanonical.number(r)),\(XibCheckCanonical.number(g)),\(XibCheckCanonical.number(b)),\(XibCheckCanonical.number(a)))" + (space == .displayP3 ? "p3" : "")
        case .white(let w, let a, _):
            return "rgb(\(XibCheckCanonical.number(w)),\(XibCheckCanonical.number(w)),\(XibCheckCanonical.number(w)),\(XibCheckCanonical.number(a)))"
        case .system(let name), .legacySystem(let name):
            return systemColorName(name)
        case .catalog(_, let name):
            return systemColorName(name.hasSuffix("Color") ? name : name + "Color")
        case .named(let name):
            return "named(\(name))"
        }
    }

    /// Apple's documented values of the fixed colours; everything else by name.
    static let fixedColors: [String: (Double, Double, Double, Double)] = [
        "blackColor": (0, 0, 0, 1), "darkGrayColor": (1.0 / 3, 1.0 / 3, 1.0 / 3, 1), "lightGrayColor": (2.0 / 3, 2.0 / 3, 2.0 / 3, 1),
        "whiteColor": (1, 1, 1, 1), "grayColor": (0.5, 0.5, 0.5, 1), "redColor": (1, 0, 0, 1), "greenColor": (0, 1, 0, 1),
        "blueColor": (0, 0, 1, 1), "cyanColor": (0, 1, 1, 1), "yellowColor": (1, 1, 0, 1), "magentaColor": (1, 0, 1, 1),
        "orangeColor": (1, 0.5, 0, 1), "purpleColor": (0.5, 0, 0.5, 1), "brownColor": (0.6, 0.4, 0.2, 1), "clearColor": (0, 0, 0, 0),
    ]

    static func systemColorName(_ name: String) -> String {
        if let (r, g, b, a) = fixedColors[name] {
            return "rgb(\(XibCheckCanonical.number(r)),\(XibCheckCanonical.number(g)),\(XibCheckCanonical.number(b)),\(XibCheckCanonical.number(a)))"
        }
        let base = name.hasSuffix("Color") && name != "Color" ? String(name.dropLast(5)) : name
        return "system(\(base))"
    }

    static func fontName(_ font: XibFont) -> String {
        switch font {
        case .system(.system, let size, let weight): "system(\(XibCheckCanonical.number(size)),\(weight ?? "regular"))"
        case .system(.boldSystem, let size, _): "system(\(XibCheckCanonical.number(size)),bold)"
        case .system(.italicSystem, let size, _): "italicSystem(\(XibCheckCanonical.number(size)))"
        case .custom(let name, let size): "name(\(name),\(XibCheckCanonical.number(size)))"
        case .textStyle(let style):
            "style(\(style.hasPrefix("UICTFontTextStyle") ? String(style.dropFirst("UICTFontTextStyle".count)) : style))"
        }
    }

    static func canonical(_ constraint: XibConstraint, owner: String, item: (String) -> String) -> String {
        XibCheckCanonical.constraint(
            first: item(constraint.firstItem ?? owner), firstAttribute: constraint.firstAttribute,
            relation: constraint.relation.rawValue, second: constraint.secondItem.map(item),
            secondAttribute: constraint.secondAttribute ?? (constraint.secondItem == nil ? nil : "notAnAttribute"),
            multiplier: constraint.multiplier, constant: constraint.constant, priority: constraint.priority ?? 1000)
    }
}
