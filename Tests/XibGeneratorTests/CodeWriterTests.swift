import Testing
@testable import XibGenerator

@Suite("Code writer")
struct CodeWriterTests {
    /// A few nested blocks, empty and not, lines and statement lists; and the text they must give.
    static func write(into writer: inout CodeWriter) -> String {
        var expected = ""
        for index in 0..<12 {
            writer.block("struct S\(index)") { body in
                body.line("let a = \(index)")
                body.block("func empty()") { _ in }
                body.line()
                body.block("func f()", closing: "}()") { inner in
                    var statements = StatementList()
                    statements.append("x", " = ", "1")
                    statements.append("")
                    inner.lines(statements)
                }
                body.block("init()") { inner in inner.block("if true") { _ in } }
            }
            expected += "struct S\(index) {\n  let a = \(index)\n  func empty() {}\n\n  func f() {\n    x = 1\n\n  }()\n"
                + "  init() {\n    if true {}\n  }\n}\n"
        }
        writer.block("enum Empty") { _ in }
        return expected + "enum Empty {}\n"
    }

    @Test("output is kept in chunks of about the chunk size and reads exactly as written, whatever falls on a boundary")
    func chunks() {
        var reference = CodeWriter(indent: "  ")
        let expected = Self.write(into: &reference)
        #expect(reference.text == expected)
        #expect(reference.output.chunks.count == 1)
        // Every chunk size up to the whole text: a boundary falls after every line once, including
        // right after an empty block's opening line (which must still become `{}`).
        for chunkSize in 1...expected.utf8.count {
            var writer = CodeWriter(indent: "  ", chunkSize: chunkSize)
            _ = Self.write(into: &writer)
            let output = writer.output
            #expect(writer.text == expected, "chunk size \(chunkSize)")
            #expect(output == GeneratedBytes(Array(expected.utf8)))
            #expect(output.chunks.allSatisfy { !$0.isEmpty && $0.count < chunkSize + 40 }, "chunk size \(chunkSize)")
            if chunkSize < expected.utf8.count / 2 { #expect(output.chunks.count > 1) }
        }
    }

    @Test("a line or a block opening given in pieces reads as the same line given whole, comments kept on their line")
    func pieces() {
        for chunkSize in [1, 5, 1 << 20] {
            var whole = CodeWriter(indent: "  ", chunkSize: chunkSize)
            var pieces = CodeWriter(indent: "  ", chunkSize: chunkSize)
            whole.block("lazy var label: UILabel =", closing: "}()") { body in
                body.line("let label = UILabel()")
                body.line("// a title\nover two lines")
                body.line("")
                body.line("return label")
            }
            whole.block("private lazy var empty: UIView =", closing: "}()") { _ in }
            whole.block("enum E") { _ in }
            pieces.block("", "lazy var ", "label", ": ", "UILabel", " =", closing: "}()") { body in
                body.line("let ", "label", " = ", "UILabel()")
                body.line("// a ", "title\nover", " two lines")
                body.line("", "")
                body.line("return ", "label")
            }
            pieces.block("private ", "lazy var ", "empty", ": ", "UIView", " =", closing: "}()") { _ in }
            pieces.block("enum ", "E") { _ in }
            #expect(pieces.text == whole.text, "chunk size \(chunkSize)")
            #expect(pieces.text == "lazy var label: UILabel = {\n  let label = UILabel()\n  // a title over two lines\n\n  return label\n}()\n"
                + "private lazy var empty: UIView = {\n}()\nenum E {}\n")
        }
    }

    @Test("code written ahead in a continuing writer and moved in reads as if written in place, whatever the chunk size")
    func writtenAhead() {
        var reference = CodeWriter(indent: "  ")
        reference.line("// before")
        reference.block("enum Outer") { body in
            body.line("let x = 1")
            _ = Self.write(into: &body)
            body.line("let y = 2")
        }
        let expected = reference.text
        for chunkSize in [1, 7, 64, 300, 1 << 20] {
            var writer = CodeWriter(indent: "  ", chunkSize: chunkSize)
            writer.line("// before")
            // Written before the block that will hold it opens, one level deeper than the writer is now.
            var ahead = CodeWriter(continuing: writer, indentedBy: 1)
            _ = Self.write(into: &ahead)
            writer.block("enum Outer") { body in
                body.line("let x = 1")
                body.append(moving: &ahead)
                body.line("let y = 2")
            }
            #expect(writer.text == expected, "chunk size \(chunkSize)")
            #expect(ahead.output.isEmpty)
            #expect(writer.output.chunks.allSatisfy { !$0.isEmpty })
        }
    }

    @Test("moving in a writer that wrote nothing writes nothing, even right after an opening line that filled a chunk")
    func emptyMovedIn() {
        // The opening line is 28 bytes: up to that chunk size it fills the chunk, and a new one
        // started for nothing left the block nothing to close on its opening line.
        for chunkSize in 1...40 {
            var writer = CodeWriter(indent: "  ", chunkSize: chunkSize)
            var empty = CodeWriter(continuing: writer, indentedBy: 1)
            writer.block("func buildViewHierarchy()") { $0.append(moving: &empty) }
            writer.line("x")
            #expect(writer.text == "func buildViewHierarchy() {}\nx\n", "chunk size \(chunkSize)")
            #expect(writer.output.chunks.allSatisfy { !$0.isEmpty })
        }
    }

    final class Collected: CodeSink {
        var chunks: [[UInt8]] = []
        func write(_ chunk: [UInt8]) { chunks.append(chunk) }
    }

    @Test("a writer with a sink hands each chunk over as it fills, keeps none, and the chunks read exactly as written")
    func sink() {
        let expected = { var w = CodeWriter(indent: "  "); return Self.write(into: &w) }()
        for chunkSize in [1, 2, 7, 64, 300, 1 << 20] {
            let sink = Collected()
            var writer = CodeWriter(indent: "  ", chunkSize: chunkSize, sink: sink)
            writer.line("// before")
            var ahead = CodeWriter(continuing: writer, indentedBy: 1)
            _ = Self.write(into: &ahead)
            writer.block("enum Outer") { body in body.append(moving: &ahead) }
            _ = Self.write(into: &writer)
            let handedBeforeFinish = sink.chunks.count
            #expect(writer.output.chunks.count <= 1, "only the chunk being written is kept (chunk size \(chunkSize))")
            let rest = writer.finish()
            #expect(rest.isEmpty)
            #expect(sink.chunks.allSatisfy { !$0.isEmpty })
            var reference = CodeWriter(indent: "  ")
            reference.line("// before")
            reference.block("enum Outer") { body in _ = Self.write(into: &body) }
            #expect(String(decoding: sink.chunks.joined(), as: UTF8.self) == reference.text + expected, "chunk size \(chunkSize)")
            if chunkSize < 64 { #expect(handedBeforeFinish > 10) } else if chunkSize == 1 << 20 { #expect(handedBeforeFinish == 0) }
        }
    }

    @Test("a comment line stays one line: line breaks in it become spaces, in lines and statement lists alike")
    func commentStaysOnItsLine() {
        var writer = CodeWriter(indent: "  ")
        writer.block("enum E") { body in
            body.line("/// The scene `Log\nin` and `A\r\nB`.")
            var statements = StatementList()
            statements.append("  // xibgen: the title \"", "Two\nlines", "\" is reported")
            statements.append("let x = 1")
            body.lines(statements)
        }
        #expect(writer.text == "enum E {\n  /// The scene `Log in` and `A  B`.\n    // xibgen: the title \"Two lines\" is reported\n  let x = 1\n}\n")
    }
}

