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
        })
        /// Root-relative output path → the body hash of what is staged for it (the journal records both).
        var bodyHashes: [String: String] = [:]
        var pending: [(index: Int, result: ItemResult)] = []
        /// Output directory → its real path, for directories that exist (or were created) this run.
        var resolvedDirectories: [String: String] = [:]

        init(journal: OutputJournal?) {
            self.journal = journal
            self.batchSize = journal == nil ? Pipeline.writeBatchSize : Pipeline.journaledBatchSize
        }

        /// Outputs the previous run listed in its journal and did not finish: may be torn.
        var interrupted: OutputJournal.Entries { journal?.leftover ?? [:] }
    }

    struct StagingFailure: Error {
        var reason: FileResult.Reason
        var diagnostic: Diagnostic
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
            return StagingFailure(reason: .cannotWriteOutput, diagnostic: Diagnostic(.error, kind: "io-error", error.message, at: .unknown))
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
        try FileIO.mkdirs(directory)
        if let real = FileIO.realpath(directory) { worker.resolvedDirectories[directory] = real }
        return nil
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
