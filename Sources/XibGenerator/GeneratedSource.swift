import XibModel

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
