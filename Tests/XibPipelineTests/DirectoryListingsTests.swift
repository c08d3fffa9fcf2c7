import Foundation
import Testing
import XibModel
import XibPlatform
@testable import XibPipeline

/// `<cache>/listings` on a real filesystem: a directory whose stamp did not change is not listed
/// again, and every change to a listing — an entry added, removed or renamed, in a nested
/// directory, a directory replaced by a symlink — is seen, even when the directory's mtime is set
/// back to the recorded one (its ctime moves).
@Suite struct DirectoryListingsTests {
    /// The mtime every directory gets: old enough for its listing to be recorded (see `HashMemo.racyWindowNanos`).
    static let agedSeconds = Int(SystemClock.nowNanos() / 1_000_000_000) - 30

    /// Sets the mtime of `rels` (default: every directory under the project, the root too) to `agedSeconds`.
    static func age(_ dir: TempDir, _ rels: [String]? = nil) {
        var directories = rels ?? ["."]
        if rels == nil, let all = FileManager.default.enumerator(atPath: dir.path) {
            while let rel = all.nextObject() as? String {
                if FileIO.linkStamp(dir.url(rel))?.isDirectory == true { directories.append(rel) }
            }
        }
        for rel in directories { setMTime(dir, rel, agedSeconds) }
    }

    static func project() -> TempDir {
        let dir = TempDir()
        dir.write("App/Screen.xib", "<document/>")
        dir.write("App/Deep/Nested/Model.swift", "final class Model {}\n")
        dir.write("App/Deep/Nested/Model.generated.swift", "// an output\n")
        dir.write("App/Assets.xcassets/Contents.json", "{}")
        dir.write("App/Assets.xcassets/Icons/Contents.json", #"{"properties":{"provides-namespace":true}}"#)
        dir.write("App/Assets.xcassets/Icons/close.imageset/Contents.json", "{}")
        dir.write("App/Images/photo.png", "stand-in")
        try! FileIO.mkdirs(dir.url(".xibgen"))  // as after a first run: creating it later would change the root's listing
        age(dir)
        return dir
    }

    struct Walk: Equatable {
        var xibs: [String], outputs: Set<String>, catalogs: [String], imageFiles: [String], swiftSources: [String]
        var images: Set<String>
    }

    /// What discovery and the asset index find, with `listings` (nil: everything listed).
    static func walk(_ dir: TempDir, _ listings: DirectoryListings?) -> Walk {
        let found = Discovery(root: dir.path, excludes: ExcludeMatcher(patterns: []), outputSuffix: ".generated.swift",
                              excludedDirectories: [".xibgen"], listings: listings)
            .scan(directories: ["."], collectOutputs: true, collectAssets: true, collectSources: true)
        let index = AssetCatalogs.index(root: dir.path, found: found, listings: listings)
        return Walk(xibs: found.xibs, outputs: found.outputs, catalogs: found.catalogs, imageFiles: found.imageFiles,
                    swiftSources: found.swiftSources, images: index.images)
    }

    /// A walk with the listings file (loaded, then saved as a sync does), checked against a walk without.
    static func memoised(_ dir: TempDir, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws -> (walk: Walk, relisted: Int, reused: Int) {
        let path = dir.url(".xibgen/listings")
        let listings = DirectoryListings.load(path)
        let walk = walk(dir, listings)
        try listings.save(to: path, prune: true)
        #expect(walk == Self.walk(dir, nil), "the listings change nothing", sourceLocation: sourceLocation)
        // A path-scoped sync's walk for assets and sources only (documents and outputs skipped in the listings).
        let projectFiles = Discovery(root: dir.path, excludes: ExcludeMatcher(patterns: []), outputSuffix: ".generated.swift",
                                     excludedDirectories: [".xibgen"], listings: DirectoryListings.load(path))
            .scan(directories: ["."], collectOutputs: false, collectAssets: true, collectSources: true, collectDocuments: false)
        #expect(projectFiles.xibs.isEmpty && projectFiles.outputs.isEmpty, sourceLocation: sourceLocation)
        #expect([projectFiles.catalogs, projectFiles.imageFiles, projectFiles.swiftSources] == [walk.catalogs, walk.imageFiles, walk.swiftSources],
                sourceLocation: sourceLocation)
        return (walk, listings.counts.relisted, listings.counts.reused)
    }

    /// The regular files of the recorded listings are counted (a walk makes room for its outputs from it).
    @Test func theRecordedListingsCountTheirFiles() throws {
        let dir = Self.project()
        _ = try Self.memoised(dir)
        // Screen.xib, Model.swift, Model.generated.swift, photo.png and the two catalog folders' Contents.json.
        #expect(DirectoryListings.load(dir.url(".xibgen/listings")).recordedFiles == 6)
        #expect(DirectoryListings.load(dir.url(".xibgen/none")).recordedFiles == 0)
    }

    @Test func onlyChangedDirectoriesAreListedAgainAndEveryChangeIsSeen() throws {
        let dir = Self.project()
        let first = try Self.memoised(dir)
        // ., App, App/Deep, App/Deep/Nested, App/Images; the catalog and its Icons folder.
        #expect((first.relisted, first.reused) == (7, 0))
        #expect(first.walk.images == ["icons/close"])
        let second = try Self.memoised(dir)
        #expect((second.relisted, second.reused) == (0, 7))
        usleep(20_000)  // the changes below get another ctime than the recorded one

        // An image set added in a nested catalog folder; the folder's mtime set back as it was.
        dir.write("App/Assets.xcassets/Icons/open.imageset/Contents.json", "{}")
        Self.age(dir, ["App/Assets.xcassets/Icons", "App/Assets.xcassets/Icons/open.imageset"])
        let added = try Self.memoised(dir)
        #expect(added.walk.images == ["icons/close", "icons/open"])
        #expect((added.relisted, added.reused) == (1, 6))

        // A Swift file removed from a nested directory.
        dir.remove("App/Deep/Nested/Model.swift")
        Self.age(dir, ["App/Deep/Nested"])
        let removed = try Self.memoised(dir)
        #expect(removed.walk.swiftSources == [])
        #expect(removed.relisted == 1)

        // A XIB renamed into another directory: both are listed again.
        try FileManager.default.moveItem(atPath: dir.url("App/Screen.xib"), toPath: dir.url("App/Deep/Panel.xib"))
        Self.age(dir, ["App", "App/Deep"])
        let renamed = try Self.memoised(dir)
        #expect(renamed.walk.xibs == ["App/Deep/Panel.xib"])
        #expect(renamed.relisted == 2)

        // A Swift file in a new nested directory.
        dir.write("App/Deep/Nested/More/Extra.swift", "final class Extra {}\n")
        Self.age(dir, ["App/Deep/Nested", "App/Deep/Nested/More"])
        let nested = try Self.memoised(dir)
        #expect(nested.walk.swiftSources == ["App/Deep/Nested/More/Extra.swift"])
        #expect(nested.relisted == 2)
        #expect(try Self.memoised(dir).relisted == 0)
        usleep(20_000)

        // A directory replaced by a symlink to another one (outside the project).
        let elsewhere = TempDir()
        elsewhere.write("Real/Real.swift", "final class Real {}\n")
        elsewhere.write("Real/Brand.xcassets/Brand.colorset/Contents.json", "{}")
        dir.remove("App/Deep/Nested")
        try FileManager.default.createSymbolicLink(atPath: dir.url("App/Deep/Nested"), withDestinationPath: elsewhere.url("Real"))
        Self.age(dir, ["App/Deep"])
        let linked = try Self.memoised(dir)
        #expect(linked.walk.swiftSources == ["App/Deep/Nested/Real.swift"])
        #expect(linked.walk.catalogs == ["App/Assets.xcassets", "App/Deep/Nested/Brand.xcassets"])
        #expect(try Self.memoised(dir).walk == linked.walk)
    }

    @Test func aDamagedFileIsRebuiltWithoutAWord() throws {
        let dir = Self.project()
        _ = try Self.memoised(dir)
        let path = dir.url(".xibgen/listings")
        var bytes = try FileIO.read(path)
        // An entry's kind: a file turned into a directory.
        let at = try #require(bytes.indices.dropFirst().first { bytes[$0 - 1] == 0x0A && bytes[$0] == UInt8(ascii: "f") })
        bytes[at] = UInt8(ascii: "d")
        try FileIO.atomicWrite(bytes, to: path)
        let again = try Self.memoised(dir)
        #expect((again.relisted, again.reused) == (7, 0))
        #expect(try Self.memoised(dir).relisted == 0)
    }

    /// The pre-commit case: `xibgen --once App/Screen.xib` in a fresh process reads the asset
    /// catalogs through the listings, and sees a color set added since the last run.
    @Test func aSingleFileSyncSeesAnAssetAddedSinceTheLastRun() throws {
        let dir = AssetCatalogTests.project()
        DirectoryListingsTests.age(dir)
        let first = try sync(dir)
        #expect(first.files.first?.diagnostics.contains { $0.kind == "missing-color" && $0.message.contains("\"Accent\"") } == true)
        #expect(dir.exists(".xibgen/listings"))
        let scope = SyncScope.paths([dir.url("App/Screen.xib")], honorExcludes: false)
        #expect(try Pipeline(root: dir.path, config: .default).sync(scope).files.map(\.status) == [.fresh])
        usleep(20_000)
        dir.write("App/Assets.xcassets/Accent.colorset/Contents.json", "{}")
        DirectoryListingsTests.age(dir, ["App/Assets.xcassets", "App/Assets.xcassets/Accent.colorset"])
        let after = try Pipeline(root: dir.path, config: .default).sync(scope)
        // The asset names changed: the document's names are checked again, and only the images are missing.
        #expect(after.files.first?.diagnostics.map(\.kind) == ["missing-image", "missing-image", "missing-image"])
    }
}

/// `HashMemo.load(_:only:)`: a sync of a few named documents decodes their records only, and
/// writes the others back as they were (unless it replaced or forgot them).
@Suite struct PartialMemoTests {
    static let hashA = String(repeating: "a", count: 64), hashB = String(repeating: "b", count: 64)

    static func memo() -> HashMemo {
        var memo = HashMemo()
        for (index, path) in ["App/A.xib", "App/B.xib", "App/C.xib"].enumerated() {
            memo.sources[path] = .init(size: Int64(index), mtime: 10, inode: UInt64(index), hash: hashA)
            memo.outputs[path.replacingOccurrences(of: ".xib", with: ".generated.swift")] =
                .init(size: 5, mtime: 11, inode: 7, sourceHash: hashA, configHash: hashB, bodyIntact: true)
        }
        memo.failures["App/B.xib"] = .init(sourceHash: hashA, configHash: hashB, generatorBuild: hashB,
                                           diagnostics: [Diagnostic(.error, kind: "bad\tkind", "line one\nline two", at: XibModel.SourceLocation(line: 3, column: 4))])
        return memo
    }

    @Test func onlyTheNamedPathsAreDecodedAndTheOthersWrittenBackAsRead() throws {
        let full = Self.memo()
        let partial = try #require(HashMemo.parse(full.serialized(), only: ["App/B.xib", "App/B.generated.swift"]))
        #expect(Array(partial.sources.keys) == ["App/B.xib"])
        #expect(Array(partial.outputs.keys) == ["App/B.generated.swift"])
        #expect(partial.failures == full.failures)
        // Unchanged: the same entries come back.
        let again = try #require(HashMemo.parse(partial.serialized()))
        #expect(again.sources == full.sources && again.outputs == full.outputs && again.failures == full.failures)
        // B's source replaced, its output forgotten, its failure fixed, D added: A and C as they were.
        var next = partial
        next.sources["App/B.xib"]!.hash = Self.hashB
        next.outputs["App/B.generated.swift"] = nil
        next.failures = [:]
        next.sources["App/D.xib"] = .init(size: 1, mtime: 2, inode: 3, hash: Self.hashB)
        let written = try #require(HashMemo.parse(next.serialized()))
        var expected = full
        expected.sources["App/B.xib"]!.hash = Self.hashB
        expected.outputs["App/B.generated.swift"] = nil
        expected.failures = [:]
        expected.sources["App/D.xib"] = .init(size: 1, mtime: 2, inode: 3, hash: Self.hashB)
        #expect(written.sources == expected.sources && written.outputs == expected.outputs && written.failures == expected.failures)
        // A retained record replaced by an entry of the same path is written once.
        var replaced = partial
        replaced.sources["App/A.xib"] = .init(size: 9, mtime: 9, inode: 9, hash: Self.hashB)
        let text = String(decoding: replaced.serialized(), as: UTF8.self)
        #expect(text.components(separatedBy: "\tApp/A.xib\n").count == 2)
        #expect(HashMemo.parse(replaced.serialized())?.sources["App/A.xib"]?.size == 9)
        // A record is wanted by its whole last field: not by a path it ends with, nor by one
        // spanning fields (a path holding a tab never has a record).
        let suffixOnly = try #require(HashMemo.parse(full.serialized(), only: ["B.xib", "pp/A.xib", "\(Self.hashA)\tApp/C.xib"]))
        #expect(suffixOnly.sources.isEmpty && suffixOnly.outputs.isEmpty && suffixOnly.failures.isEmpty)
        #expect(HashMemo.parse(suffixOnly.serialized())?.sources == full.sources)
        // Damage is still caught with a partial load.
        var damaged = full.serialized()
        damaged[damaged.count / 2] ^= 0x01
        #expect(HashMemo.parse(damaged, only: ["App/B.xib"]) == nil)
    }
}
