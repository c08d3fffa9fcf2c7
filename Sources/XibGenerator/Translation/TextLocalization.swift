import XibModel

/// How the generated code spells a document's localizable texts: as string literals, or as
/// lookups of the nib loader's key (`"<ObjectID>.<key path>"`, `XibLocalization`) in the
/// table named after the document, so every existing translation keeps working.
///
/// The one place that decides: element translations ask `ElementContext.text(_:keyPath:)`
/// for the expression of a text, never spell a lookup themselves.
struct TextLocalization: Sendable {
    /// Where texts are looked up; nil: literals.
    struct Lookup: Sendable {
        var tableName: String
        var bundle: String
        var function: String
    }

    let lookup: Lookup?
    /// The document's localizable texts by key: only these are looked up.
    private let texts: [String: XibLocalizableText]

    static let literals = TextLocalization(lookup: nil, texts: [])

    init(lookup: Lookup?, texts: [XibLocalizableText]) {
        self.lookup = lookup
        var byKey: [String: XibLocalizableText] = [:]
        if lookup != nil {
            for text in texts where byKey[text.key] == nil { byKey[text.key] = text }
        }
        self.texts = byKey
    }

    /// What a document is translated with, given the options and what the pipeline found beside it.
    static func resolve(_ document: XibDocument, documentName: String, options: LocalizationOptions,
                        input: LocalizationInput?) -> TextLocalization {
        guard options.localizes(input) else { return .literals }
        let lookup = Lookup(tableName: input?.tableName ?? documentName, bundle: options.bundle, function: options.function)
        return TextLocalization(lookup: lookup, texts: document.localizableTexts)
    }

    /// The Swift expression for `value`, the text of `objectID`'s property `keyPath`: a
    /// literal, or `NSLocalizedString("<objectID>.<keyPath>", tableName:, bundle:, value:, comment:)`
    /// when the document is localized and the nib loader would localize that text.
    func expression(_ value: String, objectID: String, keyPath: String) -> String {
        guard let lookup, let text = texts[objectID + "." + keyPath] else { return SwiftLiteral.string(value) }
        let comment = text.className.isEmpty ? text.keyPath : text.className + "." + text.keyPath
        return "\(lookup.function)(\(SwiftLiteral.string(text.key)), tableName: \(SwiftLiteral.string(lookup.tableName)), "
            + "bundle: \(lookup.bundle), value: \(SwiftLiteral.string(value)), comment: \(SwiftLiteral.string(comment)))"
    }

    /// Whether `key` names a localizable text of the document (looked up when localized).
    func isLocalizable(objectID: String, keyPath: String) -> Bool {
        lookup != nil && texts[objectID + "." + keyPath] != nil
    }
}
