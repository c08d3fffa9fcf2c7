import XibModel

/// Every element translation, by XIB tag. To add an element: write its `ElementSpec` in a
/// file of its own under `Elements/` (with examples), list it here, give its class to the
/// UIKit test surface (`Tests/Support/UIKitSurface`) and add a golden fixture (README,
/// "Adding a UIKit element"). The engine asks specs, never tags.
enum ElementCatalog {
    /// Every element, in the catalog's order, with what finding it by tag or by class needs
    /// written out beside it: making a spec derives its rule tables (about 150,000 instructions
    /// each; making all of them was 8.3 M of the 56 M of a single-file sync that converts its
    /// document), so a lookup makes only the spec it finds. `ElementCatalogTests` holds each
    /// entry's tag, class and kind equal to its spec's.
    static let entries: [Entry] = [
        Entry("view", "UIView", { .view }),
        Entry("label", "UILabel", .uikitSubclassView, { .label }),
        Entry("button", "UIButton", .uikitSubclassView, { .button }),
        Entry("imageView", "UIImageView", .uikitSubclassView, { .imageView }),
        Entry("stackView", "UIStackView", { .stackView }),
        Entry("tableViewCell", "UITableViewCell", { .tableViewCell }),
        Entry("tableViewCellContentView", "UIView", { .tableViewCellContentView }),
        Entry("collectionViewCell", "UICollectionViewCell", { .collectionViewCell }),
        Entry("collectionViewCellContentView", "UIView", { .collectionViewCellContentView }),
        Entry("collectionReusableView", "UICollectionReusableView", { .collectionReusableView }),
        Entry("scrollView", "UIScrollView", .uikitSubclassView, { .scrollView }),
        Entry("tableView", "UITableView", .uikitSubclassView, { .tableView }),
        Entry("collectionView", "UICollectionView", .uikitSubclassView, { .collectionView }),
        Entry("visualEffectView", "UIVisualEffectView", .uikitSubclassView, { .visualEffectView }),
        Entry("navigationBar", "UINavigationBar", { .navigationBar }),
        Entry("navigationItem", "UINavigationItem", { .navigationItem }),
        Entry("toolbar", "UIToolbar", { .toolbar }),
        Entry("tabBar", "UITabBar", { .tabBar }),
        Entry("tabBarItem", "UITabBarItem", { .tabBarItem }),
        Entry("barButtonItem", "UIBarButtonItem", { .barButtonItem }),
        Entry("wkWebView", "WKWebView", .frameworkView, { .wkWebView }),
        Entry("mapView", "MKMapView", .frameworkView, { .mapView }),
        Entry("skView", "SKView", .frameworkView, { .skView }),
        Entry("mtkView", "MTKView", .frameworkView, { .mtkView }),
        Entry("tapGestureRecognizer", "UITapGestureRecognizer", { .tapGestureRecognizer }),
        Entry("pongPressGestureRecognizer", "UILongPressGestureRecognizer", { .longPressGestureRecognizer }),
        Entry("panGestureRecognizer", "UIPanGestureRecognizer", { .panGestureRecognizer }),
        Entry("swipeGestureRecognizer", "UISwipeGestureRecognizer", { .swipeGestureRecognizer }),
        Entry("pinchGestureRecognizer", "UIPinchGestureRecognizer", { .pinchGestureRecognizer }),
        Entry("rotationGestureRecognizer", "UIRotationGestureRecognizer", { .rotationGestureRecognizer }),
        Entry("screenEdgePanGestureRecognizer", "UIScreenEdgePanGestureRecognizer", { .screenEdgePanGestureRecognizer }),
        Entry("textField", "UITextField", { .textField }),
        Entry("textView", "UITextView", .uikitSubclassView, { .textView }),
        Entry("activityIndicatorView", "UIActivityIndicatorView", { .activityIndicatorView }),
        Entry("slider", "UISlider", { .slider }),
        Entry("switch", "UISwitch", { .switchControl }),
        Entry("progressView", "UIProgressView", { .progressView }),
        Entry("segmentedControl", "UISegmentedControl", { .segmentedControl }),
        Entry("pageControl", "UIPageControl", { .pageControl }),
        Entry("stepper", "UIStepper", { .stepper }),
        Entry("datePicker", "UIDatePicker", { .datePicker }),
        Entry("pickerView", "UIPickerView", { .pickerView }),
        Entry("searchBar", "UISearchBar", { .searchBar }),
        Entry("colorWell", "UIColorWell", { .colorWell }),
        Entry("viewController", "UIViewController", { .viewController }),
        Entry("tableViewController", "UITableViewController", { .tableViewController }),
        Entry("collectionViewController", "UICollectionViewController", { .collectionViewController }),
        Entry("navigationController", "UINavigationController", { .navigationController }),
        Entry("tabBarController", "UITabBarController", { .tabBarController }),
        Entry("splitViewController", "UISplitViewController", { .splitViewController }),
        Entry("pageViewController", "UIPageViewController", { .pageViewController }),
        Entry("viewControllerPlaceholder", "UIViewController", { .viewControllerPlaceholder }),
        Entry("hostingController", "UIHostingController", { .hostingController }),
        Entry("avPlayerViewController", "AVPlayerViewController", { .avPlayerViewController }),
        Entry("glkViewController", "GLKViewController", { .glkViewController }),
        Entry("collectionViewFlowLayout", "UICollectionViewFlowLayout", { .collectionViewFlowLayout }),
        Entry("collectionViewLayout", "UICollectionViewLayout", { .collectionViewLayout }),
    ]

    /// Every element translation, in the catalog's order (each spec made).
    static let all: [ElementSpec] = entries.map { $0.spec() }

    /// One element of the catalog: its spec, made when first asked for (a spec is a `static let`
    /// of `ElementSpec`), and the fields lookups need without it.
    struct Entry: Sendable {
        /// What a plain `<view customClass="…">` of the entry's class is translated as (see `spec(for:)`).
        enum Kind: Sendable, Equatable {
            case other
            /// A view of a framework besides UIKit (`MTKView`): translated as that view.
            case frameworkView
            /// A UIKit view whose defaults differ from `UIView`'s (`UITextView`): still a view, with those defaults.
            case uikitSubclassView

            /// The kind a spec has.
            init(of spec: ElementSpec) {
                if spec.isView, spec.module != nil {
                    self = .frameworkView
                } else if spec.isView, spec.module == nil, spec.uikitClass != "UIView", !spec.defaultOverrides.isEmpty {
                    self = .uikitSubclassView
                } else {
                    self = .other
                }
            }
        }

        let tag: String
        let uikitClass: String
        let kind: Kind
        let spec: @Sendable () -> ElementSpec

        init(_ tag: String, _ uikitClass: String, _ spec: @escaping @Sendable () -> ElementSpec) {
            self.init(tag, uikitClass, .other, spec)
        }

        init(_ tag: String, _ uikitClass: String, _ kind: Kind, _ spec: @escaping @Sendable () -> ElementSpec) {
            self.tag = tag
            self.uikitClass = uikitClass
            self.kind = kind
            self.spec = spec
        }
    }

    /// Lookups over a list of entries, each making only the specs it returns.
    struct Tables: Sendable {
        let entries: [Entry]
        private let byTag: StringTable<Int>
        private let byClass: StringTable<Int>
        private let frameworkViews: StringTable<Int>
        private let uikitSubclassViews: StringTable<Int>

        init(_ entries: [Entry]) {
            self.entries = entries
            let indexed = Array(entries.enumerated())
            // The first of equal keys wins (StringTable), as the first in catalog order did.
            byTag = StringTable(indexed.map { ($0.element.tag, $0.offset) })
            byClass = StringTable(indexed.map { ($0.element.uikitClass, $0.offset) })
            frameworkViews = StringTable(indexed.filter { $0.element.kind == .frameworkView }.map { ($0.element.uikitClass, $0.offset) })
            uikitSubclassViews = StringTable(indexed.filter { $0.element.kind == .uikitSubclassView }.map { ($0.element.uikitClass, $0.offset) })
        }

        /// The spec of the element `tag`; nil when no entry has it.
        func spec(forTag tag: String) -> ElementSpec? { byTag[tag].map { entries[$0].spec() } }

        /// The first element whose class is `name`.
        func spec(forClass name: String) -> ElementSpec? { byClass[name].map { entries[$0].spec() } }

        /// The framework view whose class is `name`.
        func frameworkView(_ name: String) -> ElementSpec? { frameworkViews[name].map { entries[$0].spec() } }

        /// The index in `entries` of the UIKit view with defaults of its own whose class is `name`.
        func uikitSubclassView(_ name: String) -> Int? { uikitSubclassViews[name] }
    }

    private static let tables = Tables(entries)

    /// The stand-ins for `untranslatedObjects` (made once: a layout or custom object is looked up
    /// in every file that has one).
    private static let standIns = StringTable(untranslatedObjects.sorted().map { ($0, standIn(for: $0, isView: false)) })

    /// The spec of a XIB element: the catalog's, else a stand-in (`isTranslated` false) that
    /// creates a plain `UIView` and reports every attribute the element carries. The one way
    /// the generator looks an element up.
    static func spec(for tag: String) -> ElementSpec {
        #if DEBUG
        WorkCounts.current?.catalogLookups += 1
        #endif
        return tables.spec(forTag: tag) ?? standIns[tag] ?? ElementSpec(tag: tag, sharing: viewStandIn)
    }

    /// What every view stand-in shares but its tag.
    private static let viewStandIn = standIn(for: "view", isView: true)

    /// The spec of an object: its element's, except for a plain `<view>` whose custom class is a
    /// framework view the catalog translates (`<view customClass="MTKView">`, how XIBs placed such
    /// views before Interface Builder's library had them): that view's spec, so it is created,
    /// configured and imported as the framework's class (`MTKView(frame:device:)`, `import MetalKit`).
    static func spec(for object: XibObject) -> ElementSpec {
        if object.tag == "view", let custom = object.customClass, let framework = tables.frameworkView(custom),
           object.customModule == nil || object.customModule == framework.module {
            return framework
        }
        if object.tag == "view", let custom = object.customClass, let index = tables.uikitSubclassView(custom) {
            return uikitSubclassViews[index]!
        }
        return spec(for: object.tag)
    }

    /// `<view customClass="UITextView">`: still translated as a view, but an attribute IB omits
    /// means UIView's value, which differs from the class's own default (a text view clips), so
    /// the class's default overrides decide what is written (`clipsToBounds = false`). By entry
    /// index; made (with the specs they copy the defaults of) the first time such a view is met.
    private static let uikitSubclassViews: [Int: ElementSpec] = Dictionary(uniqueKeysWithValues:
        entries.indices.filter { entries[$0].kind == .uikitSubclassView }.map { index in
            (index, ElementSpec(tag: "view", uikitClass: "UIView", role: "view", defaultOverrides: entries[index].spec().defaultOverrides))
        })

    private static func standIn(for tag: String, isView: Bool) -> ElementSpec {
        ElementSpec(tag: tag, uikitClass: "UIView", role: "view", isView: isView, rootShape: isView ? .frame : nil, isTranslated: false)
    }

    /// Objects IB writes that are not views and that no spec translates yet (layouts, custom
    /// objects): a top-level one gets no type of its own and is reported.
    static let untranslatedObjects: Set<String> = [
        "hoverGestureRecognizer", "searchDisplayController", "customObject", "object",
    ]

    /// The element a UIKit class stands for (`UITextView` → `<textView>`).
    static func spec(forUIKitClass name: String) -> ElementSpec? { tables.spec(forClass: name) }
}
