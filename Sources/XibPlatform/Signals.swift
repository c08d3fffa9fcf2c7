#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Signal numbers and dispositions (signal(2) and exit(3) are the same on Linux and Darwin;
/// the numbers of SIGINT and SIGTERM are too, other signals' are not).
public enum Signals {
    public static let interrupt: Int32 = SIGINT
    public static let terminate: Int32 = SIGTERM

    /// The signal no longer kills the process, so a dispatch source can receive it instead.
    public static func ignoreDefaultAction(_ number: Int32) {
        _ = signal(number, SIG_IGN)
    }

    /// The signal's default action again.
    public static func restoreDefaultAction(_ number: Int32) {
        _ = signal(number, SIG_DFL)
    }

    /// `SIGINT`, `SIGTERM`, or `signal N`.
    public static func name(_ number: Int32) -> String {
        switch number {
        case SIGINT: return "SIGINT"
        case SIGTERM: return "SIGTERM"
        default: return "signal \(number)"
        }
    }

    /// Ends the process at once with `status` (exit(3): atexit handlers run, stdio is flushed).
    public static func exitNow(_ status: Int32) -> Never {
        exit(status)
    }
}
