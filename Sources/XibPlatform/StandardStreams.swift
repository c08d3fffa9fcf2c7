#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The process's standard output and error, written with one write(2) per call (so lines of
/// one call are never interleaved with another thread's).
public enum StandardStreams {
    public static let output: Int32 = 1
    public static let error: Int32 = 2

    /// Writes all of `bytes` to `fd` (retrying after signals); gives up silently on an error,
    /// as a closed pipe or a full disk behind a redirect should not stop the work.
    public static func write(_ bytes: [UInt8], to fd: Int32) {
        _ = bytes.withUnsafeBytes { FileIO.writeAll(fd, $0) }
    }

    /// Whether `fd` is a terminal (isatty(3)).
    public static func isTerminal(_ fd: Int32) -> Bool { isatty(fd) == 1 }

    /// Flushes what the C library buffered for `print` (fflush(3) on every stream), so that a
    /// direct write comes after it.
    public static func flushBuffered() { fflush(nil) }
}
