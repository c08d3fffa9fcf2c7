import Testing
import XibModel
@testable import XibGenerator

/// How the generated flow names segue cases and containers' factories.
@Suite struct StoryboardFlowTests {
    static let target = #"<viewController storyboardIdentifier="target" id="t" customClass="TargetViewController" sceneMemberID="viewController"><view key="view" contentMode="scaleToFill" id="tRoot"><rect key="frame" x="0.0" y="0.0" width="375" height="667"/></view></viewController>"#

    static func source(_ identifiers: [String?]) -> String {
        let segues = identifiers.enumerated().map { index, identifier in
            #"<segue destination="t" kind="show""# + (identifier.map { #" identifier="\#($0)""# } ?? "") + #" id="s\#(index)"/>"#
        }.joined()
        return #"<viewController id="src" customClass="SourceViewController" sceneMemberID="viewController"><view key="view" contentMode="scaleToFill" id="sRoot"><rect key="frame" x="0.0" y="0.0" width="375" height="667"/></view><connections>\#(segues)</connections></viewController>"#
    }

    @Test func segueCasesAreIdentifierNamesNeverTheEnumerationsMembersAndNeverCollide() throws {
        let xml = TestXib.storyboard(scenes: [Self.source(["identifier", "default", "show detail", "Show-Detail", nil, "allCases"]), Self.target])
        let output = ViewCodeGenerator.generate(try XibDocument.parse(Array(xml.utf8)), xibName: "Main")
        let text = output.text
        for line in ["case identifier2", "case `default`", "case showDetail", "case showDetail2", "case showTarget", "case allCases2",
                     "case .identifier2: \"identifier\"", "case .showTarget: nil",
                     "static func perform(_ segue: SourceViewControllerSegue, from source: SourceViewController, sender: Any? = nil)",
                     "static func makeTarget() -> TargetViewController"] {
            #expect(text.contains(line), "missing \(line) in:\n\(text)")
        }
        #expect(output.segues.map(\.caseName) == ["identifier2", "`default`", "showDetail", "showDetail2", "showTarget", "allCases2"])
        #expect(output.diagnostics.filter { $0.severity == .warning }.isEmpty, "\(output.diagnostics)")
    }

    @Test func aSegueToAControllerNoFactoryBuildsIsReportedNotAnEmptyCase() throws {
        let hosting = #"<hostingController id="h" sceneMemberID="viewController"/>"#
        let source = #"<viewController id="src" customClass="SourceViewController" sceneMemberID="viewController"><view key="view" contentMode="scaleToFill" id="sRoot"><rect key="frame" x="0.0" y="0.0" width="375" height="667"/></view><connections><segue destination="h" kind="show" identifier="toSwiftUI" id="s0"/><segue destination="t" kind="show" identifier="toTarget" id="s1"/></connections></viewController>"#
        let output = ViewCodeGenerator.generate(try XibDocument.parse(Array(TestXib.storyboard(scenes: [source, hosting, Self.target]).utf8)), xibName: "Main")
        #expect(output.segues.map(\.caseName) == ["toTarget"])
        #expect(!output.text.contains("case toSwiftUI"), "\(output.text)")
        #expect(output.diagnostics.contains { $0.kind == "segue" && $0.message.contains("\"toSwiftUI\"") && $0.message.contains("<hostingController>") })
    }
}
