/// An Interface Builder object: a view, cell, control, layout object, gesture recognizer,
/// bar item… Structural children (subviews, constraints, connections, keyed sub-objects)
/// are typed; everything else stays available as raw `properties`.
public struct XibObject: Hashable, Sendable {
    /// The fields, shared between copies until one is modified (copy on write): an object
    /// is copied often (hierarchy walks, the reference index, the generator's member lists),
    /// and a copy is then one retain rather than one per field. Written only while uniquely
    /// referenced (`unique`), so accesses need no dynamic exclusivity checks.
    private final class Storage: @unchecked Sendable {
        @exclusivity(unchecked) var tag: String
        @exclusivity(unchecked) var id: String
        @exclusivity(unchecked) var key: String?
        @exclusivity(unchecked) var customClass: String?
        @exclusivity(unchecked) var customModule: String?
        @exclusivity(unchecked) var userLabel: String?
        @exclusivity(unchecked) var attributes: ArraySlice<XibAttribute>
        @exclusivity(unchecked) var location: SourceLocation
        @exclusivity(unchecked) var frame: XibRect?
        @exclusivity(unchecked) var autoresizingMask: XibAutoresizingMask?
        @exclusivity(unchecked) var subviews: [XibObject]
        @exclusivity(unchecked) var constraints: [XibConstraint]
        @exclusivity(unchecked) var connections: [XibConnection]
        @exclusivity(unchecked) var keyedObjects: [XibObject]
        @exclusivity(unchecked) var layoutGuides: [XibLayoutGuide]
        @exclusivity(unchecked) var properties: [XibNode]

        init(tag: String, id: String, key: String?, customClass: String?, customModule: String?, userLabel: String?, attributes: ArraySlice<XibAttribute>, location: SourceLocation, frame: XibRect?, autoresizingMask: XibAutoresizingMask?, subviews: [XibObject], constraints: [XibConstraint], connections: [XibConnection], keyedObjects: [XibObject], layoutGuides: [XibLayoutGuide], properties: [XibNode]) {
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

        func copy() -> Storage {
            Storage(tag: tag, id: id, key: key, customClass: customClass, customModule: customModule, userLabel: userLabel, attributes: attributes, location: location, frame: frame, autoresizingMask: autoresizingMask, subviews: subviews, constraints: constraints, connections: connections, keyedObjects: keyedObjects, layoutGuides: layoutGuides, properties: properties)
        }
    }

    private var storage: Storage

    /// The storage, copied first if another object shares it.
    private var unique: Storage {
        mutating get {
            if !isKnownUniquelyReferenced(&storage) { storage = storage.copy() }
            return storage
        }
    }

    /// The element name, e.g. `label`, `tableViewCell`, `pongPressGestureRecognizer`.
    public var tag: String {
        get { storage.tag }
        _modify { yield &unique.tag }
        set { unique.tag = newValue }
    }
    public var id: String {
        get { storage.id }
        _modify { yield &unique.id }
        set { unique.id = newValue }
    }
    /// The property of the parent this object fills (`contentView`, `collectionViewLayout`…).
    public var key: String? {
        get { storage.key }
        _modify { yield &unique.key }
        set { unique.key = newValue }
    }
    public var customClass: String? {
        get { storage.customClass }
        _modify { yield &unique.customClass }
        set { unique.customClass = newValue }
    }
    public var customModule: String? {
        get { storage.customModule }
        _modify { yield &unique.customModule }
        set { unique.customModule = newValue }
    }
    /// The name shown in IB's document outline (`userLabel`).
    public var userLabel: String? {
        get { storage.userLabel }
        _modify { yield &unique.userLabel }
        set { unique.userLabel = newValue }
    }
    /// All attributes as written, including the identity ones above.
    public var attributes: ArraySlice<XibAttribute> {
        get { storage.attributes }
        _modify { yield &unique.attributes }
        set { unique.attributes = newValue }
    }
    public var location: SourceLocation {
        get { storage.location }
        _modify { yield &unique.location }
        set { unique.location = newValue }
    }

    public var frame: XibRect? {
        get { storage.frame }
        _modify { yield &unique.frame }
        set { unique.frame = newValue }
    }
    public var autoresizingMask: XibAutoresizingMask? {
        get { storage.autoresizingMask }
        _modify { yield &unique.autoresizingMask }
        set { unique.autoresizingMask = newValue }
    }
    /// Children of `<subviews>`, in order.
    public var subviews: [XibObject] {
        get { storage.subviews }
        _modify { yield &unique.subviews }
        set { unique.subviews = newValue }
    }
    /// Children of `<constraints>`, in order.
    public var constraints: [XibConstraint] {
        get { storage.constraints }
        _modify { yield &unique.constraints }
        set { unique.constraints = newValue }
    }
    /// Children of `<connections>`, in order.
    public var connections: [XibConnection] {
        get { storage.connections }
        _modify { yield &unique.connections }
        set { unique.connections = newValue }
    }
    /// Child objects that fill a property of this one (`key` set) or sit in an
    /// `<items>`-like list, in document order.
    public var keyedObjects: [XibObject] {
        get { storage.keyedObjects }
        _modify { yield &unique.keyedObjects }
        set { unique.keyedObjects = newValue }
    }
    /// `<viewLayoutGuide key="safeArea" id="…">` and friends: key → id.
    public var layoutGuides: [XibLayoutGuide] {
        get { storage.layoutGuides }
        _modify { yield &unique.layoutGuides }
        set { unique.layoutGuides = newValue }
    }
    /// Every other child element (`color`, `fontDescription`, `state`, `inset`, …), raw.
    public var properties: [XibNode] {
        get { storage.properties }
        _modify { yield &unique.properties }
        set { unique.properties = newValue }
    }

    public init(
        tag: String, id: String, key: String? = nil, customClass: String? = nil, customModule: String? = nil,
        userLabel: String? = nil, attributes: ArraySlice<XibAttribute> = [], location: SourceLocation = .unknown,
        frame: XibRect? = nil, autoresizingMask: XibAutoresizingMask? = nil, subviews: [XibObject] = [],
        constraints: [XibConstraint] = [], connections: [XibConnection] = [], keyedObjects: [XibObject] = [],
        layoutGuides: [XibLayoutGuide] = [], properties: [XibNode] = []
    ) {
        storage = Storage(tag: tag, id: id, key: key, customClass: customClass, customModule: customModule, userLabel: userLabel, attributes: attributes, location: location, frame: frame, autoresizingMask: autoresizingMask, subviews: subviews, constraints: constraints, connections: connections, keyedObjects: keyedObjects, layoutGuides: layoutGuides, properties: properties)
    }

    public static func == (lhs: XibObject, rhs: XibObject) -> Bool {
        if lhs.storage === rhs.storage { return true }
        let a = lhs.storage, b = rhs.storage
        return a.tag == b.tag
            && a.id == b.id
            && a.key == b.key
            && a.customClass == b.customClass
            && a.customModule == b.customModule
            && a.userLabel == b.userLabel
            && a.attributes == b.attributes
            && a.location == b.location
            && a.frame == b.frame
            && a.autoresizingMask == b.autoresizingMask
            && a.subviews == b.subviews
            && a.constraints == b.constraints
            && a.connections == b.connections
            && a.keyedObjects == b.keyedObjects
            && a.layoutGuides == b.layoutGuides
            && a.properties == b.properties
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(storage.tag)
        hasher.combine(storage.id)
        hasher.combine(storage.key)
        hasher.combine(storage.customClass)
        hasher.combine(storage.customModule)
        hasher.combine(storage.userLabel)
        hasher.combine(storage.attributes)
        hasher.combine(storage.location)
        hasher.combine(storage.frame)
        hasher.combine(storage.autoresizingMask)
        hasher.combine(storage.subviews)
        hasher.combine(storage.constraints)
        hasher.combine(storage.connections)
        hasher.combine(storage.keyedObjects)
        hasher.combine(storage.layoutGuides)
        hasher.combine(storage.properties)
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
