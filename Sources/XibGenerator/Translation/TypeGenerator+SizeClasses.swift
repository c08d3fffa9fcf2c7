import XibModel

/// Size classes: `applySizeClassVariations()` — subviews, constraints and attributes per size class.
extension TypeGenerator {
    /// Which subviews and constraints are installed in which size classes. A constraint is
    /// active where it is installed and every subview it reaches into from outside (the view
    /// or an ancestor of one of its items) is: removing a view removes those constraints.
    mutating func resolveActivation(owners: [XibObject]) {
        for (id, entry) in variations.subviewInstallation.sorted(by: { $0.key < $1.key }) {
            guard let member = members.first(where: { $0.object.id == id }), member.relation == .subview,
                  member.parentID == entry.superviewID else {
                diagnostics.append(Diagnostic(.warning, kind: "unsupported-variation",
                    "a size-class variation installs \(id), which is not a subview of \(entry.superviewID); not translated", at: .init(line: 1, column: 1)))
                continue
            }
            subviewActivation[id] = entry.installation.perSizeClass
        }
        // Without subviews that vary by size class nothing is masked: only constraints installed
        // per size class get an activation (the common case skips the ancestor walks below).
        if subviewActivation.isEmpty {
            guard !variations.constraintInstallation.isEmpty else { return }
            for owner in owners {
                for constraint in owner.constraints where !constraint.isPlaceholder {
                    guard let installation = variations.constraintInstallation[constraint.id] else { continue }
                    constraintActivation[constraint.id] = installation.perSizeClass
                }
            }
            return
        }
        var parents = ParentMap(for: document)
        for member in members { parents[member.object] = member.parentID }
        /// `id` and its ancestors installed only in some size classes.
        func maskedAncestors(of id: String) -> [String] {
            ([id] + parents.ancestors(of: id)).filter { subviewActivation[$0] != nil }
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
                var values = (installation ?? SizeClassVariations.Installation()).perSizeClass
                for view in masked {
                    for (combination, installed) in subviewActivation[view]! where !installed { values[combination] = false }
                }
                constraintActivation[constraint.id] = values
            }
        }
    }

    /// Whether the constraint is installed in no size class at all.
    func isNeverInstalled(_ constraintID: String) -> Bool {
        guard !constraintActivation.isEmpty, let activation = constraintActivation[constraintID] else { return false }
        return !activation.values.contains(true)
    }

    /// Adds or removes a subview installed only in some size classes, at its place among its siblings.
    func subviewInstallationStatements(_ member: Member, installed: [SizeClassVariations.Combination: Bool]) -> [String] {
        guard case .some(.some(let name)) = names[member.object],
              let superview = member.parentID == root.id ? root : document.object(member.parentID) else { return [] }
        let container = receiver(ofParentOf: member)
        let arranged = spec(for: superview).arrangesSubviews
        var fixed = 0
        var varying: [String] = []
        for sibling in superview.subviews {
            if sibling.id == member.object.id { break }
            if subviewActivation[sibling.id] == nil {
                fixed += 1
            } else if case .some(.some(let siblingName)) = names[sibling] {
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

    /// Fonts per size class (`label.font = horizontal == .regular ? … : …`), from the object's
    /// font and the fonts its variations give.
    mutating func fontVariationStatements() -> [String] {
        var lines: [String] = []
        var seen = Set<String>()
        for variation in variations.fontVariations {
            guard seen.insert(variation.objectID + "\u{0}" + variation.key).inserted,
                  let object = document.object(variation.objectID) ?? (variation.objectID == root.id ? root : nil) else { continue }
            let objectSpec = spec(for: object)
            let overrides = variations.fontVariations.filter { $0.objectID == variation.objectID && $0.key == variation.key }
            var context = ElementContext(object: object, spec: objectSpec, receiver: receiver(of: object), deploymentTarget: options.deploymentTarget, indent: options.indent, assets: assets)
            func expression(_ font: XibFont, at location: SourceLocation) -> String {
                AttributedStringTranslation.nonOptionalFont(font, context: &context, at: location)
            }
            guard let rule = objectSpec.font, rule.key == variation.key,
                  let baseFont = object.property(key: rule.key).flatMap(XibFontParser.parse) ?? rule.defaultFont,
                  case let fonts = overrides.compactMap({ entry in XibFontParser.parse(entry.node).map { (entry.condition, $0, entry.node.location) } }),
                  fonts.count == overrides.count
            else {
                diagnostics.append(Diagnostic(.warning, kind: "unsupported-variation",
                    "\(object.tag) size-class variation of \(variation.key) is not translated yet (no base font or not a font of the element)", at: variation.node.location))
                lines.append("// xibgen: \(object.tag) size-class variation of \(variation.key) is not translated yet (line \(variation.node.location.line))")
                continue
            }
            let base = expression(baseFont, at: object.location)
            let values = fonts.map { ($0.0, expression($0.1, at: $0.2)) }
            diagnostics += context.diagnostics
            let resolved = SizeClassVariations.resolve(base: base, overrides: values)
            lines.append(SizeClassVariations.assignment(receiver(of: object) + rule.property + " = {}", values: resolved, isBool: false))
        }
        return lines
    }

    mutating func variationStatements() -> [String] {
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
        for id in variations.constraintInstallation.keys.sorted() where constraintNames[id] == nil && !isNeverInstalled(id) {
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
                  let baseXib = object[attribute: variation.attribute] ?? rule.omittedValue ?? rule.defaultValue,
                  let base = swiftValue(rule, baseXib),
                  case let values = overrides.compactMap({ entry in swiftValue(rule, entry.value).map { (entry.condition, $0) } }),
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
            lines.append(SizeClassVariations.assignment(receiver(of: object) + rule.statement, values: resolved, isBool: isBool))
        }
        lines += fontVariationStatements()
        func uses(_ name: String) -> Bool {
            lines.contains { $0.contains("\(name) ==") || $0.contains("\(name) !=") }
        }
        var header: [String] = []
        if uses("horizontal") { header.append("let horizontal = traitCollection.horizontalSizeClass") }
        if uses("vertical") { header.append("let vertical = traitCollection.verticalSizeClass") }
        return header + lines
    }
}

extension TypeGenerator {
    /// A rule's value, an image named by its asset symbol when the catalogs have one (as
    /// `ElementContext` writes the base value).
    func swiftValue(_ rule: PropertyRule, _ xibValue: String) -> String? {
        if case .image = rule.kind, let symbol = assets.imageExpression(xibValue) { return symbol }
        return rule.swiftValue(for: xibValue)
    }
}
