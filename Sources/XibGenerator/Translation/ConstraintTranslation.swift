import XibModel

/// `<constraint>` → an anchor expression where the anchor API can say it exactly,
/// `NSLayoutConstraint(item:…)` where it cannot (a multiplier on a position anchor,
/// mixed axes).
enum ConstraintTranslation {
    enum Axis { case x, y, dimension }

    struct Attribute {
        /// `leading` for `leadingMargin`: the anchor on the margins guide.
        let anchorName: String
        let axis: Axis
        let isMargin: Bool
        /// The `NSLayoutConstraint.Attribute` case.
        let layoutAttribute: String
        /// Only views have baselines.
        let isBaseline: Bool
    }

    /// By the attribute the model read (`XibConstraint.LayoutAttribute`'s raw value): an index,
    /// not a lookup of its name.
    private static let attributes: [Attribute] = XibConstraint.LayoutAttribute.allCases.map { makeAttribute($0.name)! }

    static func attribute(_ attribute: XibConstraint.LayoutAttribute) -> Attribute {
        attributes[Int(attribute.rawValue)]
    }

    private static func makeAttribute(_ name: String) -> Attribute? {
        switch name {
        case "left", "right", "leading", "trailing", "centerX":
            return Attribute(anchorName: name, axis: .x, isMargin: false, layoutAttribute: name, isBaseline: false)
        case "top", "bottom", "centerY":
            return Attribute(anchorName: name, axis: .y, isMargin: false, layoutAttribute: name, isBaseline: false)
        case "width", "height":
            return Attribute(anchorName: name, axis: .dimension, isMargin: false, layoutAttribute: name, isBaseline: false)
        case "baseline", "lastBaseline":
            return Attribute(anchorName: "lastBaseline", axis: .y, isMargin: false, layoutAttribute: "lastBaseline", isBaseline: true)
        case "firstBaseline":
            return Attribute(anchorName: "firstBaseline", axis: .y, isMargin: false, layoutAttribute: "firstBaseline", isBaseline: true)
        case "leftMargin", "rightMargin", "leadingMargin", "trailingMargin":
            return Attribute(anchorName: String(name.dropLast(6)), axis: .x, isMargin: true, layoutAttribute: name, isBaseline: false)
        case "topMargin", "bottomMargin":
            return Attribute(anchorName: String(name.dropLast(6)), axis: .y, isMargin: true, layoutAttribute: name, isBaseline: false)
        case "centerXWithinMargins":
            return Attribute(anchorName: "centerX", axis: .x, isMargin: true, layoutAttribute: name, isBaseline: false)
        case "centerYWithinMargins":
            return Attribute(anchorName: "centerY", axis: .y, isMargin: true, layoutAttribute: name, isBaseline: false)
        default:
            return nil
        }
    }

    /// How a constraint item is spelled in the generated type.
    enum Item {
        /// A view: its property name, or `nil` for the generated type itself.
        case view(String?)
        /// A layout guide: the full expression (`safeAreaLayoutGuide`, `scrollView.contentLayoutGuide`).
        case guide(String)

        /// The receiver for an anchor (`titleLabel.`, `` for self, `safeAreaLayoutGuide.`), in two
        /// pieces, to be joined with the rest of an expression at once.
        func anchorBaseParts(margin: Bool) -> (String, String) {
            switch self {
            case .view(let name?): (name, margin ? ".layoutMarginsGuide." : ".")
            case .view(nil): ("", margin ? "layoutMarginsGuide." : "")
            case .guide(let expression): (expression, ".")
            }
        }

        var itemExpression: String {
            switch self {
            case .view(let name?): name
            case .view(nil): "self"
            case .guide(let expression): expression
            }
        }

        var isGuide: Bool {
            if case .guide = self { return true }
            return false
        }
    }

    enum Failure: Error {
        case unknownAttribute(String)
        case unknownItem(String)
    }

    /// The constraint as one Swift expression of type `NSLayoutConstraint`, or of `className`
    /// (an app's `NSLayoutConstraint` subclass): anchors only make `NSLayoutConstraint`s, so a
    /// subclass is made with the item initializer it inherits. `ending` follows it in the same
    /// String (an activation list's comma: not a copy of the expression to add it).
    static func expression(
        _ constraint: XibConstraint, first: Item, second: Item?, className: String? = nil, ending: String = ""
    ) throws(Failure) -> String {
        guard let firstAttribute = constraint.firstLayoutAttribute.map(attribute) else {
            throw .unknownAttribute(constraint.firstAttribute)
        }
        let secondAttribute: Attribute?
        if let name = constraint.secondAttribute, second != nil {
            guard let parsed = constraint.secondLayoutAttribute.map(attribute) else { throw .unknownAttribute(name) }
            secondAttribute = parsed
        } else {
            secondAttribute = nil
        }
        let multiplier = constraint.multiplier
        if let className {
            return itemForm(constraint, first: first, firstAttribute: firstAttribute, second: second,
                            secondAttribute: second == nil ? nil : secondAttribute, className: className) + ending
        }
        let relation: String =
            switch constraint.relation {
            case .equal: "equalTo"
            case .lessThanOrEqual: "lessThanOrEqualTo"
            case .greaterThanOrEqual: "greaterThanOrEqualTo"
            }

        // Constant dimension: `widthAnchor.constraint(equalToConstant: 40)`.
        if second == nil || secondAttribute == nil {
            if firstAttribute.axis == .dimension, multiplier == 1 {
                // `…Anchor.constraint(equalToConstant: 40)`
                let base = first.anchorBaseParts(margin: false)
                return String.concat(base.0, base.1, firstAttribute.anchorName, "Anchor.constraint(",
                                     relation, "Constant: ", SwiftLiteral.number(constraint.constant), ")", ending)
            }
            return itemForm(constraint, first: first, firstAttribute: firstAttribute, second: nil, secondAttribute: nil) + ending
        }
        guard let second, let secondAttribute else { fatalError("unreachable") }

        let anchorsFit = firstAttribute.axis == secondAttribute.axis
            && (multiplier == 1 || firstAttribute.axis == .dimension)
            && !(firstAttribute.isMargin && first.isGuide) && !(secondAttribute.isMargin && second.isGuide)
            && !(firstAttribute.isBaseline && first.isGuide) && !(secondAttribute.isBaseline && second.isGuide)
        guard anchorsFit else {
            return itemForm(constraint, first: first, firstAttribute: firstAttribute, second: second, secondAttribute: secondAttribute) + ending
        }
        let firstBase = first.anchorBaseParts(margin: firstAttribute.isMargin)
        let secondBase = second.anchorBaseParts(margin: secondAttribute.isMargin)
        if multiplier == 1 {
            // `firstAnchor.constraint(relation: secondAnchor[, constant: c])` in one String (the
            // commonest forms: no pieces made and copied again).
            let constant = constraint.constant != 0 ? SwiftLiteral.number(constraint.constant) : ""
            return String.concat(firstBase.0, firstBase.1, firstAttribute.anchorName, "Anchor.constraint(",
                                 relation, ": ", secondBase.0, secondBase.1, secondAttribute.anchorName,
                                 constant.isEmpty ? "Anchor)" : "Anchor, constant: ", constant,
                                 constant.isEmpty ? ending : ")" + ending)
        }
        // `firstAnchor.constraint(relation: secondAnchor[, multiplier: m][, constant: c])`
        let multiplierArgument = multiplier != 1 ? String.concat(", multiplier: ", multiplierLiteral(constraint)) : ""
        let constantArgument = constraint.constant != 0 ? String.concat(", constant: ", SwiftLiteral.number(constraint.constant)) : ""
        let end = multiplierArgument.isEmpty && constantArgument.isEmpty
            ? "Anchor)" : String.concat("Anchor", multiplierArgument, constantArgument, ")")
        return String.concat(firstBase.0, firstBase.1, firstAttribute.anchorName, "Anchor.constraint(",
                             relation, ": ", secondBase.0, secondBase.1, secondAttribute.anchorName, end, ending)
    }

    private static func itemForm(
        _ constraint: XibConstraint, first: Item, firstAttribute: Attribute, second: Item?, secondAttribute: Attribute?,
        className: String = "NSLayoutConstraint"
    ) -> String {
        let relation: String =
            switch constraint.relation {
            case .equal: ".equal"
            case .lessThanOrEqual: ".lessThanOrEqual"
            case .greaterThanOrEqual: ".greaterThanOrEqual"
            }
        let toItem = second?.itemExpression ?? "nil"
        let toAttribute = secondAttribute.map { "." + $0.layoutAttribute } ?? ".notAnAttribute"
        return "\(className)(item: \(first.itemExpression), attribute: .\(firstAttribute.layoutAttribute), "
            + "relatedBy: \(relation), toItem: \(toItem), attribute: \(toAttribute), "
            + "multiplier: \(multiplierLiteral(constraint)), constant: \(SwiftLiteral.number(constraint.constant)))"
    }

    /// `1:3` → `1.0 / 3.0` (kept as the ratio IB shows), `0.5` → `0.5`.
    static func multiplierLiteral(_ constraint: XibConstraint) -> String {
        guard let text = constraint.multiplierText else { return "1" }
        for separator in [":", "/"] as [Character] where text.contains(separator) {
            let parts = text.split(separator: separator).compactMap { Double($0.filter { !$0.isWhitespace }) }
            if parts.count == 2 {
                if parts[0] == parts[1] { return "1" }
                return "\(decimal(parts[0])) / \(decimal(parts[1]))"
            }
        }
        return SwiftLiteral.number(constraint.multiplier)
    }

    /// `3` → `3.0`, so a ratio never reads as integer division.
    private static func decimal(_ value: Double) -> String {
        let text = SwiftLiteral.number(value)
        return text.contains(".") || text.contains("e") ? text : text + ".0"
    }
}

