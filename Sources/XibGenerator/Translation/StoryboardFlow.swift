import XibModel

/// A storyboard's flow as code, in an `extension MainStoryboard { … }` after the namespace: a
/// factory per scene (`makeLoginViewController()`) that builds the controller in code — its own
/// class, whose initializer applies `configure(_:)` and whose `loadView()` installs its layout —
/// and containers (navigation, tab bar, split, page) built from their children's factories; the
/// initial controller (`makeInitialViewController()`); and the segues each scene starts, as a
/// typed enumeration per source scene with `perform` (what `performSegue(withIdentifier:sender:)`
/// did) and `trigger` (what a control, bar button item, gesture or cell did: ask
/// `shouldPerformSegue(withIdentifier:sender:)` first). Unwind segues are cases too: performing
/// one runs `unwind(from:action:identifier:sender:)`, which finds the destination at run time as
/// UIKit does (see there).
///
/// Storyboard references: a scene of this storyboard is its factory; a scene of another
/// storyboard of the main bundle is that storyboard's factory, by convention
/// (`SettingsStoryboard.makeInitialViewController()`, `SettingsStoryboard.makeProfile()` for the
/// Storyboard ID `profile`) — every storyboard under xibgen's roots is converted, so the name
/// exists, and a storyboard that is not converted fails at compile time, never at run time. A
/// storyboard of another bundle (`bundleIdentifier`) is instantiated through `UIStoryboard`.
struct StoryboardFlow {
    /// What the scene generator made of a scene with a layout.
    struct SceneLayout {
        /// The layout type, unqualified (`LoginViewControllerLayout`).
        let typeName: String
        /// `view`, `tableView` or `collectionView`.
        let installation: String
        /// Ids of the layout's objects → their property names (nil: the layout itself).
        let names: IDTable<String?>
    }

    let document: XibDocument
    let namespace: String
    let options: GeneratorOptions
    /// By controller id, as the scenes are written.
    var layouts: [String: SceneLayout] = [:]
    /// By controller id: the statements of containers' `configure` (title, tab bar item, bars).
    var containerConfiguration: [String: [String]] = [:]

    private(set) var diagnostics: [Diagnostic] = []
    /// Controller id → factory name (`makeLoginViewController`).
    private(set) var factories: [String: String] = [:]
    /// Controller id → segue enumeration name (`LoginViewControllerSegue`).
    private(set) var segueTypes: [String: String] = [:]
    /// Segue id → its case.
    private(set) var segueCases: [String: String] = [:]
    /// Segue id → the action its control, bar button item or gesture recognizer sends to the
    /// scene's controller (`connect(to:)` or `configure(_:)` wires it).
    private(set) var triggerActions: [String: TriggerAction] = [:]
    /// Ids of the segues whose trigger the generated code wires (recorded as the scenes are written).
    private(set) var wiredSegues: Set<String> = []

    /// The action method a triggered segue gets in an extension of its scene's controller class,
    /// as the storyboard's segue templates did with target/action (every deployment target:
    /// `UIAction` is iOS 14). The controller is the target — UIKit keeps it alive while its views,
    /// items and gestures exist, and none of them retains its target.
    struct TriggerAction: Hashable {
        /// The extended class: what the source's `trigger` takes (`ListViewController`, `UIViewController`).
        let ownerClass: String
        /// `triggerSegue14FlowStoryboard9ListSegue_showDetail`: one Objective-C selector per
        /// storyboard namespace, scene and segue. Extensions of one class from several storyboards
        /// (every scene without a class extends `UIViewController`) share one method table, where two
        /// methods with one selector are undefined behaviour; the lengths make the name injective
        /// (namespaces and enumerations may contain `_`), like Swift's mangling.
        let method: String
        let kind: GeneratedSegue.TriggerKind

        /// `#selector(ListViewController.triggerSegue…(_:))`.
        var selector: String { "#selector(\(ownerClass).\(method)(_:))" }
    }

    init(document: XibDocument, namespace: String, options: GeneratorOptions, taken: Set<String>) {
        self.document = document
        self.namespace = namespace
        self.options = options
        var claimed = taken.union(["makeInitialViewController"])
        func unique(_ name: String) -> String {
            var candidate = name
            var counter = 2
            while claimed.contains(candidate) {
                candidate = "\(name)\(counter)"
                counter += 1
            }
            claimed.insert(candidate)
            return candidate
        }
        // Scenes with a Storyboard ID first: another storyboard's reference reaches them by that
        // ID alone (`make` + the ID in UpperCamelCase), so their names never depend on the others.
        for scene in document.scenes {
            guard let controller = scene.controller, Self.isBuildable(controller),
                  let identifier = controller.storyboardIdentifier, let base = Self.factoryBase(identifier: identifier) else { continue }
            factories[controller.id] = unique("make" + base)
        }
        for scene in document.scenes {
            guard let controller = scene.controller, Self.isBuildable(controller), factories[controller.id] == nil else { continue }
            factories[controller.id] = unique("make" + Self.factoryBase(scene, controller: controller))
        }
        for scene in document.scenes {
            let segues = Self.flowSegues(of: scene).filter { segue in
                segue.kind == .unwind || document.scene(containing: segue.destination)?.controller.map { factories[$0.id] != nil } ?? false
            }
            guard let controller = scene.controller, !segues.isEmpty, let factory = factories[controller.id] else { continue }
            let typeName = unique(String(factory.dropFirst(4)) + "Segue")
            segueTypes[controller.id] = typeName
            let texts = segues.map { segue in
                segue.identifier ?? (segue.kind == .unwind ? "unwind " + Self.actionName(segue.unwindAction ?? "")
                    : Self.unidentifiedName(segue, destination: document.scene(containing: segue.destination)?.controller
                        .flatMap { factories[$0.id] }.map { String($0.dropFirst(4)) }))
            }
            // The enumeration's own members are never a case's name.
            let names = IdentifierNames.memberNames(for: texts, reserved: ["identifier", "allCases"])
            for (segue, name) in zip(segues, names) {
                segueCases[segue.id] = name
                guard let kind = GeneratedSegue.TriggerKind(segue.trigger) else { continue }
                let bare = name.replacingAll("`", with: "")
                let method = "triggerSegue\(namespace.count)\(namespace)\(typeName.count)\(typeName)_\(bare)"
                triggerActions[segue.id] = TriggerAction(ownerClass: StoryboardGenerator.controllerClass(of: controller), method: method, kind: kind)
            }
        }
    }

    /// Controllers a factory can build: the layout scenes, containers and storyboard references;
    /// not SwiftUI hosting, AVKit or GLKit controllers (reported by the scene generator).
    static func isBuildable(_ controller: XibObject) -> Bool {
        guard let kind = controller.controllerKind else { return false }
        switch kind {
        case .hostingController, .avPlayerViewController, .glkViewController: return false
        default: return true
        }
    }

    /// The segues a scene starts that code performs: not relationships (its container's
    /// children) nor embeds (made when the view loads).
    static func flowSegues(of scene: XibScene) -> [XibSegue] {
        scene.segues.filter {
            switch $0.kind {
            case .relationship, .embed, .unknown: false
            default: true
            }
        }
    }

    /// `unwindToLogin:` → `unwindToLogin` (what names an unwind segue without an identifier).
    static func actionName(_ selector: String) -> String {
        String(selector.split(separator: ":").first ?? "")
    }

    /// Whether the storyboard generates an unwind segue (and so `unwind(from:action:identifier:sender:)`).
    var hasUnwinds: Bool {
        document.scenes.contains { $0.segues.contains { $0.kind == .unwind && segueCases[$0.id] != nil } }
    }

    /// What the scene's layout adds to `connect(to owner:)`, with its views' names: the triggers
    /// of its segues (a control's primary action, a gesture recognizer, a bar button item of a
    /// bar in the view) targeting the controller, and the embedded children (prepared, then
    /// contained), as UIKit makes them while the view loads.
    func connectStatements(for scene: XibScene, names: IDTable<String?>) -> [String] {
        var lines: [String] = []
        for segue in scene.segues {
            if segue.kind == .embed {
                guard case .some(.some(let container)) = names[segue.source] else { continue }
                lines += embedStatements(segue, owner: "owner", container: "self.\(container)")
                continue
            }
            guard let action = triggerActions[segue.id], !isConfigured(segue),
                  case .some(.some(let source)) = names[segue.source] else { continue }
            lines += Self.wiring(action, source: source, target: "owner")
        }
        return lines
    }

    /// The statements making `source` send the segue's action to `target`. A control sends it
    /// for `.primaryActionTriggered`: what a button sends with `.touchUpInside` (a tap), and a
    /// text field when Return ends editing.
    static func wiring(_ action: TriggerAction, source: String, target: String) -> [String] {
        switch action.kind {
        case .control:
            return ["\(source).addTarget(\(target), action: \(action.selector), for: .primaryActionTriggered)"]
        case .gestureRecognizer:
            return ["\(source).addTarget(\(target), action: \(action.selector))"]
        case .barButtonItem:
            return ["\(source).target = \(target)", "\(source).action = \(action.selector)"]
        }
    }

    /// Bar button item id → the action of the segue it triggers, for `configure(_:)` to wire
    /// (a navigation item's or the toolbar's items).
    var itemActions: [String: TriggerAction] {
        var result: [String: TriggerAction] = [:]
        for scene in document.scenes {
            for segue in scene.segues {
                guard let action = triggerActions[segue.id], action.kind == .barButtonItem else { continue }
                result[segue.source] = action
            }
        }
        return result
    }

    /// Whether the segue's trigger is a bar button item `configure(_:)` creates (the controller's
    /// navigation item's or toolbar items): wired there, never through a layout property of the
    /// same id (an outlet to the item), which is another instance.
    private func isConfigured(_ segue: XibSegue) -> Bool {
        guard triggerActions[segue.id]?.kind == .barButtonItem, let controller = document.scene(containing: segue.source)?.controller else { return false }
        if controller.toolbarItems.contains(where: { $0.id == segue.source }) { return true }
        return controller.navigationItem?.keyedObjects.contains { $0.id == segue.source } ?? false
    }

    /// Records which of the scene's triggered segues the generated code wires: those whose source
    /// the layout names (`connect(to:)`) or `configure(_:)` creates.
    mutating func recordWiring(of scene: XibScene, names: IDTable<String?>, configured: Set<String>) {
        for segue in scene.segues where triggerActions[segue.id] != nil {
            var named = false
            if case .some(.some) = names[segue.source], !isConfigured(segue) { named = true }
            let inConfigure = triggerActions[segue.id]?.kind == .barButtonItem && configured.contains(segue.source)
            if named || inConfigure { wiredSegues.insert(segue.id) }
        }
    }

    /// Why a segue the flow would perform is not generated: its destination has no factory (a
    /// SwiftUI hosting, AVKit or GLKit controller). Nil when it is generated or not a flow segue.
    func missingDestination(_ segue: XibSegue) -> String? {
        guard segueCases[segue.id] == nil, Self.flowSegues(of: XibScene(id: "", segues: [segue])).count == 1 else { return nil }
        let destination = document.scene(containing: segue.destination)?.controller
        return "its destination <\(destination?.tag ?? segue.destination)> is not built by a factory (reported with its scene); perform it in code"
    }

    /// What an unwind segue became and where it cannot match UIKit exactly (a note); nil when its
    /// scene has no factory (no case).
    func unwindNote(_ segue: XibSegue, in scene: XibScene) -> String? {
        guard let name = segueCases[segue.id] else { return nil }
        let identifier = segue.identifier.map { " \"\($0)\"" } ?? ""
        let action = segue.unwindAction ?? "?"
        let start = unwiredTrigger(segue, in: scene)
            ?? (segue.isManual ? "perform it with \(namespace).perform(.\(name), from: self)" : wiredNote(segue))
        return "the unwind segue\(identifier) to \(action) is generated (case .\(name)); \(start). Its destination is found at run time as UIKit does, "
            + "but the action is named by its selector string (a renamed method makes the unwind do nothing, as in the storyboard) "
            + "and overrides of allowedChildrenForUnwinding(from:) or childContaining(_:) are not consulted"
    }

    /// Where the generated code wires a triggered segue's trigger (`wiredSegues`): its action
    /// method, and whether `connect(to:)` or `configure(_:)` sets the target.
    func wiredNote(_ segue: XibSegue) -> String {
        guard let action = triggerActions[segue.id], wiredSegues.contains(segue.id) else { return "its trigger is wired by connect(to:)" }
        let place = isConfigured(segue) ? "configure(_:)" : "connect(to:)"
        return "its \(action.kind.description) targets the controller with \(action.method)(_:), set by \(place)"
    }

    /// How a triggered segue is started in code when the generated code does not wire its
    /// trigger: the call the app makes from the trigger's action (nil when wired or manual). A
    /// cell's selection stays the app's: its data source and delegate own selection.
    func unwiredTrigger(_ segue: XibSegue, in scene: XibScene) -> String? {
        guard let name = segueCases[segue.id], !wiredSegues.contains(segue.id) else { return nil }
        let call = "\(namespace).trigger(.\(name), from: self, sender: …)"
        switch segue.trigger {
        case .controller, .containerView: return nil
        case .control: return "call \(call) from the control's action"
        case .barButtonItem: return "call \(call) from the bar button item's action"
        case .gestureRecognizer: return "call \(call) from the gesture recognizer's action"
        case .tableViewCell(let accessory):
            return accessory ? "call \(call) from tableView(_:accessoryButtonTappedForRowWith:)" : "call \(call) from tableView(_:didSelectRowAt:)"
        case .collectionViewCell: return "call \(call) from collectionView(_:didSelectItemAt:)"
        case .other(let tag): return "call \(call) from the <\(tag)>'s action"
        }
    }

    /// `"login screen"` → `LoginScreen`.
    static func factoryBase(identifier: String) -> String? {
        SceneTypeNaming.pascal(identifier)
    }

    static func factoryBase(_ scene: XibScene, controller: XibObject) -> String {
        if let custom = controller.customClass, SwiftIdentifier.isValid(custom) { return custom }
        if let title = scene.title.flatMap(SceneTypeNaming.pascal) { return title }
        if let reference = controller.storyboardReference {
            return (reference.storyboardName.flatMap(SceneTypeNaming.pascal) ?? "") + (reference.referencedIdentifier.flatMap(SceneTypeNaming.pascal) ?? "") + "Reference"
        }
        return SwiftIdentifier.upperCamelCase(ElementCatalog.spec(for: controller.tag).role)
    }

    /// What names a segue without an identifier: its kind and destination
    /// (`showProfileViewController`). Cases are `IdentifierNames.memberNames` of the identifiers
    /// (else these), in document order: `"show detail"` → `showDetail`, `"2nd detail"` →
    /// `_2ndDetail`, a keyword back-ticked, duplicates numbered.
    static func unidentifiedName(_ segue: XibSegue, destination: String?) -> String {
        segue.kind.rawValue + " " + (destination ?? "")
    }


    /// The segues `perform` and `trigger` reach, in document order.
    var generatedSegues: [GeneratedSegue] {
        document.scenes.flatMap { scene -> [GeneratedSegue] in
            guard let controller = scene.controller, let typeName = segueTypes[controller.id], let factory = factories[controller.id] else { return [] }
            return scene.segues.compactMap { segue in
                segueCases[segue.id].map { caseName in
                    var generated = GeneratedSegue(id: segue.id, namespace: namespace, sourceFactory: factory, typeName: typeName, caseName: caseName)
                    if wiredSegues.contains(segue.id), let action = triggerActions[segue.id] {
                        generated.trigger = .init(kind: action.kind, ownerClass: action.ownerClass, selector: action.method + ":")
                    }
                    return generated
                }
            }
        }
    }

    // MARK: - Writing

    private var access: String { options.accessLevel == .internal ? "" : "public " }

    mutating func write(into writer: inout CodeWriter) {
        guard !factories.isEmpty else { return }
        writer.line()
        writer.line("/// The flow of `\(namespace)` as code: a factory per scene, the initial controller, the segues.")
        writer.block("@MainActor \(access)extension \(namespace)") { w in
            var first = true
            if let initial = document.initialScene?.controller, let factory = factories[initial.id] {
                w.line("/// The storyboard's initial view controller, built in code (`instantiateInitialViewController()`).")
                w.block("\(access)static func makeInitialViewController() -> \(returnType(initial))") { $0.line("\(factory)()") }
                first = false
            }
            for scene in document.scenes {
                guard let controller = scene.controller, let factory = factories[controller.id] else { continue }
                if !first { w.line() }
                first = false
                writeFactory(scene, controller: controller, name: factory, into: &w)
            }
            for scene in document.scenes {
                guard let controller = scene.controller, let typeName = segueTypes[controller.id] else { continue }
                w.line()
                writeSegues(scene, controller: controller, typeName: typeName, into: &w)
            }
            if hasUnwinds {
                w.line()
                writeUnwind(into: &w)
            }
        }
    }

    /// The action methods of the wired triggers (`triggerActions`), in an extension of each
    /// source scene's controller class, after the flow: the trigger sends its action to the
    /// controller with itself as the sender, which `prepare(for:sender:)` sees, as UIKit's.
    func writeTriggerActions(into writer: inout CodeWriter) {
        for scene in document.scenes {
            let actions = scene.segues.compactMap { segue in
                wiredSegues.contains(segue.id) ? triggerActions[segue.id].map { (segue, $0) } : nil
            }
            guard let controller = scene.controller, let typeName = segueTypes[controller.id], let first = actions.first else { continue }
            writer.line()
            writer.line("/// The actions of the segues the scene \(StoryboardGenerator.describe(scene)) of `\(namespace)` starts from its controls, bar")
            writer.line("/// button items and gestures, which target the controller as the storyboard's triggers did.")
            writer.block("extension \(first.1.ownerClass)") { w in
                for (index, (segue, action)) in actions.enumerated() {
                    if index > 0 { w.line() }
                    w.block("@objc fileprivate func \(action.method)(_ sender: Any)") { body in
                        body.line("\(namespace).trigger(\(namespace).\(typeName).\(segueCases[segue.id]!), from: self, sender: sender)")
                    }
                }
            }
        }
    }

    /// A reference's factory returns what the referenced factory does, which this document
    /// cannot see: `UIViewController` (as `controllerClass(of:)` says).
    private func returnType(_ controller: XibObject) -> String {
        StoryboardGenerator.controllerClass(of: controller)
    }

    private mutating func writeFactory(_ scene: XibScene, controller: XibObject, name: String, into w: inout CodeWriter) {
        let type = returnType(controller)
        let described = StoryboardGenerator.describe(scene)
        if let reference = controller.storyboardReference {
            w.line("/// The storyboard reference \(described) (line \(controller.location.line)).")
            let expression = referenceExpression(reference, at: controller.location)
            w.block("\(access)static func \(name)() -> UIViewController") { body in
                // The reference's own items (a tab's item) go to the referenced controller, as UIKit does.
                let configuration = containerConfiguration[controller.id] ?? []
                if configuration.isEmpty {
                    body.line(expression)
                } else {
                    body.line("let controller = \(expression)")
                    body.lines(configuration)
                    body.line("return controller")
                }
            }
            return
        }
        let kind = controller.controllerKind
        w.line("/// The scene \(described), built in code as the storyboard instantiated it.")
        w.block("\(access)static func \(name)() -> \(type)") { body in
            if let layout = layouts[controller.id] {
                if controller.customClass.map(SwiftIdentifier.isValid) == true {
                    // The app's class applies `configure(_:)` in its initializer and installs the
                    // layout in `loadView()` (README "Migrating a storyboard scene").
                    body.line("\(type)()")
                    return
                }
                let initializer: String
                switch kind {
                case .tableViewController:
                    let style = controller.rootView?[attribute: "style"].flatMap { ["grouped": ".grouped", "insetGrouped": ".insetGrouped"][$0] } ?? ".plain"
                    initializer = "\(type)(style: \(style))"
                case .collectionViewController:
                    initializer = "\(type)(collectionViewLayout: \(layout.typeName).makeCollectionViewLayout())"
                default:
                    initializer = "\(type)()"
                }
                body.line("let controller = \(initializer)")
                body.line("\(layout.typeName).configure(controller)")
                body.line("let layout = \(layout.typeName)()")
                body.line("controller.\(layout.installation) = layout")
                body.line("layout.connect(to: controller)")
                body.line("return controller")
                return
            }
            var lines = ["let controller = \(containerInitializer(controller, type: type))"]
            lines += containerConfiguration[controller.id] ?? []
            lines += children(of: scene, controller: controller)
            if lines.count == 1 {
                body.line(String(lines[0].dropFirst("let controller = ".count)))
            } else {
                body.lines(lines)
                body.line("return controller")
            }
        }
    }

    private func containerInitializer(_ controller: XibObject, type: String) -> String {
        guard controller.controllerKind == .pageViewController else { return "\(type)()" }
        let transition = controller[attribute: "transitionStyle"] == "pageCurl" ? ".pageCurl" : ".scroll"
        let orientation = controller[attribute: "navigationOrientation"] == "vertical" ? ".vertical" : ".horizontal"
        var options = "nil"
        if let spine = controller[attribute: "spineLocation"], ["min", "mid", "max"].contains(spine), transition == ".pageCurl" {
            options = "[.spineLocation: NSNumber(value: UIPageViewController.SpineLocation.\(spine).rawValue)]"
        }
        return "\(type)(transitionStyle: \(transition), navigationOrientation: \(orientation), options: \(options))"
    }

    /// A container's children from its `relationship` segues, in document order.
    private mutating func children(of scene: XibScene, controller: XibObject) -> [String] {
        var byRelationship: [(String, [String])] = []
        for segue in scene.segues where segue.kind == .relationship && segue.source == controller.id {
            guard let relationship = segue.relationship else { continue }
            guard let child = document.scene(containing: segue.destination)?.controller, let factory = factories[child.id] else {
                report("the \(relationship) relationship reaches a scene no factory builds (\(segue.destination)); set it in code", kind: "container-child", at: segue.location)
                continue
            }
            if let index = byRelationship.firstIndex(where: { $0.0 == relationship }) {
                byRelationship[index].1.append("\(factory)()")
            } else {
                byRelationship.append((relationship, ["\(factory)()"]))
            }
        }
        var lines: [String] = []
        switch controller.controllerKind {
        case .navigationController?:
            let roots = byRelationship.first { $0.0 == "rootViewController" }?.1 ?? []
            if !roots.isEmpty { lines.append("controller.viewControllers = [\(roots.joined(separator: ", "))]") }
        case .tabBarController?:
            let tabs = byRelationship.first { $0.0 == "viewControllers" }?.1 ?? []
            if !tabs.isEmpty { lines.append("controller.viewControllers = [\(tabs.joined(separator: ", "))]") }
        case .splitViewController?:
            let master = byRelationship.first { $0.0 == "masterViewController" }?.1 ?? []
            let detail = byRelationship.first { $0.0 == "detailViewController" }?.1 ?? []
            if !(master + detail).isEmpty { lines.append("controller.viewControllers = [\((master + detail).joined(separator: ", "))]") }
        default:
            break
        }
        for (relationship, _) in byRelationship where !Self.relationships(of: controller.controllerKind).contains(relationship) {
            let segue = scene.segues.first { $0.relationship == relationship }
            report("the \(relationship) relationship of <\(controller.tag)> is not translated; set it in code", kind: "container-child", at: segue?.location ?? controller.location)
            lines.append("// xibgen: the \(relationship) relationship is not translated; set it in code")
        }
        return lines
    }

    private static func relationships(of kind: XibControllerKind?) -> Set<String> {
        switch kind {
        case .navigationController?: ["rootViewController"]
        case .tabBarController?: ["viewControllers"]
        case .splitViewController?: ["masterViewController", "detailViewController"]
        default: []
        }
    }

    /// The referenced scene: this storyboard's factory, another storyboard's by convention, or
    /// `UIStoryboard` for another bundle.
    private mutating func referenceExpression(_ reference: XibStoryboardReference, at location: SourceLocation) -> String {
        if let bundle = reference.bundleIdentifier, let name = reference.storyboardName {
            let storyboard = "UIStoryboard(name: \(SwiftLiteral.string(name)), bundle: Bundle(identifier: \(SwiftLiteral.string(bundle))))"
            if let identifier = reference.referencedIdentifier {
                return "\(storyboard).instantiateViewController(withIdentifier: \(SwiftLiteral.string(identifier)))"
            }
            return "\(storyboard).instantiateInitialViewController()!"
        }
        guard let name = reference.storyboardName else {
            // A reference to a scene of this storyboard.
            if let identifier = reference.referencedIdentifier, let scene = document.scene(storyboardIdentifier: identifier),
               let controller = scene.controller, let factory = factories[controller.id] {
                return "\(factory)()"
            }
            report("the storyboard reference names no scene of this storyboard (\(reference.referencedIdentifier ?? "no identifier")); instantiate it in code", kind: "storyboard-reference", at: location)
            return "fatalError(\"xibgen: the storyboard reference names no scene of this storyboard\")"
        }
        guard let (other, factory) = ViewCodeGenerator.referencedFactory(reference, options: options) else {
            return "UIStoryboard(name: \(SwiftLiteral.string(name)), bundle: nil).instantiateViewController(withIdentifier: \(SwiftLiteral.string(reference.referencedIdentifier ?? "")))"
        }
        return "\(other).\(factory)()"
    }

    // MARK: - Segues

    private mutating func writeSegues(_ scene: XibScene, controller: XibObject, typeName: String, into w: inout CodeWriter) {
        let segues = scene.segues.filter { segueCases[$0.id] != nil }
        let source = StoryboardGenerator.controllerClass(of: controller)
        let described = StoryboardGenerator.describe(scene)
        w.line("/// The segues the scene \(described) starts; `identifier` is what `prepare(for:sender:)` sees.")
        w.block("\(access)enum \(typeName): CaseIterable") { body in
            for segue in segues { body.line("case \(segueCases[segue.id]!)") }
            body.line()
            body.block("\(access)var identifier: String?") { getter in
                getter.line("switch self {")
                for segue in segues {
                    getter.line("case .\(segueCases[segue.id]!): \(segue.identifier.map(SwiftLiteral.string) ?? "nil")")
                }
                getter.line("}")
            }
        }
        w.line()
        w.line("/// Performs `segue` from `source` as `performSegue(withIdentifier:sender:)` did: builds the destination,")
        w.line("/// calls the source's `prepare(for:sender:)`, then performs the transition.")
        w.block("\(access)static func perform(_ segue: \(typeName), from source: \(source), sender: Any? = nil)") { body in
            body.line("switch segue {")
            for segue in segues {
                body.line("case .\(segueCases[segue.id]!):")
                body.lines(performStatements(segue, scene: scene).map { options.indent + $0 })
            }
            body.line("}")
        }
        w.line()
        w.line("/// What a control, bar button item, gesture or cell did with `segue`: asks the source's")
        w.line("/// `shouldPerformSegue(withIdentifier:sender:)` (for a segue with an identifier), then `perform`s it.")
        w.block("\(access)static func trigger(_ segue: \(typeName), from source: \(source), sender: Any?)") { body in
            body.line("if let identifier = segue.identifier, !source.shouldPerformSegue(withIdentifier: identifier, sender: sender) { return }")
            body.line("perform(segue, from: source, sender: sender)")
        }
    }

    /// The statements performing one segue.
    private mutating func performStatements(_ segue: XibSegue, scene: XibScene) -> [String] {
        let identifier = segue.identifier.map(SwiftLiteral.string) ?? "nil"
        let animated = segue.animates ? "true" : "false"
        guard let destinationController = document.scene(containing: segue.destination)?.controller,
              let factory = factories[destinationController.id] else {
            report("the \(segue.kind.rawValue) segue reaches a scene no factory builds; perform it in code", kind: "segue", at: segue.location)
            return ["// xibgen: the destination (\(segue.destination)) has no factory (line \(segue.location.line))", "break"]
        }
        var lines = ["let destination = \(factory)()"]
        var transition: [String]
        switch segue.kind {
        case .show:
            transition = ["source.show(destination, sender: sender)"]
        case .showDetail:
            transition = ["source.showDetailViewController(destination, sender: sender)"]
        case .push:
            transition = ["source.navigationController?.pushViewController(destination, animated: \(animated))"]
        case .presentation, .modal:
            if let style = segue.modalPresentationStyle { lines.append("destination.modalPresentationStyle = .\(style)") }
            if let style = segue.modalTransitionStyle { lines.append("destination.modalTransitionStyle = .\(style)") }
            transition = ["source.present(destination, animated: \(animated))"]
        case .popoverPresentation, .popover:
            lines.append("destination.modalPresentationStyle = .popover")
            lines.append("if let popover = destination.popoverPresentationController {")
            let layout = layoutExpression(of: scene)
            if let anchor = segue.popoverAnchorView, let name = propertyName(anchor, in: scene) {
                lines.append("\(options.indent)if let anchor = \(layout)?.\(name) {")
                lines.append("\(options.indent)\(options.indent)popover.sourceView = anchor")
                lines.append("\(options.indent)\(options.indent)popover.sourceRect = anchor.bounds")
                lines.append("\(options.indent)}")
            } else if let anchor = segue.popoverAnchorBarButtonItem, let item = barButtonItemExpression(anchor, in: scene) {
                lines.append("\(options.indent)popover.barButtonItem = \(item)")
            } else {
                // No anchor of its own: the popover points at what triggered it.
                lines.append("\(options.indent)if let item = sender as? UIBarButtonItem {")
                lines.append("\(options.indent)\(options.indent)popover.barButtonItem = item")
                lines.append("\(options.indent)} else if let view = sender as? UIView {")
                lines.append("\(options.indent)\(options.indent)popover.sourceView = view")
                lines.append("\(options.indent)\(options.indent)popover.sourceRect = view.bounds")
                lines.append("\(options.indent)}")
            }
            if let arrows = segue.popoverArrowDirections, !arrows.isAny {
                let list = [("up", arrows.up), ("down", arrows.down), ("left", arrows.left), ("right", arrows.right)].filter(\.1).map { ".\($0.0)" }
                lines.append("\(options.indent)popover.permittedArrowDirections = [\(list.joined(separator: ", "))]")
            }
            let passthrough = segue.passthroughViews.compactMap { propertyName($0, in: scene) }
            if !passthrough.isEmpty, passthrough.count == segue.passthroughViews.count {
                lines.append("\(options.indent)if let layout = \(layout) {")
                lines.append("\(options.indent)\(options.indent)popover.passthroughViews = [\(passthrough.map { "layout.\($0)" }.joined(separator: ", "))]")
                lines.append("\(options.indent)}")
            }
            lines.append("}")
            transition = ["source.present(destination, animated: \(animated))"]
        case .custom:
            guard let custom = segue.customClass, SwiftIdentifier.isValid(custom) else {
                report("the custom segue has no class; perform it in code", kind: "segue", at: segue.location)
                return ["// xibgen: a custom segue without a class (line \(segue.location.line))", "break"]
            }
            lines.append("let segue = \(custom)(identifier: \(identifier), source: source, destination: destination)")
            lines.append("source.prepare(for: segue, sender: sender)")
            lines.append("segue.perform()")
            return lines
        case .replace:
            transition = ["source.splitViewController?.showDetailViewController(destination, sender: sender)"]
        case .unwind:
            let action = SwiftLiteral.string(segue.unwindAction ?? "")
            return ["unwind(from: source, action: Selector((\(action))), identifier: \(identifier), sender: sender)"]
        case .relationship, .embed, .unknown:
            report("the \(segue.kind.rawValue) segue is not translated; perform it in code", kind: "segue", at: segue.location)
            return ["// xibgen: a \(segue.kind.rawValue) segue is not translated (line \(segue.location.line))", "break"]
        }
        lines.append("let segue = UIStoryboardSegue(identifier: \(identifier), source: source, destination: destination) {")
        lines += transition.map { options.indent + $0 }
        lines.append("}")
        lines.append("source.prepare(for: segue, sender: sender)")
        lines.append("segue.perform()")
        return lines
    }

    /// The storyboard's unwind, as UIKit runs an unwind segue (Apple, "Dismissing a view
    /// controller with an unwind segue"): the destination is the closest controller, starting
    /// with the source's parent (or, at the top, its presenter) and walking up, whose
    /// `canPerformUnwindSegueAction(_:from:sender:)` accepts — at each level its children but the
    /// one holding the source first (a navigation controller's from the top of its stack), depth
    /// first, then the level itself. Then the source's `prepare(for:sender:)`, the action on the
    /// destination, `unwind(for:towards:)` on each container above it (a navigation controller
    /// pops, a tab bar controller selects), and the dismissal of what is presented over it.
    /// `allowedChildrenForUnwinding(from:)` and `childContaining(_:)` take the
    /// `UIStoryboardUnwindSegueSource` only UIKit creates: their default is applied here, an
    /// override is not consulted.
    private func writeUnwind(into w: inout CodeWriter) {
        let i = options.indent
        w.line("/// Performs an unwind segue from `source` as UIKit does for the storyboard's: finds the closest controller")
        w.line("/// implementing `action` (children before their container, walking up through parents and presenters),")
        w.line("/// calls the source's `prepare(for:sender:)`, the action on it, `unwind(for:towards:)` on the containers above it,")
        w.line("/// and dismisses what is presented over it. Nil, doing nothing, when no controller implements `action` (as UIKit).")
        w.line("@discardableResult")
        w.block("\(access)static func unwind(from source: UIViewController, action: Selector, identifier: String?, sender: Any?) -> UIViewController?") { body in
            body.block("func holdsSource(_ controller: UIViewController) -> Bool") { f in
                f.line("var current: UIViewController? = source")
                f.block("while let candidate = current") { l in
                    l.line("if candidate === controller { return true }")
                    l.line("current = candidate.parent ?? candidate.presentingViewController")
                }
                f.line("return false")
            }
            body.block("func search(_ controller: UIViewController) -> UIViewController?") { f in
                f.line("var children = controller.children.filter { !holdsSource($0) }")
                f.line("if controller is UINavigationController { children.reverse() }")
                f.block("for child in children") { l in
                    l.line("if let found = search(child) { return found }")
                }
                f.line("return controller.canPerformUnwindSegueAction(action, from: source, sender: sender) ? controller : nil")
            }
            body.line("var level = source.parent ?? source.presentingViewController")
            body.line("var found: UIViewController?")
            body.block("while let container = level, found == nil") { l in
                l.line("found = search(container)")
                l.line("level = container.parent ?? container.presentingViewController")
            }
            body.line("guard let destination = found else { return nil }")
            body.line("let segue = UIStoryboardSegue(identifier: identifier, source: source, destination: destination) {")
            body.line("\(i)var root = destination")
            body.line("\(i)while let parent = root.parent { root = parent }")
            body.line("\(i)if let presented = root.presentedViewController, holdsSource(presented) { root.dismiss(animated: true) }")
            body.line("}")
            body.line("source.prepare(for: segue, sender: sender)")
            body.line("UIApplication.shared.sendAction(action, to: destination, from: segue, for: nil)")
            body.line("var child = destination")
            body.block("while let container = child.parent") { l in
                l.line("container.unwind(for: segue, towards: child)")
                l.line("child = container")
            }
            body.line("segue.perform()")
            body.line("return destination")
        }
    }

    /// A bar button item of the source controller, where `configure(_:)` put it: its navigation
    /// item's left or right items, or its toolbar items.
    private func barButtonItemExpression(_ id: String, in scene: XibScene) -> String? {
        guard let controller = scene.controller else { return nil }
        if let navigationItem = controller.navigationItem {
            for key in ["leftBarButtonItem", "rightBarButtonItem"] where navigationItem.keyedObject(key)?.id == id {
                return "source.navigationItem.\(key)"
            }
            for key in ["leftBarButtonItems", "rightBarButtonItems"] {
                if let index = navigationItem.keyedObjects(key).firstIndex(where: { $0.id == id }) {
                    return "source.navigationItem.\(key)?[\(index)]"
                }
            }
        }
        if let index = controller.toolbarItems.firstIndex(where: { $0.id == id }) { return "source.toolbarItems?[\(index)]" }
        return nil
    }

    /// The source's layout, from its controller (`source.viewIfLoaded as? Layout`).
    private func layoutExpression(of scene: XibScene) -> String {
        guard let controller = scene.controller, let layout = layouts[controller.id] else { return "nil as UIView?" }
        let view = layout.installation == "view" ? "source.viewIfLoaded" : "source.\(layout.installation)"
        return "(\(view) as? \(namespace).\(layout.typeName))"
    }

    private func propertyName(_ id: String, in scene: XibScene) -> String? {
        guard let controller = scene.controller, case .some(.some(let name)) = layouts[controller.id]?.names[id] else { return nil }
        return name
    }

    /// Child containment as UIKit does for an embed segue: `prepare(for:sender:)` first, then
    /// `addChild`, the child's view into the container view filling it, `didMove(toParent:)`.
    func embedStatements(_ segue: XibSegue, owner: String, container: String) -> [String] {
        guard let child = document.scene(containing: segue.destination)?.controller, let factory = factories[child.id] else {
            return ["// xibgen: the embedded scene (\(segue.destination)) has no factory (line \(segue.location.line))"]
        }
        let identifier = segue.identifier.map(SwiftLiteral.string) ?? "nil"
        let i = options.indent
        return [
            "let child = \(namespace).\(factory)()",
            "let embed = UIStoryboardSegue(identifier: \(identifier), source: \(owner), destination: child) {",
            "\(i)let container = \(container)",
            "\(i)\(owner).addChild(child)",
            "\(i)child.view.translatesAutoresizingMaskIntoConstraints = false",
            "\(i)container.addSubview(child.view)",
            "\(i)NSLayoutConstraint.activate([",
            "\(i)\(i)child.view.topAnchor.constraint(equalTo: container.topAnchor),",
            "\(i)\(i)child.view.leadingAnchor.constraint(equalTo: container.leadingAnchor),",
            "\(i)\(i)child.view.bottomAnchor.constraint(equalTo: container.bottomAnchor),",
            "\(i)\(i)child.view.trailingAnchor.constraint(equalTo: container.trailingAnchor),",
            "\(i)])",
            "\(i)child.didMove(toParent: \(owner))",
            "}",
            "\(owner).prepare(for: embed, sender: nil)",
            "embed.perform()",
        ]
    }

    private mutating func report(_ message: String, kind: String, at location: SourceLocation) {
        diagnostics.append(Diagnostic(.warning, kind: kind, message, at: location))
    }
}

extension ViewCodeGenerator {
    /// The factory a storyboard reference to another storyboard of the main bundle calls, by
    /// convention: that storyboard's namespace and `makeInitialViewController`, or `make` + the
    /// referenced Storyboard ID in UpperCamelCase (`SettingsStoryboard`, `makeProfile`). Nil for
    /// a reference within the storyboard, to another bundle, or to an ID with no letters.
    public static func referencedFactory(_ reference: XibStoryboardReference, options: GeneratorOptions = .default) -> (namespace: String, factory: String)? {
        guard let name = reference.storyboardName, reference.bundleIdentifier == nil else { return nil }
        let base = SwiftIdentifier.upperCamelCase(SwiftIdentifier.sanitized(name.replacingAll("-", with: "_")))
        let namespace = SwiftIdentifier.sanitized(options.storyboardNamespaceTemplate.replacingAll("{storyboard}", with: base))
        guard let identifier = reference.referencedIdentifier else { return (namespace, "makeInitialViewController") }
        guard let factoryBase = StoryboardFlow.factoryBase(identifier: identifier) else { return nil }
        return (namespace, "make" + factoryBase)
    }
}
