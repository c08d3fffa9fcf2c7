// Localized strings for generated code (NSLocalizedString and String(localized:)).
//
// Measured on Swift 6.3's corelibs Foundation (see Tests/Support/README.md, "Localized
// strings"): `NSLocalizedString` and `Bundle.localizedString(forKey:value:table:)` exist and
// read old-style `.strings` tables, UTF-8 and UTF-16; `Bundle(path: "<dir>/fr.lproj")` reads
// that language's tables. But `Locale.preferredLanguages` is fixed (["en-001"] whatever
// LANG/LANGUAGE/AppleLanguages say), so a test cannot choose the language a bundle uses,
// and `String(localized:)` / `String.LocalizationValue` do not exist on Linux at all.
//
// So the surface
//   * declares `String(localized:…)` and `String.LocalizationValue` with Apple's shapes (both
//     flavours: Linux Foundation has nothing to shadow), looking up through
//     `_SurfaceLocalization`;
//   * leaves `NSLocalizedString` to Foundation (type-checking uses Foundation's own function)
//     and provides `_SurfaceLocalization.NSLocalizedString`, which the runtime rewrite of
//     `scripts/typecheck-generated` substitutes for it.
// `_SurfaceLocalization` lets a test pick a language and load tables for it from any file.

/// Language selection and table loading for localized lookups (surface extension).
public enum _SurfaceLocalization {
    /// One lookup made through NSLocalizedString or String(localized:).
    public struct Lookup: Sendable {
        public let key: String
        public let table: String
        public let value: String
        public let language: String?
        public let result: String
    }

    private static let lock = NSLock()
    nonisolated(unsafe) private static var _language: String?
    nonisolated(unsafe) private static var _tables: [String: [String: [String: String]]] = [:]
    nonisolated(unsafe) private static var _lookups: [Lookup] = []

    /// The language lookups use (`"fr"`, `"de"`…); nil: Foundation's own lookup in the bundle.
    public static var language: String? {
        get { lock.lock(); defer { lock.unlock() }; return _language }
        set { lock.lock(); _language = newValue; lock.unlock() }
    }
    /// Every lookup made, in order.
    public static var lookups: [Lookup] { lock.lock(); defer { lock.unlock() }; return _lookups }

    /// Loads a `.strings` file (old-style property list, UTF-8 or UTF-16, as Xcode writes
    /// them) as table `name` for `language`, from anywhere on disk.
    public static func loadTable(named name: String, language: String, contentsOf url: URL) throws {
        let data = try Data(contentsOf: url)
        guard let strings = try PropertyListSerialization.propertyList(from: data, options: [], format: nil) as? [String: String] else {
            throw CocoaError(.propertyListReadCorrupt, userInfo: [NSFilePathErrorKey: url.path])
        }
        loadTable(named: name, language: language, strings: strings)
    }
    public static func loadTable(named name: String, language: String, strings: [String: String]) {
        lock.lock(); _tables[language, default: [:]][name] = strings; lock.unlock()
    }
    /// Forgets the language, the loaded tables and the recorded lookups.
    public static func reset() {
        lock.lock(); _language = nil; _tables.removeAll(); _lookups.removeAll(); lock.unlock()
    }

    /// `NSLocalizedString` with Foundation's signature, reading the chosen language's tables.
    /// `scripts/typecheck-generated --run` rewrites calls to `NSLocalizedString(` into calls of
    /// this function (a global of the same name cannot coexist with Foundation's: once a file
    /// imports Foundation directly, even `UIKit.NSLocalizedString` is ambiguous).
    public static func NSLocalizedString(_ key: String, tableName: String? = nil, bundle: Bundle = Bundle.main, value: String = "", comment: String) -> String {
        localizedString(forKey: key, value: value, table: tableName, bundle: bundle)
    }

    /// The lookup both functions make. With a language: a loaded table, else the bundle's
    /// `<language>.lproj/<table>.strings`; a key missing there yields `value` (or the key when
    /// `value` is empty), as Foundation's lookup does. Without a language: Foundation's lookup.
    public static func localizedString(forKey key: String, value: String, table: String?, bundle: Bundle) -> String {
        let tableName = table ?? "Localizable"
        let language = self.language
        let result: String
        if let language {
            lock.lock(); let loaded = _tables[language]?[tableName]?[key]; lock.unlock()
            if let loaded { result = loaded }
            else if let path = bundle.path(forResource: language, ofType: "lproj"), let lproj = Bundle(path: path) {
                let missing = "\u{1}xibgen-missing\u{1}"
                let found = lproj.localizedString(forKey: key, value: missing, table: tableName)
                result = found == missing ? (value.isEmpty ? key : value) : found
            } else {
                result = value.isEmpty ? key : value
            }
        } else {
            result = bundle.localizedString(forKey: key, value: value, table: table)
        }
        lock.lock(); _lookups.append(Lookup(key: key, table: tableName, value: value, language: language, result: result)); lock.unlock()
        return result
    }
}

extension String {
    /// Apple (iOS 15): a localizable string value; interpolations become format specifiers in
    /// the key (`"Hello \(name)"` looks up `"Hello %@"`).
    public struct LocalizationValue: Equatable, Hashable, Sendable, ExpressibleByStringInterpolation {
        /// The lookup key (the format string).
        public let _key: String
        let _arguments: [String]

        public init(_ value: String) { _key = value; _arguments = [] }
        public init(stringLiteral value: String) { self.init(value) }
        public init(stringInterpolation: StringInterpolation) {
            _key = stringInterpolation.key; _arguments = stringInterpolation.arguments
        }

        public struct StringInterpolation: StringInterpolationProtocol, Sendable {
            var key = ""
            var arguments: [String] = []
            public init(literalCapacity: Int, interpolationCount: Int) {}
            public mutating func appendLiteral(_ literal: String) { key += literal.replacingOccurrences(of: "%", with: "%%") }
            public mutating func appendInterpolation(_ string: String) { key += "%@"; arguments.append(string) }
            public mutating func appendInterpolation(_ value: Int) { key += "%lld"; arguments.append(String(value)) }
            public mutating func appendInterpolation(_ value: Int32) { key += "%d"; arguments.append(String(value)) }
            public mutating func appendInterpolation(_ value: Int64) { key += "%lld"; arguments.append(String(value)) }
            public mutating func appendInterpolation(_ value: UInt) { key += "%llu"; arguments.append(String(value)) }
            public mutating func appendInterpolation(_ value: Double) { key += "%lf"; arguments.append(String(value)) }
            public mutating func appendInterpolation(_ value: Float) { key += "%f"; arguments.append(String(value)) }
            public mutating func appendInterpolation<T: NSObject>(_ value: T) { key += "%@"; arguments.append(value.description) }
        }

        /// The format with its arguments filled in, in order.
        func _render(_ format: String) -> String {
            guard !_arguments.isEmpty else { return format }
            var out = "", args = _arguments[...], i = format.startIndex
            while i < format.endIndex {
                let c = format[i]
                guard c == "%" else { out.append(c); i = format.index(after: i); continue }
                var j = format.index(after: i)
                if j < format.endIndex, format[j] == "%" { out.append("%"); i = format.index(after: j); continue }
                while j < format.endIndex, "lhqLzjt0123456789.-+ #".contains(format[j]) { j = format.index(after: j) }
                if j < format.endIndex { j = format.index(after: j) }
                out += args.popFirst() ?? ""
                i = j
            }
            return out
        }
    }

    /// Apple: `init(localized:table:bundle:locale:comment:)`.
    public init(localized keyAndValue: String.LocalizationValue, table: String? = nil, bundle: Bundle? = nil,
                locale: Locale = .current, comment: StaticString? = nil) {
        let format = _SurfaceLocalization.localizedString(forKey: keyAndValue._key, value: keyAndValue._key, table: table, bundle: bundle ?? .main)
        self = keyAndValue._render(format)
    }
    /// Apple: `init(localized:defaultValue:table:bundle:locale:comment:)`.
    public init(localized key: StaticString, defaultValue: String.LocalizationValue, table: String? = nil, bundle: Bundle? = nil,
                locale: Locale = .current, comment: StaticString? = nil) {
        let format = _SurfaceLocalization.localizedString(forKey: "\(key)", value: defaultValue._key, table: table, bundle: bundle ?? .main)
        self = defaultValue._render(format)
    }
}
