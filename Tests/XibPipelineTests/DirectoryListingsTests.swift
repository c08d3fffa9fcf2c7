import Foundation
import Testing
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
        dir.write("App/Assets.xcassets/Contents.json", "{}")
        dir.write("App/Assets.xcassets/Icons/Contents.json", #"{"properties":{"provides-namespace":true}}"#)
        dir.write("App/Assets.xcassets/Icons/close.imageset/Contents.json", "{}")
        dir.write("App/Images/photo.png", "stand-in")
        try! FileIO.mkdirs(dir.url(".xibgen"))  // as after a first run: creating it later would change the root's listing
        age(dir)
        return dir
    }

    struct Walk: Equatable {
        var xibs: [String], outputs: [String], catalogs: [String], imageFiles: [String], swiftSources: [String]
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
    static func memoised(_ dir: TempDir, sourceLocation: SourceLocation = #_sourceLocation) throws -> (walk: Walk, relisted: Int, reused: Int) {
        let path = dir.url(".xibgen/listings")
        let listings = DirectoryListings.load(path)
        let walk = walk(dir, listings)
        try listings.save(to: path, prune: true)
        #expect(walk == Self.walk(dir, nil), "the listings change nothing", sourceLocation: sourceLocation)
        return (walk, listings.counts.relisted, listings.counts.reused)
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
