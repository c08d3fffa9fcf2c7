/// A table keyed by the ids of one document, kept by the ids' numbers (`XibDocument.number(of:)`):
/// an object's entry is found by its `idNumber`, with no hashing; an id given as a String is
/// numbered through the document (one lookup), and one the document lacks is kept aside. It
/// answers as a `[String: Value]` keyed by the ids would, for the objects of its document.
@frozen
public struct IDTable<Value> {
    /// The entries of the numbers `base ..< base + values.count`.
    @usableFromInline var values: [Value?] = []
    @usableFromInline var base = 0
    /// Entries of ids the document does not number.
    @usableFromInline var others: [String: Value] = [:]
    @usableFromInline let ids: [String: Int32]
    #if DEBUG
    /// Entries moved to make room at the front, in all (tests: filling a table in any order
    /// moves a number of entries linear in its size).
    @usableFromInline var entriesMovedAtFront = 0
    #endif

    @inlinable
    public init(for document: XibDocument) {
        ids = document.idNumbers
    }

    /// The entry of the id numbered `number` (`XibDocument.number(of:)`).
    @inlinable
    public subscript(number number: Int32) -> Value? {
        get {
            let index = Int(number) - base
            return index >= 0 && index < values.count ? values[index] : nil
        }
        set {
            var index = Int(number) - base
            if index < 0 || index >= values.count {
                guard newValue != nil else { return }
                if values.isEmpty {
                    base = Int(number)
                    index = 0
                    values.append(nil)
                } else if index < 0 {
                    // Grown at the front by at least its size (as an append grows it at the back):
                    // entries set in decreasing order, as a post-order walk sets them, then cost
                    // no shift of the whole table each (quadratic in a large document's views).
                    let newBase = max(0, min(Int(number), base - values.count))
                    #if DEBUG
                    entriesMovedAtFront += values.count
                    #endif
                    values.insert(contentsOf: repeatElement(nil, count: base - newBase), at: 0)
                    base = newBase
                    index = Int(number) - base
                } else {
                    values.append(contentsOf: repeatElement(nil, count: index + 1 - values.count))
                }
            }
            values[index] = newValue
        }
    }

    /// The entry of `id`.
    @inlinable
    public subscript(_ id: String) -> Value? {
        get {
            if let number = ids[id] { return self[number: number] }
            return others[id]
        }
        set {
            if let number = ids[id] {
                self[number: number] = newValue
            } else {
                others[id] = newValue
            }
        }
    }

    /// The entry of the id `id` numbered `number`: by the number when the document numbered
    /// it (>= 0), else by the id.
    @inlinable
    public subscript(number number: Int32, id id: String) -> Value? {
        get { number >= 0 ? self[number: number] : self[id] }
        set {
            if number >= 0 {
                self[number: number] = newValue
            } else {
                self[id] = newValue
            }
        }
    }

    /// The entry of `object`'s id: by its number when its document numbered it.
    @inlinable
    public subscript(_ object: XibObject) -> Value? {
        get { object.idNumber >= 0 ? self[number: object.idNumber] : self[object.id] }
        set {
            if object.idNumber >= 0 {
                self[number: object.idNumber] = newValue
            } else {
                self[object.id] = newValue
            }
        }
    }

    /// Changes the entry of the id `id` numbered `number` (see `subscript(number:id:)`) in
    /// place, made `value` first when there is none.
    @inlinable
    public mutating func update(number: Int32, id: String, default value: @autoclosure () -> Value, _ body: (inout Value) -> Void) {
        let number = number >= 0 ? number : ids[id] ?? -1
        guard number >= 0 else {
            body(&others[id, default: value()])
            return
        }
        if self[number: number] == nil { self[number: number] = value() }
        body(&values[Int(number) - base]!)
    }

    /// Every entry's value, in no particular order.
    @inlinable
    public var allValues: [Value] {
        var result: [Value] = []
        result.reserveCapacity(values.count + others.count)
        for value in values { if let value { result.append(value) } }
        result.append(contentsOf: others.values)
        return result
    }
}

extension IDTable: Sendable where Value: Sendable {}
