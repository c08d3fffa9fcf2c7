public enum NSTextAlignment: Int, Sendable { case left = 0, center = 1, right = 2, justified = 3, natural = 4 }

public enum NSLineBreakMode: Int, Sendable {
    case byWordWrapping = 0, byCharWrapping, byClipping, byTruncatingHead, byTruncatingTail, byTruncatingMiddle
}

public enum NSWritingDirection: Int, Sendable { case natural = -1, leftToRight = 0, rightToLeft = 1 }

public struct NSUnderlineStyle: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let single = NSUnderlineStyle(rawValue: 0x01)
    public static let thick = NSUnderlineStyle(rawValue: 0x02)
    public static let double = NSUnderlineStyle(rawValue: 0x09)
    public static let patternDot = NSUnderlineStyle(rawValue: 0x0100)
    public static let patternDash = NSUnderlineStyle(rawValue: 0x0200)
    public static let patternDashDot = NSUnderlineStyle(rawValue: 0x0300)
    public static let patternDashDotDot = NSUnderlineStyle(rawValue: 0x0400)
    public static let byWord = NSUnderlineStyle(rawValue: 0x8000)
}

#if XIBGEN_OBJC_TYPECHECK
@objc
#endif
open class NSParagraphStyle: NSObject, @unchecked Sendable {
    public struct LineBreakStrategy: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let pushOut = LineBreakStrategy(rawValue: 1 << 0)
        public static let hangulWordPriority = LineBreakStrategy(rawValue: 1 << 1)
        public static let standard = LineBreakStrategy(rawValue: 0xFFFF)
    }
    public internal(set) var _lineSpacing: CGFloat = 0
    public internal(set) var _paragraphSpacing: CGFloat = 0
    public internal(set) var _alignment: NSTextAlignment = .natural
    public internal(set) var _firstLineHeadIndent: CGFloat = 0
    public internal(set) var _headIndent: CGFloat = 0
    public internal(set) var _tailIndent: CGFloat = 0
    public internal(set) var _lineBreakMode: NSLineBreakMode = .byWordWrapping
    public internal(set) var _minimumLineHeight: CGFloat = 0
    public internal(set) var _maximumLineHeight: CGFloat = 0
    public internal(set) var _baseWritingDirection: NSWritingDirection = .natural
    public internal(set) var _lineHeightMultiple: CGFloat = 0
    public internal(set) var _paragraphSpacingBefore: CGFloat = 0
    public internal(set) var _hyphenationFactor: Float = 0
    public internal(set) var _lineBreakStrategy: LineBreakStrategy = []

    public override init() { super.init() }
    open class var `default`: NSParagraphStyle { NSParagraphStyle() }
    open var lineSpacing: CGFloat { _lineSpacing }
    open var paragraphSpacing: CGFloat { _paragraphSpacing }
    open var alignment: NSTextAlignment { _alignment }
    open var firstLineHeadIndent: CGFloat { _firstLineHeadIndent }
    open var headIndent: CGFloat { _headIndent }
    open var tailIndent: CGFloat { _tailIndent }
    open var lineBreakMode: NSLineBreakMode { _lineBreakMode }
    open var minimumLineHeight: CGFloat { _minimumLineHeight }
    open var maximumLineHeight: CGFloat { _maximumLineHeight }
    open var baseWritingDirection: NSWritingDirection { _baseWritingDirection }
    open var lineHeightMultiple: CGFloat { _lineHeightMultiple }
    open var paragraphSpacingBefore: CGFloat { _paragraphSpacingBefore }
    open var hyphenationFactor: Float { _hyphenationFactor }
    open var lineBreakStrategy: LineBreakStrategy { _lineBreakStrategy }
    open override func mutableCopy() -> Any {
        let m = NSMutableParagraphStyle()
        m.lineSpacing = lineSpacing; m.paragraphSpacing = paragraphSpacing; m.alignment = alignment
        m.firstLineHeadIndent = firstLineHeadIndent; m.headIndent = headIndent; m.tailIndent = tailIndent
        m.lineBreakMode = lineBreakMode; m.minimumLineHeight = minimumLineHeight; m.maximumLineHeight = maximumLineHeight
        m.baseWritingDirection = baseWritingDirection; m.lineHeightMultiple = lineHeightMultiple
        m.paragraphSpacingBefore = paragraphSpacingBefore; m.hyphenationFactor = hyphenationFactor
        m.lineBreakStrategy = lineBreakStrategy
        return m
    }
    open override func isEqual(_ object: Any?) -> Bool {
        guard let o = object as? NSParagraphStyle else { return false }
        return o.lineSpacing == lineSpacing && o.paragraphSpacing == paragraphSpacing && o.alignment == alignment
            && o.firstLineHeadIndent == firstLineHeadIndent && o.headIndent == headIndent && o.tailIndent == tailIndent
            && o.lineBreakMode == lineBreakMode && o.minimumLineHeight == minimumLineHeight
            && o.maximumLineHeight == maximumLineHeight && o.lineHeightMultiple == lineHeightMultiple
            && o.paragraphSpacingBefore == paragraphSpacingBefore && o.baseWritingDirection == baseWritingDirection
    }
}

open class NSMutableParagraphStyle: NSParagraphStyle, @unchecked Sendable {
    open override var lineSpacing: CGFloat { get { _lineSpacing } set { _lineSpacing = newValue } }
    open override var paragraphSpacing: CGFloat { get { _paragraphSpacing } set { _paragraphSpacing = newValue } }
    open override var alignment: NSTextAlignment { get { _alignment } set { _alignment = newValue } }
    open override var firstLineHeadIndent: CGFloat { get { _firstLineHeadIndent } set { _firstLineHeadIndent = newValue } }
    open override var headIndent: CGFloat { get { _headIndent } set { _headIndent = newValue } }
    open override var tailIndent: CGFloat { get { _tailIndent } set { _tailIndent = newValue } }
    open override var lineBreakMode: NSLineBreakMode { get { _lineBreakMode } set { _lineBreakMode = newValue } }
    open override var minimumLineHeight: CGFloat { get { _minimumLineHeight } set { _minimumLineHeight = newValue } }
    open override var maximumLineHeight: CGFloat { get { _maximumLineHeight } set { _maximumLineHeight = newValue } }
    open override var baseWritingDirection: NSWritingDirection { get { _baseWritingDirection } set { _baseWritingDirection = newValue } }
    open override var lineHeightMultiple: CGFloat { get { _lineHeightMultiple } set { _lineHeightMultiple = newValue } }
    open override var paragraphSpacingBefore: CGFloat { get { _paragraphSpacingBefore } set { _paragraphSpacingBefore = newValue } }
    open override var hyphenationFactor: Float { get { _hyphenationFactor } set { _hyphenationFactor = newValue } }
    open override var lineBreakStrategy: LineBreakStrategy { get { _lineBreakStrategy } set { _lineBreakStrategy = newValue } }
}

#if XIBGEN_OBJC_TYPECHECK
@objc
#endif
open class NSShadow: NSObject, @unchecked Sendable {
    public override init() { super.init() }
    open var shadowOffset: CGSize = .zero
    open var shadowBlurRadius: CGFloat = 0
    open var shadowColor: Any?
}

#if XIBGEN_OBJC_TYPECHECK
@objc
#endif
open class NSTextAttachment: NSObject, @unchecked Sendable {
    public override init() { super.init() }
    public init(image: UIImage) { self.image = image; super.init() }
    open var image: UIImage?
    open var bounds: CGRect = .zero
}

// UIKit's attribute keys (Foundation on Linux only declares the Key type).
extension NSAttributedString.Key {
    public static let font = NSAttributedString.Key("NSFont")
    public static let paragraphStyle = NSAttributedString.Key("NSParagraphStyle")
    public static let foregroundColor = NSAttributedString.Key("NSColor")
    public static let backgroundColor = NSAttributedString.Key("NSBackgroundColor")
    public static let ligature = NSAttributedString.Key("NSLigature")
    public static let kern = NSAttributedString.Key("NSKern")
    public static let tracking = NSAttributedString.Key("NSTracking")
    public static let strikethroughStyle = NSAttributedString.Key("NSStrikethrough")
    public static let underlineStyle = NSAttributedString.Key("NSUnderline")
    public static let strokeColor = NSAttributedString.Key("NSStrokeColor")
    public static let strokeWidth = NSAttributedString.Key("NSStrokeWidth")
    public static let shadow = NSAttributedString.Key("NSShadow")
    public static let textEffect = NSAttributedString.Key("NSTextEffect")
    public static let attachment = NSAttributedString.Key("NSAttachment")
    public static let link = NSAttributedString.Key("NSLink")
    public static let baselineOffset = NSAttributedString.Key("NSBaselineOffset")
    public static let underlineColor = NSAttributedString.Key("NSUnderlineColor")
    public static let strikethroughColor = NSAttributedString.Key("NSStrikethroughColor")
    public static let obliqueness = NSAttributedString.Key("NSObliqueness")
    public static let expansion = NSAttributedString.Key("NSExpansion")
    public static let writingDirection = NSAttributedString.Key("NSWritingDirection")
    public static let verticalGlyphForm = NSAttributedString.Key("CTVerticalForms")
}

// MARK: - Text input traits

public enum UITextAutocapitalizationType: Int, Sendable { case none, words, sentences, allCharacters }
public enum UITextAutocorrectionType: Int, Sendable { case `default`, no, yes }
public enum UITextSpellCheckingType: Int, Sendable { case `default`, no, yes }
public enum UITextSmartQuotesType: Int, Sendable { case `default`, no, yes }
public enum UITextSmartDashesType: Int, Sendable { case `default`, no, yes }
public enum UITextSmartInsertDeleteType: Int, Sendable { case `default`, no, yes }
public enum UIKeyboardType: Int, Sendable {
    case `default`, asciiCapable, numbersAndPunctuation, URL, numberPad, phonePad, namePhonePad, emailAddress,
         decimalPad, twitter, webSearch, asciiCapableNumberPad
    public static var alphabet: UIKeyboardType { .asciiCapable }
}
public enum UIKeyboardAppearance: Int, Sendable {
    case `default`, dark, light
    public static var alert: UIKeyboardAppearance { .dark }
}
public enum UIReturnKeyType: Int, Sendable {
    case `default`, go, google, join, next, route, search, send, yahoo, done, emergencyCall, `continue`
}
public struct UITextContentType: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }
    public static let name = UITextContentType(rawValue: "name")
    public static let namePrefix = UITextContentType(rawValue: "name-prefix")
    public static let givenName = UITextContentType(rawValue: "given-name")
    public static let middleName = UITextContentType(rawValue: "additional-name")
    public static let familyName = UITextContentType(rawValue: "family-name")
    public static let nameSuffix = UITextContentType(rawValue: "name-suffix")
    public static let nickname = UITextContentType(rawValue: "nickname")
    public static let jobTitle = UITextContentType(rawValue: "organization-title")
    public static let organizationName = UITextContentType(rawValue: "organization")
    public static let location = UITextContentType(rawValue: "location")
    public static let fullStreetAddress = UITextContentType(rawValue: "street-address")
    public static let streetAddressLine1 = UITextContentType(rawValue: "address-line1")
    public static let streetAddressLine2 = UITextContentType(rawValue: "address-line2")
    public static let addressCity = UITextContentType(rawValue: "address-level2")
    public static let addressState = UITextContentType(rawValue: "address-level1")
    public static let addressCityAndState = UITextContentType(rawValue: "address-level1+2")
    public static let sublocality = UITextContentType(rawValue: "address-level3")
    public static let countryName = UITextContentType(rawValue: "country-name")
    public static let postalCode = UITextContentType(rawValue: "postal-code")
    public static let telephoneNumber = UITextContentType(rawValue: "tel")
    public static let emailAddress = UITextContentType(rawValue: "email")
    public static let URL = UITextContentType(rawValue: "url")
    public static let creditCardNumber = UITextContentType(rawValue: "cc-number")
    public static let username = UITextContentType(rawValue: "username")
    public static let password = UITextContentType(rawValue: "password")
    public static let newPassword = UITextContentType(rawValue: "new-password")
    public static let oneTimeCode = UITextContentType(rawValue: "one-time-code")
    public static let shipmentTrackingNumber = UITextContentType(rawValue: "shipment-tracking-number")
    public static let flightNumber = UITextContentType(rawValue: "flight-number")
    public static let dateTime = UITextContentType(rawValue: "date-time")
    public static let birthdate = UITextContentType(rawValue: "bday")
}

@MainActor public protocol UITextInputTraits: NSObjectProtocol {
    var autocapitalizationType: UITextAutocapitalizationType { get set }
    var autocorrectionType: UITextAutocorrectionType { get set }
    var spellCheckingType: UITextSpellCheckingType { get set }
    var smartQuotesType: UITextSmartQuotesType { get set }
    var smartDashesType: UITextSmartDashesType { get set }
    var smartInsertDeleteType: UITextSmartInsertDeleteType { get set }
    var keyboardType: UIKeyboardType { get set }
    var keyboardAppearance: UIKeyboardAppearance { get set }
    var returnKeyType: UIReturnKeyType { get set }
    var enablesReturnKeyAutomatically: Bool { get set }
    var isSecureTextEntry: Bool { get set }
    var textContentType: UITextContentType! { get set }
}

public enum UIBaselineAdjustment: Int, Sendable { case alignBaselines, alignCenters, none }

public struct UIDataDetectorTypes: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let phoneNumber = UIDataDetectorTypes(rawValue: 1 << 0)
    public static let link = UIDataDetectorTypes(rawValue: 1 << 1)
    public static let address = UIDataDetectorTypes(rawValue: 1 << 2)
    public static let calendarEvent = UIDataDetectorTypes(rawValue: 1 << 3)
    public static let shipmentTrackingNumber = UIDataDetectorTypes(rawValue: 1 << 4)
    public static let flightNumber = UIDataDetectorTypes(rawValue: 1 << 5)
    public static let lookupSuggestion = UIDataDetectorTypes(rawValue: 1 << 6)
    public static let money = UIDataDetectorTypes(rawValue: 1 << 7)
    public static let physicalValue = UIDataDetectorTypes(rawValue: 1 << 8)
    public static let all = UIDataDetectorTypes(rawValue: UInt.max)
}
