/// A position in a source file, 1-based.
public struct SourceLocation: Hashable, Sendable, Comparable, CustomStringConvertible {
    public var line: Int
    public var column: Int

    public init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }

    public static let unknown = SourceLocation(line: 0, column: 0)

    public static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
        (lhs.line, lhs.column) < (rhs.line, rhs.column)
    }

    public var description: String { "\(line):\(column)" }
}

/// Something worth telling the user about one input file.
///
/// `kind` is a short stable identifier (e.g. `unsupported-element`) used to count
/// diagnostics by kind in summaries and reports.
public struct Diagnostic: Hashable, Sendable, CustomStringConvertible {
    public enum Severity: String, Sendable, Hashable, Comparable {
        case note, warning, error

        private var rank: Int {
            switch self {
            case .note: 0
            case .warning: 1
            case .error: 2
            }
        }

        public static func < (lhs: Severity, rhs: Severity) -> Bool { lhs.rank < rhs.rank }
    }

    public var severity: Severity
    public var kind: String
    public var message: String
    public var location: SourceLocation

    public init(_ severity: Severity, kind: String, _ message: String, at location: SourceLocation) {
        self.severity = severity
        self.kind = kind
        self.message = message
        self.location = location
    }

    /// `line:col: severity: message`, the compiler-style tail; prefix it with a path.
    public var description: String {
        "\(location.line):\(location.column): \(severity.rawValue): \(message)"
    }

    /// `path:line:col: severity: message`.
    public func formatted(path: String) -> String { "\(path):\(description)" }
}

/// A XIB that cannot be read at all (malformed XML, not a XIB, hostile input).
public struct XibParseError: Error, Hashable, Sendable, CustomStringConvertible {
    public var message: String
    public var location: SourceLocation

    public init(_ message: String, at location: SourceLocation) {
        self.message = message
        self.location = location
    }

    public var diagnostic: Diagnostic { Diagnostic(.error, kind: "parse-error", message, at: location) }
    public var description: String { diagnostic.description }
}
