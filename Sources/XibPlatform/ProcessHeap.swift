#if os(Linux)
import CFileSync
#endif

/// The C library's heap, tuned for a process that builds much and frees little before exiting.
public enum ProcessHeap {
    /// Lets the heap grow 32 MiB at a time (glibc's `M_TOP_PAD`; nothing elsewhere). By default a
    /// worker thread's arena grows page by page, one `mprotect` each: 890 of them in a no-op
    /// `--once` over 10,000 documents (and 1,500 more page faults). Address space only: pages
    /// are touched, and counted, as they are used. Not for the watcher (a pad is kept when the
    /// heap is trimmed).
    @discardableResult
    public static func growInLargeSteps() -> Bool {
        #if os(Linux)
        return xibgen_heap_top_pad(32 << 20) == 1
        #else
        return false
        #endif
    }
}
