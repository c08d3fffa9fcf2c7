public struct UIAccessibilityTraits: OptionSet, Hashable, Sendable {
    public let rawValue: UInt64
    public init(rawValue: UInt64) { self.rawValue = rawValue }
    public static let none = UIAccessibilityTraits([])
    public static let button = UIAccessibilityTraits(rawValue: 1 << 0)
    public static let link = UIAccessibilityTraits(rawValue: 1 << 1)
    public static let image = UIAccessibilityTraits(rawValue: 1 << 2)
    public static let selected = UIAccessibilityTraits(rawValue: 1 << 3)
    public static let playsSound = UIAccessibilityTraits(rawValue: 1 << 4)
    public static let keyboardKey = UIAccessibilityTraits(rawValue: 1 << 5)
    public static let staticText = UIAccessibilityTraits(rawValue: 1 << 6)
    public static let summaryElement = UIAccessibilityTraits(rawValue: 1 << 7)
    public static let notEnabled = UIAccessibilityTraits(rawValue: 1 << 8)
    public static let updatesFrequently = UIAccessibilityTraits(rawValue: 1 << 9)
    public static let searchField = UIAccessibilityTraits(rawValue: 1 << 10)
    public static let startsMediaSession = UIAccessibilityTraits(rawValue: 1 << 11)
    public static let adjustable = UIAccessibilityTraits(rawValue: 1 << 12)
    public static let allowsDirectInteraction = UIAccessibilityTraits(rawValue: 1 << 13)
    public static let causesPageTurn = UIAccessibilityTraits(rawValue: 1 << 14)
    public static let header = UIAccessibilityTraits(rawValue: 1 << 16)
    public static let tabBar = UIAccessibilityTraits(rawValue: 1 << 17)
    public static let toggleButton = UIAccessibilityTraits(rawValue: 1 << 18)
    public static let supportsZoom = UIAccessibilityTraits(rawValue: 1 << 19)
}

@MainActor public protocol UIAccessibilityIdentification: NSObjectProtocol {
    var accessibilityIdentifier: String? { get set }
}

@MainActor public protocol UIContentSizeCategoryAdjusting: NSObjectProtocol {
    var adjustsFontForContentSizeCategory: Bool { get set }
}

@MainActor open class UIView: UIResponder, UIAccessibilityIdentification {
    public enum ContentMode: Int, Sendable {
        case scaleToFill, scaleAspectFit, scaleAspectFill, redraw, center, top, bottom, left, right
        case topLeft, topRight, bottomLeft, bottomRight
    }
    public struct AutoresizingMask: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
        public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
        public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
        public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
        public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
        public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)
    }
    public enum TintAdjustmentMode: Int, Sendable { case automatic, normal, dimmed }
    public struct AnimationOptions: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let layoutSubviews = AnimationOptions(rawValue: 1 << 0)
        public static let allowUserInteraction = AnimationOptions(rawValue: 1 << 1)
        public static let beginFromCurrentState = AnimationOptions(rawValue: 1 << 2)
        public static let `repeat` = AnimationOptions(rawValue: 1 << 3)
        public static let autoreverse = AnimationOptions(rawValue: 1 << 4)
        public static let curveEaseInOut = AnimationOptions(rawValue: 0 << 16)
        public static let curveEaseIn = AnimationOptions(rawValue: 1 << 16)
        public static let curveEaseOut = AnimationOptions(rawValue: 2 << 16)
        public static let curveLinear = AnimationOptions(rawValue: 3 << 16)
        public static let transitionCrossDissolve = AnimationOptions(rawValue: 5 << 20)
    }

    public static let noIntrinsicMetric: CGFloat = -1
    public static let layoutFittingCompressedSize = CGSize(width: 0, height: 0)
    public static let layoutFittingExpandedSize = CGSize(width: 10000, height: 10000)

    // MARK: Init
    /// Apple: "The new view object must be inserted into a view hierarchy before it can be
    /// used" — setting the initial frame does not autoresize anything (there are no subviews).
    public init(frame: CGRect) {
        _frame = frame
        super.init()
        _layer = UIView._makeLayer(type(of: self).layerClass)
        _layer.frame = frame
        _surfaceApplyClassDefaults()
    }
    public required init?(coder: NSCoder) {
        _frame = .zero
        super.init()
        _layer = UIView._makeLayer(type(of: self).layerClass)
        _surfaceApplyClassDefaults()
    }
    public override convenience init() { self.init(frame: .zero) }

    static func _makeLayer(_ cls: AnyClass) -> CALayer {
        if cls == CAGradientLayer.self { return CAGradientLayer() }
        if cls == CAShapeLayer.self { return CAShapeLayer() }
        return CALayer()
    }

    // MARK: Geometry
    // Changing the size (through `frame` or `bounds`) autoresizes the subviews, as UIKit does
    // when a view's bounds change (see `_surfaceResizeSubviews(from:)`).
    var _frame: CGRect
    var _boundsOrigin: CGPoint = .zero
    open var frame: CGRect {
        get { _frame }
        set { _setFrame(newValue) }
    }
    /// Apple: "Changing the bounds size grows or shrinks the view relative to its center point."
    open var bounds: CGRect {
        get { CGRect(origin: _boundsOrigin, size: _frame.size) }
        set {
            _boundsOrigin = newValue.origin
            let c = center
            _setFrame(CGRect(x: c.x - newValue.width / 2, y: c.y - newValue.height / 2, width: newValue.width, height: newValue.height))
        }
    }
    open var center: CGPoint {
        get { CGPoint(x: _frame.midX, y: _frame.midY) }
        set { _setFrame(CGRect(x: newValue.x - _frame.width / 2, y: newValue.y - _frame.height / 2, width: _frame.width, height: _frame.height)) }
    }
    private func _setFrame(_ newFrame: CGRect) {
        let oldSize = _frame.size
        _frame = newFrame
        _layer.frame = newFrame
        if newFrame.size != oldSize { _surfaceBoundsSizeDidChange(from: oldSize) }
    }
    open var transform: CGAffineTransform = .identity
    open var transform3D: CATransform3D = CATransform3DIdentity
    open var contentScaleFactor: CGFloat = 1

    // MARK: Layer
    open class var layerClass: AnyClass { CALayer.self }
    private var _layer: CALayer = CALayer()
    open var layer: CALayer { _layer }

    // MARK: Rendering
    open var backgroundColor: UIColor? {
        didSet { _layer.backgroundColor = backgroundColor?.cgColor }
    }
    open var alpha: CGFloat = 1
    open var isOpaque: Bool = true
    open var isHidden: Bool = false
    open var clipsToBounds: Bool {
        get { _layer.masksToBounds }
        set { _layer.masksToBounds = newValue }
    }
    open var clearsContextBeforeDrawing: Bool = true
    open var contentMode: UIView.ContentMode = .scaleToFill
    private var _tintColor: UIColor?
    open var tintColor: UIColor! {
        get { _tintColor ?? superview?.tintColor ?? UIColor.systemBlue }
        set { _tintColor = newValue }
    }
    open var tintAdjustmentMode: UIView.TintAdjustmentMode = .automatic
    open var mask: UIView?
    open var overrideUserInterfaceStyle: UIUserInterfaceStyle = .unspecified
    open func draw(_ rect: CGRect) {}
    open func setNeedsDisplay() {}
    open func setNeedsDisplay(_ rect: CGRect) {}
    open func tintColorDidChange() {}

    // MARK: Traits
    var _traitCollection: UITraitCollection?
    /// The view's traits: its own (set with `_surfaceSetTraitCollection`), else its superview's,
    /// else the surface's default environment (`UITraitCollection._surfaceEnvironment`).
    open var traitCollection: UITraitCollection {
        _traitCollection ?? superview?.traitCollection ?? UITraitCollection._surfaceEnvironment
    }
    /// `UITraitEnvironment`; deprecated in iOS 17 in favour of the UITraitChangeObservable
    /// registrations, and still called.
    @available(iOS, deprecated: 17.0, message: "Use the trait change registration APIs declared in the UITraitChangeObservable protocol")
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}
    var _traitRegistrations: [_TraitRegistration] = []

    // MARK: Interaction
    open var tag: Int = 0
    open var isUserInteractionEnabled: Bool = true
    open var isMultipleTouchEnabled: Bool = false
    open var isExclusiveTouch: Bool = false
    open var accessibilityIdentifier: String?

    // MARK: Hierarchy
    public private(set) weak var superview: UIView?
    public private(set) var subviews: [UIView] = []
    open var window: UIWindow? { superview?.window }
    /// The view controller whose root view this is (what UIKit's `next` reports).
    weak var _surfaceViewController: UIViewController?

    open func addSubview(_ view: UIView) { insertSubview(view, at: subviews.count) }
    /// Apple's order: `willMove(toSuperview:)`, `willMove(toWindow:)` down the moved subtree,
    /// the move, `didMoveToWindow()`, `didMoveToSuperview()`, then `didAddSubview(_:)` on the
    /// new superview.
    open func insertSubview(_ view: UIView, at index: Int) {
        if view.superview === self, let i = subviews.firstIndex(where: { $0 === view }) {
            subviews.remove(at: i)
            subviews.insert(view, at: min(max(index, 0), subviews.count))
            return
        }
        let oldWindow = view.window, newWindow = window
        view.willMove(toSuperview: self)
        if oldWindow !== newWindow { view._surfaceWillMove(toWindow: newWindow) }
        if let old = view.superview {
            old.willRemoveSubview(view)
            old.subviews.removeAll { $0 === view }
        }
        subviews.insert(view, at: min(max(index, 0), subviews.count))
        view.superview = self
        if oldWindow !== newWindow { view._surfaceDidMove(fromWindow: oldWindow) }
        view.didMoveToSuperview()
        didAddSubview(view)
    }
    open func insertSubview(_ view: UIView, aboveSubview siblingSubview: UIView) {
        insertSubview(view, at: (subviews.firstIndex { $0 === siblingSubview }.map { $0 + 1 }) ?? subviews.count)
    }
    open func insertSubview(_ view: UIView, belowSubview siblingSubview: UIView) {
        insertSubview(view, at: subviews.firstIndex { $0 === siblingSubview } ?? 0)
    }
    open func removeFromSuperview() {
        guard let sv = superview else { return }
        let oldWindow = window
        willMove(toSuperview: nil)
        if oldWindow != nil { _surfaceWillMove(toWindow: nil) }
        sv.willRemoveSubview(self)
        sv.subviews.removeAll { $0 === self }
        superview = nil
        if oldWindow != nil { _surfaceDidMove(fromWindow: oldWindow) }
        didMoveToSuperview()
    }
    open func bringSubviewToFront(_ view: UIView) {
        guard let i = subviews.firstIndex(where: { $0 === view }) else { return }
        subviews.append(subviews.remove(at: i))
    }
    open func sendSubviewToBack(_ view: UIView) {
        guard let i = subviews.firstIndex(where: { $0 === view }) else { return }
        subviews.insert(subviews.remove(at: i), at: 0)
    }
    open func exchangeSubview(at index1: Int, withSubviewAt index2: Int) { subviews.swapAt(index1, index2) }
    open func isDescendant(of view: UIView) -> Bool {
        var v: UIView? = self
        while let c = v { if c === view { return true }; v = c.superview }
        return false
    }
    open func viewWithTag(_ tag: Int) -> UIView? {
        if self.tag == tag { return self }
        for s in subviews { if let v = s.viewWithTag(tag) { return v } }
        return nil
    }
    open func didAddSubview(_ subview: UIView) {}
    open func willRemoveSubview(_ subview: UIView) {}
    open func willMove(toSuperview newSuperview: UIView?) {}
    open func didMoveToSuperview() {}
    open func willMove(toWindow newWindow: UIWindow?) {}
    open func didMoveToWindow() {}

    private func _surfaceWillMove(toWindow newWindow: UIWindow?) {
        willMove(toWindow: newWindow)
        for s in subviews { s._surfaceWillMove(toWindow: newWindow) }
    }
    /// A subtree entered or left a window: the old window's first responder inside it resigns,
    /// `didMoveToWindow()` runs top-down, and view controllers whose root views moved get their
    /// appearance callbacks (see `UIViewController`).
    private func _surfaceDidMove(fromWindow oldWindow: UIWindow?) {
        if let oldWindow, let first = oldWindow._firstResponder as? UIView, first.isDescendant(of: self) {
            first.resignFirstResponder()
            if oldWindow._firstResponder === first { oldWindow._firstResponder = nil }
        }
        var moved: [UIView] = []
        func visit(_ v: UIView) { moved.append(v); v.subviews.forEach(visit) }
        visit(self)
        for v in moved { v.didMoveToWindow() }
        UIViewController._surfaceAppearanceChange(for: moved.compactMap(\._surfaceViewController))
    }

    /// Apple: "If the view is the root view of a view controller, the next responder is the
    /// view controller; otherwise, the next responder is the view's superview."
    open override var next: UIResponder? { _surfaceViewController ?? superview }

    // MARK: Layout
    /// The bounds size changed from `oldSize`: the subviews autoresize (see Autoresizing.swift).
    /// Views whose subviews UIKit lays out itself (cell content views…) override this.
    func _surfaceBoundsSizeDidChange(from oldSize: CGSize) {
        guard autoresizesSubviews else { return }
        let newSize = bounds.size
        for s in subviews where s.translatesAutoresizingMaskIntoConstraints {
            s._surfaceAutoresize(superviewSizeChangedFrom: oldSize, to: newSize)
        }
    }
    open var autoresizesSubviews: Bool = true
    open var autoresizingMask: UIView.AutoresizingMask = []
    open var translatesAutoresizingMaskIntoConstraints: Bool = true
    open func layoutSubviews() {}
    open func setNeedsLayout() {}
    open func layoutIfNeeded() {}
    open func setNeedsUpdateConstraints() {}
    open func updateConstraintsIfNeeded() {}
    open func updateConstraints() {}
    open func sizeThatFits(_ size: CGSize) -> CGSize { bounds.size }
    open func sizeToFit() {}
    open var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric) }
    open func invalidateIntrinsicContentSize() {}
    open func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize { targetSize }
    open func systemLayoutSizeFitting(_ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
                                      verticalFittingPriority: UILayoutPriority) -> CGSize { targetSize }
    open class var requiresConstraintBasedLayout: Bool { false }

    open var layoutMargins: UIEdgeInsets = UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8)
    open var directionalLayoutMargins: NSDirectionalEdgeInsets {
        get { NSDirectionalEdgeInsets(top: layoutMargins.top, leading: layoutMargins.left, bottom: layoutMargins.bottom, trailing: layoutMargins.right) }
        set { layoutMargins = UIEdgeInsets(top: newValue.top, left: newValue.leading, bottom: newValue.bottom, right: newValue.trailing) }
    }
    open var preservesSuperviewLayoutMargins: Bool = false
    /// `UIStateRestoring`: the identifier state restoration uses.
    open var restorationIdentifier: String?
    open var insetsLayoutMarginsFromSafeArea: Bool = true
    /// iOS 9: whether the layout margins follow the readable content guide's width.
    open var layoutMarginsFollowReadableWidth: Bool = false
    open func layoutMarginsDidChange() {}
    open var safeAreaInsets: UIEdgeInsets { .zero }
    open func safeAreaInsetsDidChange() {}
    open var semanticContentAttribute: UISemanticContentAttribute = .unspecified
    open var effectiveUserInterfaceLayoutDirection: UIUserInterfaceLayoutDirection { .leftToRight }

    private var _hugging: [NSLayoutConstraint.Axis: UILayoutPriority] = [:]
    private var _compression: [NSLayoutConstraint.Axis: UILayoutPriority] = [:]
    open func contentHuggingPriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority { _hugging[axis] ?? UILayoutPriority(250) }
    open func setContentHuggingPriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) { _hugging[axis] = priority }
    open func contentCompressionResistancePriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority { _compression[axis] ?? UILayoutPriority(750) }
    open func setContentCompressionResistancePriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) { _compression[axis] = priority }

    // Constraints installed on this view (by activation or addConstraint).
    var _installedConstraints: [NSLayoutConstraint] = []
    open var constraints: [NSLayoutConstraint] { _installedConstraints }
    open func addConstraint(_ constraint: NSLayoutConstraint) { constraint.isActive = true }
    open func addConstraints(_ constraints: [NSLayoutConstraint]) { constraints.forEach { $0.isActive = true } }
    open func removeConstraint(_ constraint: NSLayoutConstraint) { constraint.isActive = false }
    open func removeConstraints(_ constraints: [NSLayoutConstraint]) { constraints.forEach { $0.isActive = false } }
    open var hasAmbiguousLayout: Bool { false }
    open func constraintsAffectingLayout(for axis: NSLayoutConstraint.Axis) -> [NSLayoutConstraint] { [] }

    // MARK: Anchors & guides
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
    open var firstBaselineAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .firstBaseline) }
    open var lastBaselineAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .lastBaseline) }

    public private(set) var layoutGuides: [UILayoutGuide] = []
    open func addLayoutGuide(_ layoutGuide: UILayoutGuide) {
        layoutGuide.owningView = self; layoutGuides.append(layoutGuide)
    }
    open func removeLayoutGuide(_ layoutGuide: UILayoutGuide) {
        layoutGuides.removeAll { $0 === layoutGuide }; layoutGuide.owningView = nil
    }
    private func _guide<G: UILayoutGuide>(_ id: String, _ make: () -> G) -> G {
        if let g = _systemGuides[id] as? G { return g }
        let g = make(); g.identifier = id; g.owningView = self; _systemGuides[id] = g; return g
    }
    private var _systemGuides: [String: UILayoutGuide] = [:]
    open var safeAreaLayoutGuide: UILayoutGuide { _guide("UIViewSafeAreaLayoutGuide") { UILayoutGuide() } }
    open var layoutMarginsGuide: UILayoutGuide { _guide("UIViewLayoutMarginsGuide") { UILayoutGuide() } }
    open var readableContentGuide: UILayoutGuide { _guide("UIViewReadableContentGuide") { UILayoutGuide() } }
    open var keyboardLayoutGuide: UIKeyboardLayoutGuide { _guide("UIViewKeyboardLayoutGuide") { UIKeyboardLayoutGuide() } }

    // MARK: Gestures
    open var gestureRecognizers: [UIGestureRecognizer]?
    open func addGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
        gestureRecognizer.view?.removeGestureRecognizer(gestureRecognizer)
        gestureRecognizers = (gestureRecognizers ?? []) + [gestureRecognizer]
        gestureRecognizer._view = self
    }
    open func removeGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
        gestureRecognizers?.removeAll { $0 === gestureRecognizer }
        if gestureRecognizer._view === self { gestureRecognizer._view = nil }
    }
    open func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { true }

    // MARK: Coordinates & hit testing
    open func convert(_ point: CGPoint, to view: UIView?) -> CGPoint { point }
    open func convert(_ point: CGPoint, from view: UIView?) -> CGPoint { point }
    open func convert(_ rect: CGRect, to view: UIView?) -> CGRect { rect }
    open func convert(_ rect: CGRect, from view: UIView?) -> CGRect { rect }
    open func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? { nil }
    open func point(inside point: CGPoint, with event: UIEvent?) -> Bool { bounds.contains(point) }
    open func endEditing(_ force: Bool) -> Bool { true }

    // MARK: Animation (runs blocks immediately)
    open class func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void) { animations() }
    open class func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil) {
        animations(); completion?(true)
    }
    open class func animate(withDuration duration: TimeInterval, delay: TimeInterval, options: UIView.AnimationOptions = [],
                            animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil) {
        animations(); completion?(true)
    }
    open class func performWithoutAnimation(_ actionsWithoutAnimation: () -> Void) { actionsWithoutAnimation() }
    open class var areAnimationsEnabled: Bool { false }
}

#if XIBGEN_OBJC_TYPECHECK
@objc
#endif
@MainActor open class UIEvent: NSObject {}
