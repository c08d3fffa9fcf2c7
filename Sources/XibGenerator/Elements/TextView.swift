import XibModel

extension ElementSpec {
    /// `<textView>` → `UITextView` (a scroll view: its scrolling attributes apply too).
    static let textView = ElementSpec(
        tag: "textView", uikitClass: "UITextView", role: "textView",
        rules: [
            .string("text", "text"),
            // As for text fields: `.natural` since iOS 9.
            .enumeration("textAlignment", "textAlignment", default: "natural"),
            .bool("editable", "isEditable", default: true),
            .bool("selectable", "isSelectable", default: true),
            .bool("allowsEditingTextAttributes", "allowsEditingTextAttributes", default: false),
            .bool("adjustsFontForContentSizeCategory", "adjustsFontForContentSizeCategory", default: false),
        ] + ScrollViewRules.rules,
        // A scroll view: it clips and takes multi-touch unless the XIB says otherwise.
        defaultOverrides: ScrollViewRules.defaults,
        colors: [ColorRule("textColor", "textColor")],
        // UITextView's default font is not documented: the XIB's font is always written.
        font: FontRule(key: "fontDescription", property: "font", defaultFont: nil),
        // `usesAttributedText` only says which of text/attributedText IB shows; the
        // `<attributedString key="attributedText">` itself is reported until translated.
        customAttributes: ["layoutManager", "usesAttributedText"],
        // `<nil key="text"/>` is UIKit's empty text.
        customProperties: ScrollViewRules.properties.union([TextInputTraits.key, "dataDetectorTypes", "textContainerInset", "text"]),
        initializer: { context in
            // TextKit 1 has to be chosen when the text view is created.
            context.object[attribute: "layoutManager"] == "textKit1"
                ? "\(context.className)(usingTextLayoutManager: false)"
                : "\(context.className)()"
        },
        configure: { context in
            if let manager = context.object[attribute: "layoutManager"], !["textKit1", "textKit2"].contains(manager) {
                context.unsupported("unsupported-attribute", "textView attribute layoutManager=\"\(manager)\" is not translated yet", at: context.object.location)
            }
            if let node = context.object.property(key: "dataDetectorTypes", named: "dataDetectorType") {
                DataDetectorTypes.translate(node, into: &context)
            }
            if let inset = context.object.property(key: "textContainerInset", named: "inset"), let value = EdgeInsets.swift(inset),
               value != "UIEdgeInsets(top: 8, left: 0, bottom: 8, right: 0)" {
                context.emit("textContainerInset = \(value)")
            }
            TextInputTraits.translate(&context)
            ScrollViewRules.insets(&context)
        },
        delegateProtocols: ["delegate": "UITextViewDelegate"],
        // UITextView's designated initializer; its `init(frame:)` is a convenience one.
        rootShape: RootShape(parameters: "frame: CGRect, textContainer: NSTextContainer?",
                             superArguments: "frame: frame, textContainer: textContainer",
                             previewArguments: "frame: .zero, textContainer: nil"),
        examples: [
            // A view of class UITextView: a view still, with UITextView's defaults against IB's omissions.
            TranslationExample(
                #"<view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="tv1" customClass="UITextView"/>"#,
                emits: ["let view = UITextView()", "view.clipsToBounds = false", "view.isMultipleTouchEnabled = false"]),
            // The deprecated (iOS 13) `scrollIndicatorInsets` set both indicators' insets.
            TranslationExample(
                #"<textView clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="scaleToFill" text="Notes" textAlignment="natural" id="tv1"><inset key="scrollIndicatorInsets" minX="0.0" minY="4" maxX="2" maxY="4"/><inset key="contentInset" minX="0.0" minY="8" maxX="0.0" maxY="8"/></textView>"#,
                emits: ["textView.verticalScrollIndicatorInsets = UIEdgeInsets(top: 4, left: 0, bottom: 4, right: 2)",
                        "textView.horizontalScrollIndicatorInsets = UIEdgeInsets(top: 4, left: 0, bottom: 4, right: 2)",
                        "textView.contentInset = UIEdgeInsets(top: 8, left: 0, bottom: 8, right: 0)"],
                omits: ["textView.scrollIndicatorInsets"]),
            // A text view is a scroll view: it clips and takes multi-touch unless the XIB omits them.
            TranslationExample(
                #"<textView text="Notes" textAlignment="natural" id="tv1"/>"#,
                emits: ["textView.clipsToBounds = false", "textView.isMultipleTouchEnabled = false"],
                omits: ["isOpaque", "isUserInteractionEnabled", "contentMode"]),
            TranslationExample(
                #"<textView clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="scaleToFill" text="Notes" textAlignment="natural" id="tv1"/>"#,
                omits: ["clipsToBounds", "isMultipleTouchEnabled", "contentMode"]),
            TranslationExample(
                #"<textView clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="scaleToFill" text="Notes" textAlignment="natural" id="tv1"><rect key="frame" x="0" y="0" width="320" height="200"/><fontDescription key="fontDescription" type="system" pointSize="15"/></textView>"#,
                emits: [
                    "class FixtureLayout: UITextView",
                    "override init(frame: CGRect, textContainer: NSTextContainer?) {",
                    "super.init(frame: frame, textContainer: textContainer)",
                    #"text = "Notes""#, "font = .systemFont(ofSize: 15)",
                ],
                omits: ["override init(frame: CGRect) {"],
                isRoot: true),
            TranslationExample(
                #"<textView clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="scaleToFill" editable="NO" textAlignment="natural" translatesAutoresizingMaskIntoConstraints="NO" id="tv1"><rect key="frame" x="0" y="0" width="240" height="128"/><color key="backgroundColor" systemColor="systemBackgroundColor"/><string key="text">Call 555-0100 or visit example.com.&#10;Second line.</string><color key="textColor" systemColor="labelColor"/><fontDescription key="fontDescription" type="system" pointSize="14"/><textInputTraits key="textInputTraits" autocapitalizationType="sentences"/><dataDetectorType key="dataDetectorTypes" phoneNumber="YES" link="YES"/></textView>"#,
                emits: [
                    "let textView = UITextView()", "textView.isEditable = false",
                    #"textView.text = "Call 555-0100 or visit example.com.\nSecond line.""#,
                    "textView.dataDetectorTypes = [.phoneNumber, .link]", "textView.font = .systemFont(ofSize: 14)",
                    "textView.textColor = .label",
                ],
                omits: ["textAlignment", "autocapitalizationType", "isSelectable"]),
            TranslationExample(
                #"<textView scrollEnabled="NO" selectable="NO" showsHorizontalScrollIndicator="NO" showsVerticalScrollIndicator="NO" bounces="NO" bouncesZoom="NO" keyboardDismissMode="onDrag" contentInsetAdjustmentBehavior="never" layoutManager="textKit1" text="Terms" textAlignment="center" id="tv1"><inset key="textContainerInset" minX="4" minY="8" maxX="4" maxY="8"/><dataDetectorType key="dataDetectorTypes" link="YES"/><textInputTraits key="textInputTraits" returnKeyType="done" enablesReturnKeyAutomatically="YES"/></textView>"#,
                emits: [
                    "let textView = UITextView(usingTextLayoutManager: false)", #"textView.text = "Terms""#,
                    "textView.textAlignment = .center", "textView.isSelectable = false", "textView.isScrollEnabled = false",
                    "textView.bounces = false", "textView.bouncesZoom = false",
                    "textView.showsHorizontalScrollIndicator = false", "textView.showsVerticalScrollIndicator = false",
                    "textView.keyboardDismissMode = .onDrag", "textView.contentInsetAdjustmentBehavior = .never",
                    "textView.dataDetectorTypes = .link",
                    "textView.textContainerInset = UIEdgeInsets(top: 8, left: 4, bottom: 8, right: 4)",
                    "textView.returnKeyType = .done", "textView.enablesReturnKeyAutomatically = true",
                ]),
            TranslationExample(
                #"<textView id="tv1"><nil key="text"/><inset key="textContainerInset" minX="0" minY="8" maxX="0" maxY="8"/><dataDetectorType key="dataDetectorTypes"/></textView>"#,
                emits: ["textView.dataDetectorTypes = []"],
                omits: ["textContainerInset", "textView.text"]),
        ]
    )
}

/// `<dataDetectorType key="dataDetectorTypes" phoneNumber="YES" link="YES"/>` → `[.phoneNumber, .link]`.
enum DataDetectorTypes {
    static let names = [
        "phoneNumber", "link", "address", "calendarEvent", "shipmentTrackingNumber", "flightNumber",
        "lookupSuggestion", "money", "physicalValue",
    ]

    static func translate(_ node: XibNode, into context: inout ElementContext) {
        var members: [String] = []
        for attribute in node.attributes where attribute.name != "key" {
            guard names.contains(attribute.name), ["YES", "NO"].contains(attribute.value) else {
                context.unsupported("unsupported-attribute",
                    "\(context.object.tag) <dataDetectorType> attribute \(attribute.name)=\"\(attribute.value)\" is not translated yet", at: node.location)
                continue
            }
            if attribute.value == "YES" { members.append("." + attribute.name) }
        }
        // Data detection is off by default; an empty element still says so explicitly.
        let value = members.count == 1 ? members[0] : "[" + members.joined(separator: ", ") + "]"
        context.emit("dataDetectorTypes = \(value)")
    }
}
