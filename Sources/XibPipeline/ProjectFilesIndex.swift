import XibPlatform

/// The filesystem stamps a walk's result depends on: every directory it listed, and every path it
/// looked at without listing (a root that is missing or not a directory, a symlink's target, a
/// catalog folder's `Contents.json`), missing ones as nil.
struct WalkDependencies: Sendable {
    /// Each directory's stamp and the digest of what the walk could derive from its listing
    /// (`listingDigest`; nil: not listed, a directory met again through a symlink).
    var directories: [(path: String, stamp: DirectoryListings.Stamp, digest: String?)] = []
    var files: [(path: String, stamp: DirectoryListings.Stamp?)] = []
    /// The output suffix: outputs are among the entries a listing's digest leaves out.
    let outputSuffix: String

    init(outputSuffix: String) { self.outputSuffix = outputSuffix }

    mutating func directory(_ abs: String, _ stamp: FileStamp, listed entries: [DirectoryEntry]?) {
        directories.append((abs, DirectoryListings.Stamp(stamp), entries.map { Self.listingDigest($0, outputSuffix: outputSuffix) }))
    }
    mutating func file(_ abs: String, _ stamp: FileStamp?) { files.append((abs, stamp.map(DirectoryListings.Stamp.init))) }

    /// Whether every stamp is older than the racy window at `now`: a change later in the same
    /// timestamp tick as one of them would leave that stamp as it was.
    func areSettled(at now: Int64) -> Bool {
        directories.allSatisfy { now - $0.stamp.mtime > HashMemo.racyWindowNanos }
            && files.allSatisfy { $0.stamp.map { now - $0.mtime > HashMemo.racyWindowNanos } ?? true }
    }

    /// Whether neither the project-files walk nor the catalog reader derives anything from a
    /// listing's entry: a regular file that is a document, hidden (a temporary: xibgen's, or an
    /// editor's saving by rename), or an output that is neither an image file nor a source. So a
    /// document saved by rename or an output written changes its directory's stamp but not its digest.
    static func derivesNothing(_ entry: DirectoryEntry, outputSuffix: String) -> Bool {
        guard entry.kind == .regular else { return false }
        let name = entry.name
        if SourceFiles.isSource(name) || name.hasPrefix(".") { return true }
        return !outputSuffix.isEmpty && name.hasSuffix(outputSuffix) && AssetCatalogs.imageFileExtension(of: name) == nil
            && !OwnerSources.affectsIndex(name, outputSuffix: outputSuffix)
    }

    /// SHA-256 of a listing's entries (kind and name, in name order) save those `derivesNothing`
    /// keeps out: equal digests, equal derivations (given the same subdirectories and targets,
    /// which have their own stamps).
    static func listingDigest(_ entries: [DirectoryEntry], outputSuffix: String) -> String {
        var kept = entries.filter { !derivesNothing($0, outputSuffix: outputSuffix) }.map { entry -> [UInt8] in
            let kind: UInt8
            switch entry.kind {
            case .directory: kind = 0x64
            case .regular: kind = 0x66
            case .symbolicLink: kind = 0x6C
            case .unknown: kind = 0x75
            case .other: kind = 0x6F
            }
            return [kind] + Array(entry.name.utf8) + [0x0A]
        }
        kept.sort { $0.lexicographicallyPrecedes($1) }
        return SHA256Hex.of(Array(kept.joined()))
    }
}

/// `<cache>/project-files`: what a path-scoped sync's walk for asset catalogs and Swift sources
/// found (the catalogs, image files and Swift files under the roots, and each catalog's image and
/// color names) with the stamps it depends on, so the next such sync checks one `stat` per
/// directory instead of listing the tree and reading the catalogs again. An optimisation only: a
/// missing, damaged or outdated file is rebuilt without a word.
///
/// Why the stamps suffice: the result is made of directory listings (entry names and kinds) and a
/// few files' contents. Creating, removing or renaming an entry sets its directory's mtime and
/// ctime; a directory or file replaced at the same path has another inode; an edit in place sets
/// the file's mtime and ctime. So every directory the walk listed and every path it looked at
/// otherwise (a missing root, a symlink's target, a catalog folder's `Contents.json`) is recorded
/// with its stamp, or as missing, and any difference makes the file unused. Image set contents are
/// not read (a set's name is its folder's name), so they are not recorded. As for
/// `DirectoryListings`, the file is written only when every recorded mtime is older than
/// `HashMemo.racyWindowNanos` after the walk: a change within the same tick as a recorded stamp
/// would not move it. The key names the root, roots, excludes and skipped directories the walk used.
///
/// A directory's stamp also moves for changes that matter to none of this: an output written beside
/// a document, a document saved by writing a temporary and renaming it over (Xcode), so the
/// pre-commit flow would rarely find the record valid. So each directory line also holds the digest
/// of the entries the walk derives something from (`WalkDependencies.listingDigest`): when only a
/// directory's stamp differs, that one directory is listed again, and an equal digest keeps the
/// record; its new stamp is written back when settled (else it is listed again next time).
///
/// Format (tab-separated fields, one record per line; paths and names hold no tab or newline):
///   `xibgen-project-files 3`, `K key`, then
///   `D dev inode mtime ctime digest path`   a directory (absolute path); digest `-`: not listed
///
///   `F dev inode mtime ctime path`   a path looked at; `F - path` when missing
///   `O`                              an Objective-C file is under the roots
///   `S path` / `P path`              a Swift file / an image file outside catalogs (root-relative)
///   `C symbols path`                 a catalog (`1`: Xcode makes asset symbols for it), then its
///   `i name` / `c name`              image and color set names
///   `A fingerprint`                  the asset index's fingerprint
///   `#\tcheck64\t<hex>` last (`HashMemo.checksum`).
enum ProjectFilesIndex {
    static let magic = "xibgen-project-files 3"

    struct Contents: Sendable {
        /// Catalogs, image files, Swift sources and whether an Objective-C file is there.
        var found: Discovery.Result
        var catalogs: [AssetCatalogs.CatalogContents]
        var assetFingerprint: String
        /// Directories whose stamp differed and which were listed again (their digest matched).
        var relisted = 0
        /// The settled new stamps of those directories, to write back; nil: none.
        var refresh: Refresh? = nil
    }

    /// The file as read and the lines of the directories listed again whose new stamps are settled.
    struct Refresh: Sendable {
        let bytes: [UInt8]
        let trailerStart: Int
        /// A directory's line in the file, the line that replaces it, and the directory's stamp it records.
        typealias Line = (lines: Range<Int>, with: String, path: String, stamp: DirectoryListings.Stamp)
        /// In file order.
        let lines: [Line]

        /// The file with the new stamps of the directories that still have them; nil when none
        /// does. A sync that writes into such a directory (the pre-commit run of an edited
        /// document renames its output there) moves its stamp again: the new stamp is as stale as
        /// the recorded one, and the next sync lists the directory again either way, so the file
        /// (134 KB on the 10,000-document tree), its rename and the freeing of the one it replaces
        /// are saved.
        func refreshed() -> [UInt8]? {
            let kept = lines.filter { FileIO.stamp($0.path).map(DirectoryListings.Stamp.init) == $0.stamp }
            guard !kept.isEmpty else { return nil }
            var out: [UInt8] = []
            out.reserveCapacity(trailerStart + 64)
            var copied = 0
            bytes.withUnsafeBufferPointer { buffer in
                for (lines, line, _, _) in kept {
                    out += UnsafeBufferPointer(rebasing: buffer[copied..<lines.lowerBound])
                    out += Array(line.utf8)
                    copied = lines.upperBound
                }
                out += UnsafeBufferPointer(rebasing: buffer[copied..<trailerStart])
            }
            HashMemo.appendChecksumLine(to: &out)
            return out
        }
    }

    /// The recorded contents when every recorded stamp is still the same, else nil. Stamps are
    /// compared as the file is read: the first difference ends the read.
    /// A directory whose stamp differs is listed again: the same digest keeps the record.
    static func load(_ path: String, key: String, outputSuffix: String) -> Contents? {
        guard let bytes = try? FileIO.read(path) else { return nil }
        var contents = bytes.withUnsafeBufferPointer { parse($0, key: key, outputSuffix: outputSuffix) }
        if let replaced = contents?.refreshLines, !replaced.lines.isEmpty {
            contents!.contents.refresh = Refresh(bytes: bytes, trailerStart: replaced.trailerStart, lines: replaced.lines)
        }
        return contents?.contents
    }

    private static func parse(_ buffer: UnsafeBufferPointer<UInt8>, key: String, outputSuffix: String)
        -> (contents: Contents, refreshLines: (trailerStart: Int, lines: [Refresh.Line]))? {
        // Read before any stat: a new stamp older than the racy window at this time is settled.
        let start = SystemClock.nowNanos()
        var replaced: [Refresh.Line] = []
        let magicLine = Array((magic + "\n").utf8)
        guard let trailerStart = HashMemo.checkedTrailerStart(of: buffer, magicLine: magicLine) else { return nil }

        var contents = Contents(found: Discovery.Result(), catalogs: [], assetFingerprint: "")
        var keyMatched = false, fingerprinted = false
        var at = magicLine.count
        while at < trailerStart {
            guard let end = ByteSearch.firstIndex(of: 0x0A, in: buffer, from: at), end < trailerStart else { return nil }
            let line = UnsafeBufferPointer(rebasing: buffer[at..<end])
            let lineRange = at..<(end + 1)
            at = end + 1
            guard let kind = line.first else { return nil }
            if kind == 0x4F, line.count == 1 {  // "O"
                contents.found.hasObjectiveC = true
                continue
            }
            guard line.count >= 2, line[1] == 0x09 else { return nil }
            let rest = UnsafeBufferPointer(rebasing: line[2...])
            func text(_ bytes: UnsafeBufferPointer<UInt8>) -> String { String(decoding: bytes, as: UTF8.self) }
            switch kind {
            case 0x4B:  // "K"
                guard text(rest) == key else { return nil }
                keyMatched = true
            case 0x44, 0x46:  // "D", "F": looked at now, compared
                guard keyMatched else { return nil }
                let fields = rest.split(separator: 0x09, maxSplits: kind == 0x44 ? 5 : 4, omittingEmptySubsequences: false)
                if kind == 0x46, fields.count == 2, fields[0].elementsEqual([0x2D]) {  // "-": missing
                    guard FileIO.stamp(text(UnsafeBufferPointer(rebasing: fields[1]))) == nil else { return nil }
                    continue
                }
                guard fields.count == (kind == 0x44 ? 6 : 5), let device = UInt64(asciiDecimal: fields[0]), let inode = UInt64(asciiDecimal: fields[1]),
                      let mtime = Int64(asciiDecimal: fields[2]), let ctime = Int64(asciiDecimal: fields[3]) else { return nil }
                let path = text(UnsafeBufferPointer(rebasing: fields[fields.count - 1]))
                guard let now = FileIO.stamp(path), kind == 0x46 || now.isDirectory else { return nil }
                if DirectoryListings.Stamp(now) == DirectoryListings.Stamp(device: device, inode: inode, mtime: mtime, ctime: ctime) { continue }
                // Only a listed directory's stamp may differ, when its listing gives the same digest.
                let digest = text(UnsafeBufferPointer(rebasing: fields[4]))
                guard kind == 0x44, digest != "-", let entries = try? FileIO.listDirectory(path),
                      WalkDependencies.listingDigest(entries, outputSuffix: outputSuffix) == digest else { return nil }
                contents.relisted += 1
                if start - now.mtimeNanos > HashMemo.racyWindowNanos {
                    replaced.append((lineRange, "D\t\(now.device)\t\(now.inode)\t\(now.mtimeNanos)\t\(now.ctimeNanos)\t\(digest)\t\(path)\n",
                                     path, DirectoryListings.Stamp(now)))
                }
            case 0x53: contents.found.swiftSources.append(text(rest))  // "S"
            case 0x50: contents.found.imageFiles.append(text(rest))  // "P"
            case 0x43:  // "C"
                guard rest.count >= 2, rest[1] == 0x09 else { return nil }
                let path = text(UnsafeBufferPointer(rebasing: rest[2...]))
                contents.found.catalogs.append(path)
                contents.catalogs.append(AssetCatalogs.CatalogContents(path: path, generatesSymbols: rest[0] == 0x31, imageNames: [], colorNames: []))
            case 0x69:  // "i"
                guard !contents.catalogs.isEmpty else { return nil }
                contents.catalogs[contents.catalogs.count - 1].imageNames.append(text(rest))
            case 0x63:  // "c"
                guard !contents.catalogs.isEmpty else { return nil }
                contents.catalogs[contents.catalogs.count - 1].colorNames.append(text(rest))
            case 0x41:  // "A"
                contents.assetFingerprint = text(rest)
                fingerprinted = true
            default: return nil
            }
        }
        guard keyMatched && fingerprinted else { return nil }
        return (contents, (trailerStart, replaced))
    }

    /// Writes `contents` with the stamps it depends on, when they are settled (see above) and
    /// every path and name can be written; otherwise removes an earlier file (it no longer matches).
    /// `keepReplacedIn`: where the file it replaces is kept (`ReplacedFiles`).
    static func save(_ contents: Contents, dependencies: WalkDependencies, key: String, to path: String,
                     keepReplacedIn: String? = nil) throws(FileSystemError) {
        let writable = HashMemo.isRecordable
        let names = contents.catalogs.lazy.flatMap { [$0.path] + $0.imageNames + $0.colorNames }
        guard dependencies.areSettled(at: SystemClock.nowNanos()), writable(key),
              dependencies.directories.allSatisfy({ writable($0.path) }), dependencies.files.allSatisfy({ writable($0.path) }),
              contents.found.swiftSources.allSatisfy(writable), contents.found.imageFiles.allSatisfy(writable), names.allSatisfy(writable)
        else {
            if FileIO.exists(path) { try FileIO.remove(path) }
            return
        }
        var out = magic + "\nK\t" + key + "\n"
        for (abs, s, digest) in dependencies.directories { out += "D\t\(s.device)\t\(s.inode)\t\(s.mtime)\t\(s.ctime)\t\(digest ?? "-")\t\(abs)\n" }
        for (abs, stamp) in dependencies.files {
            if let s = stamp { out += "F\t\(s.device)\t\(s.inode)\t\(s.mtime)\t\(s.ctime)\t\(abs)\n" } else { out += "F\t-\t\(abs)\n" }
        }
        if contents.found.hasObjectiveC { out += "O\n" }
        for source in contents.found.swiftSources { out += "S\t" + source + "\n" }
        for file in contents.found.imageFiles { out += "P\t" + file + "\n" }
        for catalog in contents.catalogs {
            out += "C\t" + (catalog.generatesSymbols ? "1" : "0") + "\t" + catalog.path + "\n"
            for name in catalog.imageNames { out += "i\t" + name + "\n" }
            for name in catalog.colorNames { out += "c\t" + name + "\n" }
        }
        out += "A\t" + contents.assetFingerprint + "\n"
        var bytes = Array(out.utf8)
        HashMemo.appendChecksumLine(to: &bytes)
        try FileIO.mkdirs(PathUtil.dirname(path))
        try FileIO.atomicWrite(bytes, to: path, durable: false, keepReplacedIn: keepReplacedIn)
    }
}
