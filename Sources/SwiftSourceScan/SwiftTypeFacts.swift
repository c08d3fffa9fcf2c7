/// What a Swift file declares about its classes, as far as Interface Builder connections care:
/// each `class` and `extension` declaration with its outlets, actions, whether it overrides
/// `awakeFromNib()`, and where each is (1-based lines).
public struct SwiftFileFacts: Hashable, Sendable {
    public var declarations: [SwiftTypeDeclaration]

    public init(declarations: [SwiftTypeDeclaration] = []) { self.declarations = declarations }
}

/// Swift's access levels, lowest first.
public enum SwiftAccess: String, Hashable, Sendable, Comparable, CaseIterable {
    case `private`, `fileprivate`, `internal`, `public`, `open`

    /// Private and file-private members cannot be named from another type's file (`#selector` does not compile).
    public var isFilePrivate: Bool { self == .private || self == .fileprivate }

    public static func < (a: SwiftAccess, b: SwiftAccess) -> Bool {
        allCases.firstIndex(of: a)! < allCases.firstIndex(of: b)!
    }
}

public struct SwiftTypeDeclaration: Hashable, Sendable {
    public enum Kind: String, Hashable, Sendable {
        case `class`, `extension`, `struct`, `enum`, `protocol`, `actor`
    }

    public var kind: Kind
    /// The Swift name; a nested type's is qualified (`Outer.Inner`), an extension's is as written.
    public var name: String
    /// `@objc(Name)`: the name the Objective-C runtime (and a XIB's `customClass`) knows it by.
    public var objcName: String?
    /// The types after `:` (base names, generic arguments and module prefixes removed); a class's
    /// first one is its superclass when it is a class.
    public var inherited: [String]
    public var line: Int
    /// Properties declared in the body, `@IBOutlet`s and others (see `SwiftOutlet.isIBOutlet`).
    public var outlets: [SwiftOutlet] = []
    public var actions: [SwiftAction] = []
    /// The line of `override func awakeFromNib()`, if the declaration has one.
    public var awakeFromNibLine: Int?

    public init(kind: Kind, name: String, objcName: String? = nil, inherited: [String] = [], line: Int) {
        self.kind = kind
        self.name = name
        self.objcName = objcName
        self.inherited = inherited
        self.line = line
    }
}

/// A property of the type: `@IBOutlet var name` (or `let`, `weak`, `private(set)`, an outlet
/// collection `[UIView]!`), or another property (`isIBOutlet` false), which key-value coding may
/// set as well when the runtime sees it.
public struct SwiftOutlet: Hashable, Sendable {
    public var name: String
    public var isIBOutlet: Bool
    public var isCollection: Bool
    public var line: Int

    public init(name: String, isIBOutlet: Bool = true, isCollection: Bool, line: Int) {
        self.name = name
        self.isIBOutlet = isIBOutlet
        self.isCollection = isCollection
        self.line = line
    }
}

/// An `@IBAction` or `@objc` method: the Objective-C selector a XIB's action names
/// (`didTap:`, `didTapWithSender:`, `a:forEvent:`, or `@objc(custom:)`'s), and its access level.
public struct SwiftAction: Hashable, Sendable {
    public var selector: String
    public var access: SwiftAccess
    public var isIBAction: Bool
    public var line: Int

    public init(selector: String, access: SwiftAccess, isIBAction: Bool, line: Int) {
        self.selector = selector
        self.access = access
        self.isIBAction = isIBAction
        self.line = line
    }
}
