import Foundation
import Testing
import XibPipeline

/// `--check` over XIBs that fail to convert, and the failure memo across generator builds.
@Suite struct CheckErrorsTests {
    typealias Tree = CLITests.Tree

    @Test("--check shows a failing XIB's errors with file:line and counts it as an error")
    func checkShowsConversionErrors() throws {
        let t = Tree()
        t.fixture("Simple.xib", to: "Simple.xib")
        t.fixture("Broken.xib", to: "Broken.xib")
        for (pass, counts) in [(1, "0 fresh, 1 out of date"), (2, "1 fresh, 0 out of date")] {
            let r = try t.xibgen("--once", "--check")
            #expect(r.status == 1)
            #expect(r.stderr.contains("Broken.xib:5:15: error: Opening and ending tag mismatch"), "\(r.stderr)")
            #expect(!r.stdout.contains("Broken.generated.swift"), "\(r.stdout)")
            #expect(r.stdout.contains("Simple.generated.swift: missing") == (pass == 1))
            #expect(r.stdout.contains("xibgen --check: 2 scanned, \(counts), 0 edited by hand, 1 error,"), "\(r.stdout)")
            _ = try t.xibgen("--once")  // the second pass finds the failure in the memo
        }
        let json = try t.xibgen("--once", "--check", "--reporter", "json")
        #expect(json.stdout.contains("\"status\" : \"error\""))
        let github = try t.xibgen("--once", "--check", "--reporter", "github")
        #expect(github.stdout.contains("::error file=Broken.xib,line=5,col=15::Opening and ending tag mismatch"), "\(github.stdout)")
    }

    /// Replaces the message of every remembered diagnostic, keeping the memo's checksum valid.
    static func rewriteRememberedMessages(_ t: Tree, to message: String) throws {
        let memo = try #require(t.read(".xibgen/memo"))
        var lines = memo.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(lines.removeLast() == "" && lines.removeLast().hasPrefix(HashMemo.checksumPrefix))
        lines = lines.map { line in
            guard line.hasPrefix("D\t") else { return line }
            var fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            fields[5] = message
            return fields.joined(separator: "\t")
        }
        let body = lines.joined(separator: "\n") + "\n"
        t.write(".xibgen/memo", body + HashMemo.checksumPrefix + Array(body.utf8).withUnsafeBytes(HashMemo.checksum(of:)) + "\n")
    }

    @Test("diagnostics remembered by one build of xibgen are not shown by another build of the same version")
    func failureMemoBelongsToOneBuild() throws {
        let t = Tree()
        t.fixture("Broken.xib", to: "Broken.xib")
        var r = try t.xibgen("--once")
        #expect(r.status == 1)
        #expect(t.read(".xibgen/memo")?.contains("\tBroken.xib\n") == true)
        // As if the build that ran had got it wrong: the memo now says what that build said.
        try Self.rewriteRememberedMessages(t, to: "what an older build said")
        r = try t.xibgen("--once")
        #expect(r.stderr.contains("Broken.xib:5:15: error: what an older build said"), "the same build trusts its memo: \(r.stderr)")
        // Another build (the same version, a different binary): parses the XIB again.
        let other = t.path + "/other-build/xibgen"
        try FileManager.default.createDirectory(atPath: t.path + "/other-build", withIntermediateDirectories: true)
        // Copied by a process of its own: a copy written here could still be open in a child
        // another test is forking at that moment (until it execs), and running it then fails
        // with "Text file busy" (ETXTBSY).
        #expect(try t.run("/bin/cp", [CLITests.binary.path, other]).status == 0)
        r = try t.run(other, ["--once"])
        #expect(r.status == 1)
        #expect(!r.stderr.contains("what an older build said"), "\(r.stderr)")
        #expect(r.stderr.contains("Broken.xib:5:15: error: Opening and ending tag mismatch"), "\(r.stderr)")
    }
}
