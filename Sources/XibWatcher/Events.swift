import Foundation
import XibPlatform

/// One change to a file that matched the watch filter.
public struct FileChange: Sendable, Hashable, CustomStringConvertible {
    public enum Kind: String, Sendable, Hashable {
        case created, modified, removed
    }

    public var path: String
    public var kind: Kind
    /// The backend saw the file opened for writing and not yet closed (inotify: `IN_CREATE` or
    /// `IN_MODIFY` without a later `IN_CLOSE_WRITE`). The coalescer holds such a path until the
    /// writer closes it (or `maxDelay` passes), so a half-written file is not delivered.
    public var writerOpen: Bool

    public init(_ kind: Kind, _ path: String, writerOpen: Bool = false) {
        self.path = path
        self.kind = kind
        self.writerOpen = writerOpen
    }

    public var description: String { "\(kind) \(path)" }
}

/// What a backend (inotify or polling) reports, in order, before coalescing.
public enum WatcherEvent: Sendable, Hashable {
    /// A matching file was created, modified or removed. Moves are removed(old) + created(new).
    case change(FileChange)
    /// Events may have been lost (e.g. `IN_Q_OVERFLOW`); the consumer should do a full pass.
    case rescanNeeded(reason: String)
    /// Something the user should know about (skipped directory, backend switch, …).
    case notice(String)
    /// The backend cannot continue (e.g. inotify watch limit reached at runtime).
    /// `AutomaticWatcher` reacts by switching to polling; a bare backend has stopped.
    case backendFailed(WatcherError)
}

/// Errors the watcher layer throws or reports.
public enum WatcherError: Error, Sendable, Hashable, CustomStringConvertible {
    /// `inotify_add_watch` failed with `ENOSPC`: `fs.inotify.max_user_watches` exhausted.
    case watchLimitReached(path: String, maxUserWatches: Int?)
    /// The inotify instance could not be created (e.g. `EMFILE`: `fs.inotify.max_user_instances`).
    case inotifyUnavailable(code: Int32, detail: String)
    /// libinotifytools keeps process-global state; only one `InotifyWatcher` may run at a time.
    case inotifyInUse
    /// A watch root does not exist or is not a directory.
    case rootNotFound(String)
    /// inotify is not available on this platform.
    case unsupportedPlatform

    public var description: String {
        switch self {
        case let .watchLimitReached(path, max):
            let value = max.map(String.init) ?? "unknown"
            return "inotify watch limit reached while watching \(path): fs.inotify.max_user_watches = \(value). Raise it, e.g. "
                + "`sudo sysctl fs.inotify.max_user_watches=524288` (persist it in /etc/sysctl.d/), "
                + "exclude large directories, or use polling."
        case let .inotifyUnavailable(code, detail):
            return "inotify unavailable (\(SystemError.describe(code))): \(detail)"
        case .inotifyInUse:
            return "another InotifyWatcher is already running in this process (libinotifytools is process-global)"
        case let .rootNotFound(path):
            return "watch root does not exist or is not a directory: \(path)"
        case .unsupportedPlatform:
            return "inotify is not available on this platform"
        }
    }
}

/// Coalesced changes: every path appears at most once, with its net change.
public struct FileChangeBatch: Sendable, Equatable, CustomStringConvertible {
    /// Net change per path.
    public private(set) var changes: [String: FileChange.Kind] = [:]
    /// Set when a backend reported lost events; the consumer should re-scan everything.
    public var rescanNeeded: Bool { !rescanReasons.isEmpty }
    public private(set) var rescanReasons: [String] = []
    /// Human-readable notices from the backends (warnings, backend switches).
    public private(set) var notices: [String] = []

    public init() {}

    public var created: [String] { paths(.created) }
    public var modified: [String] { paths(.modified) }
    public var removed: [String] { paths(.removed) }
    /// Paths that exist after the batch (created or modified), sorted.
    public var changedPaths: [String] { changes.filter { $0.value != .removed }.keys.sorted() }
    public var allPaths: [String] { changes.keys.sorted() }
    public var isEmpty: Bool { changes.isEmpty && rescanReasons.isEmpty && notices.isEmpty }

    private func paths(_ kind: FileChange.Kind) -> [String] {
        changes.compactMap { $0.value == kind ? $0.key : nil }.sorted()
    }

    /// Merges a later change of `change.path` into this batch.
    public mutating func merge(_ change: FileChange) {
        changes[change.path] = Self.combine(changes[change.path], change.kind)
    }

    public mutating func merge(_ event: WatcherEvent) {
        switch event {
        case let .change(change): merge(change)
        case let .rescanNeeded(reason): if !rescanReasons.contains(reason) { rescanReasons.append(reason) }
        case let .notice(message): notices.append(message)
        case let .backendFailed(error): notices.append(error.description)
        }
    }

    /// Merges a later batch into this one (used while the consumer is busy).
    public mutating func merge(_ later: FileChangeBatch) {
        for (path, kind) in later.changes { changes[path] = Self.combine(changes[path], kind) }
        for reason in later.rescanReasons where !rescanReasons.contains(reason) { rescanReasons.append(reason) }
        notices += later.notices
    }

    /// Net effect of `earlier` followed by `later`; `nil` means no net change (created, then removed).
    static func combine(_ earlier: FileChange.Kind?, _ later: FileChange.Kind) -> FileChange.Kind? {
        guard let earlier else { return later }
        switch (earlier, later) {
        case (.created, .removed): return nil  // transient file
        case (.created, _): return .created
        case (.removed, .created), (.removed, .modified): return .modified  // replaced
        case (.modified, .removed): return .removed
        case (.modified, _): return .modified
        case (.removed, .removed): return .removed
        }
    }

    public var description: String {
        var parts: [String] = []
        if !created.isEmpty { parts.append("created: \(created)") }
        if !modified.isEmpty { parts.append("modified: \(modified)") }
        if !removed.isEmpty { parts.append("removed: \(removed)") }
        if rescanNeeded { parts.append("rescanNeeded: \(rescanReasons)") }
        if !notices.isEmpty { parts.append("notices: \(notices)") }
        return "FileChangeBatch(" + parts.joined(separator: ", ") + ")"
    }
}

/// A file-watching backend. `start` delivers events to `sink` in order, from a background thread.
public protocol FileWatcher: AnyObject, Sendable {
    /// The (absolute, standardized) root directories being watched.
    var roots: [String] { get }
    /// Sets up watches / the initial snapshot, then starts delivering events. Call once.
    func start(_ sink: @escaping @Sendable ([WatcherEvent]) -> Void) throws -> WatchStartupReport
    /// Stops delivering events; after it returns `sink` is not called again. Idempotent.
    func stop()
    /// Shortest settle window that makes sense for this backend (polling: 1.5 × interval, so
    /// a file caught half-written by one scan is merged with the next scan's change).
    var minimumQuietPeriod: Duration { get }
}

extension FileWatcher {
    public var minimumQuietPeriod: Duration { .zero }
}

/// What a watcher watches, for the CLI to print at startup.
public struct WatchStartupReport: Sendable, Equatable, CustomStringConvertible {
    public enum Backend: Sendable, Equatable, CustomStringConvertible {
        case inotify
        case polling(intervalMilliseconds: Int)
        public var description: String {
            switch self {
            case .inotify: return "inotify"
            case let .polling(ms): return "polling every \(ms) ms"
            }
        }
    }

    public struct Root: Sendable, Equatable {
        public var path: String
        public var directories: Int
        public var matchingFiles: Int
        public var exists: Bool
    }

    public var backend: Backend
    public var roots: [Root]
    /// Directories skipped by the exclude predicate (not watched / not scanned).
    public var excludedDirectories: Int
    public var warnings: [String]

    public var directoryCount: Int { roots.reduce(0) { $0 + $1.directories } }
    public var matchingFileCount: Int { roots.reduce(0) { $0 + $1.matchingFiles } }

    public var description: String {
        var lines = ["Watching \(directoryCount) director\(directoryCount == 1 ? "y" : "ies") "
            + "(\(matchingFileCount) matching file\(matchingFileCount == 1 ? "" : "s")) with \(backend); "
            + "\(excludedDirectories) excluded"]
        for root in roots {
            lines.append(root.exists
                ? "  \(root.path): \(root.directories) directories, \(root.matchingFiles) files"
                : "  \(root.path): missing (waiting for it to appear)")
        }
        lines += warnings.map { "  warning: \($0)" }
        return lines.joined(separator: "\n")
    }
}
