import Foundation
import Testing
import XibPlatform
@testable import XibPipeline

/// A real temporary directory, removed when released.
final class TempDir {
    let path: String

    init() {
        var template = Array("/tmp/xibgen-test-XXXXXX".utf8CString)
        let p = template.withUnsafeMutableBufferPointer { mkdtemp($0.baseAddress!) }
        path = String(cString: p!)
    }

    deinit { try? FileManager.default.removeItem(atPath: path) }

    func url(_ rel: String) -> String { PathUtil.join(path, rel) }

    func write(_ rel: String, _ text: String) {
        let full = url(rel)
        try! FileManager.default.createDirectory(atPath: PathUtil.dirname(full), withIntermediateDirectories: true)
        try! Data(text.utf8).write(to: URL(fileURLWithPath: full))
    }

    func copyFixture(_ name: String, to rel: String) {
        write(rel, Fixtures.text(name))
    }

    func read(_ rel: String) -> String? {
        guard let data = FileManager.default.contents(atPath: url(rel)) else { return nil }
        return String(decoding: data, as: UTF8.self)
    }

    func exists(_ rel: String) -> Bool { FileManager.default.fileExists(atPath: url(rel)) }

    func remove(_ rel: String) { try? FileManager.default.removeItem(atPath: url(rel)) }

    /// All regular files, root-relative, sorted.
    func files() -> [String] {
        let e = FileManager.default.enumerator(atPath: path)!
        var out: [String] = []
        while let f = e.nextObject() as? String {
            var isDir: ObjCBool = false
            if FileManager.default.fileExists(atPath: url(f), isDirectory: &isDir), !isDir.boolValue { out.append(f) }
        }
        return out.sorted()
    }
}

enum Fixtures {
    static let directory = PathUtil.join(PathUtil.dirname(#filePath), "Fixtures")

    static func text(_ name: String) -> String {
        let data = FileManager.default.contents(atPath: PathUtil.join(directory, name))!
        return String(decoding: data, as: UTF8.self)
    }
}

func sync(_ dir: TempDir, _ config: XibgenConfig = .default, scope: SyncScope = .fullRescan,
          check: Bool = false, force: Bool = false, jobs: Int = 2) throws -> SyncResult {
    try Pipeline(root: dir.path, config: config).sync(scope, options: SyncOptions(check: check, force: force, jobs: jobs))
}

extension SyncResult {
    func status(_ source: String) -> FileStatus? { files.first { $0.source == source }?.status }
}

func stamp(_ dir: TempDir, _ rel: String) -> FileStamp { FileIO.stamp(dir.url(rel))! }

/// Sets a file's mtime (seconds since epoch), like a git checkout would.
func setMTime(_ dir: TempDir, _ rel: String, _ seconds: Int) {
    var times = [timespec(tv_sec: seconds, tv_nsec: 0), timespec(tv_sec: seconds, tv_nsec: 0)]
    _ = utimensat(AT_FDCWD, dir.url(rel), &times, 0)
}
