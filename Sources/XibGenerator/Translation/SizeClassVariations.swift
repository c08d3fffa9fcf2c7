import XibModel

/// Size-class `<variation>`s → code that re-applies them whenever the trait collection
/// changes: subviews installed only in some size classes are added and removed, constraints
/// installed only in some size classes are activated and deactivated, attributes and
/// constraint constants take their per-size-class values.
///
/// IB's rule: a variation keyed `heightClass=compact-widthClass=regular` applies where both
/// traits match; `heightClass=compact` wherever the height is compact; `default` everywhere.
/// The most specific matching variation wins. Size classes are evaluated over
/// compact/regular/unspecified (before a view is in a window, only `default` applies).
struct SizeClassVariations {
    struct Condition: Hashable {
        var horizontal: String?
        var vertical: String?
        var specificity: Int { (horizontal == nil ? 0 : 1) + (vertical == nil ? 0 : 1) }

        /// `default`, `widthClass=regular`, `heightClass=compact-widthClass=regular`.
        init?(key: String) {
            guard key != "default" else { return }
            for part in key.split(separator: "-") {
                let pair = part.split(separator: "=", maxSplits: 1).map(String.init)
                guard pair.count == 2, ["compact", "regular"].contains(pair[1]) else { return nil }
                switch pair[0] {
                case "widthClass": horizontal = pair[1]
                case "heightClass": vertical = pair[1]
                default: return nil
                }
            }
        }

        init() {}

        func matches(_ combination: Combination) -> Bool {
            (horizontal == nil || horizontal == combination.horizontal) && (vertical == nil || vertical == combination.vertical)
        }
    }

    struct Combination: Hashable {
        let horizontal: String
        let vertical: String
    }

    static let sizeClasses = ["unspecified", "compact", "regular"]
    static let combinations: [Combination] = sizeClasses.flatMap { h in sizeClasses.map { v in Combination(horizontal: h, vertical: v) } }

    /// One varying thing: its base value and its value under each condition.
    struct Varying {
        /// Statement without value: `titleLabel.isHidden = {}`.
        let statement: String
        let base: String
        var overrides: [(condition: Condition, value: String)]
        /// Whether `true`/`false` values can be written as the condition itself.
        let isBool: Bool
    }

    /// Where a constraint or subview is installed: everywhere unless a `<mask>` says otherwise,
    /// the most specific condition winning.
    struct Installation {
        var base = true
        var overrides: [(Condition, Bool)] = []

        mutating func record(_ installed: Bool, when condition: Condition) {
            if condition.specificity == 0 { base = installed } else { overrides.append((condition, installed)) }
        }

        /// Whether it is installed, per size class.
        var perSizeClass: [Combination: Bool] { SizeClassVariations.resolve(base: base, overrides: overrides) }
    }

    private(set) var constraintInstallation: [String: Installation] = [:]
    /// Subviews installed only in some size classes (`<mask key="subviews">` of their superview).
    private(set) var subviewInstallation: [String: (superviewID: String, installation: Installation)] = [:]
    private(set) var constraintConstants: [String: [(Condition, String)]] = [:]
    private(set) var attributeVariations: [(objectID: String, attribute: String, condition: Condition, value: String, location: SourceLocation)] = []
    /// `<variation key="widthClass=regular"><fontDescription key="fontDescription" …/></variation>`:
    /// the object's font (the property element `key`) under a condition.
    private(set) var fontVariations: [(objectID: String, key: String, condition: Condition, node: XibNode)] = []
    private(set) var diagnostics: [Diagnostic] = []

    /// The constraints whose installation or constant varies: they must be stored properties.
    var varyingConstraintIDs: Set<String> { Set(constraintInstallation.keys).union(constraintConstants.keys) }

    var isEmpty: Bool {
        constraintInstallation.isEmpty && constraintConstants.isEmpty && attributeVariations.isEmpty && subviewInstallation.isEmpty
            && fontVariations.isEmpty
    }

    mutating func collect(from object: XibObject) {
        for variation in object.properties(named: "variation") {
            let key = variation[attribute: "key"] ?? ""
            let condition: Condition
            if key == "default" {
                condition = Condition()
            } else if let parsed = Condition(key: key) {
                condition = parsed
            } else {
                report("size-class variation \(key) is not a width/height class combination; not translated", at: variation.location)
                continue
            }
            for attribute in variation.attributes where attribute.name != "key" {
                attributeVariations.append((object.id, attribute.name, condition, attribute.value, variation.location))
            }
            for child in variation.children {
                if child.name == "fontDescription", let key = child.key {
                    fontVariations.append((object.id, key, condition, child))
                    continue
                }
                guard child.name == "mask", child.key == "constraints" || child.key == "subviews" else {
                    report("\(object.tag) size-class variation <\(child.name)\(child.key.map { " key=\"\($0)\"" } ?? "")> is not translated yet", at: child.location)
                    continue
                }
                for reference in child.children {
                    guard let id = reference[attribute: "reference"] else { continue }
                    let installed = reference.name == "include"
                    if child.key == "subviews" {
                        subviewInstallation[id, default: (object.id, Installation())].installation.record(installed, when: condition)
                    } else {
                        constraintInstallation[id, default: Installation()].record(installed, when: condition)
                    }
                }
            }
        }
        for constraint in object.constraints {
            for variation in constraint.variations {
                guard let condition = Condition(key: variation[attribute: "key"] ?? "") else {
                    report("constraint size-class variation \(variation[attribute: "key"] ?? "") is not translated", at: variation.location)
                    continue
                }
                for attribute in variation.attributes where attribute.name != "key" {
                    guard attribute.name == "constant", let value = SwiftLiteral.number(attribute.value) else {
                        report("constraint size-class variation of \(attribute.name) is not translated yet", at: variation.location)
                        continue
                    }
                    constraintConstants[constraint.id, default: []].append((condition, value))
                }
            }
        }
    }

    private mutating func report(_ message: String, at location: SourceLocation) {
        diagnostics.append(Diagnostic(.warning, kind: "unsupported-variation", message, at: location))
    }

    /// The value each combination takes: the most specific matching override, else the base.
    static func resolve<Value>(base: Value, overrides: [(Condition, Value)]) -> [Combination: Value] {
        var result: [Combination: Value] = [:]
        for combination in combinations {
            var best: (specificity: Int, value: Value)?
            for (condition, value) in overrides where condition.matches(combination) {
                if best == nil || condition.specificity >= best!.specificity { best = (condition.specificity, value) }
            }
            result[combination] = best?.value ?? base
        }
        return result
    }

    /// A Swift condition that is true exactly for `set`, as short as the set allows.
    static func condition(for set: Set<Combination>) -> String {
        func axis(_ values: Set<String>, _ name: String) -> String? {
            let present = sizeClasses.filter(values.contains)
            if present.count == sizeClasses.count { return nil }
            if present.count == 1 { return "\(name) == .\(present[0])" }
            return "\(name) != .\(sizeClasses.first { !values.contains($0) }!)"
        }
        if set.count == combinations.count { return "true" }
        if set.isEmpty { return "false" }
        // Group by horizontal class: each group's vertical classes.
        var groups: [(horizontal: String, verticals: Set<String>)] = []
        for horizontal in sizeClasses {
            let verticals = Set(set.filter { $0.horizontal == horizontal }.map(\.vertical))
            if !verticals.isEmpty { groups.append((horizontal, verticals)) }
        }
        if Set(groups.map(\.verticals)).count == 1 {
            let parts = [axis(Set(groups.map(\.horizontal)), "horizontal"), axis(groups[0].verticals, "vertical")].compactMap { $0 }
            return parts.joined(separator: " && ")
        }
        let terms = groups.map { group -> String in
            [axis([group.horizontal], "horizontal"), axis(group.verticals, "vertical")].compactMap { $0 }.joined(separator: " && ")
        }
        return terms.map { terms.count > 1 && $0.contains("&&") ? "(\($0))" : $0 }.joined(separator: " || ")
    }

    /// `target = value` statements for one varying thing, as compact as the values allow.
    static func assignment(_ statement: String, values: [Combination: String], isBool: Bool) -> String {
        var groups: [String: Set<Combination>] = [:]
        for combination in combinations { groups[values[combination]!, default: []].insert(combination) }
        if groups.count == 1 { return statement.replacing("{}", with: groups.keys.first!) }
        if isBool, groups.count == 2, let trueSet = groups["true"] {
            return statement.replacing("{}", with: condition(for: trueSet))
        }
        // Order values by first appearance in the combinations, the most common last.
        let ordered = groups.sorted { lhs, rhs in
            lhs.value.count != rhs.value.count ? lhs.value.count < rhs.value.count : lhs.key < rhs.key
        }
        var expression = ordered.last!.key
        for (value, set) in ordered.dropLast().reversed() {
            let test = condition(for: set)
            expression = "\(test.contains("||") ? "(\(test))" : test) ? \(value) : \(expression)"
        }
        return statement.replacing("{}", with: expression)
    }
}
