#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation

/// An exclusive advisory lock on a file (`flock(2)`, on Linux and Darwin alike), whose content
/// says who holds it. The kernel drops the lock when its holder exits, however it exits, so a
/// lock file left by a killed process is simply taken over.
public final class FileLock: @unchecked Sendable {
    public let path: String
    private var fd: Int32

    private init(path: String, fd: Int32) {
        self.path = path
        self.fd = fd
    }

    /// Another process holds the lock; `holder` is what it wrote into the file.
    public struct Busy: Error, Sendable {
        public var holder: String
    }

    /// Takes the lock, retrying for `timeout` seconds, then writes `holder` into the file.
    /// Throws `Busy` or a `FileSystemError` (shown as `displayPath`).
    public static func acquire(path: String, displayPath: String, holder: String, timeout: Double) throws -> FileLock {
        try FileIO.mkdirs(PathUtil.dirname(path))
        let fd = open(path, O_RDWR | O_CREAT | O_CLOEXEC, 0o644)
        guard fd >= 0 else { throw FileSystemError.errno(displayPath, "cannot open lock file") }
        let deadline = Date().addingTimeInterval(timeout)
        while flock(fd, LOCK_EX | LOCK_NB) != 0 {
            if Date() >= deadline {
                let holder = contents(fd)
                close(fd)
                throw Busy(holder: holder)
            }
            Thread.sleep(forTimeInterval: 0.05)
        }
        ftruncate(fd, 0)
        _ = Array(holder.utf8).withUnsafeBytes { pwrite(fd, $0.baseAddress, $0.count, 0) }
        return FileLock(path: path, fd: fd)
    }

    private static func contents(_ fd: Int32) -> String {
        var buffer = [UInt8](repeating: 0, count: 4096)
        let n = buffer.withUnsafeMutableBytes { pread(fd, $0.baseAddress, $0.count, 0) }
        return n > 0 ? String(decoding: buffer[0..<n], as: UTF8.self) : ""
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

/// The wall clock and this process's identity.
public enum SystemClock {
    /// Nanoseconds since 1970 (CLOCK_REALTIME): comparable with file timestamps.
    public static func nowNanos() -> Int64 {
        var ts = timespec()
        clock_gettime(CLOCK_REALTIME, &ts)
        return Int64(ts.tv_sec) * 1_000_000_000 + Int64(ts.tv_nsec)
    }

    /// Seconds since 1970, `seconds` (default now) as ISO 8601 in UTC (`2026-11-21T10:35:38Z`).
    /// Formatted by hand: Foundation's `ISO8601DateFormatter` sets up ICU calendars first, which
    /// costs more than a whole no-op run.
    public static func utcTimestamp(_ seconds: Int? = nil) -> String {
        var now = time_t(seconds ?? Int(time(nil)))
        var parts = tm()
        gmtime_r(&now, &parts)
        func two(_ n: Int32) -> String { n < 10 ? "0\(n)" : "\(n)" }
        return "\(parts.tm_year + 1900)-\(two(parts.tm_mon + 1))-\(two(parts.tm_mday))T\(two(parts.tm_hour)):\(two(parts.tm_min)):\(two(parts.tm_sec))Z"
    }
}

public enum CurrentProcess {
    /// getpid(2), once: it cannot change (xibgen does not fork).
    public static let id: Int32 = getpid()
}
