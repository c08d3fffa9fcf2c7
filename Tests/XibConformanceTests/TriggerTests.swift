import Foundation
import Testing
import XibGenerator
import XibModel

/// `Triggers.storyboard`: a segue started by each trigger the generated code wires — a button,
/// a tap gesture recognizer, a bar button item of a toolbar in the view, one of the controller's
/// `toolbarItems`, one of its navigation item — in a scene with a class of its own, and a button
/// in a scene without one (whose actions extend `UIViewController`). Each trigger is fired
/// through the recording surface's event delivery (a tap, a recognized gesture): the controller
/// receives the generated action, `shouldPerformSegue(withIdentifier:sender:)` and then
/// `prepare(for:sender:)` see the trigger as the sender, as UIKit's, and the transition is the
/// segue's. The same storyboard converted under a second name (a second namespace) type-checks in
/// the same module: their actions on `UIViewController` never share a selector.
@Suite("Segue triggers wired with target/action", .serialized)
struct TriggerTests {
    static let app = """
        import UIKit

        @MainActor var triggerLog: [String] = []

        @MainActor func senderName(_ sender: Any?) -> String { sender.map { "\\(type(of: $0))" } ?? "nil" }

        final class StartViewController: UIViewController {
            init() {
                super.init(nibName: nil, bundle: nil)
                TriggersStoryboard.StartViewControllerLayout.configure(self)
            }
            required init?(coder: NSCoder) { fatalError("built in code") }
            override func loadView() {
                let layout = TriggersStoryboard.StartViewControllerLayout()
                view = layout
                layout.connect(to: self)
            }
            var layout: TriggersStoryboard.StartViewControllerLayout { view as! TriggersStoryboard.StartViewControllerLayout }
            var toolItemOutlet: UIBarButtonItem!
            override func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool {
                triggerLog.append("should \\(identifier) sender=\\(senderName(sender))")
                return true
            }
            override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
                triggerLog.append("prepare \\(segue.identifier ?? "nil") -> \\(type(of: segue.destination)) sender=\\(senderName(sender))")
                super.prepare(for: segue, sender: sender)
            }
        }
        final class TargetViewController: UIViewController {}
        """

    /// The run's `main.swift`: registers the generated actions (the surface's stand-in for the
    /// Objective-C method table), then fires every trigger.
    static func main(registrations: [String]) -> String {
        """
        import UIKit

        MainActor.assumeIsolated {
        \(registrations.map { "    " + $0 }.joined(separator: "\n"))
            @MainActor func flush(_ label: String) {
                let events = _SurfaceRecorder.events.compactMap { event -> String? in
                    switch event {
                    case .present, .push: return event.description
                    default: return nil
                    }
                }
                print("\\(label): " + (triggerLog + events).joined(separator: " | "))
                triggerLog.removeAll()
                _SurfaceRecorder.reset()
            }
            @MainActor func host(_ controller: UIViewController) -> (UIWindow, UINavigationController) {
                let navigation = UINavigationController(rootViewController: controller)
                let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
                window.rootViewController = navigation
                window.makeKeyAndVisible()
                _SurfaceRecorder.reset()
                return (window, navigation)
            }
            let start = StartViewController()
            var (window, navigation) = host(start)
            print("outlet=\\(start.toolItemOutlet === start.toolbarItems?.first)")
            print("targets=\\([start.layout.goButton.actions(forTarget: start, forControlEvent: .primaryActionTriggered) != nil, start.navigationItem.rightBarButtonItem?.target === start, start.toolbarItems?.first?.target === start, start.layout.barButtonItem.target === start, start.layout.tapGestureRecognizer._surfaceTargetActions.first?.target === start])")
            start.layout.goButton._surfaceTap()
            flush("button")
            navigation.popToRootViewController(animated: false)
            _SurfaceRecorder.reset()
            start.layout.tapGestureRecognizer._surfaceRecognize()
            flush("gesture")
            start.dismiss(animated: false)
            _SurfaceRecorder.reset()
            start.layout.barButtonItem._surfaceTap()
            flush("toolbar")
            start.dismiss(animated: false)
            _SurfaceRecorder.reset()
            start.toolbarItems![0]._surfaceTap()
            flush("toolbarItems")
            start.dismiss(animated: false)
            _SurfaceRecorder.reset()
            start.navigationItem.rightBarButtonItem!._surfaceTap()
            flush("navigationItem")
            let plain = TriggersStoryboard.makePlain()
            (window, navigation) = host(plain)
            (plain.view as! TriggersStoryboard.PlainLayout).goButton._surfaceTap()
            flush("plain")
            _ = window
        }
        """
    }

    static let expected = [
        "outlet=true",
        "targets=[true, true, true, true, true]",
        "button: should go sender=UIButton | prepare go -> TargetViewController sender=UIButton | push TargetViewController on UINavigationController animated=true",
        "gesture: should tapped sender=UITapGestureRecognizer | prepare tapped -> TargetViewController sender=UITapGestureRecognizer | present TargetViewController from UINavigationController style=pageSheet transition=coverVertical animated=true",
        "toolbar: should fromToolbar sender=UIBarButtonItem | prepare fromToolbar -> TargetViewController sender=UIBarButtonItem | present TargetViewController from UINavigationController style=fullScreen transition=coverVertical animated=true",
        "toolbarItems: should fromToolbarItems sender=UIBarButtonItem | prepare fromToolbarItems -> TargetViewController sender=UIBarButtonItem | present TargetViewController from UINavigationController style=formSheet transition=coverVertical animated=true",
        "navigationItem: should next sender=UIBarButtonItem | prepare next -> TargetViewController sender=UIBarButtonItem | push TargetViewController on UINavigationController animated=true",
        "plain: push TargetViewController on UINavigationController animated=true",
    ]

    static func generate(as name: String) throws -> GeneratedSource {
        let path = Fixtures.repoRoot + "/Tests/XibConformanceTests/Fixtures/Triggers.storyboard"
        let document = try XibDocument.parse(Array(FileManager.default.contents(atPath: path) ?? Data()))
        return ViewCodeGenerator.generate(document, xibName: name)
    }

    /// `_SurfaceActions.register` of each wired trigger's action, calling the generated method.
    static func registrations(_ output: GeneratedSource) -> [String] {
        output.segues.compactMap(\.trigger).map { trigger in
            "_SurfaceActions.register(\"\(trigger.selector)\", for: \(trigger.ownerClass).self) { receiver, sender in "
                + "if let sender { (receiver as! \(trigger.ownerClass)).\(trigger.selector.dropLast())(sender) } }"
        }
    }

    @Test("each trigger kind, fired through the surface, sends its action to the controller: shouldPerform, then prepare with the trigger as sender, then the transition")
    func everyTriggerKindFires() throws {
        let output = try Self.generate(as: "Triggers")
        #expect(output.segues.compactMap(\.trigger?.kind) == [.control, .barButtonItem, .barButtonItem, .barButtonItem, .gestureRecognizer, .control, .control])
        #expect(output.diagnostics.filter { $0.kind == "segue-trigger" }.isEmpty, "\(output.diagnostics)")
        #expect(!output.text.contains("UIAction"))
        // The toolbar item an outlet names is wired once, where configure(_:) creates the instance shown.
        #expect(output.text.components(separatedBy: "_fromToolbarItems(_:))").count == 2)
        #expect(output.text.contains("toolBarButtonItem.action = #selector(StartViewController.triggerSegue18TriggersStoryboard24StartViewControllerSegue_fromToolbarItems(_:))"))
        let other = try Self.generate(as: "MoreTriggers")
        let selectors = Set(output.segues.compactMap(\.trigger?.selector))
        #expect(selectors.count == 7)
        #expect(selectors.isDisjoint(with: other.segues.compactMap(\.trigger?.selector)))
        // Both storyboards' scene without a class extend UIViewController.
        #expect(output.text.contains("extension UIViewController {") && other.text.contains("extension UIViewController {"))

        let directory = NSTemporaryDirectory() + "xibgen-triggers-\(getpid())"
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let files = ["main.swift": Self.main(registrations: Self.registrations(output)), "gen.swift": output.text,
                     "more.swift": other.text, "app.swift": Self.app]
        for (name, text) in files { try text.write(toFile: directory + "/" + name, atomically: false, encoding: .utf8) }
        let harness = Fixtures.repoRoot + "/scripts/typecheck-generated"
        // Both storyboards' files in one module: `StartViewController` and `UIViewController` get
        // actions from each, under different selectors.
        let typecheck = Shell.run([harness, directory + "/gen.swift", directory + "/more.swift", directory + "/app.swift"])
        #expect(typecheck.status == 0, "\(typecheck.output)")
        let run = Shell.run([harness, "--run", "--swift-version", "5", directory + "/main.swift", directory + "/gen.swift", directory + "/app.swift"])
        #expect(run.status == 0, "\(run.output)")
        let lines = run.output.split(separator: "\n").map(String.init).filter { ($0.contains("=") || $0.contains(": ")) && !$0.contains("warning") && !$0.hasPrefix("typecheck-generated:") }
        #expect(lines == Self.expected, "\(run.output)")
    }

    /// The static table's button is found through the layout (a static cell joins its table only
    /// when the table asks for it), not only in the view tree.
    @Test("scripts/check-corpus's segue run fires the fixture's triggers through their controls, items and gestures")
    func corpusRunFiresTriggers() throws {
        let path = Fixtures.repoRoot + "/Tests/XibConformanceTests/Fixtures/Triggers.storyboard"
        let bytes = Array(FileManager.default.contents(atPath: path) ?? Data())
        let subject = try Subject.make(name: "Triggers", xib: bytes, surface: Fixtures.surface)
        #expect(subject.segues.count == 7)
        #expect(subject.segues.map { $0.expected.components(separatedBy: " sender=").last ?? "" }
            == ["control", "barButtonItem", "barButtonItem", "barButtonItem", "gestureRecognizer", "control", "control"])
        let runner = Fixtures.runner
        try runner.buildSurface()
        let result = try #require(try runner.check([subject], label: "triggers").first)
        #expect(result.agrees, "\(result.report)")
        #expect(result.segues.count == 7)
        for segue in result.segues { #expect(segue.actual == segue.expected) }
    }
}
