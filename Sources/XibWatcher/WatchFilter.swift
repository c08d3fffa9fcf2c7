import XibPlatform

/// Decides which files produce events and which directories are not watched at all.
/// All paths handed to the predicates are absolute and standardized (no trailing slash).
public struct WatchFilter: Sendable {
    /// Directory names never watched by default.
    public static let defaultExcludedDirectoryNames: Set<String> = [".git", ".build", "DerivedData", ".swiftpm", ".xibgen"]

    /// Does this file produce events? (e.g. `*.xib`, `*.storyboard` or the config file name)
    public var matchesFile: @Sendable (_ path: String) -> Bool
    /// Is this directory (and everything below it) excluded from watching?
    public var isExcludedDirectory: @Sendable (_ path: String) -> Bool
    /// Extra veto for files that match but must never produce events (files the consumer writes).
    public var isIgnored: @Sendable (_ path: String) -> Bool

    public init(
        matchesFile: @escaping @Sendable (_ path: String) -> Bool,
        isExcludedDirectory: @escaping @Sendable (_ path: String) -> Bool = { WatchFilter.defaultExcludedDirectoryNames.contains(PathUtil.basename($0)) },
        isIgnored: @escaping @Sendable (_ path: String) -> Bool = { _ in false }
    ) {
        self.matchesFile = matchesFile
        self.isExcludedDirectory = isExcludedDirectory
        self.isIgnored = isIgnored
    }

    /// Files with one of `extensions` (case-insensitive; hidden `.*` names — editor temp/lock files — excluded)
    /// or named exactly one of `fileNames` (e.g. the config file, may be hidden).
    public static func files(
        extensions: Set<String> = ["xib"],
        fileNames: Set<String> = [],
        excludedDirectoryNames: Set<String> = defaultExcludedDirectoryNames,
        excludedPaths: [String] = [],
        ignore: (@Sendable (String) -> Bool)? = nil
    ) -> WatchFilter {
        let exts = Set(extensions.map { $0.lowercased() })
        let excluded = excludedPaths.map { PathUtil.standardize($0) }
        return WatchFilter(
            matchesFile: { path in
                let name = PathUtil.basename(path)
                if fileNames.contains(name) { return true }
                if name.hasPrefix(".") { return false }
                guard let dot = name.lastIndex(of: ".") else { return false }
                return exts.contains(name[name.index(after: dot)...].lowercased())
            },
            isExcludedDirectory: { path in
                if excludedDirectoryNames.contains(PathUtil.basename(path)) { return true }
                return excluded.contains { path == $0 || path.hasPrefix($0 + "/") }
            },
            isIgnored: ignore ?? { _ in false }
        )
    }

    /// The filter xibgen uses: `*.xib` and `*.storyboard` plus the given config file names.
    public static func xib(configFileNames: Set<String> = [], excludedPaths: [String] = []) -> WatchFilter {
        files(extensions: ["xib", "storyboard"], fileNames: configFileNames, excludedPaths: excludedPaths)
    }

    @inlinable
    func accepts(file path: String) -> Bool { matchesFile(path) && !isIgnored(path) }
}
