import Foundation

/// Finds locals of generated code that share a name with a member of their type: inside the
/// body that declares it, such a local hides the member, so a statement meant for the member
/// (`heightConstraint.priority = …`, `NSLayoutConstraint.activate([heightConstraint])`)
/// silently acts on the local instead.
///
/// Reads the generator's layout (a type at column 0, its members one indent in, bodies deeper;
/// `style.indent` 4, the default). The one local exempt is a lazy property initializer's
/// instance (`lazy var titleLabel: UILabel = { let label = UILabel() … return label }()`):
/// every statement of that closure is about the instance, none names another member.
public enum MemberShadowing {
    /// `Type.name` for every local of `source` that shadows a member of its type, in order.
    public static func shadowedLocals(in source: String) -> [String] {
        var result: [String] = []
        var typeName: String?
        var members: Set<String> = []
        // Locals of the type, each with the body it belongs to (the body's index).
        var locals: [(name: String, body: Int)] = []
        var returnedByBody: [Int: Set<String>] = [:]
        var body = -1
        for rawLine in source.split(separator: "\n", omittingEmptySubsequences: false) {
            let line = String(rawLine)
            if let name = typeDeclaration(line) {
                typeName = name
                members = []
                locals = []
                returnedByBody = [:]
                continue
            }
            guard typeName != nil else { continue }
            if line.hasPrefix("}") {
                for local in locals where members.contains(local.name) && returnedByBody[local.body]?.contains(local.name) != true {
                    result.append("\(typeName!).\(local.name)")
                }
                typeName = nil
                continue
            }
            let indent = line.prefix { $0 == " " }.count
            let text = line.dropFirst(indent)
            if indent == 4 {
                body += 1
                if let name = memberName(text) { members.insert(name) }
            } else if indent >= 8 {
                if let name = localName(text) { locals.append((name, body)) }
                if indent == 8, text.hasPrefix("return "), let name = identifier(text.dropFirst("return ".count)), name.count == text.count - "return ".count {
                    returnedByBody[body, default: []].insert(name)
                }
            }
        }
        return result
    }

    static let declarationKeywords = ["var ", "let ", "func "]
    static let modifiers = ["@objc ", "public ", "open ", "private ", "fileprivate ", "internal ", "override ", "static ",
                            "class ", "lazy ", "final ", "required ", "convenience "]

    /// `class FooLayout: UIView {` / `extension Foo {` at column 0 → `FooLayout`.
    static func typeDeclaration(_ line: String) -> String? {
        var text = Substring(line)
        for modifier in ["public ", "open ", "final "] where text.hasPrefix(modifier) { text = text.dropFirst(modifier.count) }
        for keyword in ["class ", "extension ", "struct ", "enum "] where text.hasPrefix(keyword) {
            return identifier(text.dropFirst(keyword.count))
        }
        return nil
    }

    /// The name a member line declares (`lazy var titleLabel: …`, `@objc private func forward(…`).
    static func memberName(_ text: Substring) -> String? {
        var rest = text
        var stripped = true
        while stripped {
            stripped = false
            for modifier in modifiers where rest.hasPrefix(modifier) {
                rest = rest.dropFirst(modifier.count)
                stripped = true
            }
        }
        for keyword in declarationKeywords where rest.hasPrefix(keyword) {
            return identifier(rest.dropFirst(keyword.count))
        }
        return nil
    }

    /// The name a statement declares as a local (`let name = …`, `var name: T = …`).
    static func localName(_ text: Substring) -> String? {
        for keyword in ["let ", "var "] where text.hasPrefix(keyword) {
            return identifier(text.dropFirst(keyword.count))
        }
        return nil
    }

    /// The identifier at the start of `text`, without back-ticks.
    static func identifier(_ text: Substring) -> String? {
        var rest = text
        let ticked = rest.hasPrefix("`")
        if ticked { rest = rest.dropFirst() }
        let name = rest.prefix { $0.isLetter || $0.isNumber || $0 == "_" }
        guard let first = name.first, !first.isNumber else { return nil }
        return String(name)
    }
}
