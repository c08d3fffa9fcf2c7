import Foundation
import XibPlatform
import XibModel

/// What to synchronise.
public enum SyncScope: Sendable, Equatable {
    /// Discover every XIB and storyboard under the configured roots and every candidate orphan output.
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
    /// Worker count; results are identical for any value. Unless set, the processors this process
    /// may use, asked only when read: Foundation reads the cgroup's CPU quota for it (0.4 M
    /// instructions at first use), which a run of one document never needs (`Pipeline.run`).
    public var jobs: Int {
        get { chosenJobs ?? ProcessInfo.processInfo.activeProcessorCount }
        set { chosenJobs = newValue }
    }
    private var chosenJobs: Int?
    /// Take `<cache>/lock` for the run. Set to false when the caller already holds it (see `Pipeline.acquireLock`).
    public var takeLock: Bool = true
    public var lockTimeout: Double = 2.0
    /// Recorded in the lock file.
    public var command: String = "xibgen"
    /// Asked before each file: once true, files not yet started are skipped (the result lists only
    /// the files handled). Lets watch mode stop on SIGINT after the file being written.
    public var isCancelled: (@Sendable () -> Bool)? = nil
    /// Told after each file is handled: how many are done, of how many (from any worker thread,
    /// so it must be cheap and thread-safe). A progress line listens.
    public var progress: (@Sendable (_ done: Int, _ total: Int) -> Void)? = nil
    /// Given what the sync built (memo, plan, results) instead of freeing it: `ExitKeeper.process`
    /// for a run that ends with the process (`--once`); nil (freed) for the watcher's syncs.
    public var keptUntilExit: ExitKeeper? = nil
    /// The project's asset names for this run (set by `sync`); nil when it has no catalog.
    var assets: LazyAssetIndex? = nil
    /// The project's Swift declarations, when it has any (set by `sync`).
    var owners: OwnerSourceContext? = nil

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

/// The outcome for one XIB or storyboard (or one orphaned output). Paths are relative to the project root.
public struct FileResult: Sendable, Equatable {
    public var source: String
    public var output: String
    public var status: FileStatus
    /// Why: what made an output stale, missing, orphaned or written; why it is refused (hand
    /// edits) or failed. Nil for fresh outputs.
    public var reason: Reason?
    public var diagnostics: [Diagnostic]
    /// Types declared by freshly generated code (empty for files not regenerated this run).
    public var typeNames: [String]

    public init(source: String, output: String, status: FileStatus, reason: Reason? = nil, diagnostics: [Diagnostic] = [], typeNames: [String] = []) {
        self.source = source
        self.output = output
        self.status = status
        self.reason = reason
        self.diagnostics = diagnostics
        self.typeNames = typeNames
    }

    /// Why a file has its status. Facts only: how to word them (and which option changes the
    /// outcome) is the reporter's business.
    public enum Reason: String, Sendable, Hashable, CaseIterable {
        /// There is no output yet.
        case missing = "missing"
        /// The XIB's content differs from the one the output was generated from.
        case sourceChanged = "source-changed"
        /// The configuration (or xibgen's version) differs from the one the output was generated with.
        case configurationChanged = "configuration-changed"
        /// The output's body no longer matches the hash its header records.
        case editedByHand = "edited-by-hand"
        /// A run that was writing the output was cut off by a power loss and left it torn.
        case interruptedWrite = "interrupted-write"
        /// A file without xibgen's header sits at the output path.
        case notWrittenByXibgen = "not-written-by-xibgen"
        /// The output's XIB is gone (orphaned, removed, or refused because it was edited).
        case sourceGone = "source-gone"
        /// Something that is not a regular file (a directory, a FIFO) sits at the output path.
        case notARegularFile = "not-a-regular-file"
        case cannotReadSource = "cannot-read-source"
        /// The XIB has errors (its diagnostics say which).
        case errorsInSource = "errors-in-source"
        case cannotWriteOutput = "cannot-write-output"
        case cannotRemoveOutput = "cannot-remove-output"
        /// Writing or removing the output would touch a file outside the project root.
        case outsideRoot = "outside-root"
        /// Another source generates the same output (`Main.xib` beside `Main.storyboard`).
        case outputConflict = "output-conflict"
        /// `style.assetSymbols`: an asset name the output uses was added to or removed from the catalogs.
        case assetsChanged = "assets-changed"
    }
}

public struct SyncResult: Sendable {
    /// Sorted by source path; identical for any `jobs`.
    public var files: [FileResult]
    /// XIBs examined.
    public var scanned: Int
    /// Run-level problems that concern no single file (a corrupt memo that was rebuilt, an
    /// unreadable directory).
    public var notices: [Notice]
    public var check: Bool
    /// Seconds spent on each file written or removed this run, keyed by output path (status lines in watch mode).
    public var durations: [String: Double] = [:]

    public init(files: [FileResult], scanned: Int, notices: [Notice] = [], check: Bool = false, durations: [String: Double] = [:]) {
        self.files = files
        self.scanned = scanned
        self.notices = notices
        self.check = check
        self.durations = durations
    }

    public func count(_ status: FileStatus) -> Int { files.reduce(0) { $0 + ($1.status == status ? 1 : 0) } }
    public var warningCount: Int { files.reduce(0) { $0 + $1.diagnostics.filter { $0.severity == .warning }.count } }
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

/// A run-level problem, as a value: the reporters word it.
public struct Notice: Sendable, Hashable {
    public enum Kind: String, Sendable, Hashable, CaseIterable {
        /// The memo could not be read back; it is rebuilt (results do not depend on it).
        case cacheCorrupt = "cache-corrupt"
        /// The memo could not be written; the next run re-reads what it would have remembered.
        case cacheNotSaved = "cache-not-saved"
        /// A directory could not be listed: XIBs in it were not handled.
        case directoryUnreadable = "directory-unreadable"
    }

    public var severity: Diagnostic.Severity
    public var kind: Kind
    /// What it is about: a path relative to the project root.
    public var path: String
    /// The system's words for the cause, when there is one (`Permission denied`).
    public var detail: String?

    public init(_ severity: Diagnostic.Severity, _ kind: Kind, path: String, detail: String? = nil) {
        self.severity = severity
        self.kind = kind
        self.path = path
        self.detail = detail
    }
}

public struct ScopeError: Error, CustomStringConvertible, Sendable {
    public var message: String
    public init(_ message: String) { self.message = message }
    public var description: String { message }
}
