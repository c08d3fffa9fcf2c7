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
        #expect(output.configure == ["doneBarButtonItem.action = #selector(OwnerViewController.done(_:))"])
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
}
