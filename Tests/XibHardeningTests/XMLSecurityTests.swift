import Foundation
import Testing


/// XXE and entity expansion, end to end through the CLI: nothing is read, nothing expands,
/// the file fails with a located error and the run finishes quickly in bounded memory.
@Suite("XML security (CLI)")
struct XMLSecurityTests {
    static let marker = "XIBGEN-SECRET-\(UInt32.random(in: 0...UInt32.max))"

    static func xib(doctype: String, body: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        \(doctype)
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" useAutolayout="YES">
        <objects>
        <placeholder placeholderIdentifier="IBFilesOwner" id="-1"/>
        <view id="v"><subviews>\(body)</subviews></view>
        </objects>
        </document>
        """
    }

    static var billionLaughs: String {
        var d = "<!DOCTYPE document [\n<!ENTITY lol \"lol\">\n"
        for level in 1...10 {
            let previous = level == 1 ? "lol" : "lol\(level - 1)"
            d += "<!ENTITY lol\(level) \"" + String(repeating: "&\(previous);", count: 10) + "\">\n"
        }
        return xib(doctype: d + "]>", body: "<label text=\"&lol10;\" id=\"l\"/>")
    }

    /// One 100 KB entity referenced 10,000 times: quadratic blowup without nesting.
    static var quadraticBlowup: String {
        let big = String(repeating: "a", count: 100_000)
        return xib(doctype: "<!DOCTYPE document [<!ENTITY a \"\(big)\">]>",
                   body: "<label text=\"" + String(repeating: "&a;", count: 10_000) + "\" id=\"l\"/>")
    }

    static func hostileCases(secretPath: String) -> [(String, String)] {
        [
            ("xxe-file", xib(doctype: "<!DOCTYPE document [<!ENTITY s SYSTEM \"file://\(secretPath)\">]>",
                             body: "<label text=\"&s;\" id=\"l\"/>")),
            ("xxe-passwd", xib(doctype: "<!DOCTYPE document [<!ENTITY s SYSTEM \"file:///etc/passwd\">]>",
                               body: "<label id=\"l\"><string key=\"text\">&s;</string></label>")),
            ("xxe-parameter", xib(doctype: "<!DOCTYPE document [<!ENTITY % p SYSTEM \"file://\(secretPath)\"> %p;]>", body: "")),
            ("external-dtd", xib(doctype: "<!DOCTYPE document SYSTEM \"file://\(secretPath)\">", body: "")),
            ("xxe-http", xib(doctype: "<!DOCTYPE document [<!ENTITY s SYSTEM \"http://127.0.0.1:9/x\">]>", body: "<label text=\"&s;\" id=\"l\"/>")),
            ("billion-laughs", billionLaughs),
            ("quadratic-blowup", quadraticBlowup),
            ("undeclared-entity", xib(doctype: "", body: "<label text=\"&undeclared;\" id=\"l\"/>")),
        ]
    }

    @Test("XXE, external DTDs, parameter entities and expansion bombs: refused, nothing read, bounded")
    func hostileEntities() throws {
        let project = Project()
        let secret = project.abs("secret.txt")
        project.write("secret.txt", Self.marker + "\n")
        let cases = Self.hostileCases(secretPath: secret)
        for (name, text) in cases { project.write("App/\(name).xib", text) }
        project.write("App/Good.xib", Fixture.simple)

        let run = project.xibgen("--once", timeout: 60)
        #expect(run.signal == nil && !run.timedOut, "\(run)")
        #expect(run.status == 1, "\(run)")
        #expect(run.seconds < 20, "took \(run.seconds) s")
        #expect(run.maxRSSKiB < 512 * 1024, "peak RSS \(run.maxRSSKiB) KiB")
        for (name, _) in cases {
            let line = run.stderr.split(separator: "\n").first { $0.hasPrefix("App/\(name).xib:") }
            #expect(line?.contains(": error: ") == true, "\(name): \(run.stderr)")
            #expect(line.map { $0.split(separator: ":")[1].allSatisfy(\.isNumber) } == true, "\(name) has a line number")
            #expect(!project.exists("App/\(name).generated.swift"))
        }
        #expect(outputIsWhole(project.read("App/Good.generated.swift")), "other files still processed")
        // Nothing the secret holds, nor any line of /etc/passwd, appears anywhere.
        let passwdFirstLine = (try? String(contentsOfFile: "/etc/passwd", encoding: .utf8))?.split(separator: "\n").first.map(String.init) ?? "root:x:0:0"
        for file in project.allFiles() where !file.hasSuffix(".xib") && file != "secret.txt" {
            let text = project.text(file) ?? ""
            #expect(!text.contains(Self.marker) && !text.contains(passwdFirstLine), "\(file) leaks")
        }
        #expect(!run.stderr.contains(Self.marker) && !run.stdout.contains(Self.marker))
        #expect(!run.stderr.contains(passwdFirstLine))
        // The JSON report says the same.
        let json = project.xibgen("--once", "--report", "json", timeout: 60)
        #expect(json.status == 1 && !json.stdout.contains(Self.marker))
    }

    @Test("XInclude is not processed: an xi:include element is just an unknown element")
    func xinclude() throws {
        let project = Project()
        project.write("secret.txt", Self.marker)
        let text = String(decoding: Fixture.simple, as: UTF8.self).replacingOccurrences(
            of: "<subviews>",
            with: "<subviews><xi:include xmlns:xi=\"http://www.w3.org/2001/XInclude\" href=\"\(project.abs("secret.txt"))\" parse=\"text\"/>")
        project.write("X.xib", text)
        let run = project.xibgen("--once", timeout: 60)
        #expect(run.signal == nil && !run.timedOut)
        #expect(!(project.text("X.generated.swift") ?? "").contains(Self.marker))
        #expect(!run.stderr.contains(Self.marker))
    }
}
