import XibModel

/// `<attributedString>` → an `NSMutableAttributedString` built fragment by fragment.
enum AttributedStringTranslation {
    static let alignments: Set<String> = ["left", "center", "right", "justified", "natural"]
    static let lineBreakModes = [
        "wordWrapping": "byWordWrapping", "charWrapping": "byCharWrapping", "clipping": "byClipping",
        "truncatingHead": "byTruncatingHead", "truncatingTail": "byTruncatingTail", "truncatingMiddle": "byTruncatingMiddle",
    ]

    /// Emits local statements building the string and returns the local's name.
    static func build(_ node: XibNode, name base: String, into context: inout ElementContext) -> String {
        let name = context.uniqueLocal(base)
        var isFirst = true
        let fragments = node.children.filter { $0.name == "fragment" }
        if fragments.isEmpty { context.emitRaw("let \(name) = NSMutableAttributedString(string: \"\")") }
        for fragment in fragments {
            let content = fragment[attribute: "content"]
                ?? fragment.children.first { $0.key == "content" && ($0.name == "string" || $0.name == "mutableString") }?.text
                ?? ""
            var attributes: [String] = []
            for attribute in fragment.child(named: "attributes")?.children ?? [] {
                switch (attribute.name, attribute.key) {
                case ("font", "NSFont"?), ("fontDescription", "NSFont"?):
                    guard let font = XibFontParser.parse(attribute) else {
                        context.unsupported("unsupported-property", "attributed string font has no usable size, style or name", at: attribute.location)
                        continue
                    }
                    attributes.append(".font: \(nonOptionalFont(font, context: &context, at: attribute.location))")
                case ("color", let key?) where colorKeys[key] != nil:
                    guard let color = XibColorParser.parse(attribute) else { continue } // reported by the model
                    var expression = typed(context.color(color, at: attribute.location), as: "UIColor")
                    if case .named = color, ElementContext.memberAccess(after: expression) == "?." {
                        // An attribute value cannot be optional; a missing asset renders as the label color.
                        expression += " ?? UIColor.label"
                    }
                    attributes.append("\(colorKeys[key]!): \(expression)")
                case ("paragraphStyle", "NSParagraphStyle"?):
                    attributes.append(".paragraphStyle: \(paragraphStyle(attribute, into: &context))")
                case ("real", "NSKern"?), ("integer", "NSKern"?):
                    if let value = attribute[attribute: "value"].flatMap(SwiftLiteral.number) { attributes.append(".kern: \(value)") }
                case ("integer", "NSUnderline"?):
                    if let value = attribute[attribute: "value"].flatMap(Int.init), value != 0 {
                        attributes.append(".underlineStyle: \(value)")
                    }
                case ("integer", "NSStrikethrough"?):
                    if let value = attribute[attribute: "value"].flatMap(Int.init), value != 0 {
                        attributes.append(".strikethroughStyle: \(value)")
                    }
                case ("real", "NSBaselineOffset"?), ("integer", "NSBaselineOffset"?):
                    if let value = attribute[attribute: "value"].flatMap(SwiftLiteral.number) { attributes.append(".baselineOffset: \(value)") }
                case ("url", "NSLink"?):
                    if let url = attribute[attribute: "string"] { attributes.append(".link: \(SwiftLiteral.string(url))") }
                default:
                    context.unsupported("unsupported-property", "attributed string attribute <\(attribute.name) key=\"\(attribute.key ?? "")\"> is not translated yet", at: attribute.location)
                }
            }
            let dictionary = attributes.isEmpty ? "" : ", attributes: [\(attributes.joined(separator: ", "))]"
            if isFirst {
                context.emitRaw("let \(name) = NSMutableAttributedString(string: \(SwiftLiteral.string(content))\(dictionary))")
                isFirst = false
            } else {
                context.emitRaw("\(name).append(NSAttributedString(string: \(SwiftLiteral.string(content))\(dictionary)))")
            }
        }
        return name
    }

    static let colorKeys = [
        "NSColor": ".foregroundColor", "NSBackgroundColor": ".backgroundColor", "NSStrokeColor": ".strokeColor",
        "NSUnderlineColor": ".underlineColor", "NSStrikethroughColor": ".strikethroughColor",
    ]

    /// `UIFont(name:size:)` is failable; an attribute needs a font, so fall back to the system
    /// font of that size — what UIKit shows when a nib names a font the app does not bundle.
    static func nonOptionalFont(_ font: XibFont, context: inout ElementContext, at location: SourceLocation) -> String {
        let expression = typed(context.font(font, at: location), as: "UIFont")
        if case .custom(_, let size) = font {
            return "\(expression) ?? UIFont.systemFont(ofSize: \(SwiftLiteral.number(size)))"
        }
        return expression
    }

    /// Implicit member expressions need their type spelled out inside `[NSAttributedString.Key: Any]`.
    static func typed(_ expression: String, as type: String) -> String {
        expression.hasPrefix(".") ? type + expression : expression
    }

    private static func paragraphStyle(_ node: XibNode, into context: inout ElementContext) -> String {
        let name = context.uniqueLocal("paragraphStyle")
        context.emitRaw("let \(name) = NSMutableParagraphStyle()")
        for attribute in node.attributes {
            switch attribute.name {
            case "key":
                continue
            case "baseWritingDirection" where attribute.value == "natural":
                continue
            case "alignment" where alignments.contains(attribute.value):
                if attribute.value != "natural" { context.emitRaw("\(name).alignment = .\(attribute.value)") }
            case "lineBreakMode":
                if let mode = lineBreakModes[attribute.value], mode != "byWordWrapping" { context.emitRaw("\(name).lineBreakMode = .\(mode)") }
            case "baseWritingDirection":
                context.emitRaw("\(name).baseWritingDirection = .\(attribute.value)")
            case "lineSpacing", "lineHeightMultiple", "paragraphSpacing", "paragraphSpacingBefore", "firstLineHeadIndent",
                 "headIndent", "tailIndent", "minimumLineHeight", "maximumLineHeight", "hyphenationFactor",
                 "tighteningFactorForTruncation":
                guard let value = SwiftLiteral.number(attribute.value) else { continue }
                if value != "0" { context.emitRaw("\(name).\(attribute.name) = \(value)") }
            default:
                context.unsupported("unsupported-attribute", "paragraph style attribute \(attribute.name) is not translated yet", at: node.location)
            }
        }
        return name
    }
}
