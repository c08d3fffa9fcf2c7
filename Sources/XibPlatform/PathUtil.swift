#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation

/// String path helpers for '/'-separated paths (no Foundation URLs: discovery is hot). The one
/// path utility of the pipeline, the watcher and the command-line tool.
public enum PathUtil {
    public static func join(_ a: String, _ b: String) -> String {
        if a.isEmpty || isDot(a) { return b }
        if b.isEmpty || isDot(b) { return a }
        // The bytes copied into one String of the right size (appending took ~350 instructions a
        // piece); `hasSuffix` (grapheme-aware) is asked only when the last byte is a slash.
        let slash = a.utf8.last == UInt8(ascii: "/") && a.hasSuffix("/")
        let count = a.utf8.count + (slash ? 0 : 1) + b.utf8.count
        return String(unsafeUninitializedCapacity: count) { buffer in
            var at = copy(a, into: buffer, at: 0)
            if !slash {
                buffer[at] = UInt8(ascii: "/")
                at += 1
            }
            return copy(b, into: buffer, at: at)
        }
    }

    /// `.` (no other string is canonically equivalent to it).
    private static func isDot(_ path: String) -> Bool { path.utf8.count == 1 && path.utf8.first == UInt8(ascii: ".") }

    private static func copy(_ text: String, into buffer: UnsafeMutableBufferPointer<UInt8>, at start: Int) -> Int {
        var text = text
        return text.withUTF8 { bytes in
            UnsafeMutableBufferPointer(rebasing: buffer[start..<(start + bytes.count)]).initialize(from: bytes).1 + start
        }
    }

    public static func absolute(_ path: String, base: String) -> String {
        path.hasPrefix("/") ? path : join(base, path)
    }

    /// Resolves `.` and `..` lexically; keeps a leading `/` (`..` above it is dropped); symlinks
    /// are not resolved.
    public static func normalize(_ path: String) -> String {
        if isNormal(path) { return path }
        let isAbs = path.hasPrefix("/")
        var parts: [Substring] = []
        for part in path.split(separator: "/", omittingEmptySubsequences: true) {
            if part == "." { continue }
            if part == "..", let last = parts.last, last != ".." { parts.removeLast(); continue }
            if part == "..", isAbs { continue }
            parts.append(part)
        }
        let joined = parts.joined(separator: "/")
        if isAbs { return "/" + joined }
        return joined.isEmpty ? "." : joined
    }

    /// `path` made absolute against the working directory, then normalised.
    public static func standardize(_ path: String) -> String {
        normalize(absolute(path, base: FileManager.default.currentDirectoryPath))
    }

    /// Whether `normalize` would return `path` unchanged: not empty, no empty, `.` or `..`
    /// component, no trailing `/` (but `/` itself). A byte scan: outputs' paths are normalised
    /// once per file, and splitting them into components is far slower.
    static func isNormal(_ path: String) -> Bool {
        var path = path
        return path.withUTF8 { bytes in
            guard !bytes.isEmpty else { return false }
            if bytes.count == 1 { return bytes[0] != UInt8(ascii: ".") }
            let slash = UInt8(ascii: "/"), dot = UInt8(ascii: ".")
            var start = bytes[0] == slash ? 1 : 0
            while start <= bytes.count {
                var end = start
                while end < bytes.count, bytes[end] != slash { end += 1 }
                let length = end - start
                if length == 0 { return false }
                if bytes[start] == dot, length == 1 || (length == 2 && bytes[start + 1] == dot) { return false }
                start = end + 1
            }
            return true
        }
    }

    /// `path` relative to `root` (both absolute, normalised), or nil when outside.
    public static func relative(_ path: String, to root: String) -> String? {
        if path == root { return "." }
        let prefix = root == "/" ? "/" : root + "/"
        guard path.hasPrefix(prefix) else { return nil }
        return String(path.dropFirst(prefix.count))
    }

    /// Whether `path` is `directory` or inside it (both normalised, both relative or both absolute;
    /// `.` contains every relative path).
    public static func isInside(_ path: String, _ directory: String) -> Bool {
        directory == "." || directory == "/" || path == directory || path.hasPrefix(directory + "/")
    }

    // Searched in UTF-8: `String.lastIndex(of:)` walks grapheme clusters backwards; the
    // contiguous bytes are scanned directly. `/` is ASCII, so a byte offset is a valid String index.
    public static func basename(_ path: String) -> String {
        guard let i = lastSlash(path) else { return path }
        return String(path[path.utf8.index(path.utf8.startIndex, offsetBy: i + 1)...])
    }

    public static func dirname(_ path: String) -> String {
        guard let i = lastSlash(path) else { return "." }
        if i == 0 { return "/" }
        return String(path[..<path.utf8.index(path.utf8.startIndex, offsetBy: i)])
    }

    /// The UTF-8 offset of the last `/` in `path`.
    private static func lastSlash(_ path: String) -> Int? {
        let scanned: Int?? = path.utf8.withContiguousStorageIfAvailable { bytes in
            var index = bytes.count - 1
            while index >= 0 {
                if bytes[index] == UInt8(ascii: "/") { return index }
                index -= 1
            }
            return nil
        }
        if let scanned { return scanned }
        return path.utf8.lastIndex(of: UInt8(ascii: "/")).map { path.utf8.distance(from: path.utf8.startIndex, to: $0) }
    }

    /// `paths.sorted(by: precedes)`, for long lists: their bytes are copied into one buffer and
    /// their indices sorted by `memcmp` there, with no String access per comparison (sorting a
    /// walk's 10,000 documents with `precedes` was 5% of a no-op run). Equal paths are equal
    /// Strings, so the order among them does not matter.
    public static func sortedPaths(_ paths: [String]) -> [String] {
        guard paths.count > 1 else { return paths }
        return sortedOrder(paths).map { paths[$0] }
    }

    /// The indices of `paths` in `sortedPaths` order (to sort what goes with them the same way).
    public static func sortedOrder(_ paths: [String]) -> [Int] {
        guard paths.count > 1, paths.count <= Int(Int32.max) else { return Array(paths.indices) }
        var bytes: [UInt8] = []
        var starts: [Int] = []
        starts.reserveCapacity(paths.count + 1)
        for path in paths {
            starts.append(bytes.count)
            var path = path
            path.withUTF8 { bytes.append(contentsOf: $0) }
        }
        starts.append(bytes.count)
        var order = (0..<Int32(paths.count)).map { $0 }
        bytes.withUnsafeBufferPointer { buffer in
            starts.withUnsafeBufferPointer { starts in
                let base = buffer.baseAddress
                order.sort { i, j in
                    let (a, b) = (starts[Int(i)], starts[Int(j)])
                    let (x, y) = (starts[Int(i) + 1] - a, starts[Int(j) + 1] - b)
                    let common = min(x, y)
                    let compared = common == 0 ? 0 : memcmp(base! + a, base! + b, common)
                    return compared != 0 ? compared < 0 : x < y
                }
            }
        }
        return order.map { Int($0) }
    }

    /// Deterministic byte-wise order of paths (what every sorted list xibgen prints uses).
    public static func precedes(_ a: String, _ b: String) -> Bool {
        // `a.utf8.lexicographicallyPrecedes(b.utf8)` with memcmp (unsigned bytes, the same
        // order): the view's iterator is slow, and paths share long prefixes. Non-mutating
        // access (no copy of either string to make it contiguous): sorting a cold run's memo
        // compares thousands of paths.
        let compared: Bool?? = a.utf8.withContiguousStorageIfAvailable { x in
            b.utf8.withContiguousStorageIfAvailable { y in
                let common = min(x.count, y.count)
                let order = common == 0 ? 0 : memcmp(x.baseAddress!, y.baseAddress!, common)
                return order != 0 ? order < 0 : x.count < y.count
            }
        }
        if case .some(.some(let result)) = compared { return result }
        return a.utf8.lexicographicallyPrecedes(b.utf8)
    }
}
