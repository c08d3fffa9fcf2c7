import Foundation
import Testing
import XibModel
@testable import XibGenerator

/// Names stay put when the document changes elsewhere: every rename is a diff in the
/// generated file and in the hand-written code that uses it.
@Suite("Names: stable under edits")
struct NameStabilityTests {
    static let namesXIB = GoldenTests.goldenDirectory.appendingPathComponent("Names.xib")

    static func generate(_ xml: String) throws -> String {
        ViewCodeGenerator.generate(try XibDocument.parse(Array(xml.utf8)), xibName: "Names").text
    }

    /// Whether `old`'s lines all appear in `new`, in order: the diff from one to the other only adds.
    static func onlyAdds(from old: String, to new: String) -> (Bool, String) {
        let newLines = new.split(separator: "\n", omittingEmptySubsequences: false)
        var index = newLines.startIndex
        for line in old.split(separator: "\n", omittingEmptySubsequences: false) {
            guard let found = newLines[index...].firstIndex(of: line) else { return (false, "missing or moved: \(line)") }
            index = found + 1
        }
        return (true, "")
    }

    @Test("inserting views into the Names fixture, before and among others, only adds to the output", arguments: [
        // In the root, before the header and everything after it.
        (#"<view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="header">"#,
         #"<view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="promo"><rect key="frame" x="0" y="0" width="390" height="40"/><subviews><label text="Welcome back" id="promoText"/></subviews></view>"#),
        // In the content, before the avatar.
        (#"<view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="avatarBox">"#, #"<label text="Followers" id="followers"/>"#),
        // A second image in the card, after the stack the card is named after.
        (#"<color key="backgroundColor" systemColor="secondarySystemGroupedBackgroundColor"/>"#, #"<imageView image="chevron" id="chevron"/>"#),
        // A button in the header, which is a header already.
        (#"<label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Profile""#, #"<button id="share"><state key="normal" title="Share"/></button>"#),
        // An unnamed leaf in the footer, after the others.
        (#"<label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="" translatesAutoresizingMaskIntoConstraints="NO" id="status">"#,
         #"<view contentMode="scaleToFill" id="spinnerSlot"><rect key="frame" x="0" y="0" width="20" height="20"/></view>"#),
    ])
    func insertionOnlyAdds(anchor: String, snippet: String) throws {
        let xml = try String(contentsOf: Self.namesXIB, encoding: .utf8)
        let range = try #require(xml.range(of: anchor), "no \(anchor) in Names.xib")
        let inserted: String
        if anchor.hasPrefix("<color") {
            // Into the card's subviews, after its stack: the card's background colour follows them.
            let stackEnd = try #require(xml.range(of: "</stackView>\n", options: .backwards, range: xml.startIndex..<range.lowerBound))
            inserted = xml.replacingCharacters(in: stackEnd, with: "</stackView>\n" + snippet + "\n")
        } else {
            inserted = xml.replacingCharacters(in: range, with: snippet + anchor)
        }
        let (ok, why) = Self.onlyAdds(from: try Self.generate(xml), to: try Self.generate(inserted))
        #expect(ok, "\(why)")
        #expect(try Self.generate(inserted) != Self.generate(xml))
    }

    @Test("an unnamed view added before others does not renumber them (names used to come from a counter through the document)")
    func noCounterShift() throws {
        func document(_ first: String) -> String {
            TestXib.document(subview: first + #"""
                <view id="a"><rect key="frame" x="0" y="0" width="100" height="1"/><color key="backgroundColor" systemColor="separatorColor"/></view><view id="b"><rect key="frame" x="0" y="0" width="100" height="100"/><subviews><label text="Price" id="p"/></subviews></view><view id="c"><rect key="frame" x="0" y="0" width="100" height="100"/></view>
                """#)
        }
        let before = try Self.generate(document(""))
        let after = try Self.generate(document(#"<view id="new"><rect key="frame" x="0" y="0" width="100" height="100"/><subviews><imageView image="banner" id="i"/></subviews></view>"#))
        let (ok, why) = Self.onlyAdds(from: before, to: after)
        #expect(ok, "\(why)")
        #expect(before.contains("lazy var separatorView: UIView"))
        #expect(before.contains("lazy var priceContainerView: UIView"))
        #expect(before.contains("lazy var placeholderView: UIView"))
    }

    /// Every XIB of the golden fixtures and Examples.
    static var fixtures: [URL] {
        GoldenTests.xibs(in: GoldenTests.goldenDirectory).map { GoldenTests.goldenDirectory.appendingPathComponent($0) }
            + GoldenTests.xibs(in: GoldenTests.examplesDirectory).map { GoldenTests.examplesDirectory.appendingPathComponent($0) }
    }

    /// The names of every generated type's views, by id.
    static func names(_ xml: String) throws -> [String: String] {
        let document = try XibDocument.parse(Array(xml.utf8))
        var result: [String: String] = [:]
        for root in ViewCodeGenerator.orderedRoots(document) {
            var generator = TypeGenerator(document: document, root: root, typeName: "T",
                                          superclass: ViewCodeGenerator.superclass(of: root, xibName: "T"), options: .default)
            var writer = CodeWriter(indent: "    ")
            generator.generate(into: &writer)
            for id in generator.namedIDs {
                if case .some(.some(let name)) = generator.names[id] { result[id] = name }
            }
        }
        return result
    }

    /// Each object's parent: the object whose subviews or keyed objects hold it, or the view a
    /// gesture recognizer is attached to.
    static func parents(_ xml: String) throws -> [String: String] {
        let document = try XibDocument.parse(Array(xml.utf8))
        var parents: [String: String] = [:]
        func visit(_ object: XibObject) {
            for child in object.keyedObjects + object.subviews {
                parents[child.id] = object.id
                visit(child)
            }
            for connection in object.connections where connection.kind == .outletCollection && connection.property == "gestureRecognizers" {
                parents[connection.destination] = object.id
            }
        }
        for object in document.objects { visit(object) }
        return parents
    }

    @Test("a view added last to any container of any fixture renames only that container, its ancestors and what they qualify",
          arguments: fixtures)
    func appendingElsewhere(fixture: URL) throws {
        let xml = try String(contentsOf: fixture, encoding: .utf8)
        let before = try Self.names(xml)
        var searchStart = xml.startIndex
        var probes = 0
        while let close = xml.range(of: "</subviews>", range: searchStart..<xml.endIndex) {
            searchStart = close.upperBound
            probes += 1
            let probe = #"<imageView image="probe_marker" id="probe\#(probes)"/>"#
            let edited = xml.replacingCharacters(in: close, with: probe + "</subviews>")
            let after = try Self.names(edited)
            let parents = try Self.parents(edited)
            guard let container = parents["probe\(probes)"] else { continue }
            var chain: Set<String> = []
            var id: String? = container
            while let current = id {
                chain.insert(current)
                id = parents[current]
            }
            func hasRenamedAncestor(_ id: String) -> Bool {
                var ancestor = parents[id]
                while let current = ancestor {
                    if before[current] != after[current] { return true }
                    ancestor = parents[current]
                }
                return false
            }
            for (id, name) in before where after[id] != name && !chain.contains(id) && !hasRenamedAncestor(id) {
                Issue.record("\(fixture.lastPathComponent): adding a view to \(container) renamed \(id) from \(name) to \(after[id] ?? "nothing")")
            }
        }
        #expect(probes > 0 || !xml.contains("<subviews>"))
    }
}
