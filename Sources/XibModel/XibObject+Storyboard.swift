/// Typed access to what storyboards (and XIBs holding controllers) add to objects. Everything
/// here reads the generic structure (`keyedObjects` by key, `attributes`, `layoutGuides`).
extension XibObject {
    /// The first keyed object filling `key` (`view`, `navigationItem`, `tabBarItem`,
    /// `navigationBar`, `toolbar`, `tabBar`, `titleView`, `rightBarButtonItem`…).
    public func keyedObject(_ key: String) -> XibObject? {
        keyedObjects.first { $0.key == key }
    }

    /// Every keyed object of `key`, in document order; lists such as `<toolbarItems>`,
    /// `<prototypes>`, `<sections>`, `<cells>`, `<rightBarButtonItems>` give their members
    /// the list's name as key.
    public func keyedObjects(_ key: String) -> [XibObject] {
        keyedObjects.filter { $0.key == key }
    }

    // MARK: Controllers

    /// The controller's element, typed; nil when this is not a controller element.
    public var controllerKind: XibControllerKind? { XibControllerKind(rawValue: tag) }

    /// The controller's root view: `<view key="view">`, or the table (collection) view of a
    /// table (collection) view controller, which is its root view.
    public var rootView: XibObject? { keyedObject("view") }

    /// `storyboardIdentifier` (Storyboard ID).
    public var storyboardIdentifier: String? { self[attribute: "storyboardIdentifier"] }

    /// `restorationIdentifier`, or the storyboard identifier when IB's "Use Storyboard ID" is
    /// set (`useStoryboardIdentifierAsRestorationIdentifier="YES"`).
    public var restorationIdentifier: String? {
        if let identifier = self[attribute: "restorationIdentifier"] { return identifier }
        return bool("useStoryboardIdentifierAsRestorationIdentifier") == true ? storyboardIdentifier : nil
    }

    /// The `title` attribute (controllers, bar items, navigation items).
    public var title: String? { self[attribute: "title"] }

    public var navigationItem: XibObject? { keyedObject("navigationItem") }
    public var tabBarItem: XibObject? { keyedObject("tabBarItem") }
    /// A controller's `<toolbarItems>`, in order.
    public var toolbarItems: [XibObject] { keyedObjects("toolbarItems") }

    /// What a `viewControllerPlaceholder` (storyboard reference) refers to; nil for other elements.
    public var storyboardReference: XibStoryboardReference? {
        guard tag == XibControllerKind.viewControllerPlaceholder.rawValue else { return nil }
        return XibStoryboardReference(
            storyboardName: self[attribute: "storyboardName"],
            referencedIdentifier: self[attribute: "referencedIdentifier"],
            bundleIdentifier: self[attribute: "bundleIdentifier"])
    }

    /// A controller's legacy `topLayoutGuide`/`bottomLayoutGuide`
    /// (`<layoutGuides><viewControllerLayoutGuide type="top|bottom">`), which constraints of
    /// its root view use as items. Read into `layoutGuides` with the keys `topLayoutGuide` and
    /// `bottomLayoutGuide`.
    public var topLayoutGuide: XibLayoutGuide? { layoutGuides.first { $0.key == XibLayoutGuide.topLayoutGuideKey } }
    public var bottomLayoutGuide: XibLayoutGuide? { layoutGuides.first { $0.key == XibLayoutGuide.bottomLayoutGuideKey } }

    // MARK: Tables and collections

    /// Prototype cells: a table view's `<prototypes>`, a collection view's `<cells>`, in order.
    public var prototypeCells: [XibObject] {
        switch tag {
        case "tableView": keyedObjects("prototypes")
        case "collectionView": keyedObjects("cells")
        default: []
        }
    }

    /// `reuseIdentifier` of a cell or reusable view.
    public var reuseIdentifier: String? { self[attribute: "reuseIdentifier"] }

    /// A table view with `dataMode="static"`: its rows are `tableSections`' `cells`.
    public var isStaticTable: Bool { tag == "tableView" && self[attribute: "dataMode"] == "static" }

    /// A static table's `<sections>` (`tableViewSection` objects: `headerTitle`, `footerTitle`,
    /// and their `cells`).
    public var tableSections: [XibObject] { keyedObjects("sections") }

    /// A static table section's `<cells>`, in order.
    public var cells: [XibObject] { keyedObjects("cells") }
}

extension XibLayoutGuide {
    /// The keys a controller's `<viewControllerLayoutGuide type="top|bottom">` is read with.
    public static let topLayoutGuideKey = "topLayoutGuide"
    public static let bottomLayoutGuideKey = "bottomLayoutGuide"
}
