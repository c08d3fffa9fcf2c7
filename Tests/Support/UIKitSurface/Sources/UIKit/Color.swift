import DeveloperToolsSupport

/// UIColor stand-in. Colours are values: they compare equal when built the
/// same way in the same colour space (as UIKit's `isEqual:` does), e.g.
/// `UIColor(white: 0.5, alpha: 1) == UIColor(white: 0.5, alpha: 1)`.
#if XIBGEN_OBJC_TYPECHECK
@objc
#endif
open class UIColor: NSObject, @unchecked Sendable {
    /// How the colour was made (surface extension for assertions).
    public enum _Storage: Hashable, Sendable {
        case rgb(colorSpace: String, red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat)
        case white(CGFloat, alpha: CGFloat)
        case hsb(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat)
        /// Asset-catalog colour: `UIColor(named:)`.
        case named(String)
        /// A UIKit system / semantic colour such as `.systemBackground`.
        case system(String)
        case pattern(UIImage)
        case dynamic
        indirect case withAlpha(_Storage, CGFloat)
    }
    public let _storage: _Storage

    public init(_storage: _Storage) { self._storage = _storage; super.init() }

    public init(white: CGFloat, alpha: CGFloat) { _storage = .white(white, alpha: alpha); super.init() }
    public init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {
        _storage = .hsb(hue: hue, saturation: saturation, brightness: brightness, alpha: alpha); super.init()
    }
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        _storage = .rgb(colorSpace: "sRGB", red: red, green: green, blue: blue, alpha: alpha); super.init()
    }
    public init(displayP3Red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        _storage = .rgb(colorSpace: "displayP3", red: displayP3Red, green: green, blue: blue, alpha: alpha); super.init()
    }
    public init(cgColor: CGColor) {
        let c = cgColor.components ?? []
        if c.count == 2 { _storage = .white(c[0], alpha: c[1]) }
        else if c.count >= 4 {
            _storage = .rgb(colorSpace: cgColor.colorSpace?.name == CGColorSpace.displayP3 ? "displayP3" : "sRGB",
                            red: c[0], green: c[1], blue: c[2], alpha: c[3])
        } else { _storage = .white(0, alpha: 1) }
        super.init()
    }
    public init(patternImage image: UIImage) { _storage = .pattern(image); super.init() }
    public init(dynamicProvider: @escaping @Sendable (UITraitCollection) -> UIColor) {
        _storage = dynamicProvider(UITraitCollection._surfaceEnvironment)._storage; super.init()
    }
    public init?(named name: String) { _storage = .named(name); super.init() }
    /// Apple: `convenience init(resource: ColorResource)` (iOS 17): the color of a generated asset
    /// symbol; recorded as the asset name, as `UIColor(named:)` is.
    @available(iOS 17.0, tvOS 17.0, *)
    public convenience init(resource: ColorResource) { self.init(_storage: .named(resource._name)) }
    public init?(named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?) {
        _storage = .named(name); super.init()
    }

    open func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
        switch _storage {
        case let .rgb(cs, r, g, b, _): return UIColor(_storage: .rgb(colorSpace: cs, red: r, green: g, blue: b, alpha: alpha))
        case let .white(w, _): return UIColor(white: w, alpha: alpha)
        case let .hsb(h, s, b, _): return UIColor(hue: h, saturation: s, brightness: b, alpha: alpha)
        case let .withAlpha(inner, _): return UIColor(_storage: .withAlpha(inner, alpha))
        default: return UIColor(_storage: .withAlpha(_storage, alpha))
        }
    }
    open func resolvedColor(with traitCollection: UITraitCollection) -> UIColor { self }

    open var cgColor: CGColor {
        switch _storage {
        case let .rgb(cs, r, g, b, a):
            return CGColor(_surfaceSpace: cs == "displayP3" ? CGColorSpace.displayP3 : CGColorSpace.sRGB, components: [r, g, b, a])
        case let .white(w, a): return CGColor(gray: w, alpha: a)
        case let .withAlpha(_, a): return CGColor(red: 0, green: 0, blue: 0, alpha: a)
        default: return CGColor(red: 0, green: 0, blue: 0, alpha: 1)
        }
    }

    @discardableResult
    open func getRed(_ red: UnsafeMutablePointer<CGFloat>?, green: UnsafeMutablePointer<CGFloat>?,
                     blue: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool {
        switch _storage {
        case let .rgb(_, r, g, b, a): red?.pointee = r; green?.pointee = g; blue?.pointee = b; alpha?.pointee = a; return true
        case let .white(w, a): red?.pointee = w; green?.pointee = w; blue?.pointee = w; alpha?.pointee = a; return true
        default: return false
        }
    }
    @discardableResult
    open func getWhite(_ white: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool {
        if case let .white(w, a) = _storage { white?.pointee = w; alpha?.pointee = a; return true }
        return false
    }

    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UIColor else { return false }
        return other._storage == _storage
    }
    open override var hash: Int { _storage.hashValue }
    open override var description: String { "UIColor(\(_storage))" }

    // MARK: Fixed colours (values as documented by Apple)
    open class var black: UIColor { UIColor(white: 0, alpha: 1) }
    open class var darkGray: UIColor { UIColor(white: 1.0 / 3.0, alpha: 1) }
    open class var lightGray: UIColor { UIColor(white: 2.0 / 3.0, alpha: 1) }
    open class var white: UIColor { UIColor(white: 1, alpha: 1) }
    open class var gray: UIColor { UIColor(white: 0.5, alpha: 1) }
    open class var red: UIColor { UIColor(red: 1, green: 0, blue: 0, alpha: 1) }
    open class var green: UIColor { UIColor(red: 0, green: 1, blue: 0, alpha: 1) }
    open class var blue: UIColor { UIColor(red: 0, green: 0, blue: 1, alpha: 1) }
    open class var cyan: UIColor { UIColor(red: 0, green: 1, blue: 1, alpha: 1) }
    open class var yellow: UIColor { UIColor(red: 1, green: 1, blue: 0, alpha: 1) }
    open class var magenta: UIColor { UIColor(red: 1, green: 0, blue: 1, alpha: 1) }
    open class var orange: UIColor { UIColor(red: 1, green: 0.5, blue: 0, alpha: 1) }
    open class var purple: UIColor { UIColor(red: 0.5, green: 0, blue: 0.5, alpha: 1) }
    open class var brown: UIColor { UIColor(red: 0.6, green: 0.4, blue: 0.2, alpha: 1) }
    open class var clear: UIColor { UIColor(white: 0, alpha: 0) }

    // MARK: System / semantic colours (recorded by name)
    static func _system(_ name: String) -> UIColor { UIColor(_storage: .system(name)) }
    open class var systemRed: UIColor { _system("systemRed") }
    open class var systemGreen: UIColor { _system("systemGreen") }
    open class var systemBlue: UIColor { _system("systemBlue") }
    open class var systemOrange: UIColor { _system("systemOrange") }
    open class var systemYellow: UIColor { _system("systemYellow") }
    open class var systemPink: UIColor { _system("systemPink") }
    open class var systemPurple: UIColor { _system("systemPurple") }
    open class var systemTeal: UIColor { _system("systemTeal") }
    open class var systemIndigo: UIColor { _system("systemIndigo") }
    open class var systemBrown: UIColor { _system("systemBrown") }
    open class var systemMint: UIColor { _system("systemMint") }
    open class var systemCyan: UIColor { _system("systemCyan") }
    open class var systemGray: UIColor { _system("systemGray") }
    open class var systemGray2: UIColor { _system("systemGray2") }
    open class var systemGray3: UIColor { _system("systemGray3") }
    open class var systemGray4: UIColor { _system("systemGray4") }
    open class var systemGray5: UIColor { _system("systemGray5") }
    open class var systemGray6: UIColor { _system("systemGray6") }
    open class var tintColor: UIColor { _system("tintColor") }
    open class var label: UIColor { _system("label") }
    open class var secondaryLabel: UIColor { _system("secondaryLabel") }
    open class var tertiaryLabel: UIColor { _system("tertiaryLabel") }
    open class var quaternaryLabel: UIColor { _system("quaternaryLabel") }
    open class var link: UIColor { _system("link") }
    open class var placeholderText: UIColor { _system("placeholderText") }
    open class var separator: UIColor { _system("separator") }
    open class var opaqueSeparator: UIColor { _system("opaqueSeparator") }
    open class var systemBackground: UIColor { _system("systemBackground") }
    open class var secondarySystemBackground: UIColor { _system("secondarySystemBackground") }
    open class var tertiarySystemBackground: UIColor { _system("tertiarySystemBackground") }
    open class var systemGroupedBackground: UIColor { _system("systemGroupedBackground") }
    open class var secondarySystemGroupedBackground: UIColor { _system("secondarySystemGroupedBackground") }
    open class var tertiarySystemGroupedBackground: UIColor { _system("tertiarySystemGroupedBackground") }
    open class var systemFill: UIColor { _system("systemFill") }
    open class var secondarySystemFill: UIColor { _system("secondarySystemFill") }
    open class var tertiarySystemFill: UIColor { _system("tertiarySystemFill") }
    open class var quaternarySystemFill: UIColor { _system("quaternarySystemFill") }
    open class var lightText: UIColor { _system("lightText") }
    open class var darkText: UIColor { _system("darkText") }
    @available(iOS, deprecated: 13.0, message: "Use UIColor.systemGroupedBackground")
    open class var groupTableViewBackground: UIColor { _system("groupTableViewBackground") }
    @available(iOS, deprecated: 7.0)
    open class var viewFlipsideBackground: UIColor { _system("viewFlipsideBackground") }
    @available(iOS, deprecated: 7.0)
    open class var scrollViewTexturedBackground: UIColor { _system("scrollViewTexturedBackground") }
    @available(iOS, deprecated: 7.0)
    open class var underPageBackground: UIColor { _system("underPageBackground") }
}
