@MainActor public protocol UIGestureRecognizerDelegate: NSObjectProtocol {}

#if XIBGEN_OBJC_TYPECHECK
@objc
#endif
@MainActor open class UIGestureRecognizer: NSObject {
    /// NSObject (UINibLoadingAdditions) in UIKit.
    open func awakeFromNib() {}
    public enum State: Int, Sendable {
        case possible, began, changed, ended, cancelled, failed
        public static var recognized: State { .ended }
    }
    /// One registered target/action (surface extension).
    /// `hadTarget` is false when a nil target was passed (invalid per Apple's docs).
    public struct _TargetAction { public weak var target: AnyObject?; public let hadTarget: Bool; public let action: String }
    public private(set) var _surfaceTargetActions: [_TargetAction] = []

    public init(target: Any?, action: Selector?) {
        super.init()
        // Apple: "nil is not a valid value" for target; recorded anyway so tests can catch it.
        if let action { _surfaceTargetActions.append(_TargetAction(target: target.map { $0 as AnyObject }, hadTarget: target != nil, action: action._name)) }
    }
    public override convenience init() { self.init(target: nil, action: nil) }
    public required init?(coder: NSCoder) { super.init() }

    open func addTarget(_ target: Any, action: Selector) {
        _surfaceTargetActions.append(_TargetAction(target: target as AnyObject, hadTarget: true, action: action._name))
    }
    open func removeTarget(_ target: Any?, action: Selector?) {
        let obj = target.map { $0 as AnyObject }
        _surfaceTargetActions.removeAll { (obj == nil || $0.target === obj) && (action == nil || $0.action == action!._name) }
    }
    open var state: UIGestureRecognizer.State = .possible
    open weak var delegate: (any UIGestureRecognizerDelegate)?
    open var isEnabled: Bool = true
    weak var _view: UIView?
    open var view: UIView? { _view }
    open var cancelsTouchesInView: Bool = true
    open var delaysTouchesBegan: Bool = false
    open var delaysTouchesEnded: Bool = true
    open var requiresExclusiveTouchType: Bool = true
    open var name: String?
    public private(set) var _surfaceRequiredToFail: [UIGestureRecognizer] = []
    open func require(toFail otherGestureRecognizer: UIGestureRecognizer) { _surfaceRequiredToFail.append(otherGestureRecognizer) }
    open func location(in view: UIView?) -> CGPoint { .zero }
    open var numberOfTouches: Int { 0 }
    open func location(ofTouch touchIndex: Int, in view: UIView?) -> CGPoint { .zero }

    /// Recognizes the gesture (surface extension): state `.ended`, then every target/action
    /// pair, in order, through `UIApplication.sendAction(_:to:from:for:)` with the recognizer as
    /// sender (Apple: a gesture recognizer "sends an action message to each designated target").
    public func _surfaceRecognize() {
        guard isEnabled else { return }
        state = .ended
        for ta in _surfaceTargetActions where !(ta.hadTarget && ta.target == nil) {
            UIApplication.shared.sendAction(Selector(ta.action), to: ta.target, from: self, for: nil)
        }
    }
}

@MainActor open class UITapGestureRecognizer: UIGestureRecognizer {
    open var numberOfTapsRequired: Int = 1
    open var numberOfTouchesRequired: Int = 1
}

@MainActor open class UILongPressGestureRecognizer: UIGestureRecognizer {
    open var numberOfTapsRequired: Int = 0
    open var numberOfTouchesRequired: Int = 1
    open var minimumPressDuration: TimeInterval = 0.5
    open var allowableMovement: CGFloat = 10
}

@MainActor open class UIPanGestureRecognizer: UIGestureRecognizer {
    open var minimumNumberOfTouches: Int = 1
    open var maximumNumberOfTouches: Int = Int.max
    private var _translation: CGPoint = .zero
    open func translation(in view: UIView?) -> CGPoint { _translation }
    open func setTranslation(_ translation: CGPoint, in view: UIView?) { _translation = translation }
    open func velocity(in view: UIView?) -> CGPoint { .zero }
}

@MainActor open class UIScreenEdgePanGestureRecognizer: UIPanGestureRecognizer {
    open var edges: UIRectEdge = []
}

@MainActor open class UISwipeGestureRecognizer: UIGestureRecognizer {
    public struct Direction: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let right = Direction(rawValue: 1 << 0)
        public static let left = Direction(rawValue: 1 << 1)
        public static let up = Direction(rawValue: 1 << 2)
        public static let down = Direction(rawValue: 1 << 3)
    }
    open var numberOfTouchesRequired: Int = 1
    open var direction: UISwipeGestureRecognizer.Direction = .right
}

@MainActor open class UIPinchGestureRecognizer: UIGestureRecognizer {
    open var scale: CGFloat = 1
    open var velocity: CGFloat { 0 }
}

@MainActor open class UIRotationGestureRecognizer: UIGestureRecognizer {
    open var rotation: CGFloat = 0
    open var velocity: CGFloat { 0 }
}

@MainActor open class UIHoverGestureRecognizer: UIGestureRecognizer {}
