// Canonical spellings shared by the expectation (test target, from the XIB) and the run
// driver (compiled with generated code against the UIKit surface). Foundation-free on purpose.
// Symlinked into Tests/XibConformanceTests/Core.

enum XibCheckCanonical {
    static func quote(_ text: String?) -> String {
        guard let text else { return "nil" }
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }

    /// `x,y,width,height`.
    static func frame(x: Double, y: Double, width: Double, height: Double) -> String {
        "\(number(x)),\(number(y)),\(number(width)),\(number(height))"
    }

    static func number(_ value: Double) -> String {
        var rounded = (value * 10000).rounded() / 10000
        if rounded == 0 { rounded = 0 }
        if rounded == rounded.rounded(), abs(rounded) < 1e15 { return String(Int(rounded)) }
        return String(rounded)
    }

    /// `first.attr REL second.attr xM C @P`, margins as the margins guide, `baseline` as
    /// `lastBaseline`; with multiplier 1 the lesser item goes first (`a == b + c` ≡ `b == a - c`).
    static func constraint(
        first: String, firstAttribute: String, relation: String, second: String?, secondAttribute: String?,
        multiplier: Double, constant: Double, priority: Double
    ) -> String {
        func normalise(_ item: String, _ attribute: String) -> String {
            var item = item, attribute = attribute
            if attribute == "baseline" { attribute = "lastBaseline" }
            if attribute.hasSuffix("WithinMargins") {
                attribute = String(attribute.dropLast("WithinMargins".count)); item += ".margins"
            } else if attribute.hasSuffix("Margin") {
                attribute = String(attribute.dropLast("Margin".count)); item += ".margins"
            }
            return item + "." + attribute
        }
        var a = normalise(first, firstAttribute)
        var relation = relation
        var constant = constant
        var b = "-"
        if let second, let secondAttribute, secondAttribute != "notAnAttribute" {
            b = normalise(second, secondAttribute)
            if abs(multiplier - 1) < 1e-9, b < a {
                swap(&a, &b)
                constant = -constant
                relation = relation == "lessThanOrEqual" ? "greaterThanOrEqual" : relation == "greaterThanOrEqual" ? "lessThanOrEqual" : relation
            }
        }
        let op = relation == "equal" ? "==" : relation == "lessThanOrEqual" ? "<=" : ">="
        return "\(a) \(op) \(b) x\(number(multiplier)) \(constant < 0 ? "" : "+")\(number(constant)) @\(number(priority))"
    }

}
