extension FixedWidthInteger {
    /// A decimal number as xibgen's cache files write it (the memo, the owner-sources memo, the
    /// directory listings): digits, with a leading `-` for signed types (a `+` is accepted), as
    /// `Self(String)` reads it; nil on anything else or on overflow. Reads the bytes in place.
    init?<Digits: Collection>(asciiDecimal digits: Digits) where Digits.Element == UInt8 {
        // Up to 19 digits without a sign (a nanosecond time has 19): the first 18 cannot overflow
        // a UInt64, so only the 19th is checked (a no-op run reads 80,000 numbers from the memo;
        // the loop checking each digit was 270 instructions a number).
        if Self.bitWidth >= 64, let fast = digits.withContiguousStorageIfAvailable({ bytes -> (decided: Bool, value: Self?) in
            guard bytes.count >= 1, bytes.count <= 19, bytes[0] != UInt8(ascii: "-"), bytes[0] != UInt8(ascii: "+") else { return (false, nil) }
            var value: UInt64 = 0
            for digit in bytes.prefix(18) {
                let d = digit &- 0x30
                guard d <= 9 else { return (true, nil) }
                value = value &* 10 &+ UInt64(d)
            }
            if bytes.count == 19 {
                let d = bytes[18] &- 0x30
                guard d <= 9 else { return (true, nil) }
                let (times10, o1) = value.multipliedReportingOverflow(by: 10)
                let (next, o2) = times10.addingReportingOverflow(UInt64(d))
                guard !o1, !o2 else { return (true, nil) }
                value = next
            }
            return (true, Self(exactly: value))
        }), fast.decided {
            guard let value = fast.value else { return nil }
            self = value
            return
        }
        var rest = digits[...]
        let negative = rest.first == UInt8(ascii: "-")
        if negative || rest.first == UInt8(ascii: "+") { rest = rest.dropFirst() }
        guard !rest.isEmpty, !negative || Self.isSigned else { return nil }
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
