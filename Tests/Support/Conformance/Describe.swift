// Run-side half of the semantic check: walks a live view built by generated code on the
// recording UIKit surface and prints the canonical description that
// Tests/XibConformanceTests/Core/Expectation.swift computes from the XIB.
// Compiled (with Canonical.swift and a generated main.swift) by XibConformance's runner.
import UIKit

@MainActor
enum XibCheckDescribe {
    static let events: [(UIControl.Event, String)] = [
        (.touchDown, "touchDown"), (.touchDownRepeat, "touchDownRepeat"), (.touchDragInside, "touchDragInside"),
        (.touchDragOutside, "touchDragOutside"), (.touchDragEnter, "touchDragEnter"), (.touchDragExit, "touchDragExit"),
        (.touchUpInside, "touchUpInside"), (.touchUpOutside, "touchUpOutside"), (.touchCancel, "touchCancel"),
        (.valueChanged, "valueChanged"), (.primaryActionTriggered, "primaryActionTriggered"),
        (.menuActionTriggered, "menuActionTriggered"), (.editingDidBegin, "editingDidBegin"),
        (.editingChanged, "editingChanged"), (.editingDidEnd, "editingDidEnd"), (.editingDidEndOnExit, "editingDidEndOnExit"),
    ]
    static let states: [(UInt, String)] = [(0, "normal"), (1, "highlighted"), (2, "disabled"), (4, "selected"), (8, "focused")]

    static func eventName(_ events: UIControl.Event) -> String {
        let names = self.events.filter { events.contains($0.0) }.map(\.1)
        return names.isEmpty ? "raw\(events.rawValue)" : names.joined(separator: "|")
    }

    /// `Module.` of the code compiled with this file.
    static let appModulePrefix = String(String(reflecting: XibCheckDescribe.self).prefix { $0 != "." }) + "."

    static func providedContentView(_ view: UIView) -> UIView? {
        if let cell = view as? UITableViewCell { return cell.contentView }
        if let cell = view as? UICollectionViewCell { return cell.contentView }
        if let effect = view as? UIVisualEffectView { return effect.contentView }
        return nil
    }

    /// Views held by a property rather than `subviews` (`tableHeaderView`…), as the XIB keys them.
    static func keyedViews(_ view: UIView) -> [(String, UIView)] {
        var result: [(String, UIView?)] = []
        if let table = view as? UITableView {
            result = [("tableHeaderView", table.tableHeaderView), ("tableFooterView", table.tableFooterView), ("backgroundView", table.backgroundView)]
        } else if let cell = view as? UITableViewCell {
            result = [("backgroundView", cell.backgroundView), ("selectedBackgroundView", cell.selectedBackgroundView)]
        } else if let collection = view as? UICollectionView {
            result = [("backgroundView", collection.backgroundView)]
        } else if let cell = view as? UICollectionViewCell {
            result = [("backgroundView", cell.backgroundView), ("selectedBackgroundView", cell.selectedBackgroundView)]
        }
        return result.compactMap { key, view in view.map { (key, $0) } }
    }

    static func colorName(_ color: UIColor?) -> String {
        guard let color else { return "nil" }
        return storageName(color._storage)
    }

    static func storageName(_ storage: UIColor._Storage) -> String {
        let n = { (v: CGFloat) in XibCheckCanonical.number(Double(v)) }
        switch storage {
        case let .rgb(space, r, g, b, a): return "rgb(\(n(r)),\(n(g)),\(n(b)),\(n(a)))" + (space == "displayP3" ? "p3" : "")
        case let .white(w, a): return "rgb(\(n(w)),\(n(w)),\(n(w)),\(n(a)))"
        case let .system(name): return "system(\(name))"
        case let .named(name): return "named(\(name))"
        case let .withAlpha(inner, a): return storageName(inner) + "@\(n(a))"
        default: return "\(storage)"
        }
    }

    static let weights: [(UIFont.Weight, String)] = [
        (.ultraLight, "ultraLight"), (.thin, "thin"), (.light, "light"), (.regular, "regular"), (.medium, "medium"),
        (.semibold, "semibold"), (.bold, "bold"), (.heavy, "heavy"), (.black, "black"),
    ]

    static func fontName(_ font: UIFont?) -> String {
        guard let font else { return "nil" }
        let size = XibCheckCanonical.number(Double(font.pointSize))
        switch font._kind {
        case .system:
            let weight = font._weight.map { w in weights.first { $0.0 == w }?.1 ?? "w\(w.rawValue)" } ?? "regular"
            return "system(\(size),\(weight))"
        case .boldSystem: return "system(\(size),bold)"
        case .italicSystem: return "italicSystem(\(size))"
        case .named: return "name(\(font.fontName),\(size))"
        case .textStyle:
            let raw = font._textStyle?.rawValue ?? "?"
            return "style(\(raw.hasPrefix("UICTFontTextStyle") ? String(raw.dropFirst("UICTFontTextStyle".count)) : raw))"
        default: return "\(font._kind)(\(font.fontName),\(size))"
        }
    }

    static func imageName(_ image: UIImage?) -> String {
        guard let image else { return "nil" }
        if let name = image._systemName { return "system:\(name)" }
        if let name = image._name { return "named:\(name)" }
        return "image"
    }

    static func describe(_ root: UIView, typeName: String, owner: AnyObject? = nil) -> [String] {
        var lines: [String] = []
        var paths: [ObjectIdentifier: String] = [:]
        var order: [(UIView, String)] = []

        func visit(_ view: UIView, _ path: String) {
            paths[ObjectIdentifier(view)] = path
            order.append((view, path))
            let content = providedContentView(view)
            if let content { visit(content, path + ".cv") }
            let keyed = keyedViews(view)
            for (key, keyedView) in keyed { visit(keyedView, path + "." + key) }
            var index = 0
            for subview in view.subviews where subview !== content && !keyed.contains(where: { $0.1 === subview }) {
                visit(subview, "\(path).\(index)")
                index += 1
            }
        }
        visit(root, "r")

        func item(_ object: AnyObject?) -> String {
            guard let object else { return "-" }
            if let path = paths[ObjectIdentifier(object)] { return path }
            if let guide = object as? UILayoutGuide {
                let owner = guide.owningView.map { paths[ObjectIdentifier($0)] ?? "orphan:\(type(of: $0))" } ?? "orphan"
                switch guide.identifier {
                case "UIViewSafeAreaLayoutGuide": return owner + ".safeArea"
                case "UIViewLayoutMarginsGuide": return owner + ".margins"
                case "UIScrollView-contentLayoutGuide": return owner + ".contentGuide"
                case "UIScrollView-frameLayoutGuide": return owner + ".frameGuide"
                case "UIViewKeyboardLayoutGuide": return owner + ".keyboard"
                default: return owner + ".guide(\(guide.identifier))"
                }
            }
            return "orphan:\(type(of: object))"
        }

        func constraint(_ c: NSLayoutConstraint) -> String {
            XibCheckCanonical.constraint(
                first: item(c.firstItem), firstAttribute: "\(c.firstAttribute)", relation: "\(c.relation)",
                second: c.secondItem == nil ? nil : item(c.secondItem), secondAttribute: "\(c.secondAttribute)",
                multiplier: Double(c.multiplier), constant: Double(c.constant), priority: Double(c.priority.rawValue))
        }

        for (view, path) in order {
            if path == "r" {
                let superclass = Mirror(reflecting: view).superclassMirror.map { "\($0.subjectType)" } ?? "?"
                lines.append("view r root:\(superclass)")
            } else if !path.hasSuffix(".cv") {
                var cls = "\(type(of: view))"
                if let button = view as? UIButton { cls += "[\(button.buttonType)]" }
                lines.append("view \(path) \(cls)\(view.translatesAutoresizingMaskIntoConstraints ? "" : " tamic=false")")
            }
            let content = providedContentView(view)
            let keyed = keyedViews(view).map(\.1)
            let children = view.subviews.filter { subview in subview !== content && !keyed.contains { $0 === subview } }.count
            var arranged = false
            if let stack = view.superview as? UIStackView, stack.arrangedSubviews.contains(where: { $0 === view }) { arranged = true }
            lines.append("hier \(path) children=\(children)\(arranged ? " arranged" : "")")
        }

        for (view, path) in order {
            for value in ["clips=\(view.clipsToBounds)", "opaque=\(view.isOpaque)", "mode=\(view.contentMode)",
                          "interaction=\(view.isUserInteractionEnabled)", "multitouch=\(view.isMultipleTouchEnabled)"] {
                lines.append("state \(path) \(value)")
            }
        }

        for c in NSLayoutConstraint._surfaceAllCreated where c.isActive {
            lines.append("constraint " + constraint(c) + (c._surfaceHadCommonAncestor ? "" : " NO-COMMON-ANCESTOR"))
        }

        // Outlets: the type's lazy properties, and stored properties of app (non-UIKit) classes.
        func unwrap(_ value: Any) -> AnyObject?? {
            let mirror = Mirror(reflecting: value)
            if mirror.displayStyle == .optional {
                guard let first = mirror.children.first else { return .some(nil) }
                return unwrap(first.value)
            }
            if let view = value as? UIView { return .some(view) }
            if let constraint = value as? NSLayoutConstraint { return .some(constraint) }
            return nil
        }
        func target(_ object: AnyObject?) -> String {
            guard let object else { return "nil" }
            if let c = object as? NSLayoutConstraint { return "constraint " + constraint(c) }
            return item(object)
        }
        func appMirrors(_ value: Any) -> [Mirror] {
            var result: [Mirror] = []
            var mirror: Mirror? = Mirror(reflecting: value)
            while let m = mirror {
                let name = String(reflecting: m.subjectType)
                // The app's classes (generated types and stubs) are compiled with this file; UIKit's and
                // the other frameworks' are not.
                if !name.hasPrefix(appModulePrefix) { break }
                result.append(m)
                mirror = m.superclassMirror
            }
            return result
        }
        for (view, path) in order {
            for mirror in appMirrors(view) {
                for child in mirror.children {
                    guard let label = child.label, let value = unwrap(child.value) else { continue }
                    let lazyPrefix = "$__lazy_storage_$_"
                    if path == "r" {
                        // The generated type's lazy properties, or outlets its (app) superclass declares and it sets.
                        lines.append("outlet \(label.hasPrefix(lazyPrefix) ? label.dropFirst(lazyPrefix.count) : label[...]) -> \(target(value))")
                    } else if !label.hasPrefix(lazyPrefix) {
                        lines.append("outlet \(path).\(label) -> \(target(value))")
                    }
                }
            }
        }

        for (view, path) in order {
            if let control = view as? UIControl {
                for ta in control._surfaceTargetActions {
                    let to = ta.hadTarget
                        ? (ta.target.map { $0 === owner ? "owner" : paths[ObjectIdentifier($0)] ?? "obj:\(type(of: $0))" } ?? "released") : "nil"
                    lines.append("action \(path) target=\(to) \(ta.action) \(eventName(ta.events))")
                }
            }
            guard path != "r", !path.hasSuffix(".cv") else { continue }
            if let label = view as? UILabel {
                lines.append("prop \(path) text=\(XibCheckCanonical.quote(label.text))")
                lines.append("prop \(path) font=\(fontName(label.font))")
                lines.append("prop \(path) textColor=\(colorName(label.textColor))")
            }
            if let button = view as? UIButton, button.configuration == nil {
                for (raw, name) in states {
                    if let title = button._surfaceTitles[raw] { lines.append("prop \(path) \(name).title=\(XibCheckCanonical.quote(title))") }
                    if let image = button._surfaceImages[raw] { lines.append("prop \(path) \(name).image=\(imageName(image))") }
                    if let color = button._surfaceTitleColors[raw] { lines.append("prop \(path) \(name).titleColor=\(colorName(color))") }
                }
            }
        }
        return lines
    }

    /// The actions that reach `owner` when every control, bar button item and gesture recognizer
    /// of the tree fires, with a text field outside the tree first responder (a nil-targeted action
    /// would go to it and up its chain, not to the owner): `deliver <sender path> <selector>`, with
    /// `item` and `gesture` for senders that are not views.
    static func deliveries(_ root: UIView, owner: AnyObject, ownerClass: AnyClass, selectors: [String]) -> [String] {
        var received = Set<String>()
        var senderPath: [ObjectIdentifier: String] = [:]
        for selector in Set(selectors) {
            _SurfaceActions.register(selector, for: ownerClass) { receiver, sender in
                guard receiver === owner else { return }
                let path = (sender as AnyObject?).flatMap { senderPath[ObjectIdentifier($0)] } ?? "unknown"
                received.insert("deliver \(path) \(selector)")
            }
        }
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let focused = UITextField(frame: CGRect(x: 0, y: 0, width: 100, height: 30))
        window.addSubview(root)
        window.addSubview(focused)
        window.makeKeyAndVisible()
        _ = focused.becomeFirstResponder()

        var controls: [UIControl] = [], items: [UIBarButtonItem] = [], gestures: [UIGestureRecognizer] = []
        var order: [(UIView, String)] = []
        func visit(_ view: UIView, _ path: String) {
            order.append((view, path))
            let content = providedContentView(view)
            if let content { visit(content, path + ".cv") }
            let keyed = keyedViews(view)
            for (key, keyedView) in keyed { visit(keyedView, path + "." + key) }
            var index = 0
            for subview in view.subviews where subview !== content && subview !== focused && !keyed.contains(where: { $0.1 === subview }) {
                visit(subview, "\(path).\(index)")
                index += 1
            }
        }
        visit(root, "r")
        for (view, path) in order {
            senderPath[ObjectIdentifier(view)] = path
            if let control = view as? UIControl { controls.append(control) }
            if let toolbar = view as? UIToolbar { items += toolbar.items ?? [] }
            if let bar = view as? UINavigationBar {
                for item in bar.items ?? [] {
                    items += [item.leftBarButtonItem, item.rightBarButtonItem, item.backBarButtonItem].compactMap { $0 }
                    items += (item.leftBarButtonItems ?? []) + (item.rightBarButtonItems ?? [])
                }
            }
            gestures += view.gestureRecognizers ?? []
        }
        for item in items { senderPath[ObjectIdentifier(item)] = "item" }
        for gesture in gestures { senderPath[ObjectIdentifier(gesture)] = "gesture" }
        for control in controls {
            var fired: [UIControl.Event] = []
            for ta in control._surfaceTargetActions where !fired.contains(ta.events) {
                fired.append(ta.events)
                control.sendActions(for: ta.events)
            }
        }
        for item in items { item._surfaceTap() }
        for gesture in gestures {
            let enabled = gesture.isEnabled
            gesture.isEnabled = true
            gesture._surfaceRecognize()
            gesture.isEnabled = enabled
        }
        _ = focused.resignFirstResponder()
        focused.removeFromSuperview()
        root.removeFromSuperview()
        _SurfaceActions.reset()
        return received.sorted()
    }

    /// Where autoresizing put the views it lays out (see `FrameExpectation`): after a layout pass
    /// at the design size (each Auto Layout view of `layoutPass` at its XIB frame, parents first),
    /// then after the root is resized to each of `sizes`.
    static func frames(_ root: UIView, layoutPass: [(String, CGRect)], sizes: [CGSize]) -> [String] {
        guard !sizes.isEmpty else { return [] }
        // (view, path, laid out by autoresizing from the root down)
        var order: [(view: UIView, path: String, listed: Bool, chained: Bool)] = []
        var byPath: [String: UIView] = [:]
        func visit(_ view: UIView, _ path: String, chained: Bool) {
            byPath[path] = view
            let content = providedContentView(view)
            if let content {
                byPath[path + ".cv"] = content
                visit(content, path + ".cv", chained: chained)
            }
            let keyed = keyedViews(view)
            for (key, keyedView) in keyed {
                order.append((keyedView, path + "." + key, keyedView.translatesAutoresizingMaskIntoConstraints, false))
                visit(keyedView, path + "." + key, chained: false)
            }
            let isStack = view is UIStackView
            var index = 0
            for subview in view.subviews where subview !== content && !keyed.contains(where: { $0.1 === subview }) {
                let autoresized = subview.translatesAutoresizingMaskIntoConstraints && !isStack
                let subviewPath = "\(path).\(index)"
                order.append((subview, subviewPath, autoresized, chained && autoresized))
                visit(subview, subviewPath, chained: chained && autoresized)
                index += 1
            }
        }
        visit(root, "r", chained: true)
        for (path, frame) in layoutPass { byPath[path]?.frame = frame }
        func line(_ step: String, _ entry: (view: UIView, path: String, listed: Bool, chained: Bool)) -> String {
            let f = entry.view.frame
            return "frame \(step) \(entry.path) " + XibCheckCanonical.frame(x: Double(f.minX), y: Double(f.minY), width: Double(f.width), height: Double(f.height))
        }
        var lines = order.filter(\.listed).map { line("design", $0) }
        for (step, size) in sizes.enumerated() {
            root.frame = CGRect(origin: root.frame.origin, size: size)
            lines += order.filter { $0.listed && $0.chained }.map { line(String(step + 1), $0) }
        }
        return lines
    }

    /// Builds one generated type and prints its description between markers; `owner` is the
    /// object its `connect(to:)` was given (with its class and the selectors the XIB sends it).
    static func run(_ id: String, _ make: () -> (UIView, AnyObject?), ownerClass: AnyClass? = nil, selectors: [String] = [],
                    layoutPass: [(String, CGRect)] = [], sizes: [CGSize] = []) {
        NSLayoutConstraint._surfaceReset()
        let (view, owner) = make()
        print("<<<XIBCHECK BEGIN \(id)")
        for line in describe(view, typeName: id, owner: owner) { print(line) }
        for line in frames(view, layoutPass: layoutPass, sizes: sizes) { print(line) }
        if let owner, let ownerClass {
            for line in deliveries(view, owner: owner, ownerClass: ownerClass, selectors: selectors) { print(line) }
        }
        print(">>>XIBCHECK END \(id)")
    }
}
