// Run side of the segue conformance: what firing one segue of a storyboard's generated flow did on
// the recording surface, in the spelling `SegueExpectation` (test side) writes from the storyboard.
import UIKit

enum XibCheckSegue {
    /// Builds the source with its factory inside a navigation controller (unless it is a
    /// container itself) in a key window, fires the segue, and prints one line between markers.
    @MainActor
    static func run(_ id: String, identifier: String?, _ make: () -> UIViewController, fire: (UIViewController) -> Void) {
        print("<<<XIBCHECK BEGIN \(id)")
        let source = make()
        let host: UIViewController = source is UINavigationController || source is UITabBarController || source is UISplitViewController
            ? source : UINavigationController(rootViewController: source)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        window.rootViewController = host
        window.makeKeyAndVisible()
        _SurfaceRecorder.reset()
        fire(source)
        var prepared = false
        var destination = "none"
        var transition = "none"
        for event in _SurfaceRecorder.events {
            switch event {
            case let .prepare(preparing, segue, _) where preparing === source && segue.identifier == identifier:
                prepared = true
                destination = String(describing: type(of: segue.destination))
            case let .perform(segue) where transition == "none" && type(of: segue) != UIStoryboardSegue.self:
                transition = "custom(\(type(of: segue)))"
            case .push where transition == "none":
                transition = "push"
            case let .present(_, _, style, _, _) where transition == "none":
                transition = "present(\(style))"
            default:
                break
            }
        }
        print("segue identifier=\(identifier ?? "nil") destination=\(destination) prepare=\(prepared) transition=\(transition)")
        print(">>>XIBCHECK END \(id)")
        window.rootViewController = nil
    }
}
