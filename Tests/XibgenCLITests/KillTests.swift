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
        for index in 0..<documents {
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
            let process = Process()
            process.executableURL = CLITests.binary
            process.arguments = ["--once", "--jobs", "1", "--quiet"]
            process.currentDirectoryURL = URL(fileURLWithPath: t.path)
            process.standardOutput = FileHandle.nullDevice
            process.standardError = FileHandle.nullDevice
            try process.run()
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
