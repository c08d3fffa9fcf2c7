/// A parsed `.xib` or `.storyboard` document.
///
/// A XIB's content is `placeholders` and `objects`; a storyboard's is `scenes` (its document-level
/// `placeholders` and `objects` are empty). Ids are unique across the whole document: `references`
/// covers every scene.
public struct XibDocument: Sendable {
    public struct Header: Hashable, Sendable {
        public var type: String?
        public var toolsVersion: String?
        public var targetRuntime: String?
        public var useAutolayout: Bool
        public var useSafeAreas: Bool
        public var useTraitCollections: Bool
        /// Storyboards: the id of the scene controller UIKit instantiates first
        /// (`instantiateInitialViewController()`, the app's main interface); validated.
        public var initialViewController: String?
        /// Storyboards: `launchScreen="YES"` (the app's launch screen: no custom classes, no code runs).
        public var isLaunchScreen: Bool
        /// The root element's start tag.
        public var location: SourceLocation
    }

    /// Where a referenced id lives.
    ///
    /// Every payload but an object's (a reference already) is boxed, so a `Reference` is one
    /// pointer: `references` has a slot per id of the document, and with a constraint inline
    /// (~200 bytes) the table of a 50 MB XIB alone took 60 MB.
    public enum Reference: Hashable, Sendable {
        indirect case placeholder(XibPlaceholder)
        case object(XibObject)
        indirect case layoutGuide(XibLayoutGuide, owner: String)
        indirect case constraint(XibConstraint, owner: String)
        indirect case segue(XibSegue)
    }

    public var kind: XibDocumentKind
    public var header: Header
    /// XIBs: the top-level placeholders (File's Owner, First Responder, external objects).
    /// Storyboards: empty (each scene has its own).
    public var placeholders: [XibPlaceholder]
    /// XIBs: top-level objects other than placeholders, in document order. Storyboards: empty.
    public var objects: [XibObject]
    /// Storyboards: the scenes, in document order. XIBs: empty.
    public var scenes: [XibScene]
    /// `<resources>` children (`image`, `namedColor`, `systemColor`), raw.
    public var resources: [XibNode]
    /// Problems found while building the model: invalid values, dangling references, duplicate ids.
    public var diagnostics: [Diagnostic]
    /// Every id in the document → its number (`number(of:)`).
    private(set) var ids: [String: Int32]
    /// What each id names, by its number (nil only for an object the document's trees do not hold).
    private var referenceList: [Reference?]
    /// Storyboards: each id's number → the index of its scene in `scenes` (-1 for none).
    private var sceneByNumber: [Int32]
    /// Whether `reference` knows a controller's legacy `topLayoutGuide` or `bottomLayoutGuide`
    /// (`XibLayoutGuide.topLayoutGuideKey`…; storyboards of iOS 7–10): without one, no constraint
    /// item is one, and the generator need not look its items up to tell.
    package private(set) var hasLegacyLayoutGuides = false

    /// Every id in the document → what it names (made on each call: `reference(_:)` asks for one).
    public var references: [String: Reference] {
        var result: [String: Reference] = [:]
        for (id, number) in ids { if let reference = referenceList[Int(number)] { result[id] = reference } }
        return result
    }

    /// How many ids the document numbers: every `number(of:)` is below it.
    public var idCount: Int { referenceList.count }

    /// The id's number: dense from 0, one per distinct id of the document (objects, placeholders,
    /// layout guides, constraints, segues, and the items constraints name, defined or not); an
    /// object and a constraint carry theirs (`XibObject.idNumber`, `XibConstraint.idNumber`), so
    /// tables keyed by them (`IDTable`) need not hash ids. nil for an id the document lacks.
    public func number(of id: String) -> Int32? { ids[id] }

    /// `ids`, for `IDTable`'s inlined code.
    @usableFromInline var idNumbers: [String: Int32] { ids }

    public var filesOwner: XibPlaceholder? { placeholders.first(where: \.isFilesOwner) }

    public func reference(_ id: String) -> Reference? {
        guard let number = ids[id] else { return nil }
        return referenceList[Int(number)]
    }

    /// What the id numbered `number` names (`number(of:)`).
    public func reference(number: Int32) -> Reference? {
        number >= 0 && Int(number) < referenceList.count ? referenceList[Int(number)] : nil
    }

    public func object(_ id: String) -> XibObject? {
        if case .object(let object) = reference(id) { return object }
        return nil
    }

    /// Whether the document names `id` (without copying out what it names).
    func defines(_ id: String) -> Bool {
        guard let number = ids[id] else { return false }
        return referenceList[Int(number)] != nil
    }

    /// The scene holding the object, placeholder, layout guide, constraint or segue `id`
    /// (storyboards; nil for XIBs and unknown ids). Tells apart the First Responders of
    /// different scenes.
    public func scene(containing id: String) -> XibScene? {
        guard let number = ids[id], Int(number) < sceneByNumber.count else { return nil }
        let index = sceneByNumber[Int(number)]
        return index < 0 ? nil : scenes[Int(index)]
    }

    /// The scene whose controller is `header.initialViewController`.
    public var initialScene: XibScene? {
        guard let id = header.initialViewController else { return nil }
        return scenes.first { $0.controller?.id == id }
    }

    /// The scene whose controller has the storyboard identifier `identifier`.
    public func scene(storyboardIdentifier identifier: String) -> XibScene? {
        scenes.first { $0.controller?.storyboardIdentifier == identifier }
    }

    /// Every object of the document, depth-first: a XIB's top-level objects, or each scene's
    /// controller and other objects, scene by scene.
    public func forEachObject(_ body: (XibObject) -> Void) {
        for object in objects { object.forEachObject(body) }
        for scene in scenes { scene.forEachObject(body) }
    }

    /// Every segue of the document, scene by scene (XIBs have none).
    public var segues: [XibSegue] { scenes.flatMap(\.segues) }

    /// The segues the object `source` starts (its `<connections>`' `<segue>`s), in order.
    public func segues(from source: String) -> [XibSegue] {
        scene(containing: source)?.segues(from: source) ?? []
    }

    /// Parses XIB or storyboard bytes. Throws for unreadable XML or a document that is not an
    /// iOS/tvOS XIB or storyboard; lesser problems become `diagnostics`.
    public static func parse(_ bytes: [UInt8]) throws(XibParseError) -> XibDocument {
        try build(XMLReader.parse(bytes))
    }

    /// Builds the typed model from an already-read element tree (`XMLReader.parse`).
    public static func build(_ root: XibNode) throws(XibParseError) -> XibDocument {
        var builder = XibDocumentBuilder()
        return try builder.build(root, releasing: false)
    }

    /// `build` from a tree the caller hands over and nothing else holds (the reader's): a XIB's
    /// elements are let go as their objects are made, not all kept until the model is done (a
    /// 50 MB XIB's child lists were 31 MB of its peak). Other holders of the tree's nodes cost
    /// copies of their lists, never a different model.
    public static func build(consuming root: consuming XibNode) throws(XibParseError) -> XibDocument {
        var builder = XibDocumentBuilder()
        return try builder.build(root, releasing: true)
    }

    init(
        kind: XibDocumentKind, header: Header, placeholders: [XibPlaceholder], objects: [XibObject],
        scenes: [XibScene] = [], resources: [XibNode], diagnostics: [Diagnostic], ids: [String: Int32] = [:]
    ) {
        self.kind = kind
        self.header = header
        self.placeholders = placeholders
        self.objects = objects
        self.scenes = scenes
        self.resources = resources
        self.diagnostics = diagnostics
        self.ids = ids
        self.referenceList = []
        self.sceneByNumber = []
        indexReferences()
    }

    private mutating func indexReferences() {
        // The builder numbered the objects' and constraints' ids (and the ids constraints refer to)
        // as it read them; every other id is numbered here.
        // Moved out, not copied: numbering more ids in a copy copied the whole table.
        var ids = self.ids
        self.ids = [:]
        var references = [Reference?](repeating: nil, count: ids.count)
        var duplicates: [Diagnostic] = []
        func add(_ id: String, number known: Int32 = -1, _ reference: @autoclosure () -> Reference, at location: SourceLocation) {
            let number = known >= 0 ? Int(known) : Int(Self.intern(id, in: &ids))
            if number == references.count { references.append(nil) }
            if references[number] == nil {
                references[number] = reference()
            } else {
                duplicates.append(Diagnostic(.error, kind: "duplicate-id", "the id \"\(id)\" is used more than once", at: location))
            }
        }
        func addTree(_ top: XibObject) {
            top.forEachObject { object in
                add(object.id, number: object.idNumber, .object(object), at: object.location)
                for guide in object.layoutGuides {
                    add(guide.id, .layoutGuide(guide, owner: object.id), at: guide.location)
                    if guide.key == XibLayoutGuide.topLayoutGuideKey || guide.key == XibLayoutGuide.bottomLayoutGuideKey {
                        hasLegacyLayoutGuides = true
                    }
                }
                // By index: a constraint is copied (a dozen fields) only into its reference.
                let constraints = object.constraints
                for index in constraints.indices where !constraints[index].id.isEmpty {
                    add(constraints[index].id, number: constraints[index].idNumber, .constraint(constraints[index], owner: object.id), at: constraints[index].location)
                }
            }
        }
        for placeholder in placeholders {
            add(placeholder.id, .placeholder(placeholder), at: placeholder.location)
        }
        for top in objects { addTree(top) }
        for scene in scenes {
            for placeholder in scene.placeholders {
                add(placeholder.id, .placeholder(placeholder), at: placeholder.location)
            }
            if let controller = scene.controller { addTree(controller) }
            for object in scene.objects { addTree(object) }
            for segue in scene.segues where !segue.id.isEmpty {
                add(segue.id, .segue(segue), at: segue.location)
            }
        }
        self.ids = ids
        self.referenceList = references
        if !scenes.isEmpty { sceneByNumber = Self.sceneIndex(of: scenes, ids: ids) }
        diagnostics += duplicates
        validateReferences()
    }

    /// `id`'s number in `ids`, numbering it next when it is new (one hash lookup).
    static func intern(_ id: String, in ids: inout [String: Int32]) -> Int32 {
        let next = Int32(ids.count)
        return read(&ids[id, default: next])
    }

    private static func read(_ number: inout Int32) -> Int32 { number }

    /// `intern` for an id that is mostly numbered already (a constraint's item, a view read
    /// before the constraints): a lookup, cheaper than `intern`'s insertion path when it finds it.
    static func number(ofReferenced id: String, in ids: inout [String: Int32]) -> Int32 {
        if let number = ids[id] { return number }
        return intern(id, in: &ids)
    }

    /// Every id of each scene → the scene's index, by the id's number (the first scene, for an
    /// id used twice, as `reference` names the first).
    private static func sceneIndex(of scenes: [XibScene], ids: [String: Int32]) -> [Int32] {
        var index = [Int32](repeating: -1, count: ids.count)
        func add(_ number: Int32?, _ scene: Int) {
            guard let number, index[Int(number)] < 0 else { return }
            index[Int(number)] = Int32(scene)
        }
        for (number, scene) in scenes.enumerated() {
            for placeholder in scene.placeholders { add(ids[placeholder.id], number) }
            scene.forEachObject { object in
                add(object.idNumber >= 0 ? object.idNumber : ids[object.id], number)
                for guide in object.layoutGuides { add(ids[guide.id], number) }
                for constraint in object.constraints where !constraint.id.isEmpty {
                    add(constraint.idNumber >= 0 ? constraint.idNumber : ids[constraint.id], number)
                }
            }
            for segue in scene.segues where !segue.id.isEmpty { add(ids[segue.id], number) }
        }
        return index
    }

    private mutating func validateReferences() {
        var problems: [Diagnostic] = []
        // The tables the checks read, bound once: a check asking `self` copied the whole document.
        let ids = self.ids, referenceList = self.referenceList
        func isDefined(_ id: String, number: Int32) -> Bool {
            guard let number = number >= 0 ? number : ids[id] else { return false }
            return referenceList[Int(number)] != nil
        }
        // `what` is only spelled out for a dangling reference, not for every valid one.
        func check(_ id: String?, number: Int32 = -1, _ what: @autoclosure () -> String, at location: SourceLocation) {
            guard let id, !isDefined(id, number: number) else { return }
            problems.append(Diagnostic(.error, kind: "dangling-reference", "\(what()) refers to \"\(id)\", which is not in this document", at: location))
        }
        func checkConnections(_ connections: [XibConnection]) {
            for connection in connections {
                check(connection.destination, number: connection.destinationNumber,
                      "the \(connection.kind.rawValue) \(connection.property ?? connection.selector ?? connection.id)", at: connection.location)
            }
        }
        func checkTree(_ top: XibObject) {
            top.forEachObject { object in
                let constraints = object.constraints
                for index in constraints.indices {
                    let constraint = constraints[index]
                    check(constraint.firstItem, number: constraint.firstItemNumber, "the constraint's firstItem", at: constraint.location)
                    check(constraint.secondItem, number: constraint.secondItemNumber, "the constraint's secondItem", at: constraint.location)
                }
                checkConnections(object.connections)
            }
        }
        for placeholder in placeholders { checkConnections(placeholder.connections) }
        for top in objects { checkTree(top) }
        for scene in scenes {
            for placeholder in scene.placeholders { checkConnections(placeholder.connections) }
            if let controller = scene.controller { checkTree(controller) }
            for object in scene.objects { checkTree(object) }
            for segue in scene.segues { problems += checkSegue(segue) }
        }
        if kind == .storyboard { problems += checkStoryboard() }
        diagnostics += problems
    }

    private func dangling(_ id: String?, _ what: @autoclosure () -> String, at location: SourceLocation) -> Diagnostic? {
        guard let id, !defines(id) else { return nil }
        return Diagnostic(.error, kind: "dangling-reference", "\(what()) refers to \"\(id)\", which is not in this document", at: location)
    }

    /// A segue's destination, popover anchors and passthrough views must exist; an unwind
    /// segue leads to an `<exit>`, any other to a scene's controller.
    private func checkSegue(_ segue: XibSegue) -> [Diagnostic] {
        var problems: [Diagnostic] = []
        func check(_ id: String?, _ what: @autoclosure () -> String, _ location: SourceLocation) {
            if let problem = dangling(id, what(), at: location) { problems.append(problem) }
        }
        let name = segue.identifier.map { "the \(segue.kind.rawValue) segue \"\($0)\"" } ?? "the \(segue.kind.rawValue) segue \(segue.id)"
        check(segue.destination, "\(name)'s destination", segue.location)
        check(segue.popoverAnchorView, "\(name)'s popoverAnchorView", segue.location)
        check(segue.popoverAnchorBarButtonItem, "\(name)'s popoverAnchorBarButtonItem", segue.location)
        for view in segue.passthroughViews { check(view, "\(name)'s passthrough view", segue.location) }
        switch reference(segue.destination) {
        case .placeholder(let placeholder)? where placeholder.isExit:
            if segue.kind != .unwind {
                problems.append(Diagnostic(.error, kind: "invalid-segue", "\(name) leads to the scene's Exit; only unwind segues can", at: segue.location))
            }
        case .object(let object)? where scene(containing: object.id)?.controller?.id == object.id:
            if segue.kind == .unwind {
                problems.append(Diagnostic(.error, kind: "invalid-segue", "\(name) is an unwind segue but leads to a view controller, not to an Exit", at: segue.location))
            }
        case nil:
            break
        case .some:
            problems.append(Diagnostic(.error, kind: "invalid-segue", "\(name) leads to \"\(segue.destination)\", which is not a scene's view controller or Exit", at: segue.location))
        }
        return problems
    }

    /// The initial view controller is a scene's controller; references to this storyboard name
    /// identifiers it has; storyboard identifiers are unique.
    private func checkStoryboard() -> [Diagnostic] {
        var problems: [Diagnostic] = []
        let rootLocation = header.location
        if let initial = header.initialViewController {
            if let problem = dangling(initial, "the document's initialViewController", at: rootLocation) { problems.append(problem) }
            if defines(initial), scene(containing: initial)?.controller?.id != initial {
                problems.append(Diagnostic(.error, kind: "invalid-reference", "the document's initialViewController \"\(initial)\" is not a scene's view controller", at: rootLocation))
            }
        }
        var identified: [String: SourceLocation] = [:]
        for scene in scenes {
            guard let controller = scene.controller else { continue }
            if let identifier = controller.storyboardIdentifier {
                if identified[identifier] != nil {
                    problems.append(Diagnostic(.warning, kind: "duplicate-storyboard-identifier", "the storyboard identifier \"\(identifier)\" is used by more than one scene; UIKit instantiates only one of them", at: controller.location))
                } else {
                    identified[identifier] = controller.location
                }
            }
        }
        for scene in scenes {
            guard let controller = scene.controller, let reference = controller.storyboardReference,
                  reference.storyboardName == nil, let identifier = reference.referencedIdentifier, identified[identifier] == nil
            else { continue }
            problems.append(Diagnostic(.error, kind: "dangling-reference", "the storyboard reference \(controller.id) refers to the storyboard identifier \"\(identifier)\", which no scene of this storyboard has", at: controller.location))
        }
        return problems
    }
}

/// Turns the raw element tree into the typed model.
struct XibDocumentBuilder {
    private var diagnostics: [Diagnostic] = []
    /// The ids of objects and constraints and the constraints' items, numbered as they are read
    /// (`XibObject.idNumber`, `XibConstraint.idNumber`…); the document numbers its other ids after them.
    private var ids: [String: Int32] = {
        // Room for a typical XIB's ids from the start, not grown (and every id rehashed) six times.
        var ids: [String: Int32] = [:]
        ids.reserveCapacity(64)
        return ids
    }()
    /// The segues of the scene being built; nil outside scenes (in XIBs, which cannot have any).
    private var sceneSegues: [XibSegue]?
    /// The attributes `makeConstraint` reads, in the order its switch numbers them.
    private var constraintAttributes = AttributeNames(Self.constraintAttributeNames)
    private static let constraintAttributeNames = [
        "id", "firstItem", "firstAttribute", "secondItem", "secondAttribute", "constant", "multiplier", "priority",
        "relation", "identifier", "placeholder", "customClass",
    ]

    /// `releasing`: `root` is the only holder of its nodes, which are let go as they are read.
    mutating func build(_ root: consuming XibNode, releasing: Bool) throws(XibParseError) -> XibDocument {
        guard root.name == "document" else {
            if root.name == "archive" {
                throw XibParseError("this is a legacy pre-Xcode 5 <archive> XIB; open and re-save it in a current Xcode", at: root.location)
            }
            throw XibParseError("expected a <document> root element, found <\(root.name)>", at: root.location)
        }
        let type = root[attribute: "type"]
        let kind = try Self.kind(of: root, type: type)
        let isStoryboard = kind == .storyboard
        let header = XibDocument.Header(
            type: type,
            toolsVersion: root[attribute: "toolsVersion"],
            targetRuntime: root[attribute: "targetRuntime"],
            useAutolayout: root[attribute: "useAutolayout"] == "YES",
            useSafeAreas: root[attribute: "useSafeAreas"] == "YES",
            useTraitCollections: root[attribute: "useTraitCollections"] == "YES",
            initialViewController: isStoryboard ? root[attribute: "initialViewController"] : nil,
            isLaunchScreen: isStoryboard && root[attribute: "launchScreen"] == "YES",
            location: root.location
        )
        let resources = root.child(named: "resources")?.children ?? []
        if isStoryboard {
            var scenes: [XibScene] = []
            for node in root.child(named: "scenes")?.children ?? [] {
                guard node.name == "scene" else {
                    warn(node, "unexpected-element", "ignored <\(node.name)> inside <scenes>")
                    continue
                }
                scenes.append(makeScene(node))
            }
            return XibDocument(kind: .storyboard, header: header, placeholders: [], objects: [], scenes: scenes,
                               resources: resources, diagnostics: diagnostics, ids: takeIDs())
        }
        var placeholders: [XibPlaceholder] = []
        var objects: [XibObject] = []
        var topLevel: [XibNode] = []
        if let index = root.children.firstIndex(where: { $0.name == "objects" }) {
            topLevel = releasing ? root.children[index].takeChildren() : root.children[index].children
        }
        for index in topLevel.indices {
            let node = releasing ? topLevel.take(at: index) : topLevel[index]
            if node.name == "placeholder" {
                placeholders.append(makePlaceholder(node))
            } else if node.hasAttribute("id") {
                // Moved, not copied: a copy kept the children shared, and the callee's first take
                // of one copied the whole list.
                objects.append(makeObject(consume node, releasing: releasing))
            } else {
                warn(node, "unexpected-element", "ignored <\(node.name)> without an id at the top level")
            }
        }
        return XibDocument(kind: .xib, header: header, placeholders: placeholders, objects: objects,
                           resources: resources, diagnostics: diagnostics, ids: takeIDs())
    }

    /// The ids numbered so far, handed over (the document numbers more in place, not in a copy).
    private mutating func takeIDs() -> [String: Int32] {
        let taken = ids
        ids = [:]
        return taken
    }

    /// XIB or storyboard, from the root's `type` (or, without one, whether it has `<scenes>`);
    /// documents for other platforms are refused, naming what they are.
    private static func kind(of root: XibNode, type: String?) throws(XibParseError) -> XibDocumentKind {
        guard let type else { return root.child(named: "scenes") != nil ? .storyboard : .xib }
        // The types Xcode writes for iOS and tvOS, without a substring search.
        switch type {
        case "com.apple.InterfaceBuilder3.CocoaTouch.XIB", "com.apple.InterfaceBuilder3.CocoaTouch.iPad.XIB",
             "com.apple.InterfaceBuilder.AppleTV.XIB":
            return .xib
        case "com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB", "com.apple.InterfaceBuilder.AppleTV.Storyboard":
            return .storyboard
        default:
            break
        }
        let isStoryboard = type.containsText("Storyboard")
        if !type.containsText("CocoaTouch"), !type.containsText("AppleTV") {
            if type.containsText("WatchKit") {
                throw XibParseError("\(type) is a WatchKit (watchOS) storyboard; xibgen reads iOS and tvOS storyboards only (WatchKit interfaces have no UIKit view code)", at: root.location)
            }
            if isStoryboard {
                throw XibParseError("\(type) is not an iOS/tvOS storyboard (macOS Cocoa storyboards are not supported)", at: root.location)
            }
            throw XibParseError("\(type) is not an iOS/tvOS XIB (macOS Cocoa XIBs are not supported)", at: root.location)
        }
        return isStoryboard ? .storyboard : .xib
    }

    /// A `<scene>`: the object with `sceneMemberID="viewController"` is its controller; its
    /// `<placeholder>`s and `<exit>` are its placeholders; everything else with an id is one of
    /// its objects.
    private mutating func makeScene(_ node: XibNode) -> XibScene {
        let id = node[attribute: "sceneID"] ?? ""
        if id.isEmpty { error(node, "invalid-value", "the scene has no sceneID") }
        var scene = XibScene(id: id, title: node.precedingComment, location: node.location)
        sceneSegues = []
        defer { sceneSegues = nil }
        for child in node.children {
            guard child.name == "objects" else {
                scene.properties.append(child)
                continue
            }
            for member in child.children {
                if member.name == "placeholder" || member.name == "exit" {
                    scene.placeholders.append(makePlaceholder(member, isExit: member.name == "exit"))
                } else if !member.hasAttribute("id") {
                    warn(member, "unexpected-element", "ignored <\(member.name)> without an id in the scene")
                } else if member[attribute: "sceneMemberID"] == "viewController" {
                    if let controller = scene.controller {
                        error(member, "invalid-value", "the scene already has a view controller (\(controller.id)); <\(member.name)> is read as one of its other objects")
                        scene.objects.append(makeObject(member))
                    } else {
                        scene.controller = makeObject(member)
                    }
                } else {
                    scene.objects.append(makeObject(member))
                }
            }
        }
        if scene.controller == nil {
            error(node, "invalid-value", "the scene \"\(id)\" has no view controller (no object with sceneMemberID=\"viewController\")")
        }
        scene.segues = sceneSegues ?? []
        return scene
    }

    private mutating func makePlaceholder(_ node: XibNode, isExit: Bool = false) -> XibPlaceholder {
        let id = node[attribute: "id"] ?? ""
        let connections = makeConnections(node.child(named: "connections"), source: id, sourceTag: node.name)
        return XibPlaceholder(
            id: id,
            identifier: node[attribute: "placeholderIdentifier"] ?? "",
            isExit: isExit,
            customClass: node[attribute: "customClass"],
            customModule: node[attribute: "customModule"] ?? node[attribute: "customModuleProvider"],
            userLabel: node[attribute: "userLabel"],
            connections: connections,
            location: node.location
        )
    }

    /// `releasing`: the caller holds `node` alone; its children are let go once made into values.
    private mutating func makeObject(_ node: consuming XibNode, fallbackID: String = "", releasing: Bool = false) -> XibObject {
        let id = node[attribute: "id"] ?? fallbackID
        var object = XibObject(
            tag: node.name, id: id, key: node.key, customClass: node[attribute: "customClass"],
            customModule: node[attribute: "customModule"], userLabel: node[attribute: "userLabel"],
            attributes: node.attributes, location: node.location
        )
        object.idNumber = XibDocument.intern(id, in: &ids)
        let tag = node.name
        var children = releasing ? node.takeChildren() : node.children
        for index in children.indices {
            var child = releasing ? children.take(at: index) : children[index]
            switch child.name {
            case "subviews":
                // Sized once, as map did.
                var members = releasing ? child.takeChildren() : child.children
                var subviews: [XibObject] = []
                subviews.reserveCapacity(members.count)
                for member in members.indices {
                    subviews.append(makeObject(releasing ? members.take(at: member) : members[member], releasing: releasing))
                }
                object.subviews = subviews
            case "constraints":
                // Sized once, not grown by doubling as compactMap would.
                var constraints: [XibConstraint] = []
                constraints.reserveCapacity(child.children.count)
                for node in child.children {
                    if let constraint = makeConstraint(node) { constraints.append(constraint) }
                }
                object.constraints = constraints
            case "connections":
                object.connections = makeConnections(child, source: id, sourceTag: tag)
            case "rect" where child.hasKey("frame"):
                object.frame = makeRect(child)
            case "autoresizingMask":
                object.autoresizingMask = makeMask(child)
            case "gestureRecognizers" where child.children.isEmpty:
                continue
            case "viewLayoutGuide":
                if let guideID = child[attribute: "id"] {
                    object.layoutGuides.append(XibLayoutGuide(key: child.key ?? "", id: guideID, location: child.location))
                }
            default:
                if let key = child.key, child.hasAttribute("id") || child.name == "view" || child.child(named: "subviews") != nil {
                    // Old XIBs give a collection view cell's `<view key="contentView">` no id.
                    // Moved, not copied (see build).
                    object.keyedObjects.append(makeObject(consume child, fallbackID: "\(id).\(key)", releasing: releasing))
                } else if isObjectList(child) {
                    if child.name == "layoutGuides", let guides = makeControllerLayoutGuides(child) {
                        object.layoutGuides += guides
                        continue
                    }
                    // `<items>`, `<gestureRecognizers>`, `<prototypes>`, `<sections>`…: the
                    // list's name becomes the members' key.
                    for member in child.children {
                        var memberObject = makeObject(member, releasing: false)
                        memberObject.key = memberObject.key ?? child.name
                        object.keyedObjects.append(memberObject)
                    }
                } else {
                    if child.name == "color", XibColorParser.parse(child) == nil {
                        error(child, "invalid-value", "the color \"\(child.key ?? "")\" has missing or non-numeric components")
                    }
                    object.properties.append(child)
                }
            }
        }
        return object
    }

    /// A controller's `<layoutGuides>` of `<viewControllerLayoutGuide type="top|bottom">` (the
    /// legacy `topLayoutGuide`/`bottomLayoutGuide`), as layout guides keyed by the controller
    /// property; nil when the list holds anything else.
    private mutating func makeControllerLayoutGuides(_ node: XibNode) -> [XibLayoutGuide]? {
        guard node.children.allSatisfy({ $0.name == "viewControllerLayoutGuide" }) else { return nil }
        return node.children.map { guide in
            let type = guide[attribute: "type"] ?? ""
            if type != "top" && type != "bottom" {
                warn(guide, "invalid-value", "the viewControllerLayoutGuide's type \"\(type)\" is not top or bottom")
            }
            return XibLayoutGuide(key: type + "LayoutGuide", id: guide[attribute: "id"] ?? "", location: guide.location)
        }
    }

    /// Elements like a toolbar's `<items>` hold objects with ids but have neither themselves.
    private func isObjectList(_ node: XibNode) -> Bool {
        !node.hasAttribute("id") && !node.hasAttribute("key") && !node.children.isEmpty
            && node.children.allSatisfy { $0.hasAttribute("id") }
    }

    private mutating func makeConstraint(_ node: XibNode) -> XibConstraint? {
        guard node.name == "constraint" else {
            warn(node, "unexpected-element", "ignored <\(node.name)> inside <constraints>")
            return nil
        }
        // One pass over the attributes (a constraint is the commonest element; looking each of a
        // dozen names up scanned its attributes a dozen times), by name id: no name compared, and
        // no String made for an attribute name Auto Layout has (`top`: the case's own name).
        var id = "", firstItem: String?, firstAttribute: String?, secondItem: String?, secondAttribute: String?
        var firstLayoutAttribute: XibConstraint.LayoutAttribute?, secondLayoutAttribute: XibConstraint.LayoutAttribute?
        var constantText: String?, multiplierText: String?, priorityText: String?, relationText: String?
        var identifier: String?, isPlaceholder = false, customClass: String?
        node.forEachAttribute(in: &constraintAttributes) { position, index in
            switch position {
            case 0: id = node.attributeValue(at: index)
            case 1: firstItem = node.attributeValue(at: index)
            case 2:
                firstLayoutAttribute = node.withAttributeValueBytes(at: index) { XibConstraint.LayoutAttribute(utf8: $0) }
                firstAttribute = firstLayoutAttribute?.name ?? node.attributeValue(at: index)
            case 3: secondItem = node.attributeValue(at: index)
            case 4:
                secondLayoutAttribute = node.withAttributeValueBytes(at: index) { XibConstraint.LayoutAttribute(utf8: $0) }
                secondAttribute = secondLayoutAttribute?.name ?? node.attributeValue(at: index)
            case 5: constantText = node.attributeValue(at: index)
            case 6: multiplierText = node.attributeValue(at: index)
            case 7: priorityText = node.attributeValue(at: index)
            case 8: relationText = node.attributeValue(at: index)
            case 9: identifier = node.attributeValue(at: index)
            case 10: isPlaceholder = node.withAttributeValueBytes(at: index) { $0.elementsEqual("YES".utf8) }
            default: customClass = node.attributeValue(at: index)
            }
        }
        guard let firstAttribute else {
            error(node, "invalid-value", "the constraint has no firstAttribute")
            return nil
        }
        var constant = 0.0
        if let text = constantText {
            guard let value = XibNumber.parse(text), value.isFinite else {
                error(node, "invalid-value", "the constraint's constant \"\(text)\" is not a number")
                return nil
            }
            constant = value
        }
        if let text = multiplierText, XibConstraint.parseMultiplier(text) == nil {
            error(node, "invalid-value", "the constraint's multiplier \"\(text)\" is not a number or a ratio a:b with b ≠ 0")
            return nil
        }
        var priority: Double?
        if let text = priorityText {
            guard let value = XibNumber.parse(text), value >= 0, value <= 1000 else {
                error(node, "invalid-value", "the constraint's priority \"\(text)\" is not a number from 0 to 1000")
                return nil
            }
            priority = value
        }
        var relation = XibConstraint.Relation.equal
        if let text = relationText {
            guard let value = XibConstraint.Relation(rawValue: text) else {
                error(node, "invalid-value", "the constraint's relation \"\(text)\" is not equal, lessThanOrEqual or greaterThanOrEqual")
                return nil
            }
            relation = value
        }
        var constraint = XibConstraint(
            id: id,
            firstItem: firstItem,
            firstAttribute: firstAttribute,
            firstLayoutAttribute: firstLayoutAttribute,
            secondItem: secondItem,
            secondAttribute: secondAttribute,
            secondLayoutAttribute: secondLayoutAttribute,
            relation: relation,
            multiplierText: multiplierText,
            constant: constant,
            priority: priority,
            identifier: identifier,
            isPlaceholder: isPlaceholder,
            customClass: customClass,
            variations: node.children.isEmpty ? [] : node.children(named: "variation"),
            properties: node.children.isEmpty ? [] : node.children.filter { $0.name != "variation" },
            location: node.location
        )
        if !id.isEmpty { constraint.idNumber = XibDocument.intern(id, in: &ids) }
        if let firstItem { constraint.firstItemNumber = XibDocument.number(ofReferenced: firstItem, in: &ids) }
        if let secondItem { constraint.secondItemNumber = XibDocument.number(ofReferenced: secondItem, in: &ids) }
        return constraint
    }

    /// Outlets, outlet collections and actions; segues go to the scene's segues.
    private mutating func makeConnections(_ node: XibNode?, source: String, sourceTag: String) -> [XibConnection] {
        guard let node else { return [] }
        var connections: [XibConnection] = []
        for child in node.children {
            guard let kind = XibConnection.Kind(rawValue: child.name) else {
                if child.name == "segue" {
                    addSegue(child, source: source, sourceTag: sourceTag)
                } else {
                    warn(child, "unexpected-element", "ignored <\(child.name)> inside <connections>")
                }
                continue
            }
            guard let destination = child[attribute: "destination"] else {
                error(child, "invalid-value", "the \(child.name) has no destination")
                continue
            }
            var connection = XibConnection(
                kind: kind, id: child[attribute: "id"] ?? "", source: source, destination: destination,
                property: child[attribute: "property"], selector: child[attribute: "selector"],
                eventType: child[attribute: "eventType"], location: child.location
            )
            connection.destinationNumber = XibDocument.number(ofReferenced: destination, in: &ids)
            connections.append(connection)
        }
        return connections
    }

    private mutating func addSegue(_ node: XibNode, source: String, sourceTag: String) {
        guard sceneSegues != nil else {
            warn(node, "unexpected-element", "ignored the segue \(node[attribute: "id"] ?? ""): segues exist only in storyboard scenes")
            return
        }
        if sourceTag == "placeholder" || sourceTag == "exit" {
            warn(node, "unexpected-element", "ignored the segue \(node[attribute: "id"] ?? "") of a placeholder (segues start at objects)")
            return
        }
        if let segue = makeSegue(node, source: source, sourceTag: sourceTag) { sceneSegues?.append(segue) }
    }

    private mutating func makeSegue(_ node: XibNode, source: String, sourceTag: String) -> XibSegue? {
        var id = "", kindText: String?, identifier: String?, destination: String?, relationship: String?
        var presentation: String?, transition: String?, animates = true, customClass: String?, customModule: String?
        var anchorView: String?, anchorItem: String?, unwindAction: String?
        for attribute in node.attributes {
            switch attribute.name {
            case "id": id = attribute.value
            case "kind": kindText = attribute.value
            case "identifier": identifier = attribute.value
            case "destination": destination = attribute.value
            case "relationship": relationship = attribute.value
            case "modalPresentationStyle": presentation = attribute.value
            case "modalTransitionStyle": transition = attribute.value
            case "animates": animates = attribute.value != "NO"
            case "customClass": customClass = attribute.value
            case "customModule": customModule = attribute.value
            case "popoverAnchorView": anchorView = attribute.value
            case "popoverAnchorBarButtonItem": anchorItem = attribute.value
            case "unwindAction": unwindAction = attribute.value
            default: break
            }
        }
        guard let destination else {
            error(node, "invalid-value", "the segue \(id) has no destination")
            return nil
        }
        guard let kindText else {
            error(node, "invalid-value", "the segue \(id) has no kind")
            return nil
        }
        let kind = XibSegue.Kind(rawValue: kindText)
        switch kind {
        case .unknown(let text):
            warn(node, "unknown-segue-kind", "the segue \(id) has the unknown kind \"\(text)\"")
        case .relationship where relationship == nil:
            error(node, "invalid-value", "the relationship segue \(id) does not say which relationship")
        case .unwind where unwindAction == nil:
            error(node, "invalid-value", "the unwind segue \(id) has no unwindAction")
        case .custom where customClass == nil:
            warn(node, "invalid-value", "the custom segue \(id) has no customClass (UIKit then performs a plain UIStoryboardSegue, which does nothing)")
        default:
            break
        }
        var arrows: XibSegue.ArrowDirections?
        var passthrough: [String] = []
        var properties: [XibNode] = []
        for child in node.children {
            if child.name == "popoverArrowDirection" {
                arrows = XibSegue.ArrowDirections(
                    up: child[attribute: "up"] == "YES", down: child[attribute: "down"] == "YES",
                    left: child[attribute: "left"] == "YES", right: child[attribute: "right"] == "YES")
            } else if child.name == "connections",
                      child.children.allSatisfy({ $0.name == "outletCollection" && $0[attribute: "property"] == "passthroughViews" }) {
                passthrough += child.children.compactMap { $0[attribute: "destination"] }
            } else {
                properties.append(child)
            }
        }
        return XibSegue(
            id: id, kind: kind, identifier: identifier, source: source, sourceTag: sourceTag, destination: destination,
            relationship: relationship, modalPresentationStyle: presentation, modalTransitionStyle: transition,
            animates: animates, customClass: customClass, customModule: customModule, popoverAnchorView: anchorView,
            popoverAnchorBarButtonItem: anchorItem, popoverArrowDirections: arrows, passthroughViews: passthrough,
            unwindAction: unwindAction, attributes: node.attributes, properties: properties, location: node.location)
    }

    private mutating func makeRect(_ node: XibNode) -> XibRect? {
        func value(_ name: String) -> Double? { node[attribute: name].flatMap(XibNumber.parse) }
        guard let x = value("x"), let y = value("y"), let width = value("width"), let height = value("height") else {
            error(node, "invalid-value", "the \(node.key ?? "rect") has missing or non-numeric x/y/width/height")
            return nil
        }
        return XibRect(x: x, y: y, width: width, height: height)
    }

    private func makeMask(_ node: XibNode) -> XibAutoresizingMask {
        var mask = XibAutoresizingMask()
        mask.flexibleMinX = node[attribute: "flexibleMinX"] == "YES"
        mask.widthSizable = node[attribute: "widthSizable"] == "YES"
        mask.flexibleMaxX = node[attribute: "flexibleMaxX"] == "YES"
        mask.flexibleMinY = node[attribute: "flexibleMinY"] == "YES"
        mask.heightSizable = node[attribute: "heightSizable"] == "YES"
        mask.flexibleMaxY = node[attribute: "flexibleMaxY"] == "YES"
        return mask
    }

    private mutating func warn(_ node: XibNode, _ kind: String, _ message: String) {
        diagnostics.append(Diagnostic(.warning, kind: kind, message, at: node.location))
    }

    private mutating func error(_ node: XibNode, _ kind: String, _ message: String) {
        diagnostics.append(Diagnostic(.error, kind: kind, message, at: node.location))
    }
}
