/// An immutable table keyed by strings, for the generator's hot lookups (an element's
/// attributes against its rules, tags against the catalog). It hashes the key's UTF-8
/// bytes with FNV-1a and probes linearly, several times cheaper than `Dictionary`'s seeded
/// SipHash. Keys compare exactly (`==`), so it answers as a dictionary would.
struct StringTable<Value: Sendable>: Sendable {
    private let keys: [String]
    private let hashes: [UInt32]
    private let values: [Value?]
    private let mask: Int

    init(_ pairs: [(String, Value)]) {
        var capacity = 8
        while capacity < pairs.count * 2 { capacity *= 2 }
        var keys = [String](repeating: "", count: capacity)
        var hashes = [UInt32](repeating: 0, count: capacity)
        var values = [Value?](repeating: nil, count: capacity)
        let mask = capacity - 1
        for (key, value) in pairs {
            let hash = Self.hash(key)
            var slot = Int(hash) & mask
            while values[slot] != nil, keys[slot] != key { slot = (slot + 1) & mask }
            if values[slot] != nil { continue }  // the first of equal keys wins
            keys[slot] = key
            hashes[slot] = hash
            values[slot] = value
        }
        self.keys = keys
        self.hashes = hashes
        self.values = values
        self.mask = mask
    }

    @inline(__always)
    static func hash(_ key: String) -> UInt32 {
        if let hash = key.utf8.withContiguousStorageIfAvailable({ fnv($0) }) { return hash }
        return Array(key.utf8).withUnsafeBufferPointer { fnv($0) }
    }

    @inline(__always)
    private static func fnv(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt32 {
        var hash: UInt32 = 2_166_136_261
        for byte in bytes { hash = (hash ^ UInt32(byte)) &* 16_777_619 }
        return hash
    }

    subscript(key: String) -> Value? {
        let hash = Self.hash(key)
        var slot = Int(hash) & mask
        while let value = values[slot] {
            if hashes[slot] == hash, keys[slot] == key { return value }
            slot = (slot + 1) & mask
        }
        return nil
    }

    func contains(_ key: String) -> Bool { self[key] != nil }
}

extension StringTable where Value == Bool {
    /// A set: every key maps to `true`.
    init(set: some Sequence<String>) {
        self.init(set.map { ($0, true) })
    }
}
