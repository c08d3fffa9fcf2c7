extension ElementSpec {
    /// `<tableViewCell>` → `UITableViewCell`; a top-level cell becomes a cell subclass
    /// with `init(style:reuseIdentifier:)` and a `reuseIdentifier` constant.
    static let tableViewCell = ElementSpec(
        tag: "tableViewCell", uikitClass: "UITableViewCell", role: "cell",
        rules: [
            .enumeration("selectionStyle", "selectionStyle", default: "default"),
            .enumeration("accessoryType", "accessoryType", default: "none"),
            .enumeration("editingAccessoryType", "editingAccessoryType", default: "none"),
            .enumeration("focusStyle", "focusStyle", default: "default"),
            .integer("indentationLevel", "indentationLevel", default: "0"),
            .number("indentationWidth", "indentationWidth", default: "10"),
            .bool("shouldIndentWhileEditing", "shouldIndentWhileEditing", default: true),
            .bool("showsReorderControl", "showsReorderControl", default: false),
        ],
        // `textLabel`/`detailTextLabel`/`imageView` name the built-in style's own subviews;
        // `hidesAccessoryWhenEditing` is an iOS 2 leftover UIKit no longer has.
        customAttributes: ["reuseIdentifier", "style", "rowHeight", "textLabel", "detailTextLabel", "imageView", "hidesAccessoryWhenEditing"],
        customProperties: ["separatorInset"],
        configure: { context in
            if let inset = context.object.property(key: "separatorInset", named: "inset"), let value = EdgeInsets.swift(inset) {
                context.emit("separatorInset = \(value == "UIEdgeInsets.zero" ? ".zero" : value)")
            }
            if let style = context.object[attribute: "style"], style != "IBUITableViewCellStyleDefault" {
                context.unsupported("unsupported-attribute",
                    "built-in cell style \(style) is chosen by whoever creates the cell (init(style:reuseIdentifier:))", at: context.object.location)
            }
        },
        contentView: .tableViewCellContentView,
        reservedMembers: [
            "contentView", "textLabel", "detailTextLabel", "imageView", "accessoryView", "backgroundView",
            "selectedBackgroundView", "multipleSelectionBackgroundView", "editingAccessoryView",
            "isSelected", "isHighlighted", "isEditing", "accessoryType", "selectionStyle",
            "contentConfiguration", "backgroundConfiguration", "defaultContentConfiguration", "configurationState",
        ],
        rootShape: RootShape(parameters: "style: UITableViewCell.CellStyle, reuseIdentifier: String?",
                             superArguments: "style: style, reuseIdentifier: reuseIdentifier",
                             previewArguments: "style: .default, reuseIdentifier: nil"),
        examples: [
            // The content view UIKit provides clips, is not opaque and centers its content; an
            // omitted attribute is UIView's value.
            TranslationExample(
                #"<tableViewCell contentMode="scaleToFill" reuseIdentifier="Cell" id="c1"><tableViewCellContentView key="contentView" opaque="NO" multipleTouchEnabled="YES" contentMode="center" insetsLayoutMarginsFromSafeArea="NO" tableViewCell="c1" id="cv1"/></tableViewCell>"#,
                emits: ["contentView.clipsToBounds = false", "contentView.insetsLayoutMarginsFromSafeArea = false"],
                omits: ["contentView.isOpaque", "contentView.contentMode", "contentView.isMultipleTouchEnabled"],
                isRoot: true),
            TranslationExample(
                #"<tableViewCell contentMode="scaleToFill" selectionStyle="none" accessoryType="disclosureIndicator" indentationWidth="10" reuseIdentifier="ProfileCell" id="c1"><rect key="frame" x="0" y="0" width="320" height="44"/><autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/><tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" insetsLayoutMarginsFromSafeArea="NO" tableViewCell="c1" id="cv1"><rect key="frame" x="0" y="0" width="320" height="44"/><autoresizingMask key="autoresizingMask"/><subviews><label text="Name" translatesAutoresizingMaskIntoConstraints="NO" id="n1"/></subviews><constraints><constraint firstItem="n1" firstAttribute="leading" secondItem="cv1" secondAttribute="leadingMargin" id="k1"/></constraints></tableViewCellContentView></tableViewCell>"#,
                emits: [
                    "class FixtureLayout: UITableViewCell", #"static let reuseIdentifier = "ProfileCell""#,
                    "override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?)",
                    "selectionStyle = .none", "accessoryType = .disclosureIndicator", "contentView.addSubview(nameLabel)",
                    "nameLabel.leadingAnchor.constraint(equalTo: contentView.layoutMarginsGuide.leadingAnchor)",
                ],
                omits: ["indentationWidth", "contentView.isOpaque", "contentView.clipsToBounds", "contentView.contentMode"],
                isRoot: true),
        ]
    )

    /// A table view cell's `contentView`, provided by UIKit.
    static let tableViewCellContentView = ElementSpec(
        tag: "tableViewCellContentView", uikitClass: "UIView", role: "contentView",
        defaultOverrides: ContentView.defaults, customAttributes: ["tableViewCell"]
    )

    /// `<collectionViewCell>` → `UICollectionViewCell`.
    static let collectionViewCell = ElementSpec(
        tag: "collectionViewCell", uikitClass: "UICollectionViewCell", role: "cell",
        customAttributes: ["reuseIdentifier"],
        contentView: .collectionViewCellContentView,
        reservedMembers: [
            "contentView", "backgroundView", "selectedBackgroundView", "isSelected", "isHighlighted",
            "contentConfiguration", "backgroundConfiguration", "configurationState",
        ],
        examples: [
            TranslationExample(
                #"<collectionViewCell opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" reuseIdentifier="PhotoCell" id="c1"><rect key="frame" x="0" y="0" width="100" height="100"/><collectionViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" insetsLayoutMarginsFromSafeArea="NO" id="cv1"><rect key="frame" x="0" y="0" width="100" height="100"/><subviews><imageView image="photo" translatesAutoresizingMaskIntoConstraints="NO" id="i1"/></subviews><constraints><constraint firstAttribute="trailing" secondItem="i1" secondAttribute="trailing" constant="4" id="k1"/></constraints></collectionViewCellContentView></collectionViewCell>"#,
                emits: [
                    "class FixtureLayout: UICollectionViewCell", #"static let reuseIdentifier = "PhotoCell""#,
                    "contentView.addSubview(photoImageView)",
                    "contentView.trailingAnchor.constraint(equalTo: photoImageView.trailingAnchor, constant: 4)",
                ],
                omits: ["contentView.isOpaque"],
                isRoot: true),
        ]
    )

    static let collectionViewCellContentView = ElementSpec(
        tag: "collectionViewCellContentView", uikitClass: "UIView", role: "contentView",
        defaultOverrides: ContentView.defaults
    )

    /// `<collectionReusableView>` → `UICollectionReusableView` (headers, footers).
    static let collectionReusableView = ElementSpec(
        tag: "collectionReusableView", uikitClass: "UICollectionReusableView", role: "reusableView",
        customAttributes: ["reuseIdentifier"],
        examples: [
            TranslationExample(
                #"<collectionReusableView opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" reuseIdentifier="SectionHeader" id="h1"><rect key="frame" x="0" y="0" width="320" height="44"/><subviews><label text="Section" translatesAutoresizingMaskIntoConstraints="NO" id="l1"/></subviews><constraints><constraint firstItem="l1" firstAttribute="leading" secondItem="h1" secondAttribute="leadingMargin" id="k1"/></constraints></collectionReusableView>"#,
                emits: ["class FixtureLayout: UICollectionReusableView", #"static let reuseIdentifier = "SectionHeader""#,
                        "addSubview(sectionLabel)", "sectionLabel.leadingAnchor.constraint(equalTo: layoutMarginsGuide.leadingAnchor)"],
                isRoot: true),
        ]
    )
}

/// UIKit's cell content views: not opaque, clipping, multi-touch, centered — the values IB
/// writes for them. Not `insetsLayoutMarginsFromSafeArea`: Apple documents `true` for every view,
/// so IB's `"NO"` is something the nib sets and the generated code must too.
enum ContentView {
    static let defaults: [String: String] = [
        "opaque": "NO", "clipsSubviews": "YES", "multipleTouchEnabled": "YES", "contentMode": "center",
    ]
}
