import XibModel

extension ElementSpec {
    /// `<stepper>` → `UIStepper`; the range and step before the value, which UIKit clamps.
    /// Defaults from the `UIStepper` reference: 0…100, step 1, autorepeat, continuous, no wrap.
    static let stepper = ElementSpec(
        tag: "stepper", uikitClass: "UIStepper", role: "stepper",
        rules: [
            .number("minimumValue", "minimumValue", default: "0"),
            .number("maximumValue", "maximumValue", default: "100"),
            .number("stepValue", "stepValue", default: "1"),
            .number("value", "value", default: "0"),
            .bool("autorepeat", "autorepeat", default: true),
            .bool("wraps", "wraps", default: false),
            .bool("continuous", "isContinuous", default: true),
        ],
        isControl: true,
        examples: [
            TranslationExample(
                #"<stepper opaque="NO" contentMode="scaleToFill" horizontalHuggingPriority="750" verticalHuggingPriority="750" contentHorizontalAlignment="center" contentVerticalAlignment="center" maximumValue="100" translatesAutoresizingMaskIntoConstraints="NO" id="st1"><rect key="frame" x="0" y="0" width="94" height="32"/></stepper>"#,
                emits: ["let stepper = UIStepper()"],
                omits: ["maximumValue", "stepValue", "stepper.value", "autorepeat"]),
            TranslationExample(
                #"<stepper value="2" minimumValue="1" maximumValue="10" stepValue="0.5" autorepeat="NO" wraps="YES" continuous="NO" id="st1"/>"#,
                emits: ["stepper.minimumValue = 1", "stepper.maximumValue = 10", "stepper.stepValue = 0.5", "stepper.value = 2",
                        "stepper.autorepeat = false", "stepper.wraps = true", "stepper.isContinuous = false"]),
        ]
    )
}
