/// Reads `<color>` elements. Returns `nil` for a color it cannot interpret
/// (the document builder reports those as diagnostics).
public enum XibColorParser {
    public static func parse(_ node: XibNode) -> XibColor? {
        if let system = node[attribute: "systemColor"] { return .system(system) }
        if let legacy = node[attribute: "cocoaTouchSystemColor"] { return .legacySystem(legacy) }
        if let catalog = node[attribute: "catalog"], let name = node[attribute: "name"] {
            return .catalog(catalog: catalog, name: name)
        }
        if let name = node[attribute: "name"] { return .named(name) }
        let alpha = node[attribute: "alpha"].map { XibNumber.parse($0) } ?? 1
        guard let alpha else { return nil }
        let colorSpace = node[attribute: "colorSpace"]
        let customSpace = node[attribute: "customColorSpace"]
        if let whiteText = node[attribute: "white"] {
            guard let white = XibNumber.parse(whiteText) else { return nil }
            let space: XibColor.WhiteSpace =
                switch colorSpace == "custom" ? customSpace : colorSpace {
                case "calibratedWhite": .calibratedWhite
                case "deviceWhite": .deviceWhite
                default: .genericGamma22Gray
                }
            return .white(white, alpha: alpha, space: space)
        }
        guard let red = node[attribute: "red"].flatMap(XibNumber.parse),
              let green = node[attribute: "green"].flatMap(XibNumber.parse),
              let blue = node[attribute: "blue"].flatMap(XibNumber.parse)
        else { return nil }
        let space: XibColor.RGBSpace =
            switch colorSpace == "custom" ? customSpace : colorSpace {
            case "calibratedRGB": .calibratedRGB
            case "deviceRGB": .deviceRGB
            case "displayP3": .displayP3
            case "genericRGB": .genericRGB
            default: .sRGB
            }
        return .rgb(red: red, green: green, blue: blue, alpha: alpha, space: space)
    }
}

/// Reads `<fontDescription>` and legacy `<font>` elements.
public enum XibFontParser {
    public static func parse(_ node: XibNode) -> XibFont? {
        if let style = node[attribute: "style"] { return .textStyle(style) }
        // Attributed strings use AppKit-style `<font key="NSFont" metaFont="system" size="15"/>`.
        if let metaFont = node[attribute: "metaFont"] {
            guard let size = node[attribute: "size"].flatMap(Double.init) else { return nil }
            return .system(metaFont.lowercased().contains("bold") ? .boldSystem : .system, size: size, weight: nil)
        }
        // Pre-Xcode 5 XIBs name UIFont's size constants instead of a point size.
        let namedSizes: [String: Double] = ["label": 17, "button": 18, "system": 14, "smallSystem": 12]
        let size = node[attribute: "pointSize"].flatMap(Double.init)
            ?? node[attribute: "size"].flatMap { Double($0) ?? namedSizes[$0] }
        if let type = node[attribute: "type"] {
            guard let kind = XibFont.SystemKind(rawValue: type), let size else { return nil }
            return .system(kind, size: size, weight: node[attribute: "weight"])
        }
        if let name = node[attribute: "name"], let size {
            // Legacy `<font>` elements name the system font `.SFUI…`/`.AppleSystemUIFont`.
            if name.hasPrefix(".") { return .system(.system, size: size, weight: nil) }
            return .custom(name: name, size: size)
        }
        return nil
    }
}
