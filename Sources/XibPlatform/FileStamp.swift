#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// What `stat` says about a file: the facts the pipeline's memo and the polling watcher compare.
public struct FileStamp: Hashable, Sendable {
    public var size: Int64
    public var mtimeNanos: Int64
    /// Status change time: moves with every write, rename into place, chmod or link count change.
    public var ctimeNanos: Int64
    public var inode: UInt64
    public var device: UInt64
    public var isDirectory: Bool
    public var isRegular: Bool
    /// Permission bits (`st_mode & 0o7777`).
    public var mode: UInt32

    public init(size: Int64, mtimeNanos: Int64, ctimeNanos: Int64 = 0, inode: UInt64, device: UInt64 = 0,
                isDirectory: Bool, isRegular: Bool, mode: UInt32) {
        self.size = size
        self.mtimeNanos = mtimeNanos
        self.ctimeNanos = ctimeNanos
        self.inode = inode
        self.device = device
        self.isDirectory = isDirectory
        self.isRegular = isRegular
        self.mode = mode
    }

    init(_ st: stat) {
        // The timestamps' field names differ: `st_mtim` (POSIX 2008, Linux) and `st_mtimespec` (Darwin's
        // <sys/stat.h> without _POSIX_C_SOURCE; `st_mtime` is a macro for its `tv_sec` there).
        #if canImport(Glibc) || canImport(Musl)
        let modified = st.st_mtim, changed = st.st_ctim
        #elseif canImport(Darwin)
        let modified = st.st_mtimespec, changed = st.st_ctimespec
        #endif
        let type = st.st_mode & S_IFMT
        self.init(
            size: Int64(st.st_size),
            mtimeNanos: Int64(modified.tv_sec) * 1_000_000_000 + Int64(modified.tv_nsec),
            ctimeNanos: Int64(changed.tv_sec) * 1_000_000_000 + Int64(changed.tv_nsec),
            inode: UInt64(st.st_ino),
            // dev_t is unsigned on Linux and a signed Int32 on Darwin: keep its bits either way.
            device: UInt64(truncatingIfNeeded: st.st_dev),
            isDirectory: type == S_IFDIR, isRegular: type == S_IFREG,
            mode: UInt32(st.st_mode & 0o7777))
    }
}
