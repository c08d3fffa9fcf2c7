import Foundation
import Testing
import XibPlatform
@testable import XibPipeline


/// kill -9 mid-run, leftover temporaries, damaged caches.
@Suite("Faults")
struct FaultTests {
    /// A project with `count` copies of the repository's XIBs (varied, real-ish content).
    static func populated(_ count: Int) -> Project {
        let project = Project()
        let sources = Fixture.repositoryXIBs().filter { !$0.hasSuffix("Broken.xib") && !$0.hasSuffix("DuplicateID.xib") }
            .map { [UInt8](FileManager.default.contents(atPath: $0)!) }
        for i in 0..<count {
            project.write("Dir\(i % 10)/File\(i).xib", sources[i % sources.count])
        }
        return project
    }

    /// Every XIB's output is absent or whole, and whole outputs are for one of the versions of its source.
    static func assertConsistent(_ project: Project, count: Int, versions: [(Int) -> [UInt8]]) {
        for i in 0..<count {
            let output = project.read("Dir\(i % 10)/File\(i).generated.swift")
            guard let output else { continue }
            let whole = versions.contains { outputIsWhole(output, source: $0(i)) }
            #expect(whole, "Dir\(i % 10)/File\(i).generated.swift is partial or for no known source version")
        }
    }

    @Test("kill -9 at several points of a --once: every output old or new, never partial; the next run repairs all")
    func killNine() throws {
        let count = 300
        let project = Self.populated(count)
        let old = { (i: Int) in project.read("Dir\(i % 10)/File\(i).xib")! }
        let oldSources = (0..<count).map(old)
        #expect(project.xibgen("--once").status == 0)
        // New content for every XIB (a trailing comment): every output must be rewritten.
        for i in 0..<count { project.write("Dir\(i % 10)/File\(i).xib", oldSources[i] + Array("<!-- v2 -->\n".utf8)) }
        let newSources = (0..<count).map(old)

        for delay in [0.05, 0.15, 0.3, 0.6] {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: CLI.binary)
            process.arguments = ["--once", "--quiet"]
            process.currentDirectoryURL = URL(fileURLWithPath: project.path)
            process.standardOutput = FileHandle.nullDevice
            process.standardError = FileHandle.nullDevice
            try process.run()
            usleep(useconds_t(delay * 1_000_000))
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
            Self.assertConsistent(project, count: count, versions: [{ oldSources[$0] }, { newSources[$0] }])
        }
        // The next run finishes the job and removes the killed runs' temporaries.
        let repair = project.xibgen("--once")
        #expect(repair.status == 0, "\(repair)")
        for i in 0..<count {
            #expect(outputIsWhole(project.read("Dir\(i % 10)/File\(i).generated.swift"), source: newSources[i]))
        }
        #expect(!project.allFiles().contains { $0.contains("xibgen-tmp") }, "\(project.allFiles().filter { $0.contains("xibgen-tmp") })")
        #expect(project.xibgen("--once", "--check").status == 0)
    }

    @Test("temporaries left by a killed run are removed by the next run, not by --check")
    func leftoverTemporaries() {
        let project = Project()
        project.write("App/A.xib", Fixture.simple)
        project.write("App/.A.generated.swift.xibgen-tmp-99999-1", "partial")
        project.write(".xibgen/.memo.xibgen-tmp-99999-2", "partial")
        project.write("App/.unrelated-hidden-file", "keep")
        #expect(project.xibgen("--once", "--check").status == 1)
        #expect(project.exists("App/.A.generated.swift.xibgen-tmp-99999-1"))
        let run = project.xibgen("--once")
        #expect(run.status == 0, "\(run)")
        #expect(!project.exists("App/.A.generated.swift.xibgen-tmp-99999-1"))
        #expect(!project.exists(".xibgen/.memo.xibgen-tmp-99999-2"))
        #expect(project.exists("App/.unrelated-hidden-file"))
    }

    @Test("a damaged memo (garbage, truncated, flipped bit, empty, a directory) is rebuilt with a warning; results unchanged",
          arguments: ["garbage", "truncated-mid-line", "truncated-at-line", "flipped-bit", "empty", "directory", "binary"])
    func damagedMemo(damage: String) throws {
        let project = Project()
        project.write("App/A.xib", Fixture.simple)
        project.write("App/Bad.xib", Fixture.bytes("Broken.xib"))
        project.write("App/Edited.xib", Fixture.simple)
        #expect(project.xibgen("--once").status == 1)
        project.write("App/Edited.generated.swift", project.read("App/Edited.generated.swift")! + Array("// mine\n".utf8))
        Thread.sleep(forTimeInterval: 1.1)  // past the racy-clean window: entries are memoised
        let first = project.xibgen("--once")
        #expect(first.status == 1)
        let memo = try #require(project.read(".xibgen/memo"))
        #expect(memo.count > 100)
        switch damage {
        case "garbage": project.write(".xibgen/memo", "not a memo\n")
        case "truncated-mid-line": project.write(".xibgen/memo", Array(memo.prefix(memo.count / 2)))
        case "truncated-at-line":
            let cut = memo.prefix(memo.count - 2).lastIndex(of: 0x0A)!
            project.write(".xibgen/memo", Array(memo.prefix(cut + 1)))
        case "flipped-bit":
            // The output record's body-intact flag, 0 → 1: without the checksum this would let
            // xibgen overwrite the hand-edited output.
            var text = String(decoding: memo, as: UTF8.self)
            let line = try #require(text.split(separator: "\n").first { $0.hasPrefix("O\t") && $0.hasSuffix("App/Edited.generated.swift") })
            var fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            fields[6] = fields[6] == "0" ? "1" : "0"
            text = text.replacingOccurrences(of: line, with: fields.joined(separator: "\t"))
            project.write(".xibgen/memo", text)
        case "empty": project.write(".xibgen/memo", [])
        case "directory":
            try FileManager.default.removeItem(atPath: project.abs(".xibgen/memo"))
            try FileManager.default.createDirectory(atPath: project.abs(".xibgen/memo/sub"), withIntermediateDirectories: true)
        default: project.write(".xibgen/memo", (0..<4096).map { UInt8(truncatingIfNeeded: $0 &* 7919) })
        }
        let run = project.xibgen("--once")
        #expect(run.signal == nil)
        #expect(run.status == 1, "\(run)")
        if damage != "directory" {
            #expect(run.stderr.contains("cache .xibgen/memo was corrupt; rebuilding it"), "\(run)")
        }
        #expect(run.stderr == first.stderr || run.stderr.contains("corrupt") || damage == "directory", "\(run)")
        #expect(run.stderr.contains("App/Edited.generated.swift: edited by hand"), "hand edits stay protected")
        #expect(String(decoding: project.read("App/Edited.generated.swift")!, as: UTF8.self).hasSuffix("// mine\n"))
        #expect(run.stderr.contains("App/Bad.xib:"), "failures are still reported")
        if damage != "directory" {
            let again = project.xibgen("--once")
            #expect(!again.stderr.contains("corrupt"), "rebuilt: \(again)")
        }
    }
}
