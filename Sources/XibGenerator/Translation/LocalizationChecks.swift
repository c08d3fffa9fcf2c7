import XibModel

/// What a localized document's translations leave behind, once per file: keys that name no
/// localizable text of the document (stale translations), texts some language does not
/// translate, and translation files that could not be read.
enum LocalizationChecks {
    /// At most this many keys are named in one message; the count says how many there are.
    static let listedKeys = 5

    static func diagnostics(_ document: XibDocument, input: LocalizationInput) -> [Diagnostic] {
        let texts = document.localizableTexts
        let keys = Set(texts.map(\.key))
        let start = SourceLocation(line: 1, column: 1)
        var diagnostics: [Diagnostic] = []

        for problem in input.problems {
            diagnostics.append(Diagnostic(.warning, kind: "unreadable-translations",
                "\(problem.path):\(problem.line): \(problem.message); its translations are not checked", at: start))
        }

        // Stale keys, per file (a string catalog holds every language: its keys once).
        var stalePaths: [String] = []
        var stale: [String: [LocalizationTable.Entry]] = [:]
        for table in input.tables {
            for entry in table.entries where !keys.contains(entry.key) {
                if stale[table.path] == nil { stalePaths.append(table.path) }
                if stale[table.path]?.contains(where: { $0.key == entry.key }) != true {
                    stale[table.path, default: []].append(entry)
                }
            }
        }
        for path in stalePaths {
            let entries = stale[path]!
            let listed = entries.prefix(listedKeys).map { entry in
                entry.line > 0 ? "\"\(entry.key)\" (line \(entry.line))" : "\"\(entry.key)\""
            }
            diagnostics.append(Diagnostic(.warning, kind: "stale-translation",
                "\(path): \(count(entries.count, "key")) name\(entries.count == 1 ? "s" : "") no localizable text of the document "
                    + "(stale translation\(entries.count == 1 ? "" : "s")): \(list(listed, total: entries.count))", at: start))
        }

        // Missing translations, per language (its `.strings` and `.stringsdict` together).
        guard !texts.isEmpty else { return diagnostics }
        var languages: [String] = []
        var translated: [String: Set<String>] = [:]
        var files: [String: [String]] = [:]
        for table in input.tables {
            if translated[table.language] == nil { languages.append(table.language) }
            translated[table.language, default: []].formUnion(table.entries.map(\.key))
            if files[table.language]?.contains(table.path) != true { files[table.language, default: []].append(table.path) }
        }
        let distinctTexts = uniqueByKey(texts)
        for language in languages {
            let missing = distinctTexts.filter { !translated[language]!.contains($0.key) }
            guard let first = missing.first else { continue }
            let listed = missing.prefix(listedKeys).map { "\"\($0.key)\" (\(SwiftLiteral.string($0.value)), line \($0.location.line))" }
            let where_ = files[language]!.joined(separator: ", ")
            diagnostics.append(Diagnostic(.warning, kind: "missing-translation",
                "\(language): \(missing.count) of \(distinctTexts.count) localizable texts have no translation in \(where_) "
                    + "and show the base text: \(list(listed, total: missing.count))", at: first.location))
        }
        return diagnostics
    }

    private static func uniqueByKey(_ texts: [XibLocalizableText]) -> [XibLocalizableText] {
        var seen = Set<String>()
        return texts.filter { seen.insert($0.key).inserted }
    }

    private static func count(_ n: Int, _ noun: String) -> String { n == 1 ? "1 \(noun)" : "\(n) \(noun)s" }

    private static func list(_ listed: [String], total: Int) -> String {
        let more = total - listed.count
        return listed.joined(separator: ", ") + (more > 0 ? " and \(more) more" : "")
    }
}
