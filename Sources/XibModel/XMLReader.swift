internal import CLibXML2

/// Reads XML into a `XibNode` tree with libxml2's streaming reader.
///
/// Hostile input is refused rather than interpreted: a DOCTYPE (and so any entity
/// declaration) is an error, entities are never substituted and nothing is fetched
/// from the network, so neither XXE nor entity-expansion bombs can work.
public enum XMLReader {
    /// Documents larger than this are refused before parsing.
    public static let maximumDocumentSize = 256 * 1024 * 1024

    public static func parse(_ bytes: [UInt8]) throws(XibParseError) -> XibNode {
        guard !bytes.isEmpty else {
            throw XibParseError("the file is empty", at: SourceLocation(line: 1, column: 1))
        }
        guard bytes.count <= maximumDocumentSize else {
            throw XibParseError(
                "the file is \(bytes.count) bytes, more than the \(maximumDocumentSize)-byte limit",
                at: SourceLocation(line: 1, column: 1))
        }
        LibXML.initializeOnce()
        return try bytes.withUnsafeBufferPointer { buffer throws(XibParseError) in
            var session = ReaderSession(buffer: buffer)
            return try session.run()
        }
    }
}

private enum LibXML {
    nonisolated(unsafe) private static var initialized: Void = { xmlInitParser() }()
    static func initializeOnce() { _ = initialized }
}

/// libxml2 reports errors through a callback; this box carries the first one back.
private final class ErrorSink {
    var first: XibParseError?
}

private struct ReaderSession {
    let buffer: UnsafeBufferPointer<UInt8>
    /// Byte offset where each line starts (line N starts at `lineStarts[N - 1]`).
    private let lineStarts: [Int]
    /// libxml2 interns element and attribute names; convert each pointer to a String once.
    private var names: [UnsafeRawPointer: String] = [:]
    /// Per line, how far the column search for start tags has advanced.
    private var columnCursor: (line: Int, offset: Int) = (0, 0)

    init(buffer: UnsafeBufferPointer<UInt8>) {
        self.buffer = buffer
        var starts = [0]
        starts.reserveCapacity(buffer.count / 40)
        for index in 0..<buffer.count where buffer[index] == UInt8(ascii: "\n") {
            starts.append(index + 1)
        }
        self.lineStarts = starts
    }

    mutating func run() throws(XibParseError) -> XibNode {
        let options = Int32(XML_PARSE_NONET.rawValue | XML_PARSE_BIG_LINES.rawValue | XML_PARSE_NOCDATA.rawValue)
        guard let reader = buffer.baseAddress!.withMemoryRebound(to: CChar.self, capacity: buffer.count, {
            xmlReaderForMemory($0, Int32(buffer.count), nil, nil, options)
        }) else {
            throw XibParseError("could not start the XML reader", at: SourceLocation(line: 1, column: 1))
        }
        defer { xmlFreeTextReader(reader) }

        let sink = ErrorSink()
        let sinkPointer = Unmanaged.passUnretained(sink).toOpaque()
        xmlTextReaderSetStructuredErrorHandler(reader, { context, error in
            guard let context, let error else { return }
            let sink = Unmanaged<ErrorSink>.fromOpaque(context).takeUnretainedValue()
            guard sink.first == nil, error.pointee.level.rawValue >= XML_ERR_ERROR.rawValue else { return }
            var message = error.pointee.message.map { String(cString: $0) } ?? "malformed XML"
            while message.last?.isWhitespace == true { message.removeLast() }
            let line = Int(error.pointee.line)
            let column = Int(error.pointee.int2)
            sink.first = XibParseError(message, at: SourceLocation(line: max(line, 1), column: max(column, 1)))
        }, sinkPointer)

        var stack: [XibNode] = []
        var root: XibNode?
        while true {
            let status = xmlTextReaderRead(reader)
            if let error = sink.first { throw error }
            if status == 0 { break }
            if status < 0 {
                throw XibParseError("malformed XML", at: currentLocation(reader))
            }
            switch xmlTextReaderNodeType(reader) {
            case Int32(XML_READER_TYPE_ELEMENT.rawValue):
                let node = makeElement(reader)
                if xmlTextReaderIsEmptyElement(reader) == 1 {
                    try close(node, into: &stack, root: &root)
                } else {
                    stack.append(node)
                }
            case Int32(XML_READER_TYPE_END_ELEMENT.rawValue):
                guard let node = stack.popLast() else {
                    throw XibParseError("unexpected end tag", at: currentLocation(reader))
                }
                try close(node, into: &stack, root: &root)
            case Int32(XML_READER_TYPE_TEXT.rawValue), Int32(XML_READER_TYPE_CDATA.rawValue):
                if !stack.isEmpty, let value = xmlTextReaderConstValue(reader) {
                    stack[stack.count - 1].text += String(cString: value)
                }
            case Int32(XML_READER_TYPE_DOCUMENT_TYPE.rawValue):
                throw XibParseError(
                    "DOCTYPE declarations are not allowed in XIB files (entities are never expanded)",
                    at: currentLocation(reader))
            case Int32(XML_READER_TYPE_ENTITY_REFERENCE.rawValue), Int32(XML_READER_TYPE_ENTITY.rawValue):
                throw XibParseError("entity references are not allowed in XIB files", at: currentLocation(reader))
            default:
                break
            }
        }
        if let error = sink.first { throw error }
        guard let root else {
            throw XibParseError("no root element", at: SourceLocation(line: 1, column: 1))
        }
        return root
    }

    private func close(_ node: XibNode, into stack: inout [XibNode], root: inout XibNode?) throws(XibParseError) {
        if stack.isEmpty {
            root = node
        } else {
            stack[stack.count - 1].children.append(node)
        }
    }

    private mutating func makeElement(_ reader: xmlTextReaderPtr) -> XibNode {
        let namePointer = xmlTextReaderConstName(reader)
        let name = internedName(namePointer)
        let line = Int(xmlGetLineNo(xmlTextReaderCurrentNode(reader)))
        let location = SourceLocation(line: line, column: column(ofStartTag: namePointer, onLine: line))
        var attributes: [XibAttribute] = []
        let count = Int(xmlTextReaderAttributeCount(reader))
        if count > 0 {
            attributes.reserveCapacity(count)
            while xmlTextReaderMoveToNextAttribute(reader) == 1 {
                let attributeName = internedName(xmlTextReaderConstName(reader))
                let value = xmlTextReaderConstValue(reader).map { String(cString: $0) } ?? ""
                attributes.append(XibAttribute(name: attributeName, value: value))
            }
            xmlTextReaderMoveToElement(reader)
        }
        return XibNode(name: name, attributes: attributes, location: location)
    }

    private mutating func internedName(_ pointer: UnsafePointer<xmlChar>?) -> String {
        guard let pointer else { return "" }
        let key = UnsafeRawPointer(pointer)
        if let name = names[key] { return name }
        let name = String(cString: pointer)
        names[key] = name
        return name
    }

    /// libxml2 records each element's line; find the column of `<name` on that line,
    /// moving forward so that several elements on one line get their own columns.
    private mutating func column(ofStartTag namePointer: UnsafePointer<xmlChar>?, onLine line: Int) -> Int {
        guard line >= 1, line <= lineStarts.count else { return 1 }
        let lineStart = lineStarts[line - 1]
        let lineEnd = line < lineStarts.count ? lineStarts[line] : buffer.count
        var offset = columnCursor.line == line ? columnCursor.offset : lineStart
        // The element name straight from libxml2's dictionary: no per-element copy.
        let nameBytes = namePointer.map { UnsafeBufferPointer(start: $0, count: Int(xmlStrlen($0))) }
            ?? UnsafeBufferPointer(start: nil, count: 0)
        while offset < lineEnd {
            if buffer[offset] == UInt8(ascii: "<"), matches(nameBytes, at: offset + 1, before: lineEnd) {
                columnCursor = (line, offset + 1)
                return offset - lineStart + 1
            }
            offset += 1
        }
        return 1
    }

    private func matches(_ name: UnsafeBufferPointer<UInt8>, at offset: Int, before end: Int) -> Bool {
        guard offset + name.count <= end else { return false }
        for (index, byte) in name.enumerated() where buffer[offset + index] != byte {
            return false
        }
        let next = offset + name.count
        guard next < buffer.count else { return true }
        let terminator = buffer[next]
        return terminator == UInt8(ascii: " ") || terminator == UInt8(ascii: ">")
            || terminator == UInt8(ascii: "/") || terminator == UInt8(ascii: "\t")
            || terminator == UInt8(ascii: "\n") || terminator == UInt8(ascii: "\r")
    }

    private func currentLocation(_ reader: xmlTextReaderPtr) -> SourceLocation {
        let line = Int(xmlTextReaderGetParserLineNumber(reader))
        let column = Int(xmlTextReaderGetParserColumnNumber(reader))
        return SourceLocation(line: max(line, 1), column: max(column, 1))
    }
}
