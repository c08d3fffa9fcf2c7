/// A value kept in one shared box until a copy is modified (copy on write): a copy of the wrapper
/// is one retain, whatever the value's size. The model's records that are copied often (objects,
/// constraints) keep their fields in one.
struct CopyOnWrite<Value: Hashable & Sendable>: Hashable, Sendable {
    private typealias Box = CopyOnWriteBox<Value>

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

/// `CopyOnWrite`'s box. Written only while uniquely referenced (`value`'s `_modify`), so accesses
/// need no dynamic exclusivity checks. A class of its own, not nested in `CopyOnWrite`: the runtime
/// makes a nested class's metadata with its context's requirements, looking up the value's
/// `Hashable` conformance at first use (a search of every conformance record in the binary: about
/// 0.39 M instructions for each kind of record, three of them in a single-file sync's conversion).
private final class CopyOnWriteBox<Value>: @unchecked Sendable {
    @exclusivity(unchecked) var value: Value
    init(_ value: Value) { self.value = value }
}

/// A record's fields that most records leave unset, for `SeldomSet`.
protocol SeldomSetFields: Hashable, Sendable {
    /// Every field unset.
    init()
    var isUnset: Bool { get }
}

/// A record's seldom-set fields in a box of their own that is nil while all of them are unset (never a
/// box of unset fields, so that equality is by value): a record that sets none of them is one pointer
/// larger, not the fields' size larger.
struct SeldomSet<Fields: SeldomSetFields>: Hashable, Sendable {
    private var box: CopyOnWrite<Fields>?

    init(_ fields: Fields) { box = fields.isUnset ? nil : CopyOnWrite(fields) }

    /// The fields, nil when all are unset.
    var stored: Fields? { box?.value }

    /// The fields to modify in place (so that a list is appended to without a copy): the box is made
    /// first if there is none and dropped again if they end unset.
    var fields: Fields {
        get { box?.value ?? Fields() }
        _modify {
            if box == nil { box = CopyOnWrite(Fields()) }
            defer { if box!.value.isUnset { box = nil } }
            yield &box!.value
        }
    }

    /// `body` applied to the fields, in place when their box is not shared; no box is made for a
    /// change that leaves them all unset.
    mutating func update(_ body: (inout Fields) -> Void) {
        guard box != nil else {
            var fields = Fields()
            body(&fields)
            if !fields.isUnset { box = CopyOnWrite(fields) }
            return
        }
        body(&box!.value)
        if box!.value.isUnset { box = nil }
    }
}
