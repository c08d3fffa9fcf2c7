/// Every element translation, by XIB tag. To add an element: write its `ElementSpec`
/// in a file of its own under `Elements/` (with examples), list it here, and add a
/// golden fixture.
enum ElementCatalog {
    static let all: [ElementSpec] = [
        .view, .label, .button, .imageView, .stackView,
        .tableViewCell, .tableViewCellContentView,
        .collectionViewCell, .collectionViewCellContentView, .collectionReusableView,
        .scrollView, .tableView, .collectionView, .visualEffectView,
        .navigationBar, .navigationItem, .toolbar, .tabBar, .tabBarItem, .barButtonItem,
        .wkWebView, .mapView,
        .tapGestureRecognizer, .longPressGestureRecognizer, .panGestureRecognizer, .swipeGestureRecognizer,
        .pinchGestureRecognizer, .rotationGestureRecognizer, .screenEdgePanGestureRecognizer,
        .textField, .textView, .activityIndicatorView, .slider, .switchControl, .progressView, .segmentedControl,
        .pageControl, .stepper, .datePicker, .pickerView, .searchBar, .colorWell,
    ]

    private static let byTag = StringTable(all.map { ($0.tag, $0) })

    static func spec(for tag: String) -> ElementSpec? { byTag[tag] }

    /// The element a UIKit class stands for (`UITextView` → `<textView>`).
    static func spec(forUIKitClass name: String) -> ElementSpec? { all.first { $0.uikitClass == name } }

    /// UIKit classes of elements without a translation yet: they are still created with
    /// the right class, and every attribute they carry is reported.
    static let untranslatedClasses: [String: String] = [
        "webView": "UIView", "mtkView": "UIView",
    ]

    static let untranslatedControls: Set<String> = []

    static func fallback(for tag: String) -> ElementSpec {
        let uikitClass = untranslatedClasses[tag] ?? "UIView"
        let role = uikitClass.hasPrefix("UI") || uikitClass.hasPrefix("WK") || uikitClass.hasPrefix("MK")
            ? SwiftIdentifier.lowerCamelCase(SwiftIdentifier.words(String(uikitClass.dropFirst(2)))) ?? "view"
            : "view"
        return ElementSpec(tag: tag, uikitClass: uikitClass, role: role, isControl: untranslatedControls.contains(tag))
    }
}
