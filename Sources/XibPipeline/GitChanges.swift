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
    public static func changedPaths(since ref: String, in directory: String) throws -> [String] {
        let top = try git(["rev-parse", "--show-toplevel"], in: directory).trimmingCharacters(in: .whitespacesAndNewlines)
        let diff = try git(["diff", "--name-only", "--no-renames", "-z", ref, "--"], in: top)
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
