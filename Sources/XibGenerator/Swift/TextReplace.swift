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
    /// `a + b + c…` built in one allocation: each `+` or interpolated segment otherwise grows
    /// (and often reallocates) the string, ~400 instructions a piece.
    @inline(__always)
    static func concat(_ a: String, _ b: String, _ c: String = "", _ d: String = "", _ e: String = "",
                       _ f: String = "", _ g: String = "", _ h: String = "", _ i: String = "", _ j: String = "",
                       _ k: String = "", _ l: String = "") -> String {
        let count = a.utf8.count + b.utf8.count + c.utf8.count + d.utf8.count + e.utf8.count
            + f.utf8.count + g.utf8.count + h.utf8.count + i.utf8.count + j.utf8.count + k.utf8.count + l.utf8.count
        return String(unsafeUninitializedCapacity: count) { buffer in
            var offset = 0
            copyUTF8(a, into: buffer, at: &offset)
            copyUTF8(b, into: buffer, at: &offset)
            copyUTF8(c, into: buffer, at: &offset)
            copyUTF8(d, into: buffer, at: &offset)
            copyUTF8(e, into: buffer, at: &offset)
            copyUTF8(f, into: buffer, at: &offset)
            copyUTF8(g, into: buffer, at: &offset)
            copyUTF8(h, into: buffer, at: &offset)
            copyUTF8(i, into: buffer, at: &offset)
            copyUTF8(j, into: buffer, at: &offset)
            copyUTF8(k, into: buffer, at: &offset)
            copyUTF8(l, into: buffer, at: &offset)
            return offset
        }
    }

    @inline(__always)
    private static func copyUTF8(_ string: String, into buffer: UnsafeMutableBufferPointer<UInt8>, at offset: inout Int) {
        if string.utf8.count == 0 { return }
        // Borrowed, not copied (`withUTF8` needs a mutable copy: a retain and release a piece).
        let copied: Int? = string.utf8.withContiguousStorageIfAvailable { source in
            (buffer.baseAddress! + offset).initialize(from: source.baseAddress!, count: source.count)
            return source.count
        }
        if let copied {
            offset += copied
        } else {
            for byte in string.utf8 {
                buffer[offset] = byte
                offset += 1
            }
        }
    }
}

extension String {
    /// The text before `needle` when its first occurrence ends the string
    /// (`firstRange(of: needle)?.upperBound == endIndex`), else nil. A byte search when both
    /// are ASCII; the string-processing search, which costs ~20,000 instructions, otherwise.
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
