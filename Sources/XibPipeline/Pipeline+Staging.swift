import XibGenerator
import XibModel
import XibPlatform

/// Staging: outputs are written beside their destinations into a worker's write batch and
/// renamed into place when the batch commits, after the run's write journal recorded them
/// (see `OutputJournal`); the run flushes them once, at its end.
extension Pipeline {
    /// Outputs a worker writes before committing them (see `FileIO.WriteBatch`) when each commit
    /// flushes the files (`Benchmarks`, `FileIO.atomicWrite`): a few flushes per cold run, not one per file.
    public static let writeBatchSize = 128
    /// The same when each commit records the batch in the write journal instead: a commit costs
    /// one flush of the journal, so a worker commits once per run unless it stages this many.
    public static let journaledBatchSize = 4096

    /// One worker thread's state: its write batch, the results waiting for it to commit, and the
    /// output directories it has checked (resolving a directory's real path costs a system call
    /// per path component; outputs share a few directories).
    final class Worker {
        /// The run's write journal: the batch records its files there before renaming them, and
        /// outputs it lists may be torn (see `OutputJournal`). Nil: each commit flushes its files.
        let journal: OutputJournal?
        let batchSize: Int
        /// A commit of fewer than `writeBatchSize` files flushes them instead of recording them:
        /// one flush either way, and no journal to write and remove.
        lazy var batch = FileIO.WriteBatch(ordering: journal == nil ? .flushFirst : .recordFirst(atLeast: Pipeline.writeBatchSize) {
            [unowned self] staged throws(FileSystemError) in
            try self.journal?.record(staged.map { (path: $0.note, bodyHash: self.bodyHashes[$0.note] ?? "") })
            for file in staged { self.bodyHashes[file.note] = nil }
        }, keepReplacedIn: keepReplacedIn)
        /// Where the outputs a commit replaces are kept for the next run to remove (see `ReplacedFiles`).
        let keepReplacedIn: String?
        /// Root-relative output path → the body hash of what is staged for it (the journal records both).
        var bodyHashes: [String: String] = [:]
        var pending: [(index: Int, result: ItemResult)] = []
        /// Output directory → its real path, for directories that exist (or were created) this run.
        var resolvedDirectories: [String: String] = [:]
        /// The output directories this worker created, parents first: those no output landed in
        /// are removed when the run's workers are done (`removeEmptyCreatedDirectories`).
        var createdDirectories: [String] = []
        /// Stamps of root-relative paths, by name in an open directory (the worker's items come in path order).
        let stamps: DirectoryStamps

        init(journal: OutputJournal?, root: String, keepReplacedIn: String? = nil) {
            self.journal = journal
            self.keepReplacedIn = keepReplacedIn
            self.stamps = DirectoryStamps(root: root)
            self.batchSize = journal == nil ? Pipeline.writeBatchSize : Pipeline.journaledBatchSize
        }

        /// Outputs the previous run listed in its journal and did not finish: may be torn.
        var interrupted: OutputJournal.Entries { journal?.leftover ?? [:] }
    }

    struct StagingFailure: Error {
        var reason: FileResult.Reason
        var diagnostic: Diagnostic

        init(reason: FileResult.Reason, diagnostic: Diagnostic) {
            self.reason = reason
            self.diagnostic = diagnostic
        }

        init(writing error: FileSystemError) {
            self.init(reason: .cannotWriteOutput, diagnostic: Diagnostic(.error, kind: "io-error", error.message, at: .unknown))
        }
    }

    /// Outputs larger than this are written to their staged file as they are generated
    /// (`OutputStream`); smaller ones are held, compared with what is there, and staged whole.
    public static let defaultStreamingThreshold = 4 << 20

    /// Documents this large are parsed as they are read (`Pipeline.readingThreshold`): a 50 MB XIB's
    /// bytes were a quarter of its conversion's peak memory.
    public static let defaultReadingThreshold = 4 << 20

    /// A document's generated body on its way to its output. It is hashed as it comes
    /// (`GeneratedHeader.BodyHasher`) and held while small; past the threshold it is written to a
    /// file of the worker's batch after room for the header, which is written last, once the body's
    /// hash is known (a body hash is always 64 hex digits: the header's length is known first). A
    /// stream that may not write (check mode) then keeps only the hash. Nothing is at the output
    /// path until the batch commits the file; a stream given up (a failed generation) removes it.
    final class OutputStream: CodeSink {
        enum Content {
            /// The whole body, in chunks: small, or nothing written yet.
            case held([[UInt8]], count: Int)
            /// Written to the file after `headerRoom` bytes.
            case streamed(FileIO.StreamedFile)
            /// Only hashed: the stream may not write, or its file failed (`failure`).
            case hashed
        }

        private(set) var content: Content = .held([], count: 0)
        private var body = GeneratedHeader.BodyHasher()
        private let threshold: Int
        /// Opens the file, when the stream may write.
        private let openFile: (() -> Result<FileIO.StreamedFile, StagingFailure>)?
        let headerRoom: Int
        /// Why the file could not be opened or written.
        private(set) var failure: StagingFailure?

        init(threshold: Int, headerRoom: Int, open: (() -> Result<FileIO.StreamedFile, StagingFailure>)?) {
            self.threshold = threshold
            self.headerRoom = headerRoom
            self.openFile = open
        }

        func write(_ chunk: [UInt8]) {
            body.update(chunk)
            switch content {
            case .held(var chunks, let count):
                content = .hashed  // `chunks` uniquely referenced while appended to
                chunks.append(chunk)
                guard count + chunk.count > threshold else {
                    content = .held(chunks, count: count + chunk.count)
                    return
                }
                guard let openFile else { return }
                switch openFile() {
                case .success(let file):
                    content = .streamed(file)
                    append(to: file, [UInt8](repeating: 0x20, count: headerRoom))
                    for held in chunks { append(to: file, held) }
                case .failure(let failure):
                    self.failure = failure
                }
            case .streamed(let file):
                append(to: file, chunk)
            case .hashed:
                break
            }
        }

        private func append(to file: FileIO.StreamedFile, _ bytes: [UInt8]) {
            guard failure == nil else { return }
            do {
                try file.write(bytes)
            } catch {
                failure = StagingFailure(writing: error)
                file.discard()
                content = .hashed
            }
        }

        /// The header for the body written, and the body hash it records.
        func finish(sourceName: String, sourceHash: String, configHash: String) -> (header: GeneratedHeader, trailer: [UInt8], count: Int) {
            let count = body.count
            let end = body.finish()
            body = GeneratedHeader.BodyHasher()
            return (GeneratedHeader(sourceName: sourceName, sourceHash: sourceHash, configHash: configHash, bodyHash: end.bodyHash), end.trailer, count)
        }

        /// Removes the file, if one was written.
        func discard() {
            if case .streamed(let file) = content { file.discard() }
            content = .hashed
        }
    }

    /// A file for `output` in the worker's batch, its directory checked and created first
    /// (`stage`'s failures otherwise).
    func openStreamed(_ output: String, replacing existing: FileStamp?, worker: Worker) -> Result<FileIO.StreamedFile, StagingFailure> {
        let outAbs = PathUtil.join(root, output)
        do {
            if let problem = try prepareDirectory(of: outAbs, worker: worker) {
                return .failure(StagingFailure(reason: .cannotWriteOutput, diagnostic: Diagnostic(.error, kind: "outside-root", problem, at: .unknown)))
            }
            return .success(try worker.batch.open(outAbs, mode: existing?.mode, note: output))
        } catch {
            return .failure(StagingFailure(writing: error))
        }
    }

    /// Completes a streamed file (`trailer` at its end, `header` at its start) and stages it in
    /// the worker's batch; nil when staged, else why not (the file is then removed).
    func stage(_ file: FileIO.StreamedFile, header: GeneratedHeader, trailer: [UInt8], worker: Worker) -> StagingFailure? {
        do {
            try file.write(trailer)
            try file.write(header.bytes, at: 0)
        } catch {
            file.discard()
            return StagingFailure(writing: error)
        }
        worker.bodyHashes[file.note] = header.bodyHash
        worker.batch.stage(file)
        return nil
    }

    /// Stages the file made of `pieces` (in order) for `outAbs` in the worker's batch; nil when staged, else why not. A new
    /// output gets the permissions of any new file (0666 less the umask); a rewritten one keeps its own.
    func stage(_ pieces: [[UInt8]], bodyHash: String, to output: String, replacing existing: FileStamp?, worker: Worker) -> StagingFailure? {
        let outAbs = PathUtil.join(root, output)
        do {
            if let problem = try prepareDirectory(of: outAbs, worker: worker) {
                return StagingFailure(reason: .cannotWriteOutput, diagnostic: Diagnostic(.error, kind: "outside-root", problem, at: .unknown))
            }
            worker.bodyHashes[output] = bodyHash
            try worker.batch.stage(pieces: pieces, to: outAbs, mode: existing?.mode, note: output)
            return nil
        } catch {
            worker.bodyHashes[output] = nil
            return StagingFailure(writing: error)
        }
    }

    /// Checks that `outAbs` may be written (see `outsideRoot`) and creates its directory if missing;
    /// each directory is resolved and created once per worker. Nil when fine, else why not.
    private func prepareDirectory(of outAbs: String, worker: Worker) throws(FileSystemError) -> String? {
        let directory = PathUtil.dirname(outAbs)
        if let real = worker.resolvedDirectories[directory] {
            return outsideRoot(resolved: PathUtil.join(real, PathUtil.basename(outAbs)), what: "write")
        }
        if let problem = outsideRoot(outAbs, what: "write") { return problem }
        worker.createdDirectories += try FileIO.mkdirs(directory)
        if let real = FileIO.realpath(directory) { worker.resolvedDirectories[directory] = real }
        return nil
    }

    /// Removes the directories the run created for outputs that then did not land (a generation
    /// that failed after its streamed file was opened, a batch that could not be committed), children
    /// first; run once every worker has committed, so that none is still about to write into one.
    /// Only empty directories go: one that anything was put in stays.
    static func removeEmptyCreatedDirectories(_ created: [String]) {
        for directory in created.sorted(by: { $0.utf8.count > $1.utf8.count }) {
            FileIO.removeIfEmptyDirectory(directory)
        }
    }

    /// Commits the worker's batch and delivers its pending results, turning those whose file
    /// could not be made durable or renamed into errors.
    func commit(_ worker: Worker, to lane: WorkerPool<ItemResult>.Lane) {
        let failures = worker.batch.commit()
        worker.bodyHashes = [:]
        for (index, var result) in worker.pending {
            if let file = result.file, let failure = failures[PathUtil.join(root, file.output)] {
                result = result.finished(.error, .cannotWriteOutput, file.diagnostics + [Diagnostic(.error, kind: "io-error", failure.message, at: .unknown)])
                result.forget = []
            }
            lane.deliver(index, result)
        }
        worker.pending = []
    }
}
