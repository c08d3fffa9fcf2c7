import Foundation
import XibGenerator
import XibModel
import XibPlatform

/// The image and color names a project's asset catalogs and image files provide, found under
/// the configured roots: what `UIImage(named:)` and `UIColor(named:)` can load at run time.
///
/// - Catalogs: every `*.xcassets` directory. Inside one, `Name.imageset` and `Name.symbolset`
///   are images (UIKit prefers a symbol asset over a bitmap of the same name), `Name.colorset` a
///   color; a folder whose `Contents.json` says `"provides-namespace": true` prefixes its
///   children's names (`Icons/close`), any other folder only groups them. Other sets (app icons,
///   data sets, launch images) are not image or color names.
/// - Image files outside catalogs, which `UIImage(named:)` loads too ("the name of the image
///   asset or file"; a PNG's extension may be omitted, other formats need it): `foo.png`,
///   `foo@2x.png`, `foo~ipad.png` provide `foo` and `foo.png`; `photo.jpg` provides `photo.jpg`.
///   Names are compared without case: asset and file names that differ only in case are not
///   reported, so the check has no false positives on a case-insensitive filesystem.
/// An `AssetCatalogIndex` built when first asked for (once, by whichever thread asks first): a
/// sync whose documents are all fresh converts none, and needs only whether there is a catalog.
final class LazyAssetIndex: Sendable {
    /// Whether the index has no catalog (`AssetCatalogIndex.isEmpty`), known without building it.
    let isEmpty: Bool
    private let make: @Sendable () -> AssetCatalogIndex
    private let built = Locked<AssetCatalogIndex?>(nil)

    init(isEmpty: Bool, _ make: @escaping @Sendable () -> AssetCatalogIndex) {
        self.isEmpty = isEmpty
        self.make = make
    }

    /// One built already.
    convenience init(_ index: AssetCatalogIndex) {
        self.init(isEmpty: index.isEmpty) { index }
        built.withLock { $0 = index }
    }

    /// Whether it was built (`value` asked for, or given built).
    var isBuilt: Bool { built.withLock { $0 != nil } }

    var value: AssetCatalogIndex {
        built.withLock { built in
            if let built { return built }
            let index = make()
            built = index
            return index
        }
    }
}

public struct AssetCatalogIndex: Sendable, Equatable {
    /// Root-relative paths of the catalogs, in path order.
    public var catalogs: [String] = []
    /// Image and symbol set names (namespaced), lowercased.
    public var images: Set<String> = []
    /// Color set names (namespaced), lowercased.
    public var colors: Set<String> = []
    /// Names image files outside catalogs answer to, lowercased.
    public var imageFiles: Set<String> = []
    /// Image and symbol set names (namespaced) as written: what Xcode's asset symbols are made from.
    public var imageAssetNames: Set<String> = []
    /// Color set names (namespaced) as written.
    public var colorAssetNames: Set<String> = []
    /// Root-relative paths of the catalogs whose Xcode 16 "Asset Symbols" setting is "Extensions
    /// Off" (`"generate-swift-asset-symbol-extensions": "disabled"` in the catalog's own
    /// `Contents.json`): their assets get no symbol under `style.assetSymbols`.
    public var catalogsWithoutSymbols: Set<String> = []
    /// Image and color names (as written) found only in those catalogs.
    public var imageNamesWithoutSymbols: Set<String> = []
    public var colorNamesWithoutSymbols: Set<String> = []

    public init() {}

    /// No catalog: the project keeps its images elsewhere, and nothing is checked.
    public var isEmpty: Bool { catalogs.isEmpty }

    public func providesImage(_ name: String) -> Bool {
        let key = name.lowercased()
        return images.contains(key) || imageFiles.contains(key)
    }

    public func providesColor(_ name: String) -> Bool { colors.contains(name.lowercased()) }

    /// The asset symbols Xcode generates for these catalogs (`style.assetSymbols`), made once per
    /// scan from `imageAssetNames` and `colorAssetNames` (`updateSymbols()`).
    public private(set) var symbols: AssetSymbols = .none

    public mutating func updateSymbols() {
        symbols = AssetSymbols(imageNames: imageAssetNames.subtracting(imageNamesWithoutSymbols),
                               colorNames: colorAssetNames.subtracting(colorNamesWithoutSymbols))
    }

    /// A hash of everything the checks read: equal fingerprints give equal check results.
    public var fingerprint: String {
        var text = "catalogs\n" + catalogs.joined(separator: "\n")
        text += "\nimages\n" + images.sorted().joined(separator: "\n")
        text += "\ncolors\n" + colors.sorted().joined(separator: "\n")
        text += "\nfiles\n" + imageFiles.sorted().joined(separator: "\n")
        // As written: the spelling decides the asset symbols' names.
        text += "\nimage assets\n" + imageAssetNames.sorted().joined(separator: "\n")
        text += "\ncolor assets\n" + colorAssetNames.sorted().joined(separator: "\n")
        text += "\ncatalogs without symbols\n" + catalogsWithoutSymbols.sorted().joined(separator: "\n")
        return SHA256Hex.of(Array(text.utf8))
    }
}

public enum AssetCatalogs {
    /// Image formats `UIImage(named:)` reads from a bundle.
    static let imageFileExtensions: Set<String> = ["png", "jpg", "jpeg", "gif", "pdf", "heic", "heif", "tif", "tiff", "bmp", "ico", "cur", "xbm", "webp"]
    /// From the shortest image extension's length to the longest's.
    private static let imageFileExtensionLengths = imageFileExtensions.map(\.utf8.count).min()!...imageFileExtensions.map(\.utf8.count).max()!

    /// Whether a change to `path` (root-relative or absolute) can change the index: a file inside a
    /// catalog, or an image file.
    public static func affectsIndex(_ path: String) -> Bool {
        if path.hasSuffix(".xcassets") || path.contains(".xcassets/") { return true }
        return imageFileExtension(of: PathUtil.basename(path)) != nil
    }

    static func imageFileExtension(of name: String) -> String? {
        // An ASCII name (nearly every one a walk meets) is read byte by byte, in place: its
        // characters are its bytes. (`lastIndex(of: Character)` and `lowercased()` were 2,500
        // instructions a file, a twentieth of a no-op walk over 10,000 documents.)
        if case .found(let ext) = name.utf8.withContiguousStorageIfAvailable(asciiImageFileExtension) ?? .notASCII { return ext }
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return nil }
        let ext = name[name.index(after: dot)...].lowercased()
        return imageFileExtensions.contains(ext) ? ext : nil
    }

    private enum ASCIIExtension { case found(String?), notASCII }

    private static func asciiImageFileExtension(_ name: UnsafeBufferPointer<UInt8>) -> ASCIIExtension {
        var dot = -1
        for i in name.indices {
            if name[i] >= 0x80 { return .notASCII }
            if name[i] == UInt8(ascii: ".") { dot = i }
        }
        let count = name.count - dot - 1
        // No String for an extension of another length than the image ones (`swift`, `storyboard`).
        guard dot > 0, imageFileExtensionLengths.contains(count) else { return .found(nil) }
        let ext = String(unsafeUninitializedCapacity: count) { lowered in
            for i in 0..<count {
                let byte = name[dot + 1 + i]
                lowered[i] = byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") ? byte | 0x20 : byte
            }
            return count
        }
        return .found(imageFileExtensions.contains(ext) ? ext : nil)
    }

    /// Finds catalogs and image files under `roots` (root-relative) with `Discovery`'s walk (its
    /// excludes, symlink handling and `skipping`: the cache and output directories), then reads
    /// each catalog.
    public static func scan(root: String, roots: [String], excludes: ExcludeMatcher, skipping: Set<String> = []) -> AssetCatalogIndex {
        let found = Discovery(root: root, excludes: excludes, outputSuffix: "", excludedDirectories: skipping)
            .scan(directories: Array(Set(roots.map(PathUtil.normalize))).sorted(), collectOutputs: false, collectAssets: true)
        return index(root: root, found: found)
    }

    /// Reads the catalogs and image file names a walk with `collectAssets` found (catalog folders
    /// from `listings` when they did not change). `symbols: false`: `symbols` is left `.none`
    /// (only `style.assetSymbols` reads it).
    static func index(root: String, found: Discovery.Result, listings: DirectoryListings? = nil, symbols: Bool = true) -> AssetCatalogIndex {
        var dependencies: WalkDependencies? = nil
        return index(catalogs: readCatalogs(root: root, catalogs: found.catalogs, listings: listings, dependencies: &dependencies),
                     imageFiles: found.imageFiles, symbols: symbols)
    }

    /// What one catalog provides: its image and color set names (namespaced, as written),
    /// and whether Xcode makes asset symbols for them. The names are in no particular order.
    struct CatalogContents: Equatable, Sendable {
        /// Root-relative.
        var path: String
        var generatesSymbols: Bool
        var imageNames: [String]
        var colorNames: [String]
    }

    /// Reads each catalog (root-relative paths). `dependencies`: when not nil, every folder
    /// listed and every `Contents.json` read is added to it.
    static func readCatalogs(root: String, catalogs: [String], listings: DirectoryListings?, dependencies: inout WalkDependencies?) -> [CatalogContents] {
        catalogs.map { catalog in
            var inCatalog = Set<Discovery.DirID>()
            var own = AssetCatalogIndex()
            let abs = PathUtil.join(root, catalog)
            readCatalogFolder(abs, namespace: "", into: &own, visited: &inCatalog, listings: listings, dependencies: &dependencies)
            return CatalogContents(path: catalog, generatesSymbols: !generatesNoSymbols(abs, dependencies: &dependencies),
                                   imageNames: Array(own.imageAssetNames), colorNames: Array(own.colorAssetNames))
        }
    }

    /// The index of `catalogs` (in path order) and of the image files found outside them (root-relative).
    static func index(catalogs: [CatalogContents], imageFiles: [String], symbols: Bool) -> AssetCatalogIndex {
        var index = AssetCatalogIndex()
        index.catalogs = catalogs.map(\.path)
        var withSymbols = (images: Set<String>(), colors: Set<String>())
        var withoutSymbols = (images: Set<String>(), colors: Set<String>())
        for catalog in catalogs {
            for name in catalog.imageNames { index.images.insert(name.lowercased()) }
            for name in catalog.colorNames { index.colors.insert(name.lowercased()) }
            index.imageAssetNames.formUnion(catalog.imageNames)
            index.colorAssetNames.formUnion(catalog.colorNames)
            if !catalog.generatesSymbols {
                index.catalogsWithoutSymbols.insert(catalog.path)
                withoutSymbols.images.formUnion(catalog.imageNames)
                withoutSymbols.colors.formUnion(catalog.colorNames)
            } else {
                withSymbols.images.formUnion(catalog.imageNames)
                withSymbols.colors.formUnion(catalog.colorNames)
            }
        }
        // A name another catalog also has keeps that catalog's symbol.
        index.imageNamesWithoutSymbols = withoutSymbols.images.subtracting(withSymbols.images)
        index.colorNamesWithoutSymbols = withoutSymbols.colors.subtracting(withSymbols.colors)
        for file in imageFiles {
            let name = PathUtil.basename(file)
            if let ext = imageFileExtension(of: name) { index.imageFiles.formUnion(names(ofImageFile: name, extension: ext)) }
        }
        if symbols { index.updateSymbols() }
        return index
    }

    /// `icon@2x~ipad.png` → `icon`, `icon.png`; `photo.jpg` → `photo.jpg` (lowercased).
    static func names(ofImageFile name: String, extension ext: String) -> [String] {
        var stem = String(name.dropLast(ext.count + 1))
        if let tilde = stem.lastIndex(of: "~") { stem = String(stem[..<tilde]) }
        if let at = stem.range(of: "@", options: .backwards), stem[at.upperBound...].hasSuffix("x"),
           Double(stem[at.upperBound...].dropLast()) != nil {
            stem = String(stem[..<at.lowerBound])
        }
        let full = (stem + "." + ext).lowercased()
        return ext == "png" ? [stem.lowercased(), full] : [full]
    }

    /// A catalog folder (the catalog itself or a group inside it).
    /// `visited`: the folders read, by (device, inode), so a symlink loop ends.
    private static func readCatalogFolder(_ abs: String, namespace: String, into index: inout AssetCatalogIndex,
                                          visited: inout Set<Discovery.DirID>, listings: DirectoryListings?,
                                          dependencies: inout WalkDependencies?) {
        let found = FileIO.stamp(abs)
        guard let stamp = found, stamp.isDirectory else {
            dependencies?.file(abs, found)
            return
        }
        guard visited.insert(Discovery.DirID(dev: stamp.device, ino: stamp.inode)).inserted else {
            dependencies?.directory(abs, stamp, listed: nil)
            return
        }
        let listed: [DirectoryEntry]?
        if let listings { listed = try? listings.list(abs, stamp: stamp) } else { listed = try? FileIO.listDirectory(abs) }
        dependencies?.directory(abs, stamp, listed: listed)
        guard let entries = listed else { return }
        for entry in entries.sorted(by: { $0.name < $1.name }) where !entry.name.hasPrefix(".") && entry.kind != .regular {
            let path = PathUtil.join(abs, entry.name)
            // A listed directory is one; a symlink (or an unknown type) is looked at.
            if entry.kind != .directory {
                let target = FileIO.stamp(path)
                dependencies?.file(path, target)
                guard target?.isDirectory == true else { continue }
            }
            guard let dot = entry.name.lastIndex(of: "."), dot != entry.name.startIndex else {
                let prefix = providesNamespace(path, dependencies: &dependencies) ? namespace + entry.name + "/" : namespace
                readCatalogFolder(path, namespace: prefix, into: &index, visited: &visited, listings: listings, dependencies: &dependencies)
                continue
            }
            let name = namespace + entry.name[..<dot]
            switch entry.name[entry.name.index(after: dot)...] {
            case "imageset", "symbolset":
                index.images.insert(name.lowercased())
                index.imageAssetNames.insert(name)
            case "colorset":
                index.colors.insert(name.lowercased())
                index.colorAssetNames.insert(name)
            default: continue
            }
        }
    }

    /// Xcode 16's per-catalog "Asset Symbols" setting at "Extensions Off": `"properties":
    /// { "generate-swift-asset-symbol-extensions": "disabled" }` in the catalog's `Contents.json`
    /// ("Inherited" writes nothing, "Extensions On" `"enabled"`). Apple documents neither the key
    /// nor whether "Off" keeps the `ImageResource`/`ColorResource` symbols `UIImage(resource:)`
    /// needs or only the framework extensions (`UIImage.logo`): such a catalog's names keep their
    /// strings, so the generated code never names a symbol that may not exist.
    static func generatesNoSymbols(_ catalog: String, dependencies: inout WalkDependencies?) -> Bool {
        guard let bytes = readContents(of: catalog, dependencies: &dependencies),
              let json = try? JSONSerialization.jsonObject(with: Data(bytes)) as? [String: Any],
              let properties = json["properties"] as? [String: Any] else { return false }
        return (properties["generate-swift-asset-symbol-extensions"] as? String) == "disabled"
    }

    /// `"properties": { "provides-namespace": true }` in the folder's `Contents.json`.
    static func providesNamespace(_ folder: String, dependencies: inout WalkDependencies?) -> Bool {
        guard let bytes = readContents(of: folder, dependencies: &dependencies),
              let json = try? JSONSerialization.jsonObject(with: Data(bytes)) as? [String: Any],
              let properties = json["properties"] as? [String: Any] else { return false }
        return (properties["provides-namespace"] as? Bool) == true
    }

    /// A catalog folder's `Contents.json`; with `dependencies`, its stamp is taken first and
    /// added (an edit in place changes no directory listing).
    private static func readContents(of folder: String, dependencies: inout WalkDependencies?) -> [UInt8]? {
        let path = PathUtil.join(folder, "Contents.json")
        if dependencies != nil { dependencies!.file(path, FileIO.stamp(path)) }
        return try? FileIO.read(path)
    }

    // MARK: - Checking a document

    /// Where a document names an image or a color.
    public struct Usage: Equatable, Sendable {
        public enum Kind: String, Sendable { case image, color }
        public var kind: Kind
        public var name: String
        /// The attribute (`image`, `backgroundImage`) or element key (`textColor`) naming it.
        public var attribute: String
        public var location: SourceLocation
    }

    /// Attributes whose value is an image name (on views, bar items, button states, image references).
    static let imageAttributes: Set<String> = [
        "image", "highlightedImage", "selectedImage", "backgroundImage", "landscapeImage", "largeContentSizeImage",
        "landscapeImagePhone", "shadowImage", "backIndicatorImage", "backIndicatorTransitionMaskImage",
        "selectionIndicatorImage", "scopeBarBackgroundImage", "searchFieldBackgroundImage", "decrementImage",
        "incrementImage", "minimumValueImage", "maximumValueImage", "thumbImage", "minimumTrackImage",
        "maximumTrackImage", "progressImage", "trackImage", "background", "disabledBackground",
    ]

    /// Every image and color name `document` uses that an app must provide: not system symbols
    /// (`catalog="system"`, on the element or in the document's resources), not system colors.
    public static func usages(in document: XibNode) -> [Usage] {
        var systemImages = Set<String>()
        for resources in document.children where resources.name == "resources" {
            for image in resources.children where image.name == "image" && image[attribute: "catalog"] == "system" {
                if let name = image[attribute: "name"] { systemImages.insert(name) }
            }
        }
        var usages: [Usage] = []
        func visit(_ node: XibNode) {
            if node.name == "resources" { return }
            let isSystem = node[attribute: "catalog"] != nil
            if node.name == "color" {
                if let name = node[attribute: "name"], !isSystem, node[attribute: "systemColor"] == nil {
                    usages.append(Usage(kind: .color, name: name, attribute: node[attribute: "key"] ?? "color", location: node.location))
                }
            } else if node.name == "userDefinedRuntimeAttribute", node[attribute: "type"] == "image", let name = node[attribute: "value"] {
                usages.append(Usage(kind: .image, name: name, attribute: node[attribute: "keyPath"] ?? "image", location: node.location))
            } else if !isSystem {
                for attribute in node.attributes where imageAttributes.contains(attribute.name) && !attribute.value.isEmpty {
                    guard !systemImages.contains(attribute.value) else { continue }
                    // A text field's `background` is an image name; elsewhere the word means other things.
                    if attribute.name == "background" || attribute.name == "disabledBackground", node.name != "textField" { continue }
                    usages.append(Usage(kind: .image, name: attribute.value, attribute: attribute.name, location: node.location))
                }
            }
            for child in node.children { visit(child) }
        }
        visit(document)
        return usages
    }

    /// A located warning for each name in `bytes` no catalog or image file provides; none when the
    /// project has no catalog. With `symbols` (`style.assetSymbols`), a note for each name a catalog
    /// provides that is written as a string all the same: its spelling differs from the catalog's,
    /// or Xcode makes no symbol for it that can be named with certainty (see `AssetSymbols`).
    public static func check(_ bytes: [UInt8], against index: AssetCatalogIndex, symbols: Bool = false) -> [Diagnostic] {
        guard !index.isEmpty, let document = try? XMLReader.parse(bytes) else { return [] }
        return check(document, against: index, symbols: symbols)
    }

    /// `check` over a document already read (`XMLReader.parse`), without reading it again.
    public static func check(_ document: XibNode, against index: AssetCatalogIndex, symbols: Bool = false) -> [Diagnostic] {
        guard !index.isEmpty else { return [] }
        return check(usages(in: document), against: index, symbols: symbols)
    }

    /// `check` against an index built only if the document uses an image or color name: one
    /// that uses none needs no index (building it from 10 catalogs of 2,000 sets was 7 M of the
    /// 56 M instructions of a pre-commit hook's single-file sync).
    static func check(_ document: XibNode, against index: LazyAssetIndex, symbols: Bool = false) -> [Diagnostic] {
        guard !index.isEmpty else { return [] }
        let usages = usages(in: document)
        guard !usages.isEmpty else { return [] }
        return check(usages, against: index.value, symbols: symbols)
    }

    private static func check(_ usages: [Usage], against index: AssetCatalogIndex, symbols: Bool) -> [Diagnostic] {
        guard !index.isEmpty else { return [] }
        var diagnostics: [Diagnostic] = []
        for usage in usages {
            switch usage.kind {
            case .image where !index.providesImage(usage.name):
                diagnostics.append(Diagnostic(.warning, kind: "missing-image",
                    "the image \"\(usage.name)\" (\(usage.attribute)) is in no asset catalog and no image file under the roots: UIImage(named:) returns nil and nothing is shown",
                    at: usage.location))
            case .color where !index.providesColor(usage.name):
                diagnostics.append(Diagnostic(.warning, kind: "missing-color",
                    "the color \"\(usage.name)\" (\(usage.attribute)) is in no asset catalog under the roots: UIColor(named:) returns nil",
                    at: usage.location))
            case .image where symbols && index.images.contains(usage.name.lowercased()) && index.symbols.symbol(for: usage.name, kind: .image) == nil,
                 .color where symbols && index.symbols.symbol(for: usage.name, kind: .color) == nil:
                diagnostics.append(Diagnostic(.note, kind: "no-asset-symbol", noSymbolReason(usage, index: index), at: usage.location))
            default:
                continue
            }
        }
        return diagnostics
    }
}

extension AssetCatalogs {
    /// Why a catalog's name is written as a string under `style.assetSymbols`.
    static func noSymbolReason(_ usage: Usage, index: AssetCatalogIndex) -> String {
        let names = usage.kind == .image ? index.imageAssetNames : index.colorAssetNames
        let call = usage.kind == .image ? "UIImage(named:)" : "UIColor(named:)"
        let what = "the \(usage.kind.rawValue) \"\(usage.name)\" (\(usage.attribute))"
        if !names.contains(usage.name), let spelled = names.sorted().first(where: { $0.lowercased() == usage.name.lowercased() }) {
            return "\(what) is spelled \"\(spelled)\" in its catalog: \(call) is kept, as its symbol would look up another spelling"
        }
        let withoutSymbols = usage.kind == .image ? index.imageNamesWithoutSymbols : index.colorNamesWithoutSymbols
        if withoutSymbols.contains(usage.name) {
            return "\(what) is in a catalog whose Asset Symbols setting is Extensions Off (\(index.catalogsWithoutSymbols.sorted().joined(separator: ", "))): \(call) is kept"
        }
        return "\(what) gets no Xcode asset symbol that can be named with certainty (it collides with another asset's symbol, "
            + "has a character outside ASCII, or sits in a namespace folder that is not a capitalised identifier): \(call) is kept"
    }
}
