import XibModel
import XibPlatform

/// Staging: outputs are written beside their destinations into a worker's write batch, made
/// durable together and renamed into place when the batch commits.
extension Pipeline {
    /// Outputs a worker writes before making them durable together (see `FileIO.WriteBatch`):
    /// large enough that a cold run pays a few flushes, not one per file.
    public static let writeBatchSize = 128

    /// One worker thread's state: its write batch, the results waiting for it to commit, and the
    /// output directories it has checked (resolving a directory's real path costs a system call
    /// per path component; outputs share a few directories).
    final class Worker {
        let batch = FileIO.WriteBatch()
        var pending: [(index: Int, result: ItemResult)] = []
        /// Output directory → its real path, for directories that exist (or were created) this run.
        var resolvedDirectories: [String: String] = [:]
    }

    struct StagingFailure: Error {
        var reason: FileResult.Reason
        var diagnostic: Diagnostic
    }

    /// Stages `bytes` for `outAbs` in the worker's batch; nil when staged, else why not. A new
    /// output gets the permissions of any new file (0666 less the umask); a rewritten one keeps its own.
    func stage(_ bytes: [UInt8], to outAbs: String, replacing existing: FileStamp?, worker: Worker) -> StagingFailure? {
        do {
            if let problem = try prepareDirectory(of: outAbs, worker: worker) {
                return StagingFailure(reason: .cannotWriteOutput, diagnostic: Diagnostic(.error, kind: "outside-root", problem, at: .unknown))
            }
            try worker.batch.stage(bytes, to: outAbs, mode: existing?.mode)
            return nil
        } catch {
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
