import Foundation
import XibGenerator

/// Reading the three formats a document's translations come in: `.strings` tables,
/// `.stringsdict` plural tables and Xcode's `.xcstrings` string catalogs.
enum TranslationFiles {
    struct Failure: Error {
        var line: Int
        var message: String
    }

    // MARK: .strings

    /// A `.strings` table (`"key" = "value";`, C comments, OpenStep escapes; UTF-8, or UTF-16
    /// with a byte order mark), entries in file order with their lines.
    static func parseStrings(_ bytes: [UInt8]) throws(Failure) -> [LocalizationTable.Entry] {
        var parser = StringsParser(scalars: decode(bytes))
        return try parser.entries()
    }

    /// UTF-16 when the file starts with a byte order mark (or looks like UTF-16 without one),
    /// else UTF-8 (a UTF-8 byte order mark dropped).
    static func decode(_ bytes: [UInt8]) -> [Unicode.Scalar] {
        func utf16(_ bigEndian: Bool, from start: Int) -> [Unicode.Scalar] {
            var units: [UInt16] = []
            units.reserveCapacity((bytes.count - start) / 2)
            var i = start
            while i + 1 < bytes.count {
                units.append(bigEndian ? UInt16(bytes[i]) << 8 | UInt16(bytes[i + 1]) : UInt16(bytes[i + 1]) << 8 | UInt16(bytes[i]))
                i += 2
            }
            return Array(String(decoding: units, as: UTF16.self).unicodeScalars)
        }
        if bytes.starts(with: [0xFF, 0xFE]) { return utf16(false, from: 2) }
        if bytes.starts(with: [0xFE, 0xFF]) { return utf16(true, from: 2) }
        // Without a mark: ASCII text in UTF-16 has a zero byte in every pair.
        if bytes.count >= 4, bytes[0] != 0, bytes[1] == 0, bytes[3] == 0 { return utf16(false, from: 0) }
        if bytes.count >= 4, bytes[0] == 0, bytes[1] != 0, bytes[2] == 0 { return utf16(true, from: 0) }
        let start = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        return Array(String(decoding: bytes[start...], as: UTF8.self).unicodeScalars)
    }

    private struct StringsParser {
        let scalars: [Unicode.Scalar]
        var index = 0
        var line = 1

        init(scalars: [Unicode.Scalar]) { self.scalars = scalars }

        mutating func entries() throws(Failure) -> [LocalizationTable.Entry] {
            var entries: [LocalizationTable.Entry] = []
            while true {
                try skipTrivia()
                guard index < scalars.count else { return entries }
                let keyLine = line
                let key = try string("a key")
                try skipTrivia()
                let value: String
                if peek == ";" {
                    value = key  // `"key";` stands for `"key" = "key";`
                } else {
                    try expect("=", "'=' after the key \"\(key)\"")
                    try skipTrivia()
                    value = try string("a value for \"\(key)\"")
                    try skipTrivia()
                }
                try expect(";", "';' after the entry \"\(key)\"")
                entries.append(LocalizationTable.Entry(key: key, value: value, line: keyLine))
            }
        }

        var peek: Unicode.Scalar? { index < scalars.count ? scalars[index] : nil }

        mutating func advance() {
            if scalars[index] == "\n" { line += 1 }
            index += 1
        }

        mutating func expect(_ scalar: Unicode.Scalar, _ what: String) throws(Failure) {
            guard peek == scalar else { throw Failure(line: line, message: "expected \(what)\(found)") }
            advance()
        }

        var found: String {
            guard let peek else { return ", found the end of the file" }
            return ", found '\(peek.escaped(asASCII: true))'"
        }

        mutating func skipTrivia() throws(Failure) {
            while let scalar = peek {
                if scalar.properties.isWhitespace {
                    advance()
                } else if scalar == "/", index + 1 < scalars.count, scalars[index + 1] == "*" {
                    let start = line
                    index += 2
                    while index < scalars.count, !(scalars[index] == "*" && index + 1 < scalars.count && scalars[index + 1] == "/") { advance() }
                    guard index < scalars.count else { throw Failure(line: start, message: "unterminated comment") }
                    index += 2
                } else if scalar == "/", index + 1 < scalars.count, scalars[index + 1] == "/" {
                    while let next = peek, next != "\n" { advance() }
                } else {
                    return
                }
            }
        }

        /// A quoted string with its escapes, or an unquoted OpenStep word.
        mutating func string(_ what: String) throws(Failure) -> String {
            guard let first = peek else { throw Failure(line: line, message: "expected \(what)\(found)") }
            var out = String.UnicodeScalarView()
            if first != "\"" {
                while let scalar = peek, Self.isWordScalar(scalar) {
                    out.append(scalar)
                    advance()
                }
                guard !out.isEmpty else { throw Failure(line: line, message: "expected \(what)\(found)") }
                return String(out)
            }
            let start = line
            advance()
            var pendingHighSurrogate: UInt32?
            while true {
                guard let scalar = peek else { throw Failure(line: start, message: "unterminated string") }
                advance()
                if scalar == "\"" { return String(out) }
                guard scalar == "\\" else {
                    out.append(scalar)
                    continue
                }
                guard let escaped = peek else { throw Failure(line: start, message: "unterminated string") }
                advance()
                switch escaped {
                case "n": out.append("\n")
                case "t": out.append("\t")
                case "r": out.append("\r")
                case "a": out.append("\u{07}")
                case "b": out.append("\u{08}")
                case "f": out.append("\u{0C}")
                case "v": out.append("\u{0B}")
                case "U", "u":
                    var value: UInt32 = 0
                    var digits = 0
                    while digits < 4, let hex = peek, hex.isASCII, let digit = UInt32(String(hex), radix: 16) {
                        value = value << 4 | digit
                        digits += 1
                        advance()
                    }
                    guard digits > 0 else { throw Failure(line: line, message: "expected hexadecimal digits after \\\(escaped)") }
                    if (0xD800...0xDBFF).contains(value) {
                        pendingHighSurrogate = value
                        continue
                    }
                    if (0xDC00...0xDFFF).contains(value), let high = pendingHighSurrogate {
                        value = 0x10000 + ((high - 0xD800) << 10) + (value - 0xDC00)
                    }
                    guard let decoded = Unicode.Scalar(value) else { throw Failure(line: line, message: "\\\(escaped) names no character") }
                    out.append(decoded)
                case "0"..."7":
                    var value = escaped.value - 0x30
                    var digits = 1
                    while digits < 3, let octal = peek, ("0"..."7").contains(octal) {
                        value = value * 8 + (octal.value - 0x30)
                        digits += 1
                        advance()
                    }
                    out.append(Unicode.Scalar(value) ?? "\u{FFFD}")
                default:
                    out.append(escaped)  // `\"`, `\\`, `\'` and any other character stand for themselves
                }
                pendingHighSurrogate = nil
            }
        }

        /// Characters of an unquoted OpenStep string.
        static func isWordScalar(_ scalar: Unicode.Scalar) -> Bool {
            if scalar.isASCII {
                return ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || ("0"..."9").contains(scalar)
                    || "_$+/:.-".unicodeScalars.contains(scalar)
            }
            return false
        }
    }

    // MARK: .stringsdict

    /// The keys of a `.stringsdict` (an XML property list: key → plural rule dictionary).
    static func parseStringsdict(_ bytes: [UInt8]) throws(Failure) -> [LocalizationTable.Entry] {
        let plist: Any
        do {
            plist = try PropertyListSerialization.propertyList(from: Data(bytes), options: [], format: nil)
        } catch {
            throw Failure(line: 0, message: "not a property list (\(error.localizedDescription))")
        }
        guard let dictionary = plist as? [String: Any] else { throw Failure(line: 0, message: "the property list is not a dictionary") }
        let text = String(decoding: bytes, as: UTF8.self)
        return dictionary.keys.sorted().map { key in
            LocalizationTable.Entry(key: key, value: pluralSummary(dictionary[key]), line: line(ofPlistKey: key, in: text))
        }
    }

    /// The `other` form of the first plural variable (what an English reader sees most), else empty.
    private static func pluralSummary(_ rule: Any?) -> String {
        guard let rule = rule as? [String: Any] else { return (rule as? String) ?? "" }
        for (name, value) in rule.sorted(by: { $0.key < $1.key }) where name != "NSStringLocalizedFormatKey" {
            if let variable = value as? [String: Any], let other = variable["other"] as? String { return other }
        }
        return (rule["NSStringLocalizedFormatKey"] as? String) ?? ""
    }

    private static func line(ofPlistKey key: String, in text: String) -> Int {
        let escaped = key.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;").replacingOccurrences(of: ">", with: "&gt;")
        guard let range = text.range(of: "<key>\(escaped)</key>") else { return 0 }
        return text[..<range.lowerBound].reduce(1) { $1 == "\n" ? $0 + 1 : $0 }
    }

    // MARK: .xcstrings

    /// A string catalog's translations, one table per language other than the catalog's
    /// source language (whose texts are the document's own), languages sorted.
    static func parseCatalog(_ bytes: [UInt8], path: String) throws(Failure) -> [LocalizationTable] {
        let json: Any
        do {
            json = try JSONSerialization.jsonObject(with: Data(bytes))
        } catch {
            throw Failure(line: 0, message: "not a string catalog: invalid JSON (\(error.localizedDescription))")
        }
        guard let catalog = json as? [String: Any], let strings = catalog["strings"] as? [String: Any] else {
            throw Failure(line: 0, message: "not a string catalog: no \"strings\" object")
        }
        let source = catalog["sourceLanguage"] as? String
        var byLanguage: [String: [LocalizationTable.Entry]] = [:]
        for key in strings.keys.sorted() {
            guard let entry = strings[key] as? [String: Any], let localizations = entry["localizations"] as? [String: Any] else { continue }
            for (language, localization) in localizations where language != source {
                guard let localization = localization as? [String: Any], let value = translatedValue(localization) else { continue }
                byLanguage[language, default: []].append(LocalizationTable.Entry(key: key, value: value, line: 0))
            }
        }
        return byLanguage.keys.sorted().map { LocalizationTable(language: $0, path: path, format: .catalog, entries: byLanguage[$0]!) }
    }

    /// A localization's text when it is translated (`stringUnit` not in state `new`), or its
    /// first variation's; nil when it holds no translation yet.
    private static func translatedValue(_ localization: [String: Any]) -> String? {
        if let unit = localization["stringUnit"] as? [String: Any] {
            guard (unit["state"] as? String) != "new", let value = unit["value"] as? String else { return nil }
            return value
        }
        if let variations = localization["variations"] as? [String: Any] {
            for (_, kind) in variations.sorted(by: { $0.key < $1.key }) {
                guard let cases = kind as? [String: Any] else { continue }
                for (_, variation) in cases.sorted(by: { $0.key < $1.key }) {
                    if let variation = variation as? [String: Any], let value = translatedValue(variation) { return value }
                }
            }
        }
        return nil
    }
}
