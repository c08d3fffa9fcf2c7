import XibModel

/// `setupConstraints()`'s body, written as the constraints are translated: statements setting up
/// stored or local constraints, then the list `NSLayoutConstraint.activate([…])` activates. Each
/// part is written ahead in a writer that continues the type's (`CodeWriter(continuing:indentedBy:)`)
/// and moved into the method's body: a large XIB's constraints wait for the type's other members
/// as code in chunks, not as a `String` a line (and not copied into a list when they are done).
struct ConstraintCode {
    var prelude: CodeWriter
    var activated: CodeWriter
    var activatesAny = false

    /// For a method of a type whose body `writer` is writing.
    init(inBodyOf writer: CodeWriter) {
        prelude = CodeWriter(continuing: writer, indentedBy: 1)
        activated = CodeWriter(continuing: writer, indentedBy: 2)
    }

    mutating func activate(_ constraint: String) {
        activated.line(String.concat(constraint, ","))
        activatesAny = true
    }

    /// `activate` for an expression made with its comma (`ConstraintTranslation.expression`'s `ending`).
    mutating func activate(withComma line: String) {
        activated.line(line)
        activatesAny = true
    }

    /// Moves the code into the method's body, `writer`.
    mutating func write(into writer: inout CodeWriter) {
        writer.append(moving: &prelude)
        guard activatesAny else { return }
        writer.line("NSLayoutConstraint.activate([")
        writer.append(moving: &activated)
        writer.line("])")
    }
}

/// Constraints: anchors or `NSLayoutConstraint(item:…)`, stored when an outlet or a size class needs them.
extension TypeGenerator {
    /// `setupConstraints()`'s body, for the type whose body `writer` is writing.
    mutating func constraintStatements(outlets: inout [(name: String, type: String, expression: String)], inBodyOf writer: CodeWriter) -> ConstraintCode {
        // By the constraints' id numbers: a constraint is looked up in them by its `idNumber`.
        var constraintOutletNames = IDTable<String>(for: document)
        // Every outlet's destination, the app class's own (inherited) outlets included.
        var outletDestinations = IDTable<Bool>(for: document)
        var outletNaming = namingBesideViews()
        for connection in allConnections() where connection.kind == .outlet {
            outletDestinations[number: connection.destinationNumber, id: connection.destination] = true
            if let property = connection.property, constraintOutletNames[number: connection.destinationNumber, id: connection.destination] == nil {
                guard !isInherited(connection) else { continue }
                constraintOutletNames[number: connection.destinationNumber, id: connection.destination] = property
            }
        }
        var code = ConstraintCode(inBodyOf: writer)
        var owners: [XibObject] = [root]
        // In one pass: a filtered copy of the members first was 9 MB of a 50 MB XIB's peak.
        owners.reserveCapacity(members.count + 1)
        for member in members where member.relation == .subview || member.relation == .provided || spec(for: member.object).isView {
            owners.append(member.object)
        }
        resolveActivation(owners: owners)
        let varyingConstraintIDs = variations.varyingConstraintIDs.union(constraintActivation.keys)
        // Most types vary none and inherit no outlets: no hashing of every constraint's id for them.
        func varies(_ constraint: XibConstraint) -> Bool {
            !varyingConstraintIDs.isEmpty && varyingConstraintIDs.contains(constraint.id)
        }
        // A constraint installed in no size class (the XIB keeps it for editing) is left out, as
        // the nib leaves it out, unless an outlet names it (the owner's code may activate it) —
        // an outlet of the generated type or of the app class it stands for.
        // By position (owner, index): a copy of every constraint (~200 bytes each) held through
        // this function was 26 MB of a 50 MB XIB's peak.
        // A loop, not filter closures: those captured (copied) the whole generator once an owner.
        var generated: [(owner: Int, index: Int)] = []
        for ownerIndex in owners.indices {
            let constraints = owners[ownerIndex].constraints
            for index in constraints.indices where !constraints[index].isPlaceholder
                && (!isNeverInstalled(constraints[index].id)
                    || outletDestinations[number: constraints[index].idNumber, id: constraints[index].id] != nil) {
                generated.append((owner: ownerIndex, index: index))
            }
        }
        // Stored constraints are members: named first, so that no local of `setupConstraints()`
        // takes (and shadows) a member's name, whatever the order of the XIB's constraints.
        var storedNames = IDTable<String>(for: document)
        for (ownerIndex, index) in generated {
            let owner = owners[ownerIndex], constraint = owner.constraints[index]
            let isInheritedOutlet = !inheritedOutletDestinations.isEmpty && inheritedOutletDestinations.contains(constraint.id)
            guard let stored = constraintOutletNames[number: constraint.idNumber, id: constraint.id]
                    ?? (varies(constraint) || isInheritedOutlet ? constraintVariableName(constraint, owner: owner) : nil) else { continue }
            storedNames[number: constraint.idNumber, id: constraint.id] = outletNaming.claim(stored)
        }
        // Locals avoid the views, the stored constraints and every outlet name the owner's
        // properties (aliases, collections) may take.
        // Made when a constraint first needs a local: most types need none, and the names to
        // avoid cost a set of every view name and outlet property per type.
        var localNaming: ViewNaming?
        for (ownerIndex, index) in generated {
            let owner = owners[ownerIndex], constraint = owner.constraints[index]
            // An app's constraint class (`ScreenHeightCompatibleLayoutConstraint`) is instantiated as such.
            let className = constraint.customClass.map(SwiftIdentifier.sanitized)
            var extras: [String] = []
            if let priority = constraint.priority, priority != 1000 {
                extras.append("priority = \(LayoutPriority.swift(priority))")
            }
            if let identifier = constraint.identifier {
                extras.append("identifier = \(SwiftLiteral.string(identifier))")
            }
            let runtimeAttributes = constraint.property(named: "userDefinedRuntimeAttributes")
            let storedName = storedNames[number: constraint.idNumber, id: constraint.id]
            // Activated as it is: made with the list's comma.
            let activatedAsIs = storedName == nil && extras.isEmpty && runtimeAttributes == nil
            guard let expression = constraintExpression(constraint, owner: owner, className: className, ending: activatedAsIs ? "," : "") else { continue }
            if let name = storedName {
                outlets.append((name, className ?? "NSLayoutConstraint", expression))
                for extra in extras { code.prelude.line(String.concat(name, ".", extra)) }
                code.prelude.lines(runtimeAttributeStatements(runtimeAttributes, owner: owner, receiver: name))
                constraintNames[constraint.id] = name
                // Constraints installed only in some size classes are activated by applySizeClassVariations().
                if constraintActivation[constraint.id] == nil { code.activate(name) }
                if varies(constraint) { varyingConstraintOrder.append(constraint.id) }
            } else if activatedAsIs {
                code.activate(withComma: expression)
            } else {
                if localNaming == nil {
                    localNaming = namingBesideViews(and: Set(storedNames.allValues.map(SwiftIdentifier.unescaped)).union(ownerOutletProperties()))
                }
                let name = localNaming!.claim(constraintVariableName(constraint, owner: owner))
                code.prelude.line(String.concat("let ", name, " = ", expression))
                for extra in extras { code.prelude.line(String.concat(name, ".", extra)) }
                code.prelude.lines(runtimeAttributeStatements(runtimeAttributes, owner: owner, receiver: name))
                code.activate(name)
            }
        }
        return code
    }

    /// A constraint's `<userDefinedRuntimeAttributes>` (an app's constraint class reads them, as a
    /// view's class does), set on `receiver` before activation, as the nib set them before
    /// `awakeFromNib`.
    mutating func runtimeAttributeStatements(_ node: XibNode?, owner: XibObject, receiver: String) -> [String] {
        guard let node else { return [] }
        var context = ElementContext(object: owner, spec: spec(for: owner), receiver: receiver + ".", deploymentTarget: options.deploymentTarget, indent: options.indent, assets: assets)
        RuntimeAttributes.translate(node, into: &context)
        diagnostics += context.diagnostics
        var lines: [String] = []
        context.statements.forEachLine { lines.append(String(decoding: $0, as: UTF8.self)) }
        return lines
    }

    /// `ending` follows the expression (see `ConstraintTranslation.expression`).
    mutating func constraintExpression(_ constraint: XibConstraint, owner: XibObject, className: String? = nil, ending: String = "") -> String? {
        // A storyboard controller's top and bottom layout guides are the safe area's edges.
        guard let (constraint, firstGuide, secondGuide) = resolvingLegacyGuides(constraint) else { return nil }
        let firstItem = constraint.firstItem(orHolder: owner)
        guard let first = firstGuide ?? item(number: firstItem.number, id: firstItem.id) else {
            reportUnresolved(constraint, firstItem.id)
            return nil
        }
        var second: ConstraintTranslation.Item? = secondGuide
        if second == nil, let secondID = constraint.secondItem {
            guard let resolved = item(number: constraint.secondItemNumber, id: secondID) else {
                reportUnresolved(constraint, secondID)
                return nil
            }
            second = resolved
        }
        do {
            return try ConstraintTranslation.expression(constraint, first: first, second: second, className: className, ending: ending)
        } catch .unknownAttribute(let name) {
            diagnostics.append(Diagnostic(.warning, kind: "unsupported-constraint",
                "the constraint attribute \(name) is not translated yet; constraint skipped", at: constraint.location))
        } catch {
            diagnostics.append(Diagnostic(.warning, kind: "unsupported-constraint", "constraint skipped", at: constraint.location))
        }
        return nil
    }

    mutating func reportUnresolved(_ constraint: XibConstraint, _ id: String) {
        // Dangling ids are reported by the model; ids of other top-level objects are not ours.
        guard document.reference(id) != nil else { return }
        diagnostics.append(Diagnostic(.warning, kind: "unsupported-constraint",
            "the constraint refers to \(id), which this type does not declare; constraint skipped", at: constraint.location))
    }

    /// The item the id `id` numbered `number` (-1: not numbered) stands for in the type.
    func item(number: Int32, id: String) -> ConstraintTranslation.Item? {
        if case .some(let name) = names[number: number, id: id] { return .view(name) }
        let reference = number >= 0 ? document.reference(number: number) : document.reference(id)
        guard case .layoutGuide(let guide, let ownerID)? = reference, case .some(let owner) = names[ownerID] else {
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

    func constraintVariableName(_ constraint: XibConstraint, owner: XibObject) -> String {
        if let identifier = constraint.identifier,
           let name = SwiftIdentifier.lowerCamelCase(SwiftIdentifier.words(identifier) + ["Constraint"]) {
            return name
        }
        let firstItem = constraint.firstItem(orHolder: owner)
        var base = ""
        var attribute = constraint.firstAttribute
        if case .some(.some(let name)) = names[number: firstItem.number, id: firstItem.id] {
            base = SwiftIdentifier.unescaped(name)
        } else if let secondID = constraint.secondItem, case .some(.some(let name)) = names[number: constraint.secondItemNumber, id: secondID], let second = constraint.secondAttribute {
            // `trailing = bannerImageView.trailing` in the root: named after the view, not the root.
            base = SwiftIdentifier.unescaped(name)
            attribute = second
        }
        let suffix = SwiftIdentifier.upperCamelCase(attribute) + "Constraint"
        return base.isEmpty ? attribute + "Constraint" : base + suffix
    }
}
