import Foundation
import Testing
import XibGenerator

/// The availability lint (`AvailabilityLint`, table `Tests/Support/Availability.tsv`) over the
/// generated code the tests keep: every golden at its deployment target, and the conformance
/// fixtures. It catches the control-triggered segue wiring the flow once emitted (`UIControl.
/// addAction(_:for:)`, iOS 14, at the default target 13), kept as a fixture.
@Suite("Availability lint")
struct AvailabilityLintTests {
    static let lint: AvailabilityLint = {
        do { return try AvailabilityLint.load(repoRoot: Fixtures.repoRoot) } catch { fatalError("\(error)") }
    }()

    /// Every generated file kept by the tests, with the deployment target it was generated for:
    /// goldens (`Name.iOS17.swift` is 17; the others the default) and conformance fixtures.
    static func generatedFiles() -> [(path: String, target: DeploymentTarget)] {
        var files: [(String, DeploymentTarget)] = []
        let golden = Fixtures.repoRoot + "/Tests/XibGeneratorTests/Golden"
        let enumerator = FileManager.default.enumerator(atPath: golden)
        while let relative = enumerator?.nextObject() as? String {
            guard relative.hasSuffix(".swift") else { continue }
            let name = (relative as NSString).lastPathComponent
            let variant = name.split(separator: ".").dropFirst().dropLast().joined(separator: ".")
            var target = DeploymentTarget.minimum
            for token in variant.split(separator: "-") where token.hasPrefix("iOS") {
                if let version = DeploymentTarget(String(token.dropFirst(3))) { target = version }
            }
            files.append((golden + "/" + relative, target))
        }
        let fixtures = Fixtures.repoRoot + "/Tests/XibConformanceTests/Fixtures/"
        files.append((fixtures + "Flow.generated.swift", .minimum))
        // Generated with `style.assetSymbols` at iOS 17 (AssetSymbolSurfaceTests).
        files.append((fixtures + "AssetSymbols.generated.swift", DeploymentTarget(17)))
        return files.sorted { $0.0 < $1.0 }
    }

    @Test("no golden uses API newer than its deployment target outside an availability scope")
    func goldensRespectTheirDeploymentTarget() throws {
        let files = Self.generatedFiles()
        #expect(files.count >= 20)
        var documentUses: [String] = []
        for (path, target) in files {
            let text = try String(contentsOfFile: path, encoding: .utf8)
            let violations = Self.lint.check(text, target: target)
            let name = (path as NSString).lastPathComponent
            #expect(violations.filter { $0.scope == .generator }.isEmpty, "\(name) at iOS \(target): \(violations)")
            documentUses += violations.filter { $0.scope == .document }.map { "\(name) \($0)" }
        }
        // What the fixture documents themselves use (button configurations, iOS 15 …) is written in
        // `if #available` blocks below its version (ElementContext.available / PropertyRule.introduced).
        #expect(documentUses.isEmpty, "document features above the target outside a block:\n\(documentUses.joined(separator: "\n"))")
    }

    @Test("the old UIAction wiring of control-triggered segues is caught at iOS 13, not at 14")
    func oldTriggerWiringIsCaught() throws {
        let path = Fixtures.repoRoot + "/Tests/XibConformanceTests/Fixtures/Availability/Flow.UIAction.generated.swift"
        let text = try String(contentsOfFile: path, encoding: .utf8)
        let violations = Self.lint.check(text, target: .minimum)
        #expect(violations.map(\.line) == [60, 63, 135])
        #expect(violations.allSatisfy { $0.api == "UIControl.addAction(_:for:)" && $0.introduced == DeploymentTarget(14) && $0.scope == .generator })
        #expect(Self.lint.check(text, target: DeploymentTarget(14)).isEmpty)
    }

    @Test("availability scopes: if #available and @available raise the version; else branches, comments and strings do not")
    func scopes() {
        let source = """
            import UIKit
            func wire(_ button: UIButton) {
                if #available(iOS 14, *) {
                    button.addAction(UIAction { _ in }, for: .touchUpInside)
                } else {
                    button.addAction(UIAction { _ in }, for: .touchUpInside)
                }
                // button.addAction(…) in a comment
                let text = "button.addAction(x)"
                if #available(iOS 13.4, *) { button.addAction(UIAction { _ in }, for: .touchUpInside) }
            }
            @available(iOS 14, *)
            func modern(_ button: UIButton) {
                button.addAction(UIAction { _ in }, for: .touchUpInside)
            }
            @available(iOS 17, *)
            let color = UIColor(resource: .brand)
            let late = UIColor(resource: .brand)
            """
        let violations = Self.lint.check(source, target: .minimum)
        #expect(violations.map(\.line) == [6, 10, 18], "\(violations)")
    }

    @Test("a malformed table row is an error naming its line")
    func tableErrors() {
        #expect(throws: AvailabilityLint.TableError.self) { try AvailabilityLint(table: "# c\n14.0\tgenerator\tx\n") }
        do {
            _ = try AvailabilityLint(table: "# comment\n\n14\tsometimes\tx\tAPI\tsource\n")
            Issue.record("accepted an unknown scope")
        } catch let error as AvailabilityLint.TableError {
            #expect(error.line == 3)
            #expect(error.description.contains("Availability.tsv:3"))
        } catch {
            Issue.record("\(error)")
        }
    }
}
