import Foundation
import Testing
import XibGenerator
import XibModel

/// `Flow.storyboard` (a tab bar controller holding a navigation controller and a storyboard
/// reference; a scene starting a segue of each kind, an embed and an unwind) built from its
/// generated factories and driven on the recording surface: containers hold their children's
/// factories' controllers, the app's `shouldPerformSegue(withIdentifier:sender:)` is asked before
/// `prepare(for:sender:)`, which runs before the transition, and an embedded child is prepared
/// before it is contained.
@Suite("Storyboard flow as code", .serialized)
struct FlowTests {
    static let app = """
        import UIKit

        @MainActor var flowLog: [String] = []
        @MainActor var blocked: Set<String> = []

        final class ListViewController: UIViewController {
            init() {
                super.init(nibName: nil, bundle: nil)
                FlowStoryboard.ListViewControllerLayout.configure(self)
            }
            required init?(coder: NSCoder) { fatalError("built in code") }
            override func loadView() {
                let layout = FlowStoryboard.ListViewControllerLayout()
                view = layout
                layout.connect(to: self)
            }
            var layout: FlowStoryboard.ListViewControllerLayout { view as! FlowStoryboard.ListViewControllerLayout }
            override func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool {
                flowLog.append("should \\(identifier) sender=\\(sender.map { "\\(type(of: $0))" } ?? "nil")")
                return !blocked.contains(identifier)
            }
            override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
                let performed = _SurfaceRecorder.events.contains { if case .perform = $0 { return true } else { return false } }
                let contained = segue.destination.parent != nil
                flowLog.append("prepare \\(segue.identifier ?? "nil") -> \\(type(of: segue.destination)) performedYet=\\(performed) containedYet=\\(contained)")
                super.prepare(for: segue, sender: sender)
            }
        }

        final class DetailViewController: UIViewController {
            override func loadView() {
                let layout = FlowStoryboard.DetailViewControllerLayout()
                view = layout
                layout.connect(to: self)
            }
            // Its Done button's unwind (UnwindTests).
            override func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool {
                flowLog.append("detail should \\(identifier)")
                return true
            }
            override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
                flowLog.append("detail prepare \\(segue.identifier ?? "nil") -> \\((segue.destination as? Landing)?.name ?? "\\(type(of: segue.destination))")")
            }
        }
        /// A controller implementing the Done button's unwind action, with a name for the log (UnwindTests).
        final class Landing: UIViewController {
            let name: String
            init(_ name: String) { self.name = name; super.init(nibName: nil, bundle: nil) }
            required init?(coder: NSCoder) { fatalError() }
        }
        final class ChildViewController: UIViewController {}
        final class SettingsViewController: UIViewController {}
        final class FadeSegue: UIStoryboardSegue {
            override func perform() {
                flowLog.append("FadeSegue.perform \\(type(of: source)) -> \\(type(of: destination))")
                super.perform()
            }
        }

        /// What `Settings.storyboard`'s generated file declares (converted: the reference uses its factory).
        enum SettingsStoryboard {
            @MainActor static func makeInitialViewController() -> UIViewController { SettingsViewController() }
        }
        """

    /// The surface's stand-in for the Objective-C method table, in a run's `main.swift` (the
    /// type-check sees the methods `fileprivate`, as Xcode does; the runtime flavour, internal).
    static let registrations = """
        /// The surface's stand-in for the Objective-C method table: the generated actions the
        /// triggers of the segues send to their controllers (the runtime flavour makes them internal).
        @MainActor func registerSegueTriggers() {
            _SurfaceActions.register("triggerSegue14FlowStoryboard9ListSegue_showDetail:", for: ListViewController.self) {
                ($0 as! ListViewController).triggerSegue14FlowStoryboard9ListSegue_showDetail($1!)
            }
            _SurfaceActions.register("triggerSegue14FlowStoryboard9ListSegue_help:", for: ListViewController.self) {
                ($0 as! ListViewController).triggerSegue14FlowStoryboard9ListSegue_help($1!)
            }
            _SurfaceActions.register("triggerSegue14FlowStoryboard9ListSegue_share:", for: ListViewController.self) {
                ($0 as! ListViewController).triggerSegue14FlowStoryboard9ListSegue_share($1!)
            }
            _SurfaceActions.register("triggerSegue14FlowStoryboard25DetailViewControllerSegue_back:", for: DetailViewController.self) {
                ($0 as! DetailViewController).triggerSegue14FlowStoryboard25DetailViewControllerSegue_back($1!)
            }
        }
        """

    static let main = """
        import UIKit
        \(registrations)

        MainActor.assumeIsolated {
            @MainActor func events() -> [String] { defer { _SurfaceRecorder.reset() }; return _SurfaceRecorder.events.map(\\.description) }
            @MainActor func flush(_ label: String) {
                print("\\(label): " + (flowLog + events()).joined(separator: " | "))
                flowLog.removeAll()
            }
            registerSegueTriggers()
            let root = FlowStoryboard.makeInitialViewController()
            print("root=\\(type(of: root)) tabs=\\((root.viewControllers ?? []).map { "\\(type(of: $0))" })")
            let nav = root.viewControllers![0] as! UINavigationController
            print("nav.root=\\(nav.viewControllers.map { "\\(type(of: $0))" }) largeTitles=\\(nav.navigationBar.prefersLargeTitles) translucent=\\(nav.navigationBar.isTranslucent) toolbarHidden=\\(nav.isToolbarHidden) tab=\\(nav.tabBarItem.title ?? "nil")")
            print("tabBar.translucent=\\(root.tabBar.isTranslucent) settings.tab=\\(root.viewControllers![1].tabBarItem.title ?? "nil")")
            let list = nav.viewControllers[0] as! ListViewController
            print("list.title=\\(list.navigationItem.title ?? "nil") viewLoaded=\\(list.isViewLoaded)")
            _SurfaceRecorder.reset()
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
            window.rootViewController = root
            window.makeKeyAndVisible()
            _ = list.view
            flush("embed")
            print("child.inContainer=\\(list.children.first?.view.superview === list.layout.containerView)")
            list.layout.detailButton.sendActions(for: .primaryActionTriggered)
            flush("button")
            blocked = ["help"]
            list.layout.helpButton.sendActions(for: .primaryActionTriggered)
            flush("blocked")
            blocked = []
            list.layout.helpButton.sendActions(for: .primaryActionTriggered)
            let popover = list.presentedViewController?.popoverPresentationController
            print("popover.sourceView=\\(popover?.sourceView === list.layout.helpButton) arrows=\\(popover?.permittedArrowDirections == [.up, .down])")
            flush("popover")
            list.dismiss(animated: false)
            _SurfaceRecorder.reset()
            FlowStoryboard.perform(.presentLogin, from: list)
            flush("manual")
            list.dismiss(animated: false)
            _SurfaceRecorder.reset()
            FlowStoryboard.perform(.fade, from: list)
            flush("custom")
            FlowStoryboard.perform(.legacyPush, from: list, sender: "code")
            flush("push")
            list.dismiss(animated: false)
            _SurfaceRecorder.reset()
            list.navigationItem.rightBarButtonItem!._surfaceTap()
            print("share.anchor=\\(list.presentedViewController?.popoverPresentationController?.barButtonItem === list.navigationItem.rightBarButtonItem)")
            flush("share")
            print("identifiers=\\(FlowStoryboard.ListSegue.allCases.map { $0.identifier ?? "nil" })")
        }
        """

    static let expected = [
        // A modal presentation goes to the controller defining the context: none does, so the window's root.
        "root=UITabBarController tabs=[\"UINavigationController\", \"SettingsViewController\"]",
        "nav.root=[\"ListViewController\"] largeTitles=true translucent=false toolbarHidden=false tab=Home",
        "tabBar.translucent=false settings.tab=Settings",
        "list.title=List viewLoaded=false",
        "embed: prepare embedChild -> ChildViewController performedYet=false containedYet=false | prepare ListViewController for embedChild -> ChildViewController | perform embedChild ListViewController -> ChildViewController | willMove ChildViewController toParent ListViewController | addChild ChildViewController to ListViewController | didMove ChildViewController toParent ListViewController",
        "child.inContainer=true",
        "button: should showDetail sender=UIButton | prepare showDetail -> DetailViewController performedYet=false containedYet=false | prepare ListViewController for showDetail -> DetailViewController | perform showDetail ListViewController -> DetailViewController | willMove DetailViewController toParent UINavigationController | addChild DetailViewController to UINavigationController | push DetailViewController on UINavigationController animated=true | didMove DetailViewController toParent UINavigationController",
        "blocked: should help sender=UIButton",
        "popover.sourceView=true arrows=true",
        "popover: should help sender=UIButton | prepare help -> UIViewController performedYet=false containedYet=false | prepare ListViewController for help -> UIViewController | perform help ListViewController -> UIViewController | present UIViewController from UITabBarController style=popover transition=coverVertical animated=true",
        "manual: prepare presentLogin -> UIViewController performedYet=false containedYet=false | prepare ListViewController for presentLogin -> UIViewController | perform presentLogin ListViewController -> UIViewController | present UIViewController from UITabBarController style=formSheet transition=crossDissolve animated=true",
        "custom: prepare fade -> DetailViewController performedYet=false containedYet=false | FadeSegue.perform ListViewController -> DetailViewController | prepare ListViewController for fade -> DetailViewController | perform fade ListViewController -> DetailViewController",
        "push: prepare legacy push -> DetailViewController performedYet=false containedYet=false | prepare ListViewController for legacy push -> DetailViewController | perform legacy push ListViewController -> DetailViewController | willMove DetailViewController toParent UINavigationController | addChild DetailViewController to UINavigationController | push DetailViewController on UINavigationController animated=true | didMove DetailViewController toParent UINavigationController",
        "share.anchor=true",
        "share: should share sender=UIBarButtonItem | prepare share -> UIViewController performedYet=false containedYet=false | prepare ListViewController for share -> UIViewController | perform share ListViewController -> UIViewController | present UIViewController from UITabBarController style=popover transition=coverVertical animated=true",
        "identifiers=[\"showDetail\", \"help\", \"share\", \"presentLogin\", \"fade\", \"legacy push\", \"2nd detail\"]",
    ]

    static func generate() throws -> GeneratedSource {
        let path = Fixtures.repoRoot + "/Tests/XibConformanceTests/Fixtures/Flow.storyboard"
        let document = try XibDocument.parse(Array(FileManager.default.contents(atPath: path) ?? Data()))
        return ViewCodeGenerator.generate(document, xibName: "Flow")
    }

    @Test("factories build the containers; triggered segues ask shouldPerform, then prepare, then perform; embeds prepare before containment")
    func flowRunsAsTheStoryboardDid() throws {
        let output = try Self.generate()
        let directory = NSTemporaryDirectory() + "xibgen-flow-\(getpid())"
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let files = ["main.swift": Self.main, "gen.swift": output.text, "app.swift": Self.app]
        for (name, text) in files { try text.write(toFile: directory + "/" + name, atomically: false, encoding: .utf8) }
        let harness = Fixtures.repoRoot + "/scripts/typecheck-generated"
        let typecheck = Shell.run([harness, directory + "/gen.swift", directory + "/app.swift"])
        #expect(typecheck.status == 0, "\(typecheck.output)")
        let run = Shell.run([harness, "--run", "--swift-version", "5", directory + "/main.swift", directory + "/gen.swift", directory + "/app.swift"])
        #expect(run.status == 0, "\(run.output)")
        let lines = run.output.split(separator: "\n").map(String.init).filter { ($0.contains("=") || $0.contains(": ")) && !$0.contains("warning") && !$0.hasPrefix("typecheck-generated:") }
        #expect(lines == Self.expected, "\(run.output)")
    }

    @Test("scripts/check-corpus's run fires every segue of the fixture and catches a transition that differs from the storyboard")
    func corpusCheckFiresEverySegue() throws {
        let path = Fixtures.repoRoot + "/Tests/XibConformanceTests/Fixtures/Flow.storyboard"
        let bytes = Array(FileManager.default.contents(atPath: path) ?? Data())
        var subject = try Subject.make(name: "Flow", xib: bytes, surface: Fixtures.surface)
        #expect(subject.segues.map(\.kind) == ["show", "popoverPresentation", "popoverPresentation", "presentation", "custom", "push", "showDetail", "unwind"])
        let runner = Fixtures.runner
        try runner.buildSurface()
        let result = try #require(try runner.check([subject], label: "flow").first)
        #expect(result.agrees, "\(result.report)")
        #expect(result.segues.count == 8)
        for segue in result.segues { #expect(segue.actual == segue.expected) }
        // A storyboard saying something else (a push where the code presents) is a disagreement.
        subject.segues[3].expected = subject.segues[3].expected.replacingOccurrences(of: "present(formSheet)", with: "push")
        let wrong = try #require(try runner.check([subject], label: "flow-wrong").first)
        #expect(wrong.segues.filter { $0.actual != $0.expected }.count == 1)
    }

    @Test("the fixture's generated flow matches its golden file")
    func golden() throws {
        let output = try Self.generate()
        let url = Fixtures.repoRoot + "/Tests/XibConformanceTests/Fixtures/Flow.generated.swift"
        if ProcessInfo.processInfo.environment["XIBGEN_UPDATE_GOLDENS"] == "1" {
            try output.text.write(toFile: url, atomically: true, encoding: .utf8)
        }
        let expected = try String(contentsOfFile: url, encoding: .utf8)
        #expect(output.text == expected)
        // Containers and references are built, not reported; only the unwind stays a warning.
        #expect(output.diagnostics.filter { $0.kind == "container-scene" || $0.kind == "storyboard-reference" }.isEmpty)
        #expect(output.diagnostics.filter { $0.kind == "segue" }.isEmpty)
        // The unwind is generated; a note says what cannot match UIKit exactly.
        #expect(output.diagnostics.filter { $0.kind == "unwind-segue" }.map(\.location.line) == [95])
        // The bar button item's segue is generated and wired: no note asks the app to trigger it.
        #expect(output.diagnostics.filter { $0.kind == "segue-trigger" }.isEmpty)
        // Every trigger is wired with target/action, at every deployment target (UIAction is iOS 14).
        #expect(!output.text.contains("UIAction"))
    }
}
