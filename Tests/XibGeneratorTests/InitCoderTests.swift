import Testing
import XibModel
@testable import XibGenerator

/// `style.initCoder`: a nib or storyboard that still decodes a generated class must not get its
/// subviews twice (its own and the generated ones).
@Suite("init(coder:) policy")
struct InitCoderTests {
    static let xib = TestXib.document(objects: """
    <view contentMode="scaleToFill" id="root"><rect key="frame" x="0" y="0" width="320" height="200"/>
    <subviews><view contentMode="scaleToFill" id="v1"><rect key="frame" x="10" y="10" width="300" height="20"/>
    <autoresizingMask key="autoresizingMask" widthSizable="YES" flexibleMaxY="YES"/></view></subviews></view>
    <stackView opaque="NO" contentMode="scaleToFill" id="stack"><rect key="frame" x="0" y="0" width="100" height="40"/></stackView>
    """)

    static func generate(_ policy: GeneratorOptions.InitCoderPolicy) throws -> String {
        var options = GeneratorOptions.default
        options.initCoder = policy
        return ViewCodeGenerator.generate(try XibDocument.parse(Array(xib.utf8)), xibName: "Panel", options: options).text
    }

    @Test("by default init(coder:) is unavailable and builds nothing, as view-code guides write it")
    func unavailableByDefault() throws {
        #expect(GeneratorOptions.default.initCoder == .unavailable)
        let text = try Self.generate(.unavailable)
        #expect(text.contains("""
            @available(*, unavailable)
            required init?(coder: NSCoder) {
                fatalError("PanelLayout is built in code, not decoded from a nib or storyboard")
            }
        """))
        // UIStackView declares a non-failable init(coder:).
        #expect(text.contains("""
            @available(*, unavailable)
            required init(coder: NSCoder) {
        """))
        #expect(!text.contains("super.init(coder: coder)"))
    }

    @Test("initCoder: build decodes, builds the hierarchy at the XIB's size and restores the decoded frame")
    func build() throws {
        let text = try Self.generate(.build)
        #expect(!text.contains("@available(*, unavailable)"))
        #expect(text.contains("""
            required init?(coder: NSCoder) {
                super.init(coder: coder)
                let decodedFrame = frame
                // Built at the XIB's size, as the nib was: the subviews' frames and autoresizing masks are relative to it.
                self.frame = CGRect(x: 0, y: 0, width: 320, height: 200)
                buildViewHierarchy()
                setupConstraints()
                configureViews()
                layoutDidLoad()
                frame = decodedFrame
            }
        """))
    }
}

/// `layoutDidLoad()`: the seam where `awakeFromNib()` code moves.
@Suite("layoutDidLoad seam")
struct LayoutDidLoadTests {
    @Test("every type declares layoutDidLoad() and calls it once the layout is built, before the caller's frame applies")
    func seam() throws {
        let text = try InitCoderTests.generate(.build)
        #expect(text.components(separatedBy: "    func layoutDidLoad() {}").count - 1 == 2, "one per type: \(text)")
        #expect(text.contains("""
                configureViews()
                layoutDidLoad()
                if frame != .zero { self.frame = frame }
        """))
        #expect(text.contains("""
                configureViews()
                layoutDidLoad()
                frame = decodedFrame
        """))
        var options = GeneratorOptions.default
        options.accessLevel = .open
        let open = ViewCodeGenerator.generate(try XibDocument.parse(Array(InitCoderTests.xib.utf8)), xibName: "Panel", options: options).text
        #expect(open.contains("    open func layoutDidLoad() {}"), "overridable from the app's module")
    }
}
