import Foundation
import XibModel
import XibGenerator

/// One generated file under test: the XIB it came from, the Swift text (golden, example or
/// freshly generated), its stub and the expected description of each generated type.
public struct Subject: Sendable {
    public var name: String
    public var document: XibDocument
    public var text: String
    public var typeNames: [String]
    /// Each generated type's superclass (`ViewCodeGenerator.superclass(of:xibName:)`).
    public var superclasses: [String]
    public var roots: [XibObject]
    public var stub: Stub
    /// What the generator says of each type (its `connect(to:)` owner).
    public var types: [GeneratedType]
    /// A storyboard's segues the generated flow performs, each with the line firing it must print
    /// (`SegueExpectation`); segues the run does not compare are left out.
    public var segues: [(segue: GeneratedSegue, kind: String, expected: String)] = []
    /// Segue id → the selector the generated flow's trigger sends to the scene's controller.
    public var segueTriggers: [String: String] = [:]

    /// - Parameter text: the Swift to check; the generator's output for the XIB when `nil`.
    public static func make(name: String, xib bytes: [UInt8], text: String? = nil, surface: SurfaceNames,
                            options: GeneratorOptions = .default) throws -> Subject {
        let document = try XibDocument.parse(bytes)
        let output = ViewCodeGenerator.generate(document, xibName: name, options: options)
        // A storyboard's types are its scenes' views and prototype cells, wherever they sit.
        let roots = document.kind == .storyboard
            ? output.types.compactMap { type in document.object(type.rootID) }
            : StubGenerator.orderedRoots(document)
        let stub = StubGenerator.stub(for: document, typeNames: output.typeNames, superclasses: output.superclasses, roots: roots, surface: surface)
        var subject = Subject(name: name, document: document, text: text ?? output.text, typeNames: output.typeNames,
                              superclasses: output.superclasses, roots: roots, stub: stub, types: output.types)
        for segue in output.segues { if let trigger = segue.trigger { subject.segueTriggers[segue.id] = trigger.selector } }
        if text == nil {
            subject.segues = output.segues.compactMap { segue in
                guard let expected = SegueExpectation.line(document, segue),
                      let kind = document.scenes.lazy.flatMap(\.segues).first(where: { $0.id == segue.id })?.kind.rawValue else { return nil }
                return (segue, kind, expected)
            }
        }
        return subject
    }

    /// Module-level names: the stub's classes, the generated types and a storyboard's namespace.
    public var declaredNames: Set<String> {
        stub.declaredNames.union(typeNames.map { $0.split(separator: ".").first.map(String.init) ?? $0 })
    }

    public func expected(_ index: Int) -> [String] {
        guard index < roots.count else { return [] }
        return description(index) + FrameExpectation.make(document, root: roots[index]).lines
    }

    private func description(_ index: Int) -> [String] {
        let rootClass = index < superclasses.count ? superclasses[index] : nil
        // A storyboard type's owner is its scene's controller; the scene's other objects sit beside it.
        if document.kind == .storyboard, let scene = document.scene(containing: roots[index].id) {
            return Expectation.describe(document, root: roots[index], rootClass: rootClass,
                                        ownerIDs: Set(scene.controller.map { [$0.id] } ?? []), topLevelObjects: scene.objects,
                                        segueTriggers: segueTriggers)
        }
        return Expectation.describe(document, root: roots[index], rootClass: rootClass)
    }

    /// How the driver builds type `index`.
    func construction(_ index: Int) -> String {
        let type = typeNames[index]
        guard index < roots.count else { return "\(type)(frame: .zero)" }
        switch roots[index].tag {
        case "tableViewCell": return "\(type)(style: .default, reuseIdentifier: nil)"
        // Table and collection views: the generated convenience init() uses the XIB's style or layout.
        case "tableView", "collectionView": return "\(type)()"
        default: return "\(type)(frame: .zero)"
        }
    }

    /// The owner type `index`'s `connect(to:)` takes, when it declares one.
    func ownerType(_ index: Int) -> String? {
        index < types.count ? types[index].ownerType : nil
    }

    /// The selectors of the actions the document sends to type `index`'s owner: the XIB's File's
    /// Owner, or the controller of the storyboard scene holding the type's root.
    func ownerSelectors(_ index: Int) -> [String] {
        var owners = Set(document.placeholders.filter(\.isFilesOwner).map(\.id))
        if document.kind == .storyboard, index < roots.count, let controller = document.scene(containing: roots[index].id)?.controller {
            owners = [controller.id]
        }
        var selectors = Set<String>()
        document.forEachObject { object in
            for connection in object.connections where connection.kind == .action && owners.contains(connection.destination) {
                if let selector = connection.selector, !selector.isEmpty { selectors.insert(selector) }
            }
        }
        return selectors.sorted()
    }

    /// The driver's closure building type `index`: the view, and the owner it was connected to.
    func driverEntry(_ index: Int, id: String) -> String {
        let build = construction(index)
        let frames = index < roots.count ? FrameExpectation.make(document, root: roots[index]) : FrameExpectation()
        let layoutPass = frames.layoutPass.map { entry in
            "(\"\(entry.path)\", CGRect(x: \(entry.frame.x), y: \(entry.frame.y), width: \(entry.frame.width), height: \(entry.frame.height)))"
        }
        let sizes = frames.sizes.map { "CGSize(width: \($0.width), height: \($0.height))" }
        let frameArguments = "[\(layoutPass.joined(separator: ", "))], [\(sizes.joined(separator: ", "))]"
        guard let owner = ownerType(index) else {
            return "(\"\(id)\", { () -> (UIView, AnyObject?) in (\(build), nil) }, nil, [], \(frameArguments))"
        }
        let ownerClass = owner == "AnyObject" ? "NSObject" : owner
        let selectors = ownerSelectors(index).map { "\"\($0)\"" }.joined(separator: ", ")
        return "(\"\(id)\", { () -> (UIView, AnyObject?) in let view = \(build); let owner = \(ownerClass)(); view.connect(to: owner); return (view, owner) }, \(ownerClass).self, [\(selectors)], \(frameArguments))"
    }
}

/// Expected-only and actual-only lines of one section.
public struct SectionDiff: Sendable, Equatable {
    public var missing: [String] = []
    public var extra: [String] = []
    public var isEmpty: Bool { missing.isEmpty && extra.isEmpty }
}

public struct SubjectResult: Sendable {
    public var name: String
    /// Swift language mode → compiler errors (empty: type-checks).
    public var typecheckErrors: [Int: [String]] = [:]
    /// Why the run step produced no description (runtime-flavour compile failure, crash).
    public var runFailure: String?
    /// Section → differences, over all generated types of the file. Empty when not run.
    public var diffs: [String: SectionDiff] = [:]
    public var ran = false
    /// Views autoresizing lays out (`FrameExpectation`), and those at the nib's frame at every step.
    public var autoresizedViews = 0
    public var autoresizedViewsAtNibFrame = 0

    /// Each segue fired through the generated flow: its kind, and the storyboard's line against
    /// what the run printed (nil: the run did not reach it).
    public var segues: [(kind: String, expected: String, actual: String?)] = []

    public var typechecks: Bool { typecheckErrors.values.allSatisfy(\.isEmpty) }
    public var agrees: Bool { typechecks && ran && runFailure == nil && diffs.values.allSatisfy(\.isEmpty) }

    /// A readable report of everything that went wrong.
    public var report: String {
        var out: [String] = []
        for (mode, errors) in typecheckErrors.sorted(by: { $0.key < $1.key }) where !errors.isEmpty {
            out.append("\(name): does not type-check in Swift \(mode):")
            out += errors.prefix(20).map { "    " + $0 }
        }
        if let runFailure { out.append("\(name): run failed: \(runFailure)") }
        for section in Expectation.sections {
            guard let diff = diffs[section], !diff.isEmpty else { continue }
            out.append("\(name): \(section) differs from the XIB (- expected from XIB, + built by generated code):")
            out += diff.missing.map { "  - " + $0 } + diff.extra.map { "  + " + $0 }
        }
        return out.joined(separator: "\n")
    }
}

/// Runs subjects through `scripts/typecheck-generated`: type-check (Swift 5 and 6) and the
/// semantic comparison against the recording surface, batching many files per compiler run.
public struct ConformanceRunner: Sendable {
    public var repoRoot: String
    public var workDirectory: String
    public var modes: [Int] = [5, 6]
    public var runSemantics = true

    public init(repoRoot: String, workDirectory: String) {
        self.repoRoot = repoRoot
        self.workDirectory = workDirectory
    }

    var harness: String { repoRoot + "/scripts/typecheck-generated" }
    var support: String { repoRoot + "/Tests/Support/Conformance" }
    public var surfaceSources: String { repoRoot + "/Tests/Support/UIKitSurface/Sources" }

    /// Greedy batches of subjects whose declared names do not collide.
    public static func batches(_ subjects: [Subject], maxSize: Int) -> [[Int]] {
        var batches: [(indices: [Int], names: Set<String>)] = []
        let extended = subjects.reduce(into: Set<String>()) { $0.formUnion($1.stub.extensionNames) }
        for (index, subject) in subjects.enumerated() {
            let names = subject.declaredNames.union(subject.stub.propertyNames.intersection(extended).map { "member:" + $0 })
            if let slot = batches.firstIndex(where: { $0.indices.count < maxSize && $0.names.isDisjoint(with: names) }) {
                batches[slot].indices.append(index)
                batches[slot].names.formUnion(names)
            } else {
                batches.append(([index], names))
            }
        }
        return batches.map(\.indices)
    }

    /// Builds both surface flavours once.
    public func buildSurface() throws {
        let result = Shell.run([harness, "--build"])
        guard result.status == 0 else { throw ConformanceError("surface build failed:\n\(result.output)") }
    }

    /// Checks one batch; `label` names the batch's scratch directory.
    public func check(_ subjects: [Subject], label: String) throws -> [SubjectResult] {
        let dir = workDirectory + "/" + label
        try? FileManager.default.removeItem(atPath: dir)
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: dir) }

        var results = subjects.map { SubjectResult(name: $0.name) }
        var fileOwner: [String: Int] = [:]   // basename → subject
        var files: [[String]] = []
        for (index, subject) in subjects.enumerated() {
            let gen = "s\(index)_gen.swift", stub = "s\(index)_stub.swift"
            try subject.text.write(toFile: dir + "/" + gen, atomically: false, encoding: .utf8)
            try subject.stub.text.write(toFile: dir + "/" + stub, atomically: false, encoding: .utf8)
            fileOwner[gen] = index
            fileOwner[stub] = index
            files.append([dir + "/" + gen, dir + "/" + stub])
        }

        // Type-check, all files of the batch in one compiler run per mode.
        for mode in modes {
            for index in subjects.indices { results[index].typecheckErrors[mode] = [] }
            let result = Shell.run([harness, "--swift-version", String(mode)] + files.flatMap { $0 })
            if result.status == 0 { continue }
            guard result.status == 1 else { throw ConformanceError("typecheck-generated exited \(result.status):\n\(result.output)") }
            let errors = Self.errors(in: result.output, owners: fileOwner)
            if errors.isEmpty {
                // Not attributable to a file: charge every subject.
                for index in subjects.indices { results[index].typecheckErrors[mode] = ["unattributed: " + result.output.prefix(500)] }
            }
            for (index, messages) in errors { results[index].typecheckErrors[mode] = messages }
        }
        guard runSemantics else { return results }

        // Run what type-checks: build one executable for the batch, run it, compare.
        var runnable = subjects.indices.filter { results[$0].typechecks && !subjects[$0].typeNames.isEmpty }
        var exe = ""
        for attempt in 0..<3 where !runnable.isEmpty {
            let main = Self.driver(subjects, runnable)
            try main.write(toFile: dir + "/main_driver.swift", atomically: false, encoding: .utf8)
            exe = dir + "/run\(attempt)"
            let inputs = runnable.flatMap { files[$0] } + [support + "/Describe.swift", support + "/Canonical.swift", support + "/DescribeSegue.swift"]
            let built = Shell.run([harness, "--run", "--swift-version", "5", "--output", exe, dir + "/main_driver.swift"] + inputs)
            if built.status == 0 { break }
            let errors = Self.errors(in: built.output, owners: fileOwner)
            if errors.isEmpty || attempt == 2 {
                for index in runnable { results[index].runFailure = "runtime build failed: " + String(built.output.prefix(800)) }
                runnable = []
                break
            }
            for (index, messages) in errors {
                results[index].runFailure = "runtime-flavour compile failed: " + (messages.first ?? "")
            }
            runnable.removeAll { errors[$0] != nil }
        }
        guard !runnable.isEmpty else { return results }

        // Entries are "subject/type"; restart after a crash, charging the crashed entry.
        let entries = runnable.flatMap { s in subjects[s].typeNames.indices.map { (s, $0) } }
        var outputs: [String: [String]] = [:]
        var start = 0
        while start < entries.count {
            let result = Shell.run([exe, String(start)])
            let parsed = Self.parseRun(result.output)
            outputs.merge(parsed.complete) { $1 }
            if result.status == 0 { break }
            // The first entry from `start` without a complete description crashed.
            var crashed = start
            while crashed < entries.count, parsed.complete["\(entries[crashed].0)/\(entries[crashed].1)"] != nil { crashed += 1 }
            guard crashed < entries.count else { break }
            let (s, t) = entries[crashed]
            let tail = result.output.split(separator: "\n").suffix(3).joined(separator: " | ")
            results[s].runFailure = "crashed building \(subjects[s].typeNames[t]) (exit \(result.status)): \(tail)"
            start = crashed + 1
        }

        // Segues: each fired through the generated flow (`exe segues START`), restarting after a crash.
        let segueEntries = runnable.flatMap { s in subjects[s].segues.indices.map { (s, $0) } }
        var segueOutputs: [String: [String]] = [:]
        start = 0
        while start < segueEntries.count {
            let result = Shell.run([exe, "segues", String(start)])
            segueOutputs.merge(Self.parseRun(result.output).complete) { $1 }
            if result.status == 0 { break }
            var crashed = start
            while crashed < segueEntries.count, segueOutputs["seg\(segueEntries[crashed].0)/\(segueEntries[crashed].1)"] != nil { crashed += 1 }
            start = crashed + 1
        }
        for (s, k) in segueEntries {
            let entry = subjects[s].segues[k]
            results[s].segues.append((entry.kind, entry.expected, segueOutputs["seg\(s)/\(k)"]?.first))
        }

        for s in runnable where results[s].runFailure == nil {
            var expected: [String] = [], actual: [String] = []
            var complete = true
            for t in subjects[s].typeNames.indices {
                guard let lines = outputs["\(s)/\(t)"] else { complete = false; continue }
                expected += subjects[s].expected(t).map { "[\(t)] " + $0 }
                actual += lines.map { "[\(t)] " + $0 }
            }
            guard complete else { results[s].runFailure = results[s].runFailure ?? "no description printed"; continue }
            if subjects[s].typeNames.count != subjects[s].roots.count {
                results[s].runFailure = "\(subjects[s].typeNames.count) generated types for \(subjects[s].roots.count) top-level views"
            }
            results[s].ran = true
            results[s].diffs = Self.compare(expected: expected, actual: actual)
            // `[t] frame STEP PATH x,y,w,h` → `[t] PATH`
            func view(_ line: String) -> String {
                let words = line.split(separator: " ")
                return words.count > 3 ? "\(words[0]) \(words[3])" : line
            }
            let framed = Set(expected.filter { $0.split(separator: " ").dropFirst().first == "frame" }.map(view))
            let misplaced = Set((results[s].diffs["frame"]?.missing ?? []).map(view))
            results[s].autoresizedViews = framed.count
            results[s].autoresizedViewsAtNibFrame = framed.subtracting(misplaced).count
        }
        return results
    }

    /// Multiset differences per section; actual `outlet` lines only for names the XIB has, and
    /// no constraints held inside a subtree taken out of the view tree (a size class removed it:
    /// UIKit keeps them with the subtree, nothing lays them out).
    public static func compare(expected: [String], actual: [String]) -> [String: SectionDiff] {
        func section(_ line: String) -> String {
            let body = line.drop { $0 != "]" }.dropFirst(2)
            return String(body.prefix { $0 != " " })
        }
        func outletKey(_ line: String) -> String { String(line.prefix { $0 != ">" }) }
        /// `[0] constraint FIRST == SECOND x… +… @…`: both items outside the tree (or no second).
        func isDetached(_ line: String) -> Bool {
            let words = Array(line.split(separator: " ").dropFirst(2))
            guard words.count >= 3 else { return false }
            return words[0].hasPrefix("orphan") && (words[2] == "-" || words[2].hasPrefix("orphan"))
        }
        let expectedOutlets = Set(expected.filter { section($0) == "outlet" }.map(outletKey))
        let actual = actual.filter { line in
            switch section(line) {
            case "outlet": expectedOutlets.contains(outletKey(line))
            case "constraint": !isDetached(line)
            default: true
            }
        }
        var diffs: [String: SectionDiff] = [:]
        for name in Expectation.sections {
            var counts: [String: Int] = [:]
            for line in expected where section(line) == name { counts[line, default: 0] += 1 }
            for line in actual where section(line) == name { counts[line, default: 0] -= 1 }
            var diff = SectionDiff()
            for (line, count) in counts.sorted(by: { $0.key < $1.key }) {
                if count > 0 { diff.missing += Array(repeating: line, count: count) }
                if count < 0 { diff.extra += Array(repeating: line, count: -count) }
            }
            diffs[name] = diff
        }
        return diffs
    }

    static func driver(_ subjects: [Subject], _ runnable: [Int]) -> String {
        var lines = [
            "import UIKit", "import Foundation", "",
            "setvbuf(stdout, nil, _IOLBF, 0)",
            "let xibcheckStart = CommandLine.arguments.count > 1 ? Int(CommandLine.arguments[1]) ?? 0 : 0",
            "MainActor.assumeIsolated {",
            "    let entries: [(String, @MainActor () -> (UIView, AnyObject?), AnyClass?, [String], [(String, CGRect)], [CGSize])] = [",
        ]
        for s in runnable {
            for t in subjects[s].typeNames.indices {
                lines.append("        " + subjects[s].driverEntry(t, id: "\(s)/\(t)") + ",")
            }
        }
        lines += [
            "    ]",
            "    let segues: [(String, String?, @MainActor () -> UIViewController, @MainActor (UIViewController) -> Void, String?)] = [",
        ]
        for s in runnable {
            for (k, entry) in subjects[s].segues.enumerated() {
                lines.append("        " + SegueExpectation.driverEntry(entry.segue, document: subjects[s].document, types: subjects[s].types, id: "seg\(s)/\(k)") + ",")
            }
        }
        lines += [
            "    ]",
            "    if CommandLine.arguments.count > 2, CommandLine.arguments[1] == \"segues\" {",
            "        for index in (Int(CommandLine.arguments[2]) ?? 0)..<segues.count {",
            "            let entry = segues[index]",
            "            if let action = entry.4 {",
            "                XibCheckSegue.runUnwind(entry.0, identifier: entry.1, action: action, entry.2, fire: entry.3)",
            "            } else {",
            "                XibCheckSegue.run(entry.0, identifier: entry.1, entry.2, fire: entry.3)",
            "            }",
            "        }",
            "        return",
            "    }",
            "    for index in xibcheckStart..<entries.count {",
            "        let entry = entries[index]",
            "        XibCheckDescribe.run(entry.0, entry.1, ownerClass: entry.2, selectors: entry.3, layoutPass: entry.4, sizes: entry.5)",
            "    }",
            "}",
        ]
        return lines.joined(separator: "\n") + "\n"
    }

    static func parseRun(_ output: String) -> (complete: [String: [String]], last: String?) {
        var complete: [String: [String]] = [:]
        var current: String?
        var lines: [String] = []
        for line in output.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("<<<XIBCHECK BEGIN ") {
                current = String(line.dropFirst("<<<XIBCHECK BEGIN ".count)); lines = []
            } else if line.hasPrefix(">>>XIBCHECK END "), let id = current {
                complete[id] = lines; current = nil
            } else if current != nil {
                lines.append(String(line))
            }
        }
        return (complete, current)
    }

    /// `path:line:col: error: message` → subject index → messages (`file:line: message`).
    static func errors(in output: String, owners: [String: Int]) -> [Int: [String]] {
        var result: [Int: [String]] = [:]
        for line in output.split(separator: "\n") {
            guard let range = line.range(of: ": error: ") else { continue }
            let location = line[..<range.lowerBound]
            let parts = location.split(separator: ":")
            guard let path = parts.first else { continue }
            let base = String(path.split(separator: "/").last ?? path)
            guard let owner = owners[base] else { continue }
            let lineNumber = parts.count > 1 ? parts[1] : "?"
            result[owner, default: []].append("\(base):\(lineNumber): \(line[range.upperBound...])")
        }
        return result
    }
}

public struct ConformanceError: Error, CustomStringConvertible {
    public var description: String
    public init(_ description: String) { self.description = description }
}

enum Shell {
    struct Result { var status: Int32; var output: String }

    /// Runs a command, stdout and stderr merged.
    static func run(_ arguments: [String]) -> Result {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        do { try process.run() } catch { return Result(status: 127, output: "\(error)") }
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Result(status: process.terminationStatus, output: String(decoding: data, as: UTF8.self))
    }
}

enum FileSystem {
    static func files(under directory: String, suffix: String) -> [String] {
        guard let enumerator = FileManager.default.enumerator(atPath: directory) else { return [] }
        var result: [String] = []
        while let path = enumerator.nextObject() as? String {
            if path.hasSuffix(suffix) { result.append(directory + "/" + path) }
        }
        return result.sorted()
    }

    static func read(_ path: String) -> String? {
        FileManager.default.contents(atPath: path).map { String(decoding: $0, as: UTF8.self) }
    }
}
