// model-corpus: reads every .xib/.storyboard of a directory with XibModel and reports what the
// model sees, to compare with the corpus' STATS.md. Built and run by scripts/model-corpus.
//
//   model-corpus [--strings DIR] [--diagnostics] DIR
//
// Prints: documents by kind, parse failures, scenes by controller kind, segues by kind (and
// relationships, presentation styles, triggers), prototype/static cells, layout guides,
// placeholders, storyboard references, every diagnostic by kind (with --diagnostics, each one
// with file:line), and, with --strings (a directory with STRINGS_MANIFEST.tsv), how many keys of
// the .strings tables the model's localizable texts find, by property.
import Foundation
import XibModel

var arguments = Array(CommandLine.arguments.dropFirst())
var stringsDirectory: String?
var listDiagnostics = false
var directory: String?
while !arguments.isEmpty {
    let argument = arguments.removeFirst()
    switch argument {
    case "--strings": stringsDirectory = arguments.removeFirst()
    case "--diagnostics": listDiagnostics = true
    default: directory = argument
    }
}
guard let directory else {
    print("usage: model-corpus [--strings DIR] [--diagnostics] DIR")
    exit(64)
}

final class Counts {
    var values: [String: Int] = [:]
    func add(_ key: String, _ count: Int = 1) { values[key, default: 0] += count }
    func print(_ title: String) {
        Swift.print("\n## \(title)\n")
        for (key, count) in values.sorted(by: { $0.value != $1.value ? $0.value > $1.value : $0.key < $1.key }) {
            Swift.print("| \(key) | \(count) |")
        }
    }
}

let files = (try FileManager.default.contentsOfDirectory(atPath: directory))
    .filter { $0.hasSuffix(".storyboard") || $0.hasSuffix(".xib") }
    .sorted()
let kinds = Counts(), controllers = Counts(), segueKinds = Counts(), relationships = Counts(), presentations = Counts()
let triggers = Counts(), cells = Counts(), guides = Counts(), placeholders = Counts(), references = Counts()
let sceneObjects = Counts(), diagnosticKinds = Counts(), failures = Counts(), controllerAttributes = Counts()
let localizable = Counts()
var documents: [String: XibDocument] = [:]
var diagnosticLines: [String] = []
var sceneTitles = 0, scenes = 0

for file in files {
    let data = try Data(contentsOf: URL(fileURLWithPath: directory + "/" + file))
    let document: XibDocument
    do {
        document = try XibDocument.parse(Array(data))
    } catch {
        failures.add(error.message)
        diagnosticLines.append("\(file):\(error.description)")
        continue
    }
    documents[file] = document
    kinds.add(document.kind.rawValue)
    for diagnostic in document.diagnostics {
        diagnosticKinds.add("\(diagnostic.severity.rawValue) \(diagnostic.kind)")
        diagnosticLines.append(diagnostic.formatted(path: file))
    }
    for scene in document.scenes {
        scenes += 1
        if scene.title != nil { sceneTitles += 1 }
        controllers.add(scene.controller?.tag ?? "(none)")
        if let controller = scene.controller {
            controllerAttributes.add(controller.customClass != nil ? "customClass" : "no customClass")
            if controller.storyboardIdentifier != nil { controllerAttributes.add("storyboardIdentifier") }
            if let reference = controller.storyboardReference {
                references.add("viewControllerPlaceholder")
                references.add(reference.storyboardName != nil ? "  with storyboardName" : "  same storyboard (no storyboardName)")
                references.add(reference.referencedIdentifier != nil ? "  with referencedIdentifier" : "  initial controller (no referencedIdentifier)")
            }
            if controller.topLayoutGuide != nil { guides.add("topLayoutGuide (viewControllerLayoutGuide type=top)") }
            if controller.bottomLayoutGuide != nil { guides.add("bottomLayoutGuide (viewControllerLayoutGuide type=bottom)") }
        }
        for placeholder in scene.placeholders {
            placeholders.add(placeholder.isExit ? "<exit>" : placeholder.identifier)
        }
        for object in scene.objects { sceneObjects.add(object.tag) }
        for segue in scene.segues {
            segueKinds.add(segue.kind.rawValue)
            if let relationship = segue.relationship { relationships.add(relationship) }
            if segue.kind == .presentation || segue.kind == .modal {
                presentations.add("\(segue.kind.rawValue) \(segue.modalPresentationStyle ?? "(default)")")
            }
            if segue.customClass != nil { presentations.add("customClass (\(segue.kind.rawValue))") }
            if segue.popoverArrowDirections != nil { presentations.add("popoverArrowDirection") }
            if !segue.properties.isEmpty { presentations.add("raw children: " + segue.properties.map(\.name).joined(separator: ",")) }
            triggers.add("\(segue.trigger)\(segue.isManual ? " (manual)" : "")")
        }
    }
    for text in document.localizableTexts {
        localizable.add("\(text.className).\(text.keyPath.replacingOccurrences(of: #"\[\d+\]"#, with: "[i]", options: .regularExpression))")
    }
    document.forEachObject { object in
        for guide in object.layoutGuides where object.controllerKind == nil { guides.add("viewLayoutGuide key=\(guide.key)") }
        for cell in object.prototypeCells { cells.add("\(cell.tag) prototype in \(object.tag)") }
        if object.isStaticTable {
            cells.add("tableView dataMode=static")
            for section in object.tableSections {
                cells.add("tableViewSection")
                for cell in section.cells { cells.add("\(cell.tag) static") }
            }
        }
        if object.tag == "tableView", object[attribute: "dataMode"] == "prototypes" { cells.add("tableView dataMode=prototypes") }
        if object.tag == "collectionReusableView" { cells.add("collectionReusableView") }
    }
}

print("# XibModel over \(directory)\n")
print("files: \(files.count), parsed: \(documents.count), failed: \(files.count - documents.count)")
print("scenes: \(scenes), with a title comment: \(sceneTitles)")
kinds.print("documents by kind")
failures.print("parse failures")
controllers.print("scene controllers")
controllerAttributes.print("controller attributes")
sceneObjects.print("other top-level scene objects")
placeholders.print("scene placeholders")
references.print("storyboard references")
segueKinds.print("segue kinds")
relationships.print("relationships")
presentations.print("segue details")
triggers.print("segue triggers")
cells.print("cells")
guides.print("layout guides")
localizable.print("localizable texts, by class.key path")
diagnosticKinds.print("diagnostics")
if listDiagnostics {
    print("\n## every diagnostic\n")
    for line in diagnosticLines { print(line) }
}

// MARK: - .strings coverage

/// The key/value pairs of a `.strings` table (UTF-8 or UTF-16 with BOM; comments skipped).
func readStrings(_ path: String) throws -> [(String, String)] {
    let data = try Data(contentsOf: URL(fileURLWithPath: path))
    var text: String
    if data.starts(with: [0xFF, 0xFE]) || data.starts(with: [0xFE, 0xFF]) {
        text = String(data: data, encoding: .utf16) ?? ""
    } else if data.count > 1, data[data.startIndex + 1] == 0 {
        text = String(data: data, encoding: .utf16LittleEndian) ?? ""
    } else {
        text = String(decoding: data, as: UTF8.self)
    }
    if text.first == "\u{FEFF}" { text.removeFirst() }
    var pairs: [(String, String)] = []
    var tokens: [String] = []
    let scalars = Array(text.unicodeScalars)
    var index = 0
    while index < scalars.count {
        let scalar = scalars[index]
        if scalar == "/", index + 1 < scalars.count, scalars[index + 1] == "*" {
            index += 2
            while index + 1 < scalars.count, !(scalars[index] == "*" && scalars[index + 1] == "/") { index += 1 }
            index += 2
        } else if scalar == "/", index + 1 < scalars.count, scalars[index + 1] == "/" {
            while index < scalars.count, scalars[index] != "\n" { index += 1 }
        } else if scalar == "\"" {
            var value = String.UnicodeScalarView()
            index += 1
            while index < scalars.count, scalars[index] != "\"" {
                if scalars[index] == "\\", index + 1 < scalars.count {
                    index += 1
                    switch scalars[index] {
                    case "n": value.append("\n")
                    case "t": value.append("\t")
                    case "r": value.append("\r")
                    default: value.append(scalars[index])
                    }
                } else {
                    value.append(scalars[index])
                }
                index += 1
            }
            index += 1
            tokens.append(String(value))
        } else if scalar == ";" {
            if tokens.count == 2 { pairs.append((tokens[0], tokens[1])) }
            tokens.removeAll()
            index += 1
        } else {
            index += 1
        }
    }
    return pairs
}

if let stringsDirectory {
    let manifest = try String(contentsOfFile: stringsDirectory + "/STRINGS_MANIFEST.tsv", encoding: .utf8)
    let found = Counts(), staleObject = Counts(), staleProperty = Counts()
    var tables = 0, keys = 0, foundKeys = 0, unmatched: [String] = []
    var mismatchedValues = 0
    for line in manifest.split(separator: "\n").dropFirst() {
        let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
        guard fields.count >= 3, let document = documents[fields[1]] else { continue }
        tables += 1
        let texts = Dictionary(document.localizableTexts.map { ($0.key, $0) }, uniquingKeysWith: { first, _ in first })
        for (key, _) in try readStrings(stringsDirectory + "/" + fields[0]) {
            keys += 1
            let objectID = String(key.prefix { $0 != "." })
            let property = String(key.dropFirst(objectID.count + 1)).replacingOccurrences(of: #"\[\d+\]"#, with: "[i]", options: .regularExpression)
            if let text = texts[key] {
                foundKeys += 1
                found.add("\(text.className).\(property)")
            } else if document.reference(objectID) == nil {
                staleObject.add(property)
            } else {
                staleProperty.add(property)
                unmatched.append("\(fields[0]): \(key) (object present, no such text)")
            }
        }
        // A base value the table's development language repeats verbatim is a sanity check of `value`.
        if fields[2] == "en" {
            for (key, value) in try readStrings(stringsDirectory + "/" + fields[0]) where texts[key] != nil && texts[key]!.value != value {
                mismatchedValues += 1
            }
        }
    }
    print("\n# .strings coverage\n")
    print("tables: \(tables), keys: \(keys), found by the model: \(foundKeys)")
    print("not found, object no longer in the storyboard (stale): \(staleObject.values.values.reduce(0, +))")
    print("not found, object present but without that text (stale): \(staleProperty.values.values.reduce(0, +))")
    print("en tables whose value differs from the base text (translated or edited English): \(mismatchedValues)")
    found.print("found, by class.property")
    staleObject.print("stale keys (no such object), by property")
    staleProperty.print("stale keys (object without that text), by property")
    for line in unmatched.prefix(50) { print(line) }
}
