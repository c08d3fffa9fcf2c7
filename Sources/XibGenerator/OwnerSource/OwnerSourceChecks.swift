import XibModel

/// Checks a document's connections against the Swift source of the classes it names
/// (`OwnerFacts`): each outlet and action must exist in the class, as the nib loader requires at
/// run time ("this class is not key value coding-compliant for the key …", "unrecognized
/// selector sent to instance"), and an `awakeFromNib()` override no longer runs once the
/// generated code builds the object.
enum OwnerSourceChecks {
    /// Outlets UIKit's own classes declare that Interface Builder connects (a view controller's
    /// `view`, a table view controller's `tableView`, a cell's background views): a class whose
    /// chain ends in UIKit has them without declaring them. Delegates and data sources of the
    /// element itself are in its spec (`delegateProtocols`).
    static let uikitOutlets: Set<String> = [
        "view", "tableView", "collectionView", "searchDisplayController", "searchBar", "navigationItem", "tabBarItem",
        "toolbarItems", "inputView", "inputAccessoryView", "backgroundView", "selectedBackgroundView",
        "multipleSelectionBackgroundView", "accessoryView", "editingAccessoryView", "contentView", "textLabel",
        "detailTextLabel", "imageView", "gestureRecognizers", "delegate", "dataSource", "leftView", "rightView",
        "titleView", "customView", "mask", "maskView", "tableHeaderView", "tableFooterView", "nextResponder",
        "accessibilityElements", "viewControllers", "rootViewController", "refreshControl",
    ]

    /// Actions every UIKit responder answers (`UIResponderStandardEditActions`) and view
    /// controllers' own (`UIViewController`'s unwind and presentation actions).
    static let uikitActions: Set<String> = [
        "cut:", "copy:", "paste:", "pasteAndMatchStyle:", "pasteAndGo:", "pasteAndSearch:", "select:", "selectAll:",
        "delete:", "makeTextWritingDirectionLeftToRight:", "makeTextWritingDirectionRightToLeft:", "toggleBoldface:",
        "toggleItalics:", "toggleUnderline:", "increaseSize:", "decreaseSize:", "find:", "findNext:", "findPrevious:",
        "findAndReplace:", "useSelectionForFind:", "print:", "rename:", "duplicate:", "move:", "export:",
        "alignLeft:", "alignCenter:", "alignRight:", "alignJustified:", "toggleInspector:", "toggleSidebar:",
        "captureTextFromCamera:", "showWritingTools:", "newFromPasteboard:",
    ]

    static func diagnostics(_ document: XibDocument, facts: OwnerFacts) -> [Diagnostic] {
        guard !facts.isEmpty else { return [] }
        var diagnostics: [Diagnostic] = []
        var actionsTo: [String: [XibConnection]] = [:]
        var placeholders = document.placeholders
        for scene in document.scenes { placeholders += scene.placeholders }
        func collectActions(_ connections: [XibConnection]) {
            for connection in connections where connection.kind == .action { actionsTo[connection.destination, default: []].append(connection) }
        }
        for placeholder in placeholders { collectActions(placeholder.connections) }
        document.forEachObject { collectActions($0.connections) }

        func check(id: String, className: String?, tag: String?, connections: [XibConnection], instantiated: Bool, at location: SourceLocation) {
            guard let className, let classFacts = facts.classes[className] else { return }
            let uikitElementOutlets = tag.map { Set(ElementCatalog.spec(for: $0).delegateProtocols.keys) } ?? []
            if classFacts.reportsMissing {
                for connection in connections where connection.kind != .action {
                    guard let property = connection.property, classFacts.outlets[property] == nil,
                          !uikitOutlets.contains(property), !uikitElementOutlets.contains(property) else { continue }
                    diagnostics.append(Diagnostic(.warning, kind: "missing-outlet",
                        "\(className) (\(classFacts.declaredAt)) declares no outlet '\(property)'\(inherited(classFacts)): loading the XIB stops with \"this class is not key value coding-compliant for the key \(property)\"; declare `@IBOutlet var \(property)` or remove the connection",
                        at: connection.location))
                }
                for connection in actionsTo[id] ?? [] {
                    guard let selector = connection.selector, !selector.isEmpty, classFacts.actions[selector] == nil,
                          !uikitActions.contains(selector) else { continue }
                    let swiftName = TypeGenerator.swiftSelector(selector) ?? selector
                    diagnostics.append(Diagnostic(.warning, kind: "missing-action",
                        "\(className) (\(classFacts.declaredAt)) declares no method for the action \(selector)\(inherited(classFacts)): using the control stops the app with \"unrecognized selector sent to instance\"; declare `@IBAction func \(swiftName)` or remove the connection",
                        at: connection.location))
                }
            }
            if instantiated, let awake = classFacts.awakeFromNib {
                diagnostics.append(Diagnostic(.warning, kind: "awake-from-nib",
                    "\(className) overrides awakeFromNib() (\(awake)), which never runs for an object the generated code builds; move that code into layoutDidLoad() (README, \"Migrating a screen\")",
                    at: location))
            }
        }
        // The File's Owner is not built by the nib (UIKit does not send it awakeFromNib on iOS).
        for placeholder in placeholders where placeholder.isFilesOwner {
            check(id: placeholder.id, className: placeholder.customClass, tag: nil, connections: placeholder.connections,
                  instantiated: false, at: placeholder.location)
        }
        document.forEachObject { object in
            check(id: object.id, className: object.customClass, tag: object.tag, connections: object.connections,
                  instantiated: true, at: object.location)
        }
        return diagnostics
    }

    /// An action to a private or file-private method, which `#selector` cannot name from the
    /// generated type: spelled `Selector(("name:"))` instead, with this warning (or error, by
    /// `style.privateActions`) at the connection, naming the method's declaration.
    static func privateAction(_ selector: String, of className: String, _ action: OwnerFacts.Action,
                              policy: GeneratorOptions.PrivateActionPolicy, at location: SourceLocation) -> Diagnostic {
        let method = TypeGenerator.swiftSelector(selector) ?? selector
        let spelled = "Selector((\(SwiftLiteral.string(selector))))"
        switch policy {
        case .warn:
            return Diagnostic(.warning, kind: "private-action",
                "the action \(selector) goes to \(className).\(method), which is \(action.access) (\(action.place)): #selector cannot name it from the generated type, so it is spelled \(spelled), which the compiler does not check; make it internal to get a checked selector",
                at: location)
        case .fail:
            return Diagnostic(.error, kind: "private-action",
                "the action \(selector) goes to \(className).\(method), which is \(action.access) (\(action.place)): #selector cannot name it from the generated type; make it internal to get a checked selector (or set 'style.privateActions: warn' to spell it \(spelled))",
                at: location)
        }
    }

    private static func inherited(_ facts: OwnerFacts.ClassFacts) -> String {
        facts.externalAncestor.map { " (nor do its superclasses in the project, nor UIKit's \($0))" } ?? ""
    }
}
