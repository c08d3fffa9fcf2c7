import Foundation
import XibModel

/// Where autoresizing puts the views it lays out, computed from the XIB alone: a nib decodes each
/// view at its recorded frame, and when a view's size changes autoresizing moves its subviews by
/// the difference (Apple, `UIView.autoresizingMask`). The driver (`Describe.swift`,
/// `XibCheckDescribe.frames`) builds the generated type, gives every Auto Layout view its XIB
/// frame (what the engine computes at the design size), prints the frames, then resizes the root
/// to each of `sizes` and prints them again.
///
/// Lines: `frame design PATH x,y,w,h` for every view autoresizing lays out (it keeps
/// `translatesAutoresizingMaskIntoConstraints`; not the root, a content view UIKit provides, a
/// view a property holds (`tableHeaderView`) or a stack view's arranged subview), and
/// `frame N PATH …` after the root's N-th resize for those whose every ancestor up to the root is
/// laid out by autoresizing too (below an Auto Layout view the engine decides, which the surface
/// does not model). Paths are `Expectation.describe`'s.
public struct FrameExpectation: Sendable {
    /// The root's sizes after the design-size check, in order.
    public var sizes: [(width: Double, height: Double)] = []
    /// Auto Layout views and their XIB frames, parents first: the layout pass at the design size.
    public var layoutPass: [(path: String, frame: XibRect)] = []
    public var lines: [String] = []

    /// Growth of the root for the two resizes (a screen wider and taller than the canvas, then a
    /// little narrower again).
    static let resizes: [(Double, Double)] = [(64, 120), (16, 40)]

    private struct Node {
        let object: XibObject
        let path: String
        /// `subview`, `content` (a provided content view) or `keyed`.
        let via: String
        var children: [Int] = []
    }

    public static func make(_ document: XibDocument, root: XibObject) -> FrameExpectation {
        var result = FrameExpectation()
        guard let rootFrame = root.frame else { return result }
        let excluded = Expectation.excludedByDefault(root)
        var nodes: [Node] = []
        // Same order and paths as `Expectation.describe`: content view, keyed views, subviews.
        @discardableResult
        func assign(_ object: XibObject, _ path: String, via: String) -> Int {
            let index = nodes.count
            nodes.append(Node(object: object, path: path, via: via))
            var children: [Int] = []
            for keyed in object.keyedObjects where keyed.key == "contentView" && Expectation.providedContainers.contains(object.tag) {
                children.append(assign(keyed, path + ".cv", via: "content"))
            }
            for keyed in object.keyedObjects {
                guard let key = keyed.key, let owners = Expectation.keyedViews[key], owners.contains(object.tag) else { continue }
                children.append(assign(keyed, path + "." + key, via: "keyed"))
            }
            for (position, subview) in object.subviews.filter({ !excluded.contains($0.id) }).enumerated() {
                children.append(assign(subview, "\(path).\(position)", via: "subview"))
            }
            nodes[index].children = children
            return index
        }
        assign(root, "r", via: "root")

        func autoresized(_ node: Node) -> Bool {
            node.object[attribute: "translatesAutoresizingMaskIntoConstraints"] != "NO"
        }
        func frame(_ object: XibObject) -> XibRect { object.frame ?? XibRect(x: 0, y: 0, width: 0, height: 0) }
        func line(_ step: String, _ path: String, _ rect: XibRect) -> String {
            "frame \(step) \(path) \(XibCheckCanonical.frame(x: rect.x, y: rect.y, width: rect.width, height: rect.height))"
        }

        // Design size: which views are listed, and the layout pass over the Auto Layout ones.
        var listed: [Int] = []
        func visitDesign(_ index: Int, parentTag: String?) {
            let node = nodes[index]
            if node.via == "subview" || node.via == "keyed" {
                // Auto Layout places it (a stack view its arranged subviews, whatever the XIB says).
                if !autoresized(node) || parentTag == "stackView" {
                    if let rect = node.object.frame, node.via == "subview" { result.layoutPass.append((node.path, rect)) }
                } else {
                    listed.append(index)
                }
            }
            for child in node.children { visitDesign(child, parentTag: node.object.tag) }
        }
        visitDesign(0, parentTag: nil)
        result.lines += listed.map { line("design", nodes[$0].path, frame(nodes[$0].object)) }

        // Resizes: the root's size changes; autoresizing follows down the views it lays out.
        var current: [Int: XibRect] = [:]
        for index in nodes.indices { current[index] = frame(nodes[index].object) }
        var rootSize = (rootFrame.width, rootFrame.height)
        for (step, growth) in resizes.enumerated() {
            let newSize = (rootFrame.width + growth.0, rootFrame.height + growth.1)
            result.sizes.append((newSize.0, newSize.1))
            var reached: [Int] = []
            func resize(_ index: Int, from old: (Double, Double), to new: (Double, Double)) {
                let container = nodes[index]
                for child in container.children {
                    let node = nodes[child]
                    switch node.via {
                    case "content":
                        // UIKit keeps a cell's (an effect view's) content view filling it.
                        let before = current[child]!
                        current[child] = XibRect(x: 0, y: 0, width: new.0, height: new.1)
                        resize(child, from: (before.width, before.height), to: new)
                    case "subview" where autoresized(node) && container.object.tag != "stackView":
                        let before = current[child]!
                        if container.object[attribute: "autoresizesSubviews"] != "NO", let mask = node.object.autoresizingMask {
                            current[child] = Self.autoresize(before, mask: mask, from: old, to: new)
                        }
                        reached.append(child)
                        let after = current[child]!
                        resize(child, from: (before.width, before.height), to: (after.width, after.height))
                    default:
                        continue
                    }
                }
            }
            resize(0, from: rootSize, to: newSize)
            rootSize = newSize
            let reachedSet = Set(reached)
            for index in listed where reachedSet.contains(index) {
                result.lines.append(line(String(step + 1), nodes[index].path, current[index]!))
            }
        }
        return result
    }

    /// Apple's rule per axis: the leading margin, the size and the trailing margin before the
    /// change share the difference when flexible, in proportion to their sizes (one flexible
    /// portion takes all of it); zero sizes in total share it equally.
    static func autoresize(_ frame: XibRect, mask: XibAutoresizingMask, from old: (Double, Double), to new: (Double, Double)) -> XibRect {
        func axis(_ origin: Double, _ size: Double, _ oldSuper: Double, _ newSuper: Double,
                  _ flexibleMin: Bool, _ flexibleSize: Bool, _ flexibleMax: Bool) -> (Double, Double) {
            let difference = newSuper - oldSuper
            let portions: [(Double, Bool)] = [(origin, flexibleMin), (size, flexibleSize), (oldSuper - origin - size, flexibleMax)]
            let flexible = portions.filter(\.1)
            guard difference != 0, !flexible.isEmpty else { return (origin, size) }
            let total = flexible.map(\.0).reduce(0, +)
            func share(_ portion: (Double, Bool)) -> Double {
                guard portion.1 else { return 0 }
                if flexible.count == 1 { return difference }
                return total != 0 ? difference * portion.0 / total : difference / Double(flexible.count)
            }
            return (origin + share(portions[0]), size + share(portions[1]))
        }
        let (x, width) = axis(frame.x, frame.width, old.0, new.0, mask.flexibleMinX, mask.widthSizable, mask.flexibleMaxX)
        let (y, height) = axis(frame.y, frame.height, old.1, new.1, mask.flexibleMinY, mask.heightSizable, mask.flexibleMaxY)
        return XibRect(x: x, y: y, width: width, height: height)
    }
}
