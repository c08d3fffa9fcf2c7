import DeveloperToolsSupport

/// UIImage stand-in: records which image was requested and how it was derived.
#if XIBGEN_OBJC_TYPECHECK
@objc
#endif
open class UIImage: NSObject, @unchecked Sendable {
    public typealias Configuration = UIImageConfiguration
    public typealias SymbolConfiguration = UIImageSymbolConfiguration
    public typealias SymbolWeight = UIImageSymbolWeight
    public typealias SymbolScale = UIImageSymbolScale

    public enum RenderingMode: Int, Sendable { case automatic, alwaysOriginal, alwaysTemplate }
    public enum ResizingMode: Int, Sendable { case tile, stretch }
    public enum Orientation: Int, Sendable { case up, down, left, right, upMirrored, downMirrored, leftMirrored, rightMirrored }

    /// Asset name for `UIImage(named:)` (surface extension).
    public let _name: String?
    /// SF Symbol name for `UIImage(systemName:)` (surface extension).
    public let _systemName: String?
    public let renderingMode: RenderingMode
    public let configuration: UIImage.Configuration?
    public let capInsets: UIEdgeInsets
    public let resizingMode: ResizingMode
    public let _tintColor: UIColor?
    public let size: CGSize
    public let scale: CGFloat
    public let imageOrientation: Orientation = .up
    public var cgImage: CGImage? { nil }
    open var accessibilityIdentifier: String?
    open var isAccessibilityElement: Bool = false
    open var accessibilityLabel: String?

    public init(_name: String?, systemName: String?, renderingMode: RenderingMode = .automatic,
                configuration: UIImage.Configuration? = nil, capInsets: UIEdgeInsets = .zero,
                resizingMode: ResizingMode = .tile, tintColor: UIColor? = nil, size: CGSize = .zero) {
        self._name = _name; self._systemName = systemName; self.renderingMode = renderingMode
        self.configuration = configuration; self.capInsets = capInsets; self.resizingMode = resizingMode
        self._tintColor = tintColor; self.size = size; self.scale = 1
        super.init()
    }
    public override convenience init() { self.init(_name: nil, systemName: nil) }
    public convenience init?(named name: String) { self.init(_name: name, systemName: nil) }
    public convenience init?(named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?) {
        self.init(_name: name, systemName: nil)
    }
    public convenience init?(named name: String, in bundle: Bundle?, with configuration: UIImage.Configuration?) {
        self.init(_name: name, systemName: nil, configuration: configuration)
    }
    /// Apple: `convenience init(resource: ImageResource)` (iOS 17): the image of a generated asset
    /// symbol. Non-optional: Xcode only generates symbols for images its catalogs have. Recorded
    /// as the asset name, as `UIImage(named:)` is.
    @available(iOS 17.0, tvOS 17.0, *)
    public convenience init(resource: ImageResource) { self.init(_name: resource._name, systemName: nil) }
    public convenience init?(systemName name: String) { self.init(_name: nil, systemName: name) }
    public convenience init?(systemName name: String, withConfiguration configuration: UIImage.Configuration?) {
        self.init(_name: nil, systemName: name, configuration: configuration)
    }
    public convenience init?(systemName name: String, compatibleWith traitCollection: UITraitCollection?) {
        self.init(_name: nil, systemName: name)
    }
    public convenience init?(contentsOfFile path: String) { self.init(_name: path, systemName: nil) }
    public convenience init?(data: Data) { self.init(_name: nil, systemName: nil) }
    public convenience init?(data: Data, scale: CGFloat) { self.init(_name: nil, systemName: nil) }
    public convenience init(cgImage: CGImage) {
        self.init(_name: nil, systemName: nil, size: CGSize(width: cgImage.width, height: cgImage.height))
    }

    func _copy(renderingMode: RenderingMode? = nil, configuration: UIImage.Configuration?? = nil,
               capInsets: UIEdgeInsets? = nil, resizingMode: ResizingMode? = nil, tintColor: UIColor?? = nil) -> UIImage {
        UIImage(_name: _name, systemName: _systemName, renderingMode: renderingMode ?? self.renderingMode,
                configuration: configuration ?? self.configuration, capInsets: capInsets ?? self.capInsets,
                resizingMode: resizingMode ?? self.resizingMode, tintColor: tintColor ?? self._tintColor, size: size)
    }
    open func withRenderingMode(_ renderingMode: UIImage.RenderingMode) -> UIImage { _copy(renderingMode: renderingMode) }
    open func withTintColor(_ color: UIColor) -> UIImage { _copy(tintColor: .some(color)) }
    open func withTintColor(_ color: UIColor, renderingMode: UIImage.RenderingMode) -> UIImage {
        _copy(renderingMode: renderingMode, tintColor: .some(color))
    }
    open func withConfiguration(_ configuration: UIImage.Configuration) -> UIImage { _copy(configuration: .some(configuration)) }
    open func applyingSymbolConfiguration(_ configuration: UIImage.SymbolConfiguration) -> UIImage? {
        _copy(configuration: .some(configuration))
    }
    open func resizableImage(withCapInsets capInsets: UIEdgeInsets) -> UIImage { _copy(capInsets: capInsets) }
    open func resizableImage(withCapInsets capInsets: UIEdgeInsets, resizingMode: UIImage.ResizingMode) -> UIImage {
        _copy(capInsets: capInsets, resizingMode: resizingMode)
    }
    open func withAlignmentRectInsets(_ alignmentInsets: UIEdgeInsets) -> UIImage { self }
    open func imageFlippedForRightToLeftLayoutDirection() -> UIImage { self }
    open func withHorizontallyFlippedOrientation() -> UIImage { self }
    open func pngData() -> Data? { nil }
    open func jpegData(compressionQuality: CGFloat) -> Data? { nil }

    open class var add: UIImage { UIImage(_name: nil, systemName: "plus") }
    open class var remove: UIImage { UIImage(_name: nil, systemName: "minus") }
    open class var actions: UIImage { UIImage(_name: nil, systemName: "ellipsis.circle") }
    open class var checkmark: UIImage { UIImage(_name: nil, systemName: "checkmark") }
    open class var strokedCheckmark: UIImage { UIImage(_name: nil, systemName: "checkmark") }

    open override func isEqual(_ object: Any?) -> Bool {
        guard let o = object as? UIImage else { return false }
        if o === self { return true }
        return o._name == _name && o._systemName == _systemName && o.renderingMode == renderingMode
            && o.configuration == configuration && o.capInsets == capInsets && o.resizingMode == resizingMode
            && o._tintColor == _tintColor && (_name != nil || _systemName != nil)
    }
    open override var hash: Int { (_name ?? _systemName ?? "").hashValue }
    open override var description: String {
        "UIImage(\(_name.map { "named: \($0)" } ?? _systemName.map { "systemName: \($0)" } ?? "anonymous"))"
    }
}

public enum UIImageSymbolWeight: Int, Sendable { case unspecified, ultraLight, thin, light, regular, medium, semibold, bold, heavy, black }
public enum UIImageSymbolScale: Int, Sendable { case `default` = -1, unspecified, small, medium, large }

#if XIBGEN_OBJC_TYPECHECK
@objc
#endif
open class UIImageConfiguration: NSObject, @unchecked Sendable {
    public override init() { super.init() }
    open func applying(_ otherConfiguration: UIImage.Configuration?) -> Self { self }
}

open class UIImageSymbolConfiguration: UIImageConfiguration, @unchecked Sendable {
    public let _pointSize: CGFloat?
    public let _weight: UIImage.SymbolWeight?
    public let _scale: UIImage.SymbolScale?
    public let _textStyle: UIFont.TextStyle?
    public let _font: UIFont?
    public let _colors: [UIColor]?
    public let _multicolor: Bool
    init(pointSize: CGFloat?, weight: UIImage.SymbolWeight?, scale: UIImage.SymbolScale?, textStyle: UIFont.TextStyle?,
         font: UIFont?, colors: [UIColor]?, multicolor: Bool = false) {
        _pointSize = pointSize; _weight = weight; _scale = scale; _textStyle = textStyle; _font = font; _colors = colors
        _multicolor = multicolor
        super.init()
    }
    public convenience init(pointSize: CGFloat) { self.init(pointSize: pointSize, weight: nil, scale: nil, textStyle: nil, font: nil, colors: nil) }
    public convenience init(pointSize: CGFloat, weight: UIImage.SymbolWeight) { self.init(pointSize: pointSize, weight: weight, scale: nil, textStyle: nil, font: nil, colors: nil) }
    public convenience init(pointSize: CGFloat, weight: UIImage.SymbolWeight, scale: UIImage.SymbolScale) { self.init(pointSize: pointSize, weight: weight, scale: scale, textStyle: nil, font: nil, colors: nil) }
    public convenience init(textStyle: UIFont.TextStyle) { self.init(pointSize: nil, weight: nil, scale: nil, textStyle: textStyle, font: nil, colors: nil) }
    public convenience init(textStyle: UIFont.TextStyle, scale: UIImage.SymbolScale) { self.init(pointSize: nil, weight: nil, scale: scale, textStyle: textStyle, font: nil, colors: nil) }
    public convenience init(weight: UIImage.SymbolWeight) { self.init(pointSize: nil, weight: weight, scale: nil, textStyle: nil, font: nil, colors: nil) }
    public convenience init(scale: UIImage.SymbolScale) { self.init(pointSize: nil, weight: nil, scale: scale, textStyle: nil, font: nil, colors: nil) }
    public convenience init(font: UIFont) { self.init(pointSize: nil, weight: nil, scale: nil, textStyle: nil, font: font, colors: nil) }
    public convenience init(font: UIFont, scale: UIImage.SymbolScale) { self.init(pointSize: nil, weight: nil, scale: scale, textStyle: nil, font: font, colors: nil) }
    public convenience init(hierarchicalColor: UIColor) { self.init(pointSize: nil, weight: nil, scale: nil, textStyle: nil, font: nil, colors: [hierarchicalColor]) }
    public convenience init(paletteColors: [UIColor]) { self.init(pointSize: nil, weight: nil, scale: nil, textStyle: nil, font: nil, colors: paletteColors) }
    open class func preferringMulticolor() -> UIImage.SymbolConfiguration {
        UIImageSymbolConfiguration(pointSize: nil, weight: nil, scale: nil, textStyle: nil, font: nil, colors: nil, multicolor: true)
    }
    open class var unspecified: UIImage.SymbolConfiguration { UIImageSymbolConfiguration(pointSize: nil, weight: nil, scale: nil, textStyle: nil, font: nil, colors: nil) }
    open override func isEqual(_ object: Any?) -> Bool {
        guard let o = object as? UIImageSymbolConfiguration else { return false }
        return o._pointSize == _pointSize && o._weight == _weight && o._scale == _scale && o._textStyle == _textStyle
            && o._font == _font && o._colors == _colors && o._multicolor == _multicolor
    }
    open override var hash: Int { (_pointSize ?? 0).hashValue }
}
