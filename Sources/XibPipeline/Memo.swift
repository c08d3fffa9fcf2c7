import XibModel
import XibPlatform

/// Local memo: (path, size, mtime, inode) → facts about the file's content, so that a no-op run
/// need not re-read every file. An optimisation only: results never depend on it. Missing → rebuilt;
/// corrupt → rebuilt with a warning. Written atomically.
///
/// Format (`<cache>/memo`): a first line `xibgen-memo 2`, then tab-separated records:
///   `S size mtime inode sha path`                       source XIB content hash
///   `O size mtime inode source config body-intact path` parsed output header
///   `E source config build path` + `D severity line column kind message` lines: a failed generation
///                                                       (`build`: `GeneratorBuild.identity`)
///   `#\tsha256\t<hex>` last: the hash of every byte before this line. A memo whose records were
///   damaged (a flipped bit could otherwise turn `body-intact 0` into `1` and let xibgen overwrite
///   a hand-edited output) or cut short at a line boundary fails it and is rebuilt.
public struct HashMemo: Sendable {
    public struct SourceEntry: Hashable, Sendable {
        public var size: Int64, mtime: Int64, inode: UInt64
        public var hash: String
    }
    public struct OutputEntry: Hashable, Sendable {
        public var size: Int64, mtime: Int64, inode: UInt64
        public var sourceHash: String, configHash: String
        public var bodyIntact: Bool
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

    static let magic = "xibgen-memo 3"
    static let magicPrefix = "xibgen-memo "
    static let checksumPrefix = "#\tsha256\t"

    public init() {}

    /// `outdated`: written by another version of xibgen in another format; rebuilt without a word.
    public enum LoadOutcome: Sendable { case loaded, missing, outdated, corrupt }

    public static func load(_ path: String) -> (HashMemo, LoadOutcome) {
        guard FileIO.exists(path) else { return (HashMemo(), .missing) }
        guard let bytes = try? FileIO.read(path) else { return (HashMemo(), .corrupt) }
        guard let memo = parse(bytes) else {
            let firstLine = bytes.prefix { $0 != 0x0A }
            let isOtherFormat = String(decoding: firstLine, as: UTF8.self).hasPrefix(magicPrefix) && !firstLine.elementsEqual(magic.utf8)
            return (HashMemo(), isOtherFormat ? .outdated : .corrupt)
        }
        return (memo, .loaded)
    }

    static func parse(_ bytes: [UInt8]) -> HashMemo? {
        var memo = HashMemo()
        var lines = bytes.split(separator: 0x0A, omittingEmptySubsequences: false)
        guard let first = lines.first, String(decoding: first, as: UTF8.self) == magic else { return nil }
        guard lines.last?.isEmpty == true else { return nil }  // truncated file
        lines.removeLast()
        // The checksum line covers everything before it.
        guard let trailer = lines.popLast() else { return nil }
        let trailerText = String(decoding: trailer, as: UTF8.self)
        guard trailerText.hasPrefix(checksumPrefix), lines.count >= 1 else { return nil }
        let covered = bytes[..<trailer.startIndex]
        guard SHA256Hex.of(bytes: covered) == trailerText.dropFirst(checksumPrefix.count) else { return nil }
        var lastFailure: String? = nil
        for line in lines.dropFirst() {
            let f = line.split(separator: 0x09, omittingEmptySubsequences: false).map { String(decoding: $0, as: UTF8.self) }
            guard let kind = f.first else { return nil }
            if kind != "D" { lastFailure = nil }
            switch kind {
            case "E":
                guard f.count == 5, isHash(f[1]), isHash(f[2]), isHash(f[3]), !f[4].isEmpty else { return nil }
                memo.failures[f[4]] = FailureEntry(sourceHash: f[1], configHash: f[2], generatorBuild: f[3], diagnostics: [])
                lastFailure = f[4]
            case "D":
                guard f.count == 6, let path = lastFailure, let severity = Diagnostic.Severity(rawValue: f[1]),
                      let line = Int(f[2]), let column = Int(f[3]) else { return nil }
                memo.failures[path]!.diagnostics.append(
                    Diagnostic(severity, kind: unescape(f[4]), unescape(f[5]), at: SourceLocation(line: line, column: column)))
            case "S":
                guard f.count == 6, let size = Int64(f[1]), let mtime = Int64(f[2]), let ino = UInt64(f[3]),
                      isHash(f[4]), !f[5].isEmpty else { return nil }
                memo.sources[f[5]] = SourceEntry(size: size, mtime: mtime, inode: ino, hash: f[4])
            case "O":
                guard f.count == 8, let size = Int64(f[1]), let mtime = Int64(f[2]), let ino = UInt64(f[3]),
                      isHash(f[4]), isHash(f[5]), f[6] == "1" || f[6] == "0", !f[7].isEmpty else { return nil }
                memo.outputs[f[7]] = OutputEntry(size: size, mtime: mtime, inode: ino, sourceHash: f[4], configHash: f[5], bodyIntact: f[6] == "1")
            default:
                return nil
            }
        }
        return memo
    }

    static func isHash(_ s: String) -> Bool {
        s.utf8.count == 64 && s.utf8.allSatisfy { ($0 >= 0x30 && $0 <= 0x39) || ($0 >= 0x61 && $0 <= 0x66) }
    }

    public func serialized() -> [UInt8] {
        var out = RecordWriter()
        out.bytes.reserveCapacity(64 + sources.count * 120 + outputs.count * 200)
        out.field(HashMemo.magic, last: true)
        for key in sources.keys.sorted(by: PathUtil.precedes) where Self.storable(key) {
            let e = sources[key]!
            out.field("S"); out.field(e.size); out.field(e.mtime); out.field(e.inode); out.field(e.hash); out.field(key, last: true)
        }
        for key in outputs.keys.sorted(by: PathUtil.precedes) where Self.storable(key) {
            let e = outputs[key]!
            out.field("O"); out.field(e.size); out.field(e.mtime); out.field(e.inode); out.field(e.sourceHash); out.field(e.configHash)
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
        let checksum = SHA256Hex.of(out.bytes)
        out.bytes += Array(Self.checksumPrefix.utf8)
        out.field(checksum, last: true)
        return out.bytes
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
    public func save(_ path: String, durable: Bool = true) throws(FileSystemError) {
        try FileIO.mkdirs(PathUtil.dirname(path))
        try FileIO.atomicWrite(serialized(), to: path, durable: durable)
    }

    /// Racy-clean guard: a file modified within this window of "now" may change again within the
    /// same timestamp tick, so its stamp is not trusted for memoisation.
    static let racyWindowNanos: Int64 = 1_000_000_000

    func source(_ path: String, matching s: FileStamp) -> SourceEntry? {
        guard let e = sources[path], e.size == s.size, e.mtime == s.mtimeNanos, e.inode == s.inode else { return nil }
        return e
    }

    func output(_ path: String, matching s: FileStamp) -> OutputEntry? {
        guard let e = outputs[path], e.size == s.size, e.mtime == s.mtimeNanos, e.inode == s.inode else { return nil }
        return e
    }
}
