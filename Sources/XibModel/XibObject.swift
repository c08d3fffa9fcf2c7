/// An Interface Builder object: a view, cell, control, layout object, gesture recognizer,
/// bar item… Structural children (subviews, constraints, connections, keyed sub-objects)
/// are typed; everything else stays available as raw `properties`.
public struct XibObject: Hashable, Sendable {
    /// The fields, kept in `Storage` and shared between copies until one is modified (copy on
    /// write): an object is copied often (hierarchy walks, the reference index, the generator's
    /// member lists), and a copy is then one retain rather than one per field.
    private struct Fields: Hashable {
        var tag: String
        var id: String
        var key: String?
        var customClass: String?
        var customModule: String?
        var userLabel: String?
        var attributes: XibAttributes
        var location: SourceLocation
        var frame: XibRect?
        var autoresizingMask: XibAutoresizingMask?
        var subviews: [XibObject]
        var constraints: [XibConstraint]
        var connections: [XibConnection]
        var keyedObjects: [XibObject]
        var layoutGuides: [XibLayoutGuide]
        var properties: [XibNode]
    }

    /// Written only while uniquely referenced (`unique`), so accesses need no dynamic
    /// exclusivity checks.
    private final class Storage: @unchecked Sendable {
        @exclusivity(unchecked) var fields: Fields
        init(_ fields: Fields) { self.fields = fields }
    }

    private var storage: Storage

    /// The storage, copied first if another object shares it.
    private var unique: Storage {
        mutating get {
            if !isKnownUniquelyReferenced(&storage) { storage = Storage(storage.fields) }
            return storage
        }
    }

    /// The element name, e.g. `label`, `tableViewCell`, `pongPressGestureRecognizer`.
    public var tag: String {
        get { storage.fields.tag }
        _modify { yield &unique.fields.tag }
        set { unique.fields.tag = newValue }
    }
    public var id: String {
        get { storage.fields.id }
        _modify { yield &unique.fields.id }
        set { unique.fields.id = newValue }
    }
    /// The property of the parent this object fills (`contentView`, `collectionViewLayout`…).
    public var key: String? {
        get { storage.fields.key }
        _modify { yield &unique.fields.key }
        set { unique.fields.key = newValue }
    }
    public var customClass: String? {
        get { storage.fields.customClass }
        _modify { yield &unique.fields.customClass }
        set { unique.fields.customClass = newValue }
    }
    public var customModule: String? {
        get { storage.fields.customModule }
        _modify { yield &unique.fields.customModule }
        set { unique.fields.customModule = newValue }
    }
    /// The name shown in IB's document outline (`userLabel`).
    public var userLabel: String? {
        get { storage.fields.userLabel }
        _modify { yield &unique.fields.userLabel }
        set { unique.fields.userLabel = newValue }
    }
    /// All attributes as written, including the identity ones above.
    public var attributes: XibAttributes {
        get { storage.fields.attributes }
        _modify { yield &unique.fields.attributes }
        set { unique.fields.attributes = newValue }
    }
    public var location: SourceLocation {
        get { storage.fields.location }
        _modify { yield &unique.fields.location }
        set { unique.fields.location = newValue }
    }

    public var frame: XibRect? {
        get { storage.fields.frame }
        _modify { yield &unique.fields.frame }
        set { unique.fields.frame = newValue }
    }
    public var autoresizingMask: XibAutoresizingMask? {
        get { storage.fields.autoresizingMask }
        _modify { yield &unique.fields.autoresizingMask }
        set { unique.fields.autoresizingMask = newValue }
    }
    /// Children of `<subviews>`, in order.
    public var subviews: [XibObject] {
        get { storage.fields.subviews }
        _modify { yield &unique.fields.subviews }
        set { unique.fields.subviews = newValue }
    }
    /// Children of `<constraints>`, in order.
    public var constraints: [XibConstraint] {
        get { storage.fields.constraints }
        _modify { yield &unique.fields.constraints }
        set { unique.fields.constraints = newValue }
    }
    /// Outlets, outlet collections and actions of `<connections>`, in order (a storyboard's
    /// segues are its scenes' `segues`).
    public var connections: [XibConnection] {
        get { storage.fields.connections }
        _modify { yield &unique.fields.connections }
        set { unique.fields.connections = newValue }
    }
    /// Child objects that fill a property of this one (`key` set) or sit in an
    /// `<items>`-like list, in document order.
    public var keyedObjects: [XibObject] {
        get { storage.fields.keyedObjects }
        _modify { yield &unique.fields.keyedObjects }
        set { unique.fields.keyedObjects = newValue }
    }
    /// `<viewLayoutGuide key="safeArea" id="…">` and friends: key → id; on a controller, its
    /// `<viewControllerLayoutGuide>`s (keys `topLayoutGuide`, `bottomLayoutGuide`).
    public var layoutGuides: [XibLayoutGuide] {
        get { storage.fields.layoutGuides }
        _modify { yield &unique.fields.layoutGuides }
        set { unique.fields.layoutGuides = newValue }
    }
    /// Every other child element (`color`, `fontDescription`, `state`, `inset`, …), raw.
    public var properties: [XibNode] {
        get { storage.fields.properties }
        _modify { yield &unique.fields.properties }
        set { unique.fields.properties = newValue }
    }

    public init(
        tag: String, id: String, key: String? = nil, customClass: String? = nil, customModule: String? = nil,
        userLabel: String? = nil, attributes: XibAttributes = [], location: SourceLocation = .unknown,
        frame: XibRect? = nil, autoresizingMask: XibAutoresizingMask? = nil, subviews: [XibObject] = [],
        constraints: [XibConstraint] = [], connections: [XibConnection] = [], keyedObjects: [XibObject] = [],
        layoutGuides: [XibLayoutGuide] = [], properties: [XibNode] = []
    ) {
        storage = Storage(Fields(
            tag: tag, id: id, key: key, customClass: customClass, customModule: customModule, userLabel: userLabel,
            attributes: attributes, location: location, frame: frame, autoresizingMask: autoresizingMask,
            subviews: subviews, constraints: constraints, connections: connections, keyedObjects: keyedObjects,
            layoutGuides: layoutGuides, properties: properties))
    }

    public static func == (lhs: XibObject, rhs: XibObject) -> Bool {
        lhs.storage === rhs.storage || lhs.storage.fields == rhs.storage.fields
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(storage.fields)
    }

    public subscript(attribute name: String) -> String? {
        storage.fields.attributes[name]
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
        self[attribute: name].flatMap(XibNumber.parse)
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

/// `<placeholder>`: File's Owner, First Responder, or an external object; in a storyboard
/// scene also its `<exit>` (the target of unwind segues).
public struct XibPlaceholder: Hashable, Sendable {
    public var id: String
    /// `IBFilesOwner`, `IBFirstResponder`, or a user-defined external object identifier;
    /// empty for an `<exit>`.
    public var identifier: String
    /// A storyboard scene's `<exit>` (not a `<placeholder>`).
    public var isExit: Bool
    public var customClass: String?
    /// Set for Swift classes (`customModule`, or `customModuleProvider="target"`).
    public var customModule: String?
    public var userLabel: String?
    public var connections: [XibConnection]
    public var location: SourceLocation

    public var isFilesOwner: Bool { identifier == "IBFilesOwner" }
    public var isFirstResponder: Bool { identifier == "IBFirstResponder" }
    public init(
        id: String, identifier: String, isExit: Bool = false, customClass: String? = nil, customModule: String? = nil,
        userLabel: String? = nil, connections: [XibConnection] = [], location: SourceLocation = .unknown
    ) {
        self.id = id
        self.identifier = identifier
        self.isExit = isExit
        self.customClass = customClass
        self.customModule = customModule
        self.userLabel = userLabel
        self.connections = connections
        self.location = location
    }
}
