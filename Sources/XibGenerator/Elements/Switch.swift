import XibModel

extension ElementSpec {
    /// `<switch>` → `UISwitch`.
    static let switchControl = ElementSpec(
        tag: "switch", uikitClass: "UISwitch", role: "switch",
        rules: [
            .bool("on", "isOn", default: false),
            .string("title", "title"),
        ],
        colors: [
            ColorRule("onTintColor", "onTintColor"),
            ColorRule("thumbTintColor", "thumbTintColor"),
        ],
        isControl: true,
        examples: [
            TranslationExample(
                #"<switch opaque="NO" contentMode="scaleToFill" horizontalHuggingPriority="750" verticalHuggingPriority="750" contentHorizontalAlignment="center" contentVerticalAlignment="center" on="YES" translatesAutoresizingMaskIntoConstraints="NO" id="w1"><rect key="frame" x="0" y="0" width="51" height="31"/><color key="onTintColor" systemColor="systemGreenColor"/></switch>"#,
                emits: ["let switchControl = UISwitch()", "switchControl.isOn = true", "switchControl.onTintColor = .systemGreen"],
                omits: ["contentHorizontalAlignment"]),
            TranslationExample(
                #"<switch enabled="NO" id="w1"><color key="thumbTintColor" systemColor="systemGray6Color"/></switch>"#,
                emits: ["switchControl.isEnabled = false", "switchControl.thumbTintColor = .systemGray6"],
                omits: ["isOn"]),
        ]
    )
}
