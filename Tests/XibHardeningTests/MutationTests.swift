import Foundation
import Testing
import XibPipeline

/// A fixed, fast subset of scripts/mutation-corpus on the repository's own XIBs.
/// Per mutated copy: no crash or hang, run exit 1, the expected diagnostic, previous output
/// byte-identical for invalid files, and every other file in the run still processed.
@Suite("Mutation corpus (repository XIBs)")
struct MutationTests {
    enum Expect { case error, warning, directory }

    struct Mutation: Sendable {
        var name: String
        var expect: Expect
        /// nil: not applicable to this file.
        var apply: @Sendable ([UInt8]) -> [UInt8]?
    }

    static func replacingFirst(_ bytes: [UInt8], _ pattern: String, _ transform: (String) -> String) -> [UInt8]? {
        let text = String(decoding: bytes, as: UTF8.self)
        guard let regex = try? NSRegularExpression(pattern: pattern),
              let match = regex.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)),
              let range = Range(match.range, in: text) else { return nil }
        return Array(text.replacingCharacters(in: range, with: transform(String(text[range]))).utf8)
    }

    static let mutations: [Mutation] = [
        Mutation(name: "truncate-half", expect: .error) { Array($0.prefix($0.count / 2)) },
        Mutation(name: "truncate-one", expect: .error) { Array($0.prefix(1)) },
        Mutation(name: "nul-byte", expect: .error) { b in var b = b; b[b.count * 2 / 3] = 0; return b },
        Mutation(name: "delete-closing-tag", expect: .error) { replacingFirst($0, "</subviews>|</objects>") { _ in "" } },
        Mutation(name: "duplicate-id", expect: .error) { b in
            // The File's Owner's id on the first view.
            replacingFirst(b, "<view\\b[^>]*?\\bid=\"[^\"]+\"") { $0.replacingOccurrences(of: "id=\"[^\"]+\"", with: "id=\"-1\"", options: .regularExpression) }
        },
        Mutation(name: "dangling-reference", expect: .error) { b in
            replacingFirst(b, "(firstItem|secondItem|destination)=\"[^\"]+\"") { $0.replacingOccurrences(of: "\"[^\"]+\"", with: "\"no-such-id\"", options: .regularExpression) }
        },
        Mutation(name: "constant-abc", expect: .error) { b in
            replacingFirst(b, "<constraint\\b") { _ in "<constraint constant=\"abc\"" }.flatMap { b in
                // Only when the constraint had no constant of its own (else the duplicate attribute is the error).
                String(decoding: b, as: UTF8.self).range(of: "<constraint constant=\"abc\"[^>]*constant=", options: .regularExpression) == nil ? b : nil
            }
        },
        Mutation(name: "multiplier-1-0", expect: .error) { b in
            replacingFirst(b, "<constraint\\b[^>]*?firstAttribute=\"[^\"]+\"") { tag in
                tag.contains("multiplier=") ? tag.replacingOccurrences(of: "multiplier=\"[^\"]*\"", with: "multiplier=\"1:0\"", options: .regularExpression)
                    : tag.replacingOccurrences(of: "<constraint", with: "<constraint multiplier=\"1:0\"")
            }
        },
        Mutation(name: "non-utf8", expect: .error) { b in
            replacingFirst(b, "<objects>") { $0 }.map { _ in
                let i = String(decoding: b, as: UTF8.self).utf8.count / 2
                return Array(b[..<i]) + [0xC3, 0x28] + Array(b[i...])
            }
        },
        Mutation(name: "empty", expect: .error) { _ in [] },
        Mutation(name: "binary", expect: .error) { _ in [0x89] + Array("PNG\r\n".utf8) + (0..<2048).map { UInt8(truncatingIfNeeded: $0 &* 2_654_435_761 >> 13) } },
        Mutation(name: "unknown-element", expect: .warning) { replacingFirst($0, "<subviews>") { $0 + "<xibgenUnknownWidget id=\"xibgen-unknown\"/>" } },
        Mutation(name: "directory", expect: .directory) { $0 },
    ]

    static var sources: [String] { Fixture.repositoryXIBs().filter { !$0.hasSuffix("Broken.xib") && !$0.hasSuffix("DuplicateID.xib") } }

    @Test("mutations of each repository XIB", arguments: sources)
    func mutate(source: String) throws {
        let original = [UInt8](try #require(FileManager.default.contents(atPath: source)))
        let name = (source as NSString).lastPathComponent
        let output = String(name.dropLast(4)) + ".generated.swift"
        let project = Project()
        let entries = ["control"] + Self.mutations.map(\.name)
        for entry in entries { project.write("\(entry)/\(name)", original) }
        let baseline = project.xibgen("--once")
        #expect(baseline.signal == nil && !baseline.timedOut, "\(baseline)")
        var before: [String: [UInt8]?] = [:]
        for entry in entries { before[entry] = project.read("\(entry)/\(output)") }
        try #require(before["control"]! != nil, "the original converts: \(baseline)")

        var applied: [Mutation] = []
        for mutation in Self.mutations {
            if mutation.expect == .directory {
                try FileManager.default.removeItem(atPath: project.abs("\(mutation.name)/\(name)"))
                try FileManager.default.createDirectory(atPath: project.abs("\(mutation.name)/\(name)"), withIntermediateDirectories: false)
                applied.append(mutation)
            } else if let mutated = mutation.apply(original) {
                project.write("\(mutation.name)/\(name)", mutated)
                applied.append(mutation)
            }
        }
        let control = original + Array("\n<!-- changed -->\n".utf8)
        project.write("control/\(name)", control)

        let run = project.xibgen("--once", "--jobs", "2")
        #expect(run.signal == nil && !run.timedOut, "\(run)")
        #expect(run.status == 1, "\(run)")
        #expect(run.stdout.contains("wrote control/\(output)"), "other files in the run are still processed")
        #expect(outputIsWhole(project.read("control/\(output)"), source: control))
        #expect(!project.allFiles().contains { $0.contains("xibgen-tmp") }, "no temporary files left")

        for mutation in applied {
            let prefix = "\(mutation.name)/\(name):"
            let lines = run.stderr.split(separator: "\n").filter { $0.hasPrefix(prefix) }
            let located = { (severity: String) in
                lines.contains { line in
                    let parts = line.dropFirst(prefix.count).split(separator: ":", maxSplits: 2)
                    return parts.count == 3 && parts[0].allSatisfy(\.isNumber) && parts[1].allSatisfy(\.isNumber)
                        && Int(parts[0])! >= 1 && parts[2].hasPrefix(" \(severity): ")
                }
            }
            let after = project.read("\(mutation.name)/\(output)")
            switch mutation.expect {
            case .error:
                #expect(located("error"), "\(mutation.name): \(lines)")
                #expect(after == before[mutation.name]!, "\(mutation.name): previous output untouched")
            case .warning:
                #expect(located("warning"), "\(mutation.name): \(lines)")
                #expect(!located("error"), "\(mutation.name): \(lines)")
                #expect(outputIsWhole(after, source: project.read("\(mutation.name)/\(name)")), "\(mutation.name) regenerated")
            case .directory:
                #expect(lines.isEmpty, "\(mutation.name): \(lines)")
                #expect(after == before[mutation.name]!, "\(mutation.name): output beside a directory untouched")
            }
        }

        // Again: same errors (now from the memo), nothing written.
        let again = project.xibgen("--once", "--jobs", "2")
        #expect(again.status == 1 && !again.stdout.contains("wrote "), "\(again)")
        #expect(Set(again.stderr.split(separator: "\n").filter { $0.contains(": error: ") })
                == Set(run.stderr.split(separator: "\n").filter { $0.contains(": error: ") }))
    }
}
