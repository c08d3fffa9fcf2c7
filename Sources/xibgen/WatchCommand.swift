import Foundation
import XibPipeline
import XibPlatform
import XibWatcher

/// `xibgen` watch mode (the command without `--once`): syncs everything once (each sync under the pipeline lock), then keeps outputs in sync
/// with a `WatchSession` until SIGINT/SIGTERM. Editing the config file reloads it (an invalid
/// edit is reported and the previous configuration stays in force).
///
/// Status lines: `regenerated OUT (1.2 ms)`, `removed OUT (0.3 ms)` on stdout; diagnostics
/// (`file:line:col: error: …`), hand-edit refusals and notices on stderr.
final class WatchCommand: @unchecked Sendable {
    struct Options: Sendable {
        /// `--config FILE`, if given.
        var explicitConfig: String?
        /// The working directory: the config is looked for here (see `configDirectory`), and
        /// paths are shown relative to it.
        var directory: String
        /// XIB files and directories to watch instead of the configured roots: absolute, inside
        /// the project root; `exclude` still applies.
        var paths: [String] = []
        /// Overrides `watch.settleMilliseconds` / `watch.maxDelayMilliseconds`.
        var settleMilliseconds: Int?
        var maxDelayMilliseconds: Int?
        /// Poll every this many seconds instead of inotify.
        var pollInterval: Double?
        var jobs: Int?
        var force = false
        var quiet = false
        var verbose = false
        var command = "xibgen"
        /// How long a sync waits for another xibgen (a pre-commit hook, a one-shot run) to finish.
        var lockTimeout: Double = 60

        init(explicitConfig: String? = nil, directory: String) {
            self.explicitConfig = explicitConfig
            self.directory = directory
        }
    }

    /// Where status lines go (each call is one write).
    struct Output: Sendable {
        var stdout: @Sendable ([String]) -> Void
        var stderr: @Sendable ([String]) -> Void
        init(stdout: @escaping @Sendable ([String]) -> Void, stderr: @escaping @Sendable ([String]) -> Void) {
            self.stdout = stdout
            self.stderr = stderr
        }

    }

    enum Failure: Error, CustomStringConvertible {
        /// Configuration error at start-up (exit 2).
        case config(ConfigError)
        /// A PATH that cannot be watched (exit 2).
        case usage(String)
        /// Lock busy or watcher could not start (exit 1).
        case other(String)

        var description: String {
            switch self {
            case let .config(error): return error.description
            case let .usage(message), let .other(message): return "xibgen: error: \(message)"
            }
        }
        var exitCode: Int32 {
            switch self {
            case .config, .usage: return 2
            case .other: return 1
            }
        }
    }

    let options: Options
    let output: Output

    // Touched only by `run` and the (serial) batch handler.
    private var loaded: LoadedConfig
    private var pipeline: Pipeline
    /// A sync that could not run (the lock stayed busy): the next batch rescans everything.
    private var needsFullRescan = false
    private var pendingReload: LoadedConfig?
    private var configText: String?
    private var signals: SignalHandler?
    /// The PATHs given, relative to the project root; empty: the configured roots are watched.
    private let watchedPaths: [String]

    init(options: Options, output: Output) throws(Failure) {
        self.options = options
        self.output = output
        do {
            loaded = try ConfigLoader.load(explicitPath: options.explicitConfig, directory: Self.configDirectory(options))
        } catch {
            throw .config(error)
        }
        pipeline = Pipeline(loaded)
        configText = loaded.file.flatMap { try? String(contentsOfFile: $0, encoding: .utf8) }
        var relative: [String] = []
        for path in options.paths {
            guard let rel = PathUtil.relative(PathUtil.normalize(path), to: loaded.root) else {
                throw .usage("\(path): outside the project root \(loaded.root); watch mode watches paths inside it")
            }
            guard let stamp = FileIO.stamp(path) else { throw .usage("\(path): no such file or directory") }
            guard stamp.isDirectory || SourceFiles.isSource(rel) else { throw .usage("\(path): not a .xib or .storyboard file, or a directory") }
            if !relative.contains(rel) { relative.append(rel) }
        }
        watchedPaths = relative
    }

    /// Where the configuration is looked for: the working directory, unless every PATH lies
    /// outside it (as for `--once PATH…`, see `ConfigLoader.searchDirectory`).
    static func configDirectory(_ options: Options) -> String {
        let cwd = PathUtil.normalize(PathUtil.absolute(options.directory, base: FileManager.default.currentDirectoryPath))
        return options.explicitConfig == nil ? ConfigLoader.searchDirectory(for: options.paths, currentDirectory: cwd) : cwd
    }

    /// A sync of everything watched.
    private var everything: SyncScope {
        watchedPaths.isEmpty ? .fullRescan : .paths(watchedPaths, honorExcludes: false)
    }

    /// A sync of changed files. Events come only for XIBs the watch filter accepts (inside the
    /// scope, not excluded); the configured roots bound them only when no PATH was given.
    private func changed(_ paths: [String]) -> SyncScope {
        .paths(paths, honorExcludes: watchedPaths.isEmpty)
    }

    /// Runs until SIGINT or SIGTERM (or `signals` fires); returns the exit status (0 after a signal).
    func run(signals: SignalHandler = SignalHandler()) async throws(Failure) -> Int32 {
        self.signals = signals
        var first = true
        while true {
            let watcher = makeWatcher(loaded)
            let session = WatchSession(watcher: watcher, options: coalescerOptions(loaded.config))
            let report: WatchStartupReport
            do {
                // Start watching before the full sync, so nothing changed during it is missed.
                report = try session.start()
            } catch {
                watcher.stop()
                if first { throw .other("cannot watch \(pipeline.root): \(error)") }
                output.stderr(["xibgen: error: cannot watch \(pipeline.root) with the new configuration: \(error)"])
                return 1
            }
            fullSync(initial: first)
            printStartup(report)
            first = false
            let reason: WatchSession.StopReason
            do {
                reason = try await session.run(stoppingOn: signals) { [self] batch in handle(batch, session: session) }
            } catch {
                output.stderr(["xibgen: error: watcher failed: \(error)"])
                return 1
            }
            if reason == .stopped, let next = pendingReload {
                pendingReload = nil
                apply(next)
                continue
            }
            if !options.quiet {
                if case let .signal(sig) = reason {
                    output.stdout(["xibgen: stopped (\(Signals.name(sig)))"])
                } else {
                    output.stdout(["xibgen: stopped"])
                }
            }
            return 0
        }
    }

    // MARK: - Watching

    var configCandidates: Set<String> {
        let dir = Self.configDirectory(options)
        if let explicit = options.explicitConfig {
            return [PathUtil.normalize(PathUtil.absolute(explicit, base: dir))]
        }
        return Set(ConfigLoader.fileNames.map { PathUtil.join(dir, $0) })
    }

    func coalescerOptions(_ config: XibgenConfig) -> ChangeCoalescer.Options {
        let settle = options.settleMilliseconds ?? config.watchSettleMilliseconds
        let maxDelay = options.maxDelayMilliseconds ?? config.watchMaxDelayMilliseconds
        return ChangeCoalescer.Options(quietPeriod: .milliseconds(settle), maxDelay: .milliseconds(max(1, maxDelay)))
    }

    func makeWatcher(_ loaded: LoadedConfig) -> any FileWatcher {
        let filter = Self.filter(for: loaded, watching: watchedPaths.isEmpty ? loaded.config.roots : watchedPaths, configFiles: configCandidates)
        let interval: Duration = .milliseconds(Int(((options.pollInterval ?? 1) * 1000).rounded()))
        return AutomaticWatcher(roots: [loaded.root], filter: filter,
                                mode: options.pollInterval == nil ? .automatic : .polling, pollingInterval: interval)
    }

    /// The project root is watched (so the config file is seen), minus every directory that is
    /// neither inside nor on the way to a watched path (`scope`: the configured roots, or the
    /// PATHs given, root-relative), excluded directories, the cache and the output directory.
    /// Files: `*.xib` and `*.storyboard` in the scope that discovery would pick up, translations (`.strings`,
    /// `.stringsdict`, `.xcstrings`) unless localization is off, and the config file; never
    /// xibgen's own outputs or temporary files.
    static func filter(for loaded: LoadedConfig, watching scope: [String], configFiles: Set<String>) -> WatchFilter {
        let root = loaded.root
        let config = loaded.config
        let roots = scope.map { PathUtil.normalize($0) }
        let excludes = ExcludeMatcher(patterns: config.exclude)
        let cache = PathUtil.normalize(config.cacheDirectory)
        let outputDirectory = config.outputDirectory.map { PathUtil.normalize($0) }
        let suffix = config.outputSuffix
        let neverWatched = WatchFilter.defaultExcludedDirectoryNames
        let watchesTranslations = config.localization.mode != .never

        @Sendable func under(_ rel: String, _ dir: String) -> Bool { dir == "." || rel == dir || rel.hasPrefix(dir + "/") }
        @Sendable func relative(_ abs: String) -> String? { PathUtil.relative(PathUtil.normalize(abs), to: root) }

        return WatchFilter(
            matchesFile: { path in
                if configFiles.contains(path) { return true }
                let name = PathUtil.basename(path)
                // Translations too: a changed `.strings` table regenerates the documents it translates.
                // Asset catalogs' files and image files: a name added or removed re-checks the documents.
                // Swift files: the documents whose owner classes they declare (`OwnerSources`).
                guard SourceFiles.isSource(name) || (watchesTranslations && LocalizationSources.isTranslationsFile(name))
                        || AssetCatalogs.affectsIndex(path) || OwnerSources.affectsIndex(name, outputSuffix: suffix),
                      !name.hasPrefix(".") else { return false }
                guard let rel = relative(path) else { return false }
                return roots.contains { under(rel, $0) } && !excludes.isExcludedPath(rel)
            },
            isExcludedDirectory: { path in
                guard let rel = relative(path) else { return true }
                if rel == "." { return false }
                if neverWatched.contains(PathUtil.basename(path)) { return true }
                if under(rel, cache) { return true }
                if let outputDirectory, under(rel, outputDirectory) { return true }
                if roots.contains(where: { under(rel, $0) }) { return excludes.isExcludedPath(rel) }
                // Not inside a root: watch it only on the way to one.
                return !roots.contains { $0.hasPrefix(rel + "/") }
            },
            isIgnored: { path in path.hasSuffix(suffix) || PathUtil.basename(path).contains(".xibgen-tmp-") }
        )
    }

    private func handle(_ batch: FileChangeBatch, session: WatchSession) {
        if !batch.notices.isEmpty { output.stderr(batch.notices.map { "xibgen: warning: \($0)" }) }
        let candidates = configCandidates
        var paths = batch.allPaths
        if paths.contains(where: candidates.contains) {
            paths.removeAll(where: candidates.contains)
            if let reloaded = reloadConfig() {
                // Roots, excludes or the cache may have changed: restart the watcher, then a full sync.
                pendingReload = reloaded
                session.stop()
                return
            }
        }
        if batch.rescanNeeded || needsFullRescan {
            if options.verbose { output.stderr(batch.rescanReasons.map { "xibgen: full rescan: \($0)" }) }
            sync(everything)
        } else if !paths.isEmpty {
            sync(changed(paths))
        }
    }

    /// A changed, valid configuration, or nil (unchanged, or invalid: reported, previous kept).
    private func reloadConfig() -> LoadedConfig? {
        let name = loaded.file.map { options.explicitConfig ?? PathUtil.basename($0) } ?? "configuration"
        let next: LoadedConfig
        do {
            next = try ConfigLoader.load(explicitPath: options.explicitConfig, directory: Self.configDirectory(options))
        } catch {
            output.stderr(["\(error.description)", "xibgen: keeping the previous configuration"])
            return nil
        }
        let text = next.file.flatMap { try? String(contentsOfFile: $0, encoding: .utf8) }
        if next.config == loaded.config, next.root == loaded.root, next.file == loaded.file {
            if text != configText, options.verbose { output.stdout(["xibgen: \(name) changed; nothing that matters to xibgen"]) }
            configText = text
            return nil
        }
        return next
    }

    private func apply(_ next: LoadedConfig) {
        let nextPipeline = Pipeline(next)
        let name = next.file.map { options.explicitConfig ?? PathUtil.basename($0) } ?? "defaults (no configuration file)"
        if !options.quiet { output.stdout(["xibgen: reloaded \(name)"]) }
        loaded = next
        pipeline = nextPipeline
        configText = next.file.flatMap { try? String(contentsOfFile: $0, encoding: .utf8) }
    }

    // MARK: - Syncing and status lines

    private var reporter: SyncReporter {
        SyncReporter(displayPrefix: displayPrefix, verbose: options.verbose, quiet: options.quiet)
    }

    private var displayPrefix: String {
        let cwd = PathUtil.normalize(PathUtil.absolute(options.directory, base: FileManager.default.currentDirectoryPath))
        if pipeline.root == cwd { return "" }
        return PathUtil.relative(pipeline.root, to: cwd) ?? pipeline.root
    }

    private func fullSync(initial: Bool) {
        if let result = sync(everything), !options.quiet {
            output.stdout([reporter.summary(result)])
        }
    }

    @discardableResult
    private func sync(_ scope: SyncScope) -> SyncResult? {
        let result: SyncResult
        // The lock is taken for each sync, not for the watcher's lifetime, so a pre-commit hook or
        // a one-shot run can work while the watcher idles; neither ever interleaves writes.
        var syncOptions = SyncOptions(force: options.force, jobs: options.jobs, takeLock: true,
                                      lockTimeout: options.lockTimeout, command: options.command)
        let signals = self.signals
        // On SIGINT/SIGTERM, finish the files being written and skip the rest.
        syncOptions.isCancelled = { signals?.receivedSignal != nil }
        do {
            result = try pipeline.sync(scope, options: syncOptions)
        } catch {
            output.stderr(["xibgen: error: \(error)", "xibgen: will rescan everything on the next change"])
            needsFullRescan = true
            return nil
        }
        if scope == everything { needsFullRescan = false }
        let lines = reporter.human(result, style: .watch)
        output.stderr(lines.stderr)
        output.stdout(lines.stdout)
        if signals?.receivedSignal != nil, !options.quiet {
            output.stdout(["xibgen: interrupted; files not handled yet are left for the next run"])
        }
        return result
    }

    private func printStartup(_ report: WatchStartupReport) {
        if !report.warnings.isEmpty { output.stderr(report.warnings.map { "xibgen: warning: \($0)" }) }
        guard !options.quiet else { return }
        let settle = options.settleMilliseconds ?? loaded.config.watchSettleMilliseconds
        let maxDelay = options.maxDelayMilliseconds ?? loaded.config.watchMaxDelayMilliseconds
        let watched = watchedPaths.isEmpty ? "roots: " + loaded.config.roots.joined(separator: ", ") : "paths: " + watchedPaths.joined(separator: ", ")
        let dirs = report.directoryCount
        var lines = ["xibgen: watching \(pipeline.root) (\(watched)): \(dirs) director\(dirs == 1 ? "y" : "ies"), "
            + "\(report.matchingFileCount) file\(report.matchingFileCount == 1 ? "" : "s"), \(report.excludedDirectories) excluded; "
            + "\(report.backend), settle \(settle) ms, max delay \(maxDelay) ms; Ctrl-C to stop"]
        if options.verbose, let file = loaded.file { lines.append("xibgen: configuration \(file)") }
        output.stdout(lines)
    }
}
