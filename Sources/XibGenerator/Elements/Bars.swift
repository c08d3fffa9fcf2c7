extension ElementSpec {
    /// `<barButtonItem>` → `UIBarButtonItem`; its action targets the owner (in `connect(to:)`) or
    /// goes up the responder chain (First Responder), like a control's.
    static let barButtonItem = ElementSpec(
        tag: "barButtonItem", uikitClass: "UIBarButtonItem", role: "barButtonItem",
        rules: [
            .number("width", "width", default: "0"),
            .bool("enabled", "isEnabled", default: true),
            .integer("tag", "tag", default: "0"),
        ],
        colors: [ColorRule("tintColor", "tintColor")],
        customAttributes: ["systemItem", "title", "image", "style", "catalog", "landscapeImage", "largeContentSizeImage"],
        initializer: { context in
            let object = context.object
            let style = object[attribute: "style"] == "done" ? ".done" : ".plain"
            if let system = object[attribute: "systemItem"] {
                return "\(context.className)(barButtonSystemItem: .\(system), target: nil, action: nil)"
            }
            if let title = object[attribute: "title"] {
                return "\(context.className)(title: \(context.text(title, keyPath: "title")), style: \(style), target: nil, action: nil)"
            }
            if let image = object[attribute: "image"] {
                return "\(context.className)(image: \(context.image(named: image, catalog: object[attribute: "catalog"])), style: \(style), target: nil, action: nil)"
            }
            return "\(context.className)()"
        },
        configure: { context in
            if context.object[attribute: "systemItem"] != nil, context.object[attribute: "style"] == "done" {
                context.emit("style = .done")
            }
        },
        isView: false, wiring: .targetAction, rootShape: nil,
        examples: [
            // A bar button item no bar holds, that an outlet names: a property named after the outlet.
            TranslationExample(
                #"<view contentMode="scaleToFill" id="root"><connections><outlet property="doneItem" destination="bi" id="o1"/></connections></view><barButtonItem style="done" systemItem="done" id="bi"><connections><action selector="done:" destination="-1" id="a1"/></connections></barButtonItem>"#,
                emits: ["lazy var doneItem: UIBarButtonItem = {",
                        "let barButtonItem = UIBarButtonItem(barButtonSystemItem: .done, target: nil, action: nil)",
                        "doneItem.action = #selector(OwnerViewController.done(_:))"],
                isRoot: true),
            TranslationExample(
                #"<toolbar opaque="NO" clearsContextBeforeDrawing="NO" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="tb"><rect key="frame" x="0" y="0" width="320" height="44"/><items><barButtonItem title="Cancel" id="b1"><connections><action selector="cancel:" destination="-1" id="a1"/></connections></barButtonItem><barButtonItem style="plain" systemItem="flexibleSpace" id="b2"/><barButtonItem style="done" systemItem="done" id="b3"/><barButtonItem image="gear" catalog="system" width="44" id="b4"/></items></toolbar>"#,
                emits: [
                    #"let barButtonItem = UIBarButtonItem(title: "Cancel", style: .plain, target: nil, action: nil)"#,
                    "let barButtonItem = UIBarButtonItem(barButtonSystemItem: .flexibleSpace, target: nil, action: nil)",
                    "let barButtonItem = UIBarButtonItem(barButtonSystemItem: .done, target: nil, action: nil)", "barButtonItem.style = .done",
                    #"let barButtonItem = UIBarButtonItem(image: UIImage(systemName: "gear"), style: .plain, target: nil, action: nil)"#,
                    "barButtonItem.width = 44",
                    "toolbar.items = [cancelBarButtonItem, flexibleSpaceBarButtonItem, doneBarButtonItem, gearBarButtonItem]",
                    // In connect(to:): the File's Owner is the item's target, as the nib connected it.
                    "cancelBarButtonItem.target = owner",
                    #"cancelBarButtonItem.action = #selector(OwnerViewController.cancel(_:))"#,
                ],
                omits: ["toolbar.addSubview", "target = nil"]),
        ]
    )

    /// `<navigationItem>` → `UINavigationItem(title:)`; its bar button items fill its properties.
    static let navigationItem = ElementSpec(
        tag: "navigationItem", uikitClass: "UINavigationItem", role: "navigationItem",
        rules: [
            .string("prompt", "prompt"),
            .string("backButtonTitle", "backButtonTitle"),
            .bool("hidesBackButton", "hidesBackButton", default: false),
            .enumeration("largeTitleDisplayMode", "largeTitleDisplayMode", default: "automatic"),
        ],
        customAttributes: ["title"],
        initializer: { context in
            context.object[attribute: "title"].map { "\(context.className)(title: \(context.text($0, keyPath: "title")))" } ?? "\(context.className)()"
        },
        isView: false, rootShape: nil,
        examples: [
            TranslationExample(
                #"<navigationBar contentMode="scaleToFill" translucent="NO" translatesAutoresizingMaskIntoConstraints="NO" id="nb"><rect key="frame" x="0" y="0" width="320" height="44"/><items><navigationItem title="Settings" id="ni"><barButtonItem key="leftBarButtonItem" systemItem="cancel" id="bi"><connections><action selector="close:" destination="-1" id="a1"/></connections></barButtonItem></navigationItem></items></navigationBar>"#,
                emits: [
                    "let navigationBar = UINavigationBar()", "navigationBar.isTranslucent = false",
                    #"let navigationItem = UINavigationItem(title: "Settings")"#,
                    "let barButtonItem = UIBarButtonItem(barButtonSystemItem: .cancel, target: nil, action: nil)",
                    "navigationBar.items = [settingsNavigationItem]",
                    "settingsNavigationItem.leftBarButtonItem = cancelBarButtonItem",
                    "cancelBarButtonItem.target = owner",
                    "cancelBarButtonItem.action = #selector(OwnerViewController.close(_:))",
                ]),
        ]
    )

    /// `<navigationBar>` → `UINavigationBar`; its `<items>` become `items`.
    static let navigationBar = ElementSpec(
        tag: "navigationBar", uikitClass: "UINavigationBar", role: "navigationBar",
        rules: BarRules.rules + [.bool("prefersLargeTitles", "prefersLargeTitles", default: false)],
        colors: BarRules.colors,
        delegateProtocols: ["delegate": "UINavigationBarDelegate"],
        examples: [
            TranslationExample(
                #"<navigationBar contentMode="scaleToFill" barStyle="black" prefersLargeTitles="YES" id="nb"><color key="barTintColor" name="Brand"/></navigationBar>"#,
                emits: ["navigationBar.barStyle = .black", "navigationBar.prefersLargeTitles = true", #"navigationBar.barTintColor = UIColor(named: "Brand")"#]),
        ]
    )

    /// `<toolbar>` → `UIToolbar`; its `<items>` become `items`.
    static let toolbar = ElementSpec(
        tag: "toolbar", uikitClass: "UIToolbar", role: "toolbar",
        rules: BarRules.rules, colors: BarRules.colors,
        delegateProtocols: ["delegate": "UIToolbarDelegate"],
        examples: [
            TranslationExample(
                #"<toolbar contentMode="scaleToFill" barStyle="default" translucent="NO" id="tb"/>"#,
                emits: ["let toolbar = UIToolbar()", "toolbar.isTranslucent = false"], omits: ["barStyle"]),
        ]
    )

    /// `<tabBar>` → `UITabBar`; its `<items>` become `items`.
    static let tabBar = ElementSpec(
        tag: "tabBar", uikitClass: "UITabBar", role: "tabBar",
        rules: BarRules.rules + [.enumeration("itemPositioning", "itemPositioning", default: "automatic")],
        colors: BarRules.colors + [ColorRule("selectedImageTintColor", "selectedImageTintColor"), ColorRule("unselectedItemTintColor", "unselectedItemTintColor")],
        delegateProtocols: ["delegate": "UITabBarDelegate"],
        examples: [
            TranslationExample(
                #"<tabBar contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="tb"><items><tabBarItem title="Home" image="house" catalog="system" id="i1"/><tabBarItem systemItem="favorites" id="i2"/></items><color key="barTintColor" systemColor="systemBackgroundColor"/></tabBar>"#,
                emits: [#"let tabBarItem = UITabBarItem(title: "Home", image: UIImage(systemName: "house"), tag: 0)"#,
                        "let tabBarItem = UITabBarItem(tabBarSystemItem: .favorites, tag: 0)",
                        "tabBar.items = [homeTabBarItem, favoritesTabBarItem]", "tabBar.barTintColor = .systemBackground"]),
        ]
    )

    /// `<tabBarItem>` → `UITabBarItem`.
    static let tabBarItem = ElementSpec(
        tag: "tabBarItem", uikitClass: "UITabBarItem", role: "tabBarItem",
        rules: [.string("badgeValue", "badgeValue"), .bool("enabled", "isEnabled", default: true)],
        customAttributes: ["title", "image", "selectedImage", "systemItem", "tag", "catalog"],
        initializer: { context in
            let object = context.object
            let tag = object[attribute: "tag"].flatMap(Int.init) ?? 0
            if let system = object[attribute: "systemItem"] {
                return "\(context.className)(tabBarSystemItem: .\(system), tag: \(tag))"
            }
            let title = object[attribute: "title"].map { context.text($0, keyPath: "title") } ?? "nil"
            let image = object[attribute: "image"].map { context.image(named: $0, catalog: object[attribute: "catalog"]) } ?? "nil"
            return "\(context.className)(title: \(title), image: \(image), tag: \(tag))"
        },
        configure: { context in
            if let image = context.object[attribute: "selectedImage"] {
                context.emit("selectedImage = \(context.image(named: image, catalog: context.object[attribute: "catalog"]))")
            }
        },
        isView: false, rootShape: nil,
        examples: [
            TranslationExample(
                #"<tabBar contentMode="scaleToFill" id="tb"><items><tabBarItem title="Inbox" image="tray" selectedImage="tray.fill" catalog="system" badgeValue="3" tag="2" id="i1"/></items></tabBar>"#,
                emits: [#"let tabBarItem = UITabBarItem(title: "Inbox", image: UIImage(systemName: "tray"), tag: 2)"#,
                        #"tabBarItem.selectedImage = UIImage(systemName: "tray.fill")"#, #"tabBarItem.badgeValue = "3""#]),
        ]
    )
}

/// Attributes UINavigationBar, UIToolbar and UITabBar share.
enum BarRules {
    static let rules: [PropertyRule] = [
        .enumeration("barStyle", "barStyle", default: "default"),
        .bool("translucent", "isTranslucent", default: true),
    ]
    static let colors: [ColorRule] = [ColorRule("barTintColor", "barTintColor")]
}
