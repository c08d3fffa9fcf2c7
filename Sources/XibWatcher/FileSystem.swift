import XibPlatform

/// The watcher's view of a directory: symlinks are files to it (a symlinked directory is not
/// descended into, so a link loop cannot trap a backend).
enum FS {
    struct Entry {
        var name: String
        var isDirectory: Bool
    }

    /// Lists `path` (without `.`/`..`); nil when the directory cannot be listed.
    static func list(_ path: String) -> [Entry]? {
        guard let entries = try? FileIO.listDirectory(path) else { return nil }
        return entries.map { entry in
            let isDirectory = entry.kind == .unknown
                ? FileIO.linkStamp(PathUtil.join(path, entry.name))?.isDirectory == true
                : entry.kind == .directory
            return Entry(name: entry.name, isDirectory: isDirectory)
        }
    }

    /// Follows symlinks (roots may be symlinks).
    static func isDirectory(_ path: String) -> Bool { FileIO.stamp(path)?.isDirectory == true }

    static func inode(_ path: String, followSymlinks: Bool) -> UInt64? {
        (followSymlinks ? FileIO.stamp(path) : FileIO.linkStamp(path))?.inode
    }

    /// Removes roots nested inside other roots and duplicates; standardised and sorted.
    static func normalizeRoots(_ roots: [String]) -> [String] {
        let sorted = Set(roots.map(PathUtil.standardize)).sorted()
        var result: [String] = []
        for root in sorted where !result.contains(where: { PathUtil.isInside(root, $0) }) {
            result.append(root)
        }
        return result
    }
}

extension Duration {
    var nanoseconds: Int64 {
        let c = components
        return c.seconds * 1_000_000_000 + c.attoseconds / 1_000_000_000
    }

    var milliseconds: Int { Int(nanoseconds / 1_000_000) }
}
