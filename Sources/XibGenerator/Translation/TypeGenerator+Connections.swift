import XibModel

/// Connections: outlets, outlet collections, actions, File's Owner wiring.
extension TypeGenerator {
    mutating func allConnections() -> [XibConnection] {
        if let connectionsCache { return connectionsCache }
        connectionsCache = connectionsOfType()
        return connectionsCache!
    }

    func connectionsOfType() -> [XibConnection] {
        var result: [XibConnection] = []
        for placeholder in document.placeholders { result += placeholder.connections }
        root.forEachObject { result += $0.connections }
        for member in members where member.relation == .gesture || member.relation == .outletObject { result += member.object.connections }
        return result
    }

    struct ConnectionOutput {
        var properties: [String] = []
        var configure: [String] = []
        /// Extra methods, each a list of lines.
        var methods: [[String]] = []
    }

    mutating func connectionStatements() -> ConnectionOutput {
        var output = ConnectionOutput()
        var aliasNaming = namingBesideViews()
        let ownerSources = Set([root.id] + document.placeholders.filter(\.isFilesOwner).map(\.id))

        var ownerAssignments: [String] = []
        var ownerClass: String?
        /// An outlet of `holder` (spelled `receiver` in code) to a placeholder: `connect(to:)` sets
        /// it when the property is one the generated code can set (`settable`) and the placeholder
        /// is a File's Owner of a known class; else it is reported for the app to set.
        func connectToPlaceholder(_ placeholder: XibPlaceholder, property: String, receiver: String, holder: String,
                                  settable: Bool = true, at location: SourceLocation) {
            if settable, placeholder.isFilesOwner, let owner = placeholder.customClass, SwiftIdentifier.isValid(owner) {
                ownerAssignments.append("\(receiver)\(SwiftIdentifier.escaped(property)) = owner")
                ownerClass = owner
                return
            }
            let owner = placeholder.customClass ?? placeholder.identifier
            let place = placeholder.userLabel ?? placeholder.identifier
            diagnostics.append(Diagnostic(.warning, kind: "owner-outlet",
                "\(holder).\(property) is connected to the \(place) (\(owner)); set it there in code", at: location))
            output.configure.append("// xibgen: set \(holder).\(property) in \(owner) (connected to the \(place) in the XIB)")
        }
        // Outlets of the owner or the root name the views; a second name for the same view
        // becomes an alias. Outlets of custom subviews are assigned.
        for connection in allConnections() where connection.kind == .outlet {
            guard let property = connection.property else { continue }
            let target = names[connection.destination]
            // The root's own outlet to the File's Owner (a text view's `delegate`): set by `connect(to:)`
            // when the superclass declares it, else left to the XIB's class.
            if connection.source == root.id, case .placeholder(let placeholder)? = document.reference(connection.destination) {
                let rootSpec = ElementCatalog.spec(forUIKitClass: superclass) ?? spec(for: root)
                // Only a property the type or its superclass has can be set here; else the XIB's class sets it.
                let settable = inheritsRootClass || rootSpec.delegateProtocols[property] != nil
                connectToPlaceholder(placeholder, property: rootSpec.swiftPropertyNames[property] ?? property, receiver: "", holder: root.customClass ?? typeName,
                                     settable: settable, at: connection.location)
                continue
            }
            if isInherited(connection) {
                guard let name = constraintNames[connection.destination] ?? names[connection.destination].flatMap({ $0 }) else { continue }
                if naming.isReadOnlyMember(property) {
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
            if let source = document.object(connection.source), source.customClass == nil, !spec(for: source).isTranslated {
                diagnostics.append(Diagnostic(.warning, kind: "unsupported-connection",
                    "the outlet \(property) of <\(source.tag)> is not translated (the element is not)", at: connection.location))
                output.configure.append("// xibgen: \(sourceName).\(property) is not set: <\(source.tag)> is not translated (line \(connection.location.line))")
                continue
            }
            let swiftProperty = document.object(connection.source).flatMap { spec(for: $0).swiftPropertyNames[property] } ?? property
            if case .some(let destinationName) = target {
                output.configure.append("\(sourceName).\(SwiftIdentifier.escaped(swiftProperty)) = \(outletValue(destinationName, property: property, sourceID: connection.source))")
            } else if case .placeholder(let placeholder)? = document.reference(connection.destination) {
                connectToPlaceholder(placeholder, property: swiftProperty, receiver: sourceName + ".", holder: sourceName, at: connection.location)
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
        // Those of a root whose class the type inherits are that class's properties: set, not declared.
        var collections: [(property: String, members: [String], inherited: Bool)] = []
        for connection in allConnections() where connection.kind == .outletCollection {
            guard let property = connection.property, ownerSources.contains(connection.source),
                  case .some(.some(let member)) = names[connection.destination] else { continue }
            let inherited = inheritsRootClass && connection.source == root.id && property != "gestureRecognizers"
            if let index = collections.firstIndex(where: { $0.property == property && $0.inherited == inherited }) {
                collections[index].members.append(member)
            } else {
                collections.append((property, [member], inherited))
            }
        }
        for collection in collections where collection.inherited {
            output.configure.append("\(SwiftIdentifier.escaped(collection.property)) = [\(collection.members.joined(separator: ", "))]")
        }
        for collection in collections where !collection.inherited && aliasNaming.isAvailable(collection.property) {
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
    func outletValue(_ destination: String?, property: String, sourceID: String) -> String {
        guard destination == nil else { return destination! }
        guard let source = document.object(sourceID),
              let protocolName = spec(for: source).delegateProtocols[property] else { return "self" }
        return "self as? \(protocolName)"
    }

    func classNameForID(_ id: String) -> String {
        guard let object = document.object(id) else { return "UIView" }
        return className(object, spec(for: object))
    }

    mutating func actionStatement(_ connection: XibConnection, source: String?, into output: inout ConnectionOutput) {
        guard let selector = connection.selector, !selector.isEmpty,
              let sourceObject = document.object(connection.source) else { return }
        let receiver = source.map { "\($0)." } ?? ""
        let sourceSpec = spec(for: sourceObject)
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
    func target(_ connection: XibConnection) -> String {
        if case .some(let name) = names[connection.destination] { return name ?? "self" }
        return "nil"
    }

    func selectorExpression(_ selector: String, destination: String) -> String {
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
}
