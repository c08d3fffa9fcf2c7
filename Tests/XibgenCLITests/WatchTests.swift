import Foundation
import Testing

/// Watch mode end to end: the built `xibgen` binary watching a real temporary tree (real inotify
/// or polling, nothing mocked), driven by real file operations; assertions on its status output
/// and on the files it writes.
@Suite(.serialized) struct WatchTests {
    typealias Tree = CLITests.Tree

    /// Whether the default watch backend is inotify (Linux); elsewhere xibgen polls, and the tests
    /// that expect inotify's behaviour and timing (or its name in the start-up line) are skipped.
    static let hasInotify: Bool = {
        #if os(Linux)
        return true
        #else
        return false
        #endif
    }()

    /// A running `xibgen` (watch mode), its output collected as it arrives.
    final class Watch: @unchecked Sendable {
        let process = Process()
        private let lock = NSLock()
        private var out = ""
        private var err = ""

        init(_ tree: Tree, _ args: [String] = []) throws {
            process.executableURL = CLITests.binary
            process.arguments = args
            process.currentDirectoryURL = URL(fileURLWithPath: tree.path)
            let o = Pipe(), e = Pipe()
            process.standardOutput = o
            process.standardError = e
            o.fileHandleForReading.readabilityHandler = { [weak self] h in
                let d = h.availableData
                if d.isEmpty { h.readabilityHandler = nil; return }
                self?.append(d, toStdout: true)
            }
            e.fileHandleForReading.readabilityHandler = { [weak self] h in
                let d = h.availableData
                if d.isEmpty { h.readabilityHandler = nil; return }
                self?.append(d, toStdout: false)
            }
            try process.run()
        }

        deinit { if process.isRunning { kill(process.processIdentifier, SIGKILL) } }

        private func append(_ d: Data, toStdout: Bool) {
            lock.lock()
            if toStdout { out += String(decoding: d, as: UTF8.self) } else { err += String(decoding: d, as: UTF8.self) }
            lock.unlock()
        }

        var stdout: String { lock.lock(); defer { lock.unlock() }; return out }
        var stderr: String { lock.lock(); defer { lock.unlock() }; return err }
        var lines: [String] { stdout.split(separator: "\n").map(String.init) }
        var pid: Int32 { process.processIdentifier }

        /// Status lines `regenerated OUT (…)` for `output` (or all).
        func regenerated(_ output: String? = nil) -> Int {
            lines.filter { $0.hasPrefix("regenerated " + (output.map { $0 + " (" } ?? "")) }.count
        }
        func removed(_ output: String) -> Int { lines.filter { $0.hasPrefix("removed \(output) (") }.count }

        /// Polls `condition` every 10 ms until it holds or `timeout` seconds pass.
        @discardableResult
        func wait(_ timeout: Double = 20, _ condition: () -> Bool) -> Bool {
            let deadline = Date().addingTimeInterval(timeout)
            while Date() < deadline {
                if condition() { return true }
                usleep(10_000)
            }
            return condition()
        }

        func waitForStartup() -> Bool { wait { self.stdout.contains("xibgen: watching ") } }

        /// Sends `sig` and waits for the process to exit; its status, or nil if it did not exit.
        func stop(_ sig: Int32 = SIGINT, timeout: Double = 20) -> Int32? {
            kill(process.processIdentifier, sig)
            guard wait(timeout, { !self.process.isRunning }) else { return nil }
            process.waitUntilExit()
            usleep(50_000)  // let the pipe handlers drain
            return process.terminationStatus
        }
    }

    static let simple = String(decoding: try! Data(contentsOf: CLITests.fixtures.appendingPathComponent("Simple.xib")), as: UTF8.self)
    static let broken = String(decoding: try! Data(contentsOf: CLITests.fixtures.appendingPathComponent("Broken.xib")), as: UTF8.self)
    static func xib(_ text: String) -> String { simple.replacingOccurrences(of: "Hello", with: text) }

    /// Editor-style save: write a temporary file beside the target, then rename it over the target.
    static func atomicSave(_ t: Tree, _ rel: String, _ text: String) {
        let dir = (rel as NSString).deletingLastPathComponent
        let tmp = (dir.isEmpty ? "" : dir + "/") + ".\((rel as NSString).lastPathComponent).swp"
        t.write(tmp, text)
        #expect(rename(t.path + "/" + tmp, t.path + "/" + rel) == 0)
    }

    /// In-place write: open(O_TRUNC), write, close.
    static func inPlace(_ t: Tree, _ rel: String, _ text: String) {
        let fd = open(t.path + "/" + rel, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        precondition(fd >= 0)
        let bytes = Array(text.utf8)
        _ = bytes.withUnsafeBytes { write(fd, $0.baseAddress, $0.count) }
        close(fd)
    }

    /// A few settle windows (default 30 ms each) plus slack for a loaded machine.
    static let quiet: useconds_t = 400_000

    func tmpFiles(_ t: Tree) -> [String] {
        (FileManager.default.enumerator(atPath: t.path)?.allObjects as? [String] ?? []).filter { $0.contains(".xibgen-tmp-") }
    }

    // MARK: - Start-up, lock, signals

    @Test(.enabled(if: Self.hasInotify, "watch mode uses inotify only on Linux")) func startupSyncsAndLetsOneShotRunsWorkWhileIdle() throws {
        let t = Tree()
        t.write("App/A.xib", Self.xib("A"))
        t.write("App/Sub/B.xib", Self.xib("B"))
        let w = try Watch(t)
        #expect(w.waitForStartup(), "\(w.stdout)\n\(w.stderr)")
        #expect(w.regenerated("App/A.generated.swift") == 1 && w.regenerated("App/Sub/B.generated.swift") == 1)
        #expect(w.stdout.contains("xibgen: 2 scanned, 2 written, 0 fresh"))
        // Root, App, App/Sub (the cache directory is never watched).
        #expect(w.stdout.contains("xibgen: watching \(t.path) (roots: .): 3 directories, 2 files"), "\(w.stdout)")
        #expect(w.stdout.contains("inotify, settle 30 ms, max delay 500 ms; Ctrl-C to stop"))
        #expect(t.exists("App/A.generated.swift") && t.exists("App/Sub/B.generated.swift"))

        // The lock is held per sync: a pre-commit hook's one-shot run works while the watcher idles.
        let concurrent = try t.xibgen("--once")
        #expect(concurrent.status == 0, "\(concurrent.stderr)")
        #expect(concurrent.stdout.hasPrefix("xibgen: 2 scanned, 0 written, 2 fresh"))

        #expect(w.stop(SIGINT) == 0)
        #expect(w.stdout.hasSuffix("xibgen: stopped (SIGINT)\n"))
        let after = try t.xibgen("--once")
        #expect(after.status == 0, "\(after.stderr)")
        #expect(after.stdout.hasPrefix("xibgen: 2 scanned, 0 written, 2 fresh"))
    }

    @Test(.enabled(if: Self.hasInotify, "watch mode uses inotify only on Linux")) func sigtermFinishesTheWorkInFlightReleasesTheLockAndExitsZero() throws {
        let t = Tree()
        t.write("Seed.xib", Self.xib("seed"))
        let w = try Watch(t)
        #expect(w.waitForStartup())
        for i in 0..<200 { t.write("Burst/V\(i).xib", Self.xib("v\(i)")) }
        // Whatever is in flight when the signal lands must complete.
        #expect(w.wait { w.regenerated() > 1 })
        #expect(w.stop(SIGTERM) == 0, "\(w.stderr)")
        #expect(w.stdout.hasSuffix("xibgen: stopped (SIGTERM)\n"))
        #expect(tmpFiles(t).isEmpty)
        // Lock released at once; every output present is complete (a torn one would read as hand-edited).
        let r = try t.xibgen("--once")
        #expect(r.status == 0, "\(r.stderr)")
        #expect(!r.stderr.contains("edited by hand"))
        #expect(r.stdout.contains("201 scanned"))
    }

    @Test(.enabled(if: Self.hasInotify, "watch mode uses inotify only on Linux")) func sigintDuringTheStartupSyncStopsAfterTheFilesInFlight() throws {
        let t = Tree()
        let n = 1000
        for i in 0..<n { t.write("Big/M\(i / 100)/V\(i).xib", Self.xib("v\(i)")) }
        let w = try Watch(t)
        // The lock names the watcher while its start-up sync runs; interrupt it 100 ms in (about a
        // tenth of the 1,000 files are done by then in a debug build: room for a machine 5× faster).
        #expect(w.wait { t.read(".xibgen/lock")?.contains("pid=\(w.pid)") == true })
        usleep(100_000)
        let stoppedAt = Date()
        #expect(w.stop(SIGINT) == 0, "\(w.stderr)")
        let stopTook = Date().timeIntervalSince(stoppedAt)
        #expect(w.stdout.contains("xibgen: interrupted;"), "\(w.stdout)")
        #expect(w.regenerated() < n)
        #expect(tmpFiles(t).isEmpty)
        // Lock released; what was written is complete; the next run finishes the job.
        let r = try t.xibgen("--once")
        #expect(r.status == 0, "\(r.stderr)")
        #expect(!r.stderr.contains("edited by hand"))
        #expect(r.stdout.contains("\(n) scanned, \(n - w.regenerated()) written, \(w.regenerated()) fresh"), "\(r.stdout.suffix(200))")
        print("[watch] SIGINT during a \(n)-file start-up sync: exited after \(Int(stopTook * 1000)) ms, \(w.regenerated()) files done")
    }

    // MARK: - Editor saves

    @Test(.enabled(if: Self.hasInotify, "watch mode uses inotify only on Linux")) func atomicSavesAndInPlaceWritesRegenerateOnceEach() throws {
        let t = Tree()
        t.write("Views/Card.xib", Self.xib("one"))
        let w = try Watch(t, ["--verbose"])
        #expect(w.waitForStartup())
        let out = "Views/Card.generated.swift"
        let base = w.lines.count

        #expect(w.regenerated(out) == 1)  // start-up

        Self.atomicSave(t, "Views/Card.xib", Self.xib("two"))
        #expect(w.wait { w.regenerated(out) == 2 })
        #expect(t.read(out)?.contains("\"two\"") == true)
        usleep(Self.quiet)
        // Exactly one line since the save: its own writes (output, temp file, cache) caused nothing.
        #expect(w.lines.count == base + 1, "\(w.lines[base...])")

        Self.inPlace(t, "Views/Card.xib", Self.xib("three"))
        #expect(w.wait { w.regenerated(out) == 3 })
        #expect(t.read(out)?.contains("\"three\"") == true)
        usleep(Self.quiet)
        #expect(w.lines.count == base + 2, "\(w.lines[base...])")
        #expect(tmpFiles(t).isEmpty)

        // Saving identical content rewrites nothing.
        Self.atomicSave(t, "Views/Card.xib", Self.xib("three"))
        #expect(w.wait { w.lines.contains("fresh \(out)") })
        #expect(w.regenerated(out) == 3)
        #expect(w.stop() == 0)
    }

    static let storyboard = String(decoding: try! Data(contentsOf: CLITests.fixtures.appendingPathComponent("Scene.storyboard")), as: UTF8.self)

    /// A saved storyboard regenerates as a saved XIB does (same filter, same pipeline); its
    /// deletion removes its output; inotify and polling alike.
    @Test(.enabled(if: Self.hasInotify, "watch mode uses inotify only on Linux"), arguments: [[], ["--poll", "0.1"]])
    func storyboardsRegenerateAndAreRemovedLikeXibs(_ backend: [String]) throws {
        let t = Tree()
        t.write("App/Base.lproj/Main.storyboard", Self.storyboard)
        t.write("App/Card.xib", Self.xib("one"))
        let w = try Watch(t, backend)
        #expect(w.waitForStartup())
        let out = "App/Base.lproj/Main.generated.swift"
        #expect(w.regenerated(out) == 1)

        var started = Date()
        Self.atomicSave(t, "App/Base.lproj/Main.storyboard", Self.storyboard.replacingOccurrences(of: "Welcome", with: "Hello"))
        #expect(w.wait { w.regenerated(out) == 2 })
        let storyboardLatency = Date().timeIntervalSince(started)
        #expect(t.read(out)?.contains("\"Hello\"") == true)
        started = Date()
        Self.atomicSave(t, "App/Card.xib", Self.xib("two"))
        #expect(w.wait { w.regenerated("App/Card.generated.swift") == 2 })
        let xibLatency = Date().timeIntervalSince(started)
        // The same path through the watcher and the pipeline: within a few settle windows of each other.
        #expect(storyboardLatency < xibLatency + 1.0, "storyboard \(storyboardLatency) s, XIB \(xibLatency) s")

        try FileManager.default.removeItem(atPath: t.path + "/App/Base.lproj/Main.storyboard")
        #expect(w.wait { w.removed(out) == 1 })
        #expect(!t.exists(out))
        #expect(w.stop() == 0)
    }

    /// A storyboard named as a watch PATH is watched like a XIB named there: only it.
    @Test(.enabled(if: Self.hasInotify, "watch mode uses inotify only on Linux")) func aStoryboardPathIsWatched() throws {
        let t = Tree()
        t.write("App/Main.storyboard", Self.storyboard)
        t.write("App/Card.xib", Self.xib("one"))
        let w = try Watch(t, ["App/Main.storyboard"])
        #expect(w.waitForStartup(), "\(w.stderr)")
        #expect(w.wait { w.regenerated("App/Main.generated.swift") == 1 }, "\(w.stdout)\(w.stderr)")
        Self.atomicSave(t, "App/Main.storyboard", Self.storyboard.replacingOccurrences(of: "Welcome", with: "Hello"))
        #expect(w.wait { w.regenerated("App/Main.generated.swift") == 2 })
        #expect(!t.exists("App/Card.generated.swift"), "only the PATH given is watched")
        #expect(w.stop() == 0)
    }

    // MARK: - Tree changes

    @Test(.enabled(if: Self.hasInotify, "watch mode uses inotify only on Linux")) func createDeleteRenameAndMovesInAndOut() throws {
        let t = Tree()
        let outside = Tree()
        t.write("App/Keep.xib", Self.xib("keep"))
        let w = try Watch(t)
        #expect(w.waitForStartup())

        t.write("App/New.xib", Self.xib("new"))
        #expect(w.wait { w.regenerated("App/New.generated.swift") == 1 && t.exists("App/New.generated.swift") })

        #expect(rename(t.path + "/App/New.xib", t.path + "/App/Renamed.xib") == 0)
        #expect(w.wait { w.removed("App/New.generated.swift") == 1 && w.regenerated("App/Renamed.generated.swift") == 1 })
        #expect(!t.exists("App/New.generated.swift") && t.exists("App/Renamed.generated.swift"))

        // Into another directory of the tree.
        t.write("Lib/.keep", "")
        #expect(rename(t.path + "/App/Renamed.xib", t.path + "/Lib/Renamed.xib") == 0)
        #expect(w.wait { w.removed("App/Renamed.generated.swift") == 1 && w.regenerated("Lib/Renamed.generated.swift") == 1 })

        // Out of the tree, then a different XIB in from outside.
        #expect(rename(t.path + "/Lib/Renamed.xib", outside.path + "/Renamed.xib") == 0)
        #expect(w.wait { w.removed("Lib/Renamed.generated.swift") == 1 })
        #expect(!t.exists("Lib/Renamed.generated.swift"))
        outside.write("Incoming.xib", Self.xib("incoming"))
        #expect(rename(outside.path + "/Incoming.xib", t.path + "/App/Incoming.xib") == 0)
        #expect(w.wait { w.regenerated("App/Incoming.generated.swift") == 1 })

        // A whole directory moved in (then out: its outputs, beside the XIBs, leave with it).
        outside.write("Pack/P1.xib", Self.xib("p1"))
        outside.write("Pack/Deep/P2.xib", Self.xib("p2"))
        #expect(rename(outside.path + "/Pack", t.path + "/Pack") == 0)
        #expect(w.wait { w.regenerated("Pack/P1.generated.swift") == 1 && w.regenerated("Pack/Deep/P2.generated.swift") == 1 })
        #expect(rename(t.path + "/Pack", outside.path + "/PackBack") == 0)
        #expect(outside.exists("PackBack/Deep/P2.generated.swift"))

        // Deleted.
        try FileManager.default.removeItem(atPath: t.path + "/App/Keep.xib")
        #expect(w.wait { w.removed("App/Keep.generated.swift") == 1 })
        #expect(!t.exists("App/Keep.generated.swift"))
        #expect(w.stop() == 0)
        #expect(w.stderr.isEmpty, "\(w.stderr)")
    }

    /// With `output.directory`, outputs live apart from the XIBs: moves out of the tree and
    /// directory deletions must remove them; the output directory itself is not watched.
    @Test(.enabled(if: Self.hasInotify, "watch mode uses inotify only on Linux")) func mirroredOutputsFollowMovesAndDeletions() throws {
        let t = Tree()
        let outside = Tree()
        t.write("xibgen.yml", "output:\n  directory: Generated\n")
        t.write("App/Screens/S1.xib", Self.xib("s1"))
        t.write("App/Screens/S2.xib", Self.xib("s2"))
        let w = try Watch(t)
        #expect(w.waitForStartup())
        #expect(t.exists("Generated/App/Screens/S1.generated.swift"))
        #expect(w.stdout.contains("3 directories"), "\(w.stdout)")  // root, App, App/Screens

        #expect(rename(t.path + "/App/Screens/S1.xib", t.path + "/App/S1Renamed.xib") == 0)
        #expect(w.wait { w.removed("Generated/App/Screens/S1.generated.swift") == 1 && w.regenerated("Generated/App/S1Renamed.generated.swift") == 1 })

        #expect(rename(t.path + "/App/Screens", outside.path + "/Screens") == 0)
        #expect(w.wait { w.removed("Generated/App/Screens/S2.generated.swift") == 1 })
        #expect(!t.exists("Generated/App/Screens/S2.generated.swift"))

        try FileManager.default.removeItem(atPath: t.path + "/App")
        #expect(w.wait { w.removed("Generated/App/S1Renamed.generated.swift") == 1 })
        usleep(Self.quiet)
        #expect(w.regenerated() == 3)
        #expect(w.stop() == 0)
    }

    @Test(.enabled(if: Self.hasInotify, "watch mode uses inotify only on Linux")) func mkdirPAndWriteImmediately() throws {
        let t = Tree()
        let w = try Watch(t)
        #expect(w.waitForStartup())
        try FileManager.default.createDirectory(atPath: t.path + "/a/b/c", withIntermediateDirectories: true)
        t.write("a/b/c/Deep.xib", Self.xib("deep"))
        #expect(w.wait { w.regenerated("a/b/c/Deep.generated.swift") == 1 })
        #expect(t.exists("a/b/c/Deep.generated.swift"))
        #expect(w.stop() == 0)
    }

    @Test(.enabled(if: Self.hasInotify, "watch mode uses inotify only on Linux")) func burstOfThousandRegeneratesEachExactlyOnce() throws {
        let t = Tree()
        let w = try Watch(t)
        #expect(w.waitForStartup())
        for i in 0..<1000 { t.write("Burst/M\(i / 100)/V\(i).xib", Self.xib("v\(i)")) }
        #expect(w.wait(120) { w.regenerated() >= 1000 }, "\(w.regenerated())")
        usleep(Self.quiet * 2)
        let lines = w.lines.filter { $0.hasPrefix("regenerated ") }
        #expect(lines.count == 1000)
        #expect(Set(lines.map { $0.split(separator: " ")[1] }).count == 1000)
        #expect(w.stop() == 0)
        let r = try t.xibgen("--once", "--check")
        #expect(r.status == 0, "\(r.stdout)")
    }

    @Test(.enabled(if: Self.hasInotify, "watch mode uses inotify only on Linux")) func waitsWhileGitIndexLockExists() throws {
        let t = Tree()
        t.write(".git/HEAD", "ref: refs/heads/main\n")
        let w = try Watch(t)
        #expect(w.waitForStartup())
        t.write(".git/index.lock", "")
        t.write("Checkout.xib", Self.xib("checkout"))
        usleep(Self.quiet * 2)
        #expect(w.regenerated() == 0)
        #expect(!t.exists("Checkout.generated.swift"))
        try FileManager.default.removeItem(atPath: t.path + "/.git/index.lock")
        #expect(w.wait { w.regenerated("Checkout.generated.swift") == 1 })
        #expect(w.stop() == 0)
    }

    @Test(.enabled(if: Self.hasInotify, "watch mode uses inotify only on Linux")) func excludedAndNonRootDirectoriesAreNotWatched() throws {
        let t = Tree()
        t.write("xibgen.yml", "roots: [App]\nexclude: [Legacy, '*Old.xib']\n")
        t.write("App/Legacy/Skip.xib", Self.xib("skip"))
        t.write("App/Live.xib", Self.xib("live"))
        t.write("Other/Outside.xib", Self.xib("outside"))
        t.write("Other/Deeper/More.xib", Self.xib("more"))
        let w = try Watch(t)
        #expect(w.waitForStartup())
        // Watched: the project root (for the config file) and App; not App/Legacy, Other, Other/Deeper, .xibgen.
        #expect(w.stdout.contains("(roots: App): 2 directories"), "\(w.stdout)")
        t.write("App/Legacy/Skip2.xib", Self.xib("skip2"))
        t.write("App/GoneOld.xib", Self.xib("old"))
        t.write("Other/Outside2.xib", Self.xib("outside2"))
        t.write("Top.xib", Self.xib("top"))
        t.write("App/Fresh.xib", Self.xib("fresh"))
        #expect(w.wait { w.regenerated("App/Fresh.generated.swift") == 1 })
        usleep(Self.quiet)
        #expect(w.regenerated() == 2)  // Live (start-up) and Fresh
        for rel in ["App/Legacy/Skip2", "App/GoneOld", "Other/Outside2", "Top", "Other/Outside"] {
            #expect(!t.exists(rel + ".generated.swift"), "\(rel)")
        }
        #expect(w.stop() == 0)
    }

    // MARK: - Configuration

    @Test(.enabled(if: Self.hasInotify, "watch mode uses inotify only on Linux")) func configEditsReloadAndInvalidEditsKeepThePreviousConfig() throws {
        let t = Tree()
        t.write("xibgen.yml", "naming:\n  typeName: \"{xib}Layout\"\n")
        t.write("A.xib", Self.xib("a"))
        t.write("B.xib", Self.xib("b"))
        let w = try Watch(t)
        #expect(w.waitForStartup())
        #expect(t.read("A.generated.swift")?.contains("ALayout") == true)

        // Valid edit (editor-style atomic save): everything affected is regenerated with the new config.
        Self.atomicSave(t, "xibgen.yml", "naming:\n  typeName: \"{xib}View\"\n")
        #expect(w.wait { w.stdout.contains("xibgen: reloaded xibgen.yml") && w.regenerated() == 4 }, "\(w.stdout)\n\(w.stderr)")
        #expect(t.read("A.generated.swift")?.contains("AView") == true)
        #expect(t.read("B.generated.swift")?.contains("BView") == true)

        // Invalid edit: reported as file:line:col, previous config stays in force.
        Self.inPlace(t, "xibgen.yml", "naming:\n  typname: \"{xib}Broken\"\n")
        #expect(w.wait { w.stderr.contains("xibgen.yml:2:3: error: unknown key 'naming.typname'") }, "\(w.stderr)")
        #expect(w.stderr.contains("keeping the previous configuration"))
        Self.atomicSave(t, "A.xib", Self.xib("a2"))
        #expect(w.wait { w.regenerated("A.generated.swift") == 3 })
        #expect(t.read("A.generated.swift")?.contains("AView") == true)
        #expect(t.read("A.generated.swift")?.contains("\"a2\"") == true)

        // Roots change too: the watcher follows the new roots.
        Self.atomicSave(t, "xibgen.yml", "roots: [Only]\nnaming:\n  typeName: \"{xib}View\"\n")
        #expect(w.wait { w.stdout.components(separatedBy: "xibgen: watching").count == 4 }, "\(w.stdout)")
        t.write("Only/C.xib", Self.xib("c"))
        #expect(w.wait { w.regenerated("Only/C.generated.swift") == 1 })
        Self.atomicSave(t, "B.xib", Self.xib("b2"))  // no longer under a root
        usleep(Self.quiet)
        #expect(w.regenerated("B.generated.swift") == 2)
        #expect(w.stop() == 0)
    }

    @Test(.enabled(if: Self.hasInotify, "watch mode uses inotify only on Linux")) func settleWindowFromConfigAndCommandLine() throws {
        let t = Tree()
        t.write("xibgen.yml", "watch:\n  settleMilliseconds: 600\n  maxDelayMilliseconds: 2000\n")
        let w = try Watch(t)
        #expect(w.waitForStartup())
        #expect(w.stdout.contains("settle 600 ms, max delay 2000 ms"))
        let start = Date()
        t.write("Slow.xib", Self.xib("slow"))
        #expect(w.wait { w.regenerated("Slow.generated.swift") == 1 })
        #expect(Date().timeIntervalSince(start) >= 0.55)
        #expect(w.stop() == 0)

        let w2 = try Watch(t, ["--settle", "5", "--max-delay", "100"])
        #expect(w2.waitForStartup())
        #expect(w2.stdout.contains("settle 5 ms, max delay 100 ms"))
        #expect(w2.stop() == 0)

        t.write("xibgen.yml", "watch:\n  settleMilliseconds: fast\n")
        let bad = try t.xibgen()
        #expect(bad.status == 2)
        #expect(bad.stderr.contains("xibgen.yml:2:23: error: 'watch.settleMilliseconds' must be a whole number"), "\(bad.stderr)")
    }

    // MARK: - Backends and output

    @Test func pollingBackend() throws {
        let t = Tree()
        t.write("P.xib", Self.xib("p"))
        let w = try Watch(t, ["--poll", "0.1"])
        #expect(w.waitForStartup())
        #expect(w.stdout.contains("polling every 100 ms"))
        Self.atomicSave(t, "P.xib", Self.xib("p2"))
        #expect(w.wait { w.regenerated("P.generated.swift") == 2 })
        t.write("Q/Q.xib", Self.xib("q"))
        #expect(w.wait { w.regenerated("Q/Q.generated.swift") == 1 })
        try FileManager.default.removeItem(atPath: t.path + "/P.xib")
        #expect(w.wait { w.removed("P.generated.swift") == 1 })
        usleep(Self.quiet)
        #expect(w.regenerated() == 3)
        #expect(w.stop(SIGTERM) == 0)

        // `--poll` without an interval means one second.
        let w2 = try Watch(t, ["--poll"])
        #expect(w2.waitForStartup())
        #expect(w2.stdout.contains("polling every 1000 ms"))
        #expect(w2.stop() == 0)
    }

    @Test(.enabled(if: Self.hasInotify, "watch mode uses inotify only on Linux")) func quietPrintsOnlyProblemsAndErrorsAreCompilerStyle() throws {
        let t = Tree()
        t.write("Ok.xib", Self.xib("ok"))
        let w = try Watch(t, ["--quiet"])
        #expect(w.wait { t.exists("Ok.generated.swift") })
        usleep(200_000)
        t.write("Broken.xib", Self.broken)
        #expect(w.wait { w.stderr.contains("Broken.xib:5:15: error: ") }, "\(w.stderr)")
        Self.atomicSave(t, "Ok.xib", Self.xib("ok2"))
        #expect(w.wait { t.read("Ok.generated.swift")?.contains("\"ok2\"") == true })
        // Hand-edited outputs are refused, not overwritten.
        t.write("Ok.generated.swift", t.read("Ok.generated.swift")! + "// mine\n")
        Self.atomicSave(t, "Ok.xib", Self.xib("ok3"))
        #expect(w.wait { w.stderr.contains("Ok.generated.swift: edited by hand (use --force to overwrite)") })
        #expect(w.stop() == 0)
        #expect(w.stdout.isEmpty, "\(w.stdout)")
    }

    @Test func watchModeUsageErrors() throws {
        let t = Tree()
        for args in [["--check"], ["Foo.xib"], ["--report", "json"], ["--changed-since", "HEAD"], ["--once", "--poll", "2"], ["--poll", "0"]] {
            let r = try t.xibgen(args)
            #expect(r.status == 64 || r.status == 2, "\(args)")
        }
        var r = try t.xibgen(["--changed-since", "HEAD"])
        #expect(r.stderr.contains("--changed-since needs --once"), "\(r.stderr)")
        r = try t.xibgen(["Foo.xib"])
        #expect(r.stderr.contains("xibgen: error: \(t.path)/Foo.xib: no such file or directory"), "\(r.stderr)")
        t.write("xibgen.yml", "roots: [App]\n")
        t.write("Notes.txt", "")
        r = try t.xibgen(["Notes.txt"])
        #expect(r.status == 2)
        #expect(r.stderr.contains("Notes.txt: not a .xib or .storyboard file, or a directory"), "\(r.stderr)")
        // With a path inside the working directory the project root is the working directory's
        // (alone, an outside path would be the project looked up there, as for --once).
        let outside = Tree()
        r = try t.xibgen([outside.path, "Notes.txt"])
        #expect(r.status == 2)
        #expect(r.stderr.contains("\(outside.path): outside the project root \(t.path)"), "\(r.stderr)")
    }

    // MARK: - Watching PATHs

    /// `xibgen PATH…` watches exactly those (a folder and a file here), inside the project root,
    /// honouring `exclude`, whatever the configured roots.
    func watchesOnlyThePathsGiven(_ extra: [String]) throws {
        let t = Tree()
        t.write("xibgen.yml", "roots: [App]\nexclude: [Legacy]\n")
        t.write("App/Screens/Home.xib", Self.xib("home"))
        t.write("App/Screens/Legacy/Old.xib", Self.xib("old"))
        t.write("App/Other/Side.xib", Self.xib("side"))
        t.write("App/One.xib", Self.xib("one"))
        t.write("Tools/Outside.xib", Self.xib("outside"))  // not under a configured root, but named
        let w = try Watch(t, extra + ["App/Screens", "Tools/Outside.xib"])
        #expect(w.waitForStartup(), "\(w.stderr)")
        #expect(w.stdout.contains("(paths: App/Screens, Tools/Outside.xib)"), "\(w.stdout)")
        // The start-up sync covers the paths only.
        #expect(t.exists("App/Screens/Home.generated.swift"))
        #expect(t.exists("Tools/Outside.generated.swift"))
        #expect(!t.exists("App/Other/Side.generated.swift"))
        #expect(!t.exists("App/One.generated.swift"))
        #expect(!t.exists("App/Screens/Legacy/Old.generated.swift"))

        Self.atomicSave(t, "App/Screens/Home.xib", Self.xib("home2"))
        t.write("App/Screens/New/Added.xib", Self.xib("added"))
        Self.atomicSave(t, "Tools/Outside.xib", Self.xib("outside2"))
        t.write("App/Other/Side.xib", Self.xib("side2"))
        t.write("App/One.xib", Self.xib("one2"))
        t.write("App/Screens/Legacy/Old.xib", Self.xib("old2"))
        t.write("Tools/Sibling.xib", Self.xib("sibling"))
        // Home and Outside once at start-up and once for the save, Added once.
        #expect(w.wait { w.regenerated("App/Screens/Home.generated.swift") == 2 && w.regenerated("App/Screens/New/Added.generated.swift") == 1
            && w.regenerated("Tools/Outside.generated.swift") == 2 }, "\(w.stdout)\n\(w.stderr)")
        usleep(Self.quiet * 2)
        #expect(w.regenerated() == 5, "\(w.stdout)")
        for rel in ["App/Other/Side", "App/One", "App/Screens/Legacy/Old", "Tools/Sibling"] {
            #expect(!t.exists(rel + ".generated.swift"), "\(rel)")
        }
        try FileManager.default.removeItem(atPath: t.path + "/App/Screens/Home.xib")
        #expect(w.wait { w.removed("App/Screens/Home.generated.swift") == 1 }, "\(w.stdout)")
        #expect(w.stop() == 0)
    }

    @Test(.enabled(if: Self.hasInotify, "watch mode uses inotify only on Linux")) func translationsRegenerateOrRecheckTheirDocument() throws {
        let t = Tree()
        t.write("App/Base.lproj/Main.xib", Self.xib("Hello"))
        let w = try Watch(t)
        #expect(w.waitForStartup(), "\(w.stdout)\n\(w.stderr)")
        #expect(w.regenerated("App/Base.lproj/Main.generated.swift") == 1)
        // A first table: the document is localized now, so it is regenerated.
        t.write("App/fr.lproj/Main.strings", "\"aBc-12-xyz.text\" = \"Bonjour\";\n")
        #expect(w.wait { w.regenerated("App/Base.lproj/Main.generated.swift") == 2 }, "\(w.stdout)\n\(w.stderr)")
        #expect(t.read("App/Base.lproj/Main.generated.swift")?.contains(#"NSLocalizedString("aBc-12-xyz.text", tableName: "Main""#) == true)
        // An edited table: re-checked (its stale key reported), the output left as it is.
        t.write("App/fr.lproj/Main.strings", "\"aBc-12-xyz.text\" = \"Salut\";\n\"gOn-e0-000.text\" = \"Parti\";\n")
        #expect(w.wait { (w.stdout + w.stderr).contains("\"gOn-e0-000.text\" (line 2)") }, "\(w.stdout)\n\(w.stderr)")
        #expect(w.regenerated("App/Base.lproj/Main.generated.swift") == 2)
        #expect(w.stop(SIGINT) == 0)
    }

    @Test(.enabled(if: Self.hasInotify, "watch mode uses inotify only on Linux")) func assetCatalogChangesRecheckTheDocuments() throws {
        let t = Tree()
        // A label's text color from the catalog.
        t.write("App/Main.xib", Self.simple.replacingOccurrences(of: "<nil key=\"textColor\"/>", with: "<color key=\"textColor\" name=\"Brand\"/>"))
        t.write("App/Assets.xcassets/Contents.json", "{\"info\":{\"author\":\"xcode\",\"version\":1}}\n")
        t.write("App/Assets.xcassets/Brand.colorset/Contents.json", "{\"colors\":[{\"idiom\":\"universal\"}],\"info\":{\"author\":\"xcode\",\"version\":1}}\n")
        let w = try Watch(t)
        #expect(w.waitForStartup(), "\(w.stdout)\n\(w.stderr)")
        #expect(w.regenerated("App/Main.generated.swift") == 1)
        #expect(!(w.stdout + w.stderr).contains("missing-color") && !(w.stdout + w.stderr).contains("\"Brand\""))
        // The color set deleted: the document is re-checked and the name reported; its code stays.
        try FileManager.default.removeItem(atPath: t.path + "/App/Assets.xcassets/Brand.colorset")
        #expect(w.wait { (w.stdout + w.stderr).contains("the color \"Brand\" (textColor) is in no asset catalog") }, "\(w.stdout)\n\(w.stderr)")
        #expect(w.regenerated("App/Main.generated.swift") == 1)
        #expect(w.stop(SIGINT) == 0)
    }

    @Test(.enabled(if: Self.hasInotify, "watch mode uses inotify only on Linux")) func withAssetSymbolsAnAddedImageSetSwitchesTheOutputToTheSymbol() throws {
        let t = Tree()
        t.write("xibgen.yml", "style:\n  deploymentTarget: 17\n  assetSymbols: true\n")
        t.write("App/Main.xib", Self.simple.replacingOccurrences(of: "            </subviews>", with: """
                            <imageView contentMode="scaleToFill" image="logo" translatesAutoresizingMaskIntoConstraints="NO" id="img-00-001">
                                <rect key="frame" x="0" y="0" width="10" height="10"/>
                            </imageView>
                        </subviews>
            """))
        t.write("App/Assets.xcassets/Contents.json", "{\"info\":{\"author\":\"xcode\",\"version\":1}}\n")
        let w = try Watch(t)
        #expect(w.waitForStartup(), "\(w.stdout)\n\(w.stderr)")
        #expect(w.regenerated("App/Main.generated.swift") == 1)
        #expect(t.read("App/Main.generated.swift")?.contains(#"imageView.image = UIImage(named: "logo")"#) == true)
        // The image set added on disk: the watcher regenerates the document with the symbol.
        t.write("App/Assets.xcassets/logo.imageset/Contents.json", "{\"images\":[{\"idiom\":\"universal\"}],\"info\":{\"author\":\"xcode\",\"version\":1}}\n")
        #expect(w.wait { w.regenerated("App/Main.generated.swift") == 2 }, "\(w.stdout)\n\(w.stderr)")
        #expect(t.read("App/Main.generated.swift")?.contains("imageView.image = UIImage(resource: .logo)") == true)
        // Deleted again: back to the string, and the name is reported.
        try FileManager.default.removeItem(atPath: t.path + "/App/Assets.xcassets/logo.imageset")
        #expect(w.wait { w.regenerated("App/Main.generated.swift") == 3 }, "\(w.stdout)\n\(w.stderr)")
        #expect(t.read("App/Main.generated.swift")?.contains(#"UIImage(named: "logo")"#) == true)
        #expect((w.stdout + w.stderr).contains("the image \"logo\" (image) is in no asset catalog"))
    }

    @Test(.enabled(if: Self.hasInotify, "watch mode uses inotify only on Linux")) func ownerSwiftFilesRegenerateTheDocumentsTheyOwn() throws {
        let t = Tree()
        let owned = Self.simple.replacingOccurrences(
            of: #"<placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>"#,
            with: #"<placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner" customClass="MainViewController" customModule="App"><connections><outlet property="label" destination="aBc-12-xyz" id="o1"/></connections></placeholder>"#)
        #expect(owned != Self.simple)
        t.write("App/Main.xib", owned)
        t.write("App/Other.xib", Self.xib("Other"))
        t.write("App/MainViewController.swift", "import UIKit\nclass MainViewController: UIViewController {\n    @IBOutlet var label: UILabel!\n}\n")
        let w = try Watch(t)
        #expect(w.waitForStartup(), "\(w.stdout)\n\(w.stderr)")
        #expect(w.regenerated("App/Main.generated.swift") == 1 && w.regenerated("App/Other.generated.swift") == 1, "\(w.stdout)")
        // The owner's outlet removed: its document is regenerated with the warning; the other is not touched.
        t.write("App/MainViewController.swift", "import UIKit\nclass MainViewController: UIViewController {}\n")
        #expect(w.wait { w.regenerated("App/Main.generated.swift") == 2 }, "\(w.stdout)\n\(w.stderr)")
        #expect((w.stdout + w.stderr).contains("declares no outlet 'label'"), "\(w.stdout)\n\(w.stderr)")
        // A comment only: the facts are the same, nothing is regenerated.
        t.write("App/MainViewController.swift", "import UIKit\n// A comment.\nclass MainViewController: UIViewController {}\n")
        usleep(Self.quiet * 4)
        #expect(w.regenerated("App/Main.generated.swift") == 2, "\(w.stdout)")
        // The file deleted: the class is unknown again, so the document is regenerated without the warning.
        try FileManager.default.removeItem(atPath: t.path + "/App/MainViewController.swift")
        #expect(w.wait { w.regenerated("App/Main.generated.swift") == 3 }, "\(w.stdout)\n\(w.stderr)")
        #expect(w.regenerated("App/Other.generated.swift") == 1, "\(w.stdout)")
        #expect(w.stop(SIGINT) == 0)
    }

    @Test(.enabled(if: Self.hasInotify, "watch mode uses inotify only on Linux")) func watchesPathsWithInotify() throws {
        try watchesOnlyThePathsGiven([])
    }

    @Test func watchesPathsByPolling() throws {
        try watchesOnlyThePathsGiven(["--poll", "0.1"])
    }
}

extension CLITests.Tree {
    func xibgen(_ args: [String]) throws -> CLITests.Run {
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
        return CLITests.Run(status: p.terminationStatus, stdout: String(decoding: o, as: UTF8.self), stderr: String(decoding: e, as: UTF8.self))
    }
}
