import XibModel

/// Images: asset names, SF Symbols, `<imageReference>` with scale and rendering mode,
/// and `<preferredSymbolConfiguration>`.
enum ImageTranslation {
    static let renderingModes = ["template": ".alwaysTemplate", "original": ".alwaysOriginal", "automatic": ".automatic"]
    static let scales: Set<String> = ["default", "unspecified", "small", "medium", "large"]
    static let weights: Set<String> = ["ultraLight", "thin", "light", "regular", "medium", "semibold", "bold", "heavy", "black"]

    /// `<imageReference key="image" image="arrow.right" catalog="system" symbolScale="large" renderingMode="template"/>`.
    static func reference(_ node: XibNode, context: ElementContext) -> String? {
        guard let name = node[attribute: "image"] else { return nil }
        let isSymbol = node[attribute: "catalog"] == "system"
        var expression: String
        if isSymbol, let scale = node[attribute: "symbolScale"], scales.contains(scale), scale != "default", scale != "unspecified" {
            expression = "UIImage(systemName: \(SwiftLiteral.string(name)), withConfiguration: UIImage.SymbolConfiguration(scale: .\(scale)))"
        } else {
            expression = context.image(named: name, catalog: node[attribute: "catalog"])
        }
        if let mode = node[attribute: "renderingMode"].flatMap({ renderingModes[$0] }), mode != ".automatic" {
            expression += "\(ElementContext.memberAccess(after: expression))withRenderingMode(\(mode))"
        }
        return expression
    }

    /// `<preferredSymbolConfiguration …>` → a `UIImage.SymbolConfiguration` expression.
    static func symbolConfiguration(_ node: XibNode, context: inout ElementContext) -> String? {
        let scale = node[attribute: "scale"].flatMap { scales.contains($0) && $0 != "default" && $0 != "unspecified" ? $0 : nil }
        let weight = node[attribute: "weight"].flatMap { weights.contains($0) ? $0 : nil }
        switch node[attribute: "configurationType"] {
        case "font":
            guard let fontNode = node.child(named: "fontDescription"), let font = XibFontParser.parse(fontNode) else { return nil }
            if case .textStyle(let style) = font, let swiftStyle = FontTranslation.textStyles[style] {
                return "UIImage.SymbolConfiguration(textStyle: .\(swiftStyle)\(scale.map { ", scale: .\($0)" } ?? ""))"
            }
            let expression = AttributedStringTranslation.nonOptionalFont(font, context: &context, at: fontNode.location)
            return "UIImage.SymbolConfiguration(font: \(expression)\(scale.map { ", scale: .\($0)" } ?? ""))"
        case "pointSize":
            guard let size = node[attribute: "pointSize"].flatMap(SwiftLiteral.number) else { return nil }
            var arguments = "pointSize: \(size)"
            if let weight { arguments += ", weight: .\(weight)" }
            if let scale { arguments += weight == nil ? ", weight: .regular, scale: .\(scale)" : ", scale: .\(scale)" }
            return "UIImage.SymbolConfiguration(\(arguments))"
        default:
            if let scale, let weight { return "UIImage.SymbolConfiguration(weight: .\(weight)).applying(UIImage.SymbolConfiguration(scale: .\(scale)))" }
            if let scale { return "UIImage.SymbolConfiguration(scale: .\(scale))" }
            if let weight { return "UIImage.SymbolConfiguration(weight: .\(weight))" }
            return nil
        }
    }
}
