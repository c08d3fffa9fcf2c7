import XibPlatform

/// What the polling watcher knows about its trees, and how it catches up with the disk at
/// each poll for a cost that grows with the directories that changed, not with every file.
///
/// A directory's mtime and ctime move when an entry is created, removed or renamed in it,
/// but not when a file in it is written in place. So each poll
///   - stats every known directory (lstat; roots with stat, they may be symlinks) and lists
///     again only those whose stamp changed, which is where files and subdirectories appear
///     and disappear;
///   - stats every known matching file, for in-place writes (their stamps change; the
///     directory's do not);
///   - never looks at the other entries of unchanged directories (sources, assets, outputs).
/// A directory listed while its stamp was younger than the racy window (2 s) is listed again at
/// the next poll: an entry created later in the same timestamp tick (coarse clocks; FAT's two
/// seconds) would leave the stamp as it was. A listing whose directory was modified after the
/// clock of this machine says (a network filesystem whose server's clock runs behind) could
/// still miss such an entry; `refresh(listingEverything: true)`, which the watcher runs every
/// minute or so, bounds how long.
struct PolledTree {
    struct Directory {
        var stamp: FileStamp
        /// Matching files: name → stamp.
        var files: [String: FileStamp]
        /// Subdirectories that are watched (not excluded), by name.
        var subdirectories: [String]
        /// Listed while its stamp was too young to rule out a change in the same timestamp tick.
        var listedRacily: Bool
    }

    /// A matching file whose stamp changed: `old` nil when it appeared, `new` nil when it went.
    struct Change: Equatable {
        var path: String
        var old: FileStamp?
        var new: FileStamp?
    }

    /// What the last `refresh` did (tests and measurements).
    struct Work: Equatable {
        var directoriesStatted = 0
        var directoriesListed = 0
        var filesStatted = 0
    }

    /// Coarser than any filesystem's timestamps (FAT's are two seconds).
    static let defaultRacyWindowNanos: Int64 = 2_000_000_000

    let roots: [String]
    let filter: WatchFilter
    let racyWindowNanos: Int64
    private(set) var directories: [String: Directory] = [:]
    /// Excluded directories seen in listings (each counted when its parent was listed).
    private(set) var excludedCount = 0
    private(set) var lastWork = Work()

    init(roots: [String], filter: WatchFilter, racyWindowNanos: Int64 = Self.defaultRacyWindowNanos) {
        self.roots = roots
        self.filter = filter
        self.racyWindowNanos = racyWindowNanos
    }

    /// Brings the tree up to date; the matching files that changed, in no particular order.
    mutating func refresh(listingEverything: Bool = false) -> [Change] {
        var changes: [Change] = []
        lastWork = Work()
        let now = SystemClock.nowNanos()
        for root in roots {
            visit(root, isRoot: true, listingEverything: listingEverything, now: now, into: &changes)
        }
        return changes
    }

    /// Directories and matching files under `root` (the start-up report).
    func counts(under root: String) -> (directories: Int, files: Int) {
        var result = (directories: 0, files: 0)
        for (path, directory) in directories where PathUtil.isInside(path, root) {
            result.directories += 1
            result.files += directory.files.count
        }
        return result
    }

    private mutating func visit(_ path: String, isRoot: Bool, listingEverything: Bool, now: Int64, into changes: inout [Change]) {
        lastWork.directoriesStatted += 1
        guard let stamp = isRoot ? FileIO.stamp(path) : FileIO.linkStamp(path), stamp.isDirectory else {
            forget(path, into: &changes)
            return
        }
        var directory: Directory
        if let known = directories[path], !listingEverything, !known.listedRacily, known.stamp == stamp,
           let files = restat(path, known.files, into: &changes) {
            directory = known
            directory.files = files
        } else {
            directory = list(path, stamp: stamp, known: directories[path], now: now, into: &changes)
        }
        directories[path] = directory
        for name in directory.subdirectories {
            visit(PathUtil.join(path, name), isRoot: false, listingEverything: listingEverything, now: now, into: &changes)
        }
    }

    /// The known files' new stamps, with their changes; nil when one is gone although its
    /// directory's stamp did not move (then the directory is listed instead).
    private mutating func restat(_ directory: String, _ files: [String: FileStamp], into changes: inout [Change]) -> [String: FileStamp]? {
        var found: [Change] = []
        var updated = files
        for (name, old) in files {
            let path = PathUtil.join(directory, name)
            lastWork.filesStatted += 1
            guard let new = FileIO.linkStamp(path) else { return nil }
            if new != old {
                found.append(Change(path: path, old: old, new: new))
                updated[name] = new
            }
        }
        changes += found
        return updated
    }

    private mutating func list(_ path: String, stamp: FileStamp, known: Directory?, now: Int64, into changes: inout [Change]) -> Directory {
        lastWork.directoriesListed += 1
        var files: [String: FileStamp] = [:]
        var subdirectories: [String] = []
        // An unreadable directory lists as empty: its files are reported gone, as before it was.
        for entry in FS.list(path) ?? [] {
            let child = PathUtil.join(path, entry.name)
            if entry.isDirectory {
                if filter.isExcludedDirectory(child) { excludedCount += 1 } else { subdirectories.append(entry.name) }
            } else if filter.accepts(file: child) {
                lastWork.filesStatted += 1
                if let fileStamp = FileIO.linkStamp(child) { files[entry.name] = fileStamp }
            }
        }
        let before = known?.files ?? [:]
        for (name, old) in before where files[name] == nil {
            changes.append(Change(path: PathUtil.join(path, name), old: old, new: nil))
        }
        for (name, new) in files where before[name] != new {
            changes.append(Change(path: PathUtil.join(path, name), old: before[name], new: new))
        }
        let kept = Set(subdirectories)
        for name in known?.subdirectories ?? [] where !kept.contains(name) {
            forget(PathUtil.join(path, name), into: &changes)
        }
        let racy = now - stamp.mtimeNanos < racyWindowNanos || now - stamp.ctimeNanos < racyWindowNanos
        return Directory(stamp: stamp, files: files, subdirectories: subdirectories, listedRacily: racy)
    }

    /// Drops a directory that is gone (or no longer one): its files are reported gone.
    private mutating func forget(_ path: String, into changes: inout [Change]) {
        guard let directory = directories.removeValue(forKey: path) else { return }
        for (name, old) in directory.files {
            changes.append(Change(path: PathUtil.join(path, name), old: old, new: nil))
        }
        for name in directory.subdirectories {
            forget(PathUtil.join(path, name), into: &changes)
        }
    }
}
