extension String {
    /// `replacing(target, with: replacement)` without the generic string-processing machinery:
    /// a byte search when both strings are ASCII (where bytes and characters coincide), the
    /// standard library's character-wise replacement otherwise. Same result either way.
    func replacingAll(_ target: String, with replacement: String) -> String {
        var target = target
        var text = self
        let fast: String? = text.withUTF8 { haystack in
            target.withUTF8 { needle in
                // ASCII only, and no CR/LF in the target: "\r\n" is one character.
                guard let first = needle.first else { return nil }
                for byte in needle where byte >= 0x80 || byte == 0x0A || byte == 0x0D { return nil }
                for byte in haystack where byte >= 0x80 { return nil }
                guard haystack.count >= needle.count else { return self }
                var result = ""
                var copied = 0
                var index = 0
                let last = haystack.count - needle.count
                while index <= last {
                    if haystack[index] == first, needle.count == 1 || Self.matches(haystack, needle, at: index) {
                        if result.isEmpty { result.reserveCapacity(haystack.count + replacement.utf8.count) }
                        result += String(decoding: UnsafeBufferPointer(rebasing: haystack[copied..<index]), as: UTF8.self)
                        result += replacement
                        index += needle.count
                        copied = index
                    } else {
                        index += 1
                    }
                }
                if copied == 0 { return self }
                result += String(decoding: UnsafeBufferPointer(rebasing: haystack[copied...]), as: UTF8.self)
                return result
            }
        }
        return fast ?? replacing(target, with: replacement)
    }

    private static func matches(_ haystack: UnsafeBufferPointer<UInt8>, _ needle: UnsafeBufferPointer<UInt8>, at index: Int) -> Bool {
        for offset in 1..<needle.count where haystack[index + offset] != needle[offset] { return false }
        return true
    }
}
