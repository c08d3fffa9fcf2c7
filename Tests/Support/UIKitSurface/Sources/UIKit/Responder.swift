// UIResponder: the responder chain, first-responder status and action targeting, modelled
// from Apple's "Using responders and the responder chain to handle events" and the
// UIResponder reference (becomeFirstResponder(), target(forAction:withSender:),
// canPerformAction(_:withSender:)).
//
// Without an Objective-C runtime nothing can be asked whether it implements a selector;
// `_SurfaceActions` is the surface's stand-in for that method table.

#if XIBGEN_OBJC_TYPECHECK
@objc
#endif
@MainActor open class UIResponder: NSObject {
    public override init() { super.init() }

    /// UIResponder itself has no next responder; UIView, UIViewController, UIWindow and
    /// UIApplication override this as Apple documents.
    open var next: UIResponder? { nil }

    open var canBecomeFirstResponder: Bool { false }
    open var canResignFirstResponder: Bool { true }
    open var isFirstResponder: Bool { _surfaceWindow?._firstResponder === self }

    /// Apple: "UIKit asks the current first responder to resign as first responder, which it
    /// might not do. If the current first responder resigns, UIKit checks this object's
    /// canBecomeFirstResponder property." One first responder per window; a responder that is
    /// not in a window cannot become first responder ("Only call this method on views that are
    /// part of the active view hierarchy"). A responder that cannot become first responder is
    /// refused before the current one is asked (a plain view's becomeFirstResponder() does not
    /// end editing on a device; the documentation's order would).
    @discardableResult open func becomeFirstResponder() -> Bool {
        guard let window = _surfaceWindow else { return false }
        if window._firstResponder === self { return true }
        guard canBecomeFirstResponder else { return false }
        if let current = window._firstResponder {
            guard current.resignFirstResponder() else { return false }
        }
        window._firstResponder = self
        return true
    }

    /// Apple: "The default implementation returns true, resigning first responder status."
    @discardableResult open func resignFirstResponder() -> Bool {
        guard canResignFirstResponder else { return false }
        if let window = _surfaceWindow, window._firstResponder === self { window._firstResponder = nil }
        return true
    }

    /// Apple: returns true if the responder class implements the requested action.
    open func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool {
        _SurfaceActions.implements(self, action._name)
    }

    /// Apple: "calls canPerformAction(_:withSender:) to determine whether it can invoke the
    /// action. If the object can invoke the action, it returns itself, otherwise it passes the
    /// request up the responder chain."
    open func target(forAction action: Selector, withSender sender: Any?) -> Any? {
        if canPerformAction(action, withSender: sender) { return self }
        return next?.target(forAction: action, withSender: sender)
    }

    open var inputView: UIView? { nil }
    open var inputAccessoryView: UIView? { nil }
    open func reloadInputViews() {}

    /// The window whose first responder this responder can be: found by walking the chain.
    var _surfaceWindow: UIWindow? {
        var responder: UIResponder? = self
        var steps = 0
        while let r = responder, steps < 10_000 {
            if let window = r as? UIWindow { return window }
            if let view = r as? UIView { return view.window }
            responder = r.next
            steps += 1
        }
        return nil
    }

    // NSObject (UINibLoadingAdditions) in UIKit; declared on the surface's root classes so
    // subclasses can `override` them as they do against Apple's SDK.
    open func awakeFromNib() {}
    open func prepareForInterfaceBuilder() {}

    // UIAccessibility (an informal protocol on NSObject in UIKit).
    open var isAccessibilityElement: Bool = false
    open var accessibilityLabel: String?
    open var accessibilityHint: String?
    open var accessibilityValue: String?
    open var accessibilityTraits: UIAccessibilityTraits = .none
    open var accessibilityLanguage: String?
    open var accessibilityFrame: CGRect = .zero
    open var accessibilityElementsHidden: Bool = false
    open var accessibilityViewIsModal: Bool = false
    open var shouldGroupAccessibilityChildren: Bool = false
    open var accessibilityElements: [Any]?
    open var accessibilityRespondsToUserInteraction: Bool = false
    open var accessibilityUserInputLabels: [String]!
}

/// The surface's stand-in for the Objective-C method table (surface extension): which action
/// selectors (by Objective-C name, e.g. `"save:"`) a class implements, and optionally what
/// running one does. `canPerformAction(_:withSender:)`, `target(forAction:withSender:)`,
/// nil-targeted `sendAction`, `show(_:sender:)` targeting and unwind-segue lookup consult it.
/// A class implements what it or a superclass registered. UIKit's own overrides are built in
/// (`UINavigationController`: `showViewController:sender:`; `UISplitViewController`: that and
/// `showDetailViewController:sender:`).
@MainActor public enum _SurfaceActions {
    public typealias Perform = @MainActor (_ receiver: AnyObject, _ sender: Any?) -> Void
    struct Entry { let perform: Perform? }

    private static var table: [ObjectIdentifier: [String: Entry]] = [:]
    private static var builtInsInstalled = false

    /// Declares that instances of `cls` (and its subclasses) implement `selector`; `perform`
    /// runs when an action is delivered to such an instance.
    public static func register(_ selector: String, for cls: AnyClass, perform: Perform? = nil) {
        installBuiltIns()
        table[ObjectIdentifier(cls), default: [:]][selector] = Entry(perform: perform)
    }

    /// Forgets every registration made with `register` (UIKit's built-ins stay).
    public static func reset() {
        table.removeAll()
        builtInsInstalled = false
    }

    public static func implements(_ object: AnyObject, _ selector: String) -> Bool { entry(object, selector) != nil }

    static func entry(_ object: AnyObject, _ selector: String) -> Entry? {
        installBuiltIns()
        var cls: AnyClass? = type(of: object)
        while let c = cls {
            if let e = table[ObjectIdentifier(c)]?[selector] { return e }
            cls = _getSuperclass(c)
        }
        return nil
    }

    private static func installBuiltIns() {
        guard !builtInsInstalled else { return }
        builtInsInstalled = true
        table[ObjectIdentifier(UINavigationController.self), default: [:]][UIViewController._showSelector] = Entry(perform: nil)
        table[ObjectIdentifier(UISplitViewController.self), default: [:]][UIViewController._showSelector] = Entry(perform: nil)
        table[ObjectIdentifier(UISplitViewController.self), default: [:]][UIViewController._showDetailSelector] = Entry(perform: nil)
    }
}
