import XibModel

/// Names for the views of one generated type: outlet names first, then what identifies
/// the view in IB (user label, text or title, image name, custom class), then its role.
/// Unique within the type, stable for the same XIB.
struct ViewNaming {
    /// UIView/UIResponder members and the generated methods: no view property may shadow them.
    static let reserved: Set<String> = [
        "frame", "bounds", "center", "transform", "layer", "window", "superview", "subviews", "backgroundColor",
        "alpha", "isHidden", "isOpaque", "tintColor", "tag", "mask", "description", "debugDescription", "hash",
        "next", "contentMode", "clipsToBounds", "layoutMargins", "directionalLayoutMargins", "safeAreaLayoutGuide",
        "layoutMarginsGuide", "readableContentGuide", "constraints", "gestureRecognizers", "traitCollection",
        "inputView", "inputAccessoryView", "undoManager", "keyCommands", "buildViewHierarchy", "setupConstraints",
        "configureViews", "layoutGuides", "interactions", "focusGroupIdentifier", "keyboardLayoutGuide",
        "accessibilityLabel", "accessibilityHint", "accessibilityValue", "accessibilityIdentifier", "accessibilityTraits",
        "isUserInteractionEnabled", "leadingAnchor", "trailingAnchor", "topAnchor", "bottomAnchor", "leftAnchor",
        "rightAnchor", "widthAnchor", "heightAnchor", "centerXAnchor", "centerYAnchor", "firstBaselineAnchor",
        "lastBaselineAnchor", "effectiveUserInterfaceLayoutDirection", "semanticContentAttribute", "restorationIdentifier",
        "self", "super", "init", "deinit", "Type", "layoutSubviews", "updateConstraints", "reuseIdentifier", "connect", "layoutDidLoad",
    ]

    /// Reserved members a subclass may still assign (the rest are read-only in UIKit).
    static let settableMembers: Set<String> = [
        "backgroundView", "selectedBackgroundView", "multipleSelectionBackgroundView", "accessoryView",
        "editingAccessoryView", "mask", "backgroundColor", "tintColor",
    ]

    /// Whether `name` is a read-only UIKit member of the superclass (`textLabel` of a cell).
    func isReadOnlyMember(_ name: String) -> Bool {
        base.contains(name) && !Self.settableMembers.contains(name)
    }

    /// Names taken: `base` (shared, never copied: the UIKit members), `extra` (names given
    /// beside this naming) and `claimed` (claimed here). A name is used if any holds it.
    private let base: Set<String>
    private let extra: Set<String>
    private var claimed: Set<String> = []
    /// Per candidate, the counter its last numbered claim stopped at: every lower one is taken
    /// (the used names only grow), so `view`, `view2`… `viewN` cost N probes in all, not N²/2.
    private var nextCounter: [String: Int] = [:]
    /// The UIKit class whose members the names avoid.
    let superclass: String

    /// Names for a type inheriting `spec`'s class (`UIView` without one), avoiding `extra` too.
    init(for spec: ElementSpec? = nil, reserved extra: Set<String> = []) {
        self.init(superclass: spec?.uikitClass ?? "UIView", base: spec?.reservedNames ?? Self.reserved, extra: extra)
    }

    private init(superclass: String, base: Set<String>, extra: Set<String>) {
        self.superclass = superclass
        self.base = base
        self.extra = extra
    }

    /// A fresh naming for the same superclass that also avoids `extra`.
    func beside(_ extra: Set<String>) -> ViewNaming {
        ViewNaming(superclass: superclass, base: base, extra: extra)
    }

    private func isUsed(_ name: String) -> Bool {
        claimed.contains(name) || isReserved(name)
    }

    /// Whether `name` is a member of the superclass or a name given beside this naming (not
    /// merely claimed by another view here).
    func isReserved(_ name: String) -> Bool {
        base.contains(name) || (!extra.isEmpty && extra.contains(name))
    }

    /// Claims `base`, or `base2`, `base3`… if taken.
    /// A keyword comes back back-ticked (an outlet named `default` keeps its name).
    mutating func claim(_ base: String) -> String {
        let candidate = SwiftIdentifier.sanitized(base)
        var name = candidate
        // Inserted as it is tested (one hashing into `claimed`, not a lookup and then an insertion).
        if !claimUnreserved(name) {
            var counter = nextCounter[candidate] ?? 2
            repeat {
                name = "\(candidate)\(counter)"
                counter += 1
            } while !claimUnreserved(name)
            nextCounter[candidate] = counter
        }
        return SwiftIdentifier.keywordTable.contains(name) ? "`\(name)`" : name
    }

    /// Claims `name` unless it is used (reserved, or claimed already): whether it was free.
    private mutating func claimUnreserved(_ name: String) -> Bool {
        !isReserved(name) && claimed.insert(name).inserted
    }

    /// Room for `count` claims in all (a type's views), so that the claimed names are not
    /// rehashed as the set grows.
    mutating func reserveClaims(_ count: Int) {
        claimed.reserveCapacity(count)
    }

    /// Whether an outlet name can be used as is.
    func isAvailable(_ name: String) -> Bool {
        SwiftIdentifier.isValid(name) && !isUsed(name) && !["self", "Self", "super", "init", "Type"].contains(name)
    }

    /// A descriptive base name for an unnamed object: its user label, text, image or class,
    /// else `role` (the first rules of `TypeGenerator.nameCandidate`).
    static func descriptiveName(for object: XibObject, role: String) -> String {
        let suffix = SwiftIdentifier.upperCamelCase(role)
        return labelName(object, suffix: suffix) ?? textName(object, suffix: suffix) ?? imageName(object, suffix: suffix)
            ?? object.customClass.flatMap(className) ?? role
    }

    /// IB's user label: `"Header Background"` → `headerBackgroundView`.
    static func labelName(_ object: XibObject, suffix: String) -> String? {
        object.userLabel.flatMap { phrase($0, suffix: suffix) }
    }

    /// The accessibility identifier a developer gave the view (`"closeButton"`, `"LoadingView"`).
    static func identifierName(_ object: XibObject, suffix: String) -> String? {
        accessibility(object)?[attribute: "identifier"].flatMap { phrase($0, suffix: suffix) }
    }

    /// The text or title the view shows, without filler words: `"Sign in to your account"` →
    /// `signInAccountLabel`, `"12 items"` → `itemsLabel`. Not IB's filler text (`Lorem ipsum…`).
    static func textName(_ object: XibObject, suffix: String) -> String? {
        guard let text = identifyingText(object), !text.hasPrefix("Lorem ipsum") else { return nil }
        let allWords = SwiftIdentifier.words(text)
        let meaningful = allWords.filter { !stopWords.contains($0.lowercased()) }
        let words = meaningful.isEmpty ? allWords : meaningful
        if let name = phrase(words.joined(separator: " "), suffix: suffix, maxWords: 3) { return name }
        // `"12 items"`: the words after the numbers.
        let lettered = words.filter { $0.first?.isLetter == true }
        guard !lettered.isEmpty, lettered.count < words.count else { return nil }
        return phrase(lettered.joined(separator: " "), suffix: suffix, maxWords: 3)
    }

    /// A sample text without words says what kind of text the view shows: `"02/10/21, 2:30PM"`
    /// → `dateLabel`, `"0,00 €"` → `priceLabel`, `"500"` → `valueLabel`.
    static func sampleTextName(_ object: XibObject, suffix: String) -> String? {
        guard let text = identifyingText(object), !SwiftIdentifier.words(text).contains(where: { $0.first?.isLetter == true }) else { return nil }
        return sampleKind(text).flatMap { phrase($0, suffix: suffix) }
    }

    /// What a sample text without words stands for: a date, time, price, percentage or value.
    static func sampleKind(_ text: String) -> String? {
        var digits = 0, dateSeparators = 0, colons = 0
        var currency = false, percent = false
        for scalar in text.unicodeScalars {
            switch scalar {
            case "0"..."9": digits += 1
            case "/", "-", ".": dateSeparators += 1
            case ":": colons += 1
            case "%": percent = true
            default:
                if scalar.properties.generalCategory == .currencySymbol { currency = true }
            }
        }
        guard digits > 0 else { return nil }
        if currency { return "price" }
        if percent { return "percentage" }
        let isDate = text.contains("/") || text.split(whereSeparator: { $0 == "-" || $0 == "." }).count == 3
        if isDate, dateSeparators >= 2 { return "date" }
        if colons > 0 { return "time" }
        return "value"
    }

    /// The image it shows, without an `ic_`-like prefix: `ic_avatar` → `avatarImageView`.
    static func imageName(_ object: XibObject, suffix: String) -> String? {
        guard let image = identifyingImage(object) else { return nil }
        var words = SwiftIdentifier.words(image)
        if let first = words.first, ["ic", "icn", "icon", "img", "image", "btn"].contains(first.lowercased()), words.count > 1 {
            words.removeFirst()
        }
        return phrase(words.joined(separator: " "), suffix: suffix, maxWords: 3)
    }

    /// `RatingView` → `ratingView`, `MDCShadowView` → `shadowView`.
    static func className(_ customClass: String) -> String? {
        guard SwiftIdentifier.isValid(customClass) else { return nil }
        return SwiftIdentifier.lowerCamelCase(SwiftIdentifier.words(withoutClassPrefix(customClass)))
    }

    /// What the view does, from its first action's selector without the words that only say
    /// "an event happened" or repeat the view's kind: `closeButtonTapped:` → `closeButton`,
    /// `didTapSave:` → `saveButton`, `selectColor:` → `selectColorControl`; nil for
    /// `buttonClicked:`.
    static func actionName(_ object: XibObject, noun: String) -> String? {
        guard let selector = object.connections.first(where: { $0.kind == .action })?.selector,
              let head = selector.split(separator: ":").first else { return nil }
        let nounWords = Set(SwiftIdentifier.words(noun).map { $0.lowercased() }).union(["btn"])
        var words = SwiftIdentifier.words(String(head))
        while let first = words.first?.lowercased(), leadingEventWords.contains(first) || nounWords.contains(first) {
            words.removeFirst()
        }
        while let last = words.last?.lowercased(), trailingEventWords.contains(last) || nounWords.contains(last) {
            words.removeLast()
        }
        guard !words.isEmpty, words.count <= 4 else { return nil }
        return phrase(words.joined(separator: " "), suffix: SwiftIdentifier.upperCamelCase(noun), maxWords: 3)
    }

    /// Words before what an action does (`didTap…`, `on…`, `handle…`).
    static let leadingEventWords: Set<String> = [
        "did", "on", "handle", "tap", "tapped", "click", "clicked", "press", "pressed", "action", "user", "recognize", "recognized",
    ]
    /// Words after it (`…Tapped`, `…Action`, `…ValueChanged`).
    static let trailingEventWords: Set<String> = [
        "did", "tap", "tapped", "taps", "click", "clicked", "press", "pressed", "action", "actions", "touch", "touched",
        "up", "inside", "down", "event", "changed", "change", "value", "handler", "selected", "selector", "toggled", "switched",
    ]

    /// The singular of the outlet collection it belongs to: `starImageViews` → `starImageView`.
    static func collectionName(_ property: String, suffix: String) -> String? {
        var words = SwiftIdentifier.words(property)
        guard let last = words.popLast() else { return nil }
        let lower = last.lowercased()
        let singular: String
        if lower.hasSuffix("ies"), last.count > 3 {
            singular = last.dropLast(3) + "y"
        } else if lower.hasSuffix("sses") || lower.hasSuffix("xes") || lower.hasSuffix("ches") {
            singular = String(last.dropLast(2))
        } else if lower.hasSuffix("s"), !lower.hasSuffix("ss"), last.count > 1 {
            singular = String(last.dropLast())
        } else {
            return nil
        }
        words.append(singular)
        return phrase(words.joined(separator: " "), suffix: suffix)
    }

    /// The kind of view an app's class says it is by its last words: the role of the UIKit
    /// class they name (`PillButton` → `button`, `AvatarImageView` → `imageView`), or `control`;
    /// nil when they name none (`RatingView` → `view` is just the plain kind).
    static func kindNoun(ofAppClass name: String) -> String? {
        guard SwiftIdentifier.isValid(name) else { return nil }
        let words = SwiftIdentifier.words(name)
        for start in words.indices {
            let tail = words[start...].joined()
            if tail == "Control" { return "control" }
            if let spec = ElementCatalog.spec(forUIKitClass: "UI" + tail), spec.role != "view" { return spec.role }
        }
        return nil
    }

    /// A class of UIKit or another Apple framework (`UIControl`, `MKMapView`): it says what kind
    /// of view this is, not which one.
    static func isPlatformClass(_ name: String) -> Bool {
        let scalars = name.unicodeScalars
        if name.hasPrefix("UI"), scalars.count > 2, scalars[scalars.index(scalars.startIndex, offsetBy: 2)].properties.isUppercase {
            return true
        }
        return ElementCatalog.spec(forUIKitClass: name) != nil
    }

    /// `UIButton` → `Button`, `MDCTextField` → `TextField`: a class prefix is no part of a name.
    static func withoutClassPrefix(_ className: String) -> String {
        let scalars = Array(className.unicodeScalars)
        var capitals = 0
        while capitals < scalars.count, scalars[capitals].properties.isUppercase { capitals += 1 }
        guard capitals >= 3, capitals < scalars.count, scalars[capitals].properties.isLowercase else { return className }
        return String(String.UnicodeScalarView(scalars[(capitals - 1)...]))
    }

    /// Role nouns a name may end in, longest first.
    static let roleSuffixes = [
        "CollectionViewCell", "TableViewCell", "ContainerView", "Container", "CollectionView", "TableView", "ScrollView", "StackView", "ImageView", "TextField", "TextView",
        "Control", "Label", "Button", "Switch", "Slider", "Field", "Image", "Cell", "View",
    ]

    /// `nameLabel` → `name`, `avatarImageView` → `avatar`.
    static func stem(_ name: String) -> String {
        if let ascii = asciiStem(name) { return ascii }
        for suffix in roleSuffixes where name.hasSuffix(suffix) && name.count > suffix.count {
            return String(name.dropLast(suffix.count))
        }
        return name
    }

    private static let roleSuffixBytes = roleSuffixes.map { Array($0.utf8) }

    /// `stem` for an all-ASCII name, comparing bytes: the suffixes are ASCII letters, so a byte
    /// is a character on both sides (naming asks for stems thousands of times per corpus, and
    /// `hasSuffix` compares by Character). `nil` for any other name.
    private static func asciiStem(_ name: String) -> String? {
        var bytes = name
        // The stem's length in bytes; nil when `name` is not ASCII.
        let stemLength = bytes.withUTF8 { bytes -> Int? in
            for byte in bytes where byte >= 0x80 { return nil }
            for suffix in roleSuffixBytes where bytes.count > suffix.count
                && UnsafeBufferPointer(rebasing: bytes[(bytes.count - suffix.count)...]).elementsEqual(suffix) {
                return bytes.count - suffix.count
            }
            return bytes.count
        }
        guard let stemLength else { return nil }
        return stemLength == name.utf8.count ? name : String(name.utf8.prefix(stemLength))!
    }

    /// The stem of `name` when it can qualify the names of the views inside (`header` from
    /// `headerView`): not when it only repeats the view's kind (`tableView`, `navigationBar`) or
    /// is a word every container could take (`contentView`, `containerView`).
    static func qualifier(from name: String, noun: String) -> String? {
        guard let qualifier = SwiftIdentifier.lowerCamelCase(SwiftIdentifier.words(stem(name))) else { return nil }
        let lower = qualifier.lowercased()
        if lower == noun.lowercased() || lower == stem(noun).lowercased() || fillerStems.contains(lower) { return nil }
        return qualifier
    }

    /// Stems that say no more than "a view that holds others".
    static let fillerStems: Set<String> = ["container", "content", "contents", "wrapper", "main", "root", "base", "holder", "inner", "outer"]

    /// Whether `qualifier` would repeat what `suffix` says: `suffix` starts with it
    /// (`selectColor` + `SelectColorControl`) or with its last words (`spacer` + `SpacerView`,
    /// `imageSiteAddress` + `SiteAddressStackView`).
    static func repeats(_ qualifier: String, _ suffix: String) -> Bool {
        if suffix.lowercased().hasPrefix(qualifier.lowercased()) { return true }
        let qualifierWords = SwiftIdentifier.words(qualifier).map { $0.lowercased() }
        let suffixWords = SwiftIdentifier.words(suffix).map { $0.lowercased() }
        for overlap in stride(from: min(qualifierWords.count, suffixWords.count), through: 1, by: -1)
        where qualifierWords.suffix(overlap).elementsEqual(suffixWords.prefix(overlap)) {
            return true
        }
        return false
    }

    /// Words that add nothing to a name taken from a text.
    static let stopWords: Set<String> = ["a", "an", "the", "to", "of", "your", "my", "and", "or", "for", "with", "is", "are", "be", "at", "on"]

    /// `"Avatar image"` + `ImageView` → `avatarImageView`; `"Title"` + `Label` → `titleLabel`.
    static func phrase(_ text: String, suffix: String, maxWords: Int = 5) -> String? {
        let words = Array(SwiftIdentifier.words(text).prefix(maxWords))
        guard var name = SwiftIdentifier.lowerCamelCase(words), name.count <= 40 else { return nil }
        let lower = name.lowercased()
        if lower.hasSuffix(suffix.lowercased()) { return name }
        // "avatarImage" for an image view → "avatarImageView", not "avatarImageImageView".
        if let lastWord = SwiftIdentifier.words(suffix).first, suffix.count > lastWord.count,
           lower.hasSuffix(lastWord.lowercased()) {
            name += suffix.dropFirst(lastWord.count)
            return name
        }
        return name + suffix
    }

    private static func identifyingText(_ object: XibObject) -> String? {
        if let text = object[attribute: "text"], !text.isEmpty { return text }
        if let title = object[attribute: "title"], !title.isEmpty { return title }
        if let placeholder = object[attribute: "placeholder"], !placeholder.isEmpty { return placeholder }
        if let systemItem = object[attribute: "systemItem"] { return systemItem }
        for state in object.properties(named: "state") where state.key == "normal" {
            if let title = state[attribute: "title"], !title.isEmpty { return title }
        }
        if let configuration = object.property(key: "configuration"), let title = configuration[attribute: "title"], !title.isEmpty {
            return title
        }
        let attributed = object.properties.first { $0.name == "attributedString" }
            ?? object.properties(named: "state").first { $0.key == "normal" }?.child(named: "attributedString")
        if let fragment = attributed?.child(named: "fragment"), let content = fragment[attribute: "content"], !content.isEmpty {
            return content
        }
        if let label = accessibility(object)?[attribute: "label"], !label.isEmpty { return label }
        return nil
    }

    private static func accessibility(_ object: XibObject) -> XibNode? {
        object.property(key: "accessibilityConfiguration", named: "accessibility")
    }

    private static func identifyingImage(_ object: XibObject) -> String? {
        if let image = object[attribute: "image"] { return image }
        if let reference = object.property(key: "image", named: "imageReference"), let image = reference[attribute: "image"] { return image }
        for state in object.properties(named: "state") where state.key == "normal" {
            if let image = state[attribute: "image"] { return image }
        }
        return nil
    }
}
