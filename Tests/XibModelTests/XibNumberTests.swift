import Testing
@testable import XibModel

@Suite("XIB numbers")
struct XibNumberTests {
    /// The fast path must give exactly `Double(text)`, bit for bit, and nil where it gives nil.
    private func expectSame(_ text: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        let fast = XibNumber.parse(text)
        let reference = Double(text)
        #expect(fast?.bitPattern == reference?.bitPattern, "\(text)", sourceLocation: sourceLocation)
    }

    @Test("IB's DBL_MIN noise for zero reads as zero; small real values stay")
    func dblMinIsZero() {
        #expect(XibNumber.parse("2.2250738585072014e-308") == 0)
        #expect(XibNumber.parse("-2.2250738585072014e-308") == 0)
        #expect(XibNumber.parse("4.9406564584124654e-324") == 0)
        #expect(XibNumber.parse("1e-300") == 1e-300)
        #expect(XibNumber.parse("0.0001") == 0.0001)
    }

    @Test("plain decimals, signs, zeros and limits read as Double(String) reads them")
    func matchesDouble() {
        for text in ["0", "0.0", "-0", "-0.0", "390", "844", "-8", "17.5", "0.5", "1", "1.0", "00.25", "0.23921568627450981",
                     "0.2392156862745098", "0.99999999999999989", "9007199254740992", "9007199254740993", "12345678901234567890",
                     "0.1234567890123456789012", "0.00000000000000000000001", "1.7976931348623157", "123456789.123456",
                     "", "-", ".5", "5.", "1e5", "1E-3", "+1", " 1", "1 ", "0x1p3", "inf", "nan", "1.2.3", "1,5", "٣"] {
            expectSame(text)
        }
        var seed: UInt64 = 42
        func next() -> UInt64 { seed = seed &* 6364136223846793005 &+ 1442695040888963407; return seed >> 11 }
        for _ in 0..<20_000 {
            let integer = next() % 100_000
            let fraction = next() % 10_000_000_000_000_000
            let digits = Int(next() % 18)
            var text = (next() % 2 == 0 ? "-" : "") + String(integer)
            if digits > 0 { text += "." + String(String(fraction).prefix(digits)) }
            expectSame(text)
        }
    }
}
