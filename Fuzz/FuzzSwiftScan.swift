// libFuzzer entry point: bytes → SwiftDeclarationScanner.scan (the owner-source scan).
//
// Built by `Fuzz/build.sh swift-scan` like fuzz-xib. Any trap, sanitizer report, timeout or
// out-of-memory is a bug: the scanner must read any bytes (a Swift file being edited, a binary
// file named .swift) without crashing or hanging.
import SwiftSourceScan

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    let facts = SwiftDeclarationScanner.scan(bytes)
    let lines = bytes.reduce(1) { $0 + ($1 == 0x0A ? 1 : 0) }
    for declaration in facts.declarations {
        precondition((1...lines).contains(declaration.line), "declaration outside the file")
        for outlet in declaration.outlets { precondition((1...lines).contains(outlet.line), "outlet outside the file") }
        for action in declaration.actions { precondition((1...lines).contains(action.line), "action outside the file") }
    }
    precondition(SwiftDeclarationScanner.scan(bytes) == facts, "scanner is not deterministic")
    return 0
}
