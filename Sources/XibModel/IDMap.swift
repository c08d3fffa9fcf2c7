/// A map keyed by strings, for the model's and the generator's id-keyed tables (`"aBc-12-xyz"` →
/// what the id names): a `Dictionary`'s seeded SipHash and its lookup cost about 385 instructions
/// per id, most of a view's bookkeeping. This hashes the key's UTF-8 bytes a word at a time and
/// probes linearly (about 60), and answers as a dictionary would: keys compare with `==`.
///
/// Keys made to collide (a crafted document) cannot make it quadratic: no key is stored further
/// than `maximumProbe` slots from where its hash puts it, lookups stop there, and an insertion
/// that would go further moves the whole map into a `Dictionary` for good.
///
/// A value type (copy on write), like a dictionary. Iteration order is unspecified, as a
/// dictionary's is.
public struct IDMap<Value> {
    /// Owns the slots (and destroys them); nil until the first insertion.
    @usableFromInline var owner: Slots?
    /// The owner's slots, kept here too: a lookup reads them without retaining the owner. A key's
    /// hash (0: an empty slot), and the key and value of an occupied slot (only those are initialized).
    @usableFromInline var slotHashes: UnsafeMutablePointer<UInt32>
    @usableFromInline var slotKeys: UnsafeMutablePointer<String>
    @usableFromInline var slotValues: UnsafeMutablePointer<Value>
    @usableFromInline var mask = 0
    @usableFromInline var storedCount = 0
    /// The largest distance of a stored key from its hash's slot: lookups stop beyond it.
    @usableFromInline var longestProbe = 0
    /// Set once a key would have been stored too far from its slot: every entry lives here from then on.
    @usableFromInline var fallback: [String: Value]?

    /// How far from its slot a key may be stored before the map falls back to a `Dictionary`.
    @inlinable static var maximumProbe: Int { 48 }

    /// One allocation for a table's hashes, keys and values; destroys the occupied slots' keys and values.
    @usableFromInline
    final class Slots {
        @usableFromInline let capacity: Int
        @usableFromInline let memory: UnsafeMutableRawPointer
        @usableFromInline let hashes: UnsafeMutablePointer<UInt32>
        @usableFromInline let keys: UnsafeMutablePointer<String>
        @usableFromInline let values: UnsafeMutablePointer<Value>

        @inlinable
        init(capacity: Int) {
            self.capacity = capacity
            let keysOffset = Self.aligned(capacity * MemoryLayout<UInt32>.stride, MemoryLayout<String>.alignment)
            let valuesOffset = Self.aligned(keysOffset + capacity * MemoryLayout<String>.stride, MemoryLayout<Value>.alignment)
            let size = valuesOffset + capacity * MemoryLayout<Value>.stride
            memory = .allocate(byteCount: Swift.max(size, 1),
                               alignment: Swift.max(MemoryLayout<String>.alignment, MemoryLayout<Value>.alignment, MemoryLayout<UInt32>.alignment))
            hashes = memory.bindMemory(to: UInt32.self, capacity: capacity)
            hashes.initialize(repeating: 0, count: capacity)
            keys = (memory + keysOffset).bindMemory(to: String.self, capacity: capacity)
            values = (memory + valuesOffset).bindMemory(to: Value.self, capacity: capacity)
        }

        @inlinable
        static func aligned(_ offset: Int, _ alignment: Int) -> Int {
            (offset + alignment - 1) / alignment * alignment
        }

        deinit {
            for slot in 0..<capacity where hashes[slot] != 0 {
                (keys + slot).deinitialize(count: 1)
                (values + slot).deinitialize(count: 1)
            }
            memory.deallocate()
        }
    }

    @inlinable
    public init() {
        slotHashes = UnsafeMutablePointer(bitPattern: MemoryLayout<UInt32>.alignment)!
        slotKeys = UnsafeMutablePointer(bitPattern: MemoryLayout<String>.alignment)!
        slotValues = UnsafeMutablePointer(bitPattern: MemoryLayout<Value>.alignment)!
    }

    @inlinable
    public init(minimumCapacity: Int) {
        self.init()
        if minimumCapacity > 0 { adopt(Slots(capacity: Self.capacity(for: minimumCapacity))) }
    }

    @inlinable
    public var count: Int { fallback?.count ?? storedCount }

    @inlinable
    public var isEmpty: Bool { count == 0 }

    @inlinable
    public func contains(_ key: String) -> Bool {
        if let fallback { return fallback[key] != nil }
        return storedCount > 0 && find(key, hash: Self.hash(key)) >= 0
    }

    @inlinable
    public subscript(key: String) -> Value? {
        get {
            if let fallback { return fallback[key] }
            guard storedCount > 0 else { return nil }
            let slot = find(key, hash: Self.hash(key))
            return slot < 0 ? nil : slotValues[slot]
        }
        set {
            if fallback != nil {
                fallback![key] = newValue
                return
            }
            let hash = Self.hash(key)
            let slot = uniqueSlot(of: key, hash: hash)
            if let newValue {
                if slot >= 0 {
                    slotValues[slot] = newValue
                } else {
                    insertNew(key, hash: hash, newValue)
                }
            } else if slot >= 0 {
                remove(at: slot)
            }
        }
    }

    /// The value for `key`, `defaultValue` stored first when there is none (as `Dictionary`'s).
    @inlinable
    public subscript(key: String, default defaultValue: @autoclosure () -> Value) -> Value {
        get { self[key] ?? defaultValue() }
        _modify {
            if fallback != nil {
                yield &fallback![key, default: defaultValue()]
                return
            }
            let hash = Self.hash(key)
            var slot = uniqueSlot(of: key, hash: hash)
            if slot < 0 {
                slot = insertNew(key, hash: hash, defaultValue())
                if slot < 0 {
                    yield &fallback![key]!
                    return
                }
            }
            yield &slotValues[slot]
        }
    }

    /// Stores `value` for `key` unless the map has a value for it already; whether it did.
    @inlinable
    @discardableResult
    public mutating func insertIfAbsent(_ key: String, _ value: @autoclosure () -> Value) -> Bool {
        if fallback != nil {
            guard fallback![key] == nil else { return false }
            fallback![key] = value()
            return true
        }
        let hash = Self.hash(key)
        guard uniqueSlot(of: key, hash: hash) < 0 else { return false }
        insertNew(key, hash: hash, value())
        return true
    }

    /// The keys, in no particular order.
    @inlinable
    public var keys: [String] { map(\.key) }

    /// The values, in no particular order.
    @inlinable
    public var values: [Value] { map(\.value) }

    // MARK: - Table

    /// The UTF-8 bytes taken 8 at a time (an id of 8 to 16 bytes is two unaligned loads, the last
    /// one overlapping), each word multiplied in, the result's bits mixed; never 0 (an empty slot's).
    @inlinable
    static func hash(_ key: String) -> UInt32 {
        var key = key
        return key.withUTF8 { bytes in
            let count = bytes.count
            let multiplier: UInt64 = 0xFF51_AFD7_ED55_8CCD
            var hash = 0x9E37_79B9_7F4A_7C15 &* UInt64(truncatingIfNeeded: count &+ 1)
            if count >= 8 {
                let base = UnsafeRawPointer(bytes.baseAddress!)
                var offset = 0
                while offset &+ 8 < count {
                    hash = (hash ^ base.loadUnaligned(fromByteOffset: offset, as: UInt64.self)) &* multiplier
                    hash ^= hash >> 29
                    offset &+= 8
                }
                hash = (hash ^ base.loadUnaligned(fromByteOffset: count &- 8, as: UInt64.self)) &* multiplier
            } else {
                var word: UInt64 = 0
                for index in 0..<count { word |= UInt64(bytes[index]) << (index &* 8) }
                hash = (hash ^ word) &* multiplier
            }
            hash ^= hash >> 32
            hash &*= 0xC4CE_B9FE_1A85_EC53
            hash ^= hash >> 29
            return UInt32(truncatingIfNeeded: hash) | 0x8000_0000
        }
    }

    @inlinable
    static func capacity(for count: Int) -> Int {
        var capacity = 8
        while capacity < count * 2 { capacity *= 2 }
        return capacity
    }

    @inlinable
    mutating func adopt(_ slots: Slots) {
        owner = slots
        slotHashes = slots.hashes
        slotKeys = slots.keys
        slotValues = slots.values
        mask = slots.capacity - 1
    }

    /// The slot holding `key`, -1 when it is not stored (or nothing is).
    @inlinable
    func find(_ key: String, hash: UInt32) -> Int {
        guard storedCount > 0 else { return -1 }
        var slot = Int(hash) & mask
        var probes = 0
        while true {
            let stored = slotHashes[slot]
            if stored == 0 { return -1 }
            if stored == hash, slotKeys[slot] == key { return slot }
            if probes == longestProbe { return -1 }
            probes += 1
            slot = (slot + 1) & mask
        }
    }

    /// The slot of `key` in slots this map holds alone (copied first if shared), -1 when absent.
    @inlinable
    mutating func uniqueSlot(of key: String, hash: UInt32) -> Int {
        guard owner != nil else { return -1 }
        if !isKnownUniquelyReferenced(&owner!) {
            let copy = Slots(capacity: mask + 1)
            for slot in 0...mask where slotHashes[slot] != 0 {
                (copy.keys + slot).initialize(to: slotKeys[slot])
                (copy.values + slot).initialize(to: slotValues[slot])
                copy.hashes[slot] = slotHashes[slot]
            }
            adopt(copy)
        }
        return find(key, hash: hash)
    }

    /// The empty slot a new key with `hash` goes in; -1 when it is further than `limit`.
    @inlinable
    mutating func freeSlot(for hash: UInt32, limit: Int) -> Int {
        var slot = Int(hash) & mask
        var distance = 0
        while slotHashes[slot] != 0 {
            distance += 1
            if distance > limit { return -1 }
            slot = (slot + 1) & mask
        }
        if distance > longestProbe { longestProbe = distance }
        return slot
    }

    /// Stores `key`, which is not in the map (whose slots, if any, it holds alone); its slot, or
    /// -1 when the map fell back to a dictionary.
    @inlinable
    @discardableResult
    mutating func insertNew(_ key: String, hash: UInt32, _ value: Value) -> Int {
        if owner == nil {
            adopt(Slots(capacity: 8))
        } else if (storedCount + 1) * 2 > mask + 1 {
            grow()
            if longestProbe > Self.maximumProbe {
                fallBack(adding: key, value)
                return -1
            }
        }
        let slot = freeSlot(for: hash, limit: Self.maximumProbe)
        guard slot >= 0 else {
            fallBack(adding: key, value)
            return -1
        }
        (slotKeys + slot).initialize(to: key)
        (slotValues + slot).initialize(to: value)
        slotHashes[slot] = hash
        storedCount += 1
        return slot
    }

    /// The entries moved to a table twice the size (with room for all: the caller checks `longestProbe`).
    @inlinable
    mutating func grow() {
        let old = owner!
        let oldHashes = slotHashes, oldKeys = slotKeys, oldValues = slotValues, oldCapacity = mask + 1
        adopt(Slots(capacity: oldCapacity * 2))
        longestProbe = 0
        for slot in 0..<oldCapacity where oldHashes[slot] != 0 {
            let target = freeSlot(for: oldHashes[slot], limit: .max)
            (slotKeys + target).moveInitialize(from: oldKeys + slot, count: 1)
            (slotValues + target).moveInitialize(from: oldValues + slot, count: 1)
            slotHashes[target] = oldHashes[slot]
        }
        // Moved out: nothing left there to destroy.
        oldHashes.update(repeating: 0, count: oldCapacity)
        withExtendedLifetime(old) {}
    }

    /// Empties `slot`, moving back the keys after it that would no longer be found
    /// (backward-shift deletion: no tombstones).
    @inlinable
    mutating func remove(at slot: Int) {
        (slotKeys + slot).deinitialize(count: 1)
        (slotValues + slot).deinitialize(count: 1)
        var hole = slot
        var next = (slot + 1) & mask
        while slotHashes[next] != 0 {
            let home = Int(slotHashes[next]) & mask
            // The key at `next` may move into the hole when the hole lies between its home and it.
            if (hole - home) & mask <= (next - home) & mask {
                (slotKeys + hole).moveInitialize(from: slotKeys + next, count: 1)
                (slotValues + hole).moveInitialize(from: slotValues + next, count: 1)
                slotHashes[hole] = slotHashes[next]
                hole = next
            }
            next = (next + 1) & mask
        }
        slotHashes[hole] = 0
        storedCount -= 1
    }

    @inlinable
    mutating func fallBack(adding key: String, _ value: Value) {
        var entries: [String: Value] = [:]
        entries.reserveCapacity(storedCount + 1)
        if owner != nil {
            for slot in 0...mask where slotHashes[slot] != 0 { entries[slotKeys[slot]] = slotValues[slot] }
        }
        entries[key] = value
        self = IDMap()
        fallback = entries
    }
}

extension IDMap: @unchecked Sendable where Value: Sendable {}

extension IDMap: Sequence {
    /// The entries, in no particular order.
    public struct Iterator: IteratorProtocol {
        @usableFromInline let map: IDMap
        @usableFromInline var slot = 0
        @usableFromInline var fallbackEntries: Dictionary<String, Value>.Iterator?

        @inlinable
        init(_ map: IDMap) {
            self.map = map
            fallbackEntries = map.fallback?.makeIterator()
        }

        @inlinable
        public mutating func next() -> (key: String, value: Value)? {
            if fallbackEntries != nil { return fallbackEntries!.next() }
            guard map.owner != nil else { return nil }
            while slot <= map.mask {
                defer { slot += 1 }
                if map.slotHashes[slot] != 0 { return (map.slotKeys[slot], map.slotValues[slot]) }
            }
            return nil
        }
    }

    @inlinable
    public func makeIterator() -> Iterator { Iterator(self) }

    @inlinable
    public var underestimatedCount: Int { count }
}

extension IDMap: ExpressibleByDictionaryLiteral {
    @inlinable
    public init(dictionaryLiteral elements: (String, Value)...) {
        self.init(minimumCapacity: elements.count)
        for (key, value) in elements { insertIfAbsent(key, value) }
    }
}
