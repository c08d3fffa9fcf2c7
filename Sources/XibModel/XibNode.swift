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
    /// Where the attributes are: a document's are read into one store (a few allocations for the
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

    /// An element whose attributes are the store's `range`.
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
    public var attributes: XibAttributes {
        XibAttributes(store: attributeStore, range: attributeRange)
    }

    public subscript(attribute name: String) -> String? {
        attributeStore?.value(named: name, in: attributeRange)
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

    /// Its children, moved out: the node keeps none (a reader's tree let go as it is built on).
    mutating func takeChildren() -> [XibNode] {
        var taken: [XibNode] = []
        swap(&taken, &children)
        return taken
    }

    /// An element with nothing: what a node moved out of a list leaves in its place.
    static var vacated: XibNode { XibNode(name: "", store: nil, range: 0..<0, location: .unknown) }

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

/// An element's attributes in document order: a view into its document's attribute store.
public struct XibAttributes: RandomAccessCollection, Hashable, Sendable, ExpressibleByArrayLiteral {
    private let store: XibAttributeStore?
    public let startIndex: Int
    public let endIndex: Int

    init(store: XibAttributeStore?, range: Range<Int>) {
        self.store = range.isEmpty ? nil : store
        startIndex = range.isEmpty ? 0 : range.lowerBound
        endIndex = range.isEmpty ? 0 : range.upperBound
    }

    public init<Attributes: Sequence<XibAttribute>>(_ attributes: Attributes) {
        let items = Array(attributes)
        self.init(store: items.isEmpty ? nil : XibAttributeStore(items), range: 0..<items.count)
    }

    public init(arrayLiteral attributes: XibAttribute...) {
        self.init(attributes)
    }

    public subscript(position: Int) -> XibAttribute {
        precondition(position >= startIndex && position < endIndex, "attribute index out of range")
        return store!.attribute(at: position)
    }

    /// The value of the attribute `name`, nil when the element has none.
    public subscript(name: String) -> String? {
        store?.value(named: name, in: startIndex..<endIndex)
    }

    public static func == (lhs: XibAttributes, rhs: XibAttributes) -> Bool {
        lhs.elementsEqual(rhs)
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(count)
        for attribute in self { hasher.combine(attribute) }
    }
}

/// The attributes of one document's elements, in document order. Appended to only while the
/// document is read, by the reader that made it; read-only afterwards.
///
/// A 50 MB XIB has 1.7 million attributes, so each one's size counts: a name is the index of an
/// interned name (4 bytes, not a 16-byte String) and a value is a String (short ones, most of them,
/// inline). Both live in fixed-size chunks: the store never grows by a larger copy, holds no
/// capacity sized from a guess, and a document's last chunk is its only partly used one.
final class XibAttributeStore: @unchecked Sendable {
    /// Attributes per chunk (a chunk is 64 KiB of names and 256 KiB of values).
    static let chunkShift = 14
    static let chunkSize = 1 << chunkShift
    private static let chunkMask = chunkSize - 1

    /// The names; each attribute's name id indexes into it. A name may be listed twice (one read
    /// from libxml2's interned names, one composed), never compared by id.
    @exclusivity(unchecked) private(set) var names: [String] = []
    /// The ids of composed names (`intern`).
    @exclusivity(unchecked) private var nameIndex: [String: UInt32] = [:]
    @exclusivity(unchecked) private var nameChunks: [UnsafeMutablePointer<UInt32>] = []
    @exclusivity(unchecked) private var valueChunks: [UnsafeMutablePointer<String>] = []
    @exclusivity(unchecked) private(set) var count = 0
    /// Each commented element's preceding comment, by the element's start-tag location (unique
    /// per element). Empty in almost every XIB.
    @exclusivity(unchecked) var precedingComments: [SourceLocation: String] = [:]

    init() {}

    init(_ attributes: [XibAttribute]) {
        for attribute in attributes { append(name: intern(attribute.name), value: attribute.value) }
    }

    deinit {
        for (index, values) in valueChunks.enumerated() {
            let used = index == valueChunks.count - 1 ? count - index * Self.chunkSize : Self.chunkSize
            values.deinitialize(count: used)
            values.deallocate()
        }
        for names in nameChunks { names.deallocate() }
    }

    /// The id of `name`, interned on first use (a Dictionary lookup: for names not already unique,
    /// such as prefixed ones composed per attribute).
    func intern(_ name: String) -> UInt32 {
        if let id = nameIndex[name] { return id }
        let id = addName(name)
        nameIndex[name] = id
        return id
    }

    /// A new id for `name`, which the caller does not add twice (a reader adds each of libxml2's
    /// interned names once; hashing each one into `nameIndex` cost more, over a corpus of small
    /// documents, than the rest of the store).
    func addName(_ name: String) -> UInt32 {
        names.append(name)
        return UInt32(names.count - 1)
    }

    func append(name: UInt32, value: String) {
        let offset = count & Self.chunkMask
        if offset == 0 {
            nameChunks.append(.allocate(capacity: Self.chunkSize))
            valueChunks.append(.allocate(capacity: Self.chunkSize))
        }
        let chunk = count >> Self.chunkShift
        nameChunks[chunk][offset] = name
        (valueChunks[chunk] + offset).initialize(to: value)
        count += 1
    }

    func attribute(at index: Int) -> XibAttribute {
        XibAttribute(name: name(at: index), value: value(at: index))
    }

    func name(at index: Int) -> String {
        names[Int(nameChunks[index >> Self.chunkShift][index & Self.chunkMask])]
    }

    func value(at index: Int) -> String {
        valueChunks[index >> Self.chunkShift][index & Self.chunkMask]
    }

    func value(named name: String, in range: Range<Int>) -> String? {
        // Comparing UTF-8 lengths first (stored, O(1)) skips most full string comparisons.
        let length = name.utf8.count
        return names.withUnsafeBufferPointer { names in
            var index = range.lowerBound
            // Chunk by chunk (an element's attributes are almost always in one).
            while index < range.upperBound {
                let chunk = index >> Self.chunkShift
                let base = chunk << Self.chunkShift
                let end = Swift.min(range.upperBound, base + Self.chunkSize)
                let ids = nameChunks[chunk]
                while index < end {
                    let candidate = names[Int(ids[index - base])]
                    if candidate.utf8.count == length && candidate == name { return valueChunks[chunk][index - base] }
                    index += 1
                }
            }
            return nil
        }
    }
}

extension Array where Element == XibNode {
    /// The node at `index`, moved out (an empty one left in its place), so that the caller holds
    /// it alone and it goes when the caller is done with it.
    mutating func take(at index: Int) -> XibNode {
        var node = XibNode.vacated
        swap(&node, &self[index])
        return node
    }
}
