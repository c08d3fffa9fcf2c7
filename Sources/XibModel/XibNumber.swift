/// Numbers as XIBs write them (`390`, `-8`, `0.5`, `0.23921568627450981`).
package enum XibNumber {
    /// `Double(text)`, with plain decimals read directly: `Double(String)` goes through
    /// `strtod` (a C-string copy and a general parser), and a XIB has thousands of numbers.
    /// The fast path only takes `-?digits[.digits]` whose digits, leading zeros aside, fit in
    /// 53 bits, with at most 22 after the point: the integer and the power of ten are then
    /// exact doubles, and one IEEE division is correctly rounded, as `strtod` is. Same value
    /// either way.
    ///
    /// Interface Builder writes `DBL_MIN` (`2.2250738585072014e-308`) for some zeros it computed
    /// (an edge inset it adjusted): no meaningful point, ratio or colour component is that small,
    /// so a value at most `DBL_MIN` in magnitude reads as zero.
    package static func parse(_ text: String) -> Double? {
        if let fast = text.utf8.withContiguousStorageIfAvailable({ plainDecimal($0) }), let fast { return fast }
        guard let value = Double(text) else { return nil }
        return value != 0 && value.magnitude <= Double.leastNormalMagnitude ? 0 : value
    }

    private static let powersOfTen: [Double] = [
        1e0, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11,
        1e12, 1e13, 1e14, 1e15, 1e16, 1e17, 1e18, 1e19, 1e20, 1e21, 1e22,
    ]

    private static func plainDecimal(_ bytes: UnsafeBufferPointer<UInt8>) -> Double? {
        var index = 0
        let negative = bytes.first == UInt8(ascii: "-")
        if negative { index = 1 }
        var mantissa: UInt64 = 0
        let limit: UInt64 = 1 << 53
        var integerDigits = 0
        var fractionDigits = 0
        var seenPoint = false
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: ".") {
                if seenPoint || integerDigits == 0 { return nil }
                seenPoint = true
            } else {
                guard byte >= 0x30, byte <= 0x39 else { return nil }
                mantissa = mantissa * 10 + UInt64(byte - 0x30)
                if mantissa > limit { return nil }
                if seenPoint { fractionDigits += 1 } else { integerDigits += 1 }
            }
            index += 1
        }
        guard integerDigits > 0, !seenPoint || fractionDigits > 0, fractionDigits <= 22 else { return nil }
        let magnitude = Double(mantissa) / powersOfTen[fractionDigits]
        return negative ? -magnitude : magnitude
    }
}
