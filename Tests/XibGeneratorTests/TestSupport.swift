import XibModel
@testable import XibGenerator

/// Builds small XIB documents around snippets.
enum TestXib {
    static func document(objects: String, owner: String = #"customClass="OwnerViewController" customModule="App" customModuleProvider="target""#) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21507" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner" \(owner)/>
                <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
                \(objects)
            </objects>
        </document>
        """
    }

    /// `snippet` as the only subview of a root view.
    static func document(subview snippet: String) -> String {
        document(objects: """
        <view contentMode="scaleToFill" id="root"><rect key="frame" x="0" y="0" width="375" height="667"/><subviews>\(snippet)</subviews><viewLayoutGuide key="safeArea" id="root-safe"/></view>
        """)
    }

    /// A storyboard whose scenes hold `controllers` (each a scene controller's element), the
    /// first one initial.
    static func storyboard(scenes controllers: [String]) -> String {
        let scenes = controllers.enumerated().map { index, controller in
            """
                    <scene sceneID="scene\(index)">
                        <objects>
                            \(controller)
                            <placeholder placeholderIdentifier="IBFirstResponder" id="fr\(index)" userLabel="First Responder" customClass="UIResponder" sceneMemberID="firstResponder"/>
                        </objects>
                    </scene>
            """
        }.joined(separator: "\n")
        return """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="21507" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
            <scenes>
        \(scenes)
            </scenes>
        </document>
        """
    }

    static func generate(_ xml: String, options: GeneratorOptions = .default) throws -> GeneratedSource {
        let document = try XibDocument.parse(Array(xml.utf8))
        return ViewCodeGenerator.generate(document, xibName: "Fixture", options: options)
    }

    /// Trimmed non-empty lines, for "this line is emitted" checks.
    static func lines(_ text: String) -> [String] {
        text.split(separator: "\n").map { $0.trimmingWhitespaceForTests() }.filter { !$0.isEmpty }
    }
}

extension StringProtocol {
    func trimmingWhitespaceForTests() -> String {
        var slice = self[...]
        while slice.first?.isWhitespace == true { slice = slice.dropFirst() }
        while slice.last?.isWhitespace == true { slice = slice.dropLast() }
        return String(slice)
    }
}
