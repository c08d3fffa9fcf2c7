import Testing
import XibPlatform
import XibGenerator
@testable import XibPipeline

@Suite struct ConfigTests {
    @Test func emptyFileGivesDefaults() throws {
        let config = try ConfigLoader.parse(yaml: "")
        #expect(config == .default)
        #expect(config.roots == ["."])
        #expect(config.outputSuffix == ".generated.swift")
        #expect(config.outputDirectory == nil)
        #expect(config.typeNameTemplate == "{xib}Layout")
        #expect(config.additionalTypeNameTemplate == "{xib}{Object}Layout")
        #expect(config.indent == "    ")
        #expect(config.accessLevel == .internal)
        #expect(config.cacheDirectory == ".xibgen")
        #expect(config.deploymentTarget == DeploymentTarget(13, 0))
        #expect(config.previews == false)
    }

    @Test func documentedDefaultFileParsesToDefaults() throws {
        let text = Fixtures.textAt(PathUtil.join(PathUtil.dirname(PathUtil.dirname(Fixtures.directory)), "../Config/xibgen.yml"))
        #expect(try ConfigLoader.parse(yaml: text) == .default)
    }

    @Test func everyKey() throws {
        let config = try ConfigLoader.parse(yaml: """
            roots: [App, Features/Profile]
            exclude: ["Legacy", "App/Old/*"]
            output:
              suffix: .xib.swift
              directory: Generated/Views
            naming:
              typeName: "{xib}View"
              additionalTypeName: "{xib}{Object}View"
            style:
              indent: tab
              accessLevel: public
            cache:
              directory: build/xibgen-cache
            """)
        #expect(config.roots == ["App", "Features/Profile"])
        #expect(config.exclude == ["Legacy", "App/Old/*"])
        #expect(config.outputSuffix == ".xib.swift")
        #expect(config.outputDirectory == "Generated/Views")
        #expect(config.typeNameTemplate == "{xib}View")
        #expect(config.additionalTypeNameTemplate == "{xib}{Object}View")
        #expect(config.indent == "\t")
        #expect(config.accessLevel == .public)
        #expect(config.cacheDirectory == "build/xibgen-cache")
        #expect(try ConfigLoader.parse(yaml: "style:\n  indent: 2\n").indent == "  ")
        for (yaml, target) in [("17", DeploymentTarget(17)), ("17.0", DeploymentTarget(17)), ("\"16.4\"", DeploymentTarget(16, 4)),
                               ("'15.2.1'", DeploymentTarget(15, 2)), ("13.10", DeploymentTarget(13, 10))] {
            let parsed = try ConfigLoader.parse(yaml: "style:\n  deploymentTarget: \(yaml)\n  previews: true\n")
            #expect(parsed.deploymentTarget == target, "\(yaml)")
            #expect(parsed.generatorOptions.deploymentTarget == target)
            #expect(parsed.generatorOptions.previews)
        }
    }

    @Test func unknownKeyCarriesLineAndSuggestion() {
        #expect(throws: ConfigError(file: "xibgen.yml", line: 3, column: 3, "unknown key 'naming.typename' (did you mean 'naming.typeName'?)")) {
            try ConfigLoader.parse(yaml: "roots: [.]\nnaming:\n  typename: X\n")
        }
        #expect(throws: ConfigError(file: "xibgen.yml", line: 1, column: 1, "unknown key 'root' (did you mean 'roots'?)")) {
            try ConfigLoader.parse(yaml: "root: [.]\n")
        }
        let e = ConfigError(file: "xibgen.yml", line: 3, column: 3, "unknown key 'x'")
        #expect(e.description == "xibgen.yml:3:3: error: unknown key 'x'")
    }

    @Test(arguments: [
        ("style:\n  indent: four\n", 2, "'style.indent' must be a number of spaces or 'tab'"),
        ("roots: App\n", 1, "'roots' must be a list of strings"),
        ("style:\n  accessLevel: private\n", 2, "'style.accessLevel' must be one of internal, public, open"),
        ("output:\n  suffix: 3\n", 2, "'output.suffix' must be a string"),
        ("output:\n  directory: ../Elsewhere\n", 2, "may not leave the project root"),
        ("output:\n  directory: /abs/out\n", 2, "must be relative to the project root"),
        ("naming: [a]\n", 1, "'naming' must be a mapping"),
        ("roots: [\n", 2, "invalid YAML"),
        ("style:\n  deploymentTarget: 12.4\n", 2, "'style.deploymentTarget' must be 13.0 or later"),
        ("style:\n  deploymentTarget: seventeen\n", 2, "'style.deploymentTarget' must be an iOS version such as 13.0"),
        ("style:\n  deploymentTarget: \"17.0.0.1\"\n", 2, "'style.deploymentTarget' must be an iOS version"),
        ("style:\n  previews: yes please\n", 2, "'style.previews' must be true or false"),
        // An output named like a source would be discovered as one.
        ("output:\n  suffix: .storyboard\n", 2, "'output.suffix' must be a non-empty file name suffix"),
        ("naming:\n  storyboardNamespace: Scenes\n", 2, "'naming.storyboardNamespace' must contain {storyboard}"),
        ("naming:\n  sceneTypeName: Layout\n", 2, "'naming.sceneTypeName' must contain {scene}"),
    ])
    func wrongTypesAndBadValues(yaml: String, line: Int, fragment: String) {
        do {
            _ = try ConfigLoader.parse(yaml: yaml)
            Issue.record("expected an error for \(yaml)")
        } catch {
            #expect(error.line == line, "\(error)")
            #expect(error.message.contains(fragment), "\(error)")
        }
    }

    @Test func effectiveHashCoversOutputAffectingSettingsOnly() throws {
        let base = XibgenConfig.default
        var roots = base
        roots.roots = ["App"]
        roots.exclude = ["X"]
        #expect(roots.effectiveHash == base.effectiveHash)
        var naming = base
        naming.typeNameTemplate = "{xib}View"
        #expect(naming.effectiveHash != base.effectiveHash)
        var indent = base
        indent.indent = "\t"
        #expect(indent.effectiveHash != base.effectiveHash)
        #expect(base.effectiveDescription.contains("xibgen=\(XibgenVersion.current)\n"))
        #expect(base.effectiveHash == XibgenConfig.default.effectiveHash)
        var target = base
        target.deploymentTarget = DeploymentTarget(17)
        #expect(target.effectiveHash != base.effectiveHash)
        var previews = base
        previews.previews = true
        #expect(previews.effectiveHash != base.effectiveHash)
    }

    @Test func lookup() throws {
        let dir = TempDir()
        #expect(try ConfigLoader.load(explicitPath: nil, directory: dir.path).file == nil)
        dir.write(".xibgen.yml", "style:\n  indent: 2\n")
        #expect(try ConfigLoader.load(explicitPath: nil, directory: dir.path).config.indent == "  ")
        dir.write("xibgen.yml", "style:\n  indent: 3\n")
        #expect(try ConfigLoader.load(explicitPath: nil, directory: dir.path).config.indent == "   ")
        dir.write("sub/custom.yml", "style:\n  indent: 5\n")
        let loaded = try ConfigLoader.load(explicitPath: "sub/custom.yml", directory: dir.path)
        #expect(loaded.config.indent == "     ")
        #expect(loaded.root == PathUtil.join(dir.path, "sub"))
        #expect(throws: ConfigError.self) { try ConfigLoader.load(explicitPath: "nope.yml", directory: dir.path) }
    }
}

extension Fixtures {
    static func textAt(_ path: String) -> String {
        String(decoding: FileManager.default.contents(atPath: PathUtil.normalize(path)) ?? Data(), as: UTF8.self)
    }
}

import Foundation
