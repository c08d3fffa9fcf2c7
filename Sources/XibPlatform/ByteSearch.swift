#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
#if os(Linux)
import CFileSync
#endif

/// Finding a byte in a buffer with the C library's `memchr` (several bytes at a time), for
/// readers of line formats that skip most lines.
public enum ByteSearch {
    /// The index of the first `byte` at or after `start` in `buffer`, nil when there is none.
    public static func firstIndex(of byte: UInt8, in buffer: UnsafeBufferPointer<UInt8>, from start: Int) -> Int? {
        guard start < buffer.count, let base = buffer.baseAddress,
              let found = memchr(base + start, Int32(byte), buffer.count - start) else { return nil }
        return base.distance(to: found.assumingMemoryBound(to: UInt8.self))
    }

    /// The index of the first occurrence of `needle` at or after `start` in `buffer`, nil when there
    /// is none (and for an empty needle). On Linux glibc's `memmem`, which skips ahead by the
    /// needle's length: looking up one `P` record among 10,000 with `memchr` for the needle's
    /// first byte (a tab, twice a line) and `memcmp` at each was 4 M instructions. Elsewhere
    /// `memchr` for the first byte, then `memcmp`.
    public static func firstIndex(of needle: [UInt8], in buffer: UnsafeBufferPointer<UInt8>, from start: Int) -> Int? {
        #if os(Linux)
        guard !needle.isEmpty, start >= 0, start + needle.count <= buffer.count, let base = buffer.baseAddress else { return nil }
        let found = needle.withUnsafeBytes { xibgen_memmem(base + start, buffer.count - start, $0.baseAddress!, needle.count) }
        return found.map { base.distance(to: $0.assumingMemoryBound(to: UInt8.self)) }
        #else
        return firstIndexComparing(needle, in: buffer, from: start)
        #endif
    }

    /// `firstIndex(of:in:from:)` with `memchr` for the needle's first byte, then `memcmp`.
    static func firstIndexComparing(_ needle: [UInt8], in buffer: UnsafeBufferPointer<UInt8>, from start: Int) -> Int? {
        guard let first = needle.first, let base = buffer.baseAddress else { return nil }
        var at = start
        while at + needle.count <= buffer.count, let found = firstIndex(of: first, in: buffer, from: at) {
            guard found + needle.count <= buffer.count else { return nil }
            if needle.withUnsafeBytes({ memcmp(base + found, $0.baseAddress!, needle.count) }) == 0 { return found }
            at = found + 1
        }
        return nil
    }

    /// Whether `a` and `b` hold the same bytes (`memcmp`).
    public static func equal(_ a: UnsafeBufferPointer<UInt8>, _ b: UnsafeBufferPointer<UInt8>) -> Bool {
        guard a.count == b.count else { return false }
        guard a.count > 0, let x = a.baseAddress, let y = b.baseAddress else { return true }
        return memcmp(x, y, a.count) == 0
    }

    /// Whether the bytes of `buffer` before `end` end with `suffix` (`memcmp`).
    public static func hasSuffix(_ suffix: [UInt8], in buffer: UnsafeBufferPointer<UInt8>, before end: Int) -> Bool {
        guard end <= buffer.count, suffix.count <= end, let base = buffer.baseAddress else { return false }
        if suffix.isEmpty { return true }
        return suffix.withUnsafeBytes { memcmp(base + (end - suffix.count), $0.baseAddress!, suffix.count) } == 0
    }
}

/// A file-name ending (`.xib`, `.generated.swift`) tested by its bytes, with `String.hasSuffix`'s
/// answer: a walk asks it of every name it meets, and `hasSuffix` (grapheme-aware) was ~200
/// instructions a call. An ending of only `a`–`z`, `0`–`9`, `.`, `_` and `-` is a suffix exactly
/// when the name's bytes end with it and a grapheme boundary comes before it, which an ASCII byte
/// before it guarantees (no scalar is canonically equivalent to one of those characters, and
/// none of them joins what precedes it). Other endings, and names whose byte before the ending
/// is not ASCII, are asked of `hasSuffix`.
public struct NameEnding: Sendable {
    public let text: String
    /// `text`'s bytes.
    public let utf8: [UInt8]
    private let byBytes: Bool

    public init(_ text: String) {
        self.text = text
        utf8 = Array(text.utf8)
        byBytes = !utf8.isEmpty && utf8.allSatisfy { ($0 >= 0x61 && $0 <= 0x7A) || ($0 >= 0x30 && $0 <= 0x39) || $0 == 0x2E || $0 == 0x5F || $0 == 0x2D }
    }

    /// `name.hasSuffix(text)`.
    public func isSuffix(of name: String) -> Bool {
        guard byBytes else { return name.hasSuffix(text) }
        let answer: Bool?? = name.utf8.withContiguousStorageIfAvailable { name in
            let count = utf8.count
            guard name.count >= count, let base = name.baseAddress else { return false }
            guard utf8.withUnsafeBytes({ memcmp(base + (name.count - count), $0.baseAddress!, count) }) == 0 else { return false }
            return name.count == count || name[name.count - count - 1] < 0x80 ? true : nil
        }
        if case .some(.some(let answer)) = answer { return answer }
        return name.hasSuffix(text)
    }
}
