import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Files a rename into place replaces are not freed by the rename.
///
/// A rename over a file drops the replaced file's last name; when nothing holds it open, the
/// rename frees its blocks, and on Linux with online discard (ext4 mounted `discard`, as this
/// project's VM is) freeing issues the discard and waits for the device: a rename over an output
/// that was flushed took 0.3–4 ms (median 3.9 ms), against 0.05 ms over a file held open or
/// linked elsewhere — most of what a pre-commit run of an edited document spent over one whose
/// output was up to date, and a process waits for it at exit wherever it happens. So a
/// `WriteBatch` given a directory to keep them in (the cache directory) first links each
/// destination there under a name of its own (`.xibgen-replaced-<pid>-…`, `keep`); the next
/// run removes those files on a thread of its own while it works (`remove`). A sync's cache files
/// (the memo, the owner-sources cache, their patches, the project-files record written whole) are
/// kept in the cache directory the same way: held open instead, their freeing came at the
/// process's exit (8–23 ms in 3 of 8 runs under strace). Where the link
/// cannot be made (another filesystem, one without hard links), the destination is held open
/// across the rename instead (an `O_PATH` descriptor, `hold`: no read permission needed) and a
/// thread closes it (`release`): the freeing then overlaps the rest of the run.
///
/// Nothing else changes: the rename is the same call, each destination is old or new at any
/// time, and the replaced file keeps no name in the project (a crash leaves at most a kept file
/// in the cache directory, removed by the next run, or one with no name, as a reader holding it
/// open would). On NFS a file held open and replaced is silly-renamed (`.nfsXXXX` beside it)
/// until closed. Linux only: elsewhere freeing is the rename's (Darwin has no `O_PATH`, and
/// nothing here measured its renames).
public enum ReplacedFiles {
    /// The start of a kept file's name in the directory it is kept in.
    public static let keptPrefix = ".xibgen-replaced-"

    /// What `keep` did.
    public enum Keeping: Equatable, Sendable {
        /// The file is linked into the directory: a rename over it frees nothing.
        case kept
        /// Nothing is at the path (a new file): nothing to keep or hold.
        case absent
        /// The file is there and could not be linked (another filesystem, no hard links, not Linux).
        case notKept
    }

    /// Links the file at `path` (the entry itself: a symlink is linked, not its target) into
    /// `directory` as `keptPrefix + name`, creating the directory when missing. A new file (nothing
    /// at `path`) costs the failing link and one `lstat`, and its caller holds nothing either.
    public static func keep(_ path: String, in directory: String, name: String) -> Keeping {
        #if os(Linux)
        let kept = PathUtil.join(directory, keptPrefix + name)
        if link(path, kept) == 0 { return .kept }
        guard SystemError.current == ENOENT else { return .notKept }
        guard FileIO.linkStamp(path) != nil else { return .absent }
        guard mkdir(directory, 0o777) == 0 || SystemError.current == EEXIST else { return .notKept }
        return link(path, kept) == 0 ? .kept : .notKept
        #else
        return .notKept
        #endif
    }

    /// Removes `paths` (kept files an earlier run left) on a thread of its own; wait for it with
    /// `Removal.wait()` (nil: nothing to remove).
    public static func remove(_ paths: [String]) -> Removal? {
        guard !paths.isEmpty else { return nil }
        return Removal(paths)
    }

    /// A removal of kept files under way.
    public final class Removal: @unchecked Sendable {
        private let done = DispatchSemaphore(value: 0)

        init(_ paths: [String]) {
            let thread = Thread { [done] in
                for path in paths { unlink(path) }
                done.signal()
            }
            thread.name = "xibgen-kept-removal"
            thread.start()
        }

        /// Returns once every file is removed (or could not be).
        public func wait() {
            done.wait()
            done.signal()
        }
    }

    /// At most this many held at once (descriptors count against the process's limit); past it a
    /// rename frees what it replaces itself, as before.
    public static let maximumHeld = 64

    private struct State {
        var toClose: [Int32] = []
        /// Descriptors open: held, queued or being closed.
        var open = 0
        /// Released and not yet closed.
        var pending = 0
        /// A test's pause: nothing is closed until it is lifted.
        var paused = false
    }

    private static let state = Locked(State())
    private static let wake = DispatchSemaphore(value: 0)
    private static let idle = NSCondition()

    private static let closer: Void = {
        let thread = Thread {
            while true {
                wake.wait()
                let fds = state.withLock { state -> [Int32] in
                    guard !state.paused else { return [] }
                    defer { state.toClose = [] }
                    return state.toClose
                }
                for fd in fds { close(fd) }
                guard !fds.isEmpty else { continue }
                state.withLock {
                    $0.open -= fds.count
                    $0.pending -= fds.count
                }
                idle.lock()
                idle.broadcast()
                idle.unlock()
            }
        }
        thread.name = "xibgen-replaced-files"
        thread.start()
    }()

    #if os(Linux)
    /// `O_PATH` (open(2)), which Swift's Glibc module leaves out: 010000000 on x86-64 and arm64.
    static let pathOnly: Int32 = 0o10000000
    #endif

    /// Holds the file at `path` (the entry itself, not a symlink's target) so that a rename over it
    /// does not free it; -1 when nothing is there, it cannot be held, or `maximumHeld` are held.
    public static func hold(_ path: String) -> Int32 {
        #if os(Linux)
        guard state.withLock({ state -> Bool in
            guard state.open < maximumHeld else { return false }
            state.open += 1
            return true
        }) else { return -1 }
        let fd = open(path, pathOnly | O_NOFOLLOW | O_CLOEXEC)
        if fd < 0 { state.withLock { $0.open -= 1 } }
        return fd
        #else
        return -1
        #endif
    }

    /// Closes `held` (from `hold`; -1 entries are skipped) on the closing thread.
    public static func release(_ held: [Int32]) {
        let fds = held.filter { $0 >= 0 }
        guard !fds.isEmpty else { return }
        _ = closer
        state.withLock {
            $0.toClose += fds
            $0.pending += fds.count
        }
        wake.signal()
    }

    /// How many descriptors are open: held, or released and not yet closed.
    public static var openCount: Int { state.withLock { $0.open } }

    /// Stops (true) or resumes closing (tests).
    public static func setPaused(_ paused: Bool) {
        state.withLock { $0.paused = paused }
        if !paused {
            _ = closer
            wake.signal()
        }
    }

    /// Waits until every released descriptor is closed, at most `seconds`; whether they are.
    @discardableResult
    public static func waitUntilClosed(seconds: Double = 5) -> Bool {
        let deadline = Date(timeIntervalSinceNow: seconds)
        idle.lock()
        defer { idle.unlock() }
        while state.withLock({ $0.pending > 0 }) {
            if !idle.wait(until: deadline) { return state.withLock { $0.pending == 0 } }
        }
        return true
    }
}
