import Foundation
import Testing
import XibGenerator
import XibModel
import XibPlatform
@testable import XibPipeline
import SwiftSourceScan

/// The owner classes' Swift source beside their XIBs (`Fixtures/OwnerSource`): private actions,
/// outlets and actions the classes do not declare, `awakeFromNib()` overrides, superclasses in
/// and outside the project, an extension in another file.
@Suite struct OwnerSourceTests {
    /// The fixture project in a temporary directory. Its Swift files are stored as
    /// `*.swift-fixture`: real Swift files in the repository would be owner sources of xibgen's own
    /// runs over it (the Examples check names a `LoginViewController` too).
    static func project() -> TempDir {
        let dir = TempDir()
        try! FileManager.default.removeItem(atPath: dir.path)
        try! FileManager.default.copyItem(atPath: PathUtil.join(Fixtures.directory, "OwnerSource"), toPath: dir.path)
        for file in dir.files() where file.hasSuffix(".swift-fixture") {
            try! FileManager.default.moveItem(atPath: dir.url(file), toPath: dir.url(String(file.dropLast("-fixture".count))))
        }
        return dir
    }

    func diagnostics(_ result: SyncResult, _ source: String) -> [Diagnostic] {
        result.files.first { $0.source == source }?.diagnostics ?? []
    }

    @Test func theIndexResolvesSuperclassesExtensionsAndTheChainsEnd() throws {
        let dir = Self.project()
        let (index, _) = OwnerSources.scan(root: dir.path, roots: ["."], excludes: ExcludeMatcher(patterns: []), skipping: [],
                                           outputSuffix: ".generated.swift", memo: OwnerSources.Memo())
        #expect(index.files.keys.sorted() == ["Cells/ProfileCell.swift", "Login/LoginViewController+Help.swift", "Login/LoginViewController.swift",
                                              "Shared/BaseViewController.swift", "Vendor/VendorScreen.swift"])
        let facts = index.lookup.facts(for: ["LoginViewController", "ProfileCell", "VendorScreen", "UnknownClass"])
        #expect(facts.classes.keys.sorted() == ["LoginViewController", "ProfileCell", "VendorScreen"])
        let login = try #require(facts.classes["LoginViewController"])
        #expect(login.declaredAt.description == "Login/LoginViewController.swift:4")
        #expect(login.outlets.keys.sorted() == ["subtitleLabel", "titleLabel"], "the superclass's outlet is inherited")
        #expect(login.actions.keys.sorted() == ["close:", "forgotPassword:", "showHelp:", "signIn:"])
        #expect(login.actions["forgotPassword:"]?.isFilePrivate == true && login.actions["forgotPassword:"]?.place.description == "Login/LoginViewController.swift:10")
        #expect(login.actions["showHelp:"]?.access == "fileprivate" && login.actions["showHelp:"]?.place.description == "Login/LoginViewController+Help.swift:5")
        #expect(login.externalAncestor == "UIViewController" && login.reportsMissing)
        #expect(facts.classes["ProfileCell"]?.awakeFromNib?.description == "Cells/ProfileCell.swift:6")
        #expect(facts.classes["VendorScreen"]?.externalAncestor == "ThirdPartyViewController")
        #expect(facts.classes["VendorScreen"]?.reportsMissing == false, "members may come from the framework's class")
    }

    @Test func privateActionsGetStringSelectorsAndMissingMembersAreLocatedWarnings() throws {
        let dir = Self.project()
        let result = try sync(dir)
        #expect(result.status("Login/LoginViewController.xib") == .written)
        let output = try #require(dir.read("Login/LoginViewController.generated.swift"))
        // One spelling per owner: a private action makes every action to the owner a string selector.
        #expect(output.contains(#"forgotPasswordButton.addTarget(owner, action: Selector(("forgotPassword:")), for: .touchUpInside)"#), "\(output)")
        #expect(output.contains(#"signInButton.addTarget(owner, action: Selector(("signIn:")), for: .touchUpInside)"#), "\(output)")
        #expect(!output.contains("#selector"))
        // The whole file (after its header) against its golden, which `scripts/typecheck-generated`
        // checks together with the fixture's Swift files (see OwnerSource-expected/README).
        let goldenPath = PathUtil.join(Fixtures.directory, "OwnerSource-expected/LoginViewController.generated.swift")
        let body = output.split(separator: "\n", omittingEmptySubsequences: false).drop { $0.hasPrefix("//") || $0.isEmpty }.joined(separator: "\n")
        if ProcessInfo.processInfo.environment["XIBGEN_UPDATE_GOLDENS"] == "1" { try Data(body.utf8).write(to: URL(fileURLWithPath: goldenPath)) }
        #expect(body == Fixtures.text("OwnerSource-expected/LoginViewController.generated.swift"))
        let found = diagnostics(result, "Login/LoginViewController.xib").map { "\($0.location.line) \($0.kind) \($0.message)" }
        #expect(found.contains { $0.hasPrefix("9 missing-outlet LoginViewController (Login/LoginViewController.swift:4) declares no outlet 'ghostLabel'") }, "\(found)")
        #expect(found.contains { $0.hasPrefix("26 private-action the action forgotPassword: goes to LoginViewController.forgotPassword(_:), which is private (Login/LoginViewController.swift:10)") && $0.contains("make it internal to get a checked selector") }, "\(found)")
        #expect(found.contains { $0.hasPrefix("31 private-action the action showHelp: goes to LoginViewController.showHelp(_:), which is fileprivate (Login/LoginViewController+Help.swift:5)") }, "\(found)")
        #expect(found.contains { $0.hasPrefix("36 missing-action LoginViewController (Login/LoginViewController.swift:4) declares no method for the action removedAction:") }, "\(found)")
        #expect(found.count == 4, "view, titleLabel, subtitleLabel (inherited) and close: (inherited) are declared: \(found)")

        let cell = diagnostics(result, "Cells/ProfileCell.xib").map { "\($0.location.line) \($0.kind) \($0.message)" }
        #expect(cell == ["6 awake-from-nib ProfileCell overrides awakeFromNib() (Cells/ProfileCell.swift:6), which never runs for an object the generated code builds; move that code into layoutDidLoad() (README, \"Migrating a screen\")"])
        #expect(diagnostics(result, "Vendor/VendorScreen.xib").isEmpty, "a superclass outside the project may declare them")
    }

    @Test func withoutSourcesTheOutputIsTheSameAsBefore() throws {
        let dir = Self.project()
        for file in dir.files() where file.hasSuffix(".swift") { dir.remove(file) }
        let result = try sync(dir)
        #expect(diagnostics(result, "Login/LoginViewController.xib").isEmpty)
        let output = try #require(dir.read("Login/LoginViewController.generated.swift"))
        #expect(output.contains("#selector(LoginViewController.forgotPassword(_:))"))
        // The same bytes as the generator writes with no owner facts, header included.
        let bytes = Array(FileManager.default.contents(atPath: dir.url("Login/LoginViewController.xib"))!)
        let plain = ViewCodeGenerator.generate(try XibDocument.parse(bytes), xibName: "LoginViewController", options: XibgenConfig.default.generatorOptions)
        #expect(output.hasSuffix(plain.text))
        #expect(output.contains(SHA256Hex.of(bytes)), "the source hash is the XIB's own")
        #expect(!dir.exists(".xibgen/owner-sources"), "no Swift declarations: nothing memoised")
    }

    @Test func privateActionsFailWhenConfigured() throws {
        let dir = Self.project()
        var config = XibgenConfig.default
        config.privateActions = .fail
        let result = try sync(dir, config)
        #expect(result.status("Login/LoginViewController.xib") == .error)
        #expect(!dir.exists("Login/LoginViewController.generated.swift"))
        let errors = diagnostics(result, "Login/LoginViewController.xib").filter { $0.severity == .error }
        #expect(errors.map(\.location.line) == [26, 31])
        #expect(errors.first?.message.contains("make it internal to get a checked selector") == true)
        #expect(result.status("Cells/ProfileCell.xib") == .written)
    }

    @Test func editingTheOwnerSourceRegeneratesOnlyWhenItsFactsChange() throws {
        let dir = Self.project()
        _ = try sync(dir)
        let before = try #require(dir.read("Login/LoginViewController.generated.swift"))
        #expect(try sync(dir).files.allSatisfy { $0.status == .fresh }, "a second run is a no-op")
        #expect(dir.exists(".xibgen/owner-sources"))

        // A comment moves the lines only: nothing to regenerate, in check mode either.
        let swift = "Login/LoginViewController.swift"
        dir.write(swift, "// A new comment at the top.\n" + dir.read(swift)!)
        #expect(try sync(dir, check: true).files.allSatisfy { $0.status == .fresh })
        #expect(try sync(dir).files.allSatisfy { $0.status == .fresh })
        #expect(dir.read("Login/LoginViewController.generated.swift") == before)

        // The private action made internal (and the help action's extension too): checked selectors again.
        dir.write(swift, dir.read(swift)!.replacingOccurrences(of: "@IBAction private func", with: "@IBAction func"))
        dir.write("Login/LoginViewController+Help.swift", dir.read("Login/LoginViewController+Help.swift")!.replacingOccurrences(of: "fileprivate ", with: ""))
        let check = try sync(dir, check: true)
        #expect(check.status("Login/LoginViewController.xib") == .stale, "\(check.files)")
        #expect(check.status("Cells/ProfileCell.xib") == .fresh, "only the documents naming the class")
        let result = try sync(dir)
        #expect(result.status("Login/LoginViewController.xib") == .written)
        #expect(result.files.filter { $0.status == .written }.count == 1)
        let after = try #require(dir.read("Login/LoginViewController.generated.swift"))
        #expect(after.contains("#selector(LoginViewController.forgotPassword(_:))"), "\(after)")
        #expect(!diagnostics(result, "Login/LoginViewController.xib").contains { $0.kind == "private-action" })

        // The superclass loses its outlet: the subclass's XIB is re-checked and reports it.
        let base = "Shared/BaseViewController.swift"
        dir.write(base, dir.read(base)!.replacingOccurrences(of: "@IBOutlet weak var subtitleLabel: UILabel?", with: ""))
        let third = try sync(dir)
        #expect(diagnostics(third, "Login/LoginViewController.xib").contains { $0.kind == "missing-outlet" && $0.message.contains("'subtitleLabel'") })
    }

    @Test func aChangedSwiftPathPlansTheDocumentsNamingItsClassesAndTheirSubclasses() throws {
        let dir = Self.project()
        _ = try sync(dir)
        // The superclass's file: its subclass's XIB is planned (and regenerated: its action is gone).
        let base = "Shared/BaseViewController.swift"
        dir.write(base, dir.read(base)!.replacingOccurrences(of: "@IBAction func close", with: "@IBAction func closeScreen"))
        let result = try sync(dir, scope: .paths([base], honorExcludes: false))
        #expect(result.files.map(\.source) == ["Login/LoginViewController.xib"], "\(result.files)")
        #expect(result.status("Login/LoginViewController.xib") == .written)
        #expect(diagnostics(result, "Login/LoginViewController.xib").contains { $0.kind == "missing-action" && $0.message.contains("close:") })
        // A deleted file: the documents naming its class are planned again; the class is unknown now.
        dir.remove("Cells/ProfileCell.swift")
        let deleted = try sync(dir, scope: .paths(["Cells/ProfileCell.swift"], honorExcludes: false))
        #expect(deleted.files.map(\.source) == ["Cells/ProfileCell.xib"], "\(deleted.files)")
        #expect(deleted.status("Cells/ProfileCell.xib") == .written, "its facts are gone, so is the warning: the header's hash changes")
        #expect(diagnostics(deleted, "Cells/ProfileCell.xib").isEmpty)
        // A Swift file no document's class is declared in: nothing to do.
        dir.write("Shared/Helpers.swift", "struct Helper {}\n")
        #expect(try sync(dir, scope: .paths(["Shared/Helpers.swift"], honorExcludes: false)).files.isEmpty)
    }

    @Test func theFirstSwiftFileOfAProjectPlansEveryDocument() throws {
        let dir = Self.project()
        let swiftFiles = dir.files().filter { $0.hasSuffix(".swift") }
        var saved: [String: String] = [:]
        for file in swiftFiles {
            saved[file] = dir.read(file)
            dir.remove(file)
        }
        _ = try sync(dir)
        #expect(!dir.exists(".xibgen/owner-sources"))
        // The owner's files come back (a checkout, a watcher event each): the XIB naming them is planned and regenerated.
        for (file, text) in saved { dir.write(file, text) }
        let result = try sync(dir, scope: .paths(["Cells/ProfileCell.swift"], honorExcludes: false))
        #expect(result.status("Cells/ProfileCell.xib") == .written, "\(result.files)")
        #expect(result.status("Login/LoginViewController.xib") == .written)
        #expect(diagnostics(result, "Cells/ProfileCell.xib").contains { $0.kind == "awake-from-nib" })
        #expect(try sync(dir).files.allSatisfy { $0.status == .fresh })
    }

    /// A copy of `dir`, its caches included.
    func copy(_ dir: TempDir) -> TempDir {
        let copy = TempDir()
        try! FileManager.default.removeItem(atPath: copy.path)
        try! FileManager.default.copyItem(atPath: dir.path, toPath: copy.path)
        return copy
    }

    /// A Swift-file sync with the caches a sync left gives what it gives after `rm -rf .xibgen`:
    /// its report, and the files it leaves.
    func expectSameAsWithoutCaches(_ dir: TempDir, _ paths: [String], sourceLocation: Testing.SourceLocation = #_sourceLocation) throws {
        let bare = TempDir()
        for file in dir.files() where !file.hasPrefix(".xibgen/") { bare.write(file, dir.read(file)!) }
        let scope = SyncScope.paths(paths, honorExcludes: false)
        let cached = try sync(dir, scope: scope)
        let uncached = try sync(bare, scope: scope)
        #expect(cached.files == uncached.files, sourceLocation: sourceLocation)
        #expect(cached.scanned == uncached.scanned, sourceLocation: sourceLocation)
        let files = dir.files().filter { !$0.hasPrefix(".xibgen/") }
        #expect(files == bare.files().filter { !$0.hasPrefix(".xibgen/") }, sourceLocation: sourceLocation)
        for file in files { #expect(dir.read(file) == bare.read(file), "\(file)", sourceLocation: sourceLocation) }
    }

    /// The memo's document records name only the documents synced since it was made (after a
    /// format change or damage too): a Swift file's sync plans every document, as without caches.
    @Test func aSwiftFileSyncAfterANamedDocumentsSyncPlansTheDocumentsTheMemoDoesNotKnow() throws {
        let dir = Self.project()
        _ = try sync(dir, scope: .paths(["Login/LoginViewController.xib"], honorExcludes: false))
        #expect(try #require(OwnerSources.decode(Array(dir.read(".xibgen/owner-sources")!.utf8))).documents.keys.sorted() == ["Login/LoginViewController.xib"])
        let result = try sync(copy(dir), scope: .paths(["Cells/ProfileCell.swift"], honorExcludes: false))
        #expect(result.status("Cells/ProfileCell.xib") == .written, "\(result.files)")
        #expect(diagnostics(result, "Cells/ProfileCell.xib").contains { $0.kind == "awake-from-nib" }, "\(result.files)")
        try expectSameAsWithoutCaches(dir, ["Cells/ProfileCell.swift"])
        // Now the records name every document: the next Swift file's sync plans only its own.
        let base = "Shared/BaseViewController.swift"
        dir.write(base, dir.read(base)!.replacingOccurrences(of: "@IBAction func close", with: "@IBAction func closeScreen"))
        let targeted = try sync(dir, scope: .paths([base], honorExcludes: false))
        #expect(targeted.files.map(\.source) == ["Login/LoginViewController.xib"], "\(targeted.files)")
    }

    /// A document added after a full sync has no record: a Swift file's sync finds it (it names the file's class).
    @Test func aSwiftFileSyncFindsADocumentAddedSinceTheLastFullSync() throws {
        let dir = Self.project()
        _ = try sync(dir)
        dir.write("Cells/OtherCell.xib", dir.read("Cells/ProfileCell.xib")!)
        let result = try sync(copy(dir), scope: .paths(["Cells/ProfileCell.swift"], honorExcludes: false))
        #expect(result.status("Cells/OtherCell.xib") == .written, "\(result.files)")
        #expect(diagnostics(result, "Cells/OtherCell.xib").contains { $0.kind == "awake-from-nib" }, "\(result.files)")
        try expectSameAsWithoutCaches(dir, ["Cells/ProfileCell.swift"])
    }

    @Test func theMemoRoundTripsAndADamagedOneIsIgnored() throws {
        let dir = Self.project()
        _ = try sync(dir)
        let path = dir.url(".xibgen/owner-sources")
        let bytes = try #require(FileManager.default.contents(atPath: path).map { [UInt8]($0) })
        let memo = try #require(OwnerSources.decode(bytes), "\(String(decoding: bytes, as: UTF8.self))")
        #expect(memo.files.count == 5)
        #expect(memo.files["Login/LoginViewController.swift"]?.facts == SwiftDeclarationScanner.scan(Array(dir.read("Login/LoginViewController.swift")!.utf8)))
        #expect(memo.documents.keys.sorted() == ["Cells/ProfileCell.xib", "Login/LoginViewController.xib", "Vendor/VendorScreen.xib"])
        #expect(OwnerSources.encode(memo) == bytes, "deterministic")
        var damaged = bytes
        damaged[damaged.count / 2] ^= 0x01
        #expect(OwnerSources.decode(damaged) == nil)
        try Data(damaged).write(to: URL(fileURLWithPath: path))
        #expect(try sync(dir).files.allSatisfy { $0.status == .fresh }, "rebuilt from the files, same facts")
        #expect(OwnerSources.decode(try #require(FileManager.default.contents(atPath: path).map { [UInt8]($0) })) == memo)
    }

    /// A full rescan leaves the documents' records as read when it saw exactly those documents with
    /// those hashes (`Memo.undecodedDocumentsAre`), and rewrites them otherwise.
    @Test func aFullRescanKeepsTheDocumentRecordsAsReadOnlyWhenItSawExactlyThem() throws {
        let dir = Self.project()
        _ = try sync(dir)
        let path = dir.url(".xibgen/owner-sources")
        let bytes = try #require(FileManager.default.contents(atPath: path).map { [UInt8]($0) })
        let decoded = try #require(OwnerSources.decode(bytes))
        let undecoded = try #require(OwnerSources.decode(bytes, documents: false))
        #expect(undecoded.documents.isEmpty && undecoded.undecodedDocuments != nil)
        let seen = decoded.documents
        #expect(seen.count == 3)
        #expect(undecoded.undecodedDocumentsAre(seen))
        var fewer = seen
        fewer["Vendor/VendorScreen.xib"] = nil
        var more = seen
        more["New/Screen.xib"] = String(repeating: "a", count: 64)
        var changed = seen
        changed["Cells/ProfileCell.xib"] = String(repeating: "b", count: 64)
        for other in [fewer, more, changed, [:]] { #expect(!undecoded.undecodedDocumentsAre(other), "\(other)") }
        #expect(!decoded.undecodedDocumentsAre(seen), "decoded: nothing kept as read")
        // In place, in the order of the paths' bytes (`undecodedDocumentsAre(inOrder:)`): the same
        // answers whatever the order seen; false for a document seen twice (the dictionary's answer is asked then).
        let inOrder = seen.map { (path: $0.key, hash: $0.value) }
        #expect(undecoded.undecodedDocumentsAre(inOrder: inOrder) && undecoded.undecodedDocumentsAre(inOrder: inOrder.reversed()))
        for other in [fewer, more, changed, [:]] {
            #expect(!undecoded.undecodedDocumentsAre(inOrder: other.map { (path: $0.key, hash: $0.value) }), "\(other)")
        }
        #expect(!undecoded.undecodedDocumentsAre(inOrder: inOrder + [inOrder[0]]), "a document twice")
        #expect(!decoded.undecodedDocumentsAre(inOrder: inOrder), "decoded: nothing kept as read")
        // Paths whose bytes sort otherwise than their Strings (`encode`'s order): false in place, true by dictionary.
        var unordered = OwnerSources.Memo()
        unordered.documents = ["A/e\u{0301}.xib": String(repeating: "c", count: 64), "A/f.xib": String(repeating: "d", count: 64)]
        let reread = try #require(OwnerSources.decode(OwnerSources.encode(unordered), documents: false))
        #expect(reread.undecodedDocumentsAre(unordered.documents))
        #expect(!reread.undecodedDocumentsAre(inOrder: unordered.documents.map { (path: $0.key, hash: $0.value) }))
        // Through syncs: a no-op rescan writes nothing; a document gone drops its record.
        let stampBefore = stamp(dir, ".xibgen/owner-sources")
        #expect(try sync(dir).files.allSatisfy { $0.status == .fresh })
        #expect(stamp(dir, ".xibgen/owner-sources") == stampBefore)
        dir.remove("Vendor/VendorScreen.xib")
        _ = try sync(dir)
        let written = try #require(FileManager.default.contents(atPath: path).map { [UInt8]($0) })
        let after = try #require(OwnerSources.decode(written))
        #expect(after.documents == fewer)
        // A full rescan keeps the classes of the hashes it needed only: those of the documents seen.
        #expect(Set(decoded.documentClasses.keys) == Set(seen.values) && Set(after.documentClasses.keys) == Set(fewer.values))
    }

    @Test func aPathScopedSyncRereadsASwiftFileChangedInPlaceWhoseDirectoryListingIsReused() throws {
        let dir = Self.project()
        // Old stamps everywhere, so the listings of every directory are recorded and reused.
        for file in dir.files() { setMTime(dir, file, 1_600_000_000) }
        for directory in ["Cells", "Login", "Shared", "Vendor", "."] { setMTime(dir, directory, 1_600_000_000) }
        let first = try sync(dir)
        #expect(diagnostics(first, "Cells/ProfileCell.xib").contains { $0.kind == "awake-from-nib" })
        // Rewritten in place (the directory's stamp does not change): no awakeFromNib() any more.
        let cell = "Cells/ProfileCell.swift"
        let text = dir.read(cell)!
        let body = try #require(text.range(of: "    override func awakeFromNib()"))
        let handle = try #require(FileHandle(forWritingAtPath: dir.url(cell)))
        try handle.truncate(atOffset: 0)
        try handle.write(contentsOf: Data((String(text[..<body.lowerBound]) + "}\n").utf8))
        try handle.close()
        let result = try sync(dir, scope: .paths(["Cells/ProfileCell.xib"], honorExcludes: false))
        #expect(result.status("Cells/ProfileCell.xib") == .written, "\(result.files)")
        #expect(!diagnostics(result, "Cells/ProfileCell.xib").contains { $0.kind == "awake-from-nib" }, "the file's facts were read again")
    }

    /// Size, mtime and inode kept: the memo's ctime tells the edit (see `HashMemo`).
    @Test("a Swift file written in place, same size, mtime set back, is read again: as without the memo")
    func aSwiftFileEditedInPlaceWithItsMtimeSetBackIsReadAgain() throws {
        let dir = Self.project()
        for file in dir.files() { setMTime(dir, file, 1_600_000_000) }
        _ = try sync(dir)
        #expect(try sync(dir).files.allSatisfy { $0.status == .fresh })
        let swift = "Login/LoginViewController.swift"
        let before = stamp(dir, swift)
        let text = try #require(dir.read(swift))
        #expect(text.contains("@IBAction private func"))
        let handle = try #require(FileHandle(forWritingAtPath: dir.url(swift)))  // in place: same inode
        try handle.write(contentsOf: Data(text.replacingOccurrences(of: "@IBAction private func", with: "@IBAction         func").utf8))
        try handle.close()
        setMTime(dir, swift, 1_600_000_000)
        let after = stamp(dir, swift)
        #expect(after.inode == before.inode && after.size == before.size && after.mtimeNanos == before.mtimeNanos)
        let result = try sync(dir)
        #expect(result.status("Login/LoginViewController.xib") == .written, "\(result.files)")
        #expect(!diagnostics(result, "Login/LoginViewController.xib").contains { $0.kind == "private-action" && $0.message.contains("forgotPassword") })
        let withMemo = try sync(dir).files
        dir.remove(".xibgen")
        #expect(try sync(dir).files == withMemo)
    }

    @Test func theLazyLookupAnswersAsTheDecodedOneAndTheMemoIsWrittenBackAsRead() throws {
        let dir = Self.project()
        for file in dir.files() { setMTime(dir, file, 1_600_000_000) }
        _ = try sync(dir)
        let path = dir.url(".xibgen/owner-sources")
        let bytes = try #require(FileManager.default.contents(atPath: path).map { [UInt8]($0) })
        let full = try #require(OwnerSources.decode(bytes))
        let lazy = try #require(OwnerSources.decode(bytes, declarations: false))
        #expect(lazy.stored != nil && lazy.files.values.allSatisfy { $0.stored != nil && $0.facts.declarations.isEmpty })
        #expect(OwnerSources.encode(lazy) == bytes, "entries kept as read are written back byte for byte")
        #expect(lazy.stored?.files?.count == 5, "the files' records are one run, written back in one piece")
        // One file's entry as decoded facts (read again): the records are written one by one, to the same bytes.
        var mixed = lazy
        mixed.files["Cells/ProfileCell.swift"] = full.files["Cells/ProfileCell.swift"]
        #expect(OwnerSources.encode(mixed) == bytes)
        mixed.files["Cells/ProfileCell.swift"] = nil
        #expect(OwnerSources.decode(OwnerSources.encode(mixed))?.files.count == 4, "a file dropped is not written")
        // The documents' classes are looked up where they are.
        let records = try #require(lazy.undecodedClasses)
        #expect(lazy.documentClasses.isEmpty && !full.documentClasses.isEmpty)
        for (hash, classes) in full.documentClasses {
            #expect(OwnerSources.classes(forHash: hash, inRecords: records) == classes)
            #expect(OwnerSources.classes(forHash: String(hash.dropLast()), inRecords: records) == nil, "a whole field, not a prefix")
            #expect(OwnerSources.classes(forHash: String(hash.dropFirst()), inRecords: records) == nil, "from the line's start")
        }
        func scan(_ memo: OwnerSources.Memo) -> (index: OwnerSourceIndex, entries: [String: OwnerSources.MemoEntry]) {
            OwnerSources.scan(root: dir.path, roots: ["."], excludes: ExcludeMatcher(patterns: []), skipping: [".xibgen"],
                              outputSuffix: ".generated.swift", memo: memo)
        }
        let eager = scan(full).index
        let (index, entries) = scan(lazy)
        #expect(index.decoded.isEmpty && index.storedFiles.count == 5, "every file's stamp matched: nothing decoded")
        #expect(index == eager)
        var written = lazy
        written.files = entries
        #expect(OwnerSources.encode(written) == bytes)
        let names = ["LoginViewController", "ProfileCell", "VendorScreen", "BaseViewController", "UnknownClass", "UIViewController"]
        #expect(OwnerLookup(index, eager: false).facts(for: names) == eager.lookup.facts(for: names))
        for name in names { #expect(OwnerLookup(index, eager: false).facts(for: [name]) == eager.lookup.facts(for: [name]), "\(name)") }
    }

    @Test func theScanKeepsTheMemosEntriesUntilAFileDiffersAndDropsFilesGone() throws {
        let dir = Self.project()
        for file in dir.files() { setMTime(dir, file, 1_600_000_000) }
        _ = try sync(dir)
        let bytes = try #require(FileManager.default.contents(atPath: dir.url(".xibgen/owner-sources")).map { [UInt8]($0) })
        let memo = try #require(OwnerSources.decode(bytes, declarations: false))
        func entries() -> [String: OwnerSources.MemoEntry] {
            OwnerSources.scan(root: dir.path, roots: ["."], excludes: ExcludeMatcher(patterns: []), skipping: [".xibgen"],
                              outputSuffix: ".generated.swift", memo: memo).entries
        }
        #expect(memo.files.count == 5 && entries() == memo.files, "nothing changed: the memo's entries")
        // The third file in path order changed in place: the two before it are the memo's, it is read again.
        let base = "Shared/BaseViewController.swift"
        dir.write(base, dir.read(base)! + "\nfinal class AddedLater: UIViewController {}\n")
        let changed = entries()
        #expect(Set(changed.keys) == Set(memo.files.keys))
        #expect(changed[base] != memo.files[base] && changed[base]?.facts.declarations.contains { $0.name == "AddedLater" } == true)
        for (path, entry) in memo.files where path != base { #expect(changed[path] == entry, "\(path)") }
        // A file removed: the entry of the file gone is dropped.
        dir.write(base, dir.read(base)!.replacingOccurrences(of: "\nfinal class AddedLater: UIViewController {}\n", with: ""))
        dir.remove("Vendor/VendorScreen.swift")
        let removed = entries()
        #expect(Set(removed.keys) == Set(memo.files.keys).subtracting(["Vendor/VendorScreen.swift"]))
        #expect(removed.count == 4 && removed["Cells/ProfileCell.swift"] == memo.files["Cells/ProfileCell.swift"])
    }

    @Test func theStampCheckSharedByTwoThreadsAnswersAsOneThread() throws {
        let dir = Self.project()
        for file in dir.files() { setMTime(dir, file, 1_600_000_000) }
        _ = try sync(dir)
        let bytes = try #require(FileManager.default.contents(atPath: dir.url(".xibgen/owner-sources")).map { [UInt8]($0) })
        let memo = try #require(OwnerSources.decode(bytes, declarations: false))
        let paths = memo.files.keys.sorted() + ["Later/Added.swift"]
        #expect(paths.count == 6)
        func check(_ parallelFrom: Int) -> [OwnerSources.MemoEntry?] {
            OwnerSources.unchangedEntries(root: dir.path, paths: paths, files: memo.files, parallelFrom: parallelFrom)
        }
        #expect(check(.max) == paths.map { memo.files[$0] }, "nothing changed: every memoised file's entry")
        #expect(check(2) == check(.max))
        // One file changed in place in each half (the second with its mtime set back), one removed,
        // one the memo lacks: nil for those, in either half, as with one thread.
        dir.write(paths[0], dir.read(paths[0])! + "\n")
        let text = dir.read(paths[4])!
        usleep(20_000)
        let handle = try #require(FileHandle(forWritingAtPath: dir.url(paths[4])))
        try handle.write(contentsOf: Data(text.utf8))
        try handle.close()
        setMTime(dir, paths[4], 1_600_000_000)
        dir.remove(paths[1])
        dir.write("Later/Added.swift", "final class Added {}\n")
        let one = check(.max)
        #expect(one.map { $0 == nil } == [true, true, false, false, true, true])
        #expect(check(2) == one)
        #expect(check(3) == one)
    }

    /// A decoded memo keeps its files in record order (the project-files record's order), and
    /// their entries are found by position; a path elsewhere is looked up; a memo whose files
    /// changed since has no order.
    @Test func theMemosFilesInRecordOrderAreFoundByPosition() throws {
        let dir = Self.project()
        for file in dir.files() { setMTime(dir, file, 1_600_000_000) }
        _ = try sync(dir)
        let bytes = try #require(FileManager.default.contents(atPath: dir.url(".xibgen/owner-sources")).map { [UInt8]($0) })
        var memo = try #require(OwnerSources.decode(bytes, declarations: false))
        let inOrder = try #require(memo.origin.filesInOrder)
        #expect(inOrder.map(\.path) == memo.files.keys.sorted(), "the records' order")
        #expect(inOrder.allSatisfy { memo.files[$0.path] == $0.entry })
        let paths = inOrder.map(\.path)
        let stamps = OwnerSources.stamps(root: dir.path, paths: paths)
        #expect(OwnerSources.unchangedEntries(paths: paths, stamps: stamps, files: memo.files, inOrder: inOrder) == paths.map { memo.files[$0] })
        // Taken by position: an entry given in order is the one answered (its stamp still matches).
        var marked = inOrder
        marked[1].entry.facts = SwiftFileFacts(declarations: [SwiftTypeDeclaration(kind: .class, name: "Marked", line: 1)])
        #expect(OwnerSources.unchangedEntries(paths: paths, stamps: stamps, files: memo.files, inOrder: marked)[1] == marked[1].entry)
        // A path added in front shifts every position: each is looked up, with the same answers.
        let shifted = ["Added.swift"] + paths
        let found = OwnerSources.unchangedEntries(paths: shifted, stamps: [nil] + stamps, files: memo.files, inOrder: marked)
        #expect(found == [nil] + paths.map { memo.files[$0] })
        // Files changed: no order is kept.
        memo.files[paths[0]] = nil
        #expect(memo.origin.filesInOrder == nil)
    }

    @Test func aSwiftFileEditedInPlaceWithItsSizeAndMtimeSetBackIsReadAgain() throws {
        let dir = Self.project()
        for file in dir.files() { setMTime(dir, file, 1_600_000_000) }
        for directory in ["Cells", "Login", "Shared", "Vendor", "."] { setMTime(dir, directory, 1_600_000_000) }
        let login = "Login/LoginViewController.xib"
        let scope = SyncScope.paths([login], honorExcludes: false)
        _ = try sync(dir)
        #expect(try sync(dir, scope: scope).status(login) == .fresh)
        // The superclass's outlet renamed in place, the file's size kept, its mtime set back: only
        // its ctime (which cannot be set back) tells.
        let base = "Shared/BaseViewController.swift"
        let text = dir.read(base)!
        let edited = text.replacingOccurrences(of: "var subtitleLabel", with: "var subtitleLabeX")
        #expect(edited.utf8.count == text.utf8.count && edited != text)
        usleep(20_000)
        let handle = try #require(FileHandle(forWritingAtPath: dir.url(base)))
        try handle.write(contentsOf: Data(edited.utf8))
        try handle.close()
        setMTime(dir, base, 1_600_000_000)
        let result = try sync(dir, scope: scope)
        #expect(result.status(login) == .written, "\(result.files)")
        #expect(diagnostics(result, login).contains { $0.message.contains("subtitleLabel") }, "the file's facts were read again")
        // What a run without the cache gives: the same output, fresh.
        let output = dir.read("Login/LoginViewController.generated.swift")
        try FileManager.default.removeItem(atPath: dir.url(".xibgen"))
        #expect(try sync(dir, scope: scope).status(login) == .fresh)
        #expect(dir.read("Login/LoginViewController.generated.swift") == output)
    }

    @Test func aPathScopedSyncFollowsASuperclassChangedInPlace() throws {
        let dir = Self.project()
        for file in dir.files() { setMTime(dir, file, 1_600_000_000) }
        for directory in ["Cells", "Login", "Shared", "Vendor", "."] { setMTime(dir, directory, 1_600_000_000) }
        let login = "Login/LoginViewController.xib"
        let first = try sync(dir)
        func mentions(_ result: SyncResult, _ text: String) -> Bool { diagnostics(result, login).contains { $0.message.contains(text) } }
        #expect(!mentions(first, "subtitleLabel"), "\(diagnostics(first, login))")
        func rewriteInPlace(_ file: String, _ change: (String) -> String) throws {
            let text = dir.read(file)!
            let handle = try #require(FileHandle(forWritingAtPath: dir.url(file)))
            try handle.truncate(atOffset: 0)
            try handle.write(contentsOf: Data(change(text).utf8))
            try handle.close()
        }
        // The superclass's outlet renamed: the subclass's document loses it.
        let base = "Shared/BaseViewController.swift"
        try rewriteInPlace(base) { $0.replacingOccurrences(of: "var subtitleLabel", with: "var subtitleText") }
        let renamed = try sync(dir, scope: .paths([login], honorExcludes: false))
        #expect(mentions(renamed, "subtitleLabel"), "the superclass's facts were read again: \(diagnostics(renamed, login))")
        // The superclass now descends from a framework's class: nothing is reported missing.
        try rewriteInPlace(base) { $0.replacingOccurrences(of: "BaseViewController: UIViewController", with: "BaseViewController: ThirdPartyViewController") }
        let rebased = try sync(dir, scope: .paths([login], honorExcludes: false))
        #expect(rebased.status(login) != .error && !mentions(rebased, "subtitleLabel"), "the new chain was followed: \(diagnostics(rebased, login))")
    }

    @Test func aPathScopedSyncLooksUpOnlyItsDocumentsRecordsAndUpdatesThem() throws {
        let dir = Self.project()
        _ = try sync(dir)
        let path = dir.url(".xibgen/owner-sources")
        func memoBytes() throws -> [UInt8] { try #require(FileManager.default.contents(atPath: path).map { [UInt8]($0) }) }
        let bytes = try memoBytes()
        let full = try #require(OwnerSources.decode(bytes))
        // Read without the documents' records: each is found where it is, and written back as read.
        var lazy = try #require(OwnerSources.decode(bytes, documents: false))
        #expect(lazy.documents.isEmpty && lazy.undecodedDocuments != nil)
        #expect(lazy.files == full.files && lazy.documentClasses == full.documentClasses)
        for (document, hash) in full.documents { #expect(lazy.documentHash(document) == hash) }
        #expect(lazy.documentHash("Cells") == nil && lazy.documentHash("ProfileCell.xib") == nil)
        #expect(OwnerSources.encode(lazy) == bytes)
        lazy.decodeDocuments()
        #expect(lazy == full)

        // Nothing new for the document: the memo is not written.
        #expect(try sync(dir, scope: .paths(["Cells/ProfileCell.xib"], honorExcludes: false)).files.allSatisfy { $0.status == .fresh })
        #expect(try memoBytes() == bytes)
        // A changed document and a new one: their records change, the others stay.
        let vendor = "Vendor/VendorScreen.xib"
        dir.write(vendor, dir.read(vendor)!.replacingOccurrences(of: "</document>", with: "<!-- edited -->\n</document>"))
        dir.write("Cells/OtherCell.xib", dir.read("Cells/ProfileCell.xib")!)
        let result = try sync(dir, scope: .paths([vendor, "Cells/OtherCell.xib"], honorExcludes: false))
        #expect(result.status(vendor) == .written && result.status("Cells/OtherCell.xib") == .written, "\(result.files)")
        let after = try #require(OwnerSources.decode(try memoBytes()))
        #expect(after.documents.keys.sorted() == ["Cells/OtherCell.xib", "Cells/ProfileCell.xib", "Login/LoginViewController.xib", vendor])
        #expect(after.documents[vendor] != full.documents[vendor])
        #expect(after.documentClasses[after.documents[vendor]!] == ["VendorScreen"], "the new content's classes are recorded")
        #expect(after.documentClasses[full.documents[vendor]!] == ["VendorScreen"], "and the records read are kept")
        #expect(after.documents["Cells/OtherCell.xib"] == full.documents["Cells/ProfileCell.xib"], "same bytes, same hash")
        #expect(after.documents["Login/LoginViewController.xib"] == full.documents["Login/LoginViewController.xib"])
        // What a full rescan records for them.
        _ = try sync(dir)
        #expect(try #require(OwnerSources.decode(try memoBytes())).documents == after.documents)
        // And a Swift change still finds the documents naming its class through those records.
        let cell = "Cells/ProfileCell.swift"
        dir.write(cell, dir.read(cell)!.replacingOccurrences(of: "var nameLabel", with: "var titleLabel"))
        let changed = try sync(dir, scope: .paths([cell], honorExcludes: false))
        #expect(changed.files.map(\.source).sorted() == ["Cells/OtherCell.xib", "Cells/ProfileCell.xib"], "\(changed.files)")
    }

    @Test func aPathScopedSyncOfAnEditedDocumentReplacesOnlyItsRecordInTheMemo() throws {
        let dir = Self.project()
        _ = try sync(dir)
        let path = dir.url(".xibgen/owner-sources")
        func documentLines() throws -> [String] {
            let text = String(decoding: try #require(FileManager.default.contents(atPath: path)), as: UTF8.self)
            return text.split(separator: "\n").filter { $0.hasPrefix("P\t") }.map(String.init)
        }
        let before = try documentLines()
        // The first document in path order: re-encoding the records would put it back first.
        let cell = "Cells/ProfileCell.xib"
        #expect(before.count == 3 && before.first?.hasSuffix("\t" + cell) == true, "\(before)")
        dir.write(cell, dir.read(cell)!.replacingOccurrences(of: "</document>", with: "<!-- edited -->\n</document>"))
        #expect(try sync(dir, scope: .paths([cell], honorExcludes: false)).status(cell) == .written)
        let after = try documentLines()
        #expect(Array(after.dropLast()) == Array(before.dropFirst()), "the other records stay as read, in their order: \(after)")
        #expect(after.last?.hasSuffix("\t" + cell) == true && after.last != before.first, "its record, with the new hash, follows them")
        // What a full rescan records instead: the same documents and hashes.
        func memo() throws -> OwnerSources.Memo {
            let bytes = try #require(FileManager.default.contents(atPath: path).map { [UInt8]($0) })
            return try #require(OwnerSources.decode(bytes))
        }
        let patched = try memo()
        #expect(patched.documents.count == 3)
        _ = try sync(dir)
        #expect(try memo().documents == patched.documents)
    }

    @Test(arguments: [
        ("<placeholder customClass=\"A\" id=\"1\"/><view customClass=\"B\"/>\n<x\tcustomClass=\"A\"/>", ["A", "B"]),
        ("<view mycustomClass=\"No\" customClass=\"\" id=\"x\"/>", []),
        ("customClass=\"Cut", ["Cut"]),
        ("<placeholder placeholderIdentifier=\"IBFirstResponder\" id=\"-2\" customClass=\"UIResponder\"/>", []),
    ])
    func customClassesAreReadWithoutParsing(xml: String, classes: [String]) {
        #expect(OwnerSources.customClasses(in: Array(xml.utf8)) == classes)
    }
}
