import Testing
import XibModel
@testable import XibGenerator

/// A storyboard's types: one namespace per storyboard, a type per scene view named after the
/// controller's class (else storyboard identifier, else title), never colliding with another
/// scene's type, a class the storyboard names, or the same class in another storyboard.
@Suite struct StoryboardNamingTests {
    static func scene(_ attributes: String, id: String, view: String = "") -> String {
        #"<viewController \#(attributes) id="\#(id)" sceneMemberID="viewController"><view key="view" contentMode="scaleToFill" id="\#(id)-root" \#(view)><rect key="frame" x="0.0" y="0.0" width="375" height="667"/></view></viewController>"#
    }

    static func generate(_ scenes: [String], name: String = "Main", titles: [String?] = [], options: GeneratorOptions = .default) throws -> GeneratedSource {
        var xml = TestXib.storyboard(scenes: scenes)
        // `<!--Title-->` before a scene is its title in IB's outline.
        for (index, title) in titles.enumerated() {
            guard let title else { continue }
            xml = xml.replacingAll(#"<scene sceneID="scene\#(index)">"#, with: "<!--\(title)-->\n<scene sceneID=\"scene\(index)\">")
        }
        let document = try XibDocument.parse(Array(xml.utf8))
        return ViewCodeGenerator.generate(document, xibName: name, options: options)
    }

    @Test func scenesAreNamedAfterTheControllerClassElseIdentifierElseTitleElseRole() throws {
        let output = try Self.generate([
            Self.scene(#"customClass="LoginViewController" customModule="App""#, id: "a"),
            Self.scene(#"storyboardIdentifier="password reset""#, id: "b"),
            Self.scene("", id: "c"),
            Self.scene("", id: "d"),
        ], titles: [nil, nil, "Terms of Use", nil])
        #expect(output.typeNames == [
            "MainStoryboard.LoginViewControllerLayout", "MainStoryboard.PasswordResetLayout",
            "MainStoryboard.TermsOfUseLayout", "MainStoryboard.ViewControllerLayout",
        ])
        #expect(output.text.contains("enum MainStoryboard {"))
        #expect(output.types.map(\.kind) == [
            .sceneView(controllerClass: "LoginViewController", installation: "view"),
            .sceneView(controllerClass: "UIViewController", installation: "view"),
            .sceneView(controllerClass: "UIViewController", installation: "view"),
            .sceneView(controllerClass: "UIViewController", installation: "view"),
        ])
    }

    @Test func twoScenesOfOneClassGetDistinctTypes() throws {
        let output = try Self.generate([
            Self.scene(#"customClass="LoginViewController""#, id: "a"),
            Self.scene(#"storyboardIdentifier="reauth" customClass="LoginViewController""#, id: "b"),
            Self.scene(#"customClass="LoginViewController""#, id: "c"),
        ])
        #expect(output.typeNames == [
            "MainStoryboard.LoginViewControllerLayout", "MainStoryboard.LoginViewControllerReauthLayout",
            "MainStoryboard.LoginViewControllerLayout2",
        ])
        #expect(Set(output.typeNames).count == output.typeNames.count)
    }

    @Test func aClassTheStoryboardNamesIsNeverShadowed() throws {
        // The second scene's root view is an app class named like the first scene's type.
        let output = try Self.generate([
            Self.scene(#"customClass="LoginViewController""#, id: "a"),
            Self.scene(#"customClass="SignUpViewController""#, id: "b", view: #"customClass="LoginViewControllerLayout""#),
        ])
        #expect(output.typeNames == ["MainStoryboard.LoginViewControllerLayoutBase", "MainStoryboard.SignUpViewControllerLayout"])
        #expect(output.text.contains("class SignUpViewControllerLayout: LoginViewControllerLayout {"))
        // Nor the namespace: a class named `MainStoryboard` pushes it aside.
        let clash = try Self.generate([Self.scene(#"customClass="MainStoryboard""#, id: "a")])
        #expect(clash.typeNames == ["MainStoryboardBase.MainStoryboardLayout"], "\(clash.typeNames)")
    }

    @Test func theSameClassInTwoStoryboardsLivesInTwoNamespaces() throws {
        let scene = Self.scene(#"customClass="ProfileViewController""#, id: "a")
        let main = try Self.generate([scene], name: "Main")
        let settings = try Self.generate([scene], name: "Settings")
        #expect(main.typeNames == ["MainStoryboard.ProfileViewControllerLayout"])
        #expect(settings.typeNames == ["SettingsStoryboard.ProfileViewControllerLayout"])
    }

    @Test func namespaceAndSceneTemplatesAreConfigurable() throws {
        var options = GeneratorOptions.default
        options.storyboardNamespaceTemplate = "{storyboard}Scenes"
        options.sceneTypeNameTemplate = "{scene}View"
        let output = try Self.generate([Self.scene(#"customClass="LoginViewController""#, id: "a")], name: "on-boarding", options: options)
        // The storyboard's name is made an identifier as a XIB's is for `{xib}` (`on-boarding.xib` → `On_boardingLayout`).
        #expect(output.typeNames == ["On_boardingScenes.LoginViewControllerView"], "\(output.typeNames)")
    }

    @Test func generationIsAFunctionOfTheDocument() throws {
        let scenes = [Self.scene(#"customClass="A""#, id: "a"), Self.scene(#"customClass="A""#, id: "b")]
        #expect(try Self.generate(scenes).utf8 == Self.generate(scenes).utf8)
    }
}
