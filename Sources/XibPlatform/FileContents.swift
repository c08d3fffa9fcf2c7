#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A file's bytes in memory of their own, for the cache files a sync reads whole (megabytes on a
/// large project). On Linux a large file is read into transparent huge pages where the kernel has
/// them (`MADV_HUGEPAGE` on a 2 MiB-aligned block): reading 4 MB then costs a few page faults
/// instead of a thousand, and those faults (a fresh 4 KiB page zeroed, then filled by the read)
/// were a third of a single-file sync's time on the 10,000-document tree. Without huge pages it
/// costs what an array's buffer does. Not a mapping of the file: one truncated or rewritten
/// meanwhile cannot fault the reader (`SIGBUS`); what was read is what it was.
public final class FileContents: @unchecked Sendable {
    public let count: Int
    private let base: UnsafeMutableRawPointer

    /// Files at least this large are read into huge pages (where available).
    static let hugePageThreshold = 1 << 20
    static let hugePageSize = 2 << 20

    private init(base: UnsafeMutableRawPointer, count: Int) {
        self.base = base
        self.count = count
    }

    deinit { free(base) }

    /// A copy of `bytes`.
    public convenience init(_ bytes: [UInt8]) {
        let base = malloc(max(bytes.count, 1))!
        bytes.withUnsafeBytes { if let from = $0.baseAddress { base.copyMemory(from: from, byteCount: $0.count) } }
        self.init(base: base, count: bytes.count)
    }

    /// The bytes, valid during `body`.
    public func withUnsafeBufferPointer<R>(_ body: (UnsafeBufferPointer<UInt8>) throws -> R) rethrows -> R {
        try withExtendedLifetime(self) { try body(UnsafeBufferPointer(start: base.assumingMemoryBound(to: UInt8.self), count: count)) }
    }

    /// `range` of the bytes, as an array.
    public subscript(range: Range<Int>) -> [UInt8] {
        withUnsafeBufferPointer { Array(UnsafeBufferPointer(rebasing: $0[range])) }
    }

    /// Reads the file at `path` to its end (as `FileIO.read`: a file that grew since its `fstat` is
    /// read on).
    public static func read(_ path: String) throws(FileSystemError) -> FileContents {
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { throw .errno(path, "cannot read") }
        defer { close(fd) }
        var st = stat()
        let size = fstat(fd, &st) == 0 ? Int(st.st_size) : 0
        // One byte more than the size: a read that fills only `size` bytes has met the end.
        var capacity = size > 0 ? size + 1 : 64 * 1024
        guard var base = allocate(capacity) else { throw FileSystemError(path, "cannot read: out of memory") }
        var filled = 0
        while true {
            if filled == capacity {
                capacity *= 2
                guard let grown = realloc(base, capacity) else {
                    free(base)
                    throw FileSystemError(path, "cannot read: out of memory")
                }
                base = grown
            }
            let n: Int
            do throws(FileSystemError) { n = try FileIO.readSome(fd, into: base + filled, count: capacity - filled, path: path) } catch {
                free(base)
                throw error
            }
            if n == 0 { break }
            filled += n
            if size > 0, filled == size, capacity > size { break }
        }
        return FileContents(base: base, count: filled)
    }

    /// A piece of the bytes `assemble` lays out: a range of the file read, or bytes given.
    public enum Piece: Sendable {
        case file(Range<Int>)
        case bytes(ArraySlice<UInt8>)
    }

    /// Bytes made of ranges of the file at `path` and given bytes, one after the other (a cache
    /// file and the patch recorded over it): each range read straight into its place (no copy of
    /// the whole file). Nil when the file is not `size` bytes long, does not end with `ending`, or
    /// a range is outside it: the patch was not made for this file.
    public static func assemble(_ path: String, size: Int, ending: [UInt8], pieces: [Piece]) -> FileContents? {
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { return nil }
        defer { close(fd) }
        var st = stat()
        guard fstat(fd, &st) == 0, Int(st.st_size) == size, ending.count <= size else { return nil }
        var count = 0
        for piece in pieces {
            switch piece {
            case .file(let range):
                guard range.lowerBound >= 0, range.upperBound <= size else { return nil }
                count += range.count
            case .bytes(let bytes):
                count += bytes.count
            }
        }
        guard let base = allocate(max(count, 1)) else { return nil }
        let contents = FileContents(base: base, count: count)
        var ends = [UInt8](repeating: 0, count: ending.count)
        guard ends.withUnsafeMutableBytes({ readAll(fd, into: $0.baseAddress, count: ending.count, at: size - ending.count) }), ends == ending else { return nil }
        var at = 0
        for piece in pieces {
            switch piece {
            case .file(let range):
                guard readAll(fd, into: base + at, count: range.count, at: range.lowerBound) else { return nil }
                at += range.count
            case .bytes(let bytes):
                bytes.withUnsafeBytes { if let from = $0.baseAddress { (base + at).copyMemory(from: from, byteCount: $0.count) } }
                at += bytes.count
            }
        }
        return contents
    }

    /// `count` bytes of `fd` from `offset` (pread, retried after signals); false when it ends before them or fails.
    private static func readAll(_ fd: Int32, into buffer: UnsafeMutableRawPointer?, count: Int, at offset: Int) -> Bool {
        guard let buffer else { return count == 0 }
        var done = 0
        while done < count {
            let n = pread(fd, buffer + done, count - done, off_t(offset + done))
            if n < 0, SystemError.current == EINTR { continue }
            guard n > 0 else { return false }
            done += n
        }
        return true
    }

    private static func allocate(_ capacity: Int) -> UnsafeMutableRawPointer? {
        #if os(Linux)
        if capacity >= hugePageThreshold {
            let rounded = (capacity + hugePageSize - 1) / hugePageSize * hugePageSize
            var pointer: UnsafeMutableRawPointer? = nil
            if posix_memalign(&pointer, hugePageSize, rounded) == 0, let pointer {
                _ = madvise(pointer, rounded, MADV_HUGEPAGE)
                return pointer
            }
        }
        #endif
        return malloc(capacity)
    }
}

/// A range of a `FileContents`' bytes: part of a file kept as read, without a copy.
public struct ByteRun: Sendable, Equatable {
    public let contents: FileContents
    public let range: Range<Int>

    public init(_ contents: FileContents, _ range: Range<Int>) {
        self.contents = contents
        self.range = range
    }

    /// A copy of `bytes`.
    public init(_ bytes: [UInt8]) { self.init(FileContents(bytes), 0..<bytes.count) }

    public var count: Int { range.count }
    public var bytes: [UInt8] { contents[range] }

    /// The run's bytes, valid during `body`.
    public func withUnsafeBufferPointer<R>(_ body: (UnsafeBufferPointer<UInt8>) throws -> R) rethrows -> R {
        try contents.withUnsafeBufferPointer { try body(UnsafeBufferPointer(rebasing: $0[range])) }
    }

    public static func == (a: ByteRun, b: ByteRun) -> Bool {
        if a.contents === b.contents && a.range == b.range { return true }
        guard a.count == b.count else { return false }
        return a.withUnsafeBufferPointer { x in b.withUnsafeBufferPointer { y in ByteSearch.equal(x, y) } }
    }
}
