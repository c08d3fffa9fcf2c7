import Foundation
import XibPlatform

/// `<cache>/lock`: an exclusive lock so two xibgen processes never interleave writes. The file
/// records `pid`, start time and command of the holder, for the error message. A lock left by a
/// dead process is not held by the kernel any more and is simply taken over.
public final class PipelineLock: @unchecked Sendable {
    private let lock: FileLock
    public var path: String { lock.path }

    private init(_ lock: FileLock) { self.lock = lock }

    public struct Busy: Error, CustomStringConvertible, Sendable {
        public var displayPath: String
        public var holder: String
        public var description: String { "another xibgen (\(holder)) holds \(displayPath)" }
    }

    /// Takes the lock, retrying for `timeout` seconds. `displayPath` is used in messages.
    public static func acquire(path: String, displayPath: String, command: String, timeout: Double = 2.0) throws -> PipelineLock {
        // On one line: each newline byte becomes a space (by bytes: Foundation's replacingOccurrences
        // was 1.4% of a pre-commit single-file run's instructions).
        let newline = UInt8(ascii: "\n")
        let oneLine = command.utf8.contains(newline)
            ? String(decoding: command.utf8.map { $0 == newline ? UInt8(ascii: " ") : $0 }, as: UTF8.self) : command
        let holder = "pid=\(CurrentProcess.id)\nstarted=\(SystemClock.utcTimestamp())\ncommand=\(oneLine)\n"
        do {
            return PipelineLock(try FileLock.acquire(path: path, displayPath: displayPath, holder: holder, timeout: timeout))
        } catch let busy as FileLock.Busy {
            throw Busy(displayPath: displayPath, holder: describeHolder(busy.holder))
        }
    }

    private static func describeHolder(_ text: String) -> String {
        guard !text.isEmpty else { return "pid unknown" }
        var fields: [String: String] = [:]
        for line in text.split(separator: "\n") {
            if let eq = line.firstIndex(of: "=") { fields[String(line[..<eq])] = String(line[line.index(after: eq)...]) }
        }
        return "pid \(fields["pid"] ?? "?"), started \(fields["started"] ?? "?"): \(fields["command"] ?? "?")"
    }

    /// Releases the lock (idempotent). The file stays; its content is cleared.
    public func release() { lock.release() }
}
