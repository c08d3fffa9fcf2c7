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
        var sender = "none"
        for event in _SurfaceRecorder.events {
            switch event {
            case let .prepare(preparing, segue, preparedSender) where preparing === source && segue.identifier == identifier:
                prepared = true
                destination = String(describing: type(of: segue.destination))
                sender = preparedSender is UIControl ? "control" : preparedSender is UIBarButtonItem ? "barButtonItem"
                    : preparedSender is UIGestureRecognizer ? "gestureRecognizer" : preparedSender == nil ? "nil" : "other"
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
        print("segue identifier=\(identifier ?? "nil") destination=\(destination) prepare=\(prepared) transition=\(transition) sender=\(sender)")
        print(">>>XIBCHECK END \(id)")
        window.rootViewController = nil
    }

    /// Fires an unwind segue twice on the same hierarchy — the source (built by its factory)
    /// pushed over a `XibCheckUnwindTarget` implementing `action`, or presented from it when the
    /// source is a container — once through the generated flow, once as the surface's model of
    /// UIKit (`_surfaceUnwind`), and prints what the generated one did and whether both agree.
    @MainActor
    static func runUnwind(_ id: String, identifier: String?, action: String, _ make: () -> UIViewController, fire: (UIViewController) -> Void) {
        print("<<<XIBCHECK BEGIN \(id)")
        _SurfaceActions.register(action, for: XibCheckUnwindTarget.self) { receiver, sender in
            (receiver as? XibCheckUnwindTarget)?.received.append((sender as? UIStoryboardSegue)?.identifier ?? "nil")
        }
        func attempt(_ unwind: (UIViewController) -> Void) -> String {
            let target = XibCheckUnwindTarget()
            let navigation = UINavigationController(rootViewController: target)
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
            window.rootViewController = navigation
            window.makeKeyAndVisible()
            let source = make()
            if source is UINavigationController || source is UITabBarController || source is UISplitViewController {
                target.present(source, animated: false)
            } else {
                navigation.pushViewController(source, animated: false)
            }
            _SurfaceRecorder.reset()
            unwind(source)
            var destination = "none"
            var prepared = false
            for case let .prepare(preparing, segue, _) in _SurfaceRecorder.events where preparing === source && segue.identifier == identifier {
                prepared = true
                destination = String(describing: type(of: segue.destination))
            }
            let unwound = navigation.viewControllers.count == 1 && navigation.presentedViewController == nil
            let line = "destination=\(destination) prepare=\(prepared) action=\(target.received == [identifier ?? "nil"]) unwound=\(unwound)"
            window.rootViewController = nil
            return line
        }
        let generated = attempt(fire)
        let uikit = attempt { $0._surfaceUnwind(action: Selector(action), identifier: identifier, sender: nil) }
        print("unwind identifier=\(identifier ?? "nil") \(generated) sameAsUIKit=\(generated == uikit)")
        print(">>>XIBCHECK END \(id)")
    }
}

extension XibCheckSegue {
    /// Fires a segue's wired trigger as a user would, through the surface's event delivery: the
    /// control (a tap), bar button item (a tap) or gesture recognizer (recognized) whose target is
    /// `source` with `selector`, found in its view, its navigation item, its toolbar items and the
    /// bars in its view. With none wired nothing happens, and the line says `prepare=false`.
    @MainActor
    static func fireTrigger(_ source: UIViewController, kind: String, selector: String) {
        // The view tree, and the views the layout holds that are not in it yet (a static table's
        // cells and their controls join the table only when it asks for them).
        var views: [UIView] = []
        var seen = Set<ObjectIdentifier>()
        func walk(_ view: UIView) {
            guard seen.insert(ObjectIdentifier(view)).inserted else { return }
            views.append(view)
            view.subviews.forEach(walk)
            var mirror: Mirror? = Mirror(reflecting: view)
            while let current = mirror {
                for child in current.children { if let held = child.value as? UIView { walk(held) } }
                mirror = current.superclassMirror
            }
        }
        walk(source.view)
        switch kind {
        case "control":
            views.lazy.compactMap { $0 as? UIControl }
                .first { $0.actions(forTarget: source, forControlEvent: .primaryActionTriggered)?.contains(selector) == true }?._surfaceTap()
        case "gestureRecognizer":
            views.lazy.flatMap { $0.gestureRecognizers ?? [] }
                .first { $0._surfaceTargetActions.contains { $0.target === source && $0.action == selector } }?._surfaceRecognize()
        default:
            let navigationItems = [source.navigationItem] + views.compactMap { $0 as? UINavigationBar }.flatMap { $0.items ?? [] }
            let items = navigationItems.flatMap { ($0.leftBarButtonItems ?? []) + ($0.rightBarButtonItems ?? []) }
                + (source.toolbarItems ?? []) + views.compactMap { $0 as? UIToolbar }.flatMap { $0.items ?? [] }
            items.first { $0.target === source && $0.action.map(NSStringFromSelector) == selector }?._surfaceTap()
        }
    }
}

/// The controller an unwind segue of the corpus run returns to: it implements the segue's action.
final class XibCheckUnwindTarget: UIViewController {
    var received: [String] = []
}
