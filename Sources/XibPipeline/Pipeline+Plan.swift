import XibPlatform

/// Planning: which XIBs and storyboards and which orphaned outputs a sync handles, found by
/// walking the configured roots (or looking at the paths given), in path order.
extension Pipeline {
    enum WorkItem: Sendable {
        /// `output`: its output path (`OutputLayout.outputPath(forXib:)`), made once, when planning.
        /// `outputListed`: whether the output was in a directory listing taken while planning
        /// (nil when its directory was not listed, for a XIB named on its own).
        /// `recheck`: a translation of the XIB changed; its checks run again even when its output is fresh.
        case xib(String, output: String, outputListed: Bool? = nil, recheck: Bool = false)
        case orphan(output: String, source: String)
        /// A source whose output another source writes too (`Main.xib` beside `Main.storyboard`):
        /// an error, and neither writes.
        case conflict(String, output: String, others: [String])

        /// The item with its checks run again (a XIB's; others are unchanged).
        var rechecked: WorkItem {
            guard case .xib(let path, let output, let listed, _) = self else { return self }
            return .xib(path, output: output, outputListed: listed, recheck: true)
        }

        var sortKey: String {
            switch self {
            case .xib(let s, _, _, _): return s
            case .orphan(_, let s): return s
            case .conflict(let s, _, _): return s
            }
        }
    }

    struct PlanFindings {
        var unreadable: [(path: String, reason: String)] = []
        var temporaries: [String] = []
        /// A full rescan's walk also lists the asset catalogs, image files and Swift sources
        /// under the roots (outside the cache and output directories), so the asset and
        /// owner-source checks need no walk of their own.
        var projectFiles: Discovery.Result?
    }

    /// Removes `.NAME.xibgen-tmp-*` files left by a killed run (root-relative paths), and the
    /// cache's; the files earlier runs' renames replaced and kept in the cache directory
    /// (`ReplacedFiles`) are removed on a thread of its own: the removal to wait for, if any.
    func removeLeftoverTemporaries(_ paths: [String]) -> ReplacedFiles.Removal? {
        var all = paths.map { PathUtil.join(root, $0) }
        var kept: [String] = []
        if let entries = try? FileIO.listDirectory(cacheDirectory) {
            for entry in entries where entry.name.hasPrefix(".") {
                if entry.name.hasPrefix(ReplacedFiles.keptPrefix) {
                    kept.append(PathUtil.join(cacheDirectory, entry.name))
                } else if entry.name.contains(FileIO.temporaryMarker) {
                    all.append(PathUtil.join(cacheDirectory, entry.name))
                }
            }
        }
        for path in all where outsideRoot(path, what: "remove") == nil {
            try? FileIO.remove(path)
        }
        // The cache directory's own files: it was checked to be inside the root (`sync`).
        return ReplacedFiles.remove(kept)
    }

    func plan(_ scope: SyncScope) throws -> [WorkItem] {
        var findings = PlanFindings()
        return try plan(scope, findings: &findings)
    }

    /// `listings`: directory listings of earlier walks, reused for directories that did not change.
    func plan(_ scope: SyncScope, findings: inout PlanFindings, listings: DirectoryListings? = nil) throws -> [WorkItem] {
        let cacheRel = PathUtil.normalize(config.cacheDirectory)
        let discovery = Discovery(root: root, excludes: excludes, outputSuffix: layout.suffix, excludedDirectories: [cacheRel], listings: listings)
        let outputDiscovery = Discovery(root: root, excludes: ExcludeMatcher(patterns: []), outputSuffix: layout.suffix, listings: listings)
        // XIBs in the order found (discovery sorts each scan), so the final sort has little to do.
        var xibs = Set<String>()
        /// `outputsListed`: whether the document's directory was listed while planning; `paired`:
        /// whether its output was found there by its bytes (`Discovery.Result.xibOutputsListed`).
        var xibOrder: [(path: String, outputsListed: Bool, paired: Bool)] = []
        /// Whether every path in `xibOrder` is in `xibs`. A first scan's paths (unique: a full
        /// rescan's one walk) are put in `xibOrder` alone, and `xibs` is made only when asked.
        var xibsIndexed = true
        func indexXibs() {
            guard !xibsIndexed else { return }
            xibs = Set(xibOrder.map(\.path))
            xibsIndexed = true
        }
        /// Whether `xibOrder` is one walk's documents, in path order (`Discovery.scan` sorts them).
        var xibOrderSorted = true
        func addXib(_ path: String, outputsListed: Bool) {
            indexXibs()
            if xibs.insert(path).inserted {
                xibOrder.append((path, outputsListed, false))
                xibOrderSorted = false
            }
        }
        var outputs = Set<String>()
        /// Sources named on their own (not found by listing their directory).
        var named = Set<String>()
        var recheck = Set<String>()

        // Outputs beside their XIBs are listed in the same pass over the same directory: whether
        // each XIB's output exists is then known without a stat per file. (Mirrored outputs are
        // listed by a walk of their own, which may reach a directory by another path; not used.)
        func scanDirs(_ dirs: [String], collectProjectFiles: Bool = false) {
            // Outputs beside their documents: each found by its bytes in its document's listing is
            // left out of `outputs` (see `Discovery.scan(pairOutputs:)`).
            let found = discovery.scan(directories: dirs, collectOutputs: layout.directory == nil,
                                       collectAssets: collectProjectFiles, collectSources: collectProjectFiles, pairOutputs: true)
            let paired = { (index: Int) in found.xibOutputsListed.isEmpty ? false : found.xibOutputsListed[index] }
            if collectProjectFiles { findings.projectFiles = found.outsideOutputDirectory(layout.directory) }
            if xibOrder.isEmpty {
                xibOrder = found.xibs.indices.map { (found.xibs[$0], layout.directory == nil, paired($0)) }
                xibsIndexed = xibOrder.isEmpty
            } else {
                xibOrderSorted = false
                for (index, xib) in found.xibs.enumerated() {
                    indexXibs()
                    if xibs.insert(xib).inserted { xibOrder.append((xib, layout.directory == nil, paired(index))) }
                }
            }
            // A full rescan's one walk: its set as it is (a union rehashes 10,000 outputs).
            if outputs.isEmpty { outputs = found.outputs } else { outputs.formUnion(found.outputs) }
            findings.unreadable += found.unreadable
            findings.temporaries += found.temporaries
            if let outDir = layout.directory {
                let mirrors = dirs.map { $0 == "." ? outDir : PathUtil.join(outDir, $0) }
                let mirrored = outputDiscovery.scan(directories: mirrors, collectOutputs: true)
                outputs.formUnion(mirrored.outputs)
                findings.unreadable += mirrored.unreadable
                findings.temporaries += mirrored.temporaries
            }
        }

        switch scope {
        case .fullRescan:
            scanDirs(config.roots.map(PathUtil.normalize), collectProjectFiles: true)
        case .paths(let paths, let honorExcludes):
            let roots = config.roots.map(PathUtil.normalize)
            /// Swift and Objective-C files among the paths (see `documentsAffected(byOwnerSources:)`).
            var ownerSources: [String] = []
            for raw in paths {
                let abs = PathUtil.normalize(PathUtil.absolute(raw, base: root))
                guard let rel = PathUtil.relative(abs, to: root) else {
                    if honorExcludes { continue }
                    throw ScopeError("\(raw): outside the project root \(root)")
                }
                let inOutputDir = layout.directory.map { rel == $0 || rel.hasPrefix($0 + "/") } ?? false
                if honorExcludes {
                    let inRoots = roots.contains { r in r == "." || rel == r || rel.hasPrefix(r + "/") }
                    if !inRoots && !inOutputDir { continue }
                }
                // `exclude` applies to named paths too, so a pre-commit hook passing a staged XIB
                // in an excluded directory generates nothing for it.
                if !inOutputDir, rel != ".", excludes.isExcludedPath(rel) { continue }
                let stamp = FileIO.stamp(abs)
                if stamp?.isDirectory == true {
                    scanDirs([rel])
                } else if SourceFiles.isSource(rel) {
                    if stamp != nil {
                        addXib(rel, outputsListed: false)
                        named.insert(rel)
                    } else {
                        outputs.insert(layout.outputPath(forXib: rel))
                    }
                } else if rel.hasSuffix(layout.suffix) {
                    if stamp != nil { outputs.insert(rel) }
                } else if LocalizationSources.isTranslationsFile(rel) {
                    // A changed translation: the documents it translates are regenerated and re-checked.
                    for document in LocalizationSources.documents(translatedBy: rel, root: root)
                    where (document.hasSuffix(".xib") || document.hasSuffix(".storyboard")) && !excludes.isExcludedPath(document) {
                        addXib(document, outputsListed: false)
                        recheck.insert(document)
                    }
                } else if OwnerSources.affectsIndex(rel, outputSuffix: layout.suffix) {
                    // A Swift (or Objective-C) file: the documents naming the classes it declares
                    // (or declared) and their subclasses are planned; their source hash holds the
                    // classes' facts, so only those whose facts changed are regenerated.
                    ownerSources.append(rel)
                } else if AssetCatalogs.affectsIndex(rel) {
                    // An asset or image file: any document may name it. Every document is planned;
                    // `sync` re-checks them when the project's asset names changed.
                    scanDirs(roots)
                } else if stamp == nil, let outDir = layout.directory {
                    // A deleted directory: its mirrored outputs may now be orphans.
                    scanDirs([])
                    outputs.formUnion(outputDiscovery.scan(directories: [PathUtil.join(outDir, rel)], collectOutputs: true).outputs)
                } else if stamp != nil, !honorExcludes {
                    throw ScopeError("\(raw): not a .xib or .storyboard file, or a directory")
                }
            }
            if !ownerSources.isEmpty {
                // The documents under the roots now (directories unchanged since the last walk are
                // not listed again): the memo's records answer which of them a Swift file owns only
                // when they name every one (a sync of named documents records only those, a
                // rebuilt memo none, a document added since none), as a run without caches would.
                // Documents only, unsorted: the walk is done again when every document is planned.
                let present = discovery.scan(directories: roots, collectOutputs: false, ordered: false)
                if let documents = documentsAffected(byOwnerSources: ownerSources, present: present) {
                    for document in documents where !excludes.isExcludedPath(document) && FileIO.stamp(PathUtil.join(root, document))?.isRegular == true {
                        addXib(document, outputsListed: false)
                    }
                } else {
                    // Which documents name them is not known (the first Swift declarations of the
                    // project, or a document the memo has no record of): every document is planned
                    // (a no-op for those whose facts stay as they were).
                    scanDirs(roots)
                }
            }
        }

        // Compared without case: on a case-insensitive filesystem (macOS's default, vfat, SMB)
        // `foo.generated.swift` is the output of `Foo.xib`, and must be looked at, not replaced.
        // (String equality already ignores Unicode normalization.) An output listed as named is
        // found without lowercasing the listing; the lowercased set is made only for one that is not.
        // `outputs` holds the listed outputs not found beside their documents by their bytes (those
        // are listed: `paired`), and the outputs named or found otherwise: each document whose
        // output is not paired is looked up there.
        var listedLowercased: Set<String>?
        /// When every listed output is ASCII, their case-folded hashes: an output whose hash is not
        /// among them is not listed in any case (a failed document's missing output made 10,000
        /// lowercased Strings). Nil: not made yet, or an output is not ASCII.
        var listedFolded: Set<UInt64>?
        var foldedTried = false
        /// Listed outputs found as named: each for another document (two writing one output are a conflict, not asked).
        var listedAsNamed = 0
        func isListed(_ output: String) -> Bool {
            if outputs.contains(output) {
                listedAsNamed += 1
                return true
            }
            if !foldedTried {
                foldedTried = true
                listedFolded = Self.caseFoldedHashes(outputs)
            }
            if let listedFolded, let hash = Self.caseFoldedHash(output), !listedFolded.contains(hash) { return false }
            if listedLowercased == nil { listedLowercased = Set(outputs.map { $0.lowercased() }) }
            return listedLowercased!.contains(output.lowercased())
        }
        // Two sources never write one output (`Main.xib` beside `Main.storyboard`, or `foo.xib`
        // beside `Foo.xib` where case is ignored): each is an error naming the others. A source
        // named on its own is checked against its siblings on disk.
        var xibOutputs = xibOrder.map { layout.outputPath(forXib: $0.path) }
        // The writers of each output written by more than one planned source (a set finds them:
        // a dictionary of every output's writers cost 10,000 arrays in a no-op run). Without a
        // source named on its own, outputs whose case-folded hashes all differ have one writer each.
        var writers: [String: [String]] = [:]
        let distinct = named.isEmpty && Self.distinctIgnoringCase(xibOutputs)
        if !distinct, !xibsIndexed {
            // Not all ASCII: paths that differ in their bytes may be equal Strings (one spelt
            // composed, the other decomposed), one document to `addXib`, which keeps the first.
            let found = xibOrder
            xibOrder = []
            xibsIndexed = true
            for xib in found where xibs.insert(xib.path).inserted { xibOrder.append(xib) }
            if xibOrder.count != found.count { xibOutputs = xibOrder.map { layout.outputPath(forXib: $0.path) } }
        }
        if !distinct {
            let writerKeys = xibOutputs.map { $0.lowercased() }
            var keys = Set<String>()
            keys.reserveCapacity(xibOrder.count)
            var shared = Set<String>()
            for key in writerKeys where !keys.insert(key).inserted { shared.insert(key) }
            if !shared.isEmpty {
                for (xib, key) in zip(xibOrder, writerKeys) where shared.contains(key) { writers[key, default: []].append(xib.path) }
            }
            for xib in xibOrder where named.contains(xib.path) {
                for sibling in layout.sourcePaths(forOutput: layout.outputPath(forXib: xib.path)) where sibling != xib.path {
                    let key = layout.outputPath(forXib: sibling).lowercased()
                    // An output not in `writers` has one planned writer: this document.
                    let planned = writers[key] ?? (keys.contains(key) ? [xib.path] : [])
                    if !planned.contains(sibling), !excludes.isExcludedPath(sibling),
                       FileIO.stamp(PathUtil.join(root, sibling))?.isRegular == true {
                        writers[key] = planned + [sibling]
                    }
                }
            }
        }
        var items: [WorkItem] = zip(xibOrder, xibOutputs).map { xib, output in
            let writing = writers.isEmpty ? [] : writers[output.lowercased()] ?? []
            if writing.count > 1 {
                return .conflict(xib.path, output: output, others: writing.filter { $0 != xib.path }.sorted(by: PathUtil.precedes))
            }
            return .xib(xib.path, output: output, outputListed: xib.outputsListed ? xib.paired || isListed(output) : nil,
                        recheck: !recheck.isEmpty && recheck.contains(xib.path))
        }
        // An output a planned source writes has that source in scope: nothing to decide for it.
        // When every listed output was found as some document's (a no-op run), none is left.
        let allNamed = listedAsNamed == outputs.count
        let written = allNamed ? [] : Set(xibOutputs)
        if !allNamed { indexXibs() }
        for output in outputs where !allNamed && !written.contains(output) {
            let sources = layout.sourcePaths(forOutput: output)
            guard let nominal = sources.first else { continue }
            if sources.contains(where: xibs.contains) { continue }
            let existing = sources.filter { FileIO.exists(PathUtil.join(root, $0)) }
            if !existing.isEmpty {
                // Source exists but was not in scope (e.g. an output path was given): sync that source.
                if case .paths = scope {
                    for source in existing where layout.outputPath(forXib: source) == output && xibs.insert(source).inserted {
                        let others = existing.filter { $0 != source }
                        items.append(others.isEmpty ? .xib(source, output: output) : .conflict(source, output: output, others: others))
                    }
                }
                continue
            }
            items.append(.orphan(output: output, source: nominal))
        }
        // In order already when they are one walk's documents and nothing was added (a no-op run
        // sorted 10,000 items in order: 5.6 M instructions).
        if !xibOrderSorted || items.count != xibOrder.count { items.sort { PathUtil.precedes($0.sortKey, $1.sortKey) } }
        return items
    }

    /// True when no two paths are equal ignoring case (as their `lowercased()` Strings compare),
    /// told by their `caseFoldedHash`es: no String is made. False when a path is not ASCII or
    /// when two hashes are equal, whether or not the paths are: the caller then compares the
    /// lowercased Strings.
    static func distinctIgnoringCase(_ paths: [String]) -> Bool {
        caseFoldedHashes(paths)?.count == paths.count
    }

    /// The `caseFoldedHash`es of `paths`; nil when one is not ASCII.
    static func caseFoldedHashes(_ paths: some Collection<String>) -> Set<UInt64>? {
        var folded = Set<UInt64>(minimumCapacity: paths.count)
        for path in paths {
            guard let hash = caseFoldedHash(path) else { return nil }
            folded.insert(hash)
        }
        return folded
    }

    /// A 64-bit hash of an ASCII path's bytes with `A`–`Z` lowered, eight bytes a turn: ASCII
    /// paths whose `lowercased()` Strings are equal have equal hashes. Nil when the path is not
    /// ASCII (String equality then ignores Unicode normalization, which bytes do not).
    static func caseFoldedHash(_ path: String) -> UInt64? {
        var path = path
        return path.withUTF8 { bytes in
            guard let base = UnsafeRawPointer(bytes.baseAddress) else { return 0 }
            let high: UInt64 = 0x8080_8080_8080_8080, ones: UInt64 = 0x0101_0101_0101_0101
            var hash: UInt64 = 0xCBF2_9CE4_8422_2325 ^ UInt64(bytes.count)
            var at = 0
            while at < bytes.count {
                var word: UInt64 = 0
                if bytes.count - at >= 8 {
                    word = UInt64(littleEndian: (base + at).loadUnaligned(as: UInt64.self))
                } else {
                    for i in at..<bytes.count { word |= UInt64(bytes[i]) << (8 * UInt64(i - at)) }
                }
                guard word & high == 0 else { return nil }
                // A byte's high bit set where it is `A`...`Z` (each byte is below 0x80: no carries).
                let upper = (word &+ ones &* (0x80 - 0x41)) & ~(word &+ ones &* (0x80 - 0x5B)) & high
                let x = hash ^ (word | upper >> 2)
                hash = (x << 29 | x >> 35) &* 0x9E37_79B9_7F4A_7C15
                at += 8
            }
            return hash ^ hash >> 32
        }
    }
}
