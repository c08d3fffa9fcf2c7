import Foundation
import XibModel
import XibGenerator

/// What firing a storyboard segue through the generated flow must do, from the storyboard: the
/// identifier `prepare(for:sender:)` sees, the destination's class, that `prepare` ran, and the
/// transition UIKit makes for the segue's kind from a source inside a navigation controller in a
/// key window (show and push push; show detail, with no split view, presents from the window's
/// root; presentations present in their style, `.automatic` resolving to `.pageSheet`; popovers
/// present as `.popover`; a custom segue is its class's `perform()`). An unwind segue, fired from
/// a source pushed over a controller implementing its action, must reach that controller as the
/// surface's model of UIKit's search (`_surfaceUnwind`) does: the same destination, `prepare`,
/// the action, the source popped (or dismissed).
public enum SegueExpectation {
    /// The expected line; nil for a segue the run does not compare (a `replace` segue).
    public static func line(_ document: XibDocument, _ generated: GeneratedSegue) -> String? {
        guard let scene = document.scenes.first(where: { $0.segues.contains { $0.id == generated.id } }),
              let segue = scene.segues.first(where: { $0.id == generated.id }) else { return nil }
        // A reference the run cannot resolve: a storyboard of another bundle (not in the test
        // bundle: UIKit raises, as the surface does) or a reference naming nothing (reported).
        if let reference = document.scene(containing: segue.destination)?.controller?.storyboardReference,
           reference.bundleIdentifier != nil || (reference.storyboardName == nil && reference.referencedIdentifier == nil) {
            return nil
        }
        let destination = destinationClass(document, segue)
        let transition: String
        switch segue.kind {
        case .show:
            let sourceKind = scene.controller?.controllerKind
            transition = sourceKind == .tabBarController || sourceKind == .splitViewController ? "present(pageSheet)" : "push"
        case .push: transition = "push"
        case .showDetail: transition = "present(\(style(nil, destination: document.scene(containing: segue.destination)?.controller)))"
        case .presentation, .modal:
            transition = "present(\(style(segue.modalPresentationStyle, destination: document.scene(containing: segue.destination)?.controller)))"
        case .popoverPresentation, .popover: transition = "present(popover)"
        case .custom: transition = "custom(\(segue.customClass ?? "?"))"
        case .unwind:
            return "unwind identifier=\(segue.identifier ?? "nil") destination=XibCheckUnwindTarget prepare=true action=true unwound=true sameAsUIKit=true"
        default: return nil
        }
        // UIKit's sender: the trigger the generated code wires, else the one firing it passes (none).
        let sender = generated.trigger?.kind.rawValue ?? "nil"
        return "segue identifier=\(segue.identifier ?? "nil") destination=\(destination) prepare=true transition=\(transition) sender=\(sender)"
    }

    /// The segue's style, else the destination's own (applied by its `configure(_:)`, which the
    /// factory of a controller without a class of its own calls; an app class calls it from its
    /// initializer, which the conformance stubs do not have), else `.automatic` → `.pageSheet`.
    static func style(_ segueStyle: String?, destination: XibObject?) -> String {
        var style = segueStyle
        if style == nil, let destination, destination.customClass == nil { style = destination[attribute: "modalPresentationStyle"] }
        guard let style, style != "automatic" else { return "pageSheet" }
        return style
    }

    /// The destination controller's class: its own, else its element's; through a reference, the
    /// referenced scene's in this storyboard, else what another storyboard's factory returns
    /// (the stubs' `UIViewController`).
    static func destinationClass(_ document: XibDocument, _ segue: XibSegue) -> String {
        guard var controller = document.scene(containing: segue.destination)?.controller else { return "?" }
        if let reference = controller.storyboardReference {
            guard reference.storyboardName == nil, let identifier = reference.referencedIdentifier,
                  let referenced = document.scene(storyboardIdentifier: identifier)?.controller else { return "UIViewController" }
            controller = referenced
        }
        if let custom = controller.customClass, isIdentifier(custom) { return custom }
        return controller.controllerKind?.defaultClassName ?? "UIViewController"
    }

    static func isIdentifier(_ name: String) -> Bool {
        guard let first = name.unicodeScalars.first, first == "_" || first.properties.isXIDStart else { return false }
        return name.unicodeScalars.allSatisfy { $0 == "_" || $0.properties.isXIDContinue }
    }

    /// The driver's entry firing the segue: `trigger` for a segue a control, item, gesture or cell
    /// starts (asks `shouldPerformSegue` first), `perform` for a manual one.
    public static func driverEntry(_ generated: GeneratedSegue, document: XibDocument, types: [GeneratedType] = [], id: String) -> String {
        let segue = document.scenes.lazy.flatMap(\.segues).first { $0.id == generated.id }
        let manual = segue?.isManual ?? true
        var call = manual
            ? "\(generated.namespace).perform(\(generated.namespace).\(generated.typeName).\(generated.caseName), from: source as! \(sourceType(generated, document)))"
            : "\(generated.namespace).trigger(\(generated.namespace).\(generated.typeName).\(generated.caseName), from: source as! \(sourceType(generated, document)), sender: nil)"
        if let trigger = generated.trigger, !manual {
            // Wired: fired through its control, item or gesture, whose action reaches the generated
            // method (registered as the Objective-C runtime would find it).
            let method = String(trigger.selector.dropLast())
            call = "_SurfaceActions.register(\"\(trigger.selector)\", for: \(trigger.ownerClass).self) { receiver, sender in "
                + "if let sender { (receiver as! \(trigger.ownerClass)).\(method)(sender) } }; "
                + "XibCheckSegue.fireTrigger(source, kind: \"\(trigger.kind.rawValue)\", selector: \"\(trigger.selector)\")"
        }
        let identifier = XibCheckCanonical.quote(segue?.identifier)
        let unwindAction = XibCheckCanonical.quote(segue?.kind == .unwind ? segue?.unwindAction : nil)
        var make = "\(generated.namespace).\(generated.sourceFactory)()"
        if let trigger = generated.trigger, !manual, let adoption = adoption(generated, ownerClass: trigger.ownerClass, document: document, types: types) {
            make = "{ let source = \(make); \(adoption); return source }()"
        }
        return "(\"\(id)\", \(identifier), { \(make) }, { source in \(call) }, \(unwindAction))"
    }

    /// What the app's class does with its scene's layout (README "Migrating a storyboard scene":
    /// `configure(_:)` in its initializer, the layout installed and connected in `loadView()`), done
    /// on the stub's instance before its view loads, so its triggers exist; nil when the factory
    /// does it (a scene without a class of its own) or the scene has no layout.
    static func adoption(_ generated: GeneratedSegue, ownerClass: String, document: XibDocument, types: [GeneratedType]) -> String? {
        guard let scene = document.scenes.first(where: { $0.segues.contains { $0.id == generated.id } }),
              let controller = scene.controller, let custom = controller.customClass, custom == ownerClass,
              let root = controller.rootView,
              let type = types.first(where: { $0.rootID == root.id }),
              case .sceneView(_, let installation) = type.kind else { return nil }
        return "\(type.name).configure(source as! \(ownerClass)); let layout = \(type.name)(); (source as! \(ownerClass)).\(installation) = layout; layout.connect(to: source as! \(ownerClass))"
    }

    static func sourceType(_ generated: GeneratedSegue, _ document: XibDocument) -> String {
        guard let controller = document.scenes.first(where: { $0.segues.contains { $0.id == generated.id } })?.controller else { return "UIViewController" }
        if let custom = controller.customClass, isIdentifier(custom) { return custom }
        return controller.controllerKind?.defaultClassName ?? "UIViewController"
    }
}
