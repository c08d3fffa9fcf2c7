import ArgumentParser
import Foundation
import XibPipeline

#if canImport(Glibc)
import Glibc
#endif

enum ReportFormat: String, ExpressibleByArgument, CaseIterable {
    case human, json
}

struct Xibgen: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "xibgen",
        abstract: "Convert Interface Builder .xib files into UIKit view code and keep it in sync.",
        discussion: """
            Dir/Foo.xib becomes Dir/Foo.generated.swift. Outputs carry a header with content hashes, so \
            only XIBs whose content (or the configuration) changed are regenerated, hand-edited outputs are \
            never overwritten without --force, and outputs whose XIB is gone are removed.

            Exit status: 0 success; 1 a file had errors, an output was edited by hand, another xibgen \
            holds the lock, or (with --check) something is out of date; 2 usage or configuration error.
            """,
        version: XibgenVersion.current
    )

    @Flag(name: .long, help: "Synchronise once and exit (without it, xibgen watches for changes).")
    var once = false

    @Argument(help: "XIB files or directories to handle (default: the configured roots). Deleted XIB paths remove their outputs.")
    var paths: [String] = []

    @Option(name: .long, help: ArgumentHelp("Configuration file (default: xibgen.yml or .xibgen.yml in the current directory).", valueName: "file"))
    var config: String?

    @Flag(name: .long, help: "Write nothing; list stale, missing, orphaned or hand-edited outputs and exit 1 if there are any.")
    var check = false

    @Flag(name: .long, help: "Overwrite (or remove) outputs that were edited by hand.")
    var force = false

    @Option(name: .customLong("changed-since"), help: ArgumentHelp("Only handle XIBs changed since this git ref (plus untracked ones); deletions remove outputs.", valueName: "ref"))
    var changedSince: String?

    @Option(name: .long, help: ArgumentHelp("Files processed in parallel (default: number of cores).", valueName: "n"))
    var jobs: Int?

    @Option(name: .long, help: ArgumentHelp("Report format: human or json.", valueName: "format"))
    var report: ReportFormat = .human

    @Flag(name: .long, help: "Print only diagnostics and problems, no per-file lines or summary.")
    var quiet = false

    @Flag(name: .long, help: "Also print fresh files, notes, the configuration used and timings.")
    var verbose = false

    func validate() throws {
        if let jobs, jobs < 1 { throw ValidationError("--jobs must be at least 1") }
        if quiet && verbose { throw ValidationError("--quiet and --verbose cannot be combined") }
        if changedSince != nil && !paths.isEmpty { throw ValidationError("give either PATHs or --changed-since, not both") }
    }

    func run() throws {
        guard once else {
            FileHandle.standardError.write(Data("xibgen: watch mode is not available yet; use --once\n".utf8))
            throw ExitCode(2)
        }
        let start = Date()
        let cwd = FileManager.default.currentDirectoryPath
        let loaded: LoadedConfig
        do {
            let directory = config == nil ? ConfigLoader.searchDirectory(for: paths, currentDirectory: cwd) : cwd
            loaded = try ConfigLoader.load(explicitPath: config, directory: directory)
        } catch {
            eprint(error.description)
            throw ExitCode(2)
        }
        let pipeline = Pipeline(loaded)
        let scope: SyncScope
        if let ref = changedSince {
            do {
                let changed = try GitChanges.changedPaths(since: ref, in: pipeline.root)
                let realRoot = FileIO.realpath(pipeline.root) ?? pipeline.root
                scope = .paths(changed.map { p in
                    if realRoot != pipeline.root, let rel = PathUtil.relative(p, to: realRoot) { return PathUtil.join(pipeline.root, rel) }
                    return p
                }, honorExcludes: true)
            } catch {
                eprint("xibgen: error: \(error)")
                throw ExitCode(2)
            }
        } else if !paths.isEmpty {
            scope = .paths(paths.map { PathUtil.normalize(PathUtil.absolute($0, base: cwd)) }, honorExcludes: false)
        } else {
            scope = .fullRescan
        }
        if verbose {
            eprint("xibgen: root \(pipeline.root), config \(loaded.file ?? "(defaults)")")
        }
        let command = CommandLine.arguments.joined(separator: " ")
        let result: SyncResult
        do {
            result = try pipeline.sync(scope, options: SyncOptions(check: check, force: force, jobs: jobs, command: command))
        } catch let error as ScopeError {
            eprint("xibgen: error: \(error)")
            throw ExitCode(2)
        } catch {
            eprint("xibgen: error: \(error)")
            throw ExitCode(1)
        }
        let reporter = SyncReporter(displayPrefix: displayPrefix(root: pipeline.root, cwd: cwd), verbose: verbose, quiet: quiet)
        switch report {
        case .json:
            print(reporter.json(result))
        case .human:
            let lines = reporter.human(result)
            // One write per stream: thousands of diagnostics should not cost thousands of syscalls.
            if !lines.stderr.isEmpty { eprint(lines.stderr.joined(separator: "\n")) }
            if !lines.stdout.isEmpty { print(lines.stdout.joined(separator: "\n")) }
        }
        if verbose {
            eprint(String(format: "xibgen: %.3f s", Date().timeIntervalSince(start)))
        }
        let code = result.exitCode
        if code != 0 { throw ExitCode(code) }
    }

    func displayPrefix(root: String, cwd: String) -> String {
        let cwd = PathUtil.normalize(cwd)
        if root == cwd { return "" }
        return PathUtil.relative(root, to: cwd) ?? root
    }
}

func eprint(_ s: String) {
    FileHandle.standardError.write(Data((s + "\n").utf8))
}

Xibgen.main()
