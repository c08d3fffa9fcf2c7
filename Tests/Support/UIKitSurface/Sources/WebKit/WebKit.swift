// WebKit stand-in: the web view types Interface Builder can place.
@_exported import UIKit
#if canImport(FoundationNetworking)
@_exported import FoundationNetworking  // URLRequest lives here on Linux
#endif

#if XIBGEN_OBJC_TYPECHECK
@objc
#endif
@MainActor open class WKPreferences: NSObject {
    public override init() { super.init() }
    open var minimumFontSize: CGFloat = 0
    open var javaScriptCanOpenWindowsAutomatically: Bool = false
    open var isFraudulentWebsiteWarningEnabled: Bool = true
    open var isTextInteractionEnabled: Bool = true
    open var isElementFullscreenEnabled: Bool = false
    @available(iOS, deprecated: 14.0, message: "Use WKWebpagePreferences.allowsContentJavaScript")
    open var javaScriptEnabled: Bool = true
}

#if XIBGEN_OBJC_TYPECHECK
@objc
#endif
@MainActor open class WKWebpagePreferences: NSObject {
    public enum ContentMode: Int, Sendable { case recommended, mobile, desktop }
    public override init() { super.init() }
    open var preferredContentMode: WKWebpagePreferences.ContentMode = .recommended
    open var allowsContentJavaScript: Bool = true
}

public struct WKAudiovisualMediaTypes: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let audio = WKAudiovisualMediaTypes(rawValue: 1 << 0)
    public static let video = WKAudiovisualMediaTypes(rawValue: 1 << 1)
    public static let all = WKAudiovisualMediaTypes(rawValue: UInt.max)
}

public struct WKDataDetectorTypes: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let phoneNumber = WKDataDetectorTypes(rawValue: 1 << 0)
    public static let link = WKDataDetectorTypes(rawValue: 1 << 1)
    public static let address = WKDataDetectorTypes(rawValue: 1 << 2)
    public static let calendarEvent = WKDataDetectorTypes(rawValue: 1 << 3)
    public static let trackingNumber = WKDataDetectorTypes(rawValue: 1 << 4)
    public static let flightNumber = WKDataDetectorTypes(rawValue: 1 << 5)
    public static let lookupSuggestion = WKDataDetectorTypes(rawValue: 1 << 6)
    public static let all = WKDataDetectorTypes(rawValue: UInt.max)
}

public enum WKSelectionGranularity: Int, Sendable { case dynamic, character }
public enum WKUserInterfaceDirectionPolicy: Int, Sendable { case content, system }

#if XIBGEN_OBJC_TYPECHECK
@objc
#endif
@MainActor open class WKWebViewConfiguration: NSObject {
    public override init() { super.init() }
    open var preferences: WKPreferences = WKPreferences()
    open var defaultWebpagePreferences: WKWebpagePreferences! = WKWebpagePreferences()
    open var applicationNameForUserAgent: String?
    open var allowsInlineMediaPlayback: Bool = false
    open var allowsAirPlayForMediaPlayback: Bool = true
    open var allowsPictureInPictureMediaPlayback: Bool = true
    open var mediaTypesRequiringUserActionForPlayback: WKAudiovisualMediaTypes = .all
    open var dataDetectorTypes: WKDataDetectorTypes = []
    open var ignoresViewportScaleLimits: Bool = false
    open var suppressesIncrementalRendering: Bool = false
    open var selectionGranularity: WKSelectionGranularity = .dynamic
    open var userInterfaceDirectionPolicy: WKUserInterfaceDirectionPolicy = .content
    open var limitsNavigationsToAppBoundDomains: Bool = false
    open var upgradeKnownHostsToHTTPS: Bool = true
}

@MainActor public protocol WKNavigationDelegate: NSObjectProtocol {}
@MainActor public protocol WKUIDelegate: NSObjectProtocol {}

#if XIBGEN_OBJC_TYPECHECK
@objc
#endif
@MainActor open class WKNavigation: NSObject {}

@MainActor open class WKWebView: UIView {
    public init(frame: CGRect, configuration: WKWebViewConfiguration) {
        _configuration = configuration
        super.init(frame: frame)
    }
    public required init?(coder: NSCoder) { _configuration = WKWebViewConfiguration(); super.init(coder: coder) }
    public override convenience init(frame: CGRect) { self.init(frame: frame, configuration: WKWebViewConfiguration()) }

    private let _configuration: WKWebViewConfiguration
    /// Apple returns a copy; this surface returns the instance it was created with.
    open var configuration: WKWebViewConfiguration { _configuration }
    open weak var navigationDelegate: (any WKNavigationDelegate)?
    open weak var uiDelegate: (any WKUIDelegate)?
    public let scrollView = UIScrollView()
    open var allowsBackForwardNavigationGestures: Bool = false
    open var allowsLinkPreview: Bool = true
    open var customUserAgent: String?
    open var isInspectable: Bool = false
    open var pageZoom: CGFloat = 1
    open var underPageBackgroundColor: UIColor!
    open var title: String? { nil }
    open var url: URL? { _loaded.last }
    open var isLoading: Bool { false }
    open var estimatedProgress: Double { 0 }
    open var canGoBack: Bool { false }
    open var canGoForward: Bool { false }
    /// URLs requested via load(_:) (surface extension).
    public private(set) var _loaded: [URL] = []
    @discardableResult open func load(_ request: URLRequest) -> WKNavigation? { if let u = request.url { _loaded.append(u) }; return nil }
    @discardableResult open func loadHTMLString(_ string: String, baseURL: URL?) -> WKNavigation? { nil }
    @discardableResult open func loadFileURL(_ URL: URL, allowingReadAccessTo readAccessURL: URL) -> WKNavigation? { _loaded.append(URL); return nil }
    @discardableResult open func reload() -> WKNavigation? { nil }
    @discardableResult open func goBack() -> WKNavigation? { nil }
    @discardableResult open func goForward() -> WKNavigation? { nil }
    open func stopLoading() {}
}
