import XibModel

/// How localized documents are generated (`localization` in the config).
public struct LocalizationOptions: Hashable, Sendable {
    public enum Mode: String, Hashable, Sendable, CaseIterable {
        /// Localized when the document has translations beside it (`fr.lproj/Name.strings`…).
        case auto
        /// Every document's texts are looked up in its table, translated or not yet.
        case always
        /// Texts are literals.
        case never
    }

    public var mode: Mode
    /// The bundle expression passed to the lookup (`.main`; `.module` in a Swift package).
    public var bundle: String
    /// The lookup function, called as `NSLocalizedString(_:tableName:bundle:value:comment:)` is.
    public var function: String
    /// The language whose copy is generated when a document exists as whole per-language
    /// copies (`en.lproj/Foo.xib`, `fr.lproj/Foo.xib`) and none is in `Base.lproj`.
    public var developmentLanguage: String

    public init(mode: Mode = .auto, bundle: String = ".main", function: String = "NSLocalizedString", developmentLanguage: String = "en") {
        self.mode = mode
        self.bundle = bundle
        self.function = function
        self.developmentLanguage = developmentLanguage
    }

    public static let `default` = LocalizationOptions()

    /// Whether `name` can be called as the lookup function: identifiers joined by dots (`L10n.lookup`).
    public static func isFunctionName(_ name: String) -> Bool {
        name.split(separator: ".", omittingEmptySubsequences: false).allSatisfy { SwiftIdentifier.isValid(String($0)) }
    }

    /// Whether a document with these translations beside it (nil: not in an `.lproj` folder) is localized.
    public func localizes(_ input: LocalizationInput?) -> Bool {
        switch mode {
        case .never: false
        case .always: true
        case .auto: input.map { !$0.tables.isEmpty } ?? false
        }
    }
}

/// What the pipeline found beside a document for its table: the generator reads no files.
public struct LocalizationInput: Hashable, Sendable {
    /// The table the nib loader reads: the document's name (`Main` for `Base.lproj/Main.storyboard`).
    public var tableName: String
    /// The translations, one table per language and file, in path order.
    public var tables: [LocalizationTable]
    /// Files that could not be read or parsed, with the problem (reported, not used).
    public var problems: [LocalizationProblem]

    public init(tableName: String, tables: [LocalizationTable], problems: [LocalizationProblem] = []) {
        self.tableName = tableName
        self.tables = tables
        self.problems = problems
    }
}

/// One language's translations of a document's table in one file.
public struct LocalizationTable: Hashable, Sendable {
    public enum Format: String, Hashable, Sendable {
        /// `fr.lproj/Name.strings`.
        case strings
        /// `fr.lproj/Name.stringsdict` (plural rules; keys only matter here).
        case stringsdict
        /// Xcode's string catalog `Name.xcstrings`: every language in one JSON file.
        case catalog
    }

    public struct Entry: Hashable, Sendable {
        public var key: String
        public var value: String
        /// Where the key is written in the file (`.unknown` where the format has no lines to point at).
        public var line: Int

        public init(key: String, value: String, line: Int) {
            self.key = key
            self.value = value
            self.line = line
        }
    }

    public var language: String
    /// The file, as messages name it (root-relative).
    public var path: String
    public var format: Format
    public var entries: [Entry]

    public init(language: String, path: String, format: Format, entries: [Entry]) {
        self.language = language
        self.path = path
        self.format = format
        self.entries = entries
    }
}

/// A translations file that could not be used.
public struct LocalizationProblem: Hashable, Sendable {
    public var path: String
    public var line: Int
    public var message: String

    public init(path: String, line: Int, message: String) {
        self.path = path
        self.line = line
        self.message = message
    }
}
