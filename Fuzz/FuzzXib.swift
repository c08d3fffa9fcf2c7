// libFuzzer entry point: bytes → XibDocument.parse → ViewCodeGenerator.generate, and a
// differential check of the sliced reader (`XMLReader.parse(sliceSize:reading:)`) against the
// whole-buffer one (`XMLReader.parse(_:sliceSize:)`, the reference).
//
// Built by Fuzz/build.sh (not part of the SwiftPM package): the XibModel and XibGenerator
// sources are compiled as modules with -sanitize=fuzzer,address and linked into this target.
// Any trap, sanitizer report, timeout or out-of-memory is a bug; a thrown XibParseError is not.
import XibGenerator
import XibModel

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    checkSlicedReader(bytes)
    guard let document = try? XibDocument.parse(bytes) else { return 0 }
    // Every diagnostic must point inside the file (or be location-less).
    for diagnostic in document.diagnostics {
        precondition(diagnostic.location.line >= 0 && diagnostic.location.column >= 0, "negative location")
    }
    let generated = ViewCodeGenerator.generate(document, xibName: "Fuzz", options: .default)
    // Deterministic: the same document gives byte-identical output.
    let again = ViewCodeGenerator.generate(document, xibName: "Fuzz", options: .default)
    precondition(generated.text == again.text, "generator is not deterministic")
    precondition(generated.text.hasPrefix("import UIKit\n"), "generated text lacks its import")
    return 0
}

/// The sliced reader must give what the whole-buffer reader gives for the same slices: the same
/// tree (names, attributes, text, locations, preceding comments) or the same error and location.
/// Twice: libxml2 fed the default 256 KiB slices (one slice for a fuzz input) and fed slices of
/// 1–64 bytes (scaled up for large inputs, to keep an execution fast), so slice boundaries fall
/// inside tags, attribute values, multi-byte UTF-8, CRLF and entities; the reader callback hands
/// over pieces of 1–97 bytes, or all it is asked for. Sizes come from the input's last bytes.
func checkSlicedReader(_ bytes: [UInt8]) {
    guard !bytes.isEmpty else { return }
    let last = Int(bytes[bytes.count - 1])
    let nextToLast = bytes.count > 1 ? Int(bytes[bytes.count - 2]) : 0
    let small = (1 + last % 64) * max(1, bytes.count / 8_192)
    let piece = nextToLast % 8 == 0 ? Int.max : 1 + nextToLast % 97
    for sliceSize in [256 * 1024, small] {
        let whole = describe { () throws(XibParseError) in try XMLReader.parse(bytes, sliceSize: sliceSize) }
        var offset = 0
        let read = describe { () throws(XibParseError) in
            try XMLReader.parse(sliceSize: sliceSize, reading: { buffer in
                let count = min(buffer.count, piece, bytes.count - offset)
                if count > 0 {
                    bytes.withUnsafeBytes { buffer.baseAddress!.copyMemory(from: $0.baseAddress! + offset, byteCount: count) }
                }
                offset += count
                return count
            })
        }
        if whole != read {
            fatalError("sliced reader disagrees with the whole-buffer reader (slices of \(sliceSize) bytes, pieces of \(piece)):\n--- whole\n\(whole)\n--- sliced\n\(read)")
        }
    }
}

/// A canonical dump of a parse's outcome.
func describe(_ parse: () throws(XibParseError) -> XibNode) -> String {
    do {
        var out = ""
        dump(try parse(), depth: 0, into: &out)
        return out
    } catch {
        return "error \(error.location.line):\(error.location.column) \(error.message)"
    }
}

func dump(_ node: XibNode, depth: Int, into out: inout String) {
    out += String(repeating: " ", count: depth)
    if let comment = node.precedingComment { out += "<!--\(comment.debugDescription)--> " }
    out += "\(node.name) @\(node.location.line):\(node.location.column)"
    for attribute in node.attributes { out += " \(attribute.name)=\(attribute.value.debugDescription)" }
    if !node.text.isEmpty { out += " text=\(node.text.debugDescription)" }
    out += "\n"
    for child in node.children { dump(child, depth: depth + 1, into: &out) }
}
