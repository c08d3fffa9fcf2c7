import Foundation
import Testing
import XibPlatform
@testable import XibPipeline

@Suite struct CachePatchTests {
    @Test("the streaming checksum gives HashMemo.checksum's digits however the bytes are cut")
    func streamingChecksum() {
        for length in [0, 1, 7, 8, 9, 31, 32, 33, 40, 63, 64, 65, 100, 1000, 4099] {
            let bytes = (0..<length).map { _ in UInt8.random(in: 0...255) }
            let whole = bytes.withUnsafeBytes(HashMemo.checksum(of:))
            for _ in 0..<30 {
                let cuts = (0..<Int.random(in: 0...6)).map { _ in Int.random(in: 0...length) }.sorted()
                var streaming = StreamingChecksum()
                var from = 0
                for cut in cuts + [length] {
                    bytes[from..<cut].withUnsafeBytes { streaming.add($0) }
                    from = cut
                }
                #expect(streaming.finish() == whole, "length \(length), cuts \(cuts)")
            }
        }
    }

    @Test("a checksum resumed from the state kept where the file read and the new content still agree gives a whole pass's digits")
    func resumedChecksum() throws {
        let body = Array("test 1\n".utf8) + Self.lines(0..<12_000)  // 5 states of 64 KiB
        let file = FileContents(Self.whole(body))
        let (digits, snapshots) = body.withUnsafeBytes { StreamingChecksum.withSnapshots(of: $0) }
        #expect(digits == body.withUnsafeBytes(HashMemo.checksum(of:)))
        #expect(snapshots.count == body.count / StreamingChecksum.snapshotInterval + 1 && snapshots.count > 3)
        let states = CachePatch.ChecksumStates(contents: file, snapshots: snapshots)
        let ranges = Self.lineRanges(body)
        let cases: [[CachePatch.Piece]] = [
            [.kept(0..<ranges[9_000].lowerBound), .bytes(Array("N\tnew\n".utf8)), .kept(ranges[9_001].lowerBound..<body.count)],
            [.bytes(Array("test 1\n".utf8)), .kept(7..<ranges[11_999].lowerBound), .bytes(Self.lines(0..<3, "N"))],
            [.bytes(Array("test 2\n".utf8)), .kept(7..<body.count)],
            [.kept(0..<body.count)],
            [.kept(0..<100), .kept(50..<body.count)],
        ]
        #expect(CachePatch.sharedPrefix(cases[0], with: file) == ranges[9_000].lowerBound)
        #expect(CachePatch.sharedPrefix(cases[1], with: file) == ranges[11_999].lowerBound)
        #expect(CachePatch.sharedPrefix(cases[2], with: file) == 5)
        for (index, pieces) in cases.enumerated() {
            var expected: [UInt8] = []
            for piece in pieces {
                switch piece {
                case .kept(let range): expected += body[range]
                case .bytes(let bytes): expected += bytes
                }
            }
            let dir = TempDir()
            try CachePatch.write(pieces, from: file, over: nil, resuming: states, to: dir.url("cache"), durable: false)
            #expect(dir.read("cache").map { Array($0.utf8) } == Self.whole(expected), "case \(index)")
        }
    }

    static func lines(_ range: Range<Int>, _ tag: String = "R") -> [UInt8] {
        Array(range.map { "\(tag)\t\($0)\tthe record of number \($0)\n" }.joined().utf8)
    }

    static func whole(_ body: [UInt8]) -> [UInt8] {
        body + Array((HashMemo.checksumPrefix + body.withUnsafeBytes(HashMemo.checksum(of:)) + "\n").utf8)
    }

    static func contents(_ read: CachePatch.Read) -> [UInt8] { read.contents[0..<read.contents.count] }

    /// The offsets of each line of `bytes`.
    static func lineRanges(_ bytes: [UInt8]) -> [Range<Int>] {
        var ranges: [Range<Int>] = []
        var start = 0
        for (index, byte) in bytes.enumerated() where byte == 0x0A {
            ranges.append(start..<(index + 1))
            start = index + 1
        }
        return ranges
    }

    @Test("a change to a large cache file is written as a patch beside it, applied when read, and composed with the next")
    func patchRoundTrip() throws {
        let dir = TempDir()
        let path = dir.url("cache")
        let body = Array("test 1\n".utf8) + Self.lines(0..<200)
        #expect(try CachePatch.write([.bytes(body)], from: nil, over: nil, to: path, durable: true, patchFrom: 0) == path)
        #expect(dir.read("cache").map { Array($0.utf8) } == Self.whole(body))
        let baseStamp = stamp(dir, "cache")

        // Lines 10 and 150 dropped, two added at the end.
        let first = try CachePatch.read(path)
        #expect(Self.contents(first) == Self.whole(body))
        let ranges = Self.lineRanges(body)
        let added = Self.lines(0..<2, "N")
        let pieces: [CachePatch.Piece] = [.kept(0..<ranges[11].lowerBound), .kept(ranges[12].lowerBound..<ranges[151].lowerBound),
                                          .kept(ranges[152].lowerBound..<body.count), .bytes(added)]
        let expected = Array(body[0..<ranges[11].lowerBound]) + Array(body[ranges[12].lowerBound..<ranges[151].lowerBound])
            + Array(body[ranges[152].lowerBound...]) + added
        #expect(try CachePatch.write(pieces, from: first.contents, over: first, to: path, durable: false, patchFrom: 0) == path + ".patch")
        #expect(stamp(dir, "cache") == baseStamp, "the base is not written")
        let second = try CachePatch.read(path)
        #expect(Self.contents(second) == Self.whole(expected))

        // Over the patched file: a line from the patch and one from the base dropped, one added.
        let secondRanges = Self.lineRanges(expected)
        let last = secondRanges.count - 1  // "N 1", from the patch
        let more = Self.lines(7..<8, "M")
        let again: [CachePatch.Piece] = [.kept(0..<secondRanges[3].lowerBound), .kept(secondRanges[4].lowerBound..<secondRanges[last].lowerBound),
                                         .bytes(more)]
        let expectedAgain = Array(expected[0..<secondRanges[3].lowerBound]) + Array(expected[secondRanges[4].lowerBound..<secondRanges[last].lowerBound]) + more
        #expect(try CachePatch.write(again, from: second.contents, over: second, to: path, durable: false, patchFrom: 0) == path + ".patch")
        #expect(stamp(dir, "cache") == baseStamp)
        #expect(Self.contents(try CachePatch.read(path)) == Self.whole(expectedAgain))

        // A change past a sixteenth of the base: written whole, the patch removed.
        let third = try CachePatch.read(path)
        let large = Self.lines(0..<300, "L")
        #expect(try CachePatch.write([.kept(0..<100), .bytes(large)], from: third.contents, over: third, to: path, durable: false, patchFrom: 0) == path)
        #expect(!dir.exists("cache.patch"))
        #expect(dir.read("cache").map { Array($0.utf8) } == Self.whole(Array(expectedAgain[0..<100]) + large))
        #expect(Self.contents(try CachePatch.read(path)) == Self.whole(Array(expectedAgain[0..<100]) + large))
    }

    @Test("a change that would make the patch refer to more runs of the base than a read should make is written whole")
    func manyRunsWrittenWhole() throws {
        let dir = TempDir()
        let path = dir.url("cache")
        let body = Array("test 1\n".utf8) + Self.lines(0..<400)
        try CachePatch.write([.bytes(body)], from: nil, over: nil, to: path, durable: true, patchFrom: 0)
        let ranges = Self.lineRanges(body)
        let every = { (step: Int) -> [CachePatch.Piece] in stride(from: 0, to: ranges.count, by: step).map { .kept(ranges[$0]) } }
        let read = try CachePatch.read(path)
        #expect(try CachePatch.write(every(2), from: read.contents, over: read, to: path, durable: true, patchFrom: 0) == path)
        #expect(!dir.exists("cache.patch"))
        // Two runs: a patch.
        let again = try CachePatch.read(path)
        let now = Self.lineRanges(Self.contents(again)).dropLast()  // its lines but the checksum line
        let fewer: [CachePatch.Piece] = [.kept(0..<now[100].lowerBound), .kept(now[101].lowerBound..<now.last!.upperBound)]
        #expect(try CachePatch.write(fewer, from: again.contents, over: again, to: path, durable: true, patchFrom: 0) == path + ".patch")
    }

    @Test("a base smaller than the threshold, or without a checksum line, is written whole")
    func smallBaseWrittenWhole() throws {
        let dir = TempDir()
        let path = dir.url("cache")
        let body = Array("test 1\n".utf8) + Self.lines(0..<50)
        try CachePatch.write([.bytes(body)], from: nil, over: nil, to: path, durable: true)
        let read = try CachePatch.read(path)
        #expect(try CachePatch.write([.kept(0..<(body.count - 20)), .bytes([0x0A])], from: read.contents, over: read, to: path, durable: true,
                                     patchFrom: body.count + 100) == path)
        #expect(!dir.exists("cache.patch"))
        dir.write("cache", "no checksum line\n")
        let plain = try CachePatch.read(path)
        #expect(plain.base == nil)
        #expect(try CachePatch.write([.kept(0..<3)], from: plain.contents, over: plain, to: path, durable: true, patchFrom: 0) == path)
    }

    @Test("a patch lost, cut short, emptied, damaged or made for another base is ignored: the base is read as it is")
    func damagedPatchIgnored() throws {
        let dir = TempDir()
        let path = dir.url("cache")
        let body = Array("test 1\n".utf8) + Self.lines(0..<200)
        try CachePatch.write([.bytes(body)], from: nil, over: nil, to: path, durable: true, patchFrom: 0)
        let read = try CachePatch.read(path)
        try CachePatch.write([.kept(0..<(body.count - 32)), .bytes(Self.lines(0..<1, "N"))], from: read.contents, over: read, to: path, durable: false, patchFrom: 0)
        let patch = try #require(dir.read("cache.patch"))
        #expect(Self.contents(try CachePatch.read(path)) != Self.whole(body))

        var damaged = Array(patch.utf8)
        damaged[damaged.count / 2] ^= 0x01
        let otherBase = patch.replacingOccurrences(of: "B \(Self.whole(body).count) ", with: "B \(Self.whole(body).count + 1) ")
        let cases: [(String, String?)] = [("lost", nil), ("empty", ""), ("cut short", String(patch.prefix(patch.count / 2))),
                                          ("cut before its last line feed", String(patch.dropLast())),
                                          ("damaged", String(decoding: damaged, as: UTF8.self)), ("for another base", otherBase)]
        for (what, text) in cases {
            if let text { dir.write("cache.patch", text) } else { dir.remove("cache.patch") }
            #expect(Self.contents(try CachePatch.read(path)) == Self.whole(body), "\(what)")
        }
        // The base rewritten whole since (the patch left behind): not applied to it.
        dir.write("cache.patch", patch)
        let rewritten = Array("test 1\n".utf8) + Self.lines(1..<200)
        try CachePatch.write([.bytes(rewritten)], from: nil, over: nil, to: path + "-new", durable: true, patchFrom: 0)
        #expect(rename(path + "-new", path) == 0)
        #expect(Self.contents(try CachePatch.read(path)) == Self.whole(rewritten))
    }

    // MARK: - The memo of a single-file sync

    /// A project of `count` documents, synced and aged (every record memoised), with a pipeline
    /// that patches any memo.
    static func project(_ count: Int = 12) throws -> TempDir {
        let dir = TempDir()
        for index in 0..<count { dir.copyFixture("Simple.xib", to: "App/V\(index).xib") }
        dir.write("App/Owner.swift", "import UIKit\n\nclass Owner: UIView {\n    @IBOutlet weak var label: UILabel!\n}\n")
        for _ in 0..<2 {
            ProjectFilesIndexTests.age(dir)
            _ = try pipeline(dir).sync(.fullRescan)
        }
        return dir
    }

    static func pipeline(_ dir: TempDir) -> Pipeline {
        Pipeline(root: dir.path, config: .default, generatorBuild: GeneratorBuild.identity, cachePatchFrom: 0)
    }

    static let edited = "App/V3.xib"

    /// Edits `document` (another comment each time), ages the project, and syncs it alone.
    static func editAndSync(_ dir: TempDir, _ document: String, _ comment: String) throws -> SyncResult {
        let text = try #require(dir.read(document))
        dir.write(document, text.replacingOccurrences(of: "</document>", with: "<!-- \(comment) -->\n</document>"))
        ProjectFilesIndexTests.age(dir)
        return try pipeline(dir).sync(.paths([document], honorExcludes: false))
    }

    @Test("a single-file sync of an edited document writes the memo's change as a patch, which the next syncs read")
    func singleFileSyncPatchesMemo() throws {
        let dir = try Self.project()
        let memoStamp = stamp(dir, ".xibgen/memo")
        #expect(try Self.editAndSync(dir, Self.edited, "one").status(Self.edited) == .written)
        #expect(dir.exists(".xibgen/memo.patch"))
        #expect(stamp(dir, ".xibgen/memo") == memoStamp, "the memo itself is not written again")
        let (memo, outcome) = HashMemo.load(dir.url(".xibgen/memo"))
        #expect(outcome == .loaded)
        let source = try #require(FileIO.stamp(dir.url(Self.edited)))
        #expect(memo.sources[Self.edited]?.size == source.size && memo.sources[Self.edited]?.ctime == source.ctimeNanos)
        #expect(memo.sources.count == 12 && memo.outputs["App/V5.generated.swift"] != nil)
        // Two more documents edited: one patch over the memo, with each one's records.
        #expect(try Self.editAndSync(dir, "App/V7.xib", "two").status("App/V7.xib") == .written)
        #expect(try Self.editAndSync(dir, Self.edited, "three").status(Self.edited) == .written)
        #expect(stamp(dir, ".xibgen/memo") == memoStamp)
        let again = HashMemo.load(dir.url(".xibgen/memo")).0
        for document in [Self.edited, "App/V7.xib"] {
            #expect(again.sources[document]?.hash == SHA256Hex.of(Array(try #require(dir.read(document)).utf8)), "\(document)")
        }
        // Nothing else to do: every record is found fresh, as a sync without caches finds it.
        let rescan = try Self.pipeline(dir).sync(.fullRescan)
        #expect(rescan.files.allSatisfy { $0.status == .fresh } && rescan.notices.isEmpty)
    }

    @Test("a single-file sync's memo patch keeps every record as read and adds the new ones after them; written whole, the memo has one record per path")
    func memoPatchAppendsRecords() throws {
        let dir = try Self.project()
        /// The memo's lines ending with the path (its records), as read with its patch.
        func records(_ path: String) throws -> [String] {
            let contents = try CachePatch.read(dir.url(".xibgen/memo")).contents
            let text = contents.withUnsafeBufferPointer { String(decoding: $0, as: UTF8.self) }
            return text.split(separator: "\n").map(String.init).filter { $0.hasSuffix("\t" + path) }
        }
        let before = try records(Self.edited)
        #expect(before.count == 1 && before[0].hasPrefix("S\t"), "its source record (its output's ends with the output's path)")
        #expect(try Self.editAndSync(dir, Self.edited, "one").status(Self.edited) == .written)
        let patch = try #require(CachePatch.parse(try FileIO.read(dir.url(".xibgen/memo.patch"))))
        let baseRuns = patch.pieces.compactMap { piece -> Range<Int>? in if case .file(let range) = piece { range } else { nil } }
        #expect(baseRuns.count == 1 && baseRuns.first?.lowerBound == 0, "the base's records in one run, from its start")
        if case .bytes(let added)? = patch.pieces.last {
            #expect(String(decoding: added, as: UTF8.self).hasPrefix("S\t"))
        } else {
            Issue.record("the new records come last")
        }
        let after = try records(Self.edited)
        #expect(after.count == 2 && after[0] == before[0] && after[1].hasPrefix("S\t") && after[1] != before[0],
                "the old record kept in place, the new one after it")
        let source = try #require(FileIO.stamp(dir.url(Self.edited)))
        let memo = HashMemo.load(dir.url(".xibgen/memo"), only: [Self.edited]).0
        #expect(memo.sources[Self.edited]?.ctime == source.ctimeNanos, "the later record is the one read")
        // The same document synced again and a full rescan find everything fresh, as without caches.
        ProjectFilesIndexTests.age(dir)
        #expect(try Self.pipeline(dir).sync(.paths([Self.edited], honorExcludes: false)).status(Self.edited) == .fresh)
        let rescan = try Self.pipeline(dir).sync(.fullRescan)
        #expect(rescan.files.allSatisfy { $0.status == .fresh } && rescan.notices.isEmpty)
        // Written whole, without the records later ones replace.
        var loaded = HashMemo.load(dir.url(".xibgen/memo"), only: [Self.edited]).0
        #expect(loaded.appendedPieces() != nil)
        loaded.sources[Self.edited]?.hash = String(repeating: "a", count: 64)
        try loaded.save(dir.url(".xibgen/memo"), durable: false, patchFrom: Int.max)
        #expect(!dir.exists(".xibgen/memo.patch"))
        let whole = try records(Self.edited)
        #expect(whole.count == 1 && whole[0].contains(String(repeating: "a", count: 64)))
    }

    @Test("the output a sync replaces is kept in the cache directory, removed by the next sync that may write, and changes no result")
    func replacedOutputsAreKeptUntilTheNextSync() throws {
        let dir = try Self.project()
        func kept() -> [String] { dir.files().filter { $0.hasPrefix(".xibgen/" + ReplacedFiles.keptPrefix) } }
        // (The cache files a sync replaces are kept too: `replacedCachePatchesAreKept`.)
        let earlier = kept()
        let output = "App/V3.generated.swift"
        let before = try #require(dir.read(output))
        let oldInode = stamp(dir, output).inode
        #expect(try Self.editAndSync(dir, Self.edited, "one").status(Self.edited) == .written)
        let afterEdit = kept()
        #expect(Set(afterEdit).isDisjoint(with: earlier), "what earlier syncs kept is removed")
        #expect(afterEdit.filter { dir.read($0) == before && stamp(dir, $0).inode == oldInode }.count == 1)
        // A check writes and removes nothing; a sync removes it, and gives what a sync without caches gives.
        #expect(try Self.pipeline(dir).sync(.fullRescan, options: SyncOptions(check: true)).files.allSatisfy { $0.status == .fresh })
        #expect(kept() == afterEdit)
        let rescan = try Self.pipeline(dir).sync(.fullRescan)
        #expect(Set(kept()).isDisjoint(with: afterEdit))
        #expect(rescan.files.allSatisfy { $0.status == .fresh } && rescan.notices.isEmpty)
        let withCaches = dir.files().filter { !$0.hasPrefix(".xibgen/") }.map { dir.read($0) }
        dir.remove(".xibgen")
        let fresh = try Self.pipeline(dir).sync(.fullRescan)
        #expect(fresh.files.allSatisfy { $0.status == .fresh })
        #expect(dir.files().filter { !$0.hasPrefix(".xibgen/") }.map { dir.read($0) } == withCaches)
    }

    @Test("the cache patches a sync replaces are kept in the cache directory like its outputs, removed by the next sync, and change no result")
    func replacedCachePatchesAreKept() throws {
        #if os(Linux)
        let dir = try Self.project()
        func kept() -> [String] { dir.files().filter { $0.hasPrefix(".xibgen/" + ReplacedFiles.keptPrefix) } }
        #expect(try Self.editAndSync(dir, Self.edited, "one").status(Self.edited) == .written)
        let patches = [".xibgen/memo.patch", ".xibgen/owner-sources.patch"]
        let old = try patches.map { (try #require(dir.read($0)), stamp(dir, $0).inode) }
        #expect(try Self.editAndSync(dir, "App/V7.xib", "two").status("App/V7.xib") == .written)
        let keptNow = kept().map { (dir.read($0), stamp(dir, $0).inode) }
        for (patch, (bytes, inode)) in zip(patches, old) {
            #expect(dir.read(patch) != bytes, "\(patch) is written again")
            #expect(keptNow.contains { $0.0 == bytes && $0.1 == inode }, "the \(patch) it replaced is kept (same inode, old bytes)")
        }
        // Written whole, the memo it replaces and the patch it removes are kept too.
        let replaced = [stamp(dir, ".xibgen/memo").inode, stamp(dir, ".xibgen/memo.patch").inode]
        let loaded = HashMemo.load(dir.url(".xibgen/memo"), only: [Self.edited]).0
        try loaded.save(dir.url(".xibgen/memo"), durable: false, patchFrom: Int.max, keepReplacedIn: dir.url(".xibgen"))
        #expect(!dir.exists(".xibgen/memo.patch"))
        #expect(Set(replaced).isSubset(of: kept().map { stamp(dir, $0).inode }))
        // The next sync removes them, and gives what a sync without caches gives.
        let keptBefore = kept()
        let rescan = try Self.pipeline(dir).sync(.fullRescan)
        #expect(rescan.files.allSatisfy { $0.status == .fresh } && rescan.notices.isEmpty)
        #expect(Set(kept()).isDisjoint(with: keptBefore))
        let withCaches = dir.files().filter { !$0.hasPrefix(".xibgen/") }.map { dir.read($0) }
        dir.remove(".xibgen")
        #expect(try Self.pipeline(dir).sync(.fullRescan).files.allSatisfy { $0.status == .fresh })
        #expect(dir.files().filter { !$0.hasPrefix(".xibgen/") }.map { dir.read($0) } == withCaches)
        #endif
    }

    @Test("a single-file sync of an edited document writes the owner-sources cache's change as a patch too")
    func singleFileSyncPatchesOwnerSources() throws {
        let dir = try Self.project()
        let cacheStamp = stamp(dir, ".xibgen/owner-sources")
        for (document, comment) in [(Self.edited, "one"), ("App/V7.xib", "two"), (Self.edited, "three")] {
            #expect(try Self.editAndSync(dir, document, comment).status(document) == .written)
        }
        #expect(dir.exists(".xibgen/owner-sources.patch"))
        #expect(stamp(dir, ".xibgen/owner-sources") == cacheStamp, "the file itself is not written again")
        let memo = OwnerSources.loadMemo(dir.url(".xibgen/owner-sources"))
        #expect(memo.documents.count == 12 && memo.files.keys.sorted() == ["App/Owner.swift"])
        for document in [Self.edited, "App/V7.xib", "App/V0.xib"] {
            #expect(memo.documents[document] == SHA256Hex.of(Array(try #require(dir.read(document)).utf8)), "\(document)")
        }
        // A Swift file's sync finds the documents through the patched records.
        let swift = try Self.pipeline(dir).sync(.paths(["App/Owner.swift"], honorExcludes: false))
        #expect(swift.notices.isEmpty)
    }

    /// Runs `body` on the project in the state a crash can leave after an edited document's
    /// single-file sync renamed its output (`damage` applied to `.xibgen`), and on the same
    /// project without `.xibgen`: both must give the same results.
    static func expectSameAsWithoutCaches(_ what: String, damage: (TempDir, _ cache: String, _ earlierPatch: String) -> Void,
                                          sourceLocation: Testing.SourceLocation = #_sourceLocation) throws {
        var results: [[FileResult]] = []
        var notices: [[Notice]] = []
        var outputs: [[String: String]] = []
        var swiftRuns: [[FileResult]] = []
        for withCaches in [true, false] {
            let dir = try project()
            _ = try editAndSync(dir, Self.edited, "one")
            let earlier = try ["memo", "owner-sources"].map { try #require(dir.read(".xibgen/\($0).patch")) }
            _ = try editAndSync(dir, "App/V7.xib", "two")
            _ = try editAndSync(dir, edited, "two")
            if withCaches {
                damage(dir, "memo", earlier[0])
                damage(dir, "owner-sources", earlier[1])
            } else {
                dir.remove(".xibgen")
            }
            // A hand edit of an output the memo records as intact, and of the edited document's.
            for output in ["App/V5.generated.swift", "App/V3.generated.swift"] {
                dir.write(output, try #require(dir.read(output)) + "// by hand\n")
            }
            var runs: [FileResult] = []
            var said: [Notice] = []
            for scope in [SyncScope.paths([edited], honorExcludes: false), .paths(["App/V5.xib"], honorExcludes: false),
                          .paths(["App/Owner.swift"], honorExcludes: false), .fullRescan] {
                var result = try pipeline(dir).sync(scope)
                if scope == .paths(["App/Owner.swift"], honorExcludes: false) {
                    // The Swift file's run: with `owner-sources` it plans the documents naming its
                    // classes (none here), without it every document: the same result for each it plans.
                    swiftRuns.append(result.files)
                    result.files = []
                }
                runs += result.files
                said += result.notices
            }
            results.append(runs)
            notices.append(said)
            var texts: [String: String] = [:]
            for index in 0..<12 { texts["V\(index)"] = dir.read("App/V\(index).generated.swift") }
            outputs.append(texts)
        }
        #expect(results[0] == results[1], "\(what)", sourceLocation: sourceLocation)
        #expect(Set(results[0].filter { $0.status == .handEdited }.map(\.source)) == [edited, "App/V5.xib"],
                "\(what): the hand edits are refused", sourceLocation: sourceLocation)
        #expect(notices[0] == notices[1], "\(what)", sourceLocation: sourceLocation)
        #expect(swiftRuns[0].allSatisfy(swiftRuns[1].contains), "\(what)", sourceLocation: sourceLocation)
        #expect(outputs[0] == outputs[1], "\(what)", sourceLocation: sourceLocation)
    }

    @Test("cache patches lost, rolled back, cut short or emptied by a power cut give what a run without caches gives, hand edits refused")
    func crashLeftovers() throws {
        try Self.expectSameAsWithoutCaches("as written") { _, _, _ in }
        try Self.expectSameAsWithoutCaches("patch lost") { dir, cache, _ in dir.remove(".xibgen/\(cache).patch") }
        try Self.expectSameAsWithoutCaches("patch rolled back") { dir, cache, earlier in dir.write(".xibgen/\(cache).patch", earlier) }
        try Self.expectSameAsWithoutCaches("patch empty") { dir, cache, _ in dir.write(".xibgen/\(cache).patch", "") }
        try Self.expectSameAsWithoutCaches("patch cut short") { dir, cache, _ in
            let patch = dir.read(".xibgen/\(cache).patch")!
            dir.write(".xibgen/\(cache).patch", String(patch.prefix(patch.count / 2)))
        }
        try Self.expectSameAsWithoutCaches("patch zeros") { dir, cache, _ in
            dir.write(".xibgen/\(cache).patch", String(repeating: "\0", count: dir.read(".xibgen/\(cache).patch")!.utf8.count))
        }
    }
}
