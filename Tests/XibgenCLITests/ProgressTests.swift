import Foundation
import Testing
@testable import xibgen

/// The progress line of long runs: drawn on a terminal only, updated in place, erased at the end.
@Suite struct ProgressTests {
    typealias Tree = CLITests.Tree

    final class Recorder: @unchecked Sendable {
        let lock = NSLock()
        var writes: [String] = []
        var time = 0.0
        func append(_ bytes: [UInt8]) { lock.lock(); writes.append(String(decoding: bytes, as: UTF8.self)); lock.unlock() }
    }

    @Test("nothing before the delay; then at most one redraw per interval, in place; erased at the end")
    func drawing() {
        let r = Recorder()
        let line = ProgressLine(delay: 0.5, interval: 0.1, now: { r.time }, write: r.append)
        r.time = 0.2
        line.update(done: 100, total: 1000)
        line.finish()
        #expect(r.writes.isEmpty, "a quick run shows nothing, and erases nothing")
        r.time = 0
        let slow = ProgressLine(delay: 0.5, interval: 0.1, now: { r.time }, write: r.append)
        r.time = 0.5
        slow.update(done: 250, total: 1000)
        r.time = 0.55
        slow.update(done: 260, total: 1000)  // within the interval: not drawn
        r.time = 1.0
        slow.update(done: 999, total: 1000)
        r.time = 1.01
        slow.update(done: 1000, total: 1000)  // the last file is always drawn
        slow.finish()
        #expect(r.writes == [
            "\r\u{1B}[Kxibgen: 250/1000 files (500 files/s)",
            "\r\u{1B}[Kxibgen: 999/1000 files (999 files/s)",
            "\r\u{1B}[Kxibgen: 1000/1000 files (990 files/s)",
            "\r\u{1B}[K",
        ])
    }

    @Test("wanted on a terminal for human output only; not in CI, with --quiet, on a dumb terminal")
    func wanted() {
        let terminal = ["TERM": "xterm-256color"]
        #expect(ProgressLine.wanted(human: true, quiet: false, environment: terminal, isTerminal: true))
        #expect(!ProgressLine.wanted(human: true, quiet: false, environment: terminal, isTerminal: false))
        #expect(!ProgressLine.wanted(human: false, quiet: false, environment: terminal, isTerminal: true))
        #expect(!ProgressLine.wanted(human: true, quiet: true, environment: terminal, isTerminal: true))
        #expect(!ProgressLine.wanted(human: true, quiet: false, environment: ["TERM": "xterm", "CI": "true"], isTerminal: true))
        #expect(ProgressLine.wanted(human: true, quiet: false, environment: ["TERM": "xterm", "CI": ""], isTerminal: true))
        #expect(!ProgressLine.wanted(human: true, quiet: false, environment: ["TERM": "dumb"], isTerminal: true))
    }

    /// Runs the built xibgen on a pseudo-terminal (python's pty), in `t`, with exactly `environment`;
    /// everything it wrote to the terminal.
    static func onTerminal(_ t: Tree, _ args: [String], environment: [String: String]) throws -> (status: Int32, output: String) {
        let script = """
            import os, pty, sys
            pid, fd = pty.fork()
            if pid == 0:
                os.execv(sys.argv[1], sys.argv[1:])
            out = b''
            while True:
                try:
                    data = os.read(fd, 65536)
                except OSError:
                    break
                if not data:
                    break
                out += data
            _, status = os.waitpid(pid, 0)
            sys.stdout.buffer.write(out)
            sys.exit(os.waitstatus_to_exitcode(status))
            """
        let p = Process()
        p.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        p.arguments = ["python3", "-c", script, CLITests.binary.path] + args
        p.currentDirectoryURL = URL(fileURLWithPath: t.path)
        p.environment = environment
        let out = Pipe()
        p.standardOutput = out
        try p.run()
        let data = out.fileHandleForReading.readDataToEndOfFile()
        p.waitUntilExit()
        return (p.terminationStatus, String(decoding: data, as: UTF8.self))
    }

    /// A tree whose cold run takes well over the half second before the line appears.
    static func bigTree() -> Tree {
        let t = Tree()
        let login = String(decoding: try! Data(contentsOf: URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Examples/Login/LoginViewController.xib")), as: UTF8.self)
        for index in 0..<400 { t.write("Screens/\(index / 100)/Screen\(index).xib", login) }
        return t
    }

    @Test("a long cold run on a terminal shows the line, updated in place; absent with --quiet, in CI, with json, off a terminal")
    func onAPseudoTerminal() throws {
        let t = Self.bigTree()
        let base = ["PATH": ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin", "TERM": "xterm"]
        var run = try Self.onTerminal(t, ["--once", "--jobs", "1", "--check"], environment: base)
        #expect(run.status == 1)
        let draws = run.output.components(separatedBy: "\r\u{1B}[Kxibgen: ").dropFirst()
        #expect(draws.count >= 2, "\(run.output.suffix(400))")
        #expect(draws.contains { $0.hasPrefix("400/400 files (") }, "\(draws)")
        #expect(draws.allSatisfy { $0.contains("/400 files (") && $0.contains(" files/s)") })
        // Erased before the report, which starts on a clean line.
        #expect(run.output.contains(" files/s)\r\u{1B}[KScreens/0/Screen0.generated.swift: missing"), "\(run.output.suffix(400))")
        #expect(run.output.contains("xibgen --check: 400 scanned"))

        for (args, environment) in [(["--quiet"], base), ([], base.merging(["CI": "true"]) { $1 }),
                                    (["--reporter", "json"], base), (["--reporter", "github"], base)] {
            run = try Self.onTerminal(t, ["--once", "--jobs", "1", "--check"] + args, environment: environment)
            #expect(run.status == 1)
            #expect(!run.output.contains(" files/s)"), "\(args) \(environment)")
        }
        // Not a terminal: stderr is a pipe.
        let piped = try t.xibgen("--once", "--jobs", "1", "--check")
        #expect(!piped.stderr.contains("files/s"))
        #expect(!piped.stdout.contains("files/s"))
    }
}
