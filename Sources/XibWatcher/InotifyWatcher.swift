#if os(Linux)
import Foundation
import XibPlatform

/// Recursive directory watcher on inotify, through libinotifytools.
///
/// libinotifytools keeps process-global state and is not thread-safe, so every libinotifytools call
/// happens on one dedicated thread owned by this watcher, and only one `InotifyWatcher` can run in a
/// process at a time (`start` throws `.inotifyInUse` otherwise; `AutomaticWatcher` then polls).
///
/// - New directories (created or moved in) get a watch first and are scanned afterwards, so files
///   written before the watch existed are still reported (`mkdir -p a/b/c && echo > a/b/c/x.xib`).
/// - Deleted / moved-out directories lose their watches; the matching files known inside them are
///   reported as removed. Moves inside the tree are removed(old) + created(new).
/// - A deleted (or moved-away) root is re-established when it reappears (checked every 250 ms).
/// - A queue overflow emits `.rescanNeeded` and re-synchronizes watches and the file index.
/// - Running out of watches (ENOSPC) throws (at startup) or emits `.backendFailed` (later) with
///   `WatcherError.watchLimitReached`, naming `fs.inotify.max_user_watches` and its value.
public final class InotifyWatcher: FileWatcher, @unchecked Sendable {
    public let roots: [String]
    public let filter: WatchFilter

    /// State shared between the caller's threads and the inotify thread.
    struct Shared {
        var started = false
        var stopRequested = false
        var pauseReadingUntil: ContinuousClock.Instant?
        var commands: [(InotifyLoop) -> Void] = []
    }

    let shared = Locked(Shared())
    /// Wakes the inotify thread, which waits for the instance's descriptor and this pipe.
    private let wakePipe = WakePipe()
    private let running = DispatchGroup()
    private let threadBox = Locked<Thread?>(nil)

    /// At most one instance may own libinotifytools at a time.
    private static let libraryClaimed = Locked(false)

    public init(roots: [String], filter: WatchFilter) {
        self.roots = FS.normalizeRoots(roots)
        self.filter = filter
    }

    deinit { stop() }

    public func start(_ sink: @escaping @Sendable ([WatcherEvent]) -> Void) throws -> WatchStartupReport {
        let alreadyStarted = shared.withLock { state -> Bool in
            defer { state.started = true }
            return state.started
        }
        precondition(!alreadyStarted, "InotifyWatcher.start called twice")
        for root in roots where !FS.isDirectory(root) {
            throw WatcherError.rootNotFound(root)
        }
        let claimed = Self.libraryClaimed.withLock { claimed -> Bool in
            if claimed { return false }
            claimed = true
            return true
        }
        guard claimed else { throw WatcherError.inotifyInUse }

        let startup = DispatchSemaphore(value: 0)
        let result = Locked<Result<WatchStartupReport, WatcherError>?>(nil)
        let loop = InotifyLoop(roots: roots, filter: filter, sink: sink, wakePipe: wakePipe, shared: shared)
        running.enter()
        let thread = Thread { [running] in
            loop.run { outcome in
                result.withLock { $0 = outcome }
                startup.signal()
            }
            Self.libraryClaimed.withLock { $0 = false }
            running.leave()
        }
        thread.name = "xibgen.inotify"
        thread.stackSize = 4 << 20
        threadBox.withLock { $0 = thread }
        thread.start()
        startup.wait()
        switch result.withLock({ $0 })! {
        case let .success(report):
            return report
        case let .failure(error):
            running.wait()
            throw error
        }
    }

    public func stop() {
        let wasRunning = shared.withLock { state -> Bool in
            defer { state.stopRequested = true }
            return state.started && !state.stopRequested
        }
        if wasRunning { wake() }
        // Wait for the thread to finish (and to release libinotifytools), unless called from it.
        if threadBox.withLock({ $0 }) !== Thread.current {
            running.wait()
        }
    }

    func wake() { wakePipe.wake() }

    /// Runs `body` on the inotify thread and returns its result (tests / diagnostics).
    func performOnLoop<T: Sendable>(_ body: @escaping (InotifyLoop) -> T) -> T? {
        let done = DispatchSemaphore(value: 0)
        let box = Locked<T?>(nil)
        let accepted = shared.withLock { state -> Bool in
            guard state.started, !state.stopRequested else { return false }
            state.commands.append { loop in
                box.withLock { $0 = body(loop) }
                done.signal()
            }
            return true
        }
        guard accepted else { return nil }
        wake()
        guard done.wait(timeout: .now() + 30) == .success else { return nil }
        return box.withLock { $0 }
    }

    /// Directories currently watched (diagnostics and tests).
    public func watchedDirectories() -> [String] {
        performOnLoop { Array($0.dirs.keys).sorted() } ?? []
    }

    /// Testing aid: the inotify thread stops reading events for `duration` (the kernel queue fills up).
    func pauseReading(for duration: Duration) {
        shared.withLock { $0.pauseReadingUntil = ContinuousClock.now + duration }
        wake()
    }
}

/// Everything that runs on the inotify thread. Not thread-safe by design: only that thread touches it.
final class InotifyLoop: @unchecked Sendable {
    struct Dir {
        var wd: Int32
        var inode: UInt64
        var subdirs: Set<String> = []
        /// Names of matching files known to be in this directory.
        var files: Set<String> = []
    }

    static let watchMask: Inotify.Mask = [.create, .delete, .movedFrom, .movedTo, .closeWrite, .modify, .deleteSelf, .moveSelf, .onlyDirectory]

    let roots: [String]
    let rootSet: Set<String>
    let filter: WatchFilter
    let sink: @Sendable ([WatcherEvent]) -> Void
    let wakePipe: WakePipe
    let shared: Locked<InotifyWatcher.Shared>

    var dirs: [String: Dir] = [:]
    var wdToDir: [Int32: String] = [:]
    var missingRoots: Set<String> = []
    var out: [WatcherEvent] = []
    /// Set on the thread, before anything else runs there.
    var inotify: Inotify!
    var inotifyFd: Int32 { inotify?.descriptor ?? -1 }
    var excludedCount = 0
    var queueLimit: Int?

    init(roots: [String], filter: WatchFilter, sink: @escaping @Sendable ([WatcherEvent]) -> Void,
         wakePipe: WakePipe, shared: Locked<InotifyWatcher.Shared>) {
        self.roots = roots
        self.rootSet = Set(roots)
        self.filter = filter
        self.sink = sink
        self.wakePipe = wakePipe
        self.shared = shared
    }

    // MARK: Thread body

    func run(startup: (Result<WatchStartupReport, WatcherError>) -> Void) {
        // The kernel fixes an instance's queue size when it is created.
        queueLimit = LinuxKernel.parameter("fs/inotify/max_queued_events")
        do {
            inotify = try Inotify.initialize()
        } catch {
            let instances = LinuxKernel.parameter("fs/inotify/max_user_instances").map(String.init) ?? "unknown"
            startup(.failure(.inotifyUnavailable(code: error.code, detail: "fs.inotify.max_user_instances = \(instances)")))
            return
        }
        defer { inotify.close() }

        do {
            for root in roots {
                try addTree(root, isRoot: true, report: false)
            }
        } catch {
            startup(.failure(error as? WatcherError ?? .inotifyUnavailable(code: 0, detail: "\(error)")))
            return
        }
        let warnings = out.compactMap { event -> String? in
            if case let .notice(message) = event { return message }
            return nil
        }
        out.removeAll()
        startup(.success(makeReport(warnings: warnings)))

        mainLoop()
    }

    private func mainLoop() {
        while true {
            let (stop, pauseUntil, commands) = shared.withLock { state in
                defer { state.commands.removeAll(); state.pauseReadingUntil = nil }
                return (state.stopRequested, state.pauseReadingUntil, state.commands)
            }
            if stop { return }
            for command in commands { command(self) }
            if let pauseUntil {
                let remaining = ContinuousClock.now.duration(to: pauseUntil)
                if remaining > .zero { Thread.sleep(forTimeInterval: Double(remaining.nanoseconds) / 1e9) }
            }
            do {
                if inotifyFd >= 0 {
                    guard let ready = wakePipe.wait(readable: inotifyFd, timeoutMilliseconds: missingRoots.isEmpty ? -1 : 250) else { return }
                    if ready.readable { try drainEvents() }
                } else if let event = inotify.next(timeoutSeconds: 1) {
                    // Without the descriptor: the library's own wait, one second at most.
                    try handle(wd: event.watch, mask: event.mask, name: event.name)
                    try drainEvents()
                }
                try checkMissingRoots()
            } catch let error as WatcherError {
                out.append(.backendFailed(error))
                flush()
                return
            } catch {
                return
            }
            flush()
        }
    }

    private func drainEvents() throws {
        while let event = inotify.next(timeoutSeconds: 0) {
            try handle(wd: event.watch, mask: event.mask, name: event.name)
            if out.count >= 4096 { flush() }
        }
    }

    private func flush() {
        guard !out.isEmpty else { return }
        let events = out
        out.removeAll(keepingCapacity: true)
        if !shared.withLock({ $0.stopRequested }) {
            sink(events)
        }
    }

    // MARK: Event handling

    func handle(wd: Int32, mask: Inotify.Mask, name: String?) throws {
        if mask.contains(.queueOverflow) {
            try overflow()
            return
        }
        guard let dirPath = wdToDir[wd] else { return }  // watch already dropped by us
        let isRoot = rootSet.contains(dirPath)
        if mask.contains(.ignored) {
            // The kernel dropped the watch (directory deleted, file system unmounted).
            if isRoot { rootGone(dirPath, explicit: false) } else { removeTree(dirPath, explicit: false) }
            return
        }
        guard let name, !name.isEmpty else {
            if isRoot, !mask.isDisjoint(with: [.deleteSelf, .moveSelf]) {
                rootGone(dirPath, explicit: mask.contains(.moveSelf))
            }
            // Non-root directories: the parent's DELETE / MOVED_FROM event handles them.
            return
        }
        let path = PathUtil.join(dirPath, name)
        if mask.contains(.isDirectory) {
            if !mask.isDisjoint(with: [.create, .movedTo]) {
                try addTree(path, isRoot: false, report: true)
            } else if mask.contains(.movedFrom) {
                removeTree(path, explicit: true)
            } else if mask.contains(.delete) {
                removeTree(path, explicit: false)
            }
            return
        }
        guard filter.accepts(file: path) else { return }
        if !mask.isDisjoint(with: [.delete, .movedFrom]) {
            dirs[dirPath]?.files.remove(name)
            out.append(.change(FileChange(.removed, path)))
        } else if !mask.isDisjoint(with: [.create, .movedTo, .closeWrite, .modify]) {
            let isNew = dirs[dirPath]?.files.insert(name).inserted ?? true
            let writerOpen = mask.isDisjoint(with: [.closeWrite, .movedTo])
            out.append(.change(FileChange(isNew ? .created : .modified, path, writerOpen: writerOpen)))
        }
    }

    // MARK: Watches

    /// Watches `path`, THEN scans it: anything created before the watch existed is found by the scan,
    /// anything after produces events. Duplicates are harmless (the coalescer merges them).
    func addTree(_ path: String, isRoot: Bool, report: Bool) throws {
        if dirs[path] != nil { return }
        if !isRoot && filter.isExcludedDirectory(path) {
            excludedCount += 1
            return
        }
        guard let wd = try addWatch(path, isRoot: isRoot) else { return }
        if let other = wdToDir[wd], other != path { return }  // same inode already watched elsewhere
        let inode = FS.inode(path, followSymlinks: isRoot) ?? 0
        dirs[path] = Dir(wd: wd, inode: inode)
        wdToDir[wd] = path
        if !isRoot { dirs[PathUtil.dirname(path)]?.subdirs.insert(PathUtil.basename(path)) }
        guard let entries = FS.list(path) else { return }
        for entry in entries {
            let child = PathUtil.join(path, entry.name)
            if entry.isDirectory {
                try addTree(child, isRoot: false, report: report)
            } else if filter.accepts(file: child) {
                if dirs[path]?.files.insert(entry.name).inserted == true, report {
                    out.append(.change(FileChange(.created, child)))
                }
            }
        }
    }

    /// Returns the watch descriptor, nil if the directory vanished or cannot be watched.
    private func addWatch(_ path: String, isRoot: Bool) throws -> Int32? {
        switch inotify.watch(path, mask: isRoot ? Self.watchMask : Self.watchMask.union(.doNotFollow)) {
        case .success(let wd):
            return wd
        case .failure(.limitReached):
            throw WatcherError.watchLimitReached(path: path, maxUserWatches: LinuxKernel.parameter("fs/inotify/max_user_watches"))
        case .failure(.vanished):
            return nil  // vanished or replaced meanwhile
        case .failure(.other(let code)):
            out.append(.notice("cannot watch \(path): \(SystemError.describe(code))"))
            return nil
        }
    }

    /// Forgets `path` and everything below it, reporting the matching files known there as removed.
    /// `explicit`: the kernel watches still exist (moved away) and must be removed by us.
    func removeTree(_ path: String, explicit: Bool) {
        guard let dir = dirs.removeValue(forKey: path) else { return }
        if wdToDir[dir.wd] == path {
            wdToDir[dir.wd] = nil
            if explicit { inotify.removeWatch(dir.wd) }
        }
        for name in dir.files.sorted() {
            out.append(.change(FileChange(.removed, PathUtil.join(path, name))))
        }
        for sub in dir.subdirs {
            removeTree(PathUtil.join(path, sub), explicit: explicit)
        }
        if !rootSet.contains(path) {
            dirs[PathUtil.dirname(path)]?.subdirs.remove(PathUtil.basename(path))
        }
    }

    private func rootGone(_ root: String, explicit: Bool) {
        removeTree(root, explicit: explicit)
        missingRoots.insert(root)
        out.append(.notice("watch root \(root) disappeared; watching for it to reappear"))
    }

    private func checkMissingRoots() throws {
        for root in missingRoots.sorted() where FS.isDirectory(root) {
            missingRoots.remove(root)
            try addTree(root, isRoot: true, report: true)
        }
    }

    // MARK: Overflow

    private func overflow() throws {
        let limit = queueLimit.map(String.init) ?? "unknown"
        out.append(.rescanNeeded(reason: "inotify event queue overflowed (fs.inotify.max_queued_events = \(limit))"))
        try resync()
    }

    /// Brings watches and the file index back in line with the disk, reporting differences.
    func resync() throws {
        for root in roots where !missingRoots.contains(root) {
            guard let dir = dirs[root], FS.isDirectory(root),
                  FS.inode(root, followSymlinks: true) == dir.inode else {
                rootGone(root, explicit: true)
                continue
            }
            try resyncDirectory(root)
        }
        try checkMissingRoots()
    }

    private func resyncDirectory(_ path: String) throws {
        guard let dir = dirs[path] else { return }
        guard let entries = FS.list(path) else {
            removeTree(path, explicit: true)
            return
        }
        var files = Set<String>()
        var subdirs = Set<String>()
        for entry in entries {
            if entry.isDirectory {
                subdirs.insert(entry.name)
            } else if filter.accepts(file: PathUtil.join(path, entry.name)) {
                files.insert(entry.name)
            }
        }
        for name in dir.files.subtracting(files).sorted() {
            out.append(.change(FileChange(.removed, PathUtil.join(path, name))))
        }
        for name in files.subtracting(dir.files).sorted() {
            out.append(.change(FileChange(.created, PathUtil.join(path, name))))
        }
        dirs[path]?.files = files
        for name in dir.subdirs.subtracting(subdirs) {
            removeTree(PathUtil.join(path, name), explicit: true)
        }
        for name in subdirs.sorted() {
            let child = PathUtil.join(path, name)
            if let known = dirs[child] {
                if FS.inode(child, followSymlinks: false) != known.inode {
                    removeTree(child, explicit: true)
                    try addTree(child, isRoot: false, report: true)
                } else {
                    try resyncDirectory(child)
                }
            } else {
                try addTree(child, isRoot: false, report: true)
            }
        }
    }

    // MARK: Report / helpers

    private func makeReport(warnings: [String]) -> WatchStartupReport {
        var rootReports: [WatchStartupReport.Root] = []
        for root in roots {
            var directories = 0
            var files = 0
            for (path, dir) in dirs where path == root || path.hasPrefix(root + "/") {
                directories += 1
                files += dir.files.count
            }
            rootReports.append(.init(path: root, directories: directories, matchingFiles: files, exists: dirs[root] != nil))
        }
        return WatchStartupReport(backend: .inotify, roots: rootReports,
                                  excludedDirectories: excludedCount, warnings: warnings)
    }
}
#endif
