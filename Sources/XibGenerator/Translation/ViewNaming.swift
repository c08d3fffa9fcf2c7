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
        "self", "super", "init", "deinit", "Type", "layoutSubviews", "updateConstraints", "reuseIdentifier", "connect",
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
        claimed.contains(name) || base.contains(name) || (!extra.isEmpty && extra.contains(name))
    }

    /// Claims `base`, or `base2`, `base3`… if taken.
    /// A keyword comes back back-ticked (an outlet named `default` keeps its name).
    mutating func claim(_ base: String) -> String {
        let candidate = SwiftIdentifier.sanitized(base)
        var name = candidate
        if isUsed(name) {
            var counter = nextCounter[candidate] ?? 2
            repeat {
                name = "\(candidate)\(counter)"
                counter += 1
            } while isUsed(name)
            nextCounter[candidate] = counter
        }
        claimed.insert(name)
        return SwiftIdentifier.keywordTable.contains(name) ? "`\(name)`" : name
    }

    /// Whether an outlet name can be used as is.
    func isAvailable(_ name: String) -> Bool {
        SwiftIdentifier.isValid(name) && !isUsed(name) && !["self", "Self", "super", "init", "Type"].contains(name)
    }

    /// A descriptive base name for an unnamed object.
    static func descriptiveName(for object: XibObject, role: String) -> String {
        let suffix = SwiftIdentifier.upperCamelCase(role)
        if let label = object.userLabel, let name = phrase(label, suffix: suffix) { return name }
        if let text = identifyingText(object) {
            let allWords = SwiftIdentifier.words(text)
            let meaningful = allWords.filter { !stopWords.contains($0.lowercased()) }
            let words = meaningful.isEmpty ? allWords : meaningful
            if let name = phrase(words.joined(separator: " "), suffix: suffix, maxWords: 3) { return name }
        }
        if let image = identifyingImage(object) {
            var words = SwiftIdentifier.words(image)
            if let first = words.first, ["ic", "icon", "img", "image", "btn"].contains(first.lowercased()), words.count > 1 {
                words.removeFirst()
            }
            if let name = phrase(words.joined(separator: " "), suffix: suffix, maxWords: 3) { return name }
        }
        if let customClass = object.customClass, SwiftIdentifier.isValid(customClass),
           let name = SwiftIdentifier.lowerCamelCase(SwiftIdentifier.words(withoutClassPrefix(customClass))) {
            return name
        }
        return role
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
        "CollectionView", "TableView", "ScrollView", "StackView", "ImageView", "TextField", "TextView", "Label",
        "Button", "Switch", "Slider", "Field", "Image", "Cell", "View",
    ]

    /// `nameLabel` → `name`, `avatarImageView` → `avatar`.
    static func stem(_ name: String) -> String {
        for suffix in roleSuffixes where name.hasSuffix(suffix) && name.count > suffix.count {
            return String(name.dropLast(suffix.count))
        }
        return name
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
        return nil
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
