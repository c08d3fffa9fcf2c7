// libFuzzer entry point: bytes → XibDocument.parse → ViewCodeGenerator.generate.
//
// Built by Fuzz/build.sh (not part of the SwiftPM package): the XibModel and XibGenerator
// sources are compiled as modules with -sanitize=fuzzer,address and linked into this target.
// Any trap, sanitizer report, timeout or out-of-memory is a bug; a thrown XibParseError is not.
import XibGenerator
import XibModel

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
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
