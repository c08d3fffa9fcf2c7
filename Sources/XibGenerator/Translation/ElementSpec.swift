import XibModel

/// How one Interface Builder element becomes UIKit code: its class and module, the
/// attributes and property elements it understands, UIKit's defaults for it, how it holds
/// children and connections, how a type for a top-level one initialises, and examples that
/// the test suite runs (a XIB snippet and the Swift it must — or must not — produce). The
/// generator's engine asks the spec; nothing outside `Elements/` knows an element by its tag.
///
/// Each element lives in its own file under `Elements/`; `ElementCatalog` lists them.
/// A class: specs are immutable and shared, and passing one around costs one retain
/// rather than a copy of its twenty-odd fields.
final class ElementSpec: Sendable {
    /// The XIB element name (`label`).
    let tag: String
    let uikitClass: String
    /// The framework that declares `uikitClass` when it is not UIKit (`WebKit`): a file using
    /// the element imports it.
    let module: String?
    /// The noun used to name unnamed instances (`label` → `titleLabel`).
    let role: String
    /// Attribute rules in emission order, after the shared `UIView` ones.
    let rules: [PropertyRule]
    /// UIKit defaults of this class that differ from `UIView`'s, by XIB attribute.
    let defaultOverrides: [String: String]
    /// Color property elements (`<color key="textColor">`) → Swift property, in emission order.
    let colors: [ColorRule]
    /// The font element (`fontDescription`) → Swift property, and UIKit's default font.
    let font: FontRule?
    /// Attributes read by `initializer` or `configure` rather than by rules.
    let customAttributes: Set<String>
    /// Attributes of this element that only Interface Builder uses (legacy or canvas-only
    /// settings): never translated, never warned about.
    let editorOnlyAttributes: Set<String>
    /// Property element names or keys handled by `configure`.
    let customProperties: Set<String>
    /// Builds the instance (`UIButton(type: .system)`); default `Class()`. May add
    /// prelude statements (`context.emitPrelude`) that run before the instance exists.
    let initializer: (@Sendable (inout ElementContext) -> String)?
    /// Element-specific translation (button states, segments…).
    let configure: (@Sendable (inout ElementContext) -> Void)?
    /// Keys of child objects the element's own translation builds (a collection view's
    /// `collectionViewLayout`): they are not members of the generated type.
    let consumedKeys: Set<String>
    /// Objects the element holds outside the view hierarchy that the generated type declares
    /// (a static table's cells, which its data source returns): members, never added as subviews.
    let heldObjects: (@Sendable (XibObject) -> [XibObject])?
    /// The view UIKit creates as the element's `contentView` (cells, effect views): the XIB's
    /// `<… key="contentView">` configures that instance, translated with this spec (UIKit's
    /// content-view defaults), rather than creating one.
    let contentView: ElementSpec?
    /// The subviews are arranged subviews (`UIStackView`).
    let arrangesSubviews: Bool
    /// Holds content rather than being it (stack and scroll views): an unnamed one whose
    /// subviews name nothing either is called `content…` (`contentStackView`) when it is the
    /// first of its kind in the root or the root's content view.
    let isContentContainer: Bool
    /// How an instance that nothing names (no outlet, user label, text, image, action or class
    /// of the app) is named: the roles it is recognised in by shape, use and position, and the
    /// noun it takes when named after what it holds (README "Names").
    let anonymousNaming: AnonymousNaming
    /// A `UIControl`: actions are wired with `addTarget(_:action:for:)`.
    let isControl: Bool
    /// Not a `UIView` (bar items, gesture recognizers): no `UIView` rules, frames or constraints.
    let isView: Bool
    /// How `<action>` connections of the element are wired.
    let wiring: ActionWiring
    /// Members the class adds to `UIView`'s that a subclass's view properties must not shadow
    /// (a cell's `textLabel`): a view named like one is renamed.
    let reservedMembers: Set<String>
    /// The class's delegate and data source properties → the protocol their value adopts
    /// (`dataSource` → `UITableViewDataSource`): generated code can set them, and casts the
    /// generated type when it is the value (`self as? UITableViewDataSource`).
    let delegateProtocols: [String: String]
    /// Outlet properties IB writes by their Objective-C name where Swift spells them
    /// differently (WKWebView's `UIDelegate` is `uiDelegate`).
    let swiftPropertyNames: [String: String]
    /// How the type generated for a top-level instance initialises; nil when a top-level
    /// instance gets no type of its own (gesture recognizers and bar items are attached to a
    /// view through a connection, or reported).
    let rootShape: RootShape?
    /// False for the stand-in of an element the catalog lacks (`ElementCatalog.spec(for:)`).
    let isTranslated: Bool
    /// A storyboard scene's controller element: how its scene uses generated code (nil for
    /// every other element).
    let controller: ControllerShape?
    let examples: [TranslationExample]

    init(
        tag: String, uikitClass: String, module: String? = nil, role: String, rules: [PropertyRule] = [],
        defaultOverrides: [String: String] = [:], colors: [ColorRule] = [], font: FontRule? = nil,
        customAttributes: Set<String> = [], editorOnlyAttributes: Set<String> = [], customProperties: Set<String> = [],
        initializer: (@Sendable (inout ElementContext) -> String)? = nil,
        configure: (@Sendable (inout ElementContext) -> Void)? = nil,
        consumedKeys: Set<String> = [], heldObjects: (@Sendable (XibObject) -> [XibObject])? = nil, contentView: ElementSpec? = nil,
        arrangesSubviews: Bool = false, isContentContainer: Bool = false, anonymousNaming: AnonymousNaming = .byRole,
        isControl: Bool = false, isView: Bool = true,
        wiring: ActionWiring? = nil, reservedMembers: Set<String> = [],
        delegateProtocols: [String: String] = [:], swiftPropertyNames: [String: String] = [:],
        rootShape: RootShape? = .frame, isTranslated: Bool = true, controller: ControllerShape? = nil,
        examples: [TranslationExample] = []
    ) {
        self.tag = tag
        self.uikitClass = uikitClass
        self.module = module
        self.role = role
        self.rules = rules
        self.defaultOverrides = defaultOverrides
        self.colors = colors
        self.font = font
        self.customAttributes = customAttributes
        self.editorOnlyAttributes = editorOnlyAttributes
        self.customProperties = customProperties
        self.initializer = initializer
        self.configure = configure
        self.consumedKeys = consumedKeys
        self.heldObjects = heldObjects
        self.contentView = contentView
        self.arrangesSubviews = arrangesSubviews
        self.isContentContainer = isContentContainer
        self.anonymousNaming = anonymousNaming
        self.isControl = isControl
        self.isView = isView
        self.wiring = wiring ?? (isControl ? .control : .none)
        self.reservedMembers = reservedMembers
        self.reservedNames = ViewNaming.reserved.union(reservedMembers)
        self.delegateProtocols = delegateProtocols
        self.swiftPropertyNames = swiftPropertyNames
        self.rootShape = rootShape
        self.isTranslated = isTranslated
        self.controller = controller
        self.examples = examples
        // Derived once per spec, not once per element translated.
        let allRules = (rules + (isControl ? UIControlRules.rules : []) + (isView ? UIViewRules.rules : [])).map { rule in
            if let override = defaultOverrides[rule.attribute] { return rule.withDefault(override) }
            return rule
        }
        self.allRules = allRules
        let allColors = isView ? UIViewRules.colors + colors : colors
        self.allColors = allColors
        var colorKeys: [String: [Int]] = [:]
        for (index, rule) in allColors.enumerated() { colorKeys[rule.key, default: []].append(index) }
        if let font, colorKeys[font.key] == nil { colorKeys[font.key] = [] }
        self.colorAndFontKeys = StringTable(colorKeys.map { ($0.key, $0.value) })
        var ruleIndices: [String: [Int]] = [:]
        for (index, rule) in allRules.enumerated() { ruleIndices[rule.attribute, default: []].append(index) }
        // Attributes handled or ignored without a warning: the rules' and the editor-only ones.
        for attribute in UIViewRules.editorOnlyAttributes.union(customAttributes).union(editorOnlyAttributes) where ruleIndices[attribute] == nil {
            ruleIndices[attribute] = []
        }
        self.attributeRules = StringTable(ruleIndices.map { ($0.key, $0.value) })
        self.omittedValueRules = allRules.indices.filter { allRules[$0].omittedValue != nil }
    }

    /// `template` for another tag: every other field, derived ones included, shared rather than
    /// derived again. A stand-in for an element the catalog lacks is made per object looked up
    /// (`ElementCatalog.spec(for:)`), and deriving the rule tables each time cost ~100,000
    /// instructions a lookup.
    init(tag: String, sharing template: ElementSpec) {
        self.tag = tag
        self.uikitClass = template.uikitClass
        self.module = template.module
        self.role = template.role
        self.rules = template.rules
        self.defaultOverrides = template.defaultOverrides
        self.colors = template.colors
        self.font = template.font
        self.customAttributes = template.customAttributes
        self.editorOnlyAttributes = template.editorOnlyAttributes
        self.customProperties = template.customProperties
        self.initializer = template.initializer
        self.configure = template.configure
        self.consumedKeys = template.consumedKeys
        self.heldObjects = template.heldObjects
        self.contentView = template.contentView
        self.arrangesSubviews = template.arrangesSubviews
        self.isContentContainer = template.isContentContainer
        self.anonymousNaming = template.anonymousNaming
        self.isControl = template.isControl
        self.isView = template.isView
        self.wiring = template.wiring
        self.reservedMembers = template.reservedMembers
        self.delegateProtocols = template.delegateProtocols
        self.swiftPropertyNames = template.swiftPropertyNames
        self.rootShape = template.rootShape
        self.isTranslated = template.isTranslated
        self.controller = template.controller
        self.examples = template.examples
        self.omittedValueRules = template.omittedValueRules
        self.allRules = template.allRules
        self.allColors = template.allColors
        self.reservedNames = template.reservedNames
        self.colorAndFontKeys = template.colorAndFontKeys
        self.attributeRules = template.attributeRules
    }

    /// Indices in `allRules` of the rules with an `omittedValue`: an element without their
    /// attribute still gets a statement (IB's omitted value differs from the class's default).
    let omittedValueRules: [Int]

    /// The element's own rules first (what it shows), then the shared ones (`UIControl`'s for
    /// controls, then `UIView`'s); defaults overridden per class.
    let allRules: [PropertyRule]

    let allColors: [ColorRule]

    /// The names a view property of a subclass must avoid: `UIView`'s members and `reservedMembers`.
    let reservedNames: Set<String>

    /// Property keys the color and font rules handle → the indices in `allColors` of the color
    /// rules reading each (none for the font's key alone): an element's properties are looked up
    /// once each instead of every color rule scanning them all.
    let colorAndFontKeys: StringTable<[Int]>

    /// Every attribute `ElementContext.applyRules` handles or ignores without a warning →
    /// the indices in `allRules` of the rules reading it (none for an ignored one): an
    /// element's attributes are looked up once each instead of every rule scanning them all.
    let attributeRules: StringTable<[Int]>
}

/// How an element's `<action>` connections become code.
enum ActionWiring: Sendable {
    /// `UIControl.addTarget(_:action:for:)` with the connection's event.
    case control
    /// `target`/`action` properties (`UIBarButtonItem`).
    case targetAction
    /// `UIGestureRecognizer.addTarget(_:action:)`; needs a non-nil target.
    case gesture
    case none
}

/// `<color key="textColor">` → `textColor = …`; `defaultIsNil` when an explicit
/// `<nil key="…"/>` equals UIKit's default.
struct ColorRule: Sendable {
    let key: String
    let statement: String
    private let template: StatementTemplate

    init(_ key: String, _ property: String) {
        self.init(key: key, statement: "\(property) = {}")
    }

    init(key: String, statement: String) {
        self.key = key
        self.statement = statement
        self.template = StatementTemplate(statement)
    }

    /// Appends `render(value, after: prefix)` to `list`, without building the line apart.
    func render(_ value: String, after prefix: String, into list: inout StatementList) {
        template.render(value, after: prefix, into: &list)
    }
}

struct FontRule: Sendable {
    let key: String
    let property: String
    /// UIKit's default font for the class, if known; an equal XIB font emits nothing.
    let defaultFont: XibFont?
}

/// How the type generated for a top-level instance of an element initialises: the UIKit
/// designated initializer it overrides (which runs the set-up, as `init(coder:)` does),
/// `init(coder:)` as UIKit declares it, and what a plain `init()` needs to give the XIB's
/// values. A new kind of root is a new value.
struct RootShape: Sendable {
    /// The parameters of the overridden designated initializer (`frame: CGRect`).
    let parameters: String
    /// `super.init`'s arguments (`frame: frame`).
    let superArguments: String
    /// UIKit declares `init?(coder:)`; `UIStackView` and `UIActivityIndicatorView` a non-failable `init(coder:)`.
    let failableCoder: Bool
    /// Members written after the designated initializer, built from the top-level element (a
    /// table view's `convenience init()` with the XIB's style). They need that element's
    /// attributes: a root of another element naming the class (`<view customClass="UITableView">`)
    /// keeps its own shape.
    let members: (@Sendable (inout ElementContext) -> [TypeMember])?
    /// How a preview makes an instance: the arguments of an initializer (`frame: .zero`; empty
    /// for a `convenience init()` that `members` declares).
    let previewArguments: String

    init(parameters: String, superArguments: String, failableCoder: Bool = true, previewArguments: String = "frame: .zero",
         members: (@Sendable (inout ElementContext) -> [TypeMember])? = nil) {
        self.parameters = parameters
        self.superArguments = superArguments
        self.failableCoder = failableCoder
        self.previewArguments = previewArguments
        self.members = members
        self.designatedInitializer = "override init(\(parameters))"
        self.superCall = "super.init(\(superArguments))"
        self.coderInitializer = failableCoder ? "required init?(coder: NSCoder)" : "required init(coder: NSCoder)"
    }

    /// The declarations and super call as written, spelled once rather than for every type.
    let designatedInitializer: String
    let superCall: String
    let coderInitializer: String

    /// `override init(frame: CGRect)`: `UIView` and most of its subclasses.
    static let frame = RootShape(parameters: "frame: CGRect", superArguments: "frame: frame")
}

/// A member a root shape adds to the generated type: `declaration { body }` after the access
/// level, under its documentation comment if any.
struct TypeMember {
    let documentation: String?
    let declaration: String
    let body: StatementList

    init(documentation: String? = nil, declaration: String, body: StatementList) {
        self.documentation = documentation
        self.declaration = declaration
        self.body = body
    }

    init(documentation: String? = nil, declaration: String, lines: [String]) {
        var body = StatementList()
        for line in lines { body.append(line) }
        self.init(documentation: documentation, declaration: declaration, body: body)
    }
}

/// A XIB snippet and what the generator must (and must not) write for it.
/// The snippet is placed inside a root `<view>`'s `<subviews>` unless `isRoot` (a top-level
/// object of a XIB) or `isScene` (a storyboard scene's controller).
struct TranslationExample: Sendable {
    let xib: String
    let emits: [String]
    let omits: [String]
    let isRoot: Bool
    let isScene: Bool
    /// The example is reported rather than translated: it must produce warnings.
    let reported: Bool
    let line: UInt

    init(_ xib: String, emits: [String] = [], omits: [String] = [], isRoot: Bool = false, isScene: Bool = false,
         reported: Bool = false, line: UInt = #line) {
        self.xib = xib
        self.emits = emits
        self.omits = omits
        self.isRoot = isRoot
        self.isScene = isScene
        self.reported = reported
        self.line = line
    }
}

/// Attributes every control shares (`UIControl`), in emission order. Defaults from the
/// `UIControl` reference: content alignments `.center`, enabled, not selected, not highlighted.
enum UIControlRules {
    static let rules: [PropertyRule] = [
        .enumeration("contentHorizontalAlignment", "contentHorizontalAlignment", default: "center"),
        .enumeration("contentVerticalAlignment", "contentVerticalAlignment", default: "center"),
        .bool("enabled", "isEnabled", default: true),
        .bool("selected", "isSelected", default: false),
        .bool("highlighted", "isHighlighted", default: false),
    ]
}

/// Attributes every view shares (`UIView`), in emission order.
enum UIViewRules {
    static let rules: [PropertyRule] = [
        // Xcode writes the top-left mode as `TopLeft` (every other mode in lowerCamelCase).
        // IB omits these five where a view has `UIView`'s value, whatever its class (a label's
        // `userInteractionEnabled="NO"`, a scroll view's `clipsSubviews="YES"` are written out).
        .enumeration("contentMode", "contentMode", default: "scaleToFill", renames: ["TopLeft": "topLeft"]).omittedMeansDefault(),
        .enumeration("semanticContentAttribute", "semanticContentAttribute", default: "unspecified"),
        .integer("tag", "tag", default: "0"),
        .bool("hidden", "isHidden", default: false),
        .number("alpha", "alpha", default: "1"),
        .bool("opaque", "isOpaque", default: true).omittedMeansDefault(),
        .bool("clipsSubviews", "clipsToBounds", default: false).omittedMeansDefault(),
        .bool("userInteractionEnabled", "isUserInteractionEnabled", default: true).omittedMeansDefault(),
        .bool("multipleTouchEnabled", "isMultipleTouchEnabled", default: false).omittedMeansDefault(),
        .bool("exclusiveTouch", "isExclusiveTouch", default: false),
        .bool("clearsContextBeforeDrawing", "clearsContextBeforeDrawing", default: true),
        .bool("autoresizesSubviews", "autoresizesSubviews", default: true),
        .bool("insetsLayoutMarginsFromSafeArea", "insetsLayoutMarginsFromSafeArea", default: true),
        .bool("preservesSuperviewLayoutMargins", "preservesSuperviewLayoutMargins", default: false),
        .bool("layoutMarginsFollowReadableWidth", "layoutMarginsFollowReadableWidth", default: false),
        PropertyRule("horizontalHuggingPriority", .priority, "setContentHuggingPriority({}, for: .horizontal)", default: "250"),
        PropertyRule("verticalHuggingPriority", .priority, "setContentHuggingPriority({}, for: .vertical)", default: "250"),
        PropertyRule("horizontalCompressionResistancePriority", .priority, "setContentCompressionResistancePriority({}, for: .horizontal)", default: "750"),
        PropertyRule("verticalCompressionResistancePriority", .priority, "setContentCompressionResistancePriority({}, for: .vertical)", default: "750"),
        .string("restorationIdentifier", "restorationIdentifier"),
    ]

    static let colors: [ColorRule] = [
        ColorRule("backgroundColor", "backgroundColor"),
        ColorRule("tintColor", "tintColor"),
    ]

    /// Attributes that only Interface Builder's editor uses, or that the generator reads
    /// structurally: never translated, never warned about.
    static let editorOnlyAttributes: Set<String> = [
        "id", "key", "customClass", "customModule", "customModuleProvider", "userLabel", "colorLabel",
        "fixedFrame", "misplaced", "ambiguous", "placeholderIntrinsicWidth", "placeholderIntrinsicHeight",
        "translatesAutoresizingMaskIntoConstraints", "adjustsLetterSpacingToFitWidth", "minimumFontSize",
        "verifyAmbiguity", "horizontalPositionAdjustment", "usesAttributedText", "hasAttributedTitle",
    ]

    /// What `applyColorsAndFont` does with a property element, by its name: one lookup
    /// instead of a set check and a string comparison per special name. Names not in the table
    /// are translated as colors, fonts or custom properties, or reported.
    enum PropertyElementKind: Sendable {
        case editorOnly, variation, possiblyEmptyList, runtimeAttributes, accessibility
        case edgeInsets, directionalEdgeInsets, attributedString, string
    }

    static let propertyElementKinds = StringTable<PropertyElementKind>(
        editorOnlyProperties.map { ($0, .editorOnly) } + [
            ("variation", .variation),
            ("items", .possiblyEmptyList), ("gestureRecognizers", .possiblyEmptyList), ("segments", .possiblyEmptyList),
            ("userDefinedRuntimeAttributes", .runtimeAttributes),
            ("accessibility", .accessibility),
            ("edgeInsets", .edgeInsets),
            ("directionalEdgeInsets", .directionalEdgeInsets),
            ("attributedString", .attributedString),
            ("string", .string), ("mutableString", .string),
        ])
    static let editorOnlyKeyTable = StringTable(set: editorOnlyKeys)

    /// Property elements read structurally (frame, mask…) or that only IB's canvas uses.
    static let editorOnlyProperties: Set<String> = [
        "rect", "autoresizingMask", "point", "freeformSimulatedSizeMetrics", "simulatedStatusBarMetrics",
        "simulatedNavigationBarMetrics", "simulatedTabBarMetrics", "simulatedScreenMetrics",
        "simulatedOrientationMetrics", "simulatedToolbarMetrics", "viewLayoutGuide", "userGuides",
        "animations",
    ]

    /// Keyed property elements only IB's canvas uses (simulated bars, canvas position, cell size).
    static let editorOnlyKeys: Set<String> = [
        "simulatedStatusBarMetrics", "simulatedTopBarMetrics", "simulatedBottomBarMetrics", "customSize",
        "canvasLocation", "simulatedDestinationMetrics",
        // iOS 6 layout deltas and outline labels: IB bookkeeping, not runtime state.
        "insetFor6xAndEarlier", "frameInset", "userLabel",
    ]
}
