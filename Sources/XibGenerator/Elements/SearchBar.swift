import XibModel

extension ElementSpec {
    /// `<searchBar>` → `UISearchBar`.
    static let searchBar = ElementSpec(
        tag: "searchBar", uikitClass: "UISearchBar", role: "searchBar",
        rules: [
            .string("text", "text"),
            .string("placeholder", "placeholder"),
            .string("prompt", "prompt"),
            .enumeration("searchBarStyle", "searchBarStyle", default: "default"),
            .enumeration("barStyle", "barStyle", default: "default"),
            .bool("translucent", "isTranslucent", default: true),
            .bool("showsCancelButton", "showsCancelButton", default: false),
            .bool("showsBookmarkButton", "showsBookmarkButton", default: false),
            .bool("showsSearchResultsButton", "showsSearchResultsButton", default: false),
            .bool("searchResultsButtonSelected", "isSearchResultsButtonSelected", default: false),
            .bool("showsScopeBar", "showsScopeBar", default: false),
            .integer("selectedScopeButtonIndex", "selectedScopeButtonIndex", default: "0"),
            .image("backgroundImage", "backgroundImage"),
            .image("scopeBarBackgroundImage", "scopeBarBackgroundImage"),
        ],
        colors: [ColorRule("barTintColor", "barTintColor")],
        customProperties: [TextInputTraits.key, "scopeButtonTitles", "searchTextPositionAdjustment", "searchFieldBackgroundPositionAdjustment"],
        configure: { context in
            if let titles = context.object.properties(named: "scopeButtonTitles").first {
                let strings = titles.children.filter { $0.name == "string" }.enumerated()
                    .map { context.text($0.element.text, keyPath: "scopeButtonTitles[\($0.offset)]") }
                for child in titles.children where child.name != "string" {
                    context.unsupported("unsupported-property", "searchBar <scopeButtonTitles> child <\(child.name)> is not translated yet", at: child.location)
                }
                context.emit("scopeButtonTitles = [\(strings.joined(separator: ", "))]")
            }
            for key in ["searchFieldBackgroundPositionAdjustment", "searchTextPositionAdjustment"] {
                guard let node = context.object.property(key: key) else { continue }
                guard node.name == "offsetWrapper",
                      let horizontal = SwiftLiteral.number(node[attribute: "horizontal"] ?? "0"),
                      let vertical = SwiftLiteral.number(node[attribute: "vertical"] ?? "0") else {
                    context.unsupported("unsupported-property", "searchBar <\(node.name) key=\"\(key)\"> is not translated yet", at: node.location)
                    continue
                }
                if horizontal != "0" || vertical != "0" {
                    context.emit("\(key) = UIOffset(horizontal: \(horizontal), vertical: \(vertical))")
                }
            }
            // UISearchBar's own return key and its automatic enabling are not documented:
            // whatever the XIB says is written.
            TextInputTraits.translate(&context, defaults: ["returnKeyType": nil, "enablesReturnKeyAutomatically": nil])
        },
        delegateProtocols: ["delegate": "UISearchBarDelegate"],
        examples: [
            TranslationExample(
                #"<searchBar contentMode="redraw" searchBarStyle="minimal" placeholder="Search recipes" translatesAutoresizingMaskIntoConstraints="NO" id="sb1"><rect key="frame" x="0" y="0" width="320" height="56"/><textInputTraits key="textInputTraits" autocapitalizationType="words" returnKeyType="done"/></searchBar>"#,
                emits: ["let searchBar = UISearchBar()", #"searchBar.placeholder = "Search recipes""#, "searchBar.searchBarStyle = .minimal",
                        "searchBar.contentMode = .redraw", "searchBar.autocapitalizationType = .words", "searchBar.returnKeyType = .done"]),
            TranslationExample(
                #"<searchBar barStyle="black" text="1" prompt="Find" showsBookmarkButton="YES" showsCancelButton="YES" showsScopeBar="YES" translucent="NO" backgroundImage="bar" id="sb1"><color key="barTintColor" systemColor="systemTealColor"/><offsetWrapper key="searchTextPositionAdjustment" horizontal="6" vertical="0.0"/><offsetWrapper key="searchFieldBackgroundPositionAdjustment" horizontal="0.0" vertical="0.0"/><textInputTraits key="textInputTraits" returnKeyType="default" enablesReturnKeyAutomatically="NO"/><scopeButtonTitles><string>All</string><string>Recent</string></scopeButtonTitles></searchBar>"#,
                emits: [
                    #"searchBar.text = "1""#, #"searchBar.prompt = "Find""#, "searchBar.barStyle = .black", "searchBar.isTranslucent = false",
                    "searchBar.showsCancelButton = true", "searchBar.showsBookmarkButton = true", "searchBar.showsScopeBar = true",
                    #"searchBar.backgroundImage = UIImage(named: "bar")"#, "searchBar.barTintColor = .systemTeal",
                    #"searchBar.scopeButtonTitles = ["All", "Recent"]"#,
                    "searchBar.searchTextPositionAdjustment = UIOffset(horizontal: 6, vertical: 0)",
                    "searchBar.returnKeyType = .default", "searchBar.enablesReturnKeyAutomatically = false",
                ],
                omits: ["searchFieldBackgroundPositionAdjustment"]),
        ]
    )
}
