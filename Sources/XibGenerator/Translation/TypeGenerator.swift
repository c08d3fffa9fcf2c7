import XibModel

/// Writes the Swift type for one top-level view of a XIB.
struct TypeGenerator {
    let document: XibDocument
    let root: XibObject
    let typeName: String
    let options: GeneratorOptions

    private(set) var diagnostics: [Diagnostic] = []

    /// A view the type declares as a lazy property, in hierarchy order.
    private struct DeclaredView {
        let object: XibObject
        let spec: ElementSpec
        let name: String
        let initializer: String
        /// Statements before the instance exists (a collection view's layout).
        let prelude: [String]
        let statements: StatementList
    }

    /// id → how the view is spelled in the type (`nil` name = the type itself).
    private var names: [String: String?] = [:]
    /// ids of objects UIKit provides rather than the generated code (a cell's content view).
    private var provided: [String: String] = [:]
    private var declared: [DeclaredView] = []
    private var members: [Member] = []
    private var variations = SizeClassVariations()
    /// Stored constraint properties by constraint id, and the varying ones in order.
    private var constraintNames: [String: String] = [:]
    private var varyingConstraintOrder: [String] = []
    /// Subviews installed only in some size classes: whether each is installed, per size class.
    private var subviewActivation: [String: [SizeClassVariations.Combination: Bool]] = [:]
    /// Constraints installed only in some size classes, or involving such a subview: whether
    /// each is active, per size class (a constraint to a removed view cannot be).
    private var constraintActivation: [String: [SizeClassVariations.Combination: Bool]] = [:]
    private var naming: ViewNaming
    /// Names of generated helper methods.
    private var methodNaming = ViewNaming()
    private var specs: [String: ElementSpec] = [:]

    /// See `ViewCodeGenerator.superclass(of:xibName:)`.
    let superclass: String
    /// The root's outlets when the type inherits the root's own (app) class: that class declares
    /// them, so the type names those views as if unnamed and sets the outlets (`nameLabel = titleLabel`).
    private let inheritedOutlets: [XibConnection]

    init(document: XibDocument, root: XibObject, typeName: String, superclass: String, options: GeneratorOptions) {
        self.superclass = superclass
        self.document = document
        self.root = root
        self.typeName = typeName
        self.options = options
        let uikitClass = (ElementCatalog.spec(for: root.tag) ?? ElementCatalog.fallback(for: root.tag)).uikitClass
        let inheritsRootClass = superclass == root.customClass && superclass != uikitClass
        self.inheritedOutlets = inheritsRootClass ? root.connections.filter { $0.kind == .outlet && $0.property != nil } : []
        self.naming = ViewNaming(superclass: uikitClass, reserved: Set(inheritedOutlets.compactMap(\.property)))
    }

    private func isInherited(_ connection: XibConnection) -> Bool {
        connection.source == root.id && !inheritedOutlets.isEmpty && connection.kind == .outlet
    }

    mutating func generate(into writer: inout CodeWriter) {
        let rootSpec = spec(for: root)
        collectMembers()
        assignNames()
        for object in [root] + members.map(\.object) where spec(for: object).isView {
            variations.collect(from: object)
        }
        diagnostics += variations.diagnostics
        let rootStatements = translateRoot(rootSpec)
        declareViews()
        let hierarchy = hierarchyStatements()
        var constraintOutlets: [(name: String, expression: String)] = []
        let constraintLines = constraintStatements(outlets: &constraintOutlets)
        let connections = connectionStatements()
        let variationLines = variationStatements()

        let access = options.accessLevel == .internal ? "" : "\(options.accessLevel.rawValue) "
        let memberAccess = options.accessLevel == .open ? "public " : access
        let classKeyword = options.accessLevel == .open ? "open class" : "class"
        writer.line(docComment(rootSpec))
        writer.block("\(access == "open " ? "" : access)\(classKeyword) \(typeName): \(superclass)") { w in
            if let reuseIdentifier = root[attribute: "reuseIdentifier"] {
                w.line("\(memberAccess)static let reuseIdentifier = \(SwiftLiteral.string(reuseIdentifier))")
                w.line()
            }
            for view in declared {
                w.block(String.concat(memberAccess, "lazy var ", view.name, ": ", className(view.object, view.spec), " ="), closing: "}()") { body in
                    let local = localName(for: view.spec)
                    body.lines(view.prelude)
                    body.line(String.concat("let ", local, " = ", view.initializer))
                    body.lines(view.statements)
                    body.line(String.concat("return ", local))
                }
            }
            for outlet in constraintOutlets {
                w.line("\(memberAccess)lazy var \(outlet.name): NSLayoutConstraint = \(outlet.expression)")
            }
            if !connections.properties.isEmpty {
                if !declared.isEmpty || !constraintOutlets.isEmpty { w.line() }
                w.lines(connections.properties.map { memberAccess + $0 })
            }
            if !declared.isEmpty || !constraintOutlets.isEmpty || !connections.properties.isEmpty { w.line() }
            writeInitializers(&w, shape: rootShape(rootSpec), memberAccess: memberAccess, appliesVariations: !variationLines.isEmpty)
            w.line()
            w.block("\(memberAccess)func buildViewHierarchy()") { $0.lines(hierarchy) }
            w.line()
            w.block("\(memberAccess)func setupConstraints()") { $0.lines(constraintLines) }
            w.line()
            w.block("\(memberAccess)func configureViews()") { body in
                body.lines(rootStatements)
                if !rootStatements.isEmpty, !connections.configure.isEmpty { body.line() }
                body.lines(connections.configure)
            }
            for method in connections.methods {
                w.line()
                w.lines(method)
            }
            if !variationLines.isEmpty {
                w.line()
                w.block("\(memberAccess)override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?)") { body in
                    body.line("super.traitCollectionDidChange(previousTraitCollection)")
                    body.line("applySizeClassVariations()")
                }
                w.line()
                w.line("/// The XIB's size-class variations: what it installs or sets differently per size class.")
                w.block("\(memberAccess)func applySizeClassVariations()") { body in
                    body.lines(variationLines)
                }
            }
        }
    }

    // MARK: - Objects and names

    /// How a member of the type hangs off its parent.
    private enum Relation: Equatable {
        /// In the parent's `<subviews>`: `addSubview` / `addArrangedSubview`.
        case subview
        /// A container UIKit provides (a cell's or effect view's `contentView`): not created.
        case provided
        /// Fills a property of the parent: `tableView.tableHeaderView = headerView`.
        case keyed(String)
        /// One of a list property of the parent: `toolbar.items = [a, b]`.
        case list(String)
        /// A top-level gesture recognizer the parent view lists in `gestureRecognizers`.
        case gesture
    }

    private struct Member {
        let object: XibObject
        let parentID: String
        let relation: Relation
    }

    /// Keys whose objects are lists (`<items>`), and keys another element's translation consumes.
    static let listKeys: Set<String> = ["items", "leftBarButtonItems", "rightBarButtonItems"]
    static let consumedKeys: Set<String> = ["collectionViewLayout"]

    private mutating func spec(for object: XibObject) -> ElementSpec {
        if let known = specs[object.id] { return known }
        let found = ElementCatalog.spec(for: object.tag)
        let result = found ?? ElementCatalog.fallback(for: object.tag)
        if found == nil {
            diagnostics.append(Diagnostic(.warning, kind: "unsupported-element",
                "<\(object.tag)> is not translated yet; generated as \(result.uikitClass)", at: object.location))
        }
        specs[object.id] = result
        return result
    }

    /// Everything below the root, pre-order: keyed objects first, then subviews.
    private mutating func collectMembers() {
        var collected: [Member] = []
        func visit(_ object: XibObject) {
            for keyed in object.keyedObjects {
                guard let key = keyed.key, !Self.consumedKeys.contains(key) else { continue }
                let relation: Relation =
                    Self.isProvidedContainer(keyed, of: object) ? .provided
                    : Self.listKeys.contains(key) ? .list(key) : .keyed(key)
                collected.append(Member(object: keyed, parentID: object.id, relation: relation))
                visit(keyed)
            }
            for subview in object.subviews {
                collected.append(Member(object: subview, parentID: object.id, relation: .subview))
                visit(subview)
            }
        }
        visit(root)
        var attached = Set<String>()
        for owner in [root] + collected.map(\.object) {
            for connection in owner.connections where connection.kind == .outletCollection && connection.property == "gestureRecognizers" {
                guard !attached.contains(connection.destination),
                      let gesture = document.objects.first(where: { $0.id == connection.destination }) else { continue }
                attached.insert(gesture.id)
                collected.append(Member(object: gesture, parentID: owner.id, relation: .gesture))
            }
        }
        members = collected
    }

    var attachedTopLevelIDs: Set<String> {
        Set(members.filter { $0.relation == .gesture }.map(\.object.id))
    }

    /// Content views UIKit provides keep the content-view defaults whatever element IB used (`<view key="contentView">`).
    static func providedSpec(for object: XibObject, spec: ElementSpec) -> ElementSpec {
        object.tag == "view" ? .tableViewCellContentView : spec
    }

    static func isProvidedContainer(_ object: XibObject, of parent: XibObject) -> Bool {
        object.key == "contentView" && ["tableViewCell", "collectionViewCell", "collectionReusableView", "visualEffectView"].contains(parent.tag)
    }

    private mutating func assignNames() {
        names[root.id] = .some(nil)
        let outletNames = self.outletNames()
        let declaredMembers = members.filter { $0.relation != .provided }
        // Outlet names first, so a descriptive name never takes an outlet's name.
        for member in declaredMembers {
            if let outlet = outletNames[member.object.id]?.first, naming.isAvailable(outlet) {
                names[member.object.id] = .some(naming.claim(outlet))
            }
        }
        for member in declaredMembers where names[member.object.id] == nil {
            let view = member.object
            let role = spec(for: view).role
            if let outlet = outletNames[view.id]?.first {
                let renamed = naming.claim(outlet + SwiftIdentifier.upperCamelCase(role))
                names[view.id] = .some(renamed)
                diagnostics.append(Diagnostic(.warning, kind: "renamed-outlet",
                    "the outlet \(outlet) clashes with a UIKit member or another name; generated as \(renamed)", at: view.location))
            } else {
                var base = ViewNaming.descriptiveName(for: view, role: role)
                if SwiftIdentifier.keywords.contains(base) { base += "Control" }
                if base == role, let structural = structuralName(for: member, role: role, outletNames: outletNames) {
                    base = structural
                }
                // `imageView` is the superclass's outlet for this view: `transferPanelImageView`, not `imageView2`.
                if inheritedOutlets.contains(where: { $0.property == base }),
                   let owner = SwiftIdentifier.lowerCamelCase(SwiftIdentifier.words(ViewNaming.stem(superclass))) {
                    base = owner + SwiftIdentifier.upperCamelCase(base)
                }
                names[view.id] = .some(naming.claim(base))
            }
        }
        for member in members where member.relation == .provided {
            let expression = receiver(of: member.parentID) + "contentView"
            names[member.object.id] = .some(expression)
            provided[member.object.id] = expression
        }
    }

    /// A name for an anonymous container from what it holds (`nameStackView` around
    /// `nameLabel`), or `content…` for the first anonymous container directly in the root.
    private func structuralName(for member: Member, role: String, outletNames: [String: [String]]) -> String? {
        let suffix = SwiftIdentifier.upperCamelCase(role)
        for child in member.object.subviews {
            let childRole = (ElementCatalog.spec(for: child.tag) ?? ElementCatalog.fallback(for: child.tag)).role
            let childName = outletNames[child.id]?.first ?? ViewNaming.descriptiveName(for: child, role: childRole)
            guard childName != childRole else { continue }
            let stem = ViewNaming.stem(childName)
            if !stem.isEmpty, let name = SwiftIdentifier.lowerCamelCase(SwiftIdentifier.words(stem)) {
                return name + suffix
            }
        }
        let isDirectChild = member.parentID == root.id || provided[member.parentID] != nil
            || root.keyedObjects.contains { $0.id == member.parentID && Self.isProvidedContainer($0, of: root) }
        let isFirst = members.first { ($0.parentID == member.parentID) && $0.relation == .subview && $0.object.tag == member.object.tag }?.object.id == member.object.id
        return member.relation == .subview && isDirectChild && isFirst && ["stackView", "scrollView"].contains(member.object.tag)
            ? "content" + suffix : nil
    }

    /// The view names without backticks, once all are given (see `namingBesideViews`).
    private var viewNamesUnescaped: Set<String>?

    /// A fresh naming (for constraints, aliases) that avoids every view name already given.
    private mutating func namingBesideViews() -> ViewNaming {
        if viewNamesUnescaped == nil {
            viewNamesUnescaped = Set(names.values.compactMap { $0.map(SwiftIdentifier.unescaped) }).union(inheritedOutlets.compactMap(\.property))
        }
        return ViewNaming(superclass: naming.superclass, reserved: viewNamesUnescaped!)
    }

    /// `""` for the type itself, else `name.` — the prefix statements about `id` start with.
    private func receiver(of id: String) -> String {
        switch names[id] {
        case .some(.some(let name)): name + "."
        default: ""
        }
    }

    /// Outlet property names by destination id, in document order (File's Owner first).
    private func outletNames() -> [String: [String]] {
        var result: [String: [String]] = [:]
        func collect(_ connections: [XibConnection]) {
            for connection in connections where connection.kind == .outlet && !isInherited(connection) {
                guard let property = connection.property else { continue }
                result[connection.destination, default: []].append(property)
            }
        }
        for placeholder in document.placeholders { collect(placeholder.connections) }
        root.forEachObject { collect($0.connections) }
        for member in members where member.relation == .gesture { collect(member.object.connections) }
        return result
    }

    // MARK: - Views

    /// Statements about objects the type does not create (itself, provided content views).
    private mutating func translateRoot(_ rootSpec: ElementSpec) -> StatementList {
        var context = ElementContext(object: root, spec: rootSpec, receiver: "")
        context.applyRules()
        rootSpec.configure?(&context)
        diagnostics += context.diagnostics
        var statements = context.statements
        for member in members where member.relation == .provided {
            var inner = ElementContext(object: member.object, spec: Self.providedSpec(for: member.object, spec: spec(for: member.object)),
                                       receiver: provided[member.object.id]! + ".")
            inner.applyRules()
            inner.spec.configure?(&inner)
            diagnostics += inner.diagnostics
            statements += inner.statements
        }
        return statements
    }

    private mutating func declareViews() {
        for member in members where member.relation != .provided {
            let view = member.object
            let viewSpec = spec(for: view)
            guard case .some(.some(let name)) = names[view.id] else { continue }
            var context = ElementContext(object: view, spec: viewSpec, receiver: localName(for: viewSpec) + ".")
            let initializer = viewSpec.initializer.map { build in build(&context) } ?? "\(context.className)()"
            if viewSpec.isView {
                if view[attribute: "translatesAutoresizingMaskIntoConstraints"] == "NO" {
                    context.emit("translatesAutoresizingMaskIntoConstraints = false")
                } else {
                    if let frame = view.frame {
                        context.emit("frame = CGRect(x: \(n(frame.x)), y: \(n(frame.y)), width: \(n(frame.width)), height: \(n(frame.height)))")
                    }
                    if let mask = view.autoresizingMask, !mask.isEmpty {
                        context.emit("autoresizingMask = \(Self.maskLiteral(mask))")
                    }
                }
            }
            context.applyRules()
            viewSpec.configure?(&context)
            diagnostics += context.diagnostics
            declared.append(DeclaredView(object: view, spec: viewSpec, name: name, initializer: initializer,
                                         prelude: context.prelude, statements: context.statements))
        }
    }

    static func maskLiteral(_ mask: XibAutoresizingMask) -> String {
        var parts: [String] = []
        if mask.flexibleMinX { parts.append(".flexibleLeftMargin") }
        if mask.widthSizable { parts.append(".flexibleWidth") }
        if mask.flexibleMaxX { parts.append(".flexibleRightMargin") }
        if mask.flexibleMinY { parts.append(".flexibleTopMargin") }
        if mask.heightSizable { parts.append(".flexibleHeight") }
        if mask.flexibleMaxY { parts.append(".flexibleBottomMargin") }
        return "[" + parts.joined(separator: ", ") + "]"
    }

    private func className(_ object: XibObject, _ spec: ElementSpec) -> String {
        object.customClass.map(SwiftIdentifier.sanitized) ?? spec.uikitClass
    }

    /// The closure's local constant: the role (`label`), or `switchControl` where the role is a keyword.
    private func localName(for spec: ElementSpec) -> String {
        SwiftIdentifier.keywords.contains(spec.role) ? spec.role + "Control" : spec.role
    }

    // MARK: - Hierarchy

    /// For each container in hierarchy order, how its children attach to it.
    private func hierarchyStatements() -> [String] {
        var lines: [String] = []
        var childrenByParent: [String: [Member]] = [:]
        for member in members { childrenByParent[member.parentID, default: []].append(member) }
        for container in [root] + members.map(\.object) {
            let children = childrenByParent[container.id] ?? []
            guard !children.isEmpty else { continue }
            let prefix = receiver(of: container.id)
            let containerSpec = specs[container.id] ?? ElementCatalog.fallback(for: container.tag)
            var lists: [(key: String, names: [String])] = []
            for child in children {
                guard case .some(.some(let name)) = names[child.object.id] else { continue }
                switch child.relation {
                case .subview:
                    lines.append(String.concat(prefix, containerSpec.arrangesSubviews ? "addArrangedSubview(" : "addSubview(", name, ")"))
                case .keyed(let key):
                    lines.append(String.concat(prefix, key, " = ", name))
                case .list(let key):
                    if let index = lists.firstIndex(where: { $0.key == key }) {
                        lists[index].names.append(name)
                    } else {
                        lists.append((key, [name]))
                    }
                case .gesture:
                    lines.append("\(prefix)addGestureRecognizer(\(name))")
                case .provided:
                    break
                }
            }
            for list in lists {
                lines.append("\(prefix)\(list.key) = [\(list.names.joined(separator: ", "))]")
            }
        }
        return lines
    }

    // MARK: - Constraints

    private mutating func constraintStatements(outlets: inout [(name: String, expression: String)]) -> [String] {
        var constraintOutletNames: [String: String] = [:]
        var outletNaming = namingBesideViews()
        for connection in allConnections() where connection.kind == .outlet {
            if let property = connection.property, constraintOutletNames[connection.destination] == nil {
                guard !isInherited(connection) else { continue }
                constraintOutletNames[connection.destination] = property
            }
        }
        var prelude: [String] = []
        var activated: [String] = []
        var localNaming = namingBesideViews()
        var owners: [XibObject] = [root]
        owners += members.filter { $0.relation == .subview || $0.relation == .provided || specs[$0.object.id]?.isView == true }.map(\.object)
        resolveActivation(owners: owners)
        let varyingConstraintIDs = variations.varyingConstraintIDs.union(constraintActivation.keys)
        for owner in owners {
            for constraint in owner.constraints where !constraint.isPlaceholder {
                guard let expression = constraintExpression(constraint, owner: owner) else { continue }
                if constraint.customClass != nil {
                    diagnostics.append(Diagnostic(.warning, kind: "unsupported-constraint-class",
                        "the constraint class \(constraint.customClass!) is not translated; generated as NSLayoutConstraint", at: constraint.location))
                }
                var extras: [String] = []
                if let priority = constraint.priority, priority != 1000 {
                    extras.append("priority = \(LayoutPriority.swift(priority))")
                }
                if let identifier = constraint.identifier {
                    extras.append("identifier = \(SwiftLiteral.string(identifier))")
                }
                let varies = varyingConstraintIDs.contains(constraint.id)
                let isInheritedOutlet = inheritedOutlets.contains { $0.destination == constraint.id }
                if let stored = constraintOutletNames[constraint.id] ?? (varies || isInheritedOutlet ? constraintVariableName(constraint, owner: owner) : nil) {
                    let name = outletNaming.claim(stored)
                    _ = localNaming.claim(name)
                    outlets.append((name, expression))
                    prelude += extras.map { "\(name).\($0)" }
                    constraintNames[constraint.id] = name
                    // Constraints installed only in some size classes are activated by applySizeClassVariations().
                    if constraintActivation[constraint.id] == nil { activated.append(name) }
                    if varies { varyingConstraintOrder.append(constraint.id) }
                } else if extras.isEmpty {
                    activated.append(expression)
                } else {
                    let name = localNaming.claim(constraintVariableName(constraint, owner: owner))
                    prelude.append("let \(name) = \(expression)")
                    prelude += extras.map { "\(name).\($0)" }
                    activated.append(name)
                }
            }
        }
        guard !activated.isEmpty else { return prelude }
        var lines = prelude
        lines.append("NSLayoutConstraint.activate([")
        lines += activated.map { String.concat(options.indent, $0, ",") }
        lines.append("])")
        return lines
    }

    private mutating func constraintExpression(_ constraint: XibConstraint, owner: XibObject) -> String? {
        guard let first = item(constraint.firstItem ?? owner.id) else {
            reportUnresolved(constraint, constraint.firstItem ?? owner.id)
            return nil
        }
        var second: ConstraintTranslation.Item?
        if let secondID = constraint.secondItem {
            guard let resolved = item(secondID) else {
                reportUnresolved(constraint, secondID)
                return nil
            }
            second = resolved
        }
        do {
            return try ConstraintTranslation.expression(constraint, first: first, second: second)
        } catch .unknownAttribute(let name) {
            diagnostics.append(Diagnostic(.warning, kind: "unsupported-constraint",
                "the constraint attribute \(name) is not translated yet; constraint skipped", at: constraint.location))
        } catch {
            diagnostics.append(Diagnostic(.warning, kind: "unsupported-constraint", "constraint skipped", at: constraint.location))
        }
        return nil
    }

    private mutating func reportUnresolved(_ constraint: XibConstraint, _ id: String) {
        // Dangling ids are reported by the model; ids of other top-level objects are not ours.
        guard document.reference(id) != nil else { return }
        diagnostics.append(Diagnostic(.warning, kind: "unsupported-constraint",
            "the constraint refers to \(id), which this type does not declare; constraint skipped", at: constraint.location))
    }

    private func item(_ id: String) -> ConstraintTranslation.Item? {
        if case .some(let name) = names[id] { return .view(name) }
        guard case .layoutGuide(let guide, let ownerID)? = document.reference(id), case .some(let owner) = names[ownerID] else {
            return nil
        }
        let property: String
        switch guide.key {
        case "safeArea": property = "safeAreaLayoutGuide"
        case "contentLayoutGuide": property = "contentLayoutGuide"
        case "frameLayoutGuide": property = "frameLayoutGuide"
        case "keyboard": property = "keyboardLayoutGuide"
        default: return nil
        }
        return .guide(owner.map { "\($0).\(property)" } ?? property)
    }

    private func constraintVariableName(_ constraint: XibConstraint, owner: XibObject) -> String {
        if let identifier = constraint.identifier,
           let name = SwiftIdentifier.lowerCamelCase(SwiftIdentifier.words(identifier) + ["Constraint"]) {
            return name
        }
        let firstID = constraint.firstItem ?? owner.id
        var base = ""
        var attribute = constraint.firstAttribute
        if case .some(.some(let name)) = names[firstID] {
            base = SwiftIdentifier.unescaped(name)
        } else if let secondID = constraint.secondItem, case .some(.some(let name)) = names[secondID], let second = constraint.secondAttribute {
            // `trailing = bannerImageView.trailing` in the root: named after the view, not the root.
            base = SwiftIdentifier.unescaped(name)
            attribute = second
        }
        let suffix = SwiftIdentifier.upperCamelCase(attribute) + "Constraint"
        return base.isEmpty ? attribute + "Constraint" : base + suffix
    }

    // MARK: - Size classes

    /// Which subviews and constraints are installed in which size classes. A constraint is
    /// active where it is installed and every subview it reaches into from outside (the view
    /// or an ancestor of one of its items) is: removing a view removes those constraints.
    private mutating func resolveActivation(owners: [XibObject]) {
        var parents: [String: String] = [:]
        for member in members { parents[member.object.id] = member.parentID }
        for (id, entry) in variations.subviewInstallation.sorted(by: { $0.key < $1.key }) {
            guard let member = members.first(where: { $0.object.id == id }), member.relation == .subview,
                  member.parentID == entry.superviewID else {
                diagnostics.append(Diagnostic(.warning, kind: "unsupported-variation",
                    "a size-class variation installs \(id), which is not a subview of \(entry.superviewID); not translated", at: .init(line: 1, column: 1)))
                continue
            }
            subviewActivation[id] = SizeClassVariations.resolve(base: entry.base, overrides: entry.overrides)
        }
        func maskedAncestors(of id: String) -> [String] {
            var result: [String] = []
            var current: String? = id
            var steps = 0
            while let view = current, steps < 1000 {
                if subviewActivation[view] != nil { result.append(view) }
                current = parents[view]
                steps += 1
            }
            return result
        }
        for owner in owners {
            for constraint in owner.constraints where !constraint.isPlaceholder {
                var views: [String] = []
                for item in [constraint.firstItem ?? owner.id, constraint.secondItem].compactMap({ $0 }) {
                    if case .layoutGuide(_, let guideOwner)? = document.reference(item) { views.append(guideOwner) } else { views.append(item) }
                }
                // Constraints inside a removed subtree stay with it; only those reaching out of it go.
                let masked = Set(views.flatMap(maskedAncestors)).subtracting(maskedAncestors(of: owner.id)).sorted()
                let installation = variations.constraintInstallation[constraint.id]
                guard installation != nil || !masked.isEmpty else { continue }
                var values = SizeClassVariations.resolve(base: installation?.base ?? true, overrides: installation?.overrides ?? [])
                for view in masked {
                    for (combination, installed) in subviewActivation[view]! where !installed { values[combination] = false }
                }
                constraintActivation[constraint.id] = values
            }
        }
    }

    /// Adds or removes a subview installed only in some size classes, at its place among its siblings.
    private func subviewInstallationStatements(_ member: Member, installed: [SizeClassVariations.Combination: Bool]) -> [String] {
        guard case .some(.some(let name)) = names[member.object.id],
              let superview = member.parentID == root.id ? root : document.object(member.parentID) else { return [] }
        let container = receiver(of: member.parentID)
        let arranged = superview.tag == "stackView"
        var fixed = 0
        var varying: [String] = []
        for sibling in superview.subviews {
            if sibling.id == member.object.id { break }
            if subviewActivation[sibling.id] == nil {
                fixed += 1
            } else if case .some(.some(let siblingName)) = names[sibling.id] {
                varying.append(siblingName)
            }
        }
        var index = fixed == 0 && !varying.isEmpty ? "" : String(fixed)
        if !varying.isEmpty {
            index += (index.isEmpty ? "" : " + ") + "[\(varying.joined(separator: ", "))].filter { $0.superview != nil }.count"
        }
        let insert = "if \(name).superview == nil { \(container)\(arranged ? "insertArrangedSubview" : "insertSubview")(\(name), at: \(index)) }"
        let set = Set(SizeClassVariations.combinations.filter { installed[$0] == true })
        switch SizeClassVariations.condition(for: set) {
        case "true": return [insert]
        case "false": return ["\(name).removeFromSuperview()"]
        case let condition:
            return ["if \(condition) {", options.indent + insert, "} else {", options.indent + "\(name).removeFromSuperview()", "}"]
        }
    }

    private mutating func variationStatements() -> [String] {
        guard !variations.isEmpty else { return [] }
        var lines: [String] = []
        for member in members {
            guard let installed = subviewActivation[member.object.id] else { continue }
            lines += subviewInstallationStatements(member, installed: installed)
        }
        for id in varyingConstraintOrder {
            guard let name = constraintNames[id] else { continue }
            if let activation = constraintActivation[id] {
                let values = activation.mapValues { $0 ? "true" : "false" }
                lines.append(SizeClassVariations.assignment("\(name).isActive = {}", values: values, isBool: true))
            }
            if let constants = variations.constraintConstants[id], case .constraint(let constraint, _)? = document.reference(id) {
                let values = SizeClassVariations.resolve(base: SwiftLiteral.number(constraint.constant), overrides: constants)
                lines.append(SizeClassVariations.assignment("\(name).constant = {}", values: values, isBool: false))
            }
        }
        for id in variations.constraintInstallation.keys.sorted() where constraintNames[id] == nil {
            if document.reference(id) != nil {
                diagnostics.append(Diagnostic(.warning, kind: "unsupported-variation",
                    "a size-class variation refers to the constraint \(id), which is not generated", at: .init(line: 1, column: 1)))
            }
        }
        var seen = Set<String>()
        for variation in variations.attributeVariations {
            let key = variation.objectID + "\u{0}" + variation.attribute
            guard seen.insert(key).inserted, let object = document.object(variation.objectID) ?? (variation.objectID == root.id ? root : nil) else { continue }
            let objectSpec = spec(for: object)
            let overrides = variations.attributeVariations.filter { $0.objectID == variation.objectID && $0.attribute == variation.attribute }
            guard let rule = objectSpec.allRules.first(where: { $0.attribute == variation.attribute }),
                  let baseXib = object[attribute: variation.attribute] ?? rule.defaultValue,
                  let base = rule.swiftValue(for: baseXib),
                  case let values = overrides.compactMap({ entry in rule.swiftValue(for: entry.value).map { (entry.condition, $0) } }),
                  values.count == overrides.count
            else {
                diagnostics.append(Diagnostic(.warning, kind: "unsupported-variation",
                    "\(object.tag) size-class variation of \(variation.attribute) is not translated yet", at: variation.location))
                lines.append("// xibgen: \(object.tag) size-class variation of \(variation.attribute) is not translated yet (line \(variation.location.line))")
                continue
            }
            let resolved = SizeClassVariations.resolve(base: base, overrides: values)
            let isBool: Bool
            if case .bool = rule.kind { isBool = true } else { isBool = false }
            lines.append(SizeClassVariations.assignment(receiver(of: object.id) + rule.statement, values: resolved, isBool: isBool))
        }
        func uses(_ name: String) -> Bool {
            lines.contains { $0.contains("\(name) ==") || $0.contains("\(name) !=") }
        }
        var header: [String] = []
        if uses("horizontal") { header.append("let horizontal = traitCollection.horizontalSizeClass") }
        if uses("vertical") { header.append("let vertical = traitCollection.verticalSizeClass") }
        return header + lines
    }

    // MARK: - Connections

    /// `allConnections()`, once the members are known (asked four times per type).
    private var connectionsCache: [XibConnection]?

    private mutating func allConnections() -> [XibConnection] {
        if let connectionsCache { return connectionsCache }
        connectionsCache = connectionsOfType()
        return connectionsCache!
    }

    private func connectionsOfType() -> [XibConnection] {
        var result: [XibConnection] = []
        for placeholder in document.placeholders { result += placeholder.connections }
        root.forEachObject { result += $0.connections }
        for member in members where member.relation == .gesture { result += member.object.connections }
        return result
    }

    private struct ConnectionOutput {
        var properties: [String] = []
        var configure: [String] = []
        /// Extra methods, each a list of lines.
        var methods: [[String]] = []
    }

    private mutating func connectionStatements() -> ConnectionOutput {
        var output = ConnectionOutput()
        var aliasNaming = namingBesideViews()
        let ownerSources = Set([root.id] + document.placeholders.filter(\.isFilesOwner).map(\.id))

        var ownerAssignments: [String] = []
        var ownerClass: String?
        // Outlets of the owner or the root name the views; a second name for the same view
        // becomes an alias. Outlets of custom subviews are assigned.
        for connection in allConnections() where connection.kind == .outlet {
            guard let property = connection.property else { continue }
            let target = names[connection.destination]
            // The root's own outlet to the File's Owner (a text view's `delegate`): set by `connect(to:)`
            // when the superclass declares it, else left to the XIB's class.
            if connection.source == root.id, case .placeholder(let placeholder)? = document.reference(connection.destination) {
                let rootTag = ElementCatalog.spec(forUIKitClass: superclass)?.tag ?? root.tag
                let declared = !inheritedOutlets.isEmpty || DelegateProtocols.protocolName(tag: rootTag, property: property) != nil
                if declared, placeholder.isFilesOwner, let owner = placeholder.customClass, SwiftIdentifier.isValid(owner) {
                    ownerAssignments.append("\(SwiftIdentifier.escaped(property)) = owner")
                    ownerClass = owner
                } else {
                    let owner = placeholder.customClass ?? placeholder.identifier
                    let holder = root.customClass ?? typeName
                    diagnostics.append(Diagnostic(.warning, kind: "owner-outlet",
                        "\(holder).\(property) is connected to the \(placeholder.userLabel ?? placeholder.identifier) (\(owner)); set it in code", at: connection.location))
                    output.configure.append("// xibgen: set \(holder).\(property) in \(owner) (connected to the \(placeholder.userLabel ?? placeholder.identifier) in the XIB)")
                }
                continue
            }
            if isInherited(connection) {
                guard let name = constraintNames[connection.destination] ?? names[connection.destination].flatMap({ $0 }) else { continue }
                if ViewNaming.isReadOnlyMember(property, of: naming.superclass) {
                    // `@IBOutlet UILabel *textLabel` in an Objective-C cell: Swift cannot assign UIKit's read-only property.
                    diagnostics.append(Diagnostic(.warning, kind: "read-only-outlet",
                        "the outlet \(property) of \(superclass) redeclares the read-only \(naming.superclass).\(property); the view is generated as \(name)", at: connection.location))
                    output.configure.append("// xibgen: \(superclass).\(property) redeclares the read-only \(naming.superclass).\(property); use \(name) instead")
                } else {
                    output.configure.append("\(SwiftIdentifier.escaped(property)) = \(name)")
                }
                continue
            }
            if ownerSources.contains(connection.source) {
                guard case .some(.some(let name)) = target, SwiftIdentifier.unescaped(name) != property,
                      aliasNaming.isAvailable(property) else { continue }
                let type = provided[connection.destination] != nil ? "UIView" : classNameForID(connection.destination)
                output.properties.append("var \(aliasNaming.claim(property)): \(type) { \(name) }")
                continue
            }
            guard case .some(.some(let sourceName)) = names[connection.source] else { continue }
            // An element generated as a stand-in class (`<webView>` as UIView) has none of its outlets.
            if let source = document.object(connection.source), source.customClass == nil, ElementCatalog.spec(for: source.tag) == nil {
                diagnostics.append(Diagnostic(.warning, kind: "unsupported-connection",
                    "the outlet \(property) of <\(source.tag)> is not translated (the element is not)", at: connection.location))
                output.configure.append("// xibgen: \(sourceName).\(property) is not set: <\(source.tag)> is not translated (line \(connection.location.line))")
                continue
            }
            if case .some(let destinationName) = target {
                output.configure.append("\(sourceName).\(SwiftIdentifier.escaped(property)) = \(outletValue(destinationName, property: property, sourceID: connection.source))")
            } else if case .placeholder(let placeholder)? = document.reference(connection.destination) {
                if placeholder.isFilesOwner, let owner = placeholder.customClass, SwiftIdentifier.isValid(owner) {
                    ownerAssignments.append("\(sourceName).\(SwiftIdentifier.escaped(property)) = owner")
                    ownerClass = owner
                    continue
                }
                let owner = placeholder.customClass ?? placeholder.identifier
                diagnostics.append(Diagnostic(.warning, kind: "owner-outlet",
                    "\(sourceName).\(property) is connected to the \(placeholder.userLabel ?? placeholder.identifier) (\(owner)); set it there in code", at: connection.location))
                output.configure.append("// xibgen: set \(sourceName).\(property) in \(owner) (connected to the \(placeholder.userLabel ?? placeholder.identifier) in the XIB)")
            }
        }
        // Outlets of views that point at the File's Owner (delegates, data sources): the view
        // cannot know its owner, so the owner hands itself over, as the nib did on loading.
        if let ownerClass, !ownerAssignments.isEmpty {
            output.methods.append(
                ["/// Makes the connections the XIB made to its File's Owner. Call it from `\(ownerClass)`, e.g. in `viewDidLoad()`.",
                 "\(options.accessLevel == .internal ? "" : "public ")func connect(to owner: \(ownerClass)) {"]
                + ownerAssignments.map { options.indent + $0 }
                + ["}"])
        }

        // Outlet collections: one computed array per (source, property).
        var collections: [(property: String, members: [String])] = []
        var inheritedCollections: [(property: String, members: [String])] = []
        for connection in allConnections() where connection.kind == .outletCollection {
            guard let property = connection.property, ownerSources.contains(connection.source),
                  case .some(.some(let member)) = names[connection.destination] else { continue }
            let inherited = connection.source == root.id && !inheritedOutlets.isEmpty && property != "gestureRecognizers"
            if let index = (inherited ? inheritedCollections : collections).firstIndex(where: { $0.property == property }) {
                if inherited { inheritedCollections[index].members.append(member) } else { collections[index].members.append(member) }
            } else if inherited {
                inheritedCollections.append((property, [member]))
            } else {
                collections.append((property, [member]))
            }
        }
        for collection in inheritedCollections {
            output.configure.append("\(SwiftIdentifier.escaped(collection.property)) = [\(collection.members.joined(separator: ", "))]")
        }
        for collection in collections where aliasNaming.isAvailable(collection.property) {
            let memberIDs = collection.members.compactMap { member in names.first(where: { $0.value == member })?.key }
            let types = Set(memberIDs.map(classNameForID))
            let element = types.count == 1 ? types.first! : "UIView"
            output.properties.append("var \(aliasNaming.claim(collection.property)): [\(element)] { [\(collection.members.joined(separator: ", "))] }")
        }

        // Actions.
        for connection in allConnections() where connection.kind == .action {
            guard case .some(let sourceName) = names[connection.source] else { continue }
            actionStatement(connection, source: sourceName, into: &output)
        }
        return output
    }

    /// Delegate and data source outlets to the type itself: the instance is the XIB's custom
    /// class (a subclass of the generated type) that adopts the protocol, so it is cast.
    private func outletValue(_ destination: String?, property: String, sourceID: String) -> String {
        guard destination == nil else { return destination! }
        guard let source = document.object(sourceID),
              let protocolName = DelegateProtocols.protocolName(tag: source.tag, property: property) else { return "self" }
        return "self as? \(protocolName)"
    }

    private func classNameForID(_ id: String) -> String {
        guard let object = document.object(id) else { return "UIView" }
        let spec = specs[id] ?? ElementCatalog.spec(for: object.tag) ?? ElementCatalog.fallback(for: object.tag)
        return className(object, spec)
    }

    private mutating func actionStatement(_ connection: XibConnection, source: String?, into output: inout ConnectionOutput) {
        guard let selector = connection.selector, !selector.isEmpty,
              let sourceObject = document.object(connection.source) else { return }
        let receiver = source.map { "\($0)." } ?? ""
        let sourceSpec = specs[sourceObject.id] ?? ElementCatalog.fallback(for: sourceObject.tag)
        let action = selectorExpression(selector, destination: connection.destination)
        let target = target(connection)
        switch sourceSpec.wiring {
        case .control:
            var event = connection.eventType.map { "." + SwiftIdentifier.escaped($0) } ?? ".primaryActionTriggered"
            if connection.eventType == nil {
                diagnostics.append(Diagnostic(.warning, kind: "unsupported-action",
                    "the action \(selector) has no eventType; wired for .primaryActionTriggered", at: connection.location))
                event = ".primaryActionTriggered"
            }
            output.configure.append("\(receiver)addTarget(\(target), action: \(action), for: \(event))")
        case .targetAction:
            // A nil target sends the action up the responder chain, like the nib's connection.
            if target != "nil" { output.configure.append("\(receiver)target = \(target)") }
            output.configure.append("\(receiver)action = \(action)")
        case .gesture:
            guard target == "nil" else {
                output.configure.append("\(receiver)addTarget(\(target), action: \(action))")
                return
            }
            // Gesture recognizers need a real target: forward through the responder chain.
            let base = String(selector.prefix { $0 != ":" })
            let method = methodNaming.claim("forward" + SwiftIdentifier.upperCamelCase(SwiftIdentifier.sanitized(base)))
            output.configure.append("\(receiver)addTarget(self, action: #selector(\(method)(_:)))")
            output.methods.append([
                "/// Delivers `\(selector)` to the first responder-chain object that implements it",
                "/// (the File's Owner the XIB connected), as the nib's connection did.",
                "@objc private func \(method)(_ sender: UIGestureRecognizer) {",
                options.indent + "let action = \(action)",
                options.indent + "UIApplication.shared.sendAction(action, to: target(forAction: action, withSender: sender), from: sender, for: nil)",
                "}",
            ])
        case .none where connection.eventType != nil:
            // A control event on a plain `<view>`: its custom class is a UIControl subclass.
            output.configure.append("\(receiver)addTarget(\(target), action: \(action), for: .\(SwiftIdentifier.escaped(connection.eventType!)))")
        case .none:
            diagnostics.append(Diagnostic(.warning, kind: "unsupported-action",
                "the action \(selector) of <\(sourceObject.tag)> is not translated yet", at: connection.location))
            output.configure.append("// xibgen: action \(selector) of \(source ?? "self") is not translated yet (line \(connection.location.line))")
        }
    }

    /// File's Owner and First Responder actions are nil-targeted: UIKit walks the responder
    /// chain from the control, through its superviews, to the view controller that owns
    /// the view — the object the nib connected.
    private func target(_ connection: XibConnection) -> String {
        if case .some(let name) = names[connection.destination] { return name ?? "self" }
        return "nil"
    }

    private func selectorExpression(_ selector: String, destination: String) -> String {
        var swiftClass: String?
        switch document.reference(destination) {
        case .placeholder(let placeholder)?:
            if placeholder.isFilesOwner, placeholder.customModule != nil { swiftClass = placeholder.customClass }
        case .object(let object)?:
            if object.isSwiftClass { swiftClass = object.customClass }
        default:
            break
        }
        // A selector without arguments (`refresh`) may name a method UIKit overloads
        // (`dismiss`): the string form is unambiguous.
        if let swiftClass, SwiftIdentifier.isValid(swiftClass), selector.hasSuffix(":"), let method = Self.swiftSelector(selector) {
            return "#selector(\(swiftClass).\(method))"
        }
        return "Selector((\(SwiftLiteral.string(selector))))"
    }

    /// `didTap:` → `didTap(_:)`, `didTapWithSender:` → `didTap(sender:)`, `a:b:` → `a(_:b:)`.
    static func swiftSelector(_ selector: String) -> String? {
        let pieces = selector.split(separator: ":", omittingEmptySubsequences: false).dropLast()
        guard selector.hasSuffix(":") else {
            return SwiftIdentifier.isValid(selector) ? selector : nil
        }
        var base = String(pieces.first ?? "")
        var labels = pieces.dropFirst().map(String.init)
        var firstLabel = "_"
        if let stripped = base.strippingFirstOccurrence(atEnd: "WithSender") {
            base = stripped
            firstLabel = "sender"
        }
        labels.insert(firstLabel, at: 0)
        guard SwiftIdentifier.isValid(base), labels.allSatisfy({ $0 == "_" || SwiftIdentifier.isValid($0) }) else { return nil }
        return base + "(" + labels.map { $0 + ":" }.joined() + ")"
    }

    // MARK: - Type shape

    private func docComment(_ rootSpec: ElementSpec) -> String {
        var what = "`\(root.tag)`"
        if let customClass = root.customClass, customClass == superclass {
            what += " of class `\(customClass)`"
            if !inheritedOutlets.isEmpty { what += " (its outlets are set in `configureViews()`)" }
        } else if let customClass = root.customClass {
            what += " of class `\(customClass)` (make `\(customClass)` inherit from `\(typeName)`)"
        } else if let owner = document.filesOwner?.customClass,
                  document.filesOwner?.connections.contains(where: { $0.kind == .outlet && $0.destination == root.id }) == true {
            what += " owned by `\(owner)`"
        }
        return "/// View code for the top-level \(what)."
    }

    /// A root naming a UIKit class (`<view customClass="UITextView">`) has that class's initializers.
    private func rootShape(_ rootSpec: ElementSpec) -> RootShape {
        guard superclass != rootSpec.uikitClass, let shape = ElementCatalog.spec(forUIKitClass: superclass)?.rootShape else { return rootSpec.rootShape }
        switch shape {
        case .tableView, .collectionView: return rootSpec.rootShape  // their initializers need the element's own attributes
        default: return shape
        }
    }

    private func writeInitializers(_ w: inout CodeWriter, shape: RootShape, memberAccess: String, appliesVariations: Bool) {
        let setUp = ["buildViewHierarchy()", "setupConstraints()", "configureViews()"] + (appliesVariations ? ["applySizeClassVariations()"] : [])
        switch shape {
        case .frame:
            w.block("\(memberAccess)override init(frame: CGRect)") { body in
                body.line("super.init(frame: frame)")
                body.lines(setUp)
            }
        case .tableViewCell:
            w.block("\(memberAccess)override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?)") { body in
                body.line("super.init(style: style, reuseIdentifier: reuseIdentifier)")
                body.lines(setUp)
            }
        case .tableView:
            w.block("\(memberAccess)override init(frame: CGRect, style: UITableView.Style)") { body in
                body.line("super.init(frame: frame, style: style)")
                body.lines(setUp)
            }
            w.line()
            let style = root[attribute: "style"] ?? "plain"
            w.block("\(memberAccess)convenience init()") { $0.line("self.init(frame: .zero, style: .\(style))") }
        case .collectionView:
            w.block("\(memberAccess)override init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout)") { body in
                body.line("super.init(frame: frame, collectionViewLayout: layout)")
                body.lines(setUp)
            }
            w.line()
            w.block("\(memberAccess)convenience init()") { $0.line("self.init(frame: .zero, collectionViewLayout: Self.makeCollectionViewLayout())") }
            w.line()
            var context = ElementContext(object: root, spec: ElementCatalog.spec(for: root.tag) ?? .collectionView, receiver: "")
            let layout = CollectionViewLayout.build(root, into: &context)
            w.line("/// The layout the XIB gives the collection view.")
            w.block("\(memberAccess)static func makeCollectionViewLayout() -> UICollectionViewLayout") { body in
                body.lines(context.prelude)
                body.lines(context.statements)
                body.line("return \(layout)")
            }
        case .nonFailableCoder:
            w.block("\(memberAccess)override init(frame: CGRect)") { body in
                body.line("super.init(frame: frame)")
                body.lines(setUp)
            }
        case .textView:
            w.block("\(memberAccess)override init(frame: CGRect, textContainer: NSTextContainer?)") { body in
                body.line("super.init(frame: frame, textContainer: textContainer)")
                body.lines(setUp)
            }
        }
        w.line()
        w.block("\(memberAccess)required init\(shape == .nonFailableCoder ? "" : "?")(coder: NSCoder)") { body in
            body.line("super.init(coder: coder)")
            body.lines(setUp)
        }
    }

    private func n(_ value: Double) -> String { SwiftLiteral.number(value) }
}
