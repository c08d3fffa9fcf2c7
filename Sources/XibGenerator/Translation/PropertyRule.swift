import XibModel

/// One XIB attribute → one Swift statement, with the value UIKit already has.
///
/// `statement` is the statement without its receiver, `{}` standing for the value:
/// `isHidden = {}` or `setContentHuggingPriority({}, for: .horizontal)`.
/// `defaultValue` is the XIB spelling of UIKit's own default for the class: a XIB value
/// equal to it emits nothing.
///
/// A class: rules are immutable and shared by the specs, and reading one while applying
/// it is then a retain rather than a copy of its fields.
final class PropertyRule: Sendable {
    enum Kind: Sendable {
        /// `YES`/`NO` → `true`/`false`.
        case bool
        /// A CGFloat/Double/Float literal.
        case number
        case integer
        case string
        /// An enum case; the map renames XIB spellings that differ from Swift's.
        case enumCase([String: String])
        /// `251` → `UILayoutPriority(251)`.
        case priority
        /// An image name → `UIImage(named:)`.
        case image
        /// A string-valued `RawRepresentable` struct with static members (`UITextContentType`):
        /// known raw values → `.member`, others → `Type(rawValue: "…")`.
        case stringConstant(type: String, members: [String: String])
    }

    let attribute: String
    let kind: Kind
    let statement: String
    private let template: StatementTemplate
    let defaultValue: String?
    /// Another attribute of the same element, and the value it must have for this rule to
    /// apply: UIKit ignores the property otherwise (`minimumFontSize` without
    /// `adjustsFontSizeToFitWidth`), so writing it would only add noise.
    let condition: (attribute: String, value: String)?
    /// What the XIB means when it omits the attribute, where that is not the class's UIKit
    /// default: IB writes `clipsSubviews`, `opaque`, `userInteractionEnabled`… only where they
    /// differ from `UIView`'s values, whatever the class. A `<textView>` without
    /// `clipsSubviews="YES"` does not clip, while a new `UITextView` does: `clipsToBounds = false`.
    let omittedValue: String?
    /// Whether an omitted attribute means this rule's default for every element that shares the
    /// rule (the XIB format's own baseline, as for `UIView`'s attributes): a class overriding
    /// the default then writes the baseline when the attribute is absent.
    let omissionMeansDefault: Bool
    /// The iOS version that introduced the property, when newer than the lowest deployment
    /// target (`Tests/Support/Availability.tsv`): below it the statement is written in an
    /// `if #available` block, as the nib loader of an older iOS skips the key.
    let introduced: DeploymentTarget?

    init(_ attribute: String, _ kind: Kind, _ statement: String, default defaultValue: String? = nil,
         condition: (attribute: String, value: String)? = nil, omissionMeansDefault: Bool = false, omittedValue: String? = nil,
         introduced: DeploymentTarget? = nil) {
        self.introduced = introduced
        self.attribute = attribute
        self.kind = kind
        self.statement = statement
        self.defaultValue = defaultValue
        self.condition = condition
        self.omissionMeansDefault = omissionMeansDefault
        self.omittedValue = omittedValue
        self.template = StatementTemplate(statement)
    }

    static func bool(_ attribute: String, _ property: String, default value: Bool, introduced: DeploymentTarget? = nil) -> PropertyRule {
        PropertyRule(attribute, .bool, "\(property) = {}", default: value ? "YES" : "NO", introduced: introduced)
    }

    static func number(_ attribute: String, _ property: String, default value: String? = nil) -> PropertyRule {
        PropertyRule(attribute, .number, "\(property) = {}", default: value)
    }

    static func integer(_ attribute: String, _ property: String, default value: String? = nil) -> PropertyRule {
        PropertyRule(attribute, .integer, "\(property) = {}", default: value)
    }

    static func string(_ attribute: String, _ property: String) -> PropertyRule {
        PropertyRule(attribute, .string, "\(property) = {}")
    }

    static func enumeration(_ attribute: String, _ property: String, default value: String?, renames: [String: String] = [:],
                            introduced: DeploymentTarget? = nil) -> PropertyRule {
        PropertyRule(attribute, .enumCase(renames), "\(property) = {}", default: value, introduced: introduced)
    }

    static func image(_ attribute: String, _ property: String) -> PropertyRule {
        PropertyRule(attribute, .image, "\(property) = {}")
    }

    /// The same rule with another default (a subclass whose UIKit default differs). Where the
    /// XIB's omission means the shared default, an element without the attribute now differs
    /// from its class's default: the omitted value is written.
    func withDefault(_ value: String?) -> PropertyRule {
        let baseline = omittedValue ?? (omissionMeansDefault ? defaultValue : nil)
        return PropertyRule(attribute, kind, statement, default: value, condition: condition,
                            omissionMeansDefault: omissionMeansDefault, omittedValue: baseline == value ? nil : baseline)
    }

    /// The same rule, read the XIB format's way: an omitted attribute means `default`.
    func omittedMeansDefault() -> PropertyRule {
        PropertyRule(attribute, kind, statement, default: defaultValue, condition: condition, omissionMeansDefault: true)
    }

    /// The same rule, applied only when `attribute` has `value` on the element.
    func only(when attribute: String, is value: String) -> PropertyRule {
        PropertyRule(self.attribute, kind, statement, default: defaultValue, condition: (attribute, value),
                     omissionMeansDefault: omissionMeansDefault, omittedValue: omittedValue)
    }

    /// Whether the condition, if any, holds; `value(of:)` reads the element's attributes.
    func applies(_ value: (String) -> String?) -> Bool {
        guard let condition else { return true }
        return value(condition.attribute) == condition.value
    }

    /// The Swift value for a XIB value, or `nil` if the XIB value is not valid for this rule.
    func swiftValue(for xibValue: String) -> String? {
        switch kind {
        case .bool:
            switch xibValue {
            case "YES": return "true"
            case "NO": return "false"
            default: return nil
            }
        case .number:
            return SwiftLiteral.number(xibValue)
        case .integer:
            guard let value = Int(xibValue) else { return nil }
            return String(value)
        case .string:
            return SwiftLiteral.string(xibValue)
        case .enumCase(let renames):
            // A rename is the Swift case as written (`URL`); otherwise IB writes enum values in
            // lowerCamelCase and anything else is not a case.
            if let renamed = renames[xibValue] { return ".\(renamed)" }
            let name = xibValue
            guard SwiftIdentifier.isValid(name), Self.startsLowercase(name) else { return nil }
            // After a dot most keywords are fine (`.default`); these three are not.
            return name == "init" || name == "self" || name == "Type" ? ".`\(name)`" : ".\(name)"
        case .priority:
            guard let value = XibNumber.parse(xibValue), value >= 0, value <= 1000 else { return nil }
            return LayoutPriority.swift(value)
        case .image:
            return "UIImage(named: \(SwiftLiteral.string(xibValue)))"
        case .stringConstant(let type, let members):
            if let member = members[xibValue] { return "." + member }
            return "\(type)(rawValue: \(SwiftLiteral.string(xibValue)))"
        }
    }

    /// `name.first?.isLowercase == true`, from the first byte when it is ASCII.
    private static func startsLowercase(_ name: String) -> Bool {
        guard let byte = name.utf8.first else { return false }
        if byte < 0x80 {
            // An ASCII letter is one character unless a combining mark follows: then ask the Character.
            if let second = name.utf8.dropFirst().first, second >= 0x80 { return name.first?.isLowercase == true }
            return byte >= 0x61 && byte <= 0x7A
        }
        return name.first?.isLowercase == true
    }

    /// Whether `xibValue` is UIKit's default (numbers compare numerically: `1` == `1.0`).
    func isDefault(_ xibValue: String) -> Bool {
        guard let defaultValue else { return false }
        if xibValue == defaultValue { return true }
        switch kind {
        case .number, .integer, .priority:
            if let lhs = XibNumber.parse(xibValue), let rhs = XibNumber.parse(defaultValue) { return lhs == rhs }
            return false
        default:
            return false
        }
    }

    /// Appends `render(value, after: prefix)` to `list`, without building the line apart.
    func render(_ value: String, after prefix: String, into list: inout StatementList) {
        template.render(value, after: prefix, into: &list)
    }

    /// The statement for `value`, after `prefix` (the receiver): `prefix + render(value)`.
    func render(_ value: String, after prefix: String = "") -> String {
        template.render(value, after: prefix)
    }
}

enum LayoutPriority {
    /// `UILayoutPriority` spelled the way people write it: named constants where they exist.
    static func swift(_ value: Double) -> String {
        switch value {
        case 1000: ".required"
        case 750: ".defaultHigh"
        case 250: ".defaultLow"
        case 50: ".fittingSizeLevel"
        default: .concat("UILayoutPriority(", SwiftLiteral.number(value), ")")
        }
    }
}
