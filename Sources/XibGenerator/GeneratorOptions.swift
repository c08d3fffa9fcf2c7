/// How generated code is shaped. The pipeline fills this from the config file.
public struct GeneratorOptions: Hashable, Sendable {
    public enum AccessLevel: String, Hashable, Sendable, CaseIterable {
        case `internal`, `public`, `open`
    }

    /// One level of indentation.
    public var indent: String
    public var accessLevel: AccessLevel
    /// Type name for a XIB's first top-level view. `{xib}` is the XIB's base name,
    /// `{object}` a name for the object itself (outlet, user label, custom class or role).
    public var typeNameTemplate: String
    /// Type name for further top-level views in the same XIB.
    public var additionalTypeNameTemplate: String

    public init(
        indent: String = "    ",
        accessLevel: AccessLevel = .internal,
        typeNameTemplate: String = "{xib}Layout",
        additionalTypeNameTemplate: String = "{xib}{Object}Layout"
    ) {
        self.indent = indent
        self.accessLevel = accessLevel
        self.typeNameTemplate = typeNameTemplate
        self.additionalTypeNameTemplate = additionalTypeNameTemplate
    }

    public static let `default` = GeneratorOptions()
}

/// The result of generating one XIB: the Swift body (without the pipeline's header),
/// the types it declares, and what could not be translated.
public struct GeneratedSource: Hashable, Sendable {
    /// The Swift source as UTF-8, what gets written (no String is made on the way to disk).
    public var utf8: [UInt8]
    public var typeNames: [String]
    /// The superclass of each generated type, parallel to `typeNames`.
    public var superclasses: [String]
    public var diagnostics: [Diagnostic]

    /// The Swift source.
    public var text: String {
        get { String(decoding: utf8, as: UTF8.self) }
        set { utf8 = Array(newValue.utf8) }
    }

    public init(utf8: [UInt8], typeNames: [String], superclasses: [String] = [], diagnostics: [Diagnostic]) {
        self.utf8 = utf8
        self.typeNames = typeNames
        self.superclasses = superclasses
        self.diagnostics = diagnostics
    }

    public init(text: String, typeNames: [String], superclasses: [String] = [], diagnostics: [Diagnostic]) {
        self.init(utf8: Array(text.utf8), typeNames: typeNames, superclasses: superclasses, diagnostics: diagnostics)
    }

    public var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }
}

import XibModel
