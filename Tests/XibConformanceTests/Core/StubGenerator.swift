import XibModel
import XibGenerator

/// Declares, for one XIB, what the app around generated view code would declare: the custom
/// classes the XIB names, the action methods its connections call, and the properties set
/// through custom-class outlets and user-defined runtime attributes. Written from the XIB
/// (XibModel) only; the generated text is read for nothing but the root → type-name pairing.
public struct Stub: Sendable {
    public var text: String
    /// Module-level names the stub declares (`Foo`, `member:cornerRadius` for properties), for batching.
    public var declaredNames: Set<String>
    /// Properties the stub adds to UIKit classes by extension; a file declaring one must not share
    /// a compiler run with a file whose classes (or generated type) have a property of that name.
    public var extensionNames: Set<String>
    /// Property names of the stub's classes and the owner's outlets (the generated lazy properties).
    public var propertyNames: Set<String>
    /// Things the stub could not declare faithfully (conflicting bases, invalid names).
    public var notes: [String]
}

public enum StubGenerator {
    /// Top-level objects that get no generated type (mirrors what IB treats as non-views).
    static let nonViewTags: Set<String> = [
        "tapGestureRecognizer", "pongPressGestureRecognizer", "panGestureRecognizer", "swipeGestureRecognizer",
        "pinchGestureRecognizer", "rotationGestureRecognizer", "screenEdgePanGestureRecognizer",
        "hoverGestureRecognizer", "viewController", "tableViewController", "collectionViewController",
        "navigationController", "tabBarController", "searchDisplayController", "barButtonItem", "navigationItem",
        "tabBarItem", "collectionViewFlowLayout", "collectionViewLayout", "customObject", "object",
    ]

    static let gestureClasses: [String: String] = [
        "tapGestureRecognizer": "UITapGestureRecognizer", "pongPressGestureRecognizer": "UILongPressGestureRecognizer",
        "panGestureRecognizer": "UIPanGestureRecognizer", "swipeGestureRecognizer": "UISwipeGestureRecognizer",
        "pinchGestureRecognizer": "UIPinchGestureRecognizer", "rotationGestureRecognizer": "UIRotationGestureRecognizer",
        "screenEdgePanGestureRecognizer": "UIScreenEdgePanGestureRecognizer", "hoverGestureRecognizer": "UIHoverGestureRecognizer",
        "viewController": "UIViewController", "tableViewController": "UITableViewController",
        "collectionViewController": "UICollectionViewController", "navigationController": "UINavigationController",
        "tabBarController": "UITabBarController", "barButtonItem": "UIBarButtonItem", "navigationItem": "UINavigationItem",
        "tabBarItem": "UITabBarItem", "collectionViewFlowLayout": "UICollectionViewFlowLayout",
        "collectionViewLayout": "UICollectionViewLayout", "customObject": "NSObject", "object": "NSObject",
    ]

    /// The required methods of the delegate and data source protocols that have any: a class
    /// adopting one implements them. (Which protocol an outlet expects is the element's fact,
    /// `ViewCodeGenerator.delegateProtocol(forTag:outlet:)`.)
    static let requiredMethods: [String: [String]] = [
        "UITableViewDataSource": [
            "func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 0 }",
            "func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell { UITableViewCell() }"],
        "UICollectionViewDataSource": [
            "func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 0 }",
            "func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell { UICollectionViewCell() }"],
        "UITableViewDataSourcePrefetching": [
            "func tableView(_ tableView: UITableView, prefetchRowsAt indexPaths: [IndexPath]) {}"],
        "UICollectionViewDataSourcePrefetching": [
            "func collectionView(_ collectionView: UICollectionView, prefetchItemsAt indexPaths: [IndexPath]) {}"],
        "UIPickerViewDataSource": [
            "func numberOfComponents(in pickerView: UIPickerView) -> Int { 0 }",
            "func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int { 0 }"],
    ]

    /// Top-level views in the order the generator gives them types: the File's Owner's `view` first.
    public static func orderedRoots(_ document: XibDocument) -> [XibObject] {
        let views = document.objects.filter { !nonViewTags.contains($0.tag) }
        let mainID = document.filesOwner?.connections.first { $0.kind == .outlet && $0.property == "view" }?.destination
        guard let mainID, let index = views.firstIndex(where: { $0.id == mainID }), index > 0 else { return views }
        var ordered = views
        ordered.insert(ordered.remove(at: index), at: 0)
        return ordered
    }

    /// The element a view stands for: `<view customClass="UITextView">` is a `textView`.
    static func elementTag(_ object: XibObject) -> String {
        object.customClass.flatMap(ViewCodeGenerator.elementTag(forUIKitClass:)) ?? object.tag
    }

    /// The UIKit class of an element anywhere in a XIB.
    static func baseClass(forTag tag: String) -> String {
        gestureClasses[tag] ?? ViewCodeGenerator.uikitClass(forTag: tag)
    }

    static func isIdentifier(_ name: String) -> Bool {
        guard let first = name.unicodeScalars.first, first == "_" || first.properties.isXIDStart else { return false }
        return name.unicodeScalars.allSatisfy { $0.properties.isXIDContinue } && !swiftKeywords.contains(name)
    }

    static let swiftKeywords: Set<String> = [
        "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "init", "inout",
        "internal", "let", "open", "operator", "private", "protocol", "public", "static", "struct", "subscript",
        "typealias", "var", "break", "case", "continue", "default", "defer", "do", "else", "fallthrough", "for",
        "guard", "if", "in", "repeat", "return", "switch", "where", "while", "as", "Any", "catch", "false", "is",
        "nil", "rethrows", "super", "self", "Self", "throw", "throws", "true", "try", "Type",
    ]

    /// `a:` → `a(_ sender: Any)`, `aWithSender:` → `a(sender: Any)`, `a:b:` → `a(_ sender: Any, b: Any)`,
    /// `a` → `a()`. `nil` when the selector has no Swift spelling.
    public static func methodSignature(forSelector selector: String) -> String? {
        guard selector.hasSuffix(":") else { return isIdentifier(selector) ? "\(selector)()" : nil }
        var pieces = selector.split(separator: ":", omittingEmptySubsequences: false).dropLast().map(String.init)
        guard !pieces.isEmpty else { return nil }
        var base = pieces.removeFirst()
        var firstLabel = "_ sender"
        if base.hasSuffix("WithSender"), base.count > "WithSender".count {
            base = String(base.dropLast("WithSender".count))
            firstLabel = "sender"
        }
        guard isIdentifier(base), pieces.allSatisfy(isIdentifier) else { return nil }
        let rest = pieces.map { "\($0): Any" }
        return "\(base)(" + ([firstLabel + ": Any"] + rest).joined(separator: ", ") + ")"
    }

    /// Swift type of a user-defined runtime attribute value.
    static func runtimeAttributeType(_ type: String) -> String? {
        switch type {
        case "number": "CGFloat?"
        case "boolean": "Bool?"
        case "string", "localizedString": "String?"
        case "color": "UIColor?"
        case "image": "UIImage?"
        case "size": "CGSize?"
        case "point": "CGPoint?"
        case "rect": "CGRect?"
        case "nil": "AnyObject?"
        default: nil
        }
    }

    private final class ClassDecl {
        let name: String
        var base: String
        var members: [String] = []
        var memberNames: Set<String> = []
        var protocols: [String] = []
        init(name: String, base: String) { self.name = name; self.base = base }
    }

    /// - Parameters:
    ///   - typeNames: the generated types, in `orderedRoots` order (or the order of `roots`).
    ///   - roots: the object each generated type is built from (a storyboard's scene views and
    ///     prototype cells); `orderedRoots(document)` when nil.
    ///   - surface: names the UIKit surface declares (types and members) — never redeclared.
    public static func stub(for document: XibDocument, typeNames: [String], superclasses: [String] = [], roots givenRoots: [XibObject]? = nil,
                            surface: SurfaceNames) -> Stub {
        var classes: [String: ClassDecl] = [:]
        var order: [String] = []
        var extensions: [String: [String]] = [:]   // class → members
        var extensionOrder: [String] = []
        var declared: Set<String> = []
        var notes: [String] = []

        let roots = givenRoots ?? orderedRoots(document)
        var rootType: [String: String] = [:]
        for (index, (root, type)) in zip(roots, typeNames).enumerated() {
            // A root whose class the generated type inherits (a UIKit or reusable class) is an ordinary class.
            if index < superclasses.count, superclasses[index] == root.customClass { continue }
            rootType[root.id] = type
        }

        // Every object, and whether it sits in a generated view tree.
        var all: [XibObject] = []
        var inTree: Set<String> = []
        for top in document.objects {
            top.forEachObject { all.append($0); if !nonViewTags.contains(top.tag) { inTree.insert($0.id) } }
        }
        // A storyboard: every scene's controller and objects; the generated trees are its types' roots.
        for scene in document.scenes {
            scene.forEachObject { all.append($0) }
        }
        if document.kind == .storyboard {
            for root in roots { root.forEachObject { inTree.insert($0.id) } }
        }
        var byID: [String: XibObject] = [:]
        for object in all where byID[object.id] == nil { byID[object.id] = object }

        @discardableResult
        func declare(_ name: String, base: String) -> ClassDecl? {
            if let existing = classes[name] {
                if existing.base != base, !(existing.base == "UIViewController" && base != "UIViewController") {
                    notes.append("class \(name) is used as \(existing.base) and \(base); declared as \(existing.base)")
                }
                return existing
            }
            guard isIdentifier(name) else { notes.append("custom class \(name) is not a Swift identifier; not declared"); return nil }
            guard !surface.types.contains(name) else { return nil }
            let decl = ClassDecl(name: name, base: base)
            classes[name] = decl
            order.append(name)
            declared.insert(name)
            return decl
        }

        // Classes: roots' custom classes inherit from the generated type (as its doc comment asks).
        // A plain `<view>` of a custom class that sends actions is a control in the app.
        for object in all {
            guard let custom = object.customClass else { continue }
            if let type = rootType[object.id] {
                declare(custom, base: type)
            } else {
                var base = inTree.contains(object.id) && !nonViewTags.contains(object.tag)
                    ? ViewCodeGenerator.uikitClass(forTag: object.tag) : baseClass(forTag: object.tag)
                // A storyboard's reported controllers (AVKit, GLKit, SwiftUI hosting): no generated
                // code names their classes, and the surface does not model their frameworks.
                if document.kind == .storyboard, !surface.types.contains(base) {
                    notes.append("class \(custom) inherits \(base), which the surface does not declare; not declared")
                    continue
                }
                if base == "UIView", object.connections.contains(where: { $0.kind == .action && $0.source == object.id }) {
                    base = "UIControl"
                }
                declare(custom, base: base)
            }
        }
        // Constraints of an app's class: `NSLayoutConstraint` subclasses, with the runtime
        // attributes they read (`@IBInspectable` properties of the app's class).
        for object in all {
            for constraint in object.constraints {
                guard let custom = constraint.customClass, let decl = declare(custom, base: "NSLayoutConstraint") else { continue }
                for node in constraint.properties where node.name == "userDefinedRuntimeAttributes" {
                    for attribute in node.children where attribute.name == "userDefinedRuntimeAttribute" {
                        guard let keyPath = attribute[attribute: "keyPath"], isIdentifier(keyPath),
                              let type = runtimeAttributeType(attribute[attribute: "type"] ?? "string"),
                              !surface.has(keyPath, on: "NSLayoutConstraint"),
                              decl.memberNames.insert("var " + keyPath).inserted else { continue }
                        decl.members.append("var \(keyPath): \(type)")
                    }
                }
            }
        }
        for placeholder in document.placeholders + document.scenes.flatMap(\.placeholders) {
            guard let custom = placeholder.customClass, !placeholder.isFirstResponder, !placeholder.isExit else { continue }
            declare(custom, base: placeholder.isFilesOwner ? "UIViewController" : "NSObject")
        }

        // The storyboard's flow: custom segues are the app's `UIStoryboardSegue` subclasses, and a
        // reference to another storyboard calls that storyboard's generated factory.
        var referencedFactories: [String: Set<String>] = [:]
        for scene in document.scenes {
            for segue in scene.segues { if let custom = segue.customClass { declare(custom, base: "UIStoryboardSegue") } }
            if let reference = scene.controller?.storyboardReference, let (namespace, factory) = ViewCodeGenerator.referencedFactory(reference),
               !typeNames.contains(where: { $0.hasPrefix(namespace + ".") }) {
                referencedFactories[namespace, default: []].insert(factory)
            }
        }

        func classOf(_ id: String) -> ClassDecl? {
            if let object = byID[id], let custom = object.customClass { return classes[custom] }
            if case .placeholder(let p)? = document.reference(id), let custom = p.customClass { return classes[custom] }
            return nil
        }

        // Action methods on the class each action targets.
        var allConnections: [XibConnection] = (document.placeholders + document.scenes.flatMap(\.placeholders)).flatMap(\.connections)
        for object in all { allConnections += object.connections }
        for connection in allConnections where connection.kind == .action {
            guard let selector = connection.selector, let decl = classOf(connection.destination),
                  let signature = methodSignature(forSelector: selector) else { continue }
            let key = "func " + selector
            guard decl.memberNames.insert(key).inserted else { continue }
            decl.members.append("@objc func \(signature) {}")
        }

        // `dataSource`/`delegate` outlets to the File's Owner or a custom object: the class adopts the protocol.
        for connection in allConnections where connection.kind == .outlet {
            guard let property = connection.property, let source = byID[connection.source],
                  let protocolName = ViewCodeGenerator.delegateProtocol(forTag: elementTag(source), outlet: property),
                  let decl = classOf(connection.destination), !decl.protocols.contains(protocolName),
                  // A UITableViewController already is its table's data source and delegate.
                  !surface.conforms(decl.base, to: protocolName, classes: classes.mapValues(\.base)) else { continue }
            decl.protocols.append(protocolName)
            for method in requiredMethods[protocolName] ?? [] where decl.memberNames.insert(method).inserted { decl.members.append(method) }
        }

        // Outlets of custom-class views to other views: stored properties.
        var outletTypes: [String: (decl: ClassDecl, types: [String])] = [:]
        var outletOrder: [String] = []
        var collectionKeys: Set<String> = []
        for connection in allConnections where connection.kind == .outlet || connection.kind == .outletCollection {
            guard let property = connection.property, isIdentifier(property),
                  let source = byID[connection.source], source.customClass != nil, rootType[source.id] == nil,
                  let decl = classOf(source.id) else { continue }
            guard !surface.has(property, on: decl.base), !(classes[decl.base].map { surface.has(property, on: $0.base) } ?? false) else { continue }
            let type: String
            if let destination = byID[connection.destination] {
                type = inTree.contains(destination.id) ? ViewCodeGenerator.uikitClass(forTag: destination.tag) : baseClass(forTag: destination.tag)
            } else if case .constraint? = document.reference(connection.destination) {
                type = "NSLayoutConstraint"
            } else {
                continue
            }
            let key = decl.name + "." + property
            if outletTypes[key] == nil { outletOrder.append(key); outletTypes[key] = (decl, []) }
            outletTypes[key]!.types.append(type)
            if connection.kind == .outletCollection { collectionKeys.insert(key) }
        }
        for key in outletOrder {
            let (decl, types) = outletTypes[key]!
            let property = String(key.split(separator: ".").last!)
            let unique = Set(types)
            let type = unique.count == 1 ? unique.first!
                : (unique.allSatisfy { !["NSObject", "NSLayoutConstraint"].contains($0) } ? "UIView" : "AnyObject")
            guard decl.memberNames.insert("var " + property).inserted else { continue }
            decl.members.append(collectionKeys.contains(key) ? "var \(property): [\(type)]?" : "var \(property): \(type)?")
        }

        // User-defined runtime attributes with a single-segment key path the element's UIKit class
        // lacks (the app declares them, `@IBInspectable`): a stored property on a custom class; for
        // plain UIKit views (and the generated type) one extension on their common UIKit class —
        // only for names no surface type has, so `label.textColor` never becomes ambiguous.
        var extensionUses: [String: (type: String, classes: Set<String>)] = [:]
        var extensionOrderNames: [String] = []
        // A storyboard's controllers and the items `configure(_:)` creates carry them too.
        let configuredTags: Set<String> = ["viewController", "tableViewController", "collectionViewController", "navigationItem", "tabBarItem", "barButtonItem"]
        for object in all where inTree.contains(object.id) || (document.kind == .storyboard && configuredTags.contains(object.tag)) {
            for node in object.properties where node.name == "userDefinedRuntimeAttributes" {
                for attribute in node.children where attribute.name == "userDefinedRuntimeAttribute" {
                    guard let keyPath = attribute[attribute: "keyPath"], isIdentifier(keyPath),
                          let type = runtimeAttributeType(attribute[attribute: "type"] ?? "string") else { continue }
                    let uikitClass = ViewCodeGenerator.uikitClass(forTag: object.tag)
                    guard !surface.has(keyPath, on: uikitClass) else { continue }
                    if object.customClass != nil, rootType[object.id] == nil, let decl = classOf(object.id) {
                        guard !surface.has(keyPath, on: decl.base), decl.memberNames.insert("var " + keyPath).inserted else { continue }
                        decl.members.append("var \(keyPath): \(type)")
                    } else {
                        if extensionUses[keyPath] == nil { extensionOrderNames.append(keyPath); extensionUses[keyPath] = (type, []) }
                        extensionUses[keyPath]!.classes.insert(uikitClass)
                    }
                }
            }
        }
        // An extension property must not meet a surface member of the same name on the owner's
        // subclasses (`label.textColor` would become ambiguous); unrelated classes (CALayer's
        // `cornerRadius`) do not matter.
        // The classes to extend: views share their common UIKit class (one class, else UIView);
        // controllers and bar items (a storyboard's `configure(_:)`) are extended each on its own.
        func targets(_ keyPath: String) -> [String] {
            let owners = extensionUses[keyPath]!.classes
            let views = owners.filter { !surface.types.contains($0) || surface.inherits($0, from: "UIView", classes: [:]) }
            let others = owners.subtracting(views).sorted()
            return (views.isEmpty ? [] : [views.count == 1 ? views.first! : "UIView"]) + others
        }
        extensionOrderNames.removeAll { keyPath in
            targets(keyPath).contains { surface.hasMember(keyPath, inSubclassesOf: $0) }
        }
        for keyPath in extensionOrderNames {
            let type = extensionUses[keyPath]!.type
            for owner in targets(keyPath) {
                // A custom class below `owner` inherits the extension property instead of storing its own.
                for decl in classes.values where decl.memberNames.contains("var " + keyPath) && surface.inherits(decl.base, from: owner, classes: classes.mapValues(\.base)) {
                    decl.memberNames.remove("var " + keyPath)
                    decl.members.removeAll { $0.hasPrefix("var \(keyPath):") }
                }
                if extensions[owner] == nil { extensionOrder.append(owner); extensions[owner] = [] }
                extensions[owner]!.append("var \(keyPath): \(type) { get { nil } set { } }")
            }
        }
        // Property names this stub adds to shared classes, and the owner's outlet names (the
        // generated lazy properties): files declaring the same name never share a batch.
        var propertyNames: Set<String> = []
        for decl in classes.values { for member in decl.memberNames where member.hasPrefix("var ") { propertyNames.insert(String(member.dropFirst(4))) } }
        for connection in document.placeholders.flatMap(\.connections) where connection.kind == .outlet {
            if let property = connection.property { propertyNames.insert(property) }
        }
        for name in extensionOrderNames { declared.insert("member:" + name) }

        var lines = ["import UIKit"]
        // Outlet properties name their types (`var webView: WKWebView?`): their modules too.
        let outletTypeNames = outletTypes.values.flatMap(\.types)
        for module in surface.imports(for: classes.values.flatMap { [$0.base] + $0.protocols } + extensions.keys + outletTypeNames) {
            lines.append("import \(module)")
        }
        lines.append("")
        for name in order {
            let decl = classes[name]!
            let inherits = ([decl.base] + decl.protocols).joined(separator: ", ")
            if decl.members.isEmpty {
                lines.append("class \(decl.name): \(inherits) {}")
            } else {
                lines.append("class \(decl.name): \(inherits) {")
                lines += decl.members.map { "    " + $0 }
                lines.append("}")
            }
        }
        for owner in extensionOrder {
            lines.append("extension \(owner) {")
            lines += extensions[owner]!.map { "    " + $0 }
            lines.append("}")
        }
        for (namespace, factories) in referencedFactories.sorted(by: { $0.key < $1.key }) where !surface.types.contains(namespace) {
            declared.insert(namespace)
            lines.append("@MainActor enum \(namespace) {")
            lines += factories.sorted().map { "    static func \($0)() -> UIViewController { UIViewController() }" }
            lines.append("}")
        }
        return Stub(text: lines.joined(separator: "\n") + "\n", declaredNames: declared,
                    extensionNames: Set(extensionOrderNames), propertyNames: propertyNames, notes: notes)
    }
}

/// Type and member names the UIKit surface declares, read from its sources.
public struct SurfaceNames: Sendable {
    public var types: Set<String>
    /// Type (class, struct, extension target) → `var`/`let`/`func` names declared in it.
    public var members: [String: Set<String>]
    /// Class → superclass.
    public var superclasses: [String: String]
    /// Type → the module declaring it (`WKWebView` → `WebKit`): the directory under `Sources`.
    public var modules: [String: String]
    /// Type → the protocols its declarations and extensions list (`UITableViewController` →
    /// `UITableViewDataSource`, …).
    public var conformances: [String: Set<String>] = [:]

    public init(types: Set<String>, members: [String: Set<String>], superclasses: [String: String], modules: [String: String] = [:]) {
        self.types = types
        self.members = members
        self.superclasses = superclasses
        self.modules = modules
    }

    /// Modules `import UIKit` makes visible (it re-exports them), and swift-testing's stand-ins.
    public static let visibleThroughUIKit: Set<String> = ["UIKit", "CoreGraphics", "QuartzCore", "ObjectiveC"]

    /// The modules besides UIKit a file using `types` must import, sorted.
    public func imports(for types: some Sequence<String>) -> [String] {
        Set(types.compactMap { modules[$0] }).filter { !Self.visibleThroughUIKit.contains($0) && !$0.hasPrefix("_") }.sorted()
    }

    /// Whether `member` exists on `type` or one of its superclasses.
    public func has(_ member: String, on type: String) -> Bool {
        var current: String? = type
        var seen: Set<String> = []
        while let name = current, seen.insert(name).inserted {
            if members[name]?.contains(member) == true { return true }
            current = superclasses[name]
        }
        return false
    }

    /// Whether `type`, an ancestor or a subclass of it declares `member`.
    public func hasMember(_ member: String, inSubclassesOf type: String) -> Bool {
        if has(member, on: type) { return true }
        return members.contains { owner, names in
            names.contains(member) && inherits(owner, from: type, classes: [:])
        }
    }

    /// Whether `type` (a stub class through `classes`, or a surface class) or an ancestor adopts `protocolName`.
    public func conforms(_ type: String, to protocolName: String, classes: [String: String]) -> Bool {
        var current: String? = type
        var seen: Set<String> = []
        while let name = current, seen.insert(name).inserted {
            if conformances[name]?.contains(protocolName) == true { return true }
            current = classes[name] ?? superclasses[name]
        }
        return false
    }

    /// Whether `type` is `ancestor` or inherits from it (through stub classes, then surface classes).
    func inherits(_ type: String, from ancestor: String, classes: [String: String]) -> Bool {
        var current: String? = type
        var seen: Set<String> = []
        while let name = current, seen.insert(name).inserted {
            if name == ancestor { return true }
            current = classes[name] ?? superclasses[name]
        }
        return false
    }

    /// Scans `Tests/Support/UIKitSurface/Sources/**/*.swift`: top-level type and extension
    /// declarations, their superclasses, and the `var`/`let`/`func` names inside them.
    public static func scan(surfaceSources: String) -> SurfaceNames {
        var types: Set<String> = [], members: [String: Set<String>] = [:], superclasses: [String: String] = [:]
        var modules: [String: String] = [:]
        var conformances: [String: Set<String>] = [:]
        let declaration = #/^(?:@\w+\s+|open\s+|public\s+|final\s+|nonisolated\s+)*(class|struct|enum|protocol|extension|actor)\s+([A-Za-z_][\w.]*)(?:\s*:\s*([A-Za-z_][\w.]*))?/#
        for file in FileSystem.files(under: surfaceSources, suffix: ".swift") {
            guard let text = FileSystem.read(file) else { continue }
            let module = String(file.dropFirst(surfaceSources.count + 1).prefix { $0 != "/" })
            var depth = 0
            var current: String?
            for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
                let trimmed = line.drop { $0 == " " }
                if depth == 0, let match = try? declaration.prefixMatch(in: trimmed) {
                    let name = String(match.2)
                    current = name
                    if match.1 != "extension" {
                        types.insert(name)
                        if modules[name] == nil { modules[name] = module }
                    }
                    if match.1 == "class", let parent = match.3 { superclasses[name] = String(parent) }
                    // `class A: B, P, Q {` / `extension A: P {`: everything listed after the colon.
                    if match.3 != nil, let colon = trimmed.firstIndex(of: ":") {
                        let list = trimmed[trimmed.index(after: colon)...].prefix { $0 != "{" && $0 != "<" }
                        let names = list.split(separator: ",").compactMap { $0.split(separator: " ").first.map(String.init) }
                        conformances[name, default: []].formUnion(names)
                    }
                }
                let isMemberLevel = depth == 1 || (depth == 0 && current != nil && line.contains("{"))
                if isMemberLevel, let type = current {
                    let words = trimmed.split(whereSeparator: { !($0.isLetter || $0.isNumber || $0 == "_") })
                    for (index, word) in words.enumerated() where index + 1 < words.count && ["var", "let", "func"].contains(word) {
                        members[type, default: []].insert(String(words[index + 1]))
                        if depth == 1 { break }
                    }
                }
                for character in line {
                    if character == "{" { depth += 1 } else if character == "}" { depth -= 1 }
                }
                if depth <= 0 { depth = 0; current = nil }
            }
        }
        var names = SurfaceNames(types: types, members: members, superclasses: superclasses, modules: modules)
        names.conformances = conformances
        return names
    }
}
