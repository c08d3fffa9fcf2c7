import Testing
import XibModel
@testable import XibGenerator

/// `connect(to owner:)` is the one place that wires the owner (a XIB's File's Owner, a scene's
/// controller): outlets that point at it, and every action it receives, with the owner as the
/// direct target — as the nib's connection was. Only First Responder actions are nil-targeted.
@Suite("Connections to the owner")
struct OwnerConnectionTests {
    /// The lines of the method whose declaration contains `signature` (trimmed, without the braces).
    static func body(of signature: String, in text: String) -> [String]? {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        guard let start = lines.firstIndex(where: { $0.contains(signature) }) else { return nil }
        let indent = lines[start].prefix { $0 == " " }
        var body: [String] = []
        for line in lines[(start + 1)...] {
            if line == indent + "}" { return body }
            body.append(line.trimmingWhitespaceForTests())
        }
        return nil
    }

    @Test("a control's action to the File's Owner targets the owner in connect(to:); a First Responder action stays nil-targeted")
    func controlActions() throws {
        let xml = TestXib.document(subview: """
            <button buttonType="system" id="save"><connections><action selector="save:" destination="-1" eventType="touchUpInside" id="a1"/></connections></button>
            <button buttonType="system" id="copy"><connections><action selector="copy:" destination="-2" eventType="touchUpInside" id="a2"/></connections></button>
            """)
        let output = try TestXib.generate(xml)
        let connect = try #require(Self.body(of: "func connect(to owner: OwnerViewController)", in: output.text), "\(output.text)")
        #expect(connect.contains("saveButton.addTarget(owner, action: #selector(OwnerViewController.save(_:)), for: .touchUpInside)"), "\(connect)")
        let configure = try #require(Self.body(of: "func configureViews()", in: output.text))
        #expect(configure.contains(#"copyButton.addTarget(nil, action: Selector(("copy:")), for: .touchUpInside)"#), "\(configure)")
        #expect(!configure.contains { $0.contains("save") }, "the owner's action is wired in connect(to:) only")
        #expect(output.text.contains("Call it from `OwnerViewController.loadView()` right after installing the layout."))
    }

    @Test("a gesture recognizer's action to the File's Owner targets the owner; no forwarder through UIApplication")
    func gestureActions() throws {
        let xml = TestXib.document(objects: """
            <view contentMode="scaleToFill" id="v1"><connections><outletCollection property="gestureRecognizers" destination="g1" appends="YES" id="c1"/></connections></view>
            <tapGestureRecognizer id="g1"><connections><action selector="dismissKeyboard:" destination="-1" id="a1"/></connections></tapGestureRecognizer>
            """)
        let output = try TestXib.generate(xml)
        let connect = try #require(Self.body(of: "func connect(to owner: OwnerViewController)", in: output.text), "\(output.text)")
        #expect(connect == ["dismissKeyboardTapGestureRecognizer.addTarget(owner, action: #selector(OwnerViewController.dismissKeyboard(_:)))"])
        #expect(!output.text.contains("UIApplication"))
        #expect(!output.text.contains("forward"))
    }

    @Test("a gesture action to the First Responder is reported: a gesture recognizer needs a target")
    func gestureToFirstResponder() throws {
        let xml = TestXib.document(objects: """
            <view contentMode="scaleToFill" id="v1"><connections><outletCollection property="gestureRecognizers" destination="g1" appends="YES" id="c1"/></connections></view>
            <tapGestureRecognizer id="g1"><connections><action selector="dismissKeyboard:" destination="-2" id="a1"/></connections></tapGestureRecognizer>
            """)
        let output = try TestXib.generate(xml)
        #expect(output.diagnostics.contains { $0.kind == "unsupported-action" && $0.message.contains("First Responder") })
        #expect(!output.text.contains("addTarget(nil"))
        #expect(!output.text.contains("UIApplication"))
    }

    @Test("a bar button item's action to the File's Owner sets target and action in connect(to:)")
    func barButtonItemActions() throws {
        let xml = TestXib.document(subview: """
            <toolbar contentMode="scaleToFill" id="tb"><items><barButtonItem title="Done" id="b1"><connections><action selector="done:" destination="-1" id="a1"/></connections></barButtonItem><barButtonItem title="Undo" id="b2"><connections><action selector="undo:" destination="-2" id="a2"/></connections></barButtonItem></items></toolbar>
            """)
        let output = try TestXib.generate(xml)
        let connect = try #require(Self.body(of: "func connect(to owner: OwnerViewController)", in: output.text))
        #expect(connect == ["doneBarButtonItem.target = owner", "doneBarButtonItem.action = #selector(OwnerViewController.done(_:))"])
        let configure = try #require(Self.body(of: "func configureViews()", in: output.text))
        #expect(configure.contains(#"undoBarButtonItem.action = Selector(("undo:"))"#))
        #expect(!configure.contains { $0.contains("undoBarButtonItem.target") })
    }

    @Test("outlets to the owner come first in connect(to:), then the actions, in document order")
    func outletsThenActions() throws {
        let xml = TestXib.document(subview: """
            <button buttonType="system" id="go"><connections><action selector="go:" destination="-1" eventType="touchUpInside" id="a1"/></connections></button>
            <tableView style="plain" id="t1"><connections><outlet property="dataSource" destination="-1" id="o1"/><outlet property="delegate" destination="-1" id="o2"/></connections></tableView>
            """)
        let output = try TestXib.generate(xml)
        let connect = try #require(Self.body(of: "func connect(to owner: OwnerViewController)", in: output.text))
        #expect(connect == [
            "tableView.dataSource = owner", "tableView.delegate = owner",
            "goButton.addTarget(owner, action: #selector(OwnerViewController.go(_:)), for: .touchUpInside)",
        ])
    }

    @Test("an owner of an Objective-C class: the selector is spelled as a string, the target is still the owner")
    func objectiveCOwner() throws {
        let xml = TestXib.document(objects: """
            <view contentMode="scaleToFill" id="root"><subviews><button buttonType="system" id="b"><connections><action selector="tap:" destination="-1" eventType="touchUpInside" id="a1"/></connections></button></subviews></view>
            """, owner: #"customClass="LegacyController""#)
        let output = try TestXib.generate(xml)
        let connect = try #require(Self.body(of: "func connect(to owner: LegacyController)", in: output.text), "\(output.text)")
        #expect(connect == [#"button.addTarget(owner, action: Selector(("tap:")), for: .touchUpInside)"#])
    }

    @Test("a File's Owner without a class still receives its actions directly (typed AnyObject)")
    func ownerWithoutClass() throws {
        let xml = TestXib.document(objects: """
            <view contentMode="scaleToFill" id="root"><subviews><button buttonType="system" id="b"><connections><action selector="tap:" destination="-1" eventType="touchUpInside" id="a1"/></connections></button></subviews></view>
            """, owner: "")
        let output = try TestXib.generate(xml)
        let connect = try #require(Self.body(of: "func connect(to owner: AnyObject)", in: output.text), "\(output.text)")
        #expect(connect == [#"button.addTarget(owner, action: Selector(("tap:")), for: .touchUpInside)"#])
    }
}
