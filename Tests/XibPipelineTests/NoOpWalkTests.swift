import Foundation
import Testing
import XibModel
import XibPlatform
@testable import XibPipeline

/// The byte-level shortcuts of a no-op run's walk and plan give the answers of the String
/// operations they replace.
@Suite struct NoOpWalkTests {
    /// Names whose bytes end with an ending without it being a suffix (a prepended or combining
    /// scalar before it), non-ASCII names, names equal to the ending, and a canonically
    /// equivalent spelling (KELVIN SIGN for `K`).
    static let names = ["Foo.xib", ".xib", "xib", "", "Foo.xib.bak", "Foo.XIB", "F\u{0600}.xib", "F\u{0301}.xib", "e\u{0301}.xib",
                        "Ünïcödé.xib", "中文.storyboard", "Main.storyboard", "a.generated.swift", "a\u{0600}.generated.swift",
                        "x.swift", "x.mm", "x.m", "x.h", "Images.xcassets", "\u{212A}.xib", "a.\u{212A}", "a.K", ".generated.swift",
                        "Foo.xib\u{0301}", "a\u{200D}.xib", "\r.xib", "a\n.xib"]

    @Test func nameEndingsAnswerAsHasSuffix() {
        let endings = [".xib", ".storyboard", ".generated.swift", ".swift", ".m", ".mm", ".h", ".xcassets", ".K", "é.xib", "\u{0301}.xib", ""]
        for ending in endings {
            let byBytes = NameEnding(ending)
            for name in Self.names + Self.names.map({ "Dir/Sub/" + $0 }) {
                #expect(byBytes.isSuffix(of: name) == name.hasSuffix(ending), "\(name.debugDescription) ends with \(ending.debugDescription)")
            }
        }
    }

    @Test func outputPathsAreTheStemWithTheSuffix() {
        for suffix in [".generated.swift", "+UI.swift", "é.swift"] {
            let layout = OutputLayout(suffix: suffix, directory: nil)
            for name in Self.names + Self.names.map({ "Dir/Sub/" + $0 }) {
                #expect(layout.outputPath(forXib: name) == SourceFiles.stem(name) + suffix, "\(name.debugDescription)")
            }
        }
        #expect(OutputLayout(suffix: ".swift", directory: "Gen").outputPath(forXib: "A/B.xib") == "Gen/A/B.swift")
    }

    @Test func sortedPathsAreInPrecedesOrder() {
        var generator = SystemRandomNumberGenerator()
        let parts = ["a", "A", "a.", "a/", "ab", "é", "e\u{0301}", "中", "", "Z", "-", "_"]
        for count in [0, 1, 2, 3, 50, 500] {
            let paths = (0..<count).map { _ in (0..<Int.random(in: 0...4, using: &generator)).map { _ in parts.randomElement(using: &generator)! }.joined() }
            #expect(PathUtil.sortedPaths(paths) == paths.sorted(by: PathUtil.precedes), "\(paths)")
        }
    }

    @Test func distinctIgnoringCaseFindsPathsThatDifferInCaseOnly() {
        #expect(Pipeline.distinctIgnoringCase([]))
        #expect(Pipeline.distinctIgnoringCase(["A/Foo.generated.swift", "A/Bar.generated.swift", "B/Foo.generated.swift"]))
        #expect(!Pipeline.distinctIgnoringCase(["A/Foo.generated.swift", "a/fOO.generated.swift"]))
        #expect(!Pipeline.distinctIgnoringCase(["Module00/Group0/LongerThanEightBytes@[`{.swift", "module00/group0/longerthaneightbytes@[`{.SWIFT"]))
        // Characters next to `A`–`Z` (`@`, `[`, `` ` ``, `{`) are not folded.
        #expect(Pipeline.distinctIgnoringCase(["x@", "x`", "x[", "x{", "X@@@@@@@@@", "x`@@@@@@@@"]))
        // Not ASCII: the caller compares Strings (which ignore Unicode normalization).
        #expect(!Pipeline.distinctIgnoringCase(["é.swift"]))
    }

    /// Documents in nested directories whose outputs differ in case only (ASCII or not), in a
    /// full rescan: each is an output conflict, and the others generate.
    @Test func aFullRescanFindsOutputsThatDifferInCaseOnly() throws {
        let dir = TempDir()
        for path in ["App/Deep/er/Foo.xib", "App/Deep/er/FOO.xib", "App/Ä/Bar.xib", "App/ä/Bar.xib", "App/e\u{0301}/Baz.xib", "App/\u{00E9}/Baz.xib", "App/Other.xib"] {
            dir.copyFixture("Simple.xib", to: path)
        }
        let result = try sync(dir)
        for path in ["App/Deep/er/Foo.xib", "App/Deep/er/FOO.xib", "App/Ä/Bar.xib", "App/ä/Bar.xib"] {
            #expect(result.files.first { $0.source == path }?.reason == .outputConflict, "\(path): \(result.files)")
        }
        #expect(result.status("App/Other.xib") == .written)
        // Equal as Strings (composed and decomposed é): one document, the first in path order.
        #expect(result.files.filter { $0.source.hasSuffix("/Baz.xib") }.map(\.source.utf8.count) == ["App/e\u{0301}/Baz.xib".utf8.count])
        // Unchanged: the same errors again, from the plan (no cache decides them).
        let again = try sync(dir)
        #expect(again.files.map(\.source) == result.files.map(\.source))
        #expect(again.files.map { $0.status == .error } == result.files.map { $0.status == .error })
    }

    /// An output listed only in another case is looked up (`planListsOutputsWithoutCase`), with
    /// non-ASCII names and a listing of ASCII outputs too (KELVIN SIGN lowercases to `k`).
    @Test func theListingIsSearchedWithoutCaseForNonASCIIOutputs() throws {
        let dir = TempDir()
        for name in ["Absent", "Ünï", "\u{212A}elvin", "Plain"] { dir.copyFixture("Simple.xib", to: "App/\(name).xib") }
        dir.write("App/ünï.generated.swift", "// mine\n")
        dir.write("App/kelvin.generated.swift", "// mine\n")
        dir.write("App/PLAIN.generated.swift", "// mine\n")
        let pipeline = Pipeline(root: dir.path, config: .default)
        var listed: [String: Bool?] = [:]
        for case .xib(let path, _, let outputListed, _) in try pipeline.plan(.fullRescan) { listed[path] = outputListed }
        #expect(listed["App/Absent.xib"] == .some(false))
        #expect(listed["App/Ünï.xib"] == .some(true))
        #expect(listed["App/\u{212A}elvin.xib"] == .some(true))
        #expect(listed["App/Plain.xib"] == .some(true))
    }

    /// A walk pairing each document with its output by their bytes (`pairOutputs`) leaves out of
    /// `outputs` exactly the outputs of the documents it marks listed, and marks each document whose
    /// output path is listed byte for byte: the plan's look-ups in the whole set gave those answers.
    /// The rest (another case, another spelling, an orphan, an excluded document's output) is
    /// looked up as before.
    @Test func outputsListedBesideTheirDocumentsArePairedByTheirBytes() throws {
        let dir = TempDir()
        let nfd = "U\u{0308}n\u{0131}"
        for rel in ["App/A.xib", "App/B.xib", "App/Main.xib", "App/Main.storyboard", "App/Cased.xib", "App/\u{00DC}n\u{0131}.xib",
                    "App/Sub/C.storyboard", "Top.xib", "Old/Gone.xib", "App/D.xib", "App/Sub/Deep/E.xib"] {
            dir.copyFixture("Simple.xib", to: rel)
        }
        for rel in ["App/A.generated.swift", "App/Main.generated.swift", "App/cased.generated.swift", "App/Orphan.generated.swift",
                    "App/\(nfd).generated.swift", "App/Sub/A.generated.swift", "App/Sub/C.generated.swift", "Top.generated.swift",
                    "Old/Gone.generated.swift", "App/D.xib.generated.swift", "App/.generated.swift"] {
            dir.write(rel, "// mine\n")
        }
        dir.write("App/Sub/Deep/E.generated.swift/keep", "x")  // a directory where E's output goes: listed all the same
        let layout = OutputLayout(suffix: ".generated.swift", directory: nil)
        let discovery = Discovery(root: dir.path, excludes: ExcludeMatcher(patterns: ["Gone.xib"]), outputSuffix: layout.suffix)
        let all = discovery.scan(directories: ["."], collectOutputs: true)
        let paired = discovery.scan(directories: ["."], collectOutputs: true, pairOutputs: true)
        #expect(paired.xibs == all.xibs && all.xibOutputsListed.isEmpty && paired.xibOutputsListed.count == paired.xibs.count)
        let listed = zip(paired.xibs, paired.xibOutputsListed).filter(\.1).map { layout.outputPath(forXib: $0.0) }
        #expect(Set(listed) == ["App/A.generated.swift", "App/Main.generated.swift", "App/Sub/C.generated.swift", "Top.generated.swift",
                                "App/Sub/Deep/E.generated.swift"])
        #expect(paired.outputs == all.outputs.subtracting(listed))
        for (xib, isListed) in zip(paired.xibs, paired.xibOutputsListed) where !isListed {
            let output = Array(layout.outputPath(forXib: xib).utf8)
            #expect(!all.outputs.contains { Array($0.utf8) == output }, "\(xib)")
        }
        // The plan: the same items as before, each output looked up where it is not paired.
        var config = XibgenConfig.default
        config.exclude = ["Gone.xib"]
        let items = try Pipeline(root: dir.path, config: config).plan(.fullRescan)
        var outputListed: [String: Bool?] = [:]
        for case .xib(let path, let output, let isListed, _) in items {
            #expect(output == layout.outputPath(forXib: path))
            outputListed[path] = isListed
        }
        #expect(outputListed == ["App/A.xib": true, "App/B.xib": false, "App/Cased.xib": true, "App/\u{00DC}n\u{0131}.xib": true,
                                 "App/Sub/C.storyboard": true, "Top.xib": true, "App/D.xib": false, "App/Sub/Deep/E.xib": true])
        let orphans = items.compactMap { item -> String? in if case .orphan(let output, _) = item { return output } else { return nil } }
        // (`App/.generated.swift` is no document's output: not an orphan either. Here, on a case-sensitive
        // filesystem, `App/cased.generated.swift` has no document: one, as it was before.)
        #expect(Set(orphans) == ["App/Orphan.generated.swift", "App/Sub/A.generated.swift", "App/D.xib.generated.swift", "App/cased.generated.swift"])
        let conflicts = items.compactMap { item -> String? in if case .conflict(let source, _, _) = item { return source } else { return nil } }
        #expect(conflicts == ["App/Main.storyboard", "App/Main.xib"])
        // In path order, orphans among the documents; and without orphans (nothing to sort: one walk's documents).
        #expect(items.map(\.sortKey) == items.map(\.sortKey).sorted(by: PathUtil.precedes))
        for orphan in orphans { dir.remove(orphan) }
        let documentsOnly = try Pipeline(root: dir.path, config: config).plan(.fullRescan)
        #expect(documentsOnly.map(\.sortKey) == items.map(\.sortKey).filter { !orphans.contains(layout.outputPath(forXib: $0)) })
        #expect(documentsOnly.map(\.sortKey) == documentsOnly.map(\.sortKey).sorted(by: PathUtil.precedes))
    }

    /// A sync hands what it built to the keeper of a run that ends with the process, and frees
    /// it otherwise (the watcher's syncs): the same results either way.
    @Test func aSyncGivesWhatItBuiltToItsKeeperOnly() throws {
        let dir = TempDir()
        dir.copyFixture("Simple.xib", to: "App/A.xib")
        let keeper = ExitKeeper()
        var options = SyncOptions(jobs: 1)
        options.keptUntilExit = keeper
        let kept = try Pipeline(root: dir.path, config: .default).sync(.fullRescan, options: options)
        #expect(keeper.count == 1)
        #expect(SyncOptions().keptUntilExit == nil)
        let freed = try Pipeline(root: dir.path, config: .default).sync(.fullRescan, options: SyncOptions(jobs: 1))
        #expect(kept.status("App/A.xib") == .written && freed.status("App/A.xib") == .fresh)
        #expect(keeper.count == 1)
    }

    #if os(Linux)
    /// `--once` sets glibc's heap top pad (the build runs against glibc).
    @Test func theHeapPadIsSetWithGlibc() {
        #expect(ProcessHeap.growInLargeSteps())
    }
    #endif

    /// Stamps by name in an open directory are `FileIO.stamp`'s of the whole path: files at the
    /// root and nested, missing files and directories, a symlinked directory, a directory that
    /// cannot be read (only searched: stat-ed whole), two directories in turn, odd paths.
    @Test func directoryStampsAreThoseOfTheWholePath() throws {
        let dir = TempDir()
        dir.write("Top.xib", "a")
        dir.write("A/B/c.xib", "bb")
        dir.write("A/B/c.generated.swift", "ccc")
        dir.write("Gen/A/B/c.generated.swift", "dddd")
        dir.write("Locked/x.xib", "e")
        try FileManager.default.createSymbolicLink(atPath: dir.url("Link"), withDestinationPath: dir.url("A/B"))
        #expect(chmod(dir.url("Locked"), 0o311) == 0)
        defer { chmod(dir.url("Locked"), 0o755) }
        let stamps = DirectoryStamps(root: dir.path)
        let paths = ["Top.xib", "A/B/c.xib", "Gen/A/B/c.generated.swift", "A/B/c.generated.swift", "A/B/missing.xib",
                     "Missing/x.xib", "Link/c.xib", "Locked/x.xib", "Locked/none.xib", "A", "A/B", "", "/abs", "A/B/", "Top.xib"]
        for _ in 0..<2 {
            for path in paths {
                #expect(stamps.stamp(path) == FileIO.stamp(PathUtil.join(dir.path, path)), "\(path)")
            }
        }
        #expect(stamps.stamp("A/B/c.xib")?.size == 2 && stamps.stamp("Gen/A/B/c.generated.swift")?.size == 4)
        // A file written since is seen (the directory is open, not its listing).
        dir.write("A/B/new.xib", "fffff")
        #expect(stamps.stamp("A/B/new.xib")?.size == 5)
    }

    /// The memo reader's numbers (read in place for 1 to 19 digits) round-trip at their edges:
    /// negative times, 19-digit nanoseconds, inodes past Int64.max (20 digits).
    @Test func memoNumbersRoundTripAtTheirEdges() throws {
        var memo = HashMemo()
        let hash = String(repeating: "ab", count: 32)
        let numbers: [(Int64, Int64, UInt64, Int64)] = [(0, 0, 0, 0), (7, -5, 9, -1), (Int64.max, Int64.min, UInt64.max, Int64.max),
                                                         (4096, 1_764_000_000_123_456_789, 1_000_000_000_000_000_000, 999_999_999_999_999_999),
                                                         (1, 9_223_372_036_854_775_807, 18_446_744_073_709_551_615, -9_223_372_036_854_775_807)]
        for (index, (size, mtime, inode, ctime)) in numbers.enumerated() {
            memo.sources["A/\(index).xib"] = .init(size: size, mtime: mtime, inode: inode, hash: hash, ctime: ctime)
            memo.outputs["A/\(index).generated.swift"] = .init(size: size, mtime: mtime, inode: inode, sourceHash: hash, configHash: hash,
                                                               bodyIntact: index % 2 == 0, ctime: ctime)
        }
        let read = try #require(HashMemo.parse(memo.serialized()))
        #expect(read.sources == memo.sources)
        #expect(read.outputs == memo.outputs)
    }

    /// A full rescan's memo, loaded `lazily` (records found by their path's bytes, decoded when
    /// looked up: `HashMemo.StoredRecords`), answers every lookup as the memo decoded whole does.
    @Test func lazilyLoadedMemoAnswersAsTheDecodedOne() throws {
        var memo = HashMemo()
        let hashes = [String(repeating: "ab", count: 32), String(repeating: "0123456789abcdef", count: 4)]
        let config = String(repeating: "c", count: 64)
        // Paths shorter than, as long as and longer than a word, sharing prefixes and suffixes, not ASCII.
        let stems = ["a", "abcdefg", "abcdefgh", "Module00/Group0/LongName", "Module00/Group0/LongNam", "Ünïcödé/中文", "e\u{0301}", "x/a"]
        let numbers: [(Int64, Int64, UInt64, Int64)] = [(0, 0, 0, 0), (7, -5, 9, -1), (Int64.max, Int64.min, UInt64.max, Int64.max),
                                                         (4096, 1_764_000_000_123_456_789, 1_000_000_000_000_000_000, 999_999_999_999_999_999)]
        for (index, stem) in stems.enumerated() {
            let (size, mtime, inode, ctime) = numbers[index % numbers.count]
            memo.sources[stem + ".xib"] = .init(size: size, mtime: mtime, inode: inode, hash: hashes[index % 2], ctime: ctime)
            if index == 3 { continue }
            memo.outputs[stem + ".generated.swift"] = .init(size: size, mtime: mtime, inode: inode, sourceHash: hashes[(index + index / 4) % 2],
                                                            configHash: index == 5 ? hashes[0] : config, bodyIntact: index % 3 != 0, ctime: ctime)
        }
        memo.failures["a.xib"] = .init(sourceHash: hashes[0], configHash: config, generatorBuild: config,
                                       diagnostics: [Diagnostic(.error, kind: "k", "m", at: XibModel.SourceLocation(line: 1, column: 2))])
        let bytes = memo.serialized()
        let eager = try #require(HashMemo.parse(bytes))
        let lazy = try #require(HashMemo.parse(bytes, lazily: true))
        #expect(lazy.sources.isEmpty && lazy.outputs.isEmpty && lazy.stored != nil)
        #expect(lazy.failures == eager.failures)
        #expect(lazy.sourceCount == eager.sources.count && lazy.outputCount == eager.outputs.count)
        for (path, entry) in eager.sources { #expect(lazy.source(path) == entry, "\(path)") }
        for (path, entry) in eager.outputs {
            #expect(lazy.output(path) == entry, "\(path)")
            for hint in hashes + [config, "", "x"] { #expect(lazy.output(path, sourceHash: hint) == entry, "\(path)") }
        }
        // Paths with no record: a prefix, a suffix, another case, none.
        for path in ["", "a.xi", "bcdefgh.xib", "A.xib", "a.generated.swift.xib", "Module00/Group0/LongName.XIB", "x", "\t", "a.xib\n"] {
            #expect(lazy.source(path) == nil && lazy.output(path) == nil, "\(path.debugDescription)")
        }
        #expect(lazy.output("a.xib") == nil && lazy.source("a.generated.swift") == nil)
        let decoded = lazy.decoded()
        #expect(decoded.stored == nil && decoded.sources == eager.sources && decoded.outputs == eager.outputs && decoded.failures == eager.failures)
        #expect(decoded.serialized() == bytes)
    }

    /// Hand-made records: a path recorded twice (the later record counts, as when decoded whole),
    /// and a record that does not read as one (the checksum is right: only a format bug writes
    /// one), which the lazy memo takes as no record where the decoded one is refused whole.
    @Test func lazilyLoadedMemoTakesTheLaterOfTwoRecordsAndNoneForAMalformedOne() throws {
        let hash = String(repeating: "a", count: 64), other = String(repeating: "b", count: 64)
        func memo(_ records: [String]) -> [UInt8] {
            let body = HashMemo.magic + "\n" + records.map { $0 + "\n" }.joined()
            let sum = Array(body.utf8).withUnsafeBytes { HashMemo.checksum(of: $0) }
            return Array((body + HashMemo.checksumPrefix + sum + "\n").utf8)
        }
        let twice = memo(["S\t1\t2\t3\t4\t\(hash)\tA.xib", "O\t1\t2\t3\t4\t\(hash)\t\(hash)\t1\tA.generated.swift", "S\t5\t6\t7\t8\t\(other)\tA.xib"])
        let eager = try #require(HashMemo.parse(twice)), lazy = try #require(HashMemo.parse(twice, lazily: true))
        #expect(eager.sources["A.xib"]?.hash == other && lazy.source("A.xib") == eager.sources["A.xib"])
        #expect(lazy.sourceCount == 1 && lazy.outputCount == 1 && lazy.output("A.generated.swift") == eager.outputs["A.generated.swift"])
        for bad in ["S\t1\t2\t3\t\(hash)\tB.xib", "S\t1\t2\t3\t4\t\(hash)0\tB.xib", "S\t1\t2\tthree\t4\t\(hash)\tB.xib",
                    "S\t+1\t2\t3\t4\t\(hash.uppercased())\tB.xib", "S\t1\t2\t3\t4\t5\t\(hash)\tB.xib", "S\t-1\t2\t3\t4\t\(hash)\tB.xib",
                    "O\t1\t2\t3\t4\t\(hash)\t\(hash)\t2\tB.generated.swift", "O\t1\t2\t3\t4\t\(hash)\t1\tB.generated.swift",
                    "S\t99999999999999999999\t2\t3\t4\t\(hash)\tB.xib", "S\t1\t9223372036854775808\t3\t4\t\(hash)\tB.xib"] {
            let bytes = memo(["S\t1\t2\t3\t4\t\(hash)\tA.xib", bad])
            let lazy = try #require(HashMemo.parse(bytes, lazily: true), "\(bad)")
            if bad.hasPrefix("S\t-1") {
                // Read, as decoded whole (a negative size is a number).
                #expect(lazy.source("B.xib") == HashMemo.parse(bytes)?.sources["B.xib"] && lazy.source("B.xib")?.size == -1)
                continue
            }
            #expect(HashMemo.parse(bytes) == nil, "\(bad)")
            #expect(lazy.source("A.xib")?.size == 1 && lazy.source("B.xib") == nil && lazy.output("B.generated.swift") == nil, "\(bad)")
        }
        // No path, or not a record at all: refused whole either way.
        for bad in ["S\t", "S\t\(hash)", "X\t1"] { #expect(HashMemo.parse(memo([bad]), lazily: true) == nil, "\(bad)") }
    }
}
