import Testing
import XibModel
@testable import XibGenerator

/// `style.assetSymbols`: Xcode's generated asset symbols for the names the catalogs provide.
@Suite struct AssetSymbolTests {
    /// Asset names and the symbols Xcode generated for them, as read in Xcode-written
    /// `GeneratedAssetSymbols.swift` files (nil: no symbol this generator can spell with certainty).
    @Test(arguments: [
        ("logo", AssetSymbols.Kind.image, "logo"), ("Logo", .image, "logo"),
        ("tiko_avatar", .image, "tikoAvatar"), ("golden-logo-1024", .image, "goldenLogo1024"),
        ("ambient-dust-overlay", .image, "ambientDustOverlay"), ("clipboard.fill", .image, "clipboardFill"),
        ("Locate me", .image, "locateMe"), ("Locate me OFF", .image, "locateMeOFF"), ("Image 1", .image, "image1"),
        ("FTU-screen1", .image, "ftuScreen1"), ("QR-Code Icon Black", .image, "qrCodeIconBlack"),
        ("QRpedia_QR-Code Blue", .image, "qRpediaQRCodeBlue"), ("DPad", .image, "dPad"), ("BtnY", .image, "btnY"),
        ("210421-citykey-layout-city-key-55", .image, "_210421CitykeyLayoutCityKey55"), ("121212", .color, "_121212"),
        // The kind's suffix: a last word, or the end of the last word, never the whole name.
        ("ControllerImage", .image, "controller"), ("offer_Image", .image, "offer"), ("insert_image", .image, "insert"),
        ("Image", .image, "image"), ("image2", .image, "image2"), ("AccentColor", .color, "accent"),
        ("hint_text_color", .color, "hintText"), ("white_color_85", .color, "whiteColor85"), ("Color", .color, "color"),
        ("BlueColor", .image, "blueColor"), ("DSAction", .color, "dsAction"),
        // Constant style is kept as written (suffix still dropped).
        ("CLR_LABEL_TEXT_WHITE", .color, "CLR_LABEL_TEXT_WHITE"), ("CLR_LAUNCH_SCREEN_COLOR", .color, "CLR_LAUNCH_SCREEN"),
        // Namespaces are nested types.
        ("Colors/Text/Primary", .color, "Colors.Text.primary"), ("Icons/close", .image, "Icons.close"),
        ("Colors/121212", .color, "Colors._121212"),
        // Keywords that need back-ticks after a dot.
        ("init", .image, "`init`"), ("default", .image, "default"),
        // No symbol this generator can be sure of.
        ("café", .image, nil), ("---", .image, nil), ("RED-BLUE", .color, nil), ("icons/close", .image, nil),
    ] as [(String, AssetSymbols.Kind, String?)])
    func symbolNames(name: String, kind: AssetSymbols.Kind, symbol: String?) {
        #expect(AssetSymbols.reference(for: name, kind: kind) == symbol)
    }

    @Test func namesWhoseSymbolsCollideKeepTheirStrings() {
        let symbols = AssetSymbols(imageNames: ["arrow-left", "arrow_left", "ArrowLeftImage", "Icons/arrow-left", "logo"],
                                   colorNames: ["arrow-left"])
        #expect(symbols.imageExpression("arrow-left") == nil && symbols.imageExpression("arrow_left") == nil
            && symbols.imageExpression("ArrowLeftImage") == nil, "three images resolve to arrowLeft")
        #expect(symbols.imageExpression("Icons/arrow-left") == "UIImage(resource: .Icons.arrowLeft)", "another namespace")
        #expect(symbols.colorExpression("arrow-left") == "UIColor(resource: .arrowLeft)", "colors are another type")
        #expect(symbols.imageExpression("Logo") == nil, "only the exact name: UIImage(named:) keeps its run-time lookup")
    }

    static let xib = TestXib.document(subview: """
        <imageView contentMode="scaleToFill" image="logo" translatesAutoresizingMaskIntoConstraints="NO" id="logo"><rect key="frame" x="0" y="0" width="10" height="10"/></imageView>
        <imageView contentMode="scaleToFill" image="missing" translatesAutoresizingMaskIntoConstraints="NO" id="missing"><rect key="frame" x="0" y="0" width="10" height="10"/></imageView>
        <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="system" lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="go">
            <rect key="frame" x="0" y="0" width="10" height="10"/>
            <state key="normal" title="Go" image="Icons/close" backgroundImage="logo"><color key="titleColor" name="Brand"/></state>
        </button>
        <imageView contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="ref">
            <rect key="frame" x="0" y="0" width="10" height="10"/>
            <imageReference key="image" image="logo" renderingMode="template"/>
        </imageView>
        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box">
            <rect key="frame" x="0" y="0" width="10" height="10"/>
            <color key="backgroundColor" name="Brand"/>
            <userDefinedRuntimeAttributes>
                <userDefinedRuntimeAttribute type="color" keyPath="layer.borderColor"><color key="value" name="Brand"/></userDefinedRuntimeAttribute>
                <userDefinedRuntimeAttribute type="color" keyPath="layer.shadowColor"><color key="value" name="Other"/></userDefinedRuntimeAttribute>
            </userDefinedRuntimeAttributes>
        </view>
        """)

    static let catalogs = AssetSymbols(imageNames: ["logo", "Icons/close"], colorNames: ["Brand"])

    @Test func namesTheCatalogsProvideAreWrittenAsSymbolsOthersStayStrings() throws {
        let document = try XibDocument.parse(Array(Self.xib.utf8))
        let options = GeneratorOptions(deploymentTarget: DeploymentTarget(17), assetSymbols: true)
        let text = ViewCodeGenerator.generate(document, xibName: "Fixture", options: options, assets: Self.catalogs).text
        let lines = TestXib.lines(text)
        for expected in [
            "imageView.image = UIImage(resource: .logo)",
            #"imageView.image = UIImage(named: "missing")"#,
            "button.setImage(UIImage(resource: .Icons.close), for: .normal)",
            "button.setBackgroundImage(UIImage(resource: .logo), for: .normal)",
            "button.setTitleColor(UIColor(resource: .brand), for: .normal)",
            "imageView.image = UIImage(resource: .logo).withRenderingMode(.alwaysTemplate)",
            "view.backgroundColor = UIColor(resource: .brand)",
            "view.layer.borderColor = UIColor(resource: .brand).cgColor",
            #"view.layer.shadowColor = UIColor(named: "Other")?.cgColor"#,
        ] {
            #expect(lines.contains(expected), "\(expected)\n\(text)")
        }
        // A size-class variation of an image attribute names the symbols too.
        let variation = try XibDocument.parse(Array(TestXib.document(subview: """
            <slider opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" value="0.5" minValue="0.0" maxValue="1" minimumValueImage="logo" translatesAutoresizingMaskIntoConstraints="NO" id="slider">
                <rect key="frame" x="0" y="0" width="100" height="30"/>
                <variation key="widthClass=regular" minimumValueImage="Icons/close"/>
            </slider>
            """).utf8))
        let varied = ViewCodeGenerator.generate(variation, xibName: "Fixture", options: options, assets: Self.catalogs).text
        #expect(varied.contains("UIImage(resource: .Icons.close)") && varied.contains("UIImage(resource: .logo)"), "\(varied)")
        #expect(!varied.contains(#"UIImage(named:"#), "\(varied)")
        // Off (the default), the same facts change nothing.
        let off = ViewCodeGenerator.generate(document, xibName: "Fixture", options: GeneratorOptions(deploymentTarget: DeploymentTarget(17)), assets: Self.catalogs).text
        #expect(!off.contains("resource:"))
        #expect(off == ViewCodeGenerator.generate(document, xibName: "Fixture", options: GeneratorOptions(deploymentTarget: DeploymentTarget(17))).text)
    }
}
