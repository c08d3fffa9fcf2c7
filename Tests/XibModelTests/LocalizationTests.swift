import Testing
@testable import XibModel

@Suite("Localizable texts")
struct LocalizationTests {
    @Test("every localizable property of a storyboard, with the nib loader's key, base value and location")
    func storyboardTexts() throws {
        let scenes = Storyboard.scene("s", """
            <viewController id="vc" title="Settings" sceneMemberID="viewController">
                <view key="view" id="root">
                    <subviews>
                        <label text="Hello" id="lbl-1"/>
                        <label id="lbl-2"><string key="text">Line one\nLine two</string></label>
                        <textField text="Name" placeholder="Your name" id="tf-1"/>
                        <textView id="tv-1"><string key="text">About</string></textView>
                        <button id="btn-1">
                            <state key="normal" title="Save"/>
                            <state key="highlighted"><string key="title">Saving</string></state>
                            <state key="disabled"><color key="titleColor" white="0.5" alpha="1" colorSpace="calibratedWhite"/></state>
                        </button>
                        <segmentedControl id="seg-1">
                            <segments>
                                <segment title="Day"/>
                                <segment image="week"/>
                                <segment title="Month"/>
                            </segments>
                        </segmentedControl>
                        <searchBar text="q" placeholder="Search" prompt="Find" id="sb-1">
                            <scopeButtonTitles><string>All</string><string>Mine</string></scopeButtonTitles>
                        </searchBar>
                        <imageView id="img-1"><accessibility key="accessibilityConfiguration" label="Avatar" hint="Opens the profile" identifier="avatar"/></imageView>
                        <tableView dataMode="static" id="table">
                            <sections>
                                <tableViewSection headerTitle="Account" footerTitle="Signed in" id="sec-1"/>
                            </sections>
                        </tableView>
                    </subviews>
                </view>
                <navigationItem key="navigationItem" title="Inbox" prompt="Mail" backButtonTitle="Back" id="ni-1">
                    <barButtonItem key="rightBarButtonItem" title="Edit" id="bbi-1"/>
                </navigationItem>
                <tabBarItem key="tabBarItem" title="Home" id="tbi-1"/>
            </viewController>
            """)
        let document = try Storyboard.parse(scenes)
        #expect(document.diagnostics.isEmpty, "\(document.diagnostics)")
        let texts = document.localizableTexts
        #expect(texts.map(\.key) == [
            "vc.title", "lbl-1.text", "lbl-2.text", "tf-1.text", "tf-1.placeholder", "tv-1.text",
            "btn-1.normalTitle", "btn-1.highlightedTitle", "seg-1.segmentTitles[0]", "seg-1.segmentTitles[2]",
            "sb-1.text", "sb-1.placeholder", "sb-1.prompt", "sb-1.scopeButtonTitles[0]", "sb-1.scopeButtonTitles[1]",
            "img-1.accessibilityLabel", "img-1.accessibilityHint", "sec-1.headerTitle", "sec-1.footerTitle",
            "ni-1.title", "ni-1.prompt", "ni-1.backButtonTitle", "bbi-1.title", "tbi-1.title",
        ])
        #expect(texts.map(\.value) == [
            "Settings", "Hello", "Line one\nLine two", "Name", "Your name", "About", "Save", "Saving", "Day", "Month",
            "q", "Search", "Find", "All", "Mine", "Avatar", "Opens the profile", "Account", "Signed in",
            "Inbox", "Mail", "Back", "Edit", "Home",
        ])
        let classes = Dictionary(texts.map { ($0.key, $0.className) }, uniquingKeysWith: { first, _ in first })
        #expect(classes["lbl-1.text"] == "UILabel" && classes["btn-1.normalTitle"] == "UIButton")
        #expect(classes["ni-1.title"] == "UINavigationItem" && classes["bbi-1.title"] == "UIBarButtonItem")
        #expect(classes["sec-1.headerTitle"] == "UITableViewSection" && classes["vc.title"] == "UIViewController")
        #expect(classes["img-1.accessibilityLabel"] == "UIImageView")
        // Located on the element that holds the text.
        let locations = Dictionary(texts.map { ($0.key, $0.location) }, uniquingKeysWith: { first, _ in first })
        #expect(locations["btn-1.highlightedTitle"]?.line == Storyboard.line(of: "<string key=\"title\">Saving", in: scenes))
        #expect(locations["seg-1.segmentTitles[2]"] == Storyboard.location(of: "<segment title=\"Month\"", in: scenes))
        #expect(locations["lbl-1.text"] == Storyboard.location(of: "<label text=\"Hello\"", in: scenes))
    }

    @Test("XIBs have localizable texts too, keyed by their object ids")
    func xibTexts() throws {
        let document = try XibDocument.parse(Array(XibDocumentTests.document("""
                <view id="root">
                    <subviews>
                        <label text="Title" id="l1"/>
                        <button id="b1"><state key="normal" title="OK"/><state key="selected" title="Done"/></button>
                    </subviews>
                </view>
        """).utf8))
        #expect(document.localizableTexts.map(\.key) == ["l1.text", "b1.normalTitle", "b1.selectedTitle"])
    }

    @Test("the key table: every row names elements (or all of them), a class and a key path; no row repeats")
    func table() {
        var seen = Set<String>()
        for property in XibLocalization.properties {
            let identity = "\(property.elements).\(property.keyPath)"
            #expect(seen.insert(identity).inserted, "\(identity) twice")
            #expect(!property.keyPath.isEmpty)
            #expect(property.elements.isEmpty || property.className.hasPrefix("UI") || property.className.hasPrefix("AV")
                    || property.className.hasPrefix("GLK"))
        }
        let corpusKeys = XibLocalization.properties.filter { $0.evidence == .corpus }.map(\.keyPath)
        #expect(Set(corpusKeys) == ["text", "placeholder", "<state>Title", "segmentTitles", "title", "headerTitle", "footerTitle"])
    }
}
