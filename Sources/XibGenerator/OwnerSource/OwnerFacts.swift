/// What the project's Swift source declares for the classes a document names (its File's
/// Owner, scene controllers, custom views and cells), found by the pipeline and handed in: the
/// generator stays a pure function of its inputs and never reads files.
///
/// Each class's members are its own, its extensions' and those of its superclasses declared in
/// the project; `ClassFacts.reportsMissing` says whether that list is complete enough to call a
/// member the document connects "missing".
public struct OwnerFacts: Hashable, Sendable {
    /// A place in a Swift file: the root-relative path and the 1-based line.
    public struct Place: Hashable, Sendable, CustomStringConvertible {
        public var file: String
        public var line: Int

        public init(file: String, line: Int) {
            self.file = file
            self.line = line
        }

        public var description: String { "\(file):\(line)" }
    }

    /// A method a selector can name, and whether only its own file can name it (`private`, `fileprivate`).
    public struct Action: Hashable, Sendable {
        public var isFilePrivate: Bool
        /// `private`, `fileprivate`, `internal`…, for messages.
        public var access: String
        public var place: Place

        public init(isFilePrivate: Bool, access: String, place: Place) {
            self.isFilePrivate = isFilePrivate
            self.access = access
            self.place = place
        }
    }

    public struct ClassFacts: Hashable, Sendable {
        /// The class's declaration (the first, when `#if` branches declare it twice).
        public var declaredAt: Place
        /// `@IBOutlet` properties, outlet collections included, by name.
        public var outlets: [String: Place]
        /// Methods by Objective-C selector.
        public var actions: [String: Action]
        /// Where the class (or an in-project superclass) overrides `awakeFromNib()`.
        public var awakeFromNib: Place?
        /// The first superclass not declared in the project's Swift source (`UIViewController`),
        /// whose members xibgen cannot see; nil when the chain has no end the scan found.
        public var externalAncestor: String?
        /// Whether a connected member missing from `outlets` and `actions` is reported: only when
        /// the external ancestor is a UIKit class, whose connectable members xibgen knows.
        public var reportsMissing: Bool

        public init(declaredAt: Place, outlets: [String: Place] = [:], actions: [String: Action] = [:], awakeFromNib: Place? = nil,
                    externalAncestor: String? = nil, reportsMissing: Bool = false) {
            self.declaredAt = declaredAt
            self.outlets = outlets
            self.actions = actions
            self.awakeFromNib = awakeFromNib
            self.externalAncestor = externalAncestor
            self.reportsMissing = reportsMissing
        }
    }

    /// By the name the document uses (`customClass`).
    public var classes: [String: ClassFacts]

    public init(classes: [String: ClassFacts] = [:]) { self.classes = classes }

    public static let none = OwnerFacts()

    public var isEmpty: Bool { classes.isEmpty }

    /// The method `selector` names in `className` when only its own file can name it.
    func filePrivateAction(_ selector: String, of className: String) -> Action? {
        guard let action = classes[className]?.actions[selector], action.isFilePrivate else { return nil }
        return action
    }

    /// Everything the generated code and its checks read, without source lines: equal texts give
    /// equal outputs and the same warnings (at possibly other lines). A comment added to the
    /// Swift file changes lines only, so it does not make outputs stale.
    public var stalenessDescription: String {
        var lines: [String] = []
        for name in classes.keys.sorted() {
            let facts = classes[name]!
            lines.append("class \(name) \(facts.declaredAt.file) ancestor=\(facts.externalAncestor ?? "-") reports=\(facts.reportsMissing)")
            for outlet in facts.outlets.keys.sorted() { lines.append("outlet \(outlet)") }
            for selector in facts.actions.keys.sorted() {
                lines.append("action \(selector) \(facts.actions[selector]!.access) \(facts.actions[selector]!.place.file)")
            }
            if let awake = facts.awakeFromNib { lines.append("awakeFromNib \(awake.file)") }
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
