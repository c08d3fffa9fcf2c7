/// Finds a Swift file's class and extension declarations and the members Interface Builder
/// connects to (outlets, action methods, `awakeFromNib`) with a lexical scan: no parser, no
/// type checking, and no dependency on swift-syntax (whose from-scratch build costs minutes).
///
/// What it understands: attributes and modifiers (also on lines of their own), `@objc(Name)`,
/// generic parameters and `where` clauses, nested types (members of a nested type are its own,
/// not the enclosing class's), function and property bodies (skipped: local types are not
/// declarations of the file), and `#if` blocks (every branch counts as declared; a branch that
/// opens a declaration the other branch also opens is read as one). Comments and string literals
/// are the lexer's (`SwiftLexer`). Any input yields facts: unbalanced braces and garbage end
/// or skip declarations, never the scan.
public enum SwiftDeclarationScanner {
    public static func scan(_ bytes: [UInt8]) -> SwiftFileFacts {
        var parser = DeclarationParser(tokens: SwiftLexer.tokens(bytes))
        parser.run()
        return SwiftFileFacts(declarations: parser.declarations)
    }

    public static func scan(_ text: String) -> SwiftFileFacts { scan(Array(text.utf8)) }

    /// The Objective-C selector Swift gives a method: `f()` → `f`, `f(_:)` → `f:`,
    /// `f(sender:)` → `fWithSender:`, `f(_:forEvent:)` → `f:forEvent:`.
    public static func objcSelector(base: String, labels: [String?]) -> String {
        guard let first = labels.first else { return base }
        var selector = base
        if let first { selector += "With" + first.prefix(1).uppercased() + first.dropFirst() }
        selector += ":"
        for label in labels.dropFirst() { selector += (label ?? "") + ":" }
        return selector
    }
}

private struct DeclarationParser {
    typealias Token = SwiftLexer.Token

    enum Scope {
        /// A type's body: `name` qualifies nested types; `record` is the declaration members go to
        /// (classes and extensions); `memberAccess` the access an extension gives its members.
        case type(name: String, record: Int?, memberAccess: SwiftAccess?)
        /// Any other braces: bodies of functions, properties, closures.
        case other
    }

    /// Attributes and modifiers read since the last declaration.
    struct Pending {
        var attributes: [String: String] = [:]
        var modifiers: Set<String> = []
        var access: SwiftAccess?

        var isEmpty: Bool { attributes.isEmpty && modifiers.isEmpty && access == nil }
    }

    let tokens: [Token]
    var position = 0
    var declarations: [SwiftTypeDeclaration] = []
    var scopes: [Scope] = []
    var pending = Pending()
    /// A type declaration whose `{` comes next.
    var opening: Scope?
    /// Scopes at each open `#if`, restored at its `#else`/`#elseif`.
    var conditionals: [[Scope]] = []

    static let modifierWords: Set<String> = [
        "static", "final", "override", "weak", "unowned", "lazy", "dynamic", "required", "convenience", "mutating",
        "nonmutating", "optional", "indirect", "nonisolated", "isolated", "distributed", "prefix", "postfix", "infix",
        "package", "consuming", "borrowing", "__consuming",
    ]
    static let declarationWords: Set<String> = [
        "init", "deinit", "subscript", "typealias", "case", "import", "associatedtype", "operator", "precedencegroup", "macro",
    ]
    /// Words after `class` that make it a modifier (`class func`), not a class declaration.
    static let afterClassModifier: Set<String> = Set(["func", "var", "let", "subscript", "override", "final", "private", "fileprivate",
                                                      "internal", "public", "open", "static", "required", "convenience", "dynamic",
                                                      "init", "nonisolated", "package"])

    init(tokens: [Token]) { self.tokens = tokens }

    func token(_ offset: Int = 0) -> Token? {
        position + offset < tokens.count ? tokens[position + offset] : nil
    }

    func isPunctuation(_ text: String, _ offset: Int = 0) -> Bool {
        guard let token = token(offset) else { return false }
        return token.kind == .punctuation && token.text == text
    }

    var inBody: Bool {
        if case .other? = scopes.last { return true }
        return false
    }

    mutating func run() {
        while let current = token() {
            if current.kind == .punctuation {
                switch current.text {
                case "#" where token(1)?.kind == .word:
                    directive()
                    continue
                case "{":
                    scopes.append(opening ?? .other)
                    opening = nil
                    pending = Pending()
                case "}":
                    if !scopes.isEmpty { scopes.removeLast() }
                    opening = nil
                    pending = Pending()
                case "@" where !inBody:
                    attribute()
                    continue
                case ";":
                    pending = Pending()
                default:
                    break
                }
                position += 1
                continue
            }
            if current.kind == .word, !inBody {
                declaration(current.text)
                continue
            }
            position += 1
        }
    }

    /// `#if`/`#elseif`/`#else`/`#endif` (their conditions skipped to the line's end); other
    /// `#words` (`#selector`, `#available`) are expressions.
    mutating func directive() {
        let word = token(1)!.text
        switch word {
        case "if":
            conditionals.append(scopes)
        case "elseif", "else":
            if let saved = conditionals.last { scopes = saved }
        case "endif":
            if !conditionals.isEmpty { conditionals.removeLast() }
        default:
            position += 1
            return
        }
        opening = nil
        position += 2
        while let next = token(), !next.startsLine { position += 1 }
    }

    /// `@name` or `@name(arguments)`.
    mutating func attribute() {
        position += 1
        guard let name = token(), name.kind == .word else { return }
        position += 1
        var argument = ""
        if isPunctuation("("), token()?.line == name.line {
            argument = balancedText()
        }
        pending.attributes[name.text] = argument
    }

    /// The text of a parenthesised group from its `(` (tokens joined, without spaces), skipping past `)`.
    mutating func balancedText() -> String {
        var depth = 0
        var text = ""
        while let current = token() {
            position += 1
            if current.kind == .punctuation {
                if current.text == "(" { depth += 1; if depth == 1 { continue } }
                if current.text == ")" { depth -= 1; if depth == 0 { break } }
                if current.text == "{" || current.text == "}" { position -= 1; break }
            }
            text += current.text
        }
        return text
    }

    mutating func declaration(_ word: String) {
        if let access = SwiftAccess(rawValue: word) {
            position += 1
            if isPunctuation("(") { _ = balancedText() } else { pending.access = access }
            return
        }
        if Self.modifierWords.contains(word) {
            position += 1
            if isPunctuation("(") { _ = balancedText() }
            pending.modifiers.insert(word)
            return
        }
        switch word {
        case "class":
            if let next = token(1), next.kind == .word, Self.afterClassModifier.contains(next.text) {
                pending.modifiers.insert("class")
                position += 1
            } else {
                typeDeclaration(.class)
            }
        case "struct": typeDeclaration(.struct)
        case "enum": typeDeclaration(.enum)
        case "protocol": typeDeclaration(.protocol)
        case "actor" where token(1)?.kind == .word: typeDeclaration(.actor)
        case "extension": typeDeclaration(.extension)
        case "var", "let": property()
        case "func": function()
        default:
            if Self.declarationWords.contains(word) { pending = Pending() }
            position += 1
        }
    }

    var enclosing: (name: String, record: Int?, memberAccess: SwiftAccess?)? {
        if case .type(let name, let record, let access)? = scopes.last { return (name, record, access) }
        return nil
    }

    mutating func typeDeclaration(_ kind: SwiftTypeDeclaration.Kind) {
        let line = token()!.line
        position += 1
        var name = ""
        while let current = token(), current.kind == .word {
            name += current.text
            position += 1
            guard isPunctuation("."), token(1)?.kind == .word else { break }
            name += "."
            position += 1
        }
        let attributes = pending.attributes
        let access = pending.access
        pending = Pending()
        guard !name.isEmpty else { return }
        skipGenericParameters()
        var inherited: [String] = []
        if isPunctuation(":") {
            position += 1
            inherited = inheritanceList()
        }
        // A `where` clause, or anything else up to the body.
        while let current = token(), !(current.kind == .punctuation && ["{", "}", ";"].contains(current.text)) { position += 1 }
        guard isPunctuation("{") else { return }

        let qualified = kind == .extension ? name : (enclosing.map { $0.name + "." + name } ?? name)
        var record: Int?
        if kind == .class || kind == .extension {
            var declaration = SwiftTypeDeclaration(kind: kind, name: qualified, inherited: inherited, line: line)
            if let objc = attributes["objc"], !objc.isEmpty { declaration.objcName = objc }
            declarations.append(declaration)
            record = declarations.count - 1
        }
        // `private extension` gives its members file-private access (private at file scope).
        let memberAccess: SwiftAccess? = kind == .extension ? access.map { $0 == .private ? .fileprivate : $0 } : nil
        opening = .type(name: qualified, record: record, memberAccess: memberAccess)
    }

    mutating func skipGenericParameters() {
        guard isPunctuation("<") else { return }
        var depth = 0
        while let current = token() {
            if current.kind == .punctuation {
                if current.text == "<" { depth += 1 }
                if current.text == ">" { depth -= 1 }
                if current.text == "{" || current.text == "}" || current.text == ";" { return }
            }
            position += 1
            if depth == 0 { return }
        }
    }

    /// `Base<T>, UIKit.Proto & Other` → `["Base", "Proto"]`: each entry's dotted name, last component.
    mutating func inheritanceList() -> [String] {
        var names: [String] = []
        var current: String?
        var depth = 0
        var entryDone = false
        while let next = token() {
            if next.kind == .punctuation {
                switch next.text {
                case "{", "}", ";": break
                case "<": depth += 1
                case ">": depth = max(0, depth - 1)
                case "," where depth == 0:
                    if let current { names.append(current) }
                    current = nil
                    entryDone = false
                case "&" where depth == 0, "~" where depth == 0: entryDone = current != nil
                case "@":
                    // `@unchecked Sendable`: the attribute's word is not a type.
                    position += 2
                    continue
                default: break
                }
                if next.text == "{" || next.text == "}" || next.text == ";" { break }
                position += 1
                continue
            }
            if next.kind == .word, depth == 0 {
                if next.text == "where" { break }
                if !entryDone {
                    if current != nil, position > 0, tokens[position - 1].kind == .punctuation, tokens[position - 1].text == "." {
                        current = next.text
                    } else if current == nil {
                        current = next.text
                    } else {
                        entryDone = true
                    }
                }
            }
            position += 1
        }
        if let current { names.append(current) }
        return names
    }

    mutating func property() {
        let attributes = pending.attributes
        pending = Pending()
        position += 1
        guard let record = enclosing?.record, let name = token(), name.kind == .word else { return }
        position += 1
        let isCollection = isPunctuation(":") && isPunctuation("[", 1)
        declarations[record].outlets.append(SwiftOutlet(name: name.text, isIBOutlet: attributes["IBOutlet"] != nil,
                                                        isCollection: isCollection, line: name.line))
    }

    mutating func function() {
        let funcToken = token()!
        let declared = pending
        pending = Pending()
        position += 1
        guard let nameToken = token() else { return }
        let name = nameToken.text
        position += 1
        if nameToken.kind != .word { return }  // an operator
        skipGenericParameters()
        guard isPunctuation("(") else { return }
        let labels = parameterLabels()
        guard let enclosing, let record = enclosing.record,
              !declared.modifiers.contains("static"), !declared.modifiers.contains("class") else { return }
        if name == "awakeFromNib", labels.isEmpty, declared.modifiers.contains("override") {
            declarations[record].awakeFromNibLine = funcToken.line
        }
        let objc = declared.attributes["objc"]
        let selector = objc.flatMap { $0.isEmpty ? nil : $0 } ?? SwiftDeclarationScanner.objcSelector(base: name, labels: labels)
        let access = declared.access ?? enclosing.memberAccess ?? .internal
        declarations[record].actions.append(SwiftAction(selector: selector, access: access,
                                                        isIBAction: declared.attributes["IBAction"] != nil, line: funcToken.line))
    }

    /// A parameter list from its `(`: each parameter's argument label (nil for `_`).
    mutating func parameterLabels() -> [String?] {
        var labels: [String?] = []
        var depth = 0
        var words: [String] = []
        var inType = false
        while let current = token() {
            position += 1
            if current.kind == .punctuation {
                switch current.text {
                case "(", "[":
                    depth += 1
                    if depth == 1 { continue }
                case ")", "]":
                    depth -= 1
                    if depth == 0 { return labels }
                case "{", "}", ";":
                    position -= 1
                    return labels
                case ":" where depth == 1 && !inType:
                    if let first = words.first {
                        labels.append(first == "_" ? nil : first)
                    }
                    inType = true
                case "," where depth == 1:
                    words = []
                    inType = false
                default:
                    break
                }
                continue
            }
            if depth == 1, !inType, current.kind == .word { words.append(current.text) }
        }
        return labels
    }
}
