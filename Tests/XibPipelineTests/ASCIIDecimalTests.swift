import Testing
@testable import XibPipeline

/// The one decimal reader of the cache files (memo, owner-sources memo, directory listings).
@Suite struct ASCIIDecimalTests {
    @Test func readsWhatStringWouldRead() {
        let texts = ["0", "42", "-1", "+7", "007", "9223372036854775807", "-9223372036854775808", "9223372036854775808",
                     "18446744073709551615", "18446744073709551616", "", "-", "+", "1a", " 1", "1-", "--1", "٣",
                     // 19 digits and around (read without per-digit overflow checks up to 19 digits)
                     "+0", "1795566018195569274", "-1795566018195569274", "9999999999999999999", "-9999999999999999999",
                     "-9223372036854775809", "0000000000000000001", "00000000000000000000042", "10000000000000000000",
                     "1:", "1/", "1\u{0}",
                     // 18 and 19 digits (a nanosecond time), and around the 64-bit limits.
                     "123456789012345678", "1764000000123456789", "9999999999999999999", "99999999999999999999",
                     "000000000000000000000001", "12345678901234567a9", "1234567890123456789a", "-1764000000123456789"]
        for text in texts {
            let bytes = Array(text.utf8)
            #expect(Int64(asciiDecimal: bytes) == Int64(text), "Int64 \(text)")
            #expect(UInt64(asciiDecimal: bytes) == UInt64(text), "UInt64 \(text)")
            #expect(Int(asciiDecimal: bytes[...]) == Int(text), "Int \(text)")
            #expect(Int32(asciiDecimal: bytes) == Int32(text), "Int32 \(text)")
            #expect(UInt8(asciiDecimal: bytes) == UInt8(text), "UInt8 \(text)")
            #expect(UInt64(asciiDecimal: text.utf8) == UInt64(text), "UInt64 \(text), not contiguous")
        }
    }
}
