import XibModel

/// Connections: outlets, outlet collections, actions, File's Owner wiring.
extension TypeGenerator {
    mutating func allConnections() -> [XibConnection] {
        if let connectionsCache { return connectionsCache }
        connectionsCache = connectionsOfType()
        return connectionsCache!
    }

    func connectionsOfType() -> [XibConnection] {
        var result: [XibConnection] = owner.connections
        root.forEachObject { result += $0.connections }
        for member in members where member.relation == .gesture || member.relation == .outletObject { result += member.object.connections }
        return result
    }

    struct ConnectionOutput {
        var properties: [String] = []
        var configure: [String] = []
        /// Statements of `connect(to owner:)`: outlets set to the owner, then actions it receives.
        var ownerOutlets: [String] = []
        var ownerActions: [String] = []
        /// Extra methods, each a list of lines.
        var methods: [[String]] = []
    }

    /// Whether `id` is outside the type's views on the owner's side: the owner itself or another placeholder.
    func isOwnerSide(_ id: String) -> Bool {
        if owner.isOwner(id) { return true }
        if case .placeholder? = document.reference(id) { return true }
        return false
    }

    mutating func connectionStatements() -> ConnectionOutput {
        var output = ConnectionOutput()
        var aliasNaming = namingBesideViews()
        let ownerSources = Set([root.id]).union(owner.ids)

        /// An outlet of `holder` (spelled `receiver` in code) to the owner or a placeholder:
        /// `connect(to:)` sets it when the property is one the generated code can set
        /// (`settable`) and the owner is of a known class; else it is reported for the app to set.
        func connectToOwnerSide(_ destination: String, property: String, receiver: String, holder: String,
                                settable: Bool = true, expecting protocolName: String? = nil, at location: SourceLocation) {
            if settable, owner.isOwner(destination), owner.className != nil, owner.adopts(protocolName) {
                output.ownerOutlets.append("\(receiver)\(SwiftIdentifier.escaped(property)) = owner")
                return
            }
            var ownerName = owner.className ?? owner.role
            var place = owner.role
            if case .placeholder(let placeholder)? = document.reference(destination) {
                ownerName = placeholder.customClass ?? placeholder.identifier
                place = placeholder.userLabel ?? placeholder.identifier
            }
            diagnostics.append(Diagnostic(.warning, kind: "owner-outlet",
                "\(holder).\(property) is connected to the \(place) (\(ownerName)); set it there in code", at: location))
            output.configure.append("// xibgen: set \(holder).\(property) in \(ownerName) (connected to the \(place) in \(owner.loader))")
        }
        // Outlets of the owner or the root name the views; a second name for the same view
        // becomes an alias. Outlets of custom subviews are assigned.
        for connection in allConnections() where connection.kind == .outlet {
            guard let property = connection.property else { continue }
            if let scene, scene.replacedOwnerOutlets.contains(connection.source + "." + property) { continue }
            let target = names[connection.destination]
            // The root's own outlet to the File's Owner (a text view's `delegate`): set by `connect(to:)`
            // when the superclass declares it, else left to the XIB's class.
            if connection.source == root.id, isOwnerSide(connection.destination) {
                let rootSpec = ElementCatalog.spec(forUIKitClass: superclass) ?? spec(for: root)
                // Only a property the type or its superclass has can be set here; else the XIB's class sets it.
                let settable = inheritsRootClass || rootSpec.delegateProtocols[property] != nil
                connectToOwnerSide(connection.destination, property: rootSpec.swiftPropertyNames[property] ?? property, receiver: "",
                                   holder: root.customClass ?? typeName, settable: settable,
                                   expecting: rootSpec.delegateProtocols[property], at: connection.location)
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
            } else if isOwnerSide(connection.destination) {
                connectToOwnerSide(connection.destination, property: swiftProperty, receiver: sourceName + ".", holder: sourceName,
                                   expecting: document.object(connection.source).flatMap { spec(for: $0).delegateProtocols[property] },
                                   at: connection.location)
            }
        }
        // Outlet collections: one computed array per (source, property).
        // Those of a root whose class the type inherits are that class's properties: set, not declared.
        var collections: [(property: String, members: [String], memberIDs: [String], inherited: Bool)] = []
        for connection in allConnections() where connection.kind == .outletCollection {
            guard let property = connection.property, ownerSources.contains(connection.source),
                  case .some(.some(let member)) = names[connection.destination] else { continue }
            let inherited = inheritsRootClass && connection.source == root.id && property != "gestureRecognizers"
            if let index = collections.firstIndex(where: { $0.property == property && $0.inherited == inherited }) {
                collections[index].members.append(member)
                collections[index].memberIDs.append(connection.destination)
            } else {
                collections.append((property, [member], [connection.destination], inherited))
            }
        }
        for collection in collections where collection.inherited {
            output.configure.append("\(SwiftIdentifier.escaped(collection.property)) = [\(collection.members.joined(separator: ", "))]")
        }
        for collection in collections where !collection.inherited && aliasNaming.isAvailable(collection.property) {
            let types = Set(collection.memberIDs.map(classNameForID))
            let element = types.count == 1 ? types.first! : "UIView"
            output.properties.append("var \(aliasNaming.claim(collection.property)): [\(element)] { [\(collection.members.joined(separator: ", "))] }")
        }

        // Actions.
        for connection in allConnections() where connection.kind == .action {
            guard case .some(let sourceName) = names[connection.source] else { continue }
            actionStatement(connection, source: sourceName, into: &output)
        }

        // What the nib or storyboard connected to the owner when it loaded: outlets of views
        // that point at it (delegates, data sources) and the actions it receives. The views
        // cannot know their owner, so the owner hands itself over.
        var flow: [String] = []
        if let hook = scene?.connect { flow = hook(&self) }
        if !output.ownerOutlets.isEmpty || !output.ownerActions.isEmpty || scene?.declaresConnect == true {
            let ownerType = owner.className ?? "AnyObject"
            connectOwnerType = ownerType
            let caller = owner.className.map { "`\($0).loadView()`" } ?? "the owner's `loadView()`"
            let body = (output.ownerOutlets + output.ownerActions + flow).map { options.indent + $0 }
            let declaration = "\(options.accessLevel == .internal ? "" : "public ")func connect(to owner: \(ownerType))"
            output.methods.append(
                ["/// Makes the connections \(owner.loader) made to its \(owner.role): outlets that point at it and the",
                 "/// actions it receives. Call it from \(caller) right after installing the layout."]
                + (body.isEmpty ? [declaration + " {}"] : [declaration + " {"] + body + ["}"]))
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
        if let (className, method) = filePrivateAction(selector, destination: connection.destination) {
            diagnostics.append(OwnerSourceChecks.privateAction(selector, of: className, method, policy: options.privateActions, at: connection.location))
        }
        // Actions to the owner target it directly, in `connect(to:)`, as the nib's connection did;
        // the others are wired with the views.
        let toOwner = owner.isOwner(connection.destination)
        // A storyboard connects objects of one scene only (the others do not exist when a scene
        // loads): an action to another scene's object is reported, never nil-targeted.
        if document.kind == .storyboard, !toOwner, let destinationScene = document.scene(containing: connection.destination),
           destinationScene.id != document.scene(containing: root.id)?.id {
            let what = document.object(connection.destination).map { "<\($0.tag)> \($0.customClass ?? "")" } ?? connection.destination
            diagnostics.append(Diagnostic(.warning, kind: "unsupported-action",
                "the action \(selector) goes to \(what) in another scene, which a storyboard cannot connect; not wired", at: connection.location))
            output.configure.append("// xibgen: action \(selector) of \(source ?? "self") goes to another scene's \(what); not wired (line \(connection.location.line))")
            return
        }
        let target = toOwner ? "owner" : target(connection)
        func emit(_ statement: String) {
            if toOwner { output.ownerActions.append(statement) } else { output.configure.append(statement) }
        }
        switch sourceSpec.wiring {
        case .control:
            var event = connection.eventType.map { "." + SwiftIdentifier.escaped($0) } ?? ".primaryActionTriggered"
            if connection.eventType == nil {
                diagnostics.append(Diagnostic(.warning, kind: "unsupported-action",
                    "the action \(selector) has no eventType; wired for .primaryActionTriggered", at: connection.location))
                event = ".primaryActionTriggered"
            }
            emit("\(receiver)addTarget(\(target), action: \(action), for: \(event))")
        case .targetAction:
            // A nil target sends the action up the responder chain, as a First Responder action does.
            if target != "nil" { emit("\(receiver)target = \(target)") }
            emit("\(receiver)action = \(action)")
        case .gesture:
            guard target == "nil" else {
                emit("\(receiver)addTarget(\(target), action: \(action))")
                return
            }
            // A gesture recognizer sends its action to its targets only: no nil target, no responder chain.
            diagnostics.append(Diagnostic(.warning, kind: "unsupported-action",
                "the gesture action \(selector) goes to the First Responder, which a gesture recognizer cannot target; add a target in code", at: connection.location))
            output.configure.append("// xibgen: \(receiver)addTarget(_:action: \(action)) with the object that handles it (the First Responder in \(owner.loader); line \(connection.location.line))")
        case .none where connection.eventType != nil:
            // A control event on a plain `<view>`: its custom class is a UIControl subclass.
            emit("\(receiver)addTarget(\(target), action: \(action), for: .\(SwiftIdentifier.escaped(connection.eventType!)))")
        case .none:
            diagnostics.append(Diagnostic(.warning, kind: "unsupported-action",
                "the action \(selector) of <\(sourceObject.tag)> is not translated yet", at: connection.location))
            output.configure.append("// xibgen: action \(selector) of \(source ?? "self") is not translated yet (line \(connection.location.line))")
        }
    }

    /// Actions to a view of the type target it; those to the First Responder (or another
    /// placeholder) are nil-targeted: UIKit sends them to the first responder and up the chain.
    func target(_ connection: XibConnection) -> String {
        if case .some(let name) = names[connection.destination] { return name ?? "self" }
        return "nil"
    }

    /// The Swift class a `#selector` to `destination` names: the File's Owner's or the object's, when Swift.
    func swiftClass(of destination: String) -> String? {
        switch document.reference(destination) {
        case .placeholder(let placeholder)?:
            if placeholder.isFilesOwner, placeholder.customModule != nil { return placeholder.customClass }
        case .object(let object)?:
            if object.isSwiftClass { return object.customClass }
        default:
            break
        }
        return nil
    }

    /// The private or file-private method an action to `destination` names, when the class's
    /// source says so and the action would otherwise be spelled with `#selector`.
    func filePrivateAction(_ selector: String, destination: String) -> (className: String, action: OwnerFacts.Action)? {
        guard let swiftClass = swiftClass(of: destination), Self.checkedSelector(selector) != nil,
              let action = ownerFacts.filePrivateAction(selector, of: swiftClass) else { return nil }
        return (swiftClass, action)
    }

    mutating func selectorExpression(_ selector: String, destination: String) -> String {
        let swiftClass = swiftClass(of: destination)
        // A selector without arguments (`refresh`) may name a method UIKit overloads
        // (`dismiss`): the string form is unambiguous. One spelling per receiving class: when one
        // of its selectors needs the string form, all of them take it, so a reader (and a search
        // for `Selector((`) sees every unchecked action of that class at once.
        if let swiftClass, SwiftIdentifier.isValid(swiftClass), Self.checkedSelector(selector) != nil,
           !uncheckedSelectors().contains(destination) {
            return "#selector(\(swiftClass).\(Self.checkedSelector(selector)!))"
        }
        return "Selector((\(SwiftLiteral.string(selector))))"
    }

    /// The `#selector` method reference for an ObjC selector that has one the compiler checks unambiguously.
    static func checkedSelector(_ selector: String) -> String? {
        selector.hasSuffix(":") ? swiftSelector(selector) : nil
    }

    /// The destinations of the document's actions that not every one of can take a checked
    /// `#selector` spelling: Swift cannot spell it, or the method is private to its file (the
    /// owner's source says which). One walk of the document, however many actions ask.
    /// `destinationsWithUncheckedSelectors()`, found when the first action asks and kept for the type.
    private mutating func uncheckedSelectors() -> Set<String> {
        if let known = uncheckedSelectorDestinations { return known }
        let found = destinationsWithUncheckedSelectors()
        uncheckedSelectorDestinations = found
        return found
    }

    private func destinationsWithUncheckedSelectors() -> Set<String> {
        var unchecked = Set<String>()
        var swiftClasses: [String: String?] = [:]
        document.forEachObject { object in
            for connection in object.connections where connection.kind == .action {
                #if DEBUG
                WorkCounts.current?.actionsRead += 1
                #endif
                guard let selector = connection.selector, !selector.isEmpty, !unchecked.contains(connection.destination) else { continue }
                if Self.checkedSelector(selector) == nil {
                    unchecked.insert(connection.destination)
                    continue
                }
                guard !ownerFacts.isEmpty else { continue }
                if swiftClasses[connection.destination] == nil { swiftClasses[connection.destination] = .some(swiftClass(of: connection.destination)) }
                if let swiftClass = swiftClasses[connection.destination]!, ownerFacts.filePrivateAction(selector, of: swiftClass) != nil {
                    unchecked.insert(connection.destination)
                }
            }
        }
        return unchecked
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
