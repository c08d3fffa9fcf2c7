import XibPlatform

/// Exclusion rules: built-in directory names plus the config's glob patterns.
///
/// A pattern without `/` matches any single path component (`Generated`, `*.bak.xib`);
/// a pattern with `/` matches the path relative to the project root (`Legacy/*`, `App/Old/**`),
/// where `*` may cross `/`. A leading `**/` is dropped. A matching directory excludes its subtree.
public struct ExcludeMatcher: Sendable {
    /// Patterns without `*`, `?`, `[` or `\` match only themselves: compared, not handed to
    /// fnmatch (a C string per call), for every name a walk meets.
    var componentLiterals: [String] = [], componentPatterns: [String] = []
    var pathLiterals: [String] = [], pathPatterns: [String] = []

    public init(patterns: [String], alwaysExcluded: [String] = XibgenConfig.alwaysExcluded) {
        var components = alwaysExcluded
        var paths: [String] = []
        for raw in patterns {
            var p = raw
            while p.hasSuffix("/") { p.removeLast() }
            while p.hasPrefix("./") { p.removeFirst(2) }
            if p.hasPrefix("**/") { p.removeFirst(3) }
            if p.isEmpty { continue }
            if p.contains("/") {
                if p.hasSuffix("/**") { p.removeLast(3) }
                paths.append(p)
            } else {
                components.append(p)
            }
        }
        func isLiteral(_ pattern: String) -> Bool { !pattern.utf8.contains { $0 == 0x2A || $0 == 0x3F || $0 == 0x5B || $0 == 0x5C } }
        for p in components { if isLiteral(p) { componentLiterals.append(p) } else { componentPatterns.append(p) } }
        for p in paths { if isLiteral(p) { pathLiterals.append(p) } else { pathPatterns.append(p) } }
    }

    /// `relativePath` is relative to the project root; `name` its last component.
    public func isExcluded(relativePath: String, name: String) -> Bool {
        if componentLiterals.contains(name) || pathLiterals.contains(relativePath) { return true }
        for p in componentPatterns where Glob.matches(p, name) { return true }
        for p in pathPatterns where Glob.matches(p, relativePath) { return true }
        return false
    }

    /// True when any component (or any prefix of the path) is excluded.
    public func isExcludedPath(_ relativePath: String) -> Bool {
        var prefix = ""
        for component in relativePath.split(separator: "/") {
            prefix = prefix.isEmpty ? String(component) : prefix + "/" + component
            if isExcluded(relativePath: prefix, name: String(component)) { return true }
        }
        return false
    }
}

/// Walks directories for `.xib` and `.storyboard` files and for candidate outputs (files ending
/// with the output suffix).
public struct Discovery: Sendable {
    public var root: String
    public var excludes: ExcludeMatcher
    public var outputSuffix: String
    /// Excluded by path (relative to root), e.g. the cache directory.
    public var excludedDirectories: Set<String>
    /// Listings of earlier walks, read again only for directories that changed (nil: every directory is listed).
    var listings: DirectoryListings?

    public init(root: String, excludes: ExcludeMatcher, outputSuffix: String, excludedDirectories: Set<String> = []) {
        self.root = root
        self.excludes = excludes
        self.outputSuffix = outputSuffix
        self.excludedDirectories = excludedDirectories
    }

    init(root: String, excludes: ExcludeMatcher, outputSuffix: String, excludedDirectories: Set<String> = [], listings: DirectoryListings?) {
        self.init(root: root, excludes: excludes, outputSuffix: outputSuffix, excludedDirectories: excludedDirectories)
        self.listings = listings
    }

    public struct Result: Sendable {
        /// Root-relative paths of XIBs and storyboards, sorted, unique.
        public var xibs: [String] = []
        /// With `pairOutputs`, for each of `xibs`: whether its output (its name's stem and the
        /// output suffix, beside it) was listed in its directory, byte for byte. Such an output is
        /// not in `outputs`.
        var xibOutputsListed: [Bool] = []
        /// Candidate outputs (files ending with the output suffix, whatever their type): a set,
        /// as planning looks them up (sorting 10,000 of them was 3% of a no-op run).
        public var outputs: Set<String> = []
        /// Directories that could not be listed (root-relative path → reason), sorted.
        public var unreadable: [(path: String, reason: String)] = []
        /// Leftover temporary files of interrupted atomic writes (`.NAME.xibgen-tmp-PID-N`), root-relative.
        public var temporaries: [String] = []
        /// With `collectAssets`: asset catalogs (`*.xcassets`, not entered) and image files
        /// (not hidden), root-relative, sorted (see `AssetCatalogs.scan`).
        public var catalogs: [String] = []
        public var imageFiles: [String] = []
        /// With `collectSources`: Swift files that are not outputs (not hidden), root-relative,
        /// sorted, and whether an Objective-C file is under the roots (see `OwnerSources.scan`).
        public var swiftSources: [String] = []
        public var hasObjectiveC = false
        /// With `recordDependencies`: the stamps this result depends on (nil when a directory
        /// could not be listed: such a result is not kept, see `ProjectFilesIndex`).
        var dependencies: WalkDependencies?
    }

    /// Scans each root-relative directory. Symlinked directories are followed once: visited
    /// (device, inode) pairs are remembered, so symlink loops terminate.
    /// `collectDocuments: false` leaves `xibs` empty (a walk for asset catalogs and sources only).
    /// `ordered: false` leaves `xibs` in the order found, a path met twice (through a symlink) twice.
    /// `pairOutputs` (with `collectOutputs`, for outputs beside their documents): each document's
    /// output is looked for among the names of its own directory, by their bytes (`xibOutputsListed`);
    /// an output found so is not put in `outputs` (its document is planned, and writes it), so a
    /// no-op run makes no path, no set entry and no look-up for it. (Outputs were collected in a
    /// set of paths, then each document's output path looked up there: 25 M instructions of a
    /// no-op run over 10,000 documents.)
    public func scan(directories: [String], collectOutputs: Bool, collectAssets: Bool = false, collectSources: Bool = false,
                     collectDocuments: Bool = true, recordDependencies: Bool = false, ordered: Bool = true, pairOutputs: Bool = false) -> Result {
        var state = WalkState(outputEnding: NameEnding(outputSuffix))
        state.pairOutputs = pairOutputs && collectOutputs && collectDocuments && !outputSuffix.isEmpty
        if recordDependencies { state.dependencies = WalkDependencies(outputSuffix: outputSuffix) }
        state.collectDocuments = collectDocuments
        // Documents and outputs this walk does not collect: skipped in reused listings before a
        // String is made (a walk for assets and sources meets every document and output).
        if !collectDocuments && !collectOutputs {
            state.omitted = [".xib", ".storyboard", outputSuffix].filter { !$0.isEmpty }.map { Array($0.utf8) }
        } else if !collectOutputs && !collectAssets && !collectSources && !outputSuffix.isEmpty {
            // A walk for documents only (a Swift file's sync checking the owner-sources records).
            state.omitted = [Array(outputSuffix.utf8)]
        }
        state.collectAssets = collectAssets
        state.collectSources = collectSources
        // Room for the outputs: about half the files of the last walks' listings in a project of
        // documents beside their outputs (a guess: too few only means growing as before).
        if collectOutputs, let listings { state.outputs.reserveCapacity(listings.recordedFiles / 2) }
        for dir in directories {
            let rel = PathUtil.normalize(dir)
            if rel != ".", excludes.isExcludedPath(rel) { continue }
            walk(rel, &state, collectOutputs: collectOutputs)
        }
        // Each directory is listed once (by device and inode) and names in a listing are unique, so
        // a path is found once; a duplicate would sit beside its twin once sorted.
        var xibs = state.xibs
        var listed = state.xibOutputsListed
        if ordered, xibs.count > 1 {
            let order = PathUtil.sortedOrder(xibs)
            xibs = order.map { state.xibs[$0] }
            if state.pairOutputs { listed = order.map { state.xibOutputsListed[$0] } }
            var kept = 1
            for index in 1..<xibs.count where xibs[index] != xibs[kept - 1] {
                if index != kept {
                    xibs.swapAt(index, kept)
                    if state.pairOutputs { listed.swapAt(index, kept) }
                }
                kept += 1
            }
            xibs.removeLast(xibs.count - kept)
            if state.pairOutputs { listed.removeLast(listed.count - kept) }
        }
        return Result(xibs: xibs, xibOutputsListed: listed, outputs: state.outputs,
                      unreadable: state.unreadable.sorted { PathUtil.precedes($0.path, $1.path) },
                      temporaries: state.temporaries.sorted(by: PathUtil.precedes),
                      catalogs: state.catalogs.sorted(), imageFiles: state.imageFiles.sorted(),
                      swiftSources: PathUtil.sortedPaths(state.swiftSources), hasObjectiveC: state.hasObjectiveC,
                      dependencies: state.unreadable.isEmpty ? state.dependencies : nil)
    }

    private struct WalkState {
        /// `outputSuffix`, tested by its bytes.
        let outputEnding: NameEnding
        var visited = Set<DirID>()
        /// In the order found (a set cost 18 M instructions of a no-op run over 10,000 documents).
        var xibs: [String] = []
        var outputs = Set<String>()
        var pairOutputs = false
        /// With `pairOutputs`: for each of `xibs`, whether its output is listed beside it.
        var xibOutputsListed: [Bool] = []
        var unreadable: [(path: String, reason: String)] = []
        var temporaries: [String] = []
        var collectDocuments = true
        var omitted: [[UInt8]] = []
        var collectAssets = false
        var catalogs: [String] = []
        var imageFiles: [String] = []
        var collectSources = false
        var swiftSources: [String] = []
        var hasObjectiveC = false
        var dependencies: WalkDependencies?
    }

    struct DirID: Hashable { var dev: UInt64; var ino: UInt64 }

    private static let catalogEnding = NameEnding(".xcassets")

    private func walk(_ rel: String, _ state: inout WalkState, collectOutputs: Bool) {
        let abs = rel == "." ? root : PathUtil.join(root, rel)
        let found = FileIO.stamp(abs)
        guard let stamp = found, stamp.isDirectory else {
            state.dependencies?.file(abs, found)
            return
        }
        guard state.visited.insert(DirID(dev: stamp.device, ino: stamp.inode)).inserted else {
            state.dependencies?.directory(abs, stamp, listed: nil)
            return
        }
        let entries: [DirectoryEntry]
        do {
            if let listings { entries = try listings.list(abs, stamp: stamp, omitting: state.omitted) } else { entries = try FileIO.listDirectory(abs) }
        } catch {
            state.unreadable.append((rel, error.reason))
            return
        }
        state.dependencies?.directory(abs, stamp, listed: entries)
        var subdirs: [String] = []
        // With `pairOutputs`: this directory's outputs (names) and documents (index in `xibs`, name).
        var outputsHere: [String] = []
        var xibsHere: [(index: Int, name: String)] = []
        for entry in entries {
            let name = entry.name
            // Made when needed: an output found beside its document needs none.
            lazy var childRel = rel == "." ? name : PathUtil.join(rel, name)
            var kind = entry.kind
            if kind == .unknown || kind == .symbolicLink {
                let target = FileIO.stamp(abs + "/" + name)
                state.dependencies?.file(abs + "/" + name, target)
                guard let target else { continue }  // dangling symlink
                kind = target.isDirectory ? .directory : target.isRegular ? .regular : .other
            }
            // Outputs are listed whatever their type (the pipeline reports one that is not a file),
            // so a XIB's output is absent exactly when its name is not listed beside it.
            if collectOutputs, state.outputEnding.isSuffix(of: name) {
                if state.pairOutputs { outputsHere.append(name) } else { state.outputs.insert(childRel) }
            }
            if kind == .directory {
                if excludes.isExcluded(relativePath: childRel, name: name) || excludedDirectories.contains(childRel) { continue }
                if state.collectAssets, Self.catalogEnding.isSuffix(of: name) {
                    state.catalogs.append(childRel)
                    continue
                }
                subdirs.append(childRel)
            } else if kind == .regular {
                if SourceFiles.isSource(name) {
                    if state.collectDocuments, !excludes.isExcluded(relativePath: childRel, name: name) {
                        if state.pairOutputs {
                            xibsHere.append((state.xibs.count, name))
                            state.xibOutputsListed.append(false)
                        }
                        state.xibs.append(childRel)
                    }
                } else if name.hasPrefix("."), name.contains(FileIO.temporaryMarker) {
                    state.temporaries.append(childRel)
                } else if state.collectAssets, !name.hasPrefix("."), !OwnerSources.swiftEnding.isSuffix(of: name),
                          AssetCatalogs.imageFileExtension(of: name) != nil {
                    // A Swift file (every output, every source) is no image: its name is not
                    // scanned for an extension (12,000 names in a no-op run, 9 M instructions).
                    state.imageFiles.append(childRel)
                } else if state.collectSources, !name.hasPrefix("."), OwnerSources.affectsIndex(name, output: state.outputEnding),
                          !excludes.isExcluded(relativePath: childRel, name: name) {
                    if OwnerSources.swiftEnding.isSuffix(of: name) { state.swiftSources.append(childRel) } else { state.hasObjectiveC = true }
                }
            }
        }
        if state.pairOutputs, !outputsHere.isEmpty {
            var found = [Bool](repeating: false, count: outputsHere.count)
            if !xibsHere.isEmpty {
                let suffix = Array(outputSuffix.utf8)
                var byStem: [UInt64: Int] = [:]
                byStem.reserveCapacity(outputsHere.count)
                for (index, name) in outputsHere.enumerated() {
                    if let hash = Self.stemHash(name, ending: suffix) { byStem[hash] = index }
                }
                for (index, name) in xibsHere {
                    for ending in SourceFiles.endings {
                        guard let hash = Self.stemHash(name, ending: ending.utf8), let output = byStem[hash],
                              Self.sameStem(name, ending.utf8.count, outputsHere[output], suffix.count) else { continue }
                        found[output] = true
                        state.xibOutputsListed[index] = true
                        break
                    }
                }
            }
            for (index, name) in outputsHere.enumerated() where !found[index] {
                state.outputs.insert(rel == "." ? name : PathUtil.join(rel, name))
            }
        }
        for sub in subdirs {
            walk(sub, &state, collectOutputs: collectOutputs)
        }
    }

    /// The hash of `name`'s bytes but its last ones, when those are `ending`; nil when they are not.
    static func stemHash(_ name: String, ending: [UInt8]) -> UInt64? {
        var name = name
        return name.withUTF8 { bytes in
            guard bytes.count >= ending.count, bytes[(bytes.count - ending.count)...].elementsEqual(ending) else { return nil }
            return HashMemo.StoredRecords.hash(UnsafeBufferPointer(rebasing: bytes[..<(bytes.count - ending.count)]))
        }
    }

    /// Whether `a` without its last `dropA` bytes and `b` without its last `dropB` have the same bytes.
    static func sameStem(_ a: String, _ dropA: Int, _ b: String, _ dropB: Int) -> Bool {
        var (a, b) = (a, b)
        return a.withUTF8 { x in
            b.withUTF8 { y in
                x.count - dropA == y.count - dropB && ByteSearch.equal(UnsafeBufferPointer(rebasing: x[..<(x.count - dropA)]),
                                                                     UnsafeBufferPointer(rebasing: y[..<(y.count - dropB)]))
            }
        }
    }
}

extension Discovery.Result {
    /// The asset and source files outside `directory` (the output directory, which the asset
    /// and owner-source checks do not read; nil: all of them).
    func outsideOutputDirectory(_ directory: String?) -> Discovery.Result {
        guard let directory else { return self }
        let outside = { (path: String) in path != directory && !path.hasPrefix(directory + "/") }
        var result = self
        result.catalogs = catalogs.filter(outside)
        result.imageFiles = imageFiles.filter(outside)
        result.swiftSources = swiftSources.filter(outside)
        return result
    }
}
