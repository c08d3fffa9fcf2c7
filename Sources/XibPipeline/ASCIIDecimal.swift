extension FixedWidthInteger {
    /// A decimal number as xibgen's cache files write it (the memo, the owner-sources memo, the
    /// directory listings): digits, with a leading `-` for signed types (a `+` is accepted), as
    /// `Self(String)` reads it; nil on anything else or on overflow. Reads the bytes in place.
    init?<Digits: Collection>(asciiDecimal digits: Digits) where Digits.Element == UInt8 {
        var rest = digits[...]
        let negative = rest.first == UInt8(ascii: "-")
        if negative || rest.first == UInt8(ascii: "+") { rest = rest.dropFirst() }
        guard !rest.isEmpty, !negative || Self.isSigned else { return nil }
        // A 64-bit type, 19 digits at most (the nanosecond times cache files record have 19):
        // they fit a UInt64 unchecked, and one range check replaces two overflow checks a digit.
        if Self.bitWidth == 64, rest.count <= 19 {
            var magnitude: UInt64 = 0
            for digit in rest {
                let value = digit &- 0x30
                guard value < 10 else { return nil }
                magnitude = magnitude &* 10 &+ UInt64(value)
            }
            if Self.isSigned {
                guard magnitude <= (negative ? UInt64(Int64.max) + 1 : UInt64(Int64.max)) else { return nil }
                self = Self(truncatingIfNeeded: negative ? 0 &- magnitude : magnitude)
            } else {
                self = Self(truncatingIfNeeded: magnitude)
            }
            return
        }
        var value: Self = 0
        for digit in rest {
            guard digit >= 0x30, digit <= 0x39 else { return nil }
            let (times10, o1) = value.multipliedReportingOverflow(by: 10)
            let (next, o2) = negative ? times10.subtractingReportingOverflow(Self(digit - 0x30))
                                      : times10.addingReportingOverflow(Self(digit - 0x30))
            guard !o1, !o2 else { return nil }
            value = next
        }
        self = value
    }
}
