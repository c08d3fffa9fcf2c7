import Foundation
import Testing
import XibPlatform
import XibPipeline


/// Runs the built `xibgen` binary, with a time bound and the child's peak RSS.
enum CLI {
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    static var binary: String {
        let besideBundle = Bundle.main.bundleURL.appendingPathComponent("xibgen").path
        if FileManager.default.isExecutableFile(atPath: besideBundle) { return besideBundle }
        return packageRoot.appendingPathComponent(".build/debug/xibgen").path
    }

    struct Run: CustomStringConvertible {
        var status: Int32
        /// Set when the process died from a signal (crash, or killed after the time bound).
        var signal: Int32?
        var timedOut: Bool
        var stdout: String
        var stderr: String
        var seconds: Double
        /// Peak resident set size of the child, in KiB.
        var maxRSSKiB: Int
        var description: String { "status \(status) signal \(signal.map(String.init) ?? "-") timedOut \(timedOut)\nstdout:\n\(stdout)\nstderr:\n\(stderr)" }
    }

    /// `prefix` runs the binary through another command (e.g. `setpriv …`).
    static func run(_ args: [String], in directory: String, timeout: Double = 120, prefix: [String] = []) -> Run {
        // posix_spawn has no portable chdir action: a shell changes directory, then execs (same pid).
        let argv = ["/bin/sh", "-c", "cd \"$0\" && exec \"$@\"", directory] + prefix + [binary] + args
        let outPath = directory + "/../.xibgen-test-stdout-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
        let errPath = outPath + "-err"
        defer { unlink(outPath); unlink(errPath) }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 1, outPath, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        posix_spawn_file_actions_addopen(&actions, 2, errPath, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        var cargs = argv.map { strdup($0) } + [nil]
        defer { for p in cargs { free(p) } }
        var pid: pid_t = 0
        let start = Date()
        let rc = posix_spawn(&pid, argv[0], &actions, nil, &cargs, environ)
        precondition(rc == 0, "cannot spawn \(argv): \(rc)")
        var status: Int32 = 0
        var usage = rusage()
        var timedOut = false
        while true {
            let r = wait4(pid, &status, WNOHANG, &usage)
            if r == pid { break }
            if Date().timeIntervalSince(start) > timeout {
                timedOut = true
                kill(pid, SIGKILL)
                _ = wait4(pid, &status, 0, &usage)
                break
            }
            usleep(5_000)
        }
        let seconds = Date().timeIntervalSince(start)
        let read = { (p: String) in String(decoding: FileManager.default.contents(atPath: p) ?? Data(), as: UTF8.self) }
        let signaled = (status & 0x7f) != 0 && (status & 0x7f) != 0x7f
        return Run(status: signaled ? -1 : (status >> 8) & 0xff, signal: signaled ? status & 0x7f : nil,
                   timedOut: timedOut, stdout: read(outPath), stderr: read(errPath), seconds: seconds,
                   maxRSSKiB: Int(usage.ru_maxrss))
    }
}

/// A temporary project directory, removed when released.
final class Project {
    let path: String

    init() {
        var template = Array("/tmp/xibgen-hardening-XXXXXX".utf8CString)
        path = String(cString: template.withUnsafeMutableBufferPointer { mkdtemp($0.baseAddress!)! })
        // Subdirectories of /tmp/…-XXXXXX are created 0700; let an unprivileged user in (see `asNobody`).
        chmod(path, 0o755)
    }

    deinit {
        _ = try? FileManager.default.removeItem(atPath: path)
    }

    func abs(_ rel: String) -> String { rel.isEmpty ? path : path + "/" + rel }

    func write(_ rel: String, _ bytes: [UInt8]) {
        let full = abs(rel)
        try! FileManager.default.createDirectory(atPath: (full as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try! Data(bytes).write(to: URL(fileURLWithPath: full))
    }

    func write(_ rel: String, _ text: String) { write(rel, Array(text.utf8)) }

    func read(_ rel: String) -> [UInt8]? {
        FileManager.default.contents(atPath: abs(rel)).map { [UInt8]($0) }
    }

    func text(_ rel: String) -> String? { read(rel).map { String(decoding: $0, as: UTF8.self) } }
    func exists(_ rel: String) -> Bool { FileIO.exists(abs(rel)) }

    func xibgen(_ args: String..., timeout: Double = 120, prefix: [String] = []) -> CLI.Run {
        CLI.run(args, in: path, timeout: timeout, prefix: prefix)
    }

    /// Every file under the project (relative paths), for "nothing else was touched" checks.
    func allFiles() -> [String] {
        var out: [String] = []
        let e = FileManager.default.enumerator(atPath: path)!
        while let f = e.nextObject() as? String { out.append(f) }
        return out.sorted()
    }
}

enum Fixture {
    static let pipelineFixtures = CLI.packageRoot.appendingPathComponent("Tests/XibPipelineTests/Fixtures").path
    static let crashers = CLI.packageRoot.appendingPathComponent("Tests/XibHardeningTests/Crashers").path

    static func bytes(_ name: String) -> [UInt8] {
        [UInt8](FileManager.default.contents(atPath: pipelineFixtures + "/" + name)!)
    }

    static var simple: [UInt8] { bytes("Simple.xib") }

    /// The repository's own XIBs: examples, golden files, pipeline fixtures.
    static func repositoryXIBs() -> [String] {
        var out: [String] = []
        for dir in ["Examples", "Tests/XibGeneratorTests/Golden", "Tests/XibPipelineTests/Fixtures"] {
            let base = CLI.packageRoot.appendingPathComponent(dir).path
            guard let e = FileManager.default.enumerator(atPath: base) else { continue }
            while let f = e.nextObject() as? String {
                if f.hasSuffix(".xib") { out.append(base + "/" + f) }
            }
        }
        return out.sorted()
    }
}

/// XIB text generators for stress tests (generated at test time, never committed).
enum StressXIB {
    static let head = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useSafeAreas="YES">
        <objects>
        <placeholder placeholderIdentifier="IBFilesOwner" id="-1"/>

        """
    static let tail = "</objects>\n</document>\n"

    /// `levels` views each inside the previous one's `<subviews>`.
    static func nested(_ levels: Int) -> String {
        var s = head
        for i in 0..<levels {
            s += "<view id=\"v\(i)\" translatesAutoresizingMaskIntoConstraints=\"NO\"><rect key=\"frame\" x=\"0\" y=\"0\" width=\"10\" height=\"10\"/><subviews>\n"
        }
        s += "<label id=\"leaf\" text=\"x\"/>\n"
        for i in (0..<levels).reversed() {
            s += "</subviews><constraints><constraint firstAttribute=\"width\" constant=\"10\" id=\"c\(i)\"/></constraints></view>\n"
        }
        return s + tail
    }

    /// One root view with `count` labels, each with a constraint; `padding` extra characters per label text.
    static func wide(_ count: Int, padding: Int = 0) -> [UInt8] {
        var s = Array((head + "<view id=\"root\"><rect key=\"frame\" x=\"0\" y=\"0\" width=\"320\" height=\"480\"/><subviews>\n").utf8)
        let pad = String(repeating: "x", count: padding)
        for i in 0..<count {
            s += Array("<label text=\"Label \(i)\(pad)\" translatesAutoresizingMaskIntoConstraints=\"NO\" id=\"l\(i)\"><rect key=\"frame\" x=\"0\" y=\"\(i)\" width=\"100\" height=\"20\"/><fontDescription key=\"fontDescription\" type=\"system\" pointSize=\"17\"/><color key=\"textColor\" red=\"0.1\" green=\"0.2\" blue=\"0.3\" alpha=\"1\" colorSpace=\"custom\" customColorSpace=\"sRGB\"/></label>\n".utf8)
        }
        s += Array("</subviews><constraints>\n".utf8)
        for i in 0..<count {
            s += Array("<constraint firstItem=\"l\(i)\" firstAttribute=\"leading\" secondItem=\"root\" secondAttribute=\"leading\" constant=\"\(i % 50)\" id=\"k\(i)\"/>\n".utf8)
        }
        s += Array(("</constraints></view>\n" + tail).utf8)
        return s
    }
}

/// An output is whole: xibgen's header, a body that hashes to the recorded body hash, and
/// (when given) the source hash of `source`.
func outputIsWhole(_ bytes: [UInt8]?, source: [UInt8]? = nil) -> Bool {
    guard let bytes, let parsed = GeneratedHeader.parse(bytes), parsed.bodyIntact else { return false }
    if let source { return parsed.header.sourceHash == SHA256Hex.of(source) }
    return true
}

/// Whether this process may run a child as the unprivileged `nobody` user (root with setpriv).
var canDropPrivileges: Bool { getuid() == 0 && FileManager.default.isExecutableFile(atPath: "/usr/bin/setpriv") }
let asNobody = ["/usr/bin/setpriv", "--reuid=65534", "--regid=65534", "--clear-groups"]
