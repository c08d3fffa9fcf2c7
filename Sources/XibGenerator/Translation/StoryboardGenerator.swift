import XibModel

/// A storyboard → one Swift file: a namespace (`enum MainStoryboard`, `naming.storyboardNamespace`)
/// holding, in document order, a layout type for each scene's root view and for each prototype
/// cell of its tables and collections, with the XIB output contract. Scenes whose views are not
/// generated (containers, references, hosting, AVKit and GLKit controllers) and segues are
/// reported where the storyboard declares them, with a `// xibgen:` comment in the namespace.
///
/// Names: a storyboard's name is unique among a target's storyboards (UIKit loads it by name from
/// the bundle), so types nested in its namespace never collide with another storyboard's, even
/// for the same controller class; within the namespace they avoid each other, the classes the
/// storyboard names and the namespace's own members (`SceneTypeNaming`).
struct StoryboardGenerator {
    let document: XibDocument
    let storyboardName: String
    let options: GeneratorOptions

    private(set) var diagnostics: [Diagnostic] = []
    /// The generated types, qualified (`MainStoryboard.LoginViewControllerLayout`), in document order.
    private(set) var typeNames: [String] = []
    private(set) var superclasses: [String] = []
    private(set) var types: [GeneratedType] = []
    private var naming: SceneTypeNaming
    let namespace: String
    /// How the storyboard's texts are spelled: literals, or lookups in its `.strings` table.
    var localization: TextLocalization = .literals
    /// The catalogs' asset symbols (`style.assetSymbols`), `.none` otherwise.
    let assets: AssetSymbols

    /// What the project's Swift source declares for the storyboard's classes (private actions).
    var ownerFacts: OwnerFacts = .none

    init(document: XibDocument, storyboardName: String, options: GeneratorOptions, assets: AssetSymbols = .none) {
        self.assets = assets
        self.document = document
        self.storyboardName = storyboardName
        self.options = options
        var naming = SceneTypeNaming(document: document, options: options)
        self.namespace = naming.namespace(storyboardName: storyboardName)
        self.naming = naming
        self.flow = StoryboardFlow(document: document, namespace: namespace, options: options, taken: [])
    }

    /// A scene whose root view gets a layout type, and its prototype cells.
    private struct PlannedScene {
        let scene: XibScene
        let controller: XibObject
        let spec: ElementSpec
        let installation: String
        let root: XibObject
        let typeName: String
        let superclass: String
        let prototypes: [(cell: XibObject, container: XibObject, typeName: String, superclass: String)]
    }

    /// `sink`: see `ViewCodeGenerator.generate`.
    mutating func generate(into sink: CodeSink? = nil) -> GeneratedSource {
        var writer = CodeWriter(indent: options.indent, sink: sink)
        var planned: [Int: PlannedScene] = [:]
        var roots: [XibObject] = []
        for (index, scene) in document.scenes.enumerated() {
            guard let plan = plan(scene) else { continue }
            planned[index] = plan
            roots.append(plan.root)
            roots += plan.prototypes.map(\.cell)
        }
        flow = StoryboardFlow(document: document, namespace: namespace, options: options, taken: naming.claimedNames)
        for scene in document.scenes {
            guard let controller = scene.controller, let kind = controller.controllerKind,
                  kind.isContainer || kind == .viewControllerPlaceholder else { continue }
            var configuration = ControllerConfiguration(document: document, scene: scene, controller: controller,
                                                        spec: ElementCatalog.spec(for: controller.tag), controllerClass: "UIViewController",
                                                        options: options, localization: localization)
            configuration.assets = assets
            configuration.segueActions = flow.itemActions
            configuration.ownerFacts = ownerFacts
            flow.containerConfiguration[controller.id] = configuration.statementsOnly()
            flow.recordWiring(of: scene, names: IDTable(for: document), configured: configuration.handledObjectIDs)
            diagnostics += configuration.diagnostics
            attached.formUnion(configuration.handledObjectIDs)
        }
        writer.line("import UIKit")
        for module in ViewCodeGenerator.modules(usedBy: roots) { writer.line("import \(module)") }
        writer.line()
        let access = options.accessLevel == .internal ? "" : "public "
        let usesStaticTables = planned.values.contains { $0.root.isStaticTable }
        writer.line("/// View code for the scenes of `\(storyboardName).storyboard`: a layout type for each scene's view and")
        writer.line("/// each prototype cell, in document order.")
        writer.block("\(access)enum \(namespace)") { w in
            var first = true
            func separate() {
                if !first { w.line() }
                first = false
            }
            for (index, scene) in document.scenes.enumerated() {
                if let plan = planned[index] {
                    separate()
                    writeScene(plan, into: &w)
                    for prototype in plan.prototypes {
                        w.line()
                        writePrototype(prototype.cell, in: plan, typeName: prototype.typeName, superclass: prototype.superclass,
                                       container: prototype.container, into: &w)
                    }
                }
                let residue = reportResidue(of: scene, generated: planned[index] != nil)
                if !residue.isEmpty {
                    separate()
                    w.lines(residue)
                }
            }
            if usesStaticTables {
                separate()
                StaticTableDataSource.write(into: &w, access: access, indent: options.indent)
            }
        }
        StoryboardIdentifiers(document: document, storyboardName: storyboardName, namespace: namespace, options: options)
            .write(into: &writer)
        flow.write(into: &writer)
        flow.writeTriggerActions(into: &writer)
        diagnostics += flow.diagnostics
        // `#Preview` is a file-level declaration: after the namespace, naming the types through it.
        ViewCodeGenerator.writePreviews(previews, into: &writer)
        if document.scenes.isEmpty {
            diagnostics.append(Diagnostic(.warning, kind: "no-views", "the storyboard has no scenes; nothing to generate", at: document.header.location))
        }
        if document.header.isLaunchScreen {
            diagnostics.append(Diagnostic(.note, kind: "launch-screen",
                "a launch screen is shown by the system before any code runs: keep the storyboard (or Info.plist's UILaunchScreen); the generated code is for reference",
                at: document.header.location))
        }
        var source = GeneratedSource(body: writer.finish(), typeNames: typeNames, superclasses: superclasses, diagnostics: diagnostics, types: types)
        source.segues = flow.generatedSegues
        return source
    }

    // MARK: - Planning

    private mutating func plan(_ scene: XibScene) -> PlannedScene? {
        guard let controller = scene.controller else { return nil }
        let spec = ElementCatalog.spec(for: controller.tag)
        guard let installation = spec.controller?.installation else { return nil }
        guard let root = controller.rootView else { return nil }
        let typeName = naming.sceneTypeName(scene, controller: controller)
        let superclass = Self.superclass(of: root)
        for view in [root] where Self.isForeignUIKitClass(of: view) {
            diagnostics.append(Diagnostic(.warning, kind: "unsupported-class",
                "the scene's <\(view.tag)> has the class \(view.customClass ?? ""), another UIKit element: generated as \(superclass); make it a <\(ElementCatalog.spec(forUIKitClass: view.customClass ?? "")?.tag ?? "")> in the storyboard", at: view.location))
        }
        var prototypes: [(XibObject, XibObject, String, String)] = []
        root.forEachObject { object in
            for cell in object.prototypeCells + Self.supplementaryViews(of: object) {
                prototypes.append((cell, object, "", Self.superclass(of: cell)))
            }
        }
        let named = prototypes.map { cell, container, _, superclass in
            (cell, container, naming.prototypeTypeName(cell, scene: scene, controller: controller), superclass)
        }
        return PlannedScene(scene: scene, controller: controller, spec: spec, installation: installation, root: root,
                            typeName: typeName, superclass: superclass, prototypes: named)
    }

    /// A collection view's section header and footer views (`<collectionReusableView key="sectionHeaderView">`).
    static func supplementaryViews(of object: XibObject) -> [XibObject] {
        guard object.tag == "collectionView" else { return [] }
        return object.keyedObjects.filter { $0.key == "sectionHeaderView" || $0.key == "sectionFooterView" }
    }

    /// The view's class when it names one (an app class the layout inherits and whose outlets it
    /// sets, as for a XIB's reusable class), else its element's UIKit class. A UIKit class of
    /// another element (`<view customClass="UITableView">`) would need that element's initializers
    /// and translation: the layout keeps the element's class, reported by `reportForeignUIKitClass`.
    static func superclass(of view: XibObject) -> String {
        let uikitClass = ElementCatalog.spec(for: view.tag).uikitClass
        guard let custom = view.customClass, SwiftIdentifier.isValid(custom), !isForeignUIKitClass(of: view) else { return uikitClass }
        return custom
    }

    /// `<view customClass="UITableView">`: a UIKit class the catalog translates as another element.
    static func isForeignUIKitClass(of view: XibObject) -> Bool {
        guard let custom = view.customClass, let spec = ElementCatalog.spec(forUIKitClass: custom) else { return false }
        return spec.uikitClass != ElementCatalog.spec(for: view.tag).uikitClass
    }

    // MARK: - Writing

    private mutating func writeScene(_ plan: PlannedScene, into writer: inout CodeWriter) {
        let owner = LayoutOwner.controller(of: plan.scene)
        let controllerClass = owner.className ?? plan.spec.uikitClass
        var configuration = ControllerConfiguration(document: document, scene: plan.scene, controller: plan.controller,
                                                    spec: plan.spec, controllerClass: controllerClass, options: options,
                                                    localization: localization)
        configuration.assets = assets
        configuration.segueActions = flow.itemActions
        configuration.ownerFacts = ownerFacts
        let configureMethod = configuration.method()
        diagnostics += configuration.diagnostics
        let namespace = namespace
        let prototypes = plan.prototypes
        let sceneName = Self.describe(plan.scene)
        let isStatic = plan.root.isStaticTable
        var replaced: Set<String> = []
        if isStatic { replaced.insert(plan.root.id + ".dataSource") }

        var documentation = ["/// View code for the root view of the scene \(sceneName) (`\(controllerClass)`): install it in"]
        documentation.append("/// `\(controllerClass).loadView()` (`\(plan.installation) = layout`, then `layout.connect(to: self)`) and call")
        documentation.append("/// `configure(_:)` from the controller's initializer.")
        var additions = SceneAdditions(documentation: documentation)
        additions.declaresConnect = true
        additions.replacedOwnerOutlets = replaced
        additions.reservedNames = ["configure", "connect", "registerPrototypeCells", "staticDataSource"]
        let flow = flow
        let scene = plan.scene
        additions.connect = { generator in flow.connectStatements(for: scene, names: generator.names) }
        let access = options.accessLevel == .internal ? "" : "public "
        let indent = options.indent
        additions.make = { generator in
            var members = SceneAdditions.Members()
            // Prototype cells: a storyboard registers them with their table or collection when it
            // loads the scene; view code must.
            var registrations: [String] = []
            for prototype in prototypes {
                let container = generator.receiver(of: prototype.container.id)
                let type = "\(namespace).\(prototype.typeName)"
                guard let identifier = prototype.cell.reuseIdentifier else { continue }
                switch prototype.cell.key {
                case "sectionHeaderView", "sectionFooterView":
                    let kind = prototype.cell.key == "sectionHeaderView" ? "elementKindSectionHeader" : "elementKindSectionFooter"
                    registrations.append("\(container)register(\(type).self, forSupplementaryViewOfKind: UICollectionView.\(kind), withReuseIdentifier: \(SwiftLiteral.string(identifier)))")
                default:
                    let method = prototype.cell.tag == "collectionViewCell" ? "forCellWithReuseIdentifier" : "forCellReuseIdentifier"
                    registrations.append("\(container)register(\(type).self, \(method): \(type).reuseIdentifier)")
                }
            }
            if !registrations.isEmpty {
                members.configure.append("registerPrototypeCells()")
                members.methods.append(
                    ["/// Registers the scene's prototype cells, as the storyboard did when it loaded the scene:",
                     "/// dequeue them by their types' `reuseIdentifier`.",
                     "\(access)func registerPrototypeCells() {"] + registrations.map { indent + $0 } + ["}"])
            }
            if isStatic, let dataSource = StaticTableDataSource.property(for: plan.root, generator: &generator, namespace: namespace, indent: indent) {
                members.properties.append(dataSource)
                members.configure.append("\(generator.receiver(of: plan.root.id))dataSource = staticDataSource")
            }
            members.methods.append(configureMethod.map { $0.isEmpty ? $0 : $0 })
            return members
        }
        var generator = TypeGenerator(document: document, root: plan.root, typeName: plan.typeName, superclass: plan.superclass,
                                      options: options, owner: owner, scene: additions)
        generator.localization = localization
        generator.assets = assets

        generator.ownerFacts = ownerFacts
        generator.generate(into: &writer)
        if options.previews { previews.append(generator.preview(qualifiedName: "\(namespace).\(plan.typeName)", isScreen: true)) }
        diagnostics += generator.diagnostics
        attached.formUnion(generator.attachedTopLevelIDs)
        attached.formUnion(configuration.handledObjectIDs)
        declaredIDs.formUnion(generator.namedIDs)
        self.flow.layouts[plan.controller.id] = StoryboardFlow.SceneLayout(typeName: plan.typeName, installation: plan.installation, names: generator.names)
        self.flow.recordWiring(of: plan.scene, names: generator.names, configured: configuration.handledObjectIDs)
        record(plan.typeName, superclass: plan.superclass, kind: .sceneView(controllerClass: controllerClass, installation: plan.installation),
               root: plan.root, owner: generator.connectOwnerType)
    }

    private mutating func writePrototype(_ cell: XibObject, in plan: PlannedScene, typeName: String, superclass: String,
                                         container: XibObject, into writer: inout CodeWriter) {
        let owner = LayoutOwner.controller(of: plan.scene)
        let what = cell.key == "sectionHeaderView" ? "section header" : cell.key == "sectionFooterView" ? "section footer" : "prototype cell"
        var text = "/// View code for the \(what) `\(cell.reuseIdentifier ?? cell.id)` of the scene \(Self.describe(plan.scene))"
        if let custom = cell.customClass, custom == superclass {
            text += ": a `\(custom)`"
        }
        text += ". The scene's layout registers it."
        if cell.reuseIdentifier == nil {
            diagnostics.append(Diagnostic(.warning, kind: "prototype-without-identifier",
                "the \(what) has no reuse identifier: it cannot be dequeued and is not registered", at: cell.location))
        }
        var additions = SceneAdditions(documentation: [text])
        additions.reservedNames = ["connect"]
        var generator = TypeGenerator(document: document, root: cell, typeName: typeName, superclass: superclass,
                                      options: options, owner: owner, scene: additions)
        generator.localization = localization
        generator.assets = assets

        generator.ownerFacts = ownerFacts
        generator.generate(into: &writer)
        if options.previews { previews.append(generator.preview(qualifiedName: "\(namespace).\(typeName)", isScreen: false)) }
        diagnostics += generator.diagnostics
        declaredIDs.formUnion(generator.namedIDs)
        record(typeName, superclass: superclass, kind: .prototype(container: container.tag), root: cell, owner: generator.connectOwnerType)
    }

    private var attached = Set<String>()
    /// The storyboard's flow: factories, containers, segues (written after the namespace).
    private var flow: StoryboardFlow
    /// `#Preview`s of the types written so far (`style.previews`).
    private var previews: [[String]] = []
    /// Ids of objects some generated type declares (or is).
    private var declaredIDs = Set<String>()

    private mutating func record(_ typeName: String, superclass: String, kind: GeneratedType.Kind, root: XibObject, owner: String?) {
        let qualified = "\(namespace).\(typeName)"
        typeNames.append(qualified)
        superclasses.append(superclass)
        types.append(GeneratedType(name: qualified, superclass: superclass, rootID: root.id, ownerType: owner, kind: kind))
    }

    // MARK: - Residue

    /// The Swift class a scene's controller is instantiated as (typed identifiers) and built as
    /// (the flow's factories, its segues' sources): the app's class, else the element's UIKit
    /// class; `UIViewController` for a storyboard reference (what the referenced factory returns
    /// cannot be seen from this document) and for controllers of another framework (SwiftUI,
    /// AVKit, GLKit), whose module the generated file does not import.
    static func controllerClass(of controller: XibObject) -> String {
        let spec = ElementCatalog.spec(for: controller.tag)
        guard spec.module == nil, controller.storyboardReference == nil else { return "UIViewController" }
        if let custom = controller.customClass, SwiftIdentifier.isValid(custom), !SwiftIdentifier.keywords.contains(custom) {
            return custom
        }
        return spec.uikitClass
    }

    /// `<!--Login-->` → `` `Login` ``; else the controller's class or element.
    static func describe(_ scene: XibScene) -> String {
        if let title = scene.title, !title.isEmpty { return "`\(title)`" }
        if let custom = scene.controller?.customClass { return "`\(custom)`" }
        return "`\(scene.controller?.tag ?? scene.id)`"
    }

    /// Reports what the scene holds that no generated type carries: a scene that is not
    /// generated, its segues, objects beside the controller that no view attaches. Returns the
    /// `// xibgen:` lines for the namespace.
    private mutating func reportResidue(of scene: XibScene, generated: Bool) -> [String] {
        var lines: [String] = []
        let name = Self.describe(scene)
        guard let controller = scene.controller else {
            diagnostics.append(Diagnostic(.warning, kind: "unsupported-scene", "the scene \(scene.id) has no view controller; nothing generated", at: scene.location))
            return ["// xibgen: the scene \(scene.id) has no view controller (line \(scene.location.line))"]
        }
        let spec = ElementCatalog.spec(for: controller.tag)
        switch spec.controller?.scene {
        case .reported(let kind, let reason)?:
            var what = "the \(spec.role.replacingAll("Controller", with: " controller")) scene \(name)"
            if let reference = controller.storyboardReference {
                what = "the storyboard reference to " + (reference.storyboardName.map { "\($0).storyboard" } ?? "this storyboard")
                    + (reference.referencedIdentifier.map { " (scene \"\($0)\")" } ?? " (its initial scene)")
            }
            diagnostics.append(Diagnostic(.warning, kind: kind, "\(what) is not generated: \(reason)", at: controller.location))
            lines.append("// xibgen: \(what) is not generated: \(reason) (line \(controller.location.line))")
        case .flow?:
            break  // built by the flow's factory
        case .layout?:
            if !generated {
                diagnostics.append(Diagnostic(.warning, kind: "unsupported-scene",
                    "the scene \(name) has no root view (<\(controller.tag)> without a view); nothing generated for it", at: controller.location))
                lines.append("// xibgen: the scene \(name) has no root view (line \(controller.location.line))")
            }
        case nil:
            diagnostics.append(Diagnostic(.warning, kind: "unsupported-controller",
                "<\(controller.tag)> scenes are not translated yet (scene \(name))", at: controller.location))
            lines.append("// xibgen: <\(controller.tag)> scene \(name) is not translated yet (line \(controller.location.line))")
        }
        // Segues the flow performs but cannot start by itself, and those it does not translate.
        for segue in scene.segues where segue.kind != .relationship {
            let identifier = segue.identifier.map { " \"\($0)\"" } ?? ""
            let message: String
            switch segue.kind {
            case .unwind:
                guard let note = flow.unwindNote(segue, in: scene) else {
                    let action = segue.unwindAction ?? "?"
                    message = "the unwind segue\(identifier) to \(action) from <\(segue.sourceTag)> is not generated: its scene has no factory; dismiss or pop to it in code"
                    break
                }
                diagnostics.append(Diagnostic(.note, kind: "unwind-segue", note, at: segue.location))
                lines.append("// xibgen: \(note) (line \(segue.location.line))")
                continue
            case .unknown(let kind):
                message = "the segue\(identifier) of unknown kind \"\(kind)\" from <\(segue.sourceTag)> is not generated: perform it in code"
            default:
                if let reason = flow.missingDestination(segue) {
                    message = "the \(segue.kind.rawValue) segue\(identifier) from <\(segue.sourceTag)> is not generated: \(reason)"
                    break
                }
                guard let call = flow.unwiredTrigger(segue, in: scene) else { continue }
                diagnostics.append(Diagnostic(.note, kind: "segue-trigger", "the \(segue.kind.rawValue) segue\(identifier) from <\(segue.sourceTag)> is generated; \(call)", at: segue.location))
                lines.append("// xibgen: the \(segue.kind.rawValue) segue\(identifier) from <\(segue.sourceTag)> is generated; \(call) (line \(segue.location.line))")
                continue
            }
            diagnostics.append(Diagnostic(.warning, kind: "segue", message, at: segue.location))
            lines.append("// xibgen: \(message) (line \(segue.location.line))")
        }
        guard generated else { return lines }
        for object in scene.objects where !attached.contains(object.id) && !declaredIDs.contains(object.id) {
            let message = "<\(object.tag)> beside the scene \(name)'s controller is not attached to a generated view; not translated"
            diagnostics.append(Diagnostic(.warning, kind: "unsupported-top-level-object", message, at: object.location))
            lines.append("// xibgen: \(message) (line \(object.location.line))")
        }
        // The controller's outlets to objects no generated type declares.
        for connection in controller.connections where connection.kind == .outlet || connection.kind == .outletCollection {
            guard let property = connection.property, !declaredIDs.contains(connection.destination),
                  !attached.contains(connection.destination) else { continue }
            let target = document.object(connection.destination).map { "<\($0.tag)>" } ?? connection.destination
            let message = "the outlet \(property) of \(controller.customClass ?? spec.uikitClass) points at \(target), which no generated type declares; set it in code"
            diagnostics.append(Diagnostic(.warning, kind: "owner-outlet", message, at: connection.location))
            lines.append("// xibgen: \(message) (line \(connection.location.line))")
        }
        return lines
    }
}

/// Type names of a storyboard's namespace and the types in it.
struct SceneTypeNaming {
    /// Class names the storyboard uses: no generated name may shadow one.
    private let taken: Set<String>
    private var claimed: Set<String>
    let options: GeneratorOptions
    /// Controller classes seen so far: a second scene of the same class is qualified.
    private var classesSeen: Set<String> = []

    /// The namespace's own members (storyboard flow: typed identifiers, factories).
    static let namespaceMembers: Set<String> = StoryboardIdentifiers.namespaceMembers
        .union(["name", "storyboard", "Scene", "Segue", "ReuseIdentifier", "StaticTableDataSource"])

    init(document: XibDocument, options: GeneratorOptions) {
        var names = Set<String>()
        document.forEachObject { if let name = $0.customClass { names.insert(name) } }
        for scene in document.scenes {
            for placeholder in scene.placeholders { if let name = placeholder.customClass { names.insert(name) } }
            for segue in scene.segues { if let name = segue.customClass { names.insert(name) } }
        }
        self.taken = names
        self.claimed = Self.namespaceMembers
        self.options = options
    }

    /// `{storyboard}Storyboard` → `MainStoryboard`; never a class the storyboard names.
    mutating func namespace(storyboardName: String) -> String {
        let base = SwiftIdentifier.upperCamelCase(SwiftIdentifier.sanitized(storyboardName.replacingAll("-", with: "_")))
        let name = SwiftIdentifier.sanitized(options.storyboardNamespaceTemplate.replacingAll("{storyboard}", with: base))
        return unique(name)
    }

    /// Named after the controller's class (`LoginViewController` → `LoginViewControllerLayout`),
    /// else its storyboard identifier, else the scene's title in IB's outline, else its element;
    /// a second scene of the same class is qualified by its storyboard identifier, else numbered.
    mutating func sceneTypeName(_ scene: XibScene, controller: XibObject) -> String {
        let identifier = controller.storyboardIdentifier.flatMap(Self.pascal)
        var base: String
        if let custom = controller.customClass, SwiftIdentifier.isValid(custom), !custom.hasPrefix("UI") {
            base = custom
            if !classesSeen.insert(custom).inserted, let identifier { base += identifier }
        } else if let identifier {
            base = identifier
        } else if let title = scene.title.flatMap(Self.pascal) {
            base = title
        } else {
            base = SwiftIdentifier.upperCamelCase(ElementCatalog.spec(for: controller.tag).role)
        }
        return unique(SwiftIdentifier.sanitized(options.sceneTypeNameTemplate.replacingAll("{scene}", with: base)))
    }

    /// A prototype cell: `{Scene}{ReuseIdentifier}Layout` (`ListViewControllerProfileCellLayout`);
    /// the cell's own class names it when it has one (`ProfileCellLayout`).
    mutating func prototypeTypeName(_ cell: XibObject, scene: XibScene, controller: XibObject) -> String {
        var base: String
        if let custom = cell.customClass, SwiftIdentifier.isValid(custom), !custom.hasPrefix("UI") {
            base = custom
        } else {
            let sceneBase = controller.customClass.flatMap { SwiftIdentifier.isValid($0) && !$0.hasPrefix("UI") ? $0 : nil }
                ?? controller.storyboardIdentifier.flatMap(Self.pascal) ?? scene.title.flatMap(Self.pascal) ?? ""
            let role = cell.key == "sectionHeaderView" ? "Header" : cell.key == "sectionFooterView" ? "Footer" : "Cell"
            var cellBase = cell.reuseIdentifier.flatMap(Self.pascal) ?? role
            if !cellBase.hasSuffix(role) { cellBase += role }
            base = sceneBase + cellBase
        }
        return unique(SwiftIdentifier.sanitized(options.sceneTypeNameTemplate.replacingAll("{scene}", with: base)))
    }

    /// `"login screen"` → `LoginScreen`; nil when nothing is left.
    static func pascal(_ text: String) -> String? {
        let words = SwiftIdentifier.words(text)
        guard !words.isEmpty, let lower = SwiftIdentifier.lowerCamelCase(words) else { return nil }
        let name = SwiftIdentifier.upperCamelCase(lower)
        return name.isEmpty ? nil : name
    }

    /// Every name claimed in the namespace so far (the flow's factories and segue types avoid them).
    var claimedNames: Set<String> { claimed.union(taken) }

    private mutating func unique(_ name: String) -> String {
        var candidate = name
        if taken.contains(candidate) { candidate += "Base" }
        var counter = 2
        let stem = candidate
        while claimed.contains(candidate) || taken.contains(candidate) {
            candidate = "\(stem)\(counter)"
            counter += 1
        }
        claimed.insert(candidate)
        return candidate
    }
}
