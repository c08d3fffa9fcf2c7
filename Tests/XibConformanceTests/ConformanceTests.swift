import Foundation
import Testing
import XibGenerator
import XibModel

/// Proves generated code compiles against UIKit (the surface in Tests/Support/UIKitSurface,
/// Swift 5 and 6 modes) and, run against the recording surface, builds what the XIB describes.
///
/// Fixtures: every `Tests/XibGeneratorTests/Golden/*.xib` (checked: the `.swift` beside it),
/// every `Examples/**/*.xib` (checked: the `.generated.swift` beside it, else fresh generator
/// output), `Fixtures/ConformanceSample.xib`, `Fixtures/Autoresizing.xib` (views laid out by
/// autoresizing masks) and `Fixtures/ConformanceScenes.storyboard` (fresh
/// generator output: every kind of scene, prototype cells, a static table, legacy layout guides,
/// two scenes of one class).
enum Fixtures {
    static let repoRoot: String = {
        var url = URL(fileURLWithPath: #filePath)
        for _ in 0..<3 { url.deleteLastPathComponent() }
        return url.path
    }()

    struct Fixture: Sendable, CustomTestStringConvertible {
        var name: String
        var xibPath: String
        var swiftPath: String?
        var options: GeneratorOptions = .default
        var testDescription: String { name }
    }

    /// The options of a golden variant `Name.VARIANT.swift` (see `GoldenTests.variants`).
    static func options(forVariant variant: String) -> GeneratorOptions {
        var options = GeneratorOptions.default
        for token in variant.split(separator: "-") {
            if token == "previews" { options.previews = true }
            if token == "coderBuild" { options.initCoder = .build }
            if token.hasPrefix("iOS"), let target = DeploymentTarget(String(token.dropFirst(3))) { options.deploymentTarget = target }
        }
        return options
    }

    static let all: [Fixture] = {
        var fixtures: [Fixture] = []
        func add(_ xib: String, swift: String?, prefix: String) {
            let base = baseName(xib)
            let existing = swift.flatMap { FileManager.default.fileExists(atPath: $0) ? $0 : nil }
            fixtures.append(Fixture(name: prefix + base, xibPath: xib, swiftPath: existing))
        }
        for xib in FileSystem.files(under: repoRoot + "/Tests/XibGeneratorTests/Golden", suffix: ".xib") {
            add(xib, swift: String(xib.dropLast(4)) + ".swift", prefix: "Golden/")
        }
        // Golden variants (`Name.VARIANT.swift`): the same XIB generated with other options.
        for swift in FileSystem.files(under: repoRoot + "/Tests/XibGeneratorTests/Golden", suffix: ".swift") {
            let parts = (swift.split(separator: "/").last ?? "").split(separator: ".")
            guard parts.count == 3 else { continue }
            let directory = String(swift.dropLast(swift.split(separator: "/").last!.count))
            fixtures.append(Fixture(name: "Golden/\(parts[0]).\(parts[1])", xibPath: directory + parts[0] + ".xib", swiftPath: swift,
                                    options: options(forVariant: String(parts[1]))))
        }
        for xib in FileSystem.files(under: repoRoot + "/Examples", suffix: ".xib") {
            add(xib, swift: String(xib.dropLast(4)) + ".generated.swift", prefix: "Examples/")
        }
        add(repoRoot + "/Tests/XibConformanceTests/Fixtures/ConformanceSample.xib", swift: nil, prefix: "Conformance/")
        add(repoRoot + "/Tests/XibConformanceTests/Fixtures/Autoresizing.xib", swift: nil, prefix: "Conformance/")
        add(repoRoot + "/Tests/XibConformanceTests/Fixtures/ConformanceScenes.storyboard", swift: nil, prefix: "Conformance/")
        add(repoRoot + "/Tests/XibConformanceTests/Fixtures/HostileText.xib", swift: nil, prefix: "Conformance/")
        add(repoRoot + "/Tests/XibConformanceTests/Fixtures/HostileText.storyboard", swift: nil, prefix: "Conformance/")
        return fixtures
    }()

    /// `Dir/Foo.xib` → `Foo`, `Dir/Main.storyboard` → `Main`.
    static func baseName(_ path: String) -> String {
        let file = String(path.split(separator: "/").last ?? "")
        return String(file.dropLast(file.hasSuffix(".storyboard") ? ".storyboard".count : ".xib".count))
    }

    static let surface = SurfaceNames.scan(surfaceSources: repoRoot + "/Tests/Support/UIKitSurface/Sources")

    static func subject(_ fixture: Fixture, text: String? = nil, name: String? = nil) throws -> Subject {
        let bytes = Array(FileManager.default.contents(atPath: fixture.xibPath) ?? Data())
        let base = baseName(fixture.xibPath)
        let checked = try text ?? fixture.swiftPath.map { try String(contentsOfFile: $0, encoding: .utf8) }
        var subject = try Subject.make(name: base, xib: bytes, text: checked, surface: surface, options: fixture.options)
        subject.name = name ?? fixture.name
        return subject
    }

    static var runner: ConformanceRunner {
        ConformanceRunner(repoRoot: repoRoot, workDirectory: NSTemporaryDirectory() + "xibgen-conformance-\(getpid())")
    }

    /// All fixtures, checked once per test run (the surface is built once, files are batched).
    static let results: Result<[String: SubjectResult], ConformanceError> = {
        do {
            let runner = runner
            try runner.buildSurface()
            let subjects = try all.map { try subject($0) }
            var results: [String: SubjectResult] = [:]
            for (index, batch) in ConformanceRunner.batches(subjects, maxSize: 40).enumerated() {
                for result in try runner.check(batch.map { subjects[$0] }, label: "fixtures\(index)") {
                    results[result.name] = result
                }
            }
            return .success(results)
        } catch let error as ConformanceError {
            return .failure(error)
        } catch {
            return .failure(ConformanceError("\(error)"))
        }
    }()

    /// Fixtures whose generated code is known to be wrong, with the generator bug.
    /// (Keep the check; record the reason. Remove the entry when the generator is fixed.)
    static let knownGeneratorIssues: [String: String] = [:]

    static func result(_ fixture: Fixture) throws -> SubjectResult {
        let results = try results.get()
        return try #require(results[fixture.name], "no result for \(fixture.name)")
    }
}

@Suite("Generated code compiles against UIKit and reproduces the XIB", .serialized)
struct ConformanceTests {
    @Test("fixtures exist")
    func fixturesExist() {
        #expect(Fixtures.all.count >= 2, "expected the golden/example fixtures and ConformanceSample.xib")
    }

    @Test("type-checks in Swift 5 and 6 with its stub", arguments: Fixtures.all)
    func typeChecks(_ fixture: Fixtures.Fixture) throws {
        let result = try Fixtures.result(fixture)
        try check(fixture) {
            #expect(result.typechecks, "\(result.report)")
        }
    }

    @Test("run against the recording surface, builds what the XIB describes", arguments: Fixtures.all)
    func reproducesXib(_ fixture: Fixtures.Fixture) throws {
        let result = try Fixtures.result(fixture)
        try check(fixture) {
            #expect(result.agrees, "\(result.report)")
        }
    }

    private func check(_ fixture: Fixtures.Fixture, _ body: () throws -> Void) throws {
        if let reason = Fixtures.knownGeneratorIssues[fixture.name] {
            withKnownIssue(Comment(rawValue: reason)) { try body() }
        } else {
            try body()
        }
    }

    @Test("no local shadows a member of its type", arguments: Fixtures.all)
    func noLocalShadowsAMember(_ fixture: Fixtures.Fixture) throws {
        let subject = try Fixtures.subject(fixture)
        #expect(MemberShadowing.shadowedLocals(in: subject.text).isEmpty)
    }

    /// Issue #24.2's output: the local hid the outlet's constraint, which was never activated.
    @Test("the shadowing check finds a local named like a member")
    func shadowingCheckFindsTheDefect() {
        let source = """
            class ScrollLayout: UIView {
                lazy var contentView: UIView = {
                    let view = UIView()
                    return view
                }()
                lazy var contentViewHeightConstraint: NSLayoutConstraint = contentView.heightAnchor.constraint(equalToConstant: 759)

                func setupConstraints() {
                    let contentViewHeightConstraint = contentView.heightAnchor.constraint(equalTo: safeAreaLayoutGuide.heightAnchor)
                    contentViewHeightConstraint.priority = UILayoutPriority(500)
                    contentViewHeightConstraint.priority = .defaultLow
                    NSLayoutConstraint.activate([
                        contentViewHeightConstraint,
                        contentViewHeightConstraint,
                    ])
                }
            }
            """
        #expect(MemberShadowing.shadowedLocals(in: source) == ["ScrollLayout.contentViewHeightConstraint"])
        #expect(MemberShadowing.shadowedLocals(in: source.replacing("let contentViewHeightConstraint =", with: "let contentViewHeightConstraint2 =")).isEmpty)
        // A lazy property's own instance local is not a shadow; the same name in a method is.
        let closureLocal = "class A: UIView {\n    lazy var view2: UIView = {\n        let view = UIView()\n        return view\n    }()\n    lazy var view: UIView = UIView()\n}\n"
        #expect(MemberShadowing.shadowedLocals(in: closureLocal).isEmpty)
        let methodLocal = "class A: UIView {\n    lazy var view: UIView = UIView()\n    func configureViews() {\n        let view = UIView()\n    }\n}\n"
        #expect(MemberShadowing.shadowedLocals(in: methodLocal) == ["A.view"])
    }

    @Test("a runtime attribute setting layer.masksToBounds or clipsToBounds decides the expected clipping")
    func runtimeAttributeClipping() throws {
        func clips(_ runtimeAttributes: String) throws -> String? {
            let xib = """
                <?xml version="1.0" encoding="UTF-8"?>
                <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES">
                    <objects>
                        <view contentMode="scaleToFill" id="root">
                            <rect key="frame" x="0.0" y="0.0" width="100" height="100"/>
                            <userDefinedRuntimeAttributes>\(runtimeAttributes)</userDefinedRuntimeAttributes>
                        </view>
                    </objects>
                </document>
                """
            let document = try XibDocument.parse(Array(xib.utf8))
            let root = try #require(document.objects.first { $0.id == "root" })
            return Expectation.viewState(root).first { $0.hasPrefix("clips=") }
        }
        #expect(try clips("") == "clips=false")
        #expect(try clips(#"<userDefinedRuntimeAttribute type="boolean" keyPath="layer.masksToBounds" value="YES"/>"#) == "clips=true")
        #expect(try clips(#"<userDefinedRuntimeAttribute type="boolean" keyPath="clipsToBounds" value="YES"/>"#) == "clips=true")
        #expect(try clips(#"<userDefinedRuntimeAttribute type="number" keyPath="layer.cornerRadius"><real key="value" value="4"/></userDefinedRuntimeAttribute>"#) == "clips=false")
    }

    @Test("placeholder constraints are not expected and not built")
    func placeholderConstraintsAbsent() throws {
        let fixture = try #require(Fixtures.all.first { $0.name == "Conformance/ConformanceSample" })
        let subject = try Fixtures.subject(fixture)
        let expected = subject.expected(0).filter { $0.hasPrefix("constraint ") }
        #expect(expected.count == 13)
        #expect(!expected.contains { $0.contains("r.2.height") }, "the placeholder height constraint must not be expected")
        let result = try Fixtures.result(fixture)
        #expect(result.diffs["constraint"]?.isEmpty == true, "\(result.report)")
    }
}

@Suite("The conformance check catches wrong code", .serialized)
struct CorruptionTests {
    struct Corruption: Sendable, CustomTestStringConvertible {
        var name: String
        var find: String
        var replace: String
        /// Which check must catch it.
        var caughtBy: Stage
        var testDescription: String { name }
    }

    enum Stage: Sendable { case typecheck, semantics }

    static let corruptions: [Corruption] = [
        Corruption(name: "wrong argument label", find: "constraint(equalTo: safeAreaLayoutGuide.topAnchor",
                   replace: "constraint(equalToAnchor: safeAreaLayoutGuide.topAnchor", caughtBy: .typecheck),
        Corruption(name: "wrong enum case", find: "for: .touchUpInside)", replace: "for: .touchUpInsde)", caughtBy: .typecheck),
        Corruption(name: "inverted multiplier", find: "multiplier: 0.5", replace: "multiplier: 2", caughtBy: .semantics),
        Corruption(name: "removed addArrangedSubview", find: "saveStackView.addArrangedSubview(starButton)\n", replace: "", caughtBy: .semantics),
        Corruption(name: "removed addSubview", find: "addSubview(badgeView)\n", replace: "", caughtBy: .semantics),
        Corruption(name: "removed addTarget", find: "starButton.addTarget(owner, action: #selector(SampleViewController.tap(_:event:)), for: .touchDown)\n",
                   replace: "", caughtBy: .semantics),
        // The nib connected the owner directly: a nil-targeted action goes to the first responder instead.
        Corruption(name: "owner action nil-targeted", find: "addTarget(owner, action: #selector(SampleViewController.save(_:))",
                   replace: "addTarget(nil, action: #selector(SampleViewController.save(_:))", caughtBy: .semantics),
        Corruption(name: "swapped button state", find: #"setTitle("Saving", for: .disabled)"#, replace: #"setTitle("Saving", for: .selected)"#, caughtBy: .semantics),
        Corruption(name: "constraint constant sign", find: "constant: 16)", replace: "constant: -16)", caughtBy: .semantics),
        Corruption(name: "wrong selector", find: "#selector(SampleViewController.save(_:))", replace: "#selector(SampleViewController.sav(_:))", caughtBy: .typecheck),
    ]

    static let sample = Fixtures.all.first { $0.name == "Conformance/ConformanceSample" }!

    /// Every corruption plus the untouched output, each in its own batch (same type names),
    /// two at a time; corruptions the type-check must catch skip the run step.
    static let results: Result<[String: SubjectResult], ConformanceError> = {
        final class Collected: @unchecked Sendable {
            let lock = NSLock()
            var results: [String: SubjectResult] = [:]
            var error: ConformanceError?
        }
        do {
            try Fixtures.runner.buildSurface()
            let original = try Fixtures.subject(sample).text
            let all = [Corruption(name: "original", find: "", replace: "", caughtBy: .semantics)] + corruptions
            let collected = Collected()
            DispatchQueue.concurrentPerform(iterations: all.count) { index in
                let corruption = all[index]
                var result: SubjectResult
                do {
                    var text = original
                    if let range = corruption.find.isEmpty ? nil : text.range(of: corruption.find) {
                        text.replaceSubrange(range, with: corruption.replace)
                    }
                    if !corruption.find.isEmpty, text == original {
                        result = SubjectResult(name: corruption.name)
                        result.runFailure = "corruption pattern not found: \(corruption.find)"
                    } else {
                        var runner = Fixtures.runner
                        runner.runSemantics = corruption.caughtBy == .semantics
                        let subject = try Fixtures.subject(sample, text: text, name: corruption.name)
                        result = try runner.check([subject], label: "corrupt\(index)").first ?? SubjectResult(name: corruption.name)
                    }
                } catch {
                    collected.lock.lock(); collected.error = ConformanceError("\(error)"); collected.lock.unlock()
                    return
                }
                collected.lock.lock(); collected.results[corruption.name] = result; collected.lock.unlock()
            }
            if let error = collected.error { return .failure(error) }
            return .success(collected.results)
        } catch let error as ConformanceError {
            return .failure(error)
        } catch {
            return .failure(ConformanceError("\(error)"))
        }
    }()

    @Test("the untouched sample agrees")
    func original() throws {
        let result = try #require(try Self.results.get()["original"])
        #expect(result.agrees, "\(result.report)")
    }

    @Test("an owner action that is nil-targeted never reaches the owner while another view is first responder")
    func nilTargetedOwnerActionIsNotDelivered() throws {
        let result = try #require(try Self.results.get()["owner action nil-targeted"])
        #expect(result.diffs["deliver"]?.missing == ["[0] deliver r.2.0 save:"], "\(result.report)")
    }

    @Test("each corruption is caught", arguments: corruptions)
    func caught(_ corruption: Corruption) throws {
        let result = try #require(try Self.results.get()[corruption.name])
        #expect(!(result.runFailure ?? "").hasPrefix("corruption pattern not found"), "\(result.runFailure ?? "")")
        switch corruption.caughtBy {
        case .typecheck:
            #expect(!result.typechecks, "type-checked although corrupted (\(corruption.name))")
        case .semantics:
            #expect(result.typechecks, "\(result.report)")
            #expect(result.ran && !result.agrees, "the semantic pass did not notice \(corruption.name)")
        }
    }
}

@Suite("Canonical forms and stubs")
struct CanonicalTests {
    @Test("a.top == b.bottom + 8 is b.bottom == a.top - 8")
    func swappedConstraint() {
        let one = XibCheckCanonical.constraint(first: "r.0", firstAttribute: "top", relation: "equal", second: "r.1",
                                               secondAttribute: "bottom", multiplier: 1, constant: 8, priority: 1000)
        let two = XibCheckCanonical.constraint(first: "r.1", firstAttribute: "bottom", relation: "equal", second: "r.0",
                                               secondAttribute: "top", multiplier: 1, constant: -8, priority: 1000)
        #expect(one == two)
        let le = XibCheckCanonical.constraint(first: "r.1", firstAttribute: "bottom", relation: "lessThanOrEqual", second: "r.0",
                                              secondAttribute: "top", multiplier: 1, constant: -8, priority: 1000)
        let ge = XibCheckCanonical.constraint(first: "r.0", firstAttribute: "top", relation: "greaterThanOrEqual", second: "r.1",
                                              secondAttribute: "bottom", multiplier: 1, constant: 8, priority: 1000)
        #expect(le == ge)
        let margin = XibCheckCanonical.constraint(first: "r", firstAttribute: "leadingMargin", relation: "equal", second: "r.0",
                                                  secondAttribute: "leading", multiplier: 1, constant: 0, priority: 1000)
        let guide = XibCheckCanonical.constraint(first: "r.0", firstAttribute: "leading", relation: "equal", second: "r.margins",
                                                 secondAttribute: "leading", multiplier: 1, constant: 0, priority: 1000)
        #expect(margin == guide)
        let half = XibCheckCanonical.constraint(first: "r.0", firstAttribute: "width", relation: "equal", second: "r",
                                                secondAttribute: "width", multiplier: 0.5, constant: 0, priority: 1000)
        let double = XibCheckCanonical.constraint(first: "r.0", firstAttribute: "width", relation: "equal", second: "r",
                                                  secondAttribute: "width", multiplier: 2, constant: 0, priority: 1000)
        #expect(half != double)
    }

    @Test("ObjC selectors become Swift method declarations", arguments: [
        ("didTap:", "didTap(_ sender: Any)"), ("saveWithSender:", "save(sender: Any)"),
        ("a:b:", "a(_ sender: Any, b: Any)"), ("refresh", "refresh()"),
    ])
    func selectors(_ pair: (String, String)) {
        #expect(StubGenerator.methodSignature(forSelector: pair.0) == pair.1)
    }

    @Test("the stub declares owner, custom views, actions and outlet/runtime properties, not UIKit classes")
    func stub() throws {
        let fixture = try #require(Fixtures.all.first { $0.name == "Conformance/ConformanceSample" })
        let stub = try Fixtures.subject(fixture).stub
        #expect(stub.text.contains("class SampleViewController: UIViewController {"))
        #expect(stub.text.contains("@objc func toggle(sender: Any) {}"))
        #expect(stub.text.contains("class BadgeView: UIView {"))
        #expect(stub.text.contains("var attachedLabel: UILabel?"))
        #expect(stub.text.contains("var cornerRadius: CGFloat?"))
        #expect(!stub.text.contains("class UIResponder"))
    }

    @Test("dataSource/delegate outlets to the owner make the stub adopt the protocol; UIKit members are not redeclared")
    func stubProtocolsAndMembers() throws {
        let xml = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" useAutolayout="YES">
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="ListViewController" customModule="App"/>
                <view contentMode="scaleToFill" id="root">
                    <subviews>
                        <tableView contentMode="scaleToFill" style="plain" id="table">
                            <connections>
                                <outlet property="dataSource" destination="-1" id="o1"/>
                                <outlet property="delegate" destination="-1" id="o2"/>
                            </connections>
                        </tableView>
                        <view contentMode="scaleToFill" id="card" customClass="CardView" customModule="App">
                            <userDefinedRuntimeAttributes>
                                <userDefinedRuntimeAttribute type="number" keyPath="shadowRadius"><real key="value" value="4"/></userDefinedRuntimeAttribute>
                                <userDefinedRuntimeAttribute type="color" keyPath="tintColor"><color key="value" white="0" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/></userDefinedRuntimeAttribute>
                            </userDefinedRuntimeAttributes>
                        </view>
                        <label text="x" id="plain">
                            <userDefinedRuntimeAttributes>
                                <userDefinedRuntimeAttribute type="string" keyPath="localizationKey" value="title"/>
                            </userDefinedRuntimeAttributes>
                        </label>
                    </subviews>
                </view>
            </objects>
        </document>
        """
        let subject = try Subject.make(name: "List", xib: Array(xml.utf8), surface: Fixtures.surface)
        let stub = subject.stub.text
        #expect(stub.contains("class ListViewController: UIViewController, UITableViewDataSource, UITableViewDelegate {"), "\(stub)")
        #expect(stub.contains("numberOfRowsInSection section: Int) -> Int { 0 }"))
        #expect(stub.contains("var shadowRadius: CGFloat?"), "CALayer has shadowRadius, UIView does not: \(stub)")
        #expect(!stub.contains("var tintColor"), "UIView has tintColor: \(stub)")
        #expect(stub.contains("extension UILabel {") && stub.contains("var localizationKey: String? { get { nil } set { } }"), "\(stub)")
    }
}
