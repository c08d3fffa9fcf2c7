import Foundation
import Testing
import XibGenerator
import XibModel

/// A storyboard's typed identifiers used as the README's "Typed identifiers" says, against the
/// recording surface (whose `UIStoryboard` instantiates the classes a test registers, as the
/// storyboard file would): `Scene.x.instantiate()` type-checks as the scene's class, returns it,
/// passes a creator through, and names the storyboard and identifier when the class is wrong.
@Suite("Typed storyboard identifiers", .serialized)
struct StoryboardIdentifierSurfaceTests {
    static let app = """
        import UIKit

        typealias Typed = TypedIdentifiersStoryboard

        class LoginViewController: UIViewController {
            var injected = "none"
            // The storyboard's generated factories create it in code.
            init() { super.init(nibName: nil, bundle: nil) }
            init?(coder: NSCoder, injected: String) {
                self.injected = injected
                super.init(coder: coder)
            }
            required init?(coder: NSCoder) { super.init(coder: coder) }
        }
        class SignUpViewController: UIViewController {}
        class LegacyLoginViewController: UIViewController {}
        class OtherLoginViewController: UIViewController {}
        class DefaultsViewController: UIViewController {}
        class UntaggedViewController: UIViewController {}
        class ContactsViewController: UITableViewController {}
        class ProfileCell: UITableViewCell {}
        // The storyboard referenced by the fixture, converted too (its generated factory).
        @MainActor enum SettingsStoryboard {
            static func makeInitialViewController() -> UIViewController { UIViewController() }
        }

        @MainActor func registerStoryboard(legacyClass: UIViewController.Type = LegacyLoginViewController.self) {
            UIStoryboard._surfaceRegister(name: "TypedIdentifiers", initial: "Main Navigation", scenes: [
                "Main Navigation": UINavigationController.self, "Login": LoginViewController.self,
                "login": SignUpViewController.self, "login2": legacyClass, "2nd Screen": UIViewController.self,
                "default": DefaultsViewController.self, "contacts list": ContactsViewController.self,
                "Photos-Grid 🔥": UICollectionViewController.self,
            ])
        }

        // What the app writes: typed, no strings, no casts.
        @MainActor func useTheStoryboard() -> [String] {
            let login: LoginViewController = Typed.Scene.login.instantiate()
            let signUp: SignUpViewController = Typed.Scene.login3.instantiate()
            let contacts: ContactsViewController = Typed.Scene.contactsList.instantiate()
            let settings: DefaultsViewController = Typed.Scene.default.instantiate()
            let initial: UINavigationController = Typed.instantiateInitial()
            let injected = Typed.Scene.login.instantiate { coder in LoginViewController(coder: coder, injected: "session") }
            return [
                "login=\\(type(of: login)) storyboard=\\(login.storyboard?._name ?? "nil")",
                "signUp=\\(type(of: signUp))",
                "contacts=\\(type(of: contacts))",
                "default=\\(type(of: settings))",
                "initial=\\(type(of: initial))",
                "injected=\\(injected.injected)",
                "name=\\(Typed.name) identifier=\\(Typed.Scene.photosGrid.identifier)",
                "reuse=\\(Typed.ReuseIdentifier.cell),\\(Typed.ReuseIdentifier.cell2),\\(Typed.ReuseIdentifier.profileCell)",
            ]
        }
        """

    static let expected = [
        "login=LoginViewController storyboard=TypedIdentifiers",
        "signUp=SignUpViewController",
        "contacts=ContactsViewController",
        "default=DefaultsViewController",
        "initial=UINavigationController",
        "injected=session",
        "name=TypedIdentifiers identifier=Photos-Grid 🔥",
        "reuse=Cell,cell,Profile Cell",
    ]

    static func write(_ files: [String: String], in name: String) throws -> String {
        let directory = NSTemporaryDirectory() + "xibgen-\(name)-\(getpid())"
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        for (file, text) in files { try text.write(toFile: directory + "/" + file, atomically: false, encoding: .utf8) }
        return directory
    }

    static func generated() throws -> String {
        let path = Fixtures.repoRoot + "/Tests/XibGeneratorTests/Golden/Storyboards/TypedIdentifiers.storyboard"
        let document = try XibDocument.parse(Array(FileManager.default.contents(atPath: path) ?? Data()))
        return ViewCodeGenerator.generate(document, xibName: "TypedIdentifiers").text
    }

    static let harness = Fixtures.repoRoot + "/scripts/typecheck-generated"

    @Test("instantiate() type-checks as the scene's class and returns it; the initial scene too")
    func instantiateReturnsTheScenesClass() throws {
        let main = """
            import UIKit
            MainActor.assumeIsolated {
                registerStoryboard()
                for line in useTheStoryboard() { print(line) }
            }
            """
        let directory = try Self.write(["main.swift": main, "gen.swift": try Self.generated(), "app.swift": Self.app], in: "typed-ids")
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let typecheck = Shell.run([Self.harness, directory + "/gen.swift", directory + "/app.swift"])
        #expect(typecheck.status == 0, "\(typecheck.output)")
        let run = Shell.run([Self.harness, "--run", "--swift-version", "6", directory + "/main.swift", directory + "/gen.swift", directory + "/app.swift"])
        #expect(run.status == 0, "\(run.output)")
        let lines = run.output.split(separator: "\n").map(String.init).filter { $0.contains("=") && !$0.contains("warning") }
        #expect(lines == Self.expected, "\(run.output)")
    }

    @Test("a scene used as another class does not compile")
    func wrongClassIsACompileError() throws {
        let wrong = """
            import UIKit
            @MainActor func wrong() -> SignUpViewController { Typed.Scene.login.instantiate() }
            """
        let directory = try Self.write(["gen.swift": try Self.generated(), "app.swift": Self.app, "wrong.swift": wrong], in: "typed-ids-wrong")
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let typecheck = Shell.run([Self.harness, "--swift-version", "6", directory + "/gen.swift", directory + "/app.swift", directory + "/wrong.swift"])
        #expect(typecheck.status != 0)
        #expect(typecheck.output.contains("cannot convert return expression of type 'LoginViewController' to return type 'SignUpViewController'"), "\(typecheck.output)")
    }

    @Test("a storyboard whose scene is of another class fails naming the storyboard, the identifier and both classes")
    func wrongRuntimeClassFailsWithAPreciseMessage() throws {
        let main = """
            import UIKit
            MainActor.assumeIsolated {
                registerStoryboard(legacyClass: UIViewController.self)
                _ = Typed.Scene.login2.instantiate()
            }
            """
        let directory = try Self.write(["main.swift": main, "gen.swift": try Self.generated(), "app.swift": Self.app], in: "typed-ids-trap")
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let run = Shell.run([Self.harness, "--run", "--swift-version", "5", directory + "/main.swift", directory + "/gen.swift", directory + "/app.swift"])
        #expect(run.status != 0)
        #expect(run.output.contains(#"TypedIdentifiers.storyboard: the scene "login2" is a UIViewController, not a LegacyLoginViewController"#), "\(run.output)")
    }
}
