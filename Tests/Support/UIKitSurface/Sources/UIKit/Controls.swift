@MainActor public protocol UITextFieldDelegate: NSObjectProtocol {}
@MainActor public protocol UITextViewDelegate: UIScrollViewDelegate {}
@MainActor public protocol UISearchBarDelegate: UIBarPositioningDelegate {}
@MainActor public protocol UIBarPositioningDelegate: NSObjectProtocol {}
@MainActor public protocol UIPickerViewDataSource: NSObjectProtocol {
    func numberOfComponents(in pickerView: UIPickerView) -> Int
    func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int
}
@MainActor public protocol UIPickerViewDelegate: NSObjectProtocol {}

@MainActor open class UITextField: UIControl, UITextInputTraits, UIContentSizeCategoryAdjusting {
    public enum BorderStyle: Int, Sendable { case none, line, bezel, roundedRect }
    public enum ViewMode: Int, Sendable { case never, whileEditing, unlessEditing, always }

    open var text: String?
    open var attributedText: NSAttributedString?
    open var textColor: UIColor?
    open var font: UIFont?
    open var textAlignment: NSTextAlignment = .natural
    open var borderStyle: UITextField.BorderStyle = .none
    open var defaultTextAttributes: [NSAttributedString.Key: Any] = [:]
    open var placeholder: String?
    open var attributedPlaceholder: NSAttributedString?
    open var clearsOnBeginEditing: Bool = false
    open var adjustsFontSizeToFitWidth: Bool = false
    open var minimumFontSize: CGFloat = 0
    open weak var delegate: (any UITextFieldDelegate)?
    open var background: UIImage?
    open var disabledBackground: UIImage?
    /// Editing while it is the first responder.
    open var isEditing: Bool { isFirstResponder }
    /// Text fields take first-responder status (to edit) while enabled.
    open override var canBecomeFirstResponder: Bool { isEnabled }
    open var allowsEditingTextAttributes: Bool = false
    open var typingAttributes: [NSAttributedString.Key: Any]?
    open var clearButtonMode: UITextField.ViewMode = .never
    open var leftView: UIView?
    open var leftViewMode: UITextField.ViewMode = .never
    open var rightView: UIView?
    open var rightViewMode: UITextField.ViewMode = .never
    private var _inputView: UIView?
    open override var inputView: UIView? { get { _inputView } set { _inputView = newValue } }
    private var _inputAccessoryView: UIView?
    open override var inputAccessoryView: UIView? { get { _inputAccessoryView } set { _inputAccessoryView = newValue } }
    open var clearsOnInsertion: Bool = false
    open var adjustsFontForContentSizeCategory: Bool = false
    // UITextInputTraits
    open var autocapitalizationType: UITextAutocapitalizationType = .sentences
    open var autocorrectionType: UITextAutocorrectionType = .default
    open var spellCheckingType: UITextSpellCheckingType = .default
    open var smartQuotesType: UITextSmartQuotesType = .default
    open var smartDashesType: UITextSmartDashesType = .default
    open var smartInsertDeleteType: UITextSmartInsertDeleteType = .default
    open var keyboardType: UIKeyboardType = .default
    open var keyboardAppearance: UIKeyboardAppearance = .default
    open var returnKeyType: UIReturnKeyType = .default
    open var enablesReturnKeyAutomatically: Bool = false
    open var isSecureTextEntry: Bool = false
    open var textContentType: UITextContentType!
    open var passwordRules: UITextInputPasswordRules?
}

#if XIBGEN_OBJC_TYPECHECK
@objc
#endif
open class UITextInputPasswordRules: NSObject, @unchecked Sendable {
    public let passwordRulesDescriptor: String
    public init(descriptor passwordRulesDescriptor: String) { self.passwordRulesDescriptor = passwordRulesDescriptor; super.init() }
}

@MainActor open class UISearchTextField: UITextField {}

#if XIBGEN_OBJC_TYPECHECK
@objc
#endif
open class NSTextContainer: NSObject, @unchecked Sendable {
    public override init() { super.init() }
    public init(size: CGSize) { self.size = size; super.init() }
    open var size: CGSize = CGSize(width: 10_000_000, height: 10_000_000)
    open var lineFragmentPadding: CGFloat = 5
    open var maximumNumberOfLines: Int = 0
    open var lineBreakMode: NSLineBreakMode = .byWordWrapping
    open var widthTracksTextView: Bool = false
    open var heightTracksTextView: Bool = false
}

@MainActor open class UITextView: UIScrollView, UITextInputTraits, UIContentSizeCategoryAdjusting {
    public init(frame: CGRect, textContainer: NSTextContainer?) {
        self.textContainer = textContainer ?? NSTextContainer()
        super.init(frame: frame)
    }
    public required init?(coder: NSCoder) { textContainer = NSTextContainer(); super.init(coder: coder) }
    public override convenience init(frame: CGRect) { self.init(frame: frame, textContainer: nil) }
    public convenience init(usingTextLayoutManager: Bool) { self.init(frame: .zero, textContainer: nil) }

    public let textContainer: NSTextContainer
    open override var canBecomeFirstResponder: Bool { isEditable || isSelectable }
    private var _text: String = ""
    open var text: String! { get { _text } set { _text = newValue ?? "" } }
    open var font: UIFont?
    open var textColor: UIColor?
    open var textAlignment: NSTextAlignment = .natural
    open var selectedRange: NSRange = NSRange(location: 0, length: 0)
    open var isEditable: Bool = true
    open var isSelectable: Bool = true
    open var dataDetectorTypes: UIDataDetectorTypes = []
    open var allowsEditingTextAttributes: Bool = false
    private var _attributedText = NSAttributedString(string: "")
    open var attributedText: NSAttributedString! { get { _attributedText } set { _attributedText = newValue ?? NSAttributedString(string: "") } }
    open var typingAttributes: [NSAttributedString.Key: Any] = [:]
    open var linkTextAttributes: [NSAttributedString.Key: Any]! = [:]
    open var textContainerInset: UIEdgeInsets = UIEdgeInsets(top: 8, left: 0, bottom: 8, right: 0)
    open var clearsOnInsertion: Bool = false
    open var usesStandardTextScaling: Bool = false
    open var isFindInteractionEnabled: Bool = false
    open var adjustsFontForContentSizeCategory: Bool = false
    private var _inputView: UIView?
    open override var inputView: UIView? { get { _inputView } set { _inputView = newValue } }
    private var _inputAccessoryView: UIView?
    open override var inputAccessoryView: UIView? { get { _inputAccessoryView } set { _inputAccessoryView = newValue } }
    open func scrollRangeToVisible(_ range: NSRange) {}
    // UITextInputTraits
    open var autocapitalizationType: UITextAutocapitalizationType = .sentences
    open var autocorrectionType: UITextAutocorrectionType = .default
    open var spellCheckingType: UITextSpellCheckingType = .default
    open var smartQuotesType: UITextSmartQuotesType = .default
    open var smartDashesType: UITextSmartDashesType = .default
    open var smartInsertDeleteType: UITextSmartInsertDeleteType = .default
    open var keyboardType: UIKeyboardType = .default
    open var keyboardAppearance: UIKeyboardAppearance = .default
    open var returnKeyType: UIReturnKeyType = .default
    open var enablesReturnKeyAutomatically: Bool = false
    open var isSecureTextEntry: Bool = false
    open var textContentType: UITextContentType!
}

@MainActor open class UIActivityIndicatorView: UIView {
    public enum Style: Int, Sendable {
        case medium = 100, large = 101
        @available(iOS, deprecated: 13.0) case whiteLarge = 0
        @available(iOS, deprecated: 13.0) case white = 1
        @available(iOS, deprecated: 13.0) case gray = 2
    }
    public init(style: UIActivityIndicatorView.Style) { self.style = style; super.init(frame: .zero) }
    public override init(frame: CGRect) { style = .medium; super.init(frame: frame) }
    public required init(coder: NSCoder) { style = .medium; super.init(coder: coder)! }
    open var style: UIActivityIndicatorView.Style
    open var hidesWhenStopped: Bool = true
    private var _color: UIColor?
    open var color: UIColor! { get { _color ?? .label } set { _color = newValue } }
    private var _animating = false
    open func startAnimating() { _animating = true }
    open func stopAnimating() { _animating = false }
    open var isAnimating: Bool { _animating }
}

@MainActor open class UISlider: UIControl {
    open var value: Float = 0
    open var minimumValue: Float = 0
    open var maximumValue: Float = 1
    open var minimumValueImage: UIImage?
    open var maximumValueImage: UIImage?
    open var isContinuous: Bool = true
    open var minimumTrackTintColor: UIColor?
    open var maximumTrackTintColor: UIColor?
    open var thumbTintColor: UIColor?
    open func setValue(_ value: Float, animated: Bool) { self.value = value }
    private var _thumb: [UInt: UIImage] = [:], _minTrack: [UInt: UIImage] = [:], _maxTrack: [UInt: UIImage] = [:]
    open func setThumbImage(_ image: UIImage?, for state: UIControl.State) { _thumb[state.rawValue] = image }
    open func setMinimumTrackImage(_ image: UIImage?, for state: UIControl.State) { _minTrack[state.rawValue] = image }
    open func setMaximumTrackImage(_ image: UIImage?, for state: UIControl.State) { _maxTrack[state.rawValue] = image }
    open func thumbImage(for state: UIControl.State) -> UIImage? { _thumb[state.rawValue] }
    open func minimumTrackImage(for state: UIControl.State) -> UIImage? { _minTrack[state.rawValue] }
    open func maximumTrackImage(for state: UIControl.State) -> UIImage? { _maxTrack[state.rawValue] }
}

@MainActor open class UISwitch: UIControl {
    public enum Style: Int, Sendable { case automatic, checkbox, sliding }
    open var onTintColor: UIColor?
    open var thumbTintColor: UIColor?
    open var onImage: UIImage?
    open var offImage: UIImage?
    open var title: String?
    open var style: UISwitch.Style { preferredStyle == .automatic ? .sliding : preferredStyle }
    open var preferredStyle: UISwitch.Style = .automatic
    open var isOn: Bool = false
    open func setOn(_ on: Bool, animated: Bool) { isOn = on }
}

@MainActor open class UIProgressView: UIView {
    public enum Style: Int, Sendable { case `default`, bar }
    public override init(frame: CGRect) { super.init(frame: frame) }
    public required init?(coder: NSCoder) { super.init(coder: coder) }
    public convenience init(progressViewStyle style: UIProgressView.Style) { self.init(frame: .zero); progressViewStyle = style }
    open var progressViewStyle: UIProgressView.Style = .default
    open var progress: Float = 0
    open var progressTintColor: UIColor?
    open var trackTintColor: UIColor?
    open var progressImage: UIImage?
    open var trackImage: UIImage?
    open var observedProgress: Progress?
    open func setProgress(_ progress: Float, animated: Bool) { self.progress = progress }
}

@MainActor open class UISegmentedControl: UIControl, UISpringLoadedInteractionSupporting {
    public enum Segment: Int, Sendable { case any, left, center, right, alone }
    public static let noSegment: Int = -1

    public override init(frame: CGRect) { super.init(frame: frame) }
    public required init?(coder: NSCoder) { super.init(coder: coder) }
    public init(items: [Any]?) {
        super.init(frame: .zero)
        for (i, item) in (items ?? []).enumerated() {
            if let s = item as? String { insertSegment(withTitle: s, at: i, animated: false) }
            else if let img = item as? UIImage { insertSegment(with: img, at: i, animated: false) }
        }
    }
    public convenience init(frame: CGRect, actions: [UIAction]) {
        self.init(frame: frame)
        for (i, a) in actions.enumerated() { insertSegment(action: a, at: i, animated: false) }
    }

    /// Segments in order (surface extension).
    public struct _Segment { public var title: String?; public var image: UIImage?; public var width: CGFloat = 0; public var isEnabled = true; public var contentOffset: CGSize = .zero; public var action: UIAction? }
    public private(set) var _segments: [_Segment] = []
    open var numberOfSegments: Int { _segments.count }
    open var selectedSegmentIndex: Int = UISegmentedControl.noSegment
    open var isMomentary: Bool = false
    open var apportionsSegmentWidthsByContent: Bool = false
    open var selectedSegmentTintColor: UIColor?
    open var isSpringLoaded: Bool = false
    open func insertSegment(withTitle title: String?, at segment: Int, animated: Bool) {
        _segments.insert(_Segment(title: title), at: min(max(segment, 0), _segments.count))
    }
    open func insertSegment(with image: UIImage?, at segment: Int, animated: Bool) {
        _segments.insert(_Segment(image: image), at: min(max(segment, 0), _segments.count))
    }
    open func insertSegment(action: UIAction, at segment: Int, animated: Bool) {
        _segments.insert(_Segment(title: action.title, image: action.image, action: action), at: min(max(segment, 0), _segments.count))
    }
    open func removeSegment(at segment: Int, animated: Bool) { if _segments.indices.contains(segment) { _segments.remove(at: segment) } }
    open func removeAllSegments() { _segments.removeAll() }
    open func setTitle(_ title: String?, forSegmentAt segment: Int) { if _segments.indices.contains(segment) { _segments[segment].title = title } }
    open func titleForSegment(at segment: Int) -> String? { _segments.indices.contains(segment) ? _segments[segment].title : nil }
    open func setImage(_ image: UIImage?, forSegmentAt segment: Int) { if _segments.indices.contains(segment) { _segments[segment].image = image } }
    open func imageForSegment(at segment: Int) -> UIImage? { _segments.indices.contains(segment) ? _segments[segment].image : nil }
    open func setWidth(_ width: CGFloat, forSegmentAt segment: Int) { if _segments.indices.contains(segment) { _segments[segment].width = width } }
    open func widthForSegment(at segment: Int) -> CGFloat { _segments.indices.contains(segment) ? _segments[segment].width : 0 }
    open func setContentOffset(_ offset: CGSize, forSegmentAt segment: Int) { if _segments.indices.contains(segment) { _segments[segment].contentOffset = offset } }
    open func contentOffsetForSegment(at segment: Int) -> CGSize { _segments.indices.contains(segment) ? _segments[segment].contentOffset : .zero }
    open func setEnabled(_ enabled: Bool, forSegmentAt segment: Int) { if _segments.indices.contains(segment) { _segments[segment].isEnabled = enabled } }
    open func isEnabledForSegment(at segment: Int) -> Bool { _segments.indices.contains(segment) ? _segments[segment].isEnabled : false }
    private var _titleAttributes: [UInt: [NSAttributedString.Key: Any]] = [:]
    open func setTitleTextAttributes(_ attributes: [NSAttributedString.Key: Any]?, for state: UIControl.State) { _titleAttributes[state.rawValue] = attributes }
    open func titleTextAttributes(for state: UIControl.State) -> [NSAttributedString.Key: Any]? { _titleAttributes[state.rawValue] }
    private var _bg: [String: UIImage] = [:]
    open func setBackgroundImage(_ backgroundImage: UIImage?, for state: UIControl.State, barMetrics: UIBarMetrics) { _bg["\(state.rawValue)-\(barMetrics.rawValue)"] = backgroundImage }
    open func backgroundImage(for state: UIControl.State, barMetrics: UIBarMetrics) -> UIImage? { _bg["\(state.rawValue)-\(barMetrics.rawValue)"] }
    open func setDividerImage(_ dividerImage: UIImage?, forLeftSegmentState leftState: UIControl.State, rightSegmentState rightState: UIControl.State, barMetrics: UIBarMetrics) {}
}

@MainActor open class UIPageControl: UIControl {
    public enum BackgroundStyle: Int, Sendable { case automatic, prominent, minimal }
    public enum InteractionState: Int, Sendable { case none, discrete, continuous }
    public enum Direction: Int, Sendable { case natural, leftToRight, rightToLeft, topToBottom, bottomToTop }
    open var numberOfPages: Int = 0
    open var currentPage: Int = 0
    open var progress: Any?
    open var hidesForSinglePage: Bool = false
    open var pageIndicatorTintColor: UIColor?
    open var currentPageIndicatorTintColor: UIColor?
    open var backgroundStyle: UIPageControl.BackgroundStyle = .automatic
    open var direction: UIPageControl.Direction = .natural
    open var interactionState: UIPageControl.InteractionState { .none }
    open var allowsContinuousInteraction: Bool = true
    open var preferredIndicatorImage: UIImage?
    open var preferredCurrentPageIndicatorImage: UIImage?
    private var _indicatorImages: [Int: UIImage] = [:]
    open func indicatorImage(forPage page: Int) -> UIImage? { _indicatorImages[page] }
    open func setIndicatorImage(_ image: UIImage?, forPage page: Int) { _indicatorImages[page] = image }
    open func size(forNumberOfPages pageCount: Int) -> CGSize { .zero }
}

@MainActor open class UIStepper: UIControl {
    open var isContinuous: Bool = true
    open var autorepeat: Bool = true
    open var wraps: Bool = false
    open var value: Double = 0
    open var minimumValue: Double = 0
    open var maximumValue: Double = 100
    open var stepValue: Double = 1
    private var _bg: [UInt: UIImage] = [:], _inc: [UInt: UIImage] = [:], _dec: [UInt: UIImage] = [:]
    open func setBackgroundImage(_ image: UIImage?, for state: UIControl.State) { _bg[state.rawValue] = image }
    open func backgroundImage(for state: UIControl.State) -> UIImage? { _bg[state.rawValue] }
    open func setIncrementImage(_ image: UIImage?, for state: UIControl.State) { _inc[state.rawValue] = image }
    open func incrementImage(for state: UIControl.State) -> UIImage? { _inc[state.rawValue] }
    open func setDecrementImage(_ image: UIImage?, for state: UIControl.State) { _dec[state.rawValue] = image }
    open func decrementImage(for state: UIControl.State) -> UIImage? { _dec[state.rawValue] }
    open func setDividerImage(_ image: UIImage?, forLeftSegmentState leftState: UIControl.State, rightSegmentState rightState: UIControl.State) {}
}

public enum UIDatePickerStyle: Int, Sendable { case automatic, wheels, compact, inline }

@MainActor open class UIDatePicker: UIControl {
    public enum Mode: Int, Sendable { case time, date, dateAndTime, countDownTimer, yearAndMonth }
    open var datePickerMode: UIDatePicker.Mode = .dateAndTime
    open var locale: Locale?
    open var calendar: Calendar! = Calendar.current
    open var timeZone: TimeZone?
    open var date: Date = Date()
    open var minimumDate: Date?
    open var maximumDate: Date?
    open var countDownDuration: TimeInterval = 0
    open var minuteInterval: Int = 1
    open var preferredDatePickerStyle: UIDatePickerStyle = .automatic
    open var datePickerStyle: UIDatePickerStyle { preferredDatePickerStyle }
    open var roundsToMinuteInterval: Bool = true
    open func setDate(_ date: Date, animated: Bool) { self.date = date }
}

@MainActor open class UIPickerView: UIView {
    open weak var dataSource: (any UIPickerViewDataSource)?
    open weak var delegate: (any UIPickerViewDelegate)?
    open var showsSelectionIndicator: Bool = false
    open var numberOfComponents: Int { dataSource?.numberOfComponents(in: self) ?? 0 }
    open func numberOfRows(inComponent component: Int) -> Int { dataSource?.pickerView(self, numberOfRowsInComponent: component) ?? 0 }
    private var _selected: [Int: Int] = [:]
    open func selectRow(_ row: Int, inComponent component: Int, animated: Bool) { _selected[component] = row }
    open func selectedRow(inComponent component: Int) -> Int { _selected[component] ?? -1 }
    open func reloadAllComponents() {}
    open func reloadComponent(_ component: Int) {}
    open func view(forRow row: Int, forComponent component: Int) -> UIView? { nil }
}

@MainActor open class UISearchBar: UIView, UITextInputTraits {
    public enum Style: UInt, Sendable { case `default`, prominent, minimal }
    public enum Icon: Int, Sendable { case search, clear, bookmark, resultsList }
    public override init(frame: CGRect) { super.init(frame: frame) }
    public required init?(coder: NSCoder) { super.init(coder: coder) }
    open var barStyle: UIBarStyle = .default
    open weak var delegate: (any UISearchBarDelegate)?
    open override var canBecomeFirstResponder: Bool { true }
    open var text: String?
    open var prompt: String?
    open var placeholder: String?
    open var showsBookmarkButton: Bool = false
    public let searchTextField = UISearchTextField()
    open var showsCancelButton: Bool = false
    open func setShowsCancelButton(_ showsCancelButton: Bool, animated: Bool) { self.showsCancelButton = showsCancelButton }
    open var showsSearchResultsButton: Bool = false
    open var isSearchResultsButtonSelected: Bool = false
    open var barTintColor: UIColor?
    open var searchBarStyle: UISearchBar.Style = .default
    open var isTranslucent: Bool = true
    open var isEnabled: Bool = true
    open var scopeButtonTitles: [String]?
    open var selectedScopeButtonIndex: Int = 0
    open var showsScopeBar: Bool = false
    open var backgroundImage: UIImage?
    open var scopeBarBackgroundImage: UIImage?
    open var searchFieldBackgroundPositionAdjustment: UIOffset = .zero
    open var searchTextPositionAdjustment: UIOffset = .zero
    private var _inputAccessoryView: UIView?
    open override var inputAccessoryView: UIView? { get { _inputAccessoryView } set { _inputAccessoryView = newValue } }
    private var _icons: [String: UIImage] = [:]
    open func setImage(_ iconImage: UIImage?, for icon: UISearchBar.Icon, state: UIControl.State) { _icons["\(icon.rawValue)-\(state.rawValue)"] = iconImage }
    open func image(for icon: UISearchBar.Icon, state: UIControl.State) -> UIImage? { _icons["\(icon.rawValue)-\(state.rawValue)"] }
    // UITextInputTraits
    open var autocapitalizationType: UITextAutocapitalizationType = .sentences
    open var autocorrectionType: UITextAutocorrectionType = .default
    open var spellCheckingType: UITextSpellCheckingType = .default
    open var smartQuotesType: UITextSmartQuotesType = .default
    open var smartDashesType: UITextSmartDashesType = .default
    open var smartInsertDeleteType: UITextSmartInsertDeleteType = .default
    open var keyboardType: UIKeyboardType = .default
    open var keyboardAppearance: UIKeyboardAppearance = .default
    open var returnKeyType: UIReturnKeyType = .search
    open var enablesReturnKeyAutomatically: Bool = true
    open var isSecureTextEntry: Bool = false
    open var textContentType: UITextContentType!
}
