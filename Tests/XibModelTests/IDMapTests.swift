import Testing
@testable import XibModel

@Suite("IDMap")
struct IDMapTests {
    /// A small deterministic generator (SplitMix64).
    private struct Random {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
        mutating func below(_ bound: Int) -> Int { Int(next() % UInt64(bound)) }
    }

    private func expectSame(_ map: IDMap<Int>, _ reference: [String: Int], sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        #expect(map.count == reference.count, sourceLocation: sourceLocation)
        #expect(map.isEmpty == reference.isEmpty, sourceLocation: sourceLocation)
        var entries: [String: Int] = [:]
        for (key, value) in map {
            #expect(entries[key] == nil, "\(key) listed twice", sourceLocation: sourceLocation)
            entries[key] = value
        }
        #expect(entries == reference, sourceLocation: sourceLocation)
        #expect(Set(map.keys) == Set(reference.keys), sourceLocation: sourceLocation)
        #expect(map.values.sorted() == reference.values.sorted(), sourceLocation: sourceLocation)
    }

    @Test("answers as a Dictionary does over random insertions, updates, removals and defaulted updates")
    func matchesDictionary() {
        var random = Random(state: 7)
        // IB-style ids, and short and long (non-ASCII, over 15 bytes) keys.
        let keys = (0..<600).map { index -> String in
            switch index % 4 {
            case 0: "aBc-\(index)-xyz"
            case 1: "\(index)"
            case 2: "ünïcødé-\(index)-and-a-longer-tail"
            default: "k\(index % 97)"
            }
        }
        var map = IDMap<Int>()
        var reference: [String: Int] = [:]
        for step in 0..<20_000 {
            let key = keys[random.below(keys.count)]
            switch random.below(6) {
            case 0, 1:
                map[key] = step
                reference[key] = step
            case 2:
                map[key] = nil
                reference[key] = nil
            case 3:
                map[key, default: 100] += 1
                reference[key, default: 100] += 1
            case 4:
                #expect(map[key] == reference[key])
                #expect(map.contains(key) == (reference[key] != nil))
            default:
                #expect(map[key, default: -1] == reference[key, default: -1])
            }
            if step % 1000 == 0 { expectSame(map, reference) }
        }
        expectSame(map, reference)
        // Removing everything leaves an empty map that still works.
        for key in keys {
            map[key] = nil
            reference[key] = nil
        }
        expectSame(map, reference)
        map["again"] = 1
        #expect(map["again"] == 1 && map.count == 1)
    }

    @Test("literals, capacity and optional values")
    func literalsAndOptionalValues() {
        let literal: IDMap<String> = ["a": "1", "b": "2"]
        #expect(literal["a"] == "1" && literal["b"] == "2" && literal["c"] == nil && literal.count == 2)
        var names = IDMap<String?>(minimumCapacity: 100)
        names["root"] = .some(nil)
        names["label"] = .some("titleLabel")
        // A stored nil is an entry, as in a `[String: String?]`.
        #expect(names["root"] == .some(nil))
        #expect(names["label"] == .some("titleLabel"))
        #expect(names["other"] == nil)
        #expect(names.count == 2)
        // The first value for a key stays.
        var first = IDMap<Int>()
        let inserted = first.insertIfAbsent("a", 1)
        let insertedAgain = first.insertIfAbsent("a", 2)
        #expect(inserted && !insertedAgain)
        #expect(first["a"] == 1 && first.count == 1)
    }

    @Test("a copy is a value: changing it, growing it or removing from it leaves the original as it was")
    func copyOnWrite() {
        var original = IDMap<[String]>()
        for index in 0..<20 { original["id-\(index)"] = ["\(index)"] }
        var copy = original
        copy["id-1"] = nil
        copy["id-2", default: []].append("more")
        for index in 20..<200 { copy["id-\(index)"] = [] }
        #expect(original.count == 20 && copy.count == 199)
        #expect(original["id-1"] == ["1"] && original["id-2"] == ["2"] && original["id-30"] == nil)
        #expect(copy["id-1"] == nil && copy["id-2"] == ["2", "more"])
        var third = original
        third["id-3", default: []].append("x")
        #expect(original["id-3"] == ["3"] && third["id-3"] == ["3", "x"])
    }

    /// Keys whose hashes share their low 12 bits: one slot for all of them in any table up to 4,096 slots.
    private func collidingKeys(_ count: Int) -> [String] {
        var result: [String] = []
        var target: UInt32?
        var index = 0
        while result.count < count {
            let key = "id-\(index)"
            index += 1
            let low = IDMap<Int>.hash(key) & 0xFFF
            if target == nil { target = low }
            if low == target { result.append(key) }
        }
        return result
    }

    @Test("keys made to collide move the map into a Dictionary, which answers the same")
    func collidingKeysFallBack() {
        let keys = collidingKeys(120)
        var map = IDMap<Int>()
        var reference: [String: Int] = [:]
        for (index, key) in keys.enumerated() {
            map[key] = index
            reference[key] = index
            #expect(map.longestProbe <= IDMap<Int>.maximumProbe)
        }
        #expect(map.fallback != nil)
        expectSame(map, reference)
        map[keys[3]] = nil
        reference[keys[3]] = nil
        map[keys[4], default: 0] += 10
        reference[keys[4], default: 0] += 10
        expectSame(map, reference)
        // Removals inside a cluster (before it is too long) keep every other key findable.
        var small = IDMap<Int>()
        var smallReference: [String: Int] = [:]
        for (index, key) in keys.prefix(30).enumerated() {
            small[key] = index
            smallReference[key] = index
        }
        #expect(small.fallback == nil)
        for (index, key) in keys.prefix(30).enumerated() where index % 3 != 1 {
            small[key] = nil
            smallReference[key] = nil
        }
        expectSame(small, smallReference)
    }
}
