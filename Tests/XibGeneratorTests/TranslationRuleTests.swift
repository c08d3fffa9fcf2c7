import Testing
import XibModel
@testable import XibGenerator

@Suite("Swift spelling")
struct SwiftSpellingTests {
    @Test("string literals escape quotes, backslashes, control characters and bidi overrides", arguments: [
        ("plain", #""plain""#),
        (#"say "hi""#, #""say \"hi\"""#),
        (#"C:\path"#, #""C:\\path""#),
        ("two\nlines\ttab", #""two\nlines\ttab""#),
        ("bell\u{07}", #""bell\u{7}""#),
        ("rtl\u{202E}x", #""rtl\u{202E}x""#),
        ("emoji 👋 ✓ 日本", #""emoji 👋 ✓ 日本""#),
        (#"\(interpolation)"#, #""\\(interpolation)""#),
    ])
    func strings(input: String, expected: String) {
        #expect(SwiftLiteral.string(input) == expected)
    }

    @Test("numbers use the shortest round-tripping spelling", arguments: [
        ("0.0", "0"), ("17", "17"), ("17.0", "17"), ("-8", "-8"), ("0.5", "0.5"),
        ("0.23921568627450981", "0.23921568627450981"), ("0.50000000000000000", "0.5"), ("1e-05", "1e-5"), ("abc", nil), ("inf", nil),
    ] as [(String, String?)])
    func numbers(input: String, expected: String?) {
        #expect(SwiftLiteral.number(input) == expected)
    }

    @Test("identifiers: invalid characters replaced, leading digits fixed, keywords back-ticked")
    func identifiers() {
        #expect(SwiftIdentifier.escaped("titleLabel") == "titleLabel")
        #expect(SwiftIdentifier.escaped("default") == "`default`")
        #expect(SwiftIdentifier.escaped("my-view") == "my_view")
        #expect(SwiftIdentifier.escaped("1st") == "_1st")
        #expect(SwiftIdentifier.isValid("café"))
        #expect(!SwiftIdentifier.isValid("a b"))
    }

    @Test("words and camel case from free text")
    func camelCase() {
        #expect(SwiftIdentifier.lowerCamelCase(SwiftIdentifier.words("Sign in!")) == "signIn")
        #expect(SwiftIdentifier.lowerCamelCase(SwiftIdentifier.words("avatar_image-URL")) == "avatarImageUrl")
        #expect(SwiftIdentifier.lowerCamelCase(SwiftIdentifier.words("42 items")) == nil)
        #expect(SwiftIdentifier.lowerCamelCase(SwiftIdentifier.words("日本語")) == nil)
    }
}

@Suite("Naming")
struct NamingTests {
    private func object(_ tag: String, _ attributes: [String: String] = [:], userLabel: String? = nil) -> XibObject {
        XibObject(tag: tag, id: "x", userLabel: userLabel, attributes: XibAttributes(attributes.sorted { $0.key < $1.key }.map { XibAttribute(name: $0.key, value: $0.value) }))
    }

    @Test("descriptive names come from user label, text, image, custom class, then role")
    func descriptive() {
        #expect(ViewNaming.descriptiveName(for: object("view", userLabel: "Header Background"), role: "view") == "headerBackgroundView")
        #expect(ViewNaming.descriptiveName(for: object("label", ["text": "Welcome back!"]), role: "label") == "welcomeBackLabel")
        #expect(ViewNaming.descriptiveName(for: object("label", ["text": "Sign in to your account"]), role: "label") == "signInAccountLabel")
        #expect(ViewNaming.descriptiveName(for: object("imageView", ["image": "ic_avatar"]), role: "imageView") == "avatarImageView")
        #expect(ViewNaming.descriptiveName(for: object("imageView", userLabel: "Avatar Image"), role: "imageView") == "avatarImageView")
        #expect(ViewNaming.descriptiveName(for: object("view", ["customClass": "RatingView"]).withCustomClass("RatingView"), role: "view") == "ratingView")
        #expect(ViewNaming.descriptiveName(for: object("view").withCustomClass("UIButton"), role: "view") == "button")
        #expect(ViewNaming.descriptiveName(for: object("view").withCustomClass("MDCShadowView"), role: "view") == "shadowView")
        #expect(ViewNaming.descriptiveName(for: object("view").withCustomClass("OA"), role: "view") == "oa")
        #expect(ViewNaming.descriptiveName(for: object("label", ["text": "価格"]), role: "label") == "label")
        #expect(ViewNaming.descriptiveName(for: object("stackView"), role: "stackView") == "stackView")
    }

    @Test("names are unique and never shadow UIKit members")
    func unique() {
        var naming = ViewNaming(for: .tableViewCell)
        #expect(naming.claim("label") == "label")
        #expect(naming.claim("label") == "label2")
        #expect(naming.claim("label") == "label3")
        #expect(naming.claim("imageView") == "imageView2")
        #expect(naming.claim("frame") == "frame2")
        #expect(naming.claim("repeat") == "`repeat`")
        #expect(!naming.isAvailable("contentView"))
        var plain = ViewNaming()
        #expect(plain.isAvailable("imageView"))
        #expect(plain.claim("titleLabel") == "titleLabel")
    }

    @Test("type names follow the template and avoid classes the XIB names")
    func typeNames() throws {
        let xml = TestXib.document(objects: #"<view id="root" customClass="FixtureLayout"/>"#)
        let output = try TestXib.generate(xml)
        #expect(output.typeNames == ["FixtureLayoutBase"])
        let custom = try TestXib.generate(TestXib.document(objects: #"<view id="root"/>"#), options: GeneratorOptions(typeNameTemplate: "{xib}View"))
        #expect(custom.typeNames == ["FixtureView"])
    }

    @Test("a root's custom class: the XIB's own class inherits the generated type; a UIKit or reusable class is its superclass")
    func rootSuperclass() throws {
        let own = try TestXib.generate(TestXib.document(objects: #"<view id="root" customClass="Fixture" customModule="App"/>"#))
        #expect(own.superclasses == ["UIView"])
        #expect(own.text.contains("class FixtureLayout: UIView {"))
        #expect(own.text.contains("make `Fixture` inherit from `FixtureLayout`"))
        let control = try TestXib.generate(TestXib.document(objects: #"<view id="root" customClass="UIControl"><connections><action selector="backgroundTapped:" destination="-1" eventType="touchUpInside" id="a"/></connections></view>"#))
        #expect(control.superclasses == ["UIControl"])
        #expect(control.text.contains("    addTarget(owner, action: #selector(OwnerViewController.backgroundTapped(_:)), for: .touchUpInside)"))
        let reusable = try TestXib.generate(TestXib.document(objects: #"<view id="root" customClass="ThemeableView" customModule="App"><subviews><view id="inner" customClass="ThemeableView" customModule="App"/></subviews></view>"#))
        #expect(reusable.superclasses == ["ThemeableView"])
        #expect(reusable.text.contains("class FixtureLayout: ThemeableView {"))
        #expect(!reusable.text.contains("inherit from"))
    }

    @Test("Objective-C selectors become Swift selector names", arguments: [
        ("didTap:", "didTap(_:)"), ("didTapWithSender:", "didTap(sender:)"), ("refresh", "refresh"),
        ("button:forEvent:", "button(_:forEvent:)"), ("bad-name:", nil),
    ] as [(String, String?)])
    func selectors(objc: String, swift: String?) {
        #expect(TypeGenerator.swiftSelector(objc) == swift)
    }
}

@Suite("Colors and fonts")
struct ColorFontTests {
    @Test("colors map to the UIColor API people write", arguments: [
        (XibColor.rgb(red: 0.2, green: 0.4, blue: 0.6, alpha: 1, space: .sRGB), "UIColor(red: 0.2, green: 0.4, blue: 0.6, alpha: 1)"),
        (.rgb(red: 1, green: 0, blue: 0, alpha: 1, space: .displayP3), "UIColor(displayP3Red: 1, green: 0, blue: 0, alpha: 1)"),
        (.rgb(red: 0.1, green: 0.1, blue: 0.1, alpha: 0.5, space: .calibratedRGB), "UIColor(red: 0.1, green: 0.1, blue: 0.1, alpha: 0.5)"),
        (.rgb(red: 1, green: 1, blue: 1, alpha: 1, space: .sRGB), ".white"),
        (.white(0, alpha: 0, space: .genericGamma22Gray), ".clear"),
        (.white(0, alpha: 1, space: .calibratedWhite), ".black"),
        (.white(0.33, alpha: 1, space: .genericGamma22Gray), "UIColor(white: 0.33, alpha: 1)"),
        (.system("systemBackgroundColor"), ".systemBackground"),
        (.system("labelColor"), ".label"),
        (.legacySystem("darkTextColor"), ".darkText"),
        (.legacySystem("groupTableViewBackgroundColor"), ".groupTableViewBackground"),
        (.legacySystem("tableCellGroupedBackgroundColor"), ".secondarySystemGroupedBackground"),
        (.catalog(catalog: "System", name: "textColor"), ".label"),
        (.named("Brand \"Blue\""), #"UIColor(named: "Brand \"Blue\"")"#),
    ])
    func colors(color: XibColor, expected: String) {
        #expect(ColorTranslation.swift(color).expression == expected)
    }

    @Test("private system colors are approximated with a note")
    func privateColor() {
        #expect(ColorTranslation.swift(.legacySystem("tableCellGroupedBackgroundColor")).note != nil)
        #expect(ColorTranslation.swift(.system("systemRedColor")).note == nil)
    }

    @Test("fonts map to UIFont", arguments: [
        (XibFont.system(.system, size: 17, weight: nil), ".systemFont(ofSize: 17)"),
        (.system(.system, size: 15, weight: "semibold"), ".systemFont(ofSize: 15, weight: .semibold)"),
        (.system(.system, size: 15, weight: "regular"), ".systemFont(ofSize: 15)"),
        (.system(.boldSystem, size: 20, weight: nil), ".boldSystemFont(ofSize: 20)"),
        (.system(.italicSystem, size: 12.5, weight: nil), ".italicSystemFont(ofSize: 12.5)"),
        (.custom(name: "Avenir-Heavy", size: 18), #"UIFont(name: "Avenir-Heavy", size: 18)"#),
        (.textStyle("UICTFontTextStyleTitle0"), ".preferredFont(forTextStyle: .largeTitle)"),
        (.textStyle("UICTFontTextStyleSubhead"), ".preferredFont(forTextStyle: .subheadline)"),
    ])
    func fonts(font: XibFont, expected: String) {
        #expect(FontTranslation.swift(font).expression == expected)
    }
}

@Suite("Defaults")
struct DefaultTests {
    @Test("values equal to UIKit's defaults emit nothing; others do", arguments: [
        (#"<label text="x" numberOfLines="1" textAlignment="natural" id="a"/>"#, ["numberOfLines", "textAlignment"], [#"label.text = "x""#]),
        (#"<label text="x" numberOfLines="0" id="a"/>"#, [], ["label.numberOfLines = 0"]),
        (#"<view alpha="1" hidden="NO" opaque="YES" tag="0" id="a"/>"#, ["alpha", "isHidden", "isOpaque", "tag"], []),
        (#"<view alpha="1.0" id="a"/>"#, ["alpha"], []),
        (#"<imageView userInteractionEnabled="NO" id="a"/>"#, ["isUserInteractionEnabled"], []),
        (#"<view userInteractionEnabled="NO" id="a"/>"#, [], ["view.isUserInteractionEnabled = false"]),
        (#"<stackView axis="horizontal" spacing="0" id="a"/>"#, ["axis", "spacing"], []),
        (#"<view horizontalHuggingPriority="250" verticalCompressionResistancePriority="750" id="a"/>"#, ["Priority"], []),
        (#"<label text="x" id="a"><fontDescription key="fontDescription" type="system" pointSize="17"/></label>"#, ["font"], []),
    ])
    func defaults(snippet: String, absent: [String], present: [String]) throws {
        let output = try TestXib.generate(TestXib.document(subview: snippet))
        let lines = TestXib.lines(output.text)
        for fragment in absent {
            #expect(!lines.contains { $0.contains(fragment) }, "\(fragment) should be omitted")
        }
        for line in present {
            #expect(lines.contains(line), "missing \(line)")
        }
    }

    @Test("invalid attribute values are errors naming the attribute")
    func invalidValue() throws {
        let output = try TestXib.generate(TestXib.document(subview: #"<label numberOfLines="many" id="a"/>"#))
        let errors = output.diagnostics.filter { $0.severity == .error }
        #expect(errors.count == 1)
        #expect(errors.first?.message.contains("numberOfLines=\"many\"") == true)
    }

    @Test("runtime attributes: optional UIKit properties are optional-chained, numeric strings set numbers, transforms use KVC")
    func runtimeAttributeOptionalChain() throws {
        let output = try TestXib.generate(TestXib.document(subview: #"""
            <button id="b"><userDefinedRuntimeAttributes><userDefinedRuntimeAttribute type="number" keyPath="titleLabel.numberOfLines"><integer key="value" value="2"/></userDefinedRuntimeAttribute><userDefinedRuntimeAttribute type="number" keyPath="layer.transform.rotation.z"><real key="value" value="0.5"/></userDefinedRuntimeAttribute><userDefinedRuntimeAttribute type="string" keyPath="layer.cornerRadius" value="6"/></userDefinedRuntimeAttributes></button>
            """#))
        #expect(output.text.contains("button.titleLabel?.numberOfLines = 2"))
        #expect(output.text.contains(#"button.layer.setValue(0.5, forKeyPath: "transform.rotation.z")"#))
        #expect(output.text.contains("button.layer.cornerRadius = 6"), "KVC reads the number out of a string value")
        #expect(output.diagnostics.isEmpty)
    }

    @Test("runtime attributes: a number setting an enumeration property becomes its case; an unknown raw value is reported")
    func runtimeAttributeEnumeration() throws {
        let output = try TestXib.generate(TestXib.document(subview: #"""
            <button id="b"><userDefinedRuntimeAttributes><userDefinedRuntimeAttribute type="number" keyPath="titleLabel.textAlignment"><integer key="value" value="1"/></userDefinedRuntimeAttribute><userDefinedRuntimeAttribute type="number" keyPath="titleLabel.lineBreakMode"><integer key="value" value="5"/></userDefinedRuntimeAttribute><userDefinedRuntimeAttribute type="number" keyPath="imageView.contentMode"><integer key="value" value="1"/></userDefinedRuntimeAttribute><userDefinedRuntimeAttribute type="number" keyPath="titleLabel.textAlignment"><integer key="value" value="9"/></userDefinedRuntimeAttribute></userDefinedRuntimeAttributes></button>
            """#))
        #expect(output.text.contains("button.titleLabel?.textAlignment = .center"))
        #expect(output.text.contains("button.titleLabel?.lineBreakMode = .byTruncatingMiddle"))
        #expect(output.text.contains("button.imageView?.contentMode = .scaleAspectFit"))
        #expect(!output.text.contains("textAlignment = 9"))
        #expect(output.diagnostics.map(\.kind) == ["unsupported-runtime-attribute"])
    }

    @Test("untranslated attributes and elements are warnings with a line and a marker in the output")
    func unsupported() throws {
        let output = try TestXib.generate(TestXib.document(subview: #"<glkView drawableDepthFormat="24" id="s"/>"#))
        #expect(output.diagnostics.contains { $0.kind == "unsupported-element" && $0.location.line == 6 })
        #expect(output.diagnostics.contains { $0.kind == "unsupported-attribute" && $0.message.contains("drawableDepthFormat=\"24\"") })
        #expect(output.text.contains("// xibgen: glkView attribute drawableDepthFormat=\"24\" is not translated yet (line 6)"))
        #expect(output.text.contains("let view = UIView()"))
    }
}

extension XibObject {
    func withCustomClass(_ name: String) -> XibObject {
        var copy = self
        copy.customClass = name
        return copy
    }
}
