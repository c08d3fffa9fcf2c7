import XibModel

extension ElementSpec {
    /// `<collectionView>` → `UICollectionView(frame:collectionViewLayout:)`, its
    /// `<collectionViewFlowLayout>` built first.
    static let collectionView = ElementSpec(
        tag: "collectionView", uikitClass: "UICollectionView", role: "collectionView",
        rules: [
            .bool("allowsSelection", "allowsSelection", default: true),
            .bool("allowsMultipleSelection", "allowsMultipleSelection", default: false),
            .bool("prefetchingEnabled", "isPrefetchingEnabled", default: true),
        ] + ScrollViewRules.rules,
        defaultOverrides: ScrollViewRules.defaults,
        customAttributes: ["dataMode"],
        customProperties: ScrollViewRules.properties.union(["cells"]),
        initializer: { context in
            let layout = CollectionViewLayout.build(context.object, into: &context)
            return "\(context.className)(frame: .zero, collectionViewLayout: \(layout))"
        },
        configure: { context in ScrollViewRules.insets(&context) },
        // A storyboard's prototype cells and section headers and footers get types of their
        // own, registered with the collection view.
        consumedKeys: ["collectionViewLayout", "cells", "sectionHeaderView", "sectionFooterView"],
        delegateProtocols: ["delegate": "UICollectionViewDelegate", "dataSource": "UICollectionViewDataSource", "prefetchDataSource": "UICollectionViewDataSourcePrefetching"],
        // A collection view cannot be made without a layout: a convenience `init()` builds the XIB's.
        rootShape: RootShape(
            parameters: "frame: CGRect, collectionViewLayout layout: UICollectionViewLayout",
            superArguments: "frame: frame, collectionViewLayout: layout", previewArguments: "",
            members: { context in
                let layout = CollectionViewLayout.build(context.object, into: &context)
                var body = StatementList()
                for statement in context.prelude { body.append(statement) }
                body += context.statements
                body.append("return ", layout)
                return [
                    TypeMember(declaration: "convenience init()", lines: ["self.init(frame: .zero, collectionViewLayout: Self.makeCollectionViewLayout())"]),
                    TypeMember(documentation: "/// The layout the XIB gives the collection view.",
                               declaration: "static func makeCollectionViewLayout() -> UICollectionViewLayout", body: body),
                ]
            }),
        examples: [
            TranslationExample(
                #"<collectionView contentMode="scaleToFill" dataMode="none" id="cv"><collectionViewFlowLayout key="collectionViewLayout" minimumLineSpacing="10" minimumInteritemSpacing="10" id="fl"/></collectionView>"#,
                emits: ["collectionView.clipsToBounds = false", "collectionView.isMultipleTouchEnabled = false"]),
            TranslationExample(
                #"<collectionView clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="scaleToFill" showsHorizontalScrollIndicator="NO" dataMode="none" translatesAutoresizingMaskIntoConstraints="NO" id="cv"><rect key="frame" x="0" y="0" width="320" height="200"/><collectionViewFlowLayout key="collectionViewLayout" scrollDirection="horizontal" automaticEstimatedItemSize="YES" minimumLineSpacing="12" minimumInteritemSpacing="10" id="fl"><size key="itemSize" width="100" height="120"/><size key="headerReferenceSize" width="0.0" height="0.0"/><size key="footerReferenceSize" width="0.0" height="0.0"/><inset key="sectionInset" minX="16" minY="0.0" maxX="16" maxY="0.0"/></collectionViewFlowLayout></collectionView>"#,
                emits: [
                    "let collectionViewLayout = UICollectionViewFlowLayout()",
                    "collectionViewLayout.scrollDirection = .horizontal",
                    "collectionViewLayout.minimumLineSpacing = 12",
                    "collectionViewLayout.itemSize = CGSize(width: 100, height: 120)",
                    "collectionViewLayout.estimatedItemSize = UICollectionViewFlowLayout.automaticSize",
                    "collectionViewLayout.sectionInset = UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 16)",
                    "let collectionView = UICollectionView(frame: .zero, collectionViewLayout: collectionViewLayout)",
                    "collectionView.showsHorizontalScrollIndicator = false",
                ],
                omits: ["minimumInteritemSpacing", "headerReferenceSize", "footerReferenceSize", "isMultipleTouchEnabled", "dataMode"]),
            TranslationExample(
                #"<collectionView dataMode="none" id="cv"><collectionViewFlowLayout key="collectionViewLayout" minimumLineSpacing="10" minimumInteritemSpacing="10" sectionInsetReference="safeArea" id="fl"/></collectionView>"#,
                emits: ["collectionViewLayout.sectionInsetReference = .fromSafeArea"],
                omits: ["minimumLineSpacing"]),
        ]
    )
}

/// The layout a collection view is created with.
enum CollectionViewLayout {
    /// Flow layout attributes (`UICollectionViewFlowLayout` defaults: 10 pt spacing, 50×50 items).
    static let flowRules: [PropertyRule] = [
        .enumeration("scrollDirection", "scrollDirection", default: "vertical"),
        .number("minimumLineSpacing", "minimumLineSpacing", default: "10"),
        .number("minimumInteritemSpacing", "minimumInteritemSpacing", default: "10"),
        // IB writes the reference without UIKit's `from` prefix.
        .enumeration("sectionInsetReference", "sectionInsetReference", default: "contentInset",
                     renames: ["contentInset": "fromContentInset", "safeArea": "fromSafeArea", "layoutMargins": "fromLayoutMargins"]),
        .bool("sectionHeadersPinToVisibleBounds", "sectionHeadersPinToVisibleBounds", default: false),
        .bool("sectionFootersPinToVisibleBounds", "sectionFootersPinToVisibleBounds", default: false),
    ]

    static let sizeDefaults: [String: (Double, Double)] = [
        "itemSize": (50, 50), "estimatedItemSize": (0, 0), "headerReferenceSize": (0, 0), "footerReferenceSize": (0, 0),
    ]

    /// Emits the layout's statements as prelude and returns the expression to pass: the type's
    /// property when an outlet holds the layout (`Relation.outletObject`).
    static func build(_ collectionView: XibObject, into context: inout ElementContext) -> String {
        guard let layout = collectionView.keyedObjects.first(where: { $0.key == "collectionViewLayout" }) else {
            context.unsupported("unsupported-element", "collection view without a layout; using UICollectionViewFlowLayout", at: collectionView.location)
            return "UICollectionViewFlowLayout()"
        }
        if let property = context.memberNames[layout.id] { return property }
        let name = "collectionViewLayout"
        let className = layout.customClass ?? (layout.tag == "collectionViewFlowLayout" ? "UICollectionViewFlowLayout" : "UICollectionViewLayout")
        context.emitPrelude("let \(name) = \(className)()")
        guard layout.tag == "collectionViewFlowLayout" else { return name }
        let known = Set(flowRules.map(\.attribute)).union(["id", "key", "customClass", "customModule", "customModuleProvider", "automaticEstimatedItemSize"])
        for rule in flowRules {
            guard let value = layout[attribute: rule.attribute], !rule.isDefault(value), let swift = rule.swiftValue(for: value) else { continue }
            context.emitPrelude("\(name).\(rule.render(swift))")
        }
        flowProperties(layout, into: &context) { context, statement in context.emitPrelude("\(name).\(statement)") }
        for attribute in layout.attributes where !known.contains(attribute.name) {
            context.unsupported("unsupported-attribute", "collection view layout attribute \(attribute.name) is not translated yet", at: layout.location)
        }
        return name
    }

    /// The flow layout's sizes, section inset and automatic estimated size, each given to `put`.
    static func flowProperties(_ layout: XibObject, into context: inout ElementContext,
                               put: (inout ElementContext, String) -> Void) {
        for node in layout.properties {
            switch (node.name, node.key) {
            case ("size", let key?) where sizeDefaults[key] != nil:
                guard let width = node[attribute: "width"].flatMap(Double.init), let height = node[attribute: "height"].flatMap(Double.init) else { continue }
                if let fallback = sizeDefaults[key], fallback == (width, height) { continue }
                put(&context, "\(key) = CGSize(width: \(SwiftLiteral.number(width)), height: \(SwiftLiteral.number(height)))")
            case ("inset", "sectionInset"?):
                if let value = EdgeInsets.swift(node), value != "UIEdgeInsets.zero" {
                    put(&context, "sectionInset = \(value)")
                }
            default:
                context.unsupported("unsupported-property", "collection view layout <\(node.name)> is not translated yet", at: node.location)
            }
        }
        if layout[attribute: "automaticEstimatedItemSize"] == "YES" {
            put(&context, "estimatedItemSize = UICollectionViewFlowLayout.automaticSize")
        }
    }
}

extension ElementSpec {
    /// `<collectionViewFlowLayout>` as a property of its own, when an outlet names it (else the
    /// collection view builds it inline, `CollectionViewLayout.build`).
    static let collectionViewFlowLayout = ElementSpec(
        tag: "collectionViewFlowLayout", uikitClass: "UICollectionViewFlowLayout", role: "layout",
        rules: CollectionViewLayout.flowRules,
        customAttributes: ["automaticEstimatedItemSize"],
        customProperties: ["size", "inset"],
        configure: { context in
            CollectionViewLayout.flowProperties(context.object, into: &context) { context, statement in context.emit(statement) }
        },
        isView: false, rootShape: nil,
        examples: [
            TranslationExample(
                #"<view contentMode="scaleToFill" id="root"><subviews><collectionView dataMode="none" id="cv"><collectionViewFlowLayout key="collectionViewLayout" scrollDirection="horizontal" minimumLineSpacing="10" minimumInteritemSpacing="10" id="fl"><size key="itemSize" width="80" height="32"/><inset key="sectionInset" minX="16" minY="0.0" maxX="16" maxY="0.0"/></collectionViewFlowLayout></collectionView></subviews><connections><outlet property="categorySelectorLayout" destination="fl" id="o1"/></connections></view>"#,
                emits: [
                    "lazy var categorySelectorLayout: UICollectionViewFlowLayout = {",
                    "let layout = UICollectionViewFlowLayout()", "layout.scrollDirection = .horizontal",
                    "layout.itemSize = CGSize(width: 80, height: 32)",
                    "layout.sectionInset = UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 16)",
                    "let collectionView = UICollectionView(frame: .zero, collectionViewLayout: categorySelectorLayout)",
                ],
                omits: ["let collectionViewLayout", "minimumLineSpacing"], isRoot: true),
        ]
    )

    /// `<collectionViewLayout customClass="…">` (an app's layout class) as a property of its own,
    /// when an outlet names it.
    static let collectionViewLayout = ElementSpec(
        tag: "collectionViewLayout", uikitClass: "UICollectionViewLayout", role: "layout", isView: false, rootShape: nil,
        examples: [
            TranslationExample(
                #"<view contentMode="scaleToFill" id="root"><subviews><collectionView dataMode="none" id="cv"><collectionViewLayout key="collectionViewLayout" id="gl" customClass="GridLayout" customModule="App"/></collectionView></subviews><connections><outlet property="gridLayout" destination="gl" id="o1"/></connections></view>"#,
                emits: ["lazy var gridLayout: GridLayout = {", "let layout = GridLayout()",
                        "let collectionView = UICollectionView(frame: .zero, collectionViewLayout: gridLayout)"],
                isRoot: true),
        ])
}
