#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

public struct FileSystemError: Error, CustomStringConvertible, Sendable {
    public var path: String
    /// What failed and why: `cannot read: Permission denied`.
    public var message: String
    /// The operating system's words for the cause (`Permission denied`), or `message` when the
    /// failure was not a system call's.
    public var reason: String

    public init(_ path: String, _ message: String) {
        self.path = path
        self.message = message
        self.reason = message
    }

    public var description: String { "\(path): \(message)" }

    /// `what` failed with the current `errno`.
    static func errno(_ path: String, _ what: String) -> FileSystemError {
        let reason = SystemError.describe(SystemError.current)
        var error = FileSystemError(path, "\(what): \(reason)")
        error.reason = reason
        return error
    }
}

/// `errno` and its text.
public enum SystemError {
    public static var current: Int32 {
        #if canImport(Darwin)
        return Darwin.errno
        #else
        return errno
        #endif
    }

    public static func describe(_ code: Int32) -> String { String(cString: strerror(code)) }
}

/// A system call's errno, with its text.
public struct SystemCallFailure: Error, Sendable, Equatable, CustomStringConvertible {
    public var code: Int32
    public init(code: Int32) { self.code = code }
    public var description: String { SystemError.describe(code) }
}

/// One entry of a directory listing.
public struct DirectoryEntry: Sendable, Equatable {
    public enum Kind: Sendable, Equatable {
        case directory, regular, symbolicLink, other
        /// The filesystem does not report types in listings (some network and FUSE filesystems):
        /// ask `stamp`/`linkStamp`.
        case unknown
    }

    public var name: String
    public var kind: Kind

    public init(name: String, kind: Kind) {
        self.name = name
        self.kind = kind
    }
}

/// An open directory, whose files are looked at by name (`fstatat`): no full path is built and
/// resolved again for each of them.
public final class DirectoryHandle {
    private let descriptor: Int32

    /// Nil when `path` cannot be opened as a directory.
    public init?(_ path: String) {
        let descriptor = open(path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        self.descriptor = descriptor
    }

    deinit { close(descriptor) }

    /// `stat` of the entry `name` (no `/`), following symlinks; nil when missing.
    public func stamp(_ name: String) -> FileStamp? {
        var st = stat()
        guard fstatat(descriptor, name, &st, 0) == 0 else { return nil }
        return FileStamp(st)
    }

    /// `stamp(_:)` of a NUL-terminated name.
    func stamp(cName name: UnsafePointer<CChar>) -> FileStamp? {
        var st = stat()
        guard fstatat(descriptor, name, &st, 0) == 0 else { return nil }
        return FileStamp(st)
    }
}

/// `FileIO.stamp(root + "/" + path)` for root-relative paths asked in an order that keeps a
/// directory's files together (a sync's documents and their outputs, in path order): the
/// directory is opened once and each file `fstatat`ed by its name, so the kernel resolves one
/// component, not the whole path, and no absolute path String is made (20,000 stats of the
/// 10,000-document benchmark tree: 40 -> 33 ms in a C loop). The directory is the one the path
/// names now (opened when first asked for; one replaced since is as a change made after the
/// stat). A path whose directory cannot be opened (no read permission) is stat-ed whole. The
/// last two directories stay open (a document's and its output's, when outputs are mirrored
/// elsewhere). Not thread-safe: one per worker.
public final class DirectoryStamps {
    private let root: String
    /// The root-relative directories open (`[]`: the root), the last used first; nil handle: not openable.
    private var open: [(directory: [UInt8], handle: DirectoryHandle?)] = []

    public init(root: String) {
        self.root = root
    }

    public func stamp(_ path: String) -> FileStamp? {
        let count = path.utf8.count
        let found: FileStamp?? = path.withCString { cPath in
            cPath.withMemoryRebound(to: UInt8.self, capacity: count + 1) { bytes -> FileStamp?? in
                var slash = count - 1
                while slash >= 0, bytes[slash] != UInt8(ascii: "/") { slash -= 1 }
                guard slash < count - 1, slash != 0, strlen(cPath) == count else { return nil }  // a trailing or leading slash, a NUL
                let dir = UnsafeBufferPointer(start: bytes, count: max(slash, 0))
                if let index = open.firstIndex(where: { $0.directory.elementsEqual(dir) }) {
                    if index != 0 { open.swapAt(0, index) }
                } else {
                    let handle = DirectoryHandle(dir.isEmpty ? root : PathUtil.join(root, String(decoding: dir, as: UTF8.self)))
                    open.insert((Array(dir), handle), at: 0)
                    if open.count > 2 { open.removeLast() }
                }
                guard let handle = open[0].handle else { return nil }
                return .some(handle.stamp(cName: cPath + (slash + 1)))
            }
        }
        if case .some(let stamp) = found { return stamp }
        return FileIO.stamp(PathUtil.join(root, path))
    }
}

public enum FileIO {
    /// `stat` following symlinks; nil when missing.
    public static func stamp(_ path: String) -> FileStamp? {
        var st = stat()
        guard stat(path, &st) == 0 else { return nil }
        return FileStamp(st)
    }

    /// `lstat`: a symlink's own stamp; nil when missing.
    public static func linkStamp(_ path: String) -> FileStamp? {
        var st = stat()
        guard lstat(path, &st) == 0 else { return nil }
        return FileStamp(st)
    }

    /// Whether anything (a dangling symlink too) exists at `path`.
    public static func exists(_ path: String) -> Bool {
        var st = stat()
        return lstat(path, &st) == 0
    }

    private static let nameOffset = MemoryLayout<dirent>.offset(of: \dirent.d_name)!

    /// The entries of a directory, without `.` and `..`, in the order the filesystem lists them.
    public static func listDirectory(_ path: String) throws(FileSystemError) -> [DirectoryEntry] {
        guard let directory = opendir(path) else { throw .errno(path, "cannot list directory") }
        defer { closedir(directory) }
        var entries: [DirectoryEntry] = []
        while let entry = readdir(directory) {
            // `d_name` is declared as CChar[256] (Linux) or [1024] (Darwin), but a record is only
            // as long as its name: copying the declared array (`withUnsafeBytes(of:)`) reads past
            // it, and past the end of the mapped buffer for the last record of a full one. The
            // name is read in place, up to its NUL.
            let name = String(cString: UnsafeRawPointer(entry).advanced(by: Self.nameOffset).assumingMemoryBound(to: CChar.self))
            if name == "." || name == ".." { continue }
            let kind: DirectoryEntry.Kind
            switch Int32(entry.pointee.d_type) {
            case Int32(DT_DIR): kind = .directory
            case Int32(DT_REG): kind = .regular
            case Int32(DT_LNK): kind = .symbolicLink
            case Int32(DT_UNKNOWN): kind = .unknown
            default: kind = .other
            }
            entries.append(DirectoryEntry(name: name, kind: kind))
        }
        return entries
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

    /// A regular file open for reading piece by piece (`read(into:)`), for a document parsed as it
    /// is read and never held whole; closed when released.
    public final class ReadHandle {
        private let fd: Int32
        private let path: String
        public let stamp: FileStamp

        /// Opens `path`, which must be a regular file (as `readRegular` does).
        public init(regular path: String) throws(FileSystemError) {
            let fd = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
            guard fd >= 0 else { throw .errno(path, "cannot read") }
            var st = stat()
            guard fstat(fd, &st) == 0 else {
                let error = FileSystemError.errno(path, "cannot read")
                close(fd)
                throw error
            }
            guard FileStamp(st).isRegular else {
                close(fd)
                throw FileSystemError(path, "cannot read: not a regular file")
            }
            self.fd = fd
            self.path = path
            self.stamp = FileStamp(st)
        }

        deinit { close(fd) }

        /// Reads up to `buffer.count` bytes into `buffer`; 0 at the end of the file.
        public func read(into buffer: UnsafeMutableRawBufferPointer) throws(FileSystemError) -> Int {
            try FileIO.readSome(fd, into: buffer.baseAddress, count: buffer.count, path: path)
        }
    }

    /// Reads `fd` to its end, straight into the result when `size` (from fstat) is right: a read
    /// that returns exactly `size` bytes of a `size + 1` request has met the end. Files that grew
    /// or report no size are read on in chunks.
    /// Reads up to `count` bytes of `fd` into `buffer`, retrying after signals; 0 at the end of the file.
    static func readSome(_ fd: Int32, into buffer: UnsafeMutableRawPointer?, count: Int, path: String) throws(FileSystemError) -> Int {
        while true {
            let n = systemRead(fd, buffer, count)
            if n >= 0 { return n }
            if SystemError.current != EINTR { throw .errno(path, "cannot read") }
        }
    }

    private static func read(_ fd: Int32, size: Int, path: String) throws(FileSystemError) -> [UInt8] {
        let capacity = size > 0 ? size + 1 : 64 * 1024
        var filled = 0
        var result = try [UInt8](unsafeUninitializedCapacity: capacity) { storage, count throws(FileSystemError) in
            guard let base = storage.baseAddress else { count = 0; return }
            while filled < storage.count {
                let n: Int
                do throws(FileSystemError) { n = try readSome(fd, into: base + filled, count: storage.count - filled, path: path) } catch {
                    count = filled
                    throw error
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
            let n = buffer.withUnsafeMutableBytes { systemRead(fd, $0.baseAddress, $0.count) }
            if n < 0 {
                if SystemError.current == EINTR { continue }
                throw .errno(path, "cannot read")
            }
            if n == 0 { break }
            result.append(contentsOf: buffer[0..<n])
        }
        return result
    }

    /// Writes all of `bytes` to `fd`, retrying after signals; false (errno set) on failure.
    static func writeAll(_ fd: Int32, _ bytes: UnsafeRawBufferPointer) -> Bool {
        guard let base = bytes.baseAddress else { return true }
        var offset = 0
        while offset < bytes.count {
            let n = systemWrite(fd, base + offset, bytes.count - offset)
            if n < 0 {
                if SystemError.current == EINTR { continue }
                return false
            }
            offset += n
        }
        return true
    }

    /// Creates `path` and its missing parents; returns the directories it created, parents first.
    @discardableResult
    public static func mkdirs(_ path: String) throws(FileSystemError) -> [String] {
        if let s = stamp(path) {
            if s.isDirectory { return [] }
            throw FileSystemError(path, "exists and is not a directory")
        }
        let parent = PathUtil.dirname(path)
        var created: [String] = []
        if parent != path, parent != ".", parent != "/" { created = try mkdirs(parent) }
        if mkdir(path, 0o777) == 0 {
            created.append(path)
        } else if SystemError.current != EEXIST {
            throw .errno(path, "cannot create directory")
        }
        return created
    }

    /// Removes the directory at `path` if it is empty; whether it did (anything in it keeps it).
    @discardableResult
    public static func removeIfEmptyDirectory(_ path: String) -> Bool {
        rmdir(path) == 0
    }

    public static func remove(_ path: String) throws(FileSystemError) {
        if unlink(path) != 0, SystemError.current != ENOENT { throw .errno(path, "cannot remove") }
    }

    /// `path` with every symlink resolved; nil when it does not exist.
    public static func realpath(_ path: String) -> String? {
        guard let resolved = systemRealpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    /// Marks the temporary files `atomicWrite` and `WriteBatch` create: `.NAME.xibgen-tmp-PID-…`.
    public static let temporaryMarker = ".xibgen-tmp-"

    /// Writes `bytes` to a temporary file beside `path`, makes it durable, then renames it over
    /// `path`: readers see the old file or the new one, never a partial one. `mode` nil: a new
    /// file's permissions (0666 less the umask). A batch of one (see `WriteBatch`).
    /// `durable: false` leaves out the flush, for a caller that flushes the file itself later
    /// and copes with it being torn by a power cut until then.
    /// `keepReplacedIn`: the directory the file it replaces is kept in (`WriteBatch(keepReplacedIn:)`).
    public static func atomicWrite(_ bytes: [UInt8], to path: String, mode: UInt32? = nil, durable: Bool = true,
                                   keepReplacedIn: String? = nil) throws(FileSystemError) {
        let batch = WriteBatch(ordering: durable ? .flushFirst : .recordFirst(atLeast: 0) { _ throws(FileSystemError) in },
                               keepReplacedIn: keepReplacedIn)
        try batch.stage(bytes, to: path, mode: mode)
        if let failure = batch.commit()[path] { throw failure }
    }

    /// Writes `bytes` to a new temporary file beside `path` (not yet durable) and returns its path.
    /// `unique` tells this temporary from others of the process; a name that exists anyway (a
    /// killed run with the same process id) is skipped.
    static func writeTemporary(_ bytes: [UInt8], beside path: String, mode: UInt32?, unique: () -> String) throws(FileSystemError) -> String {
        try writeTemporary(pieces: [bytes], beside: path, mode: mode, unique: unique)
    }

    /// `writeTemporary` for a file given as pieces written one after the other (a large
    /// output's chunks, never joined into one buffer).
    static func writeTemporary(pieces: [[UInt8]], beside path: String, mode: UInt32?, unique: () -> String) throws(FileSystemError) -> String {
        let (tmp, fd) = try createTemporary(beside: path, unique: unique)
        defer { close(fd) }
        guard pieces.allSatisfy({ piece in piece.withUnsafeBytes { writeAll(fd, $0) } }) else {
            let error = FileSystemError.errno(path, "cannot write")
            unlink(tmp)
            throw error
        }
        // Best effort, as `cp -p`: some filesystems (vfat, some FUSE mounts) refuse modes.
        if let mode { fchmod(fd, mode_t(mode)) }
        return tmp
    }

    /// Creates a new, empty temporary file beside `path` for writing: its path and descriptor.
    private static func createTemporary(beside path: String, unique: () -> String) throws(FileSystemError) -> (path: String, fd: Int32) {
        let prefix = PathUtil.join(PathUtil.dirname(path), ".\(PathUtil.basename(path))\(temporaryMarker)\(CurrentProcess.id)-")
        var tmp = prefix + unique()
        var fd = open(tmp, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o666)
        for _ in 0..<8 where fd < 0 && SystemError.current == EEXIST {
            tmp = prefix + unique()
            fd = open(tmp, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o666)
        }
        guard fd >= 0 else { throw .errno(path, "cannot write") }
        return (tmp, fd)
    }

    /// Writes all of `bytes` to `fd` at `offset`, retrying after signals; false (errno set) on failure.
    static func writeAll(_ fd: Int32, _ bytes: UnsafeRawBufferPointer, at offset: Int) -> Bool {
        guard let base = bytes.baseAddress else { return true }
        var done = 0
        while done < bytes.count {
            let n = pwrite(fd, base + done, bytes.count - done, off_t(offset + done))
            if n < 0 {
                if SystemError.current == EINTR { continue }
                return false
            }
            done += n
        }
        return true
    }

    /// A file of a `WriteBatch` written as its bytes are made (a large generated output, never
    /// held whole): a temporary file beside its destination that `WriteBatch.stage(_:)` takes
    /// over once complete. Until then nothing is at the destination; one dropped unstaged is
    /// removed (`discard()`, or when it goes away), so a failed generation leaves no file.
    public final class StreamedFile {
        /// The destination.
        public let path: String
        let temporary: String
        let mode: UInt32?
        /// What `.recordFirst` is told about this file.
        public let note: String
        private var fd: Int32
        /// How many bytes the file holds (the end of the furthest write).
        public private(set) var count = 0
        /// The batch whose staged files are committed, to free the room they replace, when a write fails.
        private weak var batch: WriteBatch?

        fileprivate init(path: String, temporary: String, fd: Int32, mode: UInt32?, note: String, batch: WriteBatch) {
            self.path = path
            self.temporary = temporary
            self.fd = fd
            self.mode = mode
            self.note = note
            self.batch = batch
        }

        /// Appends `bytes`.
        public func write(_ bytes: [UInt8]) throws(FileSystemError) {
            try write(bytes, at: count)
        }

        /// Writes `bytes` at `offset` (over what is there, or past the end). A failed write is
        /// tried once more after the batch committed what it had staged (a full disk: see `WriteBatch.stage`).
        public func write(_ bytes: [UInt8], at offset: Int) throws(FileSystemError) {
            guard fd >= 0 else { throw FileSystemError(path, "cannot write: the file was closed") }
            if !bytes.withUnsafeBytes({ FileIO.writeAll(fd, $0, at: offset) }) {
                let error = FileSystemError.errno(path, "cannot write")
                guard let batch, batch.count > 0 else { throw error }
                batch.commitToFreeSpace()
                guard bytes.withUnsafeBytes({ FileIO.writeAll(fd, $0, at: offset) }) else { throw .errno(path, "cannot write") }
            }
            count = max(count, offset + bytes.count)
        }

        /// Closes the file (setting its mode) for `WriteBatch.stage(_:)`; its temporary path.
        fileprivate func close() -> String {
            // Best effort, as `cp -p`: some filesystems (vfat, some FUSE mounts) refuse modes.
            if let mode { fchmod(fd, mode_t(mode)) }
            systemClose(fd)
            fd = -1
            return temporary
        }

        /// Removes the temporary file: nothing of it is left.
        public func discard() {
            guard fd >= 0 else { return }
            systemClose(fd)
            fd = -1
            unlink(temporary)
        }

        deinit { discard() }
    }

    /// Files written beside their destinations and renamed into place together. Readers see the
    /// old file or the new one, never a partial one; a crash before `commit()` leaves the old
    /// outputs and temporary files the next run removes. Outputs appear when their batch commits.
    /// One batch belongs to one thread.
    ///
    /// How a commit orders the renames against power loss is the batch's `Ordering`:
    /// - `.flushFirst`: the staged files are made durable (see `Durability`) before any is
    ///   renamed, so after a power cut each destination is old or new, never empty or torn.
    /// - `.recordFirst(atLeast: n, record)`: a commit of `n` files or more calls `record` with the
    ///   staged destinations (and the note each was staged with), which must put them on stable
    ///   storage before it returns (a journal the caller keeps); the files are then renamed
    ///   without a flush. After a power cut a destination may be empty or torn, but only one
    ///   `record` listed: the caller flushes once at the end of its run, then drops the record,
    ///   and treats a listed destination that is torn as its own to rewrite. When `record`
    ///   throws (the journal's directory is not writable), the commit is flushed first instead.
    ///   A smaller commit is flushed first too (a flush of a few files costs less than recording
    ///   them and flushing them later).
    public final class WriteBatch {
        public typealias Staged = (path: String, note: String)

        public enum Ordering {
            case flushFirst
            case recordFirst(atLeast: Int, (_ staged: [Staged]) throws(FileSystemError) -> Void)
        }

        private let ordering: Ordering
        private var staged: [(temporary: String, path: String, note: String)] = []
        /// Temporary names are `<pid>-<tag>-<sequence>`: the tag, drawn once, tells batches
        /// apart; a counter is cheaper than a random number (a system call) per file.
        private let tag = String(UInt32.random(in: 0...UInt32.max), radix: 36)
        private var sequence = 0
        /// Failures of a commit made early to free space, reported by the next `commit()`.
        private var earlierFailures: [String: FileSystemError] = [:]

        /// Where the files a commit replaces are kept (`ReplacedFiles.keep`) so that their renames free
        /// nothing; nil: held open across their renames instead (`ReplacedFiles.hold`).
        private let keepReplacedIn: String?

        public init(ordering: Ordering = .flushFirst, keepReplacedIn: String? = nil) {
            self.ordering = ordering
            self.keepReplacedIn = keepReplacedIn
        }

        public var count: Int { staged.count }

        /// Writes `bytes` beside `path`. When that fails (a full disk: staged files hold space the
        /// outputs they replace will give back), what is staged is committed and it is tried once more.
        /// `note`: what `.recordFirst` is told about this file.
        public func stage(_ bytes: [UInt8], to path: String, mode: UInt32? = nil, note: String = "") throws(FileSystemError) {
            try stage(pieces: [bytes], to: path, mode: mode, note: note)
        }

        /// `stage` for a file given as pieces written one after the other.
        public func stage(pieces: [[UInt8]], to path: String, mode: UInt32? = nil, note: String = "") throws(FileSystemError) {
            do {
                staged.append((try FileIO.writeTemporary(pieces: pieces, beside: path, mode: mode, unique: nextName), path, note))
            } catch {
                guard !staged.isEmpty else { throw error }
                commitToFreeSpace()
                staged.append((try FileIO.writeTemporary(pieces: pieces, beside: path, mode: mode, unique: nextName), path, note))
            }
        }

        /// A file for `path` to be written piece by piece and then staged (`stage(_:)`); `mode` and
        /// `note` as for `stage(pieces:to:mode:note:)`.
        public func open(_ path: String, mode: UInt32? = nil, note: String = "") throws(FileSystemError) -> StreamedFile {
            let created: (path: String, fd: Int32)
            do {
                created = try FileIO.createTemporary(beside: path, unique: nextName)
            } catch {
                guard !staged.isEmpty else { throw error }
                commitToFreeSpace()
                created = try FileIO.createTemporary(beside: path, unique: nextName)
            }
            return StreamedFile(path: path, temporary: created.path, fd: created.fd, mode: mode, note: note, batch: self)
        }

        /// Stages a complete file written through `open`: renamed into place when the batch commits.
        public func stage(_ file: StreamedFile) {
            staged.append((file.close(), file.path, file.note))
        }

        /// Commits what is staged now, the outputs it replaces giving their room back; its failures
        /// are reported by the next `commit()`.
        fileprivate func commitToFreeSpace() {
            earlierFailures.merge(commitStaged(freeing: true)) { _, later in later }
        }

        private func nextName() -> String {
            sequence += 1
            return "\(tag)-\(sequence)"
        }

        /// Makes the staged files durable (or records them) and renames them into place; the
        /// destinations that failed since the last commit, with why (their temporary files are removed).
        public func commit() -> [String: FileSystemError] {
            var failures = commitStaged()
            failures.merge(earlierFailures) { current, _ in current }
            earlierFailures = [:]
            return failures
        }

        /// `freeing`: the renames free what they replace at once (the room is wanted now), nothing kept or held.
        private func commitStaged(freeing: Bool = false) -> [String: FileSystemError] {
            defer { staged = [] }
            guard !staged.isEmpty else { return [:] }
            var failures: [String: FileSystemError] = [:]
            var recorded = false
            if case .recordFirst(let minimum, let record) = ordering, staged.count >= minimum {
                recorded = (try? record(staged.map { ($0.path, $0.note) })) != nil
            }
            let notDurable = recorded ? [:] : Durability.makeDurable(staged.map { ($0.temporary, $0.path) })
            // The files the renames replace are kept for the next run to remove, or freed on
            // another thread (see `ReplacedFiles`); not for a large commit (a cold run's: a system
            // call per new file, and more than can be held).
            let holding = !freeing && staged.count <= ReplacedFiles.maximumHeld
            var replaced: [Int32] = []
            defer { ReplacedFiles.release(replaced) }
            for (index, (temporary, path, _)) in staged.enumerated() {
                if let failure = notDurable[index] {
                    unlink(temporary)
                    failures[path] = failure
                    continue
                }
                // A new file (nothing at its path, as `keep` found) is neither kept nor held.
                if holding, (keepReplacedIn.map { ReplacedFiles.keep(path, in: $0, name: "\(CurrentProcess.id)-\(nextName())") } ?? .notKept) == .notKept {
                    replaced.append(ReplacedFiles.hold(path))
                }
                if rename(temporary, path) != 0 {
                    failures[path] = FileSystemError.errno(path, "cannot rename into place")
                    unlink(temporary)
                }
            }
            return failures
        }
    }

    /// Replaces `path` with `bytes` so that, when it returns, both the new content and the name
    /// are on stable storage: written to a temporary file, flushed, renamed, and the directory
    /// flushed. For small files whose presence other writes depend on (a journal).
    public static func durableReplace(_ bytes: [UInt8], at path: String) throws(FileSystemError) {
        let tmp = try writeTemporary(bytes, beside: path, mode: nil) { String(UInt32.random(in: 0...UInt32.max), radix: 36) }
        do {
            try Durability.sync(tmp, shown: path, full: true)
        } catch {
            unlink(tmp)
            throw error
        }
        guard rename(tmp, path) == 0 else {
            let error = FileSystemError.errno(path, "cannot rename into place")
            unlink(tmp)
            throw error
        }
        try Durability.syncDirectory(PathUtil.dirname(path), shown: path)
    }

    /// Appends `bytes` to the existing file `path` and flushes its data (and size) to stable
    /// storage before returning.
    public static func appendDurably(_ bytes: [UInt8], to path: String) throws(FileSystemError) {
        let fd = open(path, O_WRONLY | O_APPEND | O_CLOEXEC)
        guard fd >= 0 else { throw .errno(path, "cannot append") }
        defer { close(fd) }
        guard bytes.withUnsafeBytes({ writeAll(fd, $0) }) else { throw .errno(path, "cannot append") }
        try Durability.syncData(fd, shown: path)
    }
}

// The C library's names, where Swift code in this enum has its own functions of the same name.
private func systemRead(_ fd: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int { read(fd, buffer, count) }
private func systemClose(_ fd: Int32) { _ = close(fd) }
private func systemWrite(_ fd: Int32, _ buffer: UnsafeRawPointer?, _ count: Int) -> Int { write(fd, buffer, count) }
private func systemRealpath(_ path: String, _ resolved: UnsafeMutablePointer<CChar>?) -> UnsafeMutablePointer<CChar>? {
    realpath(path, resolved)
}
