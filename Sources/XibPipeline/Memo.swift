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
    public struct SourceEntry: Hashable, Sendable, StampedRecord {
        public var size: Int64, mtime: Int64, inode: UInt64
        public var hash: String
        public var ctime: Int64 = 0
    }
    public struct OutputEntry: Hashable, Sendable, StampedRecord {
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
    /// Loaded for some paths only: where the records as read end (`retainedFrom`'s checksum line starts).
    var recordsEnd: Int?
    /// Loaded `lazily`: the `S` and `O` records as read, decoded when looked up (`source(_:)`,
    /// `output(_:matching:)`); `sources` and `outputs` are then empty (`decoded()` fills them).
    var stored: StoredRecords?

    /// How many source and output entries the memo holds, decoded or not.
    var sourceCount: Int { sources.count + (stored?.sources.count ?? 0) }
    var outputCount: Int { outputs.count + (stored?.outputs.count ?? 0) }

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

    /// Ends a cache file's `bytes` with its checksum line (`checksumPrefix` and the checksum of
    /// every byte before it), the line `checkedTrailerStart` checks.
    static func appendChecksumLine(to bytes: inout [UInt8]) {
        let sum = bytes.withUnsafeBytes(checksum(of:))
        bytes += Array((checksumPrefix + sum + "\n").utf8)
    }

    /// The checksum of the cache files, as 16 lowercase hex digits (see `StreamingChecksum`, which
    /// computes it for bytes given in pieces).
    public static func checksum(of bytes: UnsafeRawBufferPointer) -> String {
        var sum = StreamingChecksum()
        sum.add(bytes)
        return sum.finish()
    }

    public init() {}

    /// `outdated`: written by another version of xibgen in another format; rebuilt without a word.
    public enum LoadOutcome: Sendable { case loaded, missing, outdated, corrupt }

    /// `only`: the paths whose records are decoded (a sync of a few named documents); the others
    /// are kept as read (`retained`). Nil: every record is decoded, or with `lazily` (a full
    /// rescan, which looks up each record once) found and kept as read (`stored`).
    public static func load(_ path: String, only wanted: Set<String>? = nil, lazily: Bool = false) -> (HashMemo, LoadOutcome) {
        guard FileIO.exists(path) else { return (HashMemo(), .missing) }
        guard let read = try? CachePatch.read(path) else { return (HashMemo(), .corrupt) }
        let bytes = read.contents
        guard var memo = parse(bytes, only: wanted, lazily: lazily) else {
            let firstLine = bytes.withUnsafeBufferPointer { Array($0.prefix { $0 != 0x0A }) }
            let isOtherFormat = String(decoding: firstLine, as: UTF8.self).hasPrefix(magicPrefix) && !firstLine.elementsEqual(magic.utf8)
            return (HashMemo(), isOtherFormat ? .outdated : .corrupt)
        }
        memo.read = read
        return (memo, .loaded)
    }

    static func parse(_ bytes: [UInt8], only wanted: Set<String>? = nil, lazily: Bool = false) -> HashMemo? {
        parse(FileContents(bytes), only: wanted, lazily: lazily)
    }

    static func parse(_ bytes: FileContents, only wanted: Set<String>? = nil, lazily: Bool = false) -> HashMemo? {
        // Each as the end of its records, `\t` and the path (the last field): found by comparing
        // every record's tail, no field split. A path holding a tab or a newline has no record.
        let wantedPaths = wanted.map { $0.filter { !$0.utf8.contains(0x09) && !$0.utf8.contains(0x0A) }.map { [0x09] + Array($0.utf8) } }
        var snapshots: [StreamingChecksum] = []
        let index = lazily && wanted == nil ? StoredRecords.Builder() : nil
        guard var parsed = bytes.withUnsafeBufferPointer({ parse(records: $0, only: wantedPaths, snapshots: &snapshots, index: index) }) else { return nil }
        parsed.memo.checksumStates = CachePatch.ChecksumStates(contents: bytes, snapshots: snapshots)
        if let index { parsed.memo.stored = StoredRecords(bytes, index) }
        parsed.memo.retained = parsed.retained
        parsed.memo.retainedFrom = parsed.retained.isEmpty ? nil : bytes
        parsed.memo.decodedPaths = wanted ?? []
        // Parsed: the file ends with its checksum line.
        if wanted != nil { parsed.memo.recordsEnd = bytes.count - (checksumPrefix.utf8.count + 17) }
        return parsed.memo
    }

    /// Reads the records in place: numbers straight from their digits, a String only for each
    /// path and hash (a no-op run over 10,000 documents reads 20,000 records before anything else).
    /// With `wanted` (each path preceded by a tab), a record of another path is only found to end
    /// (its path is the last field) and kept as it is.
    /// With `index`, the `S` and `O` records are only found to end (and their path hashed) and
    /// indexed there, not decoded (see `StoredRecords`).
    private static func parse(records buffer: UnsafeBufferPointer<UInt8>, only wanted: [[UInt8]]?,
                              snapshots: inout [StreamingChecksum], index: StoredRecords.Builder? = nil) -> (memo: HashMemo, retained: [Range<Int>])? {
        let magicLine = Array((magic + "\n").utf8)
        guard let trailerStart = checkedTrailerStart(of: buffer, magicLine: magicLine, snapshots: &snapshots) else { return nil }
        index?.start(trailerStart: trailerStart)

        var memo = HashMemo()
        if wanted == nil, index == nil {
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
        // Each wanted ending's last 8 bytes (each is a tab and a path: 8 or more bytes for any path
        // of 7 or more): a record's last 8 bytes, and its byte where the ending's tab would be, are
        // compared before the whole ending is (20,000 records of which one or two are wanted:
        // 1.5 M instructions of memcmp calls).
        let wantedTails: [UInt64?] = (wanted ?? []).map { ending in
            ending.count >= 8 ? ending.withUnsafeBytes { $0.loadUnaligned(fromByteOffset: ending.count - 8, as: UInt64.self) } : nil
        }
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
                    let tail = end - start >= 8 ? UnsafeRawPointer(buffer.baseAddress! + end - 8).loadUnaligned(as: UInt64.self) : nil
                    retaining = !wanted.indices.contains { index in
                        let ending = wanted[index]
                        if let wantedTail = wantedTails[index], let tail, wantedTail != tail { return false }
                        // The ending's tab where a path of its length would start: most paths differ in length.
                        return end - start > ending.count && buffer[end - ending.count] == 0x09 && ByteSearch.hasSuffix(ending, in: buffer, before: end)
                    }
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
            if let index, reader.position + 1 < trailerStart,
               buffer[reader.position] == UInt8(ascii: "S") || buffer[reader.position] == UInt8(ascii: "O") {
                // memchr: several bytes at a time (the trailer's newline ends the last record).
                let start = reader.position
                guard let end = ByteSearch.firstIndex(of: 0x0A, in: buffer, from: start), end < trailerStart,
                      buffer[start + 1] == 0x09, index.add(record: start, end: end, in: buffer) else { return nil }
                lastFailure = nil
                reader.position = end + 1
                continue
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
    fileprivate struct RecordReader {
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
        CachePatch.wholeFile(pieces(), from: retainedFrom)
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
    /// `keepReplacedIn`: see `CachePatch.write`.
    func save(_ path: String, durable: Bool, patchFrom: Int, keepReplacedIn: String? = nil) throws(FileSystemError) -> String {
        try FileIO.mkdirs(PathUtil.dirname(path))
        if let appended = appendedPieces() {
            return try CachePatch.write(appended, from: retainedFrom, over: read, resuming: checksumStates, to: path, durable: durable,
                                        patchFrom: patchFrom, whole: pieces, keepReplacedIn: keepReplacedIn)
        }
        return try CachePatch.write(pieces(), from: retainedFrom ?? read?.contents, over: read, resuming: checksumStates, to: path,
                                    durable: durable, patchFrom: patchFrom, keepReplacedIn: keepReplacedIn)
    }

    /// A memo loaded for some paths only, every entry one of theirs (a single-file sync's): the
    /// file as read, its records all kept in place, and these entries' records after them. A
    /// later record of a path replaces an earlier one as the file is read, so the new content
    /// shares everything but the checksum line with the file as read, and its checksum resumes
    /// from the state kept at the end (`CachePatch.trailer`): where the changed records were cut
    /// out and written again at the end, it went over the file from the first of them on, near
    /// the start for a document early in path order (2.8 M instructions of the 10,000-document
    /// tree's single-file sync). The records left in place for entries dropped since are those of
    /// an output written since (its new stamp is not settled yet) or of a failure that no longer
    /// happens: keyed by a file stamp that changed, or by the content, configuration and build
    /// that failed, they match nothing or give what the conversion would give, as records of an
    /// older memo do (see `CachePatch`). Written whole, the memo has none of them (`pieces()`);
    /// nil when the memo was not loaded so, or has an entry of a path it did not decode.
    func appendedPieces() -> [CachePatch.Piece]? {
        guard let recordsEnd, let retainedFrom, let read, retainedFrom === read.contents, !decodedPaths.isEmpty,
              sources.keys.allSatisfy(decodedPaths.contains), outputs.keys.allSatisfy(decodedPaths.contains),
              failures.keys.allSatisfy(decodedPaths.contains) else { return nil }
        var records = HashMemo()
        records.sources = sources
        records.outputs = outputs
        records.failures = failures
        var pieces: [CachePatch.Piece] = [.kept(0..<recordsEnd)]
        let added = records.pieces().dropFirst()  // after the magic line
        pieces += added
        return pieces
    }

    /// Racy-clean guard: a file modified within this window of "now" may change again within the
    /// same timestamp tick, so its stamp is not trusted for memoisation.
    static let racyWindowNanos: Int64 = 1_000_000_000

    /// The entry recorded for the source at `path`, decoded or not.
    func source(_ path: String) -> SourceEntry? {
        if let stored, let entry = stored.source(path) { return entry }
        return sources[path]
    }

    func source(_ path: String, matching s: FileStamp) -> SourceEntry? {
        source(path).flatMap { $0.matches(s) ? $0 : nil }
    }

    /// The entry recorded for the output at `path`, decoded or not. `sourceHash`: the hash its
    /// record most likely names (a lowercase hex SHA-256), the String given back when it does.
    func output(_ path: String, sourceHash: String? = nil) -> OutputEntry? {
        if let stored, let entry = stored.output(path, sourceHash: sourceHash) { return entry }
        return outputs[path]
    }

    func output(_ path: String, matching s: FileStamp, sourceHash: String? = nil) -> OutputEntry? {
        output(path, sourceHash: sourceHash).flatMap { $0.matches(s) ? $0 : nil }
    }
}

extension HashMemo {
    /// This memo with every stored record decoded into `sources` and `outputs` (a record of a path
    /// that has an entry there already replaces it, as a later record does when they are read).
    func decoded() -> HashMemo {
        guard let stored else { return self }
        var memo = self
        memo.stored = nil
        for (path, entry) in stored.allSources() { memo.sources[path] = entry }
        for (path, entry) in stored.allOutputs() { memo.outputs[path] = entry }
        return memo
    }

    /// A full rescan's `S` and `O` records as read: each found by its path's bytes through a table
    /// of their 64-bit hashes, and decoded when looked up. Loading a memo of 20,000 records made a
    /// String for each path and hash and inserted each into a dictionary (hashing the path with
    /// SipHash), then each document looked its two up again that way: 100 M instructions of a
    /// no-op run over 10,000 documents. Found, a record is decoded and checked as `parse` does;
    /// one that does not decode (the checksum passed, so only a format bug can write one) is
    /// taken as no record: the document's file is read, as without a memo.
    /// Paths are compared by their bytes, where the dictionaries compared Strings (canonically
    /// equivalent spellings are equal): a path spelt otherwise than its record finds none and is
    /// read again, which is slower, never wrong.
    final class StoredRecords: Sendable {
        let bytes: FileContents
        let sources: Table
        let outputs: Table
        /// The first output record's configuration hash: outputs share it, one String for them all.
        let configHash: String?

        init(_ bytes: FileContents, _ builder: Builder) {
            self.bytes = bytes
            sources = builder.sources
            outputs = builder.outputs
            configHash = builder.firstOutput.flatMap { found in
                bytes.withUnsafeBufferPointer { buffer in
                    var fields = Fields(buffer, found)
                    for _ in 0..<5 { guard fields.next() != nil else { return nil } }
                    return fields.hash()
                }
            }
        }

        /// Records indexed as `parse` meets them.
        final class Builder {
            var sources = Table(capacity: 0), outputs = Table(capacity: 0)
            var firstOutput: (record: Int, path: Int)?

            func start(trailerStart: Int) {
                // About as many source as output records, 230 bytes each: room for them all, no regrowing.
                let capacity = trailerStart / 460
                sources = Table(capacity: capacity)
                outputs = Table(capacity: capacity)
            }

            /// Indexes the `S` or `O` record from `start` to the line feed at `end`; false when
            /// it has no path.
            func add(record start: Int, end: Int, in buffer: UnsafeBufferPointer<UInt8>) -> Bool {
                guard end <= Int(Int32.max), let tab = StoredRecords.lastTab(before: end, after: start + 1, in: buffer), tab + 1 < end else { return false }
                let path = UnsafeBufferPointer(rebasing: buffer[(tab + 1)..<end])
                let slot = Table.Slot(hash: StoredRecords.hash(path), record: Int32(start), path: Int32(tab + 1))
                if buffer[start] == UInt8(ascii: "S") {
                    sources.insert(slot, pathEnd: end, in: buffer)
                } else {
                    if firstOutput == nil { firstOutput = (start, tab + 1) }
                    outputs.insert(slot, pathEnd: end, in: buffer)
                }
                return true
            }
        }

        /// Open addressing over a power-of-two number of slots, at most half full: each slot the
        /// hash of a record's path (0: empty), where the record starts and where its path does
        /// (it ends at the record's line feed).
        struct Table: Sendable {
            struct Slot: Sendable {
                var hash: UInt64
                var record: Int32, path: Int32
            }
            private var slots: [Slot]
            private(set) var count = 0

            init(capacity: Int) {
                var size = 16
                while size < capacity * 2 { size <<= 1 }
                slots = Array(repeating: Slot(hash: 0, record: 0, path: 0), count: size)
            }

            /// Whether the path starting at `pathStart` (ending at a line feed) is `path`.
            private static func pathEquals(_ path: UnsafeBufferPointer<UInt8>, at pathStart: Int, in buffer: UnsafeBufferPointer<UInt8>) -> Bool {
                let end = pathStart + path.count
                return end < buffer.count && buffer[end] == 0x0A && ByteSearch.equal(UnsafeBufferPointer(rebasing: buffer[pathStart..<end]), path)
            }

            /// The slot of `path` (whose hash is `hash`), or of the empty slot where it would go.
            private func index(of path: UnsafeBufferPointer<UInt8>, hash: UInt64, in buffer: UnsafeBufferPointer<UInt8>) -> Int {
                let mask = slots.count - 1
                var index = Int(truncatingIfNeeded: hash) & mask
                while slots[index].hash != 0 {
                    if slots[index].hash == hash, Self.pathEquals(path, at: Int(slots[index].path), in: buffer) { return index }
                    index = (index + 1) & mask
                }
                return index
            }

            /// Adds the record, or replaces the one of the same path (a later record wins, as in
            /// the dictionaries `parse` fills).
            mutating func insert(_ slot: Slot, pathEnd: Int, in buffer: UnsafeBufferPointer<UInt8>) {
                if (count + 1) * 2 > slots.count { grow() }
                let at = index(of: UnsafeBufferPointer(rebasing: buffer[Int(slot.path)..<pathEnd]), hash: slot.hash, in: buffer)
                if slots[at].hash == 0 { count += 1 }
                slots[at] = slot
            }

            private mutating func grow() {
                let old = slots
                slots = Array(repeating: Slot(hash: 0, record: 0, path: 0), count: old.count * 2)
                let mask = slots.count - 1
                for slot in old where slot.hash != 0 {
                    var index = Int(truncatingIfNeeded: slot.hash) & mask
                    while slots[index].hash != 0 { index = (index + 1) & mask }
                    slots[index] = slot
                }
            }

            /// Where the record of `path` starts and where its path does; nil when there is none.
            func find(_ path: UnsafeBufferPointer<UInt8>, in buffer: UnsafeBufferPointer<UInt8>) -> (record: Int, path: Int)? {
                guard !path.isEmpty else { return nil }
                let slot = slots[index(of: path, hash: StoredRecords.hash(path), in: buffer)]
                return slot.hash == 0 ? nil : (Int(slot.record), Int(slot.path))
            }

            /// Every record's start and its path's, in the order of the file.
            var all: [(record: Int, path: Int)] {
                slots.filter { $0.hash != 0 }.map { (Int($0.record), Int($0.path)) }.sorted { $0.record < $1.record }
            }
        }

        /// The last tab after `floor` and before `end`, read backwards eight bytes a turn.
        static func lastTab(before end: Int, after floor: Int, in buffer: UnsafeBufferPointer<UInt8>) -> Int? {
            guard let base = UnsafeRawPointer(buffer.baseAddress) else { return nil }
            let low: UInt64 = 0x7F7F_7F7F_7F7F_7F7F, tabs: UInt64 = 0x0909_0909_0909_0909
            var at = end
            while at - 8 > floor {
                let word = UInt64(littleEndian: (base + (at - 8)).loadUnaligned(as: UInt64.self)) ^ tabs
                // A byte's high bit set exactly where the byte was a tab (now 0), no carry between bytes.
                let zero = ~(((word & low) &+ low) | word | low)
                if zero != 0 { return at - 8 + (63 - zero.leadingZeroBitCount) / 8 }
                at -= 8
            }
            while at > floor + 1 {
                at -= 1
                if buffer[at] == 0x09 { return at }
            }
            return nil
        }

        /// A 64-bit hash of a path's bytes, eight a turn, never 0 (an empty slot).
        static func hash(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt64 {
            guard let base = UnsafeRawPointer(bytes.baseAddress) else { return 1 }
            var h: UInt64 = 0xCBF2_9CE4_8422_2325 ^ UInt64(bytes.count)
            @inline(__always) func fold(_ word: UInt64) {
                let x = h ^ word
                h = (x << 29 | x >> 35) &* 0x9E37_79B9_7F4A_7C15
            }
            var at = 0
            while bytes.count - at >= 8 {
                fold(UInt64(littleEndian: (base + at).loadUnaligned(as: UInt64.self)))
                at += 8
            }
            if at < bytes.count {
                if bytes.count >= 8 {
                    // The last eight bytes, some hashed already (the length is mixed in).
                    fold(UInt64(littleEndian: (base + (bytes.count - 8)).loadUnaligned(as: UInt64.self)))
                } else {
                    var word: UInt64 = 0
                    for i in 0..<bytes.count { word |= UInt64(bytes[i]) << (8 * UInt64(i)) }
                    fold(word)
                }
            }
            h = (h ^ (h >> 33)) &* 0xFF51_AFD7_ED55_8CCD
            h ^= h >> 33
            return h == 0 ? 1 : h
        }

        /// A record's fields before its path, read in place as `parse` reads them: a number's tab
        /// found byte by byte (a few digits: `memchr`'s call cost more), a hash's at its place.
        struct Fields {
            let buffer: UnsafeBufferPointer<UInt8>
            var at: Int
            /// The tab before the path: every field ends at one, this one at the latest.
            let last: Int

            init(_ buffer: UnsafeBufferPointer<UInt8>, _ found: (record: Int, path: Int)) {
                self.buffer = buffer
                at = found.record + 2
                last = found.path - 1
            }

            /// Whether every field was read: the next is the path.
            var atPath: Bool { at == last + 1 }

            mutating func next() -> UnsafeBufferPointer<UInt8>? {
                guard at <= last else { return nil }
                var tab = at
                while buffer[tab] != 0x09 { tab += 1 }
                defer { at = tab + 1 }
                return UnsafeBufferPointer(rebasing: buffer[at..<tab])
            }

            /// A decimal number, as `T(asciiDecimal:)` reads it. Digits alone (what `RecordWriter` writes
            /// of a number that is not negative), up to 19, are read as they are found.
            mutating func integer<T: FixedWidthInteger>(_: T.Type) -> T? {
                if T.bitWidth == 64, let base = buffer.baseAddress {
                    // Ends at a tab at `last` the latest, and no tab is a digit.
                    var end = at
                    var magnitude: UInt64 = 0
                    while case let digit = base[end] &- 0x30, digit < 10 {
                        magnitude = magnitude &* 10 &+ UInt64(digit)
                        end += 1
                    }
                    if base[end] == 0x09, end > at, end - at <= 19, !T.isSigned || magnitude <= UInt64(Int64.max) {
                        at = end + 1
                        return T(truncatingIfNeeded: magnitude)
                    }
                }
                return next().flatMap { T(asciiDecimal: $0) }
            }

            /// A lowercase hex SHA-256; `known`'s (one) when it has the same bytes.
            mutating func hash(known: String? = nil) -> String? {
                guard at + 64 <= last, buffer[at + 64] == 0x09 else { return nil }
                let field = UnsafeBufferPointer(rebasing: buffer[at..<(at + 64)])
                at += 65
                if var known, known.utf8.count == 64, known.withUTF8({ ByteSearch.equal($0, field) }) { return known }
                guard StoredRecords.isLowerHex(field) else { return nil }
                return String(decoding: field, as: UTF8.self)
            }
        }

        /// Whether the 64 bytes are `0`-`9` and `a`-`f`, eight at a time.
        static func isLowerHex(_ field: UnsafeBufferPointer<UInt8>) -> Bool {
            guard field.count == 64, let base = UnsafeRawPointer(field.baseAddress) else { return false }
            let high: UInt64 = 0x8080_8080_8080_8080, ones: UInt64 = 0x0101_0101_0101_0101
            // With every byte below 0x80, `word + (0x80 - c)` per byte has its high bit set where the byte is `c` or above.
            @inline(__always) func atLeast(_ word: UInt64, _ c: UInt64) -> UInt64 { (word &+ ones &* (0x80 - c)) & high }
            for offset in stride(from: 0, to: 64, by: 8) {
                let word = UInt64(littleEndian: (base + offset).loadUnaligned(as: UInt64.self))
                guard word & high == 0 else { return false }
                let digit = atLeast(word, 0x30) & ~atLeast(word, 0x3A)
                let letter = atLeast(word, 0x61) & ~atLeast(word, 0x67)
                guard digit | letter == high else { return false }
            }
            return true
        }

        func source(_ path: String) -> SourceEntry? {
            var path = path
            return path.withUTF8 { path in
                bytes.withUnsafeBufferPointer { buffer in
                    sources.find(path, in: buffer).flatMap { source(at: $0, in: buffer) }
                }
            }
        }

        /// `sourceHash`: the hash the output's record most likely names (its source's), a lowercase hex
        /// SHA-256, given back when the record names it (one String, not two).
        func output(_ path: String, sourceHash: String? = nil) -> OutputEntry? {
            var path = path
            return path.withUTF8 { path in
                bytes.withUnsafeBufferPointer { buffer in
                    outputs.find(path, in: buffer).flatMap { output(at: $0, in: buffer, sourceHash: sourceHash) }
                }
            }
        }

        /// The `S` record at `found` decoded, as `parse` reads it; nil when it does not read so.
        private func source(at found: (record: Int, path: Int), in buffer: UnsafeBufferPointer<UInt8>) -> SourceEntry? {
            var fields = Fields(buffer, found)
            guard let size = fields.integer(Int64.self), let mtime = fields.integer(Int64.self), let ino = fields.integer(UInt64.self),
                  let ctime = fields.integer(Int64.self), let hash = fields.hash(), fields.atPath else { return nil }
            return SourceEntry(size: size, mtime: mtime, inode: ino, hash: hash, ctime: ctime)
        }

        /// The `O` record at `found` decoded, as `parse` reads it; nil when it does not read so.
        private func output(at found: (record: Int, path: Int), in buffer: UnsafeBufferPointer<UInt8>, sourceHash: String? = nil) -> OutputEntry? {
            var fields = Fields(buffer, found)
            guard let size = fields.integer(Int64.self), let mtime = fields.integer(Int64.self), let ino = fields.integer(UInt64.self),
                  let ctime = fields.integer(Int64.self), let source = fields.hash(known: sourceHash), let config = fields.hash(known: configHash),
                  let intact = fields.next(), intact.count == 1, intact[0] == UInt8(ascii: "1") || intact[0] == UInt8(ascii: "0"),
                  fields.atPath else { return nil }
            return OutputEntry(size: size, mtime: mtime, inode: ino, sourceHash: source, configHash: config,
                               bodyIntact: intact[0] == UInt8(ascii: "1"), ctime: ctime)
        }

        /// Every source record that decodes, with its path, in the order of the file.
        func allSources() -> [(String, SourceEntry)] {
            bytes.withUnsafeBufferPointer { buffer in
                sources.all.compactMap { found in source(at: found, in: buffer).map { (Self.path(at: found.path, in: buffer), $0) } }
            }
        }

        /// Every output record that decodes, with its path, in the order of the file.
        func allOutputs() -> [(String, OutputEntry)] {
            bytes.withUnsafeBufferPointer { buffer in
                outputs.all.compactMap { found in output(at: found, in: buffer).map { (Self.path(at: found.path, in: buffer), $0) } }
            }
        }

        private static func path(at start: Int, in buffer: UnsafeBufferPointer<UInt8>) -> String {
            var end = start
            while buffer[end] != 0x0A { end += 1 }
            return String(decoding: UnsafeBufferPointer(rebasing: buffer[start..<end]), as: UTF8.self)
        }
    }
}
