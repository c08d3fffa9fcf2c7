#if DEBUG
/// Work the generator does inside `counting(_:)`, counted (debug builds only): every element
/// it translates costs a bounded number of these, so tests can check that a document's work
/// grows linearly with its size without timing anything.
final class WorkCounts: @unchecked Sendable {
    /// `ElementCatalog.spec(for:)` calls.
    var catalogLookups = 0
    /// Action connections read to decide how actions' selectors are spelled.
    var actionsRead = 0

    @TaskLocal static var current: WorkCounts?

    /// `body`'s result and the work it did (on this task only: parallel tests do not count).
    static func counting<Result>(_ body: () throws -> Result) rethrows -> (Result, WorkCounts) {
        let counts = WorkCounts()
        let result = try $current.withValue(counts) { try body() }
        return (result, counts)
    }
}
#endif
