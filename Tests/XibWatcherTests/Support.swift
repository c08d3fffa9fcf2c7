import Foundation
import Testing
import XibPlatform
@testable import XibWatcher

/// A fresh directory tree under /tmp, removed on deinit.
final class TempTree: @unchecked Sendable {
    let root: String

    init(_ label: String = "tree") {
        var template = Array("/tmp/xibwatcher-\(label)-XXXXXX".utf8CString)
        let made = template.withUnsafeMutableBufferPointer { mkdtemp($0.baseAddress!) }
        precondition(made != nil, "mkdtemp failed")
        root = String(decoding: template.dropLast().map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    deinit { try? FileManager.default.removeItem(atPath: root) }

    func path(_ relative: String) -> String { relative.isEmpty ? root : root + "/" + relative }

    /// open(O_CREAT|O_TRUNC) + write + close: an in-place write (IN_CLOSE_WRITE).
    func write(_ relative: String, _ content: String = "<document/>\n") {
        let fd = open(path(relative), O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        precondition(fd >= 0, "open \(relative): \(errno)")
        let handle = FileHandle(fileDescriptor: fd, closeOnDealloc: true)
        handle.write(Data(content.utf8))
        try? handle.close()
    }

    func mkdir(_ relative: String) {
        try! FileManager.default.createDirectory(atPath: path(relative), withIntermediateDirectories: true)
    }

    func remove(_ relative: String) { try! FileManager.default.removeItem(atPath: path(relative)) }

    /// rename(2); `to` may be absolute (outside the tree).
    func move(_ from: String, _ to: String) {
        let src = from.hasPrefix("/") ? from : path(from)
        let dst = to.hasPrefix("/") ? to : path(to)
        precondition(rename(src, dst) == 0, "rename \(src) -> \(dst): \(errno)")
    }
}

/// The backends this platform has: inotify on Linux only (it is compiled only there), polling everywhere.
enum Backend: String, CustomStringConvertible, CaseIterable, Sendable {
    #if os(Linux)
    case inotify
    #endif
    case polling
    var description: String { rawValue }

    func makeWatcher(_ roots: [String], filter: WatchFilter = .xib(configFileNames: ["xibgen.yml"])) -> any FileWatcher {
        switch self {
        #if os(Linux)
        case .inotify: return InotifyWatcher(roots: roots, filter: filter)
        #endif
        case .polling: return PollingWatcher(roots: roots, filter: filter, interval: .milliseconds(50))
        }
    }
}

/// Runs watcher → coalescer and records every batch with its arrival time.
final class Recorder: @unchecked Sendable {
    let watcher: any FileWatcher
    let coalescer: ChangeCoalescer
    let report: WatchStartupReport
    private let recorded = Locked<[(batch: FileChangeBatch, at: ContinuousClock.Instant)]>([])
    private var task: Task<Void, Never>?

    init(_ watcher: any FileWatcher, options: ChangeCoalescer.Options = .init(lockFiles: [])) throws {
        self.watcher = watcher
        let coalescer = ChangeCoalescer(options: options) { [weak watcher] in watcher?.minimumQuietPeriod ?? .zero }
        self.coalescer = coalescer
        report = try watcher.start { coalescer.ingest($0) }
        let recorded = self.recorded
        task = Task.detached {
            while let batch = await coalescer.nextBatch() {
                recorded.withLock { $0.append((batch, ContinuousClock.now)) }
            }
        }
    }

    deinit { stop() }

    func stop() {
        watcher.stop()
        coalescer.finish()
        task?.cancel()
    }

    var batches: [FileChangeBatch] { recorded.withLock { $0.map(\.batch) } }
    var lastArrival: ContinuousClock.Instant? { recorded.withLock { $0.last?.at } }

    /// All batches merged (net effect).
    var merged: FileChangeBatch {
        batches.reduce(into: FileChangeBatch()) { $0.merge($1) }
    }

    func reset() { recorded.withLock { $0.removeAll() } }

    @discardableResult
    func waitUntil(timeout: Duration = .seconds(15), _ condition: (Recorder) -> Bool) async -> Bool {
        let deadline = ContinuousClock.now + timeout
        while ContinuousClock.now < deadline {
            if condition(self) { return true }
            try? await Task.sleep(for: .milliseconds(10))
        }
        return condition(self)
    }

    /// Waits until the net changes equal the expectation, then stays quiet for `settle` to prove
    /// nothing else arrives; returns the final net batch for exact comparison.
    func expect(created: [String] = [], modified: [String] = [], removed: [String] = [],
                timeout: Duration = .seconds(15), settle: Duration = .milliseconds(400),
                sourceLocation: SourceLocation = #_sourceLocation) async {
        func matches(_ r: Recorder) -> Bool {
            let m = r.merged
            return m.created == created.sorted() && m.modified == modified.sorted() && m.removed == removed.sorted()
        }
        await waitUntil(timeout: timeout, matches)
        try? await Task.sleep(for: settle)
        let m = merged
        #expect(m.created == created.sorted(), sourceLocation: sourceLocation)
        #expect(m.modified == modified.sorted(), sourceLocation: sourceLocation)
        #expect(m.removed == removed.sorted(), sourceLocation: sourceLocation)
        #expect(!m.rescanNeeded, "unexpected rescan: \(m.rescanReasons)", sourceLocation: sourceLocation)
        reset()
    }
}

#if os(Linux)
/// Temporarily sets a kernel parameter (`fs/inotify/max_user_watches`); restores it on `restore()` / deinit.
final class KernelKnob: @unchecked Sendable {
    let name: String
    let original: Int?
    private var restored = false

    init(_ name: String) {
        self.name = name
        original = LinuxKernel.parameter(name)
    }

    var isWritable: Bool { original.map { set($0) } ?? false }

    @discardableResult
    func set(_ value: Int) -> Bool { LinuxKernel.setParameter(name, value) }

    func restore() {
        guard !restored, let original else { return }
        restored = true
        set(original)
    }

    deinit { restore() }
}
#endif
