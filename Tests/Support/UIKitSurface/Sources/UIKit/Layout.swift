// Auto Layout: priorities, constraints, anchors, layout guides.

public struct UILayoutPriority: Hashable, RawRepresentable, Sendable {
    public var rawValue: Float
    public init(_ rawValue: Float) { self.rawValue = rawValue }
    public init(rawValue: Float) { self.rawValue = rawValue }
    public static let required = UILayoutPriority(1000)
    public static let defaultHigh = UILayoutPriority(750)
    public static let dragThatCanResizeScene = UILayoutPriority(510)
    public static let sceneSizeStayPut = UILayoutPriority(500)
    public static let dragThatCannotResizeScene = UILayoutPriority(490)
    public static let defaultLow = UILayoutPriority(250)
    public static let fittingSizeLevel = UILayoutPriority(50)
}

// Apple's overlay: UILayoutPriority is Comparable and supports `+`/`-` with Float.
extension UILayoutPriority: Comparable {
    public static func < (lhs: UILayoutPriority, rhs: UILayoutPriority) -> Bool { lhs.rawValue < rhs.rawValue }
    public static func + (lhs: UILayoutPriority, rhs: Float) -> UILayoutPriority { UILayoutPriority(lhs.rawValue + rhs) }
    public static func - (lhs: UILayoutPriority, rhs: Float) -> UILayoutPriority { UILayoutPriority(lhs.rawValue - rhs) }
    public static func += (lhs: inout UILayoutPriority, rhs: Float) { lhs.rawValue += rhs }
    public static func -= (lhs: inout UILayoutPriority, rhs: Float) { lhs.rawValue -= rhs }
}

#if XIBGEN_OBJC_TYPECHECK
@objc
#endif
@MainActor open class NSLayoutConstraint: NSObject {
    /// NSObject (UINibLoadingAdditions) in UIKit.
    open func awakeFromNib() {}
    public enum Attribute: Int, Sendable {
        case left = 1, right, top, bottom, leading, trailing, width, height, centerX, centerY, lastBaseline, firstBaseline
        case leftMargin, rightMargin, topMargin, bottomMargin, leadingMargin, trailingMargin
        case centerXWithinMargins, centerYWithinMargins
        case notAnAttribute = 0
        public static var baseline: Attribute { .lastBaseline }
    }
    public enum Relation: Int, Sendable { case lessThanOrEqual = -1, equal = 0, greaterThanOrEqual = 1 }
    public enum Axis: Int, Sendable { case horizontal = 0, vertical = 1 }
    public struct FormatOptions: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let alignAllLeft = FormatOptions(rawValue: 1 << 1)
        public static let alignAllRight = FormatOptions(rawValue: 1 << 2)
        public static let alignAllTop = FormatOptions(rawValue: 1 << 3)
        public static let alignAllBottom = FormatOptions(rawValue: 1 << 4)
        public static let alignAllLeading = FormatOptions(rawValue: 1 << 5)
        public static let alignAllTrailing = FormatOptions(rawValue: 1 << 6)
        public static let alignAllCenterX = FormatOptions(rawValue: 1 << 9)
        public static let alignAllCenterY = FormatOptions(rawValue: 1 << 10)
        public static let alignAllLastBaseline = FormatOptions(rawValue: 1 << 11)
        public static let alignAllFirstBaseline = FormatOptions(rawValue: 1 << 12)
        public static let directionLeadingToTrailing = FormatOptions(rawValue: 0 << 16)
        public static let directionLeftToRight = FormatOptions(rawValue: 1 << 16)
        public static let directionRightToLeft = FormatOptions(rawValue: 2 << 16)
        public static let spacingBaselineToBaseline = FormatOptions(rawValue: 1 << 19)
    }

    /// Every constraint created since the last reset, in creation order (surface extension).
    public static var _surfaceAllCreated: [NSLayoutConstraint] = []
    public static func _surfaceReset() { _surfaceAllCreated.removeAll() }

    open private(set) var firstItem: AnyObject?
    open private(set) var secondItem: AnyObject?
    open private(set) var firstAttribute: Attribute = .notAnAttribute
    open private(set) var secondAttribute: Attribute = .notAnAttribute
    open private(set) var relation: Relation = .equal
    open private(set) var multiplier: CGFloat = 1
    open var constant: CGFloat = 0
    open var priority: UILayoutPriority = .required
    open var identifier: String?
    open var shouldBeArchived: Bool = false
    /// The view the constraint was installed on when activated (surface extension).
    public private(set) weak var _surfaceInstalledOn: UIView?
    /// False if, when activated, the items had no common ancestor (UIKit would throw).
    public private(set) var _surfaceHadCommonAncestor: Bool = true

    open var isActive: Bool = false {
        didSet {
            guard isActive != oldValue else { return }
            if isActive { _install() } else { _surfaceInstalledOn?._installedConstraints.removeAll { $0 === self }; _surfaceInstalledOn = nil }
        }
    }

    public override init() {
        super.init()
        NSLayoutConstraint._surfaceAllCreated.append(self)
    }

    public convenience init(item view1: Any, attribute attr1: NSLayoutConstraint.Attribute,
                            relatedBy relation: NSLayoutConstraint.Relation, toItem view2: Any?,
                            attribute attr2: NSLayoutConstraint.Attribute, multiplier: CGFloat, constant c: CGFloat) {
        self.init()
        firstItem = view1 as AnyObject; secondItem = view2.map { $0 as AnyObject }
        firstAttribute = attr1; secondAttribute = attr2; self.relation = relation
        self.multiplier = multiplier; constant = c
    }

    open var firstAnchor: NSLayoutAnchor<AnyObject> {
        NSLayoutAnchor<AnyObject>(item: firstItem, attribute: firstAttribute)
    }
    open var secondAnchor: NSLayoutAnchor<AnyObject>? {
        secondItem == nil ? nil : NSLayoutAnchor<AnyObject>(item: secondItem, attribute: secondAttribute)
    }

    open class func activate(_ constraints: [NSLayoutConstraint]) { for c in constraints { c.isActive = true } }
    open class func deactivate(_ constraints: [NSLayoutConstraint]) { for c in constraints { c.isActive = false } }
    open class func constraints(withVisualFormat format: String, options opts: NSLayoutConstraint.FormatOptions = [],
                                metrics: [String: Any]?, views: [String: Any]) -> [NSLayoutConstraint] { [] }

    private static func _view(_ item: AnyObject?) -> UIView? {
        if let v = item as? UIView { return v }
        if let g = item as? UILayoutGuide { return g.owningView }
        return nil
    }
    private func _install() {
        guard let v1 = NSLayoutConstraint._view(firstItem) else { return }
        var target: UIView? = v1
        if let v2 = NSLayoutConstraint._view(secondItem) {
            target = nil
            var a: UIView? = v1
            while let candidate = a {
                if v2.isDescendant(of: candidate) { target = candidate; break }
                a = candidate.superview
            }
        }
        _surfaceHadCommonAncestor = target != nil
        let host = target ?? v1
        host._installedConstraints.append(self)
        _surfaceInstalledOn = host
    }

    /// Human-readable summary (surface extension).
    public var _surfaceDescription: String {
        func name(_ o: AnyObject?) -> String { o.map { "\(type(of: $0))" } ?? "nil" }
        return "<NSLayoutConstraint \(name(firstItem)).\(firstAttribute) \(relation) \(name(secondItem)).\(secondAttribute) * \(multiplier) + \(constant) @\(priority.rawValue)\(identifier.map { " id=\($0)" } ?? "")>"
    }
}

/// Generic anchor; X/Y/dimension subclasses restrict which anchors combine.
@MainActor open class NSLayoutAnchor<AnchorType: AnyObject>: NSObject {
    public private(set) weak var item: AnyObject?
    public let _attribute: NSLayoutConstraint.Attribute
    init(item: AnyObject?, attribute: NSLayoutConstraint.Attribute) {
        self.item = item; _attribute = attribute; super.init()
    }
    open var name: String { "\(_attribute)" }
    open var hasAmbiguousLayout: Bool { false }
    open var constraintsAffectingLayout: [NSLayoutConstraint] { [] }

    func _make(_ rel: NSLayoutConstraint.Relation, _ other: NSLayoutAnchor<AnchorType>?, multiplier: CGFloat = 1, constant: CGFloat) -> NSLayoutConstraint {
        NSLayoutConstraint(item: item as Any, attribute: _attribute, relatedBy: rel, toItem: other?.item,
                           attribute: other?._attribute ?? .notAnAttribute, multiplier: multiplier, constant: constant)
    }
    open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint { _make(.equal, anchor, constant: 0) }
    open func constraint(greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint { _make(.greaterThanOrEqual, anchor, constant: 0) }
    open func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint { _make(.lessThanOrEqual, anchor, constant: 0) }
    open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint { _make(.equal, anchor, constant: c) }
    open func constraint(greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint { _make(.greaterThanOrEqual, anchor, constant: c) }
    open func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint { _make(.lessThanOrEqual, anchor, constant: c) }
}

@MainActor open class NSLayoutXAxisAnchor: NSLayoutAnchor<NSLayoutXAxisAnchor> {
    open func anchorWithOffset(to otherAnchor: NSLayoutXAxisAnchor) -> NSLayoutDimension {
        NSLayoutDimension(item: item, attribute: .width)
    }
    open func constraint(equalToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint {
        _make(.equal, anchor, constant: 8 * multiplier)
    }
    open func constraint(greaterThanOrEqualToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint {
        _make(.greaterThanOrEqual, anchor, constant: 8 * multiplier)
    }
    open func constraint(lessThanOrEqualToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint {
        _make(.lessThanOrEqual, anchor, constant: 8 * multiplier)
    }
}

@MainActor open class NSLayoutYAxisAnchor: NSLayoutAnchor<NSLayoutYAxisAnchor> {
    open func anchorWithOffset(to otherAnchor: NSLayoutYAxisAnchor) -> NSLayoutDimension {
        NSLayoutDimension(item: item, attribute: .height)
    }
    open func constraint(equalToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint {
        _make(.equal, anchor, constant: 8 * multiplier)
    }
    open func constraint(greaterThanOrEqualToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint {
        _make(.greaterThanOrEqual, anchor, constant: 8 * multiplier)
    }
    open func constraint(lessThanOrEqualToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint {
        _make(.lessThanOrEqual, anchor, constant: 8 * multiplier)
    }
}

@MainActor open class NSLayoutDimension: NSLayoutAnchor<NSLayoutDimension> {
    open func constraint(equalToConstant c: CGFloat) -> NSLayoutConstraint { _make(.equal, nil, constant: c) }
    open func constraint(greaterThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint { _make(.greaterThanOrEqual, nil, constant: c) }
    open func constraint(lessThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint { _make(.lessThanOrEqual, nil, constant: c) }
    open func constraint(equalTo anchor: NSLayoutDimension, multiplier m: CGFloat) -> NSLayoutConstraint { _make(.equal, anchor, multiplier: m, constant: 0) }
    open func constraint(greaterThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat) -> NSLayoutConstraint { _make(.greaterThanOrEqual, anchor, multiplier: m, constant: 0) }
    open func constraint(lessThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat) -> NSLayoutConstraint { _make(.lessThanOrEqual, anchor, multiplier: m, constant: 0) }
    open func constraint(equalTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat) -> NSLayoutConstraint { _make(.equal, anchor, multiplier: m, constant: c) }
    open func constraint(greaterThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat) -> NSLayoutConstraint { _make(.greaterThanOrEqual, anchor, multiplier: m, constant: c) }
    open func constraint(lessThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat) -> NSLayoutConstraint { _make(.lessThanOrEqual, anchor, multiplier: m, constant: c) }
}

#if XIBGEN_OBJC_TYPECHECK
@objc
#endif
@MainActor open class UILayoutGuide: NSObject {
    public override init() { super.init() }
    public required init?(coder: NSCoder) { super.init() }
    open var layoutFrame: CGRect { .zero }
    open weak var owningView: UIView?
    open var identifier: String = ""
    open var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .leading) }
    open var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .trailing) }
    open var leftAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .left) }
    open var rightAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .right) }
    open var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .top) }
    open var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .bottom) }
    open var widthAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .width) }
    open var heightAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .height) }
    open var centerXAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .centerX) }
    open var centerYAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .centerY) }
}

@MainActor open class UITrackingLayoutGuide: UILayoutGuide {}
@MainActor open class UIKeyboardLayoutGuide: UITrackingLayoutGuide {
    open var followsUndockedKeyboard: Bool = false
    open var usesBottomSafeArea: Bool = true
    open var keyboardDismissPadding: CGFloat = 0
}
