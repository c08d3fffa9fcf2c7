#if os(Linux)
import CInotifyTools
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// inotify(7) through libinotifytools, for the watcher's Linux backend. libinotifytools keeps
/// process-global state and is not thread-safe: one `Inotify` may exist at a time, and it is
/// used from one thread (the watcher makes sure of both).
public final class Inotify {
    /// inotify event and watch flags.
    public struct Mask: OptionSet, Sendable, Hashable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }

        public static let create = Mask(rawValue: UInt32(IN_CREATE))
        public static let delete = Mask(rawValue: UInt32(IN_DELETE))
        public static let movedFrom = Mask(rawValue: UInt32(IN_MOVED_FROM))
        public static let movedTo = Mask(rawValue: UInt32(IN_MOVED_TO))
        public static let closeWrite = Mask(rawValue: UInt32(IN_CLOSE_WRITE))
        public static let modify = Mask(rawValue: UInt32(IN_MODIFY))
        public static let deleteSelf = Mask(rawValue: UInt32(IN_DELETE_SELF))
        public static let moveSelf = Mask(rawValue: UInt32(IN_MOVE_SELF))
        /// Watch flag: only if the path is a directory.
        public static let onlyDirectory = Mask(rawValue: UInt32(IN_ONLYDIR))
        /// Watch flag: do not follow a symlink.
        public static let doNotFollow = Mask(rawValue: UInt32(IN_DONT_FOLLOW))
        /// Event flag: the subject is a directory.
        public static let isDirectory = Mask(rawValue: UInt32(IN_ISDIR))
        /// Event flag: the kernel dropped the watch (directory deleted, filesystem unmounted).
        public static let ignored = Mask(rawValue: UInt32(IN_IGNORED))
        /// Event flag: the event queue overflowed; events were lost.
        public static let queueOverflow = Mask(rawValue: UInt32(IN_Q_OVERFLOW))
    }

    public struct Event: Sendable, Equatable {
        public var watch: Int32
        public var mask: Mask
        /// The entry the event is about, inside the watched directory; nil for the directory itself.
        public var name: String?
    }

    /// Why a watch was not added.
    public enum WatchFailure: Error, Equatable {
        /// ENOSPC: `fs.inotify.max_user_watches` is exhausted.
        case limitReached
        /// The directory vanished or was replaced meanwhile (ENOENT, ENOTDIR, ELOOP).
        case vanished
        case other(errno: Int32)
    }

    /// The instance's descriptor, for poll(2); -1 when it could not be found (then `next` waits
    /// with the library's own timeout).
    public let descriptor: Int32
    private var staleNames = 0
    private var open = true

    private init(descriptor: Int32) { self.descriptor = descriptor }

    /// Creates the instance; throws its errno (EMFILE: `fs.inotify.max_user_instances`).
    public static func initialize() throws(SystemCallFailure) -> Inotify {
        let before = LinuxKernel.openDescriptors(linkingTo: "anon_inode:inotify")
        guard inotifytools_initialize() != 0 else { throw SystemCallFailure(code: inotifytools_error()) }
        // libinotifytools does not expose its descriptor: find the instance it just opened.
        let created = LinuxKernel.openDescriptors(linkingTo: "anon_inode:inotify").subtracting(before)
        return Inotify(descriptor: created.count == 1 ? created.first! : -1)
    }

    /// Watches a directory; its watch descriptor.
    public func watch(_ path: String, mask: Mask) -> Result<Int32, WatchFailure> {
        let key = path == "/" ? "/" : path + "/"
        // libinotifytools never forgets watches the kernel dropped on its own (deleted directories);
        // a stale entry with the same name would hide the new watch descriptor. Rename it away.
        for _ in 0..<3 {
            if inotifytools_wd_from_filename(key) < 0 { break }
            staleNames += 1
            inotifytools_replace_filename(key, "<stale \(staleNames)>/")
        }
        if inotifytools_watch_file(path, Int32(bitPattern: mask.rawValue)) == 0 {
            switch inotifytools_error() {
            case ENOSPC: return .failure(.limitReached)
            case ENOENT, ENOTDIR, ELOOP: return .failure(.vanished)
            case let code: return .failure(.other(errno: code))
            }
        }
        let wd = inotifytools_wd_from_filename(key)
        return wd >= 0 ? .success(wd) : .failure(.vanished)
    }

    public func removeWatch(_ watch: Int32) {
        _ = inotifytools_remove_watch_by_wd(watch)
    }

    /// The next event: nil when none arrives within `timeoutSeconds` (0: do not wait at all).
    public func next(timeoutSeconds: Int) -> Event? {
        // inotifytools_next_events(0, …) returns at once; inotifytools_next_event(0) would block.
        guard let event = inotifytools_next_events(timeoutSeconds, 1) else { return nil }
        var name: String?
        if event.pointee.len > 0 {
            let raw = UnsafeRawPointer(event).advanced(by: MemoryLayout<inotify_event>.size)
            name = String(cString: raw.assumingMemoryBound(to: CChar.self))
        }
        return Event(watch: event.pointee.wd, mask: Mask(rawValue: event.pointee.mask), name: name)
    }

    /// Releases libinotifytools' state and the instance (idempotent).
    public func close() {
        guard open else { return }
        open = false
        inotifytools_cleanup()
    }

    deinit { close() }
}
#endif
