// UIApplication (action dispatch, key window) and UIWindow (first responder, root view
// controller), as Apple documents them in "Using responders and the responder chain to
// handle events", UIApplication.sendAction(_:to:from:for:) and UIWindow.

@MainActor public protocol UIApplicationDelegate: NSObjectProtocol {}

@MainActor open class UIApplication: UIResponder {
    private static let _shared = UIApplication()
    open class var shared: UIApplication { _shared }

    /// One action dispatched through `sendAction(_:to:from:for:)` (surface extension).
    public struct _SentAction {
        /// The selector's Objective-C name.
        public let action: String
        /// Whether a target was given (false: nil-targeted, resolved through the responder chain).
        public let hadTarget: Bool
        public weak var target: AnyObject?
        public let sender: Any?
        /// The object the action reached: the target, or for a nil target the first object in
        /// the chain that implements the action (`nil` when none does).
        public weak var receiver: AnyObject?
        /// What `sendAction` returned.
        public let handled: Bool
    }
    /// Every action sent, in order (surface extension).
    public private(set) var _surfaceSentActions: [_SentAction] = []
    public func _surfaceResetSentActions() { _surfaceSentActions.removeAll() }

    open weak var delegate: (any UIApplicationDelegate)?

    weak var _keyWindow: UIWindow?
    var _windows: [Weak<UIWindow>] = []
    @available(iOS, deprecated: 13.0, message: "Should not be used for applications that support multiple scenes as it returns a key window across all connected scenes")
    open var keyWindow: UIWindow? { _keyWindow }
    @available(iOS, deprecated: 15.0, message: "Use UIWindowScene.windows on a relevant window scene instead")
    open var windows: [UIWindow] { _windows.compactMap(\.value) }

    /// Apple: the app's next responder is its delegate when that is a UIResponder that is not
    /// a view, a view controller or the app itself.
    open override var next: UIResponder? {
        guard let d = delegate as? UIResponder, !(d is UIView), !(d is UIViewController), d !== self else { return nil }
        return d
    }

    /// Apple: "dispatches the action method to the given target object or, if no target is
    /// specified, to the first responder", from which it "progresses up the responder chain
    /// until it is handled". The first responder is the key window's. With no first responder
    /// the search starts at the sender when it is a responder (UIKit's observed behaviour; the
    /// documentation does not cover that case).
    @discardableResult  // imported Objective-C methods are discardable
    open func sendAction(_ action: Selector, to target: Any?, from sender: Any?, for event: UIEvent?) -> Bool {
        let targetObject = target.map { $0 as AnyObject }
        var receiver: AnyObject? = targetObject
        if targetObject == nil {
            let start = _keyWindow?._firstResponder ?? (sender as? UIResponder)
            receiver = start?.target(forAction: action, withSender: sender).map { $0 as AnyObject }
        }
        _surfaceSentActions.append(_SentAction(action: action._name, hadTarget: targetObject != nil, target: targetObject,
                                               sender: sender, receiver: receiver, handled: receiver != nil))
        if let receiver { _SurfaceActions.entry(receiver, action._name)?.perform?(receiver, sender) }
        return receiver != nil
    }
}

final class Weak<T: AnyObject> {
    weak var value: T?
    init(_ value: T) { self.value = value }
}

@MainActor open class UIWindow: UIView {
    public struct Level: RawRepresentable, Hashable, Comparable, Sendable {
        public var rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        public init(_ rawValue: CGFloat) { self.rawValue = rawValue }
        public static let normal = Level(0)
        public static let statusBar = Level(1000)
        public static let alert = Level(2000)
        public static func < (lhs: Level, rhs: Level) -> Bool { lhs.rawValue < rhs.rawValue }
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        UIApplication.shared._windows.append(Weak(self))
    }
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        UIApplication.shared._windows.append(Weak(self))
    }

    /// The window's first responder (one per window).
    weak var _firstResponder: UIResponder?

    /// Apple: "The root view controller provides the content view of the window. Assigning a
    /// view controller to this property ... installs the view controller's view as the content
    /// view of the window." The view fills the window.
    open var rootViewController: UIViewController? {
        didSet {
            guard oldValue !== rootViewController else { return }
            if let old = oldValue?.viewIfLoaded, old.superview === self { old.removeFromSuperview() }
            if let root = rootViewController {
                let view: UIView = root.view
                view.frame = bounds
                addSubview(view)
            }
        }
    }
    open var windowLevel: UIWindow.Level = .normal
    open var isKeyWindow: Bool { UIApplication.shared._keyWindow === self }
    open var canBecomeKey: Bool { true }
    open func makeKey() { UIApplication.shared._keyWindow = self }
    open func makeKeyAndVisible() { isHidden = false; makeKey() }
    open func becomeKey() {}
    open func resignKey() {}
    open override var window: UIWindow? { self }
    /// Apple: "The window's next responder is the UIApplication object."
    open override var next: UIResponder? { UIApplication.shared }
}

// The UIKit attribute scope that `AttributeContainer` uses (`attributes.font = …`).

extension AttributeScopes {
    public var uiKit: UIKitAttributes.Type { UIKitAttributes.self }

    public struct UIKitAttributes: AttributeScope {
        public let font: FontAttribute
        public let foregroundColor: ForegroundColorAttribute
        public let backgroundColor: BackgroundColorAttribute
        public let kern: KernAttribute
        public let foundation: FoundationAttributes

        public enum FontAttribute: AttributedStringKey {
            public typealias Value = UIFont
            public static let name = "NSFont"
        }
        public enum ForegroundColorAttribute: AttributedStringKey {
            public typealias Value = UIColor
            public static let name = "NSColor"
        }
        public enum BackgroundColorAttribute: AttributedStringKey {
            public typealias Value = UIColor
            public static let name = "NSBackgroundColor"
        }
        public enum KernAttribute: AttributedStringKey {
            public typealias Value = CGFloat
            public static let name = "NSKern"
        }
    }
}

extension AttributeDynamicLookup {
    public subscript<T: AttributedStringKey>(dynamicMember keyPath: KeyPath<AttributeScopes.UIKitAttributes, T>) -> T {
        self[T.self]
    }
}

extension AttributedString {
    /// Apple (iOS 15): `init(_:including:)` converts an `NSAttributedString`, keeping the
    /// attributes of `scope` (`\.uiKit`: fonts and colors) and throwing when a value has the
    /// wrong type. The surface keeps the UIKit scope's attributes it models.
    public init<S: AttributeScope>(_ nsStr: NSAttributedString, including scope: KeyPath<AttributeScopes, S.Type>) throws {
        self.init()
        let text = nsStr.string as NSString
        var failure: (any Error)?
        nsStr.enumerateAttributes(in: NSRange(location: 0, length: nsStr.length), options: []) { attributes, range, _ in
            var run = AttributedString(text.substring(with: range))
            for (key, value) in attributes {
                switch key {
                case .font:
                    guard let font = value as? UIFont else { failure = CocoaError(.coderInvalidValue); continue }
                    run.font = font
                case .foregroundColor:
                    guard let color = value as? UIColor else { failure = CocoaError(.coderInvalidValue); continue }
                    run.foregroundColor = color
                case .backgroundColor:
                    guard let color = value as? UIColor else { failure = CocoaError(.coderInvalidValue); continue }
                    run.backgroundColor = color
                case .kern:
                    guard let kern = value as? CGFloat else { failure = CocoaError(.coderInvalidValue); continue }
                    run.kern = kern
                default:
                    continue
                }
            }
            self.append(run)
        }
        if let failure { throw failure }
    }
}

/// iOS 14 colour picker control.
@MainActor open class UIColorWell: UIControl {
    open var title: String?
    open var supportsAlpha: Bool = true
    open var selectedColor: UIColor?
}
