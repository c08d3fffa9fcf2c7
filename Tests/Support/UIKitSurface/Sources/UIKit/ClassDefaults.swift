// Initial values of UIView properties per class, where UIKit documents that a class differs
// from UIView. One row per class; a row applies to instances of that class and its
// subclasses, and later rows (subclasses) win. Every value here is pinned by RecordingTests
// (`classDefaultsFollowTheTable`), and `Tests/Support/README.md` lists the table.

extension UIView {
    /// One documented initial value (surface extension, readable by tests and tools).
    public struct _DocumentedDefault: Sendable {
        public let className: String
        public let property: String
        public let value: String
        /// Where Apple documents it.
        public let source: String
    }

    struct _ClassDefaults {
        let className: String
        let applies: @MainActor (UIView) -> Bool
        var clipsToBounds: Bool?
        var isOpaque: Bool?
        var contentMode: UIView.ContentMode?
        var isUserInteractionEnabled: Bool?
        var isMultipleTouchEnabled: Bool?
        var source: String
    }

    static let _classDefaults: [_ClassDefaults] = [
        _ClassDefaults(className: "UIView", applies: { _ in true },
                       clipsToBounds: false, isOpaque: true, contentMode: .scaleToFill,
                       isUserInteractionEnabled: true, isMultipleTouchEnabled: false,
                       source: "UIView reference: clipsToBounds, isOpaque, contentMode, isUserInteractionEnabled, isMultipleTouchEnabled (each \"The default value is …\"); backgroundColor defaults to nil"),
        _ClassDefaults(className: "UILabel", applies: { $0 is UILabel },
                       clipsToBounds: true, contentMode: .redraw, isUserInteractionEnabled: false,
                       source: "UILabel reference: \"The default content mode of the UILabel class is redraw\"; \"New label objects are configured to disregard user events and clip subviews by default\"; UILabel.isUserInteractionEnabled and UILabel clipsToBounds pages"),
        _ClassDefaults(className: "UIImageView", applies: { $0 is UIImageView },
                       isUserInteractionEnabled: false,
                       source: "UIImageView.isUserInteractionEnabled: \"This class changes the default value of this property to false\""),
        _ClassDefaults(className: "UIScrollView", applies: { $0 is UIScrollView },
                       clipsToBounds: true,
                       source: "UIView.clipsToBounds: \"Some subclasses of UIView, like UIScrollView, override the default value to true\" (so also UITableView, UICollectionView, UITextView)"),
        // Where Apple documents nothing, the values a new instance has in Interface Builder (which
        // writes only what differs from UIView's): the surface's choice, named as such.
        _ClassDefaults(className: "UILabel", applies: { $0 is UILabel }, isOpaque: false,
                       source: "not documented (UIView.isOpaque: \"no effect in system-provided classes such as UIButton, UILabel\"); Interface Builder's new label is not opaque (opaque=\"NO\")"),
        _ClassDefaults(className: "UIButton", applies: { $0 is UIButton }, isOpaque: false,
                       source: "not documented (UIView.isOpaque: \"no effect in system-provided classes such as UIButton\"); Interface Builder's new button is not opaque (opaque=\"NO\")"),
        _ClassDefaults(className: "UIVisualEffectView", applies: { $0 is UIVisualEffectView }, isOpaque: false,
                       source: "not documented; Interface Builder's new visual effect view is not opaque (opaque=\"NO\")"),
        _ClassDefaults(className: "UIScrollView", applies: { $0 is UIScrollView }, isMultipleTouchEnabled: true,
                       source: "not documented; Interface Builder's new scroll, collection and text views take multi-touch (multipleTouchEnabled=\"YES\")"),
        _ClassDefaults(className: "UITableView", applies: { $0 is UITableView }, isMultipleTouchEnabled: false,
                       source: "not documented; Interface Builder's new table view does not take multi-touch (no multipleTouchEnabled)"),
        _ClassDefaults(className: "_UICellContentView", applies: { $0 is _UICellContentView },
                       clipsToBounds: true, isOpaque: false, contentMode: .center, isMultipleTouchEnabled: true,
                       source: "not documented; the content view of a new cell in Interface Builder (clipsSubviews=\"YES\" opaque=\"NO\" contentMode=\"center\" multipleTouchEnabled=\"YES\")"),
    ]

    /// The content view UIKit makes for cells and effect views (UIKit's own is a private class too).
    /// `insetsLayoutMarginsFromSafeArea` keeps UIView's documented `true`: Interface Builder's
    /// `insetsLayoutMarginsFromSafeArea="NO"` on content views is a value the nib sets.
    @MainActor final class _UICellContentView: UIView {}

    func _surfaceApplyClassDefaults() {
        for row in UIView._classDefaults where row.applies(self) {
            if let v = row.clipsToBounds { clipsToBounds = v }
            if let v = row.isOpaque { isOpaque = v }
            if let v = row.contentMode { contentMode = v }
            if let v = row.isUserInteractionEnabled { isUserInteractionEnabled = v }
            if let v = row.isMultipleTouchEnabled { isMultipleTouchEnabled = v }
        }
    }

    /// The documented initial values the surface applies, one entry per class and property.
    public static var _surfaceDocumentedDefaults: [_DocumentedDefault] {
        _classDefaults.flatMap { row -> [_DocumentedDefault] in
            var out: [_DocumentedDefault] = []
            func add(_ property: String, _ value: Any?) {
                if let value { out.append(_DocumentedDefault(className: row.className, property: property, value: "\(value)", source: row.source)) }
            }
            add("clipsToBounds", row.clipsToBounds)
            add("isOpaque", row.isOpaque)
            add("contentMode", row.contentMode)
            add("isUserInteractionEnabled", row.isUserInteractionEnabled)
            add("isMultipleTouchEnabled", row.isMultipleTouchEnabled)
            return out
        }
    }
}
