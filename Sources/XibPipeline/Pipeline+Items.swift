import Foundation
import XibGenerator
import XibModel
import XibPlatform

/// Handling one work item: gathering the facts `Freshness.decide` needs (the XIB's content
/// hash, what sits at the output path), then acting on its verdict.
extension Pipeline {
    /// One item's outcome and what the memo learns from it.
    struct ItemResult: Sendable {
        var source: String
        var output: String
        var file: FileResult?
        var isXib: Bool
        var sourceMemo: [(String, HashMemo.SourceEntry)] = []
        var outputMemo: [(String, HashMemo.OutputEntry)] = []
        var failureMemo: [(String, HashMemo.FailureEntry)] = []
        var forget: [String] = []
        /// The entry in `sourceMemo`, `outputMemo` or `failureMemo` (when there is one) is the
        /// loaded memo's own, for the same path (see `Pipeline.keepsMemo`).
        var sourceFromMemo = false, outputFromMemo = false, failureFromMemo = false
        var seconds: Double = 0
        /// The output was staged in the worker's write batch: it is written when the batch commits.
        var isStaged = false

        init(source: String, output: String, isXib: Bool) {
            self.source = source
            self.output = output
            self.isXib = isXib
        }

        /// This result, reported with `status` (consumed: a result is finished as it is returned, not copied).
        consuming func finished(_ status: FileStatus, _ reason: FileResult.Reason? = nil, _ diagnostics: [Diagnostic] = [], _ typeNames: [String] = []) -> ItemResult {
            let file = FileResult(source: source, output: output, status: status, reason: reason, diagnostics: diagnostics, typeNames: typeNames)
            var result = self
            result.file = file
            return result
        }
    }

    func process(_ item: WorkItem, memo: HashMemo, options: SyncOptions, worker: Worker) -> ItemResult {
        let start = DispatchTime.now().uptimeNanoseconds
        var result: ItemResult
        switch item {
        case .xib(let rel, let output, let outputListed, let recheck):
            result = processXib(rel, output: output, outputListed: outputListed, recheck: recheck, memo: memo, options: options, worker: worker)
        case .orphan(let output, let source):
            result = processOrphan(output: output, source: source, options: options, interrupted: worker.interrupted)
        case .conflict(let source, let output, let others):
            result = ItemResult(source: source, output: output, isXib: true).finished(.error, .outputConflict, [
                Diagnostic(.error, kind: "output-conflict",
                    "\(others.map(PathUtil.basename).joined(separator: ", ")) beside it also generates \(output): rename one of them, or exclude one in the configuration (exclude:)",
                    at: SourceLocation(line: 1, column: 1)),
            ])
        }
        result.seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
        return result
    }

    private func processOrphan(output: String, source nominal: String, options: SyncOptions, interrupted: OutputJournal.Entries) -> ItemResult {
        let abs = PathUtil.join(root, output)
        guard FileIO.stamp(abs)?.isRegular == true, let bytes = try? FileIO.read(abs) else {
            return ItemResult(source: nominal, output: output, isXib: false)
        }
        let parsed = GeneratedHeader.parse(bytes)
        // The source the header names (`Main.storyboard` or `Main.xib`); another file's output
        // (its header names a source that would not write here): not this orphan's.
        var source = nominal
        if let name = parsed?.header.sourceName, !name.isEmpty {
            guard let named = layout.sourcePaths(forOutput: output).first(where: { GeneratedHeader.written(PathUtil.basename($0)) == name }) else {
                return ItemResult(source: nominal, output: output, isXib: false)
            }
            source = named
        }
        let result = ItemResult(source: source, output: output, isXib: false)
        var state = Self.outputState(of: bytes, parsed: parsed)
        if let bodyHash = interrupted[output], Self.mayBeTorn(state), OutputJournal.isTorn(bytes, bodyHash: bodyHash) { state = .torn }
        let decision = Freshness.decide(output: state, sourceHash: nil, configHash: configHash, force: options.force, check: options.check)
        switch decision.verdict {
        case .leaveAlone:
            return result
        case .report(let status):
            return result.finished(status, decision.reason)
        case .regenerate, .outOfDate:
            preconditionFailure("Freshness.decide regenerates only outputs whose XIB exists")
        case .remove:
            if let problem = outsideRoot(abs, what: "remove") {
                return result.finished(.error, .outsideRoot, [Diagnostic(.error, kind: "outside-root", problem, at: .unknown)])
            }
            do {
                try FileIO.remove(abs)
            } catch {
                return result.finished(.error, .cannotRemoveOutput, [Diagnostic(.error, kind: "io-error", error.description, at: .unknown)])
            }
            var removed = result.finished(.removed, decision.reason)
            removed.forget = [output]
            return removed
        }
    }

    /// Whether an output in this state may be one a power cut left torn (a whole file, or no
    /// file, is not).
    static func mayBeTorn(_ state: OutputState) -> Bool {
        switch state {
        case .foreign, .damagedHeader, .generated(_, _, bodyIntact: false): return true
        case .missing, .notARegularFile, .generated, .torn: return false
        }
    }

    /// What an output's bytes (and their parsed header) say about it.
    static func outputState(of bytes: [UInt8], parsed: GeneratedHeader.Parsed?) -> OutputState {
        if let parsed {
            return .generated(sourceHash: parsed.header.sourceHash, configHash: parsed.header.configHash, bodyIntact: parsed.bodyIntact)
        }
        return GeneratedHeader.carriesHeader(bytes) ? .damagedHeader : .foreign
    }

    /// The XIB's content hash (the memo's when the file's stamp still matches) and its bytes when
    /// they were read for it.
    private struct SourceContent {
        var hash: String
        var bytes: [UInt8]?
        /// The size its stamp gave: a document of `readingThreshold` bytes or more is parsed as
        /// it is read, its bytes not kept once hashed.
        var size: Int
    }

    /// Whether a document of `size` bytes is parsed as it is read. One past the reader's limit is
    /// read whole, to be refused as before.
    private func parsedAsRead(_ size: Int) -> Bool {
        size >= readingThreshold && size > 0 && size <= XMLReader.maximumDocumentSize
    }

    private func processXib(_ rel: String, output: String, outputListed: Bool?, recheck: Bool = false, memo: HashMemo, options: SyncOptions,
                            worker: Worker) -> ItemResult {
        var result = ItemResult(source: rel, output: output, isXib: true)
        // Made when a file is read: a fresh document and output are only stat-ed, by name (`worker.stamps`).
        lazy var abs = PathUtil.join(root, rel)
        lazy var outAbs = PathUtil.join(root, result.output)
        if let generated = LocalizationSources.generatedCopy(insteadOf: rel, developmentLanguage: self.options.localization.developmentLanguage, root: root) {
            return skipPerLanguageCopy(result, generated: generated, options: options, interrupted: worker.interrupted)
        }
        // Which translations files a document has decides whether it is localized: their list
        // is part of its source hash (a table added or removed regenerates). Their contents only
        // feed the checks: an edited translation re-checks the document (`recheck`, from the
        // plan) without rewriting its output, so translators' edits never churn generated code.
        let translations = self.options.localization.mode == .never ? [] : LocalizationSources.files(for: rel, root: root)
        // What the Swift source declares for the document's classes: the part of it the generated
        // code and its checks read (no lines) is part of its source hash too, so a changed action or
        // outlet regenerates the documents that name the class, and a comment regenerates nothing.
        var ownerFacts = OwnerFacts.none
        // Asked up to four times per document with the same inputs (the document's hash changes
        // only if the file changed between the stat and the read): computed once per hash.
        var lastSourceHash: (document: String, staleness: String)?
        func sourceHash(_ documentHash: String) -> String {
            guard !translations.isEmpty || !ownerFacts.isEmpty else { return documentHash }
            if let lastSourceHash, lastSourceHash.document == documentHash { return lastSourceHash.staleness }
            var key = documentHash + "\n"
            if !translations.isEmpty { key += "translations \(LocalizationSources.fingerprint(of: translations))\n" }
            if !ownerFacts.isEmpty { key += "owners \(SHA256Hex.of(Array(ownerFacts.stalenessDescription.utf8)))\n" }
            let staleness = SHA256Hex.of(Array(key.utf8))
            lastSourceHash = (documentHash, staleness)
            return staleness
        }

        // Source content hash: the memo's when the file's stamp still matches, else read (the
        // stamp then comes from the open file: one open, no stat first).
        var source: SourceContent
        if let entry = memo.source(rel), let stamp = worker.stamps.stamp(rel), stamp.isRegular, entry.matches(stamp) {
            source = SourceContent(hash: entry.hash, size: Int(stamp.size))
            result.sourceMemo = [(rel, entry)]
            result.sourceFromMemo = true
        } else {
            do {
                let (bytes, stamp) = try FileIO.readRegular(abs)
                source = SourceContent(hash: SHA256Hex.of(bytes), bytes: parsedAsRead(bytes.count) ? nil : bytes, size: bytes.count)
                result.sourceMemo = [(rel, .init(size: stamp.size, mtime: stamp.mtimeNanos, inode: stamp.inode, hash: source.hash, ctime: stamp.ctimeNanos))]
            } catch {
                return result.finished(.error, .cannotReadSource, [Diagnostic(.error, kind: "io-error", error.message, at: .unknown)])
            }
        }

        /// The document's bytes, read when the memo gave only their hash.
        func readSourceBytes() throws(FileSystemError) -> [UInt8] {
            if let bytes = source.bytes { return bytes }
            let bytes = try FileIO.read(abs)
            let hash = SHA256Hex.of(bytes)
            if hash != source.hash {
                // Changed since the stat the memo matched: use what was read, and forget the stale stamp.
                source.hash = hash
                result.sourceMemo = []
            }
            source.bytes = bytes
            return bytes
        }

        if let owners = options.owners {
            let asked = source.hash
            var classes = owners.classes(forDocument: rel, hash: asked)
            if classes == nil {
                let bytes: [UInt8]
                do { bytes = try readSourceBytes() } catch {
                    return result.finished(.error, .cannotReadSource, [Diagnostic(.error, kind: "io-error", error.message, at: .unknown)])
                }
                classes = OwnerSources.customClasses(in: bytes)
                // Seen with this hash already, unless the file changed since its stat.
                owners.record(classes!, forDocument: rel, hash: source.hash, seen: source.hash == asked)
                if parsedAsRead(bytes.count) { source.bytes = nil }
            }
            ownerFacts = owners.lookup.facts(for: classes!)
        }

        // What sits at the output path. An output the plan's listing did not show is not looked up
        // again (a cold run's stat per file): one created since is replaced at commit, as one
        // created between a stat and the commit would be; the lock keeps other xibgens out meanwhile.
        let outStamp = outputListed == false ? nil : worker.stamps.stamp(result.output)
        var existingBytes: [UInt8]? = nil
        var state: OutputState
        if let outStamp {
            if !outStamp.isRegular {
                state = .notARegularFile
            } else if let entry = memo.output(result.output, matching: outStamp, sourceHash: source.hash) {
                state = .generated(sourceHash: entry.sourceHash, configHash: entry.configHash, bodyIntact: entry.bodyIntact)
                result.outputMemo = [(result.output, entry)]
                result.outputFromMemo = true
            } else if let bytes = try? FileIO.read(outAbs) {
                existingBytes = bytes
                state = Self.outputState(of: bytes, parsed: GeneratedHeader.parse(bytes))
                if case .generated(let sourceHash, let configHash, let bodyIntact) = state {
                    result.outputMemo = [(result.output, .init(size: outStamp.size, mtime: outStamp.mtimeNanos, inode: outStamp.inode,
                                                               sourceHash: sourceHash, configHash: configHash, bodyIntact: bodyIntact,
                                                               ctime: outStamp.ctimeNanos))]
                }
            } else {
                state = .foreign  // unreadable: not provably xibgen's, so never overwritten without --force
            }
        } else {
            state = .missing
        }
        if let bodyHash = worker.interrupted[result.output], Self.mayBeTorn(state),
           let bytes = existingBytes ?? (try? FileIO.read(outAbs)), OutputJournal.isTorn(bytes, bodyHash: bodyHash) {
            state = .torn
            existingBytes = bytes
        }

        let decision = Freshness.decide(output: state, sourceHash: sourceHash(source.hash), configHash: configHash, force: options.force, check: options.check)
        let outOfDateStatus: FileStatus?
        switch decision.verdict {
        case .report(.error):
            return result.finished(.error, decision.reason,
                                   [Diagnostic(.error, kind: "io-error", "\(result.output) exists and is not a regular file", at: .unknown)])
        case .report(.fresh) where recheck && (!translations.isEmpty || options.assets != nil || self.options.assetSymbols):
            // Converted again for the checks; the output is rewritten only if it changed (with
            // `style.assetSymbols` it depends on the asset names).
            outOfDateStatus = nil
        case .report(let status):
            return result.finished(status, decision.reason)
        case .remove, .leaveAlone:
            preconditionFailure("Freshness.decide removes or leaves alone only outputs whose XIB is gone")
        case .regenerate:
            outOfDateStatus = nil
        case .outOfDate(let status):
            outOfDateStatus = status
        }

        // Known to fail for this exact content, configuration and generator build: report the
        // same diagnostics without parsing.
        if let failure = memo.failures[rel], failure.sourceHash == sourceHash(source.hash), failure.configHash == configHash,
           failure.generatorBuild == generatorBuild {
            result.failureMemo = [(rel, failure)]
            result.failureFromMemo = true
            return result.finished(.error, .errorsInSource, failure.diagnostics)
        }

        // A large document is parsed as it is read (hashed again on the way: what was parsed is what
        // the output's header names); a small one was read whole for its hash.
        var bytes: [UInt8] = []
        var parsed: Parsed?
        if source.bytes == nil && parsedAsRead(source.size) {
            switch Self.parseAsRead(abs) {
            case .unreadable(let error):
                return result.finished(.error, .cannotReadSource, [Diagnostic(.error, kind: "io-error", error.message, at: .unknown)])
            case .read(let outcome, let hash):
                if hash != source.hash {
                    // Changed since it was hashed: use what was read, and forget the stale stamp.
                    source.hash = hash
                    result.sourceMemo = []
                    result.sourceFromMemo = false
                }
                parsed = outcome
            }
        } else {
            do { bytes = try readSourceBytes() } catch {
                return result.finished(.error, .cannotReadSource, [Diagnostic(.error, kind: "io-error", error.message, at: .unknown)])
            }
            source.bytes = nil  // one owner, so `convert` can let it go before generating
        }
        let generated: GeneratedSource, diagnostics: [Diagnostic]
        let localization = translations.isEmpty ? nil : LocalizationSources.input(for: rel, files: translations, root: root)
        // A large body is written as it is generated; only a run that may write gets a file.
        let output = result.output
        let stream = OutputStream(
            threshold: streamingThreshold,
            headerRoom: GeneratedHeader.byteCount(sourceName: PathUtil.basename(rel), sourceHash: sourceHash(source.hash), configHash: configHash),
            open: options.check ? nil : { self.openStreamed(output, replacing: outStamp, worker: worker) })
        defer { stream.discard() }  // unless staged: nothing is left of a failed generation
        let conversion: Conversion
        switch parsed.take() {
        case .root(let root)?:
            conversion = convert(root: consume root, hash: sourceHash(source.hash), source: rel, localization: localization, assets: options.assets,
                                 ownerFacts: ownerFacts, into: stream)
        case .failure(let error)?:
            conversion = .failed(.init(sourceHash: sourceHash(source.hash), configHash: configHash, generatorBuild: generatorBuild,
                                       diagnostics: [error.diagnostic]))
        case nil:
            conversion = convert(consume bytes, hash: sourceHash(source.hash), source: rel, localization: localization, assets: options.assets,
                                 ownerFacts: ownerFacts, into: stream)
        }
        switch conversion {
        case .failed(let failure):
            result.failureMemo = [(rel, failure)]
            return result.finished(.error, .errorsInSource, failure.diagnostics)
        case .converted(let source, let found):
            (generated, diagnostics) = (source, found)
        }
        // Check mode: the XIB converts, so the output is simply out of date.
        if let outOfDateStatus { return result.finished(outOfDateStatus, decision.reason) }
        // Check mode reaches here only for a fresh output converted again for its checks (an edited
        // translation, changed asset names): with asset symbols its body may now differ, and check
        // mode reports that instead of writing.
        return stageIfChanged(result, generated: generated, stream: stream, diagnostics: diagnostics, hash: sourceHash(source.hash), outStamp: outStamp,
                              existing: existingBytes, check: options.check, worker: worker)
    }

    /// A per-language copy of a document (`fr.lproj/Foo.xib` beside `en.lproj/Foo.xib`): its
    /// type is generated once, from `generated`; this copy gets no output (one xibgen wrote
    /// earlier is removed, as an orphan's would be), and a warning says so.
    private func skipPerLanguageCopy(_ item: ItemResult, generated: String, options: SyncOptions, interrupted: OutputJournal.Entries) -> ItemResult {
        let note = Diagnostic(.warning, kind: "per-language-copy",
            "a per-language copy of \(generated): its type is generated once, from that copy (set 'localization.developmentLanguage' "
                + "to choose another); this copy's texts are not used by the generated code", at: SourceLocation(line: 1, column: 1))
        var result = processOrphan(output: item.output, source: item.source, options: options, interrupted: interrupted)
        guard let file = result.file else { return item.finished(.fresh, nil, [note]) }
        result.file?.diagnostics = [note] + file.diagnostics
        result.isXib = true
        return result
    }

    enum Conversion {
        case converted(GeneratedSource, diagnostics: [Diagnostic])
        /// The XIB has errors: what the failure memo records.
        case failed(HashMemo.FailureEntry)
    }

    /// Parses and generates: the generated code and every diagnostic, in source order. The
    /// document's bytes are released once read, before the model is built from the element tree
    /// (a large XIB's bytes are a fifth of the memory its conversion peaks at), so the caller hands
    /// them over; the asset check reads the same tree.
    /// With a `sink`, the generated body goes there as it is written (see `ViewCodeGenerator.generate`).
    func convert(_ bytes: consuming [UInt8], hash: String, source: String, localization: LocalizationInput? = nil,
                 assets: LazyAssetIndex? = nil, ownerFacts: OwnerFacts = .none, into sink: CodeSink? = nil) -> Conversion {
        let root: XibNode
        do {
            root = try XMLReader.parse(bytes)
        } catch {
            return .failed(.init(sourceHash: hash, configHash: configHash, generatorBuild: generatorBuild, diagnostics: [error.diagnostic]))
        }
        _ = consume bytes
        return convert(root: consume root, hash: hash, source: source, localization: localization, assets: assets, ownerFacts: ownerFacts, into: sink)
    }

    /// What a document read as it is parsed gave (`parseAsRead`).
    enum Parsed {
        case root(XibNode)
        case failure(XibParseError)
    }

    enum ReadAndParsed {
        case read(Parsed, hash: String)
        case unreadable(FileSystemError)
    }

    /// Parses the document at `path` as it is read, in slices, never holding it whole; the hash is
    /// of the bytes parsed.
    static func parseAsRead(_ path: String) -> ReadAndParsed {
        let file: FileIO.ReadHandle
        do { file = try FileIO.ReadHandle(regular: path) } catch { return .unreadable(error) }
        var hasher = SHA256Hex.Stream()
        var readError: FileSystemError?
        let parsed: Parsed
        do throws(XibParseError) {
            parsed = .root(try XMLReader.parse(reading: { buffer in
                do throws(FileSystemError) {
                    let count = try file.read(into: buffer)
                    hasher.update(UnsafeRawBufferPointer(rebasing: buffer[..<count]))
                    return count
                } catch {
                    readError = error
                    return nil
                }
            }))
        } catch {
            parsed = .failure(error)
        }
        if let readError { return .unreadable(readError) }
        return .read(parsed, hash: hasher.finish())
    }

    /// `convert` from the document's element tree, read already.
    /// The asset index is built only when the document uses an image or color name, or when
    /// asset symbols are on (see `AssetCatalogs.check(_:against:symbols:)`).
    func convert(root: consuming XibNode, hash: String, source: String, localization: LocalizationInput? = nil,
                 assets: LazyAssetIndex? = nil, ownerFacts: OwnerFacts = .none, into sink: CodeSink? = nil) -> Conversion {
        let document: XibDocument
        let assetDiagnostics: [Diagnostic]
        do {
            assetDiagnostics = assets.map { AssetCatalogs.check(root, against: $0, symbols: options.assetSymbols) } ?? []
            // The element tree goes as the model is built; the model keeps what it refers to.
            document = try XibDocument.build(consuming: root)
        } catch {
            return .failed(.init(sourceHash: hash, configHash: configHash, generatorBuild: generatorBuild, diagnostics: [error.diagnostic]))
        }
        let generated = ViewCodeGenerator.generate(document, xibName: OutputLayout.xibName(source), options: options, localization: localization,
                                                   assets: options.assetSymbols ? assets?.value.symbols ?? .none : .none,
                                                   ownerFacts: ownerFacts, into: sink)
        var seen = Set<Diagnostic>()
        var diagnostics = (document.diagnostics + generated.diagnostics + assetDiagnostics).filter { seen.insert($0).inserted }
        diagnostics = diagnostics.enumerated().sorted { a, b in
            a.element.location != b.element.location ? a.element.location < b.element.location : a.offset < b.offset
        }.map(\.element)
        if diagnostics.contains(where: { $0.severity == .error }) {
            return .failed(.init(sourceHash: hash, configHash: configHash, generatorBuild: generatorBuild, diagnostics: diagnostics))
        }
        return .converted(generated, diagnostics: diagnostics)
    }

    /// Stages the output when its bytes differ from what is there; in check mode reports it stale instead.
    private func stageIfChanged(_ item: ItemResult, generated: GeneratedSource, stream: OutputStream, diagnostics: [Diagnostic], hash: String,
                                outStamp: FileStamp?, existing: [UInt8]?, check: Bool, worker: Worker) -> ItemResult {
        var result = item
        let sourceName = PathUtil.basename(result.source)
        let outAbs = PathUtil.join(root, result.output)
        let end = stream.finish(sourceName: sourceName, sourceHash: hash, configHash: configHash)
        if case .held(let chunks, _) = stream.content {
            // Small: held whole, compared byte for byte and staged as today. The stream hashed the
            // body as it came: its header and trailer are `compose`'s, not computed again.
            let output = GeneratedHeader.Composed(pieces: [end.header.bytes] + chunks + [end.trailer], bodyHash: end.header.bodyHash)
            let current = existing ?? (outStamp == nil ? nil : try? FileIO.read(outAbs))
            if let current, output.matches(current) {
                return result.finished(.fresh, nil, diagnostics, generated.typeNames)
            }
            if check { return result.finished(.stale, .assetsChanged, diagnostics) }
            if let failure = stage(output.pieces, bodyHash: output.bodyHash, to: result.output, replacing: outStamp, worker: worker) {
                return result.finished(.error, failure.reason, diagnostics + [failure.diagnostic])
            }
        } else {
            // Large: compared by size, header and body hash, without holding it.
            let header = end.header.bytes
            let size = header.count + end.count + end.trailer.count
            let unchanged: Bool
            if existing?.count ?? (outStamp.map { Int($0.size) }) == size,
               let current = existing ?? (try? FileIO.read(outAbs)) {
                unchanged = current.count == size && current.starts(with: header)
                    && SHA256Hex.of(bytes: current[header.count...]) == end.header.bodyHash
            } else {
                unchanged = false
            }
            if unchanged { return result.finished(.fresh, nil, diagnostics, generated.typeNames) }
            if check { return result.finished(.stale, .assetsChanged, diagnostics) }
            let staged: StagingFailure?
            if let failure = stream.failure {
                staged = failure
            } else if case .streamed(let file) = stream.content {
                staged = stage(file, header: end.header, trailer: end.trailer, worker: worker)
            } else {
                preconditionFailure("a stream that may write holds its body or writes it")
            }
            if let failure = staged { return result.finished(.error, failure.reason, diagnostics + [failure.diagnostic]) }
        }
        result.isStaged = true
        result.forget = [result.output]
        return result.finished(.written, nil, diagnostics, generated.typeNames)
    }
}
