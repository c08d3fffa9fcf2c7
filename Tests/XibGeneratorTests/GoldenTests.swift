import Foundation
import Testing
import XibModel
@testable import XibGenerator

/// Each fixture XIB against its committed generated Swift. Set `XIBGEN_UPDATE_GOLDENS=1`
/// to rewrite the expected files after an intended change, then review the diff.
@Suite("Golden files")
struct GoldenTests {
    static let repositoryRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let goldenDirectory = repositoryRoot.appendingPathComponent("Tests/XibGeneratorTests/Golden")
    static let examplesDirectory = repositoryRoot.appendingPathComponent("Examples")
    static var updating: Bool { ProcessInfo.processInfo.environment["XIBGEN_UPDATE_GOLDENS"] == "1" }

    static func xibs(in directory: URL) -> [String] {
        let enumerator = FileManager.default.enumerator(atPath: directory.path)
        var paths: [String] = []
        while let path = enumerator?.nextObject() as? String {
            if path.hasSuffix(".xib") { paths.append(path) }
        }
        return paths.sorted()
    }

    static func generate(_ url: URL, options: GeneratorOptions = .default) throws -> GeneratedSource {
        let bytes = try [UInt8](Data(contentsOf: url))
        let document = try XibDocument.parse(bytes)
        return ViewCodeGenerator.generate(document, xibName: url.deletingPathExtension().lastPathComponent, options: options)
    }

    /// Goldens generated with options other than the defaults: `Name.VARIANT.swift` beside
    /// `Name.xib`, VARIANT naming the options (`iOS17`: `deploymentTarget` 17; `previews`; `coderBuild`: `initCoder: build`;
    /// joined by `-`). The conformance tests type-check them too.
    static let variants = [
        "SizeClasses.iOS17.swift",
        "ProfileCell.previews.swift",
        "LegacyPanels.previews.swift",
        "LegacyPanels.coderBuild.swift",
        "TopLevelContainers.previews-iOS17.swift",
    ]

    static func options(forVariant variant: String) -> GeneratorOptions {
        var options = GeneratorOptions.default
        for token in variant.split(separator: "-") {
            if token == "previews" { options.previews = true }
            if token == "coderBuild" { options.initCoder = .build }
            if token.hasPrefix("iOS"), let target = DeploymentTarget(String(token.dropFirst(3))) { options.deploymentTarget = target }
        }
        return options
    }

    @Test("fixture XIBs produce their golden Swift with other options", arguments: variants)
    func goldenVariant(_ name: String) throws {
        let parts = name.split(separator: ".")
        let xib = Self.goldenDirectory.appendingPathComponent(parts[0] + ".xib")
        let expectedURL = Self.goldenDirectory.appendingPathComponent(name)
        let output = try Self.generate(xib, options: Self.options(forVariant: String(parts[1])))
        if Self.updating {
            try output.text.write(to: expectedURL, atomically: true, encoding: .utf8)
        }
        let expected = try String(contentsOf: expectedURL, encoding: .utf8)
        #expect(output.text == expected, "\(name) differs from its golden file:\n\(LineDiff.describe(expected: expected, actual: output.text))")
    }

    @Test("fixture XIBs produce their golden Swift", arguments: xibs(in: goldenDirectory))
    func golden(_ name: String) throws {
        let xib = Self.goldenDirectory.appendingPathComponent(name)
        let expectedURL = xib.deletingPathExtension().appendingPathExtension("swift")
        let output = try Self.generate(xib)
        if Self.updating {
            try output.text.write(to: expectedURL, atomically: true, encoding: .utf8)
        }
        let expected = try String(contentsOf: expectedURL, encoding: .utf8)
        #expect(output.text == expected, "\(name) differs from its golden file:\n\(LineDiff.describe(expected: expected, actual: output.text))")
        #expect(!output.hasErrors, "\(output.diagnostics.filter { $0.severity == .error })")
    }

    @Test("Examples/ outputs are what the generator writes today (body after the header)", arguments: xibs(in: examplesDirectory))
    func example(_ name: String) throws {
        let xib = Self.examplesDirectory.appendingPathComponent(name)
        let generatedURL = xib.deletingPathExtension().appendingPathExtension("generated.swift")
        let output = try Self.generate(xib)
        let committed = try String(contentsOf: generatedURL, encoding: .utf8)
        let body = committed.split(separator: "\n", omittingEmptySubsequences: false)
            .drop { $0.hasPrefix("//") || $0.isEmpty }
            .joined(separator: "\n")
        #expect(body == output.text, "run `xibgen --once Examples` and commit the result:\n\(LineDiff.describe(expected: body, actual: output.text))")
        #expect(output.diagnostics.filter { $0.severity != .note }.isEmpty, "Examples should translate completely: \(output.diagnostics)")
    }

    @Test("generation is deterministic", arguments: xibs(in: goldenDirectory))
    func deterministic(_ name: String) throws {
        let xib = Self.goldenDirectory.appendingPathComponent(name)
        let first = try Self.generate(xib)
        let second = try Self.generate(xib)
        #expect(first == second)
    }
}

/// The first differing lines of two texts, for readable failures.
enum LineDiff {
    static func describe(expected: String, actual: String) -> String {
        let lhs = expected.split(separator: "\n", omittingEmptySubsequences: false)
        let rhs = actual.split(separator: "\n", omittingEmptySubsequences: false)
        var report: [String] = []
        for index in 0..<max(lhs.count, rhs.count) where report.count < 12 {
            let left = index < lhs.count ? String(lhs[index]) : "<end>"
            let right = index < rhs.count ? String(rhs[index]) : "<end>"
            if left != right {
                report.append("line \(index + 1):\n  - \(left)\n  + \(right)")
            }
        }
        return report.joined(separator: "\n")
    }
}
