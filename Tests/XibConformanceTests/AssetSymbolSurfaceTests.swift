import Foundation
import Testing
import XibGenerator
import XibModel

/// `style.assetSymbols` against the surface: the generated code, compiled with a resource
/// extension written as Xcode's `GeneratedAssetSymbols.swift` is (one `static let` per catalog
/// image or color, namespaces as nested enums), type-checks in Swift 5 and 6 and loads the same
/// assets `UIImage(named:)` / `UIColor(named:)` would.
@Suite("Asset symbols on the surface", .serialized)
struct AssetSymbolSurfaceTests {
    /// The catalogs' names the fixture is generated against (`Fixtures/AssetSymbols.assets`: `image NAME`, `color NAME`).
    static func catalog() throws -> (images: [String], colors: [String]) {
        let lines = try String(contentsOfFile: fixtures + "AssetSymbols.assets", encoding: .utf8).split(separator: "\n")
        let entries = lines.map { $0.split(separator: " ", maxSplits: 1).map(String.init) }
        return (entries.filter { $0[0] == "image" }.map { $0[1] }, entries.filter { $0[0] == "color" }.map { $0[1] })
    }

    static let fixtures = Fixtures.repoRoot + "/Tests/XibConformanceTests/Fixtures/"

    /// The extension Xcode generates for `names` (`GeneratedAssetSymbols.swift`).
    static func resourceExtension(type: String, names: [String], kind: AssetSymbols.Kind) -> String {
        var lines = ["import DeveloperToolsSupport", "import Foundation", "", "@available(iOS 17.0, *)", "extension \(type) {"]
        var tree: [String: [(member: String, name: String)]] = [:]
        let symbols = kind == .image ? AssetSymbols(imageNames: names, colorNames: []) : AssetSymbols(imageNames: [], colorNames: names)
        for name in names {
            let reference = symbols.symbol(for: name, kind: kind)!.split(separator: ".").map(String.init)
            tree[reference.dropLast().joined(separator: "."), default: []].append((reference.last!, name))
        }
        for (namespace, members) in tree.sorted(by: { $0.key < $1.key }) {
            let open = namespace.isEmpty ? [] : namespace.split(separator: ".").map { "enum \($0) {" }
            lines += open
            lines += members.map { "static let \($0.member) = \(type)(name: \"\($0.name)\", bundle: .main)" }
            lines += open.map { _ in "}" }
        }
        return (lines + ["}"]).joined(separator: "\n")
    }

    static let main = """
        import UIKit
        MainActor.assumeIsolated {
            let layout = AssetsLayout()
            @MainActor func describe(_ view: UIView) -> [String] {
                var lines: [String] = []
                if let image = (view as? UIImageView)?.image { lines.append("image \\(image._name ?? "nil") \\(image.renderingMode.rawValue)") }
                if let button = view as? UIButton {
                    lines.append("button \\(button.image(for: .normal)?._name ?? "nil") \\(button.backgroundImage(for: .normal)?._name ?? "nil")")
                    lines.append("title \\(button.titleColor(for: .normal)?._storage ?? .dynamic)")
                }
                if !(view is UIImageView), !(view is UIButton), view.backgroundColor != nil {
                    lines.append("background \\(view.backgroundColor!._storage)")
                }
                return lines + view.subviews.flatMap(describe)
            }
            for line in describe(layout) { print("asset: " + line) }
        }
        """

    /// `Fixtures/AssetSymbols.xib` generated with `style.assetSymbols` against its catalog, as the
    /// committed golden `AssetSymbols.generated.swift` (`XIBGEN_UPDATE_GOLDENS=1` rewrites it).
    static func golden() throws -> String {
        let document = try XibDocument.parse(Array(FileManager.default.contents(atPath: fixtures + "AssetSymbols.xib") ?? Data()))
        let options = GeneratorOptions(deploymentTarget: DeploymentTarget(17), assetSymbols: true)
        let catalog = try catalog()
        let generated = ViewCodeGenerator.generate(document, xibName: "Assets", options: options,
                                                   assets: AssetSymbols(imageNames: catalog.images, colorNames: catalog.colors)).text
        let path = fixtures + "AssetSymbols.generated.swift"
        if ProcessInfo.processInfo.environment["XIBGEN_UPDATE_GOLDENS"] == "1" {
            try generated.write(toFile: path, atomically: true, encoding: .utf8)
        }
        #expect(generated == (try String(contentsOfFile: path, encoding: .utf8)), "the golden differs: XIBGEN_UPDATE_GOLDENS=1 rewrites it")
        return generated
    }

    @Test("generated asset symbols type-check with Xcode's resource extension and load the same assets")
    func symbolsTypeCheckAndLoadTheirAssets() throws {
        let generated = try Self.golden()
        #expect(generated.contains("UIImage(resource: .tabBar)") && generated.contains(#"UIImage(named: "not-in-any-catalog")"#), "\(generated)")
        let catalog = try Self.catalog()
        let symbols = Self.resourceExtension(type: "ImageResource", names: catalog.images, kind: .image) + "\n"
            + Self.resourceExtension(type: "ColorResource", names: catalog.colors, kind: .color).replacingOccurrences(of: "import DeveloperToolsSupport\nimport Foundation\n", with: "")
        let directory = NSTemporaryDirectory() + "xibgen-asset-symbols-\(getpid())"
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        for (file, text) in ["main.swift": Self.main, "gen.swift": generated, "GeneratedAssetSymbols.swift": symbols] {
            try text.write(toFile: directory + "/" + file, atomically: false, encoding: .utf8)
        }
        let harness = Fixtures.repoRoot + "/scripts/typecheck-generated"
        let typecheck = Shell.run([harness, directory + "/gen.swift", directory + "/GeneratedAssetSymbols.swift"])
        #expect(typecheck.status == 0, "\(typecheck.output)\n\(generated)")
        let run = Shell.run([harness, "--run", "--swift-version", "6", directory + "/main.swift", directory + "/gen.swift",
                             directory + "/GeneratedAssetSymbols.swift"])
        #expect(run.status == 0, "\(run.output)")
        let lines = run.output.split(separator: "\n").filter { $0.hasPrefix("asset: ") }.map { String($0.dropFirst(7)) }
        #expect(lines == [
            "image logo 0",
            "image Icons/close 2",
            "button tab-bar_Image not-in-any-catalog",
            #"title named("BrandColor")"#,
            #"background named("Icons/Tint")"#,
        ], "\(run.output)")
    }
}
