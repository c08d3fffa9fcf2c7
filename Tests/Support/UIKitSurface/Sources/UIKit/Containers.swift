@MainActor open class UIStackView: UIView {
    public enum Distribution: Int, Sendable { case fill, fillEqually, fillProportionally, equalSpacing, equalCentering }
    public enum Alignment: Int, Sendable {
        case fill, leading, firstBaseline, center, trailing, lastBaseline
        public static var top: Alignment { .leading }
        public static var bottom: Alignment { .trailing }
    }
    public static let spacingUseDefault: CGFloat = .greatestFiniteMagnitude
    public static let spacingUseSystem: CGFloat = -.greatestFiniteMagnitude

    public override init(frame: CGRect) { super.init(frame: frame) }
    /// UIStackView's coder initializer is non-failable.
    public required init(coder: NSCoder) { super.init(coder: coder)! }
    public convenience init(arrangedSubviews views: [UIView]) {
        self.init(frame: .zero)
        views.forEach(addArrangedSubview)
    }

    public private(set) var arrangedSubviews: [UIView] = []
    open func addArrangedSubview(_ view: UIView) { insertArrangedSubview(view, at: arrangedSubviews.count) }
    open func insertArrangedSubview(_ view: UIView, at stackIndex: Int) {
        arrangedSubviews.removeAll { $0 === view }
        arrangedSubviews.insert(view, at: min(stackIndex, arrangedSubviews.count))
        if view.superview !== self { addSubview(view) }
    }
    open func removeArrangedSubview(_ view: UIView) { arrangedSubviews.removeAll { $0 === view } }
    open override func willRemoveSubview(_ subview: UIView) { arrangedSubviews.removeAll { $0 === subview } }

    open var axis: NSLayoutConstraint.Axis = .horizontal
    open var distribution: UIStackView.Distribution = .fill
    open var alignment: UIStackView.Alignment = .fill
    open var spacing: CGFloat = 0
    open var isBaselineRelativeArrangement: Bool = false
    open var isLayoutMarginsRelativeArrangement: Bool = false
    private var _customSpacing: [ObjectIdentifier: CGFloat] = [:]
    open func setCustomSpacing(_ spacing: CGFloat, after arrangedSubview: UIView) { _customSpacing[ObjectIdentifier(arrangedSubview)] = spacing }
    open func customSpacing(after arrangedSubview: UIView) -> CGFloat { _customSpacing[ObjectIdentifier(arrangedSubview)] ?? UIStackView.spacingUseDefault }
}

@MainActor public protocol UIScrollViewDelegate: NSObjectProtocol {}

@MainActor open class UIScrollView: UIView {
    public enum IndicatorStyle: Int, Sendable { case `default`, black, white }
    public enum KeyboardDismissMode: Int, Sendable { case none, onDrag, interactive, onDragWithAccessory, interactiveWithAccessory }
    public enum ContentInsetAdjustmentBehavior: Int, Sendable { case automatic, scrollableAxes, never, always }
    public enum IndexDisplayMode: Int, Sendable { case automatic, alwaysHidden }
    public struct DecelerationRate: RawRepresentable, Hashable, Sendable {
        public let rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        public static let normal = DecelerationRate(rawValue: 0.998)
        public static let fast = DecelerationRate(rawValue: 0.99)
    }

    public override init(frame: CGRect) { super.init(frame: frame) }
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    open var contentOffset: CGPoint = .zero
    open func setContentOffset(_ contentOffset: CGPoint, animated: Bool) { self.contentOffset = contentOffset }
    open var contentSize: CGSize = .zero
    open var contentInset: UIEdgeInsets = .zero
    open var adjustedContentInset: UIEdgeInsets { contentInset }
    open var contentInsetAdjustmentBehavior: UIScrollView.ContentInsetAdjustmentBehavior = .automatic
    open var automaticallyAdjustsScrollIndicatorInsets: Bool = true
    open weak var delegate: (any UIScrollViewDelegate)?
    open var isDirectionalLockEnabled: Bool = false
    open var bounces: Bool = true
    open var bouncesZoom: Bool = true
    open var alwaysBounceVertical: Bool = false
    open var alwaysBounceHorizontal: Bool = false
    open var isPagingEnabled: Bool = false
    open var isScrollEnabled: Bool = true
    open var showsVerticalScrollIndicator: Bool = true
    open var showsHorizontalScrollIndicator: Bool = true
    open var indicatorStyle: UIScrollView.IndicatorStyle = .default
    /// iOS 13 replacements for `scrollIndicatorInsets`.
    open var verticalScrollIndicatorInsets: UIEdgeInsets = .zero
    open var horizontalScrollIndicatorInsets: UIEdgeInsets = .zero
    /// Deprecated in iOS 13 ("Use the individual vertical/horizontal properties"): setting it
    /// sets both; it reads the vertical insets.
    @available(iOS, introduced: 3.0, deprecated: 13.0, message: "The scrollIndicatorInsets getter is deprecated, use the verticalScrollIndicatorInsets and horizontalScrollIndicatorInsets getters instead.")
    open var scrollIndicatorInsets: UIEdgeInsets {
        get { verticalScrollIndicatorInsets }
        set { verticalScrollIndicatorInsets = newValue; horizontalScrollIndicatorInsets = newValue }
    }
    open var decelerationRate: UIScrollView.DecelerationRate = .normal
    open var indexDisplayMode: UIScrollView.IndexDisplayMode = .automatic
    open var delaysContentTouches: Bool = true
    open var canCancelContentTouches: Bool = true
    open var minimumZoomScale: CGFloat = 1
    open var maximumZoomScale: CGFloat = 1
    open var zoomScale: CGFloat = 1
    open func setZoomScale(_ scale: CGFloat, animated: Bool) { zoomScale = scale }
    open var scrollsToTop: Bool = true
    open var keyboardDismissMode: UIScrollView.KeyboardDismissMode = .none
    open var refreshControl: UIRefreshControl?
    open func flashScrollIndicators() {}
    open func scrollRectToVisible(_ rect: CGRect, animated: Bool) {}
    open var isTracking: Bool { false }
    open var isDragging: Bool { false }
    open var isDecelerating: Bool { false }
    open var contentLayoutGuide: UILayoutGuide { _contentGuide }
    open var frameLayoutGuide: UILayoutGuide { _frameGuide }
    private lazy var _contentGuide: UILayoutGuide = { let g = UILayoutGuide(); g.identifier = "UIScrollView-contentLayoutGuide"; g.owningView = self; return g }()
    private lazy var _frameGuide: UILayoutGuide = { let g = UILayoutGuide(); g.identifier = "UIScrollView-frameLayoutGuide"; g.owningView = self; return g }()
}

@MainActor open class UIRefreshControl: UIControl {
    open var attributedTitle: NSAttributedString?
    open var isRefreshing: Bool { _refreshing }
    private var _refreshing = false
    open func beginRefreshing() { _refreshing = true }
    open func endRefreshing() { _refreshing = false }
}

// MARK: - Table view

// Optional Objective-C protocol methods are requirements with default implementations here,
// so a conforming class's method is the witness UIKit (and UITableViewController) calls.
@MainActor public protocol UITableViewDataSource: NSObjectProtocol {
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell
    func numberOfSections(in tableView: UITableView) -> Int
    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String?
    func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String?
    func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool
    func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool
    func sectionIndexTitles(for tableView: UITableView) -> [String]?
    func tableView(_ tableView: UITableView, sectionForSectionIndexTitle title: String, at index: Int) -> Int
    func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath)
    func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath)
}
extension UITableViewDataSource {
    public func numberOfSections(in tableView: UITableView) -> Int { 1 }
    public func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { nil }
    public func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? { nil }
    public func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { true }
    public func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool { false }
    public func sectionIndexTitles(for tableView: UITableView) -> [String]? { nil }
    public func tableView(_ tableView: UITableView, sectionForSectionIndexTitle title: String, at index: Int) -> Int { index }
    public func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath) {}
    public func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {}
}
@MainActor public protocol UITableViewDelegate: UIScrollViewDelegate {
    func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat
    func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat
    func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat
    func tableView(_ tableView: UITableView, estimatedHeightForRowAt indexPath: IndexPath) -> CGFloat
    func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView?
    func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView?
    func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath)
    func tableView(_ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath)
    func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath?
    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath)
    func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath)
    func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool
    func tableView(_ tableView: UITableView, accessoryButtonTappedForRowWith indexPath: IndexPath)
    func tableView(_ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath) -> UITableViewCell.EditingStyle
    func tableView(_ tableView: UITableView, titleForDeleteConfirmationButtonForRowAt indexPath: IndexPath) -> String?
    func tableView(_ tableView: UITableView, shouldIndentWhileEditingRowAt indexPath: IndexPath) -> Bool
    func tableView(_ tableView: UITableView, indentationLevelForRowAt indexPath: IndexPath) -> Int
    func tableView(_ tableView: UITableView, willDisplayHeaderView view: UIView, forSection section: Int)
    func tableView(_ tableView: UITableView, willDisplayFooterView view: UIView, forSection section: Int)
}
extension UITableViewDelegate {
    public func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat { tableView.rowHeight }
    public func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat { tableView.sectionHeaderHeight }
    public func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat { tableView.sectionFooterHeight }
    public func tableView(_ tableView: UITableView, estimatedHeightForRowAt indexPath: IndexPath) -> CGFloat { tableView.estimatedRowHeight }
    public func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? { nil }
    public func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView? { nil }
    public func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {}
    public func tableView(_ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath) {}
    public func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? { indexPath }
    public func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {}
    public func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {}
    public func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool { true }
    public func tableView(_ tableView: UITableView, accessoryButtonTappedForRowWith indexPath: IndexPath) {}
    public func tableView(_ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath) -> UITableViewCell.EditingStyle { .delete }
    public func tableView(_ tableView: UITableView, titleForDeleteConfirmationButtonForRowAt indexPath: IndexPath) -> String? { nil }
    public func tableView(_ tableView: UITableView, shouldIndentWhileEditingRowAt indexPath: IndexPath) -> Bool { true }
    public func tableView(_ tableView: UITableView, indentationLevelForRowAt indexPath: IndexPath) -> Int { 0 }
    public func tableView(_ tableView: UITableView, willDisplayHeaderView view: UIView, forSection section: Int) {}
    public func tableView(_ tableView: UITableView, willDisplayFooterView view: UIView, forSection section: Int) {}
}
@MainActor public protocol UITableViewDataSourcePrefetching: NSObjectProtocol {
    func tableView(_ tableView: UITableView, prefetchRowsAt indexPaths: [IndexPath])
}

@MainActor open class UITableView: UIScrollView, UISpringLoadedInteractionSupporting {
    public enum Style: Int, Sendable { case plain, grouped, insetGrouped }
    public enum ScrollPosition: Int, Sendable { case none, top, middle, bottom }
    public enum RowAnimation: Int, Sendable { case fade, right, left, top, bottom, none, middle, automatic = 100 }
    public enum SeparatorInsetReference: Int, Sendable { case fromCellEdges, fromAutomaticInsets }
    public static let automaticDimension: CGFloat = -1

    public init(frame: CGRect, style: UITableView.Style) { self.style = style; super.init(frame: frame) }
    public required init?(coder: NSCoder) { style = .plain; super.init(coder: coder) }
    public override convenience init(frame: CGRect) { self.init(frame: frame, style: .plain) }

    public let style: UITableView.Style
    open weak var dataSource: (any UITableViewDataSource)?
    open weak var prefetchDataSource: (any UITableViewDataSourcePrefetching)?
    open var rowHeight: CGFloat = UITableView.automaticDimension
    open var sectionHeaderHeight: CGFloat = UITableView.automaticDimension
    open var sectionFooterHeight: CGFloat = UITableView.automaticDimension
    open var estimatedRowHeight: CGFloat = UITableView.automaticDimension
    open var estimatedSectionHeaderHeight: CGFloat = UITableView.automaticDimension
    open var estimatedSectionFooterHeight: CGFloat = UITableView.automaticDimension
    open var sectionHeaderTopPadding: CGFloat = UITableView.automaticDimension
    open var separatorInset: UIEdgeInsets = UIEdgeInsets(top: 0, left: 15, bottom: 0, right: 0)
    open var separatorInsetReference: UITableView.SeparatorInsetReference = .fromCellEdges
    open var separatorStyle: UITableViewCell.SeparatorStyle = .singleLine
    open var separatorColor: UIColor?
    open var separatorEffect: UIVisualEffect?
    open var backgroundView: UIView?
    open var tableHeaderView: UIView?
    open var tableFooterView: UIView?
    open var allowsSelection: Bool = true
    open var allowsSelectionDuringEditing: Bool = false
    open var allowsMultipleSelection: Bool = false
    open var allowsMultipleSelectionDuringEditing: Bool = false
    open var isEditing: Bool = false
    open var sectionIndexColor: UIColor?
    open var sectionIndexBackgroundColor: UIColor?
    open var cellLayoutMarginsFollowReadableWidth: Bool = false
    open var insetsContentViewsToSafeArea: Bool = true
    open var dragInteractionEnabled: Bool = false
    open var isSpringLoaded: Bool = false
    public private(set) var _registeredCells: [String: AnyClass] = [:]
    open func register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String) { _registeredCells[identifier] = cellClass }
    open func register(_ aClass: AnyClass?, forHeaderFooterViewReuseIdentifier identifier: String) {}
    open func dequeueReusableCell(withIdentifier identifier: String) -> UITableViewCell? {
        // Subclasses cannot be instantiated from a metatype without a required init.
        _registeredCells[identifier] == nil ? nil : UITableViewCell(style: .default, reuseIdentifier: identifier)
    }
    open func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> UITableViewCell {
        dequeueReusableCell(withIdentifier: identifier) ?? UITableViewCell(style: .default, reuseIdentifier: identifier)
    }
    open func reloadData() {}
    open func beginUpdates() {}
    open func endUpdates() {}
    open func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) { updates?(); completion?(true) }
    open func setEditing(_ editing: Bool, animated: Bool) { isEditing = editing }
    open var numberOfSections: Int { dataSource?.numberOfSections(in: self) ?? 1 }
    open func numberOfRows(inSection section: Int) -> Int { dataSource?.tableView(self, numberOfRowsInSection: section) ?? 0 }
    private var _selected: [IndexPath] = []
    open var indexPathForSelectedRow: IndexPath? { _selected.first }
    open var indexPathsForSelectedRows: [IndexPath]? { _selected.isEmpty ? nil : _selected }
    open func selectRow(at indexPath: IndexPath?, animated: Bool, scrollPosition: UITableView.ScrollPosition) {
        guard let indexPath else { _selected.removeAll(); return }
        if !allowsMultipleSelection { _selected.removeAll() }
        if !_selected.contains(indexPath) { _selected.append(indexPath) }
    }
    open func deselectRow(at indexPath: IndexPath, animated: Bool) { _selected.removeAll { $0 == indexPath } }
    open func cellForRow(at indexPath: IndexPath) -> UITableViewCell? { nil }
    open func reloadRows(at indexPaths: [IndexPath], with animation: UITableView.RowAnimation) {}
    open func insertRows(at indexPaths: [IndexPath], with animation: UITableView.RowAnimation) {}
    open func deleteRows(at indexPaths: [IndexPath], with animation: UITableView.RowAnimation) {}
    open func reloadSections(_ sections: IndexSet, with animation: UITableView.RowAnimation) {}
    open func scrollToRow(at indexPath: IndexPath, at scrollPosition: UITableView.ScrollPosition, animated: Bool) {}
    open func dequeueReusableHeaderFooterView(withIdentifier identifier: String) -> UITableViewHeaderFooterView? {
        UITableViewHeaderFooterView(reuseIdentifier: identifier)
    }
}

@MainActor open class UITableViewCell: UIView {
    public enum CellStyle: Int, Sendable { case `default`, value1, value2, subtitle }
    public enum SelectionStyle: Int, Sendable { case none, blue, gray, `default` }
    public enum AccessoryType: Int, Sendable { case none, disclosureIndicator, detailDisclosureButton, checkmark, detailButton }
    public enum SeparatorStyle: Int, Sendable { case none, singleLine, singleLineEtched }
    public enum FocusStyle: Int, Sendable { case `default`, custom }
    public enum EditingStyle: Int, Sendable { case none, delete, insert }

    public init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        _cellStyle = style; self.reuseIdentifier = reuseIdentifier
        super.init(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        _setUp()
    }
    public required init?(coder: NSCoder) {
        _cellStyle = .default; reuseIdentifier = nil
        super.init(coder: coder)
        _setUp()
    }
    public override convenience init(frame: CGRect) { self.init(style: .default, reuseIdentifier: nil); self.frame = frame }
    private func _setUp() {
        _contentView.frame = bounds
        super.addSubview(_contentView)
    }
    /// UIKit's layout pass keeps the content view filling the cell (no accessory modelled).
    override func _surfaceBoundsSizeDidChange(from oldSize: CGSize) {
        super._surfaceBoundsSizeDidChange(from: oldSize)
        _contentView.frame = CGRect(origin: .zero, size: bounds.size)
    }
    private let _cellStyle: CellStyle
    private let _contentView = _UICellContentView()
    open var contentView: UIView { _contentView }
    public let reuseIdentifier: String?
    open func prepareForReuse() {}
    open var textLabel: UILabel? { _textLabel }
    open var detailTextLabel: UILabel? { _cellStyle == .default ? nil : _detailLabel }
    open var imageView: UIImageView? { _imageView }
    private lazy var _textLabel = UILabel()
    private lazy var _detailLabel = UILabel()
    private lazy var _imageView = UIImageView()
    open var backgroundView: UIView?
    open var selectedBackgroundView: UIView?
    open var multipleSelectionBackgroundView: UIView?
    open var backgroundConfiguration: UIBackgroundConfiguration?
    open var selectionStyle: UITableViewCell.SelectionStyle = .default
    open var isSelected: Bool = false
    open var isHighlighted: Bool = false
    open func setSelected(_ selected: Bool, animated: Bool) { isSelected = selected }
    open func setHighlighted(_ highlighted: Bool, animated: Bool) { isHighlighted = highlighted }
    open var editingStyle: UITableViewCell.EditingStyle { .none }
    open var showsReorderControl: Bool = false
    open var shouldIndentWhileEditing: Bool = true
    open var accessoryType: UITableViewCell.AccessoryType = .none
    open var accessoryView: UIView?
    open var editingAccessoryType: UITableViewCell.AccessoryType = .none
    open var editingAccessoryView: UIView?
    open var indentationLevel: Int = 0
    open var indentationWidth: CGFloat = 10
    open var separatorInset: UIEdgeInsets = UIEdgeInsets(top: 0, left: 15, bottom: 0, right: 0)
    open var isEditing: Bool = false
    open func setEditing(_ editing: Bool, animated: Bool) { isEditing = editing }
    open var focusStyle: UITableViewCell.FocusStyle = .default
    open var userInteractionEnabledWhileDragging: Bool = false
}

@MainActor open class UITableViewHeaderFooterView: UIView {
    public init(reuseIdentifier: String?) { self.reuseIdentifier = reuseIdentifier; super.init(frame: .zero); super.addSubview(contentView) }
    public required init?(coder: NSCoder) { reuseIdentifier = nil; super.init(coder: coder); super.addSubview(contentView) }
    public override convenience init(frame: CGRect) { self.init(reuseIdentifier: nil) }
    public let reuseIdentifier: String?
    public let contentView = UIView()
    /// UIKit keeps the content view filling its container.
    override func _surfaceBoundsSizeDidChange(from oldSize: CGSize) {
        super._surfaceBoundsSizeDidChange(from: oldSize)
        contentView.frame = CGRect(origin: .zero, size: bounds.size)
    }
    open var textLabel: UILabel? { nil }
    open var backgroundView: UIView?
    open func prepareForReuse() {}
}

// MARK: - Collection view

#if XIBGEN_OBJC_TYPECHECK
@objc
#endif
@MainActor open class UICollectionViewLayout: NSObject {
    /// NSObject (UINibLoadingAdditions) in UIKit.
    open func awakeFromNib() {}
    public override init() { super.init() }
    public required init?(coder: NSCoder) { super.init() }
    open func invalidateLayout() {}
    open var collectionViewContentSize: CGSize { .zero }
    public internal(set) weak var collectionView: UICollectionView?
}

@MainActor open class UICollectionViewFlowLayout: UICollectionViewLayout {
    public static let automaticSize = CGSize(width: CGFloat.greatestFiniteMagnitude, height: CGFloat.greatestFiniteMagnitude)
    public enum SectionInsetReference: Int, Sendable { case fromContentInset, fromSafeArea, fromLayoutMargins }
    open var minimumLineSpacing: CGFloat = 10
    open var minimumInteritemSpacing: CGFloat = 10
    open var itemSize: CGSize = CGSize(width: 50, height: 50)
    open var estimatedItemSize: CGSize = .zero
    open var scrollDirection: UICollectionView.ScrollDirection = .vertical
    open var headerReferenceSize: CGSize = .zero
    open var footerReferenceSize: CGSize = .zero
    open var sectionInset: UIEdgeInsets = .zero
    open var sectionInsetReference: UICollectionViewFlowLayout.SectionInsetReference = .fromContentInset
    open var sectionHeadersPinToVisibleBounds: Bool = false
    open var sectionFootersPinToVisibleBounds: Bool = false
}

@MainActor public protocol UICollectionViewDataSourcePrefetching: NSObjectProtocol {
    func collectionView(_ collectionView: UICollectionView, prefetchItemsAt indexPaths: [IndexPath])
}
@MainActor public protocol UICollectionViewDataSource: NSObjectProtocol {
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell
    func numberOfSections(in collectionView: UICollectionView) -> Int
    func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath) -> UICollectionReusableView
    func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool
    func collectionView(_ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath)
}
extension UICollectionViewDataSource {
    public func numberOfSections(in collectionView: UICollectionView) -> Int { 1 }
    public func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath) -> UICollectionReusableView {
        UICollectionReusableView(frame: .zero)
    }
    public func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool { false }
    public func collectionView(_ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {}
}
@MainActor public protocol UICollectionViewDelegate: UIScrollViewDelegate {
    func collectionView(_ collectionView: UICollectionView, shouldHighlightItemAt indexPath: IndexPath) -> Bool
    func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool
    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath)
    func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath)
    func collectionView(_ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell, forItemAt indexPath: IndexPath)
    func collectionView(_ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell, forItemAt indexPath: IndexPath)
}
extension UICollectionViewDelegate {
    public func collectionView(_ collectionView: UICollectionView, shouldHighlightItemAt indexPath: IndexPath) -> Bool { true }
    public func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool { true }
    public func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {}
    public func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath) {}
    public func collectionView(_ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell, forItemAt indexPath: IndexPath) {}
    public func collectionView(_ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell, forItemAt indexPath: IndexPath) {}
}
@MainActor public protocol UICollectionViewDelegateFlowLayout: UICollectionViewDelegate {
    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, sizeForItemAt indexPath: IndexPath) -> CGSize
    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, insetForSectionAt section: Int) -> UIEdgeInsets
    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, minimumLineSpacingForSectionAt section: Int) -> CGFloat
    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, minimumInteritemSpacingForSectionAt section: Int) -> CGFloat
    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, referenceSizeForHeaderInSection section: Int) -> CGSize
    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, referenceSizeForFooterInSection section: Int) -> CGSize
}
extension UICollectionViewDelegateFlowLayout {
    public func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, sizeForItemAt indexPath: IndexPath) -> CGSize {
        (collectionViewLayout as? UICollectionViewFlowLayout)?.itemSize ?? .zero
    }
    public func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, insetForSectionAt section: Int) -> UIEdgeInsets {
        (collectionViewLayout as? UICollectionViewFlowLayout)?.sectionInset ?? .zero
    }
    public func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, minimumLineSpacingForSectionAt section: Int) -> CGFloat {
        (collectionViewLayout as? UICollectionViewFlowLayout)?.minimumLineSpacing ?? 0
    }
    public func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, minimumInteritemSpacingForSectionAt section: Int) -> CGFloat {
        (collectionViewLayout as? UICollectionViewFlowLayout)?.minimumInteritemSpacing ?? 0
    }
    public func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, referenceSizeForHeaderInSection section: Int) -> CGSize {
        (collectionViewLayout as? UICollectionViewFlowLayout)?.headerReferenceSize ?? .zero
    }
    public func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, referenceSizeForFooterInSection section: Int) -> CGSize {
        (collectionViewLayout as? UICollectionViewFlowLayout)?.footerReferenceSize ?? .zero
    }
}

@MainActor open class UICollectionView: UIScrollView, UISpringLoadedInteractionSupporting {
    public enum ScrollDirection: Int, Sendable { case vertical, horizontal }
    public struct ScrollPosition: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let top = ScrollPosition(rawValue: 1 << 0)
        public static let centeredVertically = ScrollPosition(rawValue: 1 << 1)
        public static let bottom = ScrollPosition(rawValue: 1 << 2)
        public static let left = ScrollPosition(rawValue: 1 << 3)
        public static let centeredHorizontally = ScrollPosition(rawValue: 1 << 4)
        public static let right = ScrollPosition(rawValue: 1 << 5)
    }
    public init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout) {
        collectionViewLayout = layout
        super.init(frame: frame)
        layout.collectionView = self
    }
    public required init?(coder: NSCoder) { collectionViewLayout = UICollectionViewFlowLayout(); super.init(coder: coder) }
    open var collectionViewLayout: UICollectionViewLayout
    open weak var dataSource: (any UICollectionViewDataSource)?
    open weak var prefetchDataSource: (any UICollectionViewDataSourcePrefetching)?
    open var backgroundView: UIView?
    open var allowsSelection: Bool = true
    open var allowsMultipleSelection: Bool = false
    open var isPrefetchingEnabled: Bool = true
    open var dragInteractionEnabled: Bool = false
    open var isSpringLoaded: Bool = false
    public private(set) var _registeredCells: [String: AnyClass] = [:]
    open func register(_ cellClass: AnyClass?, forCellWithReuseIdentifier identifier: String) { _registeredCells[identifier] = cellClass }
    open func register(_ viewClass: AnyClass?, forSupplementaryViewOfKind elementKind: String, withReuseIdentifier identifier: String) {}
    open func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath) -> UICollectionViewCell {
        UICollectionViewCell(frame: .zero)
    }
    open func reloadData() {}
    open func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) { updates?(); completion?(true) }
    private var _selected: [IndexPath] = []
    open var indexPathsForSelectedItems: [IndexPath]? { _selected }
    open func selectItem(at indexPath: IndexPath?, animated: Bool, scrollPosition: UICollectionView.ScrollPosition) {
        guard let indexPath else { _selected.removeAll(); return }
        if !allowsMultipleSelection { _selected.removeAll() }
        if !_selected.contains(indexPath) { _selected.append(indexPath) }
    }
    open func deselectItem(at indexPath: IndexPath, animated: Bool) { _selected.removeAll { $0 == indexPath } }
    open func reloadItems(at indexPaths: [IndexPath]) {}
    open func insertItems(at indexPaths: [IndexPath]) {}
    open func deleteItems(at indexPaths: [IndexPath]) {}
    open func scrollToItem(at indexPath: IndexPath, at scrollPosition: UICollectionView.ScrollPosition, animated: Bool) {}
    open func dequeueReusableSupplementaryView(ofKind elementKind: String, withReuseIdentifier identifier: String, for indexPath: IndexPath) -> UICollectionReusableView {
        UICollectionReusableView(frame: .zero)
    }
    open func setCollectionViewLayout(_ layout: UICollectionViewLayout, animated: Bool) { collectionViewLayout = layout }
    public static let elementKindSectionHeader = "UICollectionElementKindSectionHeader"
    public static let elementKindSectionFooter = "UICollectionElementKindSectionFooter"
}

@MainActor open class UICollectionReusableView: UIView {
    open var reuseIdentifier: String? { nil }
    open func prepareForReuse() {}
}

@MainActor open class UICollectionViewCell: UICollectionReusableView {
    public override init(frame: CGRect) { super.init(frame: frame); _contentView.frame = bounds; super.addSubview(_contentView) }
    public required init?(coder: NSCoder) { super.init(coder: coder); super.addSubview(_contentView) }
    private let _contentView = _UICellContentView()
    open var contentView: UIView { _contentView }
    /// UIKit's layout pass keeps the content view filling the cell.
    override func _surfaceBoundsSizeDidChange(from oldSize: CGSize) {
        super._surfaceBoundsSizeDidChange(from: oldSize)
        _contentView.frame = CGRect(origin: .zero, size: bounds.size)
    }
    open var isSelected: Bool = false
    open var isHighlighted: Bool = false
    open var backgroundView: UIView?
    open var selectedBackgroundView: UIView?
    open var backgroundConfiguration: UIBackgroundConfiguration?
}

// MARK: - Visual effects

#if XIBGEN_OBJC_TYPECHECK
@objc
#endif
@MainActor open class UIVisualEffect: NSObject {
    public override init() { super.init() }
}

@MainActor open class UIBlurEffect: UIVisualEffect {
    public enum Style: Int, Sendable {
        case extraLight, light, dark
        case regular = 4, prominent = 5
        case systemUltraThinMaterial, systemThinMaterial, systemMaterial, systemThickMaterial, systemChromeMaterial
        case systemUltraThinMaterialLight, systemThinMaterialLight, systemMaterialLight, systemThickMaterialLight, systemChromeMaterialLight
        case systemUltraThinMaterialDark, systemThinMaterialDark, systemMaterialDark, systemThickMaterialDark, systemChromeMaterialDark
    }
    public let _style: Style
    public init(style: UIBlurEffect.Style) { _style = style; super.init() }
}

public enum UIVibrancyEffectStyle: Int, Sendable { case label, secondaryLabel, tertiaryLabel, quaternaryLabel, fill, secondaryFill, tertiaryFill, separator }

@MainActor open class UIVibrancyEffect: UIVisualEffect {
    public let _blurEffect: UIBlurEffect
    public let _style: UIVibrancyEffectStyle?
    public init(blurEffect: UIBlurEffect) { _blurEffect = blurEffect; _style = nil; super.init() }
    public init(blurEffect: UIBlurEffect, style: UIVibrancyEffectStyle) { _blurEffect = blurEffect; _style = style; super.init() }
}

@MainActor open class UIVisualEffectView: UIView {
    public init(effect: UIVisualEffect?) { self.effect = effect; super.init(frame: .zero); super.addSubview(contentView) }
    public required init?(coder: NSCoder) { super.init(coder: coder); super.addSubview(contentView) }
    public override convenience init(frame: CGRect) { self.init(effect: nil); self.frame = frame }
    public let contentView: UIView = _UICellContentView()
    open var effect: UIVisualEffect?
    /// UIKit keeps the content view filling its container.
    override func _surfaceBoundsSizeDidChange(from oldSize: CGSize) {
        super._surfaceBoundsSizeDidChange(from: oldSize)
        contentView.frame = CGRect(origin: .zero, size: bounds.size)
    }
}
