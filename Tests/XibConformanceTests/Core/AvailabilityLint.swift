import Foundation
import XibGenerator

/// Checks that generated code uses no API newer than its deployment target outside an
/// availability scope: every match of a row of `Tests/Support/Availability.tsv` (the API the
/// generator can emit that is newer than iOS 13, with the version Apple documents) must be at or
/// before `style.deploymentTarget`, or inside an `if #available(iOS N, *) { … }` block or an
/// `@available(iOS N, *)` declaration with N at least the API's version. Comments and string
/// literals are blanked first, so a text saying "UIAction" is not a use.
public struct AvailabilityLint: Sendable {
    public enum Scope: String, Sendable {
        /// A spelling the generator chooses: never acceptable above the target.
        case generator
        /// The translation of what the document itself uses, which only exists from that version.
        case document
    }

    public struct Rule: @unchecked Sendable {
        public let introduced: DeploymentTarget
        public let scope: Scope
        public let pattern: NSRegularExpression
        public let api: String
        public let source: String
    }

    public struct Violation: Hashable, Sendable, CustomStringConvertible {
        public let line: Int
        public let api: String
        public let introduced: DeploymentTarget
        public let scope: Scope
        public var description: String { "line \(line): \(api) is iOS \(introduced) (\(scope.rawValue))" }
    }

    public struct TableError: Error, CustomStringConvertible {
        public let line: Int
        public let message: String
        public var description: String { "Availability.tsv:\(line): \(message)" }
    }

    public let rules: [Rule]

    /// Parses the table: `introduced<TAB>scope<TAB>pattern<TAB>API<TAB>source` per line, `#` comments.
    public init(table: String) throws {
        var rules: [Rule] = []
        for (index, raw) in table.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line = String(raw)
            if line.trimmingCharacters(in: .whitespaces).isEmpty || line.hasPrefix("#") { continue }
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            guard fields.count == 5 else { throw TableError(line: index + 1, message: "expected 5 tab-separated fields, found \(fields.count)") }
            guard let introduced = DeploymentTarget(fields[0]) else { throw TableError(line: index + 1, message: "\"\(fields[0])\" is not an iOS version") }
            guard let scope = Scope(rawValue: fields[1]) else { throw TableError(line: index + 1, message: "scope \"\(fields[1])\" is neither generator nor document") }
            let pattern: NSRegularExpression
            do { pattern = try NSRegularExpression(pattern: fields[2]) } catch {
                throw TableError(line: index + 1, message: "the pattern \(fields[2]) is not a regular expression")
            }
            rules.append(Rule(introduced: introduced, scope: scope, pattern: pattern, api: fields[3], source: fields[4]))
        }
        self.rules = rules
    }

    /// The repository's table (`Tests/Support/Availability.tsv`).
    public static func load(repoRoot: String) throws -> AvailabilityLint {
        let path = repoRoot + "/Tests/Support/Availability.tsv"
        guard let data = FileManager.default.contents(atPath: path), let text = String(data: data, encoding: .utf8) else {
            throw TableError(line: 0, message: "cannot read \(path)")
        }
        return try AvailabilityLint(table: text)
    }

    /// The uses in `source` newer than what runs them: `target`, raised by the availability
    /// scopes around each line.
    public func check(_ source: String, target: DeploymentTarget) -> [Violation] {
        var violations: [Violation] = []
        var scopes: [(depth: Int, version: DeploymentTarget)] = []
        var depth = 0
        var pending: DeploymentTarget?
        var inMultilineString = false
        for (index, raw) in source.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let code = Self.blank(String(raw), inMultilineString: &inMultilineString)
            if let version = Self.availability(in: code) { pending = max(pending ?? version, version) }
            // A scope opening on this line covers the whole line (`if #available(iOS 15, *) { … }`,
            // `#Preview { … }` after `@available`).
            // An attribute alone on its line applies to the declaration on the next line(s); a
            // declaration without a body (`@available(iOS 17, *) let x = …`) is covered by itself.
            let trimmed = code.trimmingCharacters(in: .whitespaces)
            let attributeOnly = trimmed.hasPrefix("@") && trimmed.hasSuffix(")")
            var lineVersion = scopes.map(\.version).max() ?? target
            if let pending, !attributeOnly { lineVersion = max(lineVersion, pending) }
            let effective = max(target, lineVersion)
            let range = NSRange(code.startIndex..., in: code)
            for rule in rules where rule.introduced > effective {
                if rule.pattern.firstMatch(in: code, range: range) != nil {
                    violations.append(Violation(line: index + 1, api: rule.api, introduced: rule.introduced, scope: rule.scope))
                }
            }
            for character in code {
                if character == "{" {
                    depth += 1
                    if let version = pending {
                        scopes.append((depth, version))
                        pending = nil
                    }
                } else if character == "}" {
                    if let last = scopes.last, last.depth == depth { scopes.removeLast() }
                    depth -= 1
                }
            }
            if !attributeOnly, !trimmed.isEmpty, !code.contains("{") { pending = nil }
        }
        return violations
    }

    private static let availabilityPattern = try! NSRegularExpression(pattern: #"[#@]available\(\s*iOS\s+([0-9]+(?:\.[0-9]+)*)"#)

    /// The iOS version of an `if #available(iOS N, *)` or `@available(iOS N, *)` on the line.
    static func availability(in code: String) -> DeploymentTarget? {
        guard let match = availabilityPattern.firstMatch(in: code, range: NSRange(code.startIndex..., in: code)),
              let range = Range(match.range(at: 1), in: code) else { return nil }
        return DeploymentTarget(String(code[range]))
    }

    /// The line with comments removed and string literals' contents blanked (their quotes kept).
    static func blank(_ line: String, inMultilineString: inout Bool) -> String {
        var result = ""
        var characters = Array(line)
        var index = 0
        var inString = false
        if inMultilineString {
            guard let end = line.range(of: "\"\"\"") else { return "" }
            inMultilineString = false
            characters = Array(line[end.upperBound...])
        }
        while index < characters.count {
            let character = characters[index]
            if inString {
                if character == "\\" { index += 2; continue }
                if character == "\"" { inString = false; result.append("\"") }
                index += 1
                continue
            }
            if character == "/", index + 1 < characters.count, characters[index + 1] == "/" { break }
            if character == "\"" {
                if index + 2 < characters.count, characters[index + 1] == "\"", characters[index + 2] == "\"" {
                    // A multi-line string literal: blank until its closing delimiter.
                    let rest = String(characters[(index + 3)...])
                    if let end = rest.range(of: "\"\"\"") {
                        result += "\"\"\"\"\"\""
                        characters = Array(rest[end.upperBound...])
                        index = 0
                        continue
                    }
                    inMultilineString = true
                    return result
                }
                inString = true
                result.append("\"")
                index += 1
                continue
            }
            result.append(character)
            index += 1
        }
        return result
    }
}
