import Foundation
import Testing
import XibPipeline

/// `kill -9` of a real `xibgen --once` while it writes a journaled batch (see `OutputJournal`):
/// every output is left old or new and whole, hand edits are never touched, and the next run
/// accepts what the killed one left — it refuses only the hand edits and leaves no journal or
/// temporary files.
@Suite struct KillTests {
    /// More outputs than `Pipeline.writeBatchSize`, so one job records them in the write journal.
    static let documents = 300

    static func output(_ index: Int) -> String { "D\(index % 10)/S\(index).generated.swift" }

    /// Outputs that must be whole and for one of `sources` (the XIB's content before or after the change).
    static func check(_ t: CLITests.Tree, edited: [String: String], sources: [Set<String>], when: String) -> [String] {
        var problems: [String] = []
        for index in sources.indices {
            let rel = output(index)
            guard let text = t.read(rel) else { continue }  // not written yet
            if let edit = edited[rel] {
                if text != edit { problems.append("\(when): the hand edit of \(rel) changed") }
                continue
            }
            guard let parsed = GeneratedHeader.parse(Array(text.utf8)), parsed.bodyIntact else {
                problems.append("\(when): \(rel) is not whole")
                continue
            }
            if !sources[index].contains(parsed.header.sourceHash) {
                problems.append("\(when): \(rel) is for neither version of its XIB")
            }
        }
        return problems
    }

    @Test("kill -9 during a journaled run: outputs old or new, hand edits kept, the next run accepts the rest")
    func killDuringJournaledWrites() throws {
        let t = CLITests.Tree()
        for index in 0..<Self.documents { t.fixture("Simple.xib", to: "D\(index % 10)/S\(index).xib") }
        let first = try t.xibgen("--once", "--jobs", "1", "--quiet")
        #expect(first.status == 0, "\(first.stderr)")
        // Each output may be for any version its XIB had so far (a killed run leaves some old).
        var sourceHashes = (0..<Self.documents).map { index -> Set<String> in [Self.sourceHash(of: t, index)] }
        var edited: [String: String] = [:]
        for index in stride(from: 0, to: Self.documents, by: 25) {
            let rel = Self.output(index)
            let text = try #require(t.read(rel)) + "// edited by hand\n"
            t.write(rel, text)
            edited[rel] = text
        }
        let journal = t.path + "/.xibgen/journal"
        var problems: [String] = []
        var killsInsideTheJournal = 0
        for (round, delay) in [0, 1, 3, 10, 40].enumerated() {
            // Every XIB changes, so the run rewrites every output it may.
            for index in 0..<Self.documents {
                let rel = "D\(index % 10)/S\(index).xib"
                t.write(rel, try #require(t.read(rel)) + "<!-- round \(round) -->\n")
            }
            let left = Self.stamp(journal)  // what the last kill left: the run writes a new one
            let process = try Self.startQuietRun(in: t)
            // Kill it while it renames the journaled batch into place (the renames follow the
            // journal's flush), a little later each round (ms): up to the final flush.
            let deadline = Date().addingTimeInterval(30)
            while Self.stamp(journal) == left, process.isRunning, Date() < deadline { usleep(100) }
            usleep(UInt32(delay) * 1_000)
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
            if FileManager.default.fileExists(atPath: journal) { killsInsideTheJournal += 1 }
            let before = sourceHashes
            for index in 0..<Self.documents { sourceHashes[index].insert(Self.sourceHash(of: t, index)) }
            problems += Self.check(t, edited: edited, sources: sourceHashes, when: "after kill \(round)")
            let renamed = (0..<Self.documents).filter { index in
                guard edited[Self.output(index)] == nil, let text = t.read(Self.output(index)),
                      let hash = GeneratedHeader.parse(Array(text.utf8))?.header.sourceHash else { return false }
                return !before[index].contains(hash)
            }.count
            print("[kill] round \(round): journal left \(FileManager.default.fileExists(atPath: journal)), \(renamed) outputs new")
        }
        #expect(problems.isEmpty, "\(problems.prefix(10))")
        // The kills landed where the test is about: after the journal was written, before it was removed.
        #expect(killsInsideTheJournal > 0)

        let repair = try t.xibgen("--once", "--jobs", "1")
        #expect(repair.status == 1, "\(repair.stderr)")  // the hand edits are refused
        let refused = Set((repair.stdout + repair.stderr).split(separator: "\n").compactMap { line -> String? in
            line.contains(": edited by hand") ? String(line.prefix { $0 != ":" }) : nil
        })
        #expect(refused == Set(edited.keys), "refused \(refused.subtracting(edited.keys).sorted().prefix(5)); accepted \(Set(edited.keys).subtracting(refused).sorted().prefix(5))\n\(repair.stdout.suffix(600))")
        #expect(!FileManager.default.fileExists(atPath: journal))
        let leftovers = try FileManager.default.subpathsOfDirectory(atPath: t.path).filter { $0.contains(".xibgen-tmp-") }
        #expect(leftovers.isEmpty, "\(leftovers.prefix(5))")
        let final = (0..<Self.documents).map { index -> Set<String> in [Self.sourceHash(of: t, index)] }
        #expect((0..<Self.documents).allSatisfy { t.exists(Self.output($0)) })
        let unrepaired = Self.check(t, edited: edited, sources: final, when: "after the repair run")
        #expect(unrepaired.isEmpty, "\(unrepaired.prefix(10))")
        let check = try t.xibgen("--once", "--check")
        let outOfDate = check.stdout.split(separator: "\n").filter { line in
            !edited.keys.contains { line.hasPrefix($0 + ":") } && (line.contains(": stale") || line.contains(": missing"))
        }
        #expect(outOfDate.isEmpty, "\(outOfDate.prefix(5))")
    }

    /// Where a round of `killWhileStreaming` kills the run.
    enum KillPoint: CustomStringConvertible {
        /// Once the large output's temporary file holds this many bytes (it is being streamed,
        /// or, at its full size, complete and staged until the batch commits).
        case temporary(atLeast: Int)
        /// This many milliseconds after the write journal appeared (the batch is being renamed into place).
        case journal(afterMilliseconds: Int)

        var description: String {
            switch self {
            case .temporary(let size): "temporary at \(size) bytes"
            case .journal(let delay): "journal + \(delay) ms"
            }
        }
    }

    @Test("kill -9 while a large output is streamed: old or new and whole, temporaries removed, the hand edit refused")
    func killWhileStreaming() throws {
        let t = CLITests.Tree()
        // With the large output, more outputs than `Pipeline.writeBatchSize`: the batch is journaled.
        let small = 130
        #expect(small + 1 >= Pipeline.writeBatchSize)
        for index in 0..<small { t.fixture("Simple.xib", to: Self.source(index)) }
        t.write("Big.xib", Self.bigXIB(version: 0))
        let first = try t.xibgen("--once", "--jobs", "1", "--quiet")
        #expect(first.status == 0, "\(first.stderr)")
        let big = t.path + "/Big.generated.swift"
        let bigSize = Self.size(of: big) ?? 0
        try #require(bigSize > Pipeline.defaultStreamingThreshold + (512 << 10), "the output is streamed, for a while")
        var bigSources: Set<String> = [SHA256Hex.of(Self.bytes(of: t.path + "/Big.xib"))]
        var sources = (0..<small).map { index -> Set<String> in [SHA256Hex.of(Array((t.read(Self.source(index)) ?? "").utf8))] }
        let editedOutput = Self.output(7)
        let editedText = try #require(t.read(editedOutput)) + "// edited by hand\n"
        t.write(editedOutput, editedText)
        let edited = [editedOutput: editedText]

        let journal = t.path + "/.xibgen/journal"
        let threshold = Pipeline.defaultStreamingThreshold
        let points: [KillPoint] = [
            .temporary(atLeast: 1),
            .temporary(atLeast: threshold + (bigSize - threshold) / 2),
            // The whole body: its header being written, or staged while the small XIBs (after
            // `Big.xib` in the run's order) are converted, not yet renamed.
            .temporary(atLeast: bigSize),
            .journal(afterMilliseconds: 0),
            .journal(afterMilliseconds: 2),
        ]
        var problems: [String] = []
        var killsMidStream = 0, killsInsideTheJournal = 0
        for (round, point) in points.enumerated() {
            let version = round + 1
            t.write("Big.xib", Self.bigXIB(version: version))
            for index in 0..<small {
                t.write(Self.source(index), try #require(t.read(Self.source(index))) + "<!-- round \(round) -->\n")
            }
            let left = Self.stamp(journal)
            let process = try Self.startQuietRun(in: t)
            let temporaryPrefix = ".Big.generated.swift.xibgen-tmp-\(process.processIdentifier)-"
            var temporary: String?
            var reached = false
            let deadline = Date().addingTimeInterval(60)
            while !reached, process.isRunning, Date() < deadline {
                switch point {
                case .temporary(let size):
                    if temporary == nil {
                        temporary = (try? FileManager.default.contentsOfDirectory(atPath: t.path))?
                            .first { $0.hasPrefix(temporaryPrefix) }.map { t.path + "/" + $0 }
                    }
                    if let temporary, let count = Self.size(of: temporary), count >= size { reached = true }
                case .journal(let delay):
                    if Self.stamp(journal) != left {
                        usleep(UInt32(delay) * 1_000)
                        reached = true
                    }
                }
                if !reached { usleep(100) }
            }
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
            if !reached { problems.append("round \(round) (\(point)): the run ended before the kill point") }
            switch point {
            case .temporary:
                // Killed while the temporary was there: mid-stream, or staged and not yet renamed.
                if let temporary, FileManager.default.fileExists(atPath: temporary) { killsMidStream += 1 }
            case .journal:
                if FileManager.default.fileExists(atPath: journal) { killsInsideTheJournal += 1 }
            }

            bigSources.insert(SHA256Hex.of(Self.bytes(of: t.path + "/Big.xib")))
            for index in 0..<small { sources[index].insert(SHA256Hex.of(Array((t.read(Self.source(index)) ?? "").utf8))) }
            let when = "after kill \(round) (\(point))"
            if let parsed = GeneratedHeader.parse(Self.bytes(of: big)), parsed.bodyIntact {
                if !bigSources.contains(parsed.header.sourceHash) { problems.append("\(when): Big.generated.swift is for no version of Big.xib") }
            } else {
                problems.append("\(when): Big.generated.swift is not whole (\(Self.size(of: big) ?? -1) bytes)")
            }
            problems += Self.check(t, edited: edited, sources: sources, when: when)
            let bigIsNew = GeneratedHeader.parse(Self.bytes(of: big))?.header.sourceHash == SHA256Hex.of(Self.bytes(of: t.path + "/Big.xib"))
            print("[kill streamed] round \(round) (\(point)): reached \(reached), Big.generated.swift \(bigIsNew ? "new" : "old"), temporary left \(temporary.map { FileManager.default.fileExists(atPath: $0) } ?? false), journal left \(FileManager.default.fileExists(atPath: journal))")
        }
        #expect(problems.isEmpty, "\(problems.prefix(10))")
        // The kills landed where the test is about: while the large output's temporary was being
        // written or waited to be renamed, and between the journal's write and its removal.
        #expect(killsMidStream == 3)
        #expect(killsInsideTheJournal > 0)

        let repair = try t.xibgen("--once", "--jobs", "1")
        #expect(repair.status == 1, "\(repair.stderr)")  // the hand edit is refused
        let refused = Set((repair.stdout + repair.stderr).split(separator: "\n").compactMap { line -> String? in
            line.contains(": edited by hand") ? String(line.prefix { $0 != ":" }) : nil
        })
        #expect(refused == [editedOutput], "\(repair.stdout.suffix(600))")
        #expect(!FileManager.default.fileExists(atPath: journal))
        let leftovers = try FileManager.default.subpathsOfDirectory(atPath: t.path).filter { $0.contains(".xibgen-tmp-") }
        #expect(leftovers.count == 0, "\(leftovers.prefix(5))")
        let finalBig = GeneratedHeader.parse(Self.bytes(of: big))
        #expect(finalBig?.bodyIntact == true)
        #expect(finalBig?.header.sourceHash == SHA256Hex.of(Self.bytes(of: t.path + "/Big.xib")))
        let final = (0..<small).map { index -> Set<String> in [SHA256Hex.of(Array((t.read(Self.source(index)) ?? "").utf8))] }
        #expect((0..<small).allSatisfy { t.exists(Self.output($0)) })
        let unrepaired = Self.check(t, edited: edited, sources: final, when: "after the repair run")
        #expect(unrepaired.isEmpty, "\(unrepaired.prefix(10))")
        let check = try t.xibgen("--once", "--check")
        let outOfDate = check.stdout.split(separator: "\n").filter { line in
            !line.hasPrefix(editedOutput + ":") && (line.contains(": stale") || line.contains(": missing"))
        }
        #expect(outOfDate.isEmpty, "\(outOfDate.prefix(5))")
        #expect(check.stdout.contains("0 out of date, 1 edited by hand, 0 errors"), "\(check.stdout.suffix(600))")
    }

    /// Starts `xibgen --once --jobs 1 --quiet` in the tree, its output discarded: the run to kill.
    static func startQuietRun(in t: CLITests.Tree) throws -> Process {
        let process = Process()
        process.executableURL = CLITests.binary
        process.arguments = ["--once", "--jobs", "1", "--quiet"]
        process.currentDirectoryURL = URL(fileURLWithPath: t.path)
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        return process
    }

    static func source(_ index: Int) -> String { "D\(index % 10)/S\(index).xib" }

    /// A XIB whose output (about 5 MB) is past `Pipeline.defaultStreamingThreshold`, so it is
    /// streamed to its temporary file as it is generated: a root view with 800 labels of long
    /// texts. Each `version` changes every text, so each version's body differs.
    static func bigXIB(version: Int) -> String {
        let padding = String(repeating: "x", count: 6_000)
        var s = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useSafeAreas="YES">
            <objects>
            <placeholder placeholderIdentifier="IBFilesOwner" id="-1"/>
            <view id="root"><rect key="frame" x="0" y="0" width="320" height="480"/><subviews>

            """
        s.reserveCapacity(800 * 6_400)
        for i in 0..<800 {
            s += "<label text=\"Version \(version) label \(i) \(padding)\" translatesAutoresizingMaskIntoConstraints=\"NO\" id=\"l\(i)\"><rect key=\"frame\" x=\"0\" y=\"\(i)\" width=\"100\" height=\"20\"/><fontDescription key=\"fontDescription\" type=\"system\" pointSize=\"17\"/></label>\n"
        }
        s += "</subviews><constraints>\n"
        for i in 0..<800 {
            s += "<constraint firstItem=\"l\(i)\" firstAttribute=\"leading\" secondItem=\"root\" secondAttribute=\"leading\" constant=\"\(i % 50)\" id=\"k\(i)\"/>\n"
        }
        return s + "</constraints></view>\n</objects>\n</document>\n"
    }

    static func bytes(of path: String) -> [UInt8] { (try? Data(contentsOf: URL(fileURLWithPath: path))).map(Array.init) ?? [] }

    static func size(of path: String) -> Int? {
        (try? FileManager.default.attributesOfItem(atPath: path))?[.size] as? Int
    }

    /// The journal's inode, size and modification time; nil when there is none.
    static func stamp(_ path: String) -> String? {
        guard let attributes = try? FileManager.default.attributesOfItem(atPath: path) else { return nil }
        return "\(attributes[.systemFileNumber] ?? 0) \(attributes[.size] ?? 0) \((attributes[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0)"
    }

    /// The source hash xibgen records for document `index` as it is now (its header's
    /// `source=`: the XIB's SHA-256 when no translations or owner classes are involved).
    static func sourceHash(of t: CLITests.Tree, _ index: Int) -> String {
        SHA256Hex.of(Array((t.read("D\(index % 10)/S\(index).xib") ?? "").utf8))
    }
}
