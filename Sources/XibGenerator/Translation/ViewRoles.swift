import XibModel

/// How the instances of an element that nothing names (no outlet, user label, text, image,
/// action, outlet collection or class of the app) are named: `ElementSpec.anonymousNaming`.
struct AnonymousNaming: Sendable {
    /// Roles recognised from shape, use and position, tried in order before what the view holds.
    let roles: [ViewRole]
    /// The noun after the stem of the child a holder is named after: `ContainerView` gives
    /// `iconContainerView` around `iconImageView`; nil gives the element's role (`titleStackView`).
    let holderNoun: String?
    /// Roles tried when neither a role nor what it holds names the view, before its bare role.
    let fallbacks: [ViewRole]

    init(roles: [ViewRole] = [], holderNoun: String? = nil, fallbacks: [ViewRole] = []) {
        self.roles = roles
        self.holderNoun = holderNoun
        self.fallbacks = fallbacks
    }

    /// Named after what it shows or holds, else by its role (`label`, `stackView`).
    static let byRole = AnonymousNaming()
}

/// A role a view is recognised in from the document alone (its attributes, subviews and
/// constraints), and the name it gives (`ViewRole.name`).
enum ViewRole: Sendable, CaseIterable {
    /// At most 2 points high, longer than wide, with a background colour and no subviews.
    case separator
    /// The same, standing: at most 2 points wide.
    case verticalSeparator
    /// An arranged subview of a stack view with no subviews: it only makes space.
    case spacer
    /// Rounded (a `cornerRadius` runtime attribute), coloured, no subviews, at most 16 points.
    case dot
    /// Rounded, coloured, no subviews, at most 32 points high.
    case badge
    /// Coloured, no subviews, filling its superview behind the other subviews (its first subview).
    case background
    /// Coloured, no subviews, filling its superview in front of some of the other subviews.
    case overlay
    /// Holds subviews and is the target of a width or height equality with the root (or the
    /// scroll view it sits in): the view that holds the content.
    case content
    /// In the root, pinned to its top (not its bottom), holding a button.
    case header
    /// In the root, pinned to its bottom (not its top), holding a button.
    case footer
    /// Last resorts: holds subviews none of which names it.
    case container
    /// Last resorts: coloured, no subviews.
    case colorBlock
    /// Last resorts: neither colour nor subviews (a place for content added at run time).
    case placeholder

    var name: String {
        switch self {
        case .separator: "separatorView"
        case .verticalSeparator: "verticalSeparatorView"
        case .spacer: "spacerView"
        case .dot: "dotView"
        case .badge: "badgeView"
        case .background: "backgroundView"
        case .overlay: "overlayView"
        case .content: "contentView"
        case .header: "headerView"
        case .footer: "footerView"
        case .container: "containerView"
        case .colorBlock: "colorView"
        case .placeholder: "placeholderView"
        }
    }

    /// Whether the view's name says enough to qualify its children's role names
    /// (`headerSeparatorView`); the content view and last resorts do not
    /// (`containerSeparatorView` says nothing more).
    var qualifiesChildren: Bool {
        switch self {
        case .content, .container, .colorBlock, .placeholder: false
        default: true
        }
    }

    /// The roles of a plain `<view>` (`ElementSpec.view`), in the order they are tried.
    static let plainViewRoles: [ViewRole] = [
        .separator, .verticalSeparator, .spacer, .dot, .badge, .background, .overlay, .content, .header, .footer,
    ]
    static let plainViewFallbacks: [ViewRole] = [.container, .colorBlock, .placeholder]

    /// Whether `view` plays this role in `layout`.
    func matches(_ view: XibObject, in layout: ViewLayout) -> Bool {
        let isLeaf = view.subviews.isEmpty
        switch self {
        case .separator, .verticalSeparator:
            guard isLeaf, ViewLayout.hasVisibleBackground(view) else { return false }
            let (thin, long) = self == .separator
                ? (layout.length(of: view, .height), layout.length(of: view, .width))
                : (layout.length(of: view, .width), layout.length(of: view, .height))
            guard let thickness = thin, thickness > 0, thickness <= ViewLayout.maximumLineThickness else { return false }
            return (long ?? 0) >= 4 * thickness
        case .spacer:
            return isLeaf && layout.isArranged(view)
        case .dot, .badge:
            guard isLeaf, ViewLayout.hasVisibleBackground(view), ViewLayout.cornerRadius(of: view) > 0,
                  let width = layout.length(of: view, .width), let height = layout.length(of: view, .height),
                  width > 0, height > 0 else { return false }
            let isDot = max(width, height) <= ViewLayout.maximumDotSize
            return self == .dot ? isDot : !isDot && height <= ViewLayout.maximumBadgeHeight && width >= height
        case .background, .overlay:
            guard isLeaf, ViewLayout.hasVisibleBackground(view), layout.fillsSuperview(view),
                  let siblings = layout.siblings(of: view) else { return false }
            return (siblings.first?.id == view.id) == (self == .background)
        case .content:
            return !isLeaf && layout.isSizedLikeItsContainer(view)
        case .header, .footer:
            return !isLeaf && layout.isPinnedToTheRoot(view, top: self == .header) && ViewLayout.holdsButton(view)
        case .container:
            return !isLeaf
        case .colorBlock:
            return isLeaf && ViewLayout.hasVisibleBackground(view)
        case .placeholder:
            return isLeaf
        }
    }
}

/// What the constraints and frames of one generated type say about its views' sizes and
/// places, for the role rules (`ViewRole.matches`). Built once per type, when a view needs it.
struct ViewLayout {
    static let maximumLineThickness = 2.0
    static let maximumDotSize = 16.0
    static let maximumBadgeHeight = 32.0

    enum Dimension { case width, height }

    private enum Edge { case top, bottom, leading, trailing, width, height }

    /// One end of a constraint seen from a view: its attribute, the other item (a view id, or
    /// the owner of the layout guide it names) and the other attribute.
    private struct Relation {
        let edge: Edge?
        let other: String?
        let otherEdge: Edge?
        let isEquality: Bool
        let multiplierIsOne: Bool
        let constant: Double
    }

    private let rootIDs: Set<String>
    /// By the views' id numbers (`IDTable`): a view's entries are found without hashing its id.
    private var relations: IDTable<[Relation]>
    private var objects: IDTable<XibObject>
    private var parents: ParentMap
    private var arranged: IDTable<Bool>
    private var scrollViews: IDTable<Bool>

    /// `root` and its members (pre-order, each with its parent); `rootIDs` are the root and the
    /// content view UIKit gives it (a cell's): what "the root" means for position. `document`
    /// holds them.
    init(root: XibObject, members: [(object: XibObject, parentID: String, isArranged: Bool, isScrollView: Bool)], rootIDs: Set<String>,
         document: XibDocument) {
        self.rootIDs = rootIDs
        relations = IDTable(for: document)
        objects = IDTable(for: document)
        parents = ParentMap(for: document)
        arranged = IDTable(for: document)
        scrollViews = IDTable(for: document)
        // A guide's owner, by the guide's id: its id and number.
        var guideOwners = IDTable<(id: String, number: Int32)>(for: document)
        var owners = [root]
        objects[root] = root
        for member in members {
            owners.append(member.object)
            objects[member.object] = member.object
            parents[member.object] = member.parentID
            if member.isArranged { arranged[member.object] = true }
            if member.isScrollView { scrollViews[member.object] = true }
        }
        if root.tag == "scrollView" { scrollViews[root] = true }
        for owner in owners {
            for guide in owner.layoutGuides { guideOwners[guide.id] = (owner.id, owner.idNumber) }
        }
        for owner in owners {
            for constraint in owner.constraints where !constraint.isPlaceholder {
                let first = constraint.firstItem(orHolder: owner)
                let firstView = guideOwners[number: first.number, id: first.id] ?? first
                let secondView = constraint.secondItem.map { guideOwners[number: constraint.secondItemNumber, id: $0] ?? ($0, constraint.secondItemNumber) }
                let firstEdge = constraint.firstLayoutAttribute.flatMap(Self.edge)
                let secondEdge = constraint.secondLayoutAttribute.flatMap(Self.edge)
                let multiplierIsOne = constraint.multiplierText.map { XibConstraint.parseMultiplier($0) == 1 } ?? true
                let isEquality = constraint.relation == .equal
                let relation = Relation(
                    edge: firstEdge, other: secondView?.id, otherEdge: secondEdge, isEquality: isEquality,
                    multiplierIsOne: multiplierIsOne, constant: constraint.constant)
                relations.update(number: firstView.number, id: firstView.id, default: []) { $0.append(relation) }
                if let secondView {
                    let reverse = Relation(
                        edge: secondEdge, other: firstView.id, otherEdge: firstEdge, isEquality: isEquality,
                        multiplierIsOne: multiplierIsOne, constant: -constraint.constant)
                    relations.update(number: secondView.number, id: secondView.id, default: []) { $0.append(reverse) }
                }
            }
        }
    }


    private static func edge(_ attribute: XibConstraint.LayoutAttribute) -> Edge? {
        switch attribute {
        case .top, .topMargin: .top
        case .bottom, .bottomMargin: .bottom
        case .leading, .leadingMargin, .left, .leftMargin: .leading
        case .trailing, .trailingMargin, .right, .rightMargin: .trailing
        case .width: .width
        case .height: .height
        default: nil
        }
    }

    /// The view's width or height: a constant size constraint, else its frame in IB.
    func length(of view: XibObject, _ dimension: Dimension) -> Double? {
        let edge: Edge = dimension == .width ? .width : .height
        if let fixed = relations[view]?.first(where: { $0.edge == edge && $0.other == nil && $0.isEquality }) {
            return fixed.constant
        }
        guard let frame = view.frame else { return nil }
        return dimension == .width ? frame.width : frame.height
    }

    func isArranged(_ view: XibObject) -> Bool { arranged[view] != nil }

    /// The subviews of the view's superview, the view among them; nil for a keyed view.
    func siblings(of view: XibObject) -> [XibObject]? {
        guard let parent = parents[view].flatMap({ objects[$0] }),
              parent.subviews.contains(where: { $0.id == view.id }) else { return nil }
        return parent.subviews
    }

    /// Pinned to its superview's four edges with no inset (its constraints), or, laid out by
    /// frames, exactly as large as the superview.
    func fillsSuperview(_ view: XibObject) -> Bool {
        guard let parentID = parents[view] else { return false }
        var pinned: Set<Edge> = []
        for relation in relations[view] ?? [] where relation.other == parentID && relation.isEquality && relation.multiplierIsOne
            && relation.constant == 0 && relation.edge != nil && relation.edge == relation.otherEdge {
            pinned.insert(relation.edge!)
        }
        if pinned.isSuperset(of: [.top, .bottom, .leading, .trailing]) { return true }
        guard relations[view] == nil, let frame = view.frame, let parentFrame = objects[parentID]?.frame else { return false }
        return frame.x == 0 && frame.y == 0 && frame.width == parentFrame.width && frame.height == parentFrame.height
    }

    /// A width or height equality (multiplier 1) with the root, or with the scroll view the view
    /// sits in: the view sized to hold the content.
    func isSizedLikeItsContainer(_ view: XibObject) -> Bool {
        var targets = rootIDs
        if let scrollView = parents.ancestors(of: view).first(where: { scrollViews[$0] != nil }) { targets.insert(scrollView) }
        return (relations[view] ?? []).contains { relation in
            guard let other = relation.other, targets.contains(other), relation.isEquality, relation.multiplierIsOne,
                  relation.edge == .width || relation.edge == .height else { return false }
            return relation.edge == relation.otherEdge
        }
    }

    /// In the root, pinned to the root's top (or bottom) and not to the other end.
    func isPinnedToTheRoot(_ view: XibObject, top: Bool) -> Bool {
        guard let parent = parents[view], rootIDs.contains(parent) else { return false }
        func pinned(_ edge: Edge) -> Bool {
            (relations[view] ?? []).contains { $0.edge == edge && $0.otherEdge == edge && $0.isEquality && $0.other.map(rootIDs.contains) == true }
        }
        return top ? pinned(.top) && !pinned(.bottom) : pinned(.bottom) && !pinned(.top)
    }

    static func holdsButton(_ view: XibObject) -> Bool {
        view.subviews.contains { $0.tag == "button" || holdsButton($0) }
    }

    /// A background colour that shows (not clear, not fully transparent).
    static func hasVisibleBackground(_ view: XibObject) -> Bool {
        guard case .some(.some(let color)) = view.color(key: "backgroundColor") else { return false }
        switch color {
        case .rgb(_, _, _, let alpha, _), .white(_, let alpha, _): return alpha > 0
        case .system(let name), .legacySystem(let name): return name != "clearColor"
        case .catalog(_, let name): return name != "clearColor"
        case .named: return true
        }
    }

    /// The `layer.cornerRadius` (or an inspectable `cornerRadius`) runtime attribute; 0 without one.
    static func cornerRadius(of view: XibObject) -> Double {
        for node in view.properties where node.name == "userDefinedRuntimeAttributes" {
            for attribute in node.children where attribute.name == "userDefinedRuntimeAttribute" {
                guard let keyPath = attribute[attribute: "keyPath"], keyPath == "layer.cornerRadius" || keyPath == "cornerRadius" else { continue }
                let text = attribute.children.first { $0.key == "value" }?[attribute: "value"] ?? attribute[attribute: "value"]
                if let radius = text.flatMap(Double.init), radius > 0 { return radius }
            }
        }
        return 0
    }
}
