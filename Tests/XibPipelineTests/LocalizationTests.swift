import Foundation
import Testing
import XibGenerator
import XibModel
import XibPlatform
@testable import XibPipeline

/// Localized XIBs (Fixtures/Localized): `Base.lproj/Profile.xib` translated by
/// `fr.lproj/Profile.strings` (complete, plus a stale key) and `de.lproj/Profile.strings`
/// (UTF-16, one text missing) with `de.lproj/Profile.stringsdict`; `en.lproj/Legacy.xib` and
/// `fr.lproj/Legacy.xib`, whole per-language copies.
@Suite("Localized XIBs")
struct LocalizationTests {
    static let fixtureFiles = [
        "Base.lproj/Profile.xib", "fr.lproj/Profile.strings", "de.lproj/Profile.strings", "de.lproj/Profile.stringsdict",
        "en.lproj/Legacy.xib", "fr.lproj/Legacy.xib",
    ]

    /// The fixture project under `App/`, bytes as they are (the German table is UTF-16).
    func project() -> TempDir {
        let dir = TempDir()
        for file in Self.fixtureFiles {
            let data = FileManager.default.contents(atPath: PathUtil.join(Fixtures.directory, "Localized/" + file))!
            let target = dir.url("App/" + file)
            try! FileManager.default.createDirectory(atPath: PathUtil.dirname(target), withIntermediateDirectories: true)
            try! data.write(to: URL(fileURLWithPath: target))
        }
        return dir
    }

    @Test func everyLocalizableTextIsLookedUpUnderTheNibLoadersKey() throws {
        let dir = project()
        let result = try sync(dir)
        #expect(result.status("App/Base.lproj/Profile.xib") == .written)
        let output = try #require(dir.read("App/Base.lproj/Profile.generated.swift"))
        let lookups = [
            #"label.text = NSLocalizedString("nAm-eL-abl.text", tableName: "Profile", bundle: .main, value: "Your name", comment: "UILabel.text")"#,
            #"label.accessibilityLabel = NSLocalizedString("nAm-eL-abl.accessibilityLabel", tableName: "Profile", bundle: .main, value: "Name heading", comment: "UILabel.accessibilityLabel")"#,
            #"label.accessibilityHint = NSLocalizedString("nAm-eL-abl.accessibilityHint", tableName: "Profile", bundle: .main, value: "Shows whose profile this is", comment: "UILabel.accessibilityHint")"#,
            #"textField.placeholder = NSLocalizedString("tXt-fI-eld.placeholder", tableName: "Profile", bundle: .main, value: "First and last name", comment: "UITextField.placeholder")"#,
            #"UISegmentedControl(items: [NSLocalizedString("sEg-mE-nts.segmentTitles[0]", tableName: "Profile", bundle: .main, value: "Public", comment: "UISegmentedControl.segmentTitles[0]"), NSLocalizedString("sEg-mE-nts.segmentTitles[1]", tableName: "Profile", bundle: .main, value: "Private", comment: "UISegmentedControl.segmentTitles[1]")])"#,
            #"button.setTitle(NSLocalizedString("sAv-eB-tn1.normalTitle", tableName: "Profile", bundle: .main, value: "Save", comment: "UIButton.normalTitle"), for: .normal)"#,
            #"button.setTitle(NSLocalizedString("sAv-eB-tn1.disabledTitle", tableName: "Profile", bundle: .main, value: "Saving…", comment: "UIButton.disabledTitle"), for: .disabled)"#,
        ]
        for lookup in lookups { #expect(output.contains(lookup), "missing: \(lookup)") }
        // Every localizable text of the model is looked up, none is left a literal.
        let document = try XibDocument.parse(Array(dir.read("App/Base.lproj/Profile.xib")!.utf8))
        for text in document.localizableTexts {
            #expect(output.contains("NSLocalizedString(\(text.key.debugDescription), tableName: \"Profile\""), "\(text.key) is not looked up")
        }
    }

    @Test func staleKeysAndMissingTranslationsAreReportedOncePerFile() throws {
        let dir = project()
        let result = try sync(dir)
        let profile = try #require(result.files.first { $0.source == "App/Base.lproj/Profile.xib" })
        let stale = profile.diagnostics.filter { $0.kind == "stale-translation" }
        let missing = profile.diagnostics.filter { $0.kind == "missing-translation" }
        #expect(stale.count == 1)
        #expect(stale.first?.message == #"App/fr.lproj/Profile.strings: 1 key names no localizable text of the document (stale translation): "oLd-la-bel.text" (line 30)"#)
        // German: the placeholder is missing; the disabled title comes from the .stringsdict.
        #expect(missing.count == 1)
        let message = try #require(missing.first?.message)
        #expect(message.hasPrefix(#"de: 1 of 9 localizable texts have no translation in App/de.lproj/Profile.strings, App/de.lproj/Profile.stringsdict and show the base text: "tXt-fI-eld.placeholder" ("First and last name", line 17)"#))
        #expect(missing.first?.location.line == 17, "located at the text in the XIB")
        #expect(profile.diagnostics.allSatisfy { $0.severity == .warning })
        // Once per run of the file: a fresh output reports nothing again.
        let again = try sync(dir)
        #expect(again.status("App/Base.lproj/Profile.xib") == .fresh)
    }

    @Test func anEditedTableRechecksItsDocumentWithoutRewritingIt() throws {
        let dir = project()
        _ = try sync(dir)
        let before = try #require(dir.read("App/Base.lproj/Profile.generated.swift"))
        let inode = stamp(dir, "App/Base.lproj/Profile.generated.swift").inode
        // Translate the missing placeholder: the document is re-checked, its warning gone.
        let data = FileManager.default.contents(atPath: dir.url("App/de.lproj/Profile.strings"))!
        var table = String(decoding: data.dropFirst(2).withUnsafeBytes { Array($0.bindMemory(to: UInt16.self)) }, as: UTF16.self)
        table += "\"tXt-fI-eld.placeholder\" = \"Vor- und Nachname\";\n"
        try (Data([0xFF, 0xFE]) + table.data(using: .utf16LittleEndian)!).write(to: URL(fileURLWithPath: dir.url("App/de.lproj/Profile.strings")))
        let result = try sync(dir, scope: .paths([dir.url("App/de.lproj/Profile.strings")], honorExcludes: true))
        #expect(result.files.map(\.source) == ["App/Base.lproj/Profile.xib"], "a table names the documents it translates")
        let profile = try #require(result.files.first)
        #expect(profile.status == .fresh, "the code does not depend on the translations' contents")
        #expect(profile.diagnostics.map(\.kind) == ["stale-translation"], "re-checked: the German text is translated now")
        #expect(dir.read("App/Base.lproj/Profile.generated.swift") == before)
        #expect(stamp(dir, "App/Base.lproj/Profile.generated.swift").inode == inode, "not rewritten")
        #expect(try sync(dir, check: true).exitCode == 0, "CI does not ask to regenerate after a translator's edit")
    }

    @Test func anAddedOrRemovedTableRegeneratesItsDocument() throws {
        let dir = project()
        dir.remove("App/fr.lproj/Profile.strings")
        dir.remove("App/de.lproj/Profile.strings")
        dir.remove("App/de.lproj/Profile.stringsdict")
        _ = try sync(dir)
        #expect(dir.read("App/Base.lproj/Profile.generated.swift")?.contains("NSLocalizedString") == false, "no translations: literals")
        dir.write("App/fr.lproj/Profile.strings", "\"nAm-eL-abl.text\" = \"Votre nom\";\n")
        #expect(try sync(dir, check: true).exitCode == 1, "a new table makes the output stale")
        let added = try sync(dir, scope: .paths([dir.url("App/fr.lproj/Profile.strings")], honorExcludes: true))
        #expect(added.status("App/Base.lproj/Profile.xib") == .written)
        #expect(dir.read("App/Base.lproj/Profile.generated.swift")?.contains("NSLocalizedString(\"nAm-eL-abl.text\"") == true)
        dir.remove("App/fr.lproj/Profile.strings")
        let removed = try sync(dir, scope: .paths([dir.url("App/fr.lproj/Profile.strings")], honorExcludes: true))
        #expect(removed.status("App/Base.lproj/Profile.xib") == .written)
        #expect(dir.read("App/Base.lproj/Profile.generated.swift")?.contains("NSLocalizedString") == false)
    }

    @Test func perLanguageCopiesGenerateOneTypeFromTheDevelopmentLanguage() throws {
        let dir = project()
        let result = try sync(dir)
        #expect(result.status("App/en.lproj/Legacy.xib") == .written)
        #expect(dir.exists("App/en.lproj/Legacy.generated.swift"))
        #expect(!dir.exists("App/fr.lproj/Legacy.generated.swift"), "never two LegacyLayout types in one target")
        let copy = try #require(result.files.first { $0.source == "App/fr.lproj/Legacy.xib" })
        #expect(copy.diagnostics.map(\.kind) == ["per-language-copy"])
        #expect(copy.diagnostics.first?.message.hasPrefix("a per-language copy of App/en.lproj/Legacy.xib") == true)
        #expect(dir.read("App/en.lproj/Legacy.generated.swift")?.contains(#"label.text = "Hello""#) == true)

        // Another development language: the French copy is generated, the English output removed.
        var config = XibgenConfig.default
        config.localization.developmentLanguage = "fr"
        let french = try sync(dir, config)
        #expect(french.status("App/fr.lproj/Legacy.xib") == .written)
        #expect(french.status("App/en.lproj/Legacy.xib") == .removed)
        #expect(!dir.exists("App/en.lproj/Legacy.generated.swift"))
        #expect(dir.read("App/fr.lproj/Legacy.generated.swift")?.contains(#"label.text = "Bonjour""#) == true)
    }

    @Test func localizationNeverWritesLiteralsAndAlwaysLooksUpEveryDocument() throws {
        let dir = project()
        dir.copyFixture("Simple.xib", to: "App/Simple.xib")
        var config = XibgenConfig.default
        config.localization.mode = .never
        _ = try sync(dir, config)
        let never = try #require(dir.read("App/Base.lproj/Profile.generated.swift"))
        #expect(!never.contains("NSLocalizedString"))
        #expect(never.contains(#"label.text = "Your name""#))
        #expect(dir.read("App/Simple.generated.swift")?.contains(#"label.text = "Hello""#) == true)

        config.localization = LocalizationOptions(mode: .always, bundle: ".module", function: "L10n.lookup")
        _ = try sync(dir, config)
        #expect(dir.read("App/Simple.generated.swift")?.contains(
            #"label.text = L10n.lookup("aBc-12-xyz.text", tableName: "Simple", bundle: .module, value: "Hello", comment: "UILabel.text")"#) == true)
        #expect(dir.read("App/Base.lproj/Profile.generated.swift")?.contains(#"bundle: .module"#) == true)
    }

    @Test func nonLocalizedDocumentsAndTheDefaultConfigHashAreUnchanged() throws {
        // Settings at their default leave the configuration hash (and so every header) as it was.
        #expect(!XibgenConfig.default.effectiveDescription.contains("localization"))
        var config = XibgenConfig.default
        config.localization.mode = .never
        #expect(config.effectiveHash != XibgenConfig.default.effectiveHash)
        // A XIB in an `.lproj` folder without translations beside it is not localized.
        let dir = TempDir()
        dir.copyFixture("Simple.xib", to: "App/Base.lproj/Simple.xib")
        _ = try sync(dir)
        #expect(dir.read("App/Base.lproj/Simple.generated.swift")?.contains(#"label.text = "Hello""#) == true)
    }

    @Test func aStringCatalogTranslatesTheDocumentOfItsName() throws {
        let dir = TempDir()
        dir.copyFixture("Simple.xib", to: "App/Base.lproj/Simple.xib")
        dir.write("App/Simple.xcstrings", """
        {
          "sourceLanguage" : "en",
          "strings" : {
            "aBc-12-xyz.text" : {
              "localizations" : {
                "en" : { "stringUnit" : { "state" : "translated", "value" : "Hello" } },
                "fr" : { "stringUnit" : { "state" : "translated", "value" : "Bonjour" } },
                "ja" : { "stringUnit" : { "state" : "new", "value" : "" } }
              }
            },
            "gOn-e0-000.text" : { "localizations" : { "fr" : { "stringUnit" : { "state" : "translated", "value" : "Parti" } } } }
          },
          "version" : "1.0"
        }
        """)
        let result = try sync(dir)
        let file = try #require(result.files.first)
        #expect(dir.read("App/Base.lproj/Simple.generated.swift")?.contains(#"NSLocalizedString("aBc-12-xyz.text", tableName: "Simple""#) == true)
        #expect(file.diagnostics.map(\.kind) == ["stale-translation"], "ja's untranslated entry is not a language with translations")
        #expect(file.diagnostics.first?.message.hasPrefix(#"App/Simple.xcstrings: 1 key names no localizable text"#) == true)
    }

    @Test func aBrokenTableIsReportedWithItsLine() throws {
        let dir = project()
        dir.write("App/fr.lproj/Profile.strings", "\"nAm-eL-abl.text\" = \"Votre nom\";\n\"sAv-eB-tn1.normalTitle\" = \"Enregistrer\"\n")
        let result = try sync(dir)
        let profile = try #require(result.files.first { $0.source == "App/Base.lproj/Profile.xib" })
        let problem = try #require(profile.diagnostics.first { $0.kind == "unreadable-translations" })
        #expect(problem.message == "App/fr.lproj/Profile.strings:3: expected ';' after the entry \"sAv-eB-tn1.normalTitle\", found the end of the file; its translations are not checked")
    }

    @Test func stringsTablesParseEscapesCommentsAndEncodings() throws {
        let text = #"""
        // line comment
        /* block
           comment */ "a.text" = "Say \"hi\"\n\U00e9\t\\";
        unquoted.key = "x";
        "only-key";
        "smile" = "\UD83D\UDE00";
        """#
        let entries = try TranslationFiles.parseStrings(Array(text.utf8))
        #expect(entries.map(\.key) == ["a.text", "unquoted.key", "only-key", "smile"])
        #expect(entries.map(\.value) == ["Say \"hi\"\né\t\\", "x", "only-key", "😀"])
        #expect(entries.map(\.line) == [3, 4, 5, 6])
        let utf16BigEndian: [UInt8] = [0xFE, 0xFF] + Array("\"k\" = \"v\";".utf16).flatMap { unit -> [UInt8] in [UInt8(unit >> 8), UInt8(unit & 0xFF)] }
        #expect(try TranslationFiles.parseStrings(utf16BigEndian).map(\.value) == ["v"])
        #expect(throws: TranslationFiles.Failure.self) { try TranslationFiles.parseStrings(Array("\"k\" = \"v".utf8)) }
    }

    @Test func configAcceptsTheShortAndLongForms() throws {
        #expect(try ConfigLoader.parse(yaml: "localization: never").localization.mode == .never)
        let long = try ConfigLoader.parse(yaml: """
        localization:
          mode: always
          bundle: .module
          function: L10n.string
          developmentLanguage: pt-BR
        """).localization
        #expect(long == LocalizationOptions(mode: .always, bundle: ".module", function: "L10n.string", developmentLanguage: "pt-BR"))
        #expect(throws: ConfigError.self) { try ConfigLoader.parse(yaml: "localization: sometimes") }
        #expect(throws: ConfigError.self) { try ConfigLoader.parse(yaml: "localization:\n  function: \"not a name\"") }
    }
}
