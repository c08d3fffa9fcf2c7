import XibModel

extension ElementSpec {
    /// `<activityIndicatorView>` → `UIActivityIndicatorView`, created with its style.
    static let activityIndicatorView = ElementSpec(
        tag: "activityIndicatorView", uikitClass: "UIActivityIndicatorView", role: "activityIndicator",
        rules: [
            .bool("hidesWhenStopped", "hidesWhenStopped", default: true),
        ],
        colors: [ColorRule("color", "color")],
        customAttributes: ["style", "animating"],
        initializer: { context in
            switch ActivityIndicatorStyle.modern(context.object[attribute: "style"]) {
            case "medium"?, nil: "\(context.className)()"
            case let style?: "\(context.className)(style: .\(style))"
            }
        },
        configure: { context in
            let style = context.object[attribute: "style"]
            if let style, ActivityIndicatorStyle.modern(style) == nil {
                context.unsupported("unsupported-attribute", "activityIndicatorView attribute style=\"\(style)\" is not translated yet", at: context.object.location)
            }
            // A top-level indicator is created by whoever creates the type: its style is set instead.
            if context.receiver.isEmpty, let modern = ActivityIndicatorStyle.modern(style), modern != "medium" {
                context.emit("style = .\(modern)")
            }
            // The iOS 13 replacements follow the appearance (dark in light mode, light in dark mode);
            // the legacy styles had a fixed colour, which the deprecated cases would keep — but every
            // supported deployment target (13.0+) deprecates them, so the colour is set instead.
            if let style, let color = ActivityIndicatorStyle.fixedColor[style], context.object.property(key: "color") == nil {
                context.emit("color = \(color)")
            }
            if context.object[attribute: "animating"] == "YES" {
                context.emit("startAnimating()")
            }
        },
        rootShape: RootShape(parameters: "frame: CGRect", superArguments: "frame: frame", failableCoder: false),
        examples: [
            TranslationExample(
                #"<activityIndicatorView opaque="NO" contentMode="scaleToFill" style="large" id="a1"><rect key="frame" x="0" y="0" width="37" height="37"/></activityIndicatorView>"#,
                emits: ["class FixtureLayout: UIActivityIndicatorView", "required init(coder: NSCoder) {", "style = .large"],
                isRoot: true),
            TranslationExample(
                #"<activityIndicatorView hidden="YES" opaque="NO" contentMode="scaleToFill" horizontalHuggingPriority="750" verticalHuggingPriority="750" hidesWhenStopped="YES" style="medium" translatesAutoresizingMaskIntoConstraints="NO" id="a1"><rect key="frame" x="0" y="0" width="20" height="20"/></activityIndicatorView>"#,
                emits: ["let activityIndicator = UIActivityIndicatorView()", "activityIndicator.isHidden = true",
                        "activityIndicator.setContentHuggingPriority(.defaultHigh, for: .horizontal)"],
                omits: ["hidesWhenStopped", "style", "startAnimating", "color"]),
            TranslationExample(
                #"<activityIndicatorView hidesWhenStopped="NO" animating="YES" style="whiteLarge" id="a1"/>"#,
                emits: ["let activityIndicator = UIActivityIndicatorView(style: .large)", "activityIndicator.hidesWhenStopped = false",
                        "activityIndicator.color = .white", "activityIndicator.startAnimating()"]),
            TranslationExample(
                #"<activityIndicatorView animating="YES" style="gray" id="a1"><color key="color" systemColor="systemOrangeColor"/></activityIndicatorView>"#,
                emits: ["let activityIndicator = UIActivityIndicatorView()", "activityIndicator.color = .systemOrange",
                        "activityIndicator.startAnimating()"],
                omits: [".white"]),
            // IB's gray style stays grey in dark mode; `.medium` alone would turn light.
            TranslationExample(
                #"<activityIndicatorView opaque="NO" contentMode="scaleToFill" hidesWhenStopped="YES" style="gray" id="a1"/>"#,
                emits: ["let activityIndicator = UIActivityIndicatorView()", "activityIndicator.color = .gray"],
                omits: ["style"]),
            TranslationExample(
                #"<activityIndicatorView style="large" id="a1"/>"#,
                emits: ["let activityIndicator = UIActivityIndicatorView(style: .large)"],
                omits: ["startAnimating", "color"]),
        ]
    )
}

/// IB's activity indicator styles → the iOS 13 `UIActivityIndicatorView.Style` cases that
/// replaced the deprecated ones (`gray`/`white` → `.medium`, `whiteLarge` → `.large`).
enum ActivityIndicatorStyle {
    /// The fixed colour of a legacy style (`gray`: "the small gray style indicator").
    static let fixedColor: [String: String] = ["white": ".white", "whiteLarge": ".white", "gray": ".gray"]

    static func modern(_ style: String?) -> String? {
        switch style {
        case nil, "medium"?, "gray"?, "white"?: "medium"
        case "large"?, "whiteLarge"?: "large"
        default: nil
        }
    }
}
