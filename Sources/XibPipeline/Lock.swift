#if canImport(Glibc)
import Glibc
#endif
import Foundation

/// `<cache>/lock`: an exclusive `flock` so two xibgen processes never interleave writes.
/// The file records `pid`, start time and command of the holder, for the error message.
/// A lock left by a dead process is not held by the kernel any more and is simply taken over.
public final class PipelineLock: @unchecked Sendable {
    public let path: String
    private var fd: Int32

    private init(path: String, fd: Int32) {
        self.path = path
        self.fd = fd
    }

    public struct Busy: Error, CustomStringConvertible, Sendable {
        public var displayPath: String
        public var holder: String
        public var description: String { "another xibgen (\(holder)) holds \(displayPath)" }
    }

    /// Takes the lock, retrying for `timeout` seconds. `displayPath` is used in messages.
    public static func acquire(path: String, displayPath: String, command: String, timeout: Double = 2.0) throws -> PipelineLock {
        try FileIO.mkdirs(PathUtil.dirname(path))
        let fd = open(path, O_RDWR | O_CREAT | O_CLOEXEC, 0o644)
        guard fd >= 0 else { throw FileSystemError.errno(displayPath, "cannot open lock file") }
        let deadline = Date().addingTimeInterval(timeout)
        while flock(fd, LOCK_EX | LOCK_NB) != 0 {
            if Date() >= deadline {
                let holder = describeHolder(fd)
                close(fd)
                throw Busy(displayPath: displayPath, holder: holder)
            }
            usleep(50_000)
        }
        let started = utcTimestamp()
        let text = "pid=\(getpid())\nstarted=\(started)\ncommand=\(command.replacingOccurrences(of: "\n", with: " "))\n"
        ftruncate(fd, 0)
        _ = Array(text.utf8).withUnsafeBytes { pwrite(fd, $0.baseAddress, $0.count, 0) }
        return PipelineLock(path: path, fd: fd)
    }

    /// Now as ISO 8601 in UTC (`2026-11-21T10:35:38Z`). Formatted by hand: Foundation's
    /// `ISO8601DateFormatter` sets up ICU calendars first, 4 ms of every run.
    static func utcTimestamp(_ seconds: time_t = time(nil)) -> String {
        var now = seconds
        var parts = tm()
        gmtime_r(&now, &parts)
        func two(_ n: Int32) -> String { n < 10 ? "0\(n)" : "\(n)" }
        return "\(parts.tm_year + 1900)-\(two(parts.tm_mon + 1))-\(two(parts.tm_mday))T\(two(parts.tm_hour)):\(two(parts.tm_min)):\(two(parts.tm_sec))Z"
    }

    private static func describeHolder(_ fd: Int32) -> String {
        var buffer = [UInt8](repeating: 0, count: 4096)
        let n = buffer.withUnsafeMutableBytes { pread(fd, $0.baseAddress, $0.count, 0) }
        guard n > 0 else { return "pid unknown" }
        var fields: [String: String] = [:]
        for line in String(decoding: buffer[0..<n], as: UTF8.self).split(separator: "\n") {
            if let eq = line.firstIndex(of: "=") { fields[String(line[..<eq])] = String(line[line.index(after: eq)...]) }
        }
        return "pid \(fields["pid"] ?? "?"), started \(fields["started"] ?? "?"): \(fields["command"] ?? "?")"
    }

    /// Releases the lock (idempotent). The file stays; its content is cleared.
    public func release() {
        guard fd >= 0 else { return }
        ftruncate(fd, 0)
        flock(fd, LOCK_UN)
        close(fd)
        fd = -1
    }

    deinit { release() }
}
