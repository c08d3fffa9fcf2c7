/// An element's statements, one per line, kept as UTF-8 bytes with the end of each line:
/// a statement is appended by copying its pieces (receiver, rule template, value) rather
/// than by allocating a `String` for it, and `CodeWriter.lines` copies the bytes out.
struct StatementList {
    private var bytes: [UInt8] = []
    /// The end offset in `bytes` of each line.
    private var ends: [Int] = []

    var isEmpty: Bool { ends.isEmpty }

    /// Appends one line made of the pieces, in order.
    mutating func append(_ a: String, _ b: String = "", _ c: String = "", _ d: String = "") {
        // A view's statements take a few hundred bytes and a dozen lines: one allocation each
        // instead of a doubling series.
        if ends.isEmpty, bytes.capacity == 0 {
            bytes.reserveCapacity(256)
            ends.reserveCapacity(16)
        }
        bytes.appendUTF8(a)
        bytes.appendUTF8(b)
        bytes.appendUTF8(c)
        bytes.appendUTF8(d)
        ends.append(bytes.count)
    }

    static func += (lhs: inout StatementList, rhs: StatementList) {
        let offset = lhs.bytes.count
        lhs.bytes.append(contentsOf: rhs.bytes)
        lhs.ends.append(contentsOf: rhs.ends.map { $0 + offset })
    }

    /// Appends `other`'s lines, each after `indent`.
    mutating func append(_ other: StatementList, indentedBy indent: String) {
        other.forEachLine { line in
            bytes.appendUTF8(indent)
            bytes.append(contentsOf: line)
            ends.append(bytes.count)
        }
    }

    /// Calls `body` with each line's bytes, in order.
    func forEachLine(_ body: (UnsafeBufferPointer<UInt8>) -> Void) {
        bytes.withUnsafeBufferPointer { all in
            var start = 0
            for end in ends {
                body(UnsafeBufferPointer(rebasing: all[start..<end]))
                start = end
            }
        }
    }
}

extension [UInt8] {
    /// Appends `string`'s UTF-8, borrowed rather than copied (`withUTF8` needs a mutable copy:
    /// a retain and release a piece).
    @inline(__always)
    mutating func appendUTF8(_ string: String) {
        if string.utf8.isEmpty { return }
        let done: Void? = string.utf8.withContiguousStorageIfAvailable { append(contentsOf: $0) }
        if done == nil { append(contentsOf: string.utf8) }
    }
}
