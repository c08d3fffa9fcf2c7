import Testing
import UIKit

@MainActor
struct LocalizationTests {
    /// A bundle directory with Base-internationalized tables as Xcode writes them: UTF-16
    /// (with BOM) for French, UTF-8 for German.
    func makeBundle() throws -> Bundle {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("xibgen-l10n-\(UUID().uuidString)")
        for lang in ["Base", "fr", "de"] {
            try FileManager.default.createDirectory(at: root.appendingPathComponent("\(lang).lproj"), withIntermediateDirectories: true)
        }
        let fr = "/* Class = \"UILabel\"; text = \"Hello\"; ObjectID = \"abc-12-xyz\"; */\n\"abc-12-xyz.text\" = \"Bonjour\";\n\"btn-9q.normalTitle\" = \"Envoyer \\\"maintenant\\\"\";\n"
        try fr.data(using: .utf16)!.write(to: root.appendingPathComponent("fr.lproj/Main.strings"))
        try "\"abc-12-xyz.text\" = \"Hallo\";\n".write(to: root.appendingPathComponent("de.lproj/Main.strings"), atomically: true, encoding: .utf8)
        return try #require(Bundle(path: root.path))
    }

    /// `_SurfaceLocalization.NSLocalizedString` is what generated code's `NSLocalizedString`
    /// calls become in the runtime flavour (scripts/typecheck-generated --run).
    @Test func nsLocalizedStringReadsTheChosenLanguagesTable() throws {
        _SurfaceLocalization.reset()
        defer { _SurfaceLocalization.reset() }
        let bundle = try makeBundle()
        let label = UILabel()
        _SurfaceLocalization.language = "fr"
        label.text = _SurfaceLocalization.NSLocalizedString("abc-12-xyz.text", tableName: "Main", bundle: bundle, value: "Hello", comment: "Class = UILabel")
        #expect(label.text == "Bonjour")
        #expect(_SurfaceLocalization.NSLocalizedString("btn-9q.normalTitle", tableName: "Main", bundle: bundle, value: "Send", comment: "") == "Envoyer \"maintenant\"")
        #expect(_SurfaceLocalization.NSLocalizedString("missing.text", tableName: "Main", bundle: bundle, value: "Base text", comment: "") == "Base text",
                "a key missing from the language's table gives the base value")
        _SurfaceLocalization.language = "de"
        #expect(_SurfaceLocalization.NSLocalizedString("abc-12-xyz.text", tableName: "Main", bundle: bundle, value: "Hello", comment: "") == "Hallo")
        _SurfaceLocalization.language = "it"
        #expect(_SurfaceLocalization.NSLocalizedString("abc-12-xyz.text", tableName: "Main", bundle: bundle, value: "Hello", comment: "") == "Hello")
        let lookups = _SurfaceLocalization.lookups
        #expect(lookups.count == 5 && lookups[0].table == "Main" && lookups[0].key == "abc-12-xyz.text" && lookups[0].language == "fr")
    }

    @Test func foundationAloneCannotChooseTheLanguage() throws {
        // What the README documents: Foundation reads a language's tables through that
        // language's .lproj bundle, but the bundle's own lookup cannot be steered.
        let bundle = try makeBundle()
        let fr = try #require(Bundle(path: bundle.bundleURL.appendingPathComponent("fr.lproj").path))
        #expect(fr.localizedString(forKey: "abc-12-xyz.text", value: "Hello", table: "Main") == "Bonjour", "UTF-16 tables are read")
        #expect(bundle.localizedString(forKey: "abc-12-xyz.text", value: "Hello", table: "Main") == "Hello")
    }

    @Test func tablesLoadFromAnyFileForAnyBundle() throws {
        _SurfaceLocalization.reset()
        defer { _SurfaceLocalization.reset() }
        let bundle = try makeBundle()
        let file = bundle.bundleURL.appendingPathComponent("fr.lproj/Main.strings")
        try _SurfaceLocalization.loadTable(named: "Settings", language: "es", contentsOf: file)
        _SurfaceLocalization.language = "es"
        #expect(_SurfaceLocalization.NSLocalizedString("abc-12-xyz.text", tableName: "Settings", bundle: .main, value: "Hello", comment: "") == "Bonjour")
        _SurfaceLocalization.loadTable(named: "Localizable", language: "es", strings: ["Hello %@": "Hola %@", "greeting": "¡Hola!"])
        #expect(String(localized: "greeting") == "¡Hola!")
        let name = "Ana"
        #expect(String(localized: "Hello \(name)") == "Hola Ana", "interpolations look up the format key")
        #expect(String(localized: "title.key", defaultValue: "Title", table: "Settings") == "Title")
        _SurfaceLocalization.language = nil
        #expect(String(localized: "unknown.key", defaultValue: "Fallback \(3)") == "Fallback 3")
    }
}
