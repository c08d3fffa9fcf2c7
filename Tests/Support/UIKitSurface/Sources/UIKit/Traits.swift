// Trait collections, UITraitEnvironment and the iOS 17 trait-change registration API
// (UITraitChangeObservable, UITraitDefinition, UITraitHorizontalSizeClass…), with Apple's
// Swift shapes. Trait changes are driven by tests through `_surfaceSetTraitCollection(_:)`,
// which calls `traitCollectionDidChange(_:)` (deprecated in iOS 17, still called) and the
// registered handlers whose traits changed, down the view (and view controller) hierarchy.

public enum UIUserInterfaceSizeClass: Int, Sendable { case unspecified = 0, compact = 1, regular = 2 }

/// A set of traits; an unset trait reads as its unspecified value, as in UIKit.
#if XIBGEN_OBJC_TYPECHECK
@objc
#endif
public final class UITraitCollection: NSObject, @unchecked Sendable {
    let _style: UIUserInterfaceStyle?
    let _idiom: UIUserInterfaceIdiom?
    let _scale: CGFloat?
    let _horizontal: UIUserInterfaceSizeClass?
    let _vertical: UIUserInterfaceSizeClass?

    init(style: UIUserInterfaceStyle?, idiom: UIUserInterfaceIdiom?, scale: CGFloat?,
         horizontal: UIUserInterfaceSizeClass?, vertical: UIUserInterfaceSizeClass?) {
        _style = style; _idiom = idiom; _scale = scale; _horizontal = horizontal; _vertical = vertical
        super.init()
    }
    public override convenience init() { self.init(style: nil, idiom: nil, scale: nil, horizontal: nil, vertical: nil) }
    public convenience init(userInterfaceStyle: UIUserInterfaceStyle) { self.init(style: userInterfaceStyle, idiom: nil, scale: nil, horizontal: nil, vertical: nil) }
    public convenience init(userInterfaceIdiom idiom: UIUserInterfaceIdiom) { self.init(style: nil, idiom: idiom, scale: nil, horizontal: nil, vertical: nil) }
    public convenience init(displayScale scale: CGFloat) { self.init(style: nil, idiom: nil, scale: scale, horizontal: nil, vertical: nil) }
    public convenience init(horizontalSizeClass: UIUserInterfaceSizeClass) { self.init(style: nil, idiom: nil, scale: nil, horizontal: horizontalSizeClass, vertical: nil) }
    public convenience init(verticalSizeClass: UIUserInterfaceSizeClass) { self.init(style: nil, idiom: nil, scale: nil, horizontal: nil, vertical: verticalSizeClass) }
    /// Apple: later collections' specified traits win.
    public convenience init(traitsFrom traitCollections: [UITraitCollection]) {
        func last<T>(_ key: (UITraitCollection) -> T?) -> T? { traitCollections.reversed().lazy.compactMap(key).first }
        self.init(style: last(\._style), idiom: last(\._idiom), scale: last(\._scale), horizontal: last(\._horizontal), vertical: last(\._vertical))
    }

    public var userInterfaceStyle: UIUserInterfaceStyle { _style ?? .unspecified }
    public var userInterfaceIdiom: UIUserInterfaceIdiom { _idiom ?? .unspecified }
    public var displayScale: CGFloat { _scale ?? 0 }
    public var horizontalSizeClass: UIUserInterfaceSizeClass { _horizontal ?? .unspecified }
    public var verticalSizeClass: UIUserInterfaceSizeClass { _vertical ?? .unspecified }

    public func containsTraits(in trait: UITraitCollection?) -> Bool {
        guard let t = trait else { return true }
        return (t._style == nil || t._style == _style) && (t._idiom == nil || t._idiom == _idiom) && (t._scale == nil || t._scale == _scale)
            && (t._horizontal == nil || t._horizontal == _horizontal) && (t._vertical == nil || t._vertical == _vertical)
    }
    public func hasDifferentColorAppearance(comparedTo traitCollection: UITraitCollection?) -> Bool {
        userInterfaceStyle != (traitCollection?.userInterfaceStyle ?? .unspecified)
    }
    public static var current: UITraitCollection { _surfaceEnvironment }

    /// The traits views and view controllers report until a test sets others (surface
    /// extension): an iPhone in light mode at 3× with unspecified size classes, so size-class
    /// variations keep their base values unless a test picks a size class.
    nonisolated(unsafe) public static var _surfaceEnvironment = UITraitCollection(
        style: .light, idiom: .phone, scale: 3, horizontal: .unspecified, vertical: .unspecified)

    /// The trait definitions whose values differ between the two collections.
    func _changedTraits(from other: UITraitCollection?) -> [ObjectIdentifier] {
        let o = other ?? UITraitCollection()
        var changed: [ObjectIdentifier] = []
        if userInterfaceStyle != o.userInterfaceStyle { changed.append(ObjectIdentifier(UITraitUserInterfaceStyle.self)) }
        if userInterfaceIdiom != o.userInterfaceIdiom { changed.append(ObjectIdentifier(UITraitUserInterfaceIdiom.self)) }
        if displayScale != o.displayScale { changed.append(ObjectIdentifier(UITraitDisplayScale.self)) }
        if horizontalSizeClass != o.horizontalSizeClass { changed.append(ObjectIdentifier(UITraitHorizontalSizeClass.self)) }
        if verticalSizeClass != o.verticalSizeClass { changed.append(ObjectIdentifier(UITraitVerticalSizeClass.self)) }
        return changed
    }

    public override func isEqual(_ object: Any?) -> Bool {
        guard let o = object as? UITraitCollection else { return false }
        return o._style == _style && o._idiom == _idiom && o._scale == _scale && o._horizontal == _horizontal && o._vertical == _vertical
    }
    public override var hash: Int { horizontalSizeClass.rawValue &* 31 &+ verticalSizeClass.rawValue }
}

// MARK: - Trait definitions (iOS 17)

/// Apple's Swift protocol for a trait: a value type with a default value.
public protocol UITraitDefinition {
    associatedtype Value
    static var defaultValue: Value { get }
    static var identifier: String { get }
    static var name: String { get }
    static var affectsColorAppearance: Bool { get }
}
extension UITraitDefinition {
    public static var identifier: String { String(reflecting: Self.self) }
    public static var name: String { String(describing: Self.self) }
    public static var affectsColorAppearance: Bool { false }
}
/// Apple: `typealias UITrait = any UITraitDefinition.Type`.
public typealias UITrait = any UITraitDefinition.Type

public struct UITraitHorizontalSizeClass: UITraitDefinition, Sendable {
    public typealias Value = UIUserInterfaceSizeClass
    public static let defaultValue: UIUserInterfaceSizeClass = .unspecified
}
public struct UITraitVerticalSizeClass: UITraitDefinition, Sendable {
    public typealias Value = UIUserInterfaceSizeClass
    public static let defaultValue: UIUserInterfaceSizeClass = .unspecified
}
public struct UITraitUserInterfaceStyle: UITraitDefinition, Sendable {
    public typealias Value = UIUserInterfaceStyle
    public static let defaultValue: UIUserInterfaceStyle = .unspecified
    public static var affectsColorAppearance: Bool { true }
}
public struct UITraitUserInterfaceIdiom: UITraitDefinition, Sendable {
    public typealias Value = UIUserInterfaceIdiom
    public static let defaultValue: UIUserInterfaceIdiom = .unspecified
}
public struct UITraitDisplayScale: UITraitDefinition, Sendable {
    public typealias Value = CGFloat
    public static let defaultValue: CGFloat = 0
}

// MARK: - Environment and change observation

@MainActor public protocol UITraitEnvironment: NSObjectProtocol {
    var traitCollection: UITraitCollection { get }
    @available(iOS, deprecated: 17.0, message: "Use the trait change registration APIs declared in the UITraitChangeObservable protocol")
    func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?)
}

/// The opaque token `registerForTraitChanges` returns.
@MainActor public protocol UITraitChangeRegistration: NSObjectProtocol {}

/// Apple's Swift protocol (iOS 17) adopted by UIView and UIViewController.
@MainActor public protocol UITraitChangeObservable {
    typealias TraitChangeHandler<TraitEnvironment: UITraitEnvironment> = (TraitEnvironment, UITraitCollection) -> Void
    @discardableResult
    func registerForTraitChanges<TraitEnvironment: UITraitEnvironment>(_ traits: [UITrait], handler: @escaping Self.TraitChangeHandler<TraitEnvironment>) -> any UITraitChangeRegistration
    @discardableResult
    func registerForTraitChanges(_ traits: [UITrait], target: Any, action: Selector) -> any UITraitChangeRegistration
    @discardableResult
    func registerForTraitChanges(_ traits: [UITrait], action: Selector) -> any UITraitChangeRegistration
    func unregisterForTraitChanges(_ registration: any UITraitChangeRegistration)
}

/// One registration (surface extension): the traits observed and what runs on a change.
public final class _TraitRegistration: NSObject, UITraitChangeRegistration {
    let traits: Set<ObjectIdentifier>
    let run: @MainActor (AnyObject, UITraitCollection) -> Void
    /// For target/action registrations: the action's Objective-C name.
    public let _action: String?
    init(traits: [UITrait], action: String?, run: @escaping @MainActor (AnyObject, UITraitCollection) -> Void) {
        self.traits = Set(traits.map { ObjectIdentifier($0) }); self._action = action; self.run = run
    }
}

@MainActor func _makeTraitRegistration<TraitEnvironment: UITraitEnvironment>(
    _ traits: [UITrait], handler: @escaping (TraitEnvironment, UITraitCollection) -> Void) -> _TraitRegistration {
    _TraitRegistration(traits: traits, action: nil) { env, previous in
        if let env = env as? TraitEnvironment { handler(env, previous) }
    }
}

@MainActor func _makeTraitRegistration(_ traits: [UITrait], target: AnyObject?, action: Selector) -> _TraitRegistration {
    _TraitRegistration(traits: traits, action: action._name) { env, _ in
        let receiver = target ?? env
        _SurfaceActions.entry(receiver, action._name)?.perform?(receiver, env)
    }
}

extension UIView: UITraitEnvironment, UITraitChangeObservable {
    @discardableResult
    public func registerForTraitChanges<TraitEnvironment: UITraitEnvironment>(_ traits: [UITrait], handler: @escaping (TraitEnvironment, UITraitCollection) -> Void) -> any UITraitChangeRegistration {
        let r = _makeTraitRegistration(traits, handler: handler); _traitRegistrations.append(r); return r
    }
    @discardableResult
    public func registerForTraitChanges(_ traits: [UITrait], target: Any, action: Selector) -> any UITraitChangeRegistration {
        let r = _makeTraitRegistration(traits, target: target as AnyObject, action: action); _traitRegistrations.append(r); return r
    }
    @discardableResult
    public func registerForTraitChanges(_ traits: [UITrait], action: Selector) -> any UITraitChangeRegistration {
        let r = _makeTraitRegistration(traits, target: nil, action: action); _traitRegistrations.append(r); return r
    }
    public func unregisterForTraitChanges(_ registration: any UITraitChangeRegistration) {
        _traitRegistrations.removeAll { $0 === registration }
    }

    /// Gives this view (and, through inheritance, its subviews) the traits `traits`, or back
    /// its superview's with nil (surface extension). Every view whose effective traits change
    /// gets `traitCollectionDidChange(_:)` and its matching registrations, top-down.
    public func _surfaceSetTraitCollection(_ traits: UITraitCollection?) {
        var before: [(UIView, UITraitCollection)] = []
        func snapshot(_ v: UIView) { before.append((v, v.traitCollection)); v.subviews.forEach(snapshot) }
        snapshot(self)
        _traitCollection = traits
        for (view, previous) in before {
            view._surfaceViewController?._surfaceTraitsChanged(from: previous)
            view._surfaceTraitsChanged(from: previous)
        }
    }

    func _surfaceTraitsChanged(from previous: UITraitCollection?) {
        let changed = Set(traitCollection._changedTraits(from: previous))
        guard !changed.isEmpty else { return }
        traitCollectionDidChange(previous)
        for r in _traitRegistrations where !r.traits.isDisjoint(with: changed) { r.run(self, previous ?? UITraitCollection()) }
    }
}
