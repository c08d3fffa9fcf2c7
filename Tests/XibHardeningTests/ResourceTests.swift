import Foundation
import Testing
import XibPlatform
@testable import XibModel
@testable import XibPipeline

/// Big and deep inputs, generated at test time: they finish (the process timeout is the hang
/// bound), in bounded memory, without overflowing the stack. Times are not asserted here (a
/// shared machine, a debug build): scripts/fault-resources measures them in a release build,
/// including the 50 MB file.
@Suite("Resource bounds")
struct ResourceTests {
    @Test("10,000 views convert in bounded time and memory")
    func tenThousandViews() {
        let project = Project()
        let bytes = StressXIB.wide(10_000)
        project.write("Wide.xib", bytes)
        let run = project.xibgen("--once", timeout: 300)
        #expect(run.status == 0 && run.signal == nil, "\(run)")
        #expect(run.maxRSSKiB < 1024 * 1024, "\(run.maxRSSKiB) KiB")
        #expect(outputIsWhole(project.read("Wide.generated.swift"), source: bytes))
    }

    @Test("1,000 levels of nesting: a clear located error, quickly, on worker threads too")
    func thousandLevels() {
        let project = Project()
        for i in 0..<4 { project.write("Deep\(i).xib", StressXIB.nested(1_000)) }
        project.write("AtLimit.xib", StressXIB.nested(126))
        project.write("Good.xib", Fixture.simple)
        let run = project.xibgen("--once", "--jobs", "2", timeout: 60)
        #expect(run.signal == nil && !run.timedOut, "\(run)")
        #expect(run.status == 1)
        for i in 0..<4 {
            #expect(run.stderr.contains { _ in true } && run.stderr.split(separator: "\n").contains {
                $0.hasPrefix("Deep\(i).xib:") && $0.contains(": error: elements are nested more than 256 levels deep")
            }, "\(run.stderr)")
        }
        #expect(run.stdout.contains("wrote AtLimit.generated.swift"), "\(run)")
        #expect(run.stdout.contains("wrote Good.generated.swift"))
    }

    @Test("a file over the size limit is refused before parsing")
    func sizeLimit() {
        let bytes = [UInt8](repeating: 0x20, count: XMLReader.maximumDocumentSize + 1)
        let error = #expect(throws: XibParseError.self) { try XMLReader.parse(bytes) }
        #expect(error?.message.contains("limit") == true)
    }

    @Test("huge attribute values: a 4 MB string converts; a 400,000-digit number is an invalid-value error")
    func hugeAttributes() throws {
        let text = String(decoding: Fixture.simple, as: UTF8.self)
        let bigLabel = text.replacingOccurrences(of: "text=\"Hello\"", with: "text=\"" + String(repeating: "A", count: 4 << 20) + "\"")
        let document = try XibDocument.parse(Array(bigLabel.utf8))
        #expect(document.diagnostics.allSatisfy { $0.severity != .error })
        let bigNumber = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0"><objects>
            <view id="v"><constraints><constraint firstAttribute="width" constant="\(String(repeating: "9", count: 400_000))" id="c"/></constraints></view>
            </objects></document>
            """
        let numeric = try XibDocument.parse(Array(bigNumber.utf8))
        #expect(numeric.diagnostics.contains { $0.severity == .error && $0.location.line == 3 })
    }
}
