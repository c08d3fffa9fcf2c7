import XibModel

extension ElementSpec {
    /// `<progressView>` → `UIProgressView`, created with its style.
    static let progressView = ElementSpec(
        tag: "progressView", uikitClass: "UIProgressView", role: "progressView",
        rules: [
            .number("progress", "progress", default: "0"),
            .image("progressImage", "progressImage"),
            .image("trackImage", "trackImage"),
        ],
        colors: [
            ColorRule("progressTintColor", "progressTintColor"),
            ColorRule("trackTintColor", "trackTintColor"),
        ],
        customAttributes: ["progressViewStyle"],
        initializer: { context in
            switch context.object[attribute: "progressViewStyle"] {
            case nil, "default"?: "\(context.className)()"
            case "bar"?: "\(context.className)(progressViewStyle: .bar)"
            case .some: "\(context.className)()"
            }
        },
        configure: { context in
            if let style = context.object[attribute: "progressViewStyle"], !["default", "bar"].contains(style) {
                context.unsupported("unsupported-attribute", "progressView attribute progressViewStyle=\"\(style)\" is not translated yet", at: context.object.location)
            }
        },
        examples: [
            TranslationExample(
                #"<progressView opaque="NO" contentMode="scaleToFill" verticalHuggingPriority="750" progress="0.5" translatesAutoresizingMaskIntoConstraints="NO" id="p1"><rect key="frame" x="0" y="0" width="150" height="4"/><color key="progressTintColor" systemColor="systemBlueColor"/><color key="trackTintColor" systemColor="systemGray5Color"/></progressView>"#,
                emits: ["let progressView = UIProgressView()", "progressView.progress = 0.5", "progressView.isOpaque = false",
                        "progressView.progressTintColor = .systemBlue", "progressView.trackTintColor = .systemGray5"]),
            TranslationExample(
                #"<progressView progressViewStyle="bar" progress="0" id="p1"/>"#,
                emits: ["let progressView = UIProgressView(progressViewStyle: .bar)"],
                omits: ["progressView.progress"]),
        ]
    )
}
