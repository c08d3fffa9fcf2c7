/// What sits at a XIB's output path, as far as freshness is concerned.
public enum OutputState: Sendable, Hashable {
    case missing
    /// A directory, a FIFO, a socket… (symlinks are followed).
    case notARegularFile
    /// A file without xibgen's header: someone else's.
    case foreign
    /// A file that starts with xibgen's first header line but whose hash line cannot be read.
    case damagedHeader
    /// A file xibgen wrote: the hashes its header records, and whether the body still matches its hash.
    case generated(sourceHash: String, configHash: String, bodyIntact: Bool)
    /// A file a run interrupted by a power cut left empty or torn: the write journal lists it and
    /// its bytes are what such a write leaves (see `OutputJournal`). xibgen's to rewrite.
    case torn
}

/// The freshness decision: for one output, from what its header records, the XIB's current
/// content hash (nil when the XIB is gone), the configuration hash and the run's options —
/// what to do and why. Pure: no disk, no clock; the pipeline gathers the facts and acts.
public struct Freshness: Sendable, Hashable {
    public enum Verdict: Sendable, Hashable {
        /// Report the output with this status and do nothing else (fresh, stale, missing,
        /// orphaned, hand-edited, or an error when the path is not a file).
        case report(FileStatus)
        /// Generate the output (and write it when its bytes differ).
        case regenerate
        /// Check mode: the output is out of date. Report it with this status (stale or missing),
        /// unless its XIB fails to convert: then report that failure, as a run that writes would.
        case outOfDate(FileStatus)
        /// Remove the output: its XIB is gone.
        case remove
        /// Not xibgen's business: nothing to report (an orphan candidate that is not xibgen's).
        case leaveAlone
    }

    public var verdict: Verdict
    public var reason: FileResult.Reason?

    public init(_ verdict: Verdict, _ reason: FileResult.Reason? = nil) {
        self.verdict = verdict
        self.reason = reason
    }

    public static func decide(output: OutputState, sourceHash: String?, configHash: String, force: Bool, check: Bool) -> Freshness {
        guard let sourceHash else { return decideOrphan(output: output, force: force, check: check) }
        // Why the output is out of date, when it is.
        let outOfDate: FileResult.Reason
        switch output {
        case .notARegularFile:
            return Freshness(.report(.error), .notARegularFile)
        case .missing:
            outOfDate = .missing
        case .torn:
            outOfDate = .interruptedWrite
        case .foreign:
            if !force { return Freshness(.report(.handEdited), .notWrittenByXibgen) }
            outOfDate = .notWrittenByXibgen
        case .damagedHeader:
            if !force { return Freshness(.report(.handEdited), .editedByHand) }
            outOfDate = .editedByHand
        case .generated(let recordedSource, let recordedConfig, let bodyIntact):
            if !bodyIntact {
                if !force { return Freshness(.report(.handEdited), .editedByHand) }
                outOfDate = .editedByHand
            } else if recordedSource != sourceHash {
                outOfDate = .sourceChanged
            } else if recordedConfig != configHash {
                outOfDate = .configurationChanged
            } else {
                return Freshness(.report(.fresh))
            }
        }
        if check { return Freshness(.outOfDate(outOfDate == .missing ? .missing : .stale), outOfDate) }
        return Freshness(.regenerate, outOfDate)
    }

    /// The XIB is gone: only an output carrying xibgen's header is xibgen's to remove.
    private static func decideOrphan(output: OutputState, force: Bool, check: Bool) -> Freshness {
        switch output {
        case .missing, .notARegularFile, .foreign:
            return Freshness(.leaveAlone)
        case .damagedHeader, .generated, .torn:
            var intact = output == .torn
            if case .generated(_, _, let bodyIntact) = output { intact = bodyIntact }
            if !intact, !force { return Freshness(.report(.handEdited), .sourceGone) }
            return check ? Freshness(.report(.orphaned), .sourceGone) : Freshness(.remove, .sourceGone)
        }
    }
}
