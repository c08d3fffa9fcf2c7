#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import CFileSync
import Crypto
import Foundation

/// String path helpers ('/'-separated, no Foundation URLs: discovery is hot).
public enum PathUtil {
    public static func join(_ a: String, _ b: String) -> String {
        if a.isEmpty || a == "." { return b }
        if b.isEmpty || b == "." { return a }
        return a.hasSuffix("/") ? a + b : a + "/" + b
    }

    public static func absolute(_ path: String, base: String) -> String {
        path.hasPrefix("/") ? path : join(base, path)
    }

    /// Resolves `.` and `..` lexically; keeps a leading `/`.
    public static func normalize(_ path: String) -> String {
        if isNormal(path) { return path }
        let isAbs = path.hasPrefix("/")
        var parts: [Substring] = []
        for part in path.split(separator: "/", omittingEmptySubsequences: true) {
            if part == "." { continue }
            if part == "..", let last = parts.last, last != ".." { parts.removeLast(); continue }
            if part == "..", isAbs { continue }
            parts.append(part)
        }
        let joined = parts.joined(separator: "/")
        if isAbs { return "/" + joined }
        return joined.isEmpty ? "." : joined
    }

    /// Whether `normalize` would return `path` unchanged: not empty, no empty, `.` or `..`
    /// component, no trailing `/` (but `/` itself). A byte scan: the outputs' paths are
    /// normalised once per file, and splitting them costs ~50,000 instructions.
    static func isNormal(_ path: String) -> Bool {
        var path = path
        return path.withUTF8 { bytes in
            guard !bytes.isEmpty else { return false }
            if bytes.count == 1 { return bytes[0] != UInt8(ascii: ".") }
            let slash = UInt8(ascii: "/"), dot = UInt8(ascii: ".")
            var start = bytes[0] == slash ? 1 : 0
            while start <= bytes.count {
                var end = start
                while end < bytes.count, bytes[end] != slash { end += 1 }
                let length = end - start
                if length == 0 { return false }
                if bytes[start] == dot, length == 1 || (length == 2 && bytes[start + 1] == dot) { return false }
                start = end + 1
            }
            return true
        }
    }

    public static func normalizeRelative(_ path: String) -> String { normalize(path) }

    /// `path` relative to `root` (both absolute, normalised), or nil when outside.
    public static func relative(_ path: String, to root: String) -> String? {
        if path == root { return "." }
        let prefix = root == "/" ? "/" : root + "/"
        guard path.hasPrefix(prefix) else { return nil }
        return String(path.dropFirst(prefix.count))
    }

    // Searched in UTF-8: `String.lastIndex(of:)` walks grapheme clusters backwards, ~200
    // instructions per character, and the UTF-8 view's ~25 per byte; the contiguous bytes
    // are scanned directly. `/` is ASCII, so a byte offset is a valid String index.
    public static func basename(_ path: String) -> String {
        guard let i = lastSlash(path) else { return path }
        return String(path[path.utf8.index(path.utf8.startIndex, offsetBy: i + 1)...])
    }

    public static func dirname(_ path: String) -> String {
        guard let i = lastSlash(path) else { return "." }
        if i == 0 { return "/" }
        return String(path[..<path.utf8.index(path.utf8.startIndex, offsetBy: i)])
    }

    /// The UTF-8 offset of the last `/` in `path`.
    private static func lastSlash(_ path: String) -> Int? {
        let scanned: Int?? = path.utf8.withContiguousStorageIfAvailable { bytes in
            var index = bytes.count - 1
            while index >= 0 {
                if bytes[index] == UInt8(ascii: "/") { return index }
                index -= 1
            }
            return nil
        }
        if let scanned { return scanned }
        return path.utf8.lastIndex(of: UInt8(ascii: "/")).map { path.utf8.distance(from: path.utf8.startIndex, to: $0) }
    }
}

public enum SHA256Hex {
    public static func of(_ bytes: [UInt8]) -> String {
        hex(SHA256.hash(data: bytes))
    }

    public static func of(bytes: ArraySlice<UInt8>) -> String {
        var h = SHA256()
        bytes.withUnsafeBytes { h.update(bufferPointer: $0) }
        return hex(h.finalize())
    }

    private static let digits: [UInt8] = Array("0123456789abcdef".utf8)

    static func hex(_ digest: SHA256.Digest) -> String {
        var out = [UInt8]()
        out.reserveCapacity(64)
        for b in digest {
            out.append(digits[Int(b >> 4)])
            out.append(digits[Int(b & 0xF)])
        }
        return String(decoding: out, as: UTF8.self)
    }
}

/// `stat` facts used for memoisation.
public struct FileStamp: Hashable, Sendable {
    public var size: Int64
    public var mtimeNanos: Int64
    public var inode: UInt64
    public var isDirectory: Bool
    public var isRegular: Bool
    public var mode: UInt32

    init(_ st: stat) {
        let type = st.st_mode & S_IFMT
        self.init(
            size: Int64(st.st_size), mtimeNanos: Int64(st.st_mtim.tv_sec) * 1_000_000_000 + Int64(st.st_mtim.tv_nsec),
            inode: UInt64(st.st_ino), isDirectory: type == S_IFDIR, isRegular: type == S_IFREG, mode: UInt32(st.st_mode & 0o7777))
    }

    public init(size: Int64, mtimeNanos: Int64, inode: UInt64, isDirectory: Bool, isRegular: Bool, mode: UInt32) {
        self.size = size
        self.mtimeNanos = mtimeNanos
        self.inode = inode
        self.isDirectory = isDirectory
        self.isRegular = isRegular
        self.mode = mode
    }
}

public struct FileSystemError: Error, CustomStringConvertible, Sendable {
    public var path: String
    public var message: String
    public init(_ path: String, _ message: String) {
        self.path = path
        self.message = message
    }
    public var description: String { "\(path): \(message)" }

    static func errno(_ path: String, _ what: String) -> FileSystemError {
        FileSystemError(path, "\(what): \(String(cString: strerror(Glibc.errno)))")
    }
}

public enum FileIO {
    /// `stat` following symlinks; nil when missing.
    public static func stamp(_ path: String) -> FileStamp? {
        var st = stat()
        guard stat(path, &st) == 0 else { return nil }
        return FileStamp(st)
    }

    public static func exists(_ path: String) -> Bool {
        var st = stat()
        return lstat(path, &st) == 0
    }

    public static func read(_ path: String) throws(FileSystemError) -> [UInt8] {
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { throw .errno(path, "cannot read") }
        defer { close(fd) }
        var st = stat()
        let size = fstat(fd, &st) == 0 ? Int(st.st_size) : 0
        return try read(fd, size: size, path: path)
    }

    /// A regular file's bytes and its stamp, taken from the open file: one `open` instead of a
    /// `stat` and an `open` when the stamp is needed anyway. Not regular (a directory, a FIFO,
    /// which O_NONBLOCK keeps from blocking the open) throws.
    public static func readRegular(_ path: String) throws(FileSystemError) -> (bytes: [UInt8], stamp: FileStamp) {
        let fd = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
        guard fd >= 0 else { throw .errno(path, "cannot read") }
        defer { close(fd) }
        var st = stat()
        guard fstat(fd, &st) == 0 else { throw .errno(path, "cannot read") }
        let stamp = FileStamp(st)
        guard stamp.isRegular else { throw FileSystemError(path, "cannot read: not a regular file") }
        return (try read(fd, size: Int(stamp.size), path: path), stamp)
    }

    /// Reads `fd` to its end, straight into the result when `size` (from fstat) is right: a read
    /// that returns exactly `size` bytes of a `size + 1` request has met the end. Files that grew
    /// or report no size are read on in chunks.
    private static func read(_ fd: Int32, size: Int, path: String) throws(FileSystemError) -> [UInt8] {
        let capacity = size > 0 ? size + 1 : 64 * 1024
        var filled = 0
        var result = try [UInt8](unsafeUninitializedCapacity: capacity) { storage, count throws(FileSystemError) in
            while filled < storage.count {
                let n = Glibc.read(fd, storage.baseAddress! + filled, storage.count - filled)
                if n < 0 {
                    if Glibc.errno == EINTR { continue }
                    count = filled
                    throw .errno(path, "cannot read")
                }
                if n == 0 { break }
                filled += n
                if size > 0, filled == size { break }
            }
            count = filled
        }
        if filled < capacity { return result }
        var buffer = [UInt8](repeating: 0, count: 64 * 1024)
        while true {
            let n = buffer.withUnsafeMutableBytes { Glibc.read(fd, $0.baseAddress, $0.count) }
            if n < 0 {
                if Glibc.errno == EINTR { continue }
                throw .errno(path, "cannot read")
            }
            if n == 0 { break }
            result.append(contentsOf: buffer[0..<n])
        }
        return result
    }

    public static func mkdirs(_ path: String) throws(FileSystemError) {
        if let s = stamp(path) {
            if s.isDirectory { return }
            throw FileSystemError(path, "exists and is not a directory")
        }
        let parent = PathUtil.dirname(path)
        if parent != path, parent != ".", parent != "/" { try mkdirs(parent) }
        if mkdir(path, 0o777) != 0, Glibc.errno != EEXIST { throw .errno(path, "cannot create directory") }
    }

    /// Writes `bytes` to a temporary file beside `path`, fsyncs it, then renames it over `path`:
    /// readers see the old file or the new one, never a partial one. `mode` nil: a new file's
    /// permissions (0666 less the umask). A batch of one (see `WriteBatch`).
    public static func atomicWrite(_ bytes: [UInt8], to path: String, mode: UInt32? = nil) throws(FileSystemError) {
        let batch = WriteBatch()
        try batch.stage(bytes, to: path, mode: mode)
        if let failure = batch.commit()[path] { throw failure }
    }

    /// getpid(2) once: it cannot change (xibgen does not fork).
    private static let processID = getpid()

    /// Writes `bytes` to a new temporary file beside `path` (not yet durable) and returns its path.
    /// `unique` tells this temporary from others of the process; a name that exists anyway (a
    /// killed run with the same process id) is skipped.
    static func writeTemporary(_ bytes: [UInt8], beside path: String, mode: UInt32?, unique: () -> String) throws(FileSystemError) -> String {
        let prefix = PathUtil.join(PathUtil.dirname(path), ".\(PathUtil.basename(path))\(Discovery.temporaryMarker)\(processID)-")
        var tmp = prefix + unique()
        var fd = open(tmp, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o666)
        for _ in 0..<8 where fd < 0 && Glibc.errno == EEXIST {
            tmp = prefix + unique()
            fd = open(tmp, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o666)
        }
        guard fd >= 0 else { throw .errno(path, "cannot write") }
        defer { close(fd) }
        var offset = 0
        while offset < bytes.count {
            let n = bytes.withUnsafeBytes { Glibc.write(fd, $0.baseAddress! + offset, $0.count - offset) }
            if n < 0 {
                if Glibc.errno == EINTR { continue }
                let e = FileSystemError.errno(path, "cannot write")
                unlink(tmp)
                throw e
            }
            offset += n
        }
        // Best effort, as `cp -p`: some filesystems (vfat, some FUSE mounts) refuse modes.
        if let mode { fchmod(fd, mode_t(mode)) }
        return tmp
    }

    /// fsync(2) on an already written file.
    static func syncFile(_ path: String, reportingAs shown: String) throws(FileSystemError) {
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { throw .errno(shown, "cannot fsync") }
        defer { close(fd) }
        if fsync(fd) != 0 { throw .errno(shown, "cannot fsync") }
    }

    /// Files written beside their destinations and made durable together: one `syncfs(2)` for
    /// the batch (fsync per file where there is none, or on another filesystem), then each is
    /// renamed into place. As with `atomicWrite`, readers see the old file or the new one and a
    /// renamed file's bytes are on disk first; a crash before `commit()` leaves the old outputs
    /// and temporary files the next run removes. Outputs appear when their batch commits.
    public final class WriteBatch {
        private var staged: [(temporary: String, path: String)] = []
        /// Temporary names are `<pid>-<tag>-<sequence>`: the tag, drawn once, tells batches
        /// apart; a counter is cheaper than a random number (a system call) per file.
        private let tag = String(UInt32.random(in: 0...UInt32.max), radix: 36)
        private var sequence = 0
        /// Failures of a commit made early to free space, reported by the next `commit()`.
        private var earlierFailures: [String: FileSystemError] = [:]

        public init() {}

        public var count: Int { staged.count }

        /// Writes `bytes` beside `path`. When that fails (a full disk: staged files hold space the
        /// outputs they replace will give back), what is staged is committed and it is tried once more.
        public func stage(_ bytes: [UInt8], to path: String, mode: UInt32? = nil) throws(FileSystemError) {
            do {
                staged.append((try FileIO.writeTemporary(bytes, beside: path, mode: mode, unique: nextName), path))
            } catch {
                guard !staged.isEmpty else { throw error }
                earlierFailures.merge(commitStaged()) { _, later in later }
                staged.append((try FileIO.writeTemporary(bytes, beside: path, mode: mode, unique: nextName), path))
            }
        }

        private func nextName() -> String {
            sequence += 1
            return "\(tag)-\(sequence)"
        }

        /// Makes the staged files durable and renames them into place; the destinations that
        /// failed since the last commit, with why (their temporary files are removed).
        public func commit() -> [String: FileSystemError] {
            var failures = commitStaged()
            failures.merge(earlierFailures) { current, _ in current }
            earlierFailures = [:]
            return failures
        }

        private func commitStaged() -> [String: FileSystemError] {
            defer { staged = [] }
            guard !staged.isEmpty else { return [:] }
            var syncedDevice: UInt64?
            if staged.count > 1 {
                let fd = open(PathUtil.dirname(staged[0].temporary), O_RDONLY | O_DIRECTORY | O_CLOEXEC)
                if fd >= 0 {
                    var info = stat()
                    if xibgen_syncfs(fd) == 0, fstat(fd, &info) == 0 { syncedDevice = UInt64(info.st_dev) }
                    close(fd)
                }
            }
            var failures: [String: FileSystemError] = [:]
            // A temporary file is on its directory's filesystem: stat each directory once, not each file.
            var coveredDirectories: [String: Bool] = [:]
            for (temporary, path) in staged {
                do throws(FileSystemError) {
                    var covered = false
                    if let syncedDevice {
                        let directory = PathUtil.dirname(temporary)
                        if let known = coveredDirectories[directory] {
                            covered = known
                        } else {
                            var info = stat()
                            covered = stat(directory, &info) == 0 && UInt64(info.st_dev) == syncedDevice
                            coveredDirectories[directory] = covered
                        }
                    }
                    if !covered { try FileIO.syncFile(temporary, reportingAs: path) }
                    guard rename(temporary, path) == 0 else { throw FileSystemError.errno(path, "cannot rename into place") }
                } catch {
                    unlink(temporary)
                    failures[path] = error
                }
            }
            return failures
        }
    }

    public static func remove(_ path: String) throws(FileSystemError) {
        if unlink(path) != 0, Glibc.errno != ENOENT { throw .errno(path, "cannot remove") }
    }

    public static func realpath(_ path: String) -> String? {
        guard let p = Glibc.realpath(path, nil) else { return nil }
        defer { free(p) }
        return String(cString: p)
    }
}
