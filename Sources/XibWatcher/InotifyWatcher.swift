#if canImport(CInotifyTools)
import CInotifyTools
import Foundation
import Glibc
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
/// - `IN_Q_OVERFLOW` emits `.rescanNeeded` and re-synchronizes watches and the file index.
/// - `ENOSPC` from `inotify_add_watch` throws (at startup) or emits `.backendFailed` (later) with
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
    /// Self-pipe: [read end, write end]; the inotify thread polls the read end.
    private let wakePipe: [Int32]
    private let running = DispatchGroup()
    private let threadBox = Locked<Thread?>(nil)

    /// At most one instance may own libinotifytools at a time.
    private static let libraryClaimed = Locked(false)

    public init(roots: [String], filter: WatchFilter) {
        self.roots = FS.normalizeRoots(roots)
        self.filter = filter
        var fds: [Int32] = [-1, -1]
        if pipe(&fds) == 0 {
            for fd in fds {
                _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) | O_NONBLOCK)
                _ = fcntl(fd, F_SETFD, FD_CLOEXEC)
            }
        }
        self.wakePipe = fds
    }

    deinit {
        stop()
        for fd in wakePipe where fd >= 0 { close(fd) }
    }

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
        let loop = InotifyLoop(roots: roots, filter: filter, sink: sink, wakeFd: wakePipe[0], shared: shared)
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

    func wake() {
        var byte: UInt8 = 1
        _ = write(wakePipe[1], &byte, 1)
    }

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

    static let watchMask: UInt32 = UInt32(IN_CREATE | IN_DELETE | IN_MOVED_FROM | IN_MOVED_TO | IN_CLOSE_WRITE
        | IN_MODIFY | IN_DELETE_SELF | IN_MOVE_SELF) | UInt32(IN_ONLYDIR)

    let roots: [String]
    let rootSet: Set<String>
    let filter: WatchFilter
    let sink: @Sendable ([WatcherEvent]) -> Void
    let wakeFd: Int32
    let shared: Locked<InotifyWatcher.Shared>

    var dirs: [String: Dir] = [:]
    var wdToDir: [Int32: String] = [:]
    var missingRoots: Set<String> = []
    var out: [WatcherEvent] = []
    var inotifyFd: Int32 = -1
    var staleCounter = 0
    var excludedCount = 0
    var overflowCount = 0
    var queueLimit: Int?

    init(roots: [String], filter: WatchFilter, sink: @escaping @Sendable ([WatcherEvent]) -> Void,
         wakeFd: Int32, shared: Locked<InotifyWatcher.Shared>) {
        self.roots = roots
        self.rootSet = Set(roots)
        self.filter = filter
        self.sink = sink
        self.wakeFd = wakeFd
        self.shared = shared
    }

    // MARK: Thread body

    func run(startup: (Result<WatchStartupReport, WatcherError>) -> Void) {
        let fdsBefore = LinuxKernel.openDescriptors(linkingTo: "anon_inode:inotify")
        // The kernel fixes an instance's queue size when it is created.
        queueLimit = LinuxKernel.parameter("fs/inotify/max_queued_events")
        guard inotifytools_initialize() != 0 else {
            let err = inotifytools_error()
            let instances = LinuxKernel.parameter("fs/inotify/max_user_instances").map(String.init) ?? "unknown"
            startup(.failure(.inotifyUnavailable(errno: err, detail: "fs.inotify.max_user_instances = \(instances)")))
            return
        }
        defer { inotifytools_cleanup() }
        // libinotifytools does not expose its descriptor; find it so we can poll() it together with
        // the wake-up pipe. If that fails we fall back to the library's 1 s select timeout.
        let newFds = LinuxKernel.openDescriptors(linkingTo: "anon_inode:inotify").subtracting(fdsBefore)
        inotifyFd = newFds.count == 1 ? newFds.first! : -1

        do {
            for root in roots {
                try addTree(root, isRoot: true, report: false)
            }
        } catch {
            startup(.failure(error as? WatcherError ?? .inotifyUnavailable(errno: 0, detail: "\(error)")))
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
        var fds = [pollfd(fd: inotifyFd, events: Int16(POLLIN), revents: 0),
                   pollfd(fd: wakeFd, events: Int16(POLLIN), revents: 0)]
        while true {
            let (stop, pauseUntil, commands) = shared.withLock { state in
                defer { state.commands.removeAll(); state.pauseReadingUntil = nil }
                return (state.stopRequested, state.pauseReadingUntil, state.commands)
            }
            if stop { return }
            for command in commands { command(self) }
            if let pauseUntil {
                let remaining = ContinuousClock.now.duration(to: pauseUntil)
                if remaining > .zero { usleep(UInt32(max(0, remaining.nanoseconds / 1000))) }
            }
            do {
                if inotifyFd >= 0 {
                    fds[0].revents = 0
                    fds[1].revents = 0
                    let timeout: Int32 = missingRoots.isEmpty ? -1 : 250
                    let rc = poll(&fds, 2, timeout)
                    if rc < 0 && errno != EINTR { return }
                    if fds[1].revents != 0 {
                        var scratch = [UInt8](repeating: 0, count: 64)
                        while read(wakeFd, &scratch, scratch.count) > 0 {}
                    }
                    if fds[0].revents != 0 { try drainEvents() }
                } else if let event = inotifytools_next_events(1, 1) {
                    try handle(event)
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
        // timeout 0 = non-blocking (note: inotifytools_next_event(0) would block).
        while let event = inotifytools_next_events(0, 1) {
            try handle(event)
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

    private func handle(_ event: UnsafeMutablePointer<inotify_event>) throws {
        let wd = event.pointee.wd
        let mask = event.pointee.mask
        var name: String?
        if event.pointee.len > 0 {
            let raw = UnsafeRawPointer(event).advanced(by: MemoryLayout<inotify_event>.size)
            name = String(cString: raw.assumingMemoryBound(to: CChar.self))
        }
        try handle(wd: wd, mask: mask, name: name)
    }

    func handle(wd: Int32, mask: UInt32, name: String?) throws {
        if mask & UInt32(IN_Q_OVERFLOW) != 0 {
            try overflow()
            return
        }
        guard let dirPath = wdToDir[wd] else { return }  // watch already dropped by us
        let isRoot = rootSet.contains(dirPath)
        if mask & UInt32(IN_IGNORED) != 0 {
            // The kernel dropped the watch (directory deleted, file system unmounted).
            if isRoot { rootGone(dirPath, explicit: false) } else { removeTree(dirPath, explicit: false) }
            return
        }
        guard let name, !name.isEmpty else {
            if isRoot, mask & UInt32(IN_DELETE_SELF | IN_MOVE_SELF) != 0 {
                rootGone(dirPath, explicit: mask & UInt32(IN_MOVE_SELF) != 0)
            }
            // Non-root directories: the parent's DELETE / MOVED_FROM event handles them.
            return
        }
        let path = PathUtil.join(dirPath, name)
        if mask & UInt32(IN_ISDIR) != 0 {
            if mask & UInt32(IN_CREATE | IN_MOVED_TO) != 0 {
                try addTree(path, isRoot: false, report: true)
            } else if mask & UInt32(IN_MOVED_FROM) != 0 {
                removeTree(path, explicit: true)
            } else if mask & UInt32(IN_DELETE) != 0 {
                removeTree(path, explicit: false)
            }
            return
        }
        guard filter.accepts(file: path) else { return }
        if mask & UInt32(IN_DELETE | IN_MOVED_FROM) != 0 {
            dirs[dirPath]?.files.remove(name)
            out.append(.change(FileChange(.removed, path)))
        } else if mask & UInt32(IN_CREATE | IN_MOVED_TO | IN_CLOSE_WRITE | IN_MODIFY) != 0 {
            let isNew = dirs[dirPath]?.files.insert(name).inserted ?? true
            out.append(.change(FileChange(isNew ? .created : .modified, path)))
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
        let key = path == "/" ? "/" : path + "/"
        // libinotifytools never forgets watches the kernel dropped on its own (deleted directories);
        // a stale entry with the same name would hide the new watch descriptor. Rename it away.
        for _ in 0..<3 {
            let prior = inotifytools_wd_from_filename(key)
            if prior < 0 { break }
            staleCounter += 1
            inotifytools_replace_filename(key, "<stale \(staleCounter)>/")
        }
        var flags = Self.watchMask
        if !isRoot { flags |= UInt32(IN_DONT_FOLLOW) }
        if inotifytools_watch_file(path, Int32(bitPattern: flags)) == 0 {
            let err = inotifytools_error()
            switch err {
            case ENOSPC:
                throw WatcherError.watchLimitReached(
                    path: path, maxUserWatches: LinuxKernel.parameter("fs/inotify/max_user_watches"))
            case ENOENT, ENOTDIR, ELOOP:
                return nil  // vanished or replaced meanwhile
            default:
                out.append(.notice("cannot watch \(path): \(String(cString: strerror(err)))"))
                return nil
            }
        }
        let wd = inotifytools_wd_from_filename(key)
        return wd >= 0 ? wd : nil
    }

    /// Forgets `path` and everything below it, reporting the matching files known there as removed.
    /// `explicit`: the kernel watches still exist (moved away) and must be removed by us.
    func removeTree(_ path: String, explicit: Bool) {
        guard let dir = dirs.removeValue(forKey: path) else { return }
        if wdToDir[dir.wd] == path {
            wdToDir[dir.wd] = nil
            if explicit { _ = inotifytools_remove_watch_by_wd(dir.wd) }
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
        overflowCount += 1
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
