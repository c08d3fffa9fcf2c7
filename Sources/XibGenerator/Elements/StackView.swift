extension ElementSpec {
    /// `<stackView>` → `UIStackView`; its subviews are arranged subviews.
    static let stackView = ElementSpec(
        tag: "stackView", uikitClass: "UIStackView", role: "stackView",
        rules: [
            .enumeration("axis", "axis", default: "horizontal"),
            .enumeration("distribution", "distribution", default: "fill"),
            .enumeration("alignment", "alignment", default: "fill"),
            .number("spacing", "spacing", default: "0"),
            .bool("baselineRelativeArrangement", "isBaselineRelativeArrangement", default: false),
            .bool("layoutMarginsRelativeArrangement", "isLayoutMarginsRelativeArrangement", default: false),
        ],
        customAttributes: ["spacingType"],
        configure: { context in
            if context.object[attribute: "spacingType"] == "standard" {
                context.emit("spacing = UIStackView.spacingUseSystem")
            }
        },
        arrangesSubviews: true, isContentContainer: true,
        reservedMembers: ["arrangedSubviews", "axis", "distribution", "alignment", "spacing"],
        rootShape: RootShape(parameters: "frame: CGRect", superArguments: "frame: frame", failableCoder: false),
        examples: [
            TranslationExample(
                #"<stackView opaque="NO" contentMode="scaleToFill" axis="vertical" distribution="fillEqually" alignment="center" spacing="8" translatesAutoresizingMaskIntoConstraints="NO" id="s1"><rect key="frame" x="0" y="0" width="100" height="50"/><subviews><label text="Title" id="a1"/><label text="Subtitle" id="a2"/></subviews></stackView>"#,
                emits: ["let stackView = UIStackView()", "stackView.axis = .vertical", "stackView.distribution = .fillEqually",
                        "stackView.alignment = .center", "stackView.spacing = 8",
                        "titleStackView.addArrangedSubview(titleLabel)", "titleStackView.addArrangedSubview(subtitleLabel)"],
                omits: ["stackView.addSubview"]),
            TranslationExample(
                #"<stackView axis="horizontal" distribution="fill" alignment="fill" spacingType="standard" id="s1"/>"#,
                emits: ["stackView.spacing = UIStackView.spacingUseSystem"],
                omits: ["stackView.axis", "stackView.distribution", "stackView.alignment"]),
            // Unnamed, holding nothing named, first in a cell's content view: the content stack.
            TranslationExample(
                #"<tableViewCell contentMode="scaleToFill" id="c1"><tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" insetsLayoutMarginsFromSafeArea="NO" tableViewCell="c1" id="cv1"><subviews><stackView axis="vertical" id="s1"><subviews><view contentMode="scaleToFill" id="v1"/></subviews></stackView></subviews></tableViewCellContentView></tableViewCell>"#,
                emits: ["contentView.addSubview(contentStackView)", "contentStackView.addArrangedSubview(spacerView)"],
                isRoot: true),
        ]
    )
}
