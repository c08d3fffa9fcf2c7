import XibModel

/// The typed identifiers of a storyboard, for code that still loads it while the team migrates:
/// an `extension MainStoryboard` with the storyboard's `name` and `storyboard`, `Scene` (one member
/// per storyboard identifier, whose `instantiate()` returns the scene controller's class),
/// `instantiateInitial()` typed to the initial controller's class, and `ReuseIdentifier` (one
/// constant per prototype cell and reusable view identifier). A string typed wrong, or a scene
/// renamed in the storyboard and regenerated, then fails at compile time instead of at run time.
///
/// Member names come from `IdentifierNames` (document order decides collisions). A storyboard
/// identifier used by more than one scene (the model warns: UIKit instantiates only one of them)
/// gets the member of its first scene. Controllers of other frameworks (SwiftUI hosting, AVKit,
/// GLKit) and storyboard references are typed `UIViewController`: the file imports UIKit only.
struct StoryboardIdentifiers {
    let document: XibDocument
    let storyboardName: String
    let namespace: String
    let options: GeneratorOptions

    /// The namespace's members this writes (the scene types must avoid them).
    static let namespaceMembers: Set<String> = ["name", "storyboard", "Scene", "SceneIdentifier", "instantiateInitial",
                                                "ReuseIdentifier"]

    /// A scene that can be instantiated by identifier.
    private struct IdentifiedScene {
        let identifier: String
        let controllerClass: String
        let scene: XibScene
        let controller: XibObject
    }

    func write(into writer: inout CodeWriter) {
        let access = options.accessLevel == .internal ? "" : "public "
        let indent = options.indent
        let file = "\(storyboardName).storyboard"
        var scenes: [IdentifiedScene] = []
        var seen = Set<String>()
        for scene in document.scenes {
            guard let controller = scene.controller, controller.storyboardReference == nil,
                  let identifier = controller.storyboardIdentifier, seen.insert(identifier).inserted else { continue }
            scenes.append(IdentifiedScene(identifier: identifier, controllerClass: StoryboardGenerator.controllerClass(of: controller),
                                          scene: scene, controller: controller))
        }
        let initial = document.initialScene.flatMap { scene in scene.controller.map { (scene, $0) } }

        writer.line()
        writer.line("/// `\(file)` by name, typed: its scenes by storyboard identifier, its initial scene, its reuse identifiers.")
        writer.block("\(access)extension \(namespace)") { w in
            w.line("/// The storyboard's name in its bundle.")
            w.line("\(access)static let name = \(SwiftLiteral.string(storyboardName))")
            w.line()
            w.line("/// The storyboard, from the app's main bundle (a framework's storyboard: `UIStoryboard(name: name, bundle:)`).")
            w.line("@MainActor \(access)static var storyboard: UIStoryboard {")
            w.line("\(indent)UIStoryboard(name: name, bundle: nil)")
            w.line("}")
            if let initial {
                let (scene, controller) = initial
                let type = StoryboardGenerator.controllerClass(of: controller)
                w.line()
                w.line("/// The initial scene \(StoryboardGenerator.describe(scene)) (line \(controller.location.line)), as the storyboard")
                w.line("/// builds it; `creator` makes it with dependencies (`\(type)(coder:…)`), nil for `init(coder:)`.")
                w.line("@MainActor \(access)static func instantiateInitial(creator: ((NSCoder) -> \(type)?)? = nil) -> \(type) {")
                w.line("\(indent)let controller = storyboard.instantiateInitialViewController { coder -> UIViewController? in creator?(coder) }")
                w.line("\(indent)guard let typed = controller as? \(type) else {")
                let found = #"\(controller.map { "a \(type(of: $0))" } ?? "missing")"#
                w.line("\(indent)\(indent)fatalError(\"\(Self.literalBody(file)): the initial view controller is \(found), not a \(type)\")")
                w.line("\(indent)}")
                w.line("\(indent)return typed")
                w.line("}")
            }
            guard !scenes.isEmpty else { return }
            w.line()
            w.line("/// A scene of `\(file)` with a storyboard identifier: `instantiate()` returns its controller's class.")
            w.block("\(access)struct SceneIdentifier<Controller: UIViewController>: Sendable") { s in
                s.line("\(access)let identifier: String")
                s.line()
                s.line("/// The scene's controller, as the storyboard builds it; `creator` makes it with dependencies")
                s.line("/// (`init?(coder:…)` of your own), nil for `init(coder:)`.")
                s.line("@MainActor \(access)func instantiate(creator: ((NSCoder) -> Controller?)? = nil) -> Controller {")
                s.line("\(indent)let controller = \(namespace).storyboard.instantiateViewController(identifier: identifier) { coder -> UIViewController? in creator?(coder) }")
                s.line("\(indent)guard let typed = controller as? Controller else {")
                s.line(#"\#(indent)\#(indent)fatalError("\#(Self.literalBody(file)): the scene \"\(identifier)\" is a \(type(of: controller)), not a \(Controller.self)")"#)
                s.line("\(indent)}")
                s.line("\(indent)return typed")
                s.line("}")
            }
            w.line()
            w.line("/// The scenes of `\(file)` that have a storyboard identifier, in document order.")
            w.block("\(access)enum Scene") { s in
                let names = IdentifierNames.memberNames(for: scenes.map(\.identifier))
                for (index, (entry, name)) in zip(scenes, names).enumerated() {
                    if index > 0 { s.line() }
                    s.line("/// \(StoryboardGenerator.describe(entry.scene)) (line \(entry.controller.location.line)): `\(Self.commentSafe(entry.identifier))`.")
                    s.line("\(access)static var \(name): SceneIdentifier<\(entry.controllerClass)> { SceneIdentifier(identifier: \(SwiftLiteral.string(entry.identifier))) }")
                }
            }
        }
        writeReuseIdentifiers(into: &writer, access: access)
    }

    /// `ReuseIdentifier`: one constant per distinct reuse identifier of the prototype cells and
    /// reusable views of every scene, in document order.
    private func writeReuseIdentifiers(into writer: inout CodeWriter, access: String) {
        var identifiers: [String] = []
        var uses: [String: [String]] = [:]
        for scene in document.scenes {
            guard let root = scene.controller?.rootView else { continue }
            root.forEachObject { container in
                for cell in container.prototypeCells + StoryboardGenerator.supplementaryViews(of: container) {
                    guard let identifier = cell.reuseIdentifier else { continue }
                    if uses[identifier] == nil { identifiers.append(identifier) }
                    let what = cell.customClass.map { "a `\($0)`" } ?? "<\(cell.tag)>"
                    uses[identifier, default: []].append("\(what) of \(StoryboardGenerator.describe(scene)) (line \(cell.location.line))")
                }
            }
        }
        guard !identifiers.isEmpty else { return }
        writer.line()
        writer.block("\(access)extension \(namespace)") { w in
            w.line("/// The reuse identifiers of the storyboard's prototype cells and reusable views, in document order.")
            w.block("\(access)enum ReuseIdentifier") { r in
                let names = IdentifierNames.memberNames(for: identifiers)
                for (index, (identifier, name)) in zip(identifiers, names).enumerated() {
                    if index > 0 { r.line() }
                    r.line("/// " + uses[identifier, default: []].joined(separator: "; ") + ".")
                    r.line("\(access)static let \(name) = \(SwiftLiteral.string(identifier))")
                }
            }
        }
    }

    /// `text` inside a string literal, without its quotes.
    private static func literalBody(_ text: String) -> String {
        String(SwiftLiteral.string(text).dropFirst().dropLast())
    }

    /// A comment stays on its line.
    private static func commentSafe(_ text: String) -> String {
        text.replacingAll("\n", with: " ").replacingAll("\r", with: " ").replacingAll("`", with: "'")
    }
}
