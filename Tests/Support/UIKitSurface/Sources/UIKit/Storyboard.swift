// UIStoryboard, UIStoryboardSegue and UIStoryboardUnwindSegueSource with Apple's signatures.
//
// There are no storyboard files on this surface. A storyboard UIKit cannot find raises
// "Could not find a storyboard named …" (UIStoryboard.init(name:bundle:) documents it); the
// surface records that exception in `_SurfaceRecorder` and carries on with an empty
// storyboard, so a test can assert the failure. Tests that need a storyboard to exist
// declare it with `UIStoryboard._surfaceRegister(name:initial:scenes:)`: scenes are created
// with `init(coder:)` (or the creator block), as UIKit does.

#if XIBGEN_OBJC_TYPECHECK
@objc
#endif
@MainActor open class UIStoryboard: NSObject {
    /// A storyboard a test declares present in the bundle (surface extension).
    struct _Registered {
        let initial: String?
        let scenes: [String: UIViewController.Type]
    }
    private static var _registered: [String: _Registered] = [:]

    /// Declares a storyboard `name` (in any bundle) whose scenes, by storyboard identifier, are
    /// instances of the given classes; `initial` names the initial scene.
    public static func _surfaceRegister(name: String, initial: String?, scenes: [String: UIViewController.Type]) {
        _registered[name] = _Registered(initial: initial, scenes: scenes)
    }
    public static func _surfaceResetRegistrations() { _registered.removeAll() }

    /// The name this storyboard was created with (surface extension).
    public let _name: String
    private let _contents: _Registered?

    /// Apple: "If no storyboard resource file matching name exists, an exception is thrown with
    /// description: Could not find a storyboard named 'XXXXXX' in bundle...".
    public init(name: String, bundle storyboardBundleOrNil: Bundle?) {
        _name = name
        _contents = UIStoryboard._registered[name]
        super.init()
        if _contents == nil {
            let bundle = storyboardBundleOrNil ?? Bundle.main
            _SurfaceRecorder.raise("NSInvalidArgumentException", "Could not find a storyboard named '\(name)' in bundle NSBundle <\(bundle.bundlePath)> (loaded)")
        }
    }

    /// Apple: returns the initial view controller, or nil when the storyboard has none.
    open func instantiateInitialViewController() -> UIViewController? {
        instantiateInitialViewController(creator: nil as ((NSCoder) -> UIViewController?)?)
    }
    @preconcurrency
    open func instantiateInitialViewController<ViewController: UIViewController>(creator: ((NSCoder) -> ViewController?)? = nil) -> ViewController? {
        guard let id = _contents?.initial, let cls = _contents?.scenes[id] else {
            _SurfaceRecorder.record(.instantiate(storyboard: _name, identifier: nil, viewController: nil))
            return nil
        }
        let vc = _make(cls, creator: creator) as? ViewController
        _SurfaceRecorder.record(.instantiate(storyboard: _name, identifier: nil, viewController: vc))
        return vc
    }
    /// Apple: "If the specified identifier does not exist in the storyboard file, this method
    /// raises an exception." The surface records it and returns a plain UIViewController.
    open func instantiateViewController(withIdentifier identifier: String) -> UIViewController {
        guard let cls = _contents?.scenes[identifier] else {
            _raiseMissing(identifier)
            let placeholder = UIViewController()
            _SurfaceRecorder.record(.instantiate(storyboard: _name, identifier: identifier, viewController: placeholder))
            return placeholder
        }
        let vc = _make(cls, creator: nil as ((NSCoder) -> UIViewController?)?) ?? UIViewController()
        _SurfaceRecorder.record(.instantiate(storyboard: _name, identifier: identifier, viewController: vc))
        return vc
    }
    /// Apple: the creator block creates the controller from the coder; "If you return nil from
    /// your block, this method creates the view controller using the default init(coder:)
    /// method." An unknown identifier raises; the surface records that and then builds the
    /// controller the same way (creator, else `init(coder:)`), trapping only if that fails.
    @preconcurrency
    open func instantiateViewController<ViewController: UIViewController>(identifier: String, creator: ((NSCoder) -> ViewController?)? = nil) -> ViewController {
        let cls: UIViewController.Type
        if let registered = _contents?.scenes[identifier] { cls = registered } else { _raiseMissing(identifier); cls = ViewController.self }
        guard let vc = _make(cls, creator: creator) as? ViewController else {
            fatalError("UIStoryboard: scene '\(identifier)' of storyboard '\(_name)' is not a \(ViewController.self)")
        }
        _SurfaceRecorder.record(.instantiate(storyboard: _name, identifier: identifier, viewController: vc))
        return vc
    }

    private func _raiseMissing(_ identifier: String) {
        _SurfaceRecorder.raise("NSInvalidArgumentException", "Storyboard (<UIStoryboard: \(_name)>) doesn't contain a view controller with identifier '\(identifier)'")
    }
    private func _make<VC: UIViewController>(_ cls: UIViewController.Type, creator: ((NSCoder) -> VC?)?) -> UIViewController? {
        let coder = NSKeyedArchiver(requiringSecureCoding: false)
        let vc = creator?(coder) ?? cls.init(coder: coder)
        vc?.storyboard = self
        return vc
    }
}

/// Apple: "Subclasses override this method [perform()]"; `init(identifier:source:destination:
/// performHandler:)` is the alternative to subclassing. The base `perform()` records the segue
/// (`_SurfaceRecorder.Event.perform`) and runs the perform handler, if any.
#if XIBGEN_OBJC_TYPECHECK
@objc
#endif
@MainActor open class UIStoryboardSegue: NSObject {
    private let _identifier: String?
    private let _source: UIViewController
    private let _destination: UIViewController
    private var _performHandler: (() -> Void)?

    public init(identifier: String?, source: UIViewController, destination: UIViewController) {
        _identifier = identifier; _source = source; _destination = destination
        super.init()
    }
    public convenience init(identifier: String?, source: UIViewController, destination: UIViewController, performHandler: @escaping () -> Void) {
        self.init(identifier: identifier, source: source, destination: destination)
        _performHandler = performHandler
    }

    open var identifier: String? { _identifier }
    open var source: UIViewController { _source }
    open var destination: UIViewController { _destination }
    open func perform() {
        _SurfaceRecorder.record(.perform(segue: self))
        _performHandler?()
    }
}

/// Apple: "You don't create instances of this class yourself" (no public initializer).
#if XIBGEN_OBJC_TYPECHECK
@objc
#endif
@MainActor open class UIStoryboardUnwindSegueSource: NSObject {
    public let source: UIViewController
    public let unwindAction: Selector
    public let sender: Any?
    /// Surface extension: what UIKit creates when an unwind segue fires.
    public init(_surfaceSource source: UIViewController, unwindAction: Selector, sender: Any?) {
        self.source = source; self.unwindAction = unwindAction; self.sender = sender
        super.init()
    }
}

extension UIViewController {
    /// Performs an unwind segue from this controller the way Apple describes it (surface
    /// extension), so generated unwind code can be compared with UIKit's choice:
    /// "UIKit searches the current view controller hierarchy for a view controller that
    /// implements the designated action method. It looks for the closest view controller,
    /// starting with the immediate parent, and walks up the view controller hierarchy" — at
    /// each level the container's `allowedChildrenForUnwinding(from:)` (depth first, a subtree's
    /// children before its root) and then the container itself, asking
    /// `canPerformUnwindSegueAction(_:from:sender:)`; from a presented controller the walk goes
    /// on to its presenter. On a match: `prepare(for:sender:)` on the source, the unwind action
    /// on the destination (with the segue), `unwind(for:towards:)` on the containers above the
    /// destination, dismissal of what the destination's side presented, then `perform()`.
    /// "If it can't find a view controller that implements the method, the unwind segue fails
    /// silently": nil, nothing happens.
    @discardableResult
    public func _surfaceUnwind(action: Selector, identifier: String? = nil, sender: Any?) -> UIViewController? {
        let unwindSource = UIStoryboardUnwindSegueSource(_surfaceSource: self, unwindAction: action, sender: sender)
        func search(_ vc: UIViewController) -> UIViewController? {
            for child in vc.allowedChildrenForUnwinding(from: unwindSource) {
                if let found = search(child) { return found }
            }
            return vc.canPerformUnwindSegueAction(action, from: self, sender: sender) ? vc : nil
        }
        var level: UIViewController? = parent ?? _presentingDirect
        var destination: UIViewController?
        while let container = level, destination == nil {
            destination = search(container)
            level = container.parent ?? container._presentingDirect
        }
        guard let destination else { return nil }
        let segue = UIStoryboardSegue(identifier: identifier, source: self, destination: destination)
        prepare(for: segue, sender: sender)
        _SurfaceRecorder.record(.unwind(source: self, destination: destination, action: action._name))
        _SurfaceActions.entry(destination, action._name)?.perform?(destination, segue)
        var child = destination
        while let container = child.parent {
            container.unwind(for: segue, towards: child)
            child = container
        }
        var top = destination
        while let p = top.parent { top = p }
        if let presented = top._presentedDirect, presented._surfaceContains(self) {
            top.dismiss(animated: true)
        }
        segue.perform()
        return destination
    }

}
