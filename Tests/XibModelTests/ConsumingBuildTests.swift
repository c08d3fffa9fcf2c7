import Foundation
import Testing
@testable import XibModel

/// `XibDocument.build(consuming:)` lets a XIB's element tree go as the model is made: the model is
/// the one `build(_:)` makes, and a tree someone else still holds is left as it was.
@Suite("XIB model built from a tree handed over")
struct ConsumingBuildTests {
    /// The generator's golden XIBs and the conformance fixtures: every kind of element the model types.
    static let documents: [String] = {
        let tests = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        var paths: [String] = []
        for folder in ["XibGeneratorTests/Golden", "XibConformanceTests/Fixtures"] {
            let directory = tests.appendingPathComponent(folder)
            let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
            paths += names.filter { $0.hasSuffix(".xib") }.sorted().map { directory.appendingPathComponent($0).path }
        }
        return paths
    }()

    private func expectSameModel(_ built: XibDocument, _ expected: XibDocument, _ what: String) {
        #expect(built.header == expected.header, "\(what)")
        #expect(built.placeholders == expected.placeholders, "\(what)")
        #expect(built.objects == expected.objects, "\(what)")
        #expect(built.resources == expected.resources, "\(what)")
        #expect(built.diagnostics == expected.diagnostics, "\(what)")
    }

    @Test("the model made while letting the tree go is the model made from a tree kept")
    func sameModel() throws {
        #expect(Self.documents.count > 10)
        for path in Self.documents {
            let bytes = Array(try Data(contentsOf: URL(fileURLWithPath: path)))
            let expected = try XibDocument.build(XMLReader.parse(bytes))
            expectSameModel(try XibDocument.build(consuming: XMLReader.parse(bytes)), expected, path)
        }
    }

    @Test("a tree the caller still holds is left whole, and gives the same model")
    func sharedTreeUntouched() throws {
        for path in Self.documents {
            let bytes = Array(try Data(contentsOf: URL(fileURLWithPath: path)))
            let tree = try XMLReader.parse(bytes)
            let expected = try XibDocument.build(tree)
            expectSameModel(try XibDocument.build(consuming: tree), expected, path)
            #expect(tree == (try XMLReader.parse(bytes)), "\(path)")
            #expect(tree.children.contains { $0.name == "objects" && !$0.children.isEmpty }, "\(path)")
        }
    }

    @Test("objects' raw properties survive their elements' release")
    func propertiesKept() throws {
        let text = XibDocumentTests.document("""
                <view id="root"><rect key="frame" x="0" y="0" width="10" height="10"/><subviews>
                    <label text="A" id="l1"><fontDescription key="fontDescription" type="system" pointSize="17"/>
                        <color key="textColor" red="0.1" green="0.2" blue="0.3" alpha="1" colorSpace="custom" customColorSpace="sRGB"/></label>
                </subviews></view>
        """)
        let document = try XibDocument.build(consuming: XMLReader.parse(Array(text.utf8)))
        let label = try #require(document.object("l1"))
        #expect(label.properties.map(\.name) == ["fontDescription", "color"])
        #expect(label.properties[1][attribute: "green"] == "0.2")
    }
}
