import XibModel
import XibGenerator
import Foundation
let args = CommandLine.arguments
if args[1] == "--corpus" {
    let dir = args[2]
    let files = try! FileManager.default.contentsOfDirectory(atPath: dir).filter { $0.hasSuffix(".xib") }.sorted()
    var kinds: [String: Int] = [:]; var errors = 0; var written = 0
    var messages: [String: Int] = [:]
    let start = Date()
    for f in files {
        let path = dir + "/" + f
        let data = try! Data(contentsOf: URL(fileURLWithPath: path))
        do {
            let doc = try XibDocument.parse([UInt8](data))
            let out = ViewCodeGenerator.generate(doc, xibName: String(f.dropLast(4)))
            if out.hasErrors { errors += 1; for d in out.diagnostics where d.severity == .error { print(d.formatted(path: f)) } } else { written += 1 }
            for d in out.diagnostics { kinds[d.kind, default: 0] += 1
                var m = d.message; if let r = m.firstRange(of: "=\"") { m = String(m[..<r.lowerBound]) }
                messages[m, default: 0] += 1 }
        } catch { errors += 1; print("\(f):\(error)") }
    }
    print("files \(files.count) written \(written) errors \(errors) time \(Date().timeIntervalSince(start))")
    for (k, v) in kinds.sorted(by: { $0.value > $1.value }) { print("  \(k): \(v)") }
    for (k, v) in messages.sorted(by: { $0.value > $1.value }).prefix(Int(args.count > 3 ? args[3] : "40")!) { print("    \(v)  \(k)") }
    exit(0)
}
let path = args[1]
let data = try! Data(contentsOf: URL(fileURLWithPath: path))
do {
    let doc = try XibDocument.parse([UInt8](data))
    let name = URL(fileURLWithPath: path).deletingPathExtension().lastPathComponent
    let out = ViewCodeGenerator.generate(doc, xibName: name)
    print(out.text)
    for d in out.diagnostics { print(d.formatted(path: path)) }
} catch { print("\(path):\(error)") }
