#if canImport(Glibc)
import Glibc
#endif
import Foundation
import XibGenerator
import XibModel
import XibPlatform

/// What to synchronise.
public enum SyncScope: Sendable, Equatable {
    /// Discover every XIB under the configured roots and every candidate orphan output.
    case fullRescan
    /// Exactly these paths (absolute, or relative to the project root). Each may be a XIB, a generated
    /// output, or a directory, and may no longer exist (a deleted XIB removes its output).
    /// With `honorExcludes`, paths outside `roots` or matching `exclude` are ignored (watcher,
    /// `--changed-since`); without, they are handled as given (explicit command-line paths).
    case paths([String], honorExcludes: Bool)
}

public struct SyncOptions: Sendable {
    /// Write nothing (outputs, memo, lock); report stale/missing/orphaned/hand-edited outputs.
    public var check: Bool = false
    /// Overwrite (or remove) outputs edited by hand.
    public var force: Bool = false
    /// Worker count; results are identical for any value.
    public var jobs: Int = ProcessInfo.processInfo.activeProcessorCount
    /// Take `<cache>/lock` for the run. Set to false when the caller already holds it (see `Pipeline.acquireLock`).
    public var takeLock: Bool = true
    public var lockTimeout: Double = 2.0
    /// Recorded in the lock file.
    public var command: String = "xibgen"
    /// Asked before each file: once true, files not yet started are skipped (the result lists only
    /// the files handled). Lets watch mode stop on SIGINT after the file being written.
    public var isCancelled: (@Sendable () -> Bool)? = nil

    public init(check: Bool = false, force: Bool = false, jobs: Int? = nil, takeLock: Bool = true, lockTimeout: Double = 2.0, command: String = "xibgen") {
        self.check = check
        self.force = force
        if let jobs { self.jobs = max(1, jobs) }
        self.takeLock = takeLock
        self.lockTimeout = lockTimeout
        self.command = command
    }
}

public enum FileStatus: String, Sendable, Codable, CaseIterable {
    case fresh, written, removed, error
    case handEdited = "hand-edited"
    case stale, missing, orphaned
}

/// The outcome for one XIB (or one orphaned output). Paths are relative to the project root.
public struct FileResult: Sendable, Equatable {
    public var source: String
    public var output: String
    public var status: FileStatus
    /// Why (stale/orphaned/hand-edited/error), human-readable.
    public var reason: String?
    public var diagnostics: [Diagnostic]
    /// Types declared by freshly generated code (empty for files not regenerated this run).
    public var typeNames: [String]
}

public struct SyncResult: Sendable {
    /// Sorted by source path; identical for any `jobs`.
    public var files: [FileResult]
    /// XIBs examined.
    public var scanned: Int
    /// Run-level warnings (e.g. a corrupt memo that was rebuilt).
    public var notices: [String]
    public var check: Bool
    /// Seconds spent on each file this run, keyed by output path (status lines in watch mode).
    public var durations: [String: Double] = [:]

    public func count(_ status: FileStatus) -> Int { files.reduce(0) { $0 + ($1.status == status ? 1 : 0) } }
    public var warningCount: Int { files.reduce(0) { $0 + $1.diagnostics.filter { $0.severity == .warning }.count } }
    public var errorDiagnosticCount: Int { files.reduce(0) { $0 + $1.diagnostics.filter { $0.severity == .error }.count } }
    public var warningsByKind: [(kind: String, count: Int)] {
        var counts: [String: Int] = [:]
        for f in files { for d in f.diagnostics where d.severity == .warning { counts[d.kind, default: 0] += 1 } }
        return counts.sorted { $0.value != $1.value ? $0.value > $1.value : $0.key < $1.key }.map { ($0.key, $0.value) }
    }

    /// 0 all good; 1 a file failed, an output is hand-edited, or (check mode) anything is out of date.
    public var exitCode: Int32 {
        for f in files {
            switch f.status {
            case .error, .handEdited: return 1
            case .stale, .missing, .orphaned: if check { return 1 }
            default: break
            }
        }
        return 0
    }
}

public struct ScopeError: Error, CustomStringConvertible, Sendable {
    public var message: String
    public init(_ message: String) { self.message = message }
    public var description: String { message }
}

/// The incremental engine. Thread-safe to call from one caller at a time; parallel inside.
///
/// Watcher seam: `try pipeline.sync(.paths(changed, honorExcludes: true), options:)` for events,
/// `try pipeline.sync(.fullRescan, options:)` on overflow/start. Either let each run take the lock
/// (`takeLock: true`, the default) or hold `acquireLock(...)` for the watcher's lifetime and pass `takeLock: false`.
public final class Pipeline: Sendable {
    /// Absolute project root.
    public let root: String
    public let config: XibgenConfig
    public let layout: OutputLayout
    let configHash: String
    let options: GeneratorOptions
    let excludes: ExcludeMatcher
    /// `root` with symlinks resolved: outputs must resolve inside it (see `outsideRoot`).
    let realRoot: String

    public init(root: String, config: XibgenConfig) {
        self.root = PathUtil.normalize(root)
        self.realRoot = FileIO.realpath(PathUtil.normalize(root)) ?? PathUtil.normalize(root)
        self.config = config
        self.layout = OutputLayout(config)
        self.configHash = config.effectiveHash
        self.options = config.generatorOptions
        self.excludes = ExcludeMatcher(patterns: config.exclude)
    }

    public convenience init(_ loaded: LoadedConfig) {
        self.init(root: loaded.root, config: loaded.config)
    }

    public var cacheDirectory: String { PathUtil.join(root, config.cacheDirectory) }
    public var lockPath: String { PathUtil.join(cacheDirectory, "lock") }
    public var memoPath: String { PathUtil.join(cacheDirectory, "memo") }

    /// Takes `<cache>/lock`, waiting up to `timeout` seconds. Throws `PipelineLock.Busy` naming the holder.
    public func acquireLock(command: String, timeout: Double = 2.0) throws -> PipelineLock {
        try PipelineLock.acquire(path: lockPath, displayPath: PathUtil.join(config.cacheDirectory, "lock"), command: command, timeout: timeout)
    }

    /// Where `abs` really is, symlinks resolved: the nearest existing ancestor's real path plus
    /// the components that do not exist yet (they will be created as plain directories).
    /// The last component itself is not resolved: renaming over or unlinking a symlink touches the link.
    static func resolvedLocation(_ abs: String) -> String {
        var existing = PathUtil.dirname(PathUtil.normalize(abs))
        var rest = [PathUtil.basename(abs)]
        var resolved = FileIO.realpath(existing)
        while resolved == nil {
            let parent = PathUtil.dirname(existing)
            if parent == existing { break }
            rest.insert(PathUtil.basename(existing), at: 0)
            existing = parent
            resolved = FileIO.realpath(existing)
        }
        return rest.reduce(resolved ?? existing) { PathUtil.join($0, $1) }
    }

    /// An error message when writing or removing `abs` would touch a file outside the project
    /// root and the configuration does not allow that (`output.allowOutsideRoot`); nil when fine.
    func outsideRoot(_ abs: String, what: String) -> String? {
        if config.allowOutputOutsideRoot { return nil }
        return outsideRoot(resolved: Self.resolvedLocation(abs), what: what)
    }

    func outsideRoot(resolved real: String, what: String) -> String? {
        if config.allowOutputOutsideRoot { return nil }
        if real == realRoot || real.hasPrefix(realRoot == "/" ? "/" : realRoot + "/") { return nil }
        return "refusing to \(what) \(real): it is outside the project root \(realRoot) (through a symlink or '..'); set 'output.allowOutsideRoot: true' to allow it"
    }

    enum WorkItem: Sendable {
        /// `outputListed`: whether the output was in a directory listing taken while planning
        /// (nil when its directory was not listed, for a XIB named on its own).
        case xib(String, outputListed: Bool? = nil)
        case orphan(output: String, source: String)

        var sortKey: String {
            switch self {
            case .xib(let s, _): return s
            case .orphan(_, let s): return s
            }
        }
    }

    // MARK: - Sync

    public func sync(_ scope: SyncScope, options runOptions: SyncOptions = SyncOptions()) throws -> SyncResult {
        if !runOptions.check, let problem = outsideRoot(PathUtil.join(cacheDirectory, "memo"), what: "write the cache") {
            throw ScopeError("cache directory \(config.cacheDirectory): \(problem)")
        }
        var lock: PipelineLock? = nil
        if runOptions.takeLock, !runOptions.check {
            lock = try acquireLock(command: runOptions.command, timeout: runOptions.lockTimeout)
        }
        defer { lock?.release() }

        var notices: [String] = []
        let (memo, outcome) = HashMemo.load(memoPath)
        if outcome == .corrupt {
            notices.append("xibgen: warning: cache \(PathUtil.join(config.cacheDirectory, "memo")) was corrupt; rebuilding it")
        }

        var found = PlanFindings()
        let items = try plan(scope, findings: &found)
        for (path, reason) in found.unreadable {
            notices.append("xibgen: warning: cannot read directory \(path): \(reason); XIBs in it were not handled")
        }
        if !runOptions.check {
            // Writes happen only under the lock, so a temporary file seen now was left by an
            // interrupted (killed) run: remove it. Cache temporaries too.
            removeLeftoverTemporaries(found.temporaries)
        }
        let results = run(items, memo: memo, options: runOptions)

        var files: [FileResult] = []
        var newMemo = memo
        if scope == .fullRescan {
            newMemo.sources = [:]
            newMemo.outputs = [:]
            newMemo.failures = [:]
        }
        var scanned = 0
        var durations: [String: Double] = [:]
        let now = SystemClock.nowNanos()
        for r in results {
            if let f = r.file { files.append(f); durations[f.output] = r.seconds }
            if r.isXib { scanned += 1 }
            for (path, entry) in r.sourceMemo where now - entry.mtime > HashMemo.racyWindowNanos { newMemo.sources[path] = entry }
            for (path, entry) in r.outputMemo where now - entry.mtime > HashMemo.racyWindowNanos { newMemo.outputs[path] = entry }
            for path in r.forget { newMemo.outputs[path] = nil }
            for (path, entry) in r.failureMemo { newMemo.failures[path] = entry }
            if let f = r.file, f.status != .error, r.isXib { newMemo.failures[f.source] = nil }
        }
        if !runOptions.check, newMemo.sources != memo.sources || newMemo.outputs != memo.outputs || newMemo.failures != memo.failures || outcome != .loaded {
            do { try newMemo.save(memoPath) } catch { notices.append("xibgen: warning: cannot save cache: \(error)") }
        }
        files.sort { a, b in
            a.source != b.source ? PathUtil.precedes(a.source, b.source) : PathUtil.precedes(a.output, b.output)
        }
        return SyncResult(files: files, scanned: scanned, notices: notices, check: runOptions.check, durations: durations)
    }

    // MARK: - Planning

    struct PlanFindings {
        var unreadable: [(path: String, reason: String)] = []
        var temporaries: [String] = []
    }

    /// Removes `.NAME.xibgen-tmp-*` files left by a killed run (root-relative paths), and the cache's.
    func removeLeftoverTemporaries(_ paths: [String]) {
        var all = paths.map { PathUtil.join(root, $0) }
        if let names = try? FileManager.default.contentsOfDirectory(atPath: cacheDirectory) {
            all += names.filter { $0.hasPrefix(".") && $0.contains(FileIO.temporaryMarker) }.map { PathUtil.join(cacheDirectory, $0) }
        }
        for path in all where outsideRoot(path, what: "remove") == nil {
            try? FileIO.remove(path)
        }
    }

    func plan(_ scope: SyncScope) throws -> [WorkItem] {
        var findings = PlanFindings()
        return try plan(scope, findings: &findings)
    }

    func plan(_ scope: SyncScope, findings: inout PlanFindings) throws -> [WorkItem] {
        let cacheRel = PathUtil.normalize(config.cacheDirectory)
        let discovery = Discovery(root: root, excludes: excludes, outputSuffix: layout.suffix, excludedDirectories: [cacheRel])
        let outputDiscovery = Discovery(root: root, excludes: ExcludeMatcher(patterns: []), outputSuffix: layout.suffix)
        // XIBs in the order found (discovery sorts each scan), so the final sort has little to do.
        var xibs = Set<String>()
        var xibOrder: [(path: String, outputsListed: Bool)] = []
        func addXib(_ path: String, outputsListed: Bool) {
            if xibs.insert(path).inserted { xibOrder.append((path, outputsListed)) }
        }
        var outputs = Set<String>()

        // Outputs beside their XIBs are listed in the same pass over the same directory: whether
        // each XIB's output exists is then known without a stat per file. (Mirrored outputs are
        // listed by a walk of their own, which may reach a directory by another path; not used.)
        func scanDirs(_ dirs: [String]) {
            let found = discovery.scan(directories: dirs, collectOutputs: layout.directory == nil)
            for xib in found.xibs { addXib(xib, outputsListed: layout.directory == nil) }
            outputs.formUnion(found.outputs)
            findings.unreadable += found.unreadable
            findings.temporaries += found.temporaries
            if let outDir = layout.directory {
                let mirrors = dirs.map { $0 == "." ? outDir : PathUtil.join(outDir, $0) }
                let mirrored = outputDiscovery.scan(directories: mirrors, collectOutputs: true)
                outputs.formUnion(mirrored.outputs)
                findings.unreadable += mirrored.unreadable
                findings.temporaries += mirrored.temporaries
            }
        }

        switch scope {
        case .fullRescan:
            scanDirs(config.roots.map(PathUtil.normalize))
        case .paths(let paths, let honorExcludes):
            let roots = config.roots.map(PathUtil.normalize)
            for raw in paths {
                let abs = PathUtil.normalize(PathUtil.absolute(raw, base: root))
                guard let rel = PathUtil.relative(abs, to: root) else {
                    if honorExcludes { continue }
                    throw ScopeError("\(raw): outside the project root \(root)")
                }
                let inOutputDir = layout.directory.map { rel == $0 || rel.hasPrefix($0 + "/") } ?? false
                if honorExcludes {
                    let inRoots = roots.contains { r in r == "." || rel == r || rel.hasPrefix(r + "/") }
                    if !inRoots && !inOutputDir { continue }
                }
                // `exclude` applies to named paths too, so a pre-commit hook passing a staged XIB
                // in an excluded directory generates nothing for it.
                if !inOutputDir, rel != ".", excludes.isExcludedPath(rel) { continue }
                let stamp = FileIO.stamp(abs)
                if stamp?.isDirectory == true {
                    scanDirs([rel])
                } else if rel.hasSuffix(".xib") {
                    if stamp != nil { addXib(rel, outputsListed: false) } else { outputs.insert(layout.outputPath(forXib: rel)) }
                } else if rel.hasSuffix(layout.suffix) {
                    if stamp != nil { outputs.insert(rel) }
                } else if stamp == nil, let outDir = layout.directory {
                    // A deleted directory: its mirrored outputs may now be orphans.
                    scanDirs([])
                    outputs.formUnion(outputDiscovery.scan(directories: [PathUtil.join(outDir, rel)], collectOutputs: true).outputs)
                } else if stamp != nil, !honorExcludes {
                    throw ScopeError("\(raw): not a .xib file or directory")
                }
            }
        }

        // Compared without case: on a case-insensitive filesystem (macOS's default, vfat, SMB)
        // `foo.generated.swift` is the output of `Foo.xib`, and must be looked at, not replaced.
        // (String equality already ignores Unicode normalization.)
        let listedOutputs = Set(outputs.map { $0.lowercased() })
        var items = xibOrder.map { xib in
            WorkItem.xib(xib.path, outputListed: xib.outputsListed ? listedOutputs.contains(layout.outputPath(forXib: xib.path).lowercased()) : nil)
        }
        for output in outputs {
            guard let source = layout.sourcePath(forOutput: output) else { continue }
            if xibs.contains(source) { continue }
            if FileIO.exists(PathUtil.join(root, source)) {
                // Source exists but was not in scope (e.g. an output path was given): sync that XIB.
                if case .paths = scope, layout.outputPath(forXib: source) == output, xibs.insert(source).inserted {
                    items.append(.xib(source))
                }
                continue
            }
            items.append(.orphan(output: output, source: source))
        }
        items.sort { PathUtil.precedes($0.sortKey, $1.sortKey) }
        return items
    }

    // MARK: - Execution

    struct ItemResult: Sendable {
        var file: FileResult?
        var isXib: Bool
        var sourceMemo: [(String, HashMemo.SourceEntry)] = []
        var outputMemo: [(String, HashMemo.OutputEntry)] = []
        var failureMemo: [(String, HashMemo.FailureEntry)] = []
        var forget: [String] = []
        var seconds: Double = 0
        /// The output was staged in the worker's write batch: it is written when the batch commits.
        var isStaged = false
    }

    /// Outputs a worker writes before making them durable together (see `FileIO.WriteBatch`):
    /// large enough that a cold run pays a few flushes, not one per file.
    public static let writeBatchSize = 128

    /// Stack for worker threads. The model and generator recurse once per nesting level (at most
    /// `XMLReader.maximumDepth`, about 1 MiB of stack in a debug build), and secondary threads get
    /// only 512 KiB by default on macOS; reserved, not committed, so generous is cheap.
    static let workerStackSize = 16 << 20

    func run(_ items: [WorkItem], memo: HashMemo, options: SyncOptions) -> [ItemResult] {
        let jobs = max(1, min(options.jobs, items.count))
        let slots = ResultSlots(count: items.count)
        let counter = Counter()
        let group = DispatchGroup()
        for _ in 0..<jobs {
            group.enter()
            let thread = Thread { [self] in
                let worker = Worker()
                var pending: [(index: Int, result: ItemResult)] = []
                func commit() {
                    let failures = worker.batch.commit()
                    for (index, var result) in pending {
                        if var file = result.file, let failure = failures[PathUtil.join(root, file.output)] {
                            file.status = .error
                            file.reason = "cannot write output"
                            file.diagnostics.append(Diagnostic(.error, kind: "io-error", failure.message, at: .unknown))
                            result.file = file
                            result.forget = []
                        }
                        slots.set(index, result)
                    }
                    pending = []
                }
                while true {
                    let i = counter.next()
                    if i >= items.count || options.isCancelled?() == true { break }
                    let result = process(items[i], memo: memo, options: options, worker: worker)
                    if result.isStaged { pending.append((i, result)) } else { slots.set(i, result) }
                    if worker.batch.count >= Self.writeBatchSize { commit() }
                }
                commit()
                group.leave()
            }
            thread.stackSize = Self.workerStackSize
            thread.start()
        }
        group.wait()
        return slots.values()
    }

    /// One worker thread's state: its write batch, and the output directories it has checked
    /// (resolving a directory's real path costs a system call per path component; outputs
    /// share a few directories).
    final class Worker {
        let batch = FileIO.WriteBatch()
        /// Output directory → its real path, for directories that exist (or were created) this run.
        var resolvedDirectories: [String: String] = [:]
    }

    func process(_ item: WorkItem, memo: HashMemo, options: SyncOptions, worker: Worker) -> ItemResult {
        let start = DispatchTime.now().uptimeNanoseconds
        var result: ItemResult
        switch item {
        case .xib(let rel, let outputListed):
            result = processXib(rel, outputListed: outputListed, memo: memo, options: options, worker: worker)
        case .orphan(let output, let source): result = processOrphan(output: output, source: source, options: options)
        }
        result.seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
        return result
    }

    private func processOrphan(output: String, source: String, options: SyncOptions) -> ItemResult {
        var result = ItemResult(file: nil, isXib: false)
        let abs = PathUtil.join(root, output)
        guard FileIO.stamp(abs)?.isRegular == true, let bytes = try? FileIO.read(abs) else { return result }
        guard GeneratedHeader.carriesHeader(bytes) else { return result }  // not ours: never touched
        let parsed = GeneratedHeader.parse(bytes)
        if let name = parsed?.header.sourceName, !name.isEmpty, name != PathUtil.basename(source) { return result }
        func file(_ status: FileStatus, _ reason: String?) -> FileResult {
            FileResult(source: source, output: output, status: status, reason: reason, diagnostics: [], typeNames: [])
        }
        if parsed?.bodyIntact != true, !options.force {
            result.file = file(.handEdited, "orphaned (source \(source) is gone) but edited by hand (use --force to remove)")
            return result
        }
        if options.check {
            result.file = file(.orphaned, "orphaned (source \(source) is gone)")
            return result
        }
        if let problem = outsideRoot(abs, what: "remove") {
            result.file = FileResult(source: source, output: output, status: .error, reason: problem,
                                     diagnostics: [Diagnostic(.error, kind: "outside-root", problem, at: .unknown)], typeNames: [])
            return result
        }
        do {
            try FileIO.remove(abs)
            result.file = file(.removed, "source \(source) is gone")
            result.forget = [output]
        } catch {
            result.file = file(.error, "\(error)")
        }
        return result
    }

    private func processXib(_ rel: String, outputListed: Bool?, memo: HashMemo, options: SyncOptions, worker: Worker) -> ItemResult {
        var result = ItemResult(file: nil, isXib: true)
        let output = layout.outputPath(forXib: rel)
        let abs = PathUtil.join(root, rel)
        let outAbs = PathUtil.join(root, output)
        func finish(_ status: FileStatus, _ reason: String? = nil, _ diagnostics: [Diagnostic] = [], _ types: [String] = []) -> ItemResult {
            result.file = FileResult(source: rel, output: output, status: status, reason: reason, diagnostics: diagnostics, typeNames: types)
            return result
        }

        // Source content hash: the memo's when the file's stamp still matches, else read (the
        // stamp then comes from the open file: one open, no stat first).
        var sourceBytes: [UInt8]? = nil
        let sourceHash: String
        if memo.sources[rel] != nil, let stamp = FileIO.stamp(abs), stamp.isRegular, let entry = memo.source(rel, matching: stamp) {
            sourceHash = entry.hash
            result.sourceMemo = [(rel, entry)]
        } else {
            let stamp: FileStamp
            do { (sourceBytes, stamp) = try FileIO.readRegular(abs) } catch {
                return finish(.error, "cannot read source", [Diagnostic(.error, kind: "io-error", error.message, at: .unknown)])
            }
            sourceHash = SHA256Hex.of(sourceBytes!)
            result.sourceMemo = [(rel, .init(size: stamp.size, mtime: stamp.mtimeNanos, inode: stamp.inode, hash: sourceHash))]
        }

        // Existing output state. An output the plan's listing did not show is not looked up again
        // (a cold run's stat per file): one created since is replaced at commit, as one created
        // between a stat and the commit would be; the lock keeps other xibgens out meanwhile.
        let outStamp = outputListed == false ? nil : FileIO.stamp(outAbs)
        var existingBytes: [UInt8]? = nil
        var header: (source: String, config: String, intact: Bool)? = nil
        var foreign = false
        if let outStamp {
            if !outStamp.isRegular {
                return finish(.error, "output path exists and is not a regular file",
                              [Diagnostic(.error, kind: "io-error", "\(output) exists and is not a regular file", at: .unknown)])
            }
            if let e = memo.output(output, matching: outStamp) {
                header = (e.sourceHash, e.configHash, e.bodyIntact)
                result.outputMemo = [(output, e)]
            } else if let bytes = try? FileIO.read(outAbs) {
                existingBytes = bytes
                if let parsed = GeneratedHeader.parse(bytes) {
                    header = (parsed.header.sourceHash, parsed.header.configHash, parsed.bodyIntact)
                    result.outputMemo = [(output, .init(size: outStamp.size, mtime: outStamp.mtimeNanos, inode: outStamp.inode,
                                                        sourceHash: parsed.header.sourceHash, configHash: parsed.header.configHash,
                                                        bodyIntact: parsed.bodyIntact))]
                } else {
                    foreign = true
                }
            } else {
                foreign = true
            }
        }

        if foreign, !options.force {
            return finish(.handEdited, "not written by xibgen (use --force to overwrite)")
        }
        if let header, !header.intact, !options.force {
            return finish(.handEdited, "edited by hand (use --force to overwrite)")
        }
        if let header, header.intact, header.source == sourceHash, header.config == configHash {
            return finish(.fresh)
        }
        if options.check {
            if outStamp == nil { return finish(.missing, "missing") }
            if foreign || header?.intact == false { return finish(.stale, "stale (edited by hand)") }
            if header?.source != sourceHash { return finish(.stale, "stale (source changed)") }
            return finish(.stale, "stale (configuration or xibgen version changed)")
        }

        // Known to fail for this exact content and configuration: report the same diagnostics without parsing.
        if let failure = memo.failures[rel], failure.sourceHash == sourceHash, failure.configHash == configHash {
            result.failureMemo = [(rel, failure)]
            return finish(.error, "errors in source", failure.diagnostics)
        }

        // Generate.
        if sourceBytes == nil {
            do { sourceBytes = try FileIO.read(abs) } catch {
                return finish(.error, "cannot read source", [Diagnostic(.error, kind: "io-error", error.message, at: .unknown)])
            }
            let h = SHA256Hex.of(sourceBytes!)
            if h != sourceHash {
                // Changed under us since stat; use what we read.
                result.sourceMemo = []
                return generate(rel, output: output, bytes: sourceBytes!, hash: h, outStamp: outStamp, existing: existingBytes, result: result, worker: worker)
            }
        }
        return generate(rel, output: output, bytes: sourceBytes!, hash: sourceHash, outStamp: outStamp, existing: existingBytes, result: result, worker: worker)
    }

    /// Checks that `outAbs` may be written (see `outsideRoot`) and creates its directory if missing;
    /// each directory is resolved and created once per worker. Nil when fine, else why not.
    private func prepareDirectory(of outAbs: String, worker: Worker) throws(FileSystemError) -> String? {
        let directory = PathUtil.dirname(outAbs)
        if let real = worker.resolvedDirectories[directory] {
            return outsideRoot(resolved: PathUtil.join(real, PathUtil.basename(outAbs)), what: "write")
        }
        if let problem = outsideRoot(outAbs, what: "write") { return problem }
        try FileIO.mkdirs(directory)
        if let real = FileIO.realpath(directory) { worker.resolvedDirectories[directory] = real }
        return nil
    }

    private func generate(_ rel: String, output: String, bytes: [UInt8], hash: String, outStamp: FileStamp?, existing: [UInt8]?, result: ItemResult, worker: Worker) -> ItemResult {
        var result = result
        func finish(_ status: FileStatus, _ reason: String? = nil, _ diagnostics: [Diagnostic] = [], _ types: [String] = []) -> ItemResult {
            result.file = FileResult(source: rel, output: output, status: status, reason: reason, diagnostics: diagnostics, typeNames: types)
            return result
        }
        let document: XibDocument
        do {
            document = try XibDocument.parse(bytes)
        } catch {
            result.failureMemo = [(rel, .init(sourceHash: hash, configHash: configHash, diagnostics: [error.diagnostic]))]
            return finish(.error, "errors in source", [error.diagnostic])
        }
        let generated = ViewCodeGenerator.generate(document, xibName: OutputLayout.xibName(rel), options: options)
        var seen = Set<Diagnostic>()
        var diagnostics = (document.diagnostics + generated.diagnostics).filter { seen.insert($0).inserted }
        diagnostics = diagnostics.enumerated().sorted { a, b in
            a.element.location != b.element.location ? a.element.location < b.element.location : a.offset < b.offset
        }.map(\.element)
        if diagnostics.contains(where: { $0.severity == .error }) {
            result.failureMemo = [(rel, .init(sourceHash: hash, configHash: configHash, diagnostics: diagnostics))]
            return finish(.error, "errors in source", diagnostics)
        }
        let newBytes = GeneratedHeader.compose(body: generated.utf8, sourceName: PathUtil.basename(rel), sourceHash: hash, configHash: configHash)
        let outAbs = PathUtil.join(root, output)
        var current = existing
        if current == nil, outStamp != nil { current = try? FileIO.read(outAbs) }
        if current == newBytes {
            return finish(.fresh, nil, diagnostics, generated.typeNames)
        }
        do {
            if let problem = try prepareDirectory(of: outAbs, worker: worker) {
                return finish(.error, "cannot write output", diagnostics + [Diagnostic(.error, kind: "outside-root", problem, at: .unknown)])
            }
            // A new output gets the permissions of any new file (0666 less the umask); a
            // rewritten one keeps its own.
            try worker.batch.stage(newBytes, to: outAbs, mode: outStamp?.mode)
            result.isStaged = true
        } catch {
            return finish(.error, "cannot write output", diagnostics + [Diagnostic(.error, kind: "io-error", error.message, at: .unknown)])
        }
        result.forget = [output]
        return finish(.written, nil, diagnostics, generated.typeNames)
    }
}

final class Counter: @unchecked Sendable {
    private let lock = NSLock()
    private var value = 0
    func next() -> Int {
        lock.lock()
        defer { lock.unlock() }
        let v = value
        value += 1
        return v
    }
}

final class ResultSlots: @unchecked Sendable {
    private let lock = NSLock()
    private var storage: [Pipeline.ItemResult?]
    init(count: Int) { storage = Array(repeating: nil, count: count) }
    func set(_ i: Int, _ r: Pipeline.ItemResult) {
        lock.lock()
        storage[i] = r
        lock.unlock()
    }
    /// Results in item order (items skipped after cancellation have none).
    func values() -> [Pipeline.ItemResult] { storage.compactMap { $0 } }
}
