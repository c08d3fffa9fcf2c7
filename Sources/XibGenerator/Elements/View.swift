extension ElementSpec {
    /// `<view>` → `UIView`.
    static let view = ElementSpec(
        tag: "view", uikitClass: "UIView", role: "view",
        anonymousNaming: AnonymousNaming(roles: ViewRole.plainViewRoles, holderNoun: "ContainerView", fallbacks: ViewRole.plainViewFallbacks),
        examples: [
            // An app's constraint class: made with the item initializer (anchors make only
            // NSLayoutConstraint), keeping priority, identifier, activation and runtime attributes.
            TranslationExample(
                #"<view contentMode="scaleToFill" id="root"><subviews><view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="c1"/></subviews><constraints><constraint firstItem="c1" firstAttribute="height" constant="120" priority="999" identifier="notesHeight" id="k1" customClass="ScreenHeightCompatibleLayoutConstraint" customModule="App" customModuleProvider="target"><userDefinedRuntimeAttributes><userDefinedRuntimeAttribute type="number" keyPath="baseHeight"><real key="value" value="568"/></userDefinedRuntimeAttribute></userDefinedRuntimeAttributes></constraint><constraint firstItem="c1" firstAttribute="top" secondItem="root" secondAttribute="top" id="k2" customClass="ScreenHeightCompatibleLayoutConstraint"/></constraints><connections><outlet property="notesView" destination="c1" id="o1"/></connections></view>"#,
                emits: [
                    "let notesHeightConstraint = ScreenHeightCompatibleLayoutConstraint(item: notesView, attribute: .height, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute, multiplier: 1, constant: 120)",
                    "notesHeightConstraint.priority = UILayoutPriority(999)", #"notesHeightConstraint.identifier = "notesHeight""#,
                    "notesHeightConstraint.baseHeight = 568", "notesHeightConstraint,",
                    "ScreenHeightCompatibleLayoutConstraint(item: notesView, attribute: .top, relatedBy: .equal, toItem: self, attribute: .top, multiplier: 1, constant: 0),",
                ],
                isRoot: true),
            // Issue #24.2: a constraint outlet named like the local of an earlier constraint. The
            // outlet keeps its name, the local takes another, each is activated once with its priority.
            TranslationExample(
                #"<view contentMode="scaleToFill" id="root"><subviews><view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="c1"/></subviews><constraints><constraint firstItem="c1" firstAttribute="height" secondItem="sa" secondAttribute="height" priority="500" id="k1"/><constraint firstItem="c1" firstAttribute="height" constant="759" priority="250" id="k2"/></constraints><viewLayoutGuide key="safeArea" id="sa"/><connections><outlet property="contentView" destination="c1" id="o1"/><outlet property="contentViewHeightConstraint" destination="k2" id="o2"/></connections></view>"#,
                emits: [
                    "lazy var contentViewHeightConstraint: NSLayoutConstraint = contentView.heightAnchor.constraint(equalToConstant: 759)",
                    "let contentViewHeightConstraint2 = contentView.heightAnchor.constraint(equalTo: safeAreaLayoutGuide.heightAnchor)",
                    "contentViewHeightConstraint2.priority = UILayoutPriority(500)",
                    "contentViewHeightConstraint.priority = .defaultLow",
                    "contentViewHeightConstraint2,", "contentViewHeightConstraint,",
                ],
                omits: ["let contentViewHeightConstraint ="],
                isRoot: true),
            TranslationExample(
                #"<view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="v1"><rect key="frame" x="0" y="0" width="10" height="10"/><color key="backgroundColor" systemColor="systemBackgroundColor"/></view>"#,
                emits: ["view.translatesAutoresizingMaskIntoConstraints = false", "view.backgroundColor = .systemBackground"],
                omits: ["contentMode", "frame ="]),
            TranslationExample(
                #"<view alpha="0.5" hidden="YES" clipsSubviews="YES" tag="7" userInteractionEnabled="NO" id="v1"><rect key="frame" x="8" y="16" width="100" height="50.5"/><autoresizingMask key="autoresizingMask" widthSizable="YES" flexibleMaxY="YES"/></view>"#,
                emits: [
                    "view.frame = CGRect(x: 8, y: 16, width: 100, height: 50.5)",
                    "view.autoresizingMask = [.flexibleWidth, .flexibleBottomMargin]",
                    "view.tag = 7", "view.isHidden = true", "view.alpha = 0.5", "view.clipsToBounds = true",
                    "view.isUserInteractionEnabled = false",
                ]),
            TranslationExample(
                #"<view contentMode="scaleToFill" horizontalHuggingPriority="251" verticalCompressionResistancePriority="751" id="v1"><color key="backgroundColor" white="0.0" alpha="0.5" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/></view>"#,
                emits: [
                    "view.setContentHuggingPriority(UILayoutPriority(251), for: .horizontal)",
                    "view.setContentCompressionResistancePriority(UILayoutPriority(751), for: .vertical)",
                    "view.backgroundColor = UIColor(white: 0, alpha: 0.5)",
                ]),
            TranslationExample(
                #"<view contentMode="TopLeft" layoutMarginsFollowReadableWidth="YES" id="v1"/>"#,
                emits: ["view.contentMode = .topLeft", "view.layoutMarginsFollowReadableWidth = true"]),
        ]
    )
}
