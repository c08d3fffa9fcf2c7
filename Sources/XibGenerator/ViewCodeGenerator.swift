import XibModel

/// Model → Swift source. A pure function of its inputs: same document and options,
/// byte-identical output.
public enum ViewCodeGenerator {
    /// - Parameters:
    ///   - xibName: the XIB's or storyboard's file name without extension (`ProfileHeader`, `Main`),
    ///     used for type names (a storyboard's namespace).
    ///   - localization: the translations found beside the document, when it sits in an `.lproj`
    ///     folder (nil otherwise): whether its texts are looked up, and what the checks compare.
    ///   - assets: the symbols Xcode generates for the project's asset catalogs, used for the names
    ///     they cover when `options.assetSymbols` is on (`.none`: every name stays a string).
    ///   - ownerFacts: what the project's Swift source declares for the document's classes
    ///     (`.none` when it has none): private actions get string selectors, and connections the
    ///     classes do not declare and `awakeFromNib()` overrides are reported.
    ///   - sink: when given, takes the body as it is written (a large output is never held whole),
    ///     and the result's `body` is empty.
    public static func generate(_ document: XibDocument, xibName: String, options: GeneratorOptions = .default,
                                localization input: LocalizationInput? = nil, assets: AssetSymbols = .none,
                                ownerFacts: OwnerFacts = .none, into sink: CodeSink? = nil) -> GeneratedSource {
        let assets = options.assetSymbols ? assets : .none
        let localization = TextLocalization.resolve(document, documentName: xibName, options: options.localization, input: input)
        var diagnostics = document.diagnostics + OwnerSourceChecks.diagnostics(document, facts: ownerFacts)
        if localization.lookup != nil, let input {
            diagnostics += LocalizationChecks.diagnostics(document, input: input)
        }
        if document.kind == .storyboard {
            var generator = StoryboardGenerator(document: document, storyboardName: xibName, options: options, assets: assets)
            generator.localization = localization
            generator.ownerFacts = ownerFacts
            var output = generator.generate(into: sink)
            output.diagnostics = ordered(diagnostics + output.diagnostics)
            return output
        }
        let roots = orderedRoots(document)

        var writer = CodeWriter(indent: options.indent, sink: sink)
        var typeNames: [String] = []
        var superclasses: [String] = []
        var types: [GeneratedType] = []
        var claimedTypeNames = Set<String>()
        var nextTypeSuffix: [String: Int] = [:]
        writer.line("import UIKit")
        for module in modules(usedBy: roots) { writer.line("import \(module)") }

        let takenNames = classNamesInDocument(document)
        var attached = Set<String>()
        var previews: [[String]] = []
        for (index, root) in roots.enumerated() {
            let template = index == 0 ? options.typeNameTemplate : options.additionalTypeNameTemplate
            var typeName = typeNameFor(root, template: template, xibName: xibName, document: document)
            if takenNames.contains(typeName) { typeName += "Base" }
            var unique = typeName
            // Same names as probing typeName2, typeName3… from 2 each time, without the O(n²).
            var counter = nextTypeSuffix[typeName] ?? 2
            if claimedTypeNames.contains(unique) || takenNames.contains(unique) {
                repeat {
                    unique = "\(typeName)\(counter)"
                    counter += 1
                } while claimedTypeNames.contains(unique) || takenNames.contains(unique)
                nextTypeSuffix[typeName] = counter
            }
            typeNames.append(unique)
            claimedTypeNames.insert(unique)
            let rootSuperclass = superclass(of: root, xibName: xibName)
            superclasses.append(rootSuperclass)
            var generator = TypeGenerator(document: document, root: root, typeName: unique, superclass: rootSuperclass, options: options)
            generator.localization = localization
            generator.assets = assets
            generator.firstRootID = roots.first?.id

            generator.ownerFacts = ownerFacts
            writer.line()
            generator.generate(into: &writer)
            types.append(GeneratedType(name: unique, superclass: rootSuperclass, rootID: root.id, ownerType: generator.connectOwnerType))
            diagnostics += generator.diagnostics
            attached.formUnion(generator.attachedTopLevelIDs)
            if options.previews { previews.append(generator.preview()) }
        }
        writePreviews(previews, into: &writer)
        for object in document.objects where !getsType(object) && !attached.contains(object.id) {
            diagnostics.append(Diagnostic(.warning, kind: "unsupported-top-level-object",
                "top-level <\(object.tag)> is not attached to a generated view; not translated", at: object.location))
        }
        if roots.isEmpty {
            diagnostics.append(Diagnostic(.warning, kind: "no-views", "the XIB has no top-level views; nothing to generate", at: .init(line: 1, column: 1)))
            writer.line()
            writer.line("// xibgen: \(xibName).xib has no top-level views.")
        }
        return GeneratedSource(body: writer.finish(), typeNames: typeNames, superclasses: superclasses, diagnostics: ordered(diagnostics), types: types)
    }

    /// What a top-level view's generated type inherits from. A XIB usually names its own class
    /// on its root (`ProfileCell` in `ProfileCell.xib`): that class is to inherit from the
    /// generated type, which inherits the UIKit class. A root naming a UIKit class
    /// (`UIControl`) or another, reusable class (`ThemeableView` in `SettingsViewController.xib`)
    /// is that class: the generated type inherits from it.
    public static func superclass(of root: XibObject, xibName: String) -> String {
        let uikitClass = uikitClass(forTag: root.tag)
        guard let custom = root.customClass, SwiftIdentifier.isValid(custom) else { return uikitClass }
        if custom.hasPrefix("UI") || !xibName.hasSuffix(custom) { return custom }
        return uikitClass
    }

    /// The XIB element a UIKit class stands for (`UITextView` → `textView`), if the generator translates it.
    public static func elementTag(forUIKitClass name: String) -> String? {
        ElementCatalog.spec(forUIKitClass: name)?.tag
    }

    /// The protocol a delegate or data source outlet of a XIB element expects
    /// (`tableView`, `dataSource` → `UITableViewDataSource`), if the element has that outlet.
    public static func delegateProtocol(forTag tag: String, outlet property: String) -> String? {
        ElementCatalog.spec(for: tag).delegateProtocols[property]
    }

    /// The UIKit class the generator uses for a XIB element (`label` → `UILabel`); `UIView` if unknown.
    public static func uikitClass(forTag tag: String) -> String {
        ElementCatalog.spec(for: tag).uikitClass
    }

    /// Whether a top-level object gets a type of its own: views do; gesture recognizers, bar
    /// items and other objects do not.
    private static func getsType(_ object: XibObject) -> Bool {
        ElementCatalog.spec(for: object).rootShape != nil
    }

    /// Top-level views, the File's Owner's `view` first (the XIB's main view).
    static func orderedRoots(_ document: XibDocument) -> [XibObject] {
        let views = document.objects.filter(getsType)
        let mainID = document.filesOwner?.connections.first { $0.kind == .outlet && $0.property == "view" }?.destination
        guard let mainID, let index = views.firstIndex(where: { $0.id == mainID }), index > 0 else { return views }
        var ordered = views
        ordered.insert(ordered.remove(at: index), at: 0)
        return ordered
    }

    /// The frameworks besides UIKit that declare the elements under `roots`, sorted.
    static func modules(usedBy roots: [XibObject]) -> [String] {
        var modules = Set<String>()
        for root in roots {
            root.forEachObject { object in
                if let module = ElementCatalog.spec(for: object).module { modules.insert(module) }
            }
        }
        return modules.sorted()
    }

    private static func classNamesInDocument(_ document: XibDocument) -> Set<String> {
        var names = Set(document.placeholders.compactMap(\.customClass))
        for object in document.objects {
            object.forEachObject { if let name = $0.customClass { names.insert(name) } }
        }
        return names
    }

    static func typeNameFor(_ root: XibObject, template: String, xibName: String, document: XibDocument) -> String {
        let xib = SwiftIdentifier.upperCamelCase(SwiftIdentifier.sanitized(xibName.replacingAll("-", with: "_")))
        var objectName = ""
        if template.containsText("{Object}") || template.containsText("{object}") {
            let outlet = document.placeholders.lazy.flatMap(\.connections)
                .first { $0.kind == .outlet && $0.destination == root.id }?.property
            objectName = outlet ?? ViewNaming.descriptiveName(for: root, role: ElementCatalog.spec(for: root).role)
        }
        let name = template
            .replacingAll("{xib}", with: xib)
            .replacingAll("{Object}", with: SwiftIdentifier.upperCamelCase(objectName))
            .replacingAll("{object}", with: objectName)
        return SwiftIdentifier.sanitized(name)
    }

    /// Diagnostics in document order (location, kind, message), each once.
    private static func ordered(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
        var seen = Set<Diagnostic>()
        return diagnostics.sorted { ($0.location, $0.kind, $0.message) < ($1.location, $1.kind, $1.message) }
            .filter { seen.insert($0).inserted }
    }

    /// The `#Preview`s of a file's types, after them (a file-level declaration), for `style.previews`.
    static func writePreviews(_ previews: [[String]], into writer: inout CodeWriter) {
        guard !previews.isEmpty else { return }
        writer.line()
        writer.line("#if DEBUG")
        for (index, preview) in previews.enumerated() {
            if index > 0 { writer.line() }
            writer.lines(preview)
        }
        writer.line("#endif")
    }
}
