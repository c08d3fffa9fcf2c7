import XibPlatform

/// `<cache>/asset-inputs`: the asset index's fingerprint a full rescan found, with what it was
/// made of, so the next full rescan whose walk finds the same catalogs and image files, and whose
/// catalogs did not change, knows the fingerprint without reading the catalogs (their folders and
/// `Contents.json` files) and building the index (38 M of a no-op run's 594 M instructions with 10
/// catalogs of 200 sets). An optimisation only: a missing, damaged or outdated file is rebuilt
/// without a word, and the index is read when a document is converted, as before.
///
/// What the fingerprint depends on (`AssetCatalogIndex.fingerprint`): the catalogs' paths and the
/// image files outside them, which this run's walk found (their list is the key), and each
/// catalog's contents: its folders' listings and their `Contents.json` files, recorded with their
/// stamps as `AssetCatalogs.readCatalogs` looked at them (see `ProjectFilesIndex` for why stamps
/// suffice). Any stamp that differs makes the file unused; it is written only when every recorded
/// mtime is older than `HashMemo.racyWindowNanos`.
///
/// Format (tab-separated fields, one record per line; paths hold no tab or newline):
///   `xibgen-asset-inputs 1`, `K key`, then
///   `D dev inode mtime ctime path`   a directory (absolute path)
///   `F dev inode mtime ctime path`   a path looked at; `F - path` when missing
///   `A fingerprint`, then `#\tcheck64\t<hex>` last (`HashMemo.checksum`).
enum AssetInputs {
    static let magic = "xibgen-asset-inputs 1"

    /// The key of a walk's findings: the root, the catalogs and the image files, in the walk's order.
    static func key(root: String, catalogs: [String], imageFiles: [String]) -> String {
        var text = magic + "\n" + "root \(root.utf8.count):" + root + "\n"
        for catalog in catalogs { text += "C \(catalog.utf8.count):" + catalog + "\n" }
        for file in imageFiles { text += "P \(file.utf8.count):" + file + "\n" }
        return SHA256Hex.of(Array(text.utf8))
    }

    /// The recorded fingerprint when the key matches and every recorded stamp is still the same, else nil.
    static func load(_ path: String, key: String) -> String? {
        guard let bytes = try? FileIO.read(path) else { return nil }
        return bytes.withUnsafeBufferPointer { parse($0, key: key) }
    }

    private static func parse(_ buffer: UnsafeBufferPointer<UInt8>, key: String) -> String? {
        let magicLine = Array((magic + "\n").utf8)
        guard let trailerStart = HashMemo.checkedTrailerStart(of: buffer, magicLine: magicLine) else { return nil }
        func text(_ bytes: Slice<UnsafeBufferPointer<UInt8>>) -> String { String(decoding: UnsafeBufferPointer(rebasing: bytes), as: UTF8.self) }
        var keyMatched = false
        var fingerprint: String? = nil
        var at = magicLine.count
        while at < trailerStart {
            guard let end = ByteSearch.firstIndex(of: 0x0A, in: buffer, from: at), end < trailerStart else { return nil }
            let line = buffer[at..<end]
            at = end + 1
            guard line.count >= 2, line[line.startIndex + 1] == 0x09, fingerprint == nil else { return nil }
            let rest = line[(line.startIndex + 2)...]
            switch line[line.startIndex] {
            case 0x4B:  // "K"
                guard !keyMatched, text(rest) == key else { return nil }
                keyMatched = true
            case 0x44, 0x46:  // "D", "F": looked at now, compared
                guard keyMatched else { return nil }
                let isDirectory = line[line.startIndex] == 0x44
                let fields = rest.split(separator: 0x09, maxSplits: 4, omittingEmptySubsequences: false)
                if !isDirectory, fields.count == 2, fields[0].elementsEqual([0x2D]) {  // "-": missing
                    guard FileIO.stamp(text(fields[1])) == nil else { return nil }
                    continue
                }
                guard fields.count == 5, let device = UInt64(asciiDecimal: fields[0]),
                      let inode = UInt64(asciiDecimal: fields[1]),
                      let mtime = Int64(asciiDecimal: fields[2]),
                      let ctime = Int64(asciiDecimal: fields[3]),
                      let now = FileIO.stamp(text(fields[4])), !isDirectory || now.isDirectory,
                      DirectoryListings.Stamp(now) == DirectoryListings.Stamp(device: device, inode: inode, mtime: mtime, ctime: ctime)
                else { return nil }
            case 0x41:  // "A"
                guard keyMatched, !rest.isEmpty else { return nil }
                fingerprint = text(rest)
            default: return nil
            }
        }
        return fingerprint
    }

    /// Writes `fingerprint` with the stamps it depends on when they are settled and every path can
    /// be written; otherwise removes an earlier file (it no longer matches).
    static func save(fingerprint: String, dependencies: WalkDependencies, key: String, to path: String) throws(FileSystemError) {
        let writable = HashMemo.isRecordable
        guard dependencies.areSettled(at: SystemClock.nowNanos()), writable(fingerprint),
              dependencies.directories.allSatisfy({ writable($0.path) }), dependencies.files.allSatisfy({ writable($0.path) })
        else {
            if FileIO.exists(path) { try FileIO.remove(path) }
            return
        }
        var out = magic + "\nK\t" + key + "\n"
        for (abs, s, _) in dependencies.directories { out += "D\t\(s.device)\t\(s.inode)\t\(s.mtime)\t\(s.ctime)\t\(abs)\n" }
        for (abs, stamp) in dependencies.files {
            if let s = stamp { out += "F\t\(s.device)\t\(s.inode)\t\(s.mtime)\t\(s.ctime)\t\(abs)\n" } else { out += "F\t-\t\(abs)\n" }
        }
        out += "A\t" + fingerprint + "\n"
        var bytes = Array(out.utf8)
        HashMemo.appendChecksumLine(to: &bytes)
        try FileIO.mkdirs(PathUtil.dirname(path))
        try FileIO.atomicWrite(bytes, to: path, durable: false)
    }
}
