import Foundation
import Testing
import XibModel
import XibPlatform
@testable import XibPipeline

@Suite struct PipelineTests {
    func tree() -> TempDir {
        let dir = TempDir()
        dir.copyFixture("Simple.xib", to: "App/Simple.xib")
        dir.copyFixture("Warning.xib", to: "App/Views/Warning.xib")
        return dir
    }

    @Test func coldRunWritesThenNoOpIsByteIdentical() throws {
        let dir = tree()
        let first = try sync(dir)
        #expect(first.status("App/Simple.xib") == .written)
        #expect(first.status("App/Views/Warning.xib") == .written)
        #expect(first.exitCode == 0)
        #expect(first.files.map(\.source) == ["App/Simple.xib", "App/Views/Warning.xib"])
        let before = dir.read("App/Simple.generated.swift")
        let inode = stamp(dir, "App/Simple.generated.swift").inode
        let second = try sync(dir)
        #expect(second.files.allSatisfy { $0.status == .fresh })
        #expect(dir.read("App/Simple.generated.swift") == before)
        #expect(stamp(dir, "App/Simple.generated.swift").inode == inode)
        #expect(!dir.files().contains { $0.contains("xibgen-tmp") })
    }

    @Test func warningsAreReportedByKindAndFileStillWritten() throws {
        let dir = tree()
        let result = try sync(dir)
        let w = try #require(result.files.first { $0.source == "App/Views/Warning.xib" })
        #expect(w.status == .written)
        #expect(w.diagnostics.map(\.kind) == ["unexpected-element"])
        #expect(w.diagnostics.first?.location.line == 5)
        #expect(w.diagnostics.first?.location.column == 9)
        #expect(w.diagnostics.first?.severity == .warning)
        #expect(result.warningsByKind.map(\.kind) == ["unexpected-element"])
        #expect(result.warningCount == 1)
    }

    @Test func malformedXibLeavesOldOutputUntouchedAndOthersAreWritten() throws {
        let dir = tree()
        _ = try sync(dir)
        let old = dir.read("App/Simple.generated.swift")
        dir.copyFixture("Broken.xib", to: "App/Simple.xib")
        dir.copyFixture("DuplicateID.xib", to: "App/Dup.xib")
        dir.copyFixture("Simple.xib", to: "App/Other.xib")
        let result = try sync(dir)
        #expect(result.status("App/Simple.xib") == .error)
        #expect(result.status("App/Dup.xib") == .error)
        #expect(result.status("App/Other.xib") == .written)
        #expect(result.exitCode == 1)
        #expect(dir.read("App/Simple.generated.swift") == old)
        #expect(!dir.exists("App/Dup.generated.swift"))
        let broken = try #require(result.files.first { $0.source == "App/Simple.xib" })
        #expect(broken.reason == .errorsInSource)
        #expect(broken.diagnostics.map { "\($0.location.line):\($0.location.column) \($0.severity) \($0.message)" }
            == ["5:15 error Opening and ending tag mismatch: view line 4 and objects"])
        #expect(result.files.first { $0.source == "App/Dup.xib" }?.diagnostics.first?.location == SourceLocation(line: 10, column: 17))
        // Unchanged failing files report the same diagnostics on the next run (from the memo), and without it.
        let again = try sync(dir)
        #expect(again.files == result.files.map { f in var f = f; if f.status == .written { f.status = .fresh; f.typeNames = []; f.diagnostics = [] }; return f })
        dir.remove(".xibgen/memo")
        #expect(try sync(dir).files.filter { $0.status == .error } == result.files.filter { $0.status == .error })
    }

    @Test func contentNotMtimeDecidesStaleness() throws {
        let dir = tree()
        _ = try sync(dir)
        let out = stamp(dir, "App/Simple.generated.swift")
        // A checkout resets mtimes; a touch changes mtime only. Neither regenerates.
        setMTime(dir, "App/Simple.xib", 1_000_000)
        setMTime(dir, "App/Simple.generated.swift", 1_000_000)
        var result = try sync(dir)
        #expect(result.status("App/Simple.xib") == .fresh)
        dir.copyFixture("Simple.xib", to: "App/Simple.xib")  // rewritten, identical
        result = try sync(dir)
        #expect(result.status("App/Simple.xib") == .fresh)
        #expect(stamp(dir, "App/Simple.generated.swift").inode == out.inode)
        // A real change regenerates.
        dir.write("App/Simple.xib", Fixtures.text("Simple.xib").replacingOccurrences(of: "Hello", with: "Bye"))
        result = try sync(dir)
        #expect(result.status("App/Simple.xib") == .written)
    }

    @Test func memoIsOnlyAnOptimisation() throws {
        let dir = tree()
        _ = try sync(dir)
        Thread.sleep(forTimeInterval: 1.1)  // past the racy-clean window, so entries are memoised
        _ = try sync(dir)
        _ = try sync(dir)
        let memo = try #require(dir.read(".xibgen/memo"))
        #expect(memo.contains("S\t") && memo.contains("\tApp/Simple.xib\n"))
        #expect(memo.contains("O\t") && memo.contains("\tApp/Views/Warning.generated.swift\n"))
        // A no-op run leaves the memo as it was (not rewritten, not emptied).
        let memoStamp = stamp(dir, ".xibgen/memo")
        _ = try sync(dir)
        #expect(stamp(dir, ".xibgen/memo") == memoStamp)
        dir.remove(".xibgen/memo")
        var result = try sync(dir)
        #expect(result.files.allSatisfy { $0.status == .fresh })
        #expect(result.notices.isEmpty)
        dir.write(".xibgen/memo", "\(HashMemo.magic)\nS\tnot\ta\trecord\n")
        result = try sync(dir)
        #expect(result.files.allSatisfy { $0.status == .fresh })
        #expect(result.notices == [Notice(.warning, .cacheCorrupt, path: ".xibgen/memo")])
        result = try sync(dir)
        #expect(result.notices.isEmpty)
        // A memo in an older format (another version of xibgen wrote it) is rebuilt without a warning.
        dir.write(".xibgen/memo", "xibgen-memo 2\nE\tnot\tthis\tformat\n")
        result = try sync(dir)
        #expect(result.files.allSatisfy { $0.status == .fresh })
        #expect(result.notices.isEmpty)
        #expect(dir.read(".xibgen/memo")?.hasPrefix(HashMemo.magic + "\n") == true)
    }

    /// Whether a full rescan's results give back the memo as loaded (`Pipeline.keepsMemo`): then the
    /// memo is not rebuilt. Any change to what it records must say no.
    @Test("a full rescan keeps the loaded memo only when its results carry exactly the memo's entries")
    func fullRescanKeepsTheMemoOnlyWhenUnchanged() throws {
        let dir = tree()
        dir.copyFixture("Broken.xib", to: "App/Bad.xib")
        func settle() throws {
            _ = try sync(dir)
            // Old stamps: every entry is memoised (outside the racy window).
            for rel in ["App/Simple.xib", "App/Views/Warning.xib", "App/Bad.xib", "App/Simple.generated.swift", "App/Views/Warning.generated.swift", "App/Bad.generated.swift"]
            where dir.exists(rel) { setMTime(dir, rel, 1_000_000) }
            _ = try sync(dir)
        }
        func keeps() throws -> Bool {
            let pipeline = Pipeline(root: dir.path, config: .default)
            let items = try pipeline.plan(.fullRescan)
            let (memo, outcome) = HashMemo.load(pipeline.memoPath)
            #expect(outcome == .loaded)
            let results = pipeline.run(items, memo: memo, options: SyncOptions(check: true))
            let keeps = Pipeline.keepsMemo(results, memo, now: SystemClock.nowNanos())
            // Loaded as a full rescan loads it (its records found, decoded when looked up): the same answers.
            let lazy = HashMemo.load(pipeline.memoPath, lazily: true).0
            #expect(lazy.stored != nil)
            let lazyResults = pipeline.run(items, memo: lazy, options: SyncOptions(check: true))
            #expect(lazyResults.map(\.file) == results.map(\.file))
            #expect(Pipeline.keepsMemo(lazyResults, lazy, now: SystemClock.nowNanos()) == keeps)
            return keeps
        }
        try settle()
        let memo = try #require(dir.read(".xibgen/memo"))
        #expect(memo.contains("\tApp/Bad.xib\n") && memo.contains("\tApp/Simple.generated.swift\n"))
        #expect(try keeps())
        // A source read again (new stamp), an output read again, a document gone, a failure fixed:
        // each changes the memo.
        dir.copyFixture("Simple.xib", to: "App/Simple.xib")
        #expect(try !keeps())
        try settle()
        #expect(try keeps())
        setMTime(dir, "App/Views/Warning.generated.swift", 2_000_000)
        #expect(try !keeps())
        try settle()
        dir.remove("App/Views/Warning.xib")
        #expect(try !keeps())
        try settle()
        #expect(try keeps())
        dir.copyFixture("Simple.xib", to: "App/Bad.xib")
        setMTime(dir, "App/Bad.xib", 1_000_000)
        #expect(try !keeps())
        try settle()
        #expect(try keeps())
        #expect(!(dir.read(".xibgen/memo") ?? "").contains("E\t"))
        // A memo with a record for a path the run does not see (a document gone).
        var records = try #require(dir.read(".xibgen/memo")).split(separator: "\n", omittingEmptySubsequences: false).dropLast(2).map(String.init)
        records.append("S\t1\t1\t1\t1\t" + String(repeating: "a", count: 64) + "\tApp/Gone.xib")
        let body = records.joined(separator: "\n") + "\n"
        let sum = Array(body.utf8).withUnsafeBytes { HashMemo.checksum(of: $0) }
        dir.write(".xibgen/memo", body + HashMemo.checksumPrefix + sum + "\n")
        #expect(try !keeps())
        #expect(try sync(dir).files.allSatisfy { $0.status == .fresh || $0.source == "App/Bad.xib" })
        #expect(!(dir.read(".xibgen/memo") ?? "").contains("App/Gone.xib"))
    }

    /// A file written in place with its size kept and its mtime set back keeps size, mtime and
    /// inode: the memo's ctime tells the edit (see `HashMemo`), so the run sees what a run
    /// without the memo sees.
    @Test("a XIB or an output written in place, same size, mtime set back, is read again: as without the memo")
    func inPlaceEditsWithTheMtimeSetBackAreSeen() throws {
        let dir = tree()
        func settle() throws {
            _ = try sync(dir)
            for rel in ["App/Simple.xib", "App/Simple.generated.swift"] { setMTime(dir, rel, 1_000_000) }
            _ = try sync(dir)  // stamps outside the racy window: memoised
        }
        func editInPlace(_ rel: String, _ from: String, _ to: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws {
            let before = stamp(dir, rel)
            let text = try #require(dir.read(rel))
            #expect(text.contains(from) && from.utf8.count == to.utf8.count, sourceLocation: sourceLocation)
            let handle = try #require(FileHandle(forWritingAtPath: dir.url(rel)))  // no truncation, same inode
            handle.write(Data(text.replacingOccurrences(of: from, with: to).utf8))
            handle.closeFile()
            setMTime(dir, rel, 1_000_000)
            let after = stamp(dir, rel)
            #expect(after.inode == before.inode && after.size == before.size && after.mtimeNanos == before.mtimeNanos, sourceLocation: sourceLocation)
        }
        try settle()
        let memo = try #require(dir.read(".xibgen/memo"))
        #expect(memo.contains("\tApp/Simple.xib\n") && memo.contains("\tApp/Simple.generated.swift\n"))
        try editInPlace("App/Simple.xib", "Hello", "Howdy")
        let regenerated = try sync(dir)
        #expect(regenerated.status("App/Simple.xib") == .written)
        #expect(dir.read("App/Simple.generated.swift")?.contains("Howdy") == true)
        try settle()
        // An output edited by hand so: reported, not taken as intact (nor overwritten later).
        try editInPlace("App/Simple.generated.swift", "Howdy", "Hiya!")
        let edited = try sync(dir)
        #expect(edited.status("App/Simple.xib") == .handEdited)
        try editInPlace("App/Simple.xib", "Howdy", "Hallo")
        #expect(try sync(dir).status("App/Simple.xib") == .handEdited)
        #expect(dir.read("App/Simple.generated.swift")?.contains("Hiya!") == true)
        let withMemo = try sync(dir).files
        dir.remove(".xibgen")
        #expect(try sync(dir).files == withMemo)
    }

    @Test("--check: a XIB that fails to convert is an error with its diagnostics, not a missing or stale output")
    func checkReportsConversionFailures() throws {
        let dir = tree()
        _ = try sync(dir)
        dir.copyFixture("Broken.xib", to: "App/Simple.xib")      // stale output, malformed XIB
        dir.copyFixture("DuplicateID.xib", to: "App/Dup.xib")    // no output yet, duplicate ids
        dir.copyFixture("Simple.xib", to: "App/Other.xib")       // no output yet, converts
        for pass in 1...2 {  // the second time with the failures remembered by the first
            let result = try sync(dir, check: true)
            #expect(result.exitCode == 1)
            let broken = try #require(result.files.first { $0.source == "App/Simple.xib" })
            #expect(broken.status == .error, "pass \(pass)")
            #expect(broken.reason == .errorsInSource)
            #expect(broken.diagnostics.map { "\($0.location.line):\($0.location.column) \($0.severity) \($0.message)" }
                == ["5:15 error Opening and ending tag mismatch: view line 4 and objects"])
            let duplicate = try #require(result.files.first { $0.source == "App/Dup.xib" })
            #expect(duplicate.status == .error)
            #expect(duplicate.diagnostics.first?.location == SourceLocation(line: 10, column: 17))
            #expect(result.status("App/Other.xib") == (pass == 1 ? .missing : .fresh))
            if pass == 1 { _ = try sync(dir) }
        }
        #expect(!dir.exists("App/Dup.generated.swift"))
    }

    @Test("failures are remembered per generator build: another build parses the XIB again")
    func failureMemoIsKeyedOnTheGeneratorBuild() throws {
        let dir = tree()
        let config = XibgenConfig.default
        let old = String(repeating: "a", count: 64), fixed = String(repeating: "b", count: 64)
        // What an older build of the generator remembered about a XIB it could not convert.
        let source = Fixtures.text("Simple.xib")
        var memo = HashMemo()
        memo.failures["App/Simple.xib"] = .init(
            sourceHash: SHA256Hex.of(Array(source.utf8)), configHash: config.effectiveHash, generatorBuild: old,
            diagnostics: [Diagnostic(.error, kind: "unsupported", "an error of the old generator", at: SourceLocation(line: 3, column: 1))])
        try memo.save(dir.url(".xibgen/memo"))
        let options = SyncOptions(jobs: 1)
        var result = try Pipeline(root: dir.path, config: config, generatorBuild: old).sync(.fullRescan, options: options)
        #expect(result.files.first { $0.source == "App/Simple.xib" }?.diagnostics.map(\.message) == ["an error of the old generator"])
        result = try Pipeline(root: dir.path, config: config, generatorBuild: fixed).sync(.fullRescan, options: options)
        #expect(result.status("App/Simple.xib") == .written)
        #expect(result.exitCode == 0)
    }

    @Test func handEditsAreRefusedUnlessForced() throws {
        let dir = tree()
        _ = try sync(dir)
        let edited = dir.read("App/Simple.generated.swift")! + "// tweak\n"
        dir.write("App/Simple.generated.swift", edited)
        var result = try sync(dir)
        #expect(result.status("App/Simple.xib") == .handEdited)
        #expect(result.exitCode == 1)
        #expect(dir.read("App/Simple.generated.swift") == edited)
        #expect(result.files.first?.reason == .editedByHand)
        result = try sync(dir, check: true)
        #expect(result.status("App/Simple.xib") == .handEdited)
        result = try sync(dir, force: true)
        #expect(result.status("App/Simple.xib") == .written)
        #expect(try sync(dir).exitCode == 0)
        // A file at the output path that xibgen never wrote is not overwritten either.
        dir.write("App/Views/Warning.generated.swift", "// mine\n")
        #expect(try sync(dir).status("App/Views/Warning.xib") == .handEdited)
    }

    @Test("an output whose header starts like xibgen's but whose hash line is damaged counts as edited by hand, not as someone else's")
    func damagedHeaderIsAHandEdit() throws {
        let dir = tree()
        _ = try sync(dir)
        let text = try #require(dir.read("App/Simple.generated.swift"))
        let damaged = text.replacingOccurrences(of: "// xibgen:source-sha256=", with: "// xibgen:source-sha2=")
        dir.write("App/Simple.generated.swift", damaged)
        var result = try sync(dir)
        #expect(result.status("App/Simple.xib") == .handEdited)
        #expect(result.files.first { $0.source == "App/Simple.xib" }?.reason == .editedByHand)
        #expect(dir.read("App/Simple.generated.swift") == damaged)
        dir.remove("App/Simple.xib")
        result = try sync(dir)
        #expect(result.files.first { $0.source == "App/Simple.xib" }.map { [$0.status.rawValue, $0.reason?.rawValue] } == ["hand-edited", "source-gone"])
        #expect(dir.read("App/Simple.generated.swift") == damaged)
        result = try sync(dir, force: true)
        #expect(result.status("App/Simple.xib") == .removed)
        #expect(!dir.exists("App/Simple.generated.swift"))
    }

    @Test("a first run (nothing remembered) finds whatever already sits at the output paths: files, links, directories, FIFOs are never replaced")
    func coldRunRespectsExistingOutputPaths() throws {
        let dir = TempDir()
        for name in ["Foreign", "Linked", "Folder", "Pipe", "Fresh"] { dir.copyFixture("Simple.xib", to: "App/\(name).xib") }
        dir.write("App/Foreign.generated.swift", "// mine\n")
        dir.write("Elsewhere/Mine.swift", "// also mine\n")
        #expect(symlink("../Elsewhere/Mine.swift", dir.url("App/Linked.generated.swift")) == 0)
        dir.write("App/Folder.generated.swift/keep", "x")
        #expect(mkfifo(dir.url("App/Pipe.generated.swift"), 0o644) == 0)

        let result = try sync(dir)
        #expect(result.status("App/Foreign.xib") == .handEdited)
        #expect(dir.read("App/Foreign.generated.swift") == "// mine\n")
        #expect(result.status("App/Linked.xib") == .handEdited)
        #expect(dir.read("Elsewhere/Mine.swift") == "// also mine\n")
        #expect(result.status("App/Folder.xib") == .error)
        #expect(dir.read("App/Folder.generated.swift/keep") == "x")
        #expect(result.status("App/Pipe.xib") == .error)
        #expect(FileIO.stamp(dir.url("App/Pipe.generated.swift"))?.isRegular == false)
        #expect(result.status("App/Fresh.xib") == .written)
    }

    @Test("the plan trusts its listing only for outputs it did not see under any case; named XIBs are always looked up")
    func planListsOutputsWithoutCase() throws {
        let dir = TempDir()
        for name in ["Absent", "Present", "Cased"] { dir.copyFixture("Simple.xib", to: "App/\(name).xib") }
        dir.write("App/Present.generated.swift", "// mine\n")
        // On a case-insensitive filesystem this file is Cased.xib's output.
        dir.write("App/cased.generated.swift", "// mine\n")
        let pipeline = Pipeline(root: dir.path, config: .default)
        var listed: [String: Bool?] = [:]
        for case .xib(let path, _, let outputListed, _) in try pipeline.plan(.fullRescan) { listed[path] = outputListed }
        #expect(listed["App/Absent.xib"] == .some(false))
        #expect(listed["App/Present.xib"] == .some(true))
        #expect(listed["App/Cased.xib"] == .some(true), "a case variant is looked up, not assumed absent")
        let named = try pipeline.plan(.paths(["App/Absent.xib"], honorExcludes: false))
        #expect(named.count == 1)
        if case .xib(let path, _, let outputListed, _)? = named.first {
            #expect(path == "App/Absent.xib")
            #expect(outputListed == nil, "a XIB named on its own has no listing: its output is looked up")
        } else {
            Issue.record("expected the named XIB, got \(named)")
        }
    }

    /// A sync's files come sorted by source, then output, though an orphan whose header names the
    /// storyboard ran where its nominal source (`Main.xib`) sorts; durations are kept for the files
    /// written or removed (what the status lines show), not for every fresh one.
    @Test func filesAreSortedBySourceAndTimedWhenWrittenOrRemoved() throws {
        let dir = tree()
        dir.copyFixture("Scene.storyboard", to: "App/Main.storyboard")
        _ = try sync(dir)
        #expect(dir.exists("App/Main.generated.swift"))
        dir.remove("App/Main.storyboard")
        dir.copyFixture("Simple.xib", to: "App/Main.t.xib")
        let result = try sync(dir)
        #expect(result.files.map(\.source) == ["App/Main.storyboard", "App/Main.t.xib", "App/Simple.xib", "App/Views/Warning.xib"])
        #expect(result.files.map(\.status) == [.removed, .written, .fresh, .fresh])
        #expect(Set(result.durations.keys) == ["App/Main.generated.swift", "App/Main.t.generated.swift"])
    }

    @Test func orphansAreRemovedOnlyWhenTheyCarryTheHeader() throws {
        let dir = tree()
        _ = try sync(dir)
        dir.write("App/Mine.generated.swift", "// hand-written, no source\n")
        dir.remove("App/Simple.xib")
        var result = try sync(dir, check: true)
        #expect(result.status("App/Simple.xib") == .orphaned)
        #expect(result.exitCode == 1)
        #expect(dir.exists("App/Simple.generated.swift"))
        result = try sync(dir)
        #expect(result.status("App/Simple.xib") == .removed)
        #expect(!dir.exists("App/Simple.generated.swift"))
        #expect(dir.exists("App/Mine.generated.swift"))
        #expect(result.files.first { $0.source == "App/Simple.xib" }?.reason == .sourceGone)
    }

    @Test func checkModeWritesNothingAndListsProblems() throws {
        let dir = tree()
        var result = try sync(dir, check: true)
        #expect(result.files.map(\.status) == [.missing, .missing])
        #expect(result.exitCode == 1)
        #expect(dir.files() == ["App/Simple.xib", "App/Views/Warning.xib"])
        _ = try sync(dir)
        result = try sync(dir, check: true)
        #expect(result.exitCode == 0)
        dir.write("App/Simple.xib", Fixtures.text("Simple.xib").replacingOccurrences(of: "Hello", with: "Bye"))
        result = try sync(dir, check: true)
        #expect(result.status("App/Simple.xib") == .stale)
        #expect(result.files.first { $0.source == "App/Simple.xib" }?.reason == .sourceChanged)
        var config = XibgenConfig()
        config.indent = "\t"
        result = try sync(dir, config, check: true)
        #expect(result.status("App/Views/Warning.xib") == .stale)
        #expect(result.files.first { $0.source == "App/Views/Warning.xib" }?.reason == .configurationChanged)
    }

    @Test func configChangeRegeneratesEverything() throws {
        let dir = tree()
        _ = try sync(dir)
        var config = XibgenConfig()
        config.accessLevel = .public
        let result = try sync(dir, config)
        #expect(result.files.allSatisfy { $0.status == .written })
    }

    @Test func explicitPathsHandleExactlyThoseXibsAndDeletions() throws {
        let dir = tree()
        var result = try sync(dir, scope: .paths([dir.url("App/Simple.xib")], honorExcludes: false))
        #expect(result.files.map(\.source) == ["App/Simple.xib"])
        #expect(!dir.exists("App/Views/Warning.generated.swift"))
        result = try sync(dir, scope: .paths(["App/Views"], honorExcludes: false))
        #expect(result.files.map(\.source) == ["App/Views/Warning.xib"])
        dir.remove("App/Simple.xib")
        result = try sync(dir, scope: .paths(["App/Simple.xib"], honorExcludes: false))
        #expect(result.status("App/Simple.xib") == .removed)
        #expect(throws: ScopeError.self) { try sync(dir, scope: .paths(["/etc/x.xib"], honorExcludes: false)) }
        // Watcher-style: excluded or outside paths are ignored.
        dir.copyFixture("Simple.xib", to: "Pods/Lib/P.xib")
        result = try sync(dir, scope: .paths(["Pods/Lib/P.xib", "/etc/passwd"], honorExcludes: true))
        #expect(result.files.isEmpty)
        // Named paths the configuration excludes are skipped too (what a pre-commit hook passes).
        var config = XibgenConfig()
        config.exclude = ["Legacy"]
        dir.copyFixture("Simple.xib", to: "App/Legacy/Old.xib")
        result = try sync(dir, config, scope: .paths(["App/Legacy/Old.xib", "App/Views/Warning.xib"], honorExcludes: false))
        #expect(result.files.map(\.source) == ["App/Views/Warning.xib"])
        #expect(!dir.exists("App/Legacy/Old.generated.swift"))
    }

    @Test func outputDirectoryMirrorsTheTree() throws {
        let dir = tree()
        var config = XibgenConfig()
        config.outputDirectory = "Generated"
        var result = try sync(dir, config)
        #expect(result.files.map(\.output) == ["Generated/App/Simple.generated.swift", "Generated/App/Views/Warning.generated.swift"])
        #expect(dir.exists("Generated/App/Views/Warning.generated.swift"))
        #expect(!dir.exists("App/Simple.generated.swift"))
        dir.remove("App/Views")
        result = try sync(dir, config)
        #expect(result.status("App/Views/Warning.xib") == .removed)
        #expect(!dir.exists("Generated/App/Views/Warning.generated.swift"))
    }

    @Test func parallelRunMatchesSerialRun() throws {
        let a = TempDir(), b = TempDir()
        for dir in [a, b] {
            for i in 0..<24 {
                dir.copyFixture(i % 5 == 0 ? "Broken.xib" : i % 3 == 0 ? "Warning.xib" : "Simple.xib", to: "D\(i % 4)/V\(i).xib")
            }
        }
        let serial = try sync(a, jobs: 1)
        let parallel = try sync(b, jobs: 8)
        #expect(serial.files == parallel.files)
        #expect(serial.exitCode == parallel.exitCode)
        #expect(a.files() .filter { !$0.hasPrefix(".xibgen") } == b.files().filter { !$0.hasPrefix(".xibgen") })
    }

    @Test func changedSinceGitRef() throws {
        let dir = tree()
        func git(_ args: String...) throws {
            let p = Process()
            p.executableURL = URL(fileURLWithPath: "/usr/bin/env")
            p.arguments = ["git", "-c", "user.email=t@t", "-c", "user.name=t"] + args
            p.currentDirectoryURL = URL(fileURLWithPath: dir.path)
            p.standardOutput = FileHandle.nullDevice
            p.standardError = FileHandle.nullDevice
            try p.run()
            p.waitUntilExit()
            try #require(p.terminationStatus == 0)
        }
        try git("init", "-q")
        _ = try sync(dir)
        try git("add", "-A")
        try git("commit", "-qm", "base")
        dir.write("App/Simple.xib", Fixtures.text("Simple.xib").replacingOccurrences(of: "Hello", with: "Bye"))
        dir.copyFixture("Simple.xib", to: "App/New.xib")
        try git("rm", "-q", "App/Views/Warning.xib")
        let changed = try GitChanges.changedPaths(since: "HEAD", in: dir.path)
        let result = try sync(dir, scope: .paths(changed, honorExcludes: true))
        #expect(result.files.map(\.source) == ["App/New.xib", "App/Simple.xib", "App/Views/Warning.xib"])
        #expect(result.files.map(\.status) == [.written, .written, .removed])
    }
}
