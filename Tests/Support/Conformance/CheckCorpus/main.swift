// `scripts/check-corpus` entry point: generate, stub, type-check and compare every XIB in a
// directory. Compiled by the script together with Tests/XibConformanceTests/Core/*.swift.
import Foundation
import XibModel
import XibGenerator

var arguments = Array(CommandLine.arguments.dropFirst())
func option(_ name: String) -> String? {
    guard let index = arguments.firstIndex(of: name), index + 1 < arguments.count else { return nil }
    let value = arguments[index + 1]
    arguments.removeSubrange(index...index + 1)
    return value
}
let repoRoot = option("--repo") ?? FileManager.default.currentDirectoryPath
let limit = option("--limit").flatMap { Int($0) }
let jobs = max(1, option("--jobs").flatMap { Int($0) } ?? 2)
let batchSize = max(1, option("--batch").flatMap { Int($0) } ?? 40)
let reportPath = option("--report")
let emitDirectory = option("--emit")
// Only write each document's app-class stub beside it (`Name.stub.swift` for `Name.xib`), for
// scripts that build generated code themselves (scripts/check-localization --run); no checking.
let stubsBeside = arguments.contains("--stubs-beside")
arguments.removeAll { $0 == "--stubs-beside" }
let work = option("--work") ?? NSTemporaryDirectory() + "xibgen-check-corpus-\(getpid())"
let directory = arguments.first ?? repoRoot + "/../shared/corpus/real"

var xibs = (FileSystem.files(under: directory, suffix: ".xib") + FileSystem.files(under: directory, suffix: ".storyboard")).sorted()
if let limit { xibs = Array(xibs.prefix(limit)) }
let started = Date()
let surface = SurfaceNames.scan(surfaceSources: repoRoot + "/Tests/Support/UIKitSurface/Sources")
var summary = CorpusSummary()
summary.files = xibs.count
var subjects: [Subject] = []
for path in xibs {
    let file = path.split(separator: "/").last.map(String.init) ?? ""
    let name = String(file.dropLast(file.hasSuffix(".storyboard") ? 11 : 4))
    guard let data = FileManager.default.contents(atPath: path) else { summary.addParseFailure(name, "unreadable"); continue }
    do {
        let subject = try Subject.make(name: name, xib: Array(data), surface: surface)
        if subject.typeNames.isEmpty { summary.noViews += 1; continue }
        if stubsBeside {
            let stubPath = String(path.dropLast(file.hasSuffix(".storyboard") ? 11 : 4)) + ".stub.swift"
            guard FileManager.default.createFile(atPath: stubPath, contents: Data(subject.stub.text.utf8)) else {
                FileHandle.standardError.write("check-corpus: cannot write \(stubPath)\n".data(using: .utf8)!)
                exit(1)
            }
            subjects.append(subject)
            continue
        }
        summary.checkShadowing(name, source: subject.text)
        subjects.append(subject)
        if let emitDirectory {
            try? FileManager.default.createDirectory(atPath: emitDirectory, withIntermediateDirectories: true)
            try? subject.text.write(toFile: "\(emitDirectory)/\(name).swift", atomically: true, encoding: .utf8)
            try? subject.stub.text.write(toFile: "\(emitDirectory)/\(name).stub.swift", atomically: true, encoding: .utf8)
            try? (0..<subject.typeNames.count).map { subject.expected($0).joined(separator: "\n") }.joined(separator: "\n---\n")
                .write(toFile: "\(emitDirectory)/\(name).expected.txt", atomically: true, encoding: .utf8)
        }
    } catch {
        summary.addParseFailure(name, "\(error)")
    }
}
if stubsBeside {
    FileHandle.standardError.write("check-corpus: \(subjects.count) stubs written, \(summary.parseFailures) documents unreadable\n".data(using: .utf8)!)
    exit(summary.parseFailures == 0 ? 0 : 1)
}
let runner = ConformanceRunner(repoRoot: repoRoot, workDirectory: work)
do { try runner.buildSurface() } catch { print(error); exit(2) }
let batches = ConformanceRunner.batches(subjects, maxSize: batchSize)
FileHandle.standardError.write("check-corpus: \(xibs.count) XIBs and storyboards, \(subjects.count) with views, \(batches.count) batches, \(jobs) jobs\n".data(using: .utf8)!)

final class Collector: @unchecked Sendable {
    let lock = NSLock()
    var next = 0
    var done = 0
    var results: [[SubjectResult]]
    init(_ count: Int) { results = Array(repeating: [], count: count) }
}
let collector = Collector(batches.count)
let subjectsSnapshot = subjects
let batchesSnapshot = batches
var threads: [Thread] = []
let group = DispatchGroup()
for _ in 0..<jobs {
    group.enter()
    let thread = Thread {
        while true {
            collector.lock.lock()
            let index = collector.next
            collector.next += 1
            collector.lock.unlock()
            guard index < batchesSnapshot.count else { break }
            let batch = batchesSnapshot[index].map { subjectsSnapshot[$0] }
            let results: [SubjectResult]
            do { results = try runner.check(batch, label: "b\(index)") } catch {
                results = batch.map { var r = SubjectResult(name: $0.name); r.runFailure = "batch failed: \(error)"; return r }
            }
            collector.lock.lock()
            collector.results[index] = results
            collector.done += 1
            let done = collector.done
            collector.lock.unlock()
            FileHandle.standardError.write("check-corpus: batch \(done)/\(batchesSnapshot.count) done (\(Int(Date().timeIntervalSince(started)))s)\n".data(using: .utf8)!)
        }
        group.leave()
    }
    thread.stackSize = 8 << 20
    thread.start()
    threads.append(thread)
}
group.wait()
for results in collector.results { for result in results { summary.add(result) } }
try? FileManager.default.removeItem(atPath: work)

print(summary.table)

// Segues whose trigger the generated code wires with target/action, per trigger kind.
let wired = Dictionary(grouping: subjects.flatMap { $0.segues.compactMap(\.segue.trigger?.kind) }, by: \.self).mapValues(\.count)
if !wired.isEmpty {
    print("\nSegue triggers wired by the generated code: " + wired.sorted { $0.key.rawValue < $1.key.rawValue }.map { "\($0.key.rawValue) \($0.value)" }.joined(separator: ", "))
}

// API newer than the default deployment target (iOS 13) outside an availability scope.
do {
    let lint = try AvailabilityLint.load(repoRoot: repoRoot)
    var byAPI: [String: (scope: AvailabilityLint.Scope, uses: Int, files: Int)] = [:]
    for subject in subjects {
        let violations = lint.check(subject.text, target: GeneratorOptions.default.deploymentTarget)
        for (api, uses) in Dictionary(grouping: violations, by: \.api) {
            var entry = byAPI[api, default: (uses[0].scope, 0, 0)]
            entry.uses += uses.count
            entry.files += 1
            byAPI[api] = entry
        }
    }
    let generator = byAPI.values.filter { $0.scope == .generator }.reduce(0) { $0 + $1.uses }
    let document = byAPI.values.filter { $0.scope == .document }.reduce(0) { $0 + $1.uses }
    print("\nAvailability at iOS \(GeneratorOptions.default.deploymentTarget) (Tests/Support/Availability.tsv): \(generator) uses of API the generator chose, "
        + "\(document) of API the documents' own features need, newer than the target outside #available")
    for (api, entry) in byAPI.sorted(by: { ($0.value.scope.rawValue, $0.key) < ($1.value.scope.rawValue, $1.key) }) {
        print("  \(entry.scope.rawValue): \(api): \(entry.uses) uses in \(entry.files) files")
    }
} catch {
    print("availability: \(error)")
}
let segueTable = summary.segueTable
if !segueTable.isEmpty {
    print("\nSegues fired through the generated flow (kind, destination class, identifier, presentation style, prepare):")
    print(segueTable)
    for line in summary.segueDisagreements { print("segue: " + line) }
}
print("\nTime: \(Int(Date().timeIntervalSince(started)))s")
if let reportPath {
    let details = summary.results.filter { !$0.agrees }.map(\.report).joined(separator: "\n\n")
    try? details.write(toFile: reportPath, atomically: true, encoding: .utf8)
    print("Details of \(summary.results.filter { !$0.agrees }.count) disagreeing files: \(reportPath)")
}
for (name, locals) in summary.shadowing.sorted(by: { $0.key < $1.key }) {
    print("shadowing: \(name): \(locals.joined(separator: ", "))")
}
