import XibModel

/// Writes the Swift type for one top-level view of a XIB.
struct TypeGenerator {
    let document: XibDocument
    let root: XibObject
    let typeName: String
    let options: GeneratorOptions
    /// What the type's outlets and actions connect to: the XIB's File's Owner, or the scene's controller.
    let owner: LayoutOwner
    /// A storyboard type's doc comment and what it adds to the XIB contract (`StoryboardGenerator`).
    var scene: SceneAdditions?
    /// How the document's texts are spelled (literals unless the document is localized).
    var localization: TextLocalization = .literals
    /// The catalogs' asset symbols (`style.assetSymbols`), `.none` otherwise.
    var assets: AssetSymbols = .none

    /// What the project's Swift source declares for the document's classes (private actions).
    var ownerFacts: OwnerFacts = .none

    var diagnostics: [Diagnostic] = []

    /// id → how the view is spelled in the type (`nil` name = the type itself).
    var names: IDTable<String?>
    /// ids of objects UIKit provides rather than the generated code (a cell's content view).
    var provided: IDTable<String>
    var members: [Member] = []
    var variations = SizeClassVariations()
    /// Stored constraint properties by constraint id, and the varying ones in order.
    var constraintNames: [String: String] = [:]
    var varyingConstraintOrder: [String] = []
    /// Subviews installed only in some size classes: whether each is installed, per size class.
    var subviewActivation: [String: [SizeClassVariations.Combination: Bool]] = [:]
    /// Constraints installed only in some size classes, or involving such a subview: whether
    /// each is active, per size class (a constraint to a removed view cannot be).
    var constraintActivation: [String: [SizeClassVariations.Combination: Bool]] = [:]
    var naming: ViewNaming
    /// Names of generated helper methods.
    var methodNaming = ViewNaming()
    /// The spec of the root and of each member, resolved once (`collectMembers()`).
    private var specs: IDTable<ElementSpec>
    /// `allConnections()`, once the members are known (asked four times per type).
    var connectionsCache: [XibConnection]?
    /// The parameter type of the `connect(to owner:)` the type declares, once generated.
    var connectOwnerType: String?
    /// The id of the document's first top-level view (`ViewCodeGenerator.orderedRoots`) when the
    /// caller has ordered them already; nil: ordered when needed. Saves every type of a XIB with
    /// many top-level views ordering them all again.
    var firstRootID: String?
    /// `destinationsWithUncheckedSelectors()`, once the first action asks: every action used to
    /// walk the whole document for it (a storyboard's every scene).
    var uncheckedSelectorDestinations: Set<String>?

    /// See `ViewCodeGenerator.superclass(of:xibName:)`.
    let superclass: String
    /// Whether the type inherits the root's own class (an app class, or a UIKit class the root
    /// names): that class declares the root's outlets and outlet collections.
    let inheritsRootClass: Bool
    /// The root's outlets when `inheritsRootClass`: the type names those views as if unnamed and
    /// sets the outlets (`nameLabel = titleLabel`) instead of redeclaring them.
    let inheritedOutlets: [XibConnection]
    /// The properties and destinations of `inheritedOutlets`, asked per member and per constraint.
    let inheritedOutletProperties: Set<String>
    let inheritedOutletDestinations: Set<String>

    init(document: XibDocument, root: XibObject, typeName: String, superclass: String, options: GeneratorOptions,
         owner: LayoutOwner? = nil) {
        self.superclass = superclass
        self.document = document
        self.owner = owner ?? .filesOwner(of: document)
        self.root = root
        self.typeName = typeName
        self.options = options
        let rootSpec = ElementCatalog.spec(for: root)
        self.inheritsRootClass = superclass == root.customClass && superclass != rootSpec.uikitClass
        self.inheritedOutlets = inheritsRootClass ? root.connections.filter { $0.kind == .outlet && $0.property != nil } : []
        self.inheritedOutletProperties = Set(inheritedOutlets.compactMap(\.property))
        self.inheritedOutletDestinations = Set(inheritedOutlets.map(\.destination))
        self.naming = ViewNaming(for: rootSpec, reserved: inheritedOutletProperties)
        self.names = IDTable(for: document)
        self.provided = IDTable(for: document)
        self.specs = IDTable(for: document)
    }

    /// A type for a storyboard: its own doc comment and additions, and its members' names avoid
    /// the members the additions declare.
    init(document: XibDocument, root: XibObject, typeName: String, superclass: String, options: GeneratorOptions,
         owner: LayoutOwner, scene: SceneAdditions) {
        self.init(document: document, root: root, typeName: typeName, superclass: superclass, options: options, owner: owner)
        self.scene = scene
        self.naming = ViewNaming(for: ElementCatalog.spec(for: root.tag),
                                 reserved: inheritedOutletProperties.union(scene.reservedNames))
    }

    func isInherited(_ connection: XibConnection) -> Bool {
        inheritsRootClass && connection.source == root.id && connection.kind == .outlet
    }

    mutating func generate(into writer: inout CodeWriter) {
        collectMembers()
        let rootSpec = spec(for: root)
        assignNames()
        for object in [root] + members.map(\.object) where spec(for: object).isView {
            variations.collect(from: object)
        }
        diagnostics += variations.diagnostics
        let rootStatements = translateRoot(rootSpec)
        let access = options.accessLevel == .internal ? "" : "\(options.accessLevel.rawValue) "
        let memberAccess = options.accessLevel == .open ? "public " : access
        let classKeyword = options.accessLevel == .open ? "open class" : "class"
        if let documentation = scene?.documentation {
            writer.lines(documentation)
        } else {
            writer.line(docComment(rootSpec))
        }
        writer.block("\(access == "open " ? "" : access)\(classKeyword) \(typeName): \(superclass)") { w in
            if let reuseIdentifier = reuseIdentifier(rootSpec) {
                w.line("\(memberAccess)static let reuseIdentifier = \(SwiftLiteral.string(reuseIdentifier))")
                w.line()
            }
            // The views' lazy properties are written as they are translated, in the type's body: a
            // view's statements are let go at once, and a writer with a sink hands them on (a large
            // XIB's would otherwise be held all together, beside the model, until the file is written).
            // The rest of the type is translated after them, as before.
            let declaresViews = declareViews(into: &w, memberAccess: memberAccess)
            var hierarchy = hierarchyStatements(inBodyOf: w)
            var constraintOutlets: [(name: String, type: String, expression: String)] = []
            var constraints = constraintStatements(outlets: &constraintOutlets, inBodyOf: w)
            let connections = connectionStatements()
            let variationLines = variationStatements()
            var additions = SceneAdditions.Members()
            if let make = scene?.make { additions = make(&self) }

            for outlet in constraintOutlets {
                w.line("\(memberAccess)lazy var \(outlet.name): \(outlet.type) = \(outlet.expression)")
            }
            if !connections.properties.isEmpty {
                if declaresViews || !constraintOutlets.isEmpty { w.line() }
                w.lines(connections.properties.map { memberAccess + $0 })
            }
            if !additions.properties.isEmpty {
                if declaresViews || !constraintOutlets.isEmpty || !connections.properties.isEmpty { w.line() }
                for property in additions.properties {
                    w.lines(property.enumerated().map { $0.offset == 0 ? memberAccess + $0.element : $0.element })
                }
            }
            if declaresViews || !constraintOutlets.isEmpty || !connections.properties.isEmpty || !additions.properties.isEmpty { w.line() }
            writeInitializers(&w, shape: rootShape(rootSpec), memberAccess: memberAccess, appliesVariations: !variationLines.isEmpty)
            w.line()
            w.block("\(memberAccess)func buildViewHierarchy()") { $0.append(moving: &hierarchy) }
            w.line()
            w.block("\(memberAccess)func setupConstraints()") { constraints.write(into: &$0) }
            w.line()
            w.block("\(memberAccess)func configureViews()") { body in
                body.lines(rootStatements)
                if !rootStatements.isEmpty, !connections.configure.isEmpty { body.line() }
                body.lines(connections.configure)
                if !rootStatements.isEmpty || !connections.configure.isEmpty, !additions.configure.isEmpty { body.line() }
                body.lines(additions.configure)
            }
            w.line()
            w.line("/// Called once the layout is built (the views, constraints and settings above), where a nib-loaded")
            w.line("/// view got `awakeFromNib()` — which never runs for a view built in code. Override it for set-up")
            w.line("/// done in code (styling, observers), calling `super`.")
            w.block("\(options.accessLevel == .open ? "open " : memberAccess)func layoutDidLoad()") { _ in }
            for method in connections.methods + additions.methods {
                w.line()
                w.lines(method)
            }
            if !variationLines.isEmpty {
                if !registersForTraitChanges {
                    w.line()
                    w.block("\(memberAccess)override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?)") { body in
                        body.line("super.traitCollectionDidChange(previousTraitCollection)")
                        body.line("applySizeClassVariations()")
                    }
                }
                w.line()
                w.line("/// The XIB's size-class variations: what it installs or sets differently per size class.")
                w.block("\(memberAccess)func applySizeClassVariations()") { body in
                    body.lines(variationLines)
                }
            }
        }
    }

    /// A reusable view's identifier: the XIB's, else (a XIB's cell; a storyboard's prototype
    /// without one is reported instead) its class's name, else the type's — the registration
    /// recipe (`register(ProfileCell.self, forCellReuseIdentifier: ProfileCellLayout.reuseIdentifier)`) needs one.
    private func reuseIdentifier(_ rootSpec: ElementSpec) -> String? {
        if let identifier = root[attribute: "reuseIdentifier"] { return identifier }
        guard scene == nil, rootSpec.customAttributes.contains("reuseIdentifier") else { return nil }
        return root.customClass ?? typeName
    }

    // MARK: - Objects and names

    /// How a member of the type hangs off its parent.
    enum Relation: Equatable {
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
        /// Held by the parent outside the view hierarchy (a static table's cells: its data
        /// source returns them); see `ElementSpec.heldObjects`.
        case held
        /// An object that is no view of the hierarchy (a collection view's layout, a top-level
        /// bar button item or gesture recognizer) held only because an outlet names it: the
        /// type's property is the outlet.
        case outletObject
    }

    struct Member {
        let object: XibObject
        let parentID: String
        let relation: Relation
        /// The parent's `idNumber`.
        let parentNumber: Int32

        init(object: XibObject, parent: XibObject, relation: Relation) {
            self.object = object
            self.parentID = parent.id
            self.parentNumber = parent.idNumber
            self.relation = relation
        }
    }

    /// Keys whose objects are lists (`<items>`).
    static let listKeys: Set<String> = ["items", "leftBarButtonItems", "rightBarButtonItems"]

    /// How `object` is translated: the spec `collectMembers()` gave the root or a member, else the catalog's.
    func spec(for object: XibObject) -> ElementSpec {
        specs[object] ?? ElementCatalog.spec(for: object)
    }

    /// Everything below the root, pre-order: keyed objects first, then subviews; and the spec
    /// of each (a content view UIKit provides takes its container's), reporting the elements
    /// the catalog lacks.
    private mutating func collectMembers() {
        var collected: [Member] = []
        var resolved = IDTable<ElementSpec>(for: document)
        var untranslated: [XibObject] = []
        func resolve(_ object: XibObject, as given: ElementSpec? = nil) -> ElementSpec {
            if let known = resolved[object] { return known }  // a duplicated id: the first object's
            let spec = given ?? ElementCatalog.spec(for: object)
            if !spec.isTranslated { untranslated.append(object) }
            resolved[object] = spec
            return spec
        }
        func visit(_ object: XibObject, _ spec: ElementSpec) {
            for keyed in object.keyedObjects {
                guard let key = keyed.key, !spec.consumedKeys.contains(key) else { continue }
                if key == "contentView", let contentView = spec.contentView {
                    collected.append(Member(object: keyed, parent: object, relation: .provided))
                    visit(keyed, resolve(keyed, as: contentView))
                    continue
                }
                collected.append(Member(object: keyed, parent: object, relation: Self.listKeys.contains(key) ? .list(key) : .keyed(key)))
                visit(keyed, resolve(keyed))
            }
            for subview in object.subviews {
                collected.append(Member(object: subview, parent: object, relation: .subview))
                visit(subview, resolve(subview))
            }
            for held in spec.heldObjects?(object) ?? [] {
                collected.append(Member(object: held, parent: object, relation: .held))
                visit(held, resolve(held))
            }
        }
        visit(root, resolve(root))
        var attached = Set<String>()
        for holder in [root] + collected.map(\.object) {
            for connection in holder.connections where connection.kind == .outletCollection && connection.property == "gestureRecognizers" {
                guard !attached.contains(connection.destination),
                      let gesture = owner.topLevelObjects.first(where: { $0.id == connection.destination }) else { continue }
                attached.insert(gesture.id)
                collected.append(Member(object: gesture, parent: holder, relation: .gesture))
                _ = resolve(gesture)
            }
        }
        // Objects outside the hierarchy that an outlet of the owner or the root names (IB connects
        // them as it does views): properties of their own, like the views'.
        // By number: no hashing of every member's id to make it.
        var memberIDs = IDTable<Bool>(for: document)
        memberIDs[root] = true
        for member in collected { memberIDs[member.object] = true }
        let ownerSources = Set([root.id]).union(owner.ids)
        var outletSources = owner.connections + root.connections
        for member in collected where member.relation == .gesture { outletSources += member.object.connections }
        var held = Set<String>()
        // A top-level one belongs to the first type when the File's Owner names it.
        var isFirstRoot: Bool?
        // The document's top-level ids, once an outlet to an object outside the type asks: a scan
        // of the top-level objects per outlet made a XIB of many outlet-connected top-level views cubic.
        var topLevelIDs: Set<String>?
        for connection in outletSources where connection.kind == .outlet && ownerSources.contains(connection.source) {
            // The owner (a storyboard scene's controller) is connected by `connect(to:)`, never held.
            guard memberIDs[connection.destination] == nil, !held.contains(connection.destination),
                  !owner.isOwner(connection.destination),
                  let object = document.object(connection.destination) else { continue }
            if connection.source != root.id {
                if topLevelIDs == nil { topLevelIDs = Set(document.objects.map(\.id)) }
                if topLevelIDs!.contains(object.id) {
                    if isFirstRoot == nil { isFirstRoot = (firstRootID ?? ViewCodeGenerator.orderedRoots(document).first?.id) == root.id }
                    if isFirstRoot != true { continue }
                }
            }
            let objectSpec = ElementCatalog.spec(for: object)
            guard objectSpec.isTranslated, !objectSpec.isView else { continue }
            held.insert(object.id)
            collected.append(Member(object: object, parent: root, relation: .outletObject))
            _ = resolve(object)
        }
        // Held through naming and generation at exactly its size: grown by doubling, a 72,000-view
        // type's list had room for 131,072 (3 MB of it empty).
        members = collected.capacity - collected.count > 1024 ? collected.withUnsafeBufferPointer { Array($0) } : collected
        specs = resolved
        for object in untranslated {
            diagnostics.append(Diagnostic(.warning, kind: "unsupported-element",
                "<\(object.tag)> is not translated yet; generated as \(specs[object]!.uikitClass)", at: object.location))
        }
    }

    /// The ids `names` names: the root's and its members' (as a `[String: String?]`'s keys were).
    var namedIDs: [String] {
        var result = names[root] != nil ? [root.id] : []
        for member in members where names[member.object] != nil { result.append(member.object.id) }
        return result
    }

    var attachedTopLevelIDs: Set<String> {
        Set(members.filter { $0.relation == .gesture || $0.relation == .outletObject }.map(\.object.id))
    }

    /// The view names without backticks, once all are given (see `namingBesideViews`).
    private var viewNamesUnescaped: Set<String>?

    /// A fresh naming (for constraints, aliases) that avoids every view name already given.
    mutating func namingBesideViews() -> ViewNaming {
        if viewNamesUnescaped == nil {
            viewNamesUnescaped = Set(names.allValues.compactMap { $0.map(SwiftIdentifier.unescaped) }).union(inheritedOutlets.compactMap(\.property))
        }
        return naming.beside(viewNamesUnescaped!)
    }

    /// A fresh naming that avoids every view name and `more` (other members of the type).
    mutating func namingBesideViews(and more: Set<String>) -> ViewNaming {
        _ = namingBesideViews()
        return naming.beside(viewNamesUnescaped!.union(more))
    }

    /// The property names of the File's Owner's and the root's outlets: the names the type's
    /// members (views, aliases, collections, constraints) may take.
    func ownerOutletProperties() -> Set<String> {
        let sources = Set([root.id] + document.placeholders.filter(\.isFilesOwner).map(\.id))
        var result: Set<String> = []
        for placeholder in document.placeholders where sources.contains(placeholder.id) {
            for connection in placeholder.connections { if let property = connection.property { result.insert(property) } }
        }
        for connection in root.connections { if let property = connection.property { result.insert(property) } }
        return result
    }

    /// `""` for the type itself, else `name.` — the prefix statements about `id` start with.
    func receiver(of id: String) -> String { Self.receiver(names[id]) }

    /// `receiver(of: object.id)`.
    func receiver(of object: XibObject) -> String { Self.receiver(names[object]) }

    /// `receiver(of: member.parentID)`.
    func receiver(ofParentOf member: Member) -> String { Self.receiver(names[number: member.parentNumber, id: member.parentID]) }

    /// The receiver for an entry of `names`: `name.` for a named view, `""` for the type itself
    /// (named nil) and for an id `names` does not hold.
    private static func receiver(_ entry: String??) -> String {
        if case .some(.some(let name)) = entry { name + "." } else { "" }
    }

    // MARK: - Views

    /// Statements about objects the type does not create (itself, provided content views).
    private mutating func translateRoot(_ rootSpec: ElementSpec) -> StatementList {
        var context = ElementContext(object: root, spec: rootSpec, receiver: "", deploymentTarget: options.deploymentTarget, indent: options.indent, assets: assets, localization: localization)
        context.applyRules()
        rootSpec.configure?(&context)
        diagnostics += context.diagnostics
        var statements = context.statements
        for member in members where member.relation == .provided {
            var inner = ElementContext(object: member.object, spec: spec(for: member.object), receiver: provided[member.object]! + ".", deploymentTarget: options.deploymentTarget, indent: options.indent, assets: assets, localization: localization)
            inner.applyRules()
            inner.spec.configure?(&inner)
            diagnostics += inner.diagnostics
            statements += inner.statements
        }
        return statements
    }

    /// The objects outside the hierarchy the type holds (`Relation.outletObject`), id → property:
    /// an element built with one (a collection view and its layout) uses the property.
    var objectProperties: [String: String] {
        var result: [String: String] = [:]
        for member in members where member.relation == .outletObject {
            if case .some(.some(let name)) = names[member.object] { result[member.object.id] = name }
        }
        return result
    }

    /// Writes each view the type declares as a lazy property, in hierarchy order; whether there was any.
    private mutating func declareViews(into w: inout CodeWriter, memberAccess: String) -> Bool {
        var declaresViews = false
        // Once, not per view: it walks every member.
        let memberNames = objectProperties
        for member in members where member.relation != .provided {
            let view = member.object
            let viewSpec = spec(for: view)
            guard case .some(.some(let name)) = names[view] else { continue }
            let local = localName(for: viewSpec)
            var context = ElementContext(object: view, spec: viewSpec, receiver: local + ".", deploymentTarget: options.deploymentTarget, indent: options.indent, assets: assets,
                                         memberNames: memberNames, localization: localization)
            let initializer = viewSpec.initializer.map { build in build(&context) } ?? "\(context.className)()"
            if viewSpec.isView {
                if view[attribute: "translatesAutoresizingMaskIntoConstraints"] == "NO" {
                    context.emit("translatesAutoresizingMaskIntoConstraints = false")
                    // Auto Layout sizes it later; its autoresized subviews need the design size first.
                    if let frame = view.frame, Self.hasAutoresizedSubviews(view, spec: viewSpec) {
                        context.emit("frame = \(Self.rectLiteral(frame))")
                    }
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
            declaresViews = true
            // The closure's lines written in pieces, straight into the writer; the context's
            // statements taken out first (the closure would otherwise capture a copy of the context).
            let prelude = context.prelude
            let statements = context.statements
            w.block(memberAccess, "lazy var ", name, ": ", className(view, viewSpec), " =", closing: "}()") { body in
                body.lines(prelude)
                body.line("let ", local, " = ", initializer)
                body.lines(statements)
                body.line("return ", local)
            }
        }
        return declaresViews
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

    func className(_ object: XibObject, _ spec: ElementSpec) -> String {
        object.customClass.map(SwiftIdentifier.sanitized) ?? spec.uikitClass
    }

    /// The closure's local constant: the role (`label`), or `switchControl` where the role is a keyword.
    private func localName(for spec: ElementSpec) -> String {
        SwiftIdentifier.keywordTable.contains(spec.role) ? spec.role + "Control" : spec.role
    }

    // MARK: - Hierarchy

    /// For each container in hierarchy order, how its children attach to it: `buildViewHierarchy()`'s
    /// body, written ahead for a method of the type whose body `writer` is writing (a large XIB's
    /// statements wait as code in chunks, not as a String a line: 72,000 were 5.8 MB).
    private func hierarchyStatements(inBodyOf writer: CodeWriter) -> CodeWriter {
        var lines = CodeWriter(continuing: writer, indentedBy: 1)
        var childrenByParent = IDTable<[Member]>(for: document)
        for member in members {
            childrenByParent.update(number: member.parentNumber, id: member.parentID, default: []) { $0.append(member) }
        }
        for container in [root] + members.map(\.object) {
            let children = childrenByParent[container] ?? []
            guard !children.isEmpty else { continue }
            let prefix = receiver(of: container)
            let containerSpec = spec(for: container)
            var lists: [(key: String, names: [String])] = []
            for child in children {
                guard case .some(.some(let name)) = names[child.object] else { continue }
                switch child.relation {
                case .subview:
                    lines.line(String.concat(prefix, containerSpec.arrangesSubviews ? "addArrangedSubview(" : "addSubview(", name, ")"))
                case .keyed(let key):
                    lines.line(String.concat(prefix, key, " = ", name))
                case .list(let key):
                    if let index = lists.firstIndex(where: { $0.key == key }) {
                        lists[index].names.append(name)
                    } else {
                        lists.append((key, [name]))
                    }
                case .gesture:
                    lines.line(String.concat(prefix, "addGestureRecognizer(", name, ")"))
                case .provided, .held, .outletObject:
                    break
                }
            }
            for list in lists {
                lines.line("\(prefix)\(list.key) = [\(list.names.joined(separator: ", "))]")
            }
        }
        return lines
    }

    // MARK: - Type shape

    private func docComment(_ rootSpec: ElementSpec) -> String {
        var what = "`\(root.tag)`"
        if let customClass = root.customClass, customClass == superclass {
            what += " of class `\(customClass)`"
            if !inheritedOutlets.isEmpty { what += " (its outlets are set in `configureViews()`)" }
        } else if let customClass = root.customClass {
            what += " of class `\(customClass)` (make `\(customClass)` inherit from `\(typeName)`)"
        } else if let ownerClass = document.filesOwner?.customClass,
                  document.filesOwner?.connections.contains(where: { $0.kind == .outlet && $0.destination == root.id }) == true {
            what += " owned by `\(ownerClass)`"
        }
        return "/// View code for the top-level \(what)."
    }

    /// A root naming a UIKit class (`<view customClass="UITextView">`) has that class's
    /// initializers, unless they are built from attributes only that class's element has.
    private func rootShape(_ rootSpec: ElementSpec) -> RootShape {
        // Roots are the top-level objects whose element has a shape (`ViewCodeGenerator.orderedRoots`).
        let own = rootSpec.rootShape ?? .frame
        guard superclass != rootSpec.uikitClass, let shape = ElementCatalog.spec(forUIKitClass: superclass)?.rootShape,
              shape.members == nil else { return own }
        return shape
    }

    /// Size-class changes re-apply the variations through a trait change registration (iOS 17),
    /// rather than the deprecated `traitCollectionDidChange(_:)` override.
    private var registersForTraitChanges: Bool { options.deploymentTarget >= .traitChangeRegistration }

    private mutating func writeInitializers(_ w: inout CodeWriter, shape: RootShape, memberAccess: String, appliesVariations: Bool) {
        var setUp = ["buildViewHierarchy()", "setupConstraints()", "configureViews()"]
        if appliesVariations {
            setUp.append("applySizeClassVariations()")
            if registersForTraitChanges {
                setUp += [
                    "registerForTraitChanges([UITraitHorizontalSizeClass.self, UITraitVerticalSizeClass.self]) { (self: Self, _: UITraitCollection) in",
                    options.indent + "self.applySizeClassVariations()",
                    "}",
                ]
            }
        }
        let designSize = designSizeSetUp(shape: shape, decoded: false)
        w.block(memberAccess.isEmpty ? shape.designatedInitializer : memberAccess + shape.designatedInitializer) { body in
            body.line(shape.superCall)
            body.lines(designSize.before)
            body.lines(setUp)
            body.line("layoutDidLoad()")
            body.lines(designSize.after)
        }
        if let makeMembers = shape.members {
            var context = ElementContext(object: root, spec: spec(for: root), receiver: "", deploymentTarget: options.deploymentTarget, indent: options.indent, assets: assets, localization: localization)
            for member in makeMembers(&context) {
                w.line()
                if let documentation = member.documentation { w.line(documentation) }
                w.block(memberAccess + member.declaration) { $0.lines(member.body) }
            }
            diagnostics += context.diagnostics
        }
        w.line()
        if options.initCoder == .unavailable {
            w.line("@available(*, unavailable)")
            w.block(memberAccess.isEmpty ? shape.coderInitializer : memberAccess + shape.coderInitializer) { body in
                body.line("fatalError(\"\(typeName) is built in code, not decoded from a nib or storyboard\")")
            }
            return
        }
        w.block(memberAccess.isEmpty ? shape.coderInitializer : memberAccess + shape.coderInitializer) { body in
            let designSize = designSizeSetUp(shape: shape, decoded: true)
            body.line("super.init(coder: coder)")
            body.lines(designSize.before)
            body.lines(setUp)
            body.line("layoutDidLoad()")
            body.lines(designSize.after)
        }
    }

    // MARK: - Preview

    /// An Xcode `#Preview` of the type (`style.previews`), named after it. The File's Owner's
    /// view is a screen: the device's size. Another view with a frame in the XIB (a cell, a
    /// header) gets that size (`.fixedLayout`), one without a frame the size it needs.
    /// - Parameters:
    ///   - qualifiedName: how code outside the type's namespace spells it (a storyboard's types).
    ///   - isScreen: the type is a screen's root view, previewed at the device's size (a XIB's
    ///     File's Owner's view; a storyboard scene's view).
    func preview(qualifiedName: String? = nil, isScreen: Bool? = nil) -> [String] {
        var arguments = [SwiftLiteral.string(typeName)]
        let isOwnersView = isScreen ?? (document.filesOwner?.connections.contains { $0.kind == .outlet && $0.property == "view" && $0.destination == root.id } == true)
        if !isOwnersView {
            if let frame = root.frame, frame.width > 0, frame.height > 0 {
                arguments.append("traits: .fixedLayout(width: \(n(frame.width)), height: \(n(frame.height)))")
            } else {
                arguments.append("traits: .sizeThatFitsLayout")
            }
        }
        var lines: [String] = []
        // UIKit's `#Preview` and its traits are iOS 17 API; an older deployment target needs the annotation.
        if options.deploymentTarget < .previewMacro { lines.append("@available(iOS \(DeploymentTarget.previewMacro), *)") }
        lines.append("#Preview(\(arguments.joined(separator: ", "))) {")
        lines.append(options.indent + "\(qualifiedName ?? typeName)(\(rootShape(spec(for: root)).previewArguments))")
        lines.append("}")
        return lines
    }

    private func n(_ value: Double) -> String { SwiftLiteral.number(value) }
}
