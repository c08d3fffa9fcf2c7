import Foundation
import Testing

/// `scripts/check-portability` on small planted trees: it must catch what kept the pipeline from
/// building on Darwin (the excerpts below are from the code before the platform layer), accept
/// the same calls where they belong, and pass on the repository itself.
@Suite struct PortabilityCheckTests {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let script = repository.appendingPathComponent("scripts/check-portability").path

    struct Run {
        var status: Int32
        var output: String
    }

    static func check(_ root: String) throws -> Run {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", script, root]
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Run(status: process.terminationStatus, output: String(decoding: data, as: UTF8.self))
    }

    /// A temporary tree with `files` (path → Swift text); the check's result on it.
    static func check(_ files: [String: String]) throws -> Run {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("portability-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        for (path, text) in files {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        return try check(root.path)
    }

    @Test("the repository passes")
    func repositoryIsPortable() throws {
        let run = try Self.check(Self.repository.path)
        #expect(run.status == 0, "\(run.output)")
    }

    /// `PortabilityFixtures/*.swift.txt`: a first line `// plant: PATH` (where the rest goes in a
    /// fresh tree), a second `// expect: FINDING` (a line of the check's output, line numbers
    /// counted from the third line) or `// expect: pass`. Plain text, so that this repository's
    /// own check does not trip over them.
    static let fixtures: [String] = {
        let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("PortabilityFixtures")
        return ((try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? [])
            .filter { $0.hasSuffix(".swift.txt") }.sorted().map { directory.appendingPathComponent($0).path }
    }()

    @Test("planted code: what kept the pipeline Linux-only is caught with file, line and rule; guarded code passes",
          arguments: fixtures)
    func planted(_ fixture: String) throws {
        let lines = try String(contentsOfFile: fixture, encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false)
        try #require(lines.count > 2 && lines[0].hasPrefix("// plant: ") && lines[1].hasPrefix("// expect: "))
        let path = String(lines[0].dropFirst("// plant: ".count))
        let expected = String(lines[1].dropFirst("// expect: ".count))
        let run = try Self.check([path: lines.dropFirst(2).joined(separator: "\n")])
        if expected == "pass" {
            #expect(run.status == 0, "\(run.output)")
        } else {
            #expect(run.status == 1)
            #expect(run.output.contains(expected), "\(run.output)")
        }
    }

    @Test("there are fixtures of both kinds")
    func fixturesExist() throws {
        let expectations = try Self.fixtures.map { try String(contentsOfFile: $0, encoding: .utf8).split(separator: "\n")[1] }
        #expect(expectations.filter { $0.hasSuffix(" pass") }.count >= 3)
        #expect(expectations.filter { !$0.hasSuffix(" pass") }.count >= 8)
    }
}
