import Testing
@testable import XibPipeline

/// The one decimal reader of the cache files (memo, owner-sources memo, directory listings).
@Suite struct ASCIIDecimalTests {
    @Test func readsWhatStringWouldRead() {
        let texts = ["0", "42", "-1", "+7", "007", "9223372036854775807", "-9223372036854775808", "9223372036854775808",
                     "18446744073709551615", "18446744073709551616", "", "-", "+", "1a", " 1", "1-", "--1", "٣"]
        for text in texts {
            let bytes = Array(text.utf8)
            #expect(Int64(asciiDecimal: bytes) == Int64(text), "Int64 \(text)")
            #expect(UInt64(asciiDecimal: bytes) == UInt64(text), "UInt64 \(text)")
            #expect(Int(asciiDecimal: bytes[...]) == Int(text), "Int \(text)")
        }
    }
}
