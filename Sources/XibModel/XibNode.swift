/// One attribute as written in the file.
public struct XibAttribute: Hashable, Sendable {
    public let name: String
    public let value: String

    public init(name: String, value: String) {
        self.name = name
        self.value = value
    }
}

/// One XML element as read from the file: name, attributes in document order, child
/// elements, text content, and where its start tag is.
///
/// This is the raw tree the typed model is built from; element-specific details the
/// typed model does not name (a segmented control's `<segments>`, a button's `<state>`s)
/// stay reachable through it.
public struct XibNode: Hashable, Sendable {
    public let name: String
    /// Where the attributes are: a document's are read into one array (one allocation for the
    /// document, not one per element); nil when the element has none.
    private let attributeStore: XibAttributeStore?
    private let attributeRange: Range<Int>
    public internal(set) var children: [XibNode]
    /// Character data directly inside the element (for `<string>`, `<mutableString>`…).
    public internal(set) var text: String
    public let location: SourceLocation

    public init(
        name: String,
        attributes: [XibAttribute] = [],
        children: [XibNode] = [],
        text: String = "",
        location: SourceLocation = .unknown
    ) {
        let store = attributes.isEmpty ? nil : XibAttributeStore(attributes)
        self.init(name: name, store: store, range: 0..<attributes.count, children: children, text: text, location: location)
    }

    /// An element whose attributes are `store.items[range]`.
    init(name: String, store: XibAttributeStore?, range: Range<Int>, children: [XibNode] = [], text: String = "", location: SourceLocation) {
        self.name = name
        self.attributeStore = range.isEmpty ? nil : store
        self.attributeRange = range.isEmpty ? 0..<0 : range
        self.children = children
        self.text = text
        self.location = location
    }

    private init(_ node: XibNode, keeping store: XibAttributeStore) {
        name = node.name
        attributeStore = store
        attributeRange = node.attributeRange
        children = node.children
        text = node.text
        location = node.location
    }

    /// This element holding on to `store` (the document's) even without attributes: the store
    /// keeps the element's preceding comment.
    func keepingAttributeStore(_ store: XibAttributeStore) -> XibNode {
        XibNode(self, keeping: store)
    }

    /// The attributes in document order.
    public var attributes: ArraySlice<XibAttribute> {
        attributeStore?.items[attributeRange] ?? []
    }

    public subscript(attribute name: String) -> String? {
        guard let store = attributeStore else { return nil }
        // Comparing UTF-8 lengths first (stored, O(1)) skips most full string comparisons.
        let length = name.utf8.count
        return store.items.withUnsafeBufferPointer { items in
            for index in attributeRange where items[index].name.utf8.count == length && items[index].name == name {
                return items[index].value
            }
            return nil
        }
    }

    /// The comment written right before this element's start tag (after its previous sibling, or
    /// first in its parent), trimmed; nil when there is none. Interface Builder writes a
    /// storyboard scene's title this way (`<!--Login-->` before `<scene>`). Like whitespace,
    /// comments are not part of a node's equality.
    public var precedingComment: String? {
        guard let store = attributeStore, !store.precedingComments.isEmpty else { return nil }
        return store.precedingComments[location]
    }

    public static func == (lhs: XibNode, rhs: XibNode) -> Bool {
        lhs.name == rhs.name && lhs.attributes == rhs.attributes && lhs.children == rhs.children
            && lhs.text == rhs.text && lhs.location == rhs.location
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(name)
        hasher.combine(attributes)
        hasher.combine(children)
        hasher.combine(text)
        hasher.combine(location)
    }

    /// The `key` attribute: what property of the parent this element describes.
    public var key: String? { self[attribute: "key"] }

    public func child(named name: String) -> XibNode? {
        children.first { $0.name == name }
    }

    public func children(named name: String) -> [XibNode] {
        children.filter { $0.name == name }
    }

    /// The first child element whose `key` attribute is `key` (optionally of one element name).
    public func child(key: String, named name: String? = nil) -> XibNode? {
        children.first { $0.key == key && (name == nil || $0.name == name) }
    }
}

/// The attributes of one document's elements, in one array. Appended to only while the
/// document is read, by the reader that made it; read-only afterwards.
final class XibAttributeStore: @unchecked Sendable {
    @exclusivity(unchecked) var items: [XibAttribute]
    /// Each commented element's preceding comment, by the element's start-tag location (unique
    /// per element). Empty in almost every XIB.
    @exclusivity(unchecked) var precedingComments: [SourceLocation: String] = [:]

    init(_ items: [XibAttribute] = []) {
        self.items = items
    }
}
