import XibGenerator
import XibModel
import XibPlatform

/// The incremental engine; each `sync` runs its files in parallel. Its state is immutable, so
/// syncs may be called from several threads: those that write take `<cache>/lock` (an `flock`,
/// which also keeps two opens of one process apart), those with `takeLock: false` must be
/// serialised by the caller, and `check` runs write nothing.
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
    /// `GeneratorBuild.identity`: failures remembered by another build are not trusted.
    let generatorBuild: String
    /// The asset index of the last sync: a sync of paths none of which can change it (a saved
    /// XIB in watch mode) reuses it instead of walking the roots again.
    let lastAssetIndex = Locked<LazyAssetIndex?>(nil)
    /// The owner-source index of the last sync, reused as `lastAssetIndex` is (`checkOwnerSources`).
    let lastOwnerIndex = Locked<OwnerSourceIndex?>(nil)

    public convenience init(root: String, config: XibgenConfig) {
        self.init(root: root, config: config, generatorBuild: GeneratorBuild.identity)
    }

    /// Outputs larger than this many bytes are written as they are generated (see `OutputStream`).
    let streamingThreshold: Int

    /// Documents of at least this many bytes are parsed as they are read, never held whole (see
    /// `XMLReader.parse(reading:)`); smaller ones are read whole, hashed and parsed from memory.
    let readingThreshold: Int

    /// Cache files at least this large are changed by a patch beside them, not written whole (see `CachePatch`).
    let cachePatchFrom: Int

    init(root: String, config: XibgenConfig, generatorBuild: String, streamingThreshold: Int = Pipeline.defaultStreamingThreshold,
         readingThreshold: Int = Pipeline.defaultReadingThreshold, cachePatchFrom: Int = CachePatch.defaultMinimumBase) {
        self.generatorBuild = generatorBuild
        self.cachePatchFrom = cachePatchFrom
        self.streamingThreshold = streamingThreshold
        self.readingThreshold = readingThreshold
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
    /// The write journal (see `OutputJournal`).
    public var journalPath: String { PathUtil.join(cacheDirectory, "journal") }
    /// The directories the asset and owner-source walks leave out: the cache and the output directory.
    var projectWalkSkips: Set<String> {
        var skipping: Set<String> = [PathUtil.normalize(config.cacheDirectory)]
        if let directory = config.outputDirectory { skipping.insert(PathUtil.normalize(directory)) }
        return skipping
    }
    /// Directory listings of earlier walks (see `DirectoryListings`).
    var listingsPath: String { PathUtil.join(cacheDirectory, "listings") }
    /// The fingerprint of the asset names the last run checked documents against.
    var assetsFingerprintPath: String { PathUtil.join(cacheDirectory, "assets") }
    /// What a full rescan's asset fingerprint was made of (see `AssetInputs`).
    var assetInputsPath: String { PathUtil.join(cacheDirectory, "asset-inputs") }

    /// What a path-scoped sync's walk for asset catalogs and Swift sources found (see `ProjectFilesIndex`).
    var projectFilesPath: String { PathUtil.join(cacheDirectory, "project-files") }

    /// What the project-files walk depends on besides the filesystem: the root, the roots, the
    /// excludes, the directories it skips and the output suffix.
    /// Each string is written with its length in bytes before it, so no two lists read the same
    /// (an array's description, which this was, looks each element up through the runtime's
    /// dynamic casts: 0.6 M instructions of a single-file sync).
    var projectFilesKey: String {
        func field(_ name: String, _ items: [String]) -> String {
            var line = name
            for item in items { line += " \(item.utf8.count):" + item }
            return line + "\n"
        }
        var text = "project-files key 2\n" + field("root", [root]) + field("roots", Set(config.roots.map(PathUtil.normalize)).sorted())
        text += field("component-literals", excludes.componentLiterals) + field("component-patterns", excludes.componentPatterns)
        text += field("path-literals", excludes.pathLiterals) + field("path-patterns", excludes.pathPatterns)
        text += field("skips", projectWalkSkips.sorted()) + field("suffix", [layout.suffix])
        return SHA256Hex.of(Array(text.utf8))
    }

    /// The asset catalogs, image files and Swift sources a sync's checks read, and how they were found.
    struct ProjectFiles {
        var found: Discovery.Result
        /// From `<cache>/project-files`, all still as recorded: the catalogs' contents need no reading.
        var recorded: ProjectFilesIndex.Contents?
    }

    /// The project's asset names, and whether they changed since the last run: then every
    /// document's names are checked again (outputs do not depend on them, so fresh ones stay as
    /// they are; only the warnings change).
    /// - Parameter walked: what this sync's full walk found (`PlanFindings.projectFiles`) or its
    ///   project-files walk, if any. `catalogs`: the catalogs' contents, when read (or recorded)
    ///   for this sync; nil when the index was reused or found without them.
    /// - Returns also `inputs`: when a walk without recorded dependencies (a full rescan's) had
    ///   its catalogs read, what `<cache>/asset-inputs` records for the next one (`saveAssetInputs`).
    func checkAssets(_ scope: SyncScope, walked: ProjectFiles? = nil, listings: DirectoryListings? = nil)
        -> (index: LazyAssetIndex?, fingerprint: String, changed: Bool, catalogs: [AssetCatalogs.CatalogContents]?, dependencies: WalkDependencies?,
            inputs: (key: String, dependencies: WalkDependencies)?) {
        var reusable: LazyAssetIndex? = nil
        if case .paths(let paths, _) = scope, !paths.contains(where: AssetCatalogs.affectsIndex) {
            reusable = lastAssetIndex.withLock { $0 }
        }
        var catalogs: [AssetCatalogs.CatalogContents]? = nil
        var dependencies = walked?.found.dependencies
        var knownFingerprint: String? = nil
        var inputs: (key: String, dependencies: WalkDependencies)? = nil
        let index: LazyAssetIndex
        if let reusable {
            index = reusable
        } else if let walked {
            let (root, found, symbols) = (root, walked.found, config.assetSymbols)
            if let recorded = walked.recorded {
                catalogs = recorded.catalogs
                knownFingerprint = recorded.assetFingerprint
            } else if found.dependencies == nil, !found.catalogs.isEmpty {
                // A full rescan's walk: `<cache>/asset-inputs` knows the fingerprint while the
                // catalogs and image files found and the catalogs' stamps are as recorded.
                let key = AssetInputs.key(root: root, catalogs: found.catalogs, imageFiles: found.imageFiles)
                knownFingerprint = AssetInputs.load(assetInputsPath, key: key)
                if knownFingerprint == nil {
                    var read: WalkDependencies? = WalkDependencies(outputSuffix: layout.suffix)
                    catalogs = AssetCatalogs.readCatalogs(root: root, catalogs: found.catalogs, listings: listings, dependencies: &read)
                    inputs = (key, read!)
                }
            } else {
                catalogs = AssetCatalogs.readCatalogs(root: root, catalogs: found.catalogs, listings: listings, dependencies: &dependencies)
            }
            // Built when a document is converted: with the fingerprint recorded, a sync whose
            // documents are fresh needs none of it (7 M instructions for 2,000 sets); nor does it
            // read the catalogs when `<cache>/asset-inputs` knew the fingerprint.
            if let read = catalogs {
                index = LazyAssetIndex(isEmpty: read.isEmpty) { AssetCatalogs.index(catalogs: read, imageFiles: found.imageFiles, symbols: symbols) }
            } else {
                index = LazyAssetIndex(isEmpty: found.catalogs.isEmpty) {
                    var none: WalkDependencies? = nil
                    let read = AssetCatalogs.readCatalogs(root: root, catalogs: found.catalogs, listings: nil, dependencies: &none)
                    return AssetCatalogs.index(catalogs: read, imageFiles: found.imageFiles, symbols: symbols)
                }
            }
        } else {
            index = LazyAssetIndex(AssetCatalogs.scan(root: root, roots: config.roots, excludes: excludes, skipping: projectWalkSkips))
        }
        lastAssetIndex.withLock { $0 = index }
        let fingerprint = knownFingerprint ?? (index.isEmpty ? "none" : index.value.fingerprint)
        let previous = (try? FileIO.read(assetsFingerprintPath)).map { String(decoding: $0, as: UTF8.self) } ?? "none"
        return (index.isEmpty ? nil : index, fingerprint, previous != fingerprint, catalogs, dependencies, inputs)
    }

    /// The asset catalogs, image files and Swift sources a path-scoped sync's checks read: as
    /// `<cache>/project-files` recorded them when nothing they depend on changed, else found in
    /// one walk (a full rescan's plan lists them already: nil); nil too when both checks reuse
    /// the last sync's index.
    func projectFiles(for scope: SyncScope, listings: DirectoryListings) -> ProjectFiles? {
        guard case .paths(let paths, _) = scope else { return nil }
        let assetsReusable = !paths.contains(where: AssetCatalogs.affectsIndex) && lastAssetIndex.withLock { $0 } != nil
        let ownersReusable = !paths.contains { OwnerSources.affectsIndex($0, outputSuffix: layout.suffix) } && lastOwnerIndex.withLock { $0 } != nil
        if assetsReusable && ownersReusable { return nil }
        if let recorded = ProjectFilesIndex.load(projectFilesPath, key: projectFilesKey, outputSuffix: layout.suffix) {
            return ProjectFiles(found: recorded.found, recorded: recorded)
        }
        let found = Discovery(root: root, excludes: excludes, outputSuffix: layout.suffix, excludedDirectories: projectWalkSkips, listings: listings)
            .scan(directories: Array(Set(config.roots.map(PathUtil.normalize))).sorted(), collectOutputs: false,
                  collectAssets: true, collectSources: true, collectDocuments: false, recordDependencies: true)
        return ProjectFiles(found: found)
    }

    /// Records a project-files walk and the catalogs read after it for the next path-scoped sync
    /// (nothing when they came from the record, save the settled new stamps of directories listed
    /// again that this sync left as they were, or when a directory could not be listed).
    func saveProjectFiles(_ walked: ProjectFiles?, assetCheck: (fingerprint: String, catalogs: [AssetCatalogs.CatalogContents]?, dependencies: WalkDependencies?)) throws(FileSystemError) {
        if let refreshed = walked?.recorded?.refresh?.refreshed() { try FileIO.atomicWrite(refreshed, to: projectFilesPath, durable: false) }
        guard let walked, walked.recorded == nil, walked.found.dependencies != nil else { return }
        guard let catalogs = assetCheck.catalogs, let dependencies = assetCheck.dependencies else { return }
        var found = Discovery.Result()
        found.catalogs = walked.found.catalogs
        found.imageFiles = walked.found.imageFiles
        found.swiftSources = walked.found.swiftSources
        found.hasObjectiveC = walked.found.hasObjectiveC
        try ProjectFilesIndex.save(ProjectFilesIndex.Contents(found: found, catalogs: catalogs, assetFingerprint: assetCheck.fingerprint),
                                   dependencies: dependencies, key: projectFilesKey, to: projectFilesPath,
                                   keepReplacedIn: cacheDirectory)  // called by a sync that may write: it removes what is kept
    }

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

        var notices: [Notice] = []
        let memoDisplayPath = PathUtil.join(config.cacheDirectory, "memo")
        let listings = DirectoryListings.load(listingsPath)
        var found = PlanFindings()
        let items = try plan(scope, findings: &found, listings: listings)
        // The owner-sources memo is read on another thread meanwhile (see `checkOwnerSources`).
        let ownerMemo = loadOwnerSourcesMemo(scope, documents: items.count)
        // A sync of a few named documents decodes only their records. Read on a thread of its
        // own too, while the project's files are checked (on the 10,000-document tree it was the
        // longest step of a single-file sync's main thread: 8 M instructions).
        let only = scope == .fullRescan || items.count > 64 ? nil : Self.memoPaths(of: items, layout)
        let memoPath = memoPath
        // A full rescan looks up each record once: they are found, not decoded (`HashMemo.StoredRecords`).
        let lazily = scope == .fullRescan
        let memoLoad = Background { HashMemo.load(memoPath, only: only, lazily: lazily) }
        // Outputs the last run may have left torn (it was cut off before its final flush); a memo
        // it wrote may be torn too, and is rebuilt without a warning.
        let journal = OutputJournal(path: journalPath)
        for (path, reason) in found.unreadable {
            notices.append(Notice(.warning, .directoryUnreadable, path: path, detail: reason))
        }
        var removal: ReplacedFiles.Removal? = nil
        // Done by the time the run returns (a watcher's next run, a test's look at the cache).
        defer { removal?.wait() }
        if !runOptions.check {
            // Writes happen only under the lock, so a temporary file seen now was left by an
            // interrupted (killed) run: remove it. Cache temporaries too.
            removal = removeLeftoverTemporaries(found.temporaries)
        }
        var runOptions = runOptions
        let walked = found.projectFiles.map { ProjectFiles(found: $0) } ?? projectFiles(for: scope, listings: listings)
        let assetCheck = checkAssets(scope, walked: walked, listings: listings)
        runOptions.assets = assetCheck.index
        let ownerCheck = checkOwnerSources(scope, walked: walked?.found, documents: items.count, memo: ownerMemo)
        runOptions.owners = ownerCheck.context
        let (memo, outcome) = memoLoad.value
        if outcome == .corrupt, !journal.wasLeftOver {
            notices.insert(Notice(.warning, .cacheCorrupt, path: memoDisplayPath), at: 0)
        }
        let results = run(assetCheck.changed ? items.map(\.rechecked) : items, memo: memo, options: runOptions, journal: journal)
        if !runOptions.check, assetCheck.changed {
            do {
                try FileIO.mkdirs(cacheDirectory)
                try FileIO.atomicWrite(Array(assetCheck.fingerprint.utf8), to: assetsFingerprintPath)
            } catch {
                notices.append(Notice(.warning, .cacheNotSaved, path: PathUtil.join(config.cacheDirectory, "assets"), detail: error.description))
            }
        }
        if !runOptions.check {
            do {
                try saveOwnerSources(ownerCheck.memo, context: ownerCheck.context, previous: ownerCheck.previous,
                                     fullRescan: scope == .fullRescan)
            } catch {
                notices.append(Notice(.warning, .cacheNotSaved, path: PathUtil.join(config.cacheDirectory, "owner-sources"), detail: "\(error)"))
            }
            do {
                try saveProjectFiles(walked, assetCheck: (assetCheck.fingerprint, assetCheck.catalogs, assetCheck.dependencies))
            } catch {
                notices.append(Notice(.warning, .cacheNotSaved, path: PathUtil.join(config.cacheDirectory, "project-files"), detail: error.description))
            }
            if let inputs = assetCheck.inputs {
                do {
                    try AssetInputs.save(fingerprint: assetCheck.fingerprint, dependencies: inputs.dependencies, key: inputs.key, to: assetInputsPath)
                } catch {
                    notices.append(Notice(.warning, .cacheNotSaved, path: PathUtil.join(config.cacheDirectory, "asset-inputs"), detail: error.description))
                }
            }
            do {
                try listings.save(to: listingsPath, prune: scope == .fullRescan)
            } catch {
                notices.append(Notice(.warning, .cacheNotSaved, path: PathUtil.join(config.cacheDirectory, "listings"), detail: error.description))
            }
        }

        var files: [FileResult] = []
        var newMemo = memo
        let now = SystemClock.nowNanos()
        // A full rescan rebuilds the memo from its results, unless they give it back as loaded.
        let keptMemo = scope == .fullRescan && outcome == .loaded && Self.keepsMemo(results, memo, now: now)
        if scope == .fullRescan, !keptMemo {
            newMemo.retained = []
            newMemo.stored = nil
            newMemo.sources = [:]
            newMemo.outputs = [:]
            newMemo.failures = [:]
        }
        // Entries are set below: records kept as read are decoded first.
        if !keptMemo, newMemo.stored != nil { newMemo = newMemo.decoded() }
        var scanned = 0
        var durations: [String: Double] = [:]
        // Room for every result: no regrowing (14 resizes of 10,000 entries in a no-op run).
        files.reserveCapacity(results.count)
        // Each result's fields read in place (a copy of each whole result retained and released
        // every field: 10,000 of them in a no-op run).
        for i in results.indices {
            if let f = results[i].file {
                files.append(f)
                // What the status lines show (a file written or removed): 10,000 fresh files'
                // durations were a dictionary of their outputs in a no-op run (8 M instructions).
                if f.status == .written || f.status == .removed { durations[f.output] = results[i].seconds }
            }
            if results[i].isXib { scanned += 1 }
            if keptMemo { continue }
            for (path, entry) in results[i].sourceMemo where now - entry.mtime > HashMemo.racyWindowNanos { newMemo.sources[path] = entry }
            for (path, entry) in results[i].outputMemo where now - entry.mtime > HashMemo.racyWindowNanos { newMemo.outputs[path] = entry }
            for path in results[i].forget { newMemo.outputs[path] = nil }
            for (path, entry) in results[i].failureMemo { newMemo.failures[path] = entry }
            if let f = results[i].file, f.status != .error, results[i].isXib { newMemo.failures[f.source] = nil }
        }
        // With a journal to finish, the memo is flushed with the outputs, once.
        let finishing = !runOptions.check && journal.needsFinish
        var memoSaved: String? = nil
        // A memo loaded `lazily` has its records out of `sources` and `outputs`: not kept, it is
        // saved (a full rescan's results that do not give it back differ from it).
        if !runOptions.check, !keptMemo, memo.stored != nil || newMemo.sources != memo.sources || newMemo.outputs != memo.outputs
            || newMemo.failures != memo.failures || outcome != .loaded {
            do {
                memoSaved = try newMemo.save(memoPath, durable: !finishing, patchFrom: cachePatchFrom, keepReplacedIn: cacheDirectory)
            } catch {
                notices.append(Notice(.warning, .cacheNotSaved, path: memoDisplayPath, detail: error.description))
            }
        }
        if finishing {
            finishWrites(&files, journal: journal, memo: memoSaved.map { ($0, memoDisplayPath) }, notices: &notices)
        }
        // Results come in the items' order, sorted by source: the files are in order but for a few
        // (an orphan whose header names another source, a conflict). Sorted when they are not (a
        // sort of 10,000 files in order compared copies of them: 8 M instructions).
        let inOrder = files.withUnsafeBufferPointer { files in
            // Fields read in place: no copy of each file to compare.
            files.indices.dropFirst().allSatisfy { i in
                files[i].source != files[i - 1].source ? PathUtil.precedes(files[i - 1].source, files[i].source)
                                                       : !PathUtil.precedes(files[i].output, files[i - 1].output)
            }
        }
        if !inOrder { files.sort(by: Self.precedes) }
        // A run that ends with the process (`--once`) leaves what it built to the exit, unfreed.
        runOptions.keptUntilExit?.keep((memo, newMemo, results, items, walked, assetCheck, ownerCheck, listings, found, runOptions))
        return SyncResult(files: files, scanned: scanned, notices: notices, check: runOptions.check, durations: durations)
    }

    /// The order of a sync's files: by source, then output.
    static func precedes(_ a: FileResult, _ b: FileResult) -> Bool {
        a.source != b.source ? PathUtil.precedes(a.source, b.source) : PathUtil.precedes(a.output, b.output)
    }

    /// Whether a full rescan's `results` give back `memo` as loaded, so it needs no rebuilding (for
    /// a no-op run over 10,000 documents: 20,000 insertions into new dictionaries and their
    /// comparison with the loaded ones, a tenth of its instructions). So it is when every entry
    /// they carry is the memo's own for its path (matched by stamp), still outside the racy window
    /// at `now`, none is forgotten, and they carry as many as the memo holds: each item's paths
    /// are its own (a source, and an output no other planned source writes), so the same count
    /// means the same paths.
    static func keepsMemo(_ results: [ItemResult], _ memo: HashMemo, now: Int64) -> Bool {
        guard memo.retained.isEmpty else { return false }
        var sources = 0, outputs = 0, failures = 0
        for r in results {
            guard r.forget.isEmpty else { return false }
            if !r.sourceMemo.isEmpty {
                guard r.sourceFromMemo, r.sourceMemo.allSatisfy({ now - $0.1.mtime > HashMemo.racyWindowNanos }) else { return false }
                sources += r.sourceMemo.count
            }
            if !r.outputMemo.isEmpty {
                guard r.outputFromMemo, r.outputMemo.allSatisfy({ now - $0.1.mtime > HashMemo.racyWindowNanos }) else { return false }
                outputs += r.outputMemo.count
            }
            if !r.failureMemo.isEmpty {
                // A document that does not fail drops its failure record: it carries none.
                guard r.failureFromMemo, r.file?.status == .error else { return false }
                failures += r.failureMemo.count
            }
        }
        return sources == memo.sourceCount && outputs == memo.outputCount && failures == memo.failures.count
    }

    /// The paths whose memo records a sync of `items` reads or writes: sources and outputs.
    static func memoPaths(of items: [WorkItem], _ layout: OutputLayout) -> Set<String> {
        var paths = Set<String>()
        for item in items {
            switch item {
            case .xib(let source, let output, _, _):
                paths.insert(source)
                paths.insert(output)
            case .orphan(let output, let source):
                paths.insert(output)
                paths.insert(source)
            case .conflict(let source, let output, let others):
                paths.insert(source)
                paths.insert(output)
                paths.formUnion(others)
            }
        }
        return paths
    }

    /// The journal's last step (see `OutputJournal`): one flush of every output this run wrote,
    /// of the leftover journal's outputs that are whole and of the memo; then the journal is
    /// removed, or kept with the outputs that are still torn. An output that could not be
    /// flushed becomes an error and stays listed.
    func finishWrites(_ files: inout [FileResult], journal: OutputJournal, memo: (path: String, shown: String)?, notices: inout [Notice]) {
        let recorded = journal.recorded
        var stillTorn: OutputJournal.Entries = [:]
        var flush: [(path: String, shown: String)] = []
        for (output, bodyHash) in journal.leftover where recorded[output] == nil {
            let abs = PathUtil.join(root, output)
            guard FileIO.exists(abs) else { continue }
            if let bytes = try? FileIO.read(abs), !OutputJournal.isTorn(bytes, bodyHash: bodyHash) {
                flush.append((abs, output))
            } else {
                stillTorn[output] = bodyHash
            }
        }
        var written: [String: Int] = [:]
        for (index, file) in files.enumerated() where file.status == .written {
            written[file.output] = index
            flush.append((PathUtil.join(root, file.output), file.output))
        }
        if let memo { flush.append(memo) }
        for (index, failure) in Durability.makeDurable(flush) {
            let output = flush[index].shown
            if let bodyHash = recorded[output] ?? journal.leftover[output] { stillTorn[output] = bodyHash }
            if let fileIndex = written[output] {
                let file = files[fileIndex]
                files[fileIndex] = FileResult(source: file.source, output: file.output, status: .error, reason: .cannotWriteOutput,
                                              diagnostics: file.diagnostics + [Diagnostic(.error, kind: "io-error", failure.message, at: .unknown)],
                                              typeNames: file.typeNames)
            }
        }
        do {
            try journal.finish(stillTorn: stillTorn)
        } catch {
            notices.append(Notice(.warning, .cacheNotSaved, path: PathUtil.join(config.cacheDirectory, "journal"), detail: error.description))
        }
    }

    /// Handles every item on `options.jobs` threads; each thread stages its outputs in a write
    /// batch of its own and commits it every `Worker.batchSize` files (see `Worker`).
    func run(_ items: [WorkItem], memo: HashMemo, options: SyncOptions, journal: OutputJournal? = nil) -> [ItemResult] {
        let done = Locked(0)
        let createdDirectories = Locked<[String]>([])
        defer { Self.removeEmptyCreatedDirectories(createdDirectories.withLock { $0 }) }
        // One item: one thread, without asking how many there may be (`SyncOptions.jobs`).
        return WorkerPool<ItemResult>(count: items.count, threads: items.count > 1 ? options.jobs : 1).run(isCancelled: options.isCancelled) { [self] lane in
            let worker = Worker(journal: journal, root: root, keepReplacedIn: cacheDirectory)
            defer { if !worker.createdDirectories.isEmpty { createdDirectories.withLock { $0 += worker.createdDirectories } } }
            while let index = lane.take() {
                let result = process(items[index], memo: memo, options: options, worker: worker)
                if let progress = options.progress {
                    progress(done.withLock { count -> Int in
                        count += 1
                        return count
                    }, items.count)
                }
                if result.isStaged { worker.pending.append((index, result)) } else { lane.deliver(index, result) }
                if worker.batch.count >= worker.batchSize { commit(worker, to: lane) }
            }
            commit(worker, to: lane)
        }
    }
}
