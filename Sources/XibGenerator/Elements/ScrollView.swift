extension ElementSpec {
    /// `<scrollView>` → `UIScrollView`. Constraints to its content and frame layout guides
    /// become `scrollView.contentLayoutGuide` / `frameLayoutGuide` anchors.
    static let scrollView = ElementSpec(
        tag: "scrollView", uikitClass: "UIScrollView", role: "scrollView",
        rules: ScrollViewRules.rules,
        defaultOverrides: ScrollViewRules.defaults,
        customProperties: ScrollViewRules.properties,
        configure: { context in ScrollViewRules.insets(&context) },
        isContentContainer: true,
        reservedMembers: ["contentSize", "contentOffset", "contentInset", "contentLayoutGuide", "frameLayoutGuide", "delegate"],
        delegateProtocols: ["delegate": "UIScrollViewDelegate"],
        examples: [
            TranslationExample(
                #"<scrollView contentMode="scaleToFill" id="s1"/>"#,
                emits: ["scrollView.clipsToBounds = false", "scrollView.isMultipleTouchEnabled = false"],
                omits: ["isOpaque", "contentMode", "isUserInteractionEnabled"]),
            TranslationExample(
                #"<scrollView clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="scaleToFill" showsHorizontalScrollIndicator="NO" bounces="NO" pagingEnabled="YES" keyboardDismissMode="onDrag" translatesAutoresizingMaskIntoConstraints="NO" id="s1"><rect key="frame" x="0" y="0" width="320" height="480"/><subviews><view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="c1"><rect key="frame" x="0" y="0" width="320" height="800"/></view></subviews><constraints><constraint firstItem="c1" firstAttribute="top" secondItem="g1" secondAttribute="top" id="k1"/><constraint firstItem="c1" firstAttribute="width" secondItem="g2" secondAttribute="width" id="k2"/></constraints><viewLayoutGuide key="contentLayoutGuide" id="g1"/><viewLayoutGuide key="frameLayoutGuide" id="g2"/><inset key="contentInset" minX="0" minY="8" maxX="0" maxY="8"/></scrollView>"#,
                emits: [
                    "let scrollView = UIScrollView()", "scrollView.showsHorizontalScrollIndicator = false", "scrollView.bounces = false",
                    "scrollView.isPagingEnabled = true", "scrollView.keyboardDismissMode = .onDrag",
                    "scrollView.contentInset = UIEdgeInsets(top: 8, left: 0, bottom: 8, right: 0)",
                    "contentScrollView.addSubview(placeholderView)",
                    "placeholderView.topAnchor.constraint(equalTo: contentScrollView.contentLayoutGuide.topAnchor)",
                    "placeholderView.widthAnchor.constraint(equalTo: contentScrollView.frameLayoutGuide.widthAnchor)",
                ],
                omits: ["clipsToBounds", "isMultipleTouchEnabled", "contentMode"]),
        ]
    )
}

/// `UIScrollView` attributes, shared by its subclasses (table, collection and text views).
enum ScrollViewRules {
    static let rules: [PropertyRule] = [
        .bool("scrollEnabled", "isScrollEnabled", default: true),
        .bool("pagingEnabled", "isPagingEnabled", default: false),
        .bool("bounces", "bounces", default: true),
        .bool("alwaysBounceVertical", "alwaysBounceVertical", default: false),
        .bool("alwaysBounceHorizontal", "alwaysBounceHorizontal", default: false),
        .bool("bouncesZoom", "bouncesZoom", default: true),
        .bool("showsHorizontalScrollIndicator", "showsHorizontalScrollIndicator", default: true),
        .bool("showsVerticalScrollIndicator", "showsVerticalScrollIndicator", default: true),
        .bool("directionalLockEnabled", "isDirectionalLockEnabled", default: false),
        .bool("delaysContentTouches", "delaysContentTouches", default: true),
        .bool("canCancelContentTouches", "canCancelContentTouches", default: true),
        .bool("scrollsToTop", "scrollsToTop", default: true),
        .enumeration("keyboardDismissMode", "keyboardDismissMode", default: "none"),
        .enumeration("indicatorStyle", "indicatorStyle", default: "default"),
        .enumeration("contentInsetAdjustmentBehavior", "contentInsetAdjustmentBehavior", default: "automatic"),
        .number("minimumZoomScale", "minimumZoomScale", default: "1"),
        .number("maximumZoomScale", "maximumZoomScale", default: "1"),
    ]

    /// UIScrollView clips its content (Apple: UIView.clipsToBounds) and takes multi-touch (not
    /// documented: Interface Builder's new scroll views); the surface's class table agrees.
    static let defaults: [String: String] = ["clipsSubviews": "YES", "multipleTouchEnabled": "YES"]

    static let properties: Set<String> = ["contentInset", "scrollIndicatorInsets", "verticalScrollIndicatorInsets", "horizontalScrollIndicatorInsets"]

    /// Content and indicator insets. `scrollIndicatorInsets` is deprecated since iOS 13, the
    /// lowest deployment target xibgen accepts (`DeploymentTarget.minimum`), so its
    /// replacements are always available: its value goes to both of them, as its setter did.
    static func insets(_ context: inout ElementContext) {
        for key in ["contentInset", "scrollIndicatorInsets", "verticalScrollIndicatorInsets", "horizontalScrollIndicatorInsets"] {
            guard let node = context.object.property(key: key, named: "inset"), let value = EdgeInsets.swift(node) else { continue }
            guard value != "UIEdgeInsets.zero" else { continue }
            if key == "scrollIndicatorInsets" {
                context.emit("verticalScrollIndicatorInsets = \(value)")
                context.emit("horizontalScrollIndicatorInsets = \(value)")
            } else {
                context.emit("\(key) = \(value)")
            }
        }
    }
}
