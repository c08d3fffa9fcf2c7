import XibModel

/// What an element translation works with: the object, where its statements go, and a
/// way to report what it could not translate.
struct ElementContext {
    let object: XibObject
    let spec: ElementSpec
    /// `label.` inside a lazy closure, empty for the generated type itself.
    let receiver: String
    /// The oldest iOS the code runs on: a translation with a newer API at hand asks it which to write.
    let deploymentTarget: DeploymentTarget
    /// How the document's localizable texts are spelled: see `text(_:keyPath:)`.
    let localization: TextLocalization
    /// The catalogs' asset symbols: names they cover are written as symbols (`image(named:catalog:)`, `color(_:at:)`).
    let assets: AssetSymbols
    /// One level of indentation (`GeneratorOptions.indent`): the body of an `if #available` block.
    let indentUnit: String
    /// The statements written so far, outside any open `if #available` block.
    private var body = StatementList()
    /// Statements of API newer than the deployment target, consecutive and of one version, to be
    /// written in one `if #available(iOS N, *)` block (`write(introduced:_:)`). On an older iOS the
    /// nib loader skips what that version added: the block does the same.
    private var guarded: (version: DeploymentTarget, lines: StatementList)?
    /// The version every statement needs inside `available(_:_:)`.
    private var requiredVersion: DeploymentTarget?

    /// The element's statements, `if #available` blocks closed.
    var statements: StatementList {
        guard guarded != nil else { return body }
        var closed = self
        closed.closeAvailabilityBlock()
        return closed.body
    }
    /// Statements that must run before the instance exists (a collection view's layout).
    private(set) var prelude: [String] = []
    private(set) var diagnostics: [Diagnostic] = []

    /// Objects the generated type holds as properties, id → name: a translation that would
    /// build one of them inline uses the property instead (a collection view's layout).
    let memberNames: [String: String]

    init(object: XibObject, spec: ElementSpec, receiver: String, deploymentTarget: DeploymentTarget, indent: String = "    ",
         assets: AssetSymbols = .none, memberNames: [String: String] = [:], localization: TextLocalization = .literals) {
        self.indentUnit = indent
        self.assets = assets
        self.object = object
        self.spec = spec
        self.receiver = receiver
        self.deploymentTarget = deploymentTarget
        self.memberNames = memberNames
        self.localization = localization
    }

    /// The Swift expression for a text of this object, `keyPath` being the nib loader's key
    /// path for it (`text`, `normalTitle`, `segmentTitles[0]`, `XibLocalization`): a literal,
    /// or the lookup of its translation when the document is localized.
    func text(_ value: String, keyPath: String) -> String {
        localization.expression(value, objectID: object.id, keyPath: keyPath)
    }

    /// The class instantiated: the XIB's custom class, else the UIKit class.
    var className: String {
        object.customClass.map(SwiftIdentifier.sanitized) ?? spec.uikitClass
    }

    /// Adds `receiver.statement`.
    mutating func emit(_ statement: String, introduced: DeploymentTarget? = nil) {
        write(introduced: introduced) { [receiver] in $0.append(receiver, statement) }
    }

    /// Statements `body` emits all need `version` (a button's configuration is built over several):
    /// below it they go in one `if #available` block.
    mutating func available(_ version: DeploymentTarget, _ body: (inout ElementContext) -> Void) {
        let outer = requiredVersion
        requiredVersion = max(outer ?? version, version)
        body(&self)
        requiredVersion = outer
    }

    /// Appends what `render` writes, inside an `if #available` block when it needs an iOS newer
    /// than the deployment target; consecutive statements of one version share a block.
    private mutating func write(introduced: DeploymentTarget? = nil, _ render: (inout StatementList) -> Void) {
        // The newer of the two, without making an array of them for every statement.
        var needed = introduced
        if let required = requiredVersion, needed.map({ required > $0 }) ?? true { needed = required }
        guard let needed, needed > deploymentTarget else {
            closeAvailabilityBlock()
            render(&body)
            return
        }
        if guarded?.version != needed {
            closeAvailabilityBlock()
            guarded = (needed, StatementList())
        }
        render(&guarded!.lines)
    }

    private mutating func closeAvailabilityBlock() {
        guard let open = guarded else { return }
        guarded = nil
        body.append("if #available(iOS \(open.version), *) {")
        body.append(open.lines, indentedBy: indentUnit)
        body.append("}")
    }

    private var localNames: Set<String> = []

    /// A local constant name not used yet in this element's statements.
    mutating func uniqueLocal(_ base: String) -> String {
        var name = base
        var counter = 2
        while localNames.contains(name) || name == receiver.dropLast() {
            name = "\(base)\(counter)"
            counter += 1
        }
        localNames.insert(name)
        return name
    }

    mutating func emitPrelude(_ statement: String) {
        prelude.append(statement)
    }

    /// Adds a statement that does not start with the receiver (local `let`s and the like).
    mutating func emitRaw(_ statement: String, introduced: DeploymentTarget? = nil) {
        write(introduced: introduced) { $0.append(statement) }
    }

    /// A warning with file position and a `// xibgen:` marker at the spot in the output.
    mutating func unsupported(_ kind: String, _ message: String, at location: SourceLocation) {
        diagnostics.append(Diagnostic(.warning, kind: kind, message, at: location))
        write { $0.append("// xibgen: \(message) (line \(location.line))") }
    }

    mutating func note(_ kind: String, _ message: String, at location: SourceLocation) {
        diagnostics.append(Diagnostic(.note, kind: kind, message, at: location))
    }

    /// Translates a color, noting approximations.
    mutating func color(_ color: XibColor, at location: SourceLocation) -> String {
        if case .named(let name) = color, let symbol = assets.colorExpression(name) { return symbol }
        let result = ColorTranslation.swift(color)
        if let note = result.note { self.note("approximated-color", note, at: location) }
        return result.expression
    }

    mutating func font(_ font: XibFont, at location: SourceLocation) -> String {
        let result = FontTranslation.swift(font)
        if let note = result.note { self.note("approximated-font", note, at: location) }
        return result.expression
    }

    /// `UIImage(named:)`, `UIImage(resource:)` for a catalog image with an asset symbol, or
    /// `UIImage(systemName:)` for SF Symbols (`catalog="system"`).
    func image(named name: String, catalog: String?) -> String {
        if catalog == "system" { return "UIImage(systemName: \(SwiftLiteral.string(name)))" }
        return assets.imageExpression(name) ?? "UIImage(named: \(SwiftLiteral.string(name)))"
    }

    /// `.` after an image or color expression that cannot be nil (an asset symbol's
    /// `UIImage(resource:)`), `?.` after one that may (`UIImage(named:)`, `UIImage(systemName:)`).
    /// Only for what `image(named:catalog:)` and `color(_:at:)` return.
    static func memberAccess(after expression: String) -> String {
        if expression.hasPrefix("UIImage(resource:") || expression.hasPrefix("UIColor(resource:") { return "." }
        return expression.hasPrefix("UIImage(") || expression.hasPrefix("UIColor(named:") ? "?." : "."
    }

    /// Applies the attribute rules, color and font rules of the spec; warns about the rest.
    mutating func applyRules(skipping skipped: Set<String> = []) {
        // The rules whose attribute the element has, in rule order; the first occurrence of
        // an attribute wins, as `object[attribute:]` would have it. Attributes neither a rule
        // nor the spec knows (nor `skipped`) are reported afterwards, in document order.
        var present: [(rule: Int, value: String)] = []
        var unknown: [XibAttribute] = []
        let attributes = object.attributes
        // One allocation, not one per doubling.
        present.reserveCapacity(attributes.count + spec.omittedValueRules.count)
        for position in attributes.indices {
            // The name first: an attribute no rule reads (`id`, the editor's) never makes its value.
            let name = attributes.name(at: position)
            guard let ruleIndices = spec.attributeRules[name] else {
                if skipped.isEmpty || !skipped.contains(name) { unknown.append(attributes[position]) }
                continue
            }
            var value: String?
            for index in ruleIndices where !present.contains(where: { $0.rule == index }) {
                if value == nil { value = attributes.value(at: position) }
                present.append((index, value!))
            }
        }
        // Attributes IB omitted because they have its baseline value, where the class starts
        // with another (a text view that does not clip).
        for index in spec.omittedValueRules where !present.contains(where: { $0.rule == index }) {
            let rule = spec.allRules[index]
            guard object[attribute: rule.attribute] == nil, let value = rule.omittedValue else { continue }
            present.append((index, value))
        }
        present.sort { $0.rule < $1.rule }
        for (index, value) in present {
            let rule = spec.allRules[index]
            guard !skipped.contains(rule.attribute) else { continue }
            guard rule.applies({ object[attribute: $0] }) else { continue }
            let tag = object.tag
            apply(rule, value: value, what: "\(tag) attribute", at: object.location)
        }
        for attribute in unknown {
            unsupported("unsupported-attribute", "\(object.tag) attribute \(attribute.name)=\"\(attribute.value)\" is not translated yet", at: object.location)
        }
        applyColorsAndFont()
    }

    /// Applies `rules` to the attributes of a property element of the object
    /// (`<textInputTraits key="textInputTraits" keyboardType="numberPad"/>`): statements on
    /// the same receiver, UIKit's defaults omitted; other attributes are reported.
    mutating func applyRules(_ rules: [PropertyRule], to node: XibNode) {
        let what = "\(object.tag) <\(node.name)>"
        for rule in rules {
            guard let value = node[attribute: rule.attribute], rule.applies({ node[attribute: $0] }) else { continue }
            apply(rule, value: value, what: "\(what) attribute", at: node.location)
        }
        let known = Set(rules.map(\.attribute)).union(["key"])
        for attribute in node.attributes where !known.contains(attribute.name) {
            unsupported("unsupported-attribute", "\(what) attribute \(attribute.name)=\"\(attribute.value)\" is not translated yet", at: node.location)
        }
    }

    /// `what` names the element in a diagnostic; only spelled out when there is one.
    private mutating func apply(_ rule: PropertyRule, value: String, what: @autoclosure () -> String, at location: SourceLocation) {
        if rule.isDefault(value) { return }
        if case .string = rule.kind, localization.isLocalizable(objectID: object.id, keyPath: rule.attribute) {
            let localized = text(value, keyPath: rule.attribute)
            write(introduced: rule.introduced) { [receiver] in rule.render(localized, after: receiver, into: &$0) }
            return
        }
        if case .image = rule.kind, let symbol = assets.imageExpression(value) {
            write(introduced: rule.introduced) { [receiver] in rule.render(symbol, after: receiver, into: &$0) }
            return
        }
        guard let swiftValue = rule.swiftValue(for: value) else {
            diagnostics.append(Diagnostic(.error, kind: "invalid-value",
                "\(what()) \(rule.attribute)=\"\(value)\" is not a valid value", at: location))
            return
        }
        write(introduced: rule.introduced) { [receiver] in rule.render(swiftValue, after: receiver, into: &$0) }
    }

    private mutating func applyColorsAndFont() {
        let handledKeys = spec.colorAndFontKeys
        let properties = object.properties
        // Each property's key, read once (each read makes the String), and for each color rule
        // and the font rule the first property with its key (`object.property(key:)`), found in
        // one pass rather than one scan of the properties per rule.
        var keys: [String?] = []
        keys.reserveCapacity(properties.count)
        var colorNodes: [(rule: Int, node: Int)] = []
        var fontNode: Int?
        let fontKey = spec.font?.key
        for index in properties.indices {
            // The key read in place (binding the node copied it, a retain and release per field).
            let key = properties[index].key
            keys.append(key)
            guard let key, let colorRules = handledKeys[key] else { continue }
            for rule in colorRules where !colorNodes.contains(where: { $0.rule == rule }) { colorNodes.append((rule, index)) }
            if fontNode == nil, key == fontKey { fontNode = index }
        }
        colorNodes.sort { $0.rule < $1.rule }
        for (ruleIndex, nodeIndex) in colorNodes {
            let rule = spec.allColors[ruleIndex]
            let node = properties[nodeIndex]
            // `<nil key="…"/>` is the default for every color property.
            guard node.name == "color" else { continue }
            guard let color = XibColorParser.parse(node) else { continue } // reported by the model
            let value = self.color(color, at: node.location)
            write(introduced: ColorTranslation.introduced(color)) { [receiver] in rule.render(value, after: receiver, into: &$0) }
        }
        if let rule = spec.font, let fontNode {
            let node = properties[fontNode]
            if let font = XibFontParser.parse(node) {
                if font != rule.defaultFont {
                    emit("\(rule.property) = \(self.font(font, at: node.location))")
                }
            } else {
                diagnostics.append(Diagnostic(.error, kind: "invalid-value", "the font \(rule.key) has no usable size, style or name", at: node.location))
            }
        }
        for index in properties.indices {
            // The node's fields read in place, and the node bound only where it is passed on:
            // binding each copied it (a retain and release per field), most to be skipped.
            let name = properties[index].name
            let kind = UIViewRules.propertyElementKinds[name]
            if kind == .editorOnly { continue }
            let nodeKey = keys[index]
            if let key = nodeKey, UIViewRules.editorOnlyKeyTable.contains(key) { continue }
            switch kind {
            case .editorOnly?:
                continue  // skipped above, before the key's lookup
            case .variation?:
                // Size-class variations are translated by the type as a whole (SizeClassVariations).
                continue
            case .possiblyEmptyList?:
                // An empty `<items/>` (a toolbar without items) says nothing.
                if properties[index].children.isEmpty, properties[index].attributes.isEmpty { continue }
            case .runtimeAttributes?:
                RuntimeAttributes.translate(properties[index], into: &self)
                continue
            case .accessibility?:
                Accessibility.translate(properties[index], into: &self)
                continue
            case .edgeInsets?:
                if nodeKey == "layoutMargins" {
                    emit("layoutMargins = \(EdgeInsets.edges(properties[index]))")
                    continue
                }
            case .directionalEdgeInsets?:
                if nodeKey == "directionalLayoutMargins" {
                    emit("directionalLayoutMargins = \(EdgeInsets.directional(properties[index]))")
                    continue
                }
            case .attributedString?:
                if let key = nodeKey, key == "attributedText" || key == "attributedPlaceholder" {
                    let local = AttributedStringTranslation.build(properties[index], name: key, into: &self)
                    emit("\(key) = \(local)")
                    continue
                }
            case .string?:
                if let key = nodeKey, let rule = spec.allRules.first(where: { $0.attribute == key }), case .string = rule.kind {
                    // Long or multi-line texts are written as `<string key="text">…</string>`.
                    emit(rule.render(text(properties[index].text, keyPath: key)))
                    continue
                }
            case nil:
                break
            }
            if let key = nodeKey, handledKeys[key] != nil || spec.customProperties.contains(key) { continue }
            if spec.customProperties.contains(name) { continue }
            let what = nodeKey.map { "<\(name) key=\"\($0)\">" } ?? "<\(name)>"
            unsupported("unsupported-property", "\(object.tag) \(what) is not translated yet", at: properties[index].location)
        }
    }
}
