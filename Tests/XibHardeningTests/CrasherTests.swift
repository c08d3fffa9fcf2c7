import Foundation
import Testing
@testable import XibGenerator
@testable import XibModel


/// Inputs found by the fuzzer (Fuzz/, scripts/fuzz) and other hostile inputs: each must parse or be
/// refused with a located error, generate deterministically, and print nothing by itself.
@Suite("Fuzzer regressions")
struct CrasherTests {
    static var crashers: [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: Fixture.crashers)) ?? []).sorted()
    }

    /// Captures what the process writes to stderr (fd 2) while `body` runs.
    /// fd 2 is process-wide: captures must not overlap (test cases run in parallel).
    static let captureLock = NSLock()

    /// What `body` wrote to stderr. Swift Testing's own event lines from tests running meanwhile
    /// (`◇ Test … started.`) land in the capture too and are left out.
    static func capturingStderr(_ body: () -> Void) -> String {
        captureLock.lock()
        defer { captureLock.unlock() }
        let path = "/tmp/xibgen-stderr-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
        let fd = open(path, O_RDWR | O_CREAT | O_TRUNC, 0o600)
        defer { close(fd); unlink(path) }
        fflush(nil)
        let saved = dup(2)
        dup2(fd, 2)
        body()
        fflush(nil)
        dup2(saved, 2)
        close(saved)
        let text = String(decoding: FileManager.default.contents(atPath: path) ?? Data(), as: UTF8.self)
        let testingSymbols: Set<Character> = ["◇", "✔", "✘", "↳", "􀟈", "􁁛", "􀢄", "􀄵", "􀊯", "􀅴"]
        return text.split(separator: "\n", omittingEmptySubsequences: true)
            .filter { line in !(line.first.map(testingSymbols.contains) ?? false) && !line.hasPrefix("\t Executed") }
            .joined(separator: "\n")
    }

    @Test("every committed crasher input is handled", arguments: crashers)
    func crasher(name: String) throws {
        let bytes = [UInt8](try #require(FileManager.default.contents(atPath: Fixture.crashers + "/" + name)))
        let noise = Self.capturingStderr {
            do {
                let document = try XibDocument.parse(bytes)
                let a = ViewCodeGenerator.generate(document, xibName: "Crasher")
                let b = ViewCodeGenerator.generate(document, xibName: "Crasher")
                #expect(a.text == b.text)
            } catch let error as XibParseError {
                #expect(error.location.line >= 1)
                #expect(!error.message.contains("\n"), "diagnostics are one line")
            } catch {
                Issue.record("unexpected error \(error)")
            }
        }
        #expect(noise.isEmpty, "libxml2 wrote to stderr: \(noise)")
    }

    /// Found by scripts/fuzz-campaign and scripts/mutation-corpus (duplicate-id): a subview given the
    /// root's id made the root one of its own members, and naming unwrapped its "no property" entry.
    @Test("a subview with the root's id is an error, not a crash in naming")
    func subviewWithTheRootsID() throws {
        let xib = #"""
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES">
                <objects>
                    <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                    <view contentMode="scaleToFill" id="r" customClass="EmptyView">
                        <rect key="frame" x="0.0" y="0.0" width="320" height="200"/>
                        <subviews>
                            <stackView contentMode="scaleToFill" axis="vertical" translatesAutoresizingMaskIntoConstraints="NO" id="r" userLabel="Empty View">
                                <rect key="frame" x="0.0" y="0.0" width="320" height="100"/>
                                <subviews>
                                    <button contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="b">
                                        <rect key="frame" x="0.0" y="0.0" width="100" height="30"/>
                                        <state key="normal" title="Learn more"/>
                                        <connections>
                                            <action selector="learnMore:" destination="r" eventType="touchUpInside" id="a"/>
                                        </connections>
                                    </button>
                                </subviews>
                            </stackView>
                        </subviews>
                    </view>
                </objects>
            </document>
            """#
        let document = try XibDocument.parse(Array(xib.utf8))
        let output = ViewCodeGenerator.generate(document, xibName: "Crasher")
        #expect(output.diagnostics.contains { $0.severity == .error })
        #expect(output.text == ViewCodeGenerator.generate(document, xibName: "Crasher").text)
    }

    /// Found by the fuzz campaign: a view nested in a view nested in a view of its own id made
    /// the parent map circular and naming's walk up to the enclosing scroll view never ended.
    @Test("a view nested below a view of its own id is an error, not a hang in naming")
    func circularParentsFromADuplicatedID() throws {
        let xib = #"""
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES">
                <objects>
                    <view contentMode="scaleToFill" id="root">
                        <rect key="frame" x="0.0" y="0.0" width="320" height="200"/>
                        <subviews>
                            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="a">
                                <rect key="frame" x="0.0" y="0.0" width="320" height="100"/>
                                <subviews>
                                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="b">
                                        <rect key="frame" x="0.0" y="0.0" width="100" height="30"/>
                                        <subviews>
                                            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="a">
                                                <rect key="frame" x="0.0" y="0.0" width="10" height="10"/>
                                            </view>
                                        </subviews>
                                    </view>
                                </subviews>
                            </view>
                        </subviews>
                    </view>
                </objects>
            </document>
            """#
        let document = try XibDocument.parse(Array(xib.utf8))
        let output = ViewCodeGenerator.generate(document, xibName: "Crasher")
        #expect(output.diagnostics.contains { $0.severity == .error && $0.message.contains("\"a\"") })
        #expect(output.text == ViewCodeGenerator.generate(document, xibName: "Crasher").text)
    }

    @Test("encoding conversion failures are a located one-line error, not stderr noise")
    func encodingErrors() {
        let cases: [[UInt8]] = [
            // Declared UTF-7 with NUL bytes (fuzzer: "encoding error … I/O error : encoder error" on stderr).
            Array("<?xml version=\"1.0\" encoding=\"UTF-7\"?>\n<docume".utf8) + [0, 0, 0] + Array("_ype=\"x\"/>".utf8),
            // Invalid UTF-8 inside an attribute (libxml2's message has a second "Bytes: …" line).
            Array("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<document><objects><label text=\"a".utf8) + [0xFF, 0xFE] + Array("b\" id=\"x\"/></objects></document>".utf8),
            Array("<?xml version=\"1.0\" encoding=\"UTF-16\"?>\n<document/>".utf8),
            Array("<?xml version=\"1.0\" encoding=\"no-such-encoding\"?>\n<document/>".utf8),
        ]
        for bytes in cases {
            var caught: XibParseError?
            let noise = Self.capturingStderr {
                do { _ = try XMLReader.parse(bytes) } catch let error as XibParseError { caught = error } catch {}
            }
            #expect(noise.isEmpty, "libxml2 wrote to stderr: \(noise)")
            let error = try? #require(caught)
            #expect(error?.message.contains("\n") == false)
            #expect((error?.location.line ?? 0) >= 1)
        }
    }

    @Test("nesting deeper than the limit is refused with a clear error; at the limit it converts")
    func depthLimit() throws {
        let error = #expect(throws: XibParseError.self) { try XibDocument.parse(Array(StressXIB.nested(1_000).utf8)) }
        #expect(error?.message.contains("nested more than \(XMLReader.maximumDepth) levels") == true)
        // document > objects > (view > subviews) × 126 > label = 255 levels.
        let document = try XibDocument.parse(Array(StressXIB.nested(126).utf8))
        let generated = ViewCodeGenerator.generate(document, xibName: "Deep")
        #expect(generated.text.contains("leaf") || generated.text.count > 1_000)
    }

    @Test("deep nesting at the limit converts on a 2 MiB stack (pipeline workers get 16 MiB)")
    func depthOnSmallStack() throws {
        let bytes = Array(StressXIB.nested(126).utf8)
        // 2 MiB, 1/8 of the pipeline's worker stacks (`Pipeline.workerStackSize`); a debug build needs
        // about 1 MiB here (512 KiB, macOS's default for secondary threads, overflows). An overflow crashes the test run.
        let done = DispatchSemaphore(value: 0)
        let thread = Thread {
            if let document = try? XibDocument.parse(bytes) {
                _ = ViewCodeGenerator.generate(document, xibName: "Deep")
            }
            done.signal()
        }
        thread.stackSize = (Int(ProcessInfo.processInfo.environment["XIBGEN_STACK_KB"] ?? "") ?? 2048) * 1024
        thread.start()
        #expect(done.wait(timeout: .now() + 60) == .success)
    }
}
