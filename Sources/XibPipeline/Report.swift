import Foundation
import XibModel
import XibPlatform

/// Formats a `SyncResult` for people (compiler-style lines + summary), GitHub Actions
/// (workflow commands) or machines (JSON).
public struct SyncReporter: Sendable {
    /// Prepended to root-relative paths when printing (e.g. the root when it is not the working directory).
    public var displayPrefix: String
    public var verbose: Bool
    public var quiet: Bool

    public init(displayPrefix: String = "", verbose: Bool = false, quiet: Bool = false) {
        self.displayPrefix = displayPrefix
        self.verbose = verbose
        self.quiet = quiet
    }

    func display(_ rel: String) -> String { displayPrefix.isEmpty ? rel : PathUtil.join(displayPrefix, rel) }

    public static func format(_ d: Diagnostic, path: String) -> String {
        if d.location == .unknown || d.location.line == 0 { return "\(path): \(d.severity.rawValue): \(d.message)" }
        return d.formatted(path: path)
    }

    public struct Lines: Sendable {
        /// Written/removed/stale lines and the summary.
        public var stdout: [String] = []
        /// Diagnostics, errors, hand-edit refusals, notices.
        public var stderr: [String] = []
    }

    /// Human output, in sorted path order.
    public func human(_ result: SyncResult) -> Lines {
        var lines = Lines()
        lines.stderr += result.notices
        for f in result.files {
            let src = display(f.source), out = display(f.output)
            for d in f.diagnostics where d.severity != .note || verbose {
                lines.stderr.append(Self.format(d, path: src))
            }
            switch f.status {
            case .written: if !quiet { lines.stdout.append("wrote \(out)") }
            case .removed: if !quiet { lines.stdout.append("removed \(out) (\(f.reason ?? "source is gone"))") }
            case .fresh: if verbose { lines.stdout.append("fresh \(out)") }
            case .handEdited: lines.stderr.append("\(out): \(f.reason ?? "edited by hand (use --force to overwrite)")")
            case .stale, .missing, .orphaned: lines.stdout.append("\(out): \(f.reason ?? f.status.rawValue)")
            case .error:
                if f.diagnostics.isEmpty { lines.stderr.append("\(src): error: \(f.reason ?? "failed")") }
            }
        }
        if !quiet { lines.stdout.append(summary(result)) }
        return lines
    }

    public func summary(_ result: SyncResult) -> String {
        let errors = result.count(.error)
        var parts = ["\(result.scanned) scanned"]
        if result.check {
            let outOfDate = result.count(.stale) + result.count(.missing) + result.count(.orphaned)
            parts += ["\(result.count(.fresh)) fresh", "\(outOfDate) out of date"]
        } else {
            parts += ["\(result.count(.written)) written", "\(result.count(.fresh)) fresh", "\(result.count(.removed)) removed"]
        }
        parts.append("\(result.count(.handEdited)) edited by hand")
        parts.append("\(errors) error\(errors == 1 ? "" : "s")")
        var warnings = "\(result.warningCount) warning\(result.warningCount == 1 ? "" : "s")"
        let byKind = result.warningsByKind
        if !byKind.isEmpty { warnings += " (" + byKind.map { "\($0.kind): \($0.count)" }.joined(separator: ", ") + ")" }
        parts.append(warnings)
        return "xibgen\(result.check ? " --check" : ""): " + parts.joined(separator: ", ")
    }

    // MARK: GitHub Actions

    /// GitHub Actions workflow commands (`::error file=…,line=…,col=…::message`): one per
    /// diagnostic and per problem (stale, missing, orphaned, hand-edited, failed), so they show
    /// up as annotations on the pull request; then the summary as a plain line (unless quiet).
    public func github(_ result: SyncResult) -> [String] {
        var lines: [String] = []
        for notice in result.notices {
            var text = notice
            var command = "warning"
            for (prefix, kind) in [("xibgen: warning: ", "warning"), ("xibgen: error: ", "error"), ("xibgen: ", "notice")] where text.hasPrefix(prefix) {
                text.removeFirst(prefix.count)
                command = kind
                break
            }
            lines.append(Self.workflowCommand(command, file: nil, message: text))
        }
        for f in result.files {
            let src = display(f.source), out = display(f.output)
            for d in f.diagnostics where d.severity != .note || verbose {
                let command = d.severity == .note ? "notice" : d.severity.rawValue
                let line = d.location == .unknown ? 0 : d.location.line
                lines.append(Self.workflowCommand(command, file: src, line: line, column: line > 0 ? d.location.column : 0, message: d.message))
            }
            switch f.status {
            case .handEdited:
                lines.append(Self.workflowCommand("error", file: out, message: f.reason ?? "edited by hand (use --force to overwrite)"))
            case .stale, .missing, .orphaned:
                lines.append(Self.workflowCommand("error", file: out, message: f.reason ?? f.status.rawValue))
            case .error where f.diagnostics.isEmpty:
                lines.append(Self.workflowCommand("error", file: src, message: f.reason ?? "failed"))
            default:
                break
            }
        }
        if !quiet { lines.append(summary(result)) }
        return lines
    }

    /// One workflow command, escaped as GitHub's toolkit does (`escapeData` / `escapeProperty`).
    public static func workflowCommand(_ command: String, file: String?, line: Int = 0, column: Int = 0, message: String) -> String {
        var properties: [String] = []
        if let file { properties.append("file=" + escapeProperty(file)) }
        if line > 0 {
            properties.append("line=\(line)")
            if column > 0 { properties.append("col=\(column)") }
        }
        let props = properties.isEmpty ? "" : " " + properties.joined(separator: ",")
        return "::\(command)\(props)::\(escapeData(message))"
    }

    /// `%`, CR and LF in a command's message.
    public static func escapeData(_ s: String) -> String {
        var out = ""
        for c in s.unicodeScalars {
            switch c {
            case "%": out += "%25"
            case "\r": out += "%0D"
            case "\n": out += "%0A"
            default: out.unicodeScalars.append(c)
            }
        }
        return out
    }

    /// `%`, CR, LF, `:` and `,` in a property value.
    public static func escapeProperty(_ s: String) -> String {
        escapeData(s).replacingOccurrences(of: ":", with: "%3A").replacingOccurrences(of: ",", with: "%2C")
    }

    // MARK: JSON

    struct JSONDiagnostic: Codable {
        var severity: String, kind: String, message: String, line: Int, column: Int
    }
    struct JSONFile: Codable {
        var source: String, output: String, status: String
        var reason: String?
        var diagnostics: [JSONDiagnostic]
        var typeNames: [String]
    }
    struct JSONSummary: Codable {
        var scanned: Int, written: Int, fresh: Int, removed: Int, errors: Int, handEdited: Int
        var stale: Int, missing: Int, orphaned: Int, warnings: Int
        var warningsByKind: [String: Int]
    }
    struct JSONReport: Codable {
        var version: String, check: Bool, exitCode: Int32
        var files: [JSONFile]
        var summary: JSONSummary
        var notices: [String]
    }

    public func json(_ result: SyncResult) -> String {
        let files = result.files.map { f in
            JSONFile(
                source: display(f.source), output: display(f.output), status: f.status.rawValue, reason: f.reason,
                diagnostics: f.diagnostics.map {
                    JSONDiagnostic(severity: $0.severity.rawValue, kind: $0.kind, message: $0.message, line: $0.location.line, column: $0.location.column)
                },
                typeNames: f.typeNames)
        }
        var byKind: [String: Int] = [:]
        for (k, c) in result.warningsByKind { byKind[k] = c }
        let summary = JSONSummary(
            scanned: result.scanned, written: result.count(.written), fresh: result.count(.fresh), removed: result.count(.removed),
            errors: result.count(.error), handEdited: result.count(.handEdited), stale: result.count(.stale),
            missing: result.count(.missing), orphaned: result.count(.orphaned), warnings: result.warningCount, warningsByKind: byKind)
        let report = JSONReport(version: XibgenVersion.current, check: result.check, exitCode: result.exitCode, files: files, summary: summary, notices: result.notices)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        let data = (try? encoder.encode(report)) ?? Data("{}".utf8)
        return String(decoding: data, as: UTF8.self)
    }
}
