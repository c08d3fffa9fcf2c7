extension ElementSpec {
    /// Attributes every gesture recognizer has.
    private static let gestureRules: [PropertyRule] = [
        .bool("enabled", "isEnabled", default: true),
        .bool("cancelsTouchesInView", "cancelsTouchesInView", default: true),
        .bool("delaysTouchesBegan", "delaysTouchesBegan", default: false),
        .bool("delaysTouchesEnded", "delaysTouchesEnded", default: true),
    ]

    /// A gesture recognizer (`opening`: its start tag without the id) attached to a `Canvas`
    /// root view and sending `handle:` to it.
    private static func attachedExample(_ opening: String, emits: [String], line: UInt = #line) -> TranslationExample {
        let tag = String(opening.dropFirst().prefix { $0 != " " })
        let host = #"<view contentMode="scaleToFill" id="v1" customClass="Canvas" customModule="App"><connections><outletCollection property="gestureRecognizers" destination="g1" appends="YES" id="c1"/></connections></view>"#
        let gesture = opening + #" id="g1"><connections><action selector="handle:" destination="v1" id="a1"/></connections></"# + tag + ">"
        return TranslationExample(host + gesture, emits: emits, isRoot: true, line: line)
    }

    private static func gesture(_ tag: String, _ uikitClass: String, role: String, rules: [PropertyRule],
                                examples: [TranslationExample]) -> ElementSpec {
        ElementSpec(tag: tag, uikitClass: uikitClass, role: role, rules: rules + gestureRules,
                    customProperties: ["edges"], isView: false, wiring: .gesture,
                    delegateProtocols: ["delegate": "UIGestureRecognizerDelegate"], rootShape: nil, examples: examples)
    }

    /// `<tapGestureRecognizer>` → `UITapGestureRecognizer`, attached with `addGestureRecognizer`.
    static let tapGestureRecognizer = gesture(
        "tapGestureRecognizer", "UITapGestureRecognizer", role: "tapGestureRecognizer",
        rules: [
            .integer("numberOfTapsRequired", "numberOfTapsRequired", default: "1"),
            .integer("numberOfTouchesRequired", "numberOfTouchesRequired", default: "1"),
        ],
        examples: [
            // Held by an outlet, attached to no view (the app attaches it): a property all the same.
            TranslationExample(
                #"<view contentMode="scaleToFill" id="root"><connections><outlet property="doubleTap" destination="g1" id="o1"/></connections></view><tapGestureRecognizer numberOfTapsRequired="2" id="g1"/>"#,
                emits: ["lazy var doubleTap: UITapGestureRecognizer = {", "tapGestureRecognizer.numberOfTapsRequired = 2"],
                omits: ["addGestureRecognizer"],
                isRoot: true),
            TranslationExample(
                #"<view contentMode="scaleToFill" id="v1"><connections><outletCollection property="gestureRecognizers" destination="g1" appends="YES" id="c1"/></connections></view><tapGestureRecognizer numberOfTapsRequired="2" id="g1"><connections><action selector="dismiss:" destination="-1" id="a1"/></connections></tapGestureRecognizer>"#,
                emits: [
                    "let tapGestureRecognizer = UITapGestureRecognizer()", "tapGestureRecognizer.numberOfTapsRequired = 2",
                    "addGestureRecognizer(dismissTapGestureRecognizer)",
                    // The File's Owner is the gesture's target, set by connect(to:) as the nib connected it.
                    "func connect(to owner: OwnerViewController)",
                    "dismissTapGestureRecognizer.addTarget(owner, action: #selector(OwnerViewController.dismiss(_:)))",
                ],
                omits: ["forward", "sendAction", "addTarget(self"],
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
            attachedExample(#"<pongPressGestureRecognizer allowableMovement="10" minimumPressDuration="1""#, emits: ["let longPressGestureRecognizer = UILongPressGestureRecognizer()", "longPressGestureRecognizer.minimumPressDuration = 1", "longPressGestureRecognizer.addTarget(self, action: #selector(Canvas.handle(_:)))"]),
        ]
    )

    static let panGestureRecognizer = gesture(
        "panGestureRecognizer", "UIPanGestureRecognizer", role: "panGestureRecognizer",
        rules: [
            .integer("minimumNumberOfTouches", "minimumNumberOfTouches", default: "1"),
            .integer("maximumNumberOfTouches", "maximumNumberOfTouches"),
        ],
        examples: [
            attachedExample(#"<panGestureRecognizer minimumNumberOfTouches="2""#, emits: ["let panGestureRecognizer = UIPanGestureRecognizer()", "panGestureRecognizer.minimumNumberOfTouches = 2", "addGestureRecognizer(panGestureRecognizer)"]),
        ]
    )

    static let swipeGestureRecognizer = gesture(
        "swipeGestureRecognizer", "UISwipeGestureRecognizer", role: "swipeGestureRecognizer",
        rules: [
            .enumeration("direction", "direction", default: "right"),
            .integer("numberOfTouchesRequired", "numberOfTouchesRequired", default: "1"),
        ],
        examples: [
            attachedExample(#"<swipeGestureRecognizer direction="left""#, emits: ["let swipeGestureRecognizer = UISwipeGestureRecognizer()", "swipeGestureRecognizer.direction = .left"]),
        ]
    )

    static let pinchGestureRecognizer = gesture(
        "pinchGestureRecognizer", "UIPinchGestureRecognizer", role: "pinchGestureRecognizer", rules: [],
        examples: [
            attachedExample(#"<pinchGestureRecognizer cancelsTouchesInView="NO""#, emits: ["let pinchGestureRecognizer = UIPinchGestureRecognizer()", "pinchGestureRecognizer.cancelsTouchesInView = false"]),
        ])

    static let rotationGestureRecognizer = gesture(
        "rotationGestureRecognizer", "UIRotationGestureRecognizer", role: "rotationGestureRecognizer", rules: [],
        examples: [
            attachedExample(#"<rotationGestureRecognizer enabled="NO""#, emits: ["let rotationGestureRecognizer = UIRotationGestureRecognizer()", "rotationGestureRecognizer.isEnabled = false"]),
        ])

    static let screenEdgePanGestureRecognizer = gesture(
        "screenEdgePanGestureRecognizer", "UIScreenEdgePanGestureRecognizer", role: "screenEdgePanGestureRecognizer",
        rules: [
            .integer("minimumNumberOfTouches", "minimumNumberOfTouches", default: "1"),
            .integer("maximumNumberOfTouches", "maximumNumberOfTouches"),
        ],
        examples: [
            attachedExample(#"<screenEdgePanGestureRecognizer minimumNumberOfTouches="1""#, emits: ["let screenEdgePanGestureRecognizer = UIScreenEdgePanGestureRecognizer()", "screenEdgePanGestureRecognizer.addTarget(self, action: #selector(Canvas.handle(_:)))"]),
        ]
    )
}
