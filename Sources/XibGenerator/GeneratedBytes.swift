/// Generated source as UTF-8, in chunks (`CodeWriter.chunkSize`): written to disk, hashed and
/// compared chunk by chunk, so a large output is never also copied into one buffer. Equal when
/// the bytes are, however they are chunked.
public struct GeneratedBytes: Hashable, Sendable {
    /// The bytes, in order; none empty.
    public let chunks: [[UInt8]]
    /// How many bytes there are.
    public let count: Int

    public init(_ bytes: [UInt8]) {
        self.init(chunks: [bytes])
    }

    public init(chunks: [[UInt8]]) {
        self.chunks = chunks.filter { !$0.isEmpty }
        self.count = self.chunks.reduce(0) { $0 + $1.count }
    }

    public var isEmpty: Bool { count == 0 }

    /// The last byte, if any.
    public var last: UInt8? { chunks.last?.last }

    /// The bytes in one buffer (a copy unless there is a single chunk).
    public var contiguous: [UInt8] {
        if chunks.count == 1 { return chunks[0] }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(count)
        for chunk in chunks { bytes.append(contentsOf: chunk) }
        return bytes
    }

    public static func == (lhs: GeneratedBytes, rhs: GeneratedBytes) -> Bool {
        guard lhs.count == rhs.count else { return false }
        return lhs.chunks.joined().elementsEqual(rhs.chunks.joined())
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(count)
        for chunk in chunks {
            chunk.withUnsafeBytes { hasher.combine(bytes: $0) }
        }
    }
}

/// Takes generated code as it is written: each chunk once, in order, none empty (see
/// `ViewCodeGenerator.generate(_:xibName:options:localization:assets:ownerFacts:into:)`). Together
/// the chunks are exactly the body the same call without a sink returns.
public protocol CodeSink: AnyObject {
    func write(_ chunk: [UInt8])
}
