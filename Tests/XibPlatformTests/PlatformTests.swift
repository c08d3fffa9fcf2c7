import Foundation
import Testing
@testable import XibPlatform

/// The platform layer's calls, on this machine's real filesystem and kernel.
@Suite struct PlatformTests {
    static func temporaryDirectory() throws -> String {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("xibplatform-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url.path
    }

    @Test("stamps carry the nanoseconds of mtime (the field differs between Linux and Darwin), the inode and the file type")
    func stamps() throws {
        let dir = try Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let file = dir + "/a.xib"
        try FileIO.atomicWrite(Array("x".utf8), to: file)
        var times = [timespec(tv_sec: 1_700_000_000, tv_nsec: 123_456_789), timespec(tv_sec: 1_700_000_000, tv_nsec: 123_456_789)]
        #expect(utimensat(AT_FDCWD, file, &times, 0) == 0)
        let stamp = try #require(FileIO.stamp(file))
        #expect(stamp.mtimeNanos == 1_700_000_000_123_456_789)
        #expect(stamp.ctimeNanos > stamp.mtimeNanos, "the status change (utimensat itself) is newer")
        #expect(stamp.isRegular && !stamp.isDirectory && stamp.size == 1)
        #expect(stamp.inode == (try FileManager.default.attributesOfItem(atPath: file)[.systemFileNumber] as? NSNumber)?.uint64Value)
        #expect(FileIO.stamp(dir)?.isDirectory == true)
        #expect(FileIO.stamp(dir)?.device == stamp.device)
        try FileManager.default.createSymbolicLink(atPath: dir + "/link", withDestinationPath: "a.xib")
        #expect(FileIO.stamp(dir + "/link")?.inode == stamp.inode)
        #expect(FileIO.linkStamp(dir + "/link")?.isRegular == false)
        #expect(try FileIO.listDirectory(dir).sorted { $0.name < $1.name }.map(\.name) == ["a.xib", "link"])
    }

    @Test("a directory handle stats its entries by name as stat does by path")
    func directoryHandleStamps() throws {
        let dir = try Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try FileIO.atomicWrite(Array("abc".utf8), to: dir + "/a.swift")
        try FileManager.default.createSymbolicLink(atPath: dir + "/link.swift", withDestinationPath: "a.swift")
        let handle = try #require(DirectoryHandle(dir))
        #expect(handle.stamp("a.swift") == FileIO.stamp(dir + "/a.swift"))
        #expect(handle.stamp("link.swift") == FileIO.stamp(dir + "/a.swift"), "symlinks are followed")
        #expect(handle.stamp("missing.swift") == nil)
        #expect(DirectoryHandle(dir + "/a.swift") == nil, "not a directory")
    }

    @Test("paths are joined with one slash, . and empty parts dropped")
    func joinedPaths() {
        for (a, b, joined) in [("a", "b", "a/b"), ("a/", "b", "a/b"), ("/", "b", "/b"), (".", "b", "b"), ("", "b", "b"), ("a", ".", "a"),
                               ("a", "", "a"), ("/root/dir", "x/y.xib", "/root/dir/x/y.xib"), ("é", "ü/", "é/ü/"), ("a\u{301}", "b", "a\u{301}/b")] {
            #expect(PathUtil.join(a, b) == joined, "\(a) + \(b)")
            #expect(PathUtil.join(a, b).utf8.elementsEqual(joined.utf8), "\(a) + \(b): the same bytes")
        }
    }

    @Test("durable writes report the file that could not be synced and keep the others")
    func durability() throws {
        let dir = try Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try Data("a".utf8).write(to: URL(fileURLWithPath: dir + "/a"))
        try Data("b".utf8).write(to: URL(fileURLWithPath: dir + "/b"))
        let failures = Durability.makeDurable([(dir + "/a", "a"), (dir + "/gone", "gone"), (dir + "/b", "b")])
        #expect(failures.count <= 1)
        // With one syncfs for the batch (Linux) the missing file is covered by it; with fsync
        // per file (Darwin, or another filesystem) it fails on its own, shown by its name.
        if let failure = failures[1] { #expect(failure.path == "gone") }
        #expect(Durability.makeDurable([(dir + "/gone", "gone")])[0]?.message.hasPrefix("cannot fsync") == true)
    }

    @Test("glob patterns are fnmatch without flags: * crosses /")
    func glob() {
        #expect(Glob.matches("*.xib", "Login.xib"))
        #expect(!Glob.matches("*.xib", "Login.xibx"))
        #expect(Glob.matches("App/*", "App/Old/Deep.xib"))
        #expect(Glob.matches("V[0-9].xib", "V7.xib"))
    }

    @Test("a wake pipe wakes a thread waiting for a descriptor, and the descriptor's data is seen")
    func wakePipe() async throws {
        let wake = WakePipe()
        let data = Pipe()
        let descriptor = data.fileHandleForReading.fileDescriptor
        #expect(wake.wait(readable: descriptor, timeoutMilliseconds: 0) == WakePipe.Readiness(readable: false, woken: false))
        let waker = Thread { Thread.sleep(forTimeInterval: 0.05); wake.wake() }
        waker.start()
        #expect(wake.wait(readable: descriptor, timeoutMilliseconds: 10_000) == WakePipe.Readiness(readable: false, woken: true))
        data.fileHandleForWriting.write(Data("x".utf8))
        #expect(wake.wait(readable: descriptor, timeoutMilliseconds: 10_000) == WakePipe.Readiness(readable: true, woken: false))
    }

    @Test func signalNames() {
        #expect(Signals.name(Signals.interrupt) == "SIGINT")
        #expect(Signals.name(Signals.terminate) == "SIGTERM")
        #expect(Signals.name(SIGUSR1) == "signal \(SIGUSR1)")
    }

    @Test("a file lock is exclusive between opens, names its holder, and is free after release")
    func fileLock() throws {
        let dir = try Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let first = try FileLock.acquire(path: dir + "/cache/lock", displayPath: "lock", holder: "pid=1\n", timeout: 0)
        do {
            _ = try FileLock.acquire(path: dir + "/cache/lock", displayPath: "lock", holder: "pid=2\n", timeout: 0.1)
            Issue.record("the second acquire should fail")
        } catch let busy as FileLock.Busy {
            #expect(busy.holder == "pid=1\n")
        }
        first.release()
        let second = try FileLock.acquire(path: dir + "/cache/lock", displayPath: "lock", holder: "pid=2\n", timeout: 0)
        second.release()
    }

    @Test("a file read whole into memory of its own (huge pages for a large one) holds what FileIO.read reads")
    func fileContents() throws {
        let dir = try Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        // Empty, small, just under and over the huge-page threshold, and over one huge page.
        for size in [0, 1, 4095, FileContents.hugePageThreshold - 1, FileContents.hugePageThreshold, (2 << 20) + 17, 5 << 20] {
            let bytes = (0..<size).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ $0 >> 9) }
            let file = dir + "/f\(size)"
            try FileIO.atomicWrite(bytes, to: file)
            let read = try FileContents.read(file)
            #expect(read.count == size)
            #expect(read[0..<size] == bytes, "\(size) bytes")
            #expect(read.withUnsafeBufferPointer { Array($0) } == (try FileIO.read(file)))
        }
        #expect(FileContents([1, 2, 3])[1..<3] == [2, 3])
        // Runs of it compare by their bytes.
        let contents = FileContents([1, 2, 3, 1, 2])
        #expect(ByteRun(contents, 0..<2) == ByteRun(contents, 3..<5) && ByteRun(contents, 0..<2) == ByteRun([1, 2]))
        #expect(ByteRun(contents, 0..<2) != ByteRun(contents, 1..<3) && ByteRun(contents, 0..<2) != ByteRun(contents, 0..<3))
        #expect(ByteRun(contents, 2..<2) == ByteRun([]) && ByteRun(contents, 1..<4).bytes == [2, 3, 1])
        #expect(throws: FileSystemError.self) { try FileContents.read(dir + "/missing") }
        #expect(throws: FileSystemError.self) { try FileContents.read(dir) }
    }

    @Test("the environment's variables are read one by one: those set, with their values, and no others")
    func environmentValues() {
        setenv("XIBGEN_TEST_ENV_SET", "a b=c", 1)
        setenv("XIBGEN_TEST_ENV_EMPTY", "", 1)
        unsetenv("XIBGEN_TEST_ENV_UNSET")
        #expect(Environment.values(["XIBGEN_TEST_ENV_SET", "XIBGEN_TEST_ENV_EMPTY", "XIBGEN_TEST_ENV_UNSET"])
                == ["XIBGEN_TEST_ENV_SET": "a b=c", "XIBGEN_TEST_ENV_EMPTY": ""])
        let all = ProcessInfo.processInfo.environment
        #expect(Environment.values(["PATH", "HOME"]) == all.filter { ["PATH", "HOME"].contains($0.key) })
    }

    @Test("a needle is found where a byte-by-byte search finds it: every start, overlapping near-matches, at the end, nowhere")
    func needleSearch() {
        var generator = SystemRandomNumberGenerator()
        for round in 0..<300 {
            // A small alphabet makes near-matches and repeats common.
            let haystack = (0..<(round % 97)).map { _ in UInt8.random(in: 0x09...0x0C, using: &generator) }
            let needle = (0..<(1 + round % 6)).map { _ in UInt8.random(in: 0x09...0x0C, using: &generator) }
            haystack.withUnsafeBufferPointer { buffer in
                for start in 0...(haystack.count + 1) {
                    var expected: Int? = nil
                    if start + needle.count <= haystack.count {
                        expected = (start...(haystack.count - needle.count)).first { haystack[$0..<($0 + needle.count)].elementsEqual(needle) }
                    }
                    #expect(ByteSearch.firstIndex(of: needle, in: buffer, from: start) == expected, "\(haystack) \(needle) \(start)")
                    #expect(ByteSearch.firstIndexComparing(needle, in: buffer, from: start) == expected, "\(haystack) \(needle) \(start)")
                }
            }
        }
        [UInt8](repeating: 0x41, count: 5).withUnsafeBufferPointer { buffer in
            #expect(ByteSearch.firstIndex(of: [], in: buffer, from: 0) == nil)
            #expect(ByteSearch.firstIndex(of: [0x41, 0x41], in: buffer, from: 3) == 3)
            #expect(ByteSearch.firstIndex(of: [0x41, 0x41], in: buffer, from: 4) == nil)
        }
    }

    @Test("the main thread's stack limit is read as the shell's ulimit -s reports it")
    func stackLimit() throws {
        let shell = Process()
        shell.executableURL = URL(fileURLWithPath: "/bin/sh")
        shell.arguments = ["-c", "ulimit -s"]
        let pipe = Pipe()
        shell.standardOutput = pipe
        try shell.run()
        shell.waitUntilExit()
        let reported = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            .trimmingCharacters(in: .whitespacesAndNewlines)
        #expect(ProcessLimits.mainThreadStackAllows(4096))
        if reported == "unlimited" {
            #expect(ProcessLimits.mainThreadStackAllows(Int.max))
        } else {
            let kibibytes = try #require(Int(reported))
            #expect(ProcessLimits.mainThreadStackAllows(kibibytes << 10))
            #expect(!ProcessLimits.mainThreadStackAllows((kibibytes << 10) + 1))
        }
    }
}
