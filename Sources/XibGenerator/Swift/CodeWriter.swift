/// Accumulates Swift source line by line with consistent indentation.
struct CodeWriter {
    private(set) var text = ""
    private var level = 0 {
        didSet { indentation = String(repeating: indentUnit, count: level) }
    }
    /// `indentUnit` × `level`, built when the level changes rather than on every line.
    private var indentation = ""
    let indentUnit: String

    init(indent: String) {
        self.indentUnit = indent
    }

    mutating func line(_ content: String = "") {
        if content.isEmpty {
            text += "\n"
            return
        }
        text += indentation
        text += content
        text += "\n"
    }

    mutating func lines(_ contents: [String]) {
        for content in contents { line(content) }
    }

    /// `opening {` … `}` with the body indented one level.
    mutating func block(_ opening: String, closing: String = "}", _ body: (inout CodeWriter) -> Void) {
        var inner = CodeWriter(indent: indentUnit)
        inner.level = level + 1
        body(&inner)
        if inner.text.isEmpty, closing == "}" {
            line(opening + " {}")
            return
        }
        line(opening + " {")
        text += inner.text
        line(closing)
    }

    mutating func indented(_ body: (inout CodeWriter) -> Void) {
        level += 1
        body(&self)
        level -= 1
    }
}
