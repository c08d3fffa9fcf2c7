/// How generated code is shaped. The pipeline fills this from the config file.
public struct GeneratorOptions: Hashable, Sendable {
    public enum AccessLevel: String, Hashable, Sendable, CaseIterable {
        case `internal`, `public`, `open`
    }

    /// What a generated type's `init(coder:)` does (`style.initCoder`).
    public enum InitCoderPolicy: String, Hashable, Sendable, CaseIterable {
        /// `@available(*, unavailable)`, as view-code guides write it: a nib or storyboard that
        /// still decodes the class stops at once with a message, instead of getting the
        /// hierarchy twice (its own subviews and the generated ones) and outlets to neither.
        case unavailable
        /// Builds the hierarchy after decoding: for a storyboard or nib that names the class
        /// on an empty view.
        case build
    }

    /// What an action to a `private` or `fileprivate` method of the owner's Swift source becomes
    /// (`style.privateActions`): `#selector` cannot name such a method from the generated type.
    public enum PrivateActionPolicy: String, Hashable, Sendable, CaseIterable {
        /// `Selector(("name:"))` (a string the compiler does not check) and a warning.
        case warn
        /// An error: the document is not generated until the method is made internal.
        case fail
    }

    /// One level of indentation.
    public var indent: String
    public var accessLevel: AccessLevel
    /// Type name for a XIB's first top-level view. `{xib}` is the XIB's base name,
    /// `{object}` a name for the object itself (outlet, user label, custom class or role).
    public var typeNameTemplate: String
    /// Type name for further top-level views in the same XIB.
    public var additionalTypeNameTemplate: String
    /// The namespace of a storyboard's types (`enum MainStoryboard`); `{storyboard}` is the
    /// storyboard's base name.
    public var storyboardNamespaceTemplate: String
    /// Type name for a storyboard scene's view or prototype cell, inside the namespace; `{scene}`
    /// is the controller's (or cell's) class, else its storyboard (reuse) identifier or title.
    public var sceneTypeNameTemplate: String
    /// The oldest iOS the code must run on: where UIKit has a newer API, it decides which is written.
    public var deploymentTarget: DeploymentTarget
    /// An Xcode `#Preview` per generated type (Xcode 15 or later), inside `#if DEBUG`.
    public var previews: Bool
    /// Whether and how localized documents look their texts up.
    public var localization: LocalizationOptions
    /// What `init(coder:)` does.
    public var initCoder: InitCoderPolicy
    /// Xcode's generated asset symbols (`UIImage(resource: .logo)`) for the names the project's
    /// catalogs provide (`style.assetSymbols`; iOS 17): see `AssetSymbols`.
    public var assetSymbols: Bool

    /// What an action to a file-private method becomes.
    public var privateActions: PrivateActionPolicy

    public init(
        indent: String = "    ",
        accessLevel: AccessLevel = .internal,
        typeNameTemplate: String = "{xib}Layout",
        additionalTypeNameTemplate: String = "{xib}{Object}Layout",
        storyboardNamespaceTemplate: String = "{storyboard}Storyboard",
        sceneTypeNameTemplate: String = "{scene}Layout",
        deploymentTarget: DeploymentTarget = .minimum,
        previews: Bool = false,
        localization: LocalizationOptions = .default,
        initCoder: InitCoderPolicy = .unavailable,
        assetSymbols: Bool = false,
        privateActions: PrivateActionPolicy = .warn
    ) {
        self.assetSymbols = assetSymbols
        self.indent = indent
        self.accessLevel = accessLevel
        self.typeNameTemplate = typeNameTemplate
        self.additionalTypeNameTemplate = additionalTypeNameTemplate
        self.storyboardNamespaceTemplate = storyboardNamespaceTemplate
        self.sceneTypeNameTemplate = sceneTypeNameTemplate
        self.deploymentTarget = deploymentTarget
        self.previews = previews
        self.localization = localization
        self.initCoder = initCoder
        self.privateActions = privateActions
    }

    public static let `default` = GeneratorOptions()
}
