import Testing
@testable import xibgen

/// `OnceOptions.simple`: the command lines it reads itself mean exactly what ArgumentParser makes
/// of them, and every other one is left to ArgumentParser (its errors, help and other options).
@Suite struct OnceOptionsTests {
    @Test(arguments: [
        ["--once", "App/Screen.xib"],
        ["--once"],
        ["App/A.xib", "--once", "App/B.storyboard", "Dir"],
        ["--once", "--check", "--quiet", "a.xib"],
        ["--force", "--once", "--verbose", "init", "a b.xib"],
    ])
    func readsWhatArgumentParserReads(arguments: [String]) throws {
        let simple = try #require(OnceOptions.simple(arguments))
        #expect(simple == OnceOptions(try Xibgen.parse(arguments)))
    }

    @Test(arguments: [
        ["App/Screen.xib"],  // watch mode
        ["--once", "--jobs", "1", "a.xib"],
        ["--once", "--reporter", "json"],
        ["--once", "--quiet", "--verbose"],  // an error
        ["--once", "--once"],
        ["--once", "--", "-odd.xib"],
        ["--once", "-q"],
        ["--once", "--help"],
        ["--once", "--check=true"],
        ["--once", ""],
    ])
    func leavesEverythingElseToArgumentParser(arguments: [String]) {
        #expect(OnceOptions.simple(arguments) == nil)
    }
}
