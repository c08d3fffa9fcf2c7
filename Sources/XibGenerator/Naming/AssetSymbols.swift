/// The asset symbols Xcode generates for a project's asset catalogs (Xcode 15,
/// `ASSETCATALOG_COMPILER_GENERATE_ASSET_SYMBOLS`): `ImageResource.logo`, `ColorResource.brand`,
/// used as `UIImage(resource: .logo)` and `UIColor(resource: .brand)` (iOS 17).
///
/// A fact the pipeline passes in (`style.assetSymbols`): the namespaced names of the catalogs'
/// image, symbol and color sets. A name used by a document gets its symbol only when it is exactly
/// one of these names and Xcode makes a symbol for it that can be spelled with certainty; any
/// other name keeps `UIImage(named:)` / `UIColor(named:)` (the checks warn about names found
/// nowhere), so the generated code never names a symbol Xcode does not generate.
///
/// Symbol names, as Xcode writes them (read from Xcode-generated `GeneratedAssetSymbols.swift` files):
/// - words are the runs of ASCII letters and digits; anything else separates them (`tiko_avatar`,
///   `golden-logo-1024`, `Locate me`, `clipboard.fill`);
/// - the kind's suffix is dropped: a last word `Color`/`Image` in any case (`hint_text_color` →
///   `hintText`, `offer_Image` → `offer`) or a last word ending in `Color`/`Image` (`AccentColor` →
///   `accent`, `BeanWelcomeImage` → `beanWelcome`), never the whole name (`Color` → `color`);
/// - the first word is lowercased: wholly when it is all capitals (`FTU-screen1` → `ftuScreen1`),
///   else its leading capitals but the last (`DSAction` → `dsAction`, `QRpedia` → `qRpedia`);
///   each further word gets a capital first letter and keeps the rest (`Locate me OFF` → `locateMeOFF`);
/// - a name without lowercase letters whose words are joined by `_` is kept as written
///   (`CLR_LABEL_TEXT` → `CLR_LABEL_TEXT`, suffix still dropped: `CLR_SCREEN_COLOR` → `CLR_SCREEN`);
/// - a leading digit gets `_` (`121212` → `_121212`);
/// - a folder that provides a namespace is a nested type named as the folder (`Colors/Text/Primary`
///   → `ColorResource.Colors.Text.primary`, written `.Colors.Text.primary`).
///
/// No symbol (the name stays a string, see `AssetCatalogs.check` for the note) when:
/// - two assets of one kind in one namespace get the same symbol (Xcode reports "resolves to the
///   symbol … which already exists" and which one it keeps is not documented);
/// - the name has a character outside ASCII (Xcode's treatment is not documented), no letter or
///   digit at all, or is all capitals with other separators than `_`;
/// - a namespace folder's name is not a capitalised ASCII identifier.
public struct AssetSymbols: Hashable, Sendable {
    public enum Kind: String, Sendable { case image, color }

    /// Asset name → reference after the dot (`logo`, `Icons.close`).
    private var images: [String: String] = [:]
    private var colors: [String: String] = [:]

    /// No symbols: every name stays a string.
    public static let none = AssetSymbols()

    private init() {}

    /// `imageNames`: the namespaced names of the image and symbol sets (`Icons/close`);
    /// `colorNames`: of the color sets. Order does not matter.
    public init(imageNames: some Sequence<String>, colorNames: some Sequence<String>) {
        images = Self.symbols(for: Set(imageNames), kind: .image)
        colors = Self.symbols(for: Set(colorNames), kind: .color)
    }

    public var isEmpty: Bool { images.isEmpty && colors.isEmpty }

    /// `UIImage(resource: .logo)` for a catalog image with a symbol, else nil.
    public func imageExpression(_ name: String) -> String? {
        images[name].map { "UIImage(resource: .\($0))" }
    }

    /// `UIColor(resource: .brand)` for a catalog color with a symbol, else nil.
    public func colorExpression(_ name: String) -> String? {
        colors[name].map { "UIColor(resource: .\($0))" }
    }

    /// The reference (`Icons.close`) Xcode's symbol for `name` has, nil when it makes none or
    /// the name is not one of the catalogs'.
    public func symbol(for name: String, kind: Kind) -> String? {
        kind == .image ? images[name] : colors[name]
    }

    private static func symbols(for names: Set<String>, kind: Kind) -> [String: String] {
        var byReference: [String: [String]] = [:]
        for name in names {
            guard let reference = reference(for: name, kind: kind) else { continue }
            byReference[reference, default: []].append(name)
        }
        var result: [String: String] = [:]
        for (reference, owners) in byReference where owners.count == 1 { result[owners[0]] = reference }
        return result
    }

    /// `Icons/close` → `Icons.close`; nil when Xcode's symbol cannot be spelled with certainty.
    static func reference(for name: String, kind: Kind) -> String? {
        var components = name.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
        guard let last = components.popLast(), let member = memberName(for: last, kind: kind) else { return nil }
        for namespace in components {
            guard let first = namespace.unicodeScalars.first, ("A"..."Z").contains(first),
                  namespace.unicodeScalars.allSatisfy(isASCIIAlphanumeric), SwiftIdentifier.isValid(namespace) else { return nil }
        }
        return (components + [member]).joined(separator: ".")
    }

    /// The member name Xcode generates for an asset name (no namespace).
    static func memberName(for name: String, kind: Kind) -> String? {
        guard name.unicodeScalars.allSatisfy(\.isASCII) else { return nil }
        var words = name.split(whereSeparator: { !isASCIIAlphanumeric($0.unicodeScalars.first!) }).map(String.init)
        guard !words.isEmpty else { return nil }
        let suffix = kind == .image ? "Image" : "Color"
        if words.count > 1, words[words.count - 1].lowercased() == suffix.lowercased() {
            words.removeLast()
        } else if let lastWord = words.last, lastWord.count > suffix.count, lastWord.hasSuffix(suffix) {
            words[words.count - 1] = String(lastWord.dropLast(suffix.count))
        }
        var result: String
        if !name.contains(where: \.isLowercase) {
            // Constant style: kept as written, which only `_`-joined words spell unambiguously.
            guard name.allSatisfy({ $0 == "_" || $0.isLetter || $0.isNumber }) else { return nil }
            result = words.joined(separator: "_")
        } else {
            result = lowercasedFirstWord(words[0]) + words.dropFirst().map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
        }
        if let first = result.unicodeScalars.first, ("0"..."9").contains(first) { result = "_" + result }
        guard SwiftIdentifier.isValid(result) else { return nil }
        // After a dot every keyword reads as a member except these.
        return ["init", "self", "Type"].contains(result) ? "`\(result)`" : result
    }

    /// `FTU` → `ftu`, `DSAction` → `dsAction`, `Logo` → `logo`, `iTunes` → `iTunes`.
    private static func lowercasedFirstWord(_ word: String) -> String {
        let characters = Array(word)
        guard characters.contains(where: \.isLowercase) else { return word.lowercased() }
        var capitals = 0
        while capitals < characters.count, characters[capitals].isUppercase { capitals += 1 }
        if capitals == 0 { return word }
        let lowered = capitals == 1 || !characters[capitals].isLowercase ? capitals : capitals - 1
        return String(characters[..<lowered]).lowercased() + String(characters[lowered...])
    }

    private static func isASCIIAlphanumeric(_ scalar: Unicode.Scalar) -> Bool {
        ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || ("0"..."9").contains(scalar)
    }
}
