/// One localizable text of a document: what UIKit's nib loader replaces with the translation
/// stored under `key` in the document's `.strings` table (`fr.lproj/Main.strings` for
/// `Base.lproj/Main.storyboard`), when the app runs in another language.
public struct XibLocalizableText: Hashable, Sendable {
    /// The object whose property the text is (a label, a button, a navigation item…).
    public var objectID: String
    /// The property key path after the object id: `text`, `normalTitle`, `segmentTitles[0]`…
    public var keyPath: String
    /// The base-language text, as the document holds it.
    public var value: String
    /// The class `ibtool --export-strings-file` names in the entry's comment (`UILabel`).
    public var className: String
    /// The element the text is written on (the object's, a button's `<state>`, a `<segment>`…).
    public var location: SourceLocation

    public init(objectID: String, keyPath: String, value: String, className: String, location: SourceLocation = .unknown) {
        self.objectID = objectID
        self.keyPath = keyPath
        self.value = value
        self.className = className
        self.location = location
    }

    /// The `.strings` key: `"<ObjectID>.<key path>"` (`"abc-12-xyz.normalTitle"`).
    public var key: String { objectID + "." + keyPath }
}

/// Which texts of a XIB or storyboard are localizable, and under which key.
///
/// The nib loader looks a text up as `"<ObjectID>.<key path>"` in the table named after the
/// document. `properties` is the whole table of key paths, one row per element and property;
/// "corpus" rows were matched against the 176 `.strings` tables of the public storyboard
/// corpus (`../shared/corpus/storyboards/strings`: every key in them whose object and text
/// the storyboard still has is found by these rows), "documented" rows come from Apple's and
/// Microsoft's localization guides, and "ibtool" rows follow the naming `ibtool
/// --export-strings-file` uses for the same family of properties (not seen in the corpus).
///
/// Not localizable this way (ibtool exports none of them): attributed text
/// (`<attributedString>`), images, a button's `<buttonConfiguration>` titles, menus.
public enum XibLocalization {
    /// Where a property's text is written in the document.
    public enum Source: Hashable, Sendable {
        /// The attribute `name`, or, for text with line breaks, the child `<string key="name">`.
        case text(String)
        /// A button's `<state key="normal" title="…">` (or its `<string key="title">`): one key
        /// path per state, `normalTitle`, `highlightedTitle`, `selectedTitle`, `disabledTitle`.
        case stateTitles
        /// The attribute `attribute` of each member of the child list `list`; key path
        /// `keyPath[i]` with the member's index (`<segments><segment title>` → `segmentTitles[i]`).
        case listAttribute(list: String, attribute: String)
        /// The text of each `<string>` of the child list `list` (`scopeButtonTitles[i]`).
        case listText(list: String)
        /// The attribute of `<accessibility key="accessibilityConfiguration">`.
        case accessibility(String)
    }

    /// Where a row's key spelling comes from.
    public enum Evidence: String, Hashable, Sendable {
        /// Keys found in the `.strings` tables of the public storyboard corpus.
        case corpus
        /// Apple's or Microsoft's localization documentation.
        case documented
        /// ibtool's naming for the same family of properties; not seen in the corpus.
        case ibtool
    }

    /// One localizable property.
    public struct Property: Hashable, Sendable {
        /// The elements that have it; empty for every element (accessibility).
        public var elements: [String]
        /// The class named in the `.strings` comment.
        public var className: String
        /// The key path (for lists, without the `[i]`; for state titles, `<state>Title`).
        public var keyPath: String
        public var source: Source
        public var evidence: Evidence
    }

    /// Every localizable property, in the order texts of one object are listed.
    public static let properties: [Property] = {
        let controllers = XibControllerKind.allCases.filter { $0 != .viewControllerPlaceholder }
        return [
            Property(elements: ["label"], className: "UILabel", keyPath: "text", source: .text("text"), evidence: .corpus),
            Property(elements: ["textField"], className: "UITextField", keyPath: "text", source: .text("text"), evidence: .ibtool),
            Property(elements: ["textField"], className: "UITextField", keyPath: "placeholder", source: .text("placeholder"), evidence: .corpus),
            Property(elements: ["textView"], className: "UITextView", keyPath: "text", source: .text("text"), evidence: .ibtool),
            Property(elements: ["button"], className: "UIButton", keyPath: "<state>Title", source: .stateTitles, evidence: .corpus),
            Property(elements: ["segmentedControl"], className: "UISegmentedControl", keyPath: "segmentTitles",
                     source: .listAttribute(list: "segments", attribute: "title"), evidence: .corpus),
            Property(elements: ["searchBar"], className: "UISearchBar", keyPath: "text", source: .text("text"), evidence: .ibtool),
            Property(elements: ["searchBar"], className: "UISearchBar", keyPath: "placeholder", source: .text("placeholder"), evidence: .ibtool),
            Property(elements: ["searchBar"], className: "UISearchBar", keyPath: "prompt", source: .text("prompt"), evidence: .ibtool),
            Property(elements: ["searchBar"], className: "UISearchBar", keyPath: "scopeButtonTitles",
                     source: .listText(list: "scopeButtonTitles"), evidence: .ibtool),
            Property(elements: ["navigationItem"], className: "UINavigationItem", keyPath: "title", source: .text("title"), evidence: .corpus),
            Property(elements: ["navigationItem"], className: "UINavigationItem", keyPath: "prompt", source: .text("prompt"), evidence: .ibtool),
            Property(elements: ["navigationItem"], className: "UINavigationItem", keyPath: "backButtonTitle",
                     source: .text("backButtonTitle"), evidence: .ibtool),
            Property(elements: ["barButtonItem"], className: "UIBarButtonItem", keyPath: "title", source: .text("title"), evidence: .corpus),
            Property(elements: ["tabBarItem"], className: "UITabBarItem", keyPath: "title", source: .text("title"), evidence: .corpus),
            Property(elements: ["tableViewSection"], className: "UITableViewSection", keyPath: "headerTitle",
                     source: .text("headerTitle"), evidence: .corpus),
            Property(elements: ["tableViewSection"], className: "UITableViewSection", keyPath: "footerTitle",
                     source: .text("footerTitle"), evidence: .corpus),
        ] + controllers.map { kind in
            Property(elements: [kind.rawValue], className: kind.defaultClassName ?? "UIViewController", keyPath: "title",
                     source: .text("title"), evidence: .ibtool)
        } + [
            Property(elements: [], className: "", keyPath: "accessibilityLabel", source: .accessibility("label"), evidence: .documented),
            Property(elements: [], className: "", keyPath: "accessibilityHint", source: .accessibility("hint"), evidence: .documented),
        ]
    }()

    /// `properties` by element; the element-independent ones (accessibility) separately.
    private static let propertiesByElement: [String: [Property]] = {
        var table: [String: [Property]] = [:]
        for property in properties {
            for element in property.elements { table[element, default: []].append(property) }
        }
        return table
    }()
    private static let anyElementProperties = properties.filter { $0.elements.isEmpty }

    /// The localizable texts of `document`, in document order (by location; an object's
    /// texts in `properties` order).
    public static func texts(in document: XibDocument) -> [XibLocalizableText] {
        var texts: [XibLocalizableText] = []
        document.forEachObject { object in
            guard !object.id.isEmpty else { return }
            for property in propertiesByElement[object.tag] ?? [] { collect(property, of: object, into: &texts) }
            for property in anyElementProperties { collect(property, of: object, into: &texts) }
        }
        return texts.enumerated()
            .sorted { $0.element.location != $1.element.location ? $0.element.location < $1.element.location : $0.offset < $1.offset }
            .map(\.element)
    }

    private static func collect(_ property: Property, of object: XibObject, into texts: inout [XibLocalizableText]) {
        func add(_ keyPath: String, _ value: String, _ className: String, at location: SourceLocation) {
            texts.append(XibLocalizableText(objectID: object.id, keyPath: keyPath, value: value, className: className, location: location))
        }
        switch property.source {
        case .text(let name):
            if let value = object[attribute: name] {
                add(property.keyPath, value, property.className, at: object.location)
            } else if let node = object.properties.first(where: { $0.key == name && Self.isString($0) }) {
                add(property.keyPath, node.text, property.className, at: node.location)
            }
        case .stateTitles:
            for state in object.properties where state.name == "state" {
                guard let stateName = state.key else { continue }
                if let title = state[attribute: "title"] {
                    add(stateName + "Title", title, property.className, at: state.location)
                } else if let node = state.children.first(where: { $0.key == "title" && Self.isString($0) }) {
                    add(stateName + "Title", node.text, property.className, at: node.location)
                }
            }
        case .listAttribute(let list, let attribute):
            guard let listNode = object.properties.first(where: { $0.name == list }) else { return }
            for (index, member) in listNode.children.enumerated() {
                if let value = member[attribute: attribute] {
                    add("\(property.keyPath)[\(index)]", value, property.className, at: member.location)
                }
            }
        case .listText(let list):
            guard let listNode = object.properties.first(where: { $0.name == list }) else { return }
            for (index, member) in listNode.children.enumerated() where Self.isString(member) {
                add("\(property.keyPath)[\(index)]", member.text, property.className, at: member.location)
            }
        case .accessibility(let attribute):
            guard let node = object.properties.first(where: { $0.name == "accessibility" && $0.key == "accessibilityConfiguration" }),
                  let value = node[attribute: attribute] else { return }
            add(property.keyPath, value, Self.className(of: object), at: node.location)
        }
    }

    private static func isString(_ node: XibNode) -> Bool {
        node.name == "string" || node.name == "mutableString"
    }

    /// The UIKit class an element stands for, for an accessibility entry's comment: the class
    /// of the element's own localizable properties, else `UI` + the capitalised tag.
    private static func className(of object: XibObject) -> String {
        if let known = propertiesByElement[object.tag]?.first?.className { return known }
        guard let first = object.tag.first else { return "" }
        return "UI" + first.uppercased() + object.tag.dropFirst()
    }
}

extension XibDocument {
    /// The document's localizable texts (see `XibLocalization`), in document order.
    public var localizableTexts: [XibLocalizableText] { XibLocalization.texts(in: self) }
}
