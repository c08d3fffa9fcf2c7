import Foundation
import XibPlatform

/// Watches by polling: every `interval`, the trees are brought up to date (`PolledTree`: a stat
/// per directory and per matching file, a listing only for directories that changed) and the
/// matching files whose stamp (inode, size, mtime, ctime…) changed are reported once they have
/// settled. The portable backend: macOS, network filesystems, containers without inotify.
/// Moves show up as removed(old) + created(new); atomic saves (new inode) as modified.
public final class PollingWatcher: FileWatcher, @unchecked Sendable {
    public let roots: [String]
    public let filter: WatchFilter
    public let interval: Duration

    private let queue = DispatchQueue(label: "xibgen.watcher.polling")
    private static let onQueueKey = DispatchSpecificKey<Bool>()
    // Everything below is only touched on `queue` (or before the timer starts).
    private var timer: DispatchSourceTimer?
    private var tree: PolledTree
    private var polls = 0
    /// Changes seen but not reported yet, because the file changed again at the last poll.
    private var unsettled: [String: (kind: FileChange.Kind, polls: Int)] = [:]
    private var sink: (@Sendable ([WatcherEvent]) -> Void)?
    private let stopped = Locked(false)

    public init(roots: [String], filter: WatchFilter, interval: Duration = .seconds(1)) {
        self.roots = FS.normalizeRoots(roots)
        self.filter = filter
        self.interval = max(interval, .milliseconds(10))
        self.tree = PolledTree(roots: self.roots, filter: filter)
        queue.setSpecific(key: Self.onQueueKey, value: true)
    }

    deinit { stop() }

    /// A change is reported one poll after it is first seen (once the file has settled).
    public var minimumQuietPeriod: Duration { interval * 1.5 }

    public func start(_ sink: @escaping @Sendable ([WatcherEvent]) -> Void) throws -> WatchStartupReport {
        for root in roots where !FS.isDirectory(root) {
            throw WatcherError.rootNotFound(root)
        }
        let intervalNanos = Int(interval.nanoseconds)
        var report: WatchStartupReport!
        queue.sync {
            _ = tree.refresh()
            report = WatchStartupReport(
                backend: .polling(intervalMilliseconds: interval.milliseconds),
                roots: roots.map { root in
                    let counts = tree.counts(under: root)
                    return WatchStartupReport.Root(path: root, directories: counts.directories, matchingFiles: counts.files, exists: true)
                },
                excludedDirectories: tree.excludedCount, warnings: [])
            self.sink = sink
            let timer = DispatchSource.makeTimerSource(queue: queue)
            timer.schedule(deadline: .now() + .nanoseconds(intervalNanos), repeating: .nanoseconds(intervalNanos),
                           leeway: .nanoseconds(intervalNanos / 10))
            timer.setEventHandler { [weak self] in self?.tick() }
            self.timer = timer
            timer.resume()
        }
        return report
    }

    public func stop() {
        stopped.withLock { $0 = true }
        let teardown = {
            self.timer?.cancel()
            self.timer = nil
            self.sink = nil
        }
        // Called from inside the sink (on our queue): tear down in place instead of deadlocking.
        if DispatchQueue.getSpecific(key: Self.onQueueKey) == true { teardown() } else { queue.sync(execute: teardown) }
    }

    /// How many polls a file that keeps changing may be held back before it is reported anyway.
    static let maximumUnsettledPolls = 10

    /// Every this many polls (about a minute), every directory is listed, whatever its stamp says.
    var fullListingPolls: Int { max(1, Int(60_000 / max(1, interval.milliseconds))) }

    private func tick() {
        guard let sink, !stopped.withLock({ $0 }) else { return }
        polls += 1
        let changes = tree.refresh(listingEverything: polls % fullListingPolls == 0).sorted { $0.path < $1.path }
        var events: [WatcherEvent] = []
        var changed = Set<String>()
        for change in changes where change.new == nil {
            changed.insert(change.path)
            // A file created and removed before it settled was never reported: nothing to say.
            if unsettled.removeValue(forKey: change.path)?.kind == .created { continue }
            events.append(.change(FileChange(.removed, change.path)))
        }
        var settled: [FileChange] = []
        for change in changes where change.new != nil {
            changed.insert(change.path)
            // Changed since the last poll: it may still be being written. Hold it until a poll
            // finds it unchanged, so a half-written file is never reported on its own.
            let kind = unsettled[change.path]?.kind ?? (change.old == nil ? .created : .modified)
            let polls = (unsettled[change.path]?.polls ?? 0) + 1
            if polls >= Self.maximumUnsettledPolls {
                unsettled[change.path] = nil
                settled.append(FileChange(kind, change.path))
            } else {
                unsettled[change.path] = (kind, polls)
            }
        }
        for (path, pending) in unsettled where !changed.contains(path) {
            unsettled[path] = nil
            settled.append(FileChange(pending.kind, path))
        }
        events += settled.sorted { $0.path < $1.path }.map(WatcherEvent.change)
        if !events.isEmpty { sink(events) }
    }
}

/// inotify when available, polling otherwise — and polling as the fallback when inotify runs out of
/// watches (`fs.inotify.max_user_watches`), at startup or later, instead of dying.
public final class AutomaticWatcher: FileWatcher, @unchecked Sendable {
    public enum Mode: Sendable {
        /// inotify on Linux, falling back to polling if it is unavailable or runs out of watches.
        case automatic
        /// Always poll.
        case polling
    }

    public let roots: [String]
    public let filter: WatchFilter
    public let mode: Mode
    public let pollingInterval: Duration

    private struct State {
        var active: (any FileWatcher)?
        var sink: (@Sendable ([WatcherEvent]) -> Void)?
        var stopped = false
    }

    private let state = Locked(State())
    private let switchQueue = DispatchQueue(label: "xibgen.watcher.fallback")

    public init(roots: [String], filter: WatchFilter, mode: Mode = .automatic, pollingInterval: Duration = .seconds(1)) {
        self.roots = FS.normalizeRoots(roots)
        self.filter = filter
        self.mode = mode
        self.pollingInterval = pollingInterval
    }

    public var minimumQuietPeriod: Duration { state.withLock { $0.active?.minimumQuietPeriod ?? .zero } }

    /// The backend in use right now.
    public var isPolling: Bool { state.withLock { $0.active is PollingWatcher } }

    public func start(_ sink: @escaping @Sendable ([WatcherEvent]) -> Void) throws -> WatchStartupReport {
        state.withLock { $0.sink = sink }
        var warnings: [String] = []
        #if os(Linux)
        if mode == .automatic {
            let inotify = InotifyWatcher(roots: roots, filter: filter)
            state.withLock { $0.active = inotify }
            do {
                return try inotify.start { [weak self] events in self?.forward(events, from: inotify) }
            } catch let error as WatcherError {
                if case .rootNotFound = error { throw error }
                warnings.append(error.description + " Falling back to polling every \(pollingInterval.milliseconds) ms.")
            }
        }
        #endif
        let polling = PollingWatcher(roots: roots, filter: filter, interval: pollingInterval)
        state.withLock { $0.active = polling }
        var report = try polling.start(sink)
        report.warnings = warnings + report.warnings
        return report
    }

    private func forward(_ events: [WatcherEvent], from watcher: any FileWatcher) {
        var failure: WatcherError?
        var passthrough: [WatcherEvent] = []
        for event in events {
            if case let .backendFailed(error) = event { failure = error } else { passthrough.append(event) }
        }
        let sink = state.withLock { $0.sink }
        if !passthrough.isEmpty { sink?(passthrough) }
        if let failure {
            switchQueue.async { self.fallBack(from: watcher, after: failure) }
        }
    }

    private func fallBack(from watcher: any FileWatcher, after error: WatcherError) {
        watcher.stop()
        guard let sink = state.withLock({ $0.stopped ? nil : $0.sink }) else { return }
        let polling = PollingWatcher(roots: roots, filter: filter, interval: pollingInterval)
        state.withLock { $0.active = polling }
        do {
            _ = try polling.start(sink)
            sink([.notice(error.description + " Switched to polling every \(pollingInterval.milliseconds) ms."),
                  .rescanNeeded(reason: "switched from inotify to polling; changes in between may be missing")])
        } catch {
            sink([.notice("could not fall back to polling: \(error)")])
        }
    }

    public func stop() {
        state.withLock { $0.stopped = true }
        switchQueue.sync {}
        let active = state.withLock { state -> (any FileWatcher)? in
            defer { state.active = nil; state.sink = nil }
            return state.active
        }
        active?.stop()
    }
}
