import XibModel

extension ElementSpec {
    /// `<label>` → `UILabel`.
    static let label = ElementSpec(
        tag: "label", uikitClass: "UILabel", role: "label",
        rules: [
            .string("text", "text"),
            .enumeration("textAlignment", "textAlignment", default: "natural"),
            .enumeration("lineBreakMode", "lineBreakMode", default: "tailTruncation", renames: LineBreakMode.renames),
            .integer("numberOfLines", "numberOfLines", default: "1"),
            .enumeration("baselineAdjustment", "baselineAdjustment", default: "alignBaselines"),
            .bool("adjustsFontSizeToFit", "adjustsFontSizeToFitWidth", default: false),
            .number("minimumScaleFactor", "minimumScaleFactor", default: "0"),
            .bool("adjustsFontForContentSizeCategory", "adjustsFontForContentSizeCategory", default: false),
            .bool("enabled", "isEnabled", default: true),
            .bool("highlighted", "isHighlighted", default: false),
            .number("preferredMaxLayoutWidth", "preferredMaxLayoutWidth", default: "0"),
            .bool("allowsDefaultTighteningForTruncation", "allowsDefaultTighteningForTruncation", default: false),
            .bool("showsExpansionTextWhenTruncated", "showsExpansionTextWhenTruncated", default: false, introduced: DeploymentTarget(14)),
        ],
        // UILabel ignores touches, clips and redraws on bounds changes (Apple's UILabel reference);
        // it is not opaque (not documented: Interface Builder's new label). A label whose XIB
        // omits `clipsSubviews` (IB's "Clip to Bounds" off) gets `clipsToBounds = false`.
        defaultOverrides: ["userInteractionEnabled": "NO", "opaque": "NO", "contentMode": "redraw", "clipsSubviews": "YES"],
        colors: [
            ColorRule("textColor", "textColor"),
            ColorRule("highlightedColor", "highlightedTextColor"),
            ColorRule("shadowColor", "shadowColor"),
        ],
        font: FontRule(key: "fontDescription", property: "font", defaultFont: .system(.system, size: 17, weight: nil)),
        customProperties: ["shadowOffset"],
        configure: { context in
            if let offset = context.object.property(key: "shadowOffset", named: "size"),
               let width = offset[attribute: "width"].flatMap(Double.init),
               let height = offset[attribute: "height"].flatMap(Double.init),
               !(width == 0 && height == -1) {
                context.emit("shadowOffset = CGSize(width: \(SwiftLiteral.number(width)), height: \(SwiftLiteral.number(height)))")
            }
        },
        examples: [
            // A size-class variation of the font, applied by trait like the other variations.
            TranslationExample(
                #"<label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Title" id="l1"><fontDescription key="fontDescription" type="system" pointSize="17"/><variation key="widthClass=regular"><fontDescription key="fontDescription" type="boldSystem" pointSize="28"/></variation></label>"#,
                emits: ["let horizontal = traitCollection.horizontalSizeClass",
                        "titleLabel.font = horizontal == .regular ? UIFont.boldSystemFont(ofSize: 28) : UIFont.systemFont(ofSize: 17)"]),
            // IB omits what a label shares with UIView's values: omitted, they differ from UILabel's.
            TranslationExample(
                #"<label text="Tap" id="l1"/>"#,
                emits: ["label.clipsToBounds = false", "label.isOpaque = true", "label.isUserInteractionEnabled = true",
                        "label.contentMode = .scaleToFill"]),
            TranslationExample(
                #"<label opaque="NO" clipsSubviews="YES" userInteractionEnabled="NO" contentMode="redraw" text="Tap" id="l1"/>"#,
                omits: ["clipsToBounds", "isOpaque", "isUserInteractionEnabled", "contentMode", "isMultipleTouchEnabled"]),
            TranslationExample(
                #"<label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" verticalHuggingPriority="251" text="Hello, &quot;world&quot;" textAlignment="natural" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="l1"><rect key="frame" x="0" y="0" width="42" height="21"/><fontDescription key="fontDescription" type="system" pointSize="17"/><nil key="textColor"/><nil key="highlightedColor"/></label>"#,
                emits: [
                    #"label.text = "Hello, \"world\"""#,
                    "label.contentMode = .left",
                    "label.setContentHuggingPriority(UILayoutPriority(251), for: .horizontal)",
                ],
                omits: ["isOpaque", "isUserInteractionEnabled", "textAlignment", "lineBreakMode", "baselineAdjustment",
                        "adjustsFontSizeToFitWidth", "label.font", "textColor", "highlightedTextColor"]),
            TranslationExample(
                #"<label text="Multi" textAlignment="center" lineBreakMode="wordWrap" numberOfLines="0" minimumScaleFactor="0.5" adjustsFontSizeToFit="YES" id="l1"><fontDescription key="fontDescription" type="system" weight="semibold" pointSize="15"/><color key="textColor" red="0.2" green="0.4" blue="0.6" alpha="1" colorSpace="custom" customColorSpace="sRGB"/></label>"#,
                emits: [
                    "label.textAlignment = .center", "label.lineBreakMode = .byWordWrapping", "label.numberOfLines = 0",
                    "label.adjustsFontSizeToFitWidth = true", "label.minimumScaleFactor = 0.5",
                    "label.textColor = UIColor(red: 0.2, green: 0.4, blue: 0.6, alpha: 1)",
                    "label.font = .systemFont(ofSize: 15, weight: .semibold)",
                ]),
            TranslationExample(
                #"<label text="Body" id="l1"><fontDescription key="fontDescription" style="UICTFontTextStyleBody"/><color key="textColor" systemColor="secondaryLabelColor"/></label>"#,
                emits: ["label.font = .preferredFont(forTextStyle: .body)", "label.textColor = .secondaryLabel"]),
            TranslationExample(
                #"<label text="Custom" id="l1"><fontDescription key="fontDescription" name="Avenir-Heavy" family="Avenir" pointSize="20"/><color key="textColor" cocoaTouchSystemColor="darkTextColor"/></label>"#,
                emits: [#"label.font = UIFont(name: "Avenir-Heavy", size: 20)"#, "label.textColor = .darkText"]),
        ]
    )
}

/// IB's line break mode names → `NSLineBreakMode` cases.
enum LineBreakMode {
    static let renames: [String: String] = [
        "wordWrap": "byWordWrapping", "characterWrap": "byCharWrapping", "clip": "byClipping",
        "clipping": "byClipping", "headTruncation": "byTruncatingHead", "tailTruncation": "byTruncatingTail",
        "middleTruncation": "byTruncatingMiddle",
    ]
}
