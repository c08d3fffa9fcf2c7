/// Values a process that is about to exit keeps instead of freeing: a `--once` run builds tens of
/// thousands of Strings, dictionary entries and arrays (the memo, the plan, the results), and
/// releasing them one by one as they went out of scope was 52 M instructions of a no-op run over
/// 10,000 documents (7%), all to hand memory back to a process that ends next. The kernel takes
/// the whole address space back at exit instead (as compilers' `-disable-free` does).
///
/// Only a command that ends with the process uses `process` (a `SyncOptions.keptUntilExit`): a
/// long-running one (the watcher) must free as it goes.
public final class ExitKeeper: Sendable {
    /// Kept until the process exits (a global is never destroyed).
    public static let process = ExitKeeper()

    private let kept = Locked<[Any]>([])

    public init() {}

    /// Keeps `value` (a reference to each of its parts) as long as this keeper lives.
    public func keep(_ value: Any) {
        kept.withLock { $0.append(value) }
    }

    /// How many values are kept.
    public var count: Int { kept.withLock { $0.count } }
}
