#if canImport(Glibc)
internal import Glibc
#elseif canImport(Darwin)
internal import Darwin
#endif

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
    /// The store's range, in 32 bits each (a document is at most 256 MiB): with the location's, a
    /// node is 64 bytes, not 80 (a 50 MB XIB's objects keep 144,000 in their property lists).
    private let attributeStart: UInt32
    private let attributeCount: UInt32
    private var attributeRange: Range<Int> { Int(attributeStart)..<Int(attributeStart) + Int(attributeCount) }
    public internal(set) var children: [XibNode]
    /// Character data directly inside the element (for `<string>`, `<mutableString>`…).
    public internal(set) var text: String
    public var location: SourceLocation { SourceLocation(line: Int(line), column: Int(column)) }
    private let line: UInt32
    private let column: UInt32

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
        precondition(range.lowerBound >= 0 && range.upperBound <= UInt32.max, "attribute range out of bounds")
        precondition((0...Int(UInt32.max)).contains(location.line) && (0...Int(UInt32.max)).contains(location.column),
                     "a node's line and column are 0 to 4,294,967,295")
        self.attributeStore = range.isEmpty ? nil : store
        self.attributeStart = range.isEmpty ? 0 : UInt32(range.lowerBound)
        self.attributeCount = range.isEmpty ? 0 : UInt32(range.count)
        self.children = children
        self.text = text
        self.line = UInt32(location.line)
        self.column = UInt32(location.column)
    }

    private init(_ node: XibNode, keeping store: XibAttributeStore) {
        name = node.name
        attributeStore = store
        attributeStart = node.attributeStart
        attributeCount = node.attributeCount
        children = node.children
        text = node.text
        line = node.line
        column = node.column
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

    /// Whether the element has the attribute `name` (without making its value).
    public func hasAttribute(_ name: String) -> Bool {
        attributeStore?.index(named: name, in: attributeRange) != nil
    }

    /// Whether the attribute `name` is there and is `value` (compared without making a String).
    public func attribute(_ name: String, is value: String) -> Bool {
        attributeStore?.value(named: name, in: attributeRange, equals: value) ?? false
    }

    /// Calls `body` with each attribute's name and its index for `attributeValue(at:)`, in
    /// document order: a reader of several attributes finds them in one pass, not one search each.
    func forEachAttributeName(_ body: (_ name: String, _ index: Int) -> Void) {
        guard let store = attributeStore else { return }
        for index in attributeRange { body(store.name(at: index), index) }
    }

    /// The value of the attribute at `index`, one `forEachAttributeName` gave.
    func attributeValue(at index: Int) -> String {
        attributeStore!.value(at: index)
    }

    /// Calls `body` with the position in `names` of each attribute whose name `names` lists, and
    /// the attribute's index (for `attributeValue(at:)`, `withAttributeValueBytes(at:_:)`), in
    /// document order: a reader of a few attributes finds them in one pass that compares no
    /// names (`AttributeNames` knows each of the document's names by its id) and makes no String
    /// of an attribute it does not use.
    @inline(__always)
    func forEachAttribute(in names: inout AttributeNames, _ body: (_ position: Int, _ index: Int) -> Void) {
        guard let store = attributeStore else { return }
        for index in attributeRange {
            let position = names.position(ofNameAt: index, in: store)
            if position >= 0 { body(position, index) }
        }
    }

    /// Calls `body` with the UTF-8 bytes of the value of the attribute at `index` (no String made).
    @inline(__always)
    func withAttributeValueBytes<Result>(at index: Int, _ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        attributeStore!.withValueBytes(at: index, body)
    }

    /// The `key` attribute: what property of the parent this element describes.
    public var key: String? { self[attribute: "key"] }

    /// Whether the `key` attribute is `key`.
    public func hasKey(_ key: String) -> Bool { attribute("key", is: key) }

    public func child(named name: String) -> XibNode? {
        children.first { $0.name == name }
    }

    public func children(named name: String) -> [XibNode] {
        children.filter { $0.name == name }
    }

    /// The first child element whose `key` attribute is `key` (optionally of one element name).
    public func child(key: String, named name: String? = nil) -> XibNode? {
        children.first { $0.hasKey(key) && (name == nil || $0.name == name) }
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

    /// The name of the attribute at `position`, without making its value (a reader that needs
    /// only some attributes' values).
    package func name(at position: Int) -> String {
        precondition(position >= startIndex && position < endIndex, "attribute index out of range")
        return store!.name(at: position)
    }

    /// The value of the attribute at `position`.
    package func value(at position: Int) -> String {
        precondition(position >= startIndex && position < endIndex, "attribute index out of range")
        return store!.value(at: position)
    }

    /// How many UTF-8 bytes the value of the attribute at `position` has, without making it (a
    /// reader that wants only values of some lengths).
    package func valueLength(at position: Int) -> Int {
        precondition(position >= startIndex && position < endIndex, "attribute index out of range")
        return store!.withValueBytes(at: position) { $0.count }
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
/// interned name (2 bytes, not a 16-byte String; 4 once a document has more than 65,536 names) and a
/// value is its UTF-8 bytes, packed one after
/// another in its chunk's byte buffer, with where it ends (4 bytes): not a 16-byte String each, and
/// for a long one not an allocation of its own (a String is made when the value is asked for).
/// Attributes live in fixed-size chunks: the store never grows by a larger copy, holds no capacity
/// sized from a guess, and a document's last chunk is its only partly used one (its bytes grow by
/// doubling; a full chunk's are trimmed to their size).
final class XibAttributeStore: @unchecked Sendable {
    /// Attributes per chunk (a chunk is 32 KiB of names, 64 KiB of value ends and its values' bytes).
    static let chunkShift = 14
    static let chunkSize = 1 << chunkShift
    private static let chunkMask = chunkSize - 1
    /// The first room for a chunk's value bytes (a small XIB's whole store).
    private static let initialByteCapacity = 8192

    /// The names; each attribute's name id indexes into it. A name may be listed twice (one read
    /// from libxml2's interned names, one composed), never compared by id.
    @exclusivity(unchecked) private(set) var names: [String] = []
    /// The ids of composed names (`intern`).
    @exclusivity(unchecked) private var nameIndex: [String: UInt32] = [:]
    /// Per chunk, each attribute's name id: a UInt16, or a UInt32 once `wideNames`.
    @exclusivity(unchecked) private var nameChunks: [UnsafeMutableRawPointer] = []
    /// Whether a name id has passed UInt16.max: every chunk's ids are then UInt32s.
    @exclusivity(unchecked) private var wideNames = false
    /// Per chunk, where each attribute's value ends in the chunk's bytes (it starts where the
    /// previous attribute's ends, the chunk's first at 0).
    @exclusivity(unchecked) private var endChunks: [UnsafeMutablePointer<UInt32>] = []
    /// Per chunk, its values' UTF-8 bytes, one after another.
    @exclusivity(unchecked) private var byteChunks: [UnsafeMutablePointer<UInt8>] = []
    /// The last chunk's room for bytes, and how many it holds.
    @exclusivity(unchecked) private var byteCapacity = 0
    @exclusivity(unchecked) private var byteCount = 0
    /// The last chunk's names, value ends and bytes (what `append` writes to).
    @exclusivity(unchecked) private var lastNames = UnsafeMutableRawPointer(bitPattern: 8)!
    @exclusivity(unchecked) private var lastEnds = UnsafeMutablePointer<UInt32>(bitPattern: 8)!
    @exclusivity(unchecked) private var lastBytes = UnsafeMutablePointer<UInt8>(bitPattern: 8)!
    @exclusivity(unchecked) private(set) var count = 0
    /// Each commented element's preceding comment, by the element's start-tag location (unique
    /// per element). Empty in almost every XIB.
    @exclusivity(unchecked) var precedingComments: [SourceLocation: String] = [:]

    /// A reader's store: room for a document's names at once (real XIBs have 50-100; grown one by
    /// one, the list was reallocated and its Strings retained again eight times).
    init() { names.reserveCapacity(128) }

    init(_ attributes: [XibAttribute]) {
        for attribute in attributes { append(name: intern(attribute.name), value: attribute.value) }
    }

    deinit {
        for bytes in byteChunks { free(bytes) }
        for ends in endChunks { ends.deallocate() }
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
    @inline(__always)
    func addName(_ name: String) -> UInt32 {
        names.append(name)
        if names.count - 1 > Int(UInt16.max), !wideNames { widenNames() }
        return UInt32(names.count - 1)
    }

    /// Every chunk's name ids made UInt32s (a document with more than 65,536 distinct names).
    @inline(never)
    private func widenNames() {
        for (chunk, narrow) in nameChunks.enumerated() {
            let used = chunk == nameChunks.count - 1 ? count - chunk * Self.chunkSize : Self.chunkSize
            let wide = UnsafeMutableRawPointer.allocate(byteCount: Self.chunkSize * 4, alignment: 4)
            for offset in 0..<used {
                wide.storeBytes(of: UInt32(narrow.load(fromByteOffset: offset << 1, as: UInt16.self)), toByteOffset: offset << 2, as: UInt32.self)
            }
            narrow.deallocate()
            nameChunks[chunk] = wide
        }
        if let last = nameChunks.last { lastNames = last }
        wideNames = true
    }

    @inline(__always)
    private func nameID(in ids: UnsafeMutableRawPointer, at offset: Int) -> Int {
        wideNames ? Int(ids.load(fromByteOffset: offset << 2, as: UInt32.self)) : Int(ids.load(fromByteOffset: offset << 1, as: UInt16.self))
    }

    func append(name: UInt32, value: String) {
        var value = value
        value.withUTF8 { append(name: name, utf8: $0) }
    }

    /// An attribute whose value is `utf8`, which is valid UTF-8 (what `String(decoding:as:)` gives
    /// back unchanged).
    @inline(__always)
    func append(name: UInt32, utf8: UnsafeBufferPointer<UInt8>) {
        let offset = count & Self.chunkMask
        if offset == 0 { startChunk() }
        let length = utf8.count
        if length > 0 {
            if byteCount + length > byteCapacity { growBytes(toHold: byteCount + length) }
            (lastBytes + byteCount).initialize(from: utf8.baseAddress!, count: length)
            byteCount += length
        }
        if wideNames {
            lastNames.storeBytes(of: name, toByteOffset: offset << 2, as: UInt32.self)
        } else {
            lastNames.storeBytes(of: UInt16(truncatingIfNeeded: name), toByteOffset: offset << 1, as: UInt16.self)
        }
        lastEnds[offset] = UInt32(truncatingIfNeeded: byteCount)
        count += 1
    }

    @inline(never)
    private func startChunk() {
        if !byteChunks.isEmpty, byteCount < byteCapacity {
            // The full chunk's bytes trimmed to their size (in place: a shrink does not copy).
            lastBytes = realloc(lastBytes, max(byteCount, 1))!.assumingMemoryBound(to: UInt8.self)
            byteChunks[byteChunks.count - 1] = lastBytes
        }
        lastNames = .allocate(byteCount: Self.chunkSize * (wideNames ? 4 : 2), alignment: 4)
        lastEnds = .allocate(capacity: Self.chunkSize)
        nameChunks.append(lastNames)
        endChunks.append(lastEnds)
        byteCapacity = Self.initialByteCapacity
        byteCount = 0
        lastBytes = malloc(byteCapacity)!.assumingMemoryBound(to: UInt8.self)
        byteChunks.append(lastBytes)
    }

    @inline(never)
    private func growBytes(toHold needed: Int) {
        // A chunk's value ends are 32 bits: a document is at most XMLReader.maximumDocumentSize
        // bytes, and its values fewer.
        precondition(needed <= Int(UInt32.max), "attribute values too large")
        var capacity = byteCapacity
        while capacity < needed { capacity *= 2 }
        lastBytes = realloc(lastBytes, capacity)!.assumingMemoryBound(to: UInt8.self)
        byteChunks[byteChunks.count - 1] = lastBytes
        byteCapacity = capacity
    }

    func attribute(at index: Int) -> XibAttribute {
        XibAttribute(name: name(at: index), value: value(at: index))
    }

    func name(at index: Int) -> String {
        names[nameID(at: index)]
    }

    func value(at index: Int) -> String {
        withValueBytes(at: index) { String(decoding: $0, as: UTF8.self) }
    }

    /// The id of the name of the attribute at `index` (its position in `names`).
    @inline(__always)
    func nameID(at index: Int) -> Int {
        nameID(in: nameChunks[index >> Self.chunkShift], at: index & Self.chunkMask)
    }

    /// Calls `body` with the UTF-8 bytes of the value at `index`.
    @inline(__always)
    func withValueBytes<Result>(at index: Int, _ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        let chunk = index >> Self.chunkShift, offset = index & Self.chunkMask
        let ends = endChunks[chunk]
        let start = offset == 0 ? 0 : Int(ends[offset - 1])
        return body(UnsafeBufferPointer(start: byteChunks[chunk] + start, count: Int(ends[offset]) - start))
    }

    func value(named name: String, in range: Range<Int>) -> String? {
        index(named: name, in: range).map(value(at:))
    }

    /// Whether the attribute `name` in `range` is there and its value is `expected`: its bytes
    /// compared, no String made.
    func value(named name: String, in range: Range<Int>, equals expected: String) -> Bool {
        guard let index = index(named: name, in: range) else { return false }
        let chunk = index >> Self.chunkShift, offset = index & Self.chunkMask
        let ends = endChunks[chunk]
        let start = offset == 0 ? 0 : Int(ends[offset - 1])
        let length = Int(ends[offset]) - start
        var expected = expected
        return expected.withUTF8 { bytes in
            bytes.count == length && (length == 0 || memcmp(byteChunks[chunk] + start, bytes.baseAddress!, length) == 0)
        }
    }

    /// The index of the attribute `name` in `range`, nil when there is none.
    func index(named name: String, in range: Range<Int>) -> Int? {
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
                // The width tested once a chunk, not once an attribute.
                if wideNames {
                    while index < end {
                        let candidate = names[Int(ids.load(fromByteOffset: (index - base) << 2, as: UInt32.self))]
                        if candidate.utf8.count == length && candidate == name { return index }
                        index += 1
                    }
                } else {
                    while index < end {
                        let candidate = names[Int(ids.load(fromByteOffset: (index - base) << 1, as: UInt16.self))]
                        if candidate.utf8.count == length && candidate == name { return index }
                        index += 1
                    }
                }
            }
            return nil
        }
    }
}

/// A fixed list of attribute names, and where each name of the document being read is in it:
/// found by the name's id in the document's attribute store, so that each of a document's
/// names is compared with the list once, not once per attribute (`XibNode.forEachAttribute(in:_:)`).
/// Follows the store of the element it is asked about (a tree built by hand has one per element).
struct AttributeNames {
    private let list: [String]
    /// The store the positions are for, held so that no other store takes its address.
    private var store: XibAttributeStore?
    /// Per name id of `store`: the name's position in `list`, `absent` when it is not there,
    /// `unknown` until it is first looked up.
    private var positions: [UInt8] = []
    private static let absent: UInt8 = 0xFE
    private static let unknown: UInt8 = 0xFF

    init(_ list: [String]) {
        precondition(list.count < Int(Self.absent), "too many names")
        self.list = list
    }

    /// The position in the list of the name of `store`'s attribute at `index`; -1 when the list
    /// does not have it.
    @inline(__always)
    mutating func position(ofNameAt index: Int, in store: XibAttributeStore) -> Int {
        let id = store.nameID(at: index)
        if store === self.store, id < positions.count {
            let position = positions[id]
            if position < Self.absent { return Int(position) }
            if position == Self.absent { return -1 }
        }
        return lookUp(id, in: store)
    }

    @inline(never)
    private mutating func lookUp(_ id: Int, in store: XibAttributeStore) -> Int {
        if store !== self.store {
            self.store = store
            positions = []
        }
        if id >= positions.count {
            positions.append(contentsOf: repeatElement(Self.unknown, count: store.names.count - positions.count))
        }
        let position = list.firstIndex(of: store.names[id])
        positions[id] = position.map(UInt8.init) ?? Self.absent
        return position ?? -1
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
