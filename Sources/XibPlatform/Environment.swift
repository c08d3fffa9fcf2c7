#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Variables of the process's environment, each read with getenv(3):
/// `ProcessInfo.processInfo.environment` copies every variable into a dictionary, half a million
/// instructions a call (two calls were 3% of a pre-commit hook's single-file run).
public enum Environment {
    /// The variables among `names` that are set, with their values.
    public static func values(_ names: [String]) -> [String: String] {
        var values: [String: String] = [:]
        for name in names {
            if let value = getenv(name) { values[name] = String(cString: value) }
        }
        return values
    }
}
