import Testing
@testable import XibGenerator

@Suite("String table")
struct StringTableTests {
    @Test("answers as a Dictionary does for keys of every length, near misses and non-ASCII keys; the first of equal keys wins")
    func answersAsADictionary() {
        // Keys of 0 to 40 bytes, each also with one byte changed at its start, middle and end, and
        // cut short by one: the hash reads words and overlapping halves, every byte must count.
        var keys: [String] = []
        let letters = Array("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOP")
        for length in 0...40 {
            let key = String(letters.prefix(length))
            keys.append(key)
            for position in [0, length / 2, length - 1] where length > 0 {
                var changed = Array(key)
                changed[position] = "_"
                keys.append(String(changed))
            }
        }
        keys += ["é", "ée", "contentMode", "contentModé", "userInteractionEnabled", "text", "title", "titl", "backgroundColor"]
        let unique = Array(Set(keys)).sorted()
        let stored = unique.enumerated().filter { $0.offset % 2 == 0 }.map { ($0.element, $0.offset) }
        let table = StringTable(stored + [(stored[0].0, -1)])
        let reference = Dictionary(stored, uniquingKeysWith: { first, _ in first })
        for key in unique + ["", "x", "abcdefgh", "abcdefghi", "ABCDEFGHIJKLMNOPQRSTUVWXYZ"] {
            #expect(table[key] == reference[key], "\(key)")
            #expect(table.contains(key) == (reference[key] != nil), "\(key)")
        }
    }
}
