import Foundation
import Testing
import XibGenerator
import XibModel
import XibPlatform
@testable import XibPipeline

/// Image and color names checked against the project's asset catalogs (`Fixtures/Assets`: a
/// catalog as Xcode writes it, with a namespace folder, a plain group, a symbol set, an app icon,
/// and loose image files).
@Suite struct AssetCatalogTests {
    /// The fixture project in a temporary directory. The catalog is stored as
    /// `Assets.xcassets-fixture`: a real catalog in the repository would make xibgen's own runs
    /// (the Examples check) check their names against it.
    static func project() -> TempDir {
        let dir = TempDir()
        try! FileManager.default.copyItem(atPath: PathUtil.join(Fixtures.directory, "Assets/App"), toPath: dir.url("App"))
        try! FileManager.default.moveItem(atPath: dir.url("App/Assets.xcassets-fixture"), toPath: dir.url("App/Assets.xcassets"))
        return dir
    }

    @Test func theIndexListsSetsWithTheirNamespacesAndImageFiles() {
        let dir = Self.project()
        let index = AssetCatalogs.scan(root: dir.path, roots: ["."], excludes: ExcludeMatcher(patterns: []))
        #expect(index.catalogs == ["App/Assets.xcassets"])
        #expect(index.images == ["logo", "icons/close", "star", "custom"], "app icons are no image name; a plain group adds no prefix")
        #expect(index.colors == ["brand", "icons/tint"])
        #expect(index.imageFiles == ["legacy", "legacy.png", "photo.jpg"])
        #expect(index.providesImage("Icons/close") && !index.providesImage("close") && index.providesImage("LOGO"))
        #expect(index.providesImage("photo.jpg") && !index.providesImage("photo"), "only a PNG's extension may be left out")
    }

    @Test(arguments: [
        ("icon.png", ["icon", "icon.png"]), ("icon@2x.png", ["icon", "icon.png"]), ("icon@3x~ipad.png", ["icon", "icon.png"]),
        ("Icon~iphone.PNG", ["icon", "icon.png"]), ("photo.jpg", ["photo.jpg"]), ("user@home.png", ["user@home", "user@home.png"]),
    ])
    func imageFileNames(file: String, names: [String]) {
        let ext = String(file.split(separator: ".").last!).lowercased()
        #expect(AssetCatalogs.names(ofImageFile: file, extension: ext) == names)
    }

    /// An image file's extension is found by characters, whatever the name's script: the bytes
    /// of an ASCII name answer the same.
    @Test(arguments: [
        "icon.png", "Icon~iphone.PNG", "photo.JpEg", ".png", "a.", ".", "", "noext", "x.png.bak", "Foo.generated.swift",
        "café.png", "ﬁle.PDF", "Ünïcödé.WEBP", "a.\u{0301}png", "x.p\u{0301}ng", "\u{600}.png", "name.\u{212A}", "z.tİff",
    ])
    func imageFileExtensionsAreReadByCharacter(name: String) {
        func byCharacter(_ name: String) -> String? {
            guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return nil }
            let ext = name[name.index(after: dot)...].lowercased()
            return AssetCatalogs.imageFileExtensions.contains(ext) ? ext : nil
        }
        #expect(AssetCatalogs.imageFileExtension(of: name) == byCharacter(name))
    }

    @Test func usagesSkipSystemSymbolsAndSystemColors() throws {
        let xml = """
            <document>
                <objects>
                    <imageView image="gear" catalog="system" id="a"/>
                    <button id="b"><state key="normal" image="trash"/><state key="selected" backgroundImage="pressed"/></button>
                    <textField background="field" id="c"/>
                    <view background="notAnImage" id="d"><color key="backgroundColor" systemColor="systemBackgroundColor"/></view>
                    <label id="e"><color key="textColor" name="labelColor" catalog="System" colorSpace="catalog"/><color key="shadowColor" name="Brand"/></label>
                </objects>
                <resources><image name="trash" catalog="system" width="1" height="1"/><image name="pressed" width="1" height="1"/></resources>
            </document>
            """
        let usages = AssetCatalogs.usages(in: try XMLReader.parse(Array(xml.utf8)))
        #expect(usages.map { "\($0.kind.rawValue) \($0.name) \($0.attribute) \($0.location.line)" } == [
            "image pressed backgroundImage 4", "image field background 5", "color Brand shadowColor 7",
        ])
    }

    @Test func missingNamesAreLocatedWarningsOnlyWhenTheProjectHasACatalog() throws {
        let dir = Self.project()
        let first = try sync(dir)
        let file = try #require(first.files.first { $0.source == "App/Screen.xib" })
        #expect(file.status == .written)
        #expect(file.diagnostics.map { "\($0.location.line) \($0.kind) \($0.message)" } == [
            #"19 missing-image the image "close" (image) is in no asset catalog and no image file under the roots: UIImage(named:) returns nil and nothing is shown"#,
            #"28 missing-image the image "AppIcon" (image) is in no asset catalog and no image file under the roots: UIImage(named:) returns nil and nothing is shown"#,
            #"37 missing-image the image "photo" (backgroundImage) is in no asset catalog and no image file under the roots: UIImage(named:) returns nil and nothing is shown"#,
            #"50 missing-color the color "Accent" (tintColor) is in no asset catalog under the roots: UIColor(named:) returns nil"#,
        ])
        #expect(file.diagnostics.allSatisfy { $0.severity == .warning })
        // Without any catalog the project keeps its images elsewhere: nothing is checked.
        let bare = Self.project()
        bare.remove("App/Assets.xcassets")
        let unchecked = try sync(bare)
        #expect(unchecked.files.first?.diagnostics.filter { $0.kind.hasPrefix("missing-") } == [])
    }

    @Test func aCatalogChangeRechecksDocumentsWithoutRewritingThem() throws {
        let dir = Self.project()
        _ = try sync(dir)
        let output = "App/Screen.generated.swift"
        let before = try #require(dir.read(output))
        let inode = stamp(dir, output).inode
        // Nothing changed: fresh, not checked again.
        #expect(try sync(dir).files.first?.diagnostics == [])
        // A color set added (a full run): the document is checked again, its output untouched.
        dir.write("App/Assets.xcassets/Accent.colorset/Contents.json", Fixtures.text("Assets/App/Assets.xcassets-fixture/Brand.colorset/Contents.json"))
        let added = try #require(try sync(dir).files.first)
        #expect(added.status == .fresh)
        #expect(added.diagnostics.map(\.kind) == ["missing-image", "missing-image", "missing-image"])
        #expect(dir.read(output) == before)
        #expect(stamp(dir, output).inode == inode, "not rewritten")
        // Removed again, as the watcher reports it (the deleted file's path).
        dir.remove("App/Assets.xcassets/Accent.colorset")
        let removed = try sync(dir, scope: .paths([dir.url("App/Assets.xcassets/Accent.colorset/Contents.json")], honorExcludes: true))
        #expect(removed.files.map(\.source) == ["App/Screen.xib"], "every document may name the asset")
        #expect(removed.files.first?.diagnostics.map(\.kind).last == "missing-color")
        // An image file added beside the project answers `UIImage(named: "photo")` as a PNG.
        dir.write("App/Images/photo.png", "stand-in")
        let png = try sync(dir, scope: .paths([dir.url("App/Images/photo.png")], honorExcludes: true))
        #expect(png.files.first?.diagnostics.map(\.message).contains { $0.contains("\"photo\"") } == false)
        #expect(try sync(dir, check: true).exitCode == 0, "CI does not ask to regenerate after an asset change")
    }
}

extension AssetCatalogTests {
    /// Watch mode syncs each saved document on its own: the roots are walked for assets only when
    /// a path that can change the index is among those synced.
    @Test func aSyncOfDocumentPathsReusesTheLastIndex() throws {
        let dir = Self.project()
        let pipeline = Pipeline(root: dir.path, config: .default)
        _ = try pipeline.sync(.fullRescan)
        // A color set added behind the pipeline's back, then only the XIB synced: the last index
        // is used (the color is still missing for this sync)…
        dir.write("App/Assets.xcassets/Accent.colorset/Contents.json", "{}")
        dir.write("App/Screen.xib", try #require(dir.read("App/Screen.xib")).replacingOccurrences(of: "text=\"Hello\"", with: "text=\"Hi\""))
        let saved = try pipeline.sync(.paths([dir.url("App/Screen.xib")], honorExcludes: true))
        #expect(saved.files.first?.status == .written)
        #expect(saved.files.first?.diagnostics.map(\.kind).last == "missing-color")
        // …until a path inside the catalog is synced, as the watcher reports the new set.
        let event = try pipeline.sync(.paths([dir.url("App/Assets.xcassets/Accent.colorset/Contents.json")], honorExcludes: true))
        #expect(event.files.first?.diagnostics.map(\.kind) == ["missing-image", "missing-image", "missing-image"])
    }
}

extension AssetCatalogTests {
    /// The index is built for a document that uses an image or color name, not for one that
    /// uses none (10 catalogs of 2,000 sets: 7 M instructions of a single-file sync).
    @Test func aDocumentUsingNoAssetNameIsConvertedWithoutBuildingTheIndex() throws {
        let dir = Self.project()
        dir.write("App/Plain.xib", Fixtures.text("Simple.xib"))
        _ = try sync(dir)
        // Every directory settled (none changed within the racy window), so that a path-scoped
        // sync records the project's files and the catalogs' fingerprint.
        let walk = try #require(FileManager.default.enumerator(atPath: dir.path))
        var entries = ["."]
        while let entry = walk.nextObject() as? String { entries.append(entry) }
        for entry in entries { setMTime(dir, entry, 1_600_000_000) }
        _ = try Pipeline(root: dir.path, config: .default).sync(.paths([dir.url("App/Plain.xib")], honorExcludes: true))
        func edit(_ path: String) throws -> Pipeline {
            dir.write(path, try #require(dir.read(path)).replacingOccurrences(of: "</document>", with: "<!-- edited -->\n</document>"))
            return Pipeline(root: dir.path, config: .default)
        }
        let plain = try edit("App/Plain.xib")
        let converted = try plain.sync(.paths([dir.url("App/Plain.xib")], honorExcludes: true))
        #expect(converted.files.map(\.status) == [.written])
        #expect(plain.lastAssetIndex.withLock { $0 }?.isBuilt == false, "no name to check")
        #expect(plain.lastAssetIndex.withLock { $0 }?.isEmpty == false, "the project has a catalog")
        let screen = try edit("App/Screen.xib")
        let checked = try screen.sync(.paths([dir.url("App/Screen.xib")], honorExcludes: true))
        #expect(checked.files.first?.diagnostics.map(\.kind) == ["missing-image", "missing-image", "missing-image", "missing-color"])
        #expect(screen.lastAssetIndex.withLock { $0 }?.isBuilt == true)
    }
}

extension AssetCatalogTests {
    static var symbolsConfig: XibgenConfig {
        var config = XibgenConfig.default
        config.deploymentTarget = DeploymentTarget(17)
        config.assetSymbols = true
        return config
    }

    /// With `style.assetSymbols` the output depends on the catalogs: an asset added or removed
    /// regenerates the documents whose output it changes (only those), and CI reports them stale
    /// until then.
    @Test func withAssetSymbolsACatalogChangeRegeneratesTheDocumentsItAffects() throws {
        let dir = Self.project()
        dir.write("App/Other.xib", try #require(dir.read("App/Screen.xib"))
            .replacingOccurrences(of: #"image="close""#, with: #"image="logo""#))
        let config = Self.symbolsConfig
        let first = try sync(dir, config)
        #expect(first.status("App/Screen.xib") == .written)
        let output = "App/Screen.generated.swift"
        let text = try #require(dir.read(output))
        for expected in ["UIImage(resource: .logo)", "UIImage(resource: .Icons.close)", "UIImage(resource: .star)",
                         "UIImage(resource: .custom)", "UIColor(resource: .brand)", "UIColor(resource: .Icons.tint)",
                         #"UIImage(named: "close")"#, #"UIImage(named: "legacy")"#, #"UIColor(named: "Accent")"#] {
            #expect(text.contains(expected), "\(expected)")
        }
        // A catalog name written as a string all the same is noted: here a spelling the catalog does not use.
        #expect(first.files.first { $0.source == "App/Screen.xib" }?.diagnostics.filter { $0.kind == "no-asset-symbol" }.map(\.message) == [
            #"the image "LOGO" (placeholderImage) is spelled "logo" in its catalog: UIImage(named:) is kept, as its symbol would look up another spelling"#,
        ])
        #expect(text.contains(#"UIImage(named: "LOGO")"#))
        let otherInode = stamp(dir, "App/Other.generated.swift").inode
        // An image set named "close" added: CI says the output is stale…
        dir.write("App/Assets.xcassets/close.imageset/Contents.json", Fixtures.text("Assets/App/Assets.xcassets-fixture/logo.imageset/Contents.json"))
        let check = try sync(dir, config, check: true)
        #expect(check.exitCode != 0)
        #expect(check.files.first { $0.source == "App/Screen.xib" }.map { "\($0.status) \($0.reason.map(\.rawValue) ?? "")" } == "stale assets-changed")
        #expect(check.status("App/Other.xib") == .fresh, "it names no \"close\"")
        // …and the next sync (here as the watcher reports the new set) rewrites it with the symbol.
        let added = try sync(dir, config, scope: .paths([dir.url("App/Assets.xcassets/close.imageset/Contents.json")], honorExcludes: true))
        #expect(added.status("App/Screen.xib") == .written)
        #expect(added.status("App/Other.xib") == .fresh)
        #expect(stamp(dir, "App/Other.generated.swift").inode == otherInode, "not rewritten")
        #expect(dir.read(output)?.contains("UIImage(resource: .close)") == true)
        #expect(try sync(dir, config, check: true).exitCode == 0)
        // Removed again: back to the string, with the warning.
        dir.remove("App/Assets.xcassets/close.imageset")
        let removed = try sync(dir, config)
        #expect(removed.status("App/Screen.xib") == .written)
        #expect(dir.read(output)?.contains(#"UIImage(named: "close")"#) == true)
        #expect(removed.files.first { $0.source == "App/Screen.xib" }?.diagnostics.contains { $0.message.contains("\"close\"") } == true)
        // Every catalog gone: no symbol is left.
        dir.remove("App/Assets.xcassets")
        _ = try sync(dir, config)
        #expect(dir.read(output)?.contains("resource:") == false)
    }
}

extension AssetCatalogTests {
    /// The asset walk is discovery's: the same excludes and skipped directories, and a folder
    /// discovery enters for documents (a hidden one) is searched for catalogs too.
    @Test func theAssetWalkIsDiscoverysWalk() throws {
        let dir = Self.project()
        let catalog = "{\"info\":{\"author\":\"xcode\",\"version\":1}}\n"
        dir.write("Shared/.design/Design.xcassets/Contents.json", catalog)
        dir.write("Shared/.design/Design.xcassets/Accent.colorset/Contents.json", catalog)
        dir.write("Shared/.design/Panel.xib", try #require(dir.read("App/Screen.xib")))
        dir.write("Legacy/Old.xcassets/Contents.json", catalog)
        dir.write("Legacy/Old.xcassets/Accent2.colorset/Contents.json", catalog)
        dir.write("Generated/Cache.xcassets/Accent3.colorset/Contents.json", catalog)
        let excludes = ExcludeMatcher(patterns: ["Legacy"])
        let discovered = Discovery(root: dir.path, excludes: excludes, outputSuffix: ".generated.swift", excludedDirectories: ["Generated"])
            .scan(directories: ["."], collectOutputs: false)
        #expect(discovered.xibs.contains("Shared/.design/Panel.xib"))
        let index = AssetCatalogs.scan(root: dir.path, roots: ["."], excludes: excludes, skipping: ["Generated"])
        #expect(index.catalogs == ["App/Assets.xcassets", "Shared/.design/Design.xcassets"])
        #expect(index.colors.contains("accent") && !index.colors.contains("accent2") && !index.colors.contains("accent3"))
    }
}

extension AssetCatalogTests {
    /// Xcode 16's per-catalog "Asset Symbols" setting at "Extensions Off" (the catalog's
    /// `Contents.json`: `"generate-swift-asset-symbol-extensions": "disabled"`): its names keep
    /// their strings under `style.assetSymbols`, with a note; a name another catalog also has keeps
    /// that catalog's symbol; "enabled" changes nothing.
    @Test func aCatalogWithAssetSymbolsOffKeepsItsStrings() throws {
        let dir = Self.project()
        let imageSet = Fixtures.text("Assets/App/Assets.xcassets-fixture/logo.imageset/Contents.json")
        dir.write("App/Off.xcassets/Contents.json", #"{"info":{"author":"xcode","version":1},"properties":{"generate-swift-asset-symbol-extensions":"disabled"}}"#)
        dir.write("App/Off.xcassets/close.imageset/Contents.json", imageSet)
        dir.write("App/Off.xcassets/logo.imageset/Contents.json", imageSet)
        dir.write("App/On.xcassets/Contents.json", #"{"info":{"author":"xcode","version":1},"properties":{"generate-swift-asset-symbol-extensions":"enabled"}}"#)
        dir.write("App/On.xcassets/banner.imageset/Contents.json", imageSet)
        let index = AssetCatalogs.scan(root: dir.path, roots: ["."], excludes: ExcludeMatcher(patterns: []))
        #expect(index.catalogsWithoutSymbols == ["App/Off.xcassets"])
        #expect(index.providesImage("close"), "still a catalog image for the missing-name check")
        #expect(index.symbols.symbol(for: "close", kind: .image) == nil)
        #expect(index.symbols.symbol(for: "logo", kind: .image) == "logo", "Assets.xcassets has it too")
        #expect(index.symbols.symbol(for: "banner", kind: .image) == "banner")
        let xib = try #require(dir.read("App/Screen.xib"))
        let notes = AssetCatalogs.check(Array(xib.utf8), against: index, symbols: true).filter { $0.kind == "no-asset-symbol" }.map(\.message)
        #expect(notes.contains { $0.contains(#""close""#) && $0.contains("Extensions Off (App/Off.xcassets)") }, "\(notes)")
        // The setting is part of what the outputs depend on.
        var on = index
        on.catalogsWithoutSymbols = []
        #expect(on.fingerprint != index.fingerprint)
    }
}
