import SwiftSourceScan
import XibPlatform

/// `<cache>/owner-sources` on disk: a line format read on every sync, so a project with thousands
/// of Swift files loads it in one pass (JSON decoding of the same facts took several times longer).
/// An optimisation only: a missing, outdated or damaged file is rebuilt without a word.
///
///   `xibgen-owner-sources 4`
///   `F size mtime inode ctime path`                 a Swift file's stamp (the ctime: see `HashMemo`), then what it declares:
///   `T kind line awakeFromNib-line name objc-name inherited,…`  a class or extension (0: no awakeFromNib)
///   `O line flags name`                             a property (`i` @IBOutlet, `c` collection)
///   `A line access ib selector`                     a method (`ib` 1 for @IBAction)
///   `D hash class …`                                a document's content hash → its custom classes
///   `P hash path`                                   a document → its content hash when last synced
///   `#\tcheck64\t<hex>` last, over every byte before it (`HashMemo.checksum`: damage, not
///   forgery, is what it guards against; a SHA-256 of the file was a fifth of a single-file sync).
/// Read in place: a String only for the fields kept. A path-scoped sync leaves the `P` records (one
/// per document, most of the file) as read (`Memo.undecodedDocuments`) and looks up only its own.
extension OwnerSources {
    // 3: the stamp has the ctime (a file edited in place with its size and mtime set back changes it);
    // 4: the checksum folds in four lanes.
    static let memoMagic = "xibgen-owner-sources 4"

    static func encode(_ memo: Memo) -> [UInt8] {
        CachePatch.wholeFile(pieces(memo), from: memo.origin.read?.contents)
    }

    /// The file's bytes before its checksum line: what is kept of the file as read as runs of it
    /// (`Memo.origin`, not copied), the rest as new bytes.
    static func pieces(_ memo: Memo) -> [CachePatch.Piece] {
        var pieces: [CachePatch.Piece] = []
        var bytes = Array((memoMagic + "\n").utf8)
        let read = memo.origin.read?.contents
        func add(_ contents: FileContents, _ range: Range<Int>) {
            guard !range.isEmpty else { return }
            if contents === read {
                if !bytes.isEmpty { pieces.append(.bytes(bytes)) }
                bytes = []
                pieces.append(.kept(range))
            } else {
                contents.withUnsafeBufferPointer { bytes += UnsafeBufferPointer(rebasing: $0[range]) }
            }
        }
        // Every file kept as read, and every one read kept (distinct paths, each with a record of
        // its own): their records as they were, in one piece (an edited document's sync sorted
        // 2,000 paths and copied each record, 14 M instructions).
        if let stored = memo.stored, let files = stored.files, memo.files.count == files.count, memo.files.values.allSatisfy({ $0.stored != nil }) {
            add(stored.bytes, files.run)
        } else {
            encodeFiles(memo, { bytes += $0.utf8 }, add)
        }
        if let classes = memo.undecodedClasses { add(classes.contents, classes.range) }
        var text = ""
        for hash in memo.documentClasses.keys.sorted() {
            text += "D\t\(hash)\t\(memo.documentClasses[hash]!.joined(separator: " "))\n"
        }
        for path in memo.documents.keys.sorted() where HashMemo.isRecordable(path) { text += "P\t\(memo.documents[path]!)\t\(path)\n" }
        bytes += text.utf8
        for run in memo.undecodedDocuments ?? [] { add(run.contents, run.range) }
        if !bytes.isEmpty { pieces.append(.bytes(bytes)) }
        return pieces
    }

    /// The `F` records and their lines, in path order.
    private static func encodeFiles(_ memo: Memo, _ emit: (String) -> Void, _ add: (FileContents, Range<Int>) -> Void) {
        for path in memo.files.keys.sorted() where HashMemo.isRecordable(path) {
            let entry = memo.files[path]!
            if let slot = entry.stored, let stored = memo.stored {
                // Kept as read (its declarations were not decoded): its lines, as they were.
                add(stored.bytes, slot.record)
                continue
            }
            var text = "F\t\(entry.size)\t\(entry.mtime)\t\(entry.inode)\t\(entry.ctime)\t\(path)\n"
            for declaration in entry.facts.declarations {
                text += "T\t\(declaration.kind.rawValue)\t\(declaration.line)\t\(declaration.awakeFromNibLine ?? 0)\t\(declaration.name)\t"
                text += "\(declaration.objcName ?? "")\t\(declaration.inherited.joined(separator: ","))\n"
                for outlet in declaration.outlets {
                    text += "O\t\(outlet.line)\t\(outlet.isIBOutlet ? "i" : "")\(outlet.isCollection ? "c" : "")\t\(outlet.name)\n"
                }
                for action in declaration.actions {
                    text += "A\t\(action.line)\t\(action.access.rawValue)\t\(action.isIBAction ? 1 : 0)\t\(action.selector)\n"
                }
            }
            emit(text)
        }
    }

    /// With `documents` false, the `P` records (always last) are kept as read, not decoded. With
    /// `declarations` false, each file's `T`, `O` and `A` lines are not decoded either: the
    /// entries' `stored` slots locate them in `Memo.stored`, for `OwnerLookup` to decode the
    /// declarations a lookup reaches (`StoredDeclarations.declaration(at:)`).
    static func decode(_ bytes: [UInt8], documents: Bool = true, declarations: Bool = true) -> Memo? {
        decode(FileContents(bytes), documents: documents, declarations: declarations)
    }

    /// What is kept as read is kept as runs of `file`, not copied (a copy of the file is hundreds
    /// of pages the kernel must fault in and zero for a single-file sync).
    static func decode(_ file: FileContents, documents: Bool = true, declarations: Bool = true) -> Memo? {
        file.withUnsafeBufferPointer { decode(in: $0, of: file, documents: documents, declarations: declarations) }
    }

    private static func decode(in buffer: UnsafeBufferPointer<UInt8>, of bytes: FileContents, documents decodeDocuments: Bool,
                               declarations decodeDeclarations: Bool) -> Memo? {
        let magicLine = Array((memoMagic + "\n").utf8)
        var snapshots: [StreamingChecksum] = []
        guard let trailerStart = HashMemo.checkedTrailerStart(of: buffer, magicLine: magicLine, snapshots: &snapshots) else { return nil }
        var memo = Memo()
        memo.origin.checksumStates = CachePatch.ChecksumStates(contents: bytes, snapshots: snapshots)
        // Offsets of the `T` lines, when their declarations are not decoded.
        var declarationLines: [Int] = []
        // The files read, in file order: put in `memo.files` at the end, with room for all of them
        // (2,000 insertions into a growing dictionary hashed each path 2.5 times: eleven resizes).
        var files: [(path: String, entry: MemoEntry)] = []
        // The file being read, added to `files` once complete.
        var path: String?
        var entry: MemoEntry?
        var declaration: SwiftTypeDeclaration?
        var at = magicLine.count
        var lineStart = at
        func flush() {
            if let declaration { entry?.facts.declarations.append(declaration) }
            declaration = nil
        }
        func finishFile() {
            flush()
            if let path, var entry {
                if let slot = entry.stored {
                    entry.stored = StoredSlot(record: slot.record.lowerBound..<lineStart, declarations: slot.declarations.lowerBound..<declarationLines.count)
                }
                files.append((path, entry))
            }
            path = nil
            entry = nil
        }
        var fields = LineFields()
        func text(_ index: Int) -> String { fields.text(index, in: buffer) }
        func number<T: FixedWidthInteger>(_ index: Int, _: T.Type) -> T? { T(asciiDecimal: buffer[fields[index]]) }
        func signed(_ index: Int) -> Int64? { number(index, Int64.self) }
        while at < trailerStart {
            lineStart = at
            let kind = buffer[at]
            if !decodeDocuments, kind == UInt8(ascii: "P") {
                finishFile()
                memo.undecodedDocuments = [ByteRun(bytes, at..<trailerStart)]
                break
            }
            if !decodeDeclarations, kind == UInt8(ascii: "D") {
                // The `D` records (one run, before the `P` ones): kept as read.
                finishFile()
                guard memo.undecodedClasses == nil else { return nil }
                while at < trailerStart, buffer[at] == UInt8(ascii: "D") {
                    guard at + 1 < trailerStart, buffer[at + 1] == 0x09 else { return nil }
                    at = ByteSearch.firstIndex(of: 0x0A, in: buffer, from: at)! + 1
                }
                memo.undecodedClasses = ByteRun(bytes, lineStart..<at)
                continue
            }
            if !decodeDeclarations, kind == UInt8(ascii: "T") || kind == UInt8(ascii: "O") || kind == UInt8(ascii: "A") {
                guard path != nil, at + 1 < trailerStart, buffer[at + 1] == 0x09 else { return nil }
                if kind == UInt8(ascii: "T") { declarationLines.append(at) }
                // memchr: the lines skipped are most of the file's bytes.
                guard let end = ByteSearch.firstIndex(of: 0x0A, in: buffer, from: at + 2) else { return nil }
                at = end + 1
                continue
            }
            at = fields.split(buffer, at: at)
            guard fields[0].count == 1 else { return nil }
            let f = fields.count
            switch kind {
            case UInt8(ascii: "F"):
                finishFile()
                guard f == 6, let size = signed(1), let mtime = signed(2), let inode = number(3, UInt64.self), let ctime = signed(4) else { return nil }
                path = text(5)
                entry = MemoEntry(size: size, mtime: mtime, inode: inode, ctime: ctime, facts: SwiftFileFacts())
                if !decodeDeclarations { entry!.stored = StoredSlot(record: lineStart..<lineStart, declarations: declarationLines.count..<declarationLines.count) }
            case UInt8(ascii: "T"):
                flush()
                guard path != nil, let next = fields.declaration(in: buffer) else { return nil }
                declaration = next
            case UInt8(ascii: "O"), UInt8(ascii: "A"):
                guard declaration != nil, fields.addMember(to: &declaration!, in: buffer) else { return nil }
            case UInt8(ascii: "D"):
                finishFile()
                guard f == 3 else { return nil }
                memo.documentClasses[text(1)] = fields.list(2, separatedBy: " ", in: buffer)
            case UInt8(ascii: "P"):
                finishFile()
                guard f == 3 else { return nil }
                memo.documents[text(2)] = text(1)
            default:
                return nil
            }
        }
        lineStart = at
        finishFile()
        // A later record of a path replaces an earlier one, as in any dictionary built in file order.
        memo.files.reserveCapacity(files.count)
        for (path, entry) in files { memo.files[path] = entry }
        if memo.files.count == files.count { memo.origin.filesInOrder = files }
        if !decodeDeclarations {
            // Where the files' records lie, when they are one run of the file (as `encode` writes
            // them): written back in one piece while every one of them is kept.
            let slots = memo.files.values.compactMap { $0.stored?.record }
            var run: Range<Int>? = nil
            if let first = slots.map(\.lowerBound).min(), let last = slots.map(\.upperBound).max(),
               slots.reduce(0, { $0 + $1.count }) == last - first {
                run = first..<last
            }
            memo.stored = StoredDeclarations(bytes: bytes, declarationLines: declarationLines, files: run.map { ($0, slots.count) })
        }
        return memo
    }

    /// The classes of the `D` record for `hash` among `records` (`D` lines as read); nil when none.
    static func classes(forHash hash: String, inRecords records: ByteRun) -> [String]? {
        let needle = Array(("D\t" + hash + "\t").utf8)
        return records.withUnsafeBufferPointer { buffer -> [String]? in
            var from = 0
            while let match = ByteSearch.firstIndex(of: needle, in: buffer, from: from) {
                if match == 0 || buffer[match - 1] == 0x0A {
                    let start = match + needle.count
                    let end = ByteSearch.firstIndex(of: 0x0A, in: buffer, from: start) ?? buffer.count
                    return UnsafeBufferPointer(rebasing: buffer[start..<end]).split(separator: 0x20).map { String(decoding: $0, as: UTF8.self) }
                }
                from = match + 1
            }
            return nil
        }
    }

    /// The tab-separated fields of one line (at most 7), as ranges of the buffer.
    struct LineFields {
        private var ranges: [Range<Int>] = []

        init() { ranges.reserveCapacity(7) }

        var count: Int { ranges.count }
        subscript(index: Int) -> Range<Int> { ranges[index] }

        /// Splits the line at `at`; returns where the next line starts.
        mutating func split(_ buffer: UnsafeBufferPointer<UInt8>, at: Int) -> Int {
            ranges.removeAll(keepingCapacity: true)
            var start = at
            var end = at
            while buffer[end] != 0x0A {
                if buffer[end] == 0x09 {
                    ranges.append(start..<end)
                    start = end + 1
                }
                end += 1
            }
            ranges.append(start..<end)
            return end + 1
        }

        func text(_ index: Int, in buffer: UnsafeBufferPointer<UInt8>) -> String {
            String(decoding: UnsafeBufferPointer(rebasing: buffer[ranges[index]]), as: UTF8.self)
        }

        // Split on the byte: splitting the field's String walks it Character by Character.
        func list(_ index: Int, separatedBy separator: Character, in buffer: UnsafeBufferPointer<UInt8>) -> [String] {
            UnsafeBufferPointer(rebasing: buffer[ranges[index]]).split(separator: separator.asciiValue!).map { String(decoding: $0, as: UTF8.self) }
        }

        /// A `T` line's declaration, without members.
        func declaration(in buffer: UnsafeBufferPointer<UInt8>) -> SwiftTypeDeclaration? {
            guard ranges.count == 7, let kind = SwiftTypeDeclaration.Kind(rawValue: text(1, in: buffer)),
                  let line = Int(asciiDecimal: buffer[ranges[2]]), let awake = Int(asciiDecimal: buffer[ranges[3]])
            else { return nil }
            var declaration = SwiftTypeDeclaration(kind: kind, name: text(4, in: buffer), objcName: ranges[5].isEmpty ? nil : text(5, in: buffer),
                                                   inherited: list(6, separatedBy: ",", in: buffer), line: line)
            declaration.awakeFromNibLine = awake == 0 ? nil : awake
            return declaration
        }

        /// Adds an `O` or `A` line's member to `declaration`; false when the line is malformed.
        func addMember(to declaration: inout SwiftTypeDeclaration, in buffer: UnsafeBufferPointer<UInt8>) -> Bool {
            switch buffer[ranges[0].lowerBound] {
            case UInt8(ascii: "O"):
                guard ranges.count == 4, let line = Int(asciiDecimal: buffer[ranges[1]]) else { return false }
                let flags = buffer[ranges[2]]
                declaration.outlets.append(SwiftOutlet(name: text(3, in: buffer), isIBOutlet: flags.contains(UInt8(ascii: "i")),
                                                       isCollection: flags.contains(UInt8(ascii: "c")), line: line))
            case UInt8(ascii: "A"):
                guard ranges.count == 5, let line = Int(asciiDecimal: buffer[ranges[1]]),
                      let access = SwiftAccess(rawValue: text(2, in: buffer)) else { return false }
                declaration.actions.append(SwiftAction(selector: text(4, in: buffer), access: access,
                                                       isIBAction: buffer[ranges[3]].elementsEqual([0x31]), line: line))
            default:
                return false
            }
            return true
        }
    }
}

/// Where a memoised file's lines are in `StoredDeclarations.bytes`, when they were not decoded:
/// its whole record (`F` line to the last member), and its `T` lines (a range of `declarationLines`).
struct StoredSlot: Equatable, Sendable {
    var record: Range<Int>
    var declarations: Range<Int>
}

/// The owner-sources memo as read, with the offset of every `T` line: a lookup by class name
/// compares the name fields in place and decodes only the declarations it finds.
final class StoredDeclarations: Sendable, Equatable {
    let bytes: FileContents
    let declarationLines: [Int]
    /// The files' records, when they are one run of `bytes` (every `F` record with its lines, none
    /// of another kind between them), and how many files they are.
    let files: (run: Range<Int>, count: Int)?

    init(bytes: FileContents, declarationLines: [Int], files: (run: Range<Int>, count: Int)? = nil) {
        self.bytes = bytes
        self.declarationLines = declarationLines
        self.files = files
    }

    static func == (a: StoredDeclarations, b: StoredDeclarations) -> Bool { a === b }

    /// Where the kind, name and `@objc` name fields of the `T` line at `declarationLines[index]` lie.
    private func declarationFields(_ index: Int, in buffer: UnsafeBufferPointer<UInt8>) -> (kind: Range<Int>, name: Range<Int>, objcName: Range<Int>) {
        // Fields after `T`: kind, line, awakeFromNib line, name, @objc name, inherited.
        func field(from start: Int) -> Range<Int> {
            var end = start
            while buffer[end] != 0x09 { end += 1 }
            return start..<end
        }
        let kind = field(from: declarationLines[index] + 2)
        let line = field(from: kind.upperBound + 1)
        let awakeLine = field(from: line.upperBound + 1)
        let name = field(from: awakeLine.upperBound + 1)
        return (kind, name, field(from: name.upperBound + 1))
    }

    /// The `T` line at `declarationLines[index]` matched in place: whether it is an extension's,
    /// and whether its name or its `@objc` name is `name`.
    func match(_ index: Int, name: [UInt8]) -> (isExtension: Bool, name: Bool, objcName: Bool) {
        bytes.withUnsafeBufferPointer { buffer in
            let fields = declarationFields(index, in: buffer)
            let isExtension = UnsafeBufferPointer(rebasing: buffer[fields.kind]).elementsEqual("extension".utf8)
            let nameMatches = UnsafeBufferPointer(rebasing: buffer[fields.name]).elementsEqual(name)
            let objcMatches = !fields.objcName.isEmpty && UnsafeBufferPointer(rebasing: buffer[fields.objcName]).elementsEqual(name)
            return (isExtension, nameMatches, objcMatches)
        }
    }

    /// The name field of the `T` line at `declarationLines[index]`, when it is an extension's.
    func extensionName(_ index: Int) -> String? {
        bytes.withUnsafeBufferPointer { buffer in
            let fields = declarationFields(index, in: buffer)
            guard UnsafeBufferPointer(rebasing: buffer[fields.kind]).elementsEqual("extension".utf8) else { return nil }
            return String(decoding: UnsafeBufferPointer(rebasing: buffer[fields.name]), as: UTF8.self)
        }
    }

    /// The declaration whose `T` line is `declarationLines[index]`, with its members (the `O`
    /// and `A` lines after it). Nil when malformed (the checksum makes that a format bug).
    func declaration(_ index: Int) -> SwiftTypeDeclaration? {
        bytes.withUnsafeBufferPointer { buffer -> SwiftTypeDeclaration? in
            var fields = OwnerSources.LineFields()
            var at = fields.split(buffer, at: declarationLines[index])
            guard var declaration = fields.declaration(in: buffer) else { return nil }
            while at < buffer.count, buffer[at] == UInt8(ascii: "O") || buffer[at] == UInt8(ascii: "A") {
                at = fields.split(buffer, at: at)
                guard fields.addMember(to: &declaration, in: buffer) else { return nil }
            }
            return declaration
        }
    }
}

extension OwnerSources.Memo {
    /// The content hash recorded for the document at `path`, whether its record is decoded or not.
    func documentHash(_ path: String) -> String? {
        if let hash = documents[path] { return hash }
        for records in undecodedDocuments ?? [] {
            if let hash = records.withUnsafeBufferPointer({ Self.documentRecord(path, in: $0)?.hash }) { return hash }
        }
        return nil
    }

    /// The `P` record of the document at `path` among `records` (`P` lines as read): the line's
    /// range (from the slice's start), its newline included, and the hash it records; nil when none.
    static func documentRecord(_ path: String, in buffer: UnsafeBufferPointer<UInt8>) -> (line: Range<Int>, hash: String)? {
        // `P hash path` lines: the path is the last field, and no path holds a tab or a line break.
        let needle = Array(("\t" + path + "\n").utf8)
        var from = 0
        while let match = ByteSearch.firstIndex(of: needle, in: buffer, from: from) {
            var lineStart = match
            while lineStart > 0, buffer[lineStart - 1] != 0x0A { lineStart -= 1 }
            if match - lineStart > 2, buffer[lineStart] == UInt8(ascii: "P"), buffer[lineStart + 1] == 0x09,
               !UnsafeBufferPointer(rebasing: buffer[(lineStart + 2)..<match]).contains(0x09) {
                return (lineStart..<(match + needle.count),
                        String(decoding: UnsafeBufferPointer(rebasing: buffer[(lineStart + 2)..<match]), as: UTF8.self))
            }
            from = match + 1
        }
        return nil
    }

    /// Records `documents` (path → content hash) in the `P` records kept as read, without decoding
    /// them: a document recorded with another hash loses its line, and each one whose hash is new
    /// gets a line after the others (in path order). A single-file sync of an edited document
    /// changes one record of thousands; decoding and encoding them all was most of its time.
    /// The records kept are runs of those read, not copied (`pieces` writes them back as such).
    /// Paths holding a tab or a line break are not recorded (as `encode` leaves them out).
    mutating func recordDocuments(_ seen: [String: String]) {
        guard let undecoded = undecodedDocuments else {
            documents.merge(seen) { $1 }
            return
        }
        // Each document's record found once, where it was read: the records recorded with another
        // hash are left out, and the new ones follow the others.
        var dropped: [[Range<Int>]] = Array(repeating: [], count: undecoded.count)
        var added: [UInt8] = []
        for path in seen.keys.sorted() where HashMemo.isRecordable(path) {
            let hash = seen[path]!
            var found: (run: Int, line: Range<Int>, hash: String)? = nil
            for (index, run) in undecoded.enumerated() where found == nil {
                found = run.withUnsafeBufferPointer { Self.documentRecord(path, in: $0) }.map { (index, $0.line, $0.hash) }
            }
            if found?.hash == hash { continue }
            if let found { dropped[found.run].append(found.line) }
            added += Array("P\t\(hash)\t\(path)\n".utf8)
        }
        guard !added.isEmpty else { return }
        var runs: [ByteRun] = []
        for (index, run) in undecoded.enumerated() {
            var kept = 0
            for line in dropped[index].sorted(by: { $0.lowerBound < $1.lowerBound }) {
                if line.lowerBound > kept { runs.append(ByteRun(run.contents, (run.range.lowerBound + kept)..<(run.range.lowerBound + line.lowerBound))) }
                kept = line.upperBound
            }
            if kept < run.count { runs.append(ByteRun(run.contents, (run.range.lowerBound + kept)..<run.range.upperBound)) }
        }
        runs.append(ByteRun(added))
        undecodedDocuments = runs
    }

    /// Decodes the records `decode(_:documents: false)` kept as read into `documents`.
    /// Whether the undecoded `P` records are exactly `expected` (path → content hash): each path
    /// there with its hash, and no other. Records are written in path order (`encode`), so strictly
    /// increasing paths show each is there once. Read in place: a String per path, none per hash.
    func undecodedDocumentsAre(_ expected: [String: String]) -> Bool {
        guard documents.isEmpty, let undecoded = undecodedDocuments else { return false }
        var count = 0
        var last: String? = nil
        let matched = undecoded.allSatisfy { run in run.withUnsafeBufferPointer { buffer -> Bool in
            var at = 0
            while at < buffer.count {
                guard buffer.count - at > 2, buffer[at] == UInt8(ascii: "P"), buffer[at + 1] == 0x09,
                      let tab = ByteSearch.firstIndex(of: 0x09, in: buffer, from: at + 2),
                      let end = ByteSearch.firstIndex(of: 0x0A, in: buffer, from: tab + 1) else { return false }
                let path = String(decoding: UnsafeBufferPointer(rebasing: buffer[(tab + 1)..<end]), as: UTF8.self)
                if let last, !(last < path) { return false }
                guard var hash = expected[path],
                      hash.withUTF8({ ByteSearch.equal($0, UnsafeBufferPointer(rebasing: buffer[(at + 2)..<tab])) }) else { return false }
                last = path
                count += 1
                at = end + 1
            }
            return true
        } }
        return matched && count == expected.count
    }

    /// `undecodedDocumentsAre` answered in place: the records compared, in their order, with the
    /// documents in the order of their paths' bytes, no String made nor looked up (a full rescan of
    /// 10,000 documents made a String per record and looked it up in a dictionary made for it:
    /// 28 M instructions). That is the records' order when the paths are ASCII (`encode` writes
    /// them sorted as Strings); true only for records that are exactly the documents, each path
    /// once, in increasing order. False whenever the documents are not so (a path not ASCII
    /// ordered otherwise, one seen twice), whether or not the records are theirs: then
    /// `undecodedDocumentsAre(_:)` is asked.
    func undecodedDocumentsAre(inOrder documents: [(path: String, hash: String)]) -> Bool {
        guard self.documents.isEmpty, let undecoded = undecodedDocuments else { return false }
        let paths = documents.map(\.path)
        // Strictly increasing bytes: each path once. In the order processed, which is the plan's
        // (by bytes) with one job.
        func increasing(_ order: [Int]) -> Bool { order.indices.dropFirst().allSatisfy { PathUtil.precedes(paths[order[$0 - 1]], paths[order[$0]]) } }
        var order = Array(paths.indices)
        if !increasing(order) {
            order = PathUtil.sortedOrder(paths)
            guard increasing(order) else { return false }
        }
        // The records, in the runs they are kept in (whole lines each: one run as read, more after a
        // patch changed them in memory, whose added records come last and fail the order).
        var index = 0
        for run in undecoded {
            let matched = run.withUnsafeBufferPointer { buffer -> Bool in
                var at = 0
                while at < buffer.count {
                    guard index < order.count, buffer.count - at > 2, buffer[at] == UInt8(ascii: "P"), buffer[at + 1] == 0x09,
                          let tab = ByteSearch.firstIndex(of: 0x09, in: buffer, from: at + 2),
                          let end = ByteSearch.firstIndex(of: 0x0A, in: buffer, from: tab + 1) else { return false }
                    var (path, hash) = documents[order[index]]
                    let recordPath = UnsafeBufferPointer(rebasing: buffer[(tab + 1)..<end])
                    guard hash.withUTF8({ ByteSearch.equal($0, UnsafeBufferPointer(rebasing: buffer[(at + 2)..<tab])) }),
                          path.withUTF8({ ByteSearch.equal($0, recordPath) }) else { return false }
                    index += 1
                    at = end + 1
                }
                return true
            }
            guard matched else { return false }
        }
        return index == order.count
    }

    mutating func decodeDocuments() {
        guard let undecoded = undecodedDocuments else { return }
        undecodedDocuments = nil
        documents.reserveCapacity(documents.count + undecoded.reduce(0) { $0 + $1.count } / 128)
        for line in undecoded.flatMap(\.bytes).split(separator: 0x0A) {
            let fields = line.split(separator: 0x09, maxSplits: 2, omittingEmptySubsequences: false)
            guard fields.count == 3, fields[0].elementsEqual([UInt8(ascii: "P")]) else { continue }
            documents[String(decoding: fields[2], as: UTF8.self)] = String(decoding: fields[1], as: UTF8.self)
        }
    }
}
