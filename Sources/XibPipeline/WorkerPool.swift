import Foundation
import XibPlatform

/// Threads that take item indices in order from a shared counter until the items run out (or
/// the run is cancelled), each with state of its own; results land in their item's slot, so
/// the output order does not depend on the thread count or on scheduling.
struct WorkerPool<Value: Sendable> {
    let count: Int
    let threads: Int
    /// Stack for each thread. The model and generator recurse once per nesting level (at most
    /// `XMLReader.maximumDepth`, about 1 MiB of stack in a debug build), and secondary threads get
    /// only 512 KiB by default on macOS; reserved, not committed, so generous is cheap.
    var stackSize = 16 << 20

    init(count: Int, threads: Int) {
        self.count = count
        self.threads = max(1, min(threads, count))
    }

    /// One thread's view of the pool: the next index to work on, and where results go.
    final class Lane: Sendable {
        fileprivate let next: Locked<Int>
        fileprivate let slots: Locked<[Value?]>
        fileprivate let count: Int
        fileprivate let isCancelled: (@Sendable () -> Bool)?

        fileprivate init(next: Locked<Int>, slots: Locked<[Value?]>, count: Int, isCancelled: (@Sendable () -> Bool)?) {
            self.next = next
            self.slots = slots
            self.count = count
            self.isCancelled = isCancelled
        }

        /// The next item's index; nil when there are none left or the run was cancelled.
        func take() -> Int? {
            if isCancelled?() == true { return nil }
            let index = next.withLock { value -> Int in
                defer { value += 1 }
                return value
            }
            return index < count ? index : nil
        }

        func deliver(_ index: Int, _ result: Value) {
            slots.withLock { $0[index] = result }
        }
    }

    /// Whether one lane may run on the calling thread: the main thread, whose stack (the process's
    /// stack limit, 8 MiB by default on Linux and macOS) is at least `stackSize` / 2.
    var mayRunOnCaller: Bool {
        threads == 1 && Thread.isMainThread && ProcessLimits.mainThreadStackAllows(stackSize / 2)
    }

    /// Runs `body` on every thread and waits for all of them; the results in item order (items
    /// skipped after cancellation have none). One lane called from the main thread runs on it
    /// (`mayRunOnCaller`): a pre-commit run of one document made a thread with a 16 MiB stack
    /// and waited for it, and each hand-over waits for a processor on a busy machine.
    /// `onCaller`: whether one lane runs on the calling thread (tests); nil: `mayRunOnCaller`.
    func run(isCancelled: (@Sendable () -> Bool)? = nil, onCaller: Bool? = nil, _ body: @escaping @Sendable (Lane) -> Void) -> [Value] {
        guard count > 0 else { return [] }
        let lane = Lane(next: Locked(0), slots: Locked(Array(repeating: nil, count: count)), count: count, isCancelled: isCancelled)
        let group = DispatchGroup()
        let onCaller = threads == 1 && (onCaller ?? mayRunOnCaller)
        for _ in 0..<threads where !onCaller {
            group.enter()
            let thread = Thread {
                body(lane)
                group.leave()
            }
            thread.stackSize = stackSize
            thread.start()
        }
        if onCaller { body(lane) }
        group.wait()
        // Moved out of their slots, not copied (a result is a dozen fields to retain and release).
        return lane.slots.withLock { slots in
            var results: [Value] = []
            results.reserveCapacity(slots.count)
            for index in slots.indices {
                if let result = slots[index].take() { results.append(result) }
            }
            return results
        }
    }
}

/// A value computed on a thread of its own while the caller goes on with other work; `value`
/// waits for it. A sync reads its memo this way while it looks at the project's files.
final class Background<Value: Sendable>: @unchecked Sendable {
    // Written once by the thread before `done` is signalled, read only after waiting for it.
    private var result: Value?
    private let done = DispatchSemaphore(value: 0)

    init(_ work: @escaping @Sendable () -> Value) {
        Thread { [self] in
            result = work()
            done.signal()
        }.start()
    }

    /// The value, once computed (waits for the thread; may be asked again).
    var value: Value {
        done.wait()
        defer { done.signal() }
        return result!
    }
}
