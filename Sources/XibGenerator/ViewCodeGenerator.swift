import XibModel

/// Model → Swift source. A pure function of its inputs: same document and options,
/// byte-identical output.
public enum ViewCodeGenerator {
    /// Bumped whenever generated output changes for the same input; part of staleness.
    public static let version = "0.1.0"

    /// - Parameters:
    ///   - xibName: the XIB's file name without extension (`ProfileHeader`), used for type names.
    public static func generate(_ document: XibDocument, xibName: String, options: GeneratorOptions = .default) -> GeneratedSource {
        // Placeholder until the generator lands: keeps the pipeline buildable.
        GeneratedSource(text: "import UIKit\n", typeNames: [], diagnostics: document.diagnostics)
    }
}
