import XibModel

extension ElementSpec {
    /// `<slider>` → `UISlider`. The range is set before the value, which UIKit clamps to it.
    static let slider = ElementSpec(
        tag: "slider", uikitClass: "UISlider", role: "slider",
        rules: [
            .number("minValue", "minimumValue", default: "0"),
            .number("maxValue", "maximumValue", default: "1"),
            .number("value", "value", default: "0"),
            .bool("continuous", "isContinuous", default: true),
            .image("minimumValueImage", "minimumValueImage"),
            .image("maximumValueImage", "maximumValueImage"),
        ],
        colors: [
            ColorRule("minimumTrackTintColor", "minimumTrackTintColor"),
            ColorRule("maximumTrackTintColor", "maximumTrackTintColor"),
            ColorRule("thumbTintColor", "thumbTintColor"),
        ],
        isControl: true,
        examples: [
            TranslationExample(
                #"<slider opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" value="0.5" minValue="0.0" maxValue="1" translatesAutoresizingMaskIntoConstraints="NO" id="s1"><rect key="frame" x="0" y="0" width="118" height="31"/></slider>"#,
                emits: ["let slider = UISlider()", "slider.value = 0.5"],
                omits: ["minimumValue", "maximumValue", "contentHorizontalAlignment", "contentVerticalAlignment", "isContinuous"]),
            TranslationExample(
                #"<slider value="20" minValue="10" maxValue="50" continuous="NO" minimumValueImage="speaker" maximumValueImage="speaker.wave.3" id="s1"><color key="minimumTrackTintColor" systemColor="systemGreenColor"/><color key="maximumTrackTintColor" systemColor="systemGray4Color"/><color key="thumbTintColor" white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/></slider>"#,
                emits: [
                    "slider.minimumValue = 10", "slider.maximumValue = 50", "slider.value = 20", "slider.isContinuous = false",
                    #"slider.minimumValueImage = UIImage(named: "speaker")"#, #"slider.maximumValueImage = UIImage(named: "speaker.wave.3")"#,
                    "slider.minimumTrackTintColor = .systemGreen", "slider.maximumTrackTintColor = .systemGray4",
                    "slider.thumbTintColor = .white",
                ]),
        ]
    )
}
