import XibModel

/// A storyboard controller's legacy `topLayoutGuide`/`bottomLayoutGuide` (iOS 7–10,
/// `<viewControllerLayoutGuide type="top|bottom">`), translated to the root view's safe area.
///
/// The top guide runs from the top of the controller's view down to the bottom of the status
/// and navigation bars; the bottom guide from the top of the tab bar or toolbar down to the
/// bottom of the view. The safe area's top and bottom edges are exactly those inner edges (Apple,
/// deprecation of `topLayoutGuide`: "Use view.safeAreaLayoutGuide.topAnchor instead of
/// topLayoutGuide.bottomAnchor"; likewise `bottomLayoutGuide.topAnchor` →
/// `safeAreaLayoutGuide.bottomAnchor`), and their outer edges are the view's own top and bottom:
///
/// | storyboard item | attribute | generated item | attribute |
/// | --- | --- | --- | --- |
/// | top layout guide | bottom | `safeAreaLayoutGuide` | top |
/// | top layout guide | top | the root view | top |
/// | bottom layout guide | top | `safeAreaLayoutGuide` | bottom |
/// | bottom layout guide | bottom | the root view | bottom |
///
/// Other attributes of the guides (their height, a leading edge) have no safe-area equivalent
/// and are reported.
extension TypeGenerator {
    enum LegacyGuide {
        case top, bottom
    }

    /// Which legacy guide `id` is, when it is one of the controller whose view this type is.
    func legacyGuide(_ id: String?, number: Int32 = -1) -> LegacyGuide? {
        guard let id, case .layoutGuide(let guide, _)? = number >= 0 ? document.reference(number: number) : document.reference(id) else { return nil }
        switch guide.key {
        case XibLayoutGuide.topLayoutGuideKey: return .top
        case XibLayoutGuide.bottomLayoutGuideKey: return .bottom
        default: return nil
        }
    }

    /// The constraint item and attribute standing for `attribute` of a legacy guide; nil when
    /// the safe area has no equivalent.
    func safeAreaEquivalent(of guide: LegacyGuide, attribute: String) -> (item: ConstraintTranslation.Item, attribute: String)? {
        switch (guide, attribute) {
        case (.top, "bottom"): (.guide("safeAreaLayoutGuide"), "top")
        case (.top, "top"): (.view(nil), "top")
        case (.bottom, "top"): (.guide("safeAreaLayoutGuide"), "bottom")
        case (.bottom, "bottom"): (.view(nil), "bottom")
        default: nil
        }
    }

    /// The constraint with its legacy guide items replaced by the safe area (the items to use
    /// for them, by position); nil, reported, when a guide attribute has no equivalent.
    mutating func resolvingLegacyGuides(_ constraint: XibConstraint) -> (XibConstraint, first: ConstraintTranslation.Item?, second: ConstraintTranslation.Item?)? {
        // A document without legacy guides (every XIB): no item to look up.
        guard document.hasLegacyLayoutGuides else { return (constraint, nil, nil) }
        var resolved = constraint
        var first: ConstraintTranslation.Item?
        var second: ConstraintTranslation.Item?
        if let guide = legacyGuide(constraint.firstItem, number: constraint.firstItemNumber) {
            guard let equivalent = safeAreaEquivalent(of: guide, attribute: constraint.firstAttribute) else {
                return reportLegacyGuide(constraint, guide, attribute: constraint.firstAttribute)
            }
            first = equivalent.item
            resolved.firstAttribute = equivalent.attribute
        }
        if let guide = legacyGuide(constraint.secondItem, number: constraint.secondItemNumber), let attribute = constraint.secondAttribute {
            guard let equivalent = safeAreaEquivalent(of: guide, attribute: attribute) else {
                return reportLegacyGuide(constraint, guide, attribute: attribute)
            }
            second = equivalent.item
            resolved.secondAttribute = equivalent.attribute
        }
        return (resolved, first, second)
    }

    private mutating func reportLegacyGuide(_ constraint: XibConstraint, _ guide: LegacyGuide, attribute: String) -> (XibConstraint, first: ConstraintTranslation.Item?, second: ConstraintTranslation.Item?)? {
        diagnostics.append(Diagnostic(.warning, kind: "unsupported-constraint",
            "the \(attribute) of the \(guide == .top ? "top" : "bottom") layout guide has no safe-area equivalent; constraint skipped", at: constraint.location))
        return nil
    }
}
