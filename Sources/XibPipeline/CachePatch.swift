import XibPlatform

/// A large cache file changed by a few records (the memo after a single-file sync: 4.5 MB on the
/// 10,000-document tree, two records changed) is not written again whole: the change is written
/// beside it as a patch (`<file>.patch`), which readers apply. The file itself (the base) is
/// written whole again only when the patch's new bytes would pass a sixteenth of it (or 4 KiB) or
/// it would refer to more than `maximumBaseRuns` runs of it,
/// for a small file (`defaultMinimumBase`) and for one without a checksum line, and the patch is
/// then removed.
///
/// Format: a first line `xibgen-patch 1`, then `B <base size> <base checksum>` (the base's own
/// checksum line's digits: the patch is applied only to the file it was made for), then pieces,
/// in order: `F <offset> <count>` (that many bytes of the base, from that offset) or
/// `L <count>`, a line feed, that many bytes and a line feed; last `#\tcheck64\t<hex>` over every
/// byte before it (`HashMemo.checksum`). The bytes it makes are the whole cache file, its
/// checksum line included, and are read as a cache file written whole is.
///
/// Why the patch needs no flush (it is written to a temporary file and renamed, not flushed):
/// a patch lost, cut short or damaged by a crash or a power cut fails its checksum or its base
/// check and is ignored, as is one left by an older version of the base; one rolled back to an
/// earlier version gives that version's file. Either way the readers get the cache as an earlier
/// run wrote it — never a mix of two files — and every cache read so must give the same results
/// as no cache: the memo's and the owner-sources' records are keyed by file stamps (size, mtime,
/// inode, ctime: a file that changed since has another, see `HashMemo`) or by content hashes,
/// so an earlier version's records of files changed since match nothing and are found again.
/// (The base is written as before: flushed before it is renamed, or with the run's outputs.)
enum CachePatch {
    static let magic = "xibgen-patch 1"

    /// Bases smaller than this are written whole: it costs little, and a patch would be most of it.
    static let defaultMinimumBase = 256 * 1024

    /// A patch refers to at most this many runs of its base, each read with a `pread` of its own
    /// (a run per edited document's record, about: then the base is written whole again).
    static let maximumBaseRuns = 128

    static func path(of file: String) -> String { file + ".patch" }

    /// A cache file's bytes as read, and which of them are the base's (those a new patch can
    /// refer to by offset): the rest came from the patch.
    final class Read: @unchecked Sendable {
        let contents: FileContents
        /// Sorted runs of `contents` that are the base's bytes: their start there, their start in the base, their length.
        let fromBase: [(at: Int, base: Int, count: Int)]
        /// The base's size and its checksum line's digits: nil when it has no checksum line (not a whole cache file).
        let base: (size: Int, checksum: [UInt8])?

        init(contents: FileContents, fromBase: [(at: Int, base: Int, count: Int)], base: (size: Int, checksum: [UInt8])?) {
            self.contents = contents
            self.fromBase = fromBase
            self.base = base
        }
    }

    /// The last line of a cache file written whole, `#\tcheck64\t` and 16 hex digits: those digits.
    static func checksumDigits(of buffer: UnsafeBufferPointer<UInt8>) -> [UInt8]? {
        let line = Array((HashMemo.checksumPrefix + "0123456789abcdef\n").utf8)
        guard buffer.count >= line.count, buffer.last == 0x0A,
              UnsafeBufferPointer(rebasing: buffer[(buffer.count - line.count)...]).starts(with: line.prefix(HashMemo.checksumPrefix.utf8.count))
        else { return nil }
        return Array(buffer[(buffer.count - 17)..<(buffer.count - 1)])
    }

    /// The file at `path` with its patch applied, when it has one made for it; else as it is.
    static func read(_ path: String) throws(FileSystemError) -> Read {
        if let patch = try? FileIO.read(Self.path(of: path)), let parsed = parse(patch),
           let contents = FileContents.assemble(path, size: parsed.baseSize, ending: parsed.baseChecksum + [0x0A], pieces: parsed.pieces) {
            var fromBase: [(at: Int, base: Int, count: Int)] = []
            var at = 0
            for piece in parsed.pieces {
                switch piece {
                case .file(let range):
                    fromBase.append((at, range.lowerBound, range.count))
                    at += range.count
                case .bytes(let bytes):
                    at += bytes.count
                }
            }
            return Read(contents: contents, fromBase: fromBase, base: (parsed.baseSize, parsed.baseChecksum))
        }
        let contents = try FileContents.read(path)
        let digits = contents.withUnsafeBufferPointer(checksumDigits(of:))
        return Read(contents: contents, fromBase: [(0, 0, contents.count)], base: digits.map { (contents.count, $0) })
    }

    /// A patch's base size, base checksum and pieces; nil when it is not a whole patch.
    static func parse(_ bytes: [UInt8]) -> (baseSize: Int, baseChecksum: [UInt8], pieces: [FileContents.Piece])? {
        bytes.withUnsafeBufferPointer { buffer -> (Int, [UInt8], [FileContents.Piece])? in
            let magicLine = Array((magic + "\n").utf8)
            guard let end = HashMemo.checkedTrailerStart(of: buffer, magicLine: magicLine) else { return nil }
            var at = magicLine.count
            /// The next line's space-separated fields, its line feed passed.
            func line() -> [ArraySlice<UInt8>]? {
                guard at < end, let newline = ByteSearch.firstIndex(of: 0x0A, in: buffer, from: at), newline < end else { return nil }
                let fields = buffer[at..<newline].split(separator: 0x20, omittingEmptySubsequences: false)
                at = newline + 1
                return fields.map { ArraySlice($0) }
            }
            func number(_ field: ArraySlice<UInt8>) -> Int? { Int(asciiDecimal: field).flatMap { $0 >= 0 ? $0 : nil } }
            guard let header = line(), header.count == 3, header[0] == [UInt8(ascii: "B")], let baseSize = number(header[1]),
                  header[2].count == 16 else { return nil }
            var pieces: [FileContents.Piece] = []
            while at < end {
                guard let fields = line(), let kind = fields.first else { return nil }
                if kind == [UInt8(ascii: "F")], fields.count == 3, let offset = number(fields[1]), let count = number(fields[2]), count > 0,
                   offset <= baseSize, count <= baseSize - offset {
                    pieces.append(.file(offset..<(offset + count)))
                } else if kind == [UInt8(ascii: "L")], fields.count == 2, let count = number(fields[1]), count > 0,
                          end - at > count, buffer[at + count] == 0x0A {
                    pieces.append(.bytes(ArraySlice(buffer[at..<(at + count)])))
                    at += count + 1
                } else {
                    return nil
                }
            }
            return (baseSize, Array(header[2]), pieces)
        }
    }

    /// The checksum's states over a file's bytes as read, every `StreamingChecksum.snapshotInterval`
    /// bytes: a file written with the same first bytes resumes its checksum from there.
    struct ChecksumStates: Sendable {
        let contents: FileContents
        let snapshots: [StreamingChecksum]
    }

    /// A cache file's new content: runs of the file as read (`Read.contents`) and new bytes.
    enum Piece {
        case kept(Range<Int>)
        case bytes([UInt8])

        var count: Int {
            switch self {
            case .kept(let range): range.count
            case .bytes(let bytes): bytes.count
            }
        }
    }

    /// The bytes `pieces` make (their kept runs of `contents`, one after the other), with room
    /// for the checksum line after them (no copy of megabytes to add it).
    static func joined(_ pieces: [Piece], from contents: FileContents?) -> [UInt8] {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(pieces.reduce(HashMemo.checksumPrefix.utf8.count + 17) { $0 + $1.count })
        for piece in pieces {
            switch piece {
            case .kept(let range): contents!.withUnsafeBufferPointer { bytes += UnsafeBufferPointer(rebasing: $0[range]) }
            case .bytes(let piece): bytes += piece
            }
        }
        return bytes
    }

    /// The whole cache file `pieces` make (kept runs of `contents`): their bytes and the checksum
    /// line over them.
    static func wholeFile(_ pieces: [Piece], from contents: FileContents?) -> [UInt8] {
        var bytes = joined(pieces, from: contents)
        HashMemo.appendChecksumLine(to: &bytes)
        return bytes
    }

    /// Writes the cache file made of `pieces` (kept runs of `contents`) and its checksum line: as
    /// a patch over the base `read` came from when `contents` is what it read, the base is large
    /// enough (`patchFrom` bytes or more) and the patch stays small; else whole (`durable`:
    /// flushed before it is renamed into place), removing the patch: then the file `whole` makes,
    /// when given (the same content without records that later ones replace). Returns the path written.
    /// `keepReplacedIn`: the directory the files it replaces or removes are kept in for the next
    /// writing run to remove (`ReplacedFiles`; a sync's cache directory): this run frees none.
    @discardableResult
    static func write(_ pieces: [Piece], from contents: FileContents?, over read: Read?, resuming states: ChecksumStates? = nil,
                      to path: String, durable: Bool, patchFrom: Int = defaultMinimumBase, whole: (() -> [Piece])? = nil,
                      keepReplacedIn: String? = nil) throws(FileSystemError) -> String {
        let patchPath = Self.path(of: path)
        var line: [UInt8]? = nil
        if let read, contents == nil || contents === read.contents, let base = read.base, base.size >= patchFrom {
            line = trailer(pieces, from: contents, resuming: states)
            if let patch = patch(pieces + [.bytes(line!)], over: read, base: base, limit: max(base.size / 16, 4096)) {
                try FileIO.atomicWrite(patch, to: patchPath, durable: false, keepReplacedIn: keepReplacedIn)
                return patchPath
            }
        }
        let written = whole?() ?? pieces
        var bytes = joined(written, from: contents)
        bytes += (whole == nil ? line : nil) ?? trailer(written, from: contents, resuming: states)
        try FileIO.atomicWrite(bytes, to: path, durable: durable, keepReplacedIn: keepReplacedIn)
        if FileIO.exists(patchPath) {
            // Kept first (linked), so that removing its name frees nothing either.
            if let keepReplacedIn { _ = ReplacedFiles.keep(patchPath, in: keepReplacedIn, name: "\(CurrentProcess.id)-\(PathUtil.basename(patchPath))") }
            try FileIO.remove(patchPath)
        }
        return path
    }

    /// The checksum line of the content `pieces` make (kept runs of `contents`). It resumes from
    /// the last state `states` kept within the bytes the new content shares with `contents` from
    /// its start (a single-file sync changes records near the end, or adds them there: a pass over
    /// the 6.4 MB of its two caches was 3 M instructions).
    static func trailer(_ pieces: [Piece], from contents: FileContents?, resuming states: ChecksumStates?) -> [UInt8] {
        var checksum = StreamingChecksum()
        var skip = 0
        if let contents, let states, states.contents === contents, !states.snapshots.isEmpty {
            let same = sharedPrefix(pieces, with: contents)
            let index = min(same / StreamingChecksum.snapshotInterval, states.snapshots.count - 1)
            checksum = states.snapshots[index]
            skip = index * StreamingChecksum.snapshotInterval
        }
        var count = 0
        for piece in pieces {
            let length = piece.count
            defer { count += length }
            let from = max(0, skip - count)
            guard from < length else { continue }
            switch piece {
            case .kept(let range):
                contents!.withUnsafeBufferPointer {
                    checksum.add(UnsafeRawBufferPointer(rebasing: UnsafeRawBufferPointer($0)[(range.lowerBound + from)..<range.upperBound]))
                }
            case .bytes(let bytes):
                bytes.withUnsafeBytes { checksum.add(UnsafeRawBufferPointer(rebasing: $0[from...])) }
            }
        }
        return Array((HashMemo.checksumPrefix + checksum.finish() + "\n").utf8)
    }

    /// How many bytes from its start the content `pieces` make has in common with `contents`.
    static func sharedPrefix(_ pieces: [Piece], with contents: FileContents) -> Int {
        contents.withUnsafeBufferPointer { buffer in
            var same = 0
            for piece in pieces {
                switch piece {
                case .kept(let range):
                    guard range.lowerBound == same else { return same }
                    same = range.upperBound
                case .bytes(let bytes):
                    let common = zip(bytes, buffer[same...]).prefix { $0 == $1 }.count
                    same += common
                    guard common == bytes.count else { return same }
                }
            }
            return same
        }
    }

    /// The patch making `pieces` out of `read`'s base; nil when its new bytes would pass `limit`.
    private static func patch(_ pieces: [Piece], over read: Read, base: (size: Int, checksum: [UInt8]), limit: Int) -> [UInt8]? {
        var out = Array("\(magic)\nB \(base.size) ".utf8) + base.checksum + [0x0A]
        var literal: [UInt8] = []
        var literalTotal = 0
        var baseRuns = 0
        var pending: Range<Int>? = nil  // base bytes not yet written out
        func flushLiteral() {
            guard !literal.isEmpty else { return }
            out += Array("L \(literal.count)\n".utf8) + literal + [0x0A]
            literal = []
        }
        func flushPending() {
            guard let range = pending else { return }
            out += Array("F \(range.lowerBound) \(range.count)\n".utf8)
            baseRuns += 1
            pending = nil
        }
        func addBase(_ range: Range<Int>) {
            guard !range.isEmpty else { return }
            flushLiteral()
            if let current = pending, current.upperBound == range.lowerBound {
                pending = current.lowerBound..<range.upperBound
            } else {
                flushPending()
                pending = range
            }
        }
        func addLiteral(_ bytes: UnsafeBufferPointer<UInt8>) {
            guard !bytes.isEmpty else { return }
            flushPending()
            literal += bytes
            literalTotal += bytes.count
        }
        let fromBase = read.fromBase
        for piece in pieces {
            switch piece {
            case .bytes(let bytes):
                bytes.withUnsafeBufferPointer(addLiteral)
            case .kept(let range):
                // The base runs overlapping `range` (binary search for the first), and the bytes between them.
                var low = 0, high = fromBase.count
                while low < high {
                    let middle = (low + high) / 2
                    if fromBase[middle].at + fromBase[middle].count <= range.lowerBound { low = middle + 1 } else { high = middle }
                }
                var at = range.lowerBound
                read.contents.withUnsafeBufferPointer { contents in
                    var index = low
                    while at < range.upperBound {
                        if index < fromBase.count, fromBase[index].at <= at {
                            let run = fromBase[index]
                            let end = min(range.upperBound, run.at + run.count)
                            addBase((run.base + at - run.at)..<(run.base + end - run.at))
                            at = end
                            index += 1
                        } else {
                            let end = min(range.upperBound, index < fromBase.count ? fromBase[index].at : range.upperBound)
                            addLiteral(UnsafeBufferPointer(rebasing: contents[at..<end]))
                            at = end
                        }
                    }
                }
            }
            if literalTotal > limit || baseRuns > maximumBaseRuns { return nil }
        }
        flushPending()
        flushLiteral()
        if baseRuns > maximumBaseRuns { return nil }
        HashMemo.appendChecksumLine(to: &out)
        return out
    }
}

/// The cache files' checksum (`HashMemo.checksum(of:)`), over bytes given in pieces: the same
/// digits for the same bytes however they are cut (a cache file written from runs kept as read,
/// never joined). Four lanes, each `h = rotl(h ^ word, 29) × P` (a bijection of `h` for a given
/// word and of the word for a given `h`): lane `i` folds the words `i`, `i + 4`, `i + 8`, … of the
/// whole 32-byte blocks; the words after the last block and the last one (padded with zeros) go
/// on in lane 0; the lanes 1-3 are then folded into lane 0 the same way, the length mixed in, and
/// a final avalanche spreads every bit over the digits. A change confined to one word changes one
/// lane's state, and so the result. Four lanes because a single one waited for each multiply
/// before the next (5 cycles a word): the four run side by side, and the cache files are
/// megabytes, read at every run.
struct StreamingChecksum: Sendable {
    private static let prime: UInt64 = 0x9E37_79B9_7F4A_7C15
    /// How often `withSnapshots` keeps the state (a multiple of the 32-byte block).
    static let snapshotInterval = 64 * 1024

    /// The checksum of `bytes` (`HashMemo.checksum(of:)`'s digits) and the state after every
    /// `snapshotInterval` bytes, the first before any (element `i`: after `i × snapshotInterval`).
    static func withSnapshots(of bytes: UnsafeRawBufferPointer) -> (digits: String, snapshots: [StreamingChecksum]) {
        var sum = StreamingChecksum()
        var snapshots = [sum]
        snapshots.reserveCapacity(bytes.count / snapshotInterval + 1)
        var at = 0
        while bytes.count - at >= snapshotInterval {
            sum.add(UnsafeRawBufferPointer(rebasing: bytes[at..<(at + snapshotInterval)]))
            at += snapshotInterval
            snapshots.append(sum)
        }
        sum.add(UnsafeRawBufferPointer(rebasing: bytes[at...]))
        return (sum.finish(), snapshots)
    }
    private var h: UInt64 = 0xCBF2_9CE4_8422_2325
    private var h1: UInt64 = 0xCBF2_9CE4_8422_2325
    private var h2: UInt64 = 0xCBF2_9CE4_8422_2325
    private var h3: UInt64 = 0xCBF2_9CE4_8422_2325
    private var count = 0
    /// Bytes after the last whole 32-byte block (fewer than 32).
    private var carry: [UInt8] = []

    @inline(__always) private static func fold(_ state: UInt64, _ word: UInt64) -> UInt64 {
        let x = state ^ UInt64(littleEndian: word)
        return (x << 29 | x >> 35) &* prime
    }

    private mutating func blocks(_ base: UnsafeRawPointer, _ count: Int) {
        var word = base
        let end = base + count
        while word < end {
            h = Self.fold(h, word.loadUnaligned(as: UInt64.self))
            h1 = Self.fold(h1, (word + 8).loadUnaligned(as: UInt64.self))
            h2 = Self.fold(h2, (word + 16).loadUnaligned(as: UInt64.self))
            h3 = Self.fold(h3, (word + 24).loadUnaligned(as: UInt64.self))
            word += 32
        }
    }

    mutating func add(_ bytes: UnsafeRawBufferPointer) {
        guard var base = bytes.baseAddress, !bytes.isEmpty else { return }
        count += bytes.count
        var left = bytes.count
        if !carry.isEmpty {
            let taken = min(32 - carry.count, left)
            carry += UnsafeRawBufferPointer(start: base, count: taken)
            base += taken
            left -= taken
            guard carry.count == 32 else { return }
            carry.withUnsafeBytes { blocks($0.baseAddress!, 32) }
            carry = []
        }
        let whole = left & ~31
        blocks(base, whole)
        if left > whole { carry = Array(UnsafeRawBufferPointer(start: base + whole, count: left - whole)) }
    }

    /// The 16 hex digits for every byte added.
    func finish() -> String {
        var h = h
        let words = carry.count & ~7
        var tail: UInt64 = 0
        carry.withUnsafeBytes { rest in
            var at = 0
            while at < words {
                h = Self.fold(h, rest.loadUnaligned(fromByteOffset: at, as: UInt64.self))
                at += 8
            }
            for (shift, byte) in rest[words...].enumerated() { tail |= UInt64(byte) << (8 * UInt64(shift)) }
        }
        h = Self.fold(h, tail)
        h = Self.fold(Self.fold(Self.fold(h, h1), h2), h3)
        h ^= UInt64(count)
        h = (h ^ (h >> 33)) &* 0xFF51_AFD7_ED55_8CCD
        h = (h ^ (h >> 33)) &* 0xC4CE_B9FE_1A85_EC53
        h ^= h >> 33
        let hex = String(h, radix: 16)
        return String(repeating: "0", count: 16 - hex.count) + hex
    }
}
