import Testing
import XibModel
@testable import XibGenerator

@Suite("Byte-level text search answers as the standard library's")
struct TextSearchTests {
    static let texts = ["", "a", "aaaa", "label.text = x", "x\r\ny", "café.title", "abcabcab", "ab"]
    static let needles = ["", "a", "aa", "ab", "abc", "text", ".", "\n", "\r\n", "é", "café", "abcabcab", "zzz"]

    @Test("replacingAll, containsText and strippingFirstOccurrence(atEnd:) on ASCII, non-ASCII, CR/LF, empty and overlapping cases")
    func agreesWithStandardLibrary() {
        for text in Self.texts {
            for needle in Self.needles {
                // `firstRange(of:)`: the string-processing search (Character-wise: "\r\n" is one
                // character); `contains` here would resolve to Foundation's UTF-16 search.
                #expect(text.containsText(needle) == (text.firstRange(of: needle) != nil), "\(text.debugDescription) contains \(needle.debugDescription)")
                let expectedStrip: String? = text.firstRange(of: needle).flatMap { $0.upperBound == text.endIndex ? String(text[..<$0.lowerBound]) : nil }
                #expect(text.strippingFirstOccurrence(atEnd: needle) == expectedStrip, "\(text.debugDescription) strip \(needle.debugDescription)")
                guard !needle.isEmpty else { continue }
                #expect(text.replacingAll(needle, with: "<R>") == text.replacing(needle, with: "<R>"), "\(text.debugDescription) replace \(needle.debugDescription)")
            }
        }
    }
}
