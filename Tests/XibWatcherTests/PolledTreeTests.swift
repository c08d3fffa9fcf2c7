import Foundation
import Testing
import XibPlatform
@testable import XibWatcher

/// The polling backend's bookkeeping: what a poll costs (directories listed, stats) and that
/// skipping unchanged directories never loses a change.
@Suite struct PolledTreeTests {
    /// Racy window used where listings must be trusted quickly: longer than the kernel's
    /// timestamp granularity (a jiffy), so a change after a listing moves the directory's stamp.
    static let window: Int64 = 50_000_000

    func settle() { Thread.sleep(forTimeInterval: 0.06) }

    func tree() -> TempTree {
        let tree = TempTree("polled")
        for d in ["a", "b", "b/c"] {
            tree.mkdir(d)
            tree.write("\(d)/One.xib")
            tree.write("\(d)/One.generated.swift", "// output")
            tree.write("\(d)/Source.swift", "// not watched")
        }
        tree.mkdir(".git/objects")
        return tree
    }

    @Test("an idle poll stats each directory and each XIB once and lists nothing")
    func idlePollListsNothing() {
        let t = tree()
        var polled = PolledTree(roots: [t.root], filter: .xib(), racyWindowNanos: Self.window)
        #expect(polled.refresh().map(\.path).sorted() == ["a/One.xib", "b/One.xib", "b/c/One.xib"].map(t.path))
        #expect(polled.lastWork == .init(directoriesStatted: 4, directoriesListed: 4, filesStatted: 3))
        #expect(polled.excludedCount == 1)
        settle()
        #expect(polled.refresh().isEmpty)
        #expect(polled.lastWork.directoriesListed <= 4, "listed again only while racy")
        settle()
        #expect(polled.refresh().isEmpty)
        #expect(polled.lastWork == .init(directoriesStatted: 4, directoriesListed: 0, filesStatted: 3))
    }

    @Test("a file written in place is found by its own stamp, its directory not listed")
    func inPlaceWrite() {
        let t = tree()
        var polled = PolledTree(roots: [t.root], filter: .xib(), racyWindowNanos: Self.window)
        _ = polled.refresh()
        settle()
        _ = polled.refresh()
        t.write("b/c/One.xib", "<document changed/>\n")
        let changes = polled.refresh()
        #expect(changes.map(\.path) == [t.path("b/c/One.xib")])
        #expect(changes.first?.old != nil && changes.first?.new != nil)
        #expect(polled.lastWork.directoriesListed == 0)
    }

    @Test("a new file lists its directory only; a removed directory reports its files gone")
    func createAndRemove() throws {
        let t = tree()
        var polled = PolledTree(roots: [t.root], filter: .xib(), racyWindowNanos: Self.window)
        _ = polled.refresh()
        settle()
        _ = polled.refresh()
        t.write("a/Two.xib")
        var changes = polled.refresh()
        #expect(changes == [PolledTree.Change(path: t.path("a/Two.xib"), old: nil, new: FileIO.linkStamp(t.path("a/Two.xib")))])
        #expect(polled.lastWork.directoriesListed == 1)
        settle()
        t.remove("b")
        changes = polled.refresh()
        #expect(Set(changes.map(\.path)) == [t.path("b/One.xib"), t.path("b/c/One.xib")])
        #expect(changes.allSatisfy { $0.new == nil })
        #expect(polled.counts(under: t.root) == (directories: 2, files: 2))
    }

    @Test("a directory listed while its stamp is young is listed again at the next poll, until it is old enough")
    func racyListingsAreRepeated() {
        let t = tree()
        var polled = PolledTree(roots: [t.root], filter: .xib(), racyWindowNanos: 1_000_000_000)
        _ = polled.refresh()
        #expect(polled.directories.values.allSatisfy { $0.listedRacily })
        _ = polled.refresh()
        #expect(polled.lastWork.directoriesListed == 4, "all just created: none trusted yet")
        var strict = PolledTree(roots: [t.root], filter: .xib(), racyWindowNanos: 0)
        _ = strict.refresh()
        _ = strict.refresh()
        #expect(strict.lastWork.directoriesListed == 0)
        _ = strict.refresh(listingEverything: true)
        #expect(strict.lastWork.directoriesListed == 4)
    }

    /// Random creates, in-place writes, atomic saves, deletes, mkdir, rmdir and renames, with a
    /// poll after each burst: the polled view must always equal a full walk of the tree.
    @Test("after any sequence of changes the polled view equals a full walk", arguments: [1, 2, 3])
    func matchesAFullWalk(seed: Int) throws {
        let t = TempTree("polled-random")
        var random = SeededRandom(seed: UInt64(seed))
        var polled = PolledTree(roots: [t.root], filter: .xib(), racyWindowNanos: Self.window)
        _ = polled.refresh()
        var view: [String: FileStamp] = [:]
        for _ in 0..<40 {
            for _ in 0..<random.next(8) + 1 { mutate(t, &random) }
            settle()
            for change in polled.refresh() { view[change.path] = change.new }
            #expect(view == fullWalk(t.root), "seed \(seed)")
        }
    }

    func mutate(_ t: TempTree, _ random: inout SeededRandom) {
        let dirs = ["", "d0", "d1", "d0/e0", "d1/e1"].filter { FileIO.stamp(t.path($0))?.isDirectory == true }
        let dir = dirs[random.next(dirs.count)]
        let name = (dir.isEmpty ? "" : dir + "/") + "V\(random.next(4)).\(random.next(3) == 0 ? "swift" : "xib")"
        switch random.next(7) {
        case 0, 1: t.write(name, "<v \(random.next(1000))/>")                       // create or write in place
        case 2: t.write(name + ".tmp", "<saved/>"); try? FileManager.default.moveItem(atPath: t.path(name + ".tmp"), toPath: t.path(name))
            _ = try? FileManager.default.removeItem(atPath: t.path(name + ".tmp"))  // atomic save
        case 3: try? FileManager.default.removeItem(atPath: t.path(name))
        case 4: try? FileManager.default.createDirectory(atPath: t.path(["d0", "d1", "d0/e0", "d1/e1"][random.next(4)]), withIntermediateDirectories: true)
        case 5: if !dir.isEmpty { try? FileManager.default.removeItem(atPath: t.path(dir)) }
        default: if !dir.isEmpty { try? FileManager.default.moveItem(atPath: t.path(dir), toPath: t.path(dir == "d0" ? "d1/moved" : "d0")) }
        }
    }

    func fullWalk(_ root: String) -> [String: FileStamp] {
        var result: [String: FileStamp] = [:]
        var stack = [root]
        while let dir = stack.popLast() {
            for entry in FS.list(dir) ?? [] {
                let path = PathUtil.join(dir, entry.name)
                if entry.isDirectory { stack.append(path) } else if WatchFilter.xib().accepts(file: path) { result[path] = FileIO.linkStamp(path) }
            }
        }
        return result
    }
}

/// A small deterministic generator (SplitMix64), so a failing sequence can be replayed.
struct SeededRandom {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next(_ bound: Int) -> Int {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return Int((z ^ (z >> 31)) % UInt64(bound))
    }
}
