import XibModel

/// `XibColor` → a `UIColor` expression, the way people write it.
enum ColorTranslation {
    /// Semantic and legacy system colors UIKit exposes as `UIColor` class properties, by XIB name.
    /// Names not in this table are not public API.
    static let systemColors: Set<String> = [
        "systemBackgroundColor", "secondarySystemBackgroundColor", "tertiarySystemBackgroundColor",
        "systemGroupedBackgroundColor", "secondarySystemGroupedBackgroundColor", "tertiarySystemGroupedBackgroundColor",
        "labelColor", "secondaryLabelColor", "tertiaryLabelColor", "quaternaryLabelColor",
        "placeholderTextColor", "separatorColor", "opaqueSeparatorColor", "linkColor",
        "systemFillColor", "secondarySystemFillColor", "tertiarySystemFillColor", "quaternarySystemFillColor",
        "systemRedColor", "systemGreenColor", "systemBlueColor", "systemOrangeColor", "systemYellowColor",
        "systemPinkColor", "systemPurpleColor", "systemTealColor", "systemIndigoColor", "systemBrownColor",
        "systemMintColor", "systemCyanColor", "systemGrayColor", "systemGray2Color", "systemGray3Color",
        "systemGray4Color", "systemGray5Color", "systemGray6Color", "tintColor",
        "darkTextColor", "lightTextColor", "groupTableViewBackgroundColor", "scrollViewTexturedBackgroundColor",
        "viewFlipsideBackgroundColor", "underPageBackgroundColor",
        "blackColor", "whiteColor", "clearColor", "grayColor", "darkGrayColor", "lightGrayColor", "redColor",
        "greenColor", "blueColor", "cyanColor", "yellowColor", "magentaColor", "orangeColor", "purpleColor", "brownColor",
    ]

    /// Private or catalog-only names and the public color that renders the same.
    static let substitutes: [String: String] = [
        "tableCellGroupedBackgroundColor": "secondarySystemGroupedBackgroundColor",
        "textColor": "labelColor",
        "selectedMenuItemTextColor": "labelColor",
        "tableCellPlainBackgroundColor": "systemBackgroundColor",
        "tableBackgroundColor": "systemBackgroundColor",
    ]

    struct Result {
        var expression: String
        /// A note when the color had to be approximated.
        var note: String?
    }

    /// The iOS version a color's expression needs, when newer than the lowest target.
    static func introduced(_ color: XibColor) -> DeploymentTarget? {
        if case .system("tintColor") = color { return DeploymentTarget(15) }  // UIColor.tintColor
        return nil
    }

    static func swift(_ color: XibColor) -> Result {
        switch color {
        case .rgb(let red, let green, let blue, let alpha, let space):
            if space == .displayP3 {
                return Result(expression: .concat("UIColor(displayP3Red: ", n(red), ", green: ", n(green), ", blue: ", n(blue), ", alpha: ", n(alpha), ")"))
            }
            if alpha == 1, red == green, green == blue, red == 0 || red == 1 {
                return Result(expression: red == 0 ? ".black" : ".white")
            }
            // Built in one allocation (interpolation grew the string piece by piece).
            return Result(expression: .concat("UIColor(red: ", n(red), ", green: ", n(green), ", blue: ", n(blue), ", alpha: ", n(alpha), ")"))
        case .white(let white, let alpha, _):
            if alpha == 0, white == 0 { return Result(expression: ".clear") }
            if alpha == 1, white == 0 { return Result(expression: ".black") }
            if alpha == 1, white == 1 { return Result(expression: ".white") }
            return Result(expression: .concat("UIColor(white: ", n(white), ", alpha: ", n(alpha), ")"))
        case .system(let name), .legacySystem(let name):
            return systemColor(name)
        case .catalog(_, let name):
            return systemColor(name.hasSuffix("Color") ? name : name + "Color")
        case .named(let name):
            return Result(expression: "UIColor(named: \(SwiftLiteral.string(name)))")
        }
    }

    private static func systemColor(_ name: String) -> Result {
        if systemColors.contains(name) {
            return Result(expression: "." + swiftName(name))
        }
        if let substitute = substitutes[name] {
            return Result(expression: "." + swiftName(substitute), note: "\(name) is not public UIKit API; using .\(swiftName(substitute))")
        }
        // Unknown future names: keep the spelling UIKit uses for its class properties.
        return Result(expression: "." + SwiftIdentifier.escaped(swiftName(name)), note: "unknown system color \(name)")
    }

    /// `systemBackgroundColor` → `systemBackground`.
    static func swiftName(_ name: String) -> String {
        // `UIColor.tintColor` (iOS 15) keeps its suffix: `tint` would not name it.
        if name == "tintColor" { return name }
        return name.hasSuffix("Color") && name != "Color" ? String(name.dropLast(5)) : name
    }

    private static func n(_ value: Double) -> String { SwiftLiteral.number(value) }
}

/// `XibFont` → a `UIFont` expression.
enum FontTranslation {
    static let textStyles: [String: String] = [
        "UICTFontTextStyleTitle0": "largeTitle",
        "UICTFontTextStyleTitle1": "title1",
        "UICTFontTextStyleTitle2": "title2",
        "UICTFontTextStyleTitle3": "title3",
        "UICTFontTextStyleHeadline": "headline",
        "UICTFontTextStyleSubhead": "subheadline",
        "UICTFontTextStyleBody": "body",
        "UICTFontTextStyleCallout": "callout",
        "UICTFontTextStyleFootnote": "footnote",
        "UICTFontTextStyleCaption1": "caption1",
        "UICTFontTextStyleCaption2": "caption2",
        "UICTFontTextStyleEmphasizedTitle0": "largeTitle",
    ]

    static let weights: Set<String> = ["ultraLight", "thin", "light", "regular", "medium", "semibold", "bold", "heavy", "black"]

    struct Result {
        var expression: String
        var note: String?
    }

    static func swift(_ font: XibFont) -> Result {
        switch font {
        case .system(let kind, let size, let weight):
            let points = SwiftLiteral.number(size)
            switch kind {
            case .boldSystem:
                return Result(expression: .concat(".boldSystemFont(ofSize: ", points, ")"))
            case .italicSystem:
                return Result(expression: ".italicSystemFont(ofSize: \(points))")
            case .system:
                guard let weight, weight != "regular" else {
                    return Result(expression: .concat(".systemFont(ofSize: ", points, ")"))
                }
                guard weights.contains(weight) else {
                    return Result(expression: ".systemFont(ofSize: \(points))", note: "unknown font weight \(weight); using regular")
                }
                return Result(expression: .concat(".systemFont(ofSize: ", points, ", weight: .", weight, ")"))
            }
        case .custom(let name, let size):
            return Result(expression: "UIFont(name: \(SwiftLiteral.string(name)), size: \(SwiftLiteral.number(size)))")
        case .textStyle(let style):
            if let swiftStyle = textStyles[style] {
                return Result(expression: ".preferredFont(forTextStyle: .\(swiftStyle))")
            }
            return Result(expression: ".preferredFont(forTextStyle: .body)", note: "unknown text style \(style); using .body")
        }
    }
}
