import Foundation
import Testing
import XibGenerator
import XibModel

/// A storyboard's scenes adopted the way README "Migrating a storyboard scene" says, run against
/// the recording surface: the controller calls the scene's `configure(_:)` from its initializer
/// (so a pushed controller shows its title, and a tab its item, before the view loads, as a
/// storyboard decoded them at instantiation), and installs the layout in `loadView()` as its
/// `view`, `tableView` or `collectionView`, then calls `connect(to:)`.
@Suite("Storyboard scenes adopted by their controllers", .serialized)
struct SceneAdoptionTests {
    /// What the app declares: the controllers, adopting their layouts, and the classes the
    /// storyboard names (a custom cell and a custom root view).
    static let app = """
        import UIKit

        typealias Scenes = ConformanceScenesStoryboard

        class ContactCell: UITableViewCell {
            var nameLabel: UILabel?
        }

        class LoginViewControllerLayout: UIView {}

        final class LoginViewController: UIViewController, UITextFieldDelegate {
            init() {
                super.init(nibName: nil, bundle: nil)
                Scenes.LoginViewControllerLayoutBase.configure(self)
            }
            required init?(coder: NSCoder) { fatalError() }
            override func loadView() {
                let layout = Scenes.LoginViewControllerLayoutBase()
                view = layout
                layout.connect(to: self)
            }
            @objc func signIn(_ sender: Any) {}
            @objc func showHelp(_ sender: Any) {}
        }

        final class ContactsViewController: UITableViewController {
            init() {
                super.init(style: .plain)
                Scenes.ContactsViewControllerLayout.configure(self)
            }
            required init?(coder: NSCoder) { fatalError() }
            override func loadView() {
                let layout = Scenes.ContactsViewControllerLayout()
                tableView = layout
                layout.connect(to: self)
            }
            @objc func call(_ sender: Any) {}
        }

        final class SettingsViewController: UITableViewController {
            init() {
                super.init(style: .grouped)
                Scenes.SettingsViewControllerLayout.configure(self)
            }
            required init?(coder: NSCoder) { fatalError() }
            override func loadView() {
                let layout = Scenes.SettingsViewControllerLayout()
                tableView = layout
                layout.connect(to: self)
            }
            @objc func toggleSync(_ sender: Any) {}
        }

        final class GalleryViewController: UICollectionViewController {
            init() {
                super.init(collectionViewLayout: Scenes.GalleryViewControllerLayout.makeCollectionViewLayout())
                Scenes.GalleryViewControllerLayout.configure(self)
            }
            required init?(coder: NSCoder) { fatalError() }
            override func loadView() {
                let layout = Scenes.GalleryViewControllerLayout()
                collectionView = layout
                layout.connect(to: self)
            }
        }
        """

    /// Prints what the test compares: attributes before the view loads, then what loading installs.
    static let main = """
        import UIKit

        MainActor.assumeIsolated {
            let login = LoginViewController()
            let navigation = UINavigationController(rootViewController: login)
            print("login.viewLoaded=\\(login.isViewLoaded)")
            print("login.title=\\(login.title ?? "nil")")
            print("nav.topItem.title=\\(navigation.navigationBar.topItem?.title ?? "nil")")
            print("nav.topItem.prompt=\\(navigation.navigationBar.topItem?.prompt ?? "nil")")
            print("login.hidesBottomBarWhenPushed=\\(login.hidesBottomBarWhenPushed)")
            print("login.modalPresentationStyle.formSheet=\\(login.modalPresentationStyle == .formSheet)")
            let help = login.navigationItem.rightBarButtonItem
            print("help.title=\\(help?.title ?? "nil") targetIsLogin=\\(help?.target === login)")
            print("login.viewLoaded.afterAttributes=\\(login.isViewLoaded)")

            let contacts = ContactsViewController()
            let tabs = UITabBarController()
            tabs.viewControllers = [contacts, navigation]
            print("tab0=\\(tabs.tabBar.items?.first?.title ?? "nil") contacts.viewLoaded=\\(contacts.isViewLoaded)")

            _ = login.view
            print("login.view.isLayout=\\(login.view is Scenes.LoginViewControllerLayoutBase)")
            let emailDelegateIsLogin = (login.view as? Scenes.LoginViewControllerLayoutBase)?.emailField.delegate === login
            print("login.email.delegate=\\(emailDelegateIsLogin)")

            let table = contacts.tableView
            print("contacts.tableView.isLayout=\\(table is Scenes.ContactsViewControllerLayout)")
            print("contacts.dataSource=\\(table?.dataSource === contacts) delegate=\\(table?.delegate === contacts)")
            let registered = table?._registeredCells ?? [:]
            print("registered.ContactCell=\\(registered["ContactCell"].map { ObjectIdentifier($0) == ObjectIdentifier(Scenes.ContactCellLayout.self) } ?? false)")
            print("registered.plain=\\(registered["plain"].map { ObjectIdentifier($0) == ObjectIdentifier(Scenes.ContactsViewControllerPlainCellLayout.self) } ?? false)")

            let settings = SettingsViewController()
            let settingsTable = settings.tableView!
            let layout = settingsTable as? Scenes.SettingsViewControllerLayout
            print("settings.dataSource.isStatic=\\(settingsTable.dataSource === layout?.staticDataSource) delegate=\\(settingsTable.delegate === settings)")
            let source = layout?.staticDataSource
            let sections = source?.numberOfSections(in: settingsTable) ?? -1
            let rows = source?.tableView(settingsTable, numberOfRowsInSection: 0) ?? -1
            print("settings.sections=\\(sections) rows=\\(rows)")
            print("settings.header=\\(source?.tableView(settingsTable, titleForHeaderInSection: 0) ?? "nil") footer=\\(source?.tableView(settingsTable, titleForFooterInSection: 0) ?? "nil")")
            let second = source?.tableView(settingsTable, cellForRowAt: IndexPath(row: 1, section: 0))
            print("settings.row1.isMember=\\(second === layout?.cell2) height=\\(source?.rowHeight(at: IndexPath(row: 1, section: 0)).map { "\\($0)" } ?? "nil")")

            let gallery = GalleryViewController()
            print("gallery.collectionView.isLayout=\\(gallery.collectionView is Scenes.GalleryViewControllerLayout)")
        }
        """

    static let expected = [
        "login.viewLoaded=false",
        "login.title=Log In",
        "nav.topItem.title=Welcome",
        "nav.topItem.prompt=Sign in to continue",
        "login.hidesBottomBarWhenPushed=true",
        "login.modalPresentationStyle.formSheet=true",
        "help.title=Help targetIsLogin=true",
        "login.viewLoaded.afterAttributes=false",
        "tab0=Contacts contacts.viewLoaded=false",
        "login.view.isLayout=true",
        "login.email.delegate=true",
        "contacts.tableView.isLayout=true",
        "contacts.dataSource=true delegate=true",
        "registered.ContactCell=true",
        "registered.plain=true",
        "settings.dataSource.isStatic=true delegate=true",
        "settings.sections=1 rows=2",
        "settings.header=Account footer=Signed in",
        "settings.row1.isMember=true height=80.0",
        "gallery.collectionView.isLayout=true",
    ]

    @Test("configure(_:) at init sets what a pushed or tabbed controller shows before its view loads; loadView installs the layout")
    func adoptedScenesBehaveLikeTheStoryboard() throws {
        let path = Fixtures.repoRoot + "/Tests/XibConformanceTests/Fixtures/ConformanceScenes.storyboard"
        let document = try XibDocument.parse(Array(FileManager.default.contents(atPath: path) ?? Data()))
        let output = ViewCodeGenerator.generate(document, xibName: "ConformanceScenes")
        let directory = NSTemporaryDirectory() + "xibgen-scene-adoption-\(getpid())"
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let files = ["main.swift": Self.main, "gen.swift": output.text, "app.swift": Self.app]
        for (name, text) in files { try text.write(toFile: directory + "/" + name, atomically: false, encoding: .utf8) }
        let harness = Fixtures.repoRoot + "/scripts/typecheck-generated"

        // The app around the generated code type-checks in both language modes…
        let typecheck = Shell.run([harness, directory + "/gen.swift", directory + "/app.swift"])
        #expect(typecheck.status == 0, "\(typecheck.output)")
        // …and, run against the recording surface, behaves as the storyboard did.
        let run = Shell.run([harness, "--run", "--swift-version", "5", directory + "/main.swift", directory + "/gen.swift", directory + "/app.swift"])
        #expect(run.status == 0, "\(run.output)")
        let lines = run.output.split(separator: "\n").map(String.init).filter { $0.contains("=") && !$0.contains("warning") }
        #expect(lines == Self.expected, "\(run.output)")
    }

    @Test("style.previews: a #Preview per scene view and prototype, after the namespace, type-checks")
    func previewsOfScenes() throws {
        let path = Fixtures.repoRoot + "/Tests/XibConformanceTests/Fixtures/ConformanceScenes.storyboard"
        let document = try XibDocument.parse(Array(FileManager.default.contents(atPath: path) ?? Data()))
        var options = GeneratorOptions.default
        options.previews = true
        let output = ViewCodeGenerator.generate(document, xibName: "ConformanceScenes", options: options)
        #expect(output.text.components(separatedBy: "#Preview(").count - 1 == output.typeNames.count)
        #expect(output.text.contains("#Preview(\"LoginViewControllerLayoutBase\") {\n    ConformanceScenesStoryboard.LoginViewControllerLayoutBase(frame: .zero)"), "\(output.text)")
        #expect(output.text.contains("#Preview(\"ContactCellLayout\", traits: .fixedLayout(width: 375, height: 44))"), "\(output.text)")
        let directory = NSTemporaryDirectory() + "xibgen-scene-previews-\(getpid())"
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        try output.text.write(toFile: directory + "/gen.swift", atomically: false, encoding: .utf8)
        try Self.app.write(toFile: directory + "/app.swift", atomically: false, encoding: .utf8)
        let typecheck = Shell.run([Fixtures.repoRoot + "/scripts/typecheck-generated", directory + "/gen.swift", directory + "/app.swift"])
        #expect(typecheck.status == 0, "\(typecheck.output)")
    }
}
