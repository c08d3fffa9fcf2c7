import Testing
@testable import XibModel

/// `XMLReader.parse(reading:)`: a document read slice by slice, never held whole, reads as the
/// same tree, with the same start-tag locations and the same errors, as the document given whole.
@Suite("XML reader, reading in slices")
struct SliceReadingTests {
    /// Parses `bytes` through a reader that hands over at most `limit` bytes per call.
    private func parseRead(_ bytes: [UInt8], limit: Int = .max, failAfter: Int? = nil) throws(XibParseError) -> XibNode {
        var offset = 0
        return try XMLReader.parse(reading: { buffer in
            if let failAfter, offset >= failAfter { return nil }
            let count = min(buffer.count, limit, bytes.count - offset)
            buffer.copyMemory(from: UnsafeRawBufferPointer(rebasing: bytes.withUnsafeBytes { $0 }[offset..<offset + count]))
            offset += count
            return count
        })
    }

    private func outcome(_ parse: () throws(XibParseError) -> XibNode) -> Result<XibNode, XibParseError> {
        do { return .success(try parse()) } catch { return .failure(error) }
    }

    /// Several slices' worth of elements: several start tags per line (some of the same name),
    /// prefixed names, comments, text, a line longer than a slice and CRLF line ends.
    private func largeDocument(elements: Int = 6_000, tail: String = "") -> [UInt8] {
        var text = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<document xmlns:ib=\"urn:x\" type=\"t\">\n<objects>\n"
        for index in 0..<elements {
            text += "<!--item \(index)--><view id=\"v\(index)\" userLabel=\"A label long enough to need the heap \(index)\">"
            text += "<rect key=\"frame\" x=\"0\" y=\"\(index)\" width=\"10\" height=\"10\"/><view id=\"w\(index)\"/><ib:extra a=\"&amp;\"/>"
            text += index % 3 == 0 ? "\r\n" : "\n"
            text += "<string key=\"text\">Line \(index)\nnext</string></view>\n"
            if index == elements / 2 {
                // One line of some 400 KB: longer than a slice.
                text += String(repeating: "<label id=\"long\" text=\"x\"/><label text=\"y\"/>", count: 9_000) + "\n"
            }
        }
        return Array((text + tail + "</objects>\n</document>\n").utf8)
    }

    @Test("a document read in slices, in pieces of any size, is the tree read whole, locations included")
    func sameTree() throws {
        let bytes = largeDocument()
        #expect(bytes.count > 3 * 256 * 1024)
        let whole = try XMLReader.parse(bytes)
        for limit in [Int.max, 65_537, 4_093, 7] {
            let read = try parseRead(bytes, limit: limit)
            #expect(read == whole, "pieces of at most \(limit) bytes")
            #expect(read.children[0].children.last?.precedingComment == whole.children[0].children.last?.precedingComment)
        }
        // The long line's start tags have their own columns.
        let labels = whole.children[0].children.filter { $0.name == "label" }
        #expect(labels.count == 18_000 && labels[1].location.column > labels[0].location.column)
    }

    @Test("errors past the first slices are reported at the line and column the whole document gives")
    func sameErrors() throws {
        let broken = [
            "<view id=\"late\"></objects>",                              // mismatched end tag
            "<view id=\"late\" a=\"1\" a=\"2\"/>",                       // attribute twice
            "<view text=\"&undefined;\"/>",                              // entity reference, refused
            "<label text=\"unterminated/>\n<view/>\n",                   // runs to the end
            String(repeating: "<v>", count: 300),                       // nested too deep
        ]
        for tail in broken {
            let bytes = largeDocument(elements: 3_000, tail: tail)
            let whole = outcome { () throws(XibParseError) in try XMLReader.parse(bytes) }
            guard case .failure(let expected) = whole else {
                Issue.record("\(tail) parsed")
                continue
            }
            #expect(expected.location.line > 6_000, "\(tail): \(expected)")
            for limit in [Int.max, 10_007] {
                let read = outcome { () throws(XibParseError) in try parseRead(bytes, limit: limit) }
                guard case .failure(let error) = read else {
                    Issue.record("\(tail) parsed when read in slices")
                    continue
                }
                #expect(error.message == expected.message && error.location == expected.location, "\(tail), pieces of \(limit)")
            }
        }
    }

    @Test("a read that fails is an error, never a partial tree; an empty read is the empty file")
    func readFailures() {
        let bytes = largeDocument(elements: 2_000)
        for failAfter in [0, 300_000, bytes.count - 10] {
            #expect(throws: XMLReader.readError) { try parseRead(bytes, failAfter: failAfter) }
        }
        let empty = #expect(throws: XibParseError.self) { try parseRead([]) }
        #expect(empty?.message == "the file is empty" && empty?.location == SourceLocation(line: 1, column: 1))
    }

    /// A whole tree and the comments before its elements, compared as one text.
    private func dump(_ outcome: Result<XibNode, XibParseError>) -> String {
        switch outcome {
        case .failure(let error): return "error \(error.location) \(error.message)"
        case .success(let root):
            var out = ""
            func visit(_ node: XibNode) {
                out += "\(node.precedingComment ?? "-") \(node.name) \(node.location) \(node.attributes.map { "\($0.name)=\($0.value)" }) \(node.text.debugDescription)\n"
                node.children.forEach(visit)
            }
            visit(root)
            return out
        }
    }

    @Test("slices of 1 to 64 bytes, cutting through tags, values, UTF-8, CRLF and references, read as the whole document fed the same slices")
    func tinySlices() {
        let good = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\r\n<document type=\"t\">\r\n<!-- première -->\r\n"
            + "<objects><view id=\"é€😀\" text=\"a &amp; b &lt; c &#233; &#x1F600;\"><rect key=\"frame\" x=\"0\"/>"
            + "<string key=\"text\">Ünïcode &amp; text\r\nover lines</string></view><!--x--><view id=\"2\"/>\n"
            + "<label id=\"l\" text=\"\(String(repeating: "long ", count: 40))\"/><label id=\"m\"/></objects></document>\n"
        let broken = [
            good.replacingOccurrences(of: "</objects>", with: "</object>"),
            good.replacingOccurrences(of: "&amp; text", with: "&nbsp; text"),
            good.replacingOccurrences(of: "id=\"2\"", with: "id=\"2\" id=\"3\""),
            String(good.dropLast(30)),
        ]
        for text in [good] + broken {
            let bytes = Array(text.utf8)
            for sliceSize in 1...64 {
                let whole = dump(outcome { () throws(XibParseError) in try XMLReader.parse(bytes, sliceSize: sliceSize) })
                for limit in [1, 7, Int.max] {
                    var offset = 0
                    let read = dump(outcome { () throws(XibParseError) in
                        try XMLReader.parse(sliceSize: sliceSize, reading: { buffer in
                            let count = min(buffer.count, limit, bytes.count - offset)
                            buffer.copyMemory(from: UnsafeRawBufferPointer(rebasing: bytes.withUnsafeBytes { $0 }[offset..<offset + count]))
                            offset += count
                            return count
                        })
                    })
                    #expect(read == whole, "slices of \(sliceSize), pieces of at most \(limit)")
                }
            }
        }
        // The document parses, with its comments; the broken ones do not.
        #expect(dump(outcome { () throws(XibParseError) in try XMLReader.parse(Array(good.utf8)) }).contains("première"))
    }
}
