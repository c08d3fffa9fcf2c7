import Testing
import UIKit

/// Owner of a screen with an action method (registered as UIKit's method table would know it).
final class ActionOwner: UIViewController {
    var received: [String] = []
}
final class FieldHost: UIViewController {
    var received: [String] = []
}

@MainActor
struct ResponderTests {
    /// Tests of different suites interleave between a suite's init and its test body, so each
    /// test resets the shared recorders first, in its own (synchronous, main-actor) body.
    func setUp() {
        _SurfaceActions.reset()
        _SurfaceRecorder.reset()
        UIApplication.shared._surfaceResetSentActions()
        _SurfaceActions.register("save:", for: ActionOwner.self) { owner, _ in (owner as! ActionOwner).received.append("save:") }
        _SurfaceActions.register("save:", for: FieldHost.self) { host, _ in (host as! FieldHost).received.append("save:") }
    }

    /// A window whose root is `owner`, showing `button` and `ownField`; `other` is a child
    /// controller whose view (with `field`) is inside the owner's view.
    func makeScreen() -> (UIWindow, ActionOwner, UIButton, UITextField, FieldHost, UITextField) {
        setUp()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let owner = ActionOwner()
        window.rootViewController = owner
        window.makeKeyAndVisible()
        let button = UIButton(type: .system), ownField = UITextField()
        owner.view.addSubview(button); owner.view.addSubview(ownField)
        let other = FieldHost()
        owner.addChild(other)
        owner.view.addSubview(other.view)
        other.didMove(toParent: owner)
        let field = UITextField()
        other.view.addSubview(field)
        return (window, owner, button, ownField, other, field)
    }

    @Test func nextFollowsApplesChain() {
        let (window, owner, button, _, other, field) = makeScreen()
        defer { withExtendedLifetime(window) {} }
        #expect(button.next === owner.view)
        #expect(owner.view.next === owner, "a root view's next responder is its view controller")
        #expect(owner.next === window, "a window root controller's next responder is the window")
        #expect(window.next === UIApplication.shared)
        #expect(field.next === other.view && other.view.next === other && other.next === owner.view)
        let presented = FieldHost()
        owner.present(presented, animated: false)
        #expect(presented.next === owner, "a presented controller's next responder is its presenting controller")
    }

    @Test func oneFirstResponderPerWindow() {
        let (window, _, _, ownField, _, field) = makeScreen()
        #expect(UITextField().becomeFirstResponder() == false, "not in a window")
        #expect(field.becomeFirstResponder() && field.isFirstResponder && field.isEditing)
        #expect(ownField.becomeFirstResponder())
        #expect(ownField.isFirstResponder && !field.isFirstResponder, "the previous first responder resigned")
        #expect(UIView().becomeFirstResponder() == false)
        let plain = UIView(); window.addSubview(plain)
        #expect(plain.becomeFirstResponder() == false, "UIView cannot become first responder")
        #expect(ownField.isFirstResponder, "a refused request leaves the current first responder")
        ownField.removeFromSuperview()
        #expect(!ownField.isFirstResponder, "leaving the window resigns")
        let disabled = UITextField(); disabled.isEnabled = false; window.addSubview(disabled)
        #expect(disabled.becomeFirstResponder() == false)
    }

    @Test func nilTargetedActionGoesToTheFirstRespondersChain() {
        let (window, owner, button, _, other, field) = makeScreen()
        defer { withExtendedLifetime(window) {} }
        button.addTarget(nil, action: Selector("save:"), for: .touchUpInside)
        #expect(field.becomeFirstResponder())
        button._surfaceTap()
        #expect(other.received == ["save:"], "the focused field's controller implements save: and receives it")
        #expect(owner.received.isEmpty, "not the button's owner")
        let sent = UIApplication.shared._surfaceSentActions.last
        #expect(sent?.action == "save:" && sent?.hadTarget == false && sent?.receiver === other && sent?.sender as AnyObject? === button)
    }

    @Test func nilTargetedActionWithoutFirstResponderStartsAtTheSender() {
        let (window, owner, button, _, other, _) = makeScreen()
        defer { withExtendedLifetime(window) {} }
        button.addTarget(nil, action: Selector("save:"), for: .touchUpInside)
        button._surfaceTap()
        #expect(owner.received == ["save:"] && other.received.isEmpty)
    }

    @Test func directTargetAlwaysReachesItsTarget() {
        let (window, owner, button, _, other, field) = makeScreen()
        defer { withExtendedLifetime(window) {} }
        button.addTarget(owner, action: Selector("save:"), for: .touchUpInside)
        #expect(field.becomeFirstResponder())
        button._surfaceTap()
        #expect(owner.received == ["save:"] && other.received.isEmpty)
        #expect(UIApplication.shared._surfaceSentActions.last?.receiver === owner)
    }

    @Test func unhandledNilTargetedActionReachesNobody() {
        let (window, _, button, _, _, _) = makeScreen()
        defer { withExtendedLifetime(window) {} }
        button.addTarget(nil, action: Selector("nobodyHasThis:"), for: .touchUpInside)
        button._surfaceTap()
        let sent = UIApplication.shared._surfaceSentActions.last
        #expect(sent?.handled == false && sent?.receiver == nil)
        #expect(button.target(forAction: Selector("nobodyHasThis:"), withSender: nil) == nil)
    }

    @Test func targetForActionWalksTheChain() {
        let (window, owner, button, _, other, field) = makeScreen()
        defer { withExtendedLifetime(window) {} }
        #expect(button.target(forAction: Selector("save:"), withSender: nil) as AnyObject? === owner)
        #expect(field.target(forAction: Selector("save:"), withSender: nil) as AnyObject? === other)
        #expect(owner.canPerformAction(Selector("save:"), withSender: nil) && !button.canPerformAction(Selector("save:"), withSender: nil))
    }

    @Test func gesturesAndBarItemsSendTheirActions() {
        let (window, owner, _, _, other, field) = makeScreen()
        defer { withExtendedLifetime(window) {} }
        let tap = UITapGestureRecognizer(target: owner, action: Selector("save:"))
        other.view.addGestureRecognizer(tap)
        #expect(field.becomeFirstResponder())
        tap._surfaceRecognize()
        #expect(tap.state == .ended && owner.received == ["save:"] && other.received.isEmpty)
        let item = UIBarButtonItem(title: "Save", style: .done, target: nil, action: Selector("save:"))
        item._surfaceTap()
        #expect(other.received == ["save:"], "a nil-targeted bar button item action follows the first responder's chain")
        var fired = 0
        let primary = UIBarButtonItem(primaryAction: UIAction(title: "Go") { _ in fired += 1 })
        primary._surfaceTap()
        #expect(fired == 1 && primary.title == "Go", "the primary action's title takes precedence")
    }

    @Test func controlsDispatchInRegistrationOrderAndDeduplicate() {
        let (window, owner, button, _, _, _) = makeScreen()
        defer { withExtendedLifetime(window) {} }
        var log: [String] = []
        _SurfaceActions.register("first:", for: ActionOwner.self) { _, _ in log.append("first:") }
        button.addTarget(owner, action: Selector("first:"), for: .touchUpInside)
        button.addAction(UIAction(identifier: .init("a")) { _ in log.append("action") }, for: .touchUpInside)
        button.addTarget(owner, action: Selector("first:"), for: .touchUpInside)
        button.addAction(UIAction(identifier: .init("a")) { _ in log.append("replaced action") }, for: .touchUpInside)
        button.sendActions(for: .touchUpInside)
        #expect(log == ["first:", "replaced action"])
        #expect(button._surfaceTargetActions.count == 1 && button._surfaceActions.count == 1)
    }
}
