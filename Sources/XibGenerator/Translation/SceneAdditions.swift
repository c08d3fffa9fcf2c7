import XibModel

/// What a storyboard adds to a generated type beyond the XIB contract: its doc comment, the
/// members a scene's layout declares (`configure(_ controller:)`, the registration of its
/// prototype cells, a static table's data source) and how they change its connections.
/// `TypeGenerator` calls `make` once the type's view names are known.
struct SceneAdditions {
    struct Members {
        /// Declarations after the views, each a list of lines (the access level goes before the first).
        var properties: [[String]] = []
        /// Statements at the end of `configureViews()`.
        var configure: [String] = []
        /// Methods after the generated ones, each a list of lines.
        var methods: [[String]] = []
    }

    /// The doc comment's lines.
    var documentation: [String]
    /// Names the type's view properties must avoid: the members `make` declares.
    var reservedNames: Set<String> = []
    /// The type declares `connect(to:)` even when nothing is connected, so every scene's
    /// controller installs its layout the same way.
    var declaresConnect = false
    /// Owner outlets `connect(to:)` leaves to the additions (`sourceID.property`): a static
    /// table's `dataSource`, which the generated data source replaces.
    var replacedOwnerOutlets: Set<String> = []
    var make: (inout TypeGenerator) -> Members = { _ in Members() }
    /// Statements at the end of `connect(to owner:)`, once the type's view names are known: the
    /// storyboard flow's segue triggers and embedded children (UIKit makes them as the view loads).
    var connect: (inout TypeGenerator) -> [String] = { _ in [] }
}

extension StatementList {
    /// The statements as strings (for code written outside a `CodeWriter` block).
    var lines: [String] {
        var result: [String] = []
        forEachLine { result.append(String(decoding: $0, as: UTF8.self)) }
        return result
    }
}
