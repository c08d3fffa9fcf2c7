/// An Interface Builder object: a view, cell, control, layout object, gesture recognizer,
/// bar item… Structural children (subviews, constraints, connections, keyed sub-objects)
/// are typed; everything else stays available as raw `properties`.
public struct XibObject: Hashable, Sendable {
    /// The fields, kept in a `CopyOnWrite` box and shared between copies until one is modified (copy on
    /// write): an object is copied often (hierarchy walks, the reference index, the generator's
    /// member lists), and a copy is then one retain rather than one per field.
    private struct Fields: Hashable {
        var tag: String
        var id: String
        /// See `idNumber`.
        var idNumber: Int32 = -1
        var customClass: String?
        var attributes: XibAttributes
        var location: SourceLocation
        var frame: XibRect?
        var autoresizingMask: XibAutoresizingMask?
        var subviews: [XibObject]
        var constraints: [XibConstraint]
        var properties: [XibNode]
        /// The fields most objects (a XIB's labels, image views, plain views) leave unset: a record is
        /// then 64 bytes smaller (a 50 MB XIB has 72,000).
        var rare: SeldomSet<Rare>
    }

    private struct Rare: SeldomSetFields {
        var key: String?
        var customModule: String?
        var userLabel: String?
        var connections: [XibConnection] = []
        var keyedObjects: [XibObject] = []
        var layoutGuides: [XibLayoutGuide] = []

        var isUnset: Bool {
            key == nil && customModule == nil && userLabel == nil && connections.isEmpty && keyedObjects.isEmpty && layoutGuides.isEmpty
        }
    }

    private var storage: CopyOnWrite<Fields>

    /// The element name, e.g. `label`, `tableViewCell`, `pongPressGestureRecognizer`.
    public var tag: String {
        get { storage.value.tag }
        _modify { yield &storage.value.tag }
        set { storage.value.tag = newValue }
    }
    /// Setting it forgets `idNumber` (a number for the old value).
    public var id: String {
        get { storage.value.id }
        set {
            storage.value.id = newValue
            storage.value.idNumber = -1
        }
    }
    /// The id's number in its document (`XibDocument.number(of:)`): dense from 0, shared by the
    /// objects of a duplicated id; -1 for an object no document built. Tables keyed by it
    /// (`IDTable`) need no hashing of the id.
    public internal(set) var idNumber: Int32 {
        get { storage.value.idNumber }
        set { storage.value.idNumber = newValue }
    }
    /// The property of the parent this object fills (`contentView`, `collectionViewLayout`…).
    public var key: String? {
        get { storage.value.rare.stored?.key }
        _modify { yield &storage.value.rare.fields.key }
        set { storage.value.rare.update { $0.key = newValue } }
    }
    public var customClass: String? {
        get { storage.value.customClass }
        _modify { yield &storage.value.customClass }
        set { storage.value.customClass = newValue }
    }
    public var customModule: String? {
        get { storage.value.rare.stored?.customModule }
        _modify { yield &storage.value.rare.fields.customModule }
        set { storage.value.rare.update { $0.customModule = newValue } }
    }
    /// The name shown in IB's document outline (`userLabel`).
    public var userLabel: String? {
        get { storage.value.rare.stored?.userLabel }
        _modify { yield &storage.value.rare.fields.userLabel }
        set { storage.value.rare.update { $0.userLabel = newValue } }
    }
    /// All attributes as written, including the identity ones above.
    public var attributes: XibAttributes {
        get { storage.value.attributes }
        _modify { yield &storage.value.attributes }
        set { storage.value.attributes = newValue }
    }
    public var location: SourceLocation {
        get { storage.value.location }
        _modify { yield &storage.value.location }
        set { storage.value.location = newValue }
    }

    public var frame: XibRect? {
        get { storage.value.frame }
        _modify { yield &storage.value.frame }
        set { storage.value.frame = newValue }
    }
    public var autoresizingMask: XibAutoresizingMask? {
        get { storage.value.autoresizingMask }
        _modify { yield &storage.value.autoresizingMask }
        set { storage.value.autoresizingMask = newValue }
    }
    /// Children of `<subviews>`, in order.
    public var subviews: [XibObject] {
        get { storage.value.subviews }
        _modify { yield &storage.value.subviews }
        set { storage.value.subviews = newValue }
    }
    /// Children of `<constraints>`, in order.
    public var constraints: [XibConstraint] {
        get { storage.value.constraints }
        _modify { yield &storage.value.constraints }
        set { storage.value.constraints = newValue }
    }
    /// Outlets, outlet collections and actions of `<connections>`, in order (a storyboard's
    /// segues are its scenes' `segues`).
    public var connections: [XibConnection] {
        get { storage.value.rare.stored?.connections ?? [] }
        _modify { yield &storage.value.rare.fields.connections }
        set { storage.value.rare.update { $0.connections = newValue } }
    }
    /// Child objects that fill a property of this one (`key` set) or sit in an
    /// `<items>`-like list, in document order.
    public var keyedObjects: [XibObject] {
        get { storage.value.rare.stored?.keyedObjects ?? [] }
        _modify { yield &storage.value.rare.fields.keyedObjects }
        set { storage.value.rare.update { $0.keyedObjects = newValue } }
    }
    /// `<viewLayoutGuide key="safeArea" id="…">` and friends: key → id; on a controller, its
    /// `<viewControllerLayoutGuide>`s (keys `topLayoutGuide`, `bottomLayoutGuide`).
    public var layoutGuides: [XibLayoutGuide] {
        get { storage.value.rare.stored?.layoutGuides ?? [] }
        _modify { yield &storage.value.rare.fields.layoutGuides }
        set { storage.value.rare.update { $0.layoutGuides = newValue } }
    }
    /// Every other child element (`color`, `fontDescription`, `state`, `inset`, …), raw.
    public var properties: [XibNode] {
        get { storage.value.properties }
        _modify { yield &storage.value.properties }
        set { storage.value.properties = newValue }
    }

    public init(
        tag: String, id: String, key: String? = nil, customClass: String? = nil, customModule: String? = nil,
        userLabel: String? = nil, attributes: XibAttributes = [], location: SourceLocation = .unknown,
        frame: XibRect? = nil, autoresizingMask: XibAutoresizingMask? = nil, subviews: [XibObject] = [],
        constraints: [XibConstraint] = [], connections: [XibConnection] = [], keyedObjects: [XibObject] = [],
        layoutGuides: [XibLayoutGuide] = [], properties: [XibNode] = []
    ) {
        let rare = Rare(
            key: key, customModule: customModule, userLabel: userLabel, connections: connections,
            keyedObjects: keyedObjects, layoutGuides: layoutGuides)
        storage = CopyOnWrite(Fields(
            tag: tag, id: id, customClass: customClass, attributes: attributes, location: location, frame: frame,
            autoresizingMask: autoresizingMask, subviews: subviews, constraints: constraints, properties: properties,
            rare: SeldomSet(rare)))
    }

    public static func == (lhs: XibObject, rhs: XibObject) -> Bool {
        lhs.storage == rhs.storage
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(storage)
    }

    public subscript(attribute name: String) -> String? {
        storage.value.attributes[name]
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
        properties.first { $0.hasKey(key) && (name == nil || $0.name == name) }
    }

    public func properties(named name: String) -> [XibNode] {
        properties.filter { $0.name == name }
    }

    /// The color for `key`: `.some(nil)` for an explicit `<nil key="…"/>`, `nil` when absent.
    public func color(key: String) -> XibColor?? {
        for node in properties where node.hasKey(key) {
            if node.name == "nil" { return .some(nil) }
            if node.name == "color" { return .some(XibColorParser.parse(node)) }
        }
        return nil
    }

    public func font(key: String = "fontDescription") -> XibFont? {
        for node in properties where node.hasKey(key) && (node.name == "fontDescription" || node.name == "font") {
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
