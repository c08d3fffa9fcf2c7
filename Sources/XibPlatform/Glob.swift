#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Shell-style pattern matching, fnmatch(3) without flags (POSIX, the same on Linux and
/// Darwin): `*` and `?` match any character, `/` included; `[…]` classes; `\` escapes.
public enum Glob {
    public static func matches(_ pattern: String, _ string: String) -> Bool {
        fnmatch(pattern, string, 0) == 0
    }
}
