import Foundation
import Testing
import XibModel
import XibPlatform
@testable import XibPipeline

/// Documents past `Pipeline.readingThreshold` are parsed as they are read, never held whole, and
/// hashed again on the way. A threshold of 0 reads every document so.
@Suite struct ReadAsParsedTests {
    static let sources = ["App/Simple.xib", "App/Views/Warning.xib", "App/Broken.xib", "App/Dup.xib", "App/Base.lproj/Main.storyboard"]

    func tree() -> TempDir {
        let dir = TempDir()
        dir.copyFixture("Simple.xib", to: "App/Simple.xib")
        dir.copyFixture("Warning.xib", to: "App/Views/Warning.xib")
        dir.copyFixture("Broken.xib", to: "App/Broken.xib")
        dir.copyFixture("DuplicateID.xib", to: "App/Dup.xib")
        dir.copyFixture("Scene.storyboard", to: "App/Base.lproj/Main.storyboard")
        return dir
    }

    func sync(_ dir: TempDir, readingThreshold: Int, force: Bool = false) throws -> SyncResult {
        try Pipeline(root: dir.path, config: .default, generatorBuild: GeneratorBuild.identity, readingThreshold: readingThreshold)
            .sync(.fullRescan, options: SyncOptions(force: force, jobs: 1))
    }

    @Test("documents parsed as they are read give the outputs and located diagnostics of documents read whole")
    func sameResults() throws {
        let whole = tree()
        let expected = try sync(whole, readingThreshold: Pipeline.defaultReadingThreshold)
        #expect(expected.files.contains { $0.status == .error && $0.diagnostics.contains { $0.location.line > 1 } })
        for threshold in [0, 1] {
            let read = tree()
            let result = try sync(read, readingThreshold: threshold)
            #expect(result.files == expected.files, "threshold \(threshold)")
            for file in read.files() where !file.hasPrefix(".xibgen") {
                #expect(read.read(file) == whole.read(file), "\(file), threshold \(threshold)")
            }
            // The hashes recorded are those of the documents: the next run finds everything fresh.
            let again = try sync(read, readingThreshold: threshold)
            #expect(again.files.filter { $0.status == .written }.isEmpty)
        }
    }

    @Test("a document changed since its hash was taken is converted from what was read, and the output names that content's hash")
    func changedWhileRead() throws {
        let dir = tree()
        setMTime(dir, "App/Simple.xib", 1_600_000_000)
        _ = try sync(dir, readingThreshold: 0)
        let original = try #require(dir.read("App/Simple.xib"))
        // Same size, same mtime, same inode: the memo's stamp still matches and gives the old hash.
        let edited = original.replacingOccurrences(of: "Hello", with: "Howdy")
        #expect(edited != original && edited.utf8.count == original.utf8.count)
        let handle = try #require(FileHandle(forWritingAtPath: dir.url("App/Simple.xib")))
        try handle.write(contentsOf: Data(edited.utf8))
        try handle.close()
        setMTime(dir, "App/Simple.xib", 1_600_000_000)
        dir.remove("App/Simple.generated.swift")

        let result = try sync(dir, readingThreshold: 0)
        #expect(result.status("App/Simple.xib") == .written)
        let output = try FileIO.read(dir.url("App/Simple.generated.swift"))
        #expect(String(decoding: output, as: UTF8.self).contains("Howdy"))
        #expect(GeneratedHeader.parse(output)?.header.sourceHash == SHA256Hex.of(Array(edited.utf8)))
        // Its output is fresh for the content that is there.
        #expect(try sync(dir, readingThreshold: 0).status("App/Simple.xib") == .fresh)
    }
}
