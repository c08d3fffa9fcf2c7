import Foundation
import Testing
import XibGenerator
import XibModel

/// Unwind segues as code: `Flow.storyboard`'s Done button unwinds (`back`, `unwindToList:`).
/// In each controller hierarchy below the generated `FlowStoryboard.trigger(.back, …)` must pick
/// the destination the surface's model of UIKit (`_surfaceUnwind`, Apple's documented search)
/// picks, run `shouldPerformSegue`, `prepare(for:sender:)` and the action on that destination,
/// and leave the same navigation stacks, selected tab and presentations behind.
@Suite("Unwind segues as code", .serialized)
struct UnwindTests {
    static let app = FlowTests.app + """

        @MainActor func registerUnwindActions() {
            for cls in [ListViewController.self, Landing.self] as [UIViewController.Type] {
                _SurfaceActions.register("unwindToList:", for: cls) { receiver, sender in
                    let name = (receiver as? Landing)?.name ?? "\\(type(of: receiver))"
                    let segue = sender as? UIStoryboardSegue
                    flowLog.append("action on \\(name) segue=\\(segue?.identifier ?? "nil") source=\\(segue.map { "\\(type(of: $0.source))" } ?? "nil")")
                }
            }
        }

        /// A hierarchy, rebuilt for each run: the window's root and the Detail (source) inside it.
        struct Scenario {
            let name: String
            let build: @MainActor () -> (root: UIViewController, detail: DetailViewController)
        }

        @MainActor func describe(_ controller: UIViewController) -> String {
            var text = (controller as? Landing)?.name ?? "\\(type(of: controller))"
            if let nav = controller as? UINavigationController { text += "[" + nav.viewControllers.map(describe).joined(separator: ",") + "]" }
            if let tabs = controller as? UITabBarController {
                text += "{" + (tabs.viewControllers ?? []).map(describe).joined(separator: ",") + " selected=\\(tabs.selectedIndex)}"
            }
            if let presented = controller.presentedViewController, presented.presentingViewController === controller || controller.parent == nil {
                text += " presents " + describe(presented)
            }
            return text
        }

        @MainActor func runUnwind(_ scenario: Scenario, generated: Bool) -> String {
            let (root, detail) = scenario.build()
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
            window.rootViewController = root
            window.makeKeyAndVisible()
            _ = detail.view
            flowLog.removeAll()
            let destination: UIViewController?
            if generated {
                (detail.view as! FlowStoryboard.DetailViewControllerLayout).doneButton.sendActions(for: .primaryActionTriggered)
                destination = nil  // the log says which controller it was
            } else {
                // UIKit asks a triggered segue's source first, then unwinds.
                destination = detail.shouldPerformSegue(withIdentifier: "back", sender: nil)
                    ? detail._surfaceUnwind(action: Selector("unwindToList:"), identifier: "back", sender: nil) : nil
            }
            _ = destination
            // The list's embedded child, made when a pop shows its view again, is not the unwind's.
            let log = flowLog.filter { !$0.contains("embedChild") }
            let text = "\\(scenario.name): \\(log.joined(separator: " | ")) => \\(describe(root))"
            window.rootViewController = nil
            return text
        }

        @MainActor let scenarios: [Scenario] = [
            Scenario(name: "pushed") {
                let list = ListViewController(), detail = DetailViewController()
                return (UINavigationController(rootViewController: list).pushing(detail), detail)
            },
            Scenario(name: "top of the stack first") {
                let detail = DetailViewController()
                let nav = UINavigationController(rootViewController: Landing("bottom"))
                nav.setViewControllers([Landing("bottom"), Landing("middle"), detail], animated: false)
                return (nav, detail)
            },
            Scenario(name: "presented") {
                let list = ListViewController(), detail = DetailViewController()
                let nav = UINavigationController(rootViewController: list)
                let window = UIWindow(frame: .zero)
                window.rootViewController = nav
                list.present(UINavigationController(rootViewController: detail), animated: false)
                window.rootViewController = nil
                return (nav, detail)
            },
            Scenario(name: "other tab") {
                let detail = DetailViewController()
                let tabs = UITabBarController()
                tabs.viewControllers = [Landing("first tab"), UINavigationController(rootViewController: detail)]
                tabs.selectedIndex = 1
                return (tabs, detail)
            },
            Scenario(name: "nobody implements it") {
                let detail = DetailViewController()
                return (UINavigationController(rootViewController: UIViewController()).pushing(detail), detail)
            },
        ]

        extension UINavigationController {
            func pushing(_ controller: UIViewController) -> UINavigationController {
                pushViewController(controller, animated: false)
                return self
            }
        }
        """

    static let main = """
        import UIKit
        \(FlowTests.registrations)
        MainActor.assumeIsolated {
            registerSegueTriggers()
            registerUnwindActions()
            for scenario in scenarios {
                print("generated " + runUnwind(scenario, generated: true))
                print("uikit " + runUnwind(scenario, generated: false))
            }
        }
        """

    static let expected = [
        "pushed: detail should back | detail prepare back -> ListViewController | action on ListViewController segue=back source=DetailViewController => UINavigationController[ListViewController]",
        // A navigation controller searches from the top of its stack.
        "top of the stack first: detail should back | detail prepare back -> middle | action on middle segue=back source=DetailViewController => UINavigationController[bottom,middle]",
        // From a presented controller the walk goes on to its presenter; what was presented is dismissed.
        "presented: detail should back | detail prepare back -> ListViewController | action on ListViewController segue=back source=DetailViewController => UINavigationController[ListViewController]",
        // Another tab's controller is found and its tab selected.
        "other tab: detail should back | detail prepare back -> first tab | action on first tab segue=back source=DetailViewController => UITabBarController{first tab,UINavigationController[DetailViewController] selected=0}",
        // No destination: nothing happens, as UIKit's unwind "fails silently".
        "nobody implements it: detail should back => UINavigationController[UIViewController,DetailViewController]",
    ]

    @Test("the generated unwind finds the destination UIKit finds and leaves the same hierarchy")
    func unwindMatchesUIKit() throws {
        let output = try FlowTests.generate()
        let directory = NSTemporaryDirectory() + "xibgen-unwind-\(getpid())"
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        for (name, text) in ["main.swift": Self.main, "gen.swift": output.text, "app.swift": Self.app] {
            try text.write(toFile: directory + "/" + name, atomically: false, encoding: .utf8)
        }
        let harness = Fixtures.repoRoot + "/scripts/typecheck-generated"
        let typecheck = Shell.run([harness, directory + "/gen.swift", directory + "/app.swift"])
        #expect(typecheck.status == 0, "\(typecheck.output)")
        let run = Shell.run([harness, "--run", "--swift-version", "6", directory + "/main.swift", directory + "/gen.swift", directory + "/app.swift"])
        #expect(run.status == 0, "\(run.output)")
        let lines = run.output.split(separator: "\n").map(String.init)
        let generated = lines.filter { $0.hasPrefix("generated ") }.map { String($0.dropFirst("generated ".count)) }
        let uikit = lines.filter { $0.hasPrefix("uikit ") }.map { String($0.dropFirst("uikit ".count)) }
        #expect(generated == uikit, "\(run.output)")
        #expect(generated == Self.expected, "\(run.output)")
    }
}
