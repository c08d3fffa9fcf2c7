import Foundation
import Testing
import XibModel
@testable import XibGenerator

/// The names `TypeGenerator` gives the views of a XIB's first type, by object id.
enum NameProbe {
    static func names(_ xml: String, xibName: String = "Fixture") throws -> [String: String] {
        let document = try XibDocument.parse(Array(xml.utf8))
        guard let root = ViewCodeGenerator.orderedRoots(document).first else { return [:] }
        var generator = TypeGenerator(document: document, root: root, typeName: "FixtureLayout",
                                      superclass: ViewCodeGenerator.superclass(of: root, xibName: xibName), options: .default)
        var writer = CodeWriter(indent: "    ")
        generator.generate(into: &writer)
        var result: [String: String] = [:]
        for id in generator.namedIDs {
            if case .some(.some(let name)) = generator.names[id] { result[id] = name }
        }
        return result
    }

    /// `snippet` as the subviews of a 390×844 root view whose safe area guide is `safe`,
    /// with `constraints` in the root.
    static func names(subviews snippet: String, constraints: String = "") throws -> [String: String] {
        try names(TestXib.document(objects: """
            <view contentMode="scaleToFill" id="root"><rect key="frame" x="0" y="0" width="390" height="844"/><subviews>\(snippet)</subviews><viewLayoutGuide key="safeArea" id="safe"/><constraints>\(constraints)</constraints></view>
            """))
    }

    /// A view `id` of `width`×`height` (size constraints when `pinned`), with `attributes`,
    /// `inner` XML (subviews, colours…) and a background colour unless `color` is nil.
    static func view(_ id: String, width: Double, height: Double, color: String? = "systemRedColor", sized: Bool = true,
                     attributes: String = "", inner: String = "") -> String {
        let background = color.map { #"<color key="backgroundColor" systemColor="\#($0)"/>"# } ?? ""
        let size = sized ? #"<constraints><constraint firstAttribute="width" constant="\#(width)" id="\#(id)-w"/><constraint firstAttribute="height" constant="\#(height)" id="\#(id)-h"/></constraints>"# : ""
        return #"<view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" \#(attributes) id="\#(id)"><rect key="frame" x="0" y="0" width="\#(width)" height="\#(height)"/>\#(inner)\#(background)\#(size)</view>"#
    }

    static func cornerRadius(_ radius: Int) -> String {
        #"<userDefinedRuntimeAttributes><userDefinedRuntimeAttribute type="number" keyPath="layer.cornerRadius"><integer key="value" value="\#(radius)"/></userDefinedRuntimeAttribute></userDefinedRuntimeAttributes>"#
    }

    /// Four edges of `id` pinned to `target` (an id, or `safe` for the root's safe area).
    static func pinned(_ id: String, to target: String, edges: [String] = ["top", "bottom", "leading", "trailing"], constant: Double = 0) -> String {
        edges.map { edge in
            #"<constraint firstItem="\#(id)" firstAttribute="\#(edge)" secondItem="\#(target)" secondAttribute="\#(edge)" constant="\#(constant)" id="\#(id)-\#(edge)-\#(target)"/>"#
        }.joined()
    }
}

@Suite("Names: what a view shows and does")
struct NamesByIdentityTests {
    @Test("user label, accessibility identifier, text, image, action, class, in that order", arguments: [
        (#"<view userLabel="Header Background" id="v"/>"#, "headerBackgroundView"),
        (#"<button id="v"><accessibility key="accessibilityConfiguration" identifier="share"/><state key="normal" title="Partager"/></button>"#, "shareButton"),
        (#"<label text="Sign in to your account" id="v"/>"#, "signInAccountLabel"),
        (#"<label text="12 items" id="v"/>"#, "itemsLabel"),
        (#"<label id="v"><accessibility key="accessibilityConfiguration" label="Unread count"/></label>"#, "unreadCountLabel"),
        (#"<imageView image="ic_avatar" id="v"/>"#, "avatarImageView"),
        (#"<button id="v"><state key="normal" image="icn_share"/></button>"#, "shareButton"),
        (#"<button id="v"><connections><action selector="closeButtonTapped:" destination="-1" eventType="touchUpInside" id="a"/></connections></button>"#, "closeButton"),
        (#"<button id="v"><connections><action selector="didTapSave:" destination="-1" eventType="touchUpInside" id="a"/></connections></button>"#, "saveButton"),
        (#"<slider id="v"><connections><action selector="volumeChanged:" destination="-1" eventType="valueChanged" id="a"/></connections></slider>"#, "volumeSlider"),
        (#"<view id="v" customClass="UIControl"><connections><action selector="selectColor:" destination="-1" eventType="touchUpInside" id="a"/></connections></view>"#, "selectColorControl"),
        (#"<switch id="v"><connections><action selector="notificationsToggled:" destination="-1" eventType="valueChanged" id="a"/></connections></switch>"#, "notificationsSwitch"),
        (#"<view id="v" customClass="PillButton" customModule="App"><connections><action selector="cancelTapped:" destination="-1" eventType="touchUpInside" id="a"/></connections></view>"#, "cancelButton"),
        (#"<view id="v" customClass="PillButton" customModule="App"/>"#, "pillButton"),
        (#"<view id="v" customClass="RatingView" customModule="App"/>"#, "ratingView"),
        (#"<view id="v" customClass="MDCShadowView"/>"#, "shadowView"),
    ])
    func identity(snippet: String, expected: String) throws {
        #expect(try NameProbe.names(subviews: snippet)["v"] == expected)
    }

    @Test("an action that says nothing but 'tapped' does not name the view")
    func emptyAction() throws {
        let names = try NameProbe.names(subviews: #"<button id="v"><connections><action selector="buttonClicked:" destination="-1" eventType="touchUpInside" id="a"/></connections></button>"#)
        #expect(names["v"] == "button")
    }

    @Test("a sample text without words names the kind of text", arguments: [
        ("02/10/21, 2:30PM", "dateLabel"), ("12:30", "timeLabel"), ("0,00 €", "priceLabel"), ("$9.99", "priceLabel"),
        ("45%", "percentageLabel"), ("1,234", "valueLabel"), ("500", "valueLabel"),
    ])
    func sampleText(text: String, expected: String) throws {
        #expect(try NameProbe.names(subviews: #"<label text="\#(text)" id="v"/>"#)["v"] == expected)
    }

    @Test("IB's filler text and a text that is only the kind name nothing")
    func fillerText() throws {
        let names = try NameProbe.names(subviews: #"<label text="Lorem ipsum dolor sit amet" id="a"/><stackView id="s"><subviews><button id="b"><state key="normal" title="Button"/></button></subviews></stackView>"#)
        #expect(names["a"] == "label")
        #expect(names["b"] == "button")
    }

    @Test("a view another object's attribute names is named for that use: a subtitle cell's labels")
    func referencedByAttribute() throws {
        let names = try NameProbe.names(TestXib.document(objects: #"""
            <tableViewCell contentMode="scaleToFill" textLabel="t" detailTextLabel="d" style="IBUITableViewCellStyleSubtitle" id="root" customClass="SwitchTableViewCell" customModule="App"><tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" tableViewCell="root" id="cv"><subviews><label text="" id="t"/><label text="" id="d"/></subviews></tableViewCellContentView></tableViewCell>
            """#))
        // `textLabel` and `detailTextLabel` are the cell's own (read-only) members: qualified by the cell's class.
        #expect(names["t"] == "switchTextLabel")
        #expect(names["d"] == "switchDetailTextLabel")
    }
}

@Suite("Names: shape and use")
struct NamesByRoleTests {
    typealias P = NameProbe

    @Test("a thin coloured leaf is a separator, horizontal or vertical, by constraint or frame")
    func separators() throws {
        let names = try P.names(subviews:
            P.view("h", width: 390, height: 1, color: "separatorColor")
            + P.view("v", width: 0.5, height: 44, color: "separatorColor")
            + P.view("frame", width: 300, height: 2, sized: false)
            + P.view("thick", width: 300, height: 3)
            + P.view("clear", width: 300, height: 1, color: nil)
            + P.view("holder", width: 300, height: 1, inner: #"<subviews><label text="Note" id="l"/></subviews>"#))
        #expect(names["h"] == "separatorView")
        #expect(names["v"] == "verticalSeparatorView")
        #expect(names["frame"] == "separatorView2")
        #expect(names["thick"] != nil && !names["thick"]!.contains("eparator"))
        #expect(names["clear"] == "placeholderView")
        #expect(names["holder"] == "noteContainerView")
    }

    @Test("a leaf arranged in a stack view only makes space: spacerView, qualified by the stack")
    func spacers() throws {
        let names = try P.names(subviews: #"""
            <stackView axis="vertical" id="s"><subviews><label text="Title" id="t"/>\#(P.view("gap", width: 100, height: 8, color: nil))\#(P.view("gap2", width: 100, height: 8))</subviews></stackView>\#(P.view("loose", width: 100, height: 8, color: nil))
            """#)
        #expect(names["s"] == "titleStackView")
        #expect(names["gap"] == "titleSpacerView")
        #expect(names["gap2"] == "titleSpacerView2")
        #expect(names["loose"] == "placeholderView")
    }

    @Test("rounded, coloured leaves: a dot up to 16 points, a badge up to 32 points high")
    func dotsAndBadges() throws {
        let names = try P.names(subviews:
            P.view("dot", width: 10, height: 10, inner: P.cornerRadius(5))
            + P.view("badge", width: 64, height: 20, inner: P.cornerRadius(10))
            + P.view("big", width: 200, height: 120, inner: P.cornerRadius(12))
            + P.view("square", width: 10, height: 10))
        #expect(names["dot"] == "dotView")
        #expect(names["badge"] == "badgeView")
        #expect(names["big"] == "colorView")
        #expect(names["square"] == "colorView2")
    }

    @Test("a coloured leaf filling its superview is its background (first) or an overlay (after others)")
    func backgroundAndOverlay() throws {
        let names = try P.names(
            subviews: P.view("bg", width: 390, height: 844, sized: false) + #"<label text="Hello" id="l"/>"# + P.view("dim", width: 390, height: 844, sized: false),
            constraints: P.pinned("bg", to: "root") + P.pinned("dim", to: "root"))
        #expect(names["bg"] == "backgroundView")
        #expect(names["dim"] == "overlayView")
    }

    @Test("the view sized by a width or height equality with the root, or its scroll view, holding the content: contentView")
    func contentView() throws {
        let root = try P.names(
            subviews: P.view("c", width: 390, height: 844, color: nil, sized: false, inner: #"<subviews><label text="A" id="a"/><label text="B" id="b"/></subviews>"#),
            constraints: #"<constraint firstItem="c" firstAttribute="width" secondItem="root" secondAttribute="width" id="w"/>"#)
        #expect(root["c"] == "contentView")
        let scroll = try P.names(subviews: #"""
            <scrollView id="sv"><subviews>\#(P.view("c", width: 390, height: 844, color: nil, sized: false, inner: #"<subviews><label text="A" id="a"/></subviews>"#))</subviews><constraints><constraint firstItem="c" firstAttribute="width" secondItem="fg" secondAttribute="width" id="w"/></constraints><viewLayoutGuide key="contentLayoutGuide" id="cg"/><viewLayoutGuide key="frameLayoutGuide" id="fg"/></scrollView>
            """#)
        #expect(scroll["c"] == "contentView")
        #expect(scroll["sv"] == "contentScrollView")
    }

    @Test("a cell's contentView is UIKit's: a view sized like the cell is not named so")
    func contentViewReserved() throws {
        let names = try P.names(TestXib.document(objects: #"""
            <tableViewCell contentMode="scaleToFill" id="root"><tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" tableViewCell="root" id="cv"><subviews>\#(P.view("c", width: 320, height: 44, color: nil, sized: false, inner: #"<subviews><label text="Hi" id="a"/></subviews>"#))</subviews><constraints><constraint firstItem="c" firstAttribute="width" secondItem="cv" secondAttribute="width" id="w"/></constraints></tableViewCellContentView></tableViewCell>
            """#))
        #expect(names["c"] == "hiContainerView")
    }

    @Test("pinned to the top (bottom) of the root and holding a button: headerView (footerView)")
    func headerAndFooter() throws {
        let button = #"<subviews><button id="b"><state key="normal" title="Done"/></button><label text="Title" id="t"/></subviews>"#
        let names = try P.names(
            subviews: P.view("top", width: 390, height: 56, color: nil, sized: false, inner: button.replacingOccurrences(of: "id=\"b\"", with: "id=\"b1\"").replacingOccurrences(of: "id=\"t\"", with: "id=\"t1\""))
                + P.view("bottom", width: 390, height: 56, color: nil, sized: false, inner: #"<subviews><button id="b2"><state key="normal" title="Save"/></button></subviews>"#)
                + P.view("both", width: 390, height: 56, color: nil, sized: false, inner: #"<subviews><button id="b3"><state key="normal" title="Go"/></button></subviews>"#)
                + P.view("noButton", width: 390, height: 56, color: nil, sized: false, inner: #"<subviews><label text="Note" id="n"/></subviews>"#),
            constraints: P.pinned("top", to: "safe", edges: ["top"]) + P.pinned("bottom", to: "root", edges: ["bottom"])
                + P.pinned("both", to: "root", edges: ["top", "bottom"]) + P.pinned("noButton", to: "root", edges: ["top"]))
        #expect(names["top"] == "headerView")
        #expect(names["bottom"] == "footerView")
        #expect(names["both"] == "goContainerView")
        #expect(names["noButton"] == "noteContainerView")
    }

    @Test("last resorts: containerView, colorView, placeholderView — never a bare view")
    func lastResorts() throws {
        let names = try P.names(subviews:
            P.view("holder", width: 100, height: 100, color: nil, inner: #"<subviews><label id="l"/></subviews>"#)
            + P.view("colored", width: 100, height: 100)
            + P.view("empty", width: 100, height: 100, color: nil))
        #expect(names["holder"] == "containerView")
        #expect(names["colored"] == "colorView")
        #expect(names["empty"] == "placeholderView")
        #expect(!names.values.contains("view"))
    }
}

@Suite("Names: what a view holds")
struct NamesByContentTests {
    typealias P = NameProbe

    @Test("one child with a name of its own: iconContainerView around iconImageView, titleContainerView around titleLabel")
    func singleChild() throws {
        let names = try P.names(subviews:
            P.view("a", width: 40, height: 40, color: nil, inner: #"<subviews><imageView image="icon" id="i"/>\#(P.view("sep", width: 40, height: 1))</subviews>"#)
            + P.view("b", width: 40, height: 40, color: nil, inner: #"<subviews><label text="Title" id="t"/></subviews>"#))
        #expect(names["a"] == "iconContainerView")
        #expect(names["b"] == "titleContainerView")
        #expect(names["sep"] == "iconSeparatorView")
    }

    @Test("several children: the first named by a label, else the stack it wraps, else the first named")
    func severalChildren() throws {
        let names = try P.names(subviews:
            P.view("a", width: 40, height: 40, color: nil, inner: #"<subviews><imageView image="avatar" id="i"/><label text="Name" id="n"/></subviews>"#)
            + P.view("b", width: 40, height: 40, color: nil, inner: #"<subviews><imageView image="star" id="s"/><stackView id="st"><subviews><label text="Info" id="x"/></subviews></stackView></subviews>"#)
            + P.view("c", width: 40, height: 40, color: nil, inner: #"<subviews><imageView image="logo" id="lg"/><imageView image="badge" id="bg"/></subviews>"#))
        #expect(names["a"] == "nameContainerView")
        #expect(names["st"] == "infoStackView")
        #expect(names["b"] == "infoContainerView")
        #expect(names["c"] == "logoContainerView")
    }

    @Test("a child named only by its kind counts last; one named like any container not at all")
    func kindNamedChildren() throws {
        let xml = TestXib.document(objects: #"""
            <view contentMode="scaleToFill" id="root"><rect key="frame" x="0" y="0" width="390" height="844"/><subviews>\#(P.view("a", width: 40, height: 40, color: nil, inner: #"<subviews><imageView id="i"/></subviews>"#))\#(P.view("b", width: 40, height: 40, color: nil, inner: #"<subviews><imageView id="j"/><label text="Caption" id="k"/></subviews>"#))\#(P.view("c", width: 40, height: 40, color: nil, inner: #"<subviews>\#(P.view("w", width: 10, height: 10, color: nil))</subviews>"#))</subviews></view>
            """#).replacingOccurrences(of: #"customModuleProvider="target"/>"#, with: #"customModuleProvider="target"><connections><outlet property="imageView" destination="i" id="o1"/><outlet property="photoImageView" destination="j" id="o2"/><outlet property="contentView" destination="w" id="o3"/></connections></placeholder>"#)
        let names = try P.names(xml)
        #expect(names["a"] == "imageContainerView")
        #expect(names["b"] == "photoContainerView")
        #expect(names["c"] == "containerView")
    }

    @Test("a holder never repeats the name of what it holds: no titleContainerView around titleStackView around titleContainerView")
    func holderChains() throws {
        let names = try P.names(subviews: #"""
            <stackView id="outer"><subviews>\#(P.view("box", width: 40, height: 40, color: nil, inner: #"<subviews><stackView id="inner"><subviews><label text="Title" id="t"/></subviews></stackView></subviews>"#))</subviews></stackView>
            """#)
        #expect(names["inner"] == "titleStackView")
        #expect(names["box"] == "titleContainerView")
        #expect(names["outer"] == "contentStackView")
    }

    @Test("a bare kind is not qualified by a holder named after a sibling: no nameSlider beside nameLabel")
    func kindNotQualifiedByBorrowedName() throws {
        let names = try P.names(subviews: #"""
            <stackView axis="vertical" id="s"><subviews><label text="Name" id="n"/><slider id="sl"/>\#(P.view("gap", width: 100, height: 8, color: nil))</subviews></stackView>
            """#)
        #expect(names["s"] == "nameStackView")
        #expect(names["sl"] == "slider")
        #expect(names["gap"] == "nameSpacerView")
    }

    @Test("views of one kind with no names of their own name what holds them: buttonsStackView")
    func sameKindChildren() throws {
        let names = try P.names(subviews: #"""
            \#(P.view("x", width: 1, height: 1, color: nil))<stackView id="s"><subviews><button id="b1"/><button id="b2"/></subviews></stackView>
            """#)
        #expect(names["s"] == "buttonsStackView")
        #expect(names["b1"] == "button")
        #expect(names["b2"] == "button2")
    }

    @Test("an outlet collection names its members as a group, after their own roles")
    func outletCollection() throws {
        let xml = TestXib.document(objects: #"""
            <view contentMode="scaleToFill" id="root"><rect key="frame" x="0" y="0" width="390" height="844"/><subviews>\#(P.view("e1", width: 40, height: 40, color: nil, inner: #"<subviews><button id="x1"/></subviews>"#))\#(P.view("e2", width: 40, height: 40, color: nil, inner: #"<subviews><button id="x2"/></subviews>"#))</subviews></view>
            """#).replacingOccurrences(of: #"customModuleProvider="target"/>"#, with: #"customModuleProvider="target"><connections><outletCollection property="starViews" destination="e1" id="o1"/><outletCollection property="starViews" destination="e2" id="o2"/></connections></placeholder>"#)
        let names = try P.names(xml)
        #expect(names["e1"] == "starView")
        #expect(names["e2"] == "starView2")
        #expect(names["x1"] == "starButton")
        #expect(names["x2"] == "starButton2")
    }
}

@Suite("Names: unique, qualified, stable")
struct NameResolutionTests {
    typealias P = NameProbe

    @Test("colliding role names are qualified by their parents' names: headerSeparatorView, footerSeparatorView")
    func qualifiedByParent() throws {
        let names = try P.names(
            subviews: P.view("header", width: 390, height: 56, color: nil, sized: false, inner: #"<subviews><button id="b1"><state key="normal" title="Back"/></button>\#(P.view("s1", width: 390, height: 1))</subviews>"#)
                + P.view("footer", width: 390, height: 56, color: nil, sized: false, inner: #"<subviews><button id="b2"><state key="normal" title="Next"/></button>\#(P.view("s2", width: 390, height: 1))<label id="l"/></subviews>"#)
                + P.view("s3", width: 390, height: 1),
            constraints: P.pinned("header", to: "safe", edges: ["top"]) + P.pinned("footer", to: "safe", edges: ["bottom"]))
        #expect(names["s1"] == "headerSeparatorView")
        #expect(names["s2"] == "footerSeparatorView")
        #expect(names["s3"] == "separatorView")
        #expect(names["l"] == "footerLabel")
    }

    @Test("a name only one view wants stays unqualified; one several want is qualified, then numbered among siblings")
    func specificCollisions() throws {
        let names = try P.names(subviews: #"""
            <label text="Total" id="t0"/><stackView id="odds"><subviews><label text="Odds" id="o"/><label text="Total" id="t1"/></subviews></stackView><stackView id="gains"><subviews><label text="Gains" id="g"/><label text="Total" id="t2"/><label text="Total" id="t3"/></subviews></stackView>
            """#)
        #expect(names["o"] == "oddsLabel")
        #expect(names["odds"] == "oddsStackView")
        #expect(names["t0"] == "totalLabel")
        #expect(names["t1"] == "oddsTotalLabel")
        #expect(names["t2"] == "gainsTotalLabel")
        #expect(names["t3"] == "gainsTotalLabel2")
    }

    @Test("qualifiers skip names that only repeat a kind or say 'container', and never repeat a word")
    func qualifierChoice() throws {
        let xml = TestXib.document(objects: #"""
            <view contentMode="scaleToFill" id="root"><rect key="frame" x="0" y="0" width="390" height="844"/><subviews><view id="card" userLabel="Card"><subviews><stackView id="stack"><subviews><label id="l"/>\#(P.view("gap", width: 1, height: 8, color: nil))</subviews></stackView><view id="box"><subviews><label id="m"/></subviews></view></subviews></view><stackView id="spacerStack" userLabel="Spacer Stack"><subviews>\#(P.view("gap2", width: 1, height: 8, color: nil))</subviews></stackView></subviews></view>
            """#).replacingOccurrences(of: #"customModuleProvider="target"/>"#, with: #"customModuleProvider="target"><connections><outlet property="stackView" destination="stack" id="o1"/><outlet property="containerView" destination="box" id="o2"/></connections></placeholder>"#)
        let names = try P.names(xml)
        #expect(names["stack"] == "stackView")
        #expect(names["l"] == "cardLabel")
        #expect(names["gap"] == "cardSpacerView")
        #expect(names["m"] == "cardLabel2")
        #expect(names["gap2"] == "spacerView")
    }

    @Test("a qualifier never ends in the words the name starts with: no imageSiteAddressSiteAddressStackView")
    func qualifierOverlap() throws {
        let names = try P.names(subviews: #"""
            <view userLabel="Card" id="card"><subviews><view userLabel="Image Site Address" id="box"><subviews><stackView userLabel="Site Address" id="s1"/><stackView userLabel="Site Address" id="s2"/></subviews></view></subviews></view>
            """#)
        #expect(names["s1"] == "cardSiteAddressStackView")
        #expect(names["s2"] == "cardSiteAddressStackView2")
        #expect(ViewNaming.repeats("spacer", "SpacerView"))
        #expect(ViewNaming.repeats("selectColor", "SelectColorControl"))
        #expect(!ViewNaming.repeats("card", "SpacerView"))
    }

    @Test("names never shadow the superclass's members or spell a keyword; outlets keep theirs")
    func reservedAndOutlets() throws {
        let cell = try P.names(TestXib.document(objects: #"""
            <tableViewCell contentMode="scaleToFill" id="root" customClass="TaxonCell" customModule="App"><tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" tableViewCell="root" id="cv"><subviews><imageView id="i"/><view userLabel="Content View" id="v"/></subviews></tableViewCellContentView></tableViewCell>
            """#))
        #expect(cell["i"] == "taxonImageView")
        #expect(cell["v"] == "taxonContentView")
        let keyword = try P.names(subviews: #"<label text="Default" id="k"/><switch id="w"/>"#)
        #expect(keyword["k"] == "defaultLabel")
        #expect(keyword["w"] == "switchControl")
        let outlets = try P.names(TestXib.document(objects: #"""
            <view contentMode="scaleToFill" id="root"><rect key="frame" x="0" y="0" width="390" height="844"/><subviews>\#(P.view("mine", width: 390, height: 1))\#(P.view("anon", width: 390, height: 1))</subviews></view>
            """#).replacingOccurrences(of: #"customModuleProvider="target"/>"#, with: #"customModuleProvider="target"><connections><outlet property="separatorView" destination="mine" id="o1"/></connections></placeholder>"#))
        #expect(outlets["mine"] == "separatorView")
        #expect(outlets["anon"] == "separatorView2")
    }
}

@Suite("Parent walk")
struct ParentMapTests {
    @Test("ancestors nearest first, each once: a circular map (duplicated ids) ends the walk instead of looping")
    func ancestors() throws {
        // a, b and c numbered by their document, x not: both kinds of entry.
        let document = try XibDocument.parse(Array(TestXib.document(objects: """
            <view id="a"><subviews><view id="b"><subviews><view id="c"/></subviews></view></subviews></view>
            """).utf8))
        var map = ParentMap(for: document)
        map["c"] = "b"
        map["b"] = "a"
        #expect(map.ancestors(of: "c") == ["b", "a"])
        #expect(map.ancestors(of: "a") == [])
        let c = try #require(document.objects.first?.subviews.first?.subviews.first)
        #expect(map.ancestors(of: c) == ["b", "a"])
        map["a"] = "c"
        #expect(map.ancestors(of: "c") == ["b", "a"])
        map["x"] = "x"
        #expect(map.ancestors(of: "x") == [])
    }
}
