import Foundation
import XibPlatform

/// Settle window: merges backend events per path until the tree has been quiet for `quietPeriod`
/// (default 30 ms), but never longer than `maxDelay` after the first event (default 500 ms) —
/// unless a git operation holds `.git/index.lock`, in which case it waits for the lock to go away
/// (at most `maxLockWait`). Each path appears once per batch, with its net change. A path whose
/// writer still has it open (`FileChange.writerOpen`) is held until it is closed or `maxDelay`
/// has passed since its first event, so a file written slowly is not delivered half-written
/// and then again.
///
/// While the consumer is busy, newly settled changes are merged into the one pending batch, so a
/// slow consumer gets fewer, larger batches instead of a backlog.
public final class ChangeCoalescer: @unchecked Sendable {
    public struct Options: Sendable {
        public var quietPeriod: Duration
        public var maxDelay: Duration
        /// Lock files that postpone delivery while they exist (typically `<repo>/.git/index.lock`).
        /// `nil`: `WatchSession` derives them from the watcher's roots (`GitIndexLock.lockFiles`).
        public var lockFiles: [String]?
        public var lockPollInterval: Duration
        public var maxLockWait: Duration

        public init(quietPeriod: Duration = .milliseconds(30), maxDelay: Duration = .milliseconds(500),
                    lockFiles: [String]? = nil, lockPollInterval: Duration = .milliseconds(20),
                    maxLockWait: Duration = .seconds(10)) {
            self.quietPeriod = quietPeriod
            self.maxDelay = maxDelay
            self.lockFiles = lockFiles
            self.lockPollInterval = lockPollInterval
            self.maxLockWait = maxLockWait
        }
    }

    public let options: Options
    private let lockFiles: [String]
    private let queue = DispatchQueue(label: "xibgen.watcher.coalescer")

    // Only touched on `queue`.
    private struct PendingPath {
        var kind: FileChange.Kind?  // nil: no net change so far (created, then removed)
        var first: DispatchTime
        var last: DispatchTime
        var writerOpen: Bool
    }

    private var pendingPaths: [String: PendingPath] = [:]
    private var pendingOther = FileChangeBatch()  // rescan requests, notices
    private var firstEvent: DispatchTime?
    private var lastEvent: DispatchTime?
    private var lockWaitStarted: DispatchTime?
    /// When the armed timer fires. A deadline can move earlier (a held file's writer closes it), so
    /// an earlier one arms another timer; a timer that fires late finds nothing due and re-arms.
    private var armedAt: DispatchTime?
    private var ready: FileChangeBatch?
    private var waiter: (token: UUID, continuation: CheckedContinuation<FileChangeBatch?, Never>)?
    private var cancelledTokens = Set<UUID>()
    private var finished = false

    private let minimumQuietPeriod: @Sendable () -> Duration

    /// `minimumQuietPeriod`: a floor for the quiet period, asked each time (a watcher's
    /// `minimumQuietPeriod`, which changes when `AutomaticWatcher` falls back to polling).
    public init(options: Options = Options(), minimumQuietPeriod: @escaping @Sendable () -> Duration = { .zero }) {
        self.options = options
        self.lockFiles = options.lockFiles ?? []
        self.minimumQuietPeriod = minimumQuietPeriod
    }

    /// Feeds backend events (any thread). Pass this as the watcher's sink.
    public func ingest(_ events: [WatcherEvent]) {
        guard !events.isEmpty else { return }
        let now = DispatchTime.now()
        queue.async { [self] in
            guard !finished else { return }
            for event in events {
                if case let .change(change) = event {
                    if var path = pendingPaths[change.path] {
                        path.kind = FileChangeBatch.combine(path.kind, change.kind)
                        path.last = now
                        path.writerOpen = change.writerOpen
                        pendingPaths[change.path] = path
                    } else {
                        pendingPaths[change.path] = PendingPath(kind: change.kind, first: now, last: now, writerOpen: change.writerOpen)
                    }
                } else {
                    pendingOther.merge(event)
                }
            }
            if firstEvent == nil { firstEvent = now }
            lastEvent = now
            armTimer(at: deadline())
        }
    }

    /// The next settled batch; nil once `finish()` was called or the calling task is cancelled.
    public func nextBatch() async -> FileChangeBatch? {
        let token = UUID()
        return await withTaskCancellationHandler {
            await withCheckedContinuation { (continuation: CheckedContinuation<FileChangeBatch?, Never>) in
                queue.async { [self] in
                    if let batch = ready {
                        ready = nil
                        continuation.resume(returning: batch)
                    } else if finished || cancelledTokens.remove(token) != nil {
                        continuation.resume(returning: nil)
                    } else {
                        waiter?.continuation.resume(returning: nil)
                        waiter = (token, continuation)
                    }
                }
            }
        } onCancel: {
            queue.async { [self] in
                if let waiter, waiter.token == token {
                    waiter.continuation.resume(returning: nil)
                    self.waiter = nil
                } else {
                    cancelledTokens.insert(token)
                }
            }
        }
    }

    /// Settled batches as an async sequence (ends after `finish()`).
    public var batches: AsyncStream<FileChangeBatch> {
        AsyncStream { [self] in await nextBatch() }
    }

    /// Stops delivering: pending and future events are dropped, waiters get nil.
    public func finish() {
        queue.sync {
            finished = true
            waiter?.continuation.resume(returning: nil)
            waiter = nil
        }
    }

    // MARK: Timing (on `queue`)

    /// The cap after the first pending event or, sooner, the quiet period after the last event of
    /// a path that can settle (`lastEvent` is nil when every pending path waits for its writer).
    private func deadline() -> DispatchTime {
        let cap = firstEvent! + .nanoseconds(Int(options.maxDelay.nanoseconds))
        guard let lastEvent else { return cap }
        let quietPeriod = max(options.quietPeriod, minimumQuietPeriod())
        return min(lastEvent + .nanoseconds(Int(quietPeriod.nanoseconds)), cap)
    }

    private func armTimer(at time: DispatchTime) {
        if let armedAt, armedAt <= time { return }
        armedAt = time
        queue.asyncAfter(deadline: time) { [self] in
            if armedAt == time { armedAt = nil }
            fire()
        }
    }

    private func fire() {
        guard !finished, firstEvent != nil else { return }
        let now = DispatchTime.now()
        let due = deadline()
        if now < due {
            armTimer(at: due)
            return
        }
        if lockFiles.contains(where: FileIO.exists) {
            if lockWaitStarted == nil { lockWaitStarted = now }
            let waited = now.uptimeNanoseconds - lockWaitStarted!.uptimeNanoseconds
            if waited < UInt64(options.maxLockWait.nanoseconds) {
                armTimer(at: now + .nanoseconds(Int(options.lockPollInterval.nanoseconds)))
                return
            }
        }
        // Deliver every path that has settled (quiet for the quiet period, or pending for longer
        // than the cap). Paths still being written when the cap hits stay for the next batch, so a
        // file's CREATE and CLOSE_WRITE are never split across batches.
        let quietNanos = UInt64(max(options.quietPeriod, minimumQuietPeriod()).nanoseconds)
        let capNanos = UInt64(options.maxDelay.nanoseconds)
        let nowNanos = now.uptimeNanoseconds
        var batch = pendingOther
        pendingOther = FileChangeBatch()
        var nextFirst: DispatchTime?
        var nextLast: DispatchTime?
        for (path, pending) in pendingPaths {
            let quietFor = nowNanos &- pending.last.uptimeNanoseconds
            let pendingFor = nowNanos &- pending.first.uptimeNanoseconds
            let settled = quietFor >= quietNanos && !pending.writerOpen
            if settled || pendingFor >= capNanos || lockWaitStarted != nil {
                if let kind = pending.kind { batch.merge(FileChange(kind, path)) }
                pendingPaths[path] = nil
            } else {
                nextFirst = min(nextFirst ?? pending.first, pending.first)
                // A quiet path held for its writer waits for the writer's next event or the cap.
                if quietFor < quietNanos { nextLast = max(nextLast ?? pending.last, pending.last) }
            }
        }
        firstEvent = nextFirst
        lastEvent = nextLast
        lockWaitStarted = nil
        deliver(batch)
        if firstEvent != nil { armTimer(at: deadline()) }
    }

    private func deliver(_ batch: FileChangeBatch) {
        var merged = ready ?? FileChangeBatch()
        merged.merge(batch)
        guard !merged.isEmpty else {
            ready = nil
            return
        }
        if let waiter {
            self.waiter = nil
            ready = nil
            waiter.continuation.resume(returning: merged)
        } else {
            ready = merged
        }
    }
}

/// Finds the `index.lock` files of the git repositories containing the watched roots.
public enum GitIndexLock {
    /// For each root: walk up to the first `.git` (directory, or file with `gitdir: …` for worktrees
    /// and submodules) and return `<gitdir>/index.lock`.
    public static func lockFiles(forRoots roots: [String]) -> [String] {
        var result: [String] = []
        for root in roots {
            var dir = PathUtil.standardize(root)
            while true {
                let dotGit = PathUtil.join(dir, ".git")
                if FS.isDirectory(dotGit) {
                    result.append(dotGit + "/index.lock")
                    break
                }
                if let text = try? String(contentsOfFile: dotGit, encoding: .utf8),
                   let line = text.split(separator: "\n").first(where: { $0.hasPrefix("gitdir:") }) {
                    var gitdir = line.dropFirst("gitdir:".count).trimmingCharacters(in: .whitespaces)
                    if !gitdir.hasPrefix("/") { gitdir = PathUtil.standardize(PathUtil.join(dir, gitdir)) }
                    result.append(PathUtil.join(gitdir, "index.lock"))
                    break
                }
                if dir == "/" { break }
                dir = PathUtil.dirname(dir)
            }
        }
        var seen = Set<String>()
        return result.filter { seen.insert($0).inserted }
    }
}
