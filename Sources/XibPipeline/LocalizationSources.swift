import XibGenerator
import XibModel
import XibPlatform

/// Where a document's translations are: the tables beside its `.lproj` folder
/// (`Base.lproj/Main.xib` → `fr.lproj/Main.strings`, `de.lproj/Main.stringsdict`…) and a
/// string catalog of its name (`Main.xcstrings`, beside the `.lproj` folders or in the
/// document's own). The generator reads no files: the pipeline lists and reads these, passes
/// them in (`LocalizationInput`), and hashes them into the document's source hash, so a
/// changed translation regenerates (and re-checks) the documents it belongs to.
public enum LocalizationSources {
    /// Extensions of the files holding translations.
    static let tableExtensions = ["strings", "stringsdict", "xcstrings"]
    /// Extensions of the documents the nib loader localizes.
    static let documentExtensions = ["xib", "storyboard"]

    /// Whether `path` names a translations file (`.strings`, `.stringsdict`, `.xcstrings`).
    public static func isTranslationsFile(_ path: String) -> Bool {
        tableExtensions.contains { path.hasSuffix("." + $0) }
    }

    /// One translations file of a document, root-relative.
    struct File: Hashable, Sendable {
        var path: String
        /// The `.lproj` folder's language; nil for a string catalog (it holds every language).
        var language: String?
        var format: LocalizationTable.Format
    }

    /// `fr.lproj` → `fr`; nil for a directory name that is not a localization folder.
    static func language(ofFolder name: String) -> String? {
        guard name.hasSuffix(".lproj"), name.count > ".lproj".count else { return nil }
        return String(name.dropLast(".lproj".count))
    }

    /// `dir/Base.lproj/Main.xib` → (`dir`, `Base`, `Main`, `xib`); nil outside an `.lproj` folder.
    static func placement(of document: String) -> (container: String, language: String, name: String, extension: String)? {
        // Most documents are in no `.lproj` folder: told by their bytes, before any String is made
        // (asked twice per document of every sync; dirname and basename cost 30 M instructions
        // of a no-op run over 10,000 documents).
        guard inLocalizationFolder(document) else { return nil }
        let folder = PathUtil.dirname(document)
        guard folder != ".", let language = language(ofFolder: PathUtil.basename(folder)) else { return nil }
        let file = PathUtil.basename(document)
        guard let dot = file.lastIndex(of: "."), dot != file.startIndex else { return nil }
        return (PathUtil.dirname(folder), language, String(file[..<dot]), String(file[file.index(after: dot)...]))
    }

    /// Whether the last `/` of `path` follows `.lproj` with a language before it (`fr.lproj/Foo.xib`):
    /// a document outside such a folder has no `placement`.
    static func inLocalizationFolder(_ path: String) -> Bool {
        var path = path
        return path.withUTF8 { bytes in
            var slash = bytes.count - 1
            while slash >= 0, bytes[slash] != UInt8(ascii: "/") { slash -= 1 }
            guard slash > 6 else { return false }
            return bytes[slash - 1] == UInt8(ascii: "j") && bytes[slash - 2] == UInt8(ascii: "o") && bytes[slash - 3] == UInt8(ascii: "r")
                && bytes[slash - 4] == UInt8(ascii: "p") && bytes[slash - 5] == UInt8(ascii: "l") && bytes[slash - 6] == UInt8(ascii: ".")
                && bytes[slash - 7] != UInt8(ascii: "/")
        }
    }

    /// The `.lproj` folders of `container` (root-relative), by name.
    private static func localizationFolders(in container: String, root: String) -> [(name: String, language: String)] {
        guard let entries = try? FileIO.listDirectory(PathUtil.join(root, container)) else { return [] }
        return entries.compactMap { entry in
            guard entry.kind != .regular, let language = language(ofFolder: entry.name) else { return nil }
            return (entry.name, language)
        }.sorted { $0.name < $1.name }
    }

    /// The translations files of `document` (root-relative), in path order; empty outside an `.lproj` folder.
    static func files(for document: String, root: String) -> [File] {
        guard let place = placement(of: document) else { return [] }
        var files: [File] = []
        func add(_ path: String, _ language: String?, _ format: LocalizationTable.Format) {
            if FileIO.stamp(PathUtil.join(root, path))?.isRegular == true { files.append(File(path: path, language: language, format: format)) }
        }
        let ownFolder = PathUtil.dirname(document)
        for folder in localizationFolders(in: place.container, root: root) {
            let base = child(place.container, folder.name)
            if base == ownFolder {
                add(PathUtil.join(base, place.name + ".xcstrings"), nil, .catalog)
                continue
            }
            add(PathUtil.join(base, place.name + ".strings"), folder.language, .strings)
            add(PathUtil.join(base, place.name + ".stringsdict"), folder.language, .stringsdict)
        }
        add(child(place.container, place.name + ".xcstrings"), nil, .catalog)
        return files.sorted { PathUtil.precedes($0.path, $1.path) }
    }

    /// What of `files` decides the generated code: which translations files there are (their
    /// paths relative to the document's container, so moving the whole tree changes nothing).
    static func fingerprint(of files: [File]) -> String {
        files.map { "\($0.format.rawValue) \(PathUtil.basename(PathUtil.dirname($0.path)))/\(PathUtil.basename($0.path))" }.joined(separator: "\n")
    }

    /// The translations of `document` in `files` (`files(for:root:)`), as the generator takes them.
    static func input(for document: String, files: [File], root: String) -> LocalizationInput? {
        guard let place = placement(of: document), !files.isEmpty else { return nil }
        var tables: [LocalizationTable] = []
        var problems: [LocalizationProblem] = []
        for file in files {
            guard let bytes = try? FileIO.read(PathUtil.join(root, file.path)) else {
                problems.append(LocalizationProblem(path: file.path, line: 0, message: "cannot be read"))
                continue
            }
            do throws(TranslationFiles.Failure) {
                switch file.format {
                case .strings:
                    tables.append(LocalizationTable(language: file.language ?? "", path: file.path, format: .strings,
                                                    entries: try TranslationFiles.parseStrings(bytes)))
                case .stringsdict:
                    tables.append(LocalizationTable(language: file.language ?? "", path: file.path, format: .stringsdict,
                                                    entries: try TranslationFiles.parseStringsdict(bytes)))
                case .catalog:
                    tables += try TranslationFiles.parseCatalog(bytes, path: file.path)
                }
            } catch {
                problems.append(LocalizationProblem(path: file.path, line: error.line, message: error.message))
            }
        }
        return LocalizationInput(tableName: place.name, tables: tables, problems: problems)
    }

    /// The documents whose translations `table` (root-relative; it may be gone) holds:
    /// `fr.lproj/Main.strings` → `Base.lproj/Main.xib`, `en.lproj/Main.storyboard`…;
    /// `Main.xcstrings` → the `Main` documents of the `.lproj` folders beside it or around it.
    static func documents(translatedBy table: String, root: String) -> [String] {
        let file = PathUtil.basename(table)
        guard let dot = file.lastIndex(of: "."), tableExtensions.contains(String(file[file.index(after: dot)...])) else { return [] }
        let name = String(file[..<dot])
        let folder = PathUtil.dirname(table)
        var containers: [String] = []
        if folder != ".", language(ofFolder: PathUtil.basename(folder)) != nil {
            containers.append(PathUtil.dirname(folder))
        } else {
            containers.append(folder)
        }
        var documents: [String] = []
        for container in containers {
            for localization in localizationFolders(in: container, root: root) {
                let dir = child(container, localization.name)
                for ext in documentExtensions {
                    let candidate = PathUtil.join(dir, name + "." + ext)
                    if FileIO.stamp(PathUtil.join(root, candidate))?.isRegular == true { documents.append(candidate) }
                }
            }
        }
        return documents.sorted(by: PathUtil.precedes)
    }

    /// For a document that exists as whole copies per language (`en.lproj/Foo.xib`,
    /// `fr.lproj/Foo.xib`): the copy that is generated, when it is another one. The copy in
    /// `Base.lproj` is generated, else the development language's, else the first by folder name.
    static func generatedCopy(insteadOf document: String, developmentLanguage: String, root: String) -> String? {
        guard let place = placement(of: document) else { return nil }
        let file = place.name + "." + place.extension
        let copies = localizationFolders(in: place.container, root: root).filter { folder in
            let path = PathUtil.join(PathUtil.join(root, place.container), PathUtil.join(folder.name, file))
            return FileIO.stamp(path)?.isRegular == true
        }
        guard copies.count > 1 else { return nil }
        let chosen = copies.first { $0.language == "Base" } ?? copies.first { $0.language == developmentLanguage } ?? copies[0]
        guard chosen.language != place.language else { return nil }
        return child(place.container, PathUtil.join(chosen.name, file))
    }

    /// `name` inside the root-relative directory `directory` (`.` for the root).
    private static func child(_ directory: String, _ name: String) -> String {
        directory == "." ? name : PathUtil.join(directory, name)
    }
}
