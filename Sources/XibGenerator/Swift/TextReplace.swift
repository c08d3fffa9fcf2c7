import XibModel

extension String {
    /// `replacing(target, with: replacement)` without the generic string-processing machinery:
    /// a byte search when both strings are ASCII (where bytes and characters coincide), the
    /// standard library's character-wise replacement otherwise. Same result either way.
    func replacingAll(_ target: String, with replacement: String) -> String {
        var target = target
        var text = self
        let fast: String? = text.withUTF8 { haystack in
            target.withUTF8 { needle in
                guard Self.byteSearchable(haystack, for: needle) else { return nil }
                var result = ""
                var copied = 0
                while let found = Self.firstOffset(of: needle, in: haystack, from: copied) {
                    if result.isEmpty { result.reserveCapacity(haystack.count + replacement.utf8.count) }
                    result += String(decoding: UnsafeBufferPointer(rebasing: haystack[copied..<found]), as: UTF8.self)
                    result += replacement
                    copied = found + needle.count
                }
                if copied == 0 { return self }
                result += String(decoding: UnsafeBufferPointer(rebasing: haystack[copied...]), as: UTF8.self)
                return result
            }
        }
        return fast ?? replacing(target, with: replacement)
    }
}

extension String {
    /// The text before `needle` when its first occurrence ends the string
    /// (`firstRange(of: needle)?.upperBound == endIndex`), else nil. A byte search when both
    /// are ASCII; the (much slower) string-processing search otherwise.
    func strippingFirstOccurrence(atEnd needle: String) -> String? {
        var text = self
        var pattern = needle
        let fast: String?? = text.withUTF8 { haystack in
            pattern.withUTF8 { needle -> String?? in
                guard Self.byteSearchable(haystack, for: needle) else { return .none }
                guard let start = Self.firstOffset(of: needle, in: haystack, from: 0),
                      start + needle.count == haystack.count else { return .some(nil) }
                return .some(String(decoding: UnsafeBufferPointer(rebasing: haystack[..<start]), as: UTF8.self))
            }
        }
        if let fast { return fast }
        guard let range = firstRange(of: needle), range.upperBound == endIndex else { return nil }
        return String(self[..<range.lowerBound])
    }
}
