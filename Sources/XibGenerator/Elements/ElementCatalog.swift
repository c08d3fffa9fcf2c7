import XibModel

/// Every element translation, by XIB tag. To add an element: write its `ElementSpec` in a
/// file of its own under `Elements/` (with examples), list it here, give its class to the
/// UIKit test surface (`Tests/Support/UIKitSurface`) and add a golden fixture (README,
/// "Adding a UIKit element"). The engine asks specs, never tags.
enum ElementCatalog {
    static let all: [ElementSpec] = [
        .view, .label, .button, .imageView, .stackView,
        .tableViewCell, .tableViewCellContentView,
        .collectionViewCell, .collectionViewCellContentView, .collectionReusableView,
        .scrollView, .tableView, .collectionView, .visualEffectView,
        .navigationBar, .navigationItem, .toolbar, .tabBar, .tabBarItem, .barButtonItem,
        .wkWebView, .mapView, .skView, .mtkView,
        .tapGestureRecognizer, .longPressGestureRecognizer, .panGestureRecognizer, .swipeGestureRecognizer,
        .pinchGestureRecognizer, .rotationGestureRecognizer, .screenEdgePanGestureRecognizer,
        .textField, .textView, .activityIndicatorView, .slider, .switchControl, .progressView, .segmentedControl,
        .pageControl, .stepper, .datePicker, .pickerView, .searchBar, .colorWell,
        .viewController, .tableViewController, .collectionViewController,
        .navigationController, .tabBarController, .splitViewController, .pageViewController, .viewControllerPlaceholder,
        .hostingController, .avPlayerViewController, .glkViewController,
        .collectionViewFlowLayout, .collectionViewLayout,
    ]

    /// The catalog's elements, then the stand-ins for `untranslatedObjects` (made once: a
    /// layout or custom object is looked up in every file that has one).
    private static let byTag = StringTable(
        all.map { ($0.tag, $0) } + untranslatedObjects.sorted().map { ($0, standIn(for: $0, isView: false)) })

    /// The spec of a XIB element: the catalog's, else a stand-in (`isTranslated` false) that
    /// creates a plain `UIView` and reports every attribute the element carries. The one way
    /// the generator looks an element up.
    static func spec(for tag: String) -> ElementSpec {
        #if DEBUG
        WorkCounts.current?.catalogLookups += 1
        #endif
        return byTag[tag] ?? ElementSpec(tag: tag, sharing: viewStandIn)
    }

    /// What every view stand-in shares but its tag.
    private static let viewStandIn = standIn(for: "view", isView: true)

    /// The spec of an object: its element's, except for a plain `<view>` whose custom class is a
    /// framework view the catalog translates (`<view customClass="MTKView">`, how XIBs placed such
    /// views before Interface Builder's library had them): that view's spec, so it is created,
    /// configured and imported as the framework's class (`MTKView(frame:device:)`, `import MetalKit`).
    static func spec(for object: XibObject) -> ElementSpec {
        if object.tag == "view", let custom = object.customClass, let framework = frameworkViews[custom],
           object.customModule == nil || object.customModule == framework.module {
            return framework
        }
        if object.tag == "view", let custom = object.customClass, let view = uikitSubclassViews[custom] {
            return view
        }
        return spec(for: object.tag)
    }

    /// `<view customClass="UITextView">`: still translated as a view, but an attribute IB omits
    /// means UIView's value, which differs from the class's own default (a text view clips), so
    /// the class's default overrides decide what is written (`clipsToBounds = false`).
    private static let uikitSubclassViews: [String: ElementSpec] = Dictionary(
        all.filter { $0.isView && $0.module == nil && $0.uikitClass != "UIView" && !$0.defaultOverrides.isEmpty }
            .map { ($0.uikitClass, ElementSpec(tag: "view", uikitClass: "UIView", role: "view", defaultOverrides: $0.defaultOverrides)) },
        uniquingKeysWith: { first, _ in first })

    /// Views of frameworks besides UIKit, by class name (`MTKView`, `MKMapView`, `WKWebView`, `SKView`).
    private static let frameworkViews: [String: ElementSpec] = Dictionary(
        all.filter { $0.isView && $0.module != nil }.map { ($0.uikitClass, $0) }, uniquingKeysWith: { first, _ in first })

    private static func standIn(for tag: String, isView: Bool) -> ElementSpec {
        ElementSpec(tag: tag, uikitClass: "UIView", role: "view", isView: isView, rootShape: isView ? .frame : nil, isTranslated: false)
    }

    /// Objects IB writes that are not views and that no spec translates yet (layouts, custom
    /// objects): a top-level one gets no type of its own and is reported.
    static let untranslatedObjects: Set<String> = [
        "hoverGestureRecognizer", "searchDisplayController", "customObject", "object",
    ]

    /// The element a UIKit class stands for (`UITextView` → `<textView>`).
    static func spec(forUIKitClass name: String) -> ElementSpec? { all.first { $0.uikitClass == name } }
}
