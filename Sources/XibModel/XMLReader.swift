internal import CLibXML2
#if canImport(Glibc)
internal import Glibc
#elseif canImport(Darwin)
internal import Darwin
#endif

/// Reads XML into a `XibNode` tree with libxml2's SAX2 parser.
///
/// Hostile input is refused rather than interpreted: a DOCTYPE (and so any entity
/// declaration) is an error, entities are never substituted and nothing is fetched
/// from the network, so neither XXE nor entity-expansion bombs can work.
public enum XMLReader {
    /// Documents larger than this are refused before parsing.
    public static let maximumDocumentSize = 256 * 1024 * 1024
    /// Elements nested deeper than this are refused (real XIBs stay under 30). libxml2 has the
    /// same limit without `XML_PARSE_HUGE`; this one holds whatever the libxml2 version, and keeps
    /// the recursive model and generator far from the stack's end.
    public static let maximumDepth = 256
    static let depthMessage = "elements are nested more than \(maximumDepth) levels deep; xibgen refuses deeper documents"

    /// libxml2's error as one diagnostic line (its messages may span lines), or nil for warnings.
    static func parseError(_ error: UnsafePointer<xmlError>) -> XibParseError? {
        guard error.pointee.level.rawValue >= XML_ERR_ERROR.rawValue else { return nil }
        let raw = error.pointee.message.map { String(cString: $0) } ?? "malformed XML"
        var message = raw.split(whereSeparator: \.isNewline)
            .map { line in String(line.drop { $0.isWhitespace }.reversed().drop { $0.isWhitespace }.reversed()) }
            .filter { !$0.isEmpty }
            .joined(separator: "; ")
        if message.isEmpty { message = "malformed XML" }
        if message.hasPrefix("Excessive depth in document") { message = depthMessage }
        let line = Int(error.pointee.line)
        let column = Int(error.pointee.int2)
        return XibParseError(message, at: SourceLocation(line: max(line, 1), column: max(column, 1)))
    }

    public static func parse(_ bytes: [UInt8]) throws(XibParseError) -> XibNode {
        try parse(bytes, sliceSize: ReaderSession.defaultSliceSize)
    }

    /// `parse(_:)` with libxml2 fed `sliceSize` bytes at a time (the fuzz target and tests compare
    /// it with `parse(sliceSize:reading:)` at slice sizes small enough to cut through anything).
    package static func parse(_ bytes: [UInt8], sliceSize: Int) throws(XibParseError) -> XibNode {
        guard !bytes.isEmpty else { throw emptyError }
        guard bytes.count <= maximumDocumentSize else { throw sizeError(bytes.count) }
        LibXML.initializeOnce()
        return try bytes.withUnsafeBufferPointer { buffer throws(XibParseError) in
            var session = ReaderSession(buffer: buffer, sliceSize: sliceSize)
            return try session.run()
        }
    }

    /// Parses a document read in slices by `read`, which fills as much of the buffer it is given
    /// as it can and returns how many bytes it wrote: 0 at the end, nil when reading failed (the
    /// parse then throws). The document is never held whole: only the slice being parsed and the
    /// lines its start tags sit on (for their columns), so a 50 MB XIB costs a few hundred KiB
    /// while read, not 50 MB. Elements, locations and errors are those `parse(_:)` gives for the
    /// same bytes: libxml2 is fed the same slices.
    public static func parse(reading read: @escaping (UnsafeMutableRawBufferPointer) -> Int?) throws(XibParseError) -> XibNode {
        try parse(sliceSize: ReaderSession.defaultSliceSize, reading: read)
    }

    /// `parse(reading:)` with slices of `sliceSize` bytes (≥ 1).
    package static func parse(sliceSize: Int, reading read: @escaping (UnsafeMutableRawBufferPointer) -> Int?) throws(XibParseError) -> XibNode {
        LibXML.initializeOnce()
        var session = ReaderSession(reading: read, sliceSize: sliceSize)
        return try session.run()
    }

    static let emptyError = XibParseError("the file is empty", at: SourceLocation(line: 1, column: 1))

    static func sizeError(_ count: Int) -> XibParseError {
        XibParseError("the file is \(count) bytes, more than the \(maximumDocumentSize)-byte limit", at: SourceLocation(line: 1, column: 1))
    }

    static let readError = XibParseError("the file could not be read to its end", at: SourceLocation(line: 1, column: 1))
}

private enum LibXML {
    nonisolated(unsafe) private static var initialized: Void = { xmlInitParser() }()
    static func initializeOnce() { _ = initialized }
}

/// Reads with libxml2's SAX2 interface: the same parser (and so the same errors, lines and
/// values) as its `xmlTextReader`, without building and freeing a libxml2 tree node for
/// every element, attribute and text first. The reader's view is reproduced exactly:
/// whitespace-only text nodes are skipped, adjacent character data forms one text node,
/// and `&amp;` in attribute values (which the SAX layer leaves as `&#38;`) reads as `&`.
private struct ReaderSession {
    /// The document's bytes from absolute offset `windowStart` on, `windowCount` of them: the whole
    /// document when it was given in memory (not owned), else what was read and is still needed.
    private var window: UnsafePointer<UInt8>?
    private var windowStart = 0
    private var windowCount = 0
    /// Read in slices (`XMLReader.parse(reading:)`): the window's storage is owned, `capacity`
    /// bytes. Storage outgrown while libxml2 parses a slice is freed after it (libxml2 may still
    /// read the slice it was handed).
    private let read: ((UnsafeMutableRawBufferPointer) -> Int?)?
    private var storage: UnsafeMutablePointer<UInt8>?
    private var capacity = 0
    private var retired: [UnsafeMutablePointer<UInt8>] = []
    /// Every byte of the document is in or before the window: its size is `available`.
    private var atEnd: Bool
    private var readFailed = false
    /// Bytes read in all: past `XMLReader.maximumDocumentSize`, the parse stops.
    private var tooLarge = false
    private var available: Int { windowStart + windowCount }
    /// Byte offset where each line starts (line N starts at `lineStarts[N - 1]`); 32 bits are
    /// enough under `maximumDocumentSize`, and half the room (a 50 MB XIB has a million lines).
    /// Known up to `available`.
    private var lineStarts: [UInt32]
    /// libxml2 interns element and attribute names; each pointer is interned in the attribute
    /// store once.
    private var names = InternedNames()
    /// Per line, how far the column search for start tags has advanced.
    private var columnCursor: (line: Int, offset: Int) = (0, 0)

    private var stack: [XibNode] = []
    /// The finished children of the open elements, in document order; the open element
    /// `stack[i]`'s start at `childrenStart[i]`. An element takes its own when it ends, in an
    /// array of exactly their number (grown one by one, a parent's array had up to twice the
    /// room it needed, and a copy at each doubling).
    private let pendingChildren = PendingNodes()
    private var childrenStart: [Int] = []
    /// Every element's attributes, in document order; nodes refer to their range.
    private let attributeStore = XibAttributeStore()
    private var root: XibNode?
    /// Character data of the text node being read.
    private var pendingText: [UInt8] = []
    /// Whether `pendingText` has a byte other than whitespace (told as it is appended: most text
    /// nodes are the indentation between tags, dropped when the next tag starts).
    private var pendingTextHasContent = false
    /// The text node read so far is a line break and this many spaces (the indentation between
    /// tags, most text nodes), not yet copied to `pendingText`: copied only when more text follows,
    /// dropped when the next tag starts. -1: none (`pendingText` holds the text node's bytes).
    private var pendingIndentation = -1
    /// The last comment read since the open element's previous child ended: it becomes the
    /// `precedingComment` of the next element to start, and is dropped when the open element ends.
    private var pendingComment: String?
    /// The first error: libxml2's (level ≥ error), or a refused construct.
    private var failure: XibParseError?

    init(buffer: UnsafeBufferPointer<UInt8>, sliceSize: Int) {
        self.sliceSize = max(sliceSize, 1)
        window = UnsafePointer(buffer.baseAddress)
        windowCount = buffer.count
        atEnd = true
        read = nil
        var starts: [UInt32] = [0]
        // A guess from typical line lengths, bounded: long lines made it a hundred times too big.
        starts.reserveCapacity(min(buffer.count / 40, 1 << 16))
        lineStarts = starts
        findLines(from: 0)
    }

    init(reading read: @escaping (UnsafeMutableRawBufferPointer) -> Int?, sliceSize: Int) {
        self.sliceSize = max(sliceSize, 1)
        self.read = read
        atEnd = false
        lineStarts = [0]
        lineStarts.reserveCapacity(1 << 12)
    }

    /// Records the lines starting in the window from absolute offset `from` on.
    private mutating func findLines(from: Int) {
        guard let base = window else { return }
        // memchr finds the newlines several bytes at a time, faster than a byte loop.
        var offset = from - windowStart
        while offset < windowCount,
              let found = memchr(base + offset, Int32(UInt8(ascii: "\n")), windowCount - offset) {
            let index = UnsafeRawPointer(found) - UnsafeRawPointer(base)
            lineStarts.append(UInt32(windowStart + index + 1))
            offset = index + 1
        }
    }

    /// Reads until the document's first `end` bytes are in (or all of it is).
    private mutating func fill(to end: Int) {
        while available < end && !atEnd { readSlice() }
    }

    /// Reads up to a slice more into the window.
    private mutating func readSlice() {
        guard let read, !atEnd else { return }
        if capacity - windowCount < sliceSize {
            capacity = max(capacity * 2, windowCount + sliceSize)
            let larger = UnsafeMutablePointer<UInt8>.allocate(capacity: capacity)
            if let storage {
                larger.initialize(from: storage, count: windowCount)
                retired.append(storage)
            }
            storage = larger
            window = UnsafePointer(larger)
        }
        let before = available
        guard let count = read(UnsafeMutableRawBufferPointer(start: storage! + windowCount, count: sliceSize)) else {
            readFailed = true
            atEnd = true
            return
        }
        if count == 0 {
            atEnd = true
            return
        }
        windowCount += count
        findLines(from: before)
        if available > XMLReader.maximumDocumentSize {
            tooLarge = true
            atEnd = true
        }
    }

    /// Drops what no start tag's column can need any more: the lines before `line`, libxml2's
    /// current one (it reports lines in order), but nothing it has not been handed (`parsed`).
    /// Called between slices, never while libxml2 parses one.
    private mutating func release(before line: Int, parsed: Int) {
        for old in retired { old.deallocate() }
        retired.removeAll()
        guard let storage, line >= 1, line <= lineStarts.count else { return }
        let keep = min(Int(lineStarts[line - 1]), parsed)
        let drop = keep - windowStart
        // At least a slice at a time: the bytes kept are moved to the front.
        guard drop >= sliceSize else { return }
        memmove(storage, storage + drop, windowCount - drop)
        windowStart += drop
        windowCount -= drop
    }

    /// Makes sure the window holds line `line` whole and the byte after it, when there is one.
    private mutating func fill(line: Int) {
        guard read != nil else { return }
        while lineStarts.count <= line && !atEnd { readSlice() }
        let lineEnd = line < lineStarts.count ? Int(lineStarts[line]) : available
        fill(to: lineEnd + 1)
    }

    /// The byte at absolute offset `offset` (in the window).
    @inline(__always)
    private func byte(at offset: Int) -> UInt8 { window![offset - windowStart] }

    /// How many bytes the push parser is given at a time.
    static let defaultSliceSize = 256 * 1024
    private let sliceSize: Int

    mutating func run() throws(XibParseError) -> XibNode {
        defer {
            for old in retired { old.deallocate() }
            storage?.deallocate()
        }
        fill(to: 4)
        if readFailed { throw XMLReader.readError }
        if tooLarge { throw XMLReader.sizeError(countToEnd()) }
        if available == 0 { throw XMLReader.emptyError }
        let options = Int32(XML_PARSE_NONET.rawValue | XML_PARSE_BIG_LINES.rawValue | XML_PARSE_NOCDATA.rawValue)
        // A push parser, fed the document in slices: libxml2's memory input (xmlCtxtReadMemory) first
        // copies the whole document into a buffer of its own (16 MB for a 10 MB XIB); a push parser
        // holds only the slice being parsed. Its first bytes let it detect the encoding.
        let head = Int32(min(4, available))
        let start = UnsafeRawPointer(window!).assumingMemoryBound(to: CChar.self)
        guard let context = xmlCreatePushParserCtxt(nil, nil, start, head, nil) else {
            throw XibParseError("could not start the XML reader", at: SourceLocation(line: 1, column: 1))
        }
        defer { xmlFreeParserCtxt(context) }
        var handler = xmlSAXHandler()
        handler.initialized = XML_SAX2_MAGIC
        handler.startElementNs = { context, name, prefix, _, namespaceCount, namespaces, attributeCount, _, attributes in
            Self.session(context) { $0.startElement(Self.parser(context), name, prefix, namespaceCount, namespaces, attributeCount, attributes) }
        }
        handler.endElementNs = { context, _, _, _ in Self.session(context) { $0.endElement() } }
        handler.characters = { context, bytes, count in Self.session(context) { $0.characters(bytes, count) } }
        handler.ignorableWhitespace = handler.characters
        handler.cdataBlock = handler.characters
        handler.comment = { context, text in Self.session(context) { $0.comment(text) } }
        handler.processingInstruction = { context, _, _ in Self.session(context) { $0.flushText() } }
        handler.internalSubset = { context, _, _, _ in
            Self.session(context) {
                $0.refuse("DOCTYPE declarations are not allowed in XIB files (entities are never expanded)", Self.parser(context))
            }
        }
        handler.reference = { context, _ in
            Self.session(context) { $0.refuse("entity references are not allowed in XIB files", Self.parser(context)) }
        }
        handler.serror = { context, error in
            guard let context, let error else { return }
            Self.session(context) { session in
                if session.failure == nil { session.failure = XMLReader.parseError(error) }
            }
        }
        return try withUnsafeMutablePointer(to: &self) { session throws(XibParseError) -> XibNode in
            handler._private = UnsafeMutableRawPointer(session)
            context.pointee.sax.pointee = handler
            // Errors raised without a parser context (encoding conversion, I/O) go to the thread's
            // global handlers, which print to stderr by default: collect them too.
            xmlSetStructuredErrorFunc(UnsafeMutableRawPointer(session), { session, error in
                guard let session, let error else { return }
                let reader = session.assumingMemoryBound(to: ReaderSession.self)
                if reader.pointee.failure == nil { reader.pointee.failure = XMLReader.parseError(error) }
            })
            defer { xmlSetStructuredErrorFunc(nil, nil) }
            xibgen_silence_generic_errors()
            xmlCtxtUseOptions(context, options)
            var offset = Int(head)
            repeat {
                // Read a byte past the slice first, to know whether it is the last (the same slices
                // as a document given whole).
                session.pointee.fill(to: offset + session.pointee.sliceSize + 1)
                if session.pointee.readFailed || session.pointee.tooLarge { break }
                let end = session.pointee.available
                let count = min(session.pointee.sliceSize, end - offset)
                let last = session.pointee.atEnd && offset + count == end
                let slice = UnsafeRawPointer(session.pointee.window! + (offset - session.pointee.windowStart))
                xmlParseChunk(context, slice.assumingMemoryBound(to: CChar.self), Int32(count), last ? 1 : 0)
                offset += count
                if session.pointee.read != nil {
                    session.pointee.release(before: context.pointee.input.map { Int($0.pointee.line) } ?? 0, parsed: offset)
                }
            } while (offset < session.pointee.available || !session.pointee.atEnd)
                && session.pointee.failure == nil && context.pointee.disableSAX == 0
            if let document = context.pointee.myDoc {
                context.pointee.myDoc = nil
                xmlFreeDoc(document)
            }
            if session.pointee.readFailed { throw XMLReader.readError }
            if session.pointee.tooLarge { throw XMLReader.sizeError(session.pointee.countToEnd()) }
            if let error = session.pointee.failure { throw error }
            if context.pointee.wellFormed == 0 || !session.pointee.stack.isEmpty {
                throw XibParseError("malformed XML", at: Self.currentLocation(context))
            }
            guard let root = session.pointee.root else {
                throw XibParseError("no root element", at: SourceLocation(line: 1, column: 1))
            }
            return root
        }
    }

    /// The document's size, reading what is left of it (only counted) when it is too large.
    private mutating func countToEnd() -> Int {
        var total = available
        guard let read, !readFailed else { return total }
        var scratch = [UInt8](repeating: 0, count: 64 * 1024)
        while let count = scratch.withUnsafeMutableBytes({ read($0) }), count > 0 { total += count }
        return total
    }

    // MARK: SAX callbacks

    private static func parser(_ context: UnsafeMutableRawPointer?) -> xmlParserCtxtPtr {
        context!.assumingMemoryBound(to: xmlParserCtxt.self)
    }

    /// The session the parse runs for (the handler's `_private`), unless parsing has failed.
    private static func session(_ context: UnsafeMutableRawPointer?, _ body: (inout ReaderSession) -> Void) {
        let ctxt = Self.parser(context)
        let session = ctxt.pointee.sax.pointee._private.assumingMemoryBound(to: ReaderSession.self)
        body(&session.pointee)
    }

    private mutating func refuse(_ message: String, _ parser: xmlParserCtxtPtr) {
        guard failure == nil else { return }
        failure = XibParseError(message, at: Self.currentLocation(parser))
        xmlStopParser(parser)
    }

    private mutating func startElement(
        _ parser: xmlParserCtxtPtr, _ localName: UnsafePointer<xmlChar>?, _ prefix: UnsafePointer<xmlChar>?,
        _ namespaceCount: Int32, _ namespaces: UnsafeMutablePointer<UnsafePointer<xmlChar>?>?,
        _ attributeCount: Int32, _ attributes: UnsafeMutablePointer<UnsafePointer<xmlChar>?>?
    ) {
        if failure != nil { xmlStopParser(parser); return }
        if stack.count >= XMLReader.maximumDepth {
            refuse(XMLReader.depthMessage, parser)
            return
        }
        flushText()
        let name: String
        var qualifiedBytes: [UInt8] = []
        if let prefix {
            qualifiedBytes = Self.bytes(prefix) + [UInt8(ascii: ":")] + Self.bytes(localName)
            name = String(decoding: qualifiedBytes, as: UTF8.self)
        } else {
            let id = internedName(localName)
            name = attributeStore.names[Int(id)]
        }
        let line = Int(parser.pointee.input.pointee.line)
        let startColumn = prefix == nil
            ? column(ofStartTag: localName, onLine: line)
            : qualifiedBytes.withUnsafeBufferPointer { column(ofStartTag: $0, onLine: line) }
        let firstAttribute = attributeStore.count
        let total = Int(namespaceCount) + Int(attributeCount)
        if total > 0 {
            // As the reader lists them: namespace declarations first, then attributes.
            for index in 0..<Int(namespaceCount) {
                let namespacePrefix = namespaces![2 * index]
                let uri = namespaces![2 * index + 1]
                let attributeName = namespacePrefix.map { "xmlns:" + String(cString: $0) } ?? "xmlns"
                attributeStore.append(name: attributeStore.intern(attributeName), value: uri.map { String(cString: $0) } ?? "")
            }
            for index in 0..<Int(attributeCount) {
                let base = 5 * index
                let attributePrefix = attributes![base + 1]
                let attributeName = attributePrefix.map { attributeStore.intern(String(cString: $0) + ":" + String(cString: attributes![base]!)) }
                    ?? internedName(attributes![base])
                if let start = attributes![base + 3], let end = attributes![base + 4] {
                    let bytes = UnsafeBufferPointer(start: start, count: end - start)
                    // Plain ASCII (almost every value) is stored as it is: what `attributeValue`
                    // would give, without making a String first.
                    if Self.isPlainASCII(bytes) {
                        attributeStore.append(name: attributeName, utf8: bytes)
                    } else {
                        attributeStore.append(name: attributeName, value: Self.attributeValue(bytes))
                    }
                } else {
                    attributeStore.append(name: attributeName, value: "")
                }
            }
        }
        childrenStart.append(pendingChildren.count)
        stack.append(XibNode(name: name, store: attributeStore, range: firstAttribute..<attributeStore.count,
                             location: SourceLocation(line: line, column: startColumn)))
        if pendingComment != nil { attachPendingComment() }
    }

    /// The element just started gets the pending comment (out of line: comments are rare).
    @inline(never)
    private mutating func attachPendingComment() {
        guard let comment = pendingComment.take() else { return }
        let index = stack.count - 1
        attributeStore.precedingComments[stack[index].location] = comment
        stack[index] = stack[index].keepingAttributeStore(attributeStore)
    }

    private mutating func endElement() {
        if pendingComment != nil { pendingComment = nil }
        guard failure == nil, !stack.isEmpty, let start = childrenStart.popLast() else { return }
        // Finished in place and moved out (binding the popped node copied it, then destroyed it).
        let top = stack.count - 1
        pendingIndentation = -1
        if !pendingText.isEmpty, let text = takePendingText() { stack[top].text += text }
        if start < pendingChildren.count { stack[top].children = pendingChildren.take(from: start) }
        if top == 0 {
            root = stack.removeLast()
        } else {
            pendingChildren.append(stack.removeLast())
        }
    }

    private mutating func characters(_ bytes: UnsafePointer<xmlChar>?, _ count: Int32) {
        guard failure == nil, let bytes, count > 0 else { return }
        let buffer = UnsafeBufferPointer(start: bytes, count: Int(count))
        if pendingIndentation >= 0 {
            // More text after the indentation: the node's bytes are kept from its start.
            pendingText.append(UInt8(ascii: "\n"))
            pendingText.append(contentsOf: repeatElement(UInt8(ascii: " "), count: pendingIndentation))
            pendingIndentation = -1
        } else if pendingText.isEmpty, let spaces = Self.indentation(buffer) {
            pendingIndentation = spaces
            return
        }
        if !pendingTextHasContent, !Self.isBlank(buffer) { pendingTextHasContent = true }
        pendingText.append(contentsOf: buffer)
    }

    /// How many spaces follow the line break when `bytes` are a line break and spaces only.
    @inline(__always)
    private static func indentation(_ bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        guard var byte = bytes.baseAddress, byte.pointee == 0x0A else { return nil }
        let end = byte + bytes.count
        byte += 1
        while byte < end {
            if end - byte >= 8, UnsafeRawPointer(byte).loadUnaligned(as: UInt64.self) == 0x2020_2020_2020_2020 {
                byte += 8
                continue
            }
            if byte.pointee != 0x20 { return nil }
            byte += 1
        }
        return bytes.count - 1
    }

    /// Whether `bytes` are all spaces, tabs and line breaks.
    @inline(__always)
    private static func isBlank(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard var byte = bytes.baseAddress else { return true }
        let end = byte + bytes.count
        // Indentation eight spaces at a time (after the line break it starts with), the rest byte
        // by byte.
        while byte < end {
            if end - byte >= 8, UnsafeRawPointer(byte).loadUnaligned(as: UInt64.self) == 0x2020_2020_2020_2020 {
                byte += 8
                continue
            }
            let value = byte.pointee
            if value != 0x20 && value != 0x0A && value != 0x09 && value != 0x0D { return false }
            byte += 1
        }
        return true
    }

    /// A comment ends the current text node; its text, trimmed, is kept for the next element
    /// (Interface Builder writes a storyboard scene's title as `<!--Login-->` before `<scene>`).
    private mutating func comment(_ text: UnsafePointer<xmlChar>?) {
        guard failure == nil else { return }
        flushText()
        guard !stack.isEmpty, let text else { return }
        let trimmed = String(cString: text).trimmingWhitespace()
        pendingComment = trimmed.isEmpty ? nil : String(trimmed)
    }

    /// Ends the current text node: it becomes text of the open element unless it is only
    /// whitespace (the reader reports those as whitespace nodes, which were skipped).
    private mutating func flushText() {
        pendingIndentation = -1
        guard !pendingText.isEmpty else { return }
        if let text = takePendingText(), !stack.isEmpty { stack[stack.count - 1].text += text }
    }

    /// Ends the current text node: its text, nil when it is only whitespace.
    private mutating func takePendingText() -> String? {
        let text = pendingTextHasContent ? String(decoding: pendingText, as: UTF8.self) : nil
        pendingText.removeAll(keepingCapacity: true)
        pendingTextHasContent = false
        return text
    }

    private static func bytes(_ pointer: UnsafePointer<xmlChar>?) -> [UInt8] {
        guard let pointer else { return [] }
        return Array(UnsafeBufferPointer(start: pointer, count: Int(xmlStrlen(pointer))))
    }

    /// Whether `bytes` are all ASCII and without `&`: valid UTF-8 that `attributeValue` returns unchanged.
    @inline(__always)
    private static func isPlainASCII(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard var byte = bytes.baseAddress else { return true }
        let end = byte + bytes.count
        // Eight bytes at a time: a high bit set, or a byte equal to `&` (a zero byte of word ^ &&&&…).
        let high: UInt64 = 0x8080_8080_8080_8080, ones: UInt64 = 0x0101_0101_0101_0101
        let ampersands: UInt64 = 0x2626_2626_2626_2626
        while end - byte >= 8 {
            let word = UnsafeRawPointer(byte).loadUnaligned(as: UInt64.self)
            let x = word ^ ampersands
            if (word | ((x &- ones) & ~x)) & high != 0 { return false }
            byte += 8
        }
        while byte < end {
            if byte.pointee >= 0x80 || byte.pointee == UInt8(ascii: "&") { return false }
            byte += 1
        }
        return true
    }

    /// Without entity substitution libxml2's SAX layer hands over `&amp;` as `&#38;` (its tree
    /// builder decodes that when it makes the attribute node); every other reference is decoded.
    private static func attributeValue(_ bytes: UnsafeBufferPointer<UInt8>) -> String {
        guard bytes.contains(UInt8(ascii: "&")) else { return String(decoding: bytes, as: UTF8.self) }
        var decoded: [UInt8] = []
        decoded.reserveCapacity(bytes.count)
        let escape = Array("&#38;".utf8)
        var index = 0
        while index < bytes.count {
            if bytes[index] == UInt8(ascii: "&"), index + escape.count <= bytes.count,
               bytes[index..<index + escape.count].elementsEqual(escape) {
                decoded.append(UInt8(ascii: "&"))
                index += escape.count
            } else {
                decoded.append(bytes[index])
                index += 1
            }
        }
        return String(decoding: decoded, as: UTF8.self)
    }

    private mutating func internedName(_ pointer: UnsafePointer<xmlChar>?) -> UInt32 {
        guard let pointer else { return attributeStore.intern("") }
        return names.id(for: pointer, in: attributeStore)
    }

    private mutating func column(ofStartTag namePointer: UnsafePointer<xmlChar>?, onLine line: Int) -> Int {
        let nameBytes = namePointer.map { UnsafeBufferPointer(start: $0, count: Int(xmlStrlen($0))) }
            ?? UnsafeBufferPointer(start: nil, count: 0)
        return column(ofStartTag: nameBytes, onLine: line)
    }

    /// libxml2 records each element's line; find the column of `<name` on that line,
    /// moving forward so that several elements on one line get their own columns.
    private mutating func column(ofStartTag nameBytes: UnsafeBufferPointer<UInt8>, onLine line: Int) -> Int {
        fill(line: line)
        guard line >= 1, line <= lineStarts.count, let base = window else { return 1 }
        let lineStart = Int(lineStarts[line - 1])
        let lineEnd = line < lineStarts.count ? Int(lineStarts[line]) : available
        var offset = columnCursor.line == line ? columnCursor.offset : lineStart
        // memchr finds each `<` several bytes at a time (a start tag's line is mostly indentation).
        while offset < lineEnd,
              let found = memchr(base + (offset - windowStart), Int32(UInt8(ascii: "<")), lineEnd - offset) {
            offset = windowStart + (UnsafeRawPointer(found) - UnsafeRawPointer(base))
            if matches(nameBytes, at: offset + 1, before: lineEnd) {
                columnCursor = (line, offset + 1)
                return offset - lineStart + 1
            }
            offset += 1
        }
        return 1
    }

    private func matches(_ name: UnsafeBufferPointer<UInt8>, at offset: Int, before end: Int) -> Bool {
        guard offset + name.count <= end else { return false }
        if let start = name.baseAddress, memcmp(window! + (offset - windowStart), start, name.count) != 0 {
            return false
        }
        let next = offset + name.count
        guard next < available else { return true }
        let terminator = byte(at: next)
        return terminator == UInt8(ascii: " ") || terminator == UInt8(ascii: ">")
            || terminator == UInt8(ascii: "/") || terminator == UInt8(ascii: "\t")
            || terminator == UInt8(ascii: "\n") || terminator == UInt8(ascii: "\r")
    }

    private static func currentLocation(_ parser: xmlParserCtxtPtr) -> SourceLocation {
        let input = parser.pointee.input
        let line = input.map { Int($0.pointee.line) } ?? 1
        let column = input.map { Int($0.pointee.col) } ?? 1
        return SourceLocation(line: max(line, 1), column: max(column, 1))
    }
}

/// Nodes waiting for their parent to end, moved in and out (never copied: a copy and a destroy per
/// element cost more than the list).
private final class PendingNodes {
    @exclusivity(unchecked) private var base: UnsafeMutablePointer<XibNode>
    @exclusivity(unchecked) private var capacity = 256
    @exclusivity(unchecked) private(set) var count = 0

    init() { base = .allocate(capacity: capacity) }

    deinit {
        base.deinitialize(count: count)
        base.deallocate()
    }

    func append(_ node: __owned XibNode) {
        if count == capacity {
            let larger = UnsafeMutablePointer<XibNode>.allocate(capacity: capacity * 2)
            larger.moveInitialize(from: base, count: count)
            base.deallocate()
            base = larger
            capacity *= 2
        }
        (base + count).initialize(to: node)
        count += 1
    }

    /// The nodes from `start` on, in order, moved into an array of exactly their number.
    func take(from start: Int) -> [XibNode] {
        // Reserved and appended to rather than `Array(unsafeUninitializedCapacity:)`: that one
        // allocates through the standard library's unspecialized code, which looks up the array's
        // storage type in the runtime's generic metadata cache every time (a third of `endElement`).
        var nodes: [XibNode] = []
        nodes.reserveCapacity(count - start)
        for index in start..<count { nodes.append((base + index).move()) }
        count = start
        return nodes
    }
}

/// The attribute store's name ids for libxml2's interned name pointers: an open-addressed table
/// keyed by the pointer with a multiplicative hash (a document has a few dozen distinct names; a
/// Dictionary's seeded SipHash per lookup cost more than the rest of the attribute).
private struct InternedNames {
    // Real XIBs have 50-100 distinct names: 256 slots hold them without growing.
    private var keys: [UInt] = Array(repeating: 0, count: 256)
    private var values: [UInt32] = Array(repeating: 0, count: 256)
    private var count = 0

    @inline(__always)
    mutating func id(for pointer: UnsafePointer<xmlChar>, in store: XibAttributeStore) -> UInt32 {
        let key = UInt(bitPattern: pointer)
        // A name seen before (all but a document's first few dozen): probed without bounds checks
        // or uniqueness checks, the slot count being a power of two.
        let found: UInt32? = keys.withUnsafeBufferPointer { keys in
            let mask = keys.count - 1
            var slot = Self.slot(key, mask)
            while true {
                let entry = keys[slot]
                if entry == key { return values.withUnsafeBufferPointer { $0[slot] } }
                if entry == 0 { return nil }
                slot = (slot + 1) & mask
            }
        }
        if let found { return found }
        return add(pointer, key, in: store)
    }

    @inline(never)
    private mutating func add(_ pointer: UnsafePointer<xmlChar>, _ key: UInt, in store: XibAttributeStore) -> UInt32 {
        var mask = keys.count - 1
        var slot = Self.slot(key, mask)
        while keys[slot] != 0 { slot = (slot + 1) & mask }
        let name = store.addName(CommonNames.string(pointer) ?? String(cString: pointer))
        if (count + 1) * 2 > keys.count {
            grow()
            mask = keys.count - 1
            slot = Self.slot(key, mask)
            while keys[slot] != 0 { slot = (slot + 1) & mask }
        }
        keys[slot] = key
        values[slot] = name
        count += 1
        return name
    }

    private static func slot(_ key: UInt, _ mask: Int) -> Int {
        Int(truncatingIfNeeded: (key &* 0x9E37_79B9_7F4A_7C15) >> 40) & mask
    }

    private mutating func grow() {
        let oldKeys = keys, oldValues = values
        let capacity = oldKeys.count * 2
        keys = Array(repeating: 0, count: capacity)
        values = Array(repeating: 0, count: capacity)
        let mask = capacity - 1
        for index in oldKeys.indices where oldKeys[index] != 0 {
            var slot = Self.slot(oldKeys[index], mask)
            while keys[slot] != 0 { slot = (slot + 1) & mask }
            keys[slot] = oldKeys[index]
            values[slot] = oldValues[index]
        }
    }
}

/// Element and attribute names Interface Builder writes in most documents, made into Strings once
/// per process: a reader takes a document's first occurrence of each from here instead of making
/// a String of libxml2's bytes (and, past 15 bytes, an allocation) per name per document. Any other
/// name is made as before; the table only saves work, it never decides a name.
enum CommonNames {
    /// The names in at least 2% of the documents of the XIB corpus the project is measured on.
    static let names: [String] = [
        "accessibility", "action", "activityIndicatorView", "adaptation",
        "adjustsFontForContentSizeCategory", "adjustsFontSizeToFit", "alignment", "alpha",
        "alwaysBounceVertical", "ambiguous", "animating", "appearance", "array", "autocapitalizationType",
        "autoresizingMask", "axis", "baselineAdjustment", "blue", "bool", "borderStyle", "bottom",
        "bouncesZoom", "button", "buttonConfiguration", "buttonType", "capability",
        "clearsContextBeforeDrawing", "clipsSubviews", "cocoaTouchSystemColor", "collectionView",
        "collectionViewCell", "collectionViewFlowLayout", "color", "colorMatched", "colorSpace",
        "connections", "constant", "constraint", "constraints", "contentHorizontalAlignment",
        "contentMode", "contentVerticalAlignment", "customClass", "customColorSpace", "customFonts",
        "customModule", "customModuleProvider", "dataDetectorType", "dataMode", "dependencies",
        "deployment", "designable", "designables", "destination", "device", "distribution", "document",
        "editable", "encoding", "estimatedRowHeight", "eventType", "exclude", "family", "firstAttribute",
        "firstItem", "fixedFrame", "flexibleMaxX", "flexibleMaxY", "flexibleMinY", "fontDescription",
        "freeformSimulatedSizeMetrics", "gestureRecognizers", "green", "height", "heightSizable", "hidden",
        "hidesWhenStopped", "horizontalCompressionResistancePriority", "horizontalHuggingPriority", "id",
        "identifier", "image", "imageView", "indentationWidth", "inset", "insetsLayoutMarginsFromSafeArea",
        "integer", "key", "keyPath", "label", "lineBreakMode", "link", "mask", "maxValue", "maxX", "maxY",
        "minToolsVersion", "minValue", "minX", "minY", "minimumFontSize", "minimumInteritemSpacing",
        "minimumLineSpacing", "minimumScaleFactor", "multipleTouchEnabled", "multiplier", "name",
        "namedColor", "nil", "numberOfLines", "objects", "opaque", "orientation", "outlet",
        "outletCollection", "placeholder", "placeholderIdentifier", "placeholderIntrinsicHeight",
        "placeholderIntrinsicWidth", "plugIn", "point", "pointSize", "preservesSuperviewLayoutMargins",
        "priority", "progressView", "property", "propertyAccessControl", "real", "rect", "red",
        "reference", "relation", "resources", "returnKeyType", "reuseIdentifier", "rowHeight",
        "scrollEnabled", "scrollView", "secondAttribute", "secondItem", "sectionFooterHeight",
        "sectionHeaderHeight", "selectionStyle", "selector", "separatorStyle",
        "showsHorizontalScrollIndicator", "showsVerticalScrollIndicator", "simulatedStatusBarMetrics",
        "size", "slider", "spacing", "stackView", "standalone", "state", "string", "style", "subviews",
        "switch", "symbolic", "systemColor", "systemVersion", "tableView", "tableViewCell",
        "tableViewCellContentView", "targetRuntime", "text", "textAlignment", "textField",
        "textInputTraits", "textView", "title", "toolsVersion", "top",
        "translatesAutoresizingMaskIntoConstraints", "type", "useAutolayout", "useSafeAreas",
        "useTraitCollections", "userDefinedRuntimeAttribute", "userDefinedRuntimeAttributes",
        "userInteractionEnabled", "userLabel", "value", "variation", "version",
        "verticalCompressionResistancePriority", "verticalHuggingPriority", "view", "viewLayoutGuide",
        "weight", "white", "width", "widthSizable", "x", "y"
    ]

    private static let table = Table(names)

    /// The String for the NUL-terminated name at `pointer`, when it is one of `names`.
    static func string(_ pointer: UnsafePointer<UInt8>) -> String? {
        table.string(UnsafeBufferPointer(start: pointer, count: strlen(UnsafeRawPointer(pointer).assumingMemoryBound(to: CChar.self))))
    }

    /// The String for the name whose UTF-8 is `bytes`, when it is one of `names`.
    static func string(_ bytes: UnsafeBufferPointer<UInt8>) -> String? {
        table.string(bytes)
    }

    /// Open addressing by FNV-1a of the UTF-8; each slot holds an index into `strings` plus one.
    private struct Table {
        let strings: [String]
        /// Every name's UTF-8, one after another; name `i` starts at `starts[i]`.
        let bytes: [UInt8]
        let starts: [Int]
        let slots: [Int32]
        let hashes: [UInt32]

        init(_ names: [String]) {
            var capacity = 16
            while capacity < names.count * 2 { capacity *= 2 }
            var bytes: [UInt8] = [], starts: [Int] = []
            var slots = [Int32](repeating: 0, count: capacity), hashes = [UInt32](repeating: 0, count: capacity)
            for (index, name) in names.enumerated() {
                starts.append(bytes.count)
                bytes.append(contentsOf: name.utf8)
                let hash = Array(name.utf8).withUnsafeBufferPointer(Self.fnv)
                var slot = Int(hash) & (capacity - 1)
                while slots[slot] != 0 { slot = (slot + 1) & (capacity - 1) }
                slots[slot] = Int32(index + 1)
                hashes[slot] = hash
            }
            starts.append(bytes.count)
            self.strings = names
            self.bytes = bytes
            self.starts = starts
            self.slots = slots
            self.hashes = hashes
        }

        static func fnv(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt32 {
            var hash: UInt32 = 2_166_136_261
            for byte in bytes { hash = (hash ^ UInt32(byte)) &* 16_777_619 }
            return hash
        }

        func string(_ name: UnsafeBufferPointer<UInt8>) -> String? {
            let hash = Self.fnv(name)
            // Read through unsafe buffers: no bounds checks while probing.
            let found: Int? = slots.withUnsafeBufferPointer { slots in
                hashes.withUnsafeBufferPointer { hashes in
                    starts.withUnsafeBufferPointer { starts in
                        bytes.withUnsafeBufferPointer { bytes in
                            let mask = slots.count - 1
                            var slot = Int(hash) & mask
                            while slots[slot] != 0 {
                                let index = Int(slots[slot] - 1)
                                if hashes[slot] == hash, starts[index + 1] - starts[index] == name.count,
                                   name.count == 0 || memcmp(bytes.baseAddress! + starts[index], name.baseAddress!, name.count) == 0 {
                                    return index
                                }
                                slot = (slot + 1) & mask
                            }
                            return nil
                        }
                    }
                }
            }
            return found.map { strings[$0] }
        }
    }
}
