import XibPlatform

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
        let contents = "\(CurrentProcess.id)\n"
        do {
            try FileIO.atomicWrite(Array(contents.utf8), to: path, mode: 0o644)
        } catch {
            throw Failure(description: error.reason)
        }
        return PidFile(path: path, contents: contents)
    }

    /// Removes the file unless another process has since replaced it with its own pid.
    func remove() {
        guard let current = try? FileIO.read(path), current == Array(contents.utf8) else { return }
        try? FileIO.remove(path)
    }
}
