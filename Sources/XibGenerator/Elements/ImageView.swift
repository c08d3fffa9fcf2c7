extension ElementSpec {
    /// `<imageView>` → `UIImageView`.
    static let imageView = ElementSpec(
        tag: "imageView", uikitClass: "UIImageView", role: "imageView",
        rules: [
            .bool("highlighted", "isHighlighted", default: false),
            .bool("adjustsImageSizeForAccessibilityContentSizeCategory", "adjustsImageSizeForAccessibilityContentSizeCategory", default: false),
        ],
        // UIImageView ignores touches by default.
        defaultOverrides: ["userInteractionEnabled": "NO"],
        customAttributes: ["image", "highlightedImage", "catalog"],
        customProperties: ["image", "preferredSymbolConfiguration"],
        configure: { context in
            let catalog = context.object[attribute: "catalog"]
            if let image = context.object[attribute: "image"] {
                context.emit("image = \(context.image(named: image, catalog: catalog))")
            }
            if let image = context.object[attribute: "highlightedImage"] {
                context.emit("highlightedImage = \(context.image(named: image, catalog: catalog))")
            }
            if let reference = context.object.property(key: "image", named: "imageReference"), let image = ImageTranslation.reference(reference, context: context) {
                context.emit("image = \(image)")
            }
            // Xcode writes `<imageSymbolConfiguration key="preferredSymbolConfiguration" …>`.
            if let node = context.object.property(key: "preferredSymbolConfiguration", named: "imageSymbolConfiguration")
                ?? context.object.property(key: "preferredSymbolConfiguration", named: "preferredSymbolConfiguration") {
                if let configuration = ImageTranslation.symbolConfiguration(node, context: &context) {
                    context.emit("preferredSymbolConfiguration = \(configuration)")
                } else {
                    context.unsupported("unsupported-property", "image view symbol configuration is not translated yet", at: node.location)
                }
            }
        },
        examples: [
            TranslationExample(
                #"<imageView userInteractionEnabled="NO" contentMode="scaleAspectFit" image="star" catalog="system" id="i1"><imageSymbolConfiguration key="preferredSymbolConfiguration" configurationType="pointSize" pointSize="20" scale="large" weight="bold"/></imageView>"#,
                emits: ["imageView.preferredSymbolConfiguration = UIImage.SymbolConfiguration(pointSize: 20, weight: .bold, scale: .large)"]),
            TranslationExample(
                #"<imageView userInteractionEnabled="NO" contentMode="scaleAspectFit" image="star" catalog="system" id="i1"><imageSymbolConfiguration key="preferredSymbolConfiguration" configurationType="font" scale="large"><fontDescription key="fontDescription" style="UICTFontTextStyleTitle2"/></imageSymbolConfiguration></imageView>"#,
                emits: ["imageView.preferredSymbolConfiguration = UIImage.SymbolConfiguration(textStyle: .title2, scale: .large)"]),
            TranslationExample(
                #"<imageView userInteractionEnabled="NO" contentMode="scaleAspectFit" image="star" catalog="system" id="i1"><imageSymbolConfiguration key="preferredSymbolConfiguration" weight="black"/></imageView>"#,
                emits: ["imageView.preferredSymbolConfiguration = UIImage.SymbolConfiguration(weight: .black)"]),
            // "User Interaction Enabled" checked in IB: the attribute is omitted, UIImageView's default is off.
            TranslationExample(
                #"<imageView contentMode="scaleToFill" image="avatar" id="i1"/>"#,
                emits: ["imageView.isUserInteractionEnabled = true"],
                omits: ["clipsToBounds", "isOpaque", "contentMode", "isMultipleTouchEnabled"]),
            TranslationExample(
                #"<imageView clipsSubviews="YES" userInteractionEnabled="NO" contentMode="scaleAspectFit" horizontalHuggingPriority="251" image="avatar" translatesAutoresizingMaskIntoConstraints="NO" id="i1"><rect key="frame" x="0" y="0" width="40" height="40"/></imageView>"#,
                emits: ["let imageView = UIImageView()", "imageView.contentMode = .scaleAspectFit", "imageView.clipsToBounds = true",
                        #"imageView.image = UIImage(named: "avatar")"#],
                omits: ["isUserInteractionEnabled"]),
            TranslationExample(
                #"<imageView contentMode="scaleToFill" image="star.fill" catalog="system" id="i1"/>"#,
                emits: [#"imageView.image = UIImage(systemName: "star.fill")"#],
                omits: ["contentMode"]),
        ]
    )
}
