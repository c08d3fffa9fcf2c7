/// A statement with `{}` where the value goes (`textColor = {}`), split once so that
/// rendering joins the pieces around the value instead of searching the template each time.
struct StatementTemplate: Sendable {
    let text: String
    /// `text` split at its `{}`s, when it is ASCII (as every rule's is).
    private let parts: [String]?

    init(_ text: String) {
        self.text = text
        self.parts = Self.split(text)
    }

    /// `prefix + text` with `value` for each `{}`.
    func render(_ value: String, after prefix: String = "") -> String {
        guard let parts else { return prefix + text.replacingAll("{}", with: value) }
        if parts.count == 2 { return "\(prefix)\(parts[0])\(value)\(parts[1])" }
        var result = prefix + parts[0]
        for part in parts.dropFirst() {
            result += value
            result += part
        }
        return result
    }

    /// Appends `render(value, after: prefix)` to `list`, without building the line apart.
    func render(_ value: String, after prefix: String, into list: inout StatementList) {
        if let parts, parts.count == 2 {
            list.append(prefix, parts[0], value, parts[1])
        } else {
            list.append(render(value, after: prefix))
        }
    }

    private static func split(_ template: String) -> [String]? {
        let bytes = Array(template.utf8)
        guard bytes.allSatisfy({ $0 < 0x80 }) else { return nil }
        var parts: [String] = []
        var start = 0
        var index = 0
        while index + 1 < bytes.count {
            if bytes[index] == UInt8(ascii: "{"), bytes[index + 1] == UInt8(ascii: "}") {
                parts.append(String(decoding: bytes[start..<index], as: UTF8.self))
                index += 2
                start = index
            } else {
                index += 1
            }
        }
        parts.append(String(decoding: bytes[start...], as: UTF8.self))
        return parts
    }
}
