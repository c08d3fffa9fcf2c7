import SwiftSourceScan
import XibGenerator
import XibPlatform

/// The project's Swift class declarations, found under the configured roots: where the classes a
/// document names (File's Owner, scene controllers, custom cells and views) are declared, with
/// their outlets, actions and `awakeFromNib()` overrides (`SwiftDeclarationScanner`).
///
/// Each file's facts are memoised by its stamp (`<cache>/owner-sources`): a run re-reads only
/// the Swift files that changed. Generated outputs (`*.generated.swift`) are not read: their
/// types are xibgen's, not the app's declarations.
public struct OwnerSourceIndex: Sendable, Equatable {
    /// The facts decoded: of the files this sync read, or of every file when the memo was decoded whole.
    var decoded: [String: SwiftFileFacts] = [:]
    /// Files whose memoised facts still hold, left as read in `stored` (a path-scoped sync's
    /// lookups decode only the declarations they reach): root-relative path and slot.
    var storedFiles: [(path: String, slot: StoredSlot)] = []
    var stored: StoredDeclarations?
    /// Objective-C headers or sources under the roots: a category there can add members xibgen
    /// cannot see to any class, UIKit's included, so nothing is reported missing.
    public var hasObjectiveC = false

    public init() {}

    /// Root-relative path → what the file declares, for every Swift file under the roots.
    public var files: [String: SwiftFileFacts] {
        get {
            guard let stored else { return decoded }
            var all = decoded
            for (path, slot) in storedFiles { all[path] = SwiftFileFacts(declarations: slot.declarations.compactMap(stored.declaration)) }
            return all
        }
        set {
            decoded = newValue
            storedFiles = []
            stored = nil
        }
    }

    public static func == (a: OwnerSourceIndex, b: OwnerSourceIndex) -> Bool { a.hasObjectiveC == b.hasObjectiveC && a.files == b.files }

    /// No class or extension declared anywhere: documents are generated as without sources.
    public var isEmpty: Bool { !decoded.values.contains { !$0.declarations.isEmpty } && !storedFiles.contains { !$0.slot.declarations.isEmpty } }

    struct Located: Sendable {
        var file: String
        var declaration: SwiftTypeDeclaration
    }

    /// Declarations by name: classes by Swift and `@objc` name, extensions by the name they extend.
    func byName() -> (classes: [String: [Located]], extensions: [String: [Located]]) {
        var classes: [String: [Located]] = [:], extensions: [String: [Located]] = [:]
        let files = self.files
        for path in files.keys.sorted(by: PathUtil.precedes) {
            for declaration in files[path]!.declarations {
                let located = Located(file: path, declaration: declaration)
                if declaration.kind == .extension {
                    extensions[declaration.name, default: []].append(located)
                } else {
                    classes[declaration.name, default: []].append(located)
                    if let objc = declaration.objcName, objc != declaration.name { classes[objc, default: []].append(located) }
                }
            }
        }
        return (classes, extensions)
    }

    /// The declarations `isIncluded` accepts, in `byName`'s order (files in path order, each
    /// file's in source order). Stored declarations are decoded only when `storedMatch` accepts
    /// their `T` line in place.
    func declarations(where isIncluded: (SwiftTypeDeclaration) -> Bool,
                      storedMatch: (StoredDeclarations, Int) -> Bool) -> [Located] {
        var found: [(order: Int, located: Located)] = []
        for (path, facts) in decoded {
            for declaration in facts.declarations where isIncluded(declaration) {
                found.append((found.count, Located(file: path, declaration: declaration)))
            }
        }
        if let stored {
            for (path, slot) in storedFiles {
                for line in slot.declarations where storedMatch(stored, line) {
                    if let declaration = stored.declaration(line), isIncluded(declaration) {
                        found.append((found.count, Located(file: path, declaration: declaration)))
                    }
                }
            }
        }
        found.sort { $0.located.file != $1.located.file ? PathUtil.precedes($0.located.file, $1.located.file) : $0.order < $1.order }
        return found.map(\.located)
    }

    /// Whether a class outside the project's Swift source is UIKit's (or NSObject), whose members
    /// Interface Builder connects xibgen knows (`OwnerSourceChecks`).
    static func isUIKitClass(_ name: String) -> Bool { name.hasPrefix("UI") || name == "NSObject" || name == "NSObjectProtocol" }

    /// The index with its declarations by name, to answer `facts(for:)` for many documents.
    public var lookup: OwnerLookup { OwnerLookup(self) }
}

/// `OwnerSourceIndex` by name, built once per sync: as tables (`eager`, for many documents), or
/// as the index itself, searched per lookup (a few documents: the memoised declarations are
/// matched by name in place and only those found are decoded).
public struct OwnerLookup: Sendable {
    typealias Located = OwnerSourceIndex.Located
    let hasObjectiveC: Bool
    let isEmpty: Bool
    private struct Tables: Sendable {
        var classes: [String: [Located]]
        var extensions: [String: [Located]]
        /// Extensions of UIKit classes in the project: they add members to every class descending from UIKit.
        var uikitExtensions: [Located]
    }
    private let tables: Tables?
    private let index: OwnerSourceIndex

    init(_ index: OwnerSourceIndex, eager: Bool = true) {
        hasObjectiveC = index.hasObjectiveC
        isEmpty = index.isEmpty
        if eager || index.stored == nil {
            let (classes, extensions) = index.byName()
            tables = Tables(classes: classes, extensions: extensions,
                            uikitExtensions: extensions.keys.filter(OwnerSourceIndex.isUIKitClass).sorted().flatMap { extensions[$0]! })
            self.index = OwnerSourceIndex()
        } else {
            tables = nil
            self.index = index
        }
    }

    /// The classes (any declaration but an extension) named `name` in Swift or `@objc`; nil when none.
    func classDeclarations(_ name: String) -> [Located]? {
        if let tables { return tables.classes[name] }
        let bytes = Array(name.utf8)
        let found = index.declarations(where: { $0.kind != .extension && ($0.name == name || $0.objcName == name) },
                                       storedMatch: { stored, line in
                                           let match = stored.match(line, name: bytes)
                                           return !match.isExtension && (match.name || match.objcName)
                                       })
        return found.isEmpty ? nil : found
    }

    func extensionDeclarations(_ name: String) -> [Located] {
        if let tables { return tables.extensions[name] ?? [] }
        let bytes = Array(name.utf8)
        return index.declarations(where: { $0.kind == .extension && $0.name == name },
                                  storedMatch: { stored, line in
                                      let match = stored.match(line, name: bytes)
                                      return match.isExtension && match.name
                                  })
    }

    /// Extensions of UIKit classes, by the name they extend, then in path order.
    func uikitExtensions() -> [Located] {
        if let tables { return tables.uikitExtensions }
        let all = index.declarations(where: { $0.kind == .extension && OwnerSourceIndex.isUIKitClass($0.name) },
                                     storedMatch: { stored, line in stored.extensionName(line).map(OwnerSourceIndex.isUIKitClass) ?? false })
        var byName: [String: [Located]] = [:]
        for located in all { byName[located.declaration.name, default: []].append(located) }
        return byName.keys.sorted().flatMap { byName[$0]! }
    }

    /// What the source declares for `classNames` (the document's custom classes): each class's own
    /// members, its extensions', and those of its superclasses in the project, most derived first.
    /// A chain that leaves the project at a UIKit class reports missing members (UIKit's own are
    /// known); one that leaves it anywhere else (a framework's class, an Objective-C one, a
    /// generated layout type) reports none: they could come from there.
    public func facts(for classNames: [String]) -> OwnerFacts {
        guard !classNames.isEmpty, !isEmpty else { return .none }
        let isUIKitClass = OwnerSourceIndex.isUIKitClass
        var result: [String: OwnerFacts.ClassFacts] = [:]
        for name in classNames {
            guard let declared = classDeclarations(name)?.first else { continue }
            var facts = OwnerFacts.ClassFacts(declaredAt: .init(file: declared.file, line: declared.declaration.line))
            func merge(_ located: Located) {
                let declaration = located.declaration
                for outlet in declaration.outlets where facts.outlets[outlet.name] == nil {
                    facts.outlets[outlet.name] = .init(file: located.file, line: outlet.line)
                }
                for action in declaration.actions where facts.actions[action.selector] == nil {
                    facts.actions[action.selector] = OwnerFacts.Action(isFilePrivate: action.access.isFilePrivate, access: action.access.rawValue,
                                                                     place: .init(file: located.file, line: action.line))
                }
                if facts.awakeFromNib == nil, let line = declaration.awakeFromNibLine { facts.awakeFromNib = .init(file: located.file, line: line) }
            }
            var current: String? = name
            var visited = Set<String>()
            while let className = current, visited.insert(className).inserted {
                guard let declarations = classDeclarations(className) else {
                    facts.externalAncestor = className
                    facts.reportsMissing = isUIKitClass(className) && !hasObjectiveC
                    if isUIKitClass(className) { uikitExtensions().forEach(merge) }
                    break
                }
                let swiftName = declarations[0].declaration.name
                declarations.forEach(merge)
                extensionDeclarations(swiftName).forEach(merge)
                current = declarations[0].declaration.inherited.first
            }
            result[name] = facts
        }
        return OwnerFacts(classes: result)
    }
}

public enum OwnerSources {
    /// Whether a change to `path` can change the index: a Swift file that is not an output, or an
    /// Objective-C file (which turns the missing-member checks off).
    public static func affectsIndex(_ path: String, outputSuffix: String) -> Bool {
        affectsIndex(path, output: NameEnding(outputSuffix))
    }

    /// `affectsIndex(_:outputSuffix:)` with the output suffix made once (a walk asks it of each file).
    static func affectsIndex(_ path: String, output: NameEnding) -> Bool {
        if swiftEnding.isSuffix(of: path) { return !output.isSuffix(of: path) }
        return objectiveCEndings.contains { $0.isSuffix(of: path) }
    }

    static let swiftEnding = NameEnding(".swift")
    private static let objectiveCEndings = [".h", ".m", ".mm"].map(NameEnding.init)

    /// The custom class names a XIB or storyboard's bytes name (`customClass="…"`), sorted, each once:
    /// found without parsing, so a document's staleness key needs no parse. `UIResponder`, the
    /// First Responder placeholder's class in every document, is never an owner: left out (a
    /// project re-declaring UIKit, as xibgen's own test surface does, would otherwise key every
    /// document on it).
    public static func customClasses(in bytes: [UInt8]) -> [String] {
        let needle = Array("customClass=\"".utf8)
        var names = Set<String>()
        var index = 0
        let end = bytes.count - needle.count
        while index <= end {
            if bytes[index] == needle[0], bytes[index..<index + needle.count].elementsEqual(needle),
               index == 0 || bytes[index - 1] == UInt8(ascii: " ") || bytes[index - 1] == UInt8(ascii: "\t") || bytes[index - 1] == UInt8(ascii: "\n") {
                let start = index + needle.count
                var stop = start
                while stop < bytes.count, bytes[stop] != UInt8(ascii: "\""), bytes[stop] != UInt8(ascii: "<") { stop += 1 }
                if stop > start { names.insert(String(decoding: bytes[start..<stop], as: UTF8.self)) }
                names.remove("UIResponder")
                index = stop
            } else {
                index += 1
            }
        }
        return names.sorted()
    }

    /// One memoised file: its stamp and facts.
    struct MemoEntry: Equatable, StampedRecord {
        var size: Int64
        var mtime: Int64
        var inode: UInt64
        /// The status change time: an edit in place sets it, and no one can set it back (an edit
        /// that keeps the size, with the mtime set back by hand, changes nothing else of the stamp).
        var ctime: Int64
        var facts: SwiftFileFacts
        /// Loaded without decoding declarations: where the file's lines are in `Memo.stored`
        /// (`facts` is then empty).
        var stored: StoredSlot? = nil
    }

    /// What `<cache>/owner-sources` keeps (`OwnerSourceMemo.swift`).
    struct Memo: Equatable {
        var files: [String: MemoEntry] = [:] {
            // Any change to the files leaves their order as read behind.
            didSet { origin.filesInOrder = nil }
        }
        /// A document's content hash → the custom classes it names (its staleness key needs them
        /// without reading it).
        var documentClasses: [String: [String]] = [:]
        /// Each document's path → its content hash when last synced: which documents name a
        /// class, for a changed Swift file (`documentsAffected(byOwnerSources:)`).
        var documents: [String: String] = [:]
        /// The `P` records as read, when loaded without `documents` (a path-scoped sync needs only
        /// its own documents' records: `documentHash(_:)`); `documents` is then empty until
        /// `decodeDocuments()`. Runs of the file as read (and, once `recordDocuments` changed some,
        /// the new records after them), written back as they are.
        var undecodedDocuments: [ByteRun]?
        /// The file as read, when loaded without declarations (see `MemoEntry.stored`).
        var stored: StoredDeclarations?
        /// Loaded without declarations: the `D` records as read (`documentClasses` is then empty
        /// but for records added since, written after them). See `classes(forHash:)`.
        var undecodedClasses: ByteRun?
        /// The file as read (see `CachePatch`): runs of it are written back as a patch's references.
        var origin = Origin()
    }

    /// Where a memo was read from: no part of its value (two memos with the same records are equal).
    struct Origin: Equatable {
        var read: CachePatch.Read?
        /// The checksum's states over the bytes decoded.
        var checksumStates: CachePatch.ChecksumStates?
        /// `Memo.files` in the order of their records, as decoded (each path once); nil once
        /// `files` changed. The project-files record lists the Swift files in the same order, so
        /// their entries are found by position, not hashed (`unchangedEntries`).
        var filesInOrder: [(path: String, entry: MemoEntry)]?
        static func == (_: Origin, _: Origin) -> Bool { true }
    }

    static func loadMemo(_ path: String, documents: Bool = true, declarations: Bool = true) -> Memo {
        guard let read = try? CachePatch.read(path), var memo = decode(read.contents, documents: documents, declarations: declarations) else { return Memo() }
        memo.origin.read = read
        return memo
    }

    /// Written as a patch over the file read when that is large and the patch small (`CachePatch`).
    /// `keepReplacedIn`: see `CachePatch.write`.
    static func saveMemo(_ memo: Memo, to path: String, patchFrom: Int = CachePatch.defaultMinimumBase, keepReplacedIn: String? = nil) throws {
        try CachePatch.write(pieces(memo), from: memo.origin.read?.contents, over: memo.origin.read, resuming: memo.origin.checksumStates,
                             to: path, durable: true, patchFrom: patchFrom, keepReplacedIn: keepReplacedIn)
    }

    /// Finds the Swift and Objective-C files under `roots` (root-relative) with `Discovery`'s walk
    /// (its excludes, symlink handling and `skipping`: the cache and output directories; outputs
    /// are not sources); a Swift file whose stamp the memo has is not read again. Returns the index
    /// and the memo's file entries for what was found.
    static func scan(root: String, roots: [String], excludes: ExcludeMatcher, skipping: Set<String>, outputSuffix: String,
                     memo: Memo) -> (index: OwnerSourceIndex, entries: [String: MemoEntry]) {
        let found = Discovery(root: root, excludes: excludes, outputSuffix: outputSuffix, excludedDirectories: skipping)
            .scan(directories: Array(Set(roots.map(PathUtil.normalize))).sorted(), collectOutputs: false, collectSources: true)
        return index(root: root, found: found, memo: memo)
    }

    /// The memo's entry for each of `paths` (root-relative) whose file still has the stamp the
    /// entry records; nil for the others (`stamps(root:paths:parallelFrom:)`).
    static func unchangedEntries(root: String, paths: [String], files: [String: MemoEntry], parallelFrom: Int = 512) -> [MemoEntry?] {
        unchangedEntries(paths: paths, stamps: stamps(root: root, paths: paths, parallelFrom: parallelFrom), files: files)
    }

    /// The memo's entry for each of `paths` whose stamp in `stamps` (the same order) is the one the
    /// entry records; nil for the others. `inOrder`: the entries in the memo's order
    /// (`Origin.filesInOrder`): one whose path is the one at the same position is taken as it is,
    /// without a lookup (2,000 hashed paths were 1.8 M instructions of a single-file sync, after its
    /// wait for the memo); any other path is looked up.
    static func unchangedEntries(paths: [String], stamps: [FileStamp?], files: [String: MemoEntry],
                                 inOrder: [(path: String, entry: MemoEntry)]? = nil) -> [MemoEntry?] {
        precondition(stamps.count == paths.count)
        var result: [MemoEntry?] = []
        result.reserveCapacity(paths.count)
        // Fields read in place (a copy of each path and entry was two retains and releases each).
        (inOrder ?? []).withUnsafeBufferPointer { inOrder in
            for position in paths.indices {
                let path = paths[position]
                let previous = position < inOrder.count && inOrder[position].path == path ? inOrder[position].entry : files[path]
                if let previous, let stamp = stamps[position], stamp.isRegular, previous.matches(stamp) {
                    result.append(previous)
                } else {
                    result.append(nil)
                }
            }
        }
        return result
    }

    /// The stamp of each of `paths` (root-relative), nil where nothing is. One `fstatat` a file, in
    /// its directory (opened once for the files in it). A list of `parallelFrom` files or more is
    /// shared by two threads: 2,000 Swift files' stats were the longest step of a pre-commit hook's
    /// single-file sync. Needs no memo: a sync takes them while its memo is still being read.
    static func stamps(root: String, paths: [String], parallelFrom: Int = 512) -> [FileStamp?] {
        guard paths.count >= parallelFrom, paths.count >= 2 else { return stamps(root: root, paths: paths[...]) }
        let middle = paths.count / 2
        let second = Background { stamps(root: root, paths: paths[middle...]) }
        var result = stamps(root: root, paths: paths[..<middle])
        result += second.value
        return result
    }

    private static func stamps(root: String, paths: ArraySlice<String>) -> [FileStamp?] {
        // Each directory opened once, each name found by its bytes (a Character-generic
        // `lastIndex(of:)` on the path's UTF-8 view and a String per name were 1.4 M instructions).
        let stamps = DirectoryStamps(root: root)
        return paths.map { stamps.stamp($0) }
    }

    /// Reads (or takes from the memo) the facts of the Swift files a walk with `collectSources` found.
    /// Each memoised file is looked at (`unchangedEntries`): one edited in place changes no directory listing, only its own stamp.
    /// `stamps`: those of `found.swiftSources` (`stamps(root:paths:parallelFrom:)`), when taken
    /// already; nil: taken here.
    static func index(root: String, found: Discovery.Result, memo: Memo, stamps: [FileStamp?]? = nil) -> (index: OwnerSourceIndex, entries: [String: MemoEntry]) {
        var index = OwnerSourceIndex()
        index.hasObjectiveC = found.hasObjectiveC
        index.stored = memo.stored
        // The entries are the memo's own while every file found is one it has, unchanged: made
        // (and later compared with the memo's) only from the first difference on.
        var entries: [String: MemoEntry]? = nil
        var kept = 0
        let unchanged = unchangedEntries(paths: found.swiftSources, stamps: stamps ?? Self.stamps(root: root, paths: found.swiftSources), files: memo.files,
                                         inOrder: memo.origin.filesInOrder)
        for (position, path) in found.swiftSources.enumerated() {
            if let previous = unchanged[position] {
                kept += 1
                entries?[path] = previous
                if let slot = previous.stored {
                    index.storedFiles.append((path, slot))
                } else {
                    index.decoded[path] = previous.facts
                }
                continue
            }
            if entries == nil {
                // Every file before this one was kept as the memo has it.
                var made: [String: MemoEntry] = [:]
                made.reserveCapacity(found.swiftSources.count)
                for earlier in found.swiftSources[..<position] { made[earlier] = memo.files[earlier] }
                entries = made
            }
            guard let (bytes, stamp) = try? FileIO.readRegular(PathUtil.join(root, path)) else { continue }
            let facts = SwiftDeclarationScanner.scan(bytes)
            // A file written within the racy window may change again within the same tick: not memoised.
            let racy = SystemClock.nowNanos() - stamp.mtimeNanos <= HashMemo.racyWindowNanos
            entries![path] = MemoEntry(size: stamp.size, mtime: racy ? -1 : stamp.mtimeNanos, inode: stamp.inode, ctime: stamp.ctimeNanos, facts: facts)
            index.decoded[path] = facts
        }
        if index.storedFiles.isEmpty { index.stored = nil }
        if let entries { return (index, entries) }
        // Nothing differed: the memo's entries, as they are, unless it has files no longer found.
        if kept == memo.files.count && kept == found.swiftSources.count { return (index, memo.files) }
        return (index, Dictionary(found.swiftSources.map { ($0, memo.files[$0]!) }, uniquingKeysWith: { first, _ in first }))
    }
}

/// A sync's view of the owner sources: the lookup, and the custom classes of each document by
/// content hash (from the memo, completed as documents are read), shared by the sync's threads.
final class OwnerSourceContext: Sendable {
    let lookup: OwnerLookup

    /// Behind one lock, taken once per document (three locks were a third of a no-op run's lookups).
    struct Seen: Sendable {
        /// A content hash's classes, and whether this sync needed them (the memo keeps those only):
        /// marked where they are found, no set of 10,000 documents' hashes to insert each into.
        var documentClasses: [String: (classes: [String], used: Bool)]
        /// Hashes this sync asked for that `documentClasses` did not hold then (needed too).
        var used: Set<String> = []

        /// The classes this sync needed, by hash.
        var usedClasses: [String: [String]] { documentClasses.filter { $0.value.used || used.contains($0.key) }.mapValues(\.classes) }
        /// The documents this sync saw, with their content hashes, in the order seen (a document
        /// seen again with another hash, its content changed meanwhile, comes later): appended, no
        /// dictionary of 10,000 paths for a full rescan that compares them with the records
        /// (`OwnerSources.Memo.undecodedDocumentsAre(inOrder:)`).
        var documents: [(path: String, hash: String)] = []
    }
    let seen: Locked<Seen>

    /// The memo's `D` records as read, when they were not decoded: looked up in place.
    private let undecodedClasses: ByteRun?

    /// `documents`: how many documents the sync handles (room for their records, no regrowing).
    init(lookup: OwnerLookup, memo: OwnerSources.Memo, documents count: Int = 0) {
        self.lookup = lookup
        var seen = Seen(documentClasses: memo.documentClasses.mapValues { ($0, false) })
        if count > 0 { seen.documents.reserveCapacity(count) }
        self.seen = Locked(seen)
        undecodedClasses = memo.undecodedClasses
    }

    func classes(forDocument path: String, hash: String) -> [String]? {
        let known: [String]? = seen.withLock {
            $0.documents.append((path, hash))
            guard let index = $0.documentClasses.index(forKey: hash) else {
                $0.used.insert(hash)
                return nil
            }
            $0.documentClasses.values[index].used = true
            return $0.documentClasses.values[index].classes
        }
        if let known { return known }
        return undecodedClasses.flatMap { OwnerSources.classes(forHash: hash, inRecords: $0) }
    }

    /// `seen`: the document was seen with this hash (`classes(forDocument:hash:)`), and is not again.
    func record(_ classes: [String], forDocument path: String, hash: String, seen alreadySeen: Bool = false) {
        seen.withLock {
            if !alreadySeen { $0.documents.append((path, hash)) }
            $0.documentClasses[hash] = (classes, true)
        }
    }
}

extension Pipeline {
    /// Syncs of up to this many documents look owner classes up without decoding the memo's
    /// declarations (as `HashMemo.load(only:)` decodes only a few documents' records).
    static let lazyLookupLimit = 64

    /// `<cache>/owner-sources`: the Swift files' facts by stamp, and documents' custom classes.
    var ownerSourcesPath: String { PathUtil.join(cacheDirectory, "owner-sources") }

    /// The project's Swift declarations for this sync: walked again unless the sync's paths
    /// cannot change them (a saved XIB in watch mode), in which case the last sync's are reused.
    /// Nil when the project declares no class in Swift: documents then generate as without sources.
    /// `documents`: how many documents the sync handles. Up to `lazyLookupLimit`, the memoised
    /// declarations are not decoded: each lookup matches names in place and decodes what it finds.
    /// `memo`: `<cache>/owner-sources` as `loadOwnerSourcesMemo` reads it for this sync, asked for
    /// once the walked files' stamps are taken (the stats overlap its reading); nil: read here.
    func checkOwnerSources(_ scope: SyncScope, walked: Discovery.Result? = nil, documents: Int = .max,
                           memo loading: Background<OwnerSources.Memo>? = nil) -> (context: OwnerSourceContext?, memo: OwnerSources.Memo, previous: OwnerSources.Memo) {
        let lazy = scope != .fullRescan && documents <= Self.lazyLookupLimit
        var reusable: OwnerSourceIndex? = nil
        if case .paths(let paths, _) = scope, !paths.contains(where: { OwnerSources.affectsIndex($0, outputSuffix: layout.suffix) }) {
            reusable = lastOwnerIndex.withLock { $0 }
        }
        // The stamps need no memo: taken while it is read and decoded on its thread (on the
        // 10,000-document tree the main thread waited for it, then stat-ed 2,000 Swift files).
        let stamps = reusable == nil ? walked.map { OwnerSources.stamps(root: root, paths: $0.swiftSources) } : nil
        // The `P` records are kept as read: a sync that sees exactly the documents they record, with
        // the same hashes, writes them back as they are (`saveOwnerSources`).
        let memo = loading?.value ?? OwnerSources.loadMemo(ownerSourcesPath, documents: false, declarations: !lazy)
        var next = memo
        let index: OwnerSourceIndex
        if let reusable {
            index = reusable
        } else if let walked {
            let scanned = OwnerSources.index(root: root, found: walked, memo: memo, stamps: stamps)
            index = scanned.index
            next.files = scanned.entries
        } else {
            let scanned = OwnerSources.scan(root: root, roots: config.roots, excludes: excludes, skipping: projectWalkSkips,
                                            outputSuffix: layout.suffix, memo: memo)
            index = scanned.index
            next.files = scanned.entries
        }
        lastOwnerIndex.withLock { $0 = index }
        guard !index.isEmpty else { return (nil, next, memo) }
        return (OwnerSourceContext(lookup: OwnerLookup(index, eager: !lazy), memo: memo, documents: documents == .max ? 0 : documents), next, memo)
    }

    /// `<cache>/owner-sources` read (and checked, and decoded as `checkOwnerSources` needs it for a
    /// sync of `scope` handling `documents` documents) on a thread of its own, while the sync reads
    /// its memo and the project-files record: on a single-file sync of a large project these reads
    /// are most of its time, and they need not wait for one another.
    func loadOwnerSourcesMemo(_ scope: SyncScope, documents: Int) -> Background<OwnerSources.Memo> {
        let lazy = scope != .fullRescan && documents <= Self.lazyLookupLimit
        let path = ownerSourcesPath
        return Background { OwnerSources.loadMemo(path, documents: false, declarations: !lazy) }
    }

    /// Saves what the sync learnt (not in check mode): files' facts and the classes of the
    /// documents it saw (a full rescan forgets those of documents it did not see).
    func saveOwnerSources(_ memo: OwnerSources.Memo, context: OwnerSourceContext?, previous: OwnerSources.Memo, fullRescan: Bool) throws {
        var next = memo
        var previous = previous
        if let context {
            let (used, known, seenInOrder) = context.seen.withLock { ($0.usedClasses, $0.documentClasses.mapValues(\.classes), $0.documents) }
            lazy var seen = Dictionary(seenInOrder.map { ($0.path, $0.hash) }, uniquingKeysWith: { $1 })
            // Records kept as read (a path-scoped sync): those added follow them.
            next.documentClasses = fullRescan ? used : known
            if fullRescan, previous.undecodedDocumentsAre(inOrder: seenInOrder) || previous.undecodedDocumentsAre(seen) {
                // Every document seen, and only those, is recorded with the hash it has: the records stay as read.
                next.documents = previous.documents
                next.undecodedDocuments = previous.undecodedDocuments
            } else if !fullRescan, previous.undecodedDocuments != nil {
                // The records stay as read, but for those of documents seen with another hash
                // (nothing changes when every one is recorded with the hash it has).
                next.documents = previous.documents
                next.undecodedDocuments = previous.undecodedDocuments
                next.recordDocuments(seen)
            } else {
                previous.decodeDocuments()
                next.undecodedDocuments = nil
                next.documents = fullRescan ? seen : previous.documents.merging(seen) { $1 }
            }
        } else {
            previous.decodeDocuments()
            next.documentClasses = [:]
            next.undecodedClasses = nil
            next.documents = [:]
            next.undecodedDocuments = nil
        }
        if next.files.isEmpty {
            next.documentClasses = [:]
            next.undecodedClasses = nil
            next.documents = [:]
            next.undecodedDocuments = nil
        }
        guard next != previous else { return }
        if next.files.isEmpty, !FileIO.exists(ownerSourcesPath) { return }
        try FileIO.mkdirs(cacheDirectory)
        // A sync that may write removes what is kept (`removeLeftoverTemporaries`); this is one.
        try OwnerSources.saveMemo(next, to: ownerSourcesPath, patchFrom: cachePatchFrom, keepReplacedIn: cacheDirectory)
    }
}

extension Pipeline {
    /// The documents (root-relative) whose owner facts a change to `paths` (Swift or Objective-C
    /// files, root-relative) may change: those naming a class the files declare or declared (the
    /// memo's facts before the change, the files' facts now), or a subclass of one in the project.
    /// A document's classes are the memo's (by the content hash it had when last synced). Nil when
    /// the memo does not record every document of `present` (a walk of the roots) with its classes,
    /// or could not list a directory: then any document may be affected. The records are complete
    /// only after a sync that saw every document: a memo rebuilt (no Swift declarations until now,
    /// a format change, damage) and then given named documents only records those, and a document
    /// added since has none. An Objective-C file may add members to any class: every document
    /// naming a class declared in Swift.
    func documentsAffected(byOwnerSources paths: [String], present: Discovery.Result) -> [String]? {
        guard present.unreadable.isEmpty else { return nil }
        let previous = OwnerSources.loadMemo(ownerSourcesPath)
        guard !previous.documents.isEmpty else { return nil }
        for document in present.xibs {
            guard let hash = previous.documents[document], previous.documentClasses[hash] != nil else { return nil }
        }
        var declarations: [String: [SwiftTypeDeclaration]] = previous.files.mapValues(\.facts.declarations)
        var affected = Set<String>()
        var everyClass = false
        for path in paths {
            guard path.hasSuffix(".swift") else {
                everyClass = true
                continue
            }
            for declaration in declarations[path] ?? [] { affected.formUnion(Self.names(of: declaration)) }
            let now = (try? FileIO.read(PathUtil.join(root, path))).map { SwiftDeclarationScanner.scan($0).declarations } ?? []
            for declaration in now { affected.formUnion(Self.names(of: declaration)) }
            declarations[path] = now
        }
        let classes = declarations.values.joined().filter { $0.kind == .class }
        if everyClass {
            affected.formUnion(classes.flatMap(Self.names))
        } else {
            // Subclasses inherit the changed members: to a fixed point, each class at most once.
            var added = true
            while added {
                added = false
                for declaration in classes where !affected.contains(declaration.name) {
                    if let superclass = declaration.inherited.first, affected.contains(superclass) {
                        affected.formUnion(Self.names(of: declaration))
                        added = true
                    }
                }
            }
        }
        guard !affected.isEmpty else { return [] }
        var documents: [String] = []
        for (path, hash) in previous.documents {
            if let named = previous.documentClasses[hash], named.contains(where: affected.contains) { documents.append(path) }
        }
        return documents.sorted(by: PathUtil.precedes)
    }

    private static func names(of declaration: SwiftTypeDeclaration) -> [String] {
        [declaration.name] + (declaration.objcName.map { [$0] } ?? [])
    }
}
