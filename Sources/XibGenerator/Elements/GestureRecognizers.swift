extension ElementSpec {
    /// Attributes every gesture recognizer has.
    private static let gestureRules: [PropertyRule] = [
        .bool("enabled", "isEnabled", default: true),
        .bool("cancelsTouchesInView", "cancelsTouchesInView", default: true),
        .bool("delaysTouchesBegan", "delaysTouchesBegan", default: false),
        .bool("delaysTouchesEnded", "delaysTouchesEnded", default: true),
    ]

    private static func gesture(_ tag: String, _ uikitClass: String, role: String, rules: [PropertyRule],
                                examples: [TranslationExample]) -> ElementSpec {
        ElementSpec(tag: tag, uikitClass: uikitClass, role: role, rules: rules + gestureRules,
                    customProperties: ["edges"], isView: false, wiring: .gesture, examples: examples)
    }

    /// `<tapGestureRecognizer>` → `UITapGestureRecognizer`, attached with `addGestureRecognizer`.
    static let tapGestureRecognizer = gesture(
        "tapGestureRecognizer", "UITapGestureRecognizer", role: "tapGestureRecognizer",
        rules: [
            .integer("numberOfTapsRequired", "numberOfTapsRequired", default: "1"),
            .integer("numberOfTouchesRequired", "numberOfTouchesRequired", default: "1"),
        ],
        examples: [
            TranslationExample(
                #"<view contentMode="scaleToFill" id="v1"><connections><outletCollection property="gestureRecognizers" destination="g1" appends="YES" id="c1"/></connections></view><tapGestureRecognizer numberOfTapsRequired="2" id="g1"><connections><action selector="dismiss:" destination="-1" id="a1"/></connections></tapGestureRecognizer>"#,
                emits: [
                    "let tapGestureRecognizer = UITapGestureRecognizer()", "tapGestureRecognizer.numberOfTapsRequired = 2",
                    "addGestureRecognizer(tapGestureRecognizer)",
                    "tapGestureRecognizer.addTarget(self, action: #selector(forwardDismiss(_:)))",
                    "@objc private func forwardDismiss(_ sender: UIGestureRecognizer) {",
                    "let action = #selector(OwnerViewController.dismiss(_:))",
                    "UIApplication.shared.sendAction(action, to: target(forAction: action, withSender: sender), from: sender, for: nil)",
                ],
                isRoot: true),
        ]
    )

    /// IB spells the long-press element `pongPressGestureRecognizer`.
    static let longPressGestureRecognizer = gesture(
        "pongPressGestureRecognizer", "UILongPressGestureRecognizer", role: "longPressGestureRecognizer",
        rules: [
            .number("minimumPressDuration", "minimumPressDuration", default: "0.5"),
            .number("allowableMovement", "allowableMovement", default: "10"),
            .integer("numberOfTapsRequired", "numberOfTapsRequired", default: "0"),
            .integer("numberOfTouchesRequired", "numberOfTouchesRequired", default: "1"),
        ],
        examples: [
            TranslationExample(
                #"<view contentMode="scaleToFill" id="v1" customClass="Canvas" customModule="App"><connections><outletCollection property="gestureRecognizers" destination="g1" appends="YES" id="c1"/></connections></view><pongPressGestureRecognizer allowableMovement="10" minimumPressDuration="1" id="g1"><connections><action selector="handle:" destination="v1" id="a1"/></connections></pongPressGestureRecognizer>"#,
                emits: ["let longPressGestureRecognizer = UILongPressGestureRecognizer()", "longPressGestureRecognizer.minimumPressDuration = 1", "longPressGestureRecognizer.addTarget(self, action: #selector(Canvas.handle(_:)))"],
                isRoot: true),
        ]
    )

    static let panGestureRecognizer = gesture(
        "panGestureRecognizer", "UIPanGestureRecognizer", role: "panGestureRecognizer",
        rules: [
            .integer("minimumNumberOfTouches", "minimumNumberOfTouches", default: "1"),
            .integer("maximumNumberOfTouches", "maximumNumberOfTouches"),
        ],
        examples: [
            TranslationExample(
                #"<view contentMode="scaleToFill" id="v1" customClass="Canvas" customModule="App"><connections><outletCollection property="gestureRecognizers" destination="g1" appends="YES" id="c1"/></connections></view><panGestureRecognizer minimumNumberOfTouches="2" id="g1"><connections><action selector="handle:" destination="v1" id="a1"/></connections></panGestureRecognizer>"#,
                emits: ["let panGestureRecognizer = UIPanGestureRecognizer()", "panGestureRecognizer.minimumNumberOfTouches = 2", "addGestureRecognizer(panGestureRecognizer)"],
                isRoot: true),
        ]
    )

    static let swipeGestureRecognizer = gesture(
        "swipeGestureRecognizer", "UISwipeGestureRecognizer", role: "swipeGestureRecognizer",
        rules: [
            .enumeration("direction", "direction", default: "right"),
            .integer("numberOfTouchesRequired", "numberOfTouchesRequired", default: "1"),
        ],
        examples: [
            TranslationExample(
                #"<view contentMode="scaleToFill" id="v1" customClass="Canvas" customModule="App"><connections><outletCollection property="gestureRecognizers" destination="g1" appends="YES" id="c1"/></connections></view><swipeGestureRecognizer direction="left" id="g1"><connections><action selector="handle:" destination="v1" id="a1"/></connections></swipeGestureRecognizer>"#,
                emits: ["let swipeGestureRecognizer = UISwipeGestureRecognizer()", "swipeGestureRecognizer.direction = .left"],
                isRoot: true),
        ]
    )

    static let pinchGestureRecognizer = gesture(
        "pinchGestureRecognizer", "UIPinchGestureRecognizer", role: "pinchGestureRecognizer", rules: [],
        examples: [
            TranslationExample(
                #"<view contentMode="scaleToFill" id="v1" customClass="Canvas" customModule="App"><connections><outletCollection property="gestureRecognizers" destination="g1" appends="YES" id="c1"/></connections></view><pinchGestureRecognizer cancelsTouchesInView="NO" id="g1"><connections><action selector="handle:" destination="v1" id="a1"/></connections></pinchGestureRecognizer>"#,
                emits: ["let pinchGestureRecognizer = UIPinchGestureRecognizer()", "pinchGestureRecognizer.cancelsTouchesInView = false"],
                isRoot: true),
        ])

    static let rotationGestureRecognizer = gesture(
        "rotationGestureRecognizer", "UIRotationGestureRecognizer", role: "rotationGestureRecognizer", rules: [],
        examples: [
            TranslationExample(
                #"<view contentMode="scaleToFill" id="v1" customClass="Canvas" customModule="App"><connections><outletCollection property="gestureRecognizers" destination="g1" appends="YES" id="c1"/></connections></view><rotationGestureRecognizer enabled="NO" id="g1"><connections><action selector="handle:" destination="v1" id="a1"/></connections></rotationGestureRecognizer>"#,
                emits: ["let rotationGestureRecognizer = UIRotationGestureRecognizer()", "rotationGestureRecognizer.isEnabled = false"],
                isRoot: true),
        ])

    static let screenEdgePanGestureRecognizer = gesture(
        "screenEdgePanGestureRecognizer", "UIScreenEdgePanGestureRecognizer", role: "screenEdgePanGestureRecognizer",
        rules: [
            .integer("minimumNumberOfTouches", "minimumNumberOfTouches", default: "1"),
            .integer("maximumNumberOfTouches", "maximumNumberOfTouches"),
        ],
        examples: [
            TranslationExample(
                #"<view contentMode="scaleToFill" id="v1" customClass="Canvas" customModule="App"><connections><outletCollection property="gestureRecognizers" destination="g1" appends="YES" id="c1"/></connections></view><screenEdgePanGestureRecognizer minimumNumberOfTouches="1" id="g1"><connections><action selector="handle:" destination="v1" id="a1"/></connections></screenEdgePanGestureRecognizer>"#,
                emits: ["let screenEdgePanGestureRecognizer = UIScreenEdgePanGestureRecognizer()", "screenEdgePanGestureRecognizer.addTarget(self, action: #selector(Canvas.handle(_:)))"],
                isRoot: true),
        ]
    )
}
