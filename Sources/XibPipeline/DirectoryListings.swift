import XibPlatform

/// `<cache>/listings`: the directory listings earlier walks read, each with the stamp its
/// directory had then, so a walk reads again (`getdents`) only the directories that changed.
/// An optimisation only: a missing, outdated or damaged file is rebuilt without a word.
///
/// Why a stamp suffices: creating, removing or renaming an entry (a directory replaced by a
/// symlink too) sets the directory's mtime and ctime to the current time, and a listing holds
/// nothing else (names and `d_type`s; a symlink's target is looked at by every walk anyway). A
/// directory replaced by another at the same path has another inode, or a newer mtime. A listing
/// is kept only when its directory's mtime was more than `HashMemo.racyWindowNanos` old when it
/// was taken: a change later in the same timestamp tick would otherwise leave the stamp as it
/// was. Setting the mtime back by hand moves the ctime, which is compared too.
///
/// Format: `xibgen-listings 2`, then per directory `D dev inode mtime ctime count path` (tabs)
/// followed by `count` lines `<kind><name>` (kind: `d` directory, `f` regular file,
/// `l` symlink, `o` other, `u` unknown), and `#\tcheck64\t<hex>` last (`HashMemo.checksum`).
/// Directories whose path or names hold a newline are not recorded.
/// The file is read when a walk first asks for a listing (a path-scoped sync whose project files
/// `ProjectFilesIndex` recorded asks for none), and entries are decoded only for the directories
/// a walk asks for.
final class DirectoryListings: Sendable {
    static let magic = "xibgen-listings 2"

    struct Stamp: Equatable, Sendable {
        var device: UInt64, inode: UInt64, mtime: Int64, ctime: Int64
        init(_ stamp: FileStamp) { (device, inode, mtime, ctime) = (stamp.device, stamp.inode, stamp.mtimeNanos, stamp.ctimeNanos) }
        init(device: UInt64, inode: UInt64, mtime: Int64, ctime: Int64) { (self.device, self.inode, self.mtime, self.ctime) = (device, inode, mtime, ctime) }
    }

    /// A record of the loaded file: its stamp and where its lines are (`header` up to the end of its entries).
    private struct Stored: Sendable {
        var stamp: Stamp
        var count: Int
        var entries: Int
        var header: Range<Int>
    }

    private struct State: Sendable {
        /// Listed by this run (and recordable), absolute path → stamp and entries.
        var listed: [String: (stamp: Stamp, entries: [DirectoryEntry])] = [:]
        /// Absolute paths this run looked at (listed or reused).
        var visited: Set<String> = []
        /// Stored records whose directory changed or vanished: not written again.
        var dropped: Set<String> = []
        var reused = 0, relisted = 0
    }

    private struct Loaded: Sendable {
        var bytes: [UInt8] = []
        var stored: [String: Stored] = [:]
        /// How many regular files the stored listings hold.
        var files = 0
    }

    /// Where the file is; nil: none (every directory is listed).
    private let path: String?
    private let loaded = Locked<Loaded?>(nil)
    private let state = Locked(State())

    init() {
        path = nil
    }

    private init(path: String) {
        self.path = path
    }

    /// The file's records, read on first use.
    private var file: Loaded {
        loaded.withLock { loaded in
            if let loaded { return loaded }
            var file = Loaded()
            if let path, let bytes = try? FileIO.read(path), let (stored, files) = Self.parse(bytes) { file = Loaded(bytes: bytes, stored: stored, files: files) }
            loaded = file
            return file
        }
    }

    /// How many regular files the file's listings hold (read on first use): a walk makes room for
    /// its outputs from it (growing a set of 10,000 paths rehashed them 10 M instructions' worth).
    var recordedFiles: Int { file.files }

    /// How many directories this run took from the file, and how many it listed.
    var counts: (reused: Int, relisted: Int) { state.withLock { ($0.reused, $0.relisted) } }

    /// The listings recorded at `path`, read when first asked for.
    static func load(_ path: String) -> DirectoryListings {
        DirectoryListings(path: path)
    }

    private static func parse(_ bytes: [UInt8]) -> (stored: [String: Stored], files: Int)? {
        let magicLine = Array((magic + "\n").utf8)
        guard let trailerStart = bytes.withUnsafeBufferPointer({ HashMemo.checkedTrailerStart(of: $0, magicLine: magicLine) }) else { return nil }
        var stored: [String: Stored] = [:]
        var files = 0
        var at = magicLine.count
        func lineEnd(_ from: Int) -> Int? {
            var i = from
            while i < trailerStart, bytes[i] != 0x0A { i += 1 }
            return i < trailerStart ? i : nil
        }
        while at < trailerStart {
            guard bytes[at] == 0x44, let end = lineEnd(at) else { return nil }  // "D"
            let fields = bytes[at..<end].split(separator: 0x09, maxSplits: 6, omittingEmptySubsequences: false)
            guard fields.count == 7, let device = UInt64(asciiDecimal: fields[1]), let inode = UInt64(asciiDecimal: fields[2]),
                  let mtime = Int64(asciiDecimal: fields[3]), let ctime = Int64(asciiDecimal: fields[4]), let count = Int(asciiDecimal: fields[5])
            else { return nil }
            let path = String(decoding: fields[6], as: UTF8.self)
            var next = end + 1
            for _ in 0..<count {
                guard next < trailerStart, let e = lineEnd(next), e > next else { return nil }
                if bytes[next] == 0x66 { files += 1 }  // "f"
                next = e + 1
            }
            stored[path] = Stored(stamp: Stamp(device: device, inode: inode, mtime: mtime, ctime: ctime), count: count,
                                  entries: end + 1, header: at..<next)
            at = next
        }
        return (stored, files)
    }

    private func entries(of record: Stored, in bytes: [UInt8], omitting suffixes: [[UInt8]]) -> [DirectoryEntry] {
        var entries: [DirectoryEntry] = []
        entries.reserveCapacity(record.count)
        var at = record.entries
        for _ in 0..<record.count {
            var end = at + 1
            while bytes[end] != 0x0A { end += 1 }
            if bytes[at] == 0x66, !suffixes.isEmpty,
               suffixes.contains(where: { $0.count < end - at && bytes[(end - $0.count)..<end].elementsEqual($0) }) {
                at = end + 1
                continue
            }
            let kind: DirectoryEntry.Kind
            switch bytes[at] {
            case 0x64: kind = .directory
            case 0x66: kind = .regular
            case 0x6C: kind = .symbolicLink
            case 0x75: kind = .unknown
            default: kind = .other
            }
            entries.append(DirectoryEntry(name: String(decoding: bytes[(at + 1)..<end], as: UTF8.self), kind: kind))
            at = end + 1
        }
        return entries
    }

    /// The entries of the directory `abs`, whose stamp the caller just took: from the file when
    /// it recorded this directory with this stamp, else listed (`FileIO.listDirectory`).
    /// `omitting`: name endings of regular files the caller skips, left out when read from the
    /// file (no String is made for them); a fresh listing has them all.
    func list(_ abs: String, stamp fileStamp: FileStamp, omitting suffixes: [[UInt8]] = []) throws(FileSystemError) -> [DirectoryEntry] {
        let stamp = Stamp(fileStamp)
        let file = file
        if let record = file.stored[abs], record.stamp == stamp {
            state.withLock {
                $0.visited.insert(abs)
                $0.reused += 1
            }
            return entries(of: record, in: file.bytes, omitting: suffixes)
        }
        let entries: [DirectoryEntry]
        do { entries = try FileIO.listDirectory(abs) } catch {
            _ = state.withLock { $0.dropped.insert(abs) }
            throw error
        }
        let recordable = SystemClock.nowNanos() - stamp.mtime > HashMemo.racyWindowNanos && !abs.utf8.contains(0x0A)
            && !entries.contains { $0.name.utf8.contains(0x0A) }
        state.withLock {
            $0.relisted += 1
            $0.visited.insert(abs)
            if recordable { $0.listed[abs] = (stamp, entries) } else { $0.dropped.insert(abs) }
        }
        return entries
    }

    /// Writes the file when this run listed or dropped a directory. `prune`: records of
    /// directories this run did not look at are left out (a full walk looked at every one).
    func save(to path: String, prune: Bool) throws(FileSystemError) {
        let current = state.withLock { $0 }
        guard !current.visited.isEmpty || !current.dropped.isEmpty else { return }  // asked for nothing: as it was
        let (bytes, stored) = (file.bytes, file.stored)
        let kept = stored.filter { current.listed[$0.key] == nil && !current.dropped.contains($0.key) && (!prune || current.visited.contains($0.key)) }
        guard !current.listed.isEmpty || kept.count != stored.count else { return }
        var out = Array((Self.magic + "\n").utf8)
        for (_, record) in kept.sorted(by: { $0.value.header.lowerBound < $1.value.header.lowerBound }) {
            out += bytes[record.header]
        }
        for (abs, listing) in current.listed.sorted(by: { $0.key < $1.key }) {
            let s = listing.stamp
            out += Array("D\t\(s.device)\t\(s.inode)\t\(s.mtime)\t\(s.ctime)\t\(listing.entries.count)\t\(abs)\n".utf8)
            for entry in listing.entries {
                switch entry.kind {
                case .directory: out.append(0x64)
                case .regular: out.append(0x66)
                case .symbolicLink: out.append(0x6C)
                case .unknown: out.append(0x75)
                case .other: out.append(0x6F)
                }
                out += entry.name.utf8
                out.append(0x0A)
            }
        }
        HashMemo.appendChecksumLine(to: &out)
        try FileIO.mkdirs(PathUtil.dirname(path))
        try FileIO.atomicWrite(out, to: path, durable: false)
    }
}
