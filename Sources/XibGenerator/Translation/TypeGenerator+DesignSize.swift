import XibModel

// A nib decodes every view at the frame the XIB records and adds the subviews to it; whoever
// resizes a view later (the owner, a table view, the Auto Layout engine) changes its bounds and
// autoresizing moves the subviews by the *difference*. Generated code has to build the same way:
// a container whose subviews autoresizing lays out is at its design size while they are added,
// or the first resize adds the whole new size (a flexible-width view in a 0×0 root becomes as
// wide as the screen plus its design width).

extension TypeGenerator {
    /// Whether autoresizing moves some direct subview of `container` when its size changes: a
    /// subview (of the container or of the content view UIKit provides for it) that keeps
    /// `translatesAutoresizingMaskIntoConstraints` and has a non-empty mask.
    static func hasAutoresizedSubviews(_ container: XibObject, spec: ElementSpec) -> Bool {
        guard !spec.arrangesSubviews else { return false }  // a stack view lays out its arranged subviews
        var holders = [container]
        if spec.contentView != nil {
            holders += container.keyedObjects.filter { $0.key == "contentView" }
        }
        return holders.contains { holder in
            holder[attribute: "autoresizesSubviews"] != "NO" && holder.subviews.contains { subview in
                subview[attribute: "translatesAutoresizingMaskIntoConstraints"] != "NO"
                    && !(subview.autoresizingMask?.isEmpty ?? true)
            }
        }
    }

    static func rectLiteral(_ frame: XibRect) -> String {
        func n(_ value: Double) -> String { SwiftLiteral.number(value) }
        return "CGRect(x: \(n(frame.x)), y: \(n(frame.y)), width: \(n(frame.width)), height: \(n(frame.height)))"
    }

    /// What the root's initializers do around building the hierarchy so its subviews are added
    /// at the XIB's size: `before` gives the root (and the content view UIKit provides) their
    /// design frames; `after` applies the frame the caller asked for, so autoresizing applies
    /// the difference. Empty when nothing below the root autoresizes.
    /// - Parameter decoded: for `init(coder:)`: the decoded frame is restored after building.
    func designSizeSetUp(shape: RootShape, decoded: Bool) -> (before: [String], after: [String]) {
        guard let frame = root.frame, Self.hasAutoresizedSubviews(root, spec: spec(for: root)) else { return ([], []) }
        var before: [String] = []
        var after: [String] = []
        if decoded { before.append("let decodedFrame = frame") }
        before.append("// Built at the XIB's size, as the nib was: the subviews' frames and autoresizing masks are relative to it.")
        before.append("self.frame = \(Self.rectLiteral(frame))")
        for member in members where member.relation == .provided && member.parentID == root.id {
            guard let contentFrame = member.object.frame, let name = provided[member.object] else { continue }
            before.append("\(name).frame = \(Self.rectLiteral(contentFrame))")
        }
        if decoded {
            after.append("frame = decodedFrame")
        } else if shape.parameters.hasPrefix("frame: CGRect") {
            // `init()` passes `.zero`: no size asked for, so the view keeps the XIB's, as a loaded nib does.
            after.append("if frame != .zero { self.frame = frame }")
        }
        // Other roots (cells) keep the XIB's size, as a nib's do, until their container sizes them.
        return (before, after)
    }
}
