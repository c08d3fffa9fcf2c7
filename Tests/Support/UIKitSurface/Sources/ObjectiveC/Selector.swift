// Minimal stand-in for Apple's ObjectiveC module.
//
// With `-enable-objc-interop` the compiler types `#selector(...)` as
// `ObjectiveC.Selector`; this module provides that type. In the plain
// (runtime) build, selectors are created from their Objective-C names.

/// An Objective-C selector, stored by name (e.g. `"didTap:"`).
public struct Selector: Hashable, Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
    /// The selector's Objective-C name (surface extension, for inspection).
    public let _name: String

    public init(_ str: String) { _name = str }
    public init(stringLiteral value: String) { _name = value }

    public var description: String { _name }
}

/// Mirrors `NSStringFromSelector(_:)`.
public func NSStringFromSelector(_ aSelector: Selector) -> String { aSelector._name }
/// Mirrors `NSSelectorFromString(_:)`.
public func NSSelectorFromString(_ aSelectorName: String) -> Selector { Selector(aSelectorName) }
