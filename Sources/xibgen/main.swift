import ArgumentParser
import Foundation
import XibGenerator
import XibPipeline
import XibPlatform
import XibWatcher


enum ReportFormat: String, ExpressibleByArgument, CaseIterable {
    case human, github, json
}

struct Xibgen: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "xibgen",
        abstract: "Convert Interface Builder .xib and .storyboard files into UIKit view code and keep it in sync.",
        usage: """
            xibgen [--once] [<options>] [<paths> ...]
            xibgen init [--force]
            xibgen install-hook [--force] [--print]
            """,
        discussion: """
            Dir/Foo.xib becomes Dir/Foo.generated.swift, Dir/Main.storyboard Dir/Main.generated.swift. Outputs \
            carry a header with content hashes, so only sources whose content (or the configuration) changed are \
            regenerated, hand-edited outputs are never overwritten without --force, and outputs whose source is gone \
            are removed.

            Without --once, xibgen syncs everything, then watches the configured roots — or the PATHs given, \
            inside the project root — (inotify, or polling with --poll) and keeps outputs in sync until SIGINT or \
            SIGTERM: one line per regenerated or removed \
            file, errors as file:line:col. It holds .xibgen/lock meanwhile, waits while .git/index.lock exists, \
            and reloads xibgen.yml when it changes (an invalid edit is reported and the previous configuration \
            stays in force).

            Exit status: 0 success (watch mode: stopped by a signal); 1 a file had errors, an output was edited by hand, another xibgen \
            holds the lock, or (with --check) something is out of date; 2 usage or configuration error.

            `xibgen init` writes a starter xibgen.yml; `xibgen install-hook` installs the git pre-commit hook. \
            A subcommand is recognised only as the first argument, so a PATH named like one (`init`) works \
            after the options (`xibgen --once init`), or as `./init`.
            """,
        version: XibgenVersion.current,
        subcommands: [InitCommand.self, InstallHookCommand.self]
    )

    @Flag(name: .long, help: "Synchronise once and exit (without it, xibgen syncs, then watches the roots until SIGINT/SIGTERM).")
    var once = false

    @Option(name: .long, help: ArgumentHelp("Watch mode: poll every INTERVAL seconds (default 1) instead of using inotify — for network filesystems, containers, non-Linux systems. The interval may be omitted.", valueName: "interval"))
    var poll: Double?

    @Option(name: .long, help: ArgumentHelp("Watch mode: handle a change once its file has been quiet this long (default: watch.settleMilliseconds, 30).", valueName: "ms"))
    var settle: Int?

    @Option(name: .customLong("max-delay"), help: ArgumentHelp("Watch mode: never wait longer than this after a burst starts (default: watch.maxDelayMilliseconds, 500).", valueName: "ms"))
    var maxDelay: Int?

    @Argument(help: "XIB or storyboard files, or directories, to handle, or in watch mode to watch (default: the configured roots). Deleted source paths remove their outputs; paths the configuration excludes are skipped.")
    var paths: [String] = []

    @Option(name: .long, help: ArgumentHelp("Configuration file (default: xibgen.yml or .xibgen.yml in the current directory).", valueName: "file"))
    var config: String?

    @Flag(name: .long, help: "Write nothing; list stale, missing, orphaned or hand-edited outputs and exit 1 if there are any.")
    var check = false

    @Flag(name: .long, help: "Overwrite (or remove) outputs that were edited by hand.")
    var force = false

    @Option(name: .customLong("changed-since"), help: ArgumentHelp("Only handle XIBs and storyboards changed since this git ref (plus untracked ones); deletions remove outputs.", valueName: "ref"))
    var changedSince: String?

    @Option(name: .long, help: ArgumentHelp("Files processed in parallel (default: number of cores).", valueName: "n"))
    var jobs: Int?

    @Option(name: .long, help: ArgumentHelp("Output format: human (compiler-style lines and a summary), github (GitHub Actions ::error/::warning annotations; with --once) or json (with --once).", valueName: "format"))
    var reporter: ReportFormat?

    /// The old name of `--reporter`, kept for scripts (the pre-commit hook uses `--report json`).
    @Option(name: .customLong("report"), help: .hidden)
    var legacyReport: ReportFormat?

    var report: ReportFormat { reporter ?? legacyReport ?? .human }

    @Option(name: .long, help: ArgumentHelp("Colour human output: auto (when writing to a terminal and NO_COLOR is unset), always or never.", valueName: "when"))
    var color: ColorMode = .auto

    @Option(name: .customLong("pid-file"), help: ArgumentHelp("Watch mode: write the process id to FILE on start (atomically) and remove it on exit, for `kill $(cat FILE)`.", valueName: "file"))
    var pidFile: String?

    @Flag(name: .long, help: "Print only diagnostics and problems, no per-file lines or summary.")
    var quiet = false

    @Flag(name: .long, help: "Also print fresh files, notes, the configuration used and timings.")
    var verbose = false

    func validate() throws {
        if let jobs, jobs < 1 { throw ValidationError("--jobs must be at least 1") }
        if quiet && verbose { throw ValidationError("--quiet and --verbose cannot be combined") }
        if let reporter, let legacyReport, reporter != legacyReport { throw ValidationError("--report is the old name of --reporter: give one of them") }
        if changedSince != nil && !paths.isEmpty { throw ValidationError("give either PATHs or --changed-since, not both") }
        if once {
            if poll != nil || settle != nil || maxDelay != nil || pidFile != nil {
                throw ValidationError("--poll, --settle, --max-delay and --pid-file apply to watch mode (without --once)")
            }
        } else {
            if changedSince != nil { throw ValidationError("--changed-since needs --once (watch mode watches the configured roots, or the PATHs given)") }
            if check { throw ValidationError("--check needs --once") }
            if report != .human { throw ValidationError("--reporter \(report.rawValue) needs --once (watch mode prints human output)") }
            if let poll, !(poll > 0 && poll <= 3600) { throw ValidationError("--poll interval must be between 0 and 3600 seconds") }
            if let settle, !(0...60_000).contains(settle) { throw ValidationError("--settle must be between 0 and 60000 ms") }
            if let maxDelay, !(1...600_000).contains(maxDelay) { throw ValidationError("--max-delay must be between 1 and 600000 ms") }
        }
    }

    func run() throws {
        Console.setUp(color: report == .human ? color : .never, verbose: verbose, quiet: quiet)
        guard once else { return try watch() }
        try OnceOptions(self).run()
    }

    /// Watch mode: `WatchCommand` until SIGINT/SIGTERM.
    func watch() throws {
        let cwd = FileManager.default.currentDirectoryPath
        var options = WatchCommand.Options(explicitConfig: config, directory: cwd)
        options.paths = paths.map { PathUtil.normalize(PathUtil.absolute($0, base: cwd)) }
        options.settleMilliseconds = settle
        options.maxDelayMilliseconds = maxDelay
        options.pollInterval = poll
        options.jobs = jobs
        options.force = force
        options.quiet = quiet
        options.verbose = verbose
        options.command = CommandLine.arguments.joined(separator: " ")
        // Signals are caught from here on, so one arriving during the first sync still ends cleanly.
        let signals = SignalHandler()
        let runner: WatchCommand
        do {
            let colors = Console.colors
            runner = try WatchCommand(options: options, output: WatchCommand.Output(
                stdout: { lines in Console.write(StandardStreams.output, colors.out(lines)) },
                stderr: { lines in Console.write(StandardStreams.error, colors.err(lines)) }))
        } catch {
            eprint(error.description)
            throw ExitCode(error.exitCode)
        }
        var pid: PidFile?
        if let pidFile {
            do {
                pid = try PidFile.create(pidFile)
                Console.logger.debug("pid \(CurrentProcess.id) in \(pidFile)")
            } catch {
                Console.error("cannot write the pid file \(pidFile): \(error)")
                throw ExitCode(2)
            }
        }
        defer { pid?.remove() }
        let outcome = Outcome()
        let done = DispatchSemaphore(value: 0)
        Task {
            do throws(WatchCommand.Failure) {
                outcome.code = try await runner.run(signals: signals)
            } catch {
                eprint(error.description)
                outcome.code = error.exitCode
            }
            done.signal()
        }
        done.wait()
        signals.cancel()
        if outcome.code != 0 { throw ExitCode(outcome.code) }
    }

    /// `--poll` takes an optional value: `--poll` alone (or followed by something that is not a
    /// number) means `--poll 1`.
    static func normalize(_ arguments: [String]) -> [String] {
        var result: [String] = []
        var i = 0
        while i < arguments.count {
            let arg = arguments[i]
            if arg == "--" { result += arguments[i...]; break }
            result.append(arg)
            if arg == "--poll" {
                let next = i + 1 < arguments.count ? arguments[i + 1] : nil
                if next.flatMap(Double.init) == nil { result.append("1") }
            }
            i += 1
        }
        return result
    }

    static func displayPrefix(root: String, cwd: String) -> String {
        let cwd = PathUtil.normalize(cwd)
        if root == cwd { return "" }
        return PathUtil.relative(root, to: cwd) ?? root
    }
}

/// What a `--once` run reads of its command line: `Xibgen`'s options, or those of the common
/// shape `simple(_:)` recognises without ArgumentParser.
struct OnceOptions: Equatable {
    var paths: [String] = []
    var config: String?
    var check = false
    var force = false
    var changedSince: String?
    var jobs: Int?
    var report = ReportFormat.human
    var color = ColorMode.auto
    var quiet = false
    var verbose = false

    init() {}

    init(_ command: Xibgen) {
        (paths, config, check, force, changedSince, jobs) = (command.paths, command.config, command.check, command.force, command.changedSince, command.jobs)
        (report, color, quiet, verbose) = (command.report, command.color, command.quiet, command.verbose)
    }

    /// The pre-commit hook's and editors' shape — `--once`, the flags `--check`, `--force`,
    /// `--quiet`, `--verbose` (each at most once, not both of the last two) and paths that do not
    /// start with `-` — read directly: ArgumentParser's parse reflects over `Xibgen`'s properties
    /// and types (13 M instructions, more than a single-file sync's own planning). Anything else,
    /// `--help` and every error included, is nil and goes through ArgumentParser.
    static func simple(_ arguments: [String]) -> OnceOptions? {
        var options = OnceOptions()
        var once = false
        func set(_ flag: inout Bool) -> Bool {
            if flag { return false }
            flag = true
            return true
        }
        for argument in arguments {
            switch argument {
            case "--once": guard set(&once) else { return nil }
            case "--check": guard set(&options.check) else { return nil }
            case "--force": guard set(&options.force) else { return nil }
            case "--quiet": guard set(&options.quiet) else { return nil }
            case "--verbose": guard set(&options.verbose) else { return nil }
            default:
                guard !argument.isEmpty, !argument.hasPrefix("-") else { return nil }
                options.paths.append(argument)
            }
        }
        guard once, !(options.quiet && options.verbose) else { return nil }
        return options
    }

    func run() throws {
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
                eprint("xibgen: error: --changed-since \(ref): \(error)")
                throw ExitCode(2)
            }
        } else if !paths.isEmpty {
            scope = .paths(paths.map { PathUtil.normalize(PathUtil.absolute($0, base: cwd)) }, honorExcludes: false)
        } else {
            scope = .fullRescan
        }
        Console.logger.debug("root \(pipeline.root), config \(loaded.file ?? "(defaults)")")
        let command = CommandLine.arguments.joined(separator: " ")
        var syncOptions = SyncOptions(check: check, force: force, jobs: jobs, command: command)
        // The process ends with this run: what it builds is left to the exit, not freed, and
        // its heap grows in large steps.
        syncOptions.keptUntilExit = .process
        ProcessHeap.growInLargeSteps()
        let progress = ProgressLine.wanted(human: report == .human, quiet: quiet)
            ? ProgressLine { bytes in StandardStreams.write(bytes, to: StandardStreams.error) } : nil
        if let progress { syncOptions.progress = { done, total in progress.update(done: done, total: total) } }
        let result: SyncResult
        do {
            defer { progress?.finish() }
            result = try pipeline.sync(scope, options: syncOptions)
        } catch let error as ScopeError {
            eprint("xibgen: error: \(error)")
            throw ExitCode(2)
        } catch {
            eprint("xibgen: error: \(error)")
            throw ExitCode(1)
        }
        let reporter = SyncReporter(displayPrefix: Xibgen.displayPrefix(root: pipeline.root, cwd: cwd), verbose: verbose, quiet: quiet)
        switch report {
        case .json:
            print(reporter.json(result))
        case .github:
            let lines = reporter.github(result)
            if !lines.isEmpty { print(lines.joined(separator: "\n")) }
        case .human:
            let lines = reporter.human(result)
            // One write per stream: thousands of diagnostics should not cost thousands of syscalls.
            Console.err(lines.stderr)
            Console.out(lines.stdout)
        }
        Console.logger.debug("\(String(format: "%.3f s", Date().timeIntervalSince(start)))")
        ExitKeeper.process.keep((result, pipeline))
        let code = result.exitCode
        if code != 0 { throw ExitCode(code) }
    }
}

func eprint(_ s: String) {
    Console.err([s])
}

final class Outcome: @unchecked Sendable {
    var code: Int32 = 0
}

/// `init` and `install-hook` as the first argument. The root command cannot route them itself:
/// its `PATH…` argument would take the word as a path.
struct XibgenSubcommands: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "xibgen",
        subcommands: [InitCommand.self, InstallHookCommand.self]
    )
    static let names = Set(configuration.subcommands.compactMap { $0.configuration.commandName })
}

let arguments = Array(CommandLine.arguments.dropFirst())
if let first = arguments.first,
   XibgenSubcommands.names.contains(first) || (first == "help" && arguments.count > 1 && XibgenSubcommands.names.contains(arguments[1])) {
    XibgenSubcommands.main(arguments)
} else if let once = OnceOptions.simple(arguments) {
    Console.setUp(color: .auto, verbose: once.verbose, quiet: once.quiet)
    do {
        try once.run()
    } catch {
        Xibgen.exit(withError: error)
    }
} else {
    Xibgen.main(Xibgen.normalize(arguments))
}
