import Testing
import XibModel
@testable import XibGenerator

/// Every element translation carries XIB snippets and the Swift they must (and must not)
/// produce; this runs them all, SwiftLint-style.
@Suite("Element translation examples")
struct ElementExampleTests {
    struct Case: Sendable, CustomTestStringConvertible {
        let tag: String
        let index: Int
        let example: TranslationExample
        var testDescription: String { "\(tag) #\(index + 1) (line \(example.line))" }
    }

    static let cases: [Case] = ElementCatalog.all.flatMap { spec in
        spec.examples.enumerated().map { Case(tag: spec.tag, index: $0.offset, example: $0.element) }
    }

    @Test("every catalog element has examples")
    func everyElementHasExamples() {
        let withoutExamples = ElementCatalog.all.filter(\.examples.isEmpty).map(\.tag)
        // Content views are exercised through their cells' examples.
        #expect(Set(withoutExamples).isSubset(of: ["tableViewCellContentView", "collectionViewCellContentView"]), "\(withoutExamples)")
    }

    @Test("example", arguments: cases)
    func example(_ testCase: Case) throws {
        let example = testCase.example
        let xml = example.isScene ? TestXib.storyboard(scenes: [example.xib])
            : example.isRoot ? TestXib.document(objects: example.xib) : TestXib.document(subview: example.xib)
        let output = try TestXib.generate(xml)
        let lines = TestXib.lines(output.text)
        for expected in example.emits {
            // Examples name statements; a line may end in the block's `{` (or an empty block's `{}`) or the list's `,`.
            let found = lines.contains { $0 == expected || $0 == expected + " {" || $0 == expected + " {}" || $0 == expected + "," }
            #expect(found, "missing `\(expected)` in:\n\(output.text)")
        }
        for forbidden in example.omits {
            let offending = lines.filter { $0.contains(forbidden) }
            #expect(offending.isEmpty, "`\(forbidden)` should not appear, found: \(offending)")
        }
        let untranslated = output.diagnostics.filter { $0.severity != .note }
        if example.reported {
            #expect(!untranslated.isEmpty, "the example should be reported")
        } else {
            #expect(untranslated.isEmpty, "the example should translate completely: \(untranslated)")
        }
    }
}
