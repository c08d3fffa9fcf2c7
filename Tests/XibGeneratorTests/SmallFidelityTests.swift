import Testing
import XibModel
@testable import XibGenerator

/// Issue #23's smaller differences from the nib (the element examples cover activity indicator
/// styles, content views' safe-area margins, DBL_MIN insets and edge insets beside configurations).
@Suite("Small fidelity fixes")
struct SmallFidelityTests {
    static func generate(_ xml: String, name: String = "Fixture") throws -> String {
        ViewCodeGenerator.generate(try XibDocument.parse(Array(xml.utf8)), xibName: name).text
    }

    @Test("a constraint installed in no size class is left out, as the nib leaves it out")
    func neverInstalledConstraintLeftOut() throws {
        let text = try Self.generate(TestXib.document(objects: """
        <view contentMode="scaleToFill" id="root"><rect key="frame" x="0" y="0" width="375" height="667"/>
        <subviews><view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box"/></subviews>
        <constraints>
        <constraint firstItem="box" firstAttribute="width" constant="111" id="never"/>
        <constraint firstItem="box" firstAttribute="width" constant="222" id="regular"/>
        <constraint firstItem="box" firstAttribute="height" constant="333" id="always"/>
        </constraints>
        <variation key="default"><mask key="constraints"><exclude reference="never"/><exclude reference="regular"/></mask></variation>
        <variation key="heightClass=regular-widthClass=regular"><mask key="constraints"><include reference="regular"/></mask></variation>
        </view>
        """))
        #expect(!text.contains("111"), "\(text)")
        #expect(text.contains("equalToConstant: 222") && text.contains("equalToConstant: 333"), "\(text)")
        #expect(!text.contains("not generated"))
    }

    /// IB's "Installed" unchecked with an outlet: the app activates the constraint later. The
    /// nib creates it inactive and connects the outlet, also when the outlet belongs to the
    /// root's own class (found by check-corpus: goma-sportsbook MyTicketTableViewCell_legacy).
    @Test("a constraint installed in no size class that an outlet names is declared, inactive, and connected")
    func neverInstalledConstraintWithOutletKept() throws {
        let text = try Self.generate(TestXib.document(objects: """
        <view contentMode="scaleToFill" customClass="TicketView" customModule="App" id="root"><rect key="frame" x="0" y="0" width="375" height="667"/>
        <subviews><view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box"/></subviews>
        <constraints>
        <constraint firstItem="box" firstAttribute="height" id="zero"/>
        <constraint firstItem="box" firstAttribute="width" constant="111" id="never"/>
        </constraints>
        <variation key="default"><mask key="constraints"><exclude reference="zero"/><exclude reference="never"/></mask></variation>
        <connections><outlet property="zeroHeightConstraint" destination="zero" id="o1"/></connections>
        </view>
        """), name: "TicketView_legacy")
        #expect(text.contains(": TicketView {"), "the layout subclasses the app's class, whose outlet it is: \(text)")
        #expect(text.contains("heightAnchor.constraint(equalToConstant: 0)"), "\(text)")
        #expect(text.contains("zeroHeightConstraint = "), "\(text)")
        #expect(text.contains(".isActive = false"), "\(text)")
        #expect(!text.contains("111"), "\(text)")
    }

    @Test("one selector spelling per receiving class: all checked, or all strings when one cannot be")
    func oneSelectorSpellingPerOwner() throws {
        func xib(_ selectors: [String]) -> String {
            let buttons = selectors.enumerated().map { index, selector in
                #"<button opaque="NO" contentMode="scaleToFill" buttonType="system" translatesAutoresizingMaskIntoConstraints="NO" id="b\#(index)"><connections><action selector="\#(selector)" destination="-1" eventType="touchUpInside" id="a\#(index)"/></connections></button>"#
            }.joined()
            return TestXib.document(objects: """
            <view contentMode="scaleToFill" id="root"><rect key="frame" x="0" y="0" width="375" height="667"/><subviews>\(buttons)</subviews></view>
            """)
        }
        let checked = try Self.generate(xib(["save:", "tap:event:"]))
        #expect(checked.contains("#selector(OwnerViewController.save(_:))") && checked.contains("#selector(OwnerViewController.tap(_:event:))"))
        let mixed = try Self.generate(xib(["save:", "refresh"]))
        #expect(mixed.contains(#"Selector(("save:"))"#) && mixed.contains(#"Selector(("refresh"))"#), "\(mixed)")
        #expect(!mixed.contains("#selector("))
    }

    @Test("a XIB cell always declares reuseIdentifier: the XIB's, else its class's name, else the type's")
    func reuseIdentifierAlways() throws {
        let named = try Self.generate(TestXib.document(objects: """
        <tableViewCell contentMode="scaleToFill" customClass="ProfileCell" customModule="App" id="c1"><rect key="frame" x="0" y="0" width="320" height="44"/></tableViewCell>
        """), name: "ProfileCell")
        #expect(named.contains(#"static let reuseIdentifier = "ProfileCell""#), "\(named)")
        let plain = try Self.generate(TestXib.document(objects: """
        <collectionViewCell contentMode="center" id="c1"><rect key="frame" x="0" y="0" width="50" height="50"/></collectionViewCell>
        """), name: "Tile")
        #expect(plain.contains(#"static let reuseIdentifier = "TileLayout""#), "\(plain)")
        let given = try Self.generate(TestXib.document(objects: """
        <tableViewCell contentMode="scaleToFill" reuseIdentifier="Row" id="c1"/>
        """))
        #expect(given.contains(#"static let reuseIdentifier = "Row""#))
    }
}
