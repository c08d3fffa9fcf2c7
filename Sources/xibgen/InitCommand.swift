import ArgumentParser
import Foundation
import XibPlatform

/// `xibgen init`: a commented starter configuration with the XIB and storyboard roots filled in.
struct InitCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "init",
        abstract: "Write a commented starter xibgen.yml in the current directory.",
        discussion: """
            The roots are the top-level directories that contain .xib or .storyboard files (hidden \
            directories, .build, Pods, Carthage, DerivedData and node_modules are not looked into), or `.` when \
            there are none or when sources sit directly in the current directory; it says how many XIBs and \
            storyboards it found. Every other key is written with its default value and documentation. An \
            existing xibgen.yml or .xibgen.yml is left alone unless --force is given (exit status 1).
            """
    )

    @Flag(name: .long, help: "Overwrite an existing xibgen.yml (or .xibgen.yml).")
    var force = false

    func run() throws {
        Console.setUp(color: .auto, verbose: false, quiet: false)
        let fm = FileManager.default
        let cwd = fm.currentDirectoryPath
        let existing = StarterConfig.fileNames.filter { (try? fm.destinationOfSymbolicLink(atPath: cwd + "/" + $0)) != nil || fm.fileExists(atPath: cwd + "/" + $0) }
        if !existing.isEmpty && !force {
            Console.error("\(existing.joined(separator: " and ")) already exist\(existing.count == 1 ? "s" : "") in \(cwd); "
                + "edit it, or use `xibgen init --force` to replace it with a starter configuration")
            throw ExitCode(1)
        }
        let name = existing.first ?? "xibgen.yml"
        let survey = StarterConfig.survey(cwd)
        let roots = survey.roots
        do {
            try StarterConfig.text(roots: roots).write(toFile: cwd + "/" + name, atomically: true, encoding: .utf8)
        } catch {
            Console.error("cannot write \(name): \(error.localizedDescription)")
            throw ExitCode(1)
        }
        print("\(existing.isEmpty ? "wrote" : "replaced") \(name) (roots: \(roots.joined(separator: ", ")); found \(survey.counts))")
        if !StarterConfig.gitignoreMentionsCache(in: cwd) {
            print("hint: add xibgen's cache directory to .gitignore: echo '.xibgen/' >> .gitignore")
        }
        print("next: `xibgen --once` generates the view code; `xibgen` keeps it in sync while you edit")
    }
}

enum StarterConfig {
    static let fileNames = ["xibgen.yml", ".xibgen.yml"]
    /// Directories never looked into (besides hidden ones).
    static let skipped: Set<String> = [".git", ".build", "Pods", "Carthage", "DerivedData", "node_modules"]

    /// The documented configuration (`Config/xibgen.yml`, embedded) with `roots` replaced.
    static func text(roots: [String]) -> String {
        let defaultRoots = "roots:\n  - .\n"
        var text = Embedded.configuration
        precondition(text.contains(defaultRoots), "Config/xibgen.yml no longer lists `roots: [.]`")
        text = text.replacingOccurrences(of: defaultRoots, with: "roots:\n" + roots.map { "  - \(yamlScalar($0))\n" }.joined())
        return text
    }

    /// What `init` finds: the roots, and how many XIBs and storyboards they hold.
    struct Survey: Equatable {
        var roots: [String]
        var xibs = 0
        var storyboards = 0

        /// `3 XIBs, 1 storyboard`.
        var counts: String {
            func plural(_ n: Int, _ word: String) -> String { "\(n) \(word)\(n == 1 ? "" : "s")" }
            return plural(xibs, "XIB") + ", " + plural(storyboards, "storyboard")
        }
    }

    /// Top-level directories holding `.xib` or `.storyboard` files (at any depth), sorted; `["."]`
    /// when there are none or when a source sits directly in `directory`; and the sources counted.
    static func survey(_ directory: String) -> Survey {
        let fm = FileManager.default
        guard let entries = try? fm.contentsOfDirectory(atPath: directory) else { return Survey(roots: ["."]) }
        var survey = Survey(roots: [])
        var sourceAtTop = false
        for name in entries.sorted() {
            let path = directory + "/" + name
            if isSearchable(name), isDirectory(path) {
                let before = survey.xibs + survey.storyboards
                count(in: path, into: &survey)
                if survey.xibs + survey.storyboards > before { survey.roots.append(name) }
            } else if !isDirectory(path) {
                sourceAtTop = tally(name, into: &survey) || sourceAtTop
            }
        }
        if sourceAtTop || survey.roots.isEmpty { survey.roots = ["."] }
        return survey
    }

    /// Top-level directories holding sources, as `survey` finds them.
    static func detectRoots(in directory: String) -> [String] { survey(directory).roots }

    /// Counts a XIB or storyboard file name; whether it was one.
    private static func tally(_ name: String, into survey: inout Survey) -> Bool {
        let lower = name.lowercased()
        if lower.hasSuffix(".xib") { survey.xibs += 1; return true }
        if lower.hasSuffix(".storyboard") { survey.storyboards += 1; return true }
        return false
    }

    static func isSearchable(_ name: String) -> Bool { !name.hasPrefix(".") && !skipped.contains(name) }

    static func isDirectory(_ path: String) -> Bool {
        FileIO.linkStamp(path)?.isDirectory == true  // symbolic links are not followed
    }

    private static func count(in directory: String, into survey: inout Survey) {
        guard let entries = try? FileManager.default.contentsOfDirectory(atPath: directory) else { return }
        for name in entries {
            let path = directory + "/" + name
            if isDirectory(path) {
                if isSearchable(name) { count(in: path, into: &survey) }
            } else {
                _ = tally(name, into: &survey)
            }
        }
    }

    static func yamlScalar(_ s: String) -> String {
        let plain = s.allSatisfy { $0.isLetter || $0.isNumber || "._/-+".contains($0) } && !s.hasPrefix("-")
        if plain { return s }
        return "\"" + s.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }

    /// Whether `.gitignore` in `directory` already ignores `.xibgen`.
    static func gitignoreMentionsCache(in directory: String) -> Bool {
        guard let text = try? String(contentsOfFile: directory + "/.gitignore", encoding: .utf8) else { return false }
        return text.split(whereSeparator: \.isNewline).contains { line in
            let l = line.trimmingCharacters(in: .whitespaces)
            return [".xibgen", ".xibgen/", "/.xibgen", "/.xibgen/", ".xibgen/*", "/.xibgen/*"].contains(l)
        }
    }
}
