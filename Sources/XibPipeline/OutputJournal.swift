import XibPlatform

/// The write journal (`<cache>/journal`): the outputs a run is renaming into place, so that
/// outputs need no flush each and a run pays for two flushes, not one per batch of files.
///
/// A run that writes outputs
///  1. writes each output to a temporary file beside it (no flush);
///  2. before renaming any of them, appends their root-relative paths and body hashes to the
///     journal and flushes it (data, and the cache directory when the journal is new): one
///     flush for a whole run, unless a run stages more than `Pipeline.writeBatchSize` files
///     per worker;
///  3. renames them into place, without a flush;
///  4. at the end of the run flushes once (`Durability.makeDurable` over every output it
///     wrote and the memo: one `syncfs` on Linux), and only then removes the journal.
///
/// Why no crash makes a later run refuse an output or lose a file:
///  - kill -9 (the process dies, the kernel lives): every `write` and `rename` the process
///    made stays in the page cache and reaches the disk later. A temporary file is renamed
///    only after it is completely written, so each output is its old content or its new
///    content; temporaries left behind are removed by the next run (they are never outputs).
///  - Power loss: the journal's flush (step 2) completes before the first rename of its
///    outputs is issued (step 3), so if any of those renames reached the disk, the journal
///    entry naming that output did too. A rename that reached the disk without the renamed
///    file's data can leave the output empty or torn — only such a listed output. The journal is
///    removed (step 4) only after the flush that puts every output's data on disk completes,
///    so a torn output is never left without its entry. The file a rename replaced is never
///    written to: until the rename it is intact, and the only hand-written files a run renames
///    over are those `--force` was asked to overwrite.
///  - The next run reads the leftover journal and regenerates a listed output that is torn
///    (see `isTorn`) instead of refusing it as a hand edit, and carries entries it did not
///    resolve (a `--once FILE` run does not look at the others) into its own journal.
///    An output the journal does not list keeps the hand-edit protection.
///
/// Format: a first line `xibgen-journal 1`, then a line per output: `<body-sha256>\t<path>`
/// (path escaped as the memo's messages are). A line cut short by a crash (no newline) was
/// never flushed, so none of its outputs was renamed: it is ignored, as are damaged lines.
public final class OutputJournal: @unchecked Sendable {
    static let magic = "xibgen-journal 1"

    /// Output path → the body hash a run was writing there.
    public typealias Entries = [String: String]

    let path: String
    /// What a run interrupted before its final flush left: outputs that may be torn.
    public let leftover: Entries
    private let lock = Locked<State>(State())

    private struct State {
        var created = false
        var recorded: Entries = [:]
    }

    /// Whether a journal was there when the run started: the last run was cut off.
    public let wasLeftOver: Bool

    public init(path: String) {
        self.path = path
        let bytes = try? FileIO.read(path)
        self.leftover = bytes.map(Self.parse) ?? [:]
        self.wasLeftOver = bytes != nil || FileIO.exists(path)
    }

    /// Whether this run recorded outputs, or found a leftover journal: then it must `finish`.
    public var needsFinish: Bool {
        wasLeftOver || lock.withLock { !$0.recorded.isEmpty }
    }

    public var recorded: Entries { lock.withLock { $0.recorded } }

    static func parse(_ bytes: [UInt8]) -> Entries {
        var lines = bytes.split(separator: 0x0A, omittingEmptySubsequences: false)
        guard let first = lines.first, first.elementsEqual(magic.utf8) else { return [:] }
        lines.removeLast()  // after the last newline: empty, or a line cut short
        var entries: Entries = [:]
        for line in lines.dropFirst() {
            guard let tab = line.firstIndex(of: 0x09) else { continue }
            let hash = String(decoding: line[..<tab], as: UTF8.self)
            let path = HashMemo.unescape(String(decoding: line[(tab + 1)...], as: UTF8.self))
            guard HashMemo.isHash(hash), !path.isEmpty else { continue }
            entries[path] = hash
        }
        return entries
    }

    static func serialize(_ entries: some Sequence<(key: String, value: String)>) -> [UInt8] {
        var bytes: [UInt8] = []
        for (path, hash) in entries {
            bytes += Array("\(hash)\t\(HashMemo.escape(path))\n".utf8)
        }
        return bytes
    }

    /// Records outputs about to be renamed into place and flushes the journal (see the type's
    /// steps). The first record of a run writes the journal whole, with the leftover entries,
    /// and flushes its directory too; later ones append. Thread-safe: workers commit concurrently.
    public func record(_ entries: [(path: String, bodyHash: String)]) throws(FileSystemError) {
        let failure = lock.withLock { (state: inout State) -> FileSystemError? in
            let lines = Self.serialize(entries.map { (key: $0.path, value: $0.bodyHash) })
            do throws(FileSystemError) {
                if state.created {
                    try FileIO.appendDurably(lines, to: path)
                } else {
                    try FileIO.mkdirs(PathUtil.dirname(path))
                    let listedNow = Set(entries.map(\.path))
                    let carried = leftover.filter { !listedNow.contains($0.key) }.sorted { PathUtil.precedes($0.key, $1.key) }
                    try FileIO.durableReplace(Array("\(Self.magic)\n".utf8) + Self.serialize(carried) + lines, at: path)
                    state.created = true
                }
            } catch {
                return error
            }
            for entry in entries { state.recorded[entry.path] = entry.bodyHash }
            return nil
        }
        if let failure { throw failure }
    }

    /// Ends the run, after its final flush made every output it wrote durable (and `flushed`
    /// the leftover outputs that are whole): removes the journal, or, when leftover outputs
    /// are still torn (`stillTorn`: their document failed this run, or the run did not reach
    /// them), rewrites it with just those.
    public func finish(stillTorn: Entries) throws(FileSystemError) {
        let unchanged = lock.withLock { $0.recorded.isEmpty } && stillTorn == leftover
        if unchanged {
            // Nothing resolved, nothing added: the journal on disk says it already.
        } else if stillTorn.isEmpty {
            try FileIO.remove(path)
        } else {
            let kept = stillTorn.sorted { PathUtil.precedes($0.key, $1.key) }
            try FileIO.durableReplace(Array("\(Self.magic)\n".utf8) + Self.serialize(kept), at: path)
        }
        lock.withLock { $0 = State() }
    }

    /// Whether an output's bytes are what an interrupted write of a file with body hash
    /// `bodyHash` can leave after a power cut, and not a hand edit: empty, zeros (blocks
    /// allocated but not written), cut short inside xibgen's header, or a header carrying the
    /// journal's body hash over a body that does not match it (the file cut short). A whole
    /// file, or one with another header whose body was edited, is not torn.
    public static func isTorn(_ bytes: [UInt8], bodyHash: String) -> Bool {
        var end = bytes.count
        while end > 0, bytes[end - 1] == 0 { end -= 1 }
        let content = bytes[..<end]
        let prefix = Array(GeneratedHeader.firstLinePrefix.utf8)
        if content.count <= prefix.count { return prefix.starts(with: content) }
        guard GeneratedHeader.carriesHeader(bytes) else { return false }
        guard let parsed = GeneratedHeader.parse(bytes) else { return true }  // cut inside the header lines
        return !parsed.bodyIntact && parsed.header.bodyHash == bodyHash
    }
}
