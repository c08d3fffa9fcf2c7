/// A lexical pass over Swift source: the tokens a declaration scan needs (identifiers and
/// keywords, punctuation, attributes' `@`, directives' `#`), with comments, string literals and
/// numbers reduced to nothing or one token. Never fails: any byte sequence yields tokens, and
/// every loop advances, so garbage ends the scan instead of hanging it.
struct SwiftLexer {
    struct Token: Equatable {
        enum Kind: Equatable {
            /// An identifier or keyword (back-ticks removed).
            case word
            /// One punctuation or operator character (`{`, `(`, `<`, `:`…); `->` as one token.
            case punctuation
            /// A string literal (its content is not kept).
            case string
            /// A number or another token the scan never looks into.
            case other
        }
        var kind: Kind
        var text: String
        var line: Int
        /// Whether a line break precedes the token (directives end at the line's end).
        var startsLine: Bool
    }

    private let bytes: [UInt8]
    private var index = 0
    private var line = 1
    private var lineBreakSeen = true

    init(_ bytes: [UInt8]) { self.bytes = bytes }

    static func tokens(_ bytes: [UInt8]) -> [Token] {
        var lexer = SwiftLexer(bytes)
        var tokens: [Token] = []
        while let token = lexer.next() { tokens.append(token) }
        return tokens
    }

    private func peek(_ offset: Int = 0) -> UInt8? {
        index + offset < bytes.count ? bytes[index + offset] : nil
    }

    mutating func next() -> Token? {
        while index < bytes.count {
            let byte = bytes[index]
            switch byte {
            case UInt8(ascii: "\n"):
                line += 1
                lineBreakSeen = true
                index += 1
            case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r"), 0x0B, 0x0C, 0:
                index += 1
            case UInt8(ascii: "/") where peek(1) == UInt8(ascii: "/"):
                while index < bytes.count, bytes[index] != UInt8(ascii: "\n") { index += 1 }
            case UInt8(ascii: "/") where peek(1) == UInt8(ascii: "*"):
                skipBlockComment()
            default:
                return token()
            }
        }
        return nil
    }

    private mutating func make(_ kind: Token.Kind, _ text: String, line: Int) -> Token {
        defer { lineBreakSeen = false }
        return Token(kind: kind, text: text, line: line, startsLine: lineBreakSeen)
    }

    private mutating func token() -> Token {
        let start = index
        let startLine = line
        let byte = bytes[index]
        if Self.isIdentifierStart(byte) {
            while index < bytes.count, Self.isIdentifierContinuation(bytes[index]) { index += 1 }
            return make(.word, String(decoding: bytes[start..<index], as: UTF8.self), line: startLine)
        }
        if byte == UInt8(ascii: "`") {
            index += 1
            let nameStart = index
            while index < bytes.count, bytes[index] != UInt8(ascii: "`"), bytes[index] != UInt8(ascii: "\n") { index += 1 }
            let name = String(decoding: bytes[nameStart..<index], as: UTF8.self)
            if index < bytes.count, bytes[index] == UInt8(ascii: "`") { index += 1 }
            return make(.word, name, line: startLine)
        }
        if byte == UInt8(ascii: "\"") {
            skipString(hashes: 0)
            return make(.string, "", line: startLine)
        }
        if byte == UInt8(ascii: "#") {
            // A raw string: `#"…"#`, `##"""…"""##`.
            var hashes = 0
            while peek(hashes) == UInt8(ascii: "#") { hashes += 1 }
            if peek(hashes) == UInt8(ascii: "\"") {
                index += hashes
                skipString(hashes: hashes)
                return make(.string, "", line: startLine)
            }
            index += 1
            return make(.punctuation, "#", line: startLine)
        }
        if Self.isDigit(byte) {
            while index < bytes.count, Self.isIdentifierContinuation(bytes[index]) || bytes[index] == UInt8(ascii: ".") && peek(1).map(Self.isDigit) == true {
                index += 1
            }
            return make(.other, "", line: startLine)
        }
        if byte == UInt8(ascii: "-"), peek(1) == UInt8(ascii: ">") {
            index += 2
            return make(.punctuation, "->", line: startLine)
        }
        index += 1
        if byte < 0x80 {
            return make(.punctuation, String(UnicodeScalar(byte)), line: startLine)
        }
        return make(.other, "", line: startLine)
    }

    /// `/* … */`, nested as Swift nests them; an unterminated comment runs to the end.
    private mutating func skipBlockComment() {
        var depth = 0
        while index < bytes.count {
            if bytes[index] == UInt8(ascii: "/"), peek(1) == UInt8(ascii: "*") {
                depth += 1
                index += 2
            } else if bytes[index] == UInt8(ascii: "*"), peek(1) == UInt8(ascii: "/") {
                depth -= 1
                index += 2
                if depth == 0 { return }
            } else {
                if bytes[index] == UInt8(ascii: "\n") { line += 1 }
                index += 1
            }
        }
    }

    /// A string literal from its opening quote (after any `#`s): single-line or `"""`
    /// multi-line, with `hashes` the raw string's delimiter count; interpolations (`\(…)`,
    /// `\#(…)` in a raw string) are skipped with the strings nested in them.
    private mutating func skipString(hashes: Int) {
        let multiline = peek(1) == UInt8(ascii: "\"") && peek(2) == UInt8(ascii: "\"")
        index += multiline ? 3 : 1
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\n") {
                line += 1
                index += 1
                // A single-line string does not continue past the line (an unterminated literal).
                if !multiline { return }
                continue
            }
            if byte == UInt8(ascii: "\\"), hashesFollow(hashes, at: index + 1) {
                index += 1 + hashes
                if peek() == UInt8(ascii: "(") {
                    skipInterpolation()
                } else if index < bytes.count {
                    if bytes[index] == UInt8(ascii: "\n") { line += 1 }
                    index += 1
                }
                continue
            }
            if byte == UInt8(ascii: "\"") {
                let quotes = multiline ? 3 : 1
                if (0..<quotes).allSatisfy({ peek($0) == UInt8(ascii: "\"") }), hashesFollow(hashes, at: index + quotes) {
                    index += quotes + hashes
                    return
                }
            }
            index += 1
        }
    }

    private func hashesFollow(_ count: Int, at position: Int) -> Bool {
        guard count > 0 else { return true }
        guard position + count <= bytes.count else { return false }
        return bytes[position..<position + count].allSatisfy { $0 == UInt8(ascii: "#") }
    }

    /// `(…)` of an interpolation, from its `(`: nested parentheses, strings and comments inside.
    private mutating func skipInterpolation() {
        var depth = 0
        while index < bytes.count {
            let byte = bytes[index]
            switch byte {
            case UInt8(ascii: "("):
                depth += 1
                index += 1
            case UInt8(ascii: ")"):
                depth -= 1
                index += 1
                if depth == 0 { return }
            case UInt8(ascii: "\""):
                skipString(hashes: 0)
            case UInt8(ascii: "#") where peek(1) == UInt8(ascii: "\"") || peek(1) == UInt8(ascii: "#"):
                var hashes = 0
                while peek(hashes) == UInt8(ascii: "#") { hashes += 1 }
                if peek(hashes) == UInt8(ascii: "\"") {
                    index += hashes
                    skipString(hashes: hashes)
                } else {
                    index += hashes
                }
            case UInt8(ascii: "/") where peek(1) == UInt8(ascii: "*"):
                skipBlockComment()
            case UInt8(ascii: "\n"):
                line += 1
                index += 1
            default:
                index += 1
            }
        }
    }

    static func isIdentifierStart(_ byte: UInt8) -> Bool {
        (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
            || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "$") || byte >= 0x80
    }

    static func isIdentifierContinuation(_ byte: UInt8) -> Bool { isIdentifierStart(byte) || isDigit(byte) }

    static func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }
}
