/// Numbers as XIBs write them (`390`, `-8`, `0.5`, `0.23921568627450981`).
package enum XibNumber {
    /// `Double(text)`, with plain decimals read directly: `Double(String)` goes through
    /// `strtod` (a C-string copy and a general parser), and a XIB has thousands of numbers.
    /// The fast path takes `-?digits[.digits]` whose digits, leading zeros aside, fit in 64 bits
    /// (`decimal(_:)`). Same value either way.
    ///
    /// Interface Builder writes `DBL_MIN` (`2.2250738585072014e-308`) for some zeros it computed
    /// (an edge inset it adjusted): no meaningful point, ratio or colour component is that small,
    /// so a value at most `DBL_MIN` in magnitude reads as zero.
    package static func parse(_ text: String) -> Double? {
        if let fast = text.utf8.withContiguousStorageIfAvailable({ decimal($0) }), let fast { return fast }
        guard let value = Double(text) else { return nil }
        return value != 0 && value.magnitude <= Double.leastNormalMagnitude ? 0 : value
    }

    private static let powersOfTen: [Double] = [
        1e0, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11,
        1e12, 1e13, 1e14, 1e15, 1e16, 1e17, 1e18, 1e19, 1e20, 1e21, 1e22,
    ]

    private static let integerPowersOfTen: [UInt64] = [
        1, 10, 100, 1_000, 10_000, 100_000, 1_000_000, 10_000_000, 100_000_000, 1_000_000_000,
        10_000_000_000, 100_000_000_000, 1_000_000_000_000, 10_000_000_000_000, 100_000_000_000_000,
        1_000_000_000_000_000, 10_000_000_000_000_000, 100_000_000_000_000_000,
        1_000_000_000_000_000_000, 10_000_000_000_000_000_000,
    ]

    /// `-?digits[.digits]` read exactly, correctly rounded as `strtod` rounds (to nearest, ties to
    /// even); nil for any other text, and for digits (leading zeros aside) beyond 64 bits or more
    /// than 19 after the point, which `parse` leaves to `strtod`.
    ///
    /// The value is `w / 10^k`. When `w` fits in 53 bits and `k` is at most 22, both are exact
    /// doubles and one IEEE division rounds correctly. Otherwise (Interface Builder writes colour
    /// components with 17 significant digits, `0.23921568627450981`) `w · 2^s / 10^k` is divided in
    /// integers, `s` chosen so that the quotient has 63 or 64 bits: its top 53 bits, rounded by
    /// the bits below them and the remainder, are the double's significand.
    package static func decimal(_ bytes: UnsafeBufferPointer<UInt8>) -> Double? {
        let count = bytes.count
        var index = 0
        let negative = count > 0 && bytes[0] == UInt8(ascii: "-")
        if negative { index = 1 }
        var mantissa: UInt64 = 0
        // The digits before the point, then those after it: no per-byte test of which side it is on.
        let integerStart = index
        while index < count {
            let digit = bytes[index] &- 0x30
            guard digit < 10 else { break }
            guard accumulate(digit, into: &mantissa) else { return nil }
            index += 1
        }
        let integerDigits = index - integerStart
        guard integerDigits > 0 else { return nil }
        var fractionDigits = 0
        if index < count, bytes[index] == UInt8(ascii: ".") {
            index += 1
            let fractionStart = index
            while index < count {
                let digit = bytes[index] &- 0x30
                guard digit < 10 else { break }
                guard accumulate(digit, into: &mantissa) else { return nil }
                index += 1
            }
            fractionDigits = index - fractionStart
            guard fractionDigits > 0 else { return nil }
        }
        guard index == count else { return nil }
        let magnitude: Double
        if mantissa <= 1 << 53, fractionDigits <= 22 {
            magnitude = Double(mantissa) / powersOfTen[fractionDigits]
        } else if fractionDigits < integerPowersOfTen.count {
            magnitude = quotient(mantissa, integerPowersOfTen[fractionDigits])
        } else {
            return nil
        }
        return negative ? -magnitude : magnitude
    }

    /// `mantissa * 10 + digit`; false when that passes 64 bits.
    @inline(__always)
    private static func accumulate(_ digit: UInt8, into mantissa: inout UInt64) -> Bool {
        let (times10, overflow) = mantissa.multipliedReportingOverflow(by: 10)
        let (sum, carry) = times10.addingReportingOverflow(UInt64(digit))
        mantissa = sum
        return !overflow && !carry
    }

    /// `w / d` correctly rounded, for `w` and `d` at least 1.
    @inline(__always)
    private static func quotient(_ w: UInt64, _ d: UInt64) -> Double {
        let wBits = UInt64.bitWidth - w.leadingZeroBitCount
        let dBits = UInt64.bitWidth - d.leadingZeroBitCount
        // w · 2^s < 2^(63 + dBits) ≤ d · 2^64, so the quotient fits in 64 bits (the high word is
        // below d, as `dividingFullWidth` needs); and w · 2^s ≥ 2^(62 + dBits) > 2^62 · d, so it has
        // at least 63. 0 ≤ s ≤ 126.
        let s = 63 + dBits - wBits
        let high: UInt64, low: UInt64
        if s == 0 {
            (high, low) = (0, w)
        } else if s < 64 {
            (high, low) = (w >> (64 - s), w << s)
        } else {
            (high, low) = (w << (s - 64), 0)
        }
        let (q, remainder) = d.dividingFullWidth((high, low))
        // The 53 bits of the significand, and the `dropped` bits below them.
        let dropped = UInt64.bitWidth - q.leadingZeroBitCount - 53
        var significand = q >> dropped
        let rest = q & ((1 << dropped) - 1)
        let half: UInt64 = 1 << (dropped - 1)
        if rest > half || (rest == half && (remainder != 0 || significand & 1 == 1)) {
            significand += 1 // 2^53 at most: still exact
        }
        return Double(sign: .plus, exponent: dropped - s, significand: Double(significand))
    }
}
