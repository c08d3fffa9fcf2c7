import Foundation
import Testing
import XibGenerator
import XibModel

/// A nib builds each view at its XIB frame and autoresizing applies later size changes as a
/// difference; generated code must give the same frames (`FrameExpectation`, `frame` lines).
@Suite("Autoresizing: views keep the nib's frames when their containers are resized", .serialized)
struct AutoresizingTests {
    static let fixture = Fixtures.all.first { $0.name == "Conformance/Autoresizing" }!

    /// The generated code, and the same code built the way xibgen did before building at the
    /// design size: every view starting at `.zero` (or UIKit's default cell size) while its
    /// subviews are added.
    static let results: Result<(current: SubjectResult, zeroSized: SubjectResult), ConformanceError> = {
        do {
            try Fixtures.runner.buildSurface()
            let subject = try Fixtures.subject(fixture)
            let zeroSized = subject.text.split(separator: "\n", omittingEmptySubsequences: false).filter { line in
                let code = line.trimmingCharacters(in: .whitespaces)
                return !(code.hasPrefix("// Built at the XIB's size") || code.hasPrefix("self.frame = CGRect(")
                         || code.hasPrefix("contentView.frame = CGRect(") || code.hasPrefix("if frame != .zero")
                         || code == "view.frame = CGRect(x: 184, y: 300, width: 400, height: 300)")
            }.joined(separator: "\n")
            let current = try Fixtures.runner.check([subject], label: "autoresizing").first!
            let old = try Fixtures.runner.check([try Fixtures.subject(fixture, text: zeroSized, name: "zero-sized")], label: "autoresizing-zero").first!
            return .success((current, old))
        } catch let error as ConformanceError {
            return .failure(error)
        } catch {
            return .failure(ConformanceError("\(error)"))
        }
    }()

    @Test("every view autoresizing lays out is where the nib puts it, at the design size and after two resizes")
    func framesAgree() throws {
        let (result, _) = try Self.results.get()
        #expect(result.ran && result.diffs["frame"]?.isEmpty == true, "\(result.report)")
        let expected = try Fixtures.subject(Self.fixture).expected(0) + Fixtures.subject(Self.fixture).expected(1)
        let frames = expected.filter { $0.hasPrefix("frame ") }
        // Root: image view, scroll view, strip, button, fixed panel and its child, the card's two subviews; cell: two.
        #expect(frames.filter { $0.hasPrefix("frame design ") }.count == 10)
        #expect(frames.contains("frame 1 r.0 0,0,832,1124"), "the flexible image view takes the root's growth: \(frames)")
        #expect(frames.contains("frame 1 r.1 0,1024,832,100"), "the bottom-pinned scroll view moves down by it: \(frames)")
        #expect(frames.contains("frame 1 r.2.0 10,10,180,80"), "a view that does not autoresize keeps its subviews: \(frames)")
        #expect(result.autoresizedViews == 10 && result.autoresizedViewsAtNibFrame == 10)
    }

    @Test("built at .zero, as before, the views land elsewhere and the check says where")
    func zeroSizedBuildIsCaught() throws {
        let (_, old) = try Self.results.get()
        #expect(old.typechecks && old.ran, "\(old.report)")
        let missing = old.diffs["frame"]?.missing ?? []
        #expect(missing.contains("[0] frame 1 r.0 0,0,832,1124"), "\(old.report)")
        // Inside the Auto Layout card (the engine sizes it from .zero): wrong already at the design size.
        #expect(missing.contains("[0] frame design r.3.1 20,54,360,226"), "\(old.report)")
        // The cell's content view is shorter than UIKit's default cell: its subviews move by the difference.
        #expect(missing.contains { $0.hasPrefix("[1] frame 1 r.cv.1 ") }, "\(old.report)")
        #expect(old.autoresizedViewsAtNibFrame < old.autoresizedViews)
    }
}
