#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Limits the operating system sets for this process.
public enum ProcessLimits {
    /// Whether the main thread's stack may grow to `bytes`: the stack limit's soft value
    /// (`RLIMIT_STACK`, 8 MiB by default on Linux and macOS) is unlimited or at least that.
    /// False when the limit cannot be read.
    public static func mainThreadStackAllows(_ bytes: Int) -> Bool {
        var limit = rlimit()
        #if os(Linux)
        let resource = __rlimit_resource_t(RLIMIT_STACK.rawValue)
        #else
        let resource = RLIMIT_STACK
        #endif
        guard getrlimit(resource, &limit) == 0 else { return false }
        return limit.rlim_cur == rlim_t.max ||  // RLIM_INFINITY (all bits set; the macro is not imported on Linux)
            limit.rlim_cur >= rlim_t(bytes)
    }
}
