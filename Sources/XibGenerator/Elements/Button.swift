import XibModel

extension ElementSpec {
    /// `<button>` → `UIButton`, created with its `buttonType`, per-state titles, colors and images.
    static let button = ElementSpec(
        tag: "button", uikitClass: "UIButton", role: "button",
        rules: [
            .enumeration("lineBreakMode", "titleLabel?.lineBreakMode", default: "middleTruncation", renames: LineBreakMode.renames),
            .bool("adjustsImageWhenHighlighted", "adjustsImageWhenHighlighted", default: true),
            .bool("adjustsImageWhenDisabled", "adjustsImageWhenDisabled", default: true),
            .bool("showsTouchWhenHighlighted", "showsTouchWhenHighlighted", default: false),
            .bool("reversesTitleShadowWhenHighlighted", "reversesTitleShadowWhenHighlighted", default: false),
            .bool("showsMenuAsPrimaryAction", "showsMenuAsPrimaryAction", default: false, introduced: DeploymentTarget(14)),
            .bool("pointerInteraction", "isPointerInteractionEnabled", default: false, introduced: DeploymentTarget(13, 4)),
            .enumeration("role", "role", default: "normal", introduced: DeploymentTarget(14)),
            .bool("adjustsImageSizeForAccessibilityContentSizeCategory", "adjustsImageSizeForAccessibilityContentSizeCategory", default: false),
            // iOS 15: a toggle button (its primary action flips `isSelected`).
            .bool("changesSelectionAsPrimaryAction", "changesSelectionAsPrimaryAction", default: false, introduced: DeploymentTarget(15)),
            // UISpringLoadedInteractionSupporting: activates when a drag hovers over it.
            .bool("springLoaded", "isSpringLoaded", default: false),
        ],
        // Not documented (UIView.isOpaque has "no effect in system-provided classes such as
        // UIButton"): Interface Builder's new button is not opaque; the surface agrees.
        defaultOverrides: ["opaque": "NO"],
        font: FontRule(key: "fontDescription", property: "titleLabel?.font", defaultFont: nil),
        customAttributes: ["buttonType"],
        customProperties: ["state", "contentEdgeInsets", "titleEdgeInsets", "imageEdgeInsets", "configuration", "titleShadowOffset"],
        initializer: { context in
            switch context.object[attribute: "buttonType"] {
            case nil, "custom":
                return "\(context.className)()"
            case "roundedRect", "system":
                return "\(context.className)(type: .system)"
            case let type?:
                let known = ["detailDisclosure", "infoLight", "infoDark", "contactAdd", "close", "plain"]
                return known.contains(type) ? "\(context.className)(type: .\(type))" : "\(context.className)(type: .system)"
            }
        },
        configure: { context in
            if let offset = context.object.property(key: "titleShadowOffset", named: "size"),
               let width = offset[attribute: "width"].flatMap(Double.init), let height = offset[attribute: "height"].flatMap(Double.init),
               !(width == 0 && height == 0) {
                context.emit("titleLabel?.shadowOffset = CGSize(width: \(SwiftLiteral.number(width)), height: \(SwiftLiteral.number(height)))")
            }
            ButtonTranslation.states(&context)
            ButtonTranslation.insets(&context)
            ButtonTranslation.configuration(&context)
        },
        isControl: true,
        reservedMembers: ["titleLabel", "imageView", "configuration", "state", "isEnabled", "isSelected", "isHighlighted", "menu"],
        examples: [
            TranslationExample(
                #"<button opaque="NO" contentMode="scaleToFill" buttonType="system" changesSelectionAsPrimaryAction="YES" springLoaded="YES" id="b1"><state key="normal" title="Follow"/></button>"#,
                emits: ["button.changesSelectionAsPrimaryAction = true", "button.isSpringLoaded = true"]),
            TranslationExample(
                #"<button opaque="NO" contentMode="scaleToFill" buttonType="system" id="b1"><buttonConfiguration key="configuration" style="filled" image="plus" catalog="system"><backgroundConfiguration key="background" cornerRadius="8" strokeWidth="1" strokeOutset="0.5" image="texture" imageContentMode="scaleAspectFill"><color key="backgroundColor" systemColor="systemIndigoColor"/><color key="strokeColor" white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/><blurEffect style="systemThinMaterial"/><directionalEdgeInsets key="backgroundInsets" top="2" leading="2" bottom="2" trailing="2"/></backgroundConfiguration><attributedString key="attributedTitle"><fragment content="Follow"><attributes><font key="NSFont" size="15" name="HelveticaNeue-Bold"/></attributes></fragment></attributedString><imageSymbolConfiguration key="preferredSymbolConfigurationForImage" configurationType="pointSize" pointSize="13" scale="medium" weight="semibold"/></buttonConfiguration><state key="highlighted"><imageSymbolConfiguration key="preferredSymbolConfiguration" scale="large"/></state></button>"#,
                emits: [
                    "buttonConfiguration.background.cornerRadius = 8", "buttonConfiguration.background.strokeWidth = 1",
                    "buttonConfiguration.background.strokeOutset = 0.5", #"buttonConfiguration.background.image = UIImage(named: "texture")"#,
                    "buttonConfiguration.background.imageContentMode = .scaleAspectFill",
                    "buttonConfiguration.background.backgroundColor = .systemIndigo",
                    "buttonConfiguration.background.strokeColor = .white",
                    "buttonConfiguration.background.visualEffect = UIBlurEffect(style: .systemThinMaterial)",
                    "buttonConfiguration.background.backgroundInsets = NSDirectionalEdgeInsets(top: 2, leading: 2, bottom: 2, trailing: 2)",
                    #"let attributedTitle = NSMutableAttributedString(string: "Follow", attributes: [.font: UIFont(name: "HelveticaNeue-Bold", size: 15) ?? UIFont.systemFont(ofSize: 15)])"#,
                    "buttonConfiguration.attributedTitle = try? AttributedString(attributedTitle, including: \\.uiKit)",
                    "buttonConfiguration.preferredSymbolConfigurationForImage = UIImage.SymbolConfiguration(pointSize: 13, weight: .semibold, scale: .medium)",
                    "button.setPreferredSymbolConfiguration(UIImage.SymbolConfiguration(scale: .large), forImageIn: .highlighted)",
                ]),
            // IB writes opaque="NO" for a new button; an omitted one is opaque.
            TranslationExample(
                #"<button contentMode="scaleToFill" buttonType="system" id="b1"><state key="normal" title="Go"/></button>"#,
                emits: ["button.isOpaque = true"],
                omits: ["clipsToBounds", "contentMode", "isUserInteractionEnabled", "isMultipleTouchEnabled"]),
            TranslationExample(
                #"<button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="system" lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="b1"><rect key="frame" x="0" y="0" width="46" height="30"/><state key="normal" title="Save"/></button>"#,
                emits: ["let button = UIButton(type: .system)", #"button.setTitle("Save", for: .normal)"#],
                omits: ["contentHorizontalAlignment", "lineBreakMode", "isOpaque", "contentMode"]),
            TranslationExample(
                #"<button contentHorizontalAlignment="leading" id="b1"><fontDescription key="fontDescription" type="boldSystem" pointSize="15"/><state key="normal" title="Go" image="arrow"><color key="titleColor" white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/></state><state key="selected" image="checkmark" catalog="system"/><state key="highlighted"><color key="titleColor" systemColor="systemRedColor"/></state><inset key="contentEdgeInsets" minX="8" minY="4" maxX="8" maxY="4"/></button>"#,
                emits: [
                    "let button = UIButton()", "button.contentHorizontalAlignment = .leading",
                    "button.titleLabel?.font = .boldSystemFont(ofSize: 15)",
                    #"button.setTitle("Go", for: .normal)"#, #"button.setImage(UIImage(named: "arrow"), for: .normal)"#,
                    "button.setTitleColor(.white, for: .normal)",
                    #"button.setImage(UIImage(systemName: "checkmark"), for: .selected)"#,
                    "button.setTitleColor(.systemRed, for: .highlighted)",
                    "button.contentEdgeInsets = UIEdgeInsets(top: 4, left: 8, bottom: 4, right: 8)",
                ]),
            TranslationExample(
                #"<button buttonType="roundedRect" id="b1"><buttonConfiguration key="configuration" style="filled" title="Continue" image="arrow.right" catalog="system" imagePadding="6"><color key="baseBackgroundColor" systemColor="systemBlueColor"/></buttonConfiguration></button>"#,
                emits: [
                    "let button = UIButton(type: .system)", "var buttonConfiguration = UIButton.Configuration.filled()",
                    #"buttonConfiguration.title = "Continue""#, #"buttonConfiguration.image = UIImage(systemName: "arrow.right")"#,
                    "buttonConfiguration.imagePadding = 6", "buttonConfiguration.baseBackgroundColor = .systemBlue",
                    "button.configuration = buttonConfiguration",
                ]),
            TranslationExample(
                #"<button id="b1"><buttonConfiguration key="configuration" style="plain" title="More"><fontDescription key="titleFontDescription" style="UICTFontTextStyleSubhead"/><directionalEdgeInsets key="contentInsets" top="4" leading="8" bottom="4" trailing="8"/></buttonConfiguration></button>"#,
                emits: [
                    "buttonConfiguration.titleTextAttributesTransformer = UIConfigurationTextAttributesTransformer { var attributes = $0; attributes.font = UIFont.preferredFont(forTextStyle: .subheadline); return attributes }",
                    "buttonConfiguration.contentInsets = NSDirectionalEdgeInsets(top: 4, leading: 8, bottom: 4, trailing: 8)",
                ]),
            // Edge insets are ignored beside a configuration (and deprecated): not written.
            TranslationExample(
                #"<button id="b1"><inset key="titleEdgeInsets" minX="4" minY="0.0" maxX="0.0" maxY="0.0"/><inset key="imageEdgeInsets" minX="0.0" minY="0.0" maxX="8" maxY="0.0"/><buttonConfiguration key="configuration" style="plain" title="More"/></button>"#,
                emits: ["button.configuration = buttonConfiguration"],
                omits: ["EdgeInsets"]),
            // IB's DBL_MIN for a zero it computed: the inset is zero, UIKit's default.
            TranslationExample(
                #"<button id="b1"><inset key="imageEdgeInsets" minX="0.0" minY="0.0" maxX="2.2250738585072014e-308" maxY="0.0"/><state key="normal" title="Go"/></button>"#,
                emits: [#"button.setTitle("Go", for: .normal)"#],
                omits: ["imageEdgeInsets", "e-308"]),
        ]
    )
}

enum ButtonTranslation {
    static let states: [String: String] = [
        "normal": ".normal", "highlighted": ".highlighted", "selected": ".selected", "disabled": ".disabled",
        "focused": ".focused",
    ]

    static func states(_ context: inout ElementContext) {
        for state in context.object.properties(named: "state") {
            guard let key = state.key, let swiftState = states[key] else {
                context.unsupported("unsupported-property", "button state \(state.key ?? "?") is not translated yet", at: state.location)
                continue
            }
            let catalog = state[attribute: "catalog"]
            if let title = state[attribute: "title"] {
                context.emit("setTitle(\(context.text(title, keyPath: key + "Title")), for: \(swiftState))")
            }
            if let image = state[attribute: "image"] {
                context.emit("setImage(\(context.image(named: image, catalog: catalog)), for: \(swiftState))")
            }
            if let image = state[attribute: "backgroundImage"] {
                context.emit("setBackgroundImage(\(context.image(named: image, catalog: nil)), for: \(swiftState))")
            }
            for child in state.children {
                switch (child.name, child.key) {
                case ("color", "titleColor"?):
                    if let color = XibColorParser.parse(child) {
                        context.emit("setTitleColor(\(context.color(color, at: child.location)), for: \(swiftState))")
                    }
                case ("color", "titleShadowColor"?):
                    if let color = XibColorParser.parse(child) {
                        context.emit("setTitleShadowColor(\(context.color(color, at: child.location)), for: \(swiftState))")
                    }
                case ("imageReference", "image"?):
                    if let image = ImageTranslation.reference(child, context: context) {
                        context.emit("setImage(\(image), for: \(swiftState))")
                    }
                case ("imageReference", "backgroundImage"?):
                    if let image = ImageTranslation.reference(child, context: context) {
                        context.emit("setBackgroundImage(\(image), for: \(swiftState))")
                    }
                case ("preferredSymbolConfiguration", "preferredSymbolConfiguration"?), ("imageSymbolConfiguration", "preferredSymbolConfiguration"?):
                    if let configuration = ImageTranslation.symbolConfiguration(child, context: &context) {
                        context.emit("setPreferredSymbolConfiguration(\(configuration), forImageIn: \(swiftState))")
                    } else {
                        context.unsupported("unsupported-property", "button state \(key) symbol configuration is not translated yet", at: child.location)
                    }
                case ("attributedString", "attributedTitle"?):
                    let local = AttributedStringTranslation.build(child, name: "attributedTitle", into: &context)
                    context.emit("setAttributedTitle(\(local), for: \(swiftState))")
                default:
                    context.unsupported("unsupported-property", "button state \(key) <\(child.name)\(child.key.map { " key=\"\($0)\"" } ?? "")> is not translated yet", at: child.location)
                }
            }
            for attribute in state.attributes where !["key", "title", "image", "backgroundImage", "catalog"].contains(attribute.name) {
                context.unsupported("unsupported-attribute", "button state \(key) attribute \(attribute.name) is not translated yet", at: state.location)
            }
        }
    }

    static func insets(_ context: inout ElementContext) {
        // Deprecated in iOS 15 and ignored when the button has a configuration (its own insets and
        // paddings apply): not written beside one.
        let hasConfiguration = context.object.property(key: "configuration", named: "buttonConfiguration") != nil
        for key in ["contentEdgeInsets", "titleEdgeInsets", "imageEdgeInsets"] where !hasConfiguration {
            guard let inset = context.object.property(key: key, named: "inset"), let value = EdgeInsets.swift(inset) else { continue }
            if value != "UIEdgeInsets.zero" { context.emit("\(key) = \(value)") }
        }
    }

    static let configurationStyles: Set<String> = ["plain", "tinted", "gray", "filled", "borderless", "bordered", "borderedTinted", "borderedProminent"]

    static func configuration(_ context: inout ElementContext) {
        guard let node = context.object.property(key: "configuration", named: "buttonConfiguration") else { return }
        let style = node[attribute: "style"] ?? "plain"
        guard configurationStyles.contains(style) else {
            context.unsupported("unsupported-property", "button configuration style \(style) is not translated yet", at: node.location)
            return
        }
        context.available(.buttonConfiguration) { context in writeConfiguration(node, style: style, into: &context) }
    }

    private static func writeConfiguration(_ node: XibNode, style: String, into context: inout ElementContext) {
        context.emitRaw("var buttonConfiguration = UIButton.Configuration.\(style)()")
        for attribute in node.attributes {
            switch attribute.name {
            case "key", "style", "catalog":
                continue
            case "title", "subtitle":
                context.emitRaw("buttonConfiguration.\(attribute.name) = \(SwiftLiteral.string(attribute.value))")
            case "image":
                context.emitRaw("buttonConfiguration.image = \(context.image(named: attribute.value, catalog: node[attribute: "catalog"]))")
            case "imagePadding", "titlePadding":
                if let number = SwiftLiteral.number(attribute.value) {
                    context.emitRaw("buttonConfiguration.\(attribute.name) = \(number)")
                }
            case "imagePlacement":
                context.emitRaw("buttonConfiguration.imagePlacement = .\(attribute.value)")
            case "cornerStyle", "buttonSize", "titleAlignment":
                context.emitRaw("buttonConfiguration.\(attribute.name) = .\(attribute.value)")
            default:
                context.unsupported("unsupported-attribute", "button configuration attribute \(attribute.name) is not translated yet", at: node.location)
            }
        }
        for child in node.children {
            switch (child.name, child.key) {
            case ("imageReference", "image"?):
                if let image = ImageTranslation.reference(child, context: context) {
                    context.emitRaw("buttonConfiguration.image = \(image)")
                }
            case ("preferredSymbolConfiguration", "preferredSymbolConfigurationForImage"?),
                 ("imageSymbolConfiguration", "preferredSymbolConfigurationForImage"?):
                if let configuration = ImageTranslation.symbolConfiguration(child, context: &context) {
                    context.emitRaw("buttonConfiguration.preferredSymbolConfigurationForImage = \(configuration)")
                }
            case ("fontDescription", "titleFontDescription"?), ("fontDescription", "fontDescription"?):
                // A configuration's title font travels through its text attributes transformer.
                guard let font = XibFontParser.parse(child) else { continue }
                let typed = AttributedStringTranslation.nonOptionalFont(font, context: &context, at: child.location)
                context.emitRaw("buttonConfiguration.titleTextAttributesTransformer = UIConfigurationTextAttributesTransformer { "
                    + "var attributes = $0; attributes.font = \(typed); return attributes }")
            case ("directionalEdgeInsets", "contentInsets"?):
                context.emitRaw("buttonConfiguration.contentInsets = \(EdgeInsets.directional(child))")
            case ("color", let key?) where ["baseForegroundColor", "baseBackgroundColor"].contains(key):
                if let color = XibColorParser.parse(child) {
                    context.emitRaw("buttonConfiguration.\(key) = \(context.color(color, at: child.location))")
                }
            case ("backgroundConfiguration", "background"?):
                BackgroundConfiguration.translate(child, into: "buttonConfiguration.background", context: &context)
            case ("attributedString", let key?) where key == "attributedTitle" || key == "attributedSubtitle":
                // `UIButton.Configuration` takes a Swift `AttributedString` (iOS 15), converted
                // with UIKit's attributes (fonts, colors) kept.
                let local = AttributedStringTranslation.build(child, name: key, into: &context)
                context.emitRaw("buttonConfiguration.\(key) = try? AttributedString(\(local), including: \\.uiKit)")
            default:
                context.unsupported("unsupported-property", "button configuration <\(child.name)\(child.key.map { " key=\"\($0)\"" } ?? "")> is not translated yet", at: child.location)
            }
        }
        context.emit("configuration = buttonConfiguration")
    }
}

/// `<backgroundConfiguration key="background">` of a button configuration → statements on the
/// style's own background (`buttonConfiguration.background.cornerRadius = 8`): IB writes what
/// differs from the style's background, so each attribute changes that background.
enum BackgroundConfiguration {
    static let numbers: Set<String> = ["cornerRadius", "strokeWidth", "strokeOutset"]

    static func translate(_ node: XibNode, into target: String, context: inout ElementContext) {
        for attribute in node.attributes {
            switch attribute.name {
            case "key", "catalog":
                continue
            case let name where numbers.contains(name):
                guard let value = SwiftLiteral.number(attribute.value) else {
                    context.unsupported("unsupported-attribute", "background configuration \(name)=\"\(attribute.value)\" is not a number", at: node.location)
                    continue
                }
                context.emitRaw("\(target).\(name) = \(value)")
            case "image":
                context.emitRaw("\(target).image = \(context.image(named: attribute.value, catalog: node[attribute: "catalog"]))")
            case "imageContentMode":
                // IB spells UIView.ContentMode's cases as for `contentMode` (`TopLeft` is its one capital).
                let mode = attribute.value == "TopLeft" ? "topLeft" : attribute.value
                guard SwiftIdentifier.isValid(mode) else {
                    context.unsupported("unsupported-attribute", "background configuration imageContentMode=\"\(attribute.value)\" is not a content mode", at: node.location)
                    continue
                }
                context.emitRaw("\(target).imageContentMode = .\(mode)")
            default:
                context.unsupported("unsupported-attribute", "background configuration attribute \(attribute.name) is not translated yet", at: node.location)
            }
        }
        for child in node.children {
            switch (child.name, child.key) {
            case ("color", let key?) where key == "backgroundColor" || key == "strokeColor":
                if let color = XibColorParser.parse(child) {
                    context.emitRaw("\(target).\(key) = \(context.color(color, at: child.location))")
                }
            case ("blurEffect", _), ("vibrancyEffect", _):
                context.emitRaw("\(target).visualEffect = \(VisualEffect.expression([child], context: &context))")
            case ("imageReference", "image"?):
                if let image = ImageTranslation.reference(child, context: context) { context.emitRaw("\(target).image = \(image)") }
            case ("directionalEdgeInsets", "backgroundInsets"?):
                context.emitRaw("\(target).backgroundInsets = \(EdgeInsets.directional(child))")
            default:
                context.unsupported("unsupported-property", "background configuration <\(child.name)\(child.key.map { " key=\"\($0)\"" } ?? "")> is not translated yet", at: child.location)
            }
        }
    }
}

/// `<inset minX= minY= maxX= maxY=>` → `UIEdgeInsets(top:left:bottom:right:)`.
enum EdgeInsets {
    static func swift(_ node: XibNode) -> String? {
        func value(_ name: String) -> Double? { node[attribute: name].map(XibNumber.parse) ?? 0 }
        guard let top = value("minY"), let left = value("minX"), let bottom = value("maxY"), let right = value("maxX") else {
            return nil
        }
        if top == 0, left == 0, bottom == 0, right == 0 { return "UIEdgeInsets.zero" }
        let n: (Double) -> String = SwiftLiteral.number
        return "UIEdgeInsets(top: \(n(top)), left: \(n(left)), bottom: \(n(bottom)), right: \(n(right)))"
    }

    /// `<edgeInsets top= left= bottom= right=>` → `UIEdgeInsets(…)`; missing sides are 0.
    static func edges(_ node: XibNode) -> String {
        "UIEdgeInsets(top: \(side(node, "top")), left: \(side(node, "left")), bottom: \(side(node, "bottom")), right: \(side(node, "right")))"
    }

    /// `<directionalEdgeInsets top= leading= bottom= trailing=>` → `NSDirectionalEdgeInsets(…)`.
    static func directional(_ node: XibNode) -> String {
        "NSDirectionalEdgeInsets(top: \(side(node, "top")), leading: \(side(node, "leading")), "
            + "bottom: \(side(node, "bottom")), trailing: \(side(node, "trailing")))"
    }

    private static func side(_ node: XibNode, _ name: String) -> String {
        node[attribute: name].flatMap(SwiftLiteral.number) ?? "0"
    }
}
