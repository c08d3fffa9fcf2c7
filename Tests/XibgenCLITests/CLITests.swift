import Foundation
import Testing

/// Runs the built `xibgen` binary on real temporary trees.
@Suite struct CLITests {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("XibPipelineTests/Fixtures")

    static var binary: URL {
        let besideBundle = Bundle.main.bundleURL.appendingPathComponent("xibgen")
        if FileManager.default.isExecutableFile(atPath: besideBundle.path) { return besideBundle }
        // Fallback: <package>/.build/debug/xibgen
        return URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent(".build/debug/xibgen")
    }

    struct Run {
        var status: Int32
        var stdout: String
        var stderr: String
    }

    final class Tree {
        let path: String
        init() {
            var template = Array("/tmp/xibgen-cli-XXXXXX".utf8CString)
            path = String(cString: template.withUnsafeMutableBufferPointer { mkdtemp($0.baseAddress!)! })
        }
        deinit { try? FileManager.default.removeItem(atPath: path) }

        func write(_ rel: String, _ text: String) {
            let url = URL(fileURLWithPath: path).appendingPathComponent(rel)
            try! FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try! Data(text.utf8).write(to: url)
        }
        func fixture(_ name: String, to rel: String) {
            write(rel, String(decoding: try! Data(contentsOf: CLITests.fixtures.appendingPathComponent(name)), as: UTF8.self))
        }
        func exists(_ rel: String) -> Bool { FileManager.default.fileExists(atPath: path + "/" + rel) }
        func read(_ rel: String) -> String? { (try? String(contentsOfFile: path + "/" + rel, encoding: .utf8)) }

        func xibgen(_ args: String...) throws -> Run {
            let p = Process()
            p.executableURL = CLITests.binary
            p.arguments = args
            p.currentDirectoryURL = URL(fileURLWithPath: path)
            let out = Pipe(), err = Pipe()
            p.standardOutput = out
            p.standardError = err
            try p.run()
            let o = out.fileHandleForReading.readDataToEndOfFile()
            let e = err.fileHandleForReading.readDataToEndOfFile()
            p.waitUntilExit()
            return Run(status: p.terminationStatus, stdout: String(decoding: o, as: UTF8.self), stderr: String(decoding: e, as: UTF8.self))
        }
    }

    @Test func onceWritesThenIsFreshThenCheckPasses() throws {
        let t = Tree()
        t.fixture("Simple.xib", to: "App/Simple.xib")
        t.fixture("Warning.xib", to: "App/Warning.xib")
        var r = try t.xibgen("--once")
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stdout == """
            wrote App/Simple.generated.swift
            wrote App/Warning.generated.swift
            xibgen: 2 scanned, 2 written, 0 fresh, 0 removed, 0 edited by hand, 0 errors, 1 warning (unexpected-element: 1)

            """)
        #expect(r.stderr.contains("App/Warning.xib:5:9: warning: ignored <customObject> without an id at the top level"))
        r = try t.xibgen("--once")
        #expect(r.status == 0)
        #expect(r.stdout.hasPrefix("xibgen: 2 scanned, 0 written, 2 fresh"))
        r = try t.xibgen("--once", "--check")
        #expect(r.status == 0)
        r = try t.xibgen("--once", "--quiet")
        #expect(r.stdout.isEmpty)
    }

    @Test func errorsExitOneAndCheckListsStaleFiles() throws {
        let t = Tree()
        t.fixture("Simple.xib", to: "Simple.xib")
        t.fixture("Broken.xib", to: "Broken.xib")
        var r = try t.xibgen("--once")
        #expect(r.status == 1)
        #expect(r.stderr.contains("Broken.xib:5:15: error: "))
        #expect(t.exists("Simple.generated.swift"))
        #expect(!t.exists("Broken.generated.swift"))
        t.write("Simple.xib", t.read("Simple.xib")!.replacingOccurrences(of: "Hello", with: "Bye"))
        t.fixture("Simple.xib", to: "Broken.xib")
        r = try t.xibgen("--once", "--check")
        #expect(r.status == 1)
        #expect(r.stdout.contains("Broken.generated.swift: missing\n"))
        #expect(r.stdout.contains("Simple.generated.swift: stale (source changed)\n"))
        #expect(!t.exists("Broken.generated.swift"))
        r = try t.xibgen("--once", "Simple.xib")
        #expect(r.stdout.hasPrefix("wrote Simple.generated.swift\n"))
        #expect(!t.exists("Broken.generated.swift"))
    }

    @Test func handEditNeedsForce() throws {
        let t = Tree()
        t.fixture("Simple.xib", to: "Simple.xib")
        _ = try t.xibgen("--once")
        t.write("Simple.generated.swift", t.read("Simple.generated.swift")! + "// edit\n")
        var r = try t.xibgen("--once")
        #expect(r.status == 1)
        #expect(r.stderr.contains("Simple.generated.swift: edited by hand (use --force to overwrite)"))
        r = try t.xibgen("--once", "--force")
        #expect(r.status == 0)
        #expect(r.stdout.hasPrefix("wrote Simple.generated.swift"))
    }

    @Test func configErrorsAndUsageExitTwo() throws {
        let t = Tree()
        t.write("xibgen.yml", "roots: [.]\nnaming:\n  typename: X\n")
        var r = try t.xibgen("--once")
        #expect(r.status == 2)
        #expect(r.stderr == "xibgen.yml:3:3: error: unknown key 'naming.typename' (did you mean 'naming.typeName'?)\n")
        r = try t.xibgen("--once", "--config", "missing.yml")
        #expect(r.status == 2)
        r = try t.xibgen("--once", "--jobs", "0")
        #expect(r.status == 64 || r.status == 2)
        r = try t.xibgen("--check")
        #expect(r.status == 64 || r.status == 2)
        #expect(r.stderr.contains("--check needs --once"))
        t.write("xibgen.yml", "output:\n  directory: ../out\n")
        r = try t.xibgen("--once")
        #expect(r.status == 2)
        #expect(r.stderr.contains("xibgen.yml:2:14: error: 'output.directory' may not leave the project root"))
    }

    @Test func jsonReportAndRemoval() throws {
        let t = Tree()
        t.fixture("Simple.xib", to: "A/Simple.xib")
        _ = try t.xibgen("--once")
        try FileManager.default.removeItem(atPath: t.path + "/A/Simple.xib")
        let r = try t.xibgen("--once", "--report", "json")
        #expect(r.status == 0)
        let obj = try #require(try JSONSerialization.jsonObject(with: Data(r.stdout.utf8)) as? [String: Any])
        let files = try #require(obj["files"] as? [[String: Any]])
        #expect(files.first?["status"] as? String == "removed")
        #expect(files.first?["output"] as? String == "A/Simple.generated.swift")
        #expect(!t.exists("A/Simple.generated.swift"))
    }

    /// A second process holding `.xibgen/lock` (util-linux `flock`, as another xibgen would):
    /// the run waits, then fails naming the holder, and writes nothing.
    @Test func anotherProcessHoldingTheLockIsNamedAndNothingIsWritten() throws {
        let t = Tree()
        t.fixture("Simple.xib", to: "A.xib")
        t.write(".xibgen/lock", "pid=424242\nstarted=2026-01-01T00:00:00Z\ncommand=xibgen --once (held by the test)\n")
        let holder = Process()
        holder.executableURL = URL(fileURLWithPath: "/usr/bin/flock")
        holder.arguments = [t.path + "/.xibgen/lock", "sleep", "6"]
        try holder.run()
        defer { holder.terminate(); holder.waitUntilExit() }
        usleep(300_000)
        let busy = try t.xibgen("--once")
        #expect(busy.status == 1)
        #expect(busy.stderr.contains("another xibgen (pid 424242, started 2026-01-01T00:00:00Z: xibgen --once (held by the test)) holds .xibgen/lock"), "\(busy.stderr)")
        #expect(!t.exists("A.generated.swift"))
        holder.terminate()
        holder.waitUntilExit()
        let free = try t.xibgen("--once")
        #expect(free.status == 0, "\(free.stderr)")
        #expect(t.exists("A.generated.swift"))
    }

    @Test func helpDescribesEveryOption() throws {
        let r = try Tree().xibgen("--help")
        for option in ["--once", "--poll", "--settle", "--max-delay", "--config", "--check", "--force", "--changed-since", "--jobs", "--report", "--quiet", "--verbose"] {
            #expect(r.stdout.contains(option), "\(option)")
        }
    }
}
