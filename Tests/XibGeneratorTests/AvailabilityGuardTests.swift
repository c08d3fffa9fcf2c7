import Testing
import XibModel
@testable import XibGenerator

/// Document features newer than `style.deploymentTarget` (a button configuration, iOS 15; a date
/// picker style, iOS 13.4) are written in `if #available` blocks: the code compiles at the target,
/// and an older iOS skips them as its nib loader skips the keys. At or above the version: no block.
@Suite("Availability guards") struct AvailabilityGuardTests {
    static let xib = TestXib.document(subview: """
        <button opaque="NO" contentMode="scaleToFill" pointerInteraction="YES" role="destructive" buttonType="system" lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="b1">
            <rect key="frame" x="0" y="0" width="100" height="40"/>
            <buttonConfiguration key="configuration" style="filled" title="Go" imagePadding="6"/>
        </button>
        <datePicker contentMode="scaleToFill" datePickerMode="date" style="compact" translatesAutoresizingMaskIntoConstraints="NO" id="d1">
            <rect key="frame" x="0" y="50" width="320" height="50"/>
        </datePicker>
        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="v1">
            <rect key="frame" x="0" y="120" width="10" height="10"/>
            <color key="tintColor" systemColor="tintColor"/>
            <userDefinedRuntimeAttributes>
                <userDefinedRuntimeAttribute type="color" keyPath="layer.borderColor">
                    <color key="value" systemColor="tintColor"/>
                </userDefinedRuntimeAttribute>
            </userDefinedRuntimeAttributes>
        </view>
        """)

    static func generate(at target: DeploymentTarget) throws -> String {
        let document = try XibDocument.parse(Array(xib.utf8))
        return ViewCodeGenerator.generate(document, xibName: "Guards", options: GeneratorOptions(deploymentTarget: target)).text
    }

    @Test("below each version: one block per run of statements of that version, the configuration built inside its block")
    func guardedBelowTheirVersion() throws {
        let text = try Self.generate(at: .minimum)
        #expect(text.contains("""
                    if #available(iOS 13.4, *) {
                        button.isPointerInteractionEnabled = true
                    }
                    if #available(iOS 14.0, *) {
                        button.role = .destructive
                    }
            """))
        #expect(text.contains("""
                    if #available(iOS 15.0, *) {
                        var buttonConfiguration = UIButton.Configuration.filled()
                        buttonConfiguration.title = "Go"
                        buttonConfiguration.imagePadding = 6
                        button.configuration = buttonConfiguration
                    }
            """))
        #expect(text.contains("""
                    if #available(iOS 13.4, *) {
                        datePicker.preferredDatePickerStyle = .compact
                    }
            """))
        // A property and a runtime attribute of one version, one after the other: one block.
        #expect(text.contains("""
                    if #available(iOS 15.0, *) {
                        view.tintColor = .tintColor
                        view.layer.borderColor = UIColor.tintColor.cgColor
                    }
            """))
    }

    @Test("at the version or later: plain statements")
    func plainAtTheirVersion() throws {
        let text = try Self.generate(at: DeploymentTarget(15))
        #expect(!text.contains("#available"))
        #expect(text.contains("        var buttonConfiguration = UIButton.Configuration.filled()\n"))
        #expect(text.contains("        button.role = .destructive\n"))
        #expect(text.contains("        view.tintColor = .tintColor\n"))
        let between = try Self.generate(at: DeploymentTarget(14))
        #expect(!between.contains("#available(iOS 14.0") && !between.contains("#available(iOS 13.4"))
        #expect(between.contains("if #available(iOS 15.0, *) {"))
    }
}
