import Foundation
import Testing
import XibModel
@testable import XibGenerator

/// A storyboard's typed identifiers: its name, its scenes by storyboard identifier (typed to the
/// controller's class), its initial scene and its reuse identifiers, named by `IdentifierNames`.
@Suite struct StoryboardIdentifierTests {
    static let directory = GoldenTests.goldenDirectory.appendingPathComponent("Storyboards")

    static func generate(_ name: String) throws -> GeneratedSource {
        let url = directory.appendingPathComponent(name + ".storyboard")
        let document = try XibDocument.parse(try [UInt8](Data(contentsOf: url)))
        return ViewCodeGenerator.generate(document, xibName: name)
    }

    /// The fixture has identifiers with spaces, a leading digit, an emoji, a keyword, the same
    /// name in other cases (`Login`, `login`) beside a literal `login2`, one identifier on two
    /// scenes, a scene without one and a storyboard reference.
    @Test("Golden/Storyboards/TypedIdentifiers.storyboard produces its golden Swift")
    func golden() throws {
        let output = try Self.generate("TypedIdentifiers")
        let expectedURL = Self.directory.appendingPathComponent("TypedIdentifiers.swift")
        if GoldenTests.updating { try output.text.write(to: expectedURL, atomically: true, encoding: .utf8) }
        let expected = try String(contentsOf: expectedURL, encoding: .utf8)
        #expect(output.text == expected, "differs from its golden file:\n\(LineDiff.describe(expected: expected, actual: output.text))")
    }

    @Test func scenesAreNamedAndTypedInDocumentOrder() throws {
        let text = try Self.generate("TypedIdentifiers").text
        let members = text.split(separator: "\n").filter { $0.contains("static var ") && $0.contains("SceneIdentifier<") }
            .map { $0.trimmingCharacters(in: .whitespaces) }
        #expect(members == [
            #"static var mainNavigation: SceneIdentifier<UINavigationController> { SceneIdentifier(identifier: "Main Navigation") }"#,
            #"static var login: SceneIdentifier<LoginViewController> { SceneIdentifier(identifier: "Login") }"#,
            #"static var login3: SceneIdentifier<SignUpViewController> { SceneIdentifier(identifier: "login") }"#,
            #"static var login2: SceneIdentifier<LegacyLoginViewController> { SceneIdentifier(identifier: "login2") }"#,
            #"static var _2ndScreen: SceneIdentifier<UIViewController> { SceneIdentifier(identifier: "2nd Screen") }"#,
            #"static var `default`: SceneIdentifier<DefaultsViewController> { SceneIdentifier(identifier: "default") }"#,
            #"static var contactsList: SceneIdentifier<ContactsViewController> { SceneIdentifier(identifier: "contacts list") }"#,
            #"static var photosGrid: SceneIdentifier<UICollectionViewController> { SceneIdentifier(identifier: "Photos-Grid 🔥") }"#,
        ])
        // The second scene with "Login" (OtherLoginViewController) gets no member: UIKit instantiates one of them.
        #expect(!text.contains("SceneIdentifier<OtherLoginViewController>"))
        #expect(text.contains("static func instantiateInitial(creator: ((NSCoder) -> UINavigationController?)? = nil) -> UINavigationController"))
        #expect(text.contains(#"static let name = "TypedIdentifiers""#))
    }

    @Test func reuseIdentifiersAreOneConstantPerDistinctString() throws {
        let text = try Self.generate("TypedIdentifiers").text
        let constants = text.split(separator: "\n").filter { $0.contains("static let ") && !$0.contains("static let name") && !$0.contains("reuseIdentifier =") }
            .map { $0.trimmingCharacters(in: .whitespaces) }
        #expect(constants == [
            #"static let cell = "Cell""#, #"static let cell2 = "cell""#, #"static let profileCell = "Profile Cell""#,
            #"static let `default` = "default""#, #"static let showMore = "SHOW_MORE""#, #"static let header = "header""#,
        ])
    }

    @Test func aStoryboardWithoutIdentifiersHasOnlyItsName() throws {
        let xml = TestXib.storyboard(scenes: [StoryboardNamingTests.scene(#"customClass="PlainViewController""#, id: "p")])
        let text = ViewCodeGenerator.generate(try XibDocument.parse(Array(xml.utf8)), xibName: "Plain").text
        #expect(text.contains(#"static let name = "Plain""#))
        #expect(!text.contains("enum Scene"))
        #expect(!text.contains("instantiateInitial"))
        #expect(!text.contains("enum ReuseIdentifier"))
    }

    @Test func sceneTypesAvoidTheIdentifierMembers() throws {
        // A scene identified "Scene Identifier" would be named `SceneIdentifier` + template: with
        // the template `{scene}` it must not take the namespace's generic type's name.
        var options = GeneratorOptions.default
        options.sceneTypeNameTemplate = "{scene}"
        let xml = TestXib.storyboard(scenes: [StoryboardNamingTests.scene(#"storyboardIdentifier="Scene Identifier""#, id: "s")])
        let output = ViewCodeGenerator.generate(try XibDocument.parse(Array(xml.utf8)), xibName: "Main", options: options)
        #expect(output.typeNames == ["MainStoryboard.SceneIdentifier2"])
    }
}
