import Testing
import XibModel
@testable import XibGenerator

/// Work that grows with a document's size grows linearly: counted (`WorkCounts`, deterministic),
/// never timed.
@Suite("Linear work")
struct LinearWorkTests {
    /// The shape of a fuzzed XIB that took 90 ms: a `<constraints>` list broken open, so every
    /// `<constraint>` is a top-level object of an element the catalog lacks, each a view type of
    /// its own; the File's Owner's `view` outlet names the first. Every other type asked which
    /// root comes first by ordering all `count` of them again, and each element the catalog
    /// lacks derived a spec of its own on each lookup: quadratic, 60 s for 2,400 of them.
    static func topLevelUnknownElements(_ count: Int) -> String {
        var objects = #"<view contentMode="scaleToFill" id="root"><rect key="frame" x="0" y="0" width="320" height="100"/></view>"#
        for index in 0..<count {
            objects += #"<constraint firstItem="v\#(index)" firstAttribute="top" secondItem="v\#(index + 1)" secondAttribute="top" constant="10" id="c\#(index)"/>"#
        }
        return """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="9531" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES">
                <objects>
                    <placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="FixtureViewController"><connections><outlet property="view" destination="root" id="o1"/></connections></placeholder>
                    \(objects)
                </objects>
            </document>
            """
    }

    private static func work(_ xml: String) throws -> (counts: WorkCounts, output: GeneratedSource) {
        let document = try XibDocument.parse(Array(xml.utf8))
        let (output, counts) = WorkCounts.counting { ViewCodeGenerator.generate(document, xibName: "Fixture") }
        return (counts, output)
    }

    private static func lookups(_ xml: String) throws -> (lookups: Int, types: Int) {
        let (counts, output) = try work(xml)
        return (counts.catalogLookups, output.typeNames.count)
    }

    @Test("many top-level views of an unknown element: catalog lookups grow linearly with their number")
    func topLevelUnknownElementsAreLinear() throws {
        let small = try Self.lookups(Self.topLevelUnknownElements(50))
        let large = try Self.lookups(Self.topLevelUnknownElements(200))
        #expect(small.types == 51 && large.types == 201)
        // Linear: about 4× for 4× the elements (quadratic was 15×).
        let ratio = Double(large.lookups) / Double(small.lookups)
        #expect(ratio < 4.5, "\(small.lookups) lookups for 50 elements, \(large.lookups) for 200: \(ratio)×")
    }

    /// `count` buttons, each with an action to the File's Owner (a Swift class, so `#selector`).
    static func buttonsWithActions(_ count: Int) -> String {
        var buttons = ""
        for index in 0..<count {
            buttons += #"<button opaque="NO" contentMode="scaleToFill" buttonType="system" id="b\#(index)"><rect key="frame" x="0" y="\#(index)" width="80" height="30"/><state key="normal" title="Go \#(index)"/><connections><action selector="go\#(index):" destination="-1" eventType="touchUpInside" id="a\#(index)"/></connections></button>"#
        }
        return TestXib.document(subview: buttons)
    }

    @Test("many actions: the actions read to spell their selectors grow linearly with their number")
    func actionsAreLinear() throws {
        let small = try Self.work(Self.buttonsWithActions(50))
        let large = try Self.work(Self.buttonsWithActions(200))
        #expect(large.output.text.contains("#selector(OwnerViewController.go199(_:))"), "\(large.output.text.suffix(400))")
        // Each action asked whether every action to its destination has a checked spelling by
        // reading them all: 50 actions read 2,500, 200 read 40,000.
        let ratio = Double(large.counts.actionsRead) / Double(small.counts.actionsRead)
        #expect(ratio < 4.5, "\(small.counts.actionsRead) actions read for 50, \(large.counts.actionsRead) for 200: \(ratio)×")
    }
}

/// `ViewNaming.stem`'s byte-wise path for ASCII names against the Character-wise one it stands for.
@Suite("Name stems")
struct NameStemTests {
    @Test("ASCII and other names lose the same role suffix", arguments: [
        ("nameLabel", "name"), ("avatarImageView", "avatar"), ("ImageView", "Image"), ("View", "View"),
        ("label", "label"), ("", ""), ("listTableViewCell", "list"), ("tableView", "table"), ("xView", "x"),
        ("héroImageView", "héro"), ("caféLabel", "café"), ("e\u{301}View", "e\u{301}"), ("\u{301}View", "\u{301}"),
    ])
    func stems(name: String, stem: String) {
        #expect(ViewNaming.stem(name) == stem)
        // The reference: the first role suffix the name ends with (by Character), when more is left.
        let reference = ViewNaming.roleSuffixes.first { name.hasSuffix($0) && name.count > $0.count }
            .map { String(name.dropLast($0.count)) } ?? name
        #expect(ViewNaming.stem(name) == reference)
    }
}
