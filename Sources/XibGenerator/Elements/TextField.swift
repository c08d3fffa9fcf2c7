import XibModel

extension ElementSpec {
    /// `<textField>` → `UITextField`.
    static let textField = ElementSpec(
        tag: "textField", uikitClass: "UITextField", role: "textField",
        rules: [
            .string("text", "text"),
            .string("placeholder", "placeholder"),
            // The reference still says `.left`; since iOS 9 UIKit's default is `.natural`.
            .enumeration("textAlignment", "textAlignment", default: "natural"),
            .enumeration("borderStyle", "borderStyle", default: "none"),
            .enumeration("clearButtonMode", "clearButtonMode", default: "never"),
            .bool("clearsOnBeginEditing", "clearsOnBeginEditing", default: false),
            .bool("adjustsFontSizeToFit", "adjustsFontSizeToFitWidth", default: false),
            // IB writes a minimum font size (17) on every text field; UIKit only reads it
            // while adjustsFontSizeToFitWidth is on.
            PropertyRule.number("minimumFontSize", "minimumFontSize", default: "0").only(when: "adjustsFontSizeToFit", is: "YES"),
            .bool("adjustsFontForContentSizeCategory", "adjustsFontForContentSizeCategory", default: false),
            .bool("allowsEditingTextAttributes", "allowsEditingTextAttributes", default: false),
            .image("background", "background"),
            .image("disabledBackground", "disabledBackground"),
        ],
        colors: [ColorRule("textColor", "textColor")],
        // UITextField's default font is not documented: the XIB's font is always written.
        font: FontRule(key: "fontDescription", property: "font", defaultFont: nil),
        customProperties: [TextInputTraits.key],
        configure: { context in
            TextInputTraits.translate(&context)
        },
        isControl: true,
        delegateProtocols: ["delegate": "UITextFieldDelegate"],
        examples: [
            TranslationExample(
                #"<textField placeholder="Server" id="t1"><textInputTraits key="textInputTraits" keyboardType="URL" textContentType="url"/></textField>"#,
                emits: ["textField.keyboardType = .URL", "textField.textContentType = .URL"]),
            TranslationExample(
                #"<textField opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="left" contentVerticalAlignment="center" borderStyle="roundedRect" placeholder="Email" textAlignment="natural" minimumFontSize="17" translatesAutoresizingMaskIntoConstraints="NO" id="t1"><rect key="frame" x="0" y="0" width="200" height="34"/><fontDescription key="fontDescription" type="system" pointSize="14"/><textInputTraits key="textInputTraits" autocorrectionType="no" keyboardType="emailAddress" returnKeyType="next" textContentType="email"/></textField>"#,
                emits: [
                    "let textField = UITextField()", #"textField.placeholder = "Email""#, "textField.borderStyle = .roundedRect",
                    "textField.contentHorizontalAlignment = .left", "textField.font = .systemFont(ofSize: 14)",
                    "textField.autocorrectionType = .no", "textField.keyboardType = .emailAddress",
                    "textField.returnKeyType = .next", "textField.textContentType = .emailAddress",
                ],
                omits: ["textAlignment", "minimumFontSize", "contentVerticalAlignment", "clearButtonMode"]),
            TranslationExample(
                #"<textField text="Secret" textAlignment="center" clearButtonMode="whileEditing" adjustsFontSizeToFit="YES" minimumFontSize="10" clearsOnBeginEditing="YES" background="field" disabledBackground="field-off" id="t1"><fontDescription key="fontDescription" style="UICTFontTextStyleBody"/><color key="textColor" systemColor="labelColor"/><textInputTraits key="textInputTraits" autocapitalizationType="none" spellCheckingType="no" keyboardType="alphabet" keyboardAppearance="alert" enablesReturnKeyAutomatically="YES" secureTextEntry="YES" smartDashesType="no" textContentType="cc-exp"/></textField>"#,
                emits: [
                    #"textField.text = "Secret""#, "textField.textAlignment = .center", "textField.clearButtonMode = .whileEditing",
                    "textField.clearsOnBeginEditing = true", "textField.adjustsFontSizeToFitWidth = true",
                    "textField.minimumFontSize = 10", #"textField.background = UIImage(named: "field")"#,
                    #"textField.disabledBackground = UIImage(named: "field-off")"#,
                    "textField.textColor = .label", "textField.font = .preferredFont(forTextStyle: .body)",
                    "textField.autocapitalizationType = .none", "textField.spellCheckingType = .no",
                    "textField.keyboardType = .asciiCapable", "textField.keyboardAppearance = .dark",
                    "textField.enablesReturnKeyAutomatically = true", "textField.isSecureTextEntry = true",
                    "textField.smartDashesType = .no", #"textField.textContentType = UITextContentType(rawValue: "cc-exp")"#,
                ]),
            TranslationExample(
                #"<textField enabled="NO" id="t1"><string key="placeholder">Line one "quoted"</string><textInputTraits key="textInputTraits" autocapitalizationType="sentences" keyboardType="default"/></textField>"#,
                emits: ["textField.isEnabled = false", #"textField.placeholder = "Line one \"quoted\"""#],
                omits: ["autocapitalizationType", "keyboardType", "textField.font"]),
        ]
    )
}
