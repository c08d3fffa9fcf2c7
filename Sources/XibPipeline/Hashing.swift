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

    /// The digest's bytes read in place: iterating the digest (a `Sequence`) made
    /// `IndexingIterator<[UInt8]>`'s metadata at first use, looking up a conformance through every
    /// conformance record of the binary (0.29 M instructions of every single-file sync).
    static func hex(_ digest: SHA256.Digest) -> String {
        digest.withUnsafeBytes { bytes in
            String(unsafeUninitializedCapacity: bytes.count * 2) { out in
                for (index, byte) in bytes.enumerated() {
                    out[2 * index] = digits[Int(byte >> 4)]
                    out[2 * index + 1] = digits[Int(byte & 0xF)]
                }
                return bytes.count * 2
            }
        }
    }
}
