import Foundation
import Testing

/// Folder and file names with spaces, quotes, non-ASCII letters, a leading dash, `%`, `,`, `:`
/// and line breaks, through every way into and out of xibgen: PATHs, `--changed-since`, the git
/// hook, and the human, GitHub and JSON reporters.
@Suite struct UnusualPathTests {
    typealias Tree = CLITests.Tree

    /// Root-relative XIB paths a team's repository may well hold.
    static let names = [
        "App/UI Library/Views/Banner.xib",
        "App/It's \"quoted\"/Card.xib",
        "App/Écrans/Überblick.xib",
        "App/-dash/-Leading.xib",
        "App/100% done, v2: final/Cell.xib",
    ]

    static func output(_ xib: String) -> String { String(xib.dropLast(4)) + ".generated.swift" }

    @discardableResult
    static func git(_ t: Tree, _ args: [String], in directory: String = "") throws -> CLITests.Run {
        let r = try t.run("/usr/bin/env", ["git", "-c", "user.email=t@example.com", "-c", "user.name=t", "-c", "commit.gpgsign=false"] + args,
                          in: directory)
        #expect(r.status == 0, "git \(args): \(r.stderr)")
        return r
    }

    @Test("PATHs and the JSON report keep every name as it is")
    func pathsAndJSON() throws {
        let t = Tree()
        for name in Self.names { t.fixture("Simple.xib", to: name) }
        let r = try t.xibgen(["--once", "--reporter", "json", "--"] + Self.names)
        #expect(r.status == 0, "\(r.stderr)")
        let report = try #require(try JSONSerialization.jsonObject(with: Data(r.stdout.utf8)) as? [String: Any])
        let files = try #require(report["files"] as? [[String: Any]])
        #expect(Set(files.compactMap { $0["source"] as? String }) == Set(Self.names))
        #expect(Set(files.compactMap { $0["output"] as? String }) == Set(Self.names.map(Self.output)))
        for name in Self.names { #expect(t.exists(Self.output(name)), "\(name)") }
    }

    @Test("GitHub annotations escape % CR LF : and , in the file property, % CR LF in the message")
    func githubAnnotations() throws {
        let t = Tree()
        let name = "App/100% done, v2: final/Line\nbreak.xib"
        t.fixture("Warning.xib", to: name)
        var r = try t.xibgen("--once", "--reporter", "github")
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stdout.contains("::warning file=App/100%25 done%2C v2%3A final/Line%0Abreak.xib,line=5,col=9::ignored <customObject>"), "\(r.stdout)")
        // An error whose message quotes an id with `%`, CR and LF in it.
        t.write(name, """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0">
                <objects>
                    <view id="50% done&#13;&#10;next"><subviews><view id="50% done&#13;&#10;next"/></subviews></view>
                </objects>
            </document>

            """)
        r = try t.xibgen("--once", "--check", "--reporter", "github")
        #expect(r.stdout.contains("::error file=App/100%25 done%2C v2%3A final/Line%0Abreak.xib,line=4,col="), "\(r.stdout)")
        #expect(r.stdout.contains("::the id \"50%25 done%0D%0Anext\" is used more than once"), "\(r.stdout)")
        #expect(r.stdout.split(separator: "\n").filter { $0.hasPrefix("::") }.allSatisfy { !$0.contains("\r") })
    }

    @Test("--changed-since: every changed name, in a repository whose directory name ends with a space")
    func changedSince() throws {
        let t = Tree()
        let repo = "My App "
        for name in Self.names { t.fixture("Simple.xib", to: repo + "/" + name) }
        try Self.git(t, ["init", "-q", "."], in: repo)
        try Self.git(t, ["add", "-A"], in: repo)
        try Self.git(t, ["commit", "-qm", "base"], in: repo)
        var r = try t.run(CLITests.binary.path, ["--once", "--changed-since", "HEAD"], in: repo)
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stdout.hasPrefix("xibgen: 0 scanned"), "\(r.stdout)")
        for name in Self.names {
            t.write(repo + "/" + name, t.read(repo + "/" + name)!.replacingOccurrences(of: "Hello", with: "Changed"))
        }
        r = try t.run(CLITests.binary.path, ["--once", "--changed-since", "HEAD"], in: repo)
        #expect(r.status == 0, "\(r.stderr)")
        for name in Self.names {
            #expect(r.stdout.contains("wrote \(Self.output(name))\n"), "\(name): \(r.stdout)")
        }
        // A ref that looks like an option of git's is not passed to git as one.
        r = try t.run(CLITests.binary.path, ["--once", "--changed-since=--cached"], in: repo)
        #expect(r.status == 2)
        #expect(r.stderr.contains("xibgen: error: --changed-since --cached: not a commit"), "\(r.stderr)")
    }

    @Test("the git hook prints git add commands that work when pasted into sh")
    func hookPrintsPasteableCommands() throws {
        let t = Tree()
        try Self.git(t, ["init", "-q", "."])
        t.write(".gitignore", ".xibgen/\n")
        for name in Self.names { t.fixture("Simple.xib", to: name) }
        #expect(try t.xibgen("--once", "--quiet").status == 0)
        try Self.git(t, ["add", "-A"])
        try Self.git(t, ["commit", "-qm", "base"])
        #expect(try t.xibgen("install-hook").status == 0)
        for name in Self.names {
            t.write(name, t.read(name)!.replacingOccurrences(of: "Hello", with: "Changed"))
        }
        try Self.git(t, ["add", "--"] + Self.names)
        let blocked = try t.run("/usr/bin/env", ["git", "-c", "user.email=t@example.com", "-c", "user.name=t", "commit", "-qm", "change"],
                                environment: ["XIBGEN": CLITests.binary.path])
        #expect(blocked.status != 0)
        let commands = blocked.stderr.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
            .filter { $0.hasPrefix("git add -A -- ") }
        #expect(commands.count == Self.names.count, "\(blocked.stderr)")
        for command in commands {
            let pasted = try t.run("/bin/sh", ["-c", command])
            #expect(pasted.status == 0, "\(command): \(pasted.stderr)")
        }
        let passes = try t.run("/usr/bin/env", ["git", "-c", "user.email=t@example.com", "-c", "user.name=t", "commit", "-qm", "change"],
                               environment: ["XIBGEN": CLITests.binary.path])
        #expect(passes.status == 0, "\(passes.stderr)")
        let committed = try Self.git(t, ["ls-files", "-z"]).stdout.split(separator: "\0").map(String.init)
        for name in Self.names { #expect(committed.contains(Self.output(name)), "\(name)") }
    }
}
