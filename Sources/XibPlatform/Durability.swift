#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
#if os(Linux)
import CFileSync
#endif

/// Getting written files' bytes onto stable storage before they are renamed into place, so a
/// crash or power cut leaves each output old or new, never empty or torn.
///
/// - Linux: one `syncfs(2)` for a batch (it writes back every dirty page of the filesystem and,
///   on filesystems with write barriers, flushes the drive's cache), then `fsync(2)` only for
///   files on another filesystem. `fsync` per file costs a cache flush per file.
/// - Darwin has no `syncfs`, and its `fsync(2)` moves data to the drive without asking the drive
///   to write its cache to permanent storage (fsync(2): "the drive itself may not physically
///   write the data … for quite some time and it may be written in an out-of-order sequence");
///   `fcntl(F_FULLFSYNC)` does the same as `fsync` and then asks the drive to flush all buffered
///   data (fcntl(2)). A full flush per file would cost a drive cache flush per output, so each
///   file is `fsync`ed (host → drive) and the last one of each device is `F_FULLFSYNC`ed, which
///   flushes the drive's cache, earlier files included, before any of the batch is renamed.
///   Filesystems without F_FULLFSYNC (it fails with ENOTSUP on some network filesystems) keep
///   the plain `fsync`. `scripts/bench-durability` times each strategy on the machine it runs
///   on. Not measured on a Mac: this project has none (see README, Platforms).
///
/// On this project's Linux VM (ext4 without a journal, virtio disk) the one `syncfs` of a cold
/// run of 1,475 outputs takes 2–20 ms; creating the files is what costs: 25–80 µs each, and
/// 0.4–0.9 ms each in a directory whose block group had many files deleted in the last minute
/// (ext4 without a journal skips every recently deleted free inode, one buffer lookup each, for
/// every inode it allocates: `recently_deleted()` in perf). No flush strategy changes that.
public enum Durability {
    /// Makes each file durable. `files`: the path to sync and the path named in errors.
    /// Returns the indices that failed, with why.
    public static func makeDurable(_ files: [(path: String, shown: String)]) -> [Int: FileSystemError] {
        guard !files.isEmpty else { return [:] }
        #if os(Linux)
        return makeDurableWithSyncfs(files)
        #else
        return makeDurableWithFullFsync(files)
        #endif
    }

    /// fsync(2) on an already written file; `full`: F_FULLFSYNC where the platform has it.
    static func sync(_ path: String, shown: String, full: Bool = false) throws(FileSystemError) {
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { throw .errno(shown, "cannot fsync") }
        defer { close(fd) }
        #if canImport(Darwin)
        if full, fcntl(fd, F_FULLFSYNC) == 0 { return }
        #endif
        if fsync(fd) != 0 { throw .errno(shown, "cannot fsync") }
    }

    /// fsync(2) on a directory: the names created, renamed or removed in it are on stable storage.
    static func syncDirectory(_ path: String, shown: String) throws(FileSystemError) {
        let fd = open(path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard fd >= 0 else { throw .errno(shown, "cannot fsync its directory") }
        defer { close(fd) }
        if fsync(fd) != 0 { throw .errno(shown, "cannot fsync its directory") }
    }

    /// An open file's data and size on stable storage: fdatasync(2) on Linux, F_FULLFSYNC (else
    /// fsync) on Darwin.
    static func syncData(_ fd: Int32, shown: String) throws(FileSystemError) {
        #if canImport(Darwin)
        if fcntl(fd, F_FULLFSYNC) == 0 { return }
        if fsync(fd) != 0 { throw .errno(shown, "cannot fsync") }
        #else
        if fdatasync(fd) != 0 { throw .errno(shown, "cannot fsync") }
        #endif
    }

    /// The device of each file's directory (a file is on its directory's filesystem), one stat per directory.
    private static func devices(_ files: [(path: String, shown: String)]) -> [UInt64?] {
        var known: [String: UInt64?] = [:]
        return files.map { file in
            let directory = PathUtil.dirname(file.path)
            if let device = known[directory] { return device }
            let device = FileIO.stamp(directory)?.device
            known[directory] = device
            return device
        }
    }

    #if os(Linux)
    private static func makeDurableWithSyncfs(_ files: [(path: String, shown: String)]) -> [Int: FileSystemError] {
        var syncedDevice: UInt64?
        if files.count > 1 {
            let fd = open(PathUtil.dirname(files[0].path), O_RDONLY | O_DIRECTORY | O_CLOEXEC)
            if fd >= 0 {
                var info = stat()
                if xibgen_syncfs(fd) == 0, fstat(fd, &info) == 0 { syncedDevice = UInt64(truncatingIfNeeded: info.st_dev) }
                close(fd)
            }
        }
        let deviceOf = syncedDevice == nil ? Array(repeating: nil, count: files.count) : devices(files)
        var failures: [Int: FileSystemError] = [:]
        for (index, file) in files.enumerated() where syncedDevice == nil || deviceOf[index] != syncedDevice {
            do { try sync(file.path, shown: file.shown) } catch { failures[index] = error }
        }
        return failures
    }
    #else
    private static func makeDurableWithFullFsync(_ files: [(path: String, shown: String)]) -> [Int: FileSystemError] {
        let deviceOf = devices(files)
        var lastOnDevice: [UInt64?: Int] = [:]
        for index in files.indices { lastOnDevice[deviceOf[index]] = index }
        var failures: [Int: FileSystemError] = [:]
        for (index, file) in files.enumerated() {
            do { try sync(file.path, shown: file.shown, full: lastOnDevice[deviceOf[index]] == index) } catch { failures[index] = error }
        }
        return failures
    }
    #endif
}
