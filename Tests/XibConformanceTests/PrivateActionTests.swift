import Foundation
import Testing
import XibGenerator
import XibModel

/// An owner whose actions are `private` (README "Migrating a screen"): with the owner facts the
/// pipeline reads from its Swift source, the generated `connect(to:)` spells every action to it
/// `Selector(("…"))`, which type-checks from the generated type (the `#selector` would not), and,
/// run against the recording surface with another view first responder, each action reaches the
/// owner — the private one included — as the nib's direct connection did.
@Suite("Private actions of the owner", .serialized)
struct PrivateActionTests {
    static let fixture = Fixtures.repoRoot + "/Tests/XibPipelineTests/Fixtures/OwnerSource"

    /// What the pipeline's scan finds in the fixture's Swift files (OwnerSourceTests checks that
    /// the scan finds exactly this).
    static let facts: OwnerFacts = {
        func place(_ file: String, _ line: Int) -> OwnerFacts.Place { .init(file: file, line: line) }
        let login = "Login/LoginViewController.swift"
        return OwnerFacts(classes: ["LoginViewController": .init(
            declaredAt: place(login, 4),
            outlets: ["titleLabel": place(login, 5), "subtitleLabel": place("Shared/BaseViewController.swift", 4)],
            actions: [
                "signIn:": .init(isFilePrivate: false, access: "internal", place: place(login, 7)),
                "forgotPassword:": .init(isFilePrivate: true, access: "private", place: place(login, 10)),
                "showHelp:": .init(isFilePrivate: true, access: "fileprivate", place: place("Login/LoginViewController+Help.swift", 5)),
                "close:": .init(isFilePrivate: false, access: "internal", place: place("Shared/BaseViewController.swift", 6)),
                "removedAction:": .init(isFilePrivate: false, access: "internal", place: place(login, 9)),
            ],
            externalAncestor: "UIViewController", reportsMissing: true)])
    }()

    static let main = """
        import UIKit

        MainActor.assumeIsolated {
            let owner = LoginViewController()
            let layout = LoginViewControllerLayout()
            owner.view = layout
            layout.connect(to: owner)
            for selector in ["signIn:", "forgotPassword:", "showHelp:", "close:", "removedAction:"] {
                _SurfaceActions.register(selector, for: LoginViewController.self) { receiver, _ in
                    print("deliver \\(selector) toOwner=\\(receiver === owner)")
                }
            }
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
            let focused = UITextField(frame: CGRect(x: 0, y: 0, width: 100, height: 30))
            window.addSubview(layout)
            window.addSubview(focused)
            window.makeKeyAndVisible()
            print("focused.isFirstResponder=\\(focused.becomeFirstResponder())")
            for button in [layout.signInButton, layout.forgotPasswordButton, layout.helpButton, layout.closeButton] {
                button.sendActions(for: .touchUpInside)
            }
        }
        """

    @Test("string selectors for every action to an owner with a private one: type-check beside the owner's source and reach the owner at run time")
    func privateActionsReachTheOwner() throws {
        let document = try XibDocument.parse(Array(FileManager.default.contents(atPath: Self.fixture + "/Login/LoginViewController.xib") ?? Data()))
        let output = ViewCodeGenerator.generate(document, xibName: "LoginViewController", ownerFacts: Self.facts)
        #expect(output.text.contains(#"forgotPasswordButton.addTarget(owner, action: Selector(("forgotPassword:")), for: .touchUpInside)"#), "\(output.text)")
        #expect(output.diagnostics.filter { $0.kind == "private-action" }.map(\.location.line) == [26, 31])

        let directory = NSTemporaryDirectory() + "xibgen-private-actions-\(getpid())"
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        try output.text.write(toFile: directory + "/gen.swift", atomically: false, encoding: .utf8)
        try Self.main.write(toFile: directory + "/main.swift", atomically: false, encoding: .utf8)
        // The fixture's Swift files (stored as `*.swift-fixture`, see OwnerSourceTests), as the app's.
        var app: [String] = []
        for file in ["Login/LoginViewController.swift", "Login/LoginViewController+Help.swift", "Shared/BaseViewController.swift"] {
            let copy = directory + "/" + file.replacingOccurrences(of: "/", with: "_")
            try FileManager.default.copyItem(atPath: Self.fixture + "/" + file + "-fixture", toPath: copy)
            app.append(copy)
        }
        let harness = Fixtures.repoRoot + "/scripts/typecheck-generated"

        let typecheck = Shell.run([harness, directory + "/gen.swift"] + app)
        #expect(typecheck.status == 0, "\(typecheck.output)")
        // The checked spelling does not compile from the generated type: why the string form is used.
        let checked = output.text.replacingOccurrences(of: #"Selector(("forgotPassword:"))"#, with: "#selector(LoginViewController.forgotPassword(_:))")
        try checked.write(toFile: directory + "/checked.swift", atomically: false, encoding: .utf8)
        let rejected = Shell.run([harness, "--swift-version", "6", directory + "/checked.swift"] + app)
        #expect(rejected.status != 0 && rejected.output.contains("'forgotPassword' is inaccessible due to 'private' protection level"), "\(rejected.output)")

        let run = Shell.run([harness, "--run", "--swift-version", "5", directory + "/main.swift", directory + "/gen.swift"] + app)
        #expect(run.status == 0, "\(run.output)")
        let lines = run.output.split(separator: "\n").map(String.init).filter { $0.hasPrefix("deliver ") || $0.hasPrefix("focused.") }
        #expect(lines == ["focused.isFirstResponder=true", "deliver signIn: toOwner=true", "deliver forgotPassword: toOwner=true",
                          "deliver showHelp: toOwner=true", "deliver close: toOwner=true"], "\(run.output)")
    }
}
