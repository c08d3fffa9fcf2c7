import Foundation
import Testing
import XibPlatform
@testable import XibPipeline


/// Outputs stay inside the project root unless `output.allowOutsideRoot: true`; symlink loops
/// terminate; unreadable files and read-only directories are clear per-file errors.
@Suite("Paths")
struct PathSafetyTests {
    @Test("config: '..' and absolute output/cache directories are refused; '..' allowed with the opt-in", arguments: [
        ("output:\n  directory: ../../etc\n", "may not leave the project root"),
        ("output:\n  directory: /etc\n", "must be relative"),
        ("output:\n  directory: Gen/../../x\n", "may not leave the project root"),
        ("cache:\n  directory: ../cache\n", "may not leave the project root"),
        ("roots: [\"../other\"]\n", "may not leave the project root"),
        ("output:\n  allowOutsideRoot: maybe\n", "must be true or false"),
    ])
    func configRefusals(yaml: String, message: String) {
        let error = #expect(throws: ConfigError.self) { try ConfigLoader.parse(yaml: yaml) }
        #expect(error?.description.contains(message) == true, "\(String(describing: error))")
        #expect(error?.line != nil)
    }

    @Test("config: the opt-in allows '..' in output.directory, in either key order")
    func configOptIn() throws {
        let a = try ConfigLoader.parse(yaml: "output:\n  directory: ../Generated\n  allowOutsideRoot: true\n")
        #expect(a.outputDirectory == "../Generated" && a.allowOutputOutsideRoot)
        let b = try ConfigLoader.parse(yaml: "output:\n  allowOutsideRoot: true\n  directory: ../Generated\n")
        #expect(b.outputDirectory == "../Generated")
        #expect(throws: ConfigError.self) { try ConfigLoader.parse(yaml: "output:\n  allowOutsideRoot: true\n  directory: /abs\n") }
    }

    @Test("CLI: a config directing output outside the root exits 2 and writes nothing")
    func cliConfigRefusal() {
        let project = Project()
        project.write("xibgen.yml", "output:\n  directory: ../escaped\n")
        project.write("A.xib", Fixture.simple)
        let run = project.xibgen("--once")
        #expect(run.status == 2, "\(run)")
        #expect(run.stderr.contains("xibgen.yml:2:") && run.stderr.contains("allowOutsideRoot"))
        #expect(!FileManager.default.fileExists(atPath: project.abs("../escaped")))
        #expect(project.allFiles() == ["A.xib", "xibgen.yml"])
    }

    @Test("output directory that is a symlink pointing out of the root: refused per file, nothing written there")
    func symlinkedOutputDirectory() throws {
        let project = Project(), outside = Project()
        project.write("xibgen.yml", "output:\n  directory: Generated\n")
        project.write("App/A.xib", Fixture.simple)
        try FileManager.default.createSymbolicLink(atPath: project.abs("Generated"), withDestinationPath: outside.path)
        let run = project.xibgen("--once")
        #expect(run.status == 1, "\(run)")
        #expect(run.stderr.contains("App/A.xib: error: refusing to write") && run.stderr.contains("outside the project root"), "\(run)")
        #expect(outside.allFiles().isEmpty, "nothing written outside: \(outside.allFiles())")

        // Opting in writes through the symlink.
        project.write("xibgen.yml", "output:\n  directory: Generated\n  allowOutsideRoot: true\n")
        let allowed = project.xibgen("--once")
        #expect(allowed.status == 0, "\(allowed)")
        #expect(outputIsWhole(outside.read("App/A.generated.swift")))
    }

    @Test("a scanned directory symlinked out of the root: its XIBs are read but no output is written beside them")
    func symlinkedSourceDirectory() throws {
        let project = Project(), outside = Project()
        outside.write("Shared/S.xib", Fixture.simple)
        project.write("App/A.xib", Fixture.simple)
        try FileManager.default.createSymbolicLink(atPath: project.abs("App/Shared"), withDestinationPath: outside.abs("Shared"))
        let run = project.xibgen("--once")
        #expect(run.status == 1, "\(run)")
        #expect(run.stderr.contains("App/Shared/S.xib: error: refusing to write"), "\(run)")
        #expect(outputIsWhole(project.read("App/A.generated.swift")), "the rest of the run continues")
        #expect(outside.allFiles() == ["Shared", "Shared/S.xib"])
    }

    @Test("an orphaned output reached through a symlink out of the root is not removed")
    func symlinkedOrphan() throws {
        let project = Project(), outside = Project()
        outside.write("Shared/S.xib", Fixture.simple)
        #expect(outside.xibgen("--once").status == 0)
        try FileManager.default.removeItem(atPath: outside.abs("Shared/S.xib"))
        try FileManager.default.createSymbolicLink(atPath: project.abs("Shared"), withDestinationPath: outside.abs("Shared"))
        let run = project.xibgen("--once")
        #expect(run.status == 1, "\(run)")
        #expect(run.stderr.contains("refusing to remove"), "\(run)")
        #expect(outside.exists("Shared/S.generated.swift"))
    }

    @Test("a cache directory symlinked out of the root is refused before anything is written")
    func symlinkedCache() throws {
        let project = Project(), outside = Project()
        project.write("A.xib", Fixture.simple)
        try FileManager.default.createSymbolicLink(atPath: project.abs(".xibgen"), withDestinationPath: outside.path)
        let run = project.xibgen("--once")
        #expect(run.status == 2, "\(run)")
        #expect(run.stderr.contains("cache directory .xibgen"), "\(run)")
        #expect(outside.allFiles().isEmpty)
        #expect(!project.exists("A.generated.swift"))
        #expect(project.xibgen("--once", "--check").status == 1, "check mode writes nothing and still runs")
    }

    @Test("symlink loops and self-links in the scanned tree terminate")
    func symlinkLoops() throws {
        let project = Project()
        project.write("App/A.xib", Fixture.simple)
        try FileManager.default.createSymbolicLink(atPath: project.abs("App/loop"), withDestinationPath: project.abs("App"))
        try FileManager.default.createSymbolicLink(atPath: project.abs("App/up"), withDestinationPath: "..")
        try FileManager.default.createSymbolicLink(atPath: project.abs("App/self"), withDestinationPath: "self")
        try FileManager.default.createSymbolicLink(atPath: project.abs("App/a"), withDestinationPath: "b")
        try FileManager.default.createSymbolicLink(atPath: project.abs("App/b"), withDestinationPath: "a")
        try FileManager.default.createSymbolicLink(atPath: project.abs("App/Loop.xib"), withDestinationPath: "Loop.xib")
        let run = project.xibgen("--once", timeout: 30)
        #expect(!run.timedOut && run.signal == nil, "\(run)")
        #expect(run.status == 0, "\(run)")
        #expect(run.stdout.contains("wrote App/A.generated.swift"))
        #expect(run.stdout.contains("1 scanned"), "the XIB is found once, not once per path into it: \(run.stdout)")
    }

    /// Root can read anything, so unreadable files are simulated by running xibgen as `nobody`.
    @Test("unreadable files and read-only directories: clear per-file errors, the run continues",
          .enabled(if: canDropPrivileges, "needs root and setpriv to run xibgen as an unprivileged user"))
    func permissions() throws {
        let project = Project()
        project.write("App/Good.xib", Fixture.simple)
        project.write("App/Secret.xib", Fixture.simple)
        project.write("ReadOnly/R.xib", Fixture.simple)
        project.write("Hidden/H.xib", Fixture.simple)
        #expect(chown(project.path, 65534, 65534) == 0)
        for dir in ["App", "ReadOnly", "Hidden"] { chown(project.abs(dir), 65534, 65534) }
        for file in ["App/Good.xib", "App/Secret.xib", "ReadOnly/R.xib", "Hidden/H.xib"] { chown(project.abs(file), 65534, 65534) }
        chmod(project.abs("App/Secret.xib"), 0o000)
        chmod(project.abs("ReadOnly"), 0o555)
        chmod(project.abs("Hidden"), 0o000)
        defer { chmod(project.abs("Hidden"), 0o755); chmod(project.abs("ReadOnly"), 0o755) }

        let run = project.xibgen("--once", prefix: asNobody)
        #expect(run.signal == nil, "\(run)")
        #expect(run.status == 1, "\(run)")
        #expect(run.stderr.contains("App/Secret.xib: error: cannot read: Permission denied"), "\(run)")
        #expect(run.stderr.contains("ReadOnly/R.xib: error: cannot write: Permission denied"), "\(run)")
        #expect(run.stderr.contains("cannot read directory Hidden: Permission denied"), "\(run)")
        #expect(outputIsWhole(project.read("App/Good.generated.swift")), "the run continues")
        #expect(!project.exists("ReadOnly/R.generated.swift"))
    }
}
