/// UIFont stand-in: a value describing which font was asked for.
#if XIBGEN_OBJC_TYPECHECK
@objc
#endif
open class UIFont: NSObject, @unchecked Sendable {
    public struct Weight: RawRepresentable, Hashable, Sendable {
        public let rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        public init(_ rawValue: CGFloat) { self.rawValue = rawValue }
        public static let ultraLight = Weight(rawValue: -0.8)
        public static let thin = Weight(rawValue: -0.6)
        public static let light = Weight(rawValue: -0.4)
        public static let regular = Weight(rawValue: 0)
        public static let medium = Weight(rawValue: 0.23)
        public static let semibold = Weight(rawValue: 0.3)
        public static let bold = Weight(rawValue: 0.4)
        public static let heavy = Weight(rawValue: 0.56)
        public static let black = Weight(rawValue: 0.62)
    }
    public struct Width: RawRepresentable, Hashable, Sendable {
        public let rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        public init(_ rawValue: CGFloat) { self.rawValue = rawValue }
        public static let condensed = Width(rawValue: -0.2)
        public static let standard = Width(rawValue: 0)
        public static let expanded = Width(rawValue: 0.2)
        public static let compressed = Width(rawValue: -0.3)
    }
    public struct TextStyle: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }
        public static let extraLargeTitle = TextStyle(rawValue: "UICTFontTextStyleExtraLargeTitle")
        public static let extraLargeTitle2 = TextStyle(rawValue: "UICTFontTextStyleExtraLargeTitle2")
        public static let largeTitle = TextStyle(rawValue: "UICTFontTextStyleTitle0")
        public static let title1 = TextStyle(rawValue: "UICTFontTextStyleTitle1")
        public static let title2 = TextStyle(rawValue: "UICTFontTextStyleTitle2")
        public static let title3 = TextStyle(rawValue: "UICTFontTextStyleTitle3")
        public static let headline = TextStyle(rawValue: "UICTFontTextStyleHeadline")
        public static let subheadline = TextStyle(rawValue: "UICTFontTextStyleSubhead")
        public static let body = TextStyle(rawValue: "UICTFontTextStyleBody")
        public static let callout = TextStyle(rawValue: "UICTFontTextStyleCallout")
        public static let footnote = TextStyle(rawValue: "UICTFontTextStyleFootnote")
        public static let caption1 = TextStyle(rawValue: "UICTFontTextStyleCaption1")
        public static let caption2 = TextStyle(rawValue: "UICTFontTextStyleCaption2")
    }

    /// What was requested (surface extension for assertions).
    public enum _Kind: Hashable, Sendable {
        case system, boldSystem, italicSystem, monospacedDigitSystem, monospacedSystem, named, textStyle, descriptor
    }
    public let _kind: _Kind
    public let fontName: String
    public let pointSize: CGFloat
    public let _weight: Weight?
    public let _width: Width?
    public let _textStyle: TextStyle?

    public init(_kind: _Kind, name: String, size: CGFloat, weight: Weight? = nil, width: Width? = nil, textStyle: TextStyle? = nil) {
        self._kind = _kind; fontName = name; pointSize = size; _weight = weight; _width = width; _textStyle = textStyle
        super.init()
    }
    public init?(name fontName: String, size fontSize: CGFloat) {
        self._kind = .named; self.fontName = fontName; pointSize = fontSize; _weight = nil; _width = nil; _textStyle = nil
        super.init()
    }
    public init(descriptor: UIFontDescriptor, size pointSize: CGFloat) {
        _kind = .descriptor; fontName = descriptor._name ?? ".SFUI"; self.pointSize = pointSize == 0 ? descriptor.pointSize : pointSize
        _weight = nil; _width = nil; _textStyle = descriptor._textStyle
        super.init()
    }

    open class func systemFont(ofSize fontSize: CGFloat) -> UIFont {
        UIFont(_kind: .system, name: ".SFUI-Regular", size: fontSize, weight: .regular)
    }
    open class func systemFont(ofSize fontSize: CGFloat, weight: UIFont.Weight) -> UIFont {
        UIFont(_kind: .system, name: ".SFUI", size: fontSize, weight: weight)
    }
    open class func systemFont(ofSize fontSize: CGFloat, weight: UIFont.Weight, width: UIFont.Width) -> UIFont {
        UIFont(_kind: .system, name: ".SFUI", size: fontSize, weight: weight, width: width)
    }
    open class func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont {
        UIFont(_kind: .boldSystem, name: ".SFUI-Semibold", size: fontSize, weight: .bold)
    }
    open class func italicSystemFont(ofSize fontSize: CGFloat) -> UIFont {
        UIFont(_kind: .italicSystem, name: ".SFUI-RegularItalic", size: fontSize)
    }
    open class func monospacedDigitSystemFont(ofSize fontSize: CGFloat, weight: UIFont.Weight) -> UIFont {
        UIFont(_kind: .monospacedDigitSystem, name: ".SFUI", size: fontSize, weight: weight)
    }
    open class func monospacedSystemFont(ofSize fontSize: CGFloat, weight: UIFont.Weight) -> UIFont {
        UIFont(_kind: .monospacedSystem, name: ".SFUIMono", size: fontSize, weight: weight)
    }
    open class func preferredFont(forTextStyle style: UIFont.TextStyle) -> UIFont {
        UIFont(_kind: .textStyle, name: ".SFUI", size: UIFont._defaultSize(style), textStyle: style)
    }
    open class func preferredFont(forTextStyle style: UIFont.TextStyle, compatibleWith traitCollection: UITraitCollection?) -> UIFont {
        preferredFont(forTextStyle: style)
    }
    open class var systemFontSize: CGFloat { 14 }
    open class var smallSystemFontSize: CGFloat { 12 }
    open class var labelFontSize: CGFloat { 17 }
    open class var buttonFontSize: CGFloat { 18 }
    open class var familyNames: [String] { [] }
    open class func fontNames(forFamilyName familyName: String) -> [String] { [] }

    static func _defaultSize(_ s: TextStyle) -> CGFloat {
        switch s {
        case .largeTitle: 34
        case .title1: 28
        case .title2: 22
        case .title3: 20
        case .headline, .body: 17
        case .callout: 16
        case .subheadline: 15
        case .footnote: 13
        case .caption1: 12
        case .caption2: 11
        default: 17
        }
    }

    open var familyName: String { fontName }
    open var ascender: CGFloat { pointSize * 0.95 }
    open var descender: CGFloat { -pointSize * 0.25 }
    open var capHeight: CGFloat { pointSize * 0.7 }
    open var xHeight: CGFloat { pointSize * 0.5 }
    open var lineHeight: CGFloat { pointSize * 1.2 }
    open var leading: CGFloat { 0 }
    open var fontDescriptor: UIFontDescriptor { UIFontDescriptor(name: fontName, size: pointSize) }
    open func withSize(_ fontSize: CGFloat) -> UIFont {
        UIFont(_kind: _kind, name: fontName, size: fontSize, weight: _weight, width: _width, textStyle: _textStyle)
    }

    open override func isEqual(_ object: Any?) -> Bool {
        guard let o = object as? UIFont else { return false }
        return o._kind == _kind && o.fontName == fontName && o.pointSize == pointSize
            && o._weight == _weight && o._width == _width && o._textStyle == _textStyle
    }
    open override var hash: Int { fontName.hashValue ^ pointSize.hashValue }
    open override var description: String {
        "UIFont(\(_kind), name: \(fontName), size: \(pointSize), weight: \(_weight.map { "\($0.rawValue)" } ?? "-"), textStyle: \(_textStyle?.rawValue ?? "-"))"
    }
}

#if XIBGEN_OBJC_TYPECHECK
@objc
#endif
open class UIFontDescriptor: NSObject, @unchecked Sendable {
    public struct SymbolicTraits: OptionSet, Hashable, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        public static let traitItalic = SymbolicTraits(rawValue: 1 << 0)
        public static let traitBold = SymbolicTraits(rawValue: 1 << 1)
        public static let traitExpanded = SymbolicTraits(rawValue: 1 << 5)
        public static let traitCondensed = SymbolicTraits(rawValue: 1 << 6)
        public static let traitMonoSpace = SymbolicTraits(rawValue: 1 << 10)
        public static let traitVertical = SymbolicTraits(rawValue: 1 << 11)
        public static let traitUIOptimized = SymbolicTraits(rawValue: 1 << 12)
        public static let traitTightLeading = SymbolicTraits(rawValue: 1 << 15)
        public static let traitLooseLeading = SymbolicTraits(rawValue: 1 << 16)
    }
    public struct SystemDesign: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let `default` = SystemDesign(rawValue: "NSCTFontUIFontDesignDefault")
        public static let rounded = SystemDesign(rawValue: "NSCTFontUIFontDesignRounded")
        public static let serif = SystemDesign(rawValue: "NSCTFontUIFontDesignSerif")
        public static let monospaced = SystemDesign(rawValue: "NSCTFontUIFontDesignMonospaced")
    }
    public let _name: String?
    public let pointSize: CGFloat
    public let symbolicTraits: SymbolicTraits
    public let _textStyle: UIFont.TextStyle?
    public let _design: SystemDesign?
    init(_name: String?, size: CGFloat, traits: SymbolicTraits, textStyle: UIFont.TextStyle?, design: SystemDesign?) {
        self._name = _name; pointSize = size; symbolicTraits = traits; _textStyle = textStyle; _design = design
        super.init()
    }
    public override convenience init() { self.init(_name: nil, size: 0, traits: [], textStyle: nil, design: nil) }
    public convenience init(name fontName: String, size: CGFloat) { self.init(_name: fontName, size: size, traits: [], textStyle: nil, design: nil) }
    open class func preferredFontDescriptor(withTextStyle style: UIFont.TextStyle) -> UIFontDescriptor {
        UIFontDescriptor(_name: nil, size: UIFont._defaultSize(style), traits: [], textStyle: style, design: nil)
    }
    open func withSymbolicTraits(_ symbolicTraits: UIFontDescriptor.SymbolicTraits) -> UIFontDescriptor? {
        UIFontDescriptor(_name: _name, size: pointSize, traits: symbolicTraits, textStyle: _textStyle, design: _design)
    }
    open func withDesign(_ design: UIFontDescriptor.SystemDesign) -> UIFontDescriptor? {
        UIFontDescriptor(_name: _name, size: pointSize, traits: symbolicTraits, textStyle: _textStyle, design: design)
    }
    open func withSize(_ newPointSize: CGFloat) -> UIFontDescriptor {
        UIFontDescriptor(_name: _name, size: newPointSize, traits: symbolicTraits, textStyle: _textStyle, design: _design)
    }
}
