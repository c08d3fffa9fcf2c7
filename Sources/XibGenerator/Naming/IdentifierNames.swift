/// Swift member names for the identifier strings a storyboard or XIB carries (storyboard
/// identifiers, segue identifiers, reuse identifiers): what `MainStoryboard.Scene.login` or
/// `Segue.showDetail` are called.
///
/// One name (`memberName(for:)`):
/// - words are runs of Unicode letters and digits; everything else separates them (spaces,
///   punctuation, `_`, `-`, emoji), as does a case change inside a run (`userID` → user, ID;
///   `URLSession` → URL, Session);
/// - lowerCamelCase: the first word lowercased (wholly when it is an acronym: `URL` → `url`), each
///   further word capitalised and otherwise kept (`user ID` → `userID`); an identifier without
///   lowercase letters is constant-style and every word is lowercased first (`SHOW_DETAIL` →
///   `showDetail`);
/// - a name starting with a digit gets a leading `_` (`2fa` → `_2fa`), as Xcode's asset symbols do;
/// - an identifier with no letter or digit (empty, `"!!"`) is named `unnamed`;
/// - a Swift keyword is back-ticked (`default` → `` `default` ``); no keyword a lowerCamelCase name
///   can be needs more (`Type`, `Protocol` start uppercase).
///
/// A list (`memberNames(for:reserved:)`), deterministic: in list (document) order, the first
/// identifier with a given name keeps it; each later one gets the lowest free number appended,
/// from 2 (`login`, `login2`, `login3`; `_` before the number when the name ends in a digit:
/// `cell2`, `cell2_2`). A name is free when no identifier of the list has it as its own name
/// and it is not reserved (the enclosing type's other members), so a literal `login2` is never
/// displaced by a duplicate of `login`. A reserved name is numbered the same way, even for the first.
enum IdentifierNames {
    static let emptyName = "unnamed"

    /// The lowerCamelCase member name for `identifier`, keyword back-ticked.
    static func memberName(for identifier: String) -> String {
        SwiftIdentifier.escaped(plainName(for: identifier))
    }

    /// One name per identifier, aligned with `identifiers`, pairwise distinct and never in
    /// `reserved` (compared without back-ticks). Exact duplicates are distinct entries too: a
    /// caller that wants one member per distinct string deduplicates first.
    static func memberNames(for identifiers: [String], reserved: Set<String> = []) -> [String] {
        let bases = identifiers.map(plainName(for:))
        let reservedPlain = Set(reserved.map(SwiftIdentifier.unescaped))
        var claimed = reservedPlain.union(bases)
        var keepers = Set<String>()
        var names: [String] = []
        names.reserveCapacity(bases.count)
        for base in bases {
            if !reservedPlain.contains(base), keepers.insert(base).inserted {
                names.append(SwiftIdentifier.escaped(base))
                continue
            }
            let separator = base.last?.isNumber == true ? "_" : ""
            var counter = 2
            while claimed.contains("\(base)\(separator)\(counter)") { counter += 1 }
            let name = "\(base)\(separator)\(counter)"
            claimed.insert(name)
            names.append(name)
        }
        return names
    }

    /// `memberName(for:)` without the back-ticks.
    static func plainName(for identifier: String) -> String {
        let words = words(of: identifier)
        guard !words.isEmpty else { return emptyName }
        let constantStyle = !identifier.contains { $0.isLowercase }
        var name = ""
        for (index, word) in words.enumerated() {
            let normalised = constantStyle ? word.lowercased() : word
            if index == 0 {
                name = isAcronym(normalised) ? normalised.lowercased() : normalised.prefix(1).lowercased() + normalised.dropFirst()
            } else {
                name += normalised.prefix(1).uppercased() + normalised.dropFirst()
            }
        }
        if let first = name.first, first.isNumber { name = "_" + name }
        // Letters and digits outside Swift's identifier characters (rare scripts' marks) become `_`.
        return SwiftIdentifier.sanitized(name)
    }

    /// More than one letter and no lowercase one: `URL`, `ID`, `HTML5`.
    private static func isAcronym(_ word: String) -> Bool {
        word.filter(\.isLetter).count > 1 && !word.contains { $0.isLowercase }
    }

    /// Runs of letters and digits, split at lower→upper (`userID`), at a capital after the digits
    /// of a word (`HTML5Player` → HTML5, Player; not `2FA`) and at the last capital of a capital
    /// run followed by a lowercase letter (`URLSession` → URL, Session).
    static func words(of text: String) -> [String] {
        if let words = asciiWords(of: text) { return words }
        return unicodeWords(of: text)
    }

    /// `words(of:)` for an ASCII text, by bytes: the same rules, without a `Character` (and its
    /// Unicode properties) per letter, which cost a storyboard's identifiers ~55,000 instructions each.
    /// Nil for a text that is not ASCII.
    static func asciiWords(of text: String) -> [String]? {
        var text = text
        return text.withUTF8 { bytes -> [String]? in
            guard bytes.allSatisfy({ $0 < 0x80 }) else { return nil }
            func isUpper(_ byte: UInt8) -> Bool { byte >= 0x41 && byte <= 0x5A }
            func isLower(_ byte: UInt8) -> Bool { byte >= 0x61 && byte <= 0x7A }
            func isDigit(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x39 }
            var words: [String] = []
            // The current word is bytes[start..<index] (-1: none); whether it has a letter.
            var start = -1
            var hasLetter = false
            func flush(_ end: Int) {
                if start >= 0, start < end { words.append(String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self)) }
                start = -1
            }
            for index in bytes.indices {
                let byte = bytes[index]
                let isLetter = isUpper(byte) || isLower(byte)
                guard isLetter || isDigit(byte) else {
                    flush(index)
                    continue
                }
                if start >= 0 {
                    let last = bytes[index - 1]
                    if isUpper(byte), isLower(last) || isDigit(last) && hasLetter {
                        flush(index)
                    } else if isLower(byte), isUpper(last), index - start > 1, isUpper(bytes[index - 2]) {
                        // The capital ending a capital run starts the next word (`URLSession`).
                        flush(index - 1)
                        start = index - 1
                        hasLetter = true
                    }
                }
                if start < 0 {
                    start = index
                    hasLetter = false
                }
                if isLetter { hasLetter = true }
            }
            flush(bytes.count)
            return words
        }
    }

    /// `words(of:)` by `Character`s (any text).
    static func unicodeWords(of text: String) -> [String] {
        var words: [String] = []
        var current: [Character] = []
        func flush() {
            if !current.isEmpty { words.append(String(current)) }
            current = []
        }
        for character in text {
            guard character.isLetter || character.isNumber else {
                flush()
                continue
            }
            if let last = current.last {
                if character.isUppercase, last.isLowercase || last.isNumber && current.contains(where: \.isLetter) {
                    flush()
                } else if character.isLowercase, last.isUppercase, current.count > 1,
                          current[current.count - 2].isUppercase {
                    let capital = current.removeLast()
                    flush()
                    current = [capital]
                }
            }
            current.append(character)
        }
        flush()
        return words
    }
}
