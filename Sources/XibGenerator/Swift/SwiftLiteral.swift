import XibModel

/// Spelling values as Swift source.
enum SwiftLiteral {
    /// A string literal with every character that needs it escaped. Multi-line and
    /// control characters use escapes so the literal stays on one line.
    static func string(_ value: String) -> String {
        if let ascii = asciiString(value) { return ascii }
        var result = "\""
        result.reserveCapacity(value.utf8.count + 2)
        for scalar in value.unicodeScalars {
            switch scalar {
            case "\\": result += "\\\\"
            case "\"": result += "\\\""
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case "\0": result += "\\0"
            default:
                if scalar.value < 0x20 || scalar.value == 0x7F || (0x2028...0x2029).contains(scalar.value)
                    || (0x202A...0x202E).contains(scalar.value) || (0x2066...0x2069).contains(scalar.value) {
                    // Control characters, line separators and bidi overrides: never raw in source.
                    result += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result + "\""
    }

    /// `string` for all-ASCII text, byte by byte (far cheaper than the scalar-by-scalar
    /// path); `nil` otherwise.
    private static func asciiString(_ value: String) -> String? {
        var value = value
        return value.withUTF8 { bytes -> String? in
            var result: [UInt8] = []
            result.reserveCapacity(bytes.count + 2)
            result.append(UInt8(ascii: "\""))
            for byte in bytes {
                switch byte {
                case 0x80...: return nil
                case UInt8(ascii: "\\"): result += [UInt8(ascii: "\\"), UInt8(ascii: "\\")]
                case UInt8(ascii: "\""): result += [UInt8(ascii: "\\"), UInt8(ascii: "\"")]
                case 0x0A: result += [UInt8(ascii: "\\"), UInt8(ascii: "n")]
                case 0x0D: result += [UInt8(ascii: "\\"), UInt8(ascii: "r")]
                case 0x09: result += [UInt8(ascii: "\\"), UInt8(ascii: "t")]
                case 0x00: result += [UInt8(ascii: "\\"), UInt8(ascii: "0")]
                case 0x01..<0x20, 0x7F: result += Array("\\u{\(String(byte, radix: 16, uppercase: true))}".utf8)
                default: result.append(byte)
                }
            }
            result.append(UInt8(ascii: "\""))
            return String(decoding: result, as: UTF8.self)
        }
    }

    /// The shortest spelling that round-trips: `17`, `0.5`, `-8`, `0.2392156862745098`.
    static func number(_ value: Double) -> String {
        if value == 0 { return "0" }
        if value == value.rounded(), abs(value) < 1e15 {
            return String(Int64(value))
        }
        var text = "\(value)"
        if text.hasPrefix("0.") == false, text.hasPrefix("-0.") == false, text.contains("e") {
            // Swift prints 1e-05 style for tiny values; keep it valid Swift.
            text = text.replacingAll("e-0", with: "e-").replacingAll("e+", with: "e")
        }
        return text
    }

    /// A numeric string from the XIB, normalised; `nil` if it is not a finite number.
    static func number(_ text: String) -> String? {
        guard let value = XibNumber.parse(text), value.isFinite else { return nil }
        return number(value)
    }
}

/// Valid, idiomatic Swift identifiers.
enum SwiftIdentifier {
    static let keywords: Set<String> = [
        "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "init",
        "inout", "internal", "let", "open", "operator", "private", "precedencegroup", "protocol", "public",
        "rethrows", "static", "struct", "subscript", "typealias", "var", "break", "case", "catch", "continue",
        "default", "defer", "do", "else", "fallthrough", "for", "guard", "if", "in", "repeat", "return",
        "throw", "switch", "where", "while", "Any", "as", "await", "false", "is", "nil", "self", "Self",
        "super", "throws", "true", "try", "async", "some", "any", "consume", "copy", "discard", "borrowing",
        "consuming", "Type", "Protocol",
    ]

    /// `keywords` for the hot lookups (every name claimed or escaped).
    static let keywordTable = StringTable(set: keywords)

    static func isValid(_ name: String) -> Bool {
        if let ascii = asciiIsValid(name) { return ascii }
        guard let first = name.unicodeScalars.first else { return false }
        guard first == "_" || first.properties.isXIDStart else { return false }
        return name.unicodeScalars.dropFirst().allSatisfy { $0.properties.isXIDContinue }
    }

    /// `name` if it is a usable identifier; otherwise a cleaned-up version. Keywords are back-ticked.
    static func escaped(_ name: String) -> String {
        let valid = sanitized(name)
        return keywordTable.contains(valid) ? "`\(valid)`" : valid
    }

    /// Replaces characters that cannot appear in an identifier and fixes a leading digit.
    static func sanitized(_ name: String) -> String {
        if let ascii = asciiSanitized(name) { return ascii }
        var scalars = String.UnicodeScalarView()
        for scalar in name.unicodeScalars {
            scalars.append(scalar.properties.isXIDContinue ? scalar : "_")
        }
        var result = String(scalars)
        if result.isEmpty { return "_" }
        if let first = result.unicodeScalars.first, !(first == "_" || first.properties.isXIDStart) {
            result = "_" + result
        }
        return result
    }

    // ASCII fast paths: for ASCII, XID_Start is a letter and XID_Continue a letter, digit or `_`;
    // the Unicode property lookups and scalar-by-scalar appends cost far more per character.

    private static func isASCIIStart(_ byte: UInt8) -> Bool {
        (byte >= 0x61 && byte <= 0x7A) || (byte >= 0x41 && byte <= 0x5A)
    }

    private static func isASCIIContinue(_ byte: UInt8) -> Bool {
        isASCIIStart(byte) || (byte >= 0x30 && byte <= 0x39) || byte == 0x5F
    }

    /// `isValid` for an all-ASCII name; `nil` otherwise.
    private static func asciiIsValid(_ name: String) -> Bool? {
        var name = name
        return name.withUTF8 { bytes -> Bool? in
            guard let first = bytes.first else { return false }
            var valid = first == 0x5F || isASCIIStart(first)
            for byte in bytes {
                if byte >= 0x80 { return nil }
                if !isASCIIContinue(byte) { valid = false }
            }
            return valid
        }
    }

    /// `sanitized` for an all-ASCII name; `nil` otherwise.
    private static func asciiSanitized(_ name: String) -> String? {
        var name = name
        return name.withUTF8 { bytes -> String? in
            if bytes.isEmpty { return "_" }
            var changed = false
            for byte in bytes {
                if byte >= 0x80 { return nil }
                if !isASCIIContinue(byte) { changed = true }
            }
            let needsPrefix = !(bytes[0] == 0x5F || isASCIIStart(bytes[0]))
            if !changed && !needsPrefix { return String(decoding: bytes, as: UTF8.self) }
            var result = [UInt8]()
            result.reserveCapacity(bytes.count + 1)
            if needsPrefix && isASCIIContinue(bytes[0]) { result.append(0x5F) }
            for byte in bytes { result.append(isASCIIContinue(byte) ? byte : 0x5F) }
            return String(decoding: result, as: UTF8.self)
        }
    }

    /// Words from free text (`"Sign in!"` → `["Sign", "in"]`), ASCII letters and digits only.
    static func words(_ text: String) -> [String] {
        if let ascii = asciiWords(text) { return ascii }
        var words: [String] = []
        var current = ""
        func flush() {
            if !current.isEmpty { words.append(current) }
            current = ""
        }
        for character in text {
            if character.isASCII, character.isLetter || character.isNumber {
                // Split camelCase and snake_case runs too: "avatarImage" → avatar, Image.
                if character.isUppercase, let last = current.last, last.isLowercase { flush() }
                current.append(character)
            } else {
                flush()
            }
        }
        flush()
        return words
    }

    /// `words` for all-ASCII text (where a character is a byte, `"\r\n"` aside, which splits
    /// words either way); `nil` otherwise.
    private static func asciiWords(_ text: String) -> [String]? {
        var text = text
        return text.withUTF8 { bytes -> [String]? in
            var words: [String] = []
            var start = -1
            for index in 0..<bytes.count {
                let byte = bytes[index]
                if byte >= 0x80 { return nil }
                if isASCIIStart(byte) || (byte >= 0x30 && byte <= 0x39) {
                    if start < 0 {
                        start = index
                    } else if byte >= 0x41 && byte <= 0x5A, bytes[index - 1] >= 0x61 && bytes[index - 1] <= 0x7A {
                        // Split camelCase runs: "avatarImage" → avatar, Image.
                        words.append(String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self))
                        start = index
                    }
                } else if start >= 0 {
                    words.append(String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self))
                    start = -1
                }
            }
            if start >= 0 { words.append(String(decoding: UnsafeBufferPointer(rebasing: bytes[start...]), as: UTF8.self)) }
            return words
        }
    }

    /// `["sign", "In", "NOW"]` → `signInNow`; `nil` if no usable word or it would start with a digit.
    static func lowerCamelCase(_ words: [String]) -> String? {
        if let ascii = asciiLowerCamelCase(words) { return ascii }
        guard let first = words.first, let initial = first.first, initial.isLetter else { return nil }
        var result = first.allSatisfy(\.isUppercase) && first.count > 1 ? first.lowercased() : first.prefix(1).lowercased() + first.dropFirst()
        for word in words.dropFirst() {
            let normalised = word.allSatisfy(\.isUppercase) && word.count > 1 ? word.lowercased() : word
            result += normalised.prefix(1).uppercased() + normalised.dropFirst()
        }
        return result
    }

    /// `name` without backticks (`filter { $0 != "`" }`), the string itself when it has none.
    static func unescaped(_ name: String) -> String {
        name.utf8.contains(UInt8(ascii: "`")) ? name.filter { $0 != "`" } : name
    }

    static func upperCamelCase(_ name: String) -> String {
        if let ascii = asciiUpperCamelCase(name) { return ascii }
        return name.prefix(1).uppercased() + name.dropFirst()
    }

    // ASCII fast paths for the camel-case helpers (Character-wise case tests and case
    // mappings are expensive per character). For ASCII, a character is a byte,
    // uppercase means A–Z and the case mappings only touch letters.

    private static func isASCIIUpper(_ byte: UInt8) -> Bool { byte >= 0x41 && byte <= 0x5A }
    private static func isASCIILower(_ byte: UInt8) -> Bool { byte >= 0x61 && byte <= 0x7A }

    /// `upperCamelCase` for an all-ASCII name; `nil` otherwise.
    private static func asciiUpperCamelCase(_ name: String) -> String? {
        var name = name
        return name.withUTF8 { bytes -> String? in
            for byte in bytes where byte >= 0x80 { return nil }
            guard let first = bytes.first, isASCIILower(first) else { return String(decoding: bytes, as: UTF8.self) }
            return String(unsafeUninitializedCapacity: bytes.count) { buffer in
                _ = buffer.initialize(from: bytes)
                buffer[0] = first - 0x20
                return bytes.count
            }
        }
    }

    /// `lowerCamelCase` when every word is ASCII; `nil` otherwise (including when the
    /// general path would return nil, which then decides).
    private static func asciiLowerCamelCase(_ words: [String]) -> String? {
        var result: [UInt8] = []
        for (index, word) in words.enumerated() {
            var word = word
            let ok: Bool = word.withUTF8 { bytes in
                for byte in bytes where byte >= 0x80 { return false }
                if index == 0 {
                    guard let first = bytes.first, isASCIIUpper(first) || isASCIILower(first) else { return false }
                }
                // A word of two or more uppercase letters is lowercased whole (`NOW` → `now`).
                let shout = bytes.count > 1 && bytes.allSatisfy(isASCIIUpper)
                for (offset, byte) in bytes.enumerated() {
                    if shout {
                        result.append(offset == 0 && index > 0 ? byte : byte + 0x20)
                    } else if offset == 0 {
                        result.append(index == 0 ? (isASCIIUpper(byte) ? byte + 0x20 : byte) : (isASCIILower(byte) ? byte - 0x20 : byte))
                    } else {
                        result.append(byte)
                    }
                }
                return true
            }
            if !ok { return nil }
        }
        return words.isEmpty ? nil : String(decoding: result, as: UTF8.self)
    }
}
