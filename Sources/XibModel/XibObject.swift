/// An Interface Builder object: a view, cell, control, layout object, gesture recognizer,
/// bar item… Structural children (subviews, constraints, connections, keyed sub-objects)
/// are typed; everything else stays available as raw `properties`.
public struct XibObject: Hashable, Sendable {
    /// The element name, e.g. `label`, `tableViewCell`, `pongPressGestureRecognizer`.
    public var tag: String
    public var id: String
    /// The property of the parent this object fills (`contentView`, `collectionViewLayout`…).
    public var key: String?
    public var customClass: String?
    public var customModule: String?
    /// The name shown in IB's document outline (`userLabel`).
    public var userLabel: String?
    /// All attributes as written, including the identity ones above.
    public var attributes: [XibAttribute]
    public var location: SourceLocation

    public var frame: XibRect?
    public var autoresizingMask: XibAutoresizingMask?
    /// Children of `<subviews>`, in order.
    public var subviews: [XibObject]
    /// Children of `<constraints>`, in order.
    public var constraints: [XibConstraint]
    /// Children of `<connections>`, in order.
    public var connections: [XibConnection]
    /// Child objects that fill a property of this one (`key` set) or sit in an
    /// `<items>`-like list, in document order.
    public var keyedObjects: [XibObject]
    /// `<viewLayoutGuide key="safeArea" id="…">` and friends: key → id.
    public var layoutGuides: [XibLayoutGuide]
    /// Every other child element (`color`, `fontDescription`, `state`, `inset`, …), raw.
    public var properties: [XibNode]

    public init(
        tag: String, id: String, key: String? = nil, customClass: String? = nil, customModule: String? = nil,
        userLabel: String? = nil, attributes: [XibAttribute] = [], location: SourceLocation = .unknown,
        frame: XibRect? = nil, autoresizingMask: XibAutoresizingMask? = nil, subviews: [XibObject] = [],
        constraints: [XibConstraint] = [], connections: [XibConnection] = [], keyedObjects: [XibObject] = [],
        layoutGuides: [XibLayoutGuide] = [], properties: [XibNode] = []
    ) {
        self.tag = tag
        self.id = id
        self.key = key
        self.customClass = customClass
        self.customModule = customModule
        self.userLabel = userLabel
        self.attributes = attributes
        self.location = location
        self.frame = frame
        self.autoresizingMask = autoresizingMask
        self.subviews = subviews
        self.constraints = constraints
        self.connections = connections
        self.keyedObjects = keyedObjects
        self.layoutGuides = layoutGuides
        self.properties = properties
    }

    public subscript(attribute name: String) -> String? {
        // Comparing UTF-8 lengths first (stored, O(1)) skips most full string comparisons.
        let length = name.utf8.count
        for attribute in attributes where attribute.name.utf8.count == length && attribute.name == name {
            return attribute.value
        }
        return nil
    }

    /// `YES`/`NO` attributes; `nil` when absent.
    /// Whether the custom class is a Swift class (its module is recorded), so `#selector` can name it.
    public var isSwiftClass: Bool { customModule != nil || self[attribute: "customModuleProvider"] != nil }

    public func bool(_ name: String) -> Bool? {
        switch self[attribute: name] {
        case "YES": true
        case "NO": false
        default: nil
        }
    }

    public func number(_ name: String) -> Double? {
        self[attribute: name].flatMap { Double($0) }
    }

    public func property(key: String, named name: String? = nil) -> XibNode? {
        properties.first { $0.key == key && (name == nil || $0.name == name) }
    }

    public func properties(named name: String) -> [XibNode] {
        properties.filter { $0.name == name }
    }

    /// The color for `key`: `.some(nil)` for an explicit `<nil key="…"/>`, `nil` when absent.
    public func color(key: String) -> XibColor?? {
        for node in properties where node.key == key {
            if node.name == "nil" { return .some(nil) }
            if node.name == "color" { return .some(XibColorParser.parse(node)) }
        }
        return nil
    }

    public func font(key: String = "fontDescription") -> XibFont? {
        for node in properties where node.key == key && (node.name == "fontDescription" || node.name == "font") {
            return XibFontParser.parse(node)
        }
        return nil
    }

    /// Depth-first, pre-order: this object, its keyed objects, then its subviews.
    public func forEachObject(_ body: (XibObject) -> Void) {
        body(self)
        for object in keyedObjects { object.forEachObject(body) }
        for subview in subviews { subview.forEachObject(body) }
    }
}

public struct XibLayoutGuide: Hashable, Sendable {
    /// `safeArea`, `contentLayoutGuide`, `frameLayoutGuide`, …
    public var key: String
    public var id: String
    public var location: SourceLocation

    public init(key: String, id: String, location: SourceLocation = .unknown) {
        self.key = key
        self.id = id
        self.location = location
    }
}

/// `<placeholder>`: File's Owner, First Responder, or an external object.
public struct XibPlaceholder: Hashable, Sendable {
    public var id: String
    /// `IBFilesOwner`, `IBFirstResponder`, or a user-defined external object identifier.
    public var identifier: String
    public var customClass: String?
    /// Set for Swift classes (`customModule`, or `customModuleProvider="target"`).
    public var customModule: String?
    public var userLabel: String?
    public var connections: [XibConnection]
    public var location: SourceLocation

    public var isFilesOwner: Bool { identifier == "IBFilesOwner" }
    public var isFirstResponder: Bool { identifier == "IBFirstResponder" }

    public init(
        id: String, identifier: String, customClass: String? = nil, customModule: String? = nil,
        userLabel: String? = nil, connections: [XibConnection] = [], location: SourceLocation = .unknown
    ) {
        self.id = id
        self.identifier = identifier
        self.customClass = customClass
        self.customModule = customModule
        self.userLabel = userLabel
        self.connections = connections
        self.location = location
    }
}
