import XibModel

/// `<accessibility key="accessibilityConfiguration">` → the `accessibility*` properties.
enum Accessibility {
    static let attributes: [String: String] = [
        "identifier": "accessibilityIdentifier", "label": "accessibilityLabel", "hint": "accessibilityHint",
        "value": "accessibilityValue", "language": "accessibilityLanguage",
    ]

    /// XIB trait names are `UIAccessibilityTraits` member names.
    static let traits: [String] = [
        "button", "link", "image", "selected", "playsSound", "keyboardKey", "staticText", "summaryElement",
        "notEnabled", "updatesFrequently", "searchField", "startsMediaSession", "adjustable",
        "allowsDirectInteraction", "causesPageTurn", "header", "tabBar", "supportsZoom",
    ]

    static func translate(_ node: XibNode, into context: inout ElementContext) {
        for attribute in node.attributes where attribute.name != "key" {
            guard let property = attributes[attribute.name] else {
                context.unsupported("unsupported-attribute", "accessibility attribute \(attribute.name) is not translated yet", at: node.location)
                continue
            }
            context.emit("\(property) = \(context.text(attribute.value, keyPath: property))")
        }
        for child in node.children {
            switch (child.name, child.key) {
            case ("accessibilityTraits", "traits"?):
                let set = traits.filter { child[attribute: $0] == "YES" }
                context.emit("accessibilityTraits = [\(set.map { "." + $0 }.joined(separator: ", "))]")
            case ("bool", "isElement"?):
                if let value = child[attribute: "value"] {
                    context.emit("isAccessibilityElement = \(value == "YES")")
                }
            default:
                context.unsupported("unsupported-property", "accessibility <\(child.name)> is not translated yet", at: child.location)
            }
        }
    }
}
