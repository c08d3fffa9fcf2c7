import Foundation
import Testing
import XibPipeline
@testable import xibgen

/// Runs the built `xibgen` binary on real temporary trees.
@Suite struct CLITests {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("XibPipelineTests/Fixtures")

    /// The built `xibgen`; `XIBGEN_TEST_BINARY` runs these tests against another build (an older
    /// one, to see a test fail before its fix).
    static var binary: URL {
        if let other = ProcessInfo.processInfo.environment["XIBGEN_TEST_BINARY"], !other.isEmpty { return URL(fileURLWithPath: other) }
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

        func xibgen(_ args: String...) throws -> Run { try run(CLITests.binary.path, args) }

        /// Runs `executable` in the tree (or `directory` below it), with `environment` added.
        func run(_ executable: String, _ args: [String], in directory: String = "", environment: [String: String] = [:]) throws -> Run {
            let p = Process()
            p.executableURL = URL(fileURLWithPath: executable)
            p.arguments = args
            p.currentDirectoryURL = URL(fileURLWithPath: directory.isEmpty ? path : path + "/" + directory)
            if !environment.isEmpty { p.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 } }
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

    @Test func privateActionsFailExitsOneWithTheLocatedMessage() throws {
        let t = Tree()
        t.write("App/Login.xib", WatchTests.simple.replacingOccurrences(
            of: #"<placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>"#,
            with: #"<placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner" customClass="LoginViewController" customModule="App"/>"#)
            .replacingOccurrences(of: "</subviews>", with: #"<button buttonType="system" id="b1"><connections><action selector="forgot:" destination="-1" eventType="touchUpInside" id="a1"/></connections></button></subviews>"#))
        t.write("App/LoginViewController.swift", "import UIKit\n\nclass LoginViewController: UIViewController {\n    @IBAction private func forgot(_ sender: Any) {}\n}\n")
        // The default: written, with a warning naming both places.
        var r = try t.xibgen("--once")
        #expect(r.status == 0, "\(r.stdout)\n\(r.stderr)")
        #expect((r.stdout + r.stderr).contains("warning: the action forgot: goes to LoginViewController.forgot(_:), which is private (App/LoginViewController.swift:4)"), "\(r.stdout)\n\(r.stderr)")
        #expect(t.read("App/Login.generated.swift")?.contains(#"Selector(("forgot:"))"#) == true)
        // style.privateActions: fail: an error at the connection, exit 1, nothing written.
        try FileManager.default.removeItem(atPath: t.path + "/App/Login.generated.swift")
        t.write("xibgen.yml", "style:\n  privateActions: fail\n")
        r = try t.xibgen("--once")
        #expect(r.status == 1, "\(r.stdout)\n\(r.stderr)")
        #expect((r.stdout + r.stderr).contains("error: the action forgot: goes to LoginViewController.forgot(_:), which is private (App/LoginViewController.swift:4): #selector cannot name it from the generated type; make it internal to get a checked selector"), "\(r.stdout)\n\(r.stderr)")
        #expect(!t.exists("App/Login.generated.swift"))
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
        t.write("xibgen.yml", "style:\n  assetSymbols: true\n  deploymentTarget: 16.4\n")
        r = try t.xibgen("--once")
        #expect(r.status == 2)
        #expect(r.stderr == "xibgen.yml:2:17: error: 'style.assetSymbols' needs 'style.deploymentTarget' 17.0 or later: "
            + "UIImage(resource:) and UIColor(resource:) are iOS 17.0 API (the deployment target is 16.4)\n")
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
        for option in ["--once", "--poll", "--settle", "--max-delay", "--config", "--check", "--force", "--changed-since", "--jobs", "--reporter", "--color", "--pid-file", "--quiet", "--verbose", "--version"] {
            #expect(r.stdout.contains(option), "\(option)")
        }
    }

    // MARK: --reporter github

    @Test func githubReporterPrintsWorkflowCommands() throws {
        let t = Tree()
        t.fixture("Warning.xib", to: "App, v2:x/Warning.xib")
        t.fixture("Broken.xib", to: "Broken.xib")
        var r = try t.xibgen("--once", "--reporter", "github")
        #expect(r.status == 1)
        var lines = r.stdout.split(separator: "\n").map(String.init)
        #expect(lines.contains { $0.hasPrefix("::error file=Broken.xib,line=5,col=15::") }, "\(lines)")
        #expect(lines.contains("::warning file=App%2C v2%3Ax/Warning.xib,line=5,col=9::ignored <customObject> without an id at the top level"), "\(lines)")
        #expect(lines.last?.hasPrefix("xibgen: 2 scanned, 1 written") == true)
        #expect(!r.stdout.contains("wrote "))
        #expect(r.stderr.isEmpty, "\(r.stderr)")

        // Check-mode problems: one ::error per out-of-date output; --report is the old name.
        t.fixture("Simple.xib", to: "Broken.xib")
        t.write("App, v2:x/Warning.xib", t.read("App, v2:x/Warning.xib")!.replacingOccurrences(of: "<view ", with: "<view  "))
        r = try t.xibgen("--once", "--check", "--report", "github")
        #expect(r.status == 1)
        lines = r.stdout.split(separator: "\n").map(String.init)
        #expect(lines.contains("::error file=Broken.generated.swift::missing"), "\(lines)")
        #expect(lines.contains("::error file=App%2C v2%3Ax/Warning.generated.swift::stale (source changed)"), "\(lines)")
        #expect(lines.last?.hasPrefix("xibgen --check: ") == true)
        r = try t.xibgen("--once", "--check", "--reporter", "github", "--quiet")
        #expect(!r.stdout.contains("xibgen --check:"))

        r = try t.xibgen("--reporter", "github")
        #expect(r.status == 64 || r.status == 2)
        #expect(r.stderr.contains("needs --once"))
        r = try t.xibgen("--once", "--reporter", "github", "--report", "json")
        #expect(r.status == 64 || r.status == 2)
    }

    @Test func workflowCommandEscaping() {
        #expect(SyncReporter.workflowCommand("error", file: "a:b,c%.xib", line: 3, column: 4, message: "50% done\r\nnext: a,b")
            == "::error file=a%3Ab%2Cc%25.xib,line=3,col=4::50%25 done%0D%0Anext: a,b")
        #expect(SyncReporter.workflowCommand("warning", file: nil, message: "x") == "::warning::x")
        #expect(SyncReporter.workflowCommand("error", file: "F.xib", line: 2, message: "m") == "::error file=F.xib,line=2::m")
    }

    // MARK: init

    @Test func initWritesAStarterConfigWithDetectedRoots() throws {
        let t = Tree()
        t.fixture("Simple.xib", to: "App/Screens/Simple.xib")
        t.fixture("Simple.xib", to: "Widgets/W.xib")
        t.fixture("Simple.xib", to: "Pods/Lib/L.xib")
        t.fixture("Simple.xib", to: "node_modules/x/N.xib")
        t.fixture("Simple.xib", to: ".hidden/H.xib")
        t.write("Docs/readme.md", "no xibs\n")
        var r = try t.xibgen("init")
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stdout.contains("wrote xibgen.yml (roots: App, Widgets; found 2 XIBs, 0 storyboards)"), "\(r.stdout)")
        #expect(r.stdout.contains("add xibgen's cache directory to .gitignore: echo '.xibgen/' >> .gitignore"))
        let text = try #require(t.read("xibgen.yml"))
        #expect(text.contains("\nroots:\n  - App\n  - Widgets\n\n"))
        #expect(text.contains("# Glob patterns to skip."))  // the documentation comes along
        #expect(text.contains("settleMilliseconds: 30"))
        // The starter configuration is valid and used.
        r = try t.xibgen("--once")
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stdout.contains("xibgen: 2 scanned, 2 written"), "\(r.stdout)")

        // Refuses to overwrite xibgen.yml or .xibgen.yml, unless --force.
        t.write("xibgen.yml", "roots: [App]\n")
        r = try t.xibgen("init")
        #expect(r.status == 1)
        #expect(r.stderr.contains("xibgen.yml already exists"), "\(r.stderr)")
        #expect(t.read("xibgen.yml") == "roots: [App]\n")
        r = try t.xibgen("init", "--force")
        #expect(r.status == 0)
        #expect(r.stdout.contains("replaced xibgen.yml"))
        #expect(t.read("xibgen.yml") == text)

        let u = Tree()
        u.write(".xibgen.yml", "roots: [.]\n")
        u.write(".gitignore", "/.build\n.xibgen/\n")
        r = try u.xibgen("init")
        #expect(r.status == 1)
        #expect(r.stderr.contains(".xibgen.yml already exists"))
        #expect(!u.exists("xibgen.yml"))
        r = try u.xibgen("init", "--force")
        #expect(r.status == 0)
        #expect(r.stdout.contains("replaced .xibgen.yml (roots: .; found 0 XIBs, 0 storyboards)"), "\(r.stdout)")
        #expect(!r.stdout.contains(".gitignore"))  // already ignored: no hint
    }

    @Test func initFallsBackToTheCurrentDirectory() throws {
        let t = Tree()
        t.fixture("Simple.xib", to: "Top.xib")
        t.fixture("Simple.xib", to: "App/A.xib")
        let r = try t.xibgen("init")
        #expect(r.stdout.contains("wrote xibgen.yml (roots: .; found 2 XIBs, 0 storyboards)"), "\(r.stdout)")
        #expect(t.read("xibgen.yml")!.contains("\nroots:\n  - .\n"))
    }

    @Test func initFindsAndCountsStoryboards() throws {
        let t = Tree()
        t.fixture("Scene.storyboard", to: "App/Base.lproj/Main.storyboard")
        t.fixture("Scene.storyboard", to: "App/Base.lproj/Settings.storyboard")
        t.fixture("Scene.storyboard", to: "Extension/MainInterface.storyboard")
        t.fixture("Simple.xib", to: "App/Cells/Cell.xib")
        t.fixture("Scene.storyboard", to: "Pods/Lib/Lib.storyboard")
        let r = try t.xibgen("init")
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stdout.contains("wrote xibgen.yml (roots: App, Extension; found 1 XIB, 3 storyboards)"), "\(r.stdout)")
        let once = try t.xibgen("--once")
        #expect(once.status == 0, "\(once.stderr)")
        #expect(once.stdout.contains("xibgen: 4 scanned, 4 written"), "\(once.stdout)")
    }

    @Test func storyboardsThroughOnceCheckAndTheReporters() throws {
        let t = Tree()
        t.fixture("Scene.storyboard", to: "App/Main.storyboard")
        var r = try t.xibgen("--once", "App/Main.storyboard")
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stdout.hasPrefix("wrote App/Main.generated.swift\n"), "\(r.stdout)")
        r = try t.xibgen("--once", "--check")
        #expect(r.status == 0, "\(r.stdout)\(r.stderr)")
        t.write("App/Main.storyboard", t.read("App/Main.storyboard")!.replacingOccurrences(of: "Welcome", with: "Hi"))
        r = try t.xibgen("--once", "--check")
        #expect(r.status == 1)
        #expect(r.stdout.contains("App/Main.generated.swift: stale (source changed)"), "\(r.stdout)")
        r = try t.xibgen("--once", "--report", "json")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(r.stdout.utf8)) as? [String: Any])
        let file = try #require((object["files"] as? [[String: Any]])?.first)
        #expect(file["source"] as? String == "App/Main.storyboard")
        #expect(file["typeNames"] as? [String] == ["MainStoryboard.LoginViewControllerLayout"], "\(file)")
        // A XIB of the same name beside it: a located error for each, in every reporter.
        t.fixture("Simple.xib", to: "App/Main.xib")
        r = try t.xibgen("--once")
        #expect(r.status == 1)
        #expect(r.stderr.contains("App/Main.storyboard:1:1: error: Main.xib beside it also generates App/Main.generated.swift"), "\(r.stderr)")
        #expect(r.stderr.contains("App/Main.xib:1:1: error: Main.storyboard beside it also generates App/Main.generated.swift"), "\(r.stderr)")
        r = try t.xibgen("--once", "--check", "--reporter", "github")
        #expect(r.stdout.contains("::error file=App/Main.storyboard,line=1"), "\(r.stdout)")
    }

    @Test func changedSinceIncludesStoryboards() throws {
        let t = Tree()
        t.fixture("Scene.storyboard", to: "App/Main.storyboard")
        t.fixture("Simple.xib", to: "App/Simple.xib")
        for args in [["init", "-q"], ["add", "-A"], ["-c", "user.name=t", "-c", "user.email=t@t", "commit", "-qm", "base"]] {
            let git = try t.run("/usr/bin/env", ["git"] + args)
            #expect(git.status == 0, "\(git.stderr)")
        }
        var r = try t.xibgen("--once", "--changed-since", "HEAD")
        #expect(r.stdout.hasPrefix("xibgen: 0 scanned"), "nothing changed: \(r.stdout)")
        t.write("App/Main.storyboard", t.read("App/Main.storyboard")!.replacingOccurrences(of: "Welcome", with: "Hi"))
        r = try t.xibgen("--once", "--changed-since", "HEAD")
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stdout.hasPrefix("wrote App/Main.generated.swift\nxibgen: 1 scanned"), "\(r.stdout)")
        #expect(!t.exists("App/Simple.generated.swift"))
    }

    /// Subcommand routing beside the flat sync/watch invocation.
    @Test func subcommandsAndFlatInvocationCoexist() throws {
        let t = Tree()
        t.fixture("Simple.xib", to: "init/Simple.xib")
        var r = try t.xibgen("--once", "--", "init")
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stdout.hasPrefix("wrote init/Simple.generated.swift"))
        #expect(!t.exists("xibgen.yml"))
        r = try t.xibgen("--once", "init", "--check")  // after an option, `init` is a PATH
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stdout.hasPrefix("xibgen --check: 1 scanned, 1 fresh"), "\(r.stdout)")
        #expect(!t.exists("xibgen.yml"))
        r = try t.xibgen("--once", "--check", "./init")
        #expect(r.status == 0, "\(r.stderr)")
        r = try t.xibgen("--help")
        #expect(r.stdout.contains("SUBCOMMANDS:"))
        #expect(r.stdout.contains("install-hook"))
        r = try t.xibgen("init", "--help")
        #expect(r.stdout.contains("USAGE: xibgen init [--force]"), "\(r.stdout)")
        r = try t.xibgen("help", "install-hook")
        #expect(r.stdout.contains("USAGE: xibgen install-hook"), "\(r.stdout)")
        #expect(!r.stdout.contains("--changed-since"))
    }

    // MARK: install-hook

    static let preCommitScript = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("scripts/pre-commit")

    @Test func embeddedHookEqualsScriptsPreCommit() throws {
        let r = try Tree().xibgen("install-hook", "--print")
        #expect(r.status == 0)
        let script = String(decoding: try Data(contentsOf: Self.preCommitScript), as: UTF8.self)
        #expect(r.stdout == script, "Sources/xibgen/Embedded.swift is out of date: run scripts/embed-resources")
    }

    @Test func installHookInARealRepository() throws {
        let t = Tree()
        let outside = try t.xibgen("install-hook")
        #expect(outside.status == 1)
        #expect(outside.stderr.contains("install-hook needs a git repository"), "\(outside.stderr)")

        #expect(try t.run("/usr/bin/env", ["git", "init", "-q", "."]).status == 0)
        t.write("sub/dir/.keep", "")
        var r = try t.run(CLITests.binary.path, ["install-hook"], in: "sub/dir")  // from a subdirectory
        #expect(r.status == 0, "\(r.stderr)")
        let hook = t.path + "/.git/hooks/pre-commit"
        #expect(r.stdout.contains("installed "), "\(r.stdout)")
        #expect(FileManager.default.isExecutableFile(atPath: hook))
        let installed = try String(contentsOfFile: hook, encoding: .utf8)
        let script = String(decoding: try Data(contentsOf: Self.preCommitScript), as: UTF8.self)
        var lines = installed.components(separatedBy: "\n")
        #expect(lines[1].hasPrefix("# xibgen install-hook: "))
        lines.remove(at: 1)
        #expect(lines.joined(separator: "\n") == script)

        r = try t.xibgen("install-hook")
        #expect(r.status == 0)
        #expect(r.stdout.contains("is up to date"))
        // An older hook of ours is updated silently.
        try (installed.replacingOccurrences(of: "set -uo pipefail", with: "set -u")).write(toFile: hook, atomically: true, encoding: .utf8)
        r = try t.xibgen("install-hook")
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stdout.hasPrefix("updated "))
        #expect(try String(contentsOfFile: hook, encoding: .utf8) == installed)

        // A foreign hook is kept unless --force.
        try "#!/bin/sh\necho mine\n".write(toFile: hook, atomically: true, encoding: .utf8)
        r = try t.xibgen("install-hook")
        #expect(r.status == 1)
        #expect(r.stderr.contains("already exists and was not installed by xibgen; use --force to replace it"), "\(r.stderr)")
        #expect(try String(contentsOfFile: hook, encoding: .utf8) == "#!/bin/sh\necho mine\n")
        r = try t.xibgen("install-hook", "--force")
        #expect(r.status == 0)
        #expect(r.stdout.hasPrefix("replaced "))
        #expect(try String(contentsOfFile: hook, encoding: .utf8) == installed)

        // core.hooksPath is honoured.
        #expect(try t.run("/usr/bin/env", ["git", "config", "core.hooksPath", "githooks"]).status == 0)
        r = try t.xibgen("install-hook")
        #expect(r.status == 0, "\(r.stderr)")
        #expect(FileManager.default.isExecutableFile(atPath: t.path + "/githooks/pre-commit"))
    }

    // MARK: --color

    static let escape = "\u{1B}["

    @Test func colorNeverAlwaysAndNoColor() throws {
        let t = Tree()
        t.fixture("Simple.xib", to: "Simple.xib")
        t.fixture("Warning.xib", to: "Warning.xib")
        t.fixture("Broken.xib", to: "Broken.xib")
        var r = try t.xibgen("--once", "--color", "always")
        #expect(r.stdout.contains("\(Self.escape)32mwrote\(Self.escape)0m Simple.generated.swift"), "\(r.stdout)")
        #expect(r.stderr.contains("Broken.xib:5:15: \(Self.escape)1;31merror:\(Self.escape)0m "), "\(r.stderr)")
        #expect(r.stderr.contains("Warning.xib:5:9: \(Self.escape)1;33mwarning:\(Self.escape)0m "), "\(r.stderr)")
        try FileManager.default.removeItem(atPath: t.path + "/Simple.generated.swift")
        r = try t.xibgen("--once", "--color", "never")
        #expect(!r.stdout.contains(Self.escape) && !r.stderr.contains(Self.escape))
        #expect(r.stdout.hasPrefix("wrote Simple.generated.swift"))
        r = try t.xibgen("--once")  // auto, not a terminal
        #expect(!r.stdout.contains(Self.escape) && !r.stderr.contains(Self.escape))
        for reporter in ["github", "json"] {
            r = try t.xibgen("--once", "--color", "always", "--reporter", reporter)
            #expect(!r.stdout.contains(Self.escape) && !r.stderr.contains(Self.escape), "\(reporter)")
        }
        // auto on a terminal (Python's pty module gives xibgen a pseudo-terminal): coloured unless NO_COLOR.
        let python = "/usr/bin/python3"
        guard FileManager.default.isExecutableFile(atPath: python) else { return }
        let onPTY = ["-c", "import pty, sys; pty.spawn(sys.argv[1:])", CLITests.binary.path, "--once", "Broken.xib"]
        r = try t.run(python, onPTY, environment: ["TERM": "xterm", "NO_COLOR": ""])  // empty = unset
        #expect(r.stdout.contains("\r\n"), "not a terminal: \(r.stdout)")
        #expect(r.stdout.contains("\(Self.escape)1;31merror:"), "\(r.stdout)")
        r = try t.run(python, onPTY, environment: ["TERM": "xterm", "NO_COLOR": "1"])
        #expect(r.stdout.contains("Broken.xib:5:15: error: "), "\(r.stdout)")
        #expect(!r.stdout.contains(Self.escape), "\(r.stdout)")
        r = try t.run(python, onPTY + ["--color", "never"], environment: ["TERM": "xterm", "NO_COLOR": ""])
        #expect(!r.stdout.contains(Self.escape), "\(r.stdout)")
    }

    // MARK: --pid-file

    @Test func pidFileForWatchMode() throws {
        let t = Tree()
        t.fixture("Simple.xib", to: "Simple.xib")
        let w = try WatchTests.Watch(t, ["--pid-file", "xibgen.pid"])
        #expect(w.waitForStartup(), "\(w.stderr)")
        let text = try #require(t.read("xibgen.pid"))
        #expect(text == "\(w.pid)\n")
        let pid = try #require(Int32(text.trimmingCharacters(in: .newlines)))
        kill(pid, SIGTERM)  // as `kill $(cat xibgen.pid)` would
        #expect(w.wait { !w.process.isRunning })
        w.process.waitUntilExit()
        #expect(w.process.terminationStatus == 0, "\(w.stderr)")
        #expect(!t.exists("xibgen.pid"))
        #expect(!t.exists("xibgen.pid.\(pid).tmp"))

        let r = try t.xibgen("--once", "--pid-file", "x.pid")
        #expect(r.status == 64 || r.status == 2)
        #expect(r.stderr.contains("apply to watch mode"))
        #expect(!t.exists("x.pid"))
    }

    // MARK: logging

    @Test func verboseLogsConfigurationAndTimingsToStderr() throws {
        let t = Tree()
        t.fixture("Simple.xib", to: "Simple.xib")
        var r = try t.xibgen("--once", "--verbose")
        #expect(r.status == 0)
        #expect(r.stderr.contains("xibgen: root "), "\(r.stderr)")
        #expect(r.stderr.contains(", config (defaults)\n"), "\(r.stderr)")
        #expect(r.stderr.range(of: #"xibgen: \d+\.\d{3} s\n"#, options: .regularExpression) != nil, "\(r.stderr)")
        #expect(r.stdout.hasPrefix("wrote Simple.generated.swift\n"))
        r = try t.xibgen("--once")
        #expect(r.stderr.isEmpty, "\(r.stderr)")
    }
}
