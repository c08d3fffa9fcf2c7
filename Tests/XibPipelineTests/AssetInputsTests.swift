import Foundation
import Testing
import XibModel
import XibPlatform
@testable import XibPipeline

/// `<cache>/asset-inputs` on a real filesystem: a full rescan takes the asset fingerprint from it
/// (reading no catalog) while the catalogs and image files its walk finds and the catalogs' stamps
/// are as recorded, and every change — an image set added in a namespace folder, renamed, removed,
/// a catalog added, an image file added or removed, a `Contents.json` edited in place with its
/// mtime set back — makes the next full rescan read the catalogs and find what a run without any
/// cache finds.
@Suite struct AssetInputsTests {
    static let age = ProjectFilesIndexTests.age

    /// A new full rescan's asset check: its fingerprint (checked against a walk and a read of the
    /// catalogs that use no cache file) and whether it came from the record.
    static func fullRescan(_ dir: TempDir, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws -> (index: AssetCatalogIndex, recorded: Bool) {
        let pipeline = Pipeline(root: dir.path, config: .default)
        let listings = DirectoryListings.load(pipeline.listingsPath)
        var findings = Pipeline.PlanFindings()
        _ = try pipeline.plan(.fullRescan, findings: &findings, listings: listings)
        let found = try #require(findings.projectFiles, sourceLocation: sourceLocation)
        let check = pipeline.checkAssets(.fullRescan, walked: Pipeline.ProjectFiles(found: found), listings: listings)

        let walk = Discovery(root: dir.path, excludes: ExcludeMatcher(patterns: []), outputSuffix: ".generated.swift", excludedDirectories: [".xibgen"])
            .scan(directories: ["."], collectOutputs: false, collectAssets: true, collectSources: true, collectDocuments: false)
        let expected = AssetCatalogs.index(root: dir.path, found: walk, symbols: XibgenConfig.default.assetSymbols)
        #expect(check.fingerprint == (expected.isEmpty ? "none" : expected.fingerprint), "the record changes nothing", sourceLocation: sourceLocation)
        let index = check.index?.value ?? AssetCatalogIndex()
        #expect(index == expected, "the index, built when asked for, is a walk's", sourceLocation: sourceLocation)
        return (index, check.catalogs == nil && check.inputs == nil)
    }

    /// Full rescans, the project aged before each (so the catalogs' stamps can be recorded).
    static func sync(_ dir: TempDir) throws {
        age(dir)
        _ = try Pipeline(root: dir.path, config: .default).sync(.fullRescan)
    }

    /// After a change: the next full rescan reads the catalogs and finds what a walk finds; a sync
    /// records it again, and the one after uses the record. `settingBack`: paths whose mtime is
    /// set back to the aged one first (only their ctime then tells).
    static func expectSeen(_ dir: TempDir, settingBack: [String] = [], sourceLocation: Testing.SourceLocation = #_sourceLocation,
                           _ check: (AssetCatalogIndex) -> Bool) throws {
        for rel in settingBack { setMTime(dir, rel, DirectoryListingsTests.agedSeconds) }
        let changed = try fullRescan(dir, sourceLocation: sourceLocation)
        #expect(!changed.recorded, "the change is seen", sourceLocation: sourceLocation)
        #expect(check(changed.index), sourceLocation: sourceLocation)
        try sync(dir)
        let assets = dir.read(".xibgen/assets")
        let again = try fullRescan(dir, sourceLocation: sourceLocation)
        #expect(again.recorded, sourceLocation: sourceLocation)
        #expect(check(again.index), sourceLocation: sourceLocation)
        #expect(assets == again.index.fingerprint, "the run recorded the fingerprint it checked against", sourceLocation: sourceLocation)
        usleep(20_000)  // later changes get another ctime than the recorded ones
    }

    @Test func aFullRescanTakesTheFingerprintFromTheRecordUntilSomethingItDependsOnChanges() throws {
        let dir = ProjectFilesIndexTests.project()
        try Self.sync(dir)
        #expect(FileIO.exists(dir.url(".xibgen/asset-inputs")))
        let first = try Self.fullRescan(dir)
        #expect(first.recorded, "no catalog read")
        #expect(first.index.images == ["icons/close"] && first.index.colors == ["brand"] && first.index.imageFiles == ["photo", "photo.png"])
        usleep(20_000)

        dir.write("App/Assets.xcassets/Icons/open.imageset/Contents.json", "{}")
        try Self.expectSeen(dir, settingBack: ["App/Assets.xcassets/Icons"]) { $0.images == ["icons/close", "icons/open"] }
        try FileManager.default.moveItem(atPath: dir.url("App/Assets.xcassets/Brand.colorset"), toPath: dir.url("App/Assets.xcassets/Accent.colorset"))
        try Self.expectSeen(dir) { $0.colors == ["accent"] }
        dir.remove("App/Assets.xcassets/Icons/close.imageset")
        try Self.expectSeen(dir) { $0.images == ["icons/open"] }
        dir.write("App/Deep/More.xcassets/Logo.imageset/Contents.json", "{}")
        try Self.expectSeen(dir) { $0.catalogs == ["App/Assets.xcassets", "App/Deep/More.xcassets"] && $0.images.contains("logo") }
        // Image files outside the catalogs: no catalog changes, the walk's list does.
        dir.write("App/Images/badge@2x.png", "stand-in")
        try Self.expectSeen(dir, settingBack: ["App/Images"]) { $0.imageFiles.contains("badge") }
        dir.remove("App/Images/photo.png")
        try Self.expectSeen(dir, settingBack: ["App/Images"]) { !$0.imageFiles.contains("photo") }

        // A folder's Contents.json edited in place, its mtime set back: the namespace goes.
        let contents = dir.url("App/Assets.xcassets/Icons/Contents.json")
        let handle = try #require(FileHandle(forWritingAtPath: contents))
        handle.truncateFile(atOffset: 0)
        handle.write(Data("{}".utf8))
        handle.closeFile()
        try Self.expectSeen(dir, settingBack: ["App/Assets.xcassets/Icons/Contents.json"]) { $0.images == ["open", "logo"] }
        // The catalog's own Contents.json: "Asset Symbols: Extensions Off".
        dir.write("App/Deep/More.xcassets/Contents.json", #"{"properties":{"generate-swift-asset-symbol-extensions":"disabled"}}"#)
        try Self.expectSeen(dir) { $0.catalogsWithoutSymbols == ["App/Deep/More.xcassets"] }

        // A damaged record is not used, and is rewritten.
        dir.write(".xibgen/asset-inputs", dir.read(".xibgen/asset-inputs")!.replacingOccurrences(of: "\nA\t", with: "\nA\tx"))
        try Self.expectSeen(dir) { $0.images == ["open", "logo"] }
    }

    /// Catalogs changed within the racy window are not recorded: the next full rescan reads them.
    @Test func unsettledCatalogsAreNotRecorded() throws {
        let dir = ProjectFilesIndexTests.project()
        _ = try Pipeline(root: dir.path, config: .default).sync(.fullRescan)
        #expect(!FileIO.exists(dir.url(".xibgen/asset-inputs")))
        #expect(try !Self.fullRescan(dir).recorded)
    }
}
