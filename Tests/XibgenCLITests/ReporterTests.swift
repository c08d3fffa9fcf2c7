import Foundation
import Testing
import XibModel
import XibPipeline
@testable import xibgen

/// The reporters on hand-made results: every status and reason worded, notices by their
/// severity value, and the rule that the library never names one of the tool's options.
@Suite struct ReporterTests {
    static func file(_ status: FileStatus, _ reason: FileResult.Reason? = nil, diagnostics: [Diagnostic] = []) -> FileResult {
        FileResult(source: "App/Foo.xib", output: "App/Foo.generated.swift", status: status, reason: reason, diagnostics: diagnostics)
    }

    static func result(_ files: [FileResult], notices: [Notice] = [], check: Bool = false, durations: [String: Double] = [:]) -> SyncResult {
        SyncResult(files: files, scanned: files.count, notices: notices, check: check, durations: durations)
    }

    @Test("each status and reason is worded once, here; --force is named where it changes the outcome", arguments: [
        (file(.stale, .sourceChanged), "stdout", "App/Foo.generated.swift: stale (source changed)"),
        (file(.stale, .configurationChanged), "stdout", "App/Foo.generated.swift: stale (configuration or xibgen version changed)"),
        (file(.stale, .editedByHand), "stdout", "App/Foo.generated.swift: stale (edited by hand)"),
        (file(.stale, .notWrittenByXibgen), "stdout", "App/Foo.generated.swift: stale (not written by xibgen)"),
        (file(.missing, .missing), "stdout", "App/Foo.generated.swift: missing"),
        (file(.orphaned, .sourceGone), "stdout", "App/Foo.generated.swift: orphaned (source App/Foo.xib is gone)"),
        (file(.removed, .sourceGone), "stdout", "removed App/Foo.generated.swift (source App/Foo.xib is gone)"),
        (file(.written), "stdout", "wrote App/Foo.generated.swift"),
        (file(.handEdited, .editedByHand), "stderr", "App/Foo.generated.swift: edited by hand (use --force to overwrite)"),
        (file(.handEdited, .notWrittenByXibgen), "stderr", "App/Foo.generated.swift: not written by xibgen (use --force to overwrite)"),
        (file(.handEdited, .sourceGone), "stderr", "App/Foo.generated.swift: orphaned (source App/Foo.xib is gone) but edited by hand (use --force to remove)"),
        (file(.error, .cannotReadSource), "stderr", "App/Foo.xib: error: cannot read source"),
        (file(.error, .notARegularFile, diagnostics: [Diagnostic(.error, kind: "io-error", "App/Foo.generated.swift exists and is not a regular file", at: .unknown)]),
         "stderr", "App/Foo.xib: error: App/Foo.generated.swift exists and is not a regular file"),
    ])
    func humanLines(file: FileResult, stream: String, line: String) {
        let lines = SyncReporter().human(Self.result([file]))
        #expect((stream == "stdout" ? lines.stdout : lines.stderr).first == line)
    }

    @Test("every reason has words of its own")
    func everyReasonIsWorded() {
        let words = FileResult.Reason.allCases.map(Wording.describe)
        #expect(Set(words).count == words.count)
        #expect(!words.contains { $0.isEmpty })
    }

    @Test("watch mode: regenerated and removed lines carry the time taken; no summary")
    func watchStyle() {
        let result = Self.result([Self.file(.written), FileResult(source: "B.xib", output: "B.generated.swift", status: .removed, reason: .sourceGone)],
                                 durations: ["App/Foo.generated.swift": 0.0012, "B.generated.swift": 0.0003])
        #expect(SyncReporter().human(result, style: .watch).stdout == [
            "regenerated App/Foo.generated.swift (1.2 ms)", "removed B.generated.swift (0.3 ms, source B.xib is gone)",
        ])
    }

    @Test("notices are worded from their kind and reported with their own severity, never one read from text")
    func notices() {
        let result = Self.result([], notices: [
            Notice(.warning, .cacheCorrupt, path: ".xibgen/memo"),
            Notice(.error, .directoryUnreadable, path: "Hidden", detail: "Permission denied"),
            Notice(.warning, .cacheNotSaved, path: ".xibgen/memo", detail: "/p/.xibgen/memo: cannot write: No space left on device"),
        ])
        let reporter = SyncReporter(quiet: true)
        #expect(reporter.human(result).stderr == [
            "xibgen: warning: cache .xibgen/memo was corrupt; rebuilding it",
            "xibgen: error: cannot read directory Hidden: Permission denied; XIBs in it were not handled",
            "xibgen: warning: cannot save cache: /p/.xibgen/memo: cannot write: No space left on device",
        ])
        #expect(reporter.github(result) == [
            "::warning::cache .xibgen/memo was corrupt; rebuilding it",
            "::error::cannot read directory Hidden: Permission denied; XIBs in it were not handled",
            "::warning::cannot save cache: /p/.xibgen/memo: cannot write: No space left on device",
        ])
    }

    @Test func jsonReport() throws {
        let broken = FileResult(source: "App/Broken.xib", output: "App/Broken.generated.swift", status: .error, reason: .errorsInSource,
                                diagnostics: [Diagnostic(.error, kind: "parse-error", "Opening and ending tag mismatch", at: SourceLocation(line: 5, column: 15))])
        let result = Self.result([broken, Self.file(.written), Self.file(.stale, .sourceChanged)], notices: [Notice(.warning, .cacheCorrupt, path: ".xibgen/memo")])
        let json = SyncReporter(displayPrefix: "../p").json(result)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        let files = try #require(object["files"] as? [[String: Any]])
        #expect(files.map { $0["status"] as? String } == ["error", "written", "stale"])
        #expect(files.map { $0["reason"] as? String } == ["errors in source", nil, "stale (source changed)"])
        #expect(files.first?["source"] as? String == "../p/App/Broken.xib")
        let diag = try #require((files[0]["diagnostics"] as? [[String: Any]])?.first)
        #expect(diag["line"] as? Int == 5)
        #expect(diag["kind"] as? String == "parse-error")
        #expect(object["exitCode"] as? Int == 1)
        #expect(object["notices"] as? [String] == ["xibgen: warning: cache .xibgen/memo was corrupt; rebuilding it"])
    }

    /// The library reports facts; which option changes an outcome is the tool's to say. The one
    /// exception is the generated files' header, whose text is part of the output contract.
    @Test("no string literal in XibPipeline names one of xibgen's options")
    func libraryNamesNoOption() throws {
        let options = Set(Xibgen.helpMessage().matches(of: /--[a-z][a-z-]*/).map { String($0.output) })
        #expect(options.isSuperset(of: ["--force", "--once", "--check", "--config", "--reporter", "--poll"]), "\(options)")
        let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Sources/XibPipeline")
        let files = try FileManager.default.contentsOfDirectory(atPath: sources.path).filter { $0.hasSuffix(".swift") }
        #expect(!files.isEmpty)
        var found: [String] = []
        for name in files {
            let text = try String(contentsOf: sources.appendingPathComponent(name), encoding: .utf8)
            for literal in SwiftStringLiterals.in(text) where !literal.contains(GeneratedHeaderContract.instruction) {
                for match in literal.matches(of: /--[a-z][a-z-]*/) where options.contains(String(match.output)) {
                    found.append("\(name): \(literal)")
                }
            }
        }
        #expect(found.isEmpty, "\(found)")
    }

    @Test("the literal scanner finds strings, not comments")
    func literalScanner() {
        let text = #"""
            let a = "use --force" // "--once" in a comment
            /* "--check" */ let b = "x\"--y\"z"
            let c = """
                multi --line
                """
            let d = "a \(f("--inner", x)) b"
            """#
        #expect(SwiftStringLiterals.in(text) == ["use --force", #"x\"--y\"z"#, "    multi --line\n    ", "--inner", "a \\() b"])
    }
}

/// The part of `GeneratedHeader.text` that names an option: fixed by the output contract (README).
enum GeneratedHeaderContract {
    static let instruction = "Do not edit: run `xibgen --once` to regenerate."
}

/// The contents of Swift string literals in `text` (single-line and multi-line, escapes kept as
/// written; literals inside interpolations listed on their own), skipping comments. Enough for
/// the project's own sources; raw strings (`#"…"#`) are not used there.
enum SwiftStringLiterals {
    static func `in`(_ text: String) -> [String] {
        var scanner = Scanner(chars: Array(text))
        scanner.code(until: nil)
        return scanner.literals
    }

    private struct Scanner {
        let chars: [Character]
        var i = 0
        var literals: [String] = []

        init(chars: [Character]) { self.chars = chars }

        func at(_ k: Int) -> Character? { k < chars.count ? chars[k] : nil }

        /// Code up to an unbalanced `closer` (or the end): comments skipped, literals collected.
        mutating func code(until closer: Character?) {
            var depth = 0
            while i < chars.count {
                let c = chars[i]
                if c == "/", at(i + 1) == "/" {
                    while i < chars.count, chars[i] != "\n" { i += 1 }
                } else if c == "/", at(i + 1) == "*" {
                    i += 2
                    while i < chars.count, !(chars[i] == "*" && at(i + 1) == "/") { i += 1 }
                    i += 2
                } else if c == "\"" {
                    literal()
                } else {
                    if c == "(" { depth += 1 }
                    if c == closer {
                        if depth == 0 { i += 1; return }
                        depth -= 1
                    }
                    i += 1
                }
            }
        }

        mutating func literal() {
            let multiline = at(i + 1) == "\"" && at(i + 2) == "\""
            let delimiter = multiline ? 3 : 1
            i += delimiter
            if multiline, at(i) == "\n" { i += 1 }
            var text = ""
            while i < chars.count {
                let c = chars[i]
                if c == "\\", at(i + 1) == "(" {
                    text += "\\("
                    i += 2
                    code(until: ")")
                    text += ")"
                } else if c == "\\", let next = at(i + 1) {
                    text.append(c)
                    text.append(next)
                    i += 2
                } else if c == "\"", !multiline || (at(i + 1) == "\"" && at(i + 2) == "\"") {
                    i += delimiter
                    break
                } else {
                    text.append(c)
                    i += 1
                }
            }
            literals.append(text)
        }
    }
}
