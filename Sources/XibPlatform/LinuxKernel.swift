#if os(Linux)
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif
import Foundation

/// Linux-only facts from `/proc`: the inotify limits the watcher reports and the descriptors of
/// an instance libinotifytools does not expose.
public enum LinuxKernel {
    /// An integer under `/proc/sys` (`fs/inotify/max_user_watches`); nil when unreadable.
    public static func parameter(_ name: String) -> Int? {
        guard let bytes = try? FileIO.read("/proc/sys/" + name) else { return nil }
        return Int(String(decoding: bytes, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines))
    }

    /// Sets an integer under `/proc/sys` (needs privileges); whether it was written.
    @discardableResult
    public static func setParameter(_ name: String, _ value: Int) -> Bool {
        let fd = open("/proc/sys/" + name, O_WRONLY | O_CLOEXEC)
        guard fd >= 0 else { return false }
        defer { close(fd) }
        let text = Array("\(value)\n".utf8)
        return text.withUnsafeBytes { FileIO.writeAll(fd, $0) }
    }

    /// This process's open descriptors whose `/proc/self/fd` link reads `target`
    /// (`anon_inode:inotify` for inotify instances).
    public static func openDescriptors(linkingTo target: String) -> Set<Int32> {
        guard let entries = try? FileIO.listDirectory("/proc/self/fd") else { return [] }
        var result = Set<Int32>()
        var buffer = [CChar](repeating: 0, count: 256)
        for entry in entries {
            guard let fd = Int32(entry.name) else { continue }
            let n = readlink("/proc/self/fd/" + entry.name, &buffer, buffer.count - 1)
            guard n > 0 else { continue }
            if String(decoding: buffer[0..<n].map { UInt8(bitPattern: $0) }, as: UTF8.self) == target { result.insert(fd) }
        }
        return result
    }
}

#endif
