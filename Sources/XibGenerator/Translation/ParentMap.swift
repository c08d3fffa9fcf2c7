import XibModel

/// Each view's parent by id, and the one walk up it the generator uses. A document with a
/// duplicated id can make the map circular (the error is reported elsewhere): the walk visits each
/// id once and stops where it would repeat one. Kept by the ids' numbers (`IDTable`): a view's
/// parent is found without hashing its id.
struct ParentMap {
    private var parents: IDTable<String>

    init(for document: XibDocument) { parents = IDTable(for: document) }

    /// The parent's id of the view `object`.
    subscript(object: XibObject) -> String? {
        get { parents[object] }
        set { parents[object] = newValue }
    }

    /// The parent's id of the view `id`.
    subscript(id: String) -> String? {
        get { parents[id] }
        set { parents[id] = newValue }
    }

    /// `id`'s ancestors, nearest first (not `id` itself), each once.
    func ancestors(of id: String) -> [String] {
        ancestors(from: parents[id], of: id)
    }

    /// The ancestors of the view `object` (`ancestors(of:)`), its parent found by its number.
    func ancestors(of object: XibObject) -> [String] {
        ancestors(from: parents[object], of: object.id)
    }

    private func ancestors(from parent: String?, of id: String) -> [String] {
        var result: [String] = []
        var visited: Set<String> = [id]
        var current = parent
        while let ancestor = current, visited.insert(ancestor).inserted {
            result.append(ancestor)
            current = parents[ancestor]
        }
        return result
    }
}
