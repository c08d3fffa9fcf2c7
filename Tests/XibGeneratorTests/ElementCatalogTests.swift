import Foundation
import Testing
import XibModel
@testable import XibGenerator

/// How the generator finds an element's spec, and that the catalog is complete.
@Suite("Element catalog")
struct ElementCatalogTests {
    /// A root view holding `snippet`, and a type generator for it that has not generated anything yet.
    private static func freshGenerator(subview snippet: String) throws -> (TypeGenerator, XibObject) {
        let document = try XibDocument.parse(Array(TestXib.document(subview: snippet).utf8))
        let root = try #require(document.objects.first)
        let generator = TypeGenerator(document: document, root: root, typeName: "FixtureLayout", superclass: "UIView", options: .default)
        return (generator, try #require(root.subviews.first))
    }

    @Test("an action is wired by the element's catalog spec even before any pass has looked the element up")
    func actionOfUnresolvedElement() throws {
        // A bar button item's action is its `target`/`action` pair; as a plain view it was dropped.
        var (generator, toolbar) = try Self.freshGenerator(subview: """
            <toolbar contentMode="scaleToFill" id="tb"><items><barButtonItem title="Done" id="b1"><connections><action selector="done:" destination="-1" id="a1"/></connections></barButtonItem></items></toolbar>
            """)
        let item = try #require(toolbar.keyedObjects.first)
        let action = try #require(item.connections.first { $0.kind == .action })
        var output = TypeGenerator.ConnectionOutput()
        generator.actionStatement(action, source: "doneBarButtonItem", into: &output)
        #expect(output.ownerActions == ["doneBarButtonItem.target = owner", "doneBarButtonItem.action = #selector(OwnerViewController.done(_:))"])
        #expect(generator.diagnostics.isEmpty, "\(generator.diagnostics)")
    }

    @Test("a file imports the framework of each element it uses besides UIKit, sorted")
    func imports() throws {
        let both = try TestXib.generate(TestXib.document(subview: """
            <wkWebView contentMode="scaleToFill" id="w1"><wkWebViewConfiguration key="configuration"/></wkWebView><mapView contentMode="scaleToFill" id="m1"/>
            """))
        #expect(both.text.hasPrefix("import UIKit\nimport MapKit\nimport WebKit\n\n"), "\(both.text.prefix(80))")
        let plain = try TestXib.generate(TestXib.document(subview: #"<label text="Hi" id="l1"/>"#))
        #expect(plain.text.hasPrefix("import UIKit\n\n"), "\(plain.text.prefix(80))")
    }

    @Test("top-level views get a type; gesture recognizers, bar items and untranslated objects do not, and are reported")
    func topLevelTypes() throws {
        let output = try TestXib.generate(TestXib.document(objects: """
            <view contentMode="scaleToFill" id="v1"/>
            <tapGestureRecognizer id="g1"/>
            <pongPressGestureRecognizer allowableMovement="10" minimumPressDuration="0.5" id="g2"/>
            <barButtonItem title="Item" id="b1"/>
            <customObject id="o1" customClass="Presenter"/>
            <viewController id="vc1"/>
            <unknownView contentMode="scaleToFill" id="u1"/>
            """))
        #expect(output.typeNames == ["FixtureLayout", "FixtureViewLayout"])
        let reported = output.diagnostics.filter { $0.kind == "unsupported-top-level-object" }.map(\.location.line)
        #expect(reported == [7, 8, 9, 10, 11])
        #expect(output.diagnostics.contains { $0.kind == "unsupported-element" && $0.message.contains("<unknownView>") })
    }

    @Test("a root naming a UIKit class has that class's initializers, unless they are built from its element's attributes", arguments: [
        ("UITextView", ["override init(frame: CGRect, textContainer: NSTextContainer?) {", "required init?(coder: NSCoder) {"]),
        ("UIStackView", ["override init(frame: CGRect) {", "required init(coder: NSCoder) {"]),
        ("UITableView", ["override init(frame: CGRect) {", "required init?(coder: NSCoder) {"]),
    ])
    func rootShapeOfNamedUIKitClass(uikitClass: String, initializers: [String]) throws {
        let output = try TestXib.generate(TestXib.document(objects: #"<view contentMode="scaleToFill" id="r" customClass="\#(uikitClass)"/>"#))
        let lines = TestXib.lines(output.text)
        #expect(lines.filter { ($0.contains("init(") || $0.contains("init?(")) && $0.hasSuffix("{") } == initializers, "\(output.text)")
    }

    @Test("what a root shape's members cannot translate is reported, as the marker in the code says")
    func rootShapeMemberDiagnostics() throws {
        let output = try TestXib.generate(TestXib.document(objects: """
            <collectionView clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="scaleToFill" dataMode="none" id="cv">
                <collectionViewFlowLayout key="collectionViewLayout" minimumLineSpacing="10" minimumInteritemSpacing="10" futureSpacing="4" id="fl"/>
            </collectionView>
            """))
        #expect(output.text.contains("// xibgen: collection view layout attribute futureSpacing is not translated yet"))
        #expect(output.diagnostics.map(\.message) == ["collection view layout attribute futureSpacing is not translated yet"])
    }

    // MARK: - Registration

    static let elementsDirectory: String = {
        var url = URL(fileURLWithPath: #filePath)
        for _ in 0..<3 { url.deleteLastPathComponent() }
        return url.path + "/Sources/XibGenerator/Elements"
    }()

    /// The specs `Elements/*.swift` declare: each `static let` of an `extension ElementSpec`
    /// (private ones are a spec's parts, such as a content view, not elements), by file.
    static func declaredSpecs() throws -> [(name: String, file: String)] {
        var found: [(String, String)] = []
        let files = try FileManager.default.contentsOfDirectory(atPath: elementsDirectory).filter { $0.hasSuffix(".swift") }.sorted()
        for file in files {
            let text = try String(contentsOfFile: elementsDirectory + "/" + file, encoding: .utf8)
            var inSpecExtension = false
            for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
                if line.hasPrefix("extension ElementSpec") { inSpecExtension = true } else if line.hasPrefix("}") { inSpecExtension = false }
                guard inSpecExtension, line.hasPrefix("    static let ") else { continue }
                found.append((String(line.dropFirst("    static let ".count).prefix { $0.isLetter || $0.isNumber || $0 == "_" }), file))
            }
        }
        return found
    }

    /// The names `ElementCatalog.entries` lists (`{ .label }, { .button }…`).
    static func catalogNames() throws -> [String] {
        let text = try String(contentsOfFile: elementsDirectory + "/ElementCatalog.swift", encoding: .utf8)
        let start = try #require(text.range(of: "static let entries: [Entry] = ["))
        let end = try #require(text.range(of: "\n    ]\n", range: start.upperBound..<text.endIndex))
        return text[start.upperBound..<end.lowerBound].split(separator: "\n").compactMap { line in
            line.range(of: "{ .").map { String(line[$0.upperBound...].prefix { $0.isLetter || $0.isNumber || $0 == "_" }) }
        }
    }

    @Test("every spec declared in Elements/ is in the catalog, once, under its own tag")
    func everySpecIsRegistered() throws {
        let declared = try Self.declaredSpecs()
        let listed = try Self.catalogNames()
        #expect(declared.count > 40, "the scan found \(declared.count) specs: \(declared)")
        for spec in declared where !listed.contains(spec.name) {
            Issue.record("ElementSpec.\(spec.name) (Elements/\(spec.file)) is not listed in ElementCatalog.all")
        }
        for name in listed where !declared.contains(where: { $0.name == name }) {
            Issue.record("ElementCatalog.all lists .\(name), which no extension ElementSpec in Elements/ declares")
        }
        #expect(Set(listed).count == listed.count, "listed twice: \(listed.filter { name in listed.filter { $0 == name }.count > 1 })")
        #expect(ElementCatalog.all.count == listed.count)
        let tags = ElementCatalog.all.map(\.tag)
        #expect(Set(tags).count == tags.count, "tags listed twice: \(tags.filter { tag in tags.filter { $0 == tag }.count > 1 })")
        for spec in ElementCatalog.all {
            #expect(ElementCatalog.spec(for: spec.tag) === spec, "<\(spec.tag)> resolves to another spec")
            #expect(spec.isTranslated)
        }
    }

    @Test("each catalog entry's written-out tag, class and kind are its spec's, in the catalog's order")
    func entriesAgreeWithSpecs() {
        #expect(ElementCatalog.entries.count == ElementCatalog.all.count)
        for (entry, spec) in zip(ElementCatalog.entries, ElementCatalog.all) {
            #expect(entry.spec() === spec)
            #expect(entry.tag == spec.tag)
            #expect(entry.uikitClass == spec.uikitClass, "\(entry.tag)")
            #expect(entry.kind == ElementCatalog.Entry.Kind(of: spec), "kind of \(entry.tag)")
        }
        // Lookups by class find the first element of the class, as a search of `all` does.
        for spec in ElementCatalog.all {
            #expect(ElementCatalog.spec(forUIKitClass: spec.uikitClass) === ElementCatalog.all.first { $0.uikitClass == spec.uikitClass })
        }
        #expect(ElementCatalog.spec(forUIKitClass: "UIWindow") == nil)
    }

    /// Records which entries' specs were made.
    private final class Made: @unchecked Sendable {
        private let lock = NSLock()
        private var tags: [String] = []
        func add(_ tag: String) { lock.lock(); tags.append(tag); lock.unlock() }
        var all: [String] { lock.lock(); defer { lock.unlock() }; return tags }
    }

    @Test("a lookup makes only the spec it returns: none for a tag or class the catalog lacks")
    func lookupsMakeOnlyTheirSpec() {
        let made = Made()
        func entry(_ spec: ElementSpec, _ kind: ElementCatalog.Entry.Kind = .other) -> ElementCatalog.Entry {
            ElementCatalog.Entry(spec.tag, spec.uikitClass, kind) { made.add(spec.tag); return spec }
        }
        let tables = ElementCatalog.Tables([entry(.view), entry(.label), entry(.textView, .uikitSubclassView),
                                            entry(.mtkView, .frameworkView), entry(.button)])
        #expect(made.all.isEmpty)
        #expect(tables.spec(forTag: "label") === ElementSpec.label)
        #expect(made.all == ["label"])
        #expect(tables.spec(forTag: "slider") == nil)
        #expect(tables.spec(forClass: "UIButton") === ElementSpec.button)
        #expect(tables.spec(forClass: "UISlider") == nil)
        #expect(tables.frameworkView("MTKView") === ElementSpec.mtkView)
        #expect(tables.frameworkView("UITextView") == nil)
        #expect(tables.uikitSubclassView("UITextView") == 2)
        #expect(tables.uikitSubclassView("MTKView") == nil)
        #expect(made.all == ["label", "button", "mtkView"])
    }
}
