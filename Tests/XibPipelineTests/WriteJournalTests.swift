import Foundation
import Testing
import XibPlatform
@testable import XibPipeline

/// The write journal (`OutputJournal`): outputs are renamed into place without a flush each,
/// so a power cut can leave one torn; the journal a cut-off run leaves lets the next run tell
/// such an output from a hand edit.
@Suite struct WriteJournalTests {
    static let simple = "App/Simple.generated.swift"
    static let warning = "App/Views/Warning.generated.swift"

    func tree() throws -> (TempDir, simple: [UInt8], warning: [UInt8]) {
        let dir = TempDir()
        dir.copyFixture("Simple.xib", to: "App/Simple.xib")
        dir.copyFixture("Warning.xib", to: "App/Views/Warning.xib")
        _ = try sync(dir)
        return (dir, try FileIO.read(dir.url(Self.simple)), try FileIO.read(dir.url(Self.warning)))
    }

    func bodyHash(_ output: [UInt8]) throws -> String { try #require(GeneratedHeader.parse(output)).header.bodyHash }

    func writeBytes(_ dir: TempDir, _ rel: String, _ bytes: [UInt8]) {
        FileManager.default.createFile(atPath: dir.url(rel), contents: Data(bytes))
    }

    /// What a run cut off by a power cut leaves: its journal, listing `entries`.
    func leaveJournal(_ dir: TempDir, _ entries: [(String, String)]) {
        writeBytes(dir, ".xibgen/journal", Array(("xibgen-journal 1\n" + entries.map { "\($0.1)\t\($0.0)\n" }.joined()).utf8))
    }

    @Test("a listed output a power cut left torn is regenerated; an unlisted torn one and a hand edit are refused")
    func tornListedOutputsAreRegenerated() throws {
        let (dir, simple, warning) = try tree()
        // The cut-off run was rewriting both outputs: Simple's is cut short inside its body,
        // Warning's is empty (renamed before its blocks were written).
        leaveJournal(dir, [(Self.simple, try bodyHash(simple)), (Self.warning, try bodyHash(warning))])
        writeBytes(dir, Self.simple, Array(simple.prefix(simple.count / 2)))
        writeBytes(dir, Self.warning, [])
        dir.write(".xibgen/memo", "\(HashMemo.magic)\ncut sh")  // the memo it wrote is torn too: rebuilt, no warning

        let checked = try sync(dir, check: true)
        #expect(checked.files.map { [$0.status.rawValue, $0.reason?.rawValue] } == [["stale", "interrupted-write"], ["stale", "interrupted-write"]])
        #expect(dir.exists(".xibgen/journal"))

        let result = try sync(dir)
        #expect(result.files.map(\.status) == [.written, .written])
        #expect(result.notices.isEmpty)
        #expect(try FileIO.read(dir.url(Self.simple)) == simple)
        #expect(try FileIO.read(dir.url(Self.warning)) == warning)
        #expect(!dir.exists(".xibgen/journal"))

        // Without a journal the same damage is a hand edit, as before.
        writeBytes(dir, Self.simple, Array(simple.prefix(simple.count / 2)))
        writeBytes(dir, Self.warning, [])
        let refused = try sync(dir)
        #expect(refused.files.map(\.status) == [.handEdited, .handEdited])
        #expect(try FileIO.read(dir.url(Self.warning)) == [])
    }

    @Test("a listed output edited by hand after the cut (another body hash) keeps its protection, and so does a whole one")
    func handEditsOfListedOutputsAreKept() throws {
        let (dir, simple, warning) = try tree()
        let edited = String(decoding: simple, as: UTF8.self) + "// mine\n"
        dir.write(Self.simple, edited)
        let otherHash = String(repeating: "e", count: 64)
        leaveJournal(dir, [(Self.simple, otherHash), (Self.warning, try bodyHash(warning))])
        let result = try sync(dir)
        #expect(result.status("App/Simple.xib") == .handEdited)
        #expect(result.status("App/Views/Warning.xib") == .fresh)
        #expect(dir.read(Self.simple) == edited)
        // Resolved: Simple is not torn (a hand edit), Warning is whole.
        #expect(!dir.exists(".xibgen/journal"))
    }

    @Test("a run that does not reach a listed torn output keeps it listed until one does")
    func unresolvedEntriesAreCarriedOver() throws {
        let (dir, simple, warning) = try tree()
        leaveJournal(dir, [(Self.simple, try bodyHash(simple)), (Self.warning, try bodyHash(warning))])
        writeBytes(dir, Self.simple, [0, 0, 0, 0])
        writeBytes(dir, Self.warning, Array(warning.prefix(10)))
        let one = try sync(dir, scope: .paths(["App/Simple.xib"], honorExcludes: false))
        #expect(one.files.map(\.status) == [.written])
        #expect(OutputJournal(path: dir.url(".xibgen/journal")).leftover == [Self.warning: try bodyHash(warning)])
        let all = try sync(dir)
        #expect(all.status("App/Views/Warning.xib") == .written)
        #expect(try FileIO.read(dir.url(Self.warning)) == warning)
        #expect(!dir.exists(".xibgen/journal"))
    }

    @Test("a listed torn output whose XIB is gone is removed as an orphan")
    func tornOrphansAreRemoved() throws {
        let (dir, simple, _) = try tree()
        leaveJournal(dir, [(Self.simple, try bodyHash(simple))])
        writeBytes(dir, Self.simple, Array(simple.prefix(40)))
        dir.remove("App/Simple.xib")
        let result = try sync(dir)
        #expect(result.status("App/Simple.xib") == .removed)
        #expect(!dir.exists(Self.simple))
    }

    @Test("a cold run of more outputs than a flushed batch records them in the journal before renaming, and removes it at the end")
    func largeRunsUseTheJournal() throws {
        let dir = TempDir()
        let count = Pipeline.writeBatchSize + 2
        for index in 0..<count { dir.copyFixture("Simple.xib", to: "App/S\(index).xib") }
        // The run's steps before its end: every output recorded, with the body hash it has.
        let pipeline = Pipeline(root: dir.path, config: .default)
        let journal = OutputJournal(path: pipeline.journalPath)
        let results = pipeline.run(try pipeline.plan(.fullRescan), memo: HashMemo(), options: SyncOptions(jobs: 1), journal: journal)
        #expect(results.filter { $0.file?.status == .written }.count == count)
        let listed = OutputJournal(path: pipeline.journalPath).leftover
        #expect(listed.count == count)
        for (output, hash) in listed { #expect(try bodyHash(FileIO.read(dir.url(output))) == hash) }
        #expect(journal.recorded == listed)

        dir.remove("App")
        dir.remove(".xibgen")
        for index in 0..<count { dir.copyFixture("Simple.xib", to: "App/S\(index).xib") }
        let result = try sync(dir, jobs: 1)
        #expect(result.files.count == count && result.files.allSatisfy { $0.status == .written })
        #expect(!dir.exists(".xibgen/journal"))
        #expect(!dir.files().contains { $0.contains("xibgen-tmp") })
        #expect(try sync(dir, jobs: 1).files.allSatisfy { $0.status == .fresh })
    }

    @Test("what a power cut can leave of a write, and what it cannot")
    func tornBytes() throws {
        let (_, simple, _) = try tree()
        let hash = try bodyHash(simple)
        #expect(OutputJournal.isTorn([], bodyHash: hash))
        #expect(OutputJournal.isTorn([0, 0, 0], bodyHash: hash))
        #expect(OutputJournal.isTorn(Array(simple.prefix(8)), bodyHash: hash))  // inside the first line
        #expect(OutputJournal.isTorn(Array(simple.prefix(70)), bodyHash: hash))  // inside the header lines
        #expect(OutputJournal.isTorn(Array(simple.prefix(simple.count - 5)), bodyHash: hash))
        #expect(OutputJournal.isTorn(Array(simple.prefix(simple.count - 50)) + [UInt8](repeating: 0, count: 50), bodyHash: hash))
        #expect(!OutputJournal.isTorn(simple, bodyHash: hash))  // whole
        #expect(!OutputJournal.isTorn(simple + Array("// mine\n".utf8), bodyHash: String(repeating: "e", count: 64)))
        #expect(!OutputJournal.isTorn(Array("// my own file\n".utf8), bodyHash: hash))
    }

    @Test("the journal's lines: damaged ones and one cut short are ignored; paths are escaped")
    func journalFormat() throws {
        let hash = String(repeating: "a", count: 64)
        let entries = ["App/Tab\tName.generated.swift": hash, "App/Plain.generated.swift": String(repeating: "b", count: 64)]
        let bytes = Array("xibgen-journal 1\n".utf8) + OutputJournal.serialize(entries.map { $0 })
        #expect(OutputJournal.parse(bytes) == entries)
        #expect(OutputJournal.parse(bytes + Array("\(hash)\tApp/Cut.generated".utf8)) == entries)
        #expect(OutputJournal.parse(bytes + Array("nohash\tApp/X.generated.swift\n".utf8)) == entries)
        #expect(OutputJournal.parse(Array("xibgen-journal 9\n".utf8) + OutputJournal.serialize(entries.map { $0 })) == [:])
    }
}
