extension FixedWidthInteger {
    /// A decimal number as xibgen's cache files write it (the memo, the owner-sources memo, the
    /// directory listings): digits, with a leading `-` for signed types (a `+` is accepted), as
    /// `Self(String)` reads it; nil on anything else or on overflow. Reads the bytes in place.
    init?<Digits: Collection>(asciiDecimal digits: Digits) where Digits.Element == UInt8 {
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
