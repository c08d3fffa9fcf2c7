import Crypto

public enum SHA256Hex {
    public static func of(_ bytes: [UInt8]) -> String {
        hex(SHA256.hash(data: bytes))
    }

    public static func of(bytes: ArraySlice<UInt8>) -> String {
        var h = SHA256()
        bytes.withUnsafeBytes { h.update(bufferPointer: $0) }
        return hex(h.finalize())
    }

    /// A hash fed piece by piece (a document hashed as it is read).
    public struct Stream {
        private var hasher = SHA256()

        public init() {}

        public mutating func update(_ bytes: UnsafeRawBufferPointer) {
            hasher.update(bufferPointer: bytes)
        }

        /// The hex digest of everything fed so far.
        public func finish() -> String { hex(hasher.finalize()) }
    }

    private static let digits: [UInt8] = Array("0123456789abcdef".utf8)

    static func hex(_ digest: SHA256.Digest) -> String {
        var out = [UInt8]()
        out.reserveCapacity(64)
        for b in digest {
            out.append(digits[Int(b >> 4)])
            out.append(digits[Int(b & 0xF)])
        }
        return String(decoding: out, as: UTF8.self)
    }
}
