/// Accumulates Swift source line by line with consistent indentation.
///
/// The text is kept as UTF-8 bytes: appending a line costs a copy of its bytes rather than
/// growing a `String` three times per line, and a block's body is written in place rather
/// than built apart and copied into its parent.
struct CodeWriter {
    private var bytes: [UInt8] = []
    var text: String { String(decoding: bytes, as: UTF8.self) }
    /// What was written, as UTF-8 (every piece came from a String, so it is valid).
    var utf8: [UInt8] { bytes }
    private var level = 0 {
        didSet { indentation = Array(String(repeating: indentUnit, count: level).utf8) }
    }
    /// `indentUnit` × `level`, built when the level changes rather than on every line.
    private var indentation: [UInt8] = []
    let indentUnit: String

    init(indent: String) {
        self.indentUnit = indent
        bytes.reserveCapacity(8192)
    }

    mutating func line(_ content: String = "") {
        if content.isEmpty {
            bytes.append(UInt8(ascii: "\n"))
            return
        }
        bytes.append(contentsOf: indentation)
        bytes.appendUTF8(content)
        bytes.append(UInt8(ascii: "\n"))
    }

    mutating func lines(_ contents: [String]) {
        for content in contents { line(content) }
    }

    /// `line` for each statement of the list.
    mutating func lines(_ list: StatementList) {
        list.forEachLine { content in
            if !content.isEmpty {
                bytes.append(contentsOf: indentation)
                bytes.append(contentsOf: content)
            }
            bytes.append(UInt8(ascii: "\n"))
        }
    }

    /// `opening {` … `}` with the body indented one level (`opening {}` when the body is empty).
    mutating func block(_ opening: String, closing: String = "}", _ body: (inout CodeWriter) -> Void) {
        bytes.append(contentsOf: indentation)
        bytes.appendUTF8(opening)
        bytes.append(UInt8(ascii: " "))
        bytes.append(UInt8(ascii: "{"))
        bytes.append(UInt8(ascii: "\n"))
        let bodyStart = bytes.count
        level += 1
        body(&self)
        level -= 1
        if bytes.count == bodyStart, closing == "}" {
            bytes[bytes.count - 1] = UInt8(ascii: "}")
            bytes.append(UInt8(ascii: "\n"))
            return
        }
        line(closing)
    }
}
