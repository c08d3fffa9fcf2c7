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

    /// The fast path itself (nil where `parse` falls back to `strtod`).
    private func exact(_ text: String) -> Double? {
        Array(text.utf8).withUnsafeBufferPointer { XibNumber.decimal($0) }
    }

    @Test("IB's 17-significant-digit colour components and up to 64-bit decimals are read exactly, as strtod rounds them")
    func exactBeyond53Bits() {
        // Beyond 53 bits of digits, up to 19 after the point: read without strtod, bit for bit its value.
        let edges = ["0.23921568627450981", "0.50196078431372548", "-0.23921568627450981", "0.99999999999999994",
                     "0.99999999999999995", "0.99999999999999996", "0.33333333333333331", "0.66666666666666663",
                     "4.4501477170144023", "1.7976931348623157", "2.2250738585072014",
                     // Ties between two doubles: to the even one.
                     "9007199254740993", "9007199254740995", "9007199254740993.0", "18014398509481986", "18014398509481990",
                     "18446744073709551615", "9999999999999999999", "1844674407370955161.5", "0.9999999999999999999",
                     "1.0000000000000000001", "123456789012345678.9", "00000000000000000000.12345678901234567"]
        for text in edges {
            let value = exact(text)
            #expect(value != nil, "\(text) takes the exact path")
            #expect(value?.bitPattern == Double(text)?.bitPattern, "\(text)")
        }
        // Beyond 64 bits, or more than 19 digits after the point, with more than 53 bits: left to strtod.
        for text in ["18446744073709551616", "0.12345678901234567890", "1.", ".5", "1e5", "--1"] {
            #expect(exact(text) == nil, "\(text)")
            expectSame(text)
        }
        var seed: UInt64 = 20_261_125
        func next() -> UInt64 { seed = seed &* 6364136223846793005 &+ 1442695040888963407; return seed >> 11 }
        func digits(_ count: Int) -> String { String((0..<count).map { _ in Character(String(next() % 10)) }) }
        var taken = 0
        for round in 0..<60_000 {
            var text: String
            switch round % 5 {
            case 0: text = "0." + digits(17)                                    // IB's colour components
            case 1: text = "0." + digits(1 + Int(next() % 19))
            case 2: text = digits(1 + Int(next() % 10)) + "." + digits(1 + Int(next() % 12))
            case 3: text = digits(1 + Int(next() % 20))                        // integers, ties among them
            default: text = "0." + String(repeating: "0", count: Int(next() % 10)) + digits(1 + Int(next() % 19))
            }
            if next() % 2 == 0 { text = "-" + text }
            guard let value = exact(text) else { continue }
            taken += 1
            #expect(value.bitPattern == Double(text)?.bitPattern, "\(text)")
        }
        #expect(taken > 55_000)
    }
}
