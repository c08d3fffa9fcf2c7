extension ElementSpec {
    /// `<skView>` → SpriteKit's `SKView`, the view a scene is presented in. IB sets nothing
    /// SpriteKit-specific on it: the app presents the scene (`presentScene(_:)`) in code.
    static let skView = ElementSpec(
        tag: "skView", uikitClass: "SKView", module: "SpriteKit", role: "spriteView",
        delegateProtocols: ["delegate": "SKViewDelegate"],
        examples: [
            TranslationExample(
                #"<skView contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="sk"><rect key="frame" x="0.0" y="0.0" width="320" height="480"/></skView>"#,
                emits: ["import SpriteKit", "let spriteView = SKView()", "spriteView.translatesAutoresizingMaskIntoConstraints = false"],
                omits: ["contentMode"]),
            // The render-rate delegate, connected to the view that holds it.
            TranslationExample(
                #"<view contentMode="scaleToFill" id="v1"><subviews><skView contentMode="scaleToFill" id="sk"><connections><outlet property="delegate" destination="v1" id="o1"/></connections></skView></subviews></view>"#,
                emits: ["spriteView.delegate = self as? SKViewDelegate"],
                isRoot: true),
        ]
    )
}
