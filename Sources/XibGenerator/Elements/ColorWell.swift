import XibModel

extension ElementSpec {
    /// `<colorWell>` → `UIColorWell` (iOS 14). Defaults from the `UIColorWell` reference:
    /// no title, alpha supported, no selected colour.
    static let colorWell = ElementSpec(
        tag: "colorWell", uikitClass: "UIColorWell", role: "colorWell",
        rules: [
            .string("title", "title"),
            .bool("supportsAlpha", "supportsAlpha", default: true),
        ],
        colors: [ColorRule("selectedColor", "selectedColor")],
        isControl: true,
        examples: [
            TranslationExample(
                #"<colorWell contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" translatesAutoresizingMaskIntoConstraints="NO" id="w1"><rect key="frame" x="0" y="0" width="44" height="44"/><constraints><constraint firstAttribute="width" constant="44" id="c1"/></constraints></colorWell>"#,
                emits: ["let colorWell = UIColorWell()", "colorWell.widthAnchor.constraint(equalToConstant: 44)"],
                omits: ["contentHorizontalAlignment", "supportsAlpha", "title"]),
            TranslationExample(
                #"<colorWell title="Accent" supportsAlpha="NO" id="w1"><color key="selectedColor" systemColor="systemPinkColor"/></colorWell>"#,
                emits: ["lazy var accentColorWell: UIColorWell = {", #"colorWell.title = "Accent""#, "colorWell.supportsAlpha = false", "colorWell.selectedColor = .systemPink"]),
        ]
    )
}
