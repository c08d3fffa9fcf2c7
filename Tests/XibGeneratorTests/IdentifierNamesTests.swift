import Testing
@testable import XibGenerator

/// Member names for identifier strings (storyboard, segue and reuse identifiers): Swift
/// conventions from arbitrary text, and deterministic collision numbering in document order.
@Suite struct IdentifierNamesTests {
    @Test(arguments: [
        ("login", "login"),
        ("Login", "login"),
        ("LoginViewController", "loginViewController"),
        ("login screen", "loginScreen"),
        ("show-detail", "showDetail"),
        ("show_detail", "showDetail"),
        ("SHOW_DETAIL", "showDetail"),
        ("goToSettings:", "goToSettings"),
        ("user ID", "userID"),
        ("userID", "userID"),
        ("URLSession", "urlSession"),
        ("ID", "id"),
        ("HTML5Player", "html5Player"),
        ("iOS13Style", "iOS13Style"),
        ("cell 2", "cell2"),
        ("2fa", "_2fa"),
        ("2FA", "_2fa"),
        ("2 Factor Auth", "_2FactorAuth"),
        ("  Sign in!  ", "signIn"),
        ("com.example.Detail", "comExampleDetail"),
        ("Écran principal", "écranPrincipal"),
        ("登录", "登录"),
        ("🔥 hot", "hot"),
        ("", "unnamed"),
        ("!!!", "unnamed"),
        ("default", "`default`"),
        ("Default", "`default`"),
        ("self", "`self`"),
        ("In", "`in`"),
        ("repeat", "`repeat`"),
        ("protocol", "`protocol`"),
        ("Type", "type"),
    ])
    func memberName(identifier: String, expected: String) {
        #expect(IdentifierNames.memberName(for: identifier) == expected)
        #expect(SwiftIdentifier.isValid(SwiftIdentifier.unescaped(expected)))
    }

    @Test func collisionsAreNumberedInDocumentOrder() {
        #expect(IdentifierNames.memberNames(for: ["Login", "login", "LOGIN", "log in"]) == ["login", "login2", "login3", "logIn"])
        // A literal `login2` keeps its name; the duplicate of `login` takes the next free number.
        #expect(IdentifierNames.memberNames(for: ["login", "Login", "login2"]) == ["login", "login3", "login2"])
        // A name ending in a digit is separated from its number.
        #expect(IdentifierNames.memberNames(for: ["cell 2", "Cell2"]) == ["cell2", "cell2_2"])
        // Keywords: only the kept name needs back-ticks.
        #expect(IdentifierNames.memberNames(for: ["default", "Default"]) == ["`default`", "default2"])
    }

    @Test func emptyIdentifiersShareTheFallbackInOrder() {
        #expect(IdentifierNames.memberNames(for: ["", "?", "!"]) == ["unnamed", "unnamed2", "unnamed3"])
    }

    @Test func reservedNamesAreNumberedEvenForTheFirst() {
        #expect(IdentifierNames.memberNames(for: ["name", "storyboard", "Name"], reserved: ["name", "storyboard"])
            == ["name2", "storyboard2", "name3"])
        #expect(IdentifierNames.memberNames(for: ["default"], reserved: ["`default`"]) == ["default2"])
    }

    @Test func namesAreDistinctAndValidForAnyInput() {
        let inputs = ["a", "A", "a2", "a 2", "A_2", "", " ", "2", "_2", "2_", "in", "In", "IN", "x.y", "x-y", "xY", "XY", "x y"]
        let names = IdentifierNames.memberNames(for: inputs)
        #expect(names.count == inputs.count)
        #expect(Set(names.map(SwiftIdentifier.unescaped)).count == names.count)
        for name in names {
            #expect(SwiftIdentifier.isValid(SwiftIdentifier.unescaped(name)), "\(name)")
            #expect(name.hasPrefix("`") == SwiftIdentifier.keywords.contains(SwiftIdentifier.unescaped(name)), "\(name)")
        }
        // Deterministic: the same list always gives the same names.
        #expect(IdentifierNames.memberNames(for: inputs) == names)
    }
}

/// The ASCII path of `IdentifierNames.words(of:)` splits exactly as the `Character` path does.
@Suite struct IdentifierWordsASCIITests {
    @Test("ASCII texts: the byte path gives the Character path's words; other texts take the Character path")
    func asciiPathMatchesCharacterPath() {
        let alphabet = Array("aAbBzZxXlLuUdDiI0123456789 _-.:!/\t\r\n\u{1}~")
        var generator = SystemRandomNumberGenerator()
        var texts = ["", "URLSession", "HTML5Player", "iOS13Style", "2FA", "SHOW_DETAIL", "userID", "aBCd", "ABCdEF", "a1B2c3D", "\r\n", "AB1cd"]
        for _ in 0..<3000 {
            let length = Int.random(in: 0...14, using: &generator)
            texts.append(String((0..<length).map { _ in alphabet.randomElement(using: &generator)! }))
        }
        for text in texts {
            #expect(IdentifierNames.asciiWords(of: text) == IdentifierNames.unicodeWords(of: text), "\(text.debugDescription)")
        }
        #expect(IdentifierNames.asciiWords(of: "Écran principal") == nil)
        #expect(IdentifierNames.words(of: "Écran principal") == ["Écran", "principal"])
    }
}
