import Foundation
import XibPlatform

/// Drives a watcher: backend → `ChangeCoalescer` → your async `handle(batch)`, one batch at a time.
///
/// ```swift
/// let watcher = AutomaticWatcher(roots: [projectDir], filter: .xib(configFileNames: ["xibgen.yml"]))
/// let session = WatchSession(watcher: watcher)
/// print(try session.start())                         // WatchStartupReport
/// let signals = SignalHandler()                      // SIGINT, SIGTERM
/// let reason = try await session.run(stoppingOn: signals) { batch in
///     await pipeline.regenerate(batch.changedPaths, removed: batch.removed, full: batch.rescanNeeded)
/// }
/// // in-flight handler has finished, watcher is stopped: release locks, exit(0)
/// ```
public final class WatchSession: @unchecked Sendable {
    public enum StopReason: Sendable, Equatable {
        case signal(Int32)
        case stopped
        case cancelled
    }

    public let watcher: any FileWatcher
    public let coalescer: ChangeCoalescer

    private struct State {
        var report: WatchStartupReport?
        var stopReason: StopReason?
    }

    private let state = Locked(State())

    /// `options.lockFiles == nil` (default): wait for the `.git/index.lock` of the repositories
    /// containing the watcher's roots.
    public init(watcher: any FileWatcher, options: ChangeCoalescer.Options = .init()) {
        var options = options
        if options.lockFiles == nil {
            options.lockFiles = GitIndexLock.lockFiles(forRoots: watcher.roots)
        }
        self.watcher = watcher
        self.coalescer = ChangeCoalescer(options: options) { [weak watcher] in watcher?.minimumQuietPeriod ?? .zero }
    }

    /// Starts the backend and returns what it watches. Events are buffered until `run` consumes them.
    @discardableResult
    public func start() throws -> WatchStartupReport {
        if let report = state.withLock({ $0.report }) { return report }
        let coalescer = self.coalescer
        let report = try watcher.start { events in coalescer.ingest(events) }
        state.withLock { $0.report = report }
        return report
    }

    /// Calls `handle` with each settled batch until `stop()`, a signal from `signals`, or task
    /// cancellation. A handler in flight when a stop request arrives runs to completion; then the
    /// watcher is stopped and `run` returns, so the caller can release its locks and exit(0).
    /// Starts the watcher first if `start()` was not called.
    public func run(stoppingOn signals: SignalHandler? = nil,
                    _ handle: @Sendable (FileChangeBatch) async -> Void) async throws -> StopReason {
        try start()
        signals?.onSignal { [weak self] signal in self?.requestStop(.signal(signal)) }
        while state.withLock({ $0.stopReason == nil }), let batch = await coalescer.nextBatch() {
            await handle(batch)
        }
        watcher.stop()
        coalescer.finish()
        return state.withLock { state in
            if state.stopReason == nil { state.stopReason = .cancelled }
            return state.stopReason!
        }
    }

    /// Asks `run` to return after the in-flight handler (if any) finishes.
    public func stop() { requestStop(.stopped) }

    private func requestStop(_ reason: StopReason) {
        state.withLock { if $0.stopReason == nil { $0.stopReason = reason } }
        coalescer.finish()
    }
}

/// SIGINT/SIGTERM (or any signals) delivered as values via `DispatchSource.makeSignalSource`,
/// instead of killing the process, so a watch session can finish its current batch and clean up.
public final class SignalHandler: @unchecked Sendable {
    public let signals: [Int32]
    /// A second signal while the first is being handled exits immediately with 128+signal.
    public let exitOnRepeatedSignal: Bool

    private struct State {
        var received: [Int32] = []
        var handlers: [@Sendable (Int32) -> Void] = []
        var waiters: [CheckedContinuation<Int32, Never>] = []
        var sources: [DispatchSourceSignal] = []
        var cancelled = false
    }

    private let state = Locked(State())
    private let queue = DispatchQueue(label: "xibgen.signals")

    public init(signals: [Int32] = [Signals.interrupt, Signals.terminate], exitOnRepeatedSignal: Bool = true) {
        self.signals = signals
        self.exitOnRepeatedSignal = exitOnRepeatedSignal
        var sources: [DispatchSourceSignal] = []
        for sig in signals {
            Signals.ignoreDefaultAction(sig)  // let the dispatch source see it instead of the default action
            let source = DispatchSource.makeSignalSource(signal: sig, queue: queue)
            source.setEventHandler { [weak self] in self?.deliver(sig) }
            source.resume()
            sources.append(source)
        }
        state.withLock { $0.sources = sources }
    }

    deinit { cancel() }

    /// The first signal received, if any.
    public var receivedSignal: Int32? { state.withLock { $0.received.first } }

    /// Registers a handler (called on a private queue; immediately if a signal already arrived).
    public func onSignal(_ handler: @escaping @Sendable (Int32) -> Void) {
        let already = state.withLock { state -> Int32? in
            state.handlers.append(handler)
            return state.received.first
        }
        if let already { queue.async { handler(already) } }
    }

    /// Waits for the first signal.
    public func wait() async -> Int32 {
        await withCheckedContinuation { continuation in
            let already = state.withLock { state -> Int32? in
                if let first = state.received.first { return first }
                state.waiters.append(continuation)
                return nil
            }
            if let already { continuation.resume(returning: already) }
        }
    }

    /// Stops listening and restores the default signal dispositions.
    public func cancel() {
        let sources = state.withLock { state -> [DispatchSourceSignal] in
            guard !state.cancelled else { return [] }
            state.cancelled = true
            return state.sources
        }
        guard !sources.isEmpty else { return }
        for source in sources { source.cancel() }
        for sig in signals { Signals.restoreDefaultAction(sig) }
    }

    private func deliver(_ sig: Int32) {
        let (handlers, waiters, repeated) = state.withLock { state in
            state.received.append(sig)
            defer { state.waiters.removeAll() }
            return (state.handlers, state.waiters, state.received.count > 1)
        }
        if repeated {
            if exitOnRepeatedSignal { Signals.exitNow(128 + sig) }
            return
        }
        for waiter in waiters { waiter.resume(returning: sig) }
        for handler in handlers { handler(sig) }
    }
}
