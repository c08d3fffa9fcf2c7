/// An immutable table keyed by strings, for the generator's hot lookups (an element's
/// attributes against its rules, tags against the catalog). It hashes the key's UTF-8
/// bytes a word at a time and probes linearly, several times cheaper than `Dictionary`'s seeded
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
        if let hash = key.utf8.withContiguousStorageIfAvailable({ wordHash($0) }) { return hash }
        return Array(key.utf8).withUnsafeBufferPointer { wordHash($0) }
    }

    /// A hash of the bytes read eight at a time (FNV-1a's byte at a time was most of a lookup):
    /// each word is mixed in by a multiplication, and the high half of the last product, where
    /// every input bit reaches, is the hash. Short keys are read in two overlapping halves.
    @inline(__always)
    private static func wordHash(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt32 {
        let multiplier: UInt64 = 0x9E37_79B9_7F4A_7C15
        let count = bytes.count
        guard let base = bytes.baseAddress, count > 0 else { return 0 }
        let raw = UnsafeRawPointer(base)
        var hash = UInt64(truncatingIfNeeded: count) &* multiplier
        if count >= 8 {
            var offset = 0
            while count - offset > 8 {
                hash = (hash ^ raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self)) &* multiplier
                offset += 8
            }
            // The last eight bytes, overlapping the word before when the count is not a multiple of 8.
            hash = (hash ^ raw.loadUnaligned(fromByteOffset: count - 8, as: UInt64.self)) &* multiplier
        } else if count >= 4 {
            let first = UInt64(raw.loadUnaligned(as: UInt32.self))
            let last = UInt64(raw.loadUnaligned(fromByteOffset: count - 4, as: UInt32.self))
            hash = (hash ^ (first | last << 32)) &* multiplier
        } else {
            let word = UInt64(base[0]) | UInt64(base[count / 2]) << 8 | UInt64(base[count - 1]) << 16
            hash = (hash ^ word) &* multiplier
        }
        return UInt32(truncatingIfNeeded: hash >> 32)
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
