import Foundation

/// Aggregates subject results into the corpus table printed by `scripts/check-corpus`.
public struct CorpusSummary: Sendable {
    public var files = 0
    public var parseFailures = 0
    public var noViews = 0
    public var results: [SubjectResult] = []
    public var failureKinds: [String: Int] = [:]
    public var examples: [String: String] = [:]
    /// File → the locals of its generated code that shadow a member of their type (`MemberShadowing`).
    public var shadowing: [String: [String]] = [:]

    public init() {}

    public mutating func addParseFailure(_ name: String, _ message: String) {
        parseFailures += 1
        count("parse: " + Self.shape(message), example: name)
    }

    mutating func count(_ kind: String, example: String) {
        failureKinds[kind, default: 0] += 1
        if examples[kind] == nil { examples[kind] = example }
    }

    /// Records the generated code's locals that shadow members (none is the only right count).
    public mutating func checkShadowing(_ name: String, source: String) {
        let shadowed = MemberShadowing.shadowedLocals(in: source)
        guard !shadowed.isEmpty else { return }
        shadowing[name] = shadowed
        count("shadow: a local shares a member's name", example: name)
    }

    public mutating func add(_ result: SubjectResult) {
        results.append(result)
        var kinds: Set<String> = []
        for (mode, errors) in result.typecheckErrors {
            for error in errors { kinds.insert("typecheck(swift \(mode)): " + Self.shape(error)) }
        }
        if let failure = result.runFailure { kinds.insert("run: " + Self.shape(String(failure.prefix(90)))) }
        for (section, diff) in result.diffs {
            for line in diff.missing { kinds.insert(Self.diffKind(section, "missing", line)) }
            for line in diff.extra { kinds.insert(Self.diffKind(section, "extra", line)) }
        }
        for segue in result.segues where segue.actual != segue.expected {
            kinds.insert("segue \(segue.kind): " + (segue.actual.map { _ in "differs" } ?? "not reached"))
        }
        for kind in kinds { count(kind, example: result.name) }
    }

    /// Segues fired through the generated flow, per kind: fired, agreeing with the storyboard.
    public var segueTable: String {
        var byKind: [String: (fired: Int, agree: Int)] = [:]
        for result in results {
            for segue in result.segues {
                var entry = byKind[segue.kind, default: (0, 0)]
                entry.fired += 1
                if segue.actual == segue.expected { entry.agree += 1 }
                byKind[segue.kind] = entry
            }
        }
        guard !byKind.isEmpty else { return "" }
        var lines = ["| segue kind | fired | agree with the storyboard |", "| --- | --- | --- |"]
        for (kind, entry) in byKind.sorted(by: { $0.key < $1.key }) {
            lines.append("| \(kind) | \(entry.fired) | \(entry.agree) |")
        }
        let total = byKind.values.reduce((0, 0)) { ($0.0 + $1.fired, $0.1 + $1.agree) }
        lines.append("| all | \(total.0) | \(total.1) |")
        return lines.joined(separator: "\n")
    }

    /// Every segue whose run differs from the storyboard: file, expected, actual.
    public var segueDisagreements: [String] {
        results.flatMap { result in
            result.segues.filter { $0.actual != $0.expected }.map { "\(result.name): expected \($0.expected), got \($0.actual ?? "nothing (crashed or not run)")" }
        }
    }

    /// Error text with names, numbers and paths abstracted.
    static func shape(_ message: String) -> String {
        var text = message
        if let range = text.range(of: ": error: ") { text = String(text[range.upperBound...]) }
        if let match = text.firstRange(of: #/^s\d+_(gen|stub)\.swift:\d+: /#) { text = text.replacingCharacters(in: match, with: "") }
        text = text.replacing(#/'[^']*'/#, with: "'_'")
        text = text.replacing(#/\d+/#, with: "N")
        return String(text.prefix(110))
    }

    static func diffKind(_ section: String, _ side: String, _ line: String) -> String {
        // line: "[t] section payload"
        let payload = line.split(separator: " ", maxSplits: 2).dropFirst(2).first.map(String.init) ?? ""
        let words = payload.split(separator: " ").map(String.init)
        var what: String
        switch section {
        case "view": what = words.count > 1 ? words[1].replacing(#/\[.*\]/#, with: "[…]") : payload
        case "hier": what = words.count > 1 ? (words.contains("arranged") ? "arranged" : "children") : payload
        case "constraint":
            if payload.contains("external:") { what = "item is another top-level object" }
            else if payload.contains("orphan") { what = "item not in the view tree" }
            else if payload.contains("NO-COMMON-ANCESTOR") { what = "no common ancestor" }
            else if payload.contains("guide(") { what = "unknown layout guide" }
            else { what = words.first.map { String($0.split(separator: ".").last ?? "") } ?? "" }
        case "outlet": what = payload.contains("constraint") ? "constraint outlet" : (words.first?.contains(".") == true ? "custom-class outlet" : "owner outlet")
        case "action": what = words.last ?? ""
        case "prop", "state": what = words.count > 1 ? String(words[1].prefix { $0 != "=" }) : payload
        case "frame": what = words.first.map { $0 == "design" ? "at the design size" : "after a resize" } ?? ""
        case "deliver": what = words.first.map { $0 == "item" || $0 == "gesture" ? $0 : "control" } ?? ""
        default: what = ""
        }
        return "\(section) \(side): \(what)"
    }

    public var table: String {
        let generated = results.count
        let typechecked = results.filter(\.typechecks)
        let ran = results.filter { $0.ran }
        func pct(_ n: Int, _ d: Int) -> String { d == 0 ? "n/a" : String(format: "%.1f%% (%d/%d)", 100 * Double(n) / Double(d), n, d) }
        var lines: [String] = []
        lines.append("| metric | value |")
        lines.append("| --- | --- |")
        lines.append("| XIB files | \(files) |")
        lines.append("| parse failures | \(parseFailures) |")
        lines.append("| no top-level views | \(noViews) |")
        lines.append("| generated files | \(generated) |")
        lines.append("| type-check pass (Swift 5 and 6) | \(pct(typechecked.count, generated)) |")
        for mode in [5, 6] {
            lines.append("| type-check pass (Swift \(mode)) | \(pct(results.filter { $0.typecheckErrors[mode]?.isEmpty ?? false }.count, generated)) |")
        }
        lines.append("| ran against the surface | \(pct(ran.count, typechecked.count)) of type-checked |")
        for section in Expectation.sections {
            let agree = ran.filter { $0.diffs[section]?.isEmpty ?? true }.count
            lines.append("| \(section) agreement | \(pct(agree, ran.count)) |")
        }
        let autoresized = ran.map(\.autoresizedViews).reduce(0, +)
        lines.append("| frames after resize (autoresized views at the nib's frame) | \(pct(ran.map(\.autoresizedViewsAtNibFrame).reduce(0, +), autoresized)) |")
        lines.append("| files with a local shadowing a member | \(shadowing.count) (\(shadowing.values.map(\.count).reduce(0, +)) locals) |")
        lines.append("| full agreement (of generated) | \(pct(results.filter(\.agrees).count, generated)) |")
        lines.append("")
        lines.append("Top failure kinds (files affected, example):")
        for (kind, count) in failureKinds.sorted(by: { ($0.value, $1.key) > ($1.value, $0.key) }).prefix(25) {
            lines.append(String(format: "%6d  ", count) + kind + "   e.g. " + (examples[kind] ?? ""))
        }
        return lines.joined(separator: "\n")
    }
}
