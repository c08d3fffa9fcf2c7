import XibModel

/// `<userDefinedRuntimeAttributes>`: the nib sets each key path with KVC; generated code
/// assigns the property directly (`layer.cornerRadius = 12`), `CGColor` for layer colors.
enum RuntimeAttributes {
    /// CALayer key paths whose value is a `CGColor`.
    static let cgColorKeyPaths: Set<String> = ["layer.borderColor", "layer.shadowColor", "layer.backgroundColor"]

    /// Numeric CALayer key paths (a `string` value holding a number still sets them).
    static let numericLayerKeyPaths: Set<String> = [
        "layer.cornerRadius", "layer.borderWidth", "layer.shadowOpacity", "layer.shadowRadius", "layer.opacity",
        "layer.zPosition", "layer.anchorPointZ", "layer.contentsScale", "layer.rasterizationScale",
    ]

    /// `CALayer` properties a key path may set directly.
    static let layerProperties: Set<String> = [
        "cornerRadius", "borderWidth", "borderColor", "masksToBounds", "shadowColor", "shadowOpacity", "shadowOffset",
        "shadowRadius", "opacity", "backgroundColor", "zPosition", "anchorPoint", "anchorPointZ", "position",
        "cornerCurve", "allowsEdgeAntialiasing", "allowsGroupOpacity", "isDoubleSided", "contentsScale",
        "shouldRasterize", "rasterizationScale", "isHidden", "name", "minificationFilter", "magnificationFilter",
    ]

    /// Enumeration properties a `number` runtime attribute sets: KVC stores the raw value, Swift
    /// needs the case (raw values as UIKit on iOS declares them; `NSTextAlignment` differs on macOS).
    /// The property's cases, by raw value from 0; nil for another property. A switch over arrays,
    /// not a dictionary of dictionaries: making `[Int: String]`'s metadata at first use looked up
    /// `Int`'s `Hashable` conformance through every conformance record of the binary (0.42 M
    /// instructions of a single-file sync whose document has a runtime attribute).
    static func enumerationCases(_ property: String) -> [String]? {
        switch property {
        case "textAlignment": [".left", ".center", ".right", ".justified", ".natural"]
        case "lineBreakMode": [".byWordWrapping", ".byCharWrapping", ".byClipping", ".byTruncatingHead", ".byTruncatingTail", ".byTruncatingMiddle"]
        case "contentMode":
            [".scaleToFill", ".scaleAspectFit", ".scaleAspectFill", ".redraw", ".center", ".top", ".bottom", ".left", ".right", ".topLeft",
             ".topRight", ".bottomLeft", ".bottomRight"]
        default: nil
        }
    }

    static func translate(_ node: XibNode, into context: inout ElementContext) {
        for attribute in node.children where attribute.name == "userDefinedRuntimeAttribute" {
            guard let keyPath = attribute[attribute: "keyPath"], !keyPath.isEmpty else { continue }
            let segments = keyPath.split(separator: ".", omittingEmptySubsequences: false)
            guard segments.allSatisfy({ SwiftIdentifier.isValid(String($0)) && !SwiftIdentifier.keywords.contains(String($0)) }) else {
                context.unsupported("unsupported-runtime-attribute", "runtime attribute key path \"\(keyPath)\" is not a Swift property path", at: attribute.location)
                continue
            }
            var type = attribute[attribute: "type"] ?? "string"
            // KVC reads a number out of a string (`-doubleValue`) for a numeric property: so does the translation.
            if type == "string", numericLayerKeyPaths.contains(keyPath), let text = attribute[attribute: "value"], Double(text) != nil {
                type = "number"
            }
            guard let value = value(of: attribute, type: type, keyPath: keyPath, context: &context) else {
                context.unsupported("unsupported-runtime-attribute", "runtime attribute \(keyPath) of type \(type) is not translated yet", at: attribute.location)
                continue
            }
            // A color newer than the target (`UIColor.tintColor`) is set where it exists.
            let introduced = type == "color" ? attribute.children.first { $0.key == "value" }
                .flatMap(XibColorParser.parse).flatMap(ColorTranslation.introduced) : nil
            if segments.count >= 2, segments[0] == "layer" {
                let property = String(segments[1])
                if segments.count == 2, layerProperties.contains(property) {
                    context.emit("\(keyPath) = \(value)", introduced: introduced)
                } else if property == "transform" || property == "sublayerTransform" {
                    // Key-value coding reaches into transforms (`transform.rotation`); Swift does not.
                    context.emit("layer.setValue(\(value), forKeyPath: \(SwiftLiteral.string(segments.dropFirst().joined(separator: "."))))")
                } else {
                    context.unsupported("unsupported-runtime-attribute",
                        "runtime attribute \(keyPath) is not a CALayer property (the nib only logs a failure for it)", at: attribute.location)
                }
                continue
            }
            context.emit("\(optionalChained(segments)) = \(value)", introduced: introduced)
        }
    }

    /// UIKit properties of optional type a key path may pass through (`titleLabel.numberOfLines`).
    static let optionalMembers: Set<String> = [
        "titleLabel", "imageView", "subtitleLabel", "textLabel", "detailTextLabel", "backgroundView",
        "selectedBackgroundView", "accessoryView", "tableHeaderView", "tableFooterView", "leftView", "rightView",
        "superview", "window", "mask", "image", "inputView", "inputAccessoryView",
    ]

    /// `titleLabel.numberOfLines` → `titleLabel?.numberOfLines`.
    static func optionalChained(_ segments: [Substring]) -> String {
        var path = ""
        for (index, segment) in segments.enumerated() {
            if index > 0 { path += "." }
            path += segment
            if index < segments.count - 1, optionalMembers.contains(String(segment)) { path += "?" }
        }
        return path
    }

    private static func value(of node: XibNode, type: String, keyPath: String, context: inout ElementContext) -> String? {
        let valueNode = node.children.first { $0.key == "value" }
        switch type {
        case "number":
            guard let text = valueNode?[attribute: "value"] ?? node[attribute: "value"] else { return nil }
            if let property = keyPath.split(separator: ".").last, let cases = enumerationCases(String(property)) {
                return Int(text).flatMap { cases.indices.contains($0) ? cases[$0] : nil }
            }
            return SwiftLiteral.number(text)
        case "boolean":
            switch node[attribute: "value"] {
            case "YES": return "true"
            case "NO": return "false"
            default: return nil
            }
        case "string":
            return SwiftLiteral.string(node[attribute: "value"] ?? "")
        case "localizedString":
            return "NSLocalizedString(\(SwiftLiteral.string(node[attribute: "value"] ?? "")), comment: \"\")"
        case "image":
            guard let name = node[attribute: "value"] else { return nil }
            return context.image(named: name, catalog: nil)
        case "color":
            guard let valueNode, valueNode.name == "color", let color = XibColorParser.parse(valueNode) else { return nil }
            let expression = context.color(color, at: valueNode.location)
            guard cgColorKeyPaths.contains(keyPath) else { return expression }
            if expression.hasPrefix(".") { return "UIColor\(expression).cgColor" }
            return "\(expression)\(ElementContext.memberAccess(after: expression))cgColor"
        case "size":
            guard let valueNode, let width = number(valueNode, "width"), let height = number(valueNode, "height") else { return nil }
            return "CGSize(width: \(width), height: \(height))"
        case "point":
            guard let valueNode, let x = number(valueNode, "x"), let y = number(valueNode, "y") else { return nil }
            return "CGPoint(x: \(x), y: \(y))"
        case "rect":
            guard let valueNode, let x = number(valueNode, "x"), let y = number(valueNode, "y"),
                  let width = number(valueNode, "width"), let height = number(valueNode, "height") else { return nil }
            return "CGRect(x: \(x), y: \(y), width: \(width), height: \(height))"
        case "nil":
            return "nil"
        default:
            return nil
        }
    }

    private static func number(_ node: XibNode, _ name: String) -> String? {
        node[attribute: name].flatMap(SwiftLiteral.number)
    }
}
