import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Thin POSIX helpers: directory listing without following symlinks, lstat snapshots.
enum FS {
    struct Entry {
        var name: String
        var isDirectory: Bool
    }

    /// Lists `path` (without `.`/`..`). Symlinks are reported as non-directories.
    /// Returns nil (with `errno` set) when the directory cannot be opened.
    static func list(_ path: String) -> [Entry]? {
        guard let dir = opendir(path) else { return nil }
        defer { closedir(dir) }
        var entries: [Entry] = []
        while let ent = readdir(dir) {
            let name = withUnsafePointer(to: &ent.pointee.d_name) {
                $0.withMemoryRebound(to: CChar.self, capacity: 256) { String(cString: $0) }
            }
            if name == "." || name == ".." { continue }
            let type = ent.pointee.d_type
            let isDir: Bool
            if type == UInt8(DT_DIR) {
                isDir = true
            } else if type == UInt8(DT_UNKNOWN) {
                isDir = lstatIsDirectory(path + "/" + name)
            } else {
                isDir = false
            }
            entries.append(Entry(name: name, isDirectory: isDir))
        }
        return entries
    }

    static func lstatIsDirectory(_ path: String) -> Bool {
        var st = stat()
        guard lstat(path, &st) == 0 else { return false }
        return (st.st_mode & S_IFMT) == S_IFDIR
    }

    /// Follows symlinks (roots may be symlinks).
    static func isDirectory(_ path: String) -> Bool {
        var st = stat()
        guard stat(path, &st) == 0 else { return false }
        return (st.st_mode & S_IFMT) == S_IFDIR
    }

    static func exists(_ path: String) -> Bool {
        var st = stat()
        return lstat(path, &st) == 0
    }

    static func inode(_ path: String, followSymlinks: Bool) -> UInt64? {
        var st = stat()
        let rc = followSymlinks ? stat(path, &st) : lstat(path, &st)
        guard rc == 0 else { return nil }
        return UInt64(st.st_ino)
    }

    /// Identity + content stamp of a file, for the polling backend.
    struct Stamp: Equatable {
        var inode: UInt64
        var size: Int64
        var mtimeNanos: Int64
        var ctimeNanos: Int64
    }

    static func stamp(_ path: String) -> Stamp? {
        var st = stat()
        guard lstat(path, &st) == 0 else { return nil }
        #if canImport(Darwin)
        let m = st.st_mtimespec, c = st.st_ctimespec
        #else
        let m = st.st_mtim, c = st.st_ctim
        #endif
        return Stamp(
            inode: UInt64(st.st_ino),
            size: Int64(st.st_size),
            mtimeNanos: Int64(m.tv_sec) * 1_000_000_000 + Int64(m.tv_nsec),
            ctimeNanos: Int64(c.tv_sec) * 1_000_000_000 + Int64(c.tv_nsec)
        )
    }

    /// Reads an integer from a file such as `/proc/sys/fs/inotify/max_user_watches`.
    static func readInt(_ path: String) -> Int? {
        guard let text = try? String(contentsOfFile: path, encoding: .utf8) else { return nil }
        return Int(text.trimmingCharacters(in: .whitespacesAndNewlines))
    }
}

/// Lock-protected mutable state.
final class Locked<Value>: @unchecked Sendable {
    private var value: Value
    private let lock = NSLock()

    init(_ value: Value) { self.value = value }

    func withLock<R>(_ body: (inout Value) throws -> R) rethrows -> R {
        lock.lock()
        defer { lock.unlock() }
        return try body(&value)
    }
}

extension Duration {
    var nanoseconds: Int64 {
        let c = components
        return c.seconds * 1_000_000_000 + c.attoseconds / 1_000_000_000
    }

    var milliseconds: Int { Int(nanoseconds / 1_000_000) }
}
