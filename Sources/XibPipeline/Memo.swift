import XibModel
import XibPlatform

/// Local memo: (path, size, mtime, inode, ctime) → facts about the file's content, so that a no-op run
/// need not re-read every file. An optimisation only: results never depend on it. Missing → rebuilt;
/// corrupt → rebuilt with a warning. Written atomically.
///
/// Format (`<cache>/memo`): a first line `xibgen-memo 6`, then tab-separated records:
///   `S size mtime inode ctime sha path`                       source XIB content hash
///   `O size mtime inode ctime source config body-intact path` parsed output header
///   `E source config build path` + `D severity line column kind message` lines: a failed generation
///                                                       (`build`: `GeneratorBuild.identity`)
///   `#\tcheck64\t<hex>` last: a checksum of every byte before this line (`checksum(of:)`). A
///   memo whose records were damaged (a flipped bit could otherwise turn `body-intact 0` into `1`
///   and let xibgen overwrite a hand-edited output) or cut short at a line boundary fails it and
///   is rebuilt. Damage, not forgery, is what it guards against: a 64-bit checksum that sees any
///   change confined to one 8-byte word (and others but for 2⁻⁶⁴) costs a twentieth of a
///   SHA-256 of the memo, which was 14% of a no-op run over 10,000 documents.
///
/// Why the ctime: a file written in place keeping its size, its mtime set back afterwards (`touch
/// -r`, a tool restoring timestamps), keeps size, mtime and inode, and a memo of those alone
/// took the old content's facts for it: a XIB so edited stayed "fresh", an output so edited by
/// hand was taken as intact (and could be overwritten). Setting the mtime sets the ctime to the
/// current time, which no one can set back, so such an edit changes the stamp. (The racy window
/// still looks at the mtime only: a file whose ctime alone moved, `chmod`, is memoised again.)
public struct HashMemo: Sendable {
    public struct SourceEntry: Hashable, Sendable {
        public var size: Int64, mtime: Int64, inode: UInt64
        public var hash: String
        public var ctime: Int64 = 0

        /// Whether `s` is the stamp this entry was recorded with.
        func matches(_ s: FileStamp) -> Bool { size == s.size && mtime == s.mtimeNanos && inode == s.inode && ctime == s.ctimeNanos }
    }
    public struct OutputEntry: Hashable, Sendable {
        public var size: Int64, mtime: Int64, inode: UInt64
        public var sourceHash: String, configHash: String
        public var bodyIntact: Bool
        public var ctime: Int64 = 0
    }

    /// A source that failed to generate: its diagnostics for (source hash, config hash, generator
    /// build), so an unchanged failing XIB reports the same errors without being parsed again —
    /// and a fixed generator, even one whose version did not change, parses it again.
    public struct FailureEntry: Hashable, Sendable {
        public var sourceHash: String, configHash: String
        public var generatorBuild: String
        public var diagnostics: [Diagnostic]
    }

    public var sources: [String: SourceEntry] = [:]
    public var outputs: [String: OutputEntry] = [:]
    public var failures: [String: FailureEntry] = [:]
    /// Loaded for some paths only (`load(_:only:)`): the records of the others, as read (runs of
    /// whole records in `retainedFrom`, the file's bytes: not copied), written back by
    /// `serialized()` unless an entry of the same kind and path replaces them.
    var retained: [Range<Int>] = []
    var retainedFrom: FileContents?
    /// The memo file as read (its patch applied, see `CachePatch`), when it was whole: what `save`
    /// writes a patch over.
    var read: CachePatch.Read?
    /// The checksum's states over the bytes parsed (`StreamingChecksum.withSnapshots`).
    var checksumStates: CachePatch.ChecksumStates?
    /// The paths whose records were decoded when `retained` was set aside: no retained record is
    /// of one of them.
    var decodedPaths: Set<String> = []

    static let magic = "xibgen-memo 6"
    static let magicPrefix = "xibgen-memo "
    public static let checksumPrefix = "#\tcheck64\t"

    /// Where the checksum line of a cache file starts, when the file is whole: it begins with
    /// `magicLine` (its format's magic and a line feed), ends with a line feed, and its last line is
    /// `checksumPrefix` and the checksum of everything before that line. Nil for a truncated,
    /// damaged or other file. The records are the lines between `magicLine` and the offset returned.
    static func checkedTrailerStart(of buffer: UnsafeBufferPointer<UInt8>, magicLine: [UInt8]) -> Int? {
        checkedTrailerStart(of: buffer, magicLine: magicLine) { checksum(of: $0) }
    }

    /// `checkedTrailerStart`, keeping the checksum's state every `StreamingChecksum.snapshotInterval`
    /// bytes in `snapshots` (for `CachePatch.write` to resume from where the file it writes first differs).
    static func checkedTrailerStart(of buffer: UnsafeBufferPointer<UInt8>, magicLine: [UInt8], snapshots: inout [StreamingChecksum]) -> Int? {
        var kept: [StreamingChecksum] = []
        let start = checkedTrailerStart(of: buffer, magicLine: magicLine) { bytes in
            let (digits, states) = StreamingChecksum.withSnapshots(of: bytes)
            kept = states
            return digits
        }
        if start != nil { snapshots = kept }
        return start
    }

    private static func checkedTrailerStart(of buffer: UnsafeBufferPointer<UInt8>, magicLine: [UInt8],
                                            checksum: (UnsafeRawBufferPointer) -> String) -> Int? {
        guard buffer.count > magicLine.count, buffer.starts(with: magicLine), buffer.last == 0x0A else { return nil }
        let body = buffer.count - 1
        var trailerStart = body
        while trailerStart > 0, buffer[trailerStart - 1] != 0x0A { trailerStart -= 1 }
        let prefix = Array(checksumPrefix.utf8)
        guard trailerStart >= magicLine.count,
              UnsafeBufferPointer(rebasing: buffer[trailerStart..<body]).starts(with: prefix),
              checksum(UnsafeRawBufferPointer(UnsafeBufferPointer(rebasing: buffer[..<trailerStart])))
                .utf8.elementsEqual(UnsafeBufferPointer(rebasing: buffer[(trailerStart + prefix.count)..<body]))
        else { return nil }
        return trailerStart
    }

    /// Whether `field` can stand in a cache file's tab-separated, one-line record (no tab, no line
    /// feed). By bytes: with Foundation imported `contains("\t")` is NSString's search, 335 M
    /// instructions for the 10,000 paths of a single-file sync's owner-sources save.
    static func isRecordable(_ field: String) -> Bool { !field.utf8.contains { $0 == 0x09 || $0 == 0x0A } }

    /// The memo's checksum, as 16 lowercase hex digits. Four lanes, each `h = rotl(h ^ word, 29) × P`
    /// (a bijection of `h` for a given word and of the word for a given `h`): lane `i` folds the
    /// words `i`, `i + 4`, `i + 8`, … of the whole 32-byte blocks; the words after the last block
    /// and the last one (padded with zeros) go on in lane 0; the lanes 1-3 are then folded into lane
    /// 0 the same way, the length mixed in, and a final avalanche spreads every bit over the digits.
    /// A change confined to one word changes one lane's state, and so the result. Four lanes
    /// because a single one waited for each multiply before the next (5 cycles a word): the four
    /// run side by side, and the cache files are megabytes, read at every run.
    public static func checksum(of bytes: UnsafeRawBufferPointer) -> String {
        let prime: UInt64 = 0x9E37_79B9_7F4A_7C15
        var h: UInt64 = 0xCBF2_9CE4_8422_2325
        var h1 = h, h2 = h, h3 = h
        @inline(__always) func fold(_ state: UInt64, _ word: UInt64) -> UInt64 {
            let x = state ^ UInt64(littleEndian: word)
            return (x << 29 | x >> 35) &* prime
        }
        // Read through a pointer: no index arithmetic with overflow checks per word.
        let offset = bytes.count & ~7
        if let base = bytes.baseAddress {
            var word = base
            let end = base + offset, fourEnd = base + (bytes.count & ~31)
            while word < fourEnd {
                h = fold(h, word.loadUnaligned(as: UInt64.self))
                h1 = fold(h1, (word + 8).loadUnaligned(as: UInt64.self))
                h2 = fold(h2, (word + 16).loadUnaligned(as: UInt64.self))
                h3 = fold(h3, (word + 24).loadUnaligned(as: UInt64.self))
                word += 32
            }
            while word < end {
                h = fold(h, word.loadUnaligned(as: UInt64.self))
                word += 8
            }
        }
        var tail: UInt64 = 0
        for (shift, byte) in bytes[offset...].enumerated() { tail |= UInt64(byte) << (8 * UInt64(shift)) }
        h = fold(h, tail)
        h = fold(fold(fold(h, h1), h2), h3)
        h ^= UInt64(bytes.count)
        h = (h ^ (h >> 33)) &* 0xFF51_AFD7_ED55_8CCD
        h = (h ^ (h >> 33)) &* 0xC4CE_B9FE_1A85_EC53
        h ^= h >> 33
        let hex = String(h, radix: 16)
        return String(repeating: "0", count: 16 - hex.count) + hex
    }

    public init() {}

    /// `outdated`: written by another version of xibgen in another format; rebuilt without a word.
    public enum LoadOutcome: Sendable { case loaded, missing, outdated, corrupt }

    /// `only`: the paths whose records are decoded (a sync of a few named documents); the others
    /// are kept as read (`retained`). Nil: every record is decoded.
    public static func load(_ path: String, only wanted: Set<String>? = nil) -> (HashMemo, LoadOutcome) {
        guard FileIO.exists(path) else { return (HashMemo(), .missing) }
        guard let read = try? CachePatch.read(path) else { return (HashMemo(), .corrupt) }
        let bytes = read.contents
        guard var memo = parse(bytes, only: wanted) else {
            let firstLine = bytes.withUnsafeBufferPointer { Array($0.prefix { $0 != 0x0A }) }
            let isOtherFormat = String(decoding: firstLine, as: UTF8.self).hasPrefix(magicPrefix) && !firstLine.elementsEqual(magic.utf8)
            return (HashMemo(), isOtherFormat ? .outdated : .corrupt)
        }
        memo.read = read
        return (memo, .loaded)
    }

    static func parse(_ bytes: [UInt8], only wanted: Set<String>? = nil) -> HashMemo? {
        parse(FileContents(bytes), only: wanted)
    }

    static func parse(_ bytes: FileContents, only wanted: Set<String>? = nil) -> HashMemo? {
        // Each as the end of its records, `\t` and the path (the last field): found by comparing
        // every record's tail, no field split. A path holding a tab or a newline has no record.
        let wantedPaths = wanted.map { $0.filter { !$0.utf8.contains(0x09) && !$0.utf8.contains(0x0A) }.map { [0x09] + Array($0.utf8) } }
        var snapshots: [StreamingChecksum] = []
        guard var parsed = bytes.withUnsafeBufferPointer({ parse(records: $0, only: wantedPaths, snapshots: &snapshots) }) else { return nil }
        parsed.memo.checksumStates = CachePatch.ChecksumStates(contents: bytes, snapshots: snapshots)
        parsed.memo.retained = parsed.retained
        parsed.memo.retainedFrom = parsed.retained.isEmpty ? nil : bytes
        parsed.memo.decodedPaths = wanted ?? []
        return parsed.memo
    }

    /// Reads the records in place: numbers straight from their digits, a String only for each
    /// path and hash (a no-op run over 10,000 documents reads 20,000 records before anything else).
    /// With `wanted` (each path preceded by a tab), a record of another path is only found to end
    /// (its path is the last field) and kept as it is.
    private static func parse(records buffer: UnsafeBufferPointer<UInt8>, only wanted: [[UInt8]]?,
                              snapshots: inout [StreamingChecksum]) -> (memo: HashMemo, retained: [Range<Int>])? {
        let magicLine = Array((magic + "\n").utf8)
        guard let trailerStart = checkedTrailerStart(of: buffer, magicLine: magicLine, snapshots: &snapshots) else { return nil }

        var memo = HashMemo()
        if wanted == nil {
            // About as many source as output records, 230 bytes each: room for them all, no
            // regrowing (a no-op run over 10,000 documents reads 20,000).
            memo.sources.reserveCapacity(trailerStart / 512)
            memo.outputs.reserveCapacity(trailerStart / 512)
        }
        // Outputs share their configuration hash: one String for them all.
        var configHash: (bytes: [UInt8], text: String)? = nil
        var reader = RecordReader(buffer: buffer, position: magicLine.count, end: trailerStart)
        var lastFailure: String? = nil
        var retaining = false
        var retainedStart = -1
        var retained: [Range<Int>] = []
        func endRetained(at end: Int) {
            if retainedStart >= 0 { retained.append(retainedStart..<end) }
            retainedStart = -1
        }
        while !reader.atEnd {
            if let wanted {
                let start = reader.position
                // memchr: several bytes at a time (the trailer's newline ends the last record).
                guard let end = ByteSearch.firstIndex(of: 0x0A, in: buffer, from: start) else { return nil }
                guard end < trailerStart, end - start >= 2, buffer[start + 1] == 0x09 else { return nil }
                switch buffer[start] {
                case UInt8(ascii: "D"):
                    guard lastFailure != nil || retaining else { return nil }
                case UInt8(ascii: "S"), UInt8(ascii: "O"), UInt8(ascii: "E"):
                    retaining = !wanted.contains { end - start > $0.count && ByteSearch.hasSuffix($0, in: buffer, before: end) }
                default:
                    return nil
                }
                if retaining {
                    lastFailure = nil
                    if retainedStart < 0 { retainedStart = start }
                    reader.position = end + 1
                    continue
                }
                endRetained(at: start)
            }
            guard let kind = reader.field(), kind.count == 1 else { return nil }
            if kind[0] != UInt8(ascii: "D") { lastFailure = nil }
            switch kind[0] {
            case UInt8(ascii: "S"):
                guard let size = reader.integer(Int64.self), let mtime = reader.integer(Int64.self), let ino = reader.integer(UInt64.self),
                      let ctime = reader.integer(Int64.self), let hash = reader.hash(), let path = reader.text(last: true), !path.isEmpty
                else { return nil }
                memo.sources[path] = SourceEntry(size: size, mtime: mtime, inode: ino, hash: hash, ctime: ctime)
            case UInt8(ascii: "O"):
                guard let size = reader.integer(Int64.self), let mtime = reader.integer(Int64.self), let ino = reader.integer(UInt64.self),
                      let ctime = reader.integer(Int64.self),
                      let source = reader.hash(), let config = reader.hash(reusing: &configHash), let intact = reader.field(), intact.count == 1,
                      intact[0] == UInt8(ascii: "1") || intact[0] == UInt8(ascii: "0"),
                      let path = reader.text(last: true), !path.isEmpty else { return nil }
                memo.outputs[path] = OutputEntry(size: size, mtime: mtime, inode: ino, sourceHash: source, configHash: config,
                                                 bodyIntact: intact[0] == UInt8(ascii: "1"), ctime: ctime)
            case UInt8(ascii: "E"):
                guard let source = reader.hash(), let config = reader.hash(), let build = reader.hash(),
                      let path = reader.text(last: true), !path.isEmpty else { return nil }
                memo.failures[path] = FailureEntry(sourceHash: source, configHash: config, generatorBuild: build, diagnostics: [])
                lastFailure = path
            case UInt8(ascii: "D"):
                guard let path = lastFailure, let severity = reader.text().flatMap(Diagnostic.Severity.init(rawValue:)),
                      let line = reader.integer(Int.self), let column = reader.integer(Int.self),
                      let kind = reader.text(), let message = reader.text(last: true) else { return nil }
                memo.failures[path]!.diagnostics.append(
                    Diagnostic(severity, kind: unescape(kind), unescape(message), at: SourceLocation(line: line, column: column)))
            default:
                return nil
            }
        }
        endRetained(at: trailerStart)
        return (memo, retained)
    }

    /// Tab-separated fields of newline-terminated records, read in place.
    private struct RecordReader {
        let buffer: UnsafeBufferPointer<UInt8>
        var position: Int
        let end: Int

        /// The newline ending the record being read (found once per record).
        var lineEnd = -1

        var atEnd: Bool { position >= end }

        /// The next field of the record; nil when the record ends before it (or, for the `last`
        /// one, goes on after it). Found with `memchr`, the record's newline first, then each tab
        /// before it (a byte loop was a fifth of reading a memo of 20,000 records).
        mutating func field(last: Bool = false) -> UnsafeBufferPointer<UInt8>? {
            guard position < end else { return nil }
            if lineEnd < position {
                guard let newline = ByteSearch.firstIndex(of: 0x0A, in: buffer, from: position), newline < end else { return nil }
                lineEnd = newline
            }
            let start = position
            let tab = ByteSearch.firstIndex(of: 0x09, in: UnsafeBufferPointer(rebasing: buffer[..<lineEnd]), from: start)
            if last {
                guard tab == nil else { return nil }
                position = lineEnd
            } else {
                guard let tab else { return nil }
                position = tab
            }
            let field = UnsafeBufferPointer(rebasing: buffer[start..<position])
            position += 1
            return field
        }

        mutating func text(last: Bool = false) -> String? {
            field(last: last).map { String(decoding: $0, as: UTF8.self) }
        }

        /// A lowercase hex SHA-256: `previous`'s when it has the same bytes (`memcmp`), else read and kept there.
        mutating func hash(reusing previous: inout (bytes: [UInt8], text: String)?) -> String? {
            let start = position
            if let known = previous, let field = field(), field.count == known.bytes.count,
               ByteSearch.hasSuffix(known.bytes, in: buffer, before: position - 1) {
                return known.text
            }
            position = start
            guard let text = hash() else { return nil }
            previous = (Array(text.utf8), text)
            return text
        }

        /// A lowercase hex SHA-256.
        mutating func hash() -> String? {
            guard let field = field(), field.count == 64,
                  field.allSatisfy({ ($0 >= 0x30 && $0 <= 0x39) || ($0 >= 0x61 && $0 <= 0x66) }) else { return nil }
            return String(decoding: field, as: UTF8.self)
        }

        /// A decimal integer (a leading `-` for signed types), as `T(String)` would read it.
        mutating func integer<T: FixedWidthInteger>(_: T.Type) -> T? {
            field().flatMap { T(asciiDecimal: $0) }
        }
    }

    static func isHash(_ s: String) -> Bool {
        s.utf8.count == 64 && s.utf8.allSatisfy { ($0 >= 0x30 && $0 <= 0x39) || ($0 >= 0x61 && $0 <= 0x66) }
    }

    public func serialized() -> [UInt8] {
        var bytes: [UInt8] = []
        // Room for the records kept as read too: grown from the decoded records' size, a 4.5 MB
        // memo was copied 14 times over (1 M instructions and a page fault per 4 KiB each time).
        bytes.reserveCapacity(64 + sources.count * 120 + outputs.count * 200 + retained.reduce(0) { $0 + $1.count })
        for piece in pieces() {
            switch piece {
            case .kept(let range): retainedFrom!.withUnsafeBufferPointer { bytes += UnsafeBufferPointer(rebasing: $0[range]) }
            case .bytes(let piece): bytes += piece
            }
        }
        let checksum = bytes.withUnsafeBytes(Self.checksum(of:))
        bytes += Array((Self.checksumPrefix + checksum + "\n").utf8)
        return bytes
    }

    /// The memo's bytes before its checksum line: the records kept as read as runs of
    /// `retainedFrom` (not copied), the others as new bytes.
    func pieces() -> [CachePatch.Piece] {
        var pieces: [CachePatch.Piece] = [.bytes(Array((HashMemo.magic + "\n").utf8))]
        appendRetained(to: &pieces)
        var out = RecordWriter()
        out.bytes.reserveCapacity(sources.count * 120 + outputs.count * 200)
        for key in sources.keys.sorted(by: PathUtil.precedes) where Self.storable(key) {
            let e = sources[key]!
            out.field("S"); out.field(e.size); out.field(e.mtime); out.field(e.inode); out.field(e.ctime); out.field(e.hash); out.field(key, last: true)
        }
        for key in outputs.keys.sorted(by: PathUtil.precedes) where Self.storable(key) {
            let e = outputs[key]!
            out.field("O"); out.field(e.size); out.field(e.mtime); out.field(e.inode); out.field(e.ctime); out.field(e.sourceHash); out.field(e.configHash)
            out.field(e.bodyIntact ? "1" : "0"); out.field(key, last: true)
        }
        for key in failures.keys.sorted(by: PathUtil.precedes) where Self.storable(key) {
            let e = failures[key]!
            out.field("E"); out.field(e.sourceHash); out.field(e.configHash); out.field(e.generatorBuild); out.field(key, last: true)
            for d in e.diagnostics {
                out.field("D"); out.field(d.severity.rawValue); out.field(d.location.line); out.field(d.location.column)
                out.field(Self.escape(d.kind)); out.field(Self.escape(d.message), last: true)
            }
        }
        if !out.bytes.isEmpty { pieces.append(.bytes(out.bytes)) }
        return pieces
    }

    /// The retained records whose path has no entry of their kind now (one that was written
    /// again, or forgotten, replaces them). Written as they were read when every entry's path is
    /// one whose records were decoded (a sync of a few documents writes only theirs), without a
    /// String per record (53 M instructions of a single-file sync's save on the 10,000-document tree).
    private func appendRetained(to pieces: inout [CachePatch.Piece]) {
        guard !retained.isEmpty else { return }
        let decoded = decodedPaths
        guard let file = retainedFrom else { return }
        let whole = sources.keys.allSatisfy(decoded.contains) && outputs.keys.allSatisfy(decoded.contains) && failures.keys.allSatisfy(decoded.contains)
        file.withUnsafeBufferPointer { all in
            for run in retained {
                if whole { pieces.append(.kept(run)) } else { appendRetained(all, run, to: &pieces) }
            }
        }
    }

    /// The records of `run` (of `all`) to keep, as runs of it.
    private func appendRetained(_ all: UnsafeBufferPointer<UInt8>, _ run: Range<Int>, to pieces: inout [CachePatch.Piece]) {
        let buffer = UnsafeBufferPointer(rebasing: all[run])
        var keptStart = -1
        var start = 0
        var keepingFailure = false
        while start < buffer.count {
            var end = start
            while buffer[end] != 0x0A { end += 1 }
            let keep: Bool
            if buffer[start] == UInt8(ascii: "D") {
                keep = keepingFailure
            } else {
                var pathStart = end
                while buffer[pathStart - 1] != 0x09 { pathStart -= 1 }
                let path = String(decoding: UnsafeBufferPointer(rebasing: buffer[pathStart..<end]), as: UTF8.self)
                switch buffer[start] {
                case UInt8(ascii: "S"): keep = sources[path] == nil
                case UInt8(ascii: "O"): keep = outputs[path] == nil
                default:
                    keep = failures[path] == nil
                    keepingFailure = keep
                }
            }
            if keep {
                if keptStart < 0 { keptStart = start }
            } else if keptStart >= 0 {
                pieces.append(.kept((run.lowerBound + keptStart)..<(run.lowerBound + start)))
                keptStart = -1
            }
            start = end + 1
        }
        if keptStart >= 0 { pieces.append(.kept((run.lowerBound + keptStart)..<run.upperBound)) }
    }

    /// Tab-separated fields appended as bytes: cheaper than string interpolation, and a cold
    /// run writes a record per XIB.
    struct RecordWriter {
        var bytes: [UInt8] = []

        mutating func field(_ text: String, last: Bool = false) {
            var text = text
            text.withUTF8 { bytes.append(contentsOf: $0) }
            bytes.append(last ? 0x0A : 0x09)
        }

        mutating func field(_ number: some BinaryInteger, last: Bool = false) {
            if number < 0 { bytes.append(UInt8(ascii: "-")) }
            var value = UInt64(number.magnitude)
            var digits = 1
            var probe = value
            while probe >= 10 { probe /= 10; digits += 1 }
            bytes.append(contentsOf: repeatElement(UInt8(ascii: "0"), count: digits))
            var index = bytes.count - 1
            repeat {
                bytes[index] = UInt8(ascii: "0") + UInt8(value % 10)
                value /= 10
                index -= 1
            } while value > 0
            bytes.append(last ? 0x0A : 0x09)
        }
    }

    static func escape(_ s: String) -> String {
        // Almost every message needs no escape, and building the copy scalar by scalar cost a
        // failed document with 800 diagnostics 38 M instructions.
        var bytes = s
        let needsEscape = bytes.withUTF8 { $0.contains { $0 == 0x5C || $0 == 0x09 || $0 == 0x0A || $0 == 0x0D } }
        guard needsEscape else { return s }
        var out = ""
        for c in s.unicodeScalars {
            switch c {
            case "\\": out += "\\\\"
            case "\t": out += "\\t"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            default: out.unicodeScalars.append(c)
            }
        }
        return out
    }

    static func unescape(_ s: String) -> String {
        guard s.utf8.contains(0x5C) else { return s }
        var out = ""
        var escaping = false
        for c in s.unicodeScalars {
            if escaping {
                switch c {
                case "t": out += "\t"
                case "n": out += "\n"
                case "r": out += "\r"
                default: out.unicodeScalars.append(c)
                }
                escaping = false
            } else if c == "\\" {
                escaping = true
            } else {
                out.unicodeScalars.append(c)
            }
        }
        return out
    }

    static func storable(_ path: String) -> Bool { !path.isEmpty && !path.utf8.contains(where: { $0 == 0x0A || $0 == 0x09 }) }

    /// `durable: false`: not flushed; the caller flushes it with the run's outputs (see `OutputJournal`).
    /// Written as a patch over the memo read when that is large and the patch small (see
    /// `CachePatch`; `patchFrom`: how large). Returns the path written: the memo or its patch.
    @discardableResult
    public func save(_ path: String, durable: Bool = true) throws(FileSystemError) -> String {
        try save(path, durable: durable, patchFrom: CachePatch.defaultMinimumBase)
    }

    @discardableResult
    func save(_ path: String, durable: Bool, patchFrom: Int) throws(FileSystemError) -> String {
        try FileIO.mkdirs(PathUtil.dirname(path))
        return try CachePatch.write(pieces(), from: retainedFrom ?? read?.contents, over: read, resuming: checksumStates, to: path,
                                    durable: durable, patchFrom: patchFrom)
    }

    /// Racy-clean guard: a file modified within this window of "now" may change again within the
    /// same timestamp tick, so its stamp is not trusted for memoisation.
    static let racyWindowNanos: Int64 = 1_000_000_000

    func source(_ path: String, matching s: FileStamp) -> SourceEntry? {
        sources[path].flatMap { $0.matches(s) ? $0 : nil }
    }

    func output(_ path: String, matching s: FileStamp) -> OutputEntry? {
        guard let e = outputs[path], e.size == s.size, e.mtime == s.mtimeNanos, e.inode == s.inode, e.ctime == s.ctimeNanos else { return nil }
        return e
    }
}
