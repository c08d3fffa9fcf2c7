import XibModel

extension ElementSpec {
    /// The effect view's `contentView`, which IB writes as a plain `<view key="contentView">`
    /// with the content-view defaults of cells.
    private static let effectContentView = ElementSpec(
        tag: "view", uikitClass: "UIView", role: "contentView", defaultOverrides: ContentView.defaults
    )

    /// `<visualEffectView>` → `UIVisualEffectView(effect:)` with its blur or vibrancy
    /// effect; subviews go into the `contentView` UIKit provides.
    static let visualEffectView = ElementSpec(
        tag: "visualEffectView", uikitClass: "UIVisualEffectView", role: "effectView",
        // An effect view is translucent by nature: not opaque.
        defaultOverrides: ["opaque": "NO"],
        customProperties: ["blurEffect", "vibrancyEffect"],
        initializer: { context in
            "\(context.className)(effect: \(VisualEffect.expression(context.object.properties, context: &context)))"
        },
        contentView: effectContentView,
        reservedMembers: ["contentView", "effect"],
        examples: [
            TranslationExample(
                #"<visualEffectView opaque="NO" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="e1"><rect key="frame" x="0" y="0" width="320" height="100"/><view key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" insetsLayoutMarginsFromSafeArea="NO" id="ec"><rect key="frame" x="0" y="0" width="320" height="100"/><subviews><label text="Blurred" translatesAutoresizingMaskIntoConstraints="NO" id="l1"/></subviews><constraints><constraint firstItem="l1" firstAttribute="centerY" secondItem="ec" secondAttribute="centerY" id="k1"/></constraints></view><blurEffect style="systemMaterial"/></visualEffectView>"#,
                emits: ["let effectView = UIVisualEffectView(effect: UIBlurEffect(style: .systemMaterial))",
                        "effectView.contentView.addSubview(blurredLabel)",
                        "blurredLabel.centerYAnchor.constraint(equalTo: effectView.contentView.centerYAnchor)"],
                omits: ["effectView.isOpaque", "contentView.clipsToBounds"]),
            TranslationExample(
                #"<visualEffectView opaque="NO" contentMode="scaleToFill" id="e1"><view key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" id="ec"/><vibrancyEffect style="secondaryLabel"><blurEffect style="regular"/></vibrancyEffect></visualEffectView>"#,
                emits: ["let effectView = UIVisualEffectView(effect: UIVibrancyEffect(blurEffect: UIBlurEffect(style: .regular), style: .secondaryLabel))"]),
        ]
    )
}

enum VisualEffect {
    static func expression(_ properties: [XibNode], context: inout ElementContext) -> String {
        for node in properties {
            switch node.name {
            case "blurEffect":
                return "UIBlurEffect(style: .\(node[attribute: "style"] ?? "regular"))"
            case "vibrancyEffect":
                let blur = node.child(named: "blurEffect").map { "UIBlurEffect(style: .\($0[attribute: "style"] ?? "regular"))" }
                    ?? "UIBlurEffect(style: .regular)"
                if let style = node[attribute: "style"] {
                    return "UIVibrancyEffect(blurEffect: \(blur), style: .\(style))"
                }
                return "UIVibrancyEffect(blurEffect: \(blur))"
            default:
                continue
            }
        }
        return "nil"
    }
}
