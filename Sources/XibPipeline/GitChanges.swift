import Foundation
import XibPlatform

/// Paths changed since a git ref, for `--changed-since`.
public enum GitChanges {
    public struct Failure: Error, CustomStringConvertible, Sendable {
        public var message: String
        public var description: String { message }
    }

    /// Absolute paths of files that differ between `ref` and the working tree (including deletions,
    /// no rename pairing, so a rename reports the old and the new path), plus untracked files.
    ///
    /// Paths come NUL-separated (`-z`), so git quotes none of them: spaces, quotes, non-ASCII
    /// names and names starting with `-` arrive as they are.
    public static func changedPaths(since ref: String, in directory: String) throws -> [String] {
        var top = try git(["rev-parse", "--show-toplevel"], in: directory)
        if top.hasSuffix("\n") { top.removeLast() }  // only the line end: a directory name may end with a space
        // The ref as a commit, so that a ref starting with `-` is never read as an option of `git diff`.
        let commit: String
        do {
            commit = try git(["rev-parse", "--verify", "-q", "--end-of-options", ref + "^{commit}"], in: top)
                .trimmingCharacters(in: .newlines)
        } catch {
            throw Failure(message: "not a commit in the git repository at \(top)")
        }
        let diff = try git(["diff", "--name-only", "--no-renames", "-z", commit, "--"], in: top)
        let untracked = try git(["ls-files", "--others", "--exclude-standard", "-z"], in: top)
        var paths: [String] = []
        for chunk in (diff + untracked).split(separator: "\0") where !chunk.isEmpty {
            paths.append(PathUtil.join(top, String(chunk)))
        }
        return Array(Set(paths)).sorted(by: PathUtil.precedes)
    }

    static func git(_ args: [String], in directory: String) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git", "-c", "core.quotepath=off"] + args
        process.currentDirectoryURL = URL(fileURLWithPath: directory)
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        do { try process.run() } catch { throw Failure(message: "cannot run git: \(error)") }
        let data = out.fileHandleForReading.readDataToEndOfFile()
        let errData = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            let msg = String(decoding: errData, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
            throw Failure(message: "git \(args.joined(separator: " ")) failed: \(msg)")
        }
        return String(decoding: data, as: UTF8.self)
    }
}
