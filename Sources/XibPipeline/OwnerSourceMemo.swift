import SwiftSourceScan
import XibPlatform

/// `<cache>/owner-sources` on disk: a line format read on every sync, so a project with thousands
/// of Swift files loads it in one pass (JSON decoding of the same facts took several times longer).
/// An optimisation only: a missing, outdated or damaged file is rebuilt without a word.
///
///   `xibgen-owner-sources 1`
///   `F size mtime inode path`                       a Swift file's stamp, then what it declares:
///   `T kind line awakeFromNib-line name objc-name inherited,…`  a class or extension (0: no awakeFromNib)
///   `O line flags name`                             a property (`i` @IBOutlet, `c` collection)
///   `A line access ib selector`                     a method (`ib` 1 for @IBAction)
///   `D hash class …`                                a document's content hash → its custom classes
///   `P hash path`                                   a document → its content hash when last synced
///   `#\tsha256\t<hex>` last, over every byte before it.
extension OwnerSources {
    static let memoMagic = "xibgen-owner-sources 1"

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
        bytes += Array("#\tsha256\t\(SHA256Hex.of(bytes))\n".utf8)
        return bytes
    }

    static func decode(_ bytes: [UInt8]) -> Memo? {
        var lines = bytes.split(separator: 0x0A, omittingEmptySubsequences: false)
        guard let first = lines.first, first.elementsEqual(memoMagic.utf8), lines.last?.isEmpty == true else { return nil }
        lines.removeLast()
        guard let trailer = lines.popLast(), String(decoding: trailer, as: UTF8.self) == "#\tsha256\t" + SHA256Hex.of(bytes: bytes[..<trailer.startIndex])
        else { return nil }
        var memo = Memo()
        var path: String?
        var declaration: SwiftTypeDeclaration?
        func flush() {
            if let path, let declaration { memo.files[path]?.facts.declarations.append(declaration) }
            declaration = nil
        }
        for line in lines.dropFirst() {
            let f = line.split(separator: 0x09, omittingEmptySubsequences: false).map { String(decoding: $0, as: UTF8.self) }
            switch f.first {
            case "F":
                flush()
                guard f.count == 5, let size = Int64(f[1]), let mtime = Int64(f[2]), let inode = UInt64(f[3]) else { return nil }
                path = f[4]
                memo.files[f[4]] = MemoEntry(size: size, mtime: mtime, inode: inode, facts: SwiftFileFacts())
            case "T":
                flush()
                guard path != nil, f.count == 7, let kind = SwiftTypeDeclaration.Kind(rawValue: f[1]), let line = Int(f[2]), let awake = Int(f[3])
                else { return nil }
                var next = SwiftTypeDeclaration(kind: kind, name: f[4], objcName: f[5].isEmpty ? nil : f[5],
                                                inherited: f[6].isEmpty ? [] : f[6].split(separator: ",").map(String.init), line: line)
                next.awakeFromNibLine = awake == 0 ? nil : awake
                declaration = next
            case "O":
                guard declaration != nil, f.count == 4, let line = Int(f[1]) else { return nil }
                declaration!.outlets.append(SwiftOutlet(name: f[3], isIBOutlet: f[2].contains("i"), isCollection: f[2].contains("c"), line: line))
            case "A":
                guard declaration != nil, f.count == 5, let line = Int(f[1]), let access = SwiftAccess(rawValue: f[2]) else { return nil }
                declaration!.actions.append(SwiftAction(selector: f[4], access: access, isIBAction: f[3] == "1", line: line))
            case "D":
                flush()
                guard f.count == 3 else { return nil }
                memo.documentClasses[f[1]] = f[2].isEmpty ? [] : f[2].split(separator: " ").map(String.init)
            case "P":
                flush()
                guard f.count == 3 else { return nil }
                memo.documents[f[2]] = f[1]
            default:
                return nil
            }
        }
        flush()
        return memo
    }
}
