import XibModel

/// The result of generating one XIB: the Swift body (without the pipeline's header),
/// the types it declares, and what could not be translated.
public struct GeneratedSource: Hashable, Sendable {
    /// The Swift source as UTF-8 in chunks, what gets written (no String, and no single buffer
    /// of the whole, is made on the way to disk).
    public var body: GeneratedBytes
    /// The Swift source as UTF-8, in one buffer.
    public var utf8: [UInt8] {
        get { body.contiguous }
        set { body = GeneratedBytes(newValue) }
    }
    public var typeNames: [String]
    /// The superclass of each generated type, parallel to `typeNames`.
    public var superclasses: [String]
    public var diagnostics: [Diagnostic]
    /// What each generated type is, parallel to `typeNames`.
    public var types: [GeneratedType]

    /// The Swift source.
    public var text: String {
        get { String(decoding: utf8, as: UTF8.self) }
        set { utf8 = Array(newValue.utf8) }
    }

    public init(utf8: [UInt8], typeNames: [String], superclasses: [String] = [], diagnostics: [Diagnostic], types: [GeneratedType] = []) {
        self.init(body: GeneratedBytes(utf8), typeNames: typeNames, superclasses: superclasses, diagnostics: diagnostics, types: types)
    }

    public init(body: GeneratedBytes, typeNames: [String], superclasses: [String] = [], diagnostics: [Diagnostic], types: [GeneratedType] = []) {
        self.body = body
        self.typeNames = typeNames
        self.superclasses = superclasses
        self.diagnostics = diagnostics
        self.types = types
    }

    public init(text: String, typeNames: [String], superclasses: [String] = [], diagnostics: [Diagnostic], types: [GeneratedType] = []) {
        self.init(utf8: Array(text.utf8), typeNames: typeNames, superclasses: superclasses, diagnostics: diagnostics, types: types)
    }

    public var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }
    /// A storyboard's segues the generated flow performs, in document order.
    public var segues: [GeneratedSegue] = []
}

/// A segue of a storyboard as the generated flow performs it: `perform(.caseName, from:)`
/// (manual) or `trigger(.caseName, from:sender:)` on `namespace`, from `sourceFactory()`'s controller.
public struct GeneratedSegue: Hashable, Sendable {
    /// The `<segue>`'s id.
    public var id: String
    public var namespace: String
    /// The source scene's factory (`makeList`).
    public var sourceFactory: String
    /// The segue enumeration, unqualified (`ListSegue`), and the segue's case.
    public var typeName: String
    public var caseName: String
    /// For a segue whose control, bar button item or gesture recognizer the generated code wires:
    /// what sends its action, and to which method.
    public var trigger: Trigger?

    /// The trigger's kind, the controller class it targets and the action's Objective-C selector
    /// (`triggerSegue14FlowStoryboard9ListSegue_showDetail:`, the method's name plus `:`).
    public struct Trigger: Hashable, Sendable {
        public var kind: TriggerKind
        public var ownerClass: String
        public var selector: String
    }

    public init(id: String, namespace: String, sourceFactory: String, typeName: String, caseName: String) {
        self.id = id
        self.namespace = namespace
        self.sourceFactory = sourceFactory
        self.typeName = typeName
        self.caseName = caseName
    }

    /// What sends a triggered segue's action: the three triggers the generated code wires with
    /// target/action (a cell's selection stays the app's data source's).
    public enum TriggerKind: String, Hashable, Sendable, CustomStringConvertible {
        case control, barButtonItem, gestureRecognizer

        public init?(_ trigger: XibSegue.Trigger) {
            switch trigger {
            case .control: self = .control
            case .barButtonItem: self = .barButtonItem
            case .gestureRecognizer: self = .gestureRecognizer
            default: return nil
            }
        }

        public var description: String {
            switch self {
            case .control: "control"
            case .barButtonItem: "bar button item"
            case .gestureRecognizer: "gesture recognizer"
            }
        }
    }
}

/// One generated type: its name as code outside the file spells it, its superclass, the object
/// it was generated for, what kind of type it is, and the owner its `connect(to:)` takes.
public struct GeneratedType: Hashable, Sendable {
    public enum Kind: Hashable, Sendable {
        /// A top-level view of a XIB.
        case xibView
        /// A storyboard scene's root view, installed by `controllerClass.loadView()` as `installation`
        /// (`view`, `tableView`, `collectionView`).
        case sceneView(controllerClass: String, installation: String)
        /// A storyboard prototype cell (or collection section view) of a `container` element.
        case prototype(container: String)
    }

    /// `ProfileHeaderLayout`, or `MainStoryboard.LoginViewControllerLayout` in a storyboard's namespace.
    public var name: String
    public var superclass: String
    /// The id of the view the type is generated for.
    public var rootID: String
    /// The parameter type of the type's `connect(to owner:)` (`LoginViewController`, or
    /// `AnyObject` for an owner without a class); nil when the type connects nothing to its owner.
    public var ownerType: String?
    public var kind: Kind

    public init(name: String, superclass: String, rootID: String, ownerType: String? = nil, kind: Kind = .xibView) {
        self.name = name
        self.superclass = superclass
        self.rootID = rootID
        self.ownerType = ownerType
        self.kind = kind
    }
}
