import Foundation
import Testing
@testable import XibWatcher

/// Real file system, real inotify / polling. Serialized: libinotifytools is process-global.
@Suite("Watcher scenarios", .serialized)
struct WatcherScenarioTests {
    @Test(arguments: Backend.allCases)
    func inPlaceWrite(_ backend: Backend) async throws {
        let tree = TempTree()
        tree.write("A.xib", "one")
        let rec = try Recorder(backend.makeWatcher([tree.root]))
        tree.write("A.xib", "two, longer")
        await rec.expect(modified: [tree.path("A.xib")])
    }

    /// A writer that pauses between writes (an editor flushing in chunks, a slow disk, a loaded
    /// machine) must not get its half-written file delivered first and the whole file again later.
    #if os(Linux)
    @Test
    func aFileStillOpenForWritingIsDeliveredOnceWhenClosed() async throws {
        let tree = TempTree()
        // A cap far beyond the pause: only the close may release the file, however loaded the machine.
        let rec = try Recorder(Backend.inotify.makeWatcher([tree.root]), options: .init(maxDelay: .seconds(60), lockFiles: []))
        let path = tree.path("Slow.xib")
        FileManager.default.createFile(atPath: path, contents: nil)  // IN_CREATE, IN_CLOSE_WRITE
        await rec.expect(created: [path])
        let handle = try #require(FileHandle(forWritingAtPath: path))
        try handle.write(contentsOf: Data("<document>".utf8))  // IN_MODIFY, file still open
        try await Task.sleep(for: .milliseconds(300))  // ten quiet periods
        #expect(rec.batches.isEmpty, "delivered while still open: \(rec.batches)")
        try handle.write(contentsOf: Data("</document>\n".utf8))
        try handle.close()  // IN_CLOSE_WRITE
        await rec.expect(modified: [path])  // in one batch; expect() then forgets it
        try await Task.sleep(for: .milliseconds(200))
        #expect(rec.batches.isEmpty, "delivered again: \(rec.batches)")
    }
    #endif

    @Test(arguments: Backend.allCases)
    func atomicSaveTempThenRename(_ backend: Backend) async throws {
        let tree = TempTree()
        tree.write("A.xib", "one")
        let rec = try Recorder(backend.makeWatcher([tree.root]))
        tree.write("A.xib.sb-4f2a-tmp", "two, longer")
        tree.move("A.xib.sb-4f2a-tmp", "A.xib")
        await rec.expect(modified: [tree.path("A.xib")])
    }

    @Test(arguments: Backend.allCases)
    func createRenameDelete(_ backend: Backend) async throws {
        let tree = TempTree()
        let rec = try Recorder(backend.makeWatcher([tree.root]))
        tree.write("B.xib")
        await rec.expect(created: [tree.path("B.xib")])
        tree.move("B.xib", "C.xib")
        await rec.expect(created: [tree.path("C.xib")], removed: [tree.path("B.xib")])
        tree.remove("C.xib")
        await rec.expect(removed: [tree.path("C.xib")])
        tree.write("xibgen.yml", "output: x")  // config file name matches too
        await rec.expect(created: [tree.path("xibgen.yml")])
    }

    @Test(arguments: Backend.allCases)
    func moveFilesAndDirectoriesInAndOut(_ backend: Backend) async throws {
        let tree = TempTree()
        let outside = TempTree("outside")
        tree.mkdir("sub")
        let rec = try Recorder(backend.makeWatcher([tree.root]))
        outside.write("O.xib")
        tree.move(outside.path("O.xib"), "sub/O.xib")
        await rec.expect(created: [tree.path("sub/O.xib")])
        tree.move("sub/O.xib", outside.path("O.xib"))
        await rec.expect(removed: [tree.path("sub/O.xib")])

        outside.mkdir("pack/inner")
        outside.write("pack/P.xib")
        outside.write("pack/inner/Q.xib")
        tree.move(outside.path("pack"), "sub/pack")
        await rec.expect(created: [tree.path("sub/pack/P.xib"), tree.path("sub/pack/inner/Q.xib")])
        tree.write("sub/pack/inner/Q.xib", "changed")  // the moved-in tree is watched
        await rec.expect(modified: [tree.path("sub/pack/inner/Q.xib")])
        tree.move("sub/pack", outside.path("pack2"))
        await rec.expect(removed: [tree.path("sub/pack/P.xib"), tree.path("sub/pack/inner/Q.xib")])
        outside.write("pack2/inner/Q.xib", "after moving out")  // no longer watched
        try await Task.sleep(for: .milliseconds(300))
        #expect(rec.merged.isEmpty)
    }

    @Test(arguments: Backend.allCases)
    func mkdirDeepThenImmediateWrite(_ backend: Backend) async throws {
        let tree = TempTree()
        let rec = try Recorder(backend.makeWatcher([tree.root]))
        var expected: [String] = []
        for i in 0..<20 {
            tree.mkdir("n\(i)/b/c")
            tree.write("n\(i)/b/c/X.xib")
            expected.append(tree.path("n\(i)/b/c/X.xib"))
        }
        await rec.expect(created: expected)
    }

    @Test(arguments: Backend.allCases)
    func directoryRenameAndDelete(_ backend: Backend) async throws {
        let tree = TempTree()
        tree.mkdir("d/sub")
        tree.write("d/One.xib")
        tree.write("d/sub/Two.xib")
        let rec = try Recorder(backend.makeWatcher([tree.root]))
        tree.move("d", "e")
        await rec.expect(created: [tree.path("e/One.xib"), tree.path("e/sub/Two.xib")],
                         removed: [tree.path("d/One.xib"), tree.path("d/sub/Two.xib")])
        tree.write("e/sub/Two.xib", "edited after rename")
        await rec.expect(modified: [tree.path("e/sub/Two.xib")])
        tree.remove("e")
        await rec.expect(removed: [tree.path("e/One.xib"), tree.path("e/sub/Two.xib")])
    }

    @Test(arguments: Backend.allCases)
    func rootDeletedAndRecreated(_ backend: Backend) async throws {
        let tree = TempTree()
        tree.mkdir("s")
        tree.write("A.xib")
        tree.write("s/B.xib")
        let rec = try Recorder(backend.makeWatcher([tree.root]))
        try FileManager.default.removeItem(atPath: tree.root)
        await rec.expect(removed: [tree.path("A.xib"), tree.path("s/B.xib")])
        tree.mkdir("t")
        tree.write("t/C.xib")
        await rec.expect(created: [tree.path("t/C.xib")])
        tree.write("t/C.xib", "edited")
        await rec.expect(modified: [tree.path("t/C.xib")])
        #if os(Linux)
        if let inotify = rec.watcher as? InotifyWatcher {
            #expect(inotify.watchedDirectories() == [tree.root, tree.path("t")])
        }
        #endif
    }

    @Test(arguments: Backend.allCases)
    func consumerOutputAndTempFilesProduceNothing(_ backend: Backend) async throws {
        let tree = TempTree()
        let rec = try Recorder(backend.makeWatcher([tree.root]))
        tree.write("Foo.generated.swift", "// generated")
        tree.write("Foo.xib.tmp")
        tree.write(".Foo.xib.swp")
        tree.write(".#Foo.xib")
        tree.write("Foo.xib~")
        tree.mkdir(".xibgen/cache")
        tree.write(".xibgen/cache/Foo.xib")
        tree.write("Foo.generated.swift.tmp-123")
        tree.move("Foo.generated.swift.tmp-123", "Foo.generated.swift")
        tree.write("Sentinel.xib")
        await rec.expect(created: [tree.path("Sentinel.xib")])
    }

    #if os(Linux)
    @Test
    func ignorePredicateVetoesMatchingFiles() async throws {
        let tree = TempTree()
        let filter = WatchFilter.files(extensions: ["xib"], ignore: { $0.hasSuffix("Scratch.xib") })
        let rec = try Recorder(InotifyWatcher(roots: [tree.root], filter: filter))
        tree.write("Scratch.xib")
        tree.write("Real.xib")
        await rec.expect(created: [tree.path("Real.xib")])
    }
    #endif

    @Test(arguments: Backend.allCases)
    func excludedDirectoriesAreNotWatched(_ backend: Backend) async throws {
        let tree = TempTree()
        for dir in [".git/objects", ".build/debug", "DerivedData/Build", "vendor/lib", "src"] { tree.mkdir(dir) }
        tree.write("src/Keep.xib")
        tree.write(".build/debug/Old.xib")
        let filter = WatchFilter.xib(excludedPaths: [tree.path("vendor")])
        let rec = try Recorder(backend.makeWatcher([tree.root], filter: filter))
        #expect(rec.report.directoryCount == 2)  // root + src
        #expect(rec.report.matchingFileCount == 1)
        #expect(rec.report.excludedDirectories == 4)
        #if os(Linux)
        if let inotify = rec.watcher as? InotifyWatcher {
            #expect(inotify.watchedDirectories() == [tree.root, tree.path("src")])
        }
        #endif
        tree.write(".git/objects/A.xib")
        tree.write(".build/debug/B.xib")
        tree.write("DerivedData/Build/C.xib")
        tree.write("vendor/lib/D.xib")
        tree.mkdir("src/.build/x")  // created later: also excluded
        tree.write("src/.build/x/E.xib")
        tree.write("src/Sentinel.xib")
        await rec.expect(created: [tree.path("src/Sentinel.xib")])
        #if os(Linux)
        if let inotify = rec.watcher as? InotifyWatcher {
            #expect(inotify.watchedDirectories() == [tree.root, tree.path("src")])
        }
        #endif
    }

    #if os(Linux)
    @Test
    func startupReportCountsDirectoriesAndFiles() throws {
        let tree = TempTree()
        tree.mkdir("a/b")
        tree.mkdir("c")
        tree.write("a/One.xib")
        tree.write("a/b/Two.xib")
        tree.write("c/notes.txt")
        let rec = try Recorder(InotifyWatcher(roots: [tree.root], filter: .xib()))
        #expect(rec.report.backend == .inotify)
        #expect(rec.report.directoryCount == 4)
        #expect(rec.report.matchingFileCount == 2)
        #expect(rec.report.roots.map(\.path) == [tree.root])
        #expect(rec.report.description.contains("Watching 4 directories (2 matching files) with inotify"))
        // The library's descriptor was found, so the thread polls it with the wake-up pipe (no 1 s timeouts).
        #expect((rec.watcher as! InotifyWatcher).performOnLoop { $0.inotifyFd >= 0 } == true)
        let t0 = ContinuousClock.now
        rec.stop()
        #expect(t0.duration(to: .now) < .milliseconds(500))
    }
    #endif

    #if os(Linux)
    @Test
    func rootMovedAwayAndBack() async throws {
        let tree = TempTree()
        let parked = tree.root + "-parked"
        tree.write("A.xib")
        let rec = try Recorder(InotifyWatcher(roots: [tree.root], filter: .xib()))
        tree.move(tree.root, parked)
        await rec.expect(removed: [tree.path("A.xib")])
        try FileManager.default.createDirectory(atPath: parked + "/sub", withIntermediateDirectories: true)
        precondition(rename(parked + "/A.xib", parked + "/sub/A.xib") == 0)
        tree.move(parked, tree.root)  // comes back with its contents rearranged
        await rec.expect(created: [tree.path("sub/A.xib")])
        tree.write("sub/A.xib", "edited")
        await rec.expect(modified: [tree.path("sub/A.xib")])
    }
    #endif

    #if os(Linux)
    @Test
    func renamesInsideTreeWhileWriting() async throws {
        let tree = TempTree()
        let rec = try Recorder(InotifyWatcher(roots: [tree.root], filter: .xib()))
        var expected: [String] = []
        for i in 0..<30 {
            tree.mkdir("tmp\(i)/x")
            tree.write("tmp\(i)/x/Early.xib")
            tree.move("tmp\(i)", "final\(i)")
            tree.write("final\(i)/x/Late.xib")
            expected += [tree.path("final\(i)/x/Early.xib"), tree.path("final\(i)/x/Late.xib")]
        }
        await rec.expect(created: expected)
        #expect((rec.watcher as! InotifyWatcher).watchedDirectories().count == 61)
    }

    // MARK: Bursts
    #endif

    @Test(arguments: Backend.allCases)
    func burstOfThousandFilesReportsEachPathOnce(_ backend: Backend) async throws {
        let tree = TempTree()
        for d in 0..<10 { tree.mkdir("d\(d)") }
        let rec = try Recorder(backend.makeWatcher([tree.root]))
        var expected = Set<String>()
        let start = ContinuousClock.now
        for i in 0..<1000 {
            let rel = "d\(i % 10)/View\(i).xib"
            if backend == .polling {
                // Polling tells a file being written from a written one only by its stamp staying
                // put for one interval: a writer descheduled for longer between its open and its
                // write (a loaded machine) has its empty file reported, then the written one. Save
                // as Xcode does (a temporary, then a rename), so the test is about the burst.
                tree.write(rel + ".saving")
                tree.move(rel + ".saving", rel)
            } else {
                tree.write(rel)
            }
            expected.insert(tree.path(rel))
        }
        let lastWrite = ContinuousClock.now
        let complete = await rec.waitUntil(timeout: .seconds(30)) { Set($0.merged.created) == expected }
        #expect(complete)
        try await Task.sleep(for: .milliseconds(400))
        let batches = rec.batches
        var seen: [String: Int] = [:]
        for batch in batches { for path in batch.allPaths { seen[path, default: 0] += 1 } }
        #expect(Set(seen.keys) == expected)
        #expect(seen.values.allSatisfy { $0 == 1 }, "paths reported more than once: \(seen.filter { $0.value > 1 }.keys.sorted().prefix(5))")
        #expect(batches.allSatisfy { !$0.rescanNeeded })
        if let last = rec.lastArrival {
            print("[bench] \(backend) burst 1000 creates: writes took \(start.duration(to: lastWrite)), "
                + "last batch \(lastWrite.duration(to: last)) after last write, \(batches.count) batches")
        }
    }

    #if os(Linux)
    @Test
    func gitCheckoutBurstWaitsForIndexLockAndReportsEachPathOnce() async throws {
        let tree = TempTree("repo")
        func git(_ args: String...) throws {
            let p = Process()
            p.executableURL = URL(fileURLWithPath: "/usr/bin/git")
            p.arguments = ["-C", tree.root, "-c", "user.name=t", "-c", "user.email=t@t", "-c", "init.defaultBranch=main"] + args
            p.standardOutput = FileHandle.nullDevice
            p.standardError = FileHandle.nullDevice
            try p.run()
            p.waitUntilExit()
            #expect(p.terminationStatus == 0, "git \(args)")
        }
        for d in 0..<10 { tree.mkdir("Views\(d)") }
        for i in 0..<1000 { tree.write("Views\(i % 10)/V\(i).xib", "<v1 \(i)/>") }
        try git("init", "-q")
        try git("add", "-A")
        try git("commit", "-qm", "v1")
        try git("checkout", "-qb", "other")
        for i in 0..<1000 { tree.write("Views\(i % 10)/V\(i).xib", "<v2 \(i)/>") }
        try git("commit", "-qam", "v2")
        try git("checkout", "-q", "main")

        let locks = GitIndexLock.lockFiles(forRoots: [tree.root])
        #expect(locks == [tree.path(".git/index.lock")])
        let rec = try Recorder(InotifyWatcher(roots: [tree.root], filter: .xib()),
                               options: .init(lockFiles: locks))
        let start = ContinuousClock.now
        try git("checkout", "-q", "other")
        let done = ContinuousClock.now
        let expected = Set((0..<1000).map { tree.path("Views\($0 % 10)/V\($0).xib") })
        #expect(await rec.waitUntil(timeout: .seconds(30)) { Set($0.merged.modified) == expected })
        try await Task.sleep(for: .milliseconds(400))
        let batches = rec.batches
        var seen: [String: Int] = [:]
        for batch in batches { for path in batch.allPaths { seen[path, default: 0] += 1 } }
        #expect(Set(seen.keys) == expected)
        #expect(seen.values.allSatisfy { $0 == 1 })
        if let last = rec.lastArrival {
            print("[bench] git checkout of 1000 files: checkout took \(start.duration(to: done)), "
                + "last batch \(done.duration(to: last)) after git exited, \(batches.count) batch(es)")
        }
    }
    #endif

    #if os(Linux)
    @Test
    func indexLockDelaysBatchUntilRemoved() async throws {
        let tree = TempTree()
        tree.mkdir(".git")
        let locks = GitIndexLock.lockFiles(forRoots: [tree.root])
        #expect(locks == [tree.path(".git/index.lock")])
        let rec = try Recorder(InotifyWatcher(roots: [tree.root], filter: .xib()),
                               options: .init(lockFiles: locks))
        tree.write(".git/index.lock", "")
        tree.write("A.xib")
        try await Task.sleep(for: .milliseconds(1200))  // well past the 500 ms cap
        #expect(rec.batches.isEmpty)
        let removedAt = ContinuousClock.now
        tree.remove(".git/index.lock")
        await rec.expect(created: [tree.path("A.xib")], settle: .milliseconds(50))
        print("[bench] batch delivered \(removedAt.duration(to: .now)) after index.lock removal (incl. 50 ms settle)")
    }
    #endif

    #if os(Linux)
    @Test
    func startupOnTwoThousandDirectories() throws {
        let tree = TempTree()
        for i in 0..<2000 {
            tree.mkdir("m\(i / 100)/d\(i)")
            tree.write("m\(i / 100)/d\(i)/V.xib")
        }
        var t0 = ContinuousClock.now
        let inotify = try Recorder(InotifyWatcher(roots: [tree.root], filter: .xib()))
        let inotifyStart = t0.duration(to: .now)
        #expect(inotify.report.directoryCount == 2021)
        #expect(inotify.report.matchingFileCount == 2000)
        inotify.stop()
        t0 = ContinuousClock.now
        let polling = try Recorder(PollingWatcher(roots: [tree.root], filter: .xib()))
        let pollingScan = t0.duration(to: .now)
        #expect(polling.report.directoryCount == 2021)
        print("[bench] startup on 2,021 dirs / 2,000 xibs: inotify \(inotifyStart), one polling scan \(pollingScan)")
    }
    #endif

    #if os(Linux)
    @Test
    func singleEventLatency() async throws {
        let tree = TempTree()
        let rec = try Recorder(InotifyWatcher(roots: [tree.root], filter: .xib()))
        var samples: [Duration] = []
        for i in 0..<10 {
            let t0 = ContinuousClock.now
            tree.write("L\(i).xib")
            #expect(await rec.waitUntil { !$0.batches.isEmpty })
            if let at = rec.lastArrival { samples.append(t0.duration(to: at)) }
            rec.reset()
        }
        samples.sort()
        print("[bench] write → batch latency (30 ms settle): median \(samples[samples.count / 2]), max \(samples.last!)")
    }

    // MARK: Kernel limits
    #endif

    #if os(Linux)
    @Test
    func queueOverflowEmitsRescanAndResyncs() async throws {
        let knob = KernelKnob("fs/inotify/max_queued_events")
        let tree = TempTree()
        tree.mkdir("x")
        let lowered = knob.isWritable && knob.set(64)
        // The queue size is fixed when the inotify instance is created (at start), so restore right after.
        let rec = try Recorder(InotifyWatcher(roots: [tree.root], filter: .xib()))
        knob.restore()
        let inotify = rec.watcher as! InotifyWatcher
        inotify.pauseReading(for: .milliseconds(1500))
        try await Task.sleep(for: .milliseconds(100))
        let count = lowered ? 300 : 20_000  // flood the default 16384-event queue if we cannot lower it
        var expected: [String] = []
        for i in 0..<min(count, 300) {
            tree.write("x/F\(i).xib")
            expected.append(tree.path("x/F\(i).xib"))
        }
        if !lowered { for i in 0..<(count / 2) { tree.write("x/F0.xib", "\(i)") } }
        tree.mkdir("late/dir")  // created while overflowing: must end up watched after the resync
        #expect(await rec.waitUntil(timeout: .seconds(20)) { $0.merged.rescanNeeded })
        #expect(await rec.waitUntil { Set($0.merged.created).isSuperset(of: expected) })
        let reason = rec.merged.rescanReasons.first ?? ""
        #expect(reason.contains("max_queued_events"))
        print("[info] overflow forced by \(lowered ? "lowering max_queued_events to 64" : "flooding"): \(reason)")
        rec.reset()
        tree.write("late/dir/After.xib")
        await rec.expect(created: [tree.path("late/dir/After.xib")])
    }
    #endif

    #if os(Linux)
    @Test
    func watchLimitAtStartupFallsBackToPolling() async throws {
        let knob = KernelKnob("fs/inotify/max_user_watches")
        guard knob.isWritable else {
            print("[info] fs.inotify.max_user_watches not writable; ENOSPC fallback not forced")
            return
        }
        let tree = TempTree()
        for i in 0..<20 { tree.mkdir("d\(i)") }
        let watcher = AutomaticWatcher(roots: [tree.root], filter: .xib(), pollingInterval: .milliseconds(50))
        knob.set(1)
        let rec: Recorder
        do {
            defer { knob.restore() }
            rec = try Recorder(watcher)
        }
        #expect(watcher.isPolling)
        #expect(rec.report.backend == .polling(intervalMilliseconds: 50))
        let warning = rec.report.warnings.joined()
        #expect(warning.contains("fs.inotify.max_user_watches = 1"))
        print("[info] startup warning: \(warning)")
        tree.write("d3/New.xib")
        await rec.expect(created: [tree.path("d3/New.xib")])
    }
    #endif

    #if os(Linux)
    @Test
    func watchLimitAtRuntimeSwitchesToPolling() async throws {
        let knob = KernelKnob("fs/inotify/max_user_watches")
        guard knob.isWritable else {
            print("[info] fs.inotify.max_user_watches not writable; runtime ENOSPC not forced")
            return
        }
        let tree = TempTree()
        tree.mkdir("a")
        let watcher = AutomaticWatcher(roots: [tree.root], filter: .xib(), pollingInterval: .milliseconds(50))
        let rec = try Recorder(watcher)
        #expect(!watcher.isPolling)
        knob.set(1)
        tree.mkdir("a/new/deeper")
        let switched = await rec.waitUntil(timeout: .seconds(10)) { $0.merged.rescanNeeded }
        knob.restore()
        #expect(switched)
        let merged = rec.merged
        #expect(merged.notices.contains { $0.contains("fs.inotify.max_user_watches = 1") && $0.contains("Switched to polling") })
        #expect(await rec.waitUntil { _ in watcher.isPolling })
        rec.reset()
        tree.write("a/new/deeper/Late.xib")
        await rec.expect(created: [tree.path("a/new/deeper/Late.xib")])
    }
    #endif

    #if os(Linux)
    @Test
    func secondInotifyWatcherIsRefusedAndAutomaticFallsBack() async throws {
        let tree = TempTree()
        let first = try Recorder(InotifyWatcher(roots: [tree.root], filter: .xib()))
        #expect(throws: WatcherError.inotifyInUse) {
            _ = try InotifyWatcher(roots: [tree.root], filter: .xib()).start { _ in }
        }
        let auto = AutomaticWatcher(roots: [tree.root], filter: .xib(), pollingInterval: .milliseconds(50))
        let second = try Recorder(auto)
        #expect(auto.isPolling)
        tree.write("Both.xib")
        await first.expect(created: [tree.path("Both.xib")])
        await second.expect(created: [tree.path("Both.xib")])
    }
    #endif

    #if os(Linux)
    @Test
    func missingRootIsAnError() throws {
        #expect(throws: WatcherError.rootNotFound("/nonexistent/xibwatcher")) {
            _ = try InotifyWatcher(roots: ["/nonexistent/xibwatcher"], filter: .xib()).start { _ in }
        }
        #expect(throws: WatcherError.rootNotFound("/nonexistent/xibwatcher")) {
            _ = try PollingWatcher(roots: ["/nonexistent/xibwatcher"], filter: .xib()).start { _ in }
        }
    }
    #endif

}
