/// A value kept in one shared box until a copy is modified (copy on write): a copy of the wrapper
/// is one retain, whatever the value's size. The model's records that are copied often (objects,
/// constraints) keep their fields in one.
struct CopyOnWrite<Value: Hashable & Sendable>: Hashable, Sendable {
    /// Written only while uniquely referenced (`value`'s `_modify`), so accesses need no dynamic
    /// exclusivity checks.
    private final class Box: @unchecked Sendable {
        @exclusivity(unchecked) var value: Value
        init(_ value: Value) { self.value = value }
    }

    private var box: Box

    init(_ value: Value) { box = Box(value) }

    /// The value; modifying it copies the box first if another wrapper shares it.
    var value: Value {
        get { box.value }
        _modify {
            if !isKnownUniquelyReferenced(&box) { box = Box(box.value) }
            yield &box.value
        }
    }

    static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.box === rhs.box || lhs.box.value == rhs.box.value
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(box.value)
    }
}
