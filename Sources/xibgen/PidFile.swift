import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// `--pid-file`: the watcher's process id, for `kill $(cat FILE)`.
struct PidFile {
    let path: String
    let contents: String

    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    /// Writes `<pid>\n` to a temporary file beside `path`, then renames it over `path`, so a
    /// reader never sees a partial file.
    static func create(_ path: String) throws(Failure) -> PidFile {
        let contents = "\(getpid())\n"
        let temporary = "\(path).\(getpid()).tmp"
        let fd = open(temporary, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard fd >= 0 else { throw Failure(description: String(cString: strerror(errno))) }
        let bytes = Array(contents.utf8)
        let written = bytes.withUnsafeBytes { write(fd, $0.baseAddress!, $0.count) }
        let synced = fsync(fd) == 0
        close(fd)
        guard written == bytes.count, synced, rename(temporary, path) == 0 else {
            let reason = String(cString: strerror(errno))
            unlink(temporary)
            throw Failure(description: reason)
        }
        return PidFile(path: path, contents: contents)
    }

    /// Removes the file unless another process has since replaced it with its own pid.
    func remove() {
        guard let current = try? String(contentsOfFile: path, encoding: .utf8), current == contents else { return }
        unlink(path)
    }
}
