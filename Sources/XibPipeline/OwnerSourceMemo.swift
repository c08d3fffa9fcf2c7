import SwiftSourceScan
import XibPlatform

/// `<cache>/owner-sources` on disk: a line format read on every sync, so a project with thousands
/// of Swift files loads it in one pass (JSON decoding of the same facts took several times longer).
/// An optimisation only: a missing, outdated or damaged file is rebuilt without a word.
///
///   `xibgen-owner-sources 2`
///   `F size mtime inode path`                       a Swift file's stamp, then what it declares:
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
    static let memoMagic = "xibgen-owner-sources 2"

    static func encode(_ memo: Memo) -> [UInt8] {
        var text = memoMagic + "\n"
        func clean(_ field: String) -> Bool { !field.contains("\t") && !field.contains("\n") }
        for path in memo.files.keys.sorted() where clean(path) {
            let entry = memo.files[path]!
            text += "F\t\(entry.size)\t\(entry.mtime)\t\(entry.inode)\t\(path)\n"
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
        }
        for hash in memo.documentClasses.keys.sorted() {
            text += "D\t\(hash)\t\(memo.documentClasses[hash]!.joined(separator: " "))\n"
        }
        for path in memo.documents.keys.sorted() where clean(path) { text += "P\t\(memo.documents[path]!)\t\(path)\n" }
        var bytes = Array(text.utf8)
        if let undecoded = memo.undecodedDocuments { bytes += undecoded }
        let sum = bytes.withUnsafeBytes { HashMemo.checksum(of: $0) }
        bytes += Array((HashMemo.checksumPrefix + sum + "\n").utf8)
        return bytes
    }

    /// With `documents` false, the `P` records (always last) are kept as read, not decoded.
    static func decode(_ bytes: [UInt8], documents: Bool = true) -> Memo? {
        bytes.withUnsafeBufferPointer { decode(in: $0, documents: documents) }
    }

    private static func decode(in buffer: UnsafeBufferPointer<UInt8>, documents decodeDocuments: Bool) -> Memo? {
        let magicLine = Array((memoMagic + "\n").utf8)
        guard buffer.count > magicLine.count, buffer.starts(with: magicLine), buffer.last == 0x0A else { return nil }
        var trailerStart = buffer.count - 1
        while trailerStart > 0, buffer[trailerStart - 1] != 0x0A { trailerStart -= 1 }
        let sum = HashMemo.checksum(of: UnsafeRawBufferPointer(UnsafeBufferPointer(rebasing: buffer[..<trailerStart])))
        guard UnsafeBufferPointer(rebasing: buffer[trailerStart..<(buffer.count - 1)]).elementsEqual((HashMemo.checksumPrefix + sum).utf8)
        else { return nil }
        var memo = Memo()
        // The file being read, added to `memo.files` once complete (one insertion per file).
        var path: String?
        var entry: MemoEntry?
        var declaration: SwiftTypeDeclaration?
        func flush() {
            if let declaration { entry?.facts.declarations.append(declaration) }
            declaration = nil
        }
        func finishFile() {
            flush()
            if let path, let entry { memo.files[path] = entry }
            path = nil
            entry = nil
        }
        var at = magicLine.count
        // The tab-separated fields of the line at `at` (at most 7), as ranges of `buffer`.
        var fields: [Range<Int>] = []
        fields.reserveCapacity(7)
        func text(_ index: Int) -> String { String(decoding: UnsafeBufferPointer(rebasing: buffer[fields[index]]), as: UTF8.self) }
        func number<T: FixedWidthInteger>(_ index: Int, _: T.Type) -> T? { T(asciiDecimal: buffer[fields[index]]) }
        func signed(_ index: Int) -> Int64? { number(index, Int64.self) }
        func isEmpty(_ index: Int) -> Bool { fields[index].isEmpty }
        // Split on the byte: splitting the field's String walks it Character by Character.
        func list(_ index: Int, separatedBy separator: Character) -> [String] {
            UnsafeBufferPointer(rebasing: buffer[fields[index]]).split(separator: separator.asciiValue!).map { String(decoding: $0, as: UTF8.self) }
        }
        while at < trailerStart {
            if !decodeDocuments, buffer[at] == UInt8(ascii: "P") {
                finishFile()
                memo.undecodedDocuments = Array(buffer[at..<trailerStart])
                return memo
            }
            fields.removeAll(keepingCapacity: true)
            var start = at
            var end = at
            while buffer[end] != 0x0A {
                if buffer[end] == 0x09 {
                    fields.append(start..<end)
                    start = end + 1
                }
                end += 1
            }
            fields.append(start..<end)
            at = end + 1
            guard fields[0].count == 1 else { return nil }
            let f = fields.count
            switch buffer[fields[0].lowerBound] {
            case UInt8(ascii: "F"):
                finishFile()
                guard f == 5, let size = signed(1), let mtime = signed(2), let inode = number(3, UInt64.self) else { return nil }
                let name = text(4)
                path = name
                entry = MemoEntry(size: size, mtime: mtime, inode: inode, facts: SwiftFileFacts())
            case UInt8(ascii: "T"):
                flush()
                guard path != nil, f == 7, let kind = SwiftTypeDeclaration.Kind(rawValue: text(1)), let line = number(2, Int.self),
                      let awake = number(3, Int.self)
                else { return nil }
                var next = SwiftTypeDeclaration(kind: kind, name: text(4), objcName: isEmpty(5) ? nil : text(5),
                                                inherited: list(6, separatedBy: ","), line: line)
                next.awakeFromNibLine = awake == 0 ? nil : awake
                declaration = next
            case UInt8(ascii: "O"):
                guard declaration != nil, f == 4, let line = number(1, Int.self) else { return nil }
                let flags = buffer[fields[2]]
                declaration!.outlets.append(SwiftOutlet(name: text(3), isIBOutlet: flags.contains(UInt8(ascii: "i")),
                                                        isCollection: flags.contains(UInt8(ascii: "c")), line: line))
            case UInt8(ascii: "A"):
                guard declaration != nil, f == 5, let line = number(1, Int.self), let access = SwiftAccess(rawValue: text(2)) else { return nil }
                declaration!.actions.append(SwiftAction(selector: text(4), access: access, isIBAction: buffer[fields[3]].elementsEqual([0x31]), line: line))
            case UInt8(ascii: "D"):
                finishFile()
                guard f == 3 else { return nil }
                memo.documentClasses[text(1)] = list(2, separatedBy: " ")
            case UInt8(ascii: "P"):
                finishFile()
                guard f == 3 else { return nil }
                memo.documents[text(2)] = text(1)
            default:
                return nil
            }
        }
        finishFile()
        return memo
    }
}

extension OwnerSources.Memo {
    /// The content hash recorded for the document at `path`, whether its record is decoded or not.
    func documentHash(_ path: String) -> String? {
        if let hash = documents[path] { return hash }
        guard let undecoded = undecodedDocuments else { return nil }
        // `P hash path` lines: the path is the last field, and no path holds a tab or a line break.
        let needle = Array(("\t" + path + "\n").utf8)
        return undecoded.withUnsafeBufferPointer { buffer -> String? in
            var from = 0
            while let match = ByteSearch.firstIndex(of: needle, in: buffer, from: from) {
                var lineStart = match
                while lineStart > 0, buffer[lineStart - 1] != 0x0A { lineStart -= 1 }
                if match - lineStart > 2, buffer[lineStart] == UInt8(ascii: "P"), buffer[lineStart + 1] == 0x09,
                   !UnsafeBufferPointer(rebasing: buffer[(lineStart + 2)..<match]).contains(0x09) {
                    return String(decoding: UnsafeBufferPointer(rebasing: buffer[(lineStart + 2)..<match]), as: UTF8.self)
                }
                from = match + 1
            }
            return nil
        }
    }

    /// Decodes the records `decode(_:documents: false)` kept as read into `documents`.
    mutating func decodeDocuments() {
        guard let undecoded = undecodedDocuments else { return }
        undecodedDocuments = nil
        for line in undecoded.split(separator: 0x0A) {
            let fields = line.split(separator: 0x09, maxSplits: 2, omittingEmptySubsequences: false)
            guard fields.count == 3, fields[0].elementsEqual([UInt8(ascii: "P")]) else { continue }
            documents[String(decoding: fields[2], as: UTF8.self)] = String(decoding: fields[1], as: UTF8.self)
        }
    }
}
