import Foundation
import Testing
import XibModel
import XibPlatform
@testable import XibPipeline

/// `<cache>/project-files` on a real filesystem: a path-scoped sync takes the asset catalogs,
/// image files and Swift sources from it while nothing they depend on changed, and every change —
/// a Swift file added, removed or renamed, an image set or catalog added, removed or renamed, a
/// catalog folder's `Contents.json` edited in place, a symlinked directory's contents, a directory
/// whose mtime is set back — makes the next sync walk again and find the same as a walk without it.
@Suite struct ProjectFilesIndexTests {
    static func project() -> TempDir {
        let dir = TempDir()
        dir.copyFixture("Simple.xib", to: "App/Screen.xib")
        dir.write("App/Deep/Model.swift", "final class Model {}\n")
        dir.write("App/Assets.xcassets/Contents.json", "{}")
        dir.write("App/Assets.xcassets/Icons/Contents.json", #"{"properties":{"provides-namespace":true}}"#)
        dir.write("App/Assets.xcassets/Icons/close.imageset/Contents.json", "{}")
        dir.write("App/Assets.xcassets/Brand.colorset/Contents.json", "{}")
        dir.write("App/Images/photo.png", "stand-in")
        try! FileIO.mkdirs(dir.url(".xibgen"))
        return dir
    }

    /// Sets every file's and directory's mtime in the project (not the cache) 30 s back: old enough
    /// to be recorded (see `HashMemo.racyWindowNanos`).
    static func age(_ dir: TempDir) {
        var paths = ["."]
        if let all = FileManager.default.enumerator(atPath: dir.path) {
            while let rel = all.nextObject() as? String {
                if !rel.hasPrefix(".xibgen") { paths.append(rel) }
            }
        }
        for rel in paths { setMTime(dir, rel, DirectoryListingsTests.agedSeconds) }
    }

    static let scope = SyncScope.paths(["App/Screen.xib"], honorExcludes: false)

    struct Found: Equatable {
        var catalogs: [String], imageFiles: [String], swiftSources: [String], hasObjectiveC: Bool
        var index: AssetCatalogIndex
        var fingerprint: String
    }

    /// What a new path-scoped sync's checks would read (and whether from the record), checked
    /// against a walk that uses no cache file at all.
    static func projectFiles(_ dir: TempDir, _ config: XibgenConfig = .default,
                             sourceLocation: Testing.SourceLocation = #_sourceLocation) throws -> (found: Found, recorded: Bool, relisted: Int) {
        let pipeline = Pipeline(root: dir.path, config: config)
        let listings = DirectoryListings.load(pipeline.listingsPath)
        let files = try #require(pipeline.projectFiles(for: scope, listings: listings), sourceLocation: sourceLocation)
        let assets = pipeline.checkAssets(scope, walked: files, listings: listings)
        let found = Found(catalogs: files.found.catalogs, imageFiles: files.found.imageFiles, swiftSources: files.found.swiftSources,
                          hasObjectiveC: files.found.hasObjectiveC, index: assets.index?.value ?? AssetCatalogIndex(), fingerprint: assets.fingerprint)

        let walk = Discovery(root: dir.path, excludes: ExcludeMatcher(patterns: config.exclude), outputSuffix: ".generated.swift",
                             excludedDirectories: [".xibgen"])
            .scan(directories: ["."], collectOutputs: false, collectAssets: true, collectSources: true, collectDocuments: false)
        let index = AssetCatalogs.index(root: dir.path, found: walk, symbols: config.assetSymbols)
        let expected = Found(catalogs: walk.catalogs, imageFiles: walk.imageFiles, swiftSources: walk.swiftSources,
                             hasObjectiveC: walk.hasObjectiveC, index: index, fingerprint: index.isEmpty ? "none" : index.fingerprint)
        #expect(found == expected, "the record changes nothing", sourceLocation: sourceLocation)
        return (found, files.recorded != nil, files.recorded?.relisted ?? 0)
    }

    /// Path-scoped syncs, as the pre-commit hook runs them, with the project aged before each: the
    /// first may write the document's output (a change to its directory), the second records.
    static func syncDocument(_ dir: TempDir, _ config: XibgenConfig = .default) throws {
        for _ in 0..<2 {
            age(dir)
            _ = try Pipeline(root: dir.path, config: config).sync(scope)
        }
    }

    /// After a change: the next sync walks again (the record no longer matches) and finds what a
    /// walk finds; syncs then record it again, and the one after uses the record. `settingBack`:
    /// paths whose mtime is set back to the aged one first (only their ctime then tells).
    static func expectSeen(_ dir: TempDir, settingBack: [String] = [], sourceLocation: Testing.SourceLocation = #_sourceLocation,
                           _ check: (Found) -> Bool) throws {
        for rel in settingBack { setMTime(dir, rel, DirectoryListingsTests.agedSeconds) }
        let changed = try projectFiles(dir, sourceLocation: sourceLocation)
        #expect(!changed.recorded, "the change is seen", sourceLocation: sourceLocation)
        #expect(check(changed.found), sourceLocation: sourceLocation)
        try syncDocument(dir)
        let again = try projectFiles(dir, sourceLocation: sourceLocation)
        #expect(again.recorded, sourceLocation: sourceLocation)
        #expect(check(again.found), sourceLocation: sourceLocation)
        usleep(20_000)  // later changes get another ctime than the recorded ones
    }

    @Test func aRecordIsUsedUntilSomethingItDependsOnChanges() throws {
        let dir = Self.project()
        try Self.syncDocument(dir)
        let first = try Self.projectFiles(dir)
        #expect(first.recorded)
        #expect(first.found.swiftSources == ["App/Deep/Model.swift"])
        #expect(first.found.index.images == ["icons/close"])
        #expect(first.found.index.colors == ["brand"])
        #expect(first.found.index.imageFiles == ["photo", "photo.png"])
        #expect(try Self.projectFiles(dir).recorded, "loading it changes nothing")
        usleep(20_000)

        // Swift files: added, renamed into another directory, removed; an Objective-C file added.
        dir.write("App/Deep/View.swift", "final class View {}\n")
        try Self.expectSeen(dir, settingBack: ["App/Deep"]) { $0.swiftSources == ["App/Deep/Model.swift", "App/Deep/View.swift"] }
        try FileManager.default.moveItem(atPath: dir.url("App/Deep/View.swift"), toPath: dir.url("App/View.swift"))
        try Self.expectSeen(dir) { $0.swiftSources == ["App/Deep/Model.swift", "App/View.swift"] }
        dir.remove("App/Deep/Model.swift")
        try Self.expectSeen(dir) { $0.swiftSources == ["App/View.swift"] }
        dir.write("App/Legacy.m", "@implementation Legacy\n@end\n")
        try Self.expectSeen(dir) { $0.hasObjectiveC }

        // Asset sets: added in a namespaced folder, renamed, removed; a catalog added; an image file.
        dir.write("App/Assets.xcassets/Icons/open.imageset/Contents.json", "{}")
        try Self.expectSeen(dir, settingBack: ["App/Assets.xcassets/Icons"]) { $0.index.images == ["icons/close", "icons/open"] }
        try FileManager.default.moveItem(atPath: dir.url("App/Assets.xcassets/Brand.colorset"), toPath: dir.url("App/Assets.xcassets/Accent.colorset"))
        try Self.expectSeen(dir) { $0.index.colors == ["accent"] }
        dir.remove("App/Assets.xcassets/Icons/close.imageset")
        try Self.expectSeen(dir) { $0.index.images == ["icons/open"] }
        dir.write("App/Deep/More.xcassets/Logo.imageset/Contents.json", "{}")
        try Self.expectSeen(dir) { $0.catalogs == ["App/Assets.xcassets", "App/Deep/More.xcassets"] && $0.index.images.contains("logo") }
        dir.write("App/Images/badge@2x.png", "stand-in")
        try Self.expectSeen(dir) { $0.index.imageFiles.contains("badge") }

        // A folder's Contents.json edited in place (no directory changes): the namespace goes.
        let contents = dir.url("App/Assets.xcassets/Icons/Contents.json")
        let handle = try #require(FileHandle(forWritingAtPath: contents))
        handle.truncateFile(atOffset: 0)
        handle.write(Data("{}".utf8))
        handle.closeFile()
        try Self.expectSeen(dir, settingBack: ["App/Assets.xcassets/Icons/Contents.json"]) { $0.index.images == ["open", "logo"] }
        // The catalog's own Contents.json: "Asset Symbols: Extensions Off".
        dir.write("App/Deep/More.xcassets/Contents.json", #"{"properties":{"generate-swift-asset-symbol-extensions":"disabled"}}"#)
        try Self.expectSeen(dir) { $0.index.catalogsWithoutSymbols == ["App/Deep/More.xcassets"] }
    }

    @Test func aSyncOfAFreshDocumentDoesNotBuildTheAssetIndexAndOneThatConvertsDoes() throws {
        let dir = Self.project()
        try Self.syncDocument(dir)
        // Fresh, with the record: the fingerprint comes from it, and the index is never built.
        let pipeline = Pipeline(root: dir.path, config: .default)
        #expect(try pipeline.sync(Self.scope).files.map(\.status) == [.fresh])
        let index = try #require(pipeline.lastAssetIndex.withLock { $0 })
        #expect(!index.isBuilt && !index.isEmpty)
        let walk = Discovery(root: dir.path, excludes: ExcludeMatcher(patterns: []), outputSuffix: ".generated.swift", excludedDirectories: [".xibgen"])
            .scan(directories: ["."], collectOutputs: false, collectAssets: true, collectSources: true, collectDocuments: false)
        #expect(index.value == AssetCatalogs.index(root: dir.path, found: walk, symbols: XibgenConfig.default.assetSymbols), "built when asked for, as a walk finds it")
        // Edited: converted against the index, which is built then.
        Self.age(dir)
        dir.write("App/Screen.xib", dir.read("App/Screen.xib")!.replacingOccurrences(of: "</document>", with: "<!-- edited -->\n</document>"))
        let converting = Pipeline(root: dir.path, config: .default)
        #expect(try converting.sync(Self.scope).files.map(\.status) == [.written])
        #expect(converting.lastAssetIndex.withLock { $0 }?.isBuilt == true)
    }

    @Test func aSymlinkedDirectorysContentsAndTargetAreSeen() throws {
        let dir = Self.project()
        let elsewhere = TempDir()
        elsewhere.write("Shared/Shared.swift", "final class Shared {}\n")
        try FileManager.default.createSymbolicLink(atPath: dir.url("App/Shared"), withDestinationPath: elsewhere.url("Shared"))
        setMTime(elsewhere, "Shared", DirectoryListingsTests.agedSeconds)
        try Self.syncDocument(dir)
        #expect(try Self.projectFiles(dir).recorded)
        usleep(20_000)
        // A file added in the target, outside the project.
        elsewhere.write("Shared/Other.swift", "final class Other {}\n")
        setMTime(elsewhere, "Shared", DirectoryListingsTests.agedSeconds)  // only its ctime tells
        try Self.expectSeen(dir) { $0.swiftSources == ["App/Deep/Model.swift", "App/Shared/Other.swift", "App/Shared/Shared.swift"] }
        // The target replaced by a file.
        elsewhere.remove("Shared")
        elsewhere.write("Shared", "not a directory")
        setMTime(elsewhere, "Shared", DirectoryListingsTests.agedSeconds)
        try Self.expectSeen(dir) { $0.swiftSources == ["App/Deep/Model.swift"] }
    }

    /// Xcode's save: the document's new bytes written to a temporary beside it, renamed over it.
    static func saveByRename(_ dir: TempDir, _ rel: String, label: String) throws {
        let text = try #require(dir.read(rel)).replacingOccurrences(of: #"text="[^"]*""#, with: "text=\"\(label)\"", options: .regularExpression)
        let temporary = PathUtil.join(PathUtil.dirname(rel), ".dat.nosync01.\(label)")
        dir.write(temporary, text)
        try #require(rename(dir.url(temporary), dir.url(rel)) == 0)
    }

    /// The pre-commit flow: a document saved by rename, then a path-scoped sync rewrites its output.
    static func editAndSync(_ dir: TempDir, label: String) throws {
        let before = dir.read("App/Screen.generated.swift")
        let stampBefore = FileIO.stamp(dir.url("App"))
        try saveByRename(dir, "App/Screen.xib", label: label)
        _ = try Pipeline(root: dir.path, config: .default).sync(scope)
        #expect(dir.read("App/Screen.generated.swift") != before, "the output is rewritten")
        #expect(FileIO.stamp(dir.url("App")).map(DirectoryListings.Stamp.init) != stampBefore.map(DirectoryListings.Stamp.init))
    }

    /// A document saved by rename and its output rewritten change their directory's stamp but
    /// nothing the record holds: the next sync lists that one directory and keeps the record.
    @Test func aDocumentSavedByRenameAndItsOutputWrittenKeepTheRecord() throws {
        let dir = Self.project()
        try Self.syncDocument(dir)
        #expect(try Self.projectFiles(dir).relisted == 0)
        for label in ["Edited", "Again"] {
            try Self.editAndSync(dir, label: label)
            let next = try Self.projectFiles(dir)  // checked against a walk
            #expect(next.recorded)
            #expect(next.relisted == 1, "App alone is listed again")
        }
    }

    /// A Swift file, a catalog or a subdirectory added to a directory whose stamp changed anyway
    /// is seen: its listing is compared, not only its stamp.
    @Test func aChangeBesideARewrittenOutputIsSeen() throws {
        let dir = Self.project()
        try Self.syncDocument(dir)
        try Self.editAndSync(dir, label: "One")
        dir.write("App/Added.swift", "final class Added {}\n")
        try Self.expectSeen(dir) { $0.swiftSources == ["App/Added.swift", "App/Deep/Model.swift"] }
        try Self.editAndSync(dir, label: "Two")
        dir.write("App/Other.xcassets/Star.imageset/Contents.json", "{}")
        try Self.expectSeen(dir) { $0.catalogs == ["App/Assets.xcassets", "App/Other.xcassets"] && $0.index.images.contains("star") }
        try Self.editAndSync(dir, label: "Three")
        try FileIO.mkdirs(dir.url("App/Empty"))
        try Self.expectSeen(dir) { $0.swiftSources == ["App/Added.swift", "App/Deep/Model.swift"] }
        try Self.editAndSync(dir, label: "Four")
        dir.write("App/Icon.png", "stand-in")
        try Self.expectSeen(dir) { $0.index.imageFiles.contains("icon") }
    }

    /// A directory listed again whose new stamp is within the racy window keeps its recorded
    /// stamp (a later change in the same tick could leave the new one as it is), so it is listed
    /// again next time, and a change then is seen; once settled, a sync writes the new stamp.
    @Test func aRelistedDirectoryIsRecordedAgainOnlyOnceSettled() throws {
        let dir = Self.project()
        try Self.syncDocument(dir)
        let path = Pipeline(root: dir.path, config: .default).projectFilesPath
        try Self.editAndSync(dir, label: "Fresh")
        let recordedBytes = try FileIO.read(path)
        _ = try Pipeline(root: dir.path, config: .default).sync(Self.scope)
        #expect(try FileIO.read(path) == recordedBytes, "a stamp within the racy window is not written")
        #expect(try Self.projectFiles(dir).relisted == 1)
        dir.write("App/Late.swift", "final class Late {}\n")  // likely within the same tick
        let late = try Self.projectFiles(dir)
        #expect(!late.recorded)
        #expect(late.found.swiftSources == ["App/Deep/Model.swift", "App/Late.swift"])

        try Self.syncDocument(dir)  // records again, aged
        try Self.editAndSync(dir, label: "Settled")
        Self.age(dir)
        let replaced = try #require(FileIO.stamp(path)).inode
        _ = try Pipeline(root: dir.path, config: .default).sync(Self.scope)
        #expect(try FileIO.read(path) != recordedBytes)
        #if os(Linux)
        // The record it replaced is kept in the cache directory (its rename frees nothing: `ReplacedFiles`).
        #expect(dir.files().contains { $0.hasPrefix(".xibgen/" + ReplacedFiles.keptPrefix) && stamp(dir, $0).inode == replaced })
        #endif
        let settled = try Self.projectFiles(dir)
        #expect(settled.recorded)
        #expect(settled.relisted == 0, "the settled stamp was written back")
    }

    /// A sync that writes its output into a directory it listed again (the pre-commit run of an
    /// edited document) does not write that directory's new stamp back: its rename moved the stamp
    /// again. The record stays as it was (the same file), and the next sync lists the directory again
    /// and finds what a walk finds; a sync that writes nothing there then records the settled stamp.
    @Test func aRelistedDirectoryTheSyncWritesIntoIsNotRecordedAgain() throws {
        let dir = Self.project()
        try Self.syncDocument(dir)
        let path = Pipeline(root: dir.path, config: .default).projectFilesPath
        try Self.saveByRename(dir, "App/Screen.xib", label: "Edited")
        // App's new stamp settled (its mtime set back): listed again, it would be written back.
        setMTime(dir, "App", DirectoryListingsTests.agedSeconds)
        let recordedBytes = try FileIO.read(path)
        let recordedInode = FileIO.stamp(path)?.inode
        #expect(try Pipeline(root: dir.path, config: .default).sync(Self.scope).files.map(\.status) == [.written])
        #expect(try FileIO.read(path) == recordedBytes, "the stamp the output's rename moved is not written back")
        #expect(FileIO.stamp(path)?.inode == recordedInode, "the file is not replaced")
        let next = try Self.projectFiles(dir)  // checked against a walk
        #expect(next.recorded)
        #expect(next.relisted == 1, "App alone is listed again")

        Self.age(dir)
        #expect(try Pipeline(root: dir.path, config: .default).sync(Self.scope).files.map(\.status) == [.fresh])
        #expect(try FileIO.read(path) != recordedBytes, "a sync that leaves App as it is writes its settled stamp")
        #if os(Linux)
        // The record it replaced is kept in the cache directory (its rename frees nothing: `ReplacedFiles`).
        #expect(dir.files().contains { $0.hasPrefix(".xibgen/" + ReplacedFiles.keptPrefix) && stamp(dir, $0).inode == recordedInode })
        #endif
        let settled = try Self.projectFiles(dir)
        #expect(settled.recorded)
        #expect(settled.relisted == 0)
    }

    /// A directory changed within the racy window before the walk ended is not recorded: a second
    /// change in the same timestamp tick would leave its stamp as recorded.
    @Test func nothingIsRecordedWhileAStampIsWithinTheRacyWindow() throws {
        let dir = Self.project()
        try Self.syncDocument(dir)
        let pipeline = Pipeline(root: dir.path, config: .default)
        #expect(FileIO.exists(pipeline.projectFilesPath))
        dir.write("App/Deep/Fresh.swift", "final class Fresh {}\n")  // App/Deep's mtime: now
        _ = try pipeline.sync(Self.scope)
        #expect(!FileIO.exists(pipeline.projectFilesPath), "the outdated record is removed, no new one written")
        let next = try Self.projectFiles(dir)
        #expect(!next.recorded)
        #expect(next.found.swiftSources == ["App/Deep/Fresh.swift", "App/Deep/Model.swift"])
    }

    /// Other roots or excludes make another walk: the record is not used.
    @Test func aRecordIsForTheConfigurationThatMadeIt() throws {
        let dir = Self.project()
        try Self.syncDocument(dir)
        #expect(try Self.projectFiles(dir).recorded)
        var config = XibgenConfig.default
        config.exclude = ["Deep"]
        let excluded = try Self.projectFiles(dir, config)
        #expect(!excluded.recorded)
        #expect(excluded.found.swiftSources == [])
    }

    @Test func aDamagedRecordIsNotUsed() throws {
        let dir = Self.project()
        try Self.syncDocument(dir)
        let path = Pipeline(root: dir.path, config: .default).projectFilesPath
        var bytes = try FileIO.read(path)
        let at = try #require(bytes.firstIndex(of: UInt8(ascii: "S")))
        bytes[at + 2] ^= 0x20
        try FileIO.atomicWrite(bytes, to: path, durable: false)
        #expect(try !Self.projectFiles(dir).recorded)
    }
}
