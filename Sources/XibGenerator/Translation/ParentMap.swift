/// Each view's parent by id, and the one walk up it the generator uses. A document with a
/// duplicated id can make the map circular (the error is reported elsewhere): the walk visits each
/// id once and stops where it would repeat one.
struct ParentMap {
    private(set) var parents: [String: String] = [:]

    init(_ parents: [String: String] = [:]) { self.parents = parents }

    subscript(id: String) -> String? {
        get { parents[id] }
        set { parents[id] = newValue }
    }

    /// `id`'s ancestors, nearest first (not `id` itself), each once.
    func ancestors(of id: String) -> [String] {
        var result: [String] = []
        var visited: Set<String> = [id]
        var current = parents[id]
        while let ancestor = current, visited.insert(ancestor).inserted {
            result.append(ancestor)
            current = parents[ancestor]
        }
        return result
    }
}
