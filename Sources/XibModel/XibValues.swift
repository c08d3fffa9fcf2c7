/// A `<rect>`, `<point>` or `<size>` value.
public struct XibRect: Hashable, Sendable {
    public var x: Double, y: Double, width: Double, height: Double

    public init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }
}

/// `<autoresizingMask>`: which margins and dimensions are flexible.
public struct XibAutoresizingMask: Hashable, Sendable {
    public var flexibleMinX = false, widthSizable = false, flexibleMaxX = false
    public var flexibleMinY = false, heightSizable = false, flexibleMaxY = false

    public init() {}

    public var isEmpty: Bool {
        !(flexibleMinX || widthSizable || flexibleMaxX || flexibleMinY || heightSizable || flexibleMaxY)
    }
}

/// A `<color>` element.
public enum XibColor: Hashable, Sendable {
    public enum RGBSpace: String, Hashable, Sendable {
        case sRGB, calibratedRGB, deviceRGB, displayP3, genericRGB
    }

    public enum WhiteSpace: String, Hashable, Sendable {
        case genericGamma22Gray, calibratedWhite, deviceWhite
    }

    case rgb(red: Double, green: Double, blue: Double, alpha: Double, space: RGBSpace)
    case white(Double, alpha: Double, space: WhiteSpace)
    /// Xcode 12+ semantic colors: `systemColor="systemBackgroundColor"`.
    case system(String)
    /// Pre-Xcode 12 system colors: `cocoaTouchSystemColor="darkTextColor"`.
    case legacySystem(String)
    /// Xcode 11 catalog colors: `catalog="System" name="textColor"`.
    case catalog(catalog: String, name: String)
    /// Asset-catalog colors: `name="BrandBlue"`.
    case named(String)
}

/// A `<fontDescription>` (or legacy `<font>`) element.
public enum XibFont: Hashable, Sendable {
    public enum SystemKind: String, Hashable, Sendable {
        case system, boldSystem, italicSystem
    }

    case system(SystemKind, size: Double, weight: String?)
    /// `name="Avenir-Heavy" family="Avenir" pointSize="17"`.
    case custom(name: String, size: Double)
    /// Dynamic Type: `style="UICTFontTextStyleBody"`.
    case textStyle(String)
}

/// A `<constraint>`: `firstItem.firstAttribute relation secondItem.secondAttribute × multiplier + constant`.
public struct XibConstraint: Hashable, Sendable {
    public enum Relation: String, Hashable, Sendable {
        case equal, lessThanOrEqual, greaterThanOrEqual
    }

    /// The attributes a constraint's `firstAttribute` and `secondAttribute` name
    /// (`NSLayoutConstraint.Attribute`, as IB spells them; `baseline` is the old `lastBaseline`).
    public enum LayoutAttribute: UInt8, CaseIterable, Hashable, Sendable {
        case left, right, leading, trailing, centerX, top, bottom, centerY, width, height,
             baseline, lastBaseline, firstBaseline, leftMargin, rightMargin, leadingMargin, trailingMargin,
             topMargin, bottomMargin, centerXWithinMargins, centerYWithinMargins

        /// Each case's name, by raw value.
        private static let names: [String] = [
            "left", "right", "leading", "trailing", "centerX", "top", "bottom", "centerY", "width", "height",
            "baseline", "lastBaseline", "firstBaseline", "leftMargin", "rightMargin", "leadingMargin", "trailingMargin",
            "topMargin", "bottomMargin", "centerXWithinMargins", "centerYWithinMargins",
        ]
        private static let utf8Names: [[UInt8]] = names.map { Array($0.utf8) }

        /// The name as a XIB writes it.
        public var name: String { Self.names[Int(rawValue)] }

        public init?(name: String) {
            var name = name
            guard let attribute = name.withUTF8({ Self(utf8: $0) }) else { return nil }
            self = attribute
        }

        /// The attribute whose name is the bytes `utf8`.
        init?(utf8: UnsafeBufferPointer<UInt8>) {
            for (index, name) in Self.utf8Names.enumerated() where name.count == utf8.count {
                if name.withUnsafeBufferPointer({ $0.elementsEqual(utf8) }) {
                    self.init(rawValue: UInt8(index))
                    return
                }
            }
            return nil
        }
    }

    /// The fields, kept in a `CopyOnWrite` box and shared between copies until one is modified (copy on
    /// write): a constraint is copied into its view's list, the document's reference index and the
    /// generator's lists, and a copy is then one retain, not ~120 bytes (a 50 MB XIB has 72,000).
    private struct Fields: Hashable {
        var id: String
        var firstItem: String?
        var firstAttribute: String
        var secondItem: String?
        var secondAttribute: String?
        /// `firstAttribute` and `secondAttribute` read (see `firstLayoutAttribute`).
        var firstLayoutAttribute: LayoutAttribute?
        var secondLayoutAttribute: LayoutAttribute?
        var constant: Double
        var relation: Relation
        var isPlaceholder: Bool
        /// See `idNumber`, `firstItemNumber`, `secondItemNumber`.
        var idNumber: Int32 = -1
        var firstItemNumber: Int32 = -1
        var secondItemNumber: Int32 = -1
        var location: SourceLocation
        /// The fields most constraints leave unset: 120 bytes a record, not 200.
        var rare: SeldomSet<Rare>
    }

    private struct Rare: SeldomSetFields {
        var multiplierText: String?
        var priority: Double?
        var identifier: String?
        var customClass: String?
        var variations: [XibNode] = []
        var properties: [XibNode] = []

        var isUnset: Bool {
            multiplierText == nil && priority == nil && identifier == nil && customClass == nil && variations.isEmpty && properties.isEmpty
        }
    }

    private var storage: CopyOnWrite<Fields>

    /// Setting it forgets `idNumber` (a number for the old value), as setting an attribute reads it again.
    public var id: String {
        get { storage.value.id }
        set {
            storage.value.id = newValue
            storage.value.idNumber = -1
        }
    }
    /// Absent in the XIB means "the view that owns the `<constraints>` element".
    /// Setting it forgets `firstItemNumber` (a number for the old value), as setting an attribute reads it again.
    public var firstItem: String? {
        get { storage.value.firstItem }
        set {
            storage.value.firstItem = newValue
            storage.value.firstItemNumber = -1
        }
    }
    /// The numbers of `id`, `firstItem` and `secondItem` in the constraint's document
    /// (`XibDocument.number(of:)`, given to ids as they are read, a referenced one before it is
    /// defined); -1 for an empty or absent one, or a constraint no document built.
    public internal(set) var idNumber: Int32 {
        get { storage.value.idNumber }
        set { storage.value.idNumber = newValue }
    }
    public internal(set) var firstItemNumber: Int32 {
        get { storage.value.firstItemNumber }
        set { storage.value.firstItemNumber = newValue }
    }
    public internal(set) var secondItemNumber: Int32 {
        get { storage.value.secondItemNumber }
        set { storage.value.secondItemNumber = newValue }
    }
    /// The first item's id and number: `firstItem`, or `holder`'s (the view whose `<constraints>`
    /// hold the constraint) when the document names none.
    public func firstItem(orHolder holder: XibObject) -> (id: String, number: Int32) {
        firstItem.map { ($0, firstItemNumber) } ?? (holder.id, holder.idNumber)
    }
    public var firstAttribute: String {
        get { storage.value.firstAttribute }
        set {
            storage.value.firstAttribute = newValue
            storage.value.firstLayoutAttribute = LayoutAttribute(name: newValue)
        }
    }
    /// `firstAttribute` read (when the constraint was made, or the attribute set): nil for a name
    /// Auto Layout does not have.
    public var firstLayoutAttribute: LayoutAttribute? { storage.value.firstLayoutAttribute }
    /// Setting it forgets `secondItemNumber` (a number for the old value), as setting an attribute reads it again.
    public var secondItem: String? {
        get { storage.value.secondItem }
        set {
            storage.value.secondItem = newValue
            storage.value.secondItemNumber = -1
        }
    }
    public var secondAttribute: String? {
        get { storage.value.secondAttribute }
        set {
            storage.value.secondAttribute = newValue
            storage.value.secondLayoutAttribute = newValue.flatMap(LayoutAttribute.init(name:))
        }
    }
    /// `secondAttribute` read: nil when there is none or Auto Layout does not have it.
    public var secondLayoutAttribute: LayoutAttribute? { storage.value.secondLayoutAttribute }
    public var relation: Relation {
        get { storage.value.relation }
        _modify { yield &storage.value.relation }
        set { storage.value.relation = newValue }
    }
    /// The multiplier as written (`1:1`, `1/3`, `0.5`); `nil` when absent (1).
    public var multiplierText: String? {
        get { storage.value.rare.stored?.multiplierText }
        set { storage.value.rare.update { $0.multiplierText = newValue } }
    }
    public var constant: Double {
        get { storage.value.constant }
        _modify { yield &storage.value.constant }
        set { storage.value.constant = newValue }
    }
    /// Layout priority; `nil` when absent (1000, required).
    public var priority: Double? {
        get { storage.value.rare.stored?.priority }
        set { storage.value.rare.update { $0.priority = newValue } }
    }
    public var identifier: String? {
        get { storage.value.rare.stored?.identifier }
        set { storage.value.rare.update { $0.identifier = newValue } }
    }
    /// IB "placeholder, remove at build time" constraints.
    public var isPlaceholder: Bool {
        get { storage.value.isPlaceholder }
        _modify { yield &storage.value.isPlaceholder }
        set { storage.value.isPlaceholder = newValue }
    }
    public var customClass: String? {
        get { storage.value.rare.stored?.customClass }
        set { storage.value.rare.update { $0.customClass = newValue } }
    }
    /// Size-class `<variation>`s of the constraint itself (e.g. another constant).
    public var variations: [XibNode] {
        get { storage.value.rare.stored?.variations ?? [] }
        set { storage.value.rare.update { $0.variations = newValue } }
    }
    /// The constraint's property elements other than variations (`<userDefinedRuntimeAttributes>`,
    /// which IB writes for constraints of an app's class as for views).
    public var properties: [XibNode] {
        get { storage.value.rare.stored?.properties ?? [] }
        set { storage.value.rare.update { $0.properties = newValue } }
    }
    public var location: SourceLocation {
        get { storage.value.location }
        _modify { yield &storage.value.location }
        set { storage.value.location = newValue }
    }

    public init(
        id: String, firstItem: String? = nil, firstAttribute: String, secondItem: String? = nil,
        secondAttribute: String? = nil, relation: Relation = .equal, multiplierText: String? = nil,
        constant: Double = 0, priority: Double? = nil, identifier: String? = nil, isPlaceholder: Bool = false,
        customClass: String? = nil, variations: [XibNode] = [], properties: [XibNode] = [], location: SourceLocation = .unknown
    ) {
        self.init(
            id: id, firstItem: firstItem, firstAttribute: firstAttribute, firstLayoutAttribute: LayoutAttribute(name: firstAttribute),
            secondItem: secondItem, secondAttribute: secondAttribute,
            secondLayoutAttribute: secondAttribute.flatMap(LayoutAttribute.init(name:)), relation: relation,
            multiplierText: multiplierText, constant: constant, priority: priority, identifier: identifier,
            isPlaceholder: isPlaceholder, customClass: customClass, variations: variations, properties: properties,
            location: location)
    }

    /// `firstLayoutAttribute` and `secondLayoutAttribute` given: what `firstAttribute` and
    /// `secondAttribute` read as (a builder that read them from bytes).
    init(
        id: String, firstItem: String?, firstAttribute: String, firstLayoutAttribute: LayoutAttribute?, secondItem: String?,
        secondAttribute: String?, secondLayoutAttribute: LayoutAttribute?, relation: Relation, multiplierText: String?,
        constant: Double, priority: Double?, identifier: String?, isPlaceholder: Bool,
        customClass: String?, variations: [XibNode], properties: [XibNode], location: SourceLocation
    ) {
        let rare = Rare(
            multiplierText: multiplierText, priority: priority, identifier: identifier, customClass: customClass,
            variations: variations, properties: properties)
        storage = CopyOnWrite(Fields(
            id: id, firstItem: firstItem, firstAttribute: firstAttribute, secondItem: secondItem,
            secondAttribute: secondAttribute, firstLayoutAttribute: firstLayoutAttribute,
            secondLayoutAttribute: secondLayoutAttribute, constant: constant, relation: relation, isPlaceholder: isPlaceholder,
            location: location, rare: SeldomSet(rare)))
    }

    public static func == (lhs: XibConstraint, rhs: XibConstraint) -> Bool {
        lhs.storage == rhs.storage
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(storage)
    }

    /// The constraint's property element named `name` (`userDefinedRuntimeAttributes`), if any.
    public func property(named name: String) -> XibNode? {
        properties.first { $0.name == name }
    }

    /// The numeric multiplier: `a:b` and `a/b` are ratios, anything else a number.
    public static func parseMultiplier(_ text: String) -> Double? {
        for separator in [":", "/"] as [Character] where text.contains(separator) {
            let parts = text.split(separator: separator, omittingEmptySubsequences: false)
            guard parts.count == 2,
                  let numerator = Double(parts[0].trimmingWhitespace()),
                  let denominator = Double(parts[1].trimmingWhitespace()),
                  denominator != 0, numerator.isFinite, denominator.isFinite
            else { return nil }
            return numerator / denominator
        }
        guard let value = Double(text.trimmingWhitespace()), value.isFinite else { return nil }
        return value
    }

    public var multiplier: Double {
        multiplierText.flatMap(Self.parseMultiplier) ?? 1
    }
}

/// An `<outlet>`, `<outletCollection>` or `<action>` inside `<connections>` (a `<segue>` there
/// is an `XibSegue`).
public struct XibConnection: Hashable, Sendable {
    public enum Kind: String, Hashable, Sendable {
        case outlet, outletCollection, action
    }

    public var kind: Kind
    public var id: String
    /// The object whose `<connections>` holds this one.
    public var source: String
    /// Setting it forgets `destinationNumber` (a number for the old value).
    public var destination: String {
        didSet { destinationNumber = -1 }
    }
    /// Outlets: the property name.
    public var property: String?
    /// Actions: the Objective-C selector, e.g. `didTapSave:`.
    public var selector: String?
    /// Actions: the control event, e.g. `touchUpInside`; absent for gesture recognizers and bar items.
    public var eventType: String?
    public var location: SourceLocation
    /// The number of `destination` in the connection's document (`XibDocument.number(of:)`, given
    /// as it is read, like a constraint's items); -1 for a connection no document built. Tables
    /// keyed by it (`IDTable`) need not hash the destination.
    public internal(set) var destinationNumber: Int32 = -1

    public init(
        kind: Kind, id: String, source: String, destination: String, property: String? = nil,
        selector: String? = nil, eventType: String? = nil, location: SourceLocation = .unknown
    ) {
        self.kind = kind
        self.id = id
        self.source = source
        self.destination = destination
        self.property = property
        self.selector = selector
        self.eventType = eventType
        self.location = location
    }
}

extension StringProtocol {
    func trimmingWhitespace() -> Substring {
        var slice = self[...]
        while slice.first?.isWhitespace == true { slice = slice.dropFirst() }
        while slice.last?.isWhitespace == true { slice = slice.dropLast() }
        return Substring(slice)
    }
}
