/// Reads `<color>` elements. Returns `nil` for a color it cannot interpret
/// (the document builder reports those as diagnostics).
public enum XibColorParser {
    public static func parse(_ node: XibNode) -> XibColor? {
        // The attributes a color reads, found in one pass over the element's (they were up to
        // eleven searches, most of them for attributes a color does not have); the first of a
        // name counts, as `node[attribute:]` has it.
        var found = Found()
        node.forEachAttributeName { name, index in
            // By length first: a name of another length is not compared at all.
            switch name.utf8.count {
            case 3: if name == "red" { found.red = found.red ?? index }
            case 4:
                if name == "blue" { found.blue = found.blue ?? index } else if name == "name" { found.name = found.name ?? index }
            case 5:
                if name == "green" {
                    found.green = found.green ?? index
                } else if name == "alpha" {
                    found.alpha = found.alpha ?? index
                } else if name == "white" {
                    found.white = found.white ?? index
                }
            case 7: if name == "catalog" { found.catalog = found.catalog ?? index }
            case 10: if name == "colorSpace" { found.colorSpace = found.colorSpace ?? index }
            case 11: if name == "systemColor" { found.systemColor = found.systemColor ?? index }
            case 16: if name == "customColorSpace" { found.customColorSpace = found.customColorSpace ?? index }
            case 21: if name == "cocoaTouchSystemColor" { found.cocoaTouchSystemColor = found.cocoaTouchSystemColor ?? index }
            default: break
            }
        }
        func value(_ index: Int?) -> String? { index.map(node.attributeValue(at:)) }
        if let system = value(found.systemColor) { return .system(system) }
        if let legacy = value(found.cocoaTouchSystemColor) { return .legacySystem(legacy) }
        if let catalog = value(found.catalog), let name = value(found.name) {
            return .catalog(catalog: catalog, name: name)
        }
        if let name = value(found.name) { return .named(name) }
        let alpha = value(found.alpha).map { XibNumber.parse($0) } ?? 1
        guard let alpha else { return nil }
        let colorSpace = value(found.colorSpace)
        let customSpace = value(found.customColorSpace)
        if let whiteText = value(found.white) {
            guard let white = XibNumber.parse(whiteText) else { return nil }
            let space: XibColor.WhiteSpace =
                switch colorSpace == "custom" ? customSpace : colorSpace {
                case "calibratedWhite": .calibratedWhite
                case "deviceWhite": .deviceWhite
                default: .genericGamma22Gray
                }
            return .white(white, alpha: alpha, space: space)
        }
        guard let red = value(found.red).flatMap(XibNumber.parse),
              let green = value(found.green).flatMap(XibNumber.parse),
              let blue = value(found.blue).flatMap(XibNumber.parse)
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

    /// Where each attribute a color reads is in the element, if it has it.
    private struct Found {
        var systemColor: Int?, cocoaTouchSystemColor: Int?, catalog: Int?, name: Int?, alpha: Int?
        var colorSpace: Int?, customColorSpace: Int?, white: Int?, red: Int?, green: Int?, blue: Int?
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
        let size = node[attribute: "pointSize"].flatMap(Double.init)
            ?? node[attribute: "size"].flatMap { Double($0) ?? namedSize($0) }
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

    /// Pre-Xcode 5 XIBs name UIFont's size constants instead of a point size (a switch: a
    /// dictionary literal here was built, and its keys hashed, for every font read).
    private static func namedSize(_ name: String) -> Double? {
        switch name {
        case "label": 17
        case "button": 18
        case "system": 14
        case "smallSystem": 12
        default: nil
        }
    }
}
