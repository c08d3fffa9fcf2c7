import XibModel

/// A scene's `static func configure(_ controller:)`: what a storyboard sets on the controller
/// when it instantiates it, before its view loads — its own attributes (title, presentation and
/// transition styles, extended layout…), its navigation item (title, prompt, back button, bar
/// button items with their actions), its tab bar item and toolbar items. A pushed controller
/// shows its title and a tab its item without loading the view, so these cannot wait for
/// `loadView()`: the controller calls `configure` from its initializer.
struct ControllerConfiguration {
    let document: XibDocument
    let scene: XibScene
    let controller: XibObject
    let spec: ElementSpec
    let controllerClass: String
    let options: GeneratorOptions
    let localization: TextLocalization
    /// The catalogs' asset symbols (`style.assetSymbols`), `.none` otherwise.
    var assets: AssetSymbols = .none

    /// What the project's Swift source declares for the document's classes (private actions).
    var ownerFacts: OwnerFacts = .none
    /// Bar button item id → the action of the segue it triggers (`StoryboardFlow.itemActions`).
    var segueActions: [String: StoryboardFlow.TriggerAction] = [:]

    private(set) var diagnostics: [Diagnostic] = []
    /// Objects `configure` creates (bar items, the navigation item): outlets to them are set there.
    private(set) var handledObjectIDs: Set<String> = []
    private var statements: [String] = []
    private var locals = ViewNaming(reserved: ["controller"])

    init(document: XibDocument, scene: XibScene, controller: XibObject, spec: ElementSpec, controllerClass: String,
         options: GeneratorOptions, localization: TextLocalization = .literals) {
        self.localization = localization
        self.document = document
        self.scene = scene
        self.controller = controller
        self.spec = spec
        self.controllerClass = controllerClass
        self.options = options
    }

    /// The method's lines.
    mutating func method() -> [String] {
        body()
        let access = options.accessLevel == .internal ? "" : "public "
        let declaration = "\(access)static func configure(_ controller: \(controllerClass))"
        let documentation = [
            "/// Sets what the storyboard gives `\(controllerClass)` when it instantiates it, before its view",
            "/// loads (its title, navigation and tab bar items…): call it from the controller's initializer.",
        ]
        guard !statements.isEmpty else { return documentation + [declaration + " {}"] }
        return documentation + [declaration + " {"] + statements.map { options.indent + $0 } + ["}"]
    }

    /// The statements alone, on `controller` (a container's factory, which has no layout to hold `configure`).
    mutating func statementsOnly() -> [String] {
        body()
        return statements
    }

    private mutating func body() {
        var context = ElementContext(object: controller, spec: spec, receiver: "controller.", deploymentTarget: options.deploymentTarget, indent: options.indent, assets: assets, localization: localization)
        context.applyRules()
        spec.configure?(&context)
        diagnostics += context.diagnostics
        statements += context.statements.lines
        for keyed in controller.keyedObjects {
            switch keyed.key {
            case "view":
                continue
            case "navigationItem":
                navigationItem(keyed)
            case "tabBarItem":
                handledObjectIDs.insert(keyed.id)
                let local = item(keyed)
                statements.append("controller.tabBarItem = \(local)")
            case "toolbarItems":
                continue  // all at once, below
            case "navigationBar", "toolbar", "tabBar":
                // A container's own bars (a navigation controller's bar and toolbar, a tab bar
                // controller's tab bar): their appearance, on the bars the container creates.
                handledObjectIDs.insert(keyed.id)
                bar(keyed)
            default:
                unsupported("the controller's <\(keyed.tag) key=\"\(keyed.key ?? "")\"> is not translated yet", at: keyed.location)
            }
        }
        let toolbarItems = controller.toolbarItems
        if !toolbarItems.isEmpty {
            let names = toolbarItems.map { item($0) }
            statements.append("controller.toolbarItems = [\(names.joined(separator: ", "))]")
        }
        setOutlets(to: Array(handledObjectIDs))
    }

    // MARK: - Items

    /// A container's bar, configured as its element would be, on the bar the container owns.
    private mutating func bar(_ bar: XibObject) {
        let barSpec = ElementCatalog.spec(for: bar.tag)
        var context = ElementContext(object: bar, spec: barSpec, receiver: "controller.\(bar.key ?? bar.tag).", deploymentTarget: options.deploymentTarget, indent: options.indent, assets: assets, localization: localization)
        context.applyRules()
        barSpec.configure?(&context)
        diagnostics += context.diagnostics
        statements += context.statements.lines
    }

    private mutating func navigationItem(_ item: XibObject) {
        handledObjectIDs.insert(item.id)
        let itemSpec = ElementCatalog.spec(for: item.tag)
        var context = ElementContext(object: item, spec: itemSpec, receiver: "controller.navigationItem.", deploymentTarget: options.deploymentTarget, indent: options.indent, assets: assets, localization: localization)
        if let title = item.title {
            context.emit("title = \(context.text(title, keyPath: "title"))")
        }
        context.applyRules()
        itemSpec.configure?(&context)
        diagnostics += context.diagnostics
        statements += context.statements.lines
        if let custom = item.customClass {
            unsupported("the navigation item's class \(custom) cannot be given in code (UIViewController.navigationItem is read-only); its attributes are set on the controller's item", at: item.location)
        }
        var lists: [(key: String, names: [String])] = []
        for keyed in item.keyedObjects {
            switch keyed.key {
            case "leftBarButtonItem", "rightBarButtonItem", "backBarButtonItem":
                let local = self.item(keyed)
                statements.append("controller.navigationItem.\(keyed.key!) = \(local)")
            case "leftBarButtonItems", "rightBarButtonItems":
                let local = self.item(keyed)
                if let index = lists.firstIndex(where: { $0.key == keyed.key }) {
                    lists[index].names.append(local)
                } else {
                    lists.append((keyed.key!, [local]))
                }
            default:
                unsupported("the navigation item's <\(keyed.tag) key=\"\(keyed.key ?? "")\"> (a view in the navigation bar) is not translated yet; set controller.navigationItem.\(keyed.key ?? "") in code", at: keyed.location)
            }
        }
        for list in lists {
            statements.append("controller.navigationItem.\(list.key) = [\(list.names.joined(separator: ", "))]")
        }
    }

    /// Creates a bar button item or tab bar item as a local, with its attributes and actions;
    /// returns the local's name.
    private mutating func item(_ object: XibObject) -> String {
        handledObjectIDs.insert(object.id)
        let itemSpec = ElementCatalog.spec(for: object.tag)
        let name = locals.claim(ViewNaming.descriptiveName(for: object, role: itemSpec.role))
        var context = ElementContext(object: object, spec: itemSpec, receiver: name + ".", deploymentTarget: options.deploymentTarget, indent: options.indent, assets: assets, localization: localization)
        let initializer = itemSpec.initializer.map { build in build(&context) } ?? "\(context.className)()"
        context.applyRules()
        itemSpec.configure?(&context)
        diagnostics += context.diagnostics
        localNames[object.id] = name
        statements.append("let \(name) = \(initializer)")
        statements += context.statements.lines
        for keyed in object.keyedObjects {
            unsupported("the bar item's <\(keyed.tag) key=\"\(keyed.key ?? "")\"> (a custom view) is not translated yet; set \(name).\(keyed.key ?? "customView") in code", at: keyed.location)
        }
        if let segue = segueActions[object.id] {
            // The item's triggered segue: the storyboard's segue template targets the controller.
            statements += StoryboardFlow.wiring(segue, source: name, target: "controller")
            if object.connections.contains(where: { $0.kind == .action }) {
                unsupported("the bar item triggers a segue and sends an action; a bar button item has one target and action: the segue's is kept, call the action from prepare(for:sender:)", at: object.location)
            }
            return name
        }
        for connection in object.connections where connection.kind == .action {
            guard let selector = connection.selector, !selector.isEmpty else { continue }
            let action = selectorExpression(selector, destination: connection.destination)
            if connection.destination == controller.id, let custom = controller.customClass, controller.isSwiftClass, selector.hasSuffix(":"),
               let method = ownerFacts.filePrivateAction(selector, of: custom) {
                diagnostics.append(OwnerSourceChecks.privateAction(selector, of: custom, method, policy: options.privateActions, at: connection.location))
            }
            if connection.destination == controller.id {
                statements.append("\(name).target = controller")
                statements.append("\(name).action = \(action)")
            } else if case .placeholder? = document.reference(connection.destination) {
                // The First Responder: nil-targeted, up the responder chain.
                statements.append("\(name).action = \(action)")
            } else {
                unsupported("the action \(selector) of the bar item goes to an object of the scene's view, which does not exist yet when the controller is configured; set \(name).target in code", at: connection.location)
            }
        }
        return name
    }

    /// The controller's outlets to objects `configure` created, set on the controller when Swift can see them.
    private mutating func setOutlets(to ids: [String]) {
        let targets = Set(ids)
        for connection in controller.connections where connection.kind == .outlet {
            guard let property = connection.property, targets.contains(connection.destination) else { continue }
            let value: String
            if let object = document.object(connection.destination), object.key == "navigationItem" {
                value = "controller.navigationItem"
            } else if let object = document.object(connection.destination), object.key == "tabBarItem" {
                value = "controller.tabBarItem"
            } else if let local = localNames[connection.destination] {
                value = local
            } else {
                continue
            }
            guard controller.isSwiftClass, SwiftIdentifier.isValid(property) else {
                unsupported("the outlet \(property) of \(controllerClass) points at an item configure(_:) creates; Swift cannot see an Objective-C class's outlets: set it in \(controllerClass)", at: connection.location)
                continue
            }
            statements.append("controller.\(SwiftIdentifier.escaped(property)) = \(value)")
        }
    }

    private var localNames: [String: String] = [:]

    private func selectorExpression(_ selector: String, destination: String) -> String {
        if destination == controller.id, controller.isSwiftClass, let custom = controller.customClass, SwiftIdentifier.isValid(custom),
           selector.hasSuffix(":"), let method = TypeGenerator.swiftSelector(selector), ownerFacts.filePrivateAction(selector, of: custom) == nil {
            return "#selector(\(custom).\(method))"
        }
        return "Selector((\(SwiftLiteral.string(selector))))"
    }

    private mutating func unsupported(_ message: String, at location: SourceLocation) {
        diagnostics.append(Diagnostic(.warning, kind: "unsupported-property", message, at: location))
        statements.append("// xibgen: \(message) (line \(location.line))")
    }
}
