import XibModel

/// A name for a view before it is made unique, and what it rests on.
struct NameCandidate {
    enum Source: Equatable {
        /// An outlet's name: kept as is.
        case outlet
        /// What the view shows in words (IB's user label, its text or title).
        case label
        /// What else identifies it by itself: its image, action, class of the app, the property
        /// that holds it, or the child it is named after.
        case identity
        /// The kind of text a sample without words stands for (`dateLabel` for `"02/10/21"`):
        /// specific, but says too little to name what holds it.
        case sample
        /// What it is (`separatorView`, `headerView`): true when that also says enough to
        /// qualify its children's role names.
        case role(qualifiesChildren: Bool)
        /// Only its kind (`label`, `stackView`).
        case kind
    }

    let base: String
    let source: Source
    /// For a view named after what it holds, the nouns of the views named after the same
    /// child down to it (`ContainerView`, `StackView`): a holder further out takes another noun
    /// or another child, never `totalContainerView` around `totalStackView` around `totalContainerView`.
    var heldNouns: Set<String> = []

    /// Named by itself: unqualified unless another view wants the same name.
    var isSpecific: Bool {
        switch source {
        case .outlet, .label, .identity, .sample: true
        case .role, .kind: false
        }
    }

    var qualifiesChildren: Bool {
        switch source {
        case .outlet, .label, .identity: true
        case .role(let qualifies): qualifies
        case .sample, .kind: false
        }
    }
}

/// Names for the views of a type (README "Names"). An outlet keeps its name. Any other view
/// is named, in order, by IB's user label; what it shows (text or title, image); what it does
/// (its action); the outlet collection it belongs to; its class when the app declares it; its
/// role by shape, use and position (`ElementSpec.anonymousNaming`: `separatorView`,
/// `spacerView`, `dotView`, `contentView`, `headerView`…); what it holds (`iconContainerView`
/// around `iconImageView`); last resorts of its element (`containerView`, `placeholderView`);
/// and only then its bare kind (`label`, never a bare `view`).
///
/// Names stay put when the document changes elsewhere: a name depends only on the view itself,
/// what it holds, its ancestors' names and the views that want the same name, never on a
/// counter running through the document. So a role name is qualified by the nearest ancestor
/// whose name says something (`headerSeparatorView`, `cardSpacerView`); a specific name that
/// another view wants too is qualified the same way; and only views that still share a name
/// — siblings, mostly — are numbered, in document order among themselves.
extension TypeGenerator {
    mutating func assignNames() {
        names[root] = .some(nil)
        naming.reserveClaims(members.count)
        let outletNames = self.outletNames()
        // Shared with `members`, not copied, when none is provided (most types): a copy of a
        // 72,000-view type's members was 6 MB at the conversion's peak.
        let declaredMembers = members.contains { $0.relation == .provided } ? members.filter { $0.relation != .provided } : members
        // Outlet names first, so no other name takes an outlet's name.
        for member in declaredMembers {
            if let outlet = outletNames[member.object]?.first, naming.isAvailable(outlet) {
                names[member.object] = .some(naming.claim(outlet))
            }
        }
        for member in declaredMembers where names[member.object] == nil {
            guard let outlet = outletNames[member.object]?.first else { continue }
            let renamed = naming.claim(outlet + SwiftIdentifier.upperCamelCase(spec(for: member.object).role))
            names[member.object] = .some(renamed)
            diagnostics.append(Diagnostic(.warning, kind: "renamed-outlet",
                "the outlet \(outlet) clashes with a UIKit member or another name; generated as \(renamed)", at: member.object.location))
        }
        // Shared too when no member is named yet (no outlets).
        let anonymous = declaredMembers.contains { names[$0.object] != nil }
            ? declaredMembers.filter { names[$0.object] == nil } : declaredMembers
        if !anonymous.isEmpty {
            nameAnonymousMembers(anonymous, declaredMembers: declaredMembers, outletNames: outletNames)
        }
        for member in members where member.relation == .provided {
            let expression = receiver(ofParentOf: member) + "contentView"
            names[member.object] = .some(expression)
            provided[member.object] = expression
        }
    }

    private mutating func nameAnonymousMembers(_ anonymous: [Member], declaredMembers: [Member], outletNames: IDTable<[String]>) {
        var candidates = IDTable<NameCandidate>(for: document)
        // Members named already (outlets). A member whose entry says "no property" (the root, met
        // again inside a malformed document) has no candidate and keeps no name of its own.
        for member in declaredMembers {
            guard case .some(.some) = names[member.object] else { continue }
            candidates[member.object] = NameCandidate(base: outletNames[member.object]?.first ?? "", source: .outlet)
        }
        var collections = IDTable<String>(for: document)
        for connection in allConnections() where connection.kind == .outletCollection && connection.property != "gestureRecognizers" {
            if let property = connection.property, collections[number: connection.destinationNumber, id: connection.destination] == nil {
                collections[number: connection.destinationNumber, id: connection.destination] = property
            }
        }
        // Views another object's attribute names (a subtitle cell's `textLabel="…"`): named for that use.
        var references = IDTable<String>(for: document)
        // By number: no hashing of every member's id to make it.
        var anonymousIDs = IDTable<Bool>(for: document)
        for member in anonymous { anonymousIDs[member.object] = true }
        // Most attribute values cannot be one of the ids by their length alone (a stored count): no hashing for them.
        let idLengths = anonymous.lazy.map(\.object.id.utf8.count).min()!...anonymous.lazy.map(\.object.id.utf8.count).max()!
        // By the values' stored lengths: no name or value made for the attributes (most) that
        // cannot be an id.
        func collectReferences(_ object: XibObject) {
            let attributes = object.attributes
            for index in attributes.indices where idLengths.contains(attributes.valueLength(at: index)) {
                let value = attributes.value(at: index)
                guard anonymousIDs[value] != nil, references[value] == nil else { continue }
                let name = attributes.name(at: index)
                if ViewNaming.stem(name) != name, SwiftIdentifier.isValid(name) {
                    references[value] = name
                }
            }
        }
        collectReferences(root)
        for member in declaredMembers { collectReferences(member.object) }
        var layout: ViewLayout?
        // Children before their holders: a holder is named after what its children are called.
        for member in anonymous.reversed() {
            candidates[member.object] = nameCandidate(for: member, candidates: candidates, collections: collections,
                                                         references: references, layout: &layout)
        }

        // How many views want each specific name: one that another view (or a reserved or outlet
        // name) wants too is qualified, like a role name.
        var wanted: [String: Int] = [:]
        for member in anonymous {
            let candidate = candidates[member.object]!
            if candidate.isSpecific { wanted[candidate.base, default: 0] += 1 }
        }

        // Top-down: each view's name before numbering, and the stems its children may be
        // qualified with, nearest ancestor first.
        var specificNames = Set(wanted.keys)
        for member in declaredMembers where candidates[member.object]?.source == .outlet {
            specificNames.insert(SwiftIdentifier.unescaped(names[member.object]!!))
        }
        var qualifiers = IDTable<[Qualifier]>(for: document)
        var unnumbered = IDTable<String>(for: document)
        for member in declaredMembers {
            let inherited = qualifiers[number: member.parentNumber, id: member.parentID] ?? []
            guard let candidate = candidates[member.object] else { continue }
            var name = candidate.base
            if candidate.source == .outlet {
                name = SwiftIdentifier.unescaped(names[member.object]!!)
            } else if !(candidate.isSpecific && wanted[candidate.base] == 1 && naming.isAvailable(candidate.base)) {
                // Qualified by the nearest ancestor that gives a name no other view wants
                // (a `label` in `titleContainerView` is not a second `titleLabel`).
                // A bare kind takes no qualifier from a holder named after one of its children:
                // a slider in `nameStackView` (around `nameField`) is not a `nameSlider`.
                let suffix = SwiftIdentifier.upperCamelCase(candidate.base)
                let usable = inherited.filter { candidate.source != .kind || !$0.isBorrowed }.map(\.stem)
                if let qualified = usable.lazy.filter({ !ViewNaming.repeats($0, suffix) }).map({ $0 + suffix })
                    .first(where: { !specificNames.contains($0) && !self.naming.isReserved($0) }) {
                    name = qualified
                }
            }
            // A name UIKit or an outlet holds (a cell's `imageView`) is qualified by the root's class
            // (`taxonImageView` in `TaxonCell`) rather than numbered.
            if candidate.source != .outlet, !naming.isAvailable(name), let rootQualifier = rootQualifier() {
                let qualified = rootQualifier + SwiftIdentifier.upperCamelCase(candidate.base)
                if naming.isAvailable(qualified), !specificNames.contains(qualified) { name = qualified }
            }
            if candidate.source != .outlet { unnumbered[member.object] = name }
            if candidate.qualifiesChildren, let stem = ViewNaming.qualifier(from: name, noun: nameNoun(member.object, spec(for: member.object))) {
                qualifiers[member.object] = [Qualifier(stem: stem, isBorrowed: !candidate.heldNouns.isEmpty)] + inherited
            } else if !inherited.isEmpty {
                qualifiers[member.object] = inherited
            }
        }

        // Names only one view wants are claimed first; the rest are numbered among themselves,
        // in document order (`headerSeparatorView`, `headerSeparatorView2`).
        var count: [String: Int] = [:]
        for name in unnumbered.allValues { count[name, default: 0] += 1 }
        for member in anonymous {
            let name = unnumbered[member.object]!
            if count[name] == 1, naming.isAvailable(name) { names[member.object] = .some(naming.claim(name)) }
        }
        for member in anonymous where names[member.object] == nil {
            names[member.object] = .some(naming.claim(unnumbered[member.object]!))
        }
    }

    /// An ancestor's name stem that may qualify its descendants' names (`header` in
    /// `headerSeparatorView`); `isBorrowed` when the ancestor is named after one of its children.
    private struct Qualifier {
        let stem: String
        let isBorrowed: Bool
    }

    /// The stem of the class the root is (`TaxonCell` → `taxon`) if the app declares one, else
    /// of its reuse identifier.
    private func rootQualifier() -> String? {
        let name: String?
        if let customClass = root.customClass, !ViewNaming.isPlatformClass(customClass) {
            name = ViewNaming.className(customClass)
        } else {
            name = root[attribute: "reuseIdentifier"].flatMap { SwiftIdentifier.lowerCamelCase(SwiftIdentifier.words($0)) }
        }
        return name.flatMap { SwiftIdentifier.lowerCamelCase(SwiftIdentifier.words(ViewNaming.stem($0))) }
    }

    /// The noun a view's names end in: its element's role, or the UIKit class it names
    /// (`<view customClass="UIControl">` is a `control`), or the kind a plain view's app class
    /// ends in (`<view customClass="PillButton">` is a `button`); an element the catalog lacks
    /// goes by its tag.
    private func nameNoun(_ object: XibObject, _ spec: ElementSpec) -> String {
        if let customClass = object.customClass, ViewNaming.isPlatformClass(customClass),
           let noun = ViewNaming.className(customClass) {
            return noun
        }
        if spec === ElementSpec.view, let customClass = object.customClass, let noun = ViewNaming.kindNoun(ofAppClass: customClass) {
            return noun
        }
        if !spec.isTranslated, SwiftIdentifier.isValid(object.tag) { return object.tag }
        return spec.role
    }

    private func nameCandidate(for member: Member, candidates: IDTable<NameCandidate>, collections: IDTable<String>,
                               references: IDTable<String>, layout: inout ViewLayout?) -> NameCandidate {
        let candidate = ownCandidate(for: member, candidates: candidates, collections: collections, references: references, layout: &layout)
        // `imageView` is the superclass's outlet for this view: `transferPanelImageView`, not `imageView2`.
        guard inheritedOutletProperties.contains(candidate.base),
              let owner = SwiftIdentifier.lowerCamelCase(SwiftIdentifier.words(ViewNaming.stem(superclass))) else { return candidate }
        return NameCandidate(base: owner + SwiftIdentifier.upperCamelCase(candidate.base), source: candidate.isSpecific ? candidate.source : .identity)
    }

    private func ownCandidate(for member: Member, candidates: IDTable<NameCandidate>, collections: IDTable<String>,
                              references: IDTable<String>, layout: inout ViewLayout?) -> NameCandidate {
        let view = member.object
        let spec = spec(for: view)
        let noun = nameNoun(view, spec)
        let suffix = SwiftIdentifier.upperCamelCase(noun)
        let isPlainElement = noun == spec.role
        func named(_ base: String?, _ source: NameCandidate.Source) -> NameCandidate? {
            guard var base, base != noun, base != "view" else { return nil }
            if SwiftIdentifier.keywords.contains(base) { base += "Control" }
            return NameCandidate(base: base, source: source)
        }
        if let candidate = named(ViewNaming.labelName(view, suffix: suffix), .label)
            ?? named(ViewNaming.identifierName(view, suffix: suffix), .label)
            ?? named(ViewNaming.textName(view, suffix: suffix), .label)
            ?? named(ViewNaming.imageName(view, suffix: suffix), .identity)
            ?? named(ViewNaming.actionName(view, noun: noun), .identity)
            ?? named(view.customClass.flatMap { ViewNaming.isPlatformClass($0) ? nil : ViewNaming.className($0) }, .identity)
            ?? named(references[view], .identity)
            ?? named(ViewNaming.sampleTextName(view, suffix: suffix), .sample) {
            return candidate
        }
        let naming = spec.anonymousNaming
        if isPlainElement, !naming.roles.isEmpty {
            if layout == nil { layout = makeLayout() }
            for role in naming.roles where !self.naming.isReserved(role.name) && role.matches(view, in: layout!) {
                return NameCandidate(base: role.name, source: .role(qualifiesChildren: role.qualifiesChildren))
            }
        }
        let holderNoun = isPlainElement ? naming.holderNoun ?? suffix : suffix
        if let (name, heldNouns) = holderName(view, noun: holderNoun, candidates: candidates), var holder = named(name, .identity) {
            holder.heldNouns = heldNouns
            return holder
        }
        if let kinds = named(kindHolderName(view, noun: holderNoun, candidates: candidates), .role(qualifiesChildren: false)) {
            return kinds
        }
        // The outlet collection it belongs to names a group, not this view: `externalView` in `externalViews`.
        if let collection = named(collections[view].flatMap { ViewNaming.collectionName($0, suffix: suffix) }, .role(qualifiesChildren: true)) {
            return collection
        }
        if isContentContainer(member, spec) {
            return NameCandidate(base: "content" + suffix, source: .role(qualifiesChildren: false))
        }
        if isPlainElement, !naming.fallbacks.isEmpty {
            if layout == nil { layout = makeLayout() }
            for role in naming.fallbacks where !self.naming.isReserved(role.name) && role.matches(view, in: layout!) {
                return NameCandidate(base: role.name, source: .role(qualifiesChildren: role.qualifiesChildren))
            }
        }
        return NameCandidate(base: SwiftIdentifier.keywords.contains(noun) ? noun + "Control" : noun, source: .kind)
    }

    /// Named after what it holds: its one child with a name of its own, else the first child
    /// named by a label (an outlet, user label or text), else the first stack view with a
    /// name, else the first named child — `iconContainerView` around `iconImageView`. A name
    /// that only repeats its kind (an outlet named `imageView`) counts after all others; one
    /// every container could take (`contentView`) not at all. Never the child's own name (a
    /// stack holding `titleStackView` is not `titleStackView` too).
    private func holderName(_ view: XibObject, noun: String, candidates: IDTable<NameCandidate>) -> (String, Set<String>)? {
        var named: [(child: XibObject, candidate: NameCandidate, stem: String)] = []
        var kindNamed: [(child: XibObject, candidate: NameCandidate, stem: String)] = []
        for child in view.subviews {
            guard let candidate = candidates[child], candidate.isSpecific, candidate.source != .sample,
                  let stem = SwiftIdentifier.lowerCamelCase(SwiftIdentifier.words(ViewNaming.stem(candidate.base))),
                  !ViewNaming.fillerStems.contains(stem.lowercased()) else { continue }
            if ViewNaming.qualifier(from: candidate.base, noun: nameNoun(child, spec(for: child))) == nil {
                kindNamed.append((child, candidate, stem))
            } else {
                named.append((child, candidate, stem))
            }
        }
        let labelled = named.filter { $0.candidate.source == .outlet || $0.candidate.source == .label }
        let stacks = named.filter { spec(for: $0.child).arrangesSubviews }
        for (_, candidate, stem) in labelled + stacks + named + kindNamed
        where stem + noun != candidate.base && !candidate.heldNouns.contains(noun) {
            return (stem + noun, candidate.heldNouns.union([noun]))
        }
        return nil
    }

    /// Named after the one kind of view it holds when none has a name of its own:
    /// `buttonsStackView` around `button` and `button2`.
    private func kindHolderName(_ view: XibObject, noun: String, candidates: IDTable<NameCandidate>) -> String? {
        guard view.subviews.count >= 2, let kind = candidates[view.subviews[0]], kind.source == .kind,
              view.subviews.allSatisfy({ candidates[$0]?.source == .kind && candidates[$0]?.base == kind.base }) else { return nil }
        var words = SwiftIdentifier.words(kind.base)
        if words.count > 1, let last = words.last, ["View", "Control"].contains(last) { words.removeLast() }
        guard let last = words.popLast() else { return nil }
        let plural = ["s", "x", "ch", "sh"].contains(where: { last.hasSuffix($0) }) ? last + "es" : last + "s"
        guard let stem = SwiftIdentifier.lowerCamelCase(words + [plural]) else { return nil }
        return stem + noun
    }

    /// An unnamed content container (`ElementSpec.isContentContainer`) that is the first of its
    /// kind directly in the root (or the root's content view): `contentStackView`.
    private func isContentContainer(_ member: Member, _ spec: ElementSpec) -> Bool {
        guard spec.isContentContainer, member.relation == .subview else { return false }
        let isDirectChild = member.parentID == root.id
            || members.contains { $0.object.id == member.parentID && $0.relation == .provided && $0.parentID == root.id }
        let first = members.first { $0.parentID == member.parentID && $0.relation == .subview && $0.object.tag == member.object.tag }
        return isDirectChild && first?.object.id == member.object.id
    }

    private func makeLayout() -> ViewLayout {
        var rootIDs: Set<String> = [root.id]
        for member in members where member.relation == .provided && member.parentID == root.id {
            rootIDs.insert(member.object.id)
        }
        let viewMembers = members.filter { $0.relation != .gesture && spec(for: $0.object).isView }
        // By id number: no hashing of every view's id.
        var parentArranges = IDTable<Bool>(for: document)
        parentArranges[root] = spec(for: root).arrangesSubviews
        for member in viewMembers { parentArranges[member.object] = spec(for: member.object).arrangesSubviews }
        return ViewLayout(root: root, members: viewMembers.map { member in
            (member.object, member.parentID,
             member.relation == .subview && parentArranges[number: member.parentNumber, id: member.parentID] == true,
             spec(for: member.object).isContentContainer && !spec(for: member.object).arrangesSubviews)
        }, rootIDs: rootIDs, document: document)
    }

    /// Outlet property names by destination id, in document order (File's Owner first).
    private func outletNames() -> IDTable<[String]> {
        var result = IDTable<[String]>(for: document)
        func collect(_ connections: [XibConnection]) {
            for connection in connections where connection.kind == .outlet && !isInherited(connection) {
                guard let property = connection.property else { continue }
                result.update(number: connection.destinationNumber, id: connection.destination, default: []) { $0.append(property) }
            }
        }
        collect(owner.connections)
        root.forEachObject { collect($0.connections) }
        for member in members where member.relation == .gesture { collect(member.object.connections) }
        return result
    }
}
