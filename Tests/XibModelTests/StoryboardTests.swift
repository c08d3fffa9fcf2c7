import Testing
@testable import XibModel

/// Small storyboards of our own, one concern each.
enum Storyboard {
    static let iOSType = "com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB"

    /// A storyboard document around `scenes`; the first scene starts on line 5.
    static func text(_ scenes: String, type: String = iOSType, extra: String = "") -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="\(type)" version="3.0" toolsVersion="21507" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" \(extra)>
            <dependencies><deployment identifier="iOS"/></dependencies>
            <scenes>
        \(scenes)
            </scenes>
        </document>
        """
    }

    static func parse(_ scenes: String, type: String = iOSType, extra: String = "") throws -> XibDocument {
        try XibDocument.parse(Array(text(scenes, type: type, extra: extra).utf8))
    }

    /// The line of `text(scenes)` holding `needle`.
    static func line(of needle: String, in scenes: String) -> Int {
        let lines = text(scenes).split(separator: "\n", omittingEmptySubsequences: false)
        return (lines.firstIndex { $0.contains(needle) } ?? -1) + 1
    }

    /// Where the start tag `needle` (beginning with `<`) is in `text(scenes)`.
    static func location(of needle: String, in scenes: String) -> XibModel.SourceLocation {
        let line = line(of: needle, in: scenes)
        let text = Array(text(scenes).split(separator: "\n", omittingEmptySubsequences: false)[line - 1])
        let pattern = Array(needle)
        let offset = (0...(text.count - pattern.count)).first { Array(text[$0..<($0 + pattern.count)]) == pattern } ?? -1
        return XibModel.SourceLocation(line: line, column: offset + 1)
    }

    /// A scene whose controller is `controller` (its body included), with a First Responder.
    static func scene(_ id: String, title: String? = nil, _ controller: String, other: String = "") -> String {
        """
        \(title.map { "<!--\($0)-->" } ?? "")
        <scene sceneID="\(id)">
            <objects>
                \(controller)
                <placeholder placeholderIdentifier="IBFirstResponder" id="\(id)-fr" userLabel="First Responder" sceneMemberID="firstResponder"/>
                \(other)
            </objects>
            <point key="canvasLocation" x="10" y="20"/>
        </scene>
        """
    }

    static func viewController(_ id: String, attributes: String = "", body: String = "") -> String {
        """
        <viewController id="\(id)" \(attributes) sceneMemberID="viewController">
            <view key="view" contentMode="scaleToFill" id="\(id)-v">
                <rect key="frame" x="0.0" y="0.0" width="390" height="844"/>
            </view>
            \(body)
        </viewController>
        """
    }
}

@Suite("Storyboard document model")
struct StoryboardTests {
    private func errors(_ document: XibDocument) -> [Diagnostic] { document.diagnostics.filter { $0.severity == .error } }

    @Test("the kind comes from the root's type; the header keeps the initial view controller and launch screen flag")
    func kindAndHeader() throws {
        let document = try Storyboard.parse(Storyboard.scene("s1", Storyboard.viewController("vc1")),
                                            extra: #"initialViewController="vc1" launchScreen="YES""#)
        #expect(document.kind == .storyboard)
        #expect(document.header.initialViewController == "vc1")
        #expect(document.header.isLaunchScreen)
        #expect(document.initialScene?.id == "s1")
        #expect(document.objects.isEmpty && document.placeholders.isEmpty)
        #expect(document.diagnostics.isEmpty)

        let tv = try Storyboard.parse(Storyboard.scene("s1", Storyboard.viewController("vc1")), type: "com.apple.InterfaceBuilder.AppleTV.Storyboard")
        #expect(tv.kind == .storyboard && tv.scenes.count == 1)

        let xib = try XibDocument.parse(Array(XibDocumentTests.document("").utf8))
        #expect(xib.kind == .xib && xib.scenes.isEmpty)
        #expect(xib.header.initialViewController == nil && !xib.header.isLaunchScreen)
        // Without a type, <scenes> makes a storyboard.
        let untyped = try XibDocument.parse(Array(#"<document><scenes><scene sceneID="s"><objects><viewController id="v" sceneMemberID="viewController"/></objects></scene></scenes></document>"#.utf8))
        #expect(untyped.kind == .storyboard && untyped.scenes.first?.controller?.id == "v")
    }

    @Test("macOS and WatchKit storyboards are refused, naming what they are", arguments: [
        ("com.apple.InterfaceBuilder3.Cocoa.Storyboard.XIB", "macOS Cocoa storyboards are not supported"),
        ("com.apple.InterfaceBuilder.WatchKit.Storyboard", "WatchKit (watchOS) storyboard"),
        ("com.apple.InterfaceBuilder3.Cocoa.XIB", "macOS Cocoa XIBs are not supported"),
    ])
    func refusedPlatforms(type: String, expected: String) {
        let error = #expect(throws: XibParseError.self) { try Storyboard.parse("", type: type) }
        #expect(error?.message.contains(type) == true)
        #expect(error?.message.contains(expected) == true)
        #expect(error?.location.line == 2)
    }

    @Test("each scene kind: the controller element, its class, its root view and identity attributes", arguments: XibControllerKind.allCases)
    func sceneKinds(kind: XibControllerKind) throws {
        let root: String
        switch kind {
        case .tableViewController: root = #"<tableView key="view" dataMode="prototypes" id="root"/>"#
        case .collectionViewController: root = #"<collectionView key="view" dataMode="prototypes" id="root"><collectionViewFlowLayout key="collectionViewLayout" id="fl"/></collectionView>"#
        case .glkViewController: root = #"<glkView key="view" id="root"/>"#
        case .viewController, .avPlayerViewController, .hostingController: root = #"<view key="view" id="root"/>"#
        default: root = ""
        }
        let reference = kind == .viewControllerPlaceholder ? #"storyboardName="Settings" referencedIdentifier="Prefs""# : ""
        let controller = """
            <\(kind.rawValue) id="c" customClass="LoginViewController" customModule="App" customModuleProvider="target" storyboardIdentifier="Login" title="Sign In" useStoryboardIdentifierAsRestorationIdentifier="YES" \(reference) sceneMemberID="viewController">
                \(root)
            </\(kind.rawValue)>
            """
        let document = try Storyboard.parse(Storyboard.scene("s", title: "Login", controller))
        let scene = try #require(document.scenes.first)
        #expect(scene.id == "s" && scene.title == "Login")
        #expect(scene.controllerKind == kind)
        let object = try #require(scene.controller)
        #expect(object.customClass == "LoginViewController" && object.isSwiftClass)
        #expect(object.storyboardIdentifier == "Login")
        #expect(object.title == "Sign In")
        #expect(object.restorationIdentifier == "Login")
        #expect(object.rootView?.id == (root.isEmpty ? nil : "root"))
        #expect(document.scene(storyboardIdentifier: "Login")?.id == "s")
        if kind == .viewControllerPlaceholder {
            #expect(object.storyboardReference == XibStoryboardReference(storyboardName: "Settings", referencedIdentifier: "Prefs"))
            #expect(kind.defaultClassName == nil)
        } else {
            #expect(object.storyboardReference == nil)
            #expect(kind.defaultClassName != nil)
        }
        #expect(kind.isContainer == [.navigationController, .tabBarController, .splitViewController, .pageViewController].contains(kind))
        #expect(document.diagnostics.isEmpty)
    }

    @Test("a scene's placeholders, Exit, other top-level objects and raw children")
    func sceneMembers() throws {
        let document = try Storyboard.parse(Storyboard.scene("s", Storyboard.viewController("vc"), other: """
            <exit id="s-exit" userLabel="Exit" sceneMemberID="exit"/>
            <tapGestureRecognizer id="tap"/>
            <barButtonItem title="Extra" id="bbi"/>
        """))
        let scene = try #require(document.scenes.first)
        #expect(scene.placeholders.map(\.id) == ["s-fr", "s-exit"])
        #expect(scene.firstResponder?.id == "s-fr" && scene.firstResponder?.isExit == false)
        #expect(scene.exit?.id == "s-exit" && scene.exit?.isExit == true)
        #expect(scene.objects.map(\.tag) == ["tapGestureRecognizer", "barButtonItem"])
        #expect(scene.properties.map(\.key) == ["canvasLocation"])
        var visited: [String] = []
        scene.forEachObject { visited.append($0.id) }
        #expect(visited == ["vc", "vc-v", "tap", "bbi"])
        #expect(document.scene(containing: "tap")?.id == "s")
        #expect(document.diagnostics.isEmpty)
    }

    @Test("ids are unique across scenes; every scene's First Responder is its own")
    func idsAcrossScenes() throws {
        let document = try Storyboard.parse(
            Storyboard.scene("s1", Storyboard.viewController("vc1")) + Storyboard.scene("s2", Storyboard.viewController("vc2")))
        #expect(document.scenes.map(\.firstResponder?.id) == ["s1-fr", "s2-fr"])
        #expect(document.scene(containing: "s1-fr")?.id == "s1")
        #expect(document.scene(containing: "s2-fr")?.id == "s2")
        #expect(document.scene(containing: "vc2-v")?.id == "s2")
        if case .placeholder(let placeholder)? = document.reference("s2-fr") { #expect(placeholder.isFirstResponder) } else { Issue.record("s2-fr not indexed") }

        let scenes = Storyboard.scene("s1", Storyboard.viewController("vc1"))
            + Storyboard.scene("s2", Storyboard.viewController("vc2", body: #"<navigationItem key="navigationItem" id="vc1-v"/>"#))
        let duplicated = try Storyboard.parse(scenes)
        let duplicates = duplicated.diagnostics.filter { $0.kind == "duplicate-id" }
        #expect(duplicates.count == 1)
        #expect(duplicates.first?.message.contains("\"vc1-v\"") == true)
        #expect(duplicates.first?.location.line == Storyboard.line(of: "<navigationItem", in: scenes))
        #expect(duplicated.scene(containing: "vc1-v")?.id == "s1")
    }

    @Test("segues, typed: kind, identifier, destination, relationship, presentation, custom class, popover, unwind")
    func segueKinds() throws {
        let source = Storyboard.viewController("src", attributes: #"customClass="SourceViewController""#, body: """
            <connections>
                <segue destination="dst" kind="show" identifier="showDetail" id="g-show"/>
                <segue destination="dst" kind="showDetail" id="g-showDetail"/>
                <segue destination="dst" kind="presentation" identifier="present" modalPresentationStyle="formSheet" modalTransitionStyle="flipHorizontal" animates="NO" id="g-present"/>
                <segue destination="dst" kind="popoverPresentation" popoverAnchorBarButtonItem="bbi" id="g-popover">
                    <popoverArrowDirection key="popoverArrowDirection" up="YES" down="YES" left="YES" right="YES"/>
                    <connections><outletCollection property="passthroughViews" destination="src-v" id="pt"/></connections>
                </segue>
                <segue destination="dst" kind="push" id="g-push"/>
                <segue destination="dst" kind="modal" modalTransitionStyle="partialCurl" id="g-modal"/>
                <segue destination="dst" kind="custom" customClass="FadeSegue" customModule="App" id="g-custom"/>
                <segue destination="dst" kind="replace" id="g-replace"/>
                <segue destination="dst" kind="popover" popoverAnchorView="src-v" id="g-legacyPopover"/>
                <segue destination="src-exit" kind="unwind" identifier="back" unwindAction="unwindToStart:" id="g-unwind"/>
                <segue destination="dst" kind="show" id="g-peek">
                    <segue key="commit" inheritsFrom="parent" id="g-commit"/>
                    <segue key="preview" inheritsFrom="commit" id="g-preview"/>
                </segue>
            </connections>
            <navigationItem key="navigationItem" id="ni">
                <barButtonItem key="rightBarButtonItem" title="More" id="bbi"/>
            </navigationItem>
            """)
        let document = try Storyboard.parse(
            Storyboard.scene("s1", source, other: #"<exit id="src-exit" userLabel="Exit" sceneMemberID="exit"/>"#)
                + Storyboard.scene("s2", Storyboard.viewController("dst")))
        #expect(errors(document).isEmpty, "\(document.diagnostics)")
        let segues = document.segues(from: "src")
        #expect(segues.map(\.kind) == [.show, .showDetail, .presentation, .popoverPresentation, .push, .modal, .custom, .replace, .popover, .unwind, .show])
        #expect(segues.map(\.kind.rawValue) == ["show", "showDetail", "presentation", "popoverPresentation", "push", "modal", "custom", "replace", "popover", "unwind", "show"])
        #expect(segues.allSatisfy { $0.source == "src" && $0.sourceTag == "viewController" && $0.trigger == .controller && $0.isManual })
        #expect(segues[0].identifier == "showDetail" && segues[0].destination == "dst" && segues[0].animates)
        #expect(segues[2].modalPresentationStyle == "formSheet" && segues[2].modalTransitionStyle == "flipHorizontal" && !segues[2].animates)
        #expect(segues[3].popoverAnchorBarButtonItem == "bbi" && segues[3].popoverArrowDirections?.isAny == true)
        #expect(segues[3].passthroughViews == ["src-v"] && segues[3].properties.isEmpty)
        #expect(segues[5].modalTransitionStyle == "partialCurl")
        #expect(segues[6].customClass == "FadeSegue" && segues[6].customModule == "App" && segues[6].isSwiftClass)
        #expect(segues[8].popoverAnchorView == "src-v" && segues[8].popoverArrowDirections == nil)
        #expect(segues[9].unwindAction == "unwindToStart:" && segues[9].destination == "src-exit")
        #expect(segues[10].properties.map { $0[attribute: "key"] } == ["commit", "preview"])
        #expect(document.segues.count == segues.count)
        #expect(document.scenes[0].segues == segues && document.scenes[1].segues.isEmpty)
        if case .segue(let segue)? = document.reference("g-present") { #expect(segue.identifier == "present") } else { Issue.record("segue not indexed") }
        #expect(document.scene(containing: "g-unwind")?.id == "s1")
    }

    @Test("relationship and embed segues of containers")
    func containers() throws {
        let document = try Storyboard.parse(
            Storyboard.scene("n", """
                <navigationController id="nav" sceneMemberID="viewController">
                    <navigationBar key="navigationBar" contentMode="scaleToFill" id="bar"/>
                    <toolbar key="toolbar" opaque="NO" id="tb"/>
                    <connections><segue destination="root" kind="relationship" relationship="rootViewController" id="r1"/></connections>
                </navigationController>
                """)
            + Storyboard.scene("t", """
                <tabBarController id="tabs" sceneMemberID="viewController">
                    <tabBar key="tabBar" contentMode="scaleToFill" id="tabBar"/>
                    <connections>
                        <segue destination="nav" kind="relationship" relationship="viewControllers" id="r2"/>
                        <segue destination="split" kind="relationship" relationship="viewControllers" id="r3"/>
                    </connections>
                </tabBarController>
                """)
            + Storyboard.scene("sp", """
                <splitViewController id="split" sceneMemberID="viewController">
                    <connections>
                        <segue destination="root" kind="relationship" relationship="masterViewController" id="r4"/>
                        <segue destination="child" kind="relationship" relationship="detailViewController" id="r5"/>
                    </connections>
                </splitViewController>
                """)
            + Storyboard.scene("r", """
                <viewController id="root" sceneMemberID="viewController">
                    <view key="view" id="root-v">
                        <subviews>
                            <containerView opaque="NO" id="box">
                                <connections><segue destination="child" kind="embed" identifier="embedChild" id="e1"/></connections>
                            </containerView>
                        </subviews>
                    </view>
                </viewController>
                """)
            + Storyboard.scene("c", Storyboard.viewController("child")))
        let relationships = document.segues.filter { $0.kind == .relationship }
        #expect(relationships.map(\.relationship) == ["rootViewController", "viewControllers", "viewControllers", "masterViewController", "detailViewController"])
        #expect(relationships.allSatisfy { $0.trigger == .controller && !$0.isManual })
        let embed = try #require(document.segues.first { $0.kind == .embed })
        #expect(embed.source == "box" && embed.trigger == .containerView && !embed.isManual && embed.identifier == "embedChild")
        let nav = try #require(document.scenes.first?.controller)
        #expect(nav.keyedObject("navigationBar")?.id == "bar" && nav.keyedObject("toolbar")?.id == "tb")
        #expect(document.scenes[1].controller?.keyedObject("tabBar")?.id == "tabBar")
    }

    @Test("what triggers a segue: controls, bar button items, gestures, cells (selection and accessory)")
    func triggers() throws {
        let body = """
            <tableView key="view" dataMode="prototypes" id="table">
                <prototypes>
                    <tableViewCell reuseIdentifier="Row" id="row">
                        <connections>
                            <segue destination="dst" kind="show" id="g-cell"/>
                            <segue destination="dst" kind="show" trigger="accessoryAction" id="g-accessory"/>
                        </connections>
                    </tableViewCell>
                </prototypes>
                <subviews>
                    <button opaque="NO" id="btn"><connections><segue destination="dst" kind="presentation" id="g-button"/></connections></button>
                    <collectionView dataMode="prototypes" id="grid">
                        <cells><collectionViewCell reuseIdentifier="Tile" id="tile"><connections><segue destination="dst" kind="show" id="g-tile"/></connections></collectionViewCell></cells>
                    </collectionView>
                </subviews>
            </tableView>
            <toolbarItems>
                <barButtonItem title="Go" id="go"><connections><segue destination="dst" kind="show" id="g-bar"/></connections></barButtonItem>
            </toolbarItems>
            """
        let document = try Storyboard.parse(
            Storyboard.scene("s", #"<tableViewController id="tvc" sceneMemberID="viewController">\#(body)</tableViewController>"#, other: """
                <swipeGestureRecognizer direction="right" id="swipe"><connections><segue destination="dst" kind="show" id="g-swipe"/></connections></swipeGestureRecognizer>
                """)
            + Storyboard.scene("d", Storyboard.viewController("dst")))
        #expect(errors(document).isEmpty, "\(document.diagnostics)")
        let triggers = Dictionary(uniqueKeysWithValues: document.segues.map { ($0.id, $0.trigger) })
        #expect(triggers == [
            "g-cell": .tableViewCell(accessory: false), "g-accessory": .tableViewCell(accessory: true), "g-button": .control,
            "g-tile": .collectionViewCell, "g-bar": .barButtonItem, "g-swipe": .gestureRecognizer,
        ])
        #expect(document.segues.allSatisfy { !$0.isManual })
        let controller = try #require(document.scenes.first?.controller)
        #expect(controller.toolbarItems.map(\.id) == ["go"])
    }

    @Test("legacy top/bottom layout guides are the controller's; constraints that use them resolve")
    func controllerLayoutGuides() throws {
        let controller = """
            <viewController id="vc" sceneMemberID="viewController">
                <layoutGuides>
                    <viewControllerLayoutGuide type="top" id="top"/>
                    <viewControllerLayoutGuide type="bottom" id="bottom"/>
                </layoutGuides>
                <view key="view" id="root">
                    <subviews><label text="Hi" id="label"/></subviews>
                    <constraints>
                        <constraint firstItem="label" firstAttribute="top" secondItem="top" secondAttribute="bottom" constant="8" id="c1"/>
                        <constraint firstItem="bottom" firstAttribute="top" secondItem="label" secondAttribute="bottom" id="c2"/>
                    </constraints>
                </view>
            </viewController>
            """
        let document = try Storyboard.parse(Storyboard.scene("s", controller))
        #expect(document.diagnostics.isEmpty, "\(document.diagnostics)")
        let object = try #require(document.scenes.first?.controller)
        #expect(object.layoutGuides.map(\.key) == ["topLayoutGuide", "bottomLayoutGuide"])
        #expect(object.topLayoutGuide?.id == "top" && object.bottomLayoutGuide?.id == "bottom")
        #expect(!object.keyedObjects.contains { $0.key == "layoutGuides" })
        if case .layoutGuide(let guide, let owner)? = document.reference("top") {
            #expect(guide.key == XibLayoutGuide.topLayoutGuideKey && owner == "vc")
        } else {
            Issue.record("top layout guide not indexed")
        }
        #expect(document.scene(containing: "bottom")?.id == "s")
        // The generator looks constraint items up as legacy guides only in documents that have one.
        #expect(document.hasLegacyLayoutGuides)
        let withoutGuides = try Storyboard.parse(Storyboard.scene("s", """
            <viewController id="vc" sceneMemberID="viewController">
                <view key="view" id="root"><viewLayoutGuide key="safeArea" id="safe"/></view>
            </viewController>
            """))
        #expect(!withoutGuides.hasLegacyLayoutGuides && withoutGuides.diagnostics.isEmpty)
        #expect(!(try XibDocument.parse(Array(XibDocumentTests.document(#"<view id="v"><viewLayoutGuide key="safeArea" id="g"/></view>"#).utf8))).hasLegacyLayoutGuides)
    }

    @Test("prototype cells with reuse identifiers, collection cells and reusable views")
    func prototypes() throws {
        let document = try Storyboard.parse(Storyboard.scene("s", Storyboard.viewController("vc", body: """
            <tableView key="tableHeaderHolder" dataMode="prototypes" id="table">
                <prototypes>
                    <tableViewCell reuseIdentifier="Contact" id="cell1">
                        <tableViewCellContentView key="contentView" tableViewCell="cell1" id="cv1"><subviews><label text="Name" id="name"/></subviews></tableViewCellContentView>
                    </tableViewCell>
                    <tableViewCell reuseIdentifier="Footer" id="cell2"/>
                </prototypes>
            </tableView>
            <collectionView key="secondary" dataMode="prototypes" id="grid">
                <collectionViewFlowLayout key="collectionViewLayout" id="flow"/>
                <cells><collectionViewCell reuseIdentifier="Photo" id="photo"/></cells>
                <collectionReusableView key="sectionHeaderView" reuseIdentifier="Header" id="header"/>
            </collectionView>
            """)))
        #expect(document.diagnostics.isEmpty, "\(document.diagnostics)")
        let table = try #require(document.object("table"))
        #expect(table.prototypeCells.map(\.reuseIdentifier) == ["Contact", "Footer"])
        #expect(table.prototypeCells.first?.keyedObject("contentView")?.subviews.map(\.id) == ["name"])
        #expect(!table.isStaticTable)
        let grid = try #require(document.object("grid"))
        #expect(grid.prototypeCells.map(\.reuseIdentifier) == ["Photo"])
        #expect(grid.keyedObject("sectionHeaderView")?.reuseIdentifier == "Header")
        #expect(grid.keyedObject("collectionViewLayout")?.id == "flow")
    }

    @Test("static tables: sections with header and footer titles, and their cells")
    func staticTables() throws {
        let document = try Storyboard.parse(Storyboard.scene("s", """
            <tableViewController id="settings" sceneMemberID="viewController">
                <tableView key="view" dataMode="static" style="grouped" id="table">
                    <sections>
                        <tableViewSection headerTitle="Account" footerTitle="Signed in" id="sec1">
                            <cells>
                                <tableViewCell style="IBUITableViewCellStyleDefault" textLabel="l1" rowHeight="52" id="row1">
                                    <tableViewCellContentView key="contentView" id="cv1"><subviews><label text="Profile" id="l1"/></subviews></tableViewCellContentView>
                                </tableViewCell>
                                <tableViewCell id="row2"/>
                            </cells>
                        </tableViewSection>
                        <tableViewSection id="sec2"><cells><tableViewCell id="row3"/></cells></tableViewSection>
                    </sections>
                </tableView>
            </tableViewController>
            """))
        #expect(document.diagnostics.isEmpty, "\(document.diagnostics)")
        let table = try #require(document.scenes.first?.controller?.rootView)
        #expect(table.isStaticTable && table.prototypeCells.isEmpty)
        #expect(table.tableSections.map(\.id) == ["sec1", "sec2"])
        #expect(table.tableSections[0][attribute: "headerTitle"] == "Account" && table.tableSections[0][attribute: "footerTitle"] == "Signed in")
        #expect(table.tableSections.map { $0.cells.map(\.id) } == [["row1", "row2"], ["row3"]])
        #expect(table.tableSections[0].cells[0][attribute: "rowHeight"] == "52")
    }

    @Test("navigation and tab bar items, bar button items, title view, editor-only metrics, runtime attributes")
    func controllerItems() throws {
        let document = try Storyboard.parse(Storyboard.scene("s", Storyboard.viewController("vc", attributes: #"hidesBottomBarWhenPushed="YES""#, body: """
            <navigationItem key="navigationItem" title="Inbox" prompt="Mail" largeTitleDisplayMode="always" id="ni">
                <barButtonItem key="backBarButtonItem" title="Back" id="back"/>
                <barButtonItem key="leftBarButtonItem" systemItem="edit" id="edit"/>
                <rightBarButtonItems>
                    <barButtonItem title="A" id="a"/>
                    <barButtonItem title="B" id="b"/>
                </rightBarButtonItems>
                <view key="titleView" contentMode="scaleToFill" id="tv"/>
            </navigationItem>
            <tabBarItem key="tabBarItem" title="Mail" image="envelope" id="tbi"/>
            <size key="freeformSize" width="375" height="500"/>
            <simulatedMetricsContainer key="defaultSimulatedMetrics"/>
            <userDefinedRuntimeAttributes>
                <userDefinedRuntimeAttribute type="string" keyPath="accessibilityIdentifier" value="inbox"/>
            </userDefinedRuntimeAttributes>
            """)))
        #expect(document.diagnostics.isEmpty, "\(document.diagnostics)")
        let controller = try #require(document.scenes.first?.controller)
        #expect(controller.bool("hidesBottomBarWhenPushed") == true)
        let item = try #require(controller.navigationItem)
        #expect(item.title == "Inbox" && item[attribute: "prompt"] == "Mail" && item[attribute: "largeTitleDisplayMode"] == "always")
        #expect(item.keyedObject("backBarButtonItem")?.title == "Back")
        #expect(item.keyedObject("leftBarButtonItem")?[attribute: "systemItem"] == "edit")
        #expect(item.keyedObjects("rightBarButtonItems").map(\.id) == ["a", "b"])
        #expect(item.keyedObject("titleView")?.id == "tv")
        #expect(controller.tabBarItem?.title == "Mail")
        #expect(controller.property(key: "freeformSize", named: "size")?[attribute: "height"] == "500")
        #expect(controller.properties(named: "userDefinedRuntimeAttributes").count == 1)
    }

    @Test("dangling segue destinations and anchors are located errors")
    func danglingSegue() throws {
        let scenes = Storyboard.scene("s", Storyboard.viewController("vc", body: """
            <connections>
                <segue destination="nowhere" kind="show" identifier="lost" id="g1"/>
                <segue destination="vc" kind="popoverPresentation" popoverAnchorView="gone" id="g2"/>
            </connections>
            """))
        let document = try Storyboard.parse(scenes)
        let dangling = document.diagnostics.filter { $0.kind == "dangling-reference" }
        #expect(dangling.count == 2)
        #expect(dangling.first?.message == "the show segue \"lost\"'s destination refers to \"nowhere\", which is not in this document")
        #expect(dangling.first?.location == Storyboard.location(of: #"<segue destination="nowhere""#, in: scenes))
        #expect(dangling.last?.message.contains("popoverAnchorView refers to \"gone\"") == true)
        #expect(dangling.last?.location.line == Storyboard.line(of: #"id="g2""#, in: scenes))
    }

    @Test("segue destinations must be controllers (or the Exit, for unwind segues)")
    func invalidDestinations() throws {
        let scenes = Storyboard.scene("s", Storyboard.viewController("vc", body: """
            <connections>
                <segue destination="vc-v" kind="show" id="g1"/>
                <segue destination="vc" kind="unwind" unwindAction="back:" id="g2"/>
                <segue destination="exit" kind="show" id="g3"/>
                <segue destination="s-fr" kind="show" id="g4"/>
            </connections>
            """), other: #"<exit id="exit" sceneMemberID="exit"/>"#)
        let document = try Storyboard.parse(scenes)
        let invalid = document.diagnostics.filter { $0.kind == "invalid-segue" }
        #expect(invalid.map(\.location.line) == ["g1", "g2", "g3", "g4"].map { Storyboard.line(of: "id=\"\($0)\"", in: scenes) })
        #expect(invalid[1].message.contains("unwind segue but leads to a view controller"))
        #expect(invalid[2].message.contains("only unwind segues can"))
    }

    @Test("malformed segues: no destination, no kind, relationship without relationship, unwind without action, unknown kind")
    func malformedSegues() throws {
        let scenes = Storyboard.scene("s", Storyboard.viewController("vc", body: """
            <connections>
                <segue kind="show" id="g1"/>
                <segue destination="vc" id="g2"/>
                <segue destination="vc" kind="relationship" id="g3"/>
                <segue destination="vc" kind="teleport" id="g4"/>
            </connections>
            """))
        let document = try Storyboard.parse(scenes)
        let problems = document.diagnostics.map { "\($0.severity.rawValue) \($0.kind)@\($0.location.line)" }
        let line = { (id: String) in Storyboard.line(of: "id=\"\(id)\"", in: scenes) }
        #expect(problems == ["error invalid-value@\(line("g1"))", "error invalid-value@\(line("g2"))",
                             "error invalid-value@\(line("g3"))", "warning unknown-segue-kind@\(line("g4"))"])
        #expect(document.segues.map(\.kind) == [.relationship, .unknown("teleport")])
    }

    @Test("storyboard-level references: initial view controller, references to identifiers of this storyboard")
    func storyboardReferences() throws {
        let scenes = Storyboard.scene("s1", Storyboard.viewController("vc", attributes: #"storyboardIdentifier="Home""#))
            + Storyboard.scene("s2", #"<viewControllerPlaceholder storyboardIdentifier="Home" referencedIdentifier="Missing" id="ref" sceneMemberID="viewController"/>"#)
            + Storyboard.scene("s3", #"<viewControllerPlaceholder referencedIdentifier="Home" id="ref2" sceneMemberID="viewController"/>"#)
        let dangling = try Storyboard.parse(scenes, extra: #"initialViewController="nope""#)
        let problems = dangling.diagnostics.map { "\($0.severity.rawValue) \($0.kind)@\($0.location.line)" }
        #expect(problems.contains("error dangling-reference@2"))
        #expect(dangling.diagnostics.contains { $0.kind == "dangling-reference" && $0.message.contains("\"Missing\"") })
        #expect(!dangling.diagnostics.contains { $0.message.contains("ref2") })
        #expect(dangling.diagnostics.contains { $0.kind == "duplicate-storyboard-identifier" && $0.severity == .warning })
        #expect(dangling.scenes[2].controller?.storyboardReference == XibStoryboardReference(referencedIdentifier: "Home"))

        let notAController = try Storyboard.parse(scenes, extra: #"initialViewController="vc-v""#)
        #expect(notAController.diagnostics.contains { $0.kind == "invalid-reference" && $0.location.line == 2 })
        #expect(notAController.initialScene == nil)
    }

    @Test("a scene without a controller and a segue in a XIB are reported")
    func structureProblems() throws {
        let empty = try Storyboard.parse(#"<scene sceneID="s"><objects><placeholder placeholderIdentifier="IBFirstResponder" id="fr" sceneMemberID="firstResponder"/></objects></scene>"#)
        #expect(empty.diagnostics.map(\.message) == ["the scene \"s\" has no view controller (no object with sceneMemberID=\"viewController\")"])
        #expect(empty.scenes.first?.placeholders.count == 1)

        let xib = try XibDocument.parse(Array(XibDocumentTests.document("""
                <view id="root"><connections><segue destination="root" kind="show" id="g"/></connections></view>
        """).utf8))
        #expect(xib.diagnostics.contains { $0.kind == "unexpected-element" && $0.message.contains("segues exist only in storyboard scenes") })
        #expect(xib.segues.isEmpty)
    }
}
