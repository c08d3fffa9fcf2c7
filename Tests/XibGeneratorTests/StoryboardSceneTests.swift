import Testing
import XibModel
@testable import XibGenerator

/// How a scene's layout connects to a controller without a class of its own, and what it does
/// with a root view of another UIKit element's class.
@Suite struct StoryboardSceneTests {
    static func generate(_ controller: String) throws -> GeneratedSource {
        let document = try XibDocument.parse(Array(TestXib.storyboard(scenes: [controller]).utf8))
        return ViewCodeGenerator.generate(document, xibName: "Main")
    }

    @Test func aUIKitControllerIsConnectedOnlyAsTheProtocolsItAdopts() throws {
        // UIViewController is no UISearchBarDelegate: the storyboard's connection is reported, not compiled in.
        let plain = try Self.generate(#"<viewController id="vc" sceneMemberID="viewController"><view key="view" contentMode="scaleToFill" id="root"><rect key="frame" x="0.0" y="0.0" width="375" height="667"/><subviews><searchBar contentMode="redraw" id="search"><rect key="frame" x="0.0" y="0.0" width="375" height="56"/><connections><outlet property="delegate" destination="vc" id="o1"/></connections></searchBar></subviews></view></viewController>"#)
        #expect(!plain.text.contains("delegate = owner"), "\(plain.text)")
        #expect(plain.text.contains("// xibgen: set searchBar.delegate in UIViewController"), "\(plain.text)")
        #expect(plain.diagnostics.contains { $0.kind == "owner-outlet" && $0.location.line > 0 })
        // UITableViewController is its table's data source and delegate.
        let table = try Self.generate(#"<tableViewController id="tvc" sceneMemberID="viewController"><tableView key="view" clipsSubviews="YES" contentMode="scaleToFill" alwaysBounceVertical="YES" dataMode="prototypes" style="plain" separatorStyle="default" rowHeight="-1" estimatedRowHeight="-1" sectionHeaderHeight="28" sectionFooterHeight="28" id="table"><rect key="frame" x="0.0" y="0.0" width="375" height="667"/><connections><outlet property="dataSource" destination="tvc" id="o1"/><outlet property="delegate" destination="tvc" id="o2"/></connections></tableView></tableViewController>"#)
        #expect(table.text.contains("func connect(to owner: UITableViewController) {\n            dataSource = owner\n            delegate = owner\n        }"), "\(table.text)")
    }

    @Test func aRootViewOfAnotherUIKitElementsClassKeepsItsElementsClassAndIsReported() throws {
        let output = try Self.generate(#"<viewController id="vc" customClass="PickerViewController" sceneMemberID="viewController"><view key="view" contentMode="scaleToFill" id="root" customClass="UITableView"><rect key="frame" x="0.0" y="0.0" width="375" height="667"/></view></viewController>"#)
        #expect(output.text.contains("class PickerViewControllerLayout: UIView {"), "\(output.text)")
        #expect(output.diagnostics.contains { $0.kind == "unsupported-class" && $0.message.contains("UITableView") })
    }
}

extension StoryboardSceneTests {
    @Test func anActionToAnotherScenesControllerIsReportedNotNilTargeted() throws {
        let first = #"<viewController id="a" customClass="AViewController" sceneMemberID="viewController"><view key="view" contentMode="scaleToFill" id="aRoot"><rect key="frame" x="0.0" y="0.0" width="375" height="667"/></view></viewController>"#
        let second = #"<viewController id="b" customClass="BViewController" sceneMemberID="viewController"><view key="view" contentMode="scaleToFill" id="bRoot"><rect key="frame" x="0.0" y="0.0" width="375" height="667"/><subviews><button opaque="NO" contentMode="scaleToFill" buttonType="system" id="go"><rect key="frame" x="0.0" y="0.0" width="100" height="30"/><connections><action selector="go:" destination="a" eventType="touchUpInside" id="act"/></connections></button></subviews></view></viewController>"#
        let document = try XibDocument.parse(Array(TestXib.storyboard(scenes: [first, second]).utf8))
        let output = ViewCodeGenerator.generate(document, xibName: "Main")
        #expect(!output.text.contains("addTarget(nil"), "\(output.text)")
        #expect(output.text.contains("// xibgen: action go: of goButton goes to another scene's <viewController> AViewController; not wired"), "\(output.text)")
        #expect(output.diagnostics.contains { $0.kind == "unsupported-action" && $0.message.contains("another scene") })
    }

    @Test func aSceneTitleOrReuseIdentifierSpanningLinesStaysInsideItsComments() throws {
        // IB writes a scene's title as the XML comment before <scene>, line breaks included; an attribute
        // keeps one written as a character reference. Either, copied into a doc comment, ended the comment.
        let controller = #"<tableViewController id="tvc" customClass="ListViewController" customModule="App" sceneMemberID="viewController"><tableView key="view" clipsSubviews="YES" contentMode="scaleToFill" alwaysBounceVertical="YES" dataMode="prototypes" style="plain" separatorStyle="default" rowHeight="-1" estimatedRowHeight="-1" sectionHeaderHeight="28" sectionFooterHeight="28" id="table"><rect key="frame" x="0.0" y="0.0" width="375" height="667"/><prototypes><tableViewCell clipsSubviews="YES" contentMode="scaleToFill" preservesSuperviewLayoutMargins="YES" selectionStyle="default" indentationWidth="10" reuseIdentifier="Item&#10;Cell" id="cell"><rect key="frame" x="0.0" y="50" width="375" height="44"/><tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" preservesSuperviewLayoutMargins="YES" insetsLayoutMarginsFromSafeArea="NO" tableViewCell="cell" id="content"><rect key="frame" x="0.0" y="0.0" width="375" height="44"/></tableViewCellContentView></tableViewCell></prototypes></tableView></tableViewController>"#
        let xml = TestXib.storyboard(scenes: [controller]).replacingOccurrences(of: #"<scene sceneID="scene0">"#, with: "<!--Shopping\nList-->\n<scene sceneID=\"scene0\">")
        let output = ViewCodeGenerator.generate(try XibDocument.parse(Array(xml.utf8)), xibName: "Main")
        let lines = output.text.split(separator: "\n", omittingEmptySubsequences: false).map { $0.drop { $0 == " " } }
        let titled = lines.filter { $0.contains("Shopping") }
        #expect(!titled.isEmpty && titled.allSatisfy { $0.hasPrefix("//") && $0.contains("Shopping List") }, "\(output.text)")
        #expect(!lines.contains { $0.hasPrefix("List`") || $0.hasPrefix("Cell`") }, "\(output.text)")
        #expect(lines.contains { $0.hasPrefix("/// View code for the prototype cell `Item Cell`") }, "\(output.text)")
    }
}

