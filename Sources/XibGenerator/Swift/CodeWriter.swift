/// Accumulates Swift source line by line with consistent indentation.
///
/// The text is kept as UTF-8 bytes: appending a line costs a copy of its bytes rather than
/// growing a `String` three times per line, and a block's body is written in place rather
/// than built apart and copied into its parent. The bytes are kept in chunks of about
/// `defaultChunkSize` (`GeneratedBytes`): a large output never grows one buffer by doubling (which
/// held the old and the new buffer at once, up to three times the output). A writer given a
/// `CodeSink` hands each chunk over as it fills instead of keeping it: a large output is never held whole.
struct CodeWriter {
    /// About how many bytes a chunk holds: a new chunk starts with the first line written after
    /// the current one reached this size.
    static let defaultChunkSize = 1 << 20
    let chunkSize: Int
    /// Full chunks, in order, and how many bytes they hold.
    private var finished: [[UInt8]] = []
    private var finishedCount = 0
    /// The chunk being written.
    private var bytes: [UInt8] = []
    /// Where full chunks go, in order, when they are not kept (`finished` then stays empty).
    private let sink: CodeSink?
    var text: String { String(decoding: output.contiguous, as: UTF8.self) }
    /// What was written, as UTF-8 (every piece came from a String, so it is valid), in one buffer.
    var utf8: [UInt8] { output.contiguous }
    /// What was written, as UTF-8, in its chunks.
    var output: GeneratedBytes { GeneratedBytes(chunks: bytes.isEmpty ? finished : finished + [bytes]) }
    /// How many bytes were written.
    private var position: Int { finishedCount + bytes.count }
    /// `indentUnit` once for each open block: a block adds one when it opens and removes it when
    /// it closes (after the deepest block, without allocating).
    private var indentation: [UInt8] = []
    let indentUnit: String
    /// `indentUnit` as UTF-8.
    private let indentBytes: [UInt8]

    init(indent: String, chunkSize: Int = CodeWriter.defaultChunkSize, sink: CodeSink? = nil) {
        self.indentUnit = indent
        self.indentBytes = Array(indent.utf8)
        self.chunkSize = chunkSize
        self.sink = sink
        bytes.reserveCapacity(min(8192, chunkSize))
    }

    /// What was written and not yet handed to the sink: the whole output without a sink; with one,
    /// the last chunk goes to the sink too and nothing is returned.
    consuming func finish() -> GeneratedBytes {
        guard let sink else { return output }
        if !bytes.isEmpty { sink.write(bytes) }
        return GeneratedBytes(chunks: [])
    }

    /// A writer for code that will be `append`ed to `parent` after `levels` more levels of
    /// indentation than `parent` has now (what its block bodies there will have). It keeps what
    /// it writes (no sink): `append(moving:)` hands it on.
    init(continuing parent: CodeWriter, indentedBy levels: Int) {
        self.init(indent: parent.indentUnit, chunkSize: parent.chunkSize)
        indentation = parent.indentation
        for _ in 0..<levels { indentation.append(contentsOf: indentBytes) }
    }

    /// Appends what `other` wrote (written at this writer's level, see `init(continuing:)`) and
    /// empties it: its full chunks are moved, not copied, so a large part written ahead is never
    /// held twice.
    mutating func append(moving other: inout CodeWriter) {
        // Nothing to append: nothing written, not even a new chunk started (a block whose body is
        // empty closes on its opening line, which must end `bytes`).
        guard !other.finished.isEmpty || !other.bytes.isEmpty else { return }
        defer { other = CodeWriter(continuing: other, indentedBy: 0) }
        if !other.finished.isEmpty {
            if !bytes.isEmpty { keep(bytes) }
            for chunk in other.finished { keep(chunk) }
            bytes = []
            bytes.reserveCapacity(chunkSize + Self.lineRoom)
        }
        beginWrite()
        bytes.append(contentsOf: other.bytes)
    }

    /// Called before anything is written: starts a new chunk when the current one is full.
    @inline(__always)
    private mutating func beginWrite() {
        // Also when a chunk at least half full has no room left for a line: it would double
        // (to twice `chunkSize`, half of it never used) rather than end.
        if bytes.count >= chunkSize
            || (bytes.count >= chunkSize / 2 && !bytes.isEmpty && bytes.capacity - bytes.count < Self.lineRoom) {
            startChunk()
        }
    }

    /// The room a chunk keeps for the line written last (`startChunk` reserves it past `chunkSize`).
    private static let lineRoom = 4096

    @inline(never)
    private mutating func startChunk() {
        keep(bytes)
        // Room for the chunk and the line that takes it past `chunkSize`.
        bytes = []
        bytes.reserveCapacity(chunkSize + Self.lineRoom)
    }

    /// A full chunk: kept, or handed to the sink.
    private mutating func keep(_ chunk: [UInt8]) {
        finishedCount += chunk.count
        if let sink { sink.write(chunk) } else { finished.append(chunk) }
    }

    mutating func line(_ content: String = "") {
        line(content, "")
    }

    /// A comment line stays one line: a line break in it (document text such as a scene's title,
    /// which IB writes as an XML comment that may span lines) would end the comment and leave the
    /// rest of the line as code. Its line breaks become spaces; other lines are left as they are.
    @inline(__always)
    private static func keepCommentOnItsLine(_ bytes: inout [UInt8], from start: Int) {
        var index = start
        while index < bytes.count, bytes[index] == UInt8(ascii: " ") { index += 1 }
        guard index + 1 < bytes.count, bytes[index] == UInt8(ascii: "/"), bytes[index + 1] == UInt8(ascii: "/") else { return }
        for position in (index + 2)..<bytes.count where bytes[position] == UInt8(ascii: "\n") || bytes[position] == UInt8(ascii: "\r") {
            bytes[position] = UInt8(ascii: " ")
        }
    }

    /// `line(a + b + c + d)`, without building the line as a String first.
    mutating func line(_ a: String, _ b: String, _ c: String = "", _ d: String = "") {
        beginWrite()
        if a.utf8.isEmpty, b.utf8.isEmpty, c.utf8.isEmpty, d.utf8.isEmpty {
            bytes.append(UInt8(ascii: "\n"))
            return
        }
        bytes.append(contentsOf: indentation)
        let start = bytes.count
        bytes.appendUTF8(a)
        bytes.appendUTF8(b)
        bytes.appendUTF8(c)
        bytes.appendUTF8(d)
        Self.keepCommentOnItsLine(&bytes, from: start)
        bytes.append(UInt8(ascii: "\n"))
    }

    mutating func lines(_ contents: [String]) {
        for content in contents { line(content) }
    }

    /// `line` for each statement of the list.
    mutating func lines(_ list: StatementList) {
        list.forEachLine { content in
            beginWrite()
            if !content.isEmpty {
                bytes.append(contentsOf: indentation)
                let start = bytes.count
                bytes.append(contentsOf: content)
                Self.keepCommentOnItsLine(&bytes, from: start)
            }
            bytes.append(UInt8(ascii: "\n"))
        }
    }

    /// `opening {` … `}` with the body indented one level (`opening {}` when the body is empty).
    mutating func block(_ opening: String, closing: String = "}", _ body: (inout CodeWriter) -> Void) {
        block(opening, "", closing: closing, body)
    }

    /// `block(a + b + c + d + e + f, …)`, without building the opening line as a String first.
    mutating func block(_ a: String, _ b: String, _ c: String = "", _ d: String = "", _ e: String = "", _ f: String = "",
                        closing: String = "}", _ body: (inout CodeWriter) -> Void) {
        beginWrite()
        bytes.append(contentsOf: indentation)
        bytes.appendUTF8(a)
        bytes.appendUTF8(b)
        bytes.appendUTF8(c)
        bytes.appendUTF8(d)
        bytes.appendUTF8(e)
        bytes.appendUTF8(f)
        bytes.append(UInt8(ascii: " "))
        bytes.append(UInt8(ascii: "{"))
        bytes.append(UInt8(ascii: "\n"))
        let bodyStart = position
        indentation.append(contentsOf: indentBytes)
        body(&self)
        indentation.removeLast(indentBytes.count)
        // Nothing written since the opening line: no chunk was started either, so it ends `bytes`.
        if position == bodyStart, closing == "}" {
            bytes[bytes.count - 1] = UInt8(ascii: "}")
            bytes.append(UInt8(ascii: "\n"))
            return
        }
        line(closing)
    }
}
