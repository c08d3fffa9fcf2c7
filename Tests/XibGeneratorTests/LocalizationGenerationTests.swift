import Foundation
import Testing
import XibModel
@testable import XibGenerator

/// Localized generation: every localizable text the model lists (`XibLocalization`) is looked
/// up under its key by the code the element translations write, through one function.
@Suite("Localized generation")
struct LocalizationGenerationTests {
    static let repoRoot: String = {
        var url = URL(fileURLWithPath: #filePath)
        for _ in 0..<3 { url.deleteLastPathComponent() }
        return url.path
    }()

    static let localized = GeneratorOptions(localization: LocalizationOptions(mode: .always))

    /// The golden and example XIBs: every element with texts the generator translates.
    static let xibs: [String] = {
        let manager = FileManager.default
        var paths: [String] = []
        for directory in ["Tests/XibGeneratorTests/Golden", "Examples"] {
            let base = repoRoot + "/" + directory
            guard let walker = manager.enumerator(atPath: base) else { continue }
            while let file = walker.nextObject() as? String {
                if file.hasSuffix(".xib") { paths.append(base + "/" + file) }
            }
        }
        return paths.sorted()
    }()

    /// Texts the generator does not write at all (so there is nothing to look up), with the reason.
    static func isNotShown(_ text: XibLocalizableText, in document: XibDocument) -> Bool {
        // A segment with an image shows the image; its title is reported and not set.
        text.keyPath.hasPrefix("segmentTitles[") && document.object(text.objectID).map { object in
            let index = Int(text.keyPath.dropFirst("segmentTitles[".count).dropLast())!
            return object.properties.first { $0.name == "segments" }?.children[index][attribute: "image"] != nil
        } == true
    }

    @Test("every localizable text of the golden and example XIBs is looked up under its key and table")
    func everyTextIsLookedUp() throws {
        var total = 0
        var byKeyPath: [String: Int] = [:]
        for path in Self.xibs {
            let bytes = Array(FileManager.default.contents(atPath: path)!)
            let document = try XibDocument.parse(bytes)
            let name = String(path.split(separator: "/").last!.dropLast(4))
            let output = ViewCodeGenerator.generate(document, xibName: name, options: Self.localized).text
            for text in document.localizableTexts where !Self.isNotShown(text, in: document) {
                total += 1
                byKeyPath[text.keyPath.replacingOccurrences(of: #"\[\d+\]"#, with: "[i]", options: .regularExpression), default: 0] += 1
                let lookup = "NSLocalizedString(\(SwiftLiteral.string(text.key)), tableName: \(SwiftLiteral.string(name)), bundle: .main, value: \(SwiftLiteral.string(text.value)),"
                #expect(output.contains(lookup), "\(name).xib:\(text.location.line): \(text.key) is not looked up")
            }
        }
        #expect(total >= 30, "the fixtures cover localizable texts (\(total): \(byKeyPath.sorted { $0.key < $1.key }))")
        for keyPath in ["text", "placeholder", "normalTitle", "segmentTitles[i]", "title", "accessibilityLabel"] {
            #expect(byKeyPath[keyPath] != nil, "no fixture has a \(keyPath) text")
        }
    }

    @Test("bars, navigation items, search bars, text views and accessibility hints are looked up too")
    func everyElementWithTexts() throws {
        let xml = TestXib.document(objects: """
        <view contentMode="scaleToFill" id="root"><rect key="frame" x="0" y="0" width="375" height="667"/><subviews>
          <navigationBar contentMode="scaleToFill" id="nav"><rect key="frame" x="0" y="0" width="375" height="44"/><items>
            <navigationItem title="Settings" prompt="Choose" backButtonTitle="Back" id="nav-item"/></items></navigationBar>
          <toolbar contentMode="scaleToFill" id="tools"><rect key="frame" x="0" y="44" width="375" height="44"/><items>
            <barButtonItem title="Done" id="done-item"/></items></toolbar>
          <tabBar contentMode="scaleToFill" id="tabs"><rect key="frame" x="0" y="88" width="375" height="49"/><items>
            <tabBarItem title="Inbox" id="inbox-item"/></items></tabBar>
          <searchBar contentMode="redraw" text="abc" placeholder="Search" prompt="Find" id="search"><rect key="frame" x="0" y="140" width="375" height="56"/>
            <scopeButtonTitles><string>All</string><string>Mine</string></scopeButtonTitles><textInputTraits key="textInputTraits"/></searchBar>
          <textView clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="scaleToFill" text="Notes" id="notes"><rect key="frame" x="0" y="200" width="375" height="100"/></textView>
          <button opaque="NO" contentMode="scaleToFill" buttonType="system" id="btn"><rect key="frame" x="0" y="300" width="100" height="30"/>
            <accessibility key="accessibilityConfiguration" hint="Sends it"/>
            <state key="normal" title="Send"/><state key="highlighted" title="Sending"/><state key="disabled" title="Off"/></button>
        </subviews></view>
        """)
        let document = try XibDocument.parse(Array(xml.utf8))
        let output = ViewCodeGenerator.generate(document, xibName: "Fixture", options: Self.localized).text
        let keys = document.localizableTexts.map(\.key)
        #expect(keys.count == 15, "\(keys)")
        for text in document.localizableTexts {
            #expect(output.contains("NSLocalizedString(\(SwiftLiteral.string(text.key)), tableName: \"Fixture\""), "\(text.key) is not looked up")
        }
    }

    @Test("without localization the same XIBs write literals, byte for byte as before")
    func literalsByDefault() throws {
        for path in Self.xibs {
            let document = try XibDocument.parse(Array(FileManager.default.contents(atPath: path)!))
            let name = String(path.split(separator: "/").last!.dropLast(4))
            let plain = ViewCodeGenerator.generate(document, xibName: name).text
            let input = LocalizationInput(tableName: name, tables: [])
            #expect(ViewCodeGenerator.generate(document, xibName: name, localization: input).text == plain,
                    "auto: a document without translations is not localized")
            var never = GeneratorOptions.default
            never.localization.mode = .never
            let table = LocalizationTable(language: "fr", path: "fr.lproj/\(name).strings", format: .strings, entries: [])
            #expect(ViewCodeGenerator.generate(document, xibName: name, options: never,
                                               localization: LocalizationInput(tableName: name, tables: [table])).text == plain)
        }
    }

    @Test("the lookup uses the configured function and bundle, and only for the nib loader's texts")
    func functionAndBundle() throws {
        let xml = TestXib.document(subview: #"<label text="Hi" restorationIdentifier="greeting" id="lbl-1"><rect key="frame" x="0" y="0" width="10" height="10"/></label>"#)
        var options = GeneratorOptions.default
        options.localization = LocalizationOptions(mode: .always, bundle: ".module", function: "L10n.tr")
        let text = try TestXib.generate(xml, options: options).text
        #expect(text.contains(#"label.text = L10n.tr("lbl-1.text", tableName: "Fixture", bundle: .module, value: "Hi", comment: "UILabel.text")"#))
        #expect(text.contains(#"label.restorationIdentifier = "greeting""#), "not a localizable text")
    }
}
