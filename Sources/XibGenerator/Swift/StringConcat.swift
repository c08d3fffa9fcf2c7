extension String {
    /// `a + b + c…` built in one allocation: each `+` or interpolated segment otherwise grows
    /// (and often reallocates) the string. Worth it only on the hottest paths (a constraint's
    /// anchor expression, a view's lazy property); a profile decides, interpolation elsewhere.
    @inline(__always)
    static func concat(_ a: String, _ b: String, _ c: String = "", _ d: String = "", _ e: String = "",
                       _ f: String = "", _ g: String = "", _ h: String = "", _ i: String = "", _ j: String = "",
                       _ k: String = "", _ l: String = "") -> String {
        let count = a.utf8.count + b.utf8.count + c.utf8.count + d.utf8.count + e.utf8.count
            + f.utf8.count + g.utf8.count + h.utf8.count + i.utf8.count + j.utf8.count + k.utf8.count + l.utf8.count
        return String(unsafeUninitializedCapacity: count) { buffer in
            var offset = 0
            // The pieces left out (most of the defaults) are skipped here: `copyUTF8` is not
            // inlined, and a call per empty piece was half of its calls.
            if !a.isEmpty { copyUTF8(a, into: buffer, at: &offset) }
            if !b.isEmpty { copyUTF8(b, into: buffer, at: &offset) }
            if !c.isEmpty { copyUTF8(c, into: buffer, at: &offset) }
            if !d.isEmpty { copyUTF8(d, into: buffer, at: &offset) }
            if !e.isEmpty { copyUTF8(e, into: buffer, at: &offset) }
            if !f.isEmpty { copyUTF8(f, into: buffer, at: &offset) }
            if !g.isEmpty { copyUTF8(g, into: buffer, at: &offset) }
            if !h.isEmpty { copyUTF8(h, into: buffer, at: &offset) }
            if !i.isEmpty { copyUTF8(i, into: buffer, at: &offset) }
            if !j.isEmpty { copyUTF8(j, into: buffer, at: &offset) }
            if !k.isEmpty { copyUTF8(k, into: buffer, at: &offset) }
            if !l.isEmpty { copyUTF8(l, into: buffer, at: &offset) }
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
