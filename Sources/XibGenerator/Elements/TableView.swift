extension ElementSpec {
    /// `<tableView>` → `UITableView(frame:style:)`.
    static let tableView = ElementSpec(
        tag: "tableView", uikitClass: "UITableView", role: "tableView",
        rules: [
            .number("rowHeight", "rowHeight", default: "-1"),
            .number("estimatedRowHeight", "estimatedRowHeight", default: "-1"),
            .number("sectionHeaderHeight", "sectionHeaderHeight", default: "-1"),
            .number("sectionFooterHeight", "sectionFooterHeight", default: "-1"),
            .number("estimatedSectionHeaderHeight", "estimatedSectionHeaderHeight", default: "-1"),
            .number("estimatedSectionFooterHeight", "estimatedSectionFooterHeight", default: "-1"),
            .enumeration("separatorStyle", "separatorStyle", default: "default", renames: ["default": "singleLine"]),
            .enumeration("separatorInsetReference", "separatorInsetReference", default: "fromCellEdges"),
            .bool("allowsSelection", "allowsSelection", default: true),
            .bool("allowsMultipleSelection", "allowsMultipleSelection", default: false),
            .bool("allowsSelectionDuringEditing", "allowsSelectionDuringEditing", default: false),
            .bool("allowsMultipleSelectionDuringEditing", "allowsMultipleSelectionDuringEditing", default: false),
            .integer("sectionIndexMinimumDisplayRowCount", "sectionIndexMinimumDisplayRowCount", default: "0"),
            .bool("cellLayoutMarginsFollowReadableWidth", "cellLayoutMarginsFollowReadableWidth", default: false),
            .bool("insetsContentViewsToSafeArea", "insetsContentViewsToSafeArea", default: true),
            .bool("contentViewInsetsToSafeArea", "insetsContentViewsToSafeArea", default: true),
        ] + ScrollViewRules.rules,
        // UITableView bounces vertically even when its rows fit.
        defaultOverrides: ScrollViewRules.defaults.merging(["alwaysBounceVertical": "YES", "multipleTouchEnabled": "NO"]) { $1 },
        colors: [
            ColorRule("separatorColor", "separatorColor"),
            ColorRule("sectionIndexColor", "sectionIndexColor"),
            ColorRule("sectionIndexBackgroundColor", "sectionIndexBackgroundColor"),
            ColorRule("sectionIndexTrackingBackgroundColor", "sectionIndexTrackingBackgroundColor"),
        ],
        customAttributes: ["style", "dataMode"],
        customProperties: ScrollViewRules.properties.union(["separatorInset", "prototypes", "sections"]),
        initializer: { context in
            switch context.object[attribute: "style"] {
            case nil, "plain": return "\(context.className)(frame: .zero, style: .plain)"
            case let style?: return "\(context.className)(frame: .zero, style: .\(style))"
            }
        },
        configure: { context in
            ScrollViewRules.insets(&context)
            if let node = context.object.property(key: "separatorInset", named: "inset"), let value = EdgeInsets.swift(node) {
                context.emit("separatorInset = \(value == "UIEdgeInsets.zero" ? ".zero" : value)")
            }
        },
        // A storyboard's prototype cells get types of their own, registered with the table; a
        // static table's cells are the type's members, returned by its generated data source.
        consumedKeys: ["prototypes", "sections"],
        heldObjects: { table in table.isStaticTable ? table.tableSections.flatMap(\.cells) : [] },
        delegateProtocols: ["delegate": "UITableViewDelegate", "dataSource": "UITableViewDataSource", "prefetchDataSource": "UITableViewDataSourcePrefetching"],
        // `UITableView()` is a plain table: a convenience `init()` gives the XIB's style.
        rootShape: RootShape(
            parameters: "frame: CGRect, style: UITableView.Style", superArguments: "frame: frame, style: style", previewArguments: "",
            members: { context in
                let style = context.object[attribute: "style"] ?? "plain"
                return [TypeMember(declaration: "convenience init()", lines: ["self.init(frame: .zero, style: .\(style))"])]
            }),
        examples: [
            // A table view clips (it is a scroll view) but, unlike other scroll views, takes one touch.
            TranslationExample(
                #"<tableView clipsSubviews="YES" contentMode="scaleToFill" alwaysBounceVertical="YES" style="plain" dataMode="prototypes" id="t1"/>"#,
                omits: ["clipsToBounds", "isMultipleTouchEnabled", "alwaysBounceVertical"]),
            TranslationExample(
                #"<tableView contentMode="scaleToFill" multipleTouchEnabled="YES" alwaysBounceVertical="YES" style="plain" dataMode="prototypes" id="t1"/>"#,
                emits: ["tableView.clipsToBounds = false", "tableView.isMultipleTouchEnabled = true"]),
            TranslationExample(
                #"<tableView clipsSubviews="YES" contentMode="scaleToFill" alwaysBounceVertical="YES" style="grouped" separatorStyle="default" rowHeight="-1" estimatedRowHeight="-1" sectionHeaderHeight="18" sectionFooterHeight="18" translatesAutoresizingMaskIntoConstraints="NO" id="t1"><rect key="frame" x="0" y="0" width="320" height="480"/><color key="backgroundColor" systemColor="systemGroupedBackgroundColor"/></tableView>"#,
                emits: ["let tableView = UITableView(frame: .zero, style: .grouped)", "tableView.sectionHeaderHeight = 18",
                        "tableView.sectionFooterHeight = 18", "tableView.backgroundColor = .systemGroupedBackground"],
                omits: ["rowHeight", "separatorStyle", "alwaysBounceVertical", "clipsToBounds"]),
            TranslationExample(
                #"<tableView style="plain" separatorStyle="none" rowHeight="64" keyboardDismissMode="interactive" allowsSelection="NO" id="t1"><inset key="separatorInset" minX="16" minY="0.0" maxX="0.0" maxY="0.0"/><color key="separatorColor" white="0.9" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/></tableView>"#,
                emits: ["let tableView = UITableView(frame: .zero, style: .plain)", "tableView.separatorStyle = .none",
                        "tableView.rowHeight = 64", "tableView.allowsSelection = false", "tableView.keyboardDismissMode = .interactive",
                        "tableView.separatorInset = UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 0)",
                        "tableView.separatorColor = UIColor(white: 0.9, alpha: 1)"]),
            TranslationExample(
                #"<tableView style="insetGrouped" id="t1"><view key="tableHeaderView" contentMode="scaleToFill" id="h1"><rect key="frame" x="0" y="0" width="320" height="80"/><autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/></view></tableView>"#,
                emits: ["let tableView = UITableView(frame: .zero, style: .insetGrouped)", "tableView.tableHeaderView = placeholderView",
                        "view.frame = CGRect(x: 0, y: 0, width: 320, height: 80)"]),
            // Data source and delegate outlets to the root: the XIB's class (a subclass of the type) adopts them.
            TranslationExample(
                #"<view contentMode="scaleToFill" id="v1"><subviews><tableView style="plain" id="t1"><connections><outlet property="dataSource" destination="v1" id="o1"/><outlet property="delegate" destination="v1" id="o2"/></connections></tableView></subviews></view>"#,
                emits: ["tableView.dataSource = self as? UITableViewDataSource", "tableView.delegate = self as? UITableViewDelegate"],
                isRoot: true),
        ]
    )
}
