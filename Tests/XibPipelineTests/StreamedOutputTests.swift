import Foundation
import Testing
import XibPlatform
@testable import XibPipeline

/// Outputs past `Pipeline.streamingThreshold` are written to their staged file as they are
/// generated, the header (with the body's hash) last. A threshold of 0 streams every output.
@Suite struct StreamedOutputTests {
    static let outputs = ["App/Simple.generated.swift", "App/Views/Warning.generated.swift", "App/Base.lproj/Main.generated.swift"]

    func tree() -> TempDir {
        let dir = TempDir()
        dir.copyFixture("Simple.xib", to: "App/Simple.xib")
        dir.copyFixture("Warning.xib", to: "App/Views/Warning.xib")
        dir.copyFixture("Scene.storyboard", to: "App/Base.lproj/Main.storyboard")
        return dir
    }

    func sync(_ dir: TempDir, threshold: Int, check: Bool = false, force: Bool = false, jobs: Int = 1) throws -> SyncResult {
        try Pipeline(root: dir.path, config: .default, generatorBuild: GeneratorBuild.identity, streamingThreshold: threshold)
            .sync(.fullRescan, options: SyncOptions(check: check, force: force, jobs: jobs))
    }

    func temporaries(_ dir: TempDir) -> [String] { dir.files().filter { $0.contains(FileIO.temporaryMarker) } }

    @Test("streamed outputs are byte for byte the held ones, for XIBs and storyboards, whatever the threshold")
    func sameBytes() throws {
        let held = tree()
        _ = try sync(held, threshold: Pipeline.defaultStreamingThreshold)
        for threshold in [0, 1, 100, 1000] {
            let streamed = tree()
            let result = try sync(streamed, threshold: threshold)
            #expect(result.files.allSatisfy { $0.status == .written }, "threshold \(threshold)")
            for output in Self.outputs {
                let bytes = try FileIO.read(streamed.url(output))
                #expect(bytes == (try FileIO.read(held.url(output))), "\(output), threshold \(threshold)")
                #expect(GeneratedHeader.parse(bytes)?.bodyIntact == true)
            }
            #expect(temporaries(streamed).isEmpty)
        }
    }

    @Test("a streamed output regenerated unchanged is left in place (compared by size, header and body hash); a changed one is replaced")
    func unchangedLeftInPlace() throws {
        let dir = tree()
        _ = try sync(dir, threshold: 0)
        let inodes = Self.outputs.map { stamp(dir, $0).inode }
        let forced = try sync(dir, threshold: 0, force: true)
        #expect(forced.files.allSatisfy { $0.status == .fresh })
        #expect(Self.outputs.map { stamp(dir, $0).inode } == inodes)
        #expect(temporaries(dir).isEmpty, "the file streamed for nothing is removed")

        // A hand edit of the same size: same header, another body hash.
        let path = dir.url(Self.outputs[0])
        var bytes = try FileIO.read(path)
        let last = bytes.count - 2
        bytes[last] = bytes[last] == UInt8(ascii: "x") ? UInt8(ascii: "y") : UInt8(ascii: "x")
        try FileIO.atomicWrite(bytes, to: path)
        let repaired = try sync(dir, threshold: 0, force: true)
        #expect(repaired.status("App/Simple.xib") == .written)
        let reference = tree()
        _ = try sync(reference, threshold: Pipeline.defaultStreamingThreshold)
        #expect(try FileIO.read(path) == (try FileIO.read(reference.url(Self.outputs[0]))))
    }

    @Test("check mode streams nothing to disk and still tells a fresh output from a stale one")
    func checkMode() throws {
        let dir = tree()
        _ = try sync(dir, threshold: 0)
        let before = dir.files()
        let checked = try sync(dir, threshold: 0, check: true, force: true)
        #expect(checked.files.allSatisfy { $0.status != .error })
        #expect(dir.files() == before)
    }

    /// Simple.xib with a font the generator cannot translate: an error found while the code is written.
    static let failingInGeneration = Fixtures.text("Simple.xib")
        .replacingOccurrences(of: "type=\"system\" pointSize=\"17\"", with: "type=\"unknown\"")

    @Test("a generation that fails leaves no output and no temporary file, though its file was being streamed")
    func failedGenerationLeavesNothing() throws {
        let dir = TempDir()
        dir.write("App/Bad.xib", Self.failingInGeneration)
        dir.write("App/Good.xib", Fixtures.text("Simple.xib"))
        let result = try sync(dir, threshold: 0)
        #expect(result.status("App/Bad.xib") == .error)
        #expect(result.files.first { $0.source == "App/Bad.xib" }?.diagnostics.contains { $0.severity == .error } == true)
        #expect(result.status("App/Good.xib") == .written)
        #expect(!dir.exists("App/Bad.generated.swift"))
        #expect(temporaries(dir).isEmpty)
        #expect(dir.files().filter { $0.hasPrefix("App/") } == ["App/Bad.xib", "App/Good.generated.swift", "App/Good.xib"])
    }

    @Test("a generation that fails after its streamed file was opened leaves none of the output directories it created; one an output landed in stays")
    func failedGenerationLeavesNoNewDirectory() throws {
        let dir = TempDir()
        dir.write("App/Views/Bad.xib", Self.failingInGeneration)
        dir.write("App/Good.xib", Fixtures.text("Simple.xib"))
        dir.write("Generated/Kept/README", "made by hand")
        dir.write("Kept/Views/Broken.xib", Self.failingInGeneration)
        var config = XibgenConfig.default
        config.outputDirectory = "Generated"
        for jobs in [1, 2] {
            let result = try Pipeline(root: dir.path, config: config, generatorBuild: GeneratorBuild.identity, streamingThreshold: 0)
                .sync(.fullRescan, options: SyncOptions(jobs: jobs))
            #expect(result.status("App/Views/Bad.xib") == .error && result.status("Kept/Views/Broken.xib") == .error)
            #expect(result.status("App/Good.xib") == .written || result.status("App/Good.xib") == .fresh)
            // Generated/App was created for both outputs and holds Good's; Generated/App/Views and
            // Generated/Kept/Views were created for failed ones only; Generated/Kept was there before.
            #expect(dir.exists("Generated/App/Good.generated.swift"))
            #expect(!dir.exists("Generated/App/Views"))
            #expect(!dir.exists("Generated/Kept/Views"))
            #expect(dir.read("Generated/Kept/README") == "made by hand")
            #expect(temporaries(dir).isEmpty)
        }
    }
}
