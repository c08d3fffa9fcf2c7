import Foundation
import Testing
import XibPlatform
@testable import XibWatcher

@Suite("Coalescer and session")
struct CoalescerAndSessionTests {
    @Test
    func netChangePerPath() {
        var batch = FileChangeBatch()
        batch.merge(FileChange(.created, "/a"))
        batch.merge(FileChange(.modified, "/a"))     // created
        batch.merge(FileChange(.created, "/t"))
        batch.merge(FileChange(.removed, "/t"))      // transient: nothing
        batch.merge(FileChange(.removed, "/b"))
        batch.merge(FileChange(.created, "/b"))      // replaced: modified
        batch.merge(FileChange(.modified, "/c"))
        batch.merge(FileChange(.removed, "/c"))      // removed
        #expect(batch.created == ["/a"])
        #expect(batch.modified == ["/b"])
        #expect(batch.removed == ["/c"])
        #expect(batch.allPaths == ["/a", "/b", "/c"])
    }

    @Test
    func quietPeriodMergesABurstIntoOneBatch() async throws {
        let coalescer = ChangeCoalescer(options: .init(quietPeriod: .milliseconds(50), lockFiles: []))
        for i in 0..<100 {
            coalescer.ingest([.change(FileChange(.created, "/f\(i % 10)")), .change(FileChange(.modified, "/f\(i % 10)"))])
        }
        let batch = await coalescer.nextBatch()
        #expect(batch?.created == (0..<10).map { "/f\($0)" }.sorted())
        #expect(batch?.modified == [])
    }

    @Test
    func maxDelayCapsAContinuousStreamWithoutSplittingAPath() async throws {
        let coalescer = ChangeCoalescer(options: .init(quietPeriod: .milliseconds(100), maxDelay: .milliseconds(300), lockFiles: []))
        let feederDone = FeederFlag()
        let feeder = Task.detached {
            defer { feederDone.set() }
            for i in 0..<60 {  // an event every 20 ms for ~1.2 s: never quiet for 100 ms
                coalescer.ingest([.change(FileChange(.modified, "/f\(i)"))])
                // "/x" is created right around the first cap and written 30 ms later.
                if i == 14 { coalescer.ingest([.change(FileChange(.created, "/x"))]) }
                if i == 15 { coalescer.ingest([.change(FileChange(.modified, "/x"))]) }
                try? await Task.sleep(for: .milliseconds(20))
            }
        }
        var batches: [FileChangeBatch] = []
        let first = await coalescer.nextBatch()
        // The cap (300 ms) must deliver a batch while the ~1.2 s stream is still going;
        // asserting on the stream rather than on wall-clock time keeps this stable on a loaded machine.
        #expect(first != nil)
        #expect(!feederDone.isSet, "the first batch came only after the stream ended: the cap did not fire")
        batches.append(first!)
        await feeder.value
        while let batch = await coalescer.nextBatch() {
            batches.append(batch)
            if Set(batches.flatMap(\.allPaths)).count == 61 { break }
        }
        var seen: [String: Int] = [:]
        for batch in batches { for path in batch.allPaths { seen[path, default: 0] += 1 } }
        #expect(seen.count == 61)
        #expect(seen.values.allSatisfy { $0 == 1 })
        #expect(batches.filter { $0.created == ["/x"] }.count == 1)
        #expect(batches.count >= 3)  // capped, not one batch at the end
        coalescer.finish()
    }

    /// The cap is an hour, so only the writer's close can release the path; the time limit turns a
    /// path that the close does not release into a failure instead of an hour's wait.
    @Test(.timeLimit(.minutes(5)))
    func aPathIsHeldWhileItsWriterHasItOpen() async throws {
        let coalescer = ChangeCoalescer(options: .init(quietPeriod: .milliseconds(30), maxDelay: .seconds(3600), lockFiles: []))
        coalescer.ingest([.change(FileChange(.created, "/open", writerOpen: true)), .change(FileChange(.created, "/closed"))])
        let first = await coalescer.nextBatch()
        #expect(first?.created == ["/closed"], "only the closed file settles: \(String(describing: first))")
        let closed = FeederFlag()
        let closer = Task.detached {
            try? await Task.sleep(for: .milliseconds(300))  // ten quiet periods with the writer still open
            closed.set()
            coalescer.ingest([.change(FileChange(.modified, "/open"))])  // IN_CLOSE_WRITE
        }
        let second = await coalescer.nextBatch()
        #expect(closed.isSet, "the open file was delivered before its writer closed it")
        #expect(second?.created == ["/open"])
        await closer.value
    }

    @Test
    func aWriterThatNeverClosesIsDeliveredAtTheCap() async throws {
        let coalescer = ChangeCoalescer(options: .init(quietPeriod: .milliseconds(20), maxDelay: .milliseconds(200), lockFiles: []))
        coalescer.ingest([.change(FileChange(.modified, "/mapped", writerOpen: true))])
        let batch = await coalescer.nextBatch()
        #expect(batch?.modified == ["/mapped"])
    }

    @Test
    func slowConsumerGetsMergedBatches() async throws {
        let coalescer = ChangeCoalescer(options: .init(quietPeriod: .milliseconds(10), lockFiles: []))
        coalescer.ingest([.change(FileChange(.created, "/a"))])
        try await Task.sleep(for: .milliseconds(100))
        coalescer.ingest([.change(FileChange(.modified, "/a")), .change(FileChange(.created, "/b"))])
        try await Task.sleep(for: .milliseconds(100))
        coalescer.ingest([.rescanNeeded(reason: "test")])
        try await Task.sleep(for: .milliseconds(100))
        let batch = await coalescer.nextBatch()
        #expect(batch?.created == ["/a", "/b"])
        #expect(batch?.rescanReasons == ["test"])
    }

    @Test
    func nextBatchReturnsNilOnCancellationAndFinish() async throws {
        let coalescer = ChangeCoalescer(options: .init(lockFiles: []))
        let waiting = Task { await coalescer.nextBatch() }
        try await Task.sleep(for: .milliseconds(50))
        waiting.cancel()
        #expect(await waiting.value == nil)
        coalescer.finish()
        #expect(await coalescer.nextBatch() == nil)
    }

    @Test
    func gitLockLocatorFollowsWorktreeGitFile() throws {
        let tree = TempTree("git")
        tree.mkdir("main/.git/worktrees/wt")
        tree.mkdir("wt/src")
        tree.write("wt/.git", "gitdir: \(tree.path("main/.git/worktrees/wt"))\n")
        #expect(GitIndexLock.lockFiles(forRoots: [tree.path("wt/src")]) == [tree.path("main/.git/worktrees/wt/index.lock")])
        #expect(GitIndexLock.lockFiles(forRoots: [tree.path("main")]) == [tree.path("main/.git/index.lock")])
    }

    @Test
    func pathNormalization() {
        #expect(PathUtil.standardize("/a//b/./c/../d/") == "/a/b/d")
        #expect(FS.normalizeRoots(["/a/b", "/a", "/c/", "/a/bb"]) == ["/a", "/c"])
        #expect(PathUtil.dirname("/a/b") == "/a")
        #expect(PathUtil.dirname("/a") == "/")
        let filter = WatchFilter.xib(configFileNames: [".xibgen.yml"])
        #expect(filter.accepts(file: "/p/View.xib"))
        #expect(filter.accepts(file: "/p/View.XIB"))
        #expect(filter.accepts(file: "/p/.xibgen.yml"))
        #expect(!filter.accepts(file: "/p/.View.xib"))
        #expect(!filter.accepts(file: "/p/View.generated.swift"))
        #expect(!filter.accepts(file: "/p/View.xib.tmp"))
        #expect(filter.isExcludedDirectory("/p/.git"))
        #expect(filter.isExcludedDirectory("/p/DerivedData"))
        #expect(!filter.isExcludedDirectory("/p/Sources"))
    }

    /// The in-flight handler finishes before `run` returns on a signal.
    @Test
    func signalStopsSessionAfterInFlightHandler() async throws {
        let tree = TempTree()
        let watcher = PollingWatcher(roots: [tree.root], filter: .xib(), interval: .milliseconds(20))
        let session = WatchSession(watcher: watcher, options: .init(quietPeriod: .milliseconds(10)))
        let report = try session.start()
        #expect(report.backend == .polling(intervalMilliseconds: 20))
        let signals = SignalHandler(signals: [SIGUSR2])
        defer { signals.cancel() }
        let handled = Locked<[FileChangeBatch]>([])
        let finishedHandler = Locked(false)
        let runTask = Task {
            try await session.run(stoppingOn: signals) { batch in
                handled.withLock { $0.append(batch) }
                try? await Task.sleep(for: .milliseconds(500))  // slow handler; must not be cut short
                finishedHandler.withLock { $0 = true }
            }
        }
        tree.write("A.xib")
        while handled.withLock({ $0.isEmpty }) { try await Task.sleep(for: .milliseconds(10)) }
        kill(getpid(), SIGUSR2)
        let reason = try await runTask.value
        #expect(reason == .signal(SIGUSR2))
        #expect(finishedHandler.withLock { $0 })
        #expect(handled.withLock { $0.count } == 1)
        #expect(handled.withLock { $0.first?.created } == [tree.path("A.xib")])
        #expect(signals.receivedSignal == SIGUSR2)
    }

    @Test
    func sessionRunEndsOnTaskCancellation() async throws {
        let tree = TempTree()
        let session = WatchSession(watcher: PollingWatcher(roots: [tree.root], filter: .xib(), interval: .milliseconds(20)))
        let runTask = Task { try await session.run { _ in } }
        try await Task.sleep(for: .milliseconds(100))
        runTask.cancel()
        #expect(try await runTask.value == .cancelled)
    }
}

/// Set once by the feeding task; read by the test.
private final class FeederFlag: @unchecked Sendable {
    private let lock = NSLock()
    private var value = false
    func set() { lock.lock(); value = true; lock.unlock() }
    var isSet: Bool { lock.lock(); defer { lock.unlock() }; return value }
}
