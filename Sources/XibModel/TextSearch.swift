/// Byte-level text search for the hot paths of the model and the generator: when both strings
/// are ASCII it answers as the string-processing search would, without that search's costly
/// setup on every call.
extension String {
    /// `contains(needle)` searching bytes when both are ASCII (see `byteSearchable`), the
    /// string-processing search otherwise. Same result either way, without its setup cost.
    package func containsText(_ needle: String) -> Bool {
        var haystack = self
        var needle = needle
        let fast: Bool? = haystack.withUTF8 { text in
            needle.withUTF8 { pattern in
                guard Self.byteSearchable(text, for: pattern) else { return nil }
                return Self.firstOffset(of: pattern, in: text, from: 0) != nil
            }
        }
        return fast ?? contains(needle)
    }

    /// Whether a byte search for `needle` answers as a character search would: both ASCII, and
    /// no CR/LF in the needle (`"\r\n"` is one character). An empty needle is left to the
    /// standard library.
    package static func byteSearchable(_ haystack: UnsafeBufferPointer<UInt8>, for needle: UnsafeBufferPointer<UInt8>) -> Bool {
        guard !needle.isEmpty else { return false }
        for byte in needle where byte >= 0x80 || byte == 0x0A || byte == 0x0D { return false }
        for byte in haystack where byte >= 0x80 { return false }
        return true
    }

    /// The byte offset of the first occurrence of `needle` in `haystack` at or after `start`.
    package static func firstOffset(of needle: UnsafeBufferPointer<UInt8>, in haystack: UnsafeBufferPointer<UInt8>, from start: Int) -> Int? {
        guard !needle.isEmpty, haystack.count - start >= needle.count else { return nil }
        let first = needle[0]
        for index in start...(haystack.count - needle.count) where haystack[index] == first {
            var offset = 1
            while offset < needle.count, haystack[index + offset] == needle[offset] { offset += 1 }
            if offset == needle.count { return index }
        }
        return nil
    }
}
