#if XIBGEN_OBJC_TYPECHECK
@objc
#endif
@MainActor open class UIMenuElement: NSObject {
    public let title: String
    public let image: UIImage?
    init(title: String, image: UIImage?) { self.title = title; self.image = image; super.init() }
    public struct Attributes: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let disabled = Attributes(rawValue: 1 << 0)
        public static let destructive = Attributes(rawValue: 1 << 1)
        public static let hidden = Attributes(rawValue: 1 << 2)
        public static let keepsMenuPresented = Attributes(rawValue: 1 << 3)
    }
    public enum State: Int, Sendable { case off, on, mixed }
}

@MainActor open class UIAction: UIMenuElement {
    public struct Identifier: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }
    }
    public let identifier: UIAction.Identifier
    public let discoverabilityTitle: String?
    public let attributes: UIMenuElement.Attributes
    public let state: UIMenuElement.State
    public let _handler: UIActionHandler
    public init(title: String = "", image: UIImage? = nil, identifier: UIAction.Identifier? = nil,
                discoverabilityTitle: String? = nil, attributes: UIMenuElement.Attributes = [],
                state: UIMenuElement.State = .off, handler: @escaping UIActionHandler) {
        self.identifier = identifier ?? UIAction.Identifier(UUID().uuidString)
        self.discoverabilityTitle = discoverabilityTitle; self.attributes = attributes; self.state = state
        self._handler = handler
        super.init(title: title, image: image)
    }
    weak var _sender: AnyObject?
    /// The control (or item) sending the action while its handler runs.
    open var sender: Any? { _sender }
}
public typealias UIActionHandler = @MainActor (UIAction) -> Void

@MainActor open class UIMenu: UIMenuElement {
    public struct Options: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let displayInline = Options(rawValue: 1 << 0)
        public static let destructive = Options(rawValue: 1 << 1)
        public static let singleSelection = Options(rawValue: 1 << 5)
        public static let displayAsPalette = Options(rawValue: 1 << 7)
    }
    public struct Identifier: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }
    }
    public let children: [UIMenuElement]
    public let options: UIMenu.Options
    public init(title: String = "", subtitle: String? = nil, image: UIImage? = nil, identifier: UIMenu.Identifier? = nil,
                options: UIMenu.Options = [], children: [UIMenuElement] = []) {
        self.children = children; self.options = options
        super.init(title: title, image: image)
    }
}

@MainActor open class UIControl: UIView {
    public struct State: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let normal = State([])
        public static let highlighted = State(rawValue: 1 << 0)
        public static let disabled = State(rawValue: 1 << 1)
        public static let selected = State(rawValue: 1 << 2)
        public static let focused = State(rawValue: 1 << 3)
        public static let application = State(rawValue: 0x00FF0000)
        public static let reserved = State(rawValue: 0xFF000000)
    }
    public struct Event: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let touchDown = Event(rawValue: 1 << 0)
        public static let touchDownRepeat = Event(rawValue: 1 << 1)
        public static let touchDragInside = Event(rawValue: 1 << 2)
        public static let touchDragOutside = Event(rawValue: 1 << 3)
        public static let touchDragEnter = Event(rawValue: 1 << 4)
        public static let touchDragExit = Event(rawValue: 1 << 5)
        public static let touchUpInside = Event(rawValue: 1 << 6)
        public static let touchUpOutside = Event(rawValue: 1 << 7)
        public static let touchCancel = Event(rawValue: 1 << 8)
        public static let valueChanged = Event(rawValue: 1 << 12)
        public static let primaryActionTriggered = Event(rawValue: 1 << 13)
        public static let menuActionTriggered = Event(rawValue: 1 << 14)
        public static let editingDidBegin = Event(rawValue: 1 << 16)
        public static let editingChanged = Event(rawValue: 1 << 17)
        public static let editingDidEnd = Event(rawValue: 1 << 18)
        public static let editingDidEndOnExit = Event(rawValue: 1 << 19)
        public static let allTouchEvents = Event(rawValue: 0x00000FFF)
        public static let allEditingEvents = Event(rawValue: 0x000F0000)
        public static let applicationReserved = Event(rawValue: 0x0F000000)
        public static let systemReserved = Event(rawValue: 0xF0000000)
        public static let allEvents = Event(rawValue: 0xFFFFFFFF)
    }
    public enum ContentHorizontalAlignment: Int, Sendable { case center, left, right, fill, leading, trailing }
    public enum ContentVerticalAlignment: Int, Sendable { case center, top, bottom, fill }

    /// One `addTarget(_:action:for:)` registration (surface extension).
    public struct _TargetAction {
        public weak var target: AnyObject?
        public let hadTarget: Bool
        public let action: String
        public let events: UIControl.Event
    }
    /// Handlers in registration order: target/actions and UIActions interleaved as added.
    private enum _Handler { case targetAction(_TargetAction), action(UIAction, UIControl.Event) }
    private var _handlers: [_Handler] = []
    /// Every target/action registered, in order (surface extension).
    public var _surfaceTargetActions: [_TargetAction] {
        _handlers.compactMap { if case let .targetAction(t) = $0 { return t } else { return nil } }
    }
    public var _surfaceActions: [(action: UIAction, events: UIControl.Event)] {
        _handlers.compactMap { if case let .action(a, e) = $0 { return (a, e) } else { return nil } }
    }
    /// Events sent with sendActions(for:) (surface extension).
    public private(set) var _surfaceSentEvents: [UIControl.Event] = []

    public override init(frame: CGRect) { super.init(frame: frame) }
    public required init?(coder: NSCoder) { super.init(coder: coder) }
    public convenience init(frame: CGRect, primaryAction: UIAction?) {
        self.init(frame: frame)
        if let primaryAction { addAction(primaryAction, for: .primaryActionTriggered) }
    }

    open var isEnabled: Bool = true
    open var isSelected: Bool = false
    open var isHighlighted: Bool = false
    open var contentHorizontalAlignment: UIControl.ContentHorizontalAlignment = .center
    open var effectiveContentHorizontalAlignment: UIControl.ContentHorizontalAlignment {
        switch contentHorizontalAlignment { case .leading: .left; case .trailing: .right; default: contentHorizontalAlignment }
    }
    open var contentVerticalAlignment: UIControl.ContentVerticalAlignment = .center
    open var state: UIControl.State {
        var s: State = []
        if isHighlighted { s.insert(.highlighted) }
        if !isEnabled { s.insert(.disabled) }
        if isSelected { s.insert(.selected) }
        return s
    }
    open var isTracking: Bool { false }
    open var isTouchInside: Bool { false }
    open var showsMenuAsPrimaryAction: Bool = false
    open var isContextMenuInteractionEnabled: Bool = false
    open var toolTip: String?

    /// Apple: "It is also safe to call this method multiple times with the same values for the
    /// target and action parameters": an identical registration is kept once.
    open func addTarget(_ target: Any?, action: Selector, for controlEvents: UIControl.Event) {
        let obj = target.map { $0 as AnyObject }
        let duplicate = _handlers.contains {
            if case let .targetAction(t) = $0 { return t.target === obj && t.hadTarget == (obj != nil) && t.action == action._name && t.events == controlEvents }
            return false
        }
        if !duplicate { _handlers.append(.targetAction(_TargetAction(target: obj, hadTarget: obj != nil, action: action._name, events: controlEvents))) }
    }
    open func removeTarget(_ target: Any?, action: Selector?, for controlEvents: UIControl.Event) {
        let obj = target.map { $0 as AnyObject }
        _handlers.removeAll {
            guard case let .targetAction(ta) = $0 else { return false }
            return (obj == nil || ta.target === obj) && (action == nil || ta.action == action!._name) && !ta.events.isDisjoint(with: controlEvents)
        }
    }
    /// Apple: "UIActions are uniqued based on their identifier, and subsequent actions with the
    /// same identifier replace previously added actions."
    open func addAction(_ action: UIAction, for controlEvents: UIControl.Event) {
        if let i = _handlers.firstIndex(where: { if case let .action(a, _) = $0 { return a.identifier == action.identifier } else { return false } }),
           case let .action(_, events) = _handlers[i] {
            _handlers[i] = .action(action, events.union(controlEvents))
            return
        }
        _handlers.append(.action(action, controlEvents))
    }
    open func removeAction(_ action: UIAction, for controlEvents: UIControl.Event) {
        _handlers.removeAll { if case let .action(a, _) = $0 { return a === action } else { return false } }
    }
    open func removeAction(identifiedBy actionIdentifier: UIAction.Identifier, for controlEvents: UIControl.Event) {
        _handlers.removeAll { if case let .action(a, _) = $0 { return a.identifier == actionIdentifier } else { return false } }
    }
    open var allTargets: Set<AnyHashable> {
        Set(_surfaceTargetActions.compactMap { $0.target.map { AnyHashable(ObjectIdentifier($0)) } })
    }
    open var allControlEvents: UIControl.Event {
        (_surfaceTargetActions.map(\.events) + _surfaceActions.map(\.events)).reduce([]) { $0.union($1) }
    }
    open func actions(forTarget target: Any?, forControlEvent controlEvent: UIControl.Event) -> [String]? {
        let obj = target.map { $0 as AnyObject }
        let r = _surfaceTargetActions.filter { $0.target === obj && !$0.events.isDisjoint(with: controlEvent) }.map(\.action)
        return r.isEmpty ? nil : r
    }
    /// Apple: "iterates over the control's registered targets and action methods and calls the
    /// sendAction(_:to:for:) method for each one that is associated with an event in the
    /// controlEvents parameter" (UIActions through sendAction(_:)), in registration order.
    open func sendActions(for controlEvents: UIControl.Event) {
        _surfaceSentEvents.append(controlEvents)
        for handler in _handlers {
            switch handler {
            case let .action(a, events) where !events.isDisjoint(with: controlEvents):
                sendAction(a)
            case let .targetAction(ta) where !ta.events.isDisjoint(with: controlEvents):
                if ta.hadTarget && ta.target == nil { continue }  // the target was deallocated
                sendAction(Selector(ta.action), to: ta.target, for: nil)
            default: break
            }
        }
    }
    /// Apple: "forwards it to the singleton UIApplication object for dispatching. If you
    /// supplied a valid target object, the app calls the action method on that target object.
    /// If the target object is nil, the app searches the responder chain."
    open func sendAction(_ action: Selector, to target: Any?, for event: UIEvent?) {
        UIApplication.shared.sendAction(action, to: target, from: self, for: event)
    }
    open func sendAction(_ action: UIAction) {
        action._sender = self
        action._handler(action)
        action._sender = nil
    }
    /// A tap as UIKit delivers it (surface extension): `.touchDown`, then `.touchUpInside`
    /// together with `.primaryActionTriggered`, when the control is enabled.
    public func _surfaceTap() {
        guard isEnabled, isUserInteractionEnabled else { return }
        sendActions(for: .touchDown)
        sendActions(for: [.touchUpInside, .primaryActionTriggered])
    }
    /// iOS 17.4: sends the primary action (the `.primaryActionTriggered` handlers).
    open func performPrimaryAction() { sendActions(for: .primaryActionTriggered) }
}
