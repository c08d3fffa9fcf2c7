import Foundation
import XibModel
import XibGenerator
import XibPipeline
import XibPlatform

/// How xibgen words what the pipeline reports: statuses with their reasons, run-level notices.
/// The only place that knows which option changes an outcome (`--force`).
enum Wording {
    /// The text after `OUTPUT: ` for a file's status and reason (`stale (source changed)`), or
    /// nil when the status needs none (fresh, written).
    static func problem(_ file: FileResult, source: String) -> String? {
        switch (file.status, file.reason) {
        case (.fresh, _), (.written, _):
            return nil
        case (.handEdited, .sourceGone?):
            return "orphaned (source \(source) is gone) but edited by hand (use --force to remove)"
        case (.handEdited, .notWrittenByXibgen?):
            return "not written by xibgen (use --force to overwrite)"
        case (.handEdited, _):
            return "edited by hand (use --force to overwrite)"
        case (.stale, let reason?):
            return "stale (\(describe(reason)))"
        case (.stale, nil):
            return "stale"
        case (.missing, _):
            return "missing"
        case (.orphaned, _):
            return "orphaned (source \(source) is gone)"
        case (.removed, _):
            return "source \(source) is gone"
        case (.error, let reason?):
            return describe(reason)
        case (.error, nil):
            return "failed"
        }
    }

    /// A reason in a few words.
    static func describe(_ reason: FileResult.Reason) -> String {
        switch reason {
        case .missing: return "missing"
        case .sourceChanged: return "source changed"
        case .configurationChanged: return "configuration or xibgen version changed"
        case .editedByHand: return "edited by hand"
        case .interruptedWrite: return "left torn by an interrupted run"
        case .notWrittenByXibgen: return "not written by xibgen"
        case .sourceGone: return "source is gone"
        case .notARegularFile: return "output path exists and is not a regular file"
        case .cannotReadSource: return "cannot read source"
        case .errorsInSource: return "errors in source"
        case .cannotWriteOutput: return "cannot write output"
        case .cannotRemoveOutput: return "cannot remove output"
        case .outsideRoot: return "outside the project root"
        case .outputConflict: return "another source generates the same output"
        case .assetsChanged: return "the asset catalogs changed which asset symbols it uses"
        }
    }

    /// A notice's text, without the `xibgen: warning: ` prefix.
    static func notice(_ notice: Notice) -> String {
        switch notice.kind {
        case .cacheCorrupt:
            return "cache \(notice.path) was corrupt; rebuilding it"
        case .cacheNotSaved:
            return "cannot save cache: \(notice.detail ?? notice.path)"
        case .directoryUnreadable:
            return "cannot read directory \(notice.path): \(notice.detail ?? "unreadable"); XIBs in it were not handled"
        }
    }

    /// `xibgen: warning: …` for human output.
    static func noticeLine(_ notice: Notice) -> String {
        "xibgen: \(notice.severity.rawValue): \(Self.notice(notice))"
    }
}

/// Formats a `SyncResult` for people (compiler-style lines and a summary, for `--once` or for
/// watch mode's status lines), GitHub Actions (workflow commands) or machines (JSON).
struct SyncReporter: Sendable {
    /// Prepended to root-relative paths when printing (e.g. the root when it is not the working directory).
    var displayPrefix: String
    var verbose: Bool
    var quiet: Bool

    init(displayPrefix: String = "", verbose: Bool = false, quiet: Bool = false) {
        self.displayPrefix = displayPrefix
        self.verbose = verbose
        self.quiet = quiet
    }

    func display(_ rel: String) -> String { displayPrefix.isEmpty ? rel : PathUtil.join(displayPrefix, rel) }

    static func format(_ d: Diagnostic, path: String) -> String {
        if d.location == .unknown || d.location.line == 0 { return "\(path): \(d.severity.rawValue): \(d.message)" }
        return d.formatted(path: path)
    }

    struct Lines: Sendable {
        /// Written/removed/stale lines and the summary.
        var stdout: [String] = []
        /// Diagnostics, errors, hand-edit refusals, notices.
        var stderr: [String] = []
    }

    /// How written and removed files are announced.
    enum Style {
        /// `wrote OUT`, `removed OUT (source X is gone)`, then the summary.
        case once
        /// Watch mode: `regenerated OUT (1.2 ms)`, `removed OUT (0.3 ms, source X is gone)`, no summary.
        case watch
    }

    /// Human output, in sorted path order.
    func human(_ result: SyncResult, style: Style = .once) -> Lines {
        var lines = Lines()
        lines.stderr += result.notices.map(Wording.noticeLine)
        for f in result.files {
            let src = display(f.source), out = display(f.output)
            let problem = Wording.problem(f, source: display(f.source))
            for d in f.diagnostics where d.severity != .note || verbose {
                lines.stderr.append(Self.format(d, path: src))
            }
            switch f.status {
            case .written:
                if quiet { break }
                switch style {
                case .once: lines.stdout.append("wrote \(out)")
                case .watch: lines.stdout.append("regenerated \(out)\(Self.took(result.durations[f.output]))")
                }
            case .removed:
                if quiet { break }
                switch style {
                case .once: lines.stdout.append("removed \(out) (\(problem ?? ""))")
                case .watch: lines.stdout.append("removed \(out)\(Self.took(result.durations[f.output], problem))")
                }
            case .fresh: if verbose { lines.stdout.append("fresh \(out)") }
            case .handEdited: lines.stderr.append("\(out): \(problem ?? "")")
            case .stale, .missing, .orphaned: lines.stdout.append("\(out): \(problem ?? f.status.rawValue)")
            case .error: if f.diagnostics.isEmpty { lines.stderr.append("\(src): error: \(problem ?? "failed")") }
            }
        }
        if !quiet, style == .once { lines.stdout.append(summary(result)) }
        return lines
    }

    /// ` (1.2 ms, EXTRA)`, or nothing when there is neither.
    private static func took(_ seconds: Double?, _ extra: String? = nil) -> String {
        var parts: [String] = []
        if let seconds { parts.append(String(format: "%.1f ms", seconds * 1000)) }
        if let extra { parts.append(extra) }
        return parts.isEmpty ? "" : " (" + parts.joined(separator: ", ") + ")"
    }

    func summary(_ result: SyncResult) -> String {
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

    /// The workflow command for a severity.
    static func command(for severity: Diagnostic.Severity) -> String {
        switch severity {
        case .error: return "error"
        case .warning: return "warning"
        case .note: return "notice"
        }
    }

    /// GitHub Actions workflow commands (`::error file=…,line=…,col=…::message`): one per
    /// notice, diagnostic and problem (stale, missing, orphaned, hand-edited, failed), so they
    /// show up as annotations on the pull request; then the summary as a plain line (unless quiet).
    func github(_ result: SyncResult) -> [String] {
        var lines: [String] = []
        for notice in result.notices {
            lines.append(Self.workflowCommand(Self.command(for: notice.severity), file: nil, message: Wording.notice(notice)))
        }
        for f in result.files {
            let src = display(f.source), out = display(f.output)
            for d in f.diagnostics where d.severity != .note || verbose {
                let line = d.location == .unknown ? 0 : d.location.line
                lines.append(Self.workflowCommand(Self.command(for: d.severity), file: src, line: line, column: line > 0 ? d.location.column : 0, message: d.message))
            }
            let problem = Wording.problem(f, source: src)
            switch f.status {
            case .handEdited, .stale, .missing, .orphaned:
                lines.append(Self.workflowCommand("error", file: out, message: problem ?? f.status.rawValue))
            case .error where f.diagnostics.isEmpty:
                lines.append(Self.workflowCommand("error", file: src, message: problem ?? "failed"))
            default:
                break
            }
        }
        if !quiet { lines.append(summary(result)) }
        return lines
    }

    /// One workflow command, escaped as GitHub's toolkit does (`escapeData` / `escapeProperty`).
    static func workflowCommand(_ command: String, file: String?, line: Int = 0, column: Int = 0, message: String) -> String {
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
    static func escapeData(_ s: String) -> String {
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
    static func escapeProperty(_ s: String) -> String {
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

    func json(_ result: SyncResult) -> String {
        let files = result.files.map { f in
            JSONFile(
                source: display(f.source), output: display(f.output), status: f.status.rawValue,
                reason: Wording.problem(f, source: display(f.source)),
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
        let report = JSONReport(version: XibgenVersion.current, check: result.check, exitCode: result.exitCode, files: files,
                                summary: summary, notices: result.notices.map(Wording.noticeLine))
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        let data = (try? encoder.encode(report)) ?? Data("{}".utf8)
        return String(decoding: data, as: UTF8.self)
    }
}
