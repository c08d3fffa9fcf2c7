/// A parsed `.xib` document.
public struct XibDocument: Sendable {
    public struct Header: Hashable, Sendable {
        public var type: String?
        public var toolsVersion: String?
        public var targetRuntime: String?
        public var useAutolayout: Bool
        public var useSafeAreas: Bool
        public var useTraitCollections: Bool
    }

    /// Where a referenced id lives.
    public enum Reference: Hashable, Sendable {
        case placeholder(XibPlaceholder)
        case object(XibObject)
        case layoutGuide(XibLayoutGuide, owner: String)
        case constraint(XibConstraint, owner: String)
    }

    public var header: Header
    public var placeholders: [XibPlaceholder]
    /// Top-level objects other than placeholders, in document order.
    public var objects: [XibObject]
    /// `<resources>` children (`image`, `namedColor`, `systemColor`), raw.
    public var resources: [XibNode]
    /// Problems found while building the model: invalid values, dangling references, duplicate ids.
    public var diagnostics: [Diagnostic]
    /// Every id in the document → what it names.
    public private(set) var references: [String: Reference]

    public var filesOwner: XibPlaceholder? { placeholders.first(where: \.isFilesOwner) }

    public func reference(_ id: String) -> Reference? { references[id] }

    public func object(_ id: String) -> XibObject? {
        if case .object(let object) = references[id] { return object }
        return nil
    }

    /// Parses XIB bytes. Throws for unreadable XML or a document that is not a XIB;
    /// lesser problems become `diagnostics`.
    public static func parse(_ bytes: [UInt8]) throws(XibParseError) -> XibDocument {
        try build(XMLReader.parse(bytes))
    }

    /// Builds the typed model from an already-read element tree (`XMLReader.parse`).
    public static func build(_ root: XibNode) throws(XibParseError) -> XibDocument {
        var builder = XibDocumentBuilder()
        return try builder.build(root)
    }

    init(header: Header, placeholders: [XibPlaceholder], objects: [XibObject], resources: [XibNode], diagnostics: [Diagnostic]) {
        self.header = header
        self.placeholders = placeholders
        self.objects = objects
        self.resources = resources
        self.diagnostics = diagnostics
        self.references = [:]
        indexReferences()
    }

    private mutating func indexReferences() {
        var references: [String: Reference] = [:]
        references.reserveCapacity(64)
        var duplicates: [Diagnostic] = []
        func add(_ id: String, _ reference: @autoclosure () -> Reference, at location: SourceLocation) {
            // One hash lookup: accessing the entry with a default inserts `reference` when the id
            // is new (the count grows) and leaves the first one in place when it is a duplicate.
            let count = references.count
            Self.touch(&references[id, default: reference()])
            if references.count == count {
                duplicates.append(Diagnostic(.error, kind: "duplicate-id", "the id \"\(id)\" is used more than once", at: location))
            }
        }
        for placeholder in placeholders {
            add(placeholder.id, .placeholder(placeholder), at: placeholder.location)
        }
        for top in objects {
            top.forEachObject { object in
                add(object.id, .object(object), at: object.location)
                for guide in object.layoutGuides {
                    add(guide.id, .layoutGuide(guide, owner: object.id), at: guide.location)
                }
                // By index: a constraint is copied (a dozen fields) only into its reference.
                let constraints = object.constraints
                for index in constraints.indices where !constraints[index].id.isEmpty {
                    add(constraints[index].id, .constraint(constraints[index], owner: object.id), at: constraints[index].location)
                }
            }
        }
        self.references = references
        diagnostics += duplicates
        validateReferences()
    }

    private static func touch(_ reference: inout Reference) {}

    private mutating func validateReferences() {
        var problems: [Diagnostic] = []
        // `what` is only spelled out for a dangling reference, not for every valid one.
        func check(_ id: String?, _ what: @autoclosure () -> String, at location: SourceLocation) {
            // index(forKey:) does not copy the (large) Reference out just to compare it with nil.
            guard let id, references.index(forKey: id) == nil else { return }
            problems.append(Diagnostic(.error, kind: "dangling-reference", "\(what()) refers to \"\(id)\", which is not in this document", at: location))
        }
        func checkConnections(_ connections: [XibConnection]) {
            for connection in connections {
                check(connection.destination, "the \(connection.kind.rawValue) \(connection.property ?? connection.selector ?? connection.id)", at: connection.location)
            }
        }
        for placeholder in placeholders { checkConnections(placeholder.connections) }
        for top in objects {
            top.forEachObject { object in
                let constraints = object.constraints
                for index in constraints.indices {
                    check(constraints[index].firstItem, "the constraint's firstItem", at: constraints[index].location)
                    check(constraints[index].secondItem, "the constraint's secondItem", at: constraints[index].location)
                }
                checkConnections(object.connections)
            }
        }
        diagnostics += problems
    }
}

/// Turns the raw element tree into the typed model.
struct XibDocumentBuilder {
    private var diagnostics: [Diagnostic] = []

    mutating func build(_ root: XibNode) throws(XibParseError) -> XibDocument {
        guard root.name == "document" else {
            if root.name == "archive" {
                throw XibParseError("this is a legacy pre-Xcode 5 <archive> XIB; open and re-save it in a current Xcode", at: root.location)
            }
            throw XibParseError("expected a <document> root element, found <\(root.name)>", at: root.location)
        }
        let header = XibDocument.Header(
            type: root[attribute: "type"],
            toolsVersion: root[attribute: "toolsVersion"],
            targetRuntime: root[attribute: "targetRuntime"],
            useAutolayout: root[attribute: "useAutolayout"] == "YES",
            useSafeAreas: root[attribute: "useSafeAreas"] == "YES",
            useTraitCollections: root[attribute: "useTraitCollections"] == "YES"
        )
        if let type = header.type, !type.containsText("CocoaTouch"), !type.containsText("AppleTV") {
            throw XibParseError("\(type) is not an iOS/tvOS XIB (macOS Cocoa XIBs are not supported)", at: root.location)
        }
        var placeholders: [XibPlaceholder] = []
        var objects: [XibObject] = []
        for node in root.child(named: "objects")?.children ?? [] {
            if node.name == "placeholder" {
                placeholders.append(makePlaceholder(node))
            } else if node[attribute: "id"] != nil {
                objects.append(makeObject(node))
            } else {
                warn(node, "unexpected-element", "ignored <\(node.name)> without an id at the top level")
            }
        }
        let resources = root.child(named: "resources")?.children ?? []
        return XibDocument(header: header, placeholders: placeholders, objects: objects, resources: resources, diagnostics: diagnostics)
    }

    private mutating func makePlaceholder(_ node: XibNode) -> XibPlaceholder {
        let id = node[attribute: "id"] ?? ""
        return XibPlaceholder(
            id: id,
            identifier: node[attribute: "placeholderIdentifier"] ?? "",
            customClass: node[attribute: "customClass"],
            customModule: node[attribute: "customModule"] ?? node[attribute: "customModuleProvider"],
            userLabel: node[attribute: "userLabel"],
            connections: makeConnections(node.child(named: "connections"), source: id),
            location: node.location
        )
    }

    private mutating func makeObject(_ node: XibNode, fallbackID: String = "") -> XibObject {
        let id = node[attribute: "id"] ?? fallbackID
        var object = XibObject(
            tag: node.name, id: id, key: node.key, customClass: node[attribute: "customClass"],
            customModule: node[attribute: "customModule"], userLabel: node[attribute: "userLabel"],
            attributes: node.attributes, location: node.location
        )
        for child in node.children {
            switch child.name {
            case "subviews":
                object.subviews = child.children.map { makeObject($0) }
            case "constraints":
                object.constraints = child.children.compactMap { makeConstraint($0) }
            case "connections":
                object.connections = makeConnections(child, source: id)
            case "rect" where child.key == "frame":
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
                if let key = child.key, child[attribute: "id"] != nil || child.name == "view" || child.child(named: "subviews") != nil {
                    // Old XIBs give a collection view cell's `<view key="contentView">` no id.
                    object.keyedObjects.append(makeObject(child, fallbackID: "\(id).\(key)"))
                } else if isObjectList(child) {
                    // `<items>`, `<gestureRecognizers>`…: the list's name becomes the members' key.
                    for member in child.children {
                        var memberObject = makeObject(member)
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

    /// Elements like a toolbar's `<items>` hold objects with ids but have neither themselves.
    private func isObjectList(_ node: XibNode) -> Bool {
        node[attribute: "id"] == nil && node.key == nil && !node.children.isEmpty
            && node.children.allSatisfy { $0[attribute: "id"] != nil }
    }

    private mutating func makeConstraint(_ node: XibNode) -> XibConstraint? {
        guard node.name == "constraint" else {
            warn(node, "unexpected-element", "ignored <\(node.name)> inside <constraints>")
            return nil
        }
        // One pass over the attributes (a constraint is the commonest element; looking each of a
        // dozen names up scanned its attributes a dozen times).
        var id = "", firstItem: String?, firstAttribute: String?, secondItem: String?, secondAttribute: String?
        var constantText: String?, multiplierText: String?, priorityText: String?, relationText: String?
        var identifier: String?, placeholder: String?, customClass: String?
        for attribute in node.attributes {
            switch attribute.name {
            case "id": id = attribute.value
            case "firstItem": firstItem = attribute.value
            case "firstAttribute": firstAttribute = attribute.value
            case "secondItem": secondItem = attribute.value
            case "secondAttribute": secondAttribute = attribute.value
            case "constant": constantText = attribute.value
            case "multiplier": multiplierText = attribute.value
            case "priority": priorityText = attribute.value
            case "relation": relationText = attribute.value
            case "identifier": identifier = attribute.value
            case "placeholder": placeholder = attribute.value
            case "customClass": customClass = attribute.value
            default: break
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
        return XibConstraint(
            id: id,
            firstItem: firstItem,
            firstAttribute: firstAttribute,
            secondItem: secondItem,
            secondAttribute: secondAttribute,
            relation: relation,
            multiplierText: multiplierText,
            constant: constant,
            priority: priority,
            identifier: identifier,
            isPlaceholder: placeholder == "YES",
            customClass: customClass,
            variations: node.children.isEmpty ? [] : node.children(named: "variation"),
            location: node.location
        )
    }

    private mutating func makeConnections(_ node: XibNode?, source: String) -> [XibConnection] {
        guard let node else { return [] }
        var connections: [XibConnection] = []
        for child in node.children {
            guard let kind = XibConnection.Kind(rawValue: child.name) else {
                warn(child, "unexpected-element", "ignored <\(child.name)> inside <connections>")
                continue
            }
            guard let destination = child[attribute: "destination"] else {
                error(child, "invalid-value", "the \(child.name) has no destination")
                continue
            }
            connections.append(XibConnection(
                kind: kind, id: child[attribute: "id"] ?? "", source: source, destination: destination,
                property: child[attribute: "property"], selector: child[attribute: "selector"],
                eventType: child[attribute: "eventType"], location: child.location
            ))
        }
        return connections
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
