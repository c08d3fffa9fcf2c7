import Testing
@testable import XibModel

@Suite("XML reader")
struct XMLReaderTests {
    private func parse(_ text: String) throws(XibParseError) -> XibNode {
        try XMLReader.parse(Array(text.utf8))
    }

    @Test("attributes past the store's first chunks, and elements whose attributes span two chunks, read back whole")
    func attributesAcrossChunks() throws {
        // Five attributes per element, so some element's run crosses each chunk boundary.
        let perElement = 5
        let elements = 3 * XibAttributeStore.chunkSize / perElement + 7
        var text = "<document xmlns:ib=\"urn:x\">"
        for index in 0..<elements {
            text += "<e id=\"i\(index)\" a=\"\(index % 7)\" long=\"value number \(index) is longer than fifteen\" ib:p=\"q\" z=\"\"/>"
        }
        let root = try parse(text + "</document>")
        #expect(root.attributes.map(\.name) == ["xmlns:ib"])
        #expect(root.children.count == elements)
        for (index, element) in root.children.enumerated() {
            #expect(element.attributes.map(\.name) == ["id", "a", "long", "ib:p", "z"])
            #expect(element[attribute: "id"] == "i\(index)")
            #expect(element[attribute: "long"] == "value number \(index) is longer than fifteen")
            #expect(element[attribute: "ib:p"] == "q")
            #expect(element[attribute: "z"] == "")
            #expect(element[attribute: "missing"] == nil)
        }
        let built = XibAttributes([XibAttribute(name: "id", value: "1"), XibAttribute(name: "a", value: "2")])
        #expect(built["a"] == "2" && built.count == 2 && built != root.children[1].attributes)
        // Equality is by content, whichever store holds the attributes.
        #expect(XibAttributes(Array(root.children[1].attributes)) == root.children[1].attributes)
    }

    @Test("values kept as bytes read back as the Strings they were, and are compared without making one")
    func valuesAsBytes() throws {
        // Non-ASCII, `&amp;` (the SAX layer's `&#38;`), a character reference, empty and long values,
        // some past a chunk's first bytes (a chunk's byte buffer starts small and grows).
        let long = String(repeating: "long value ", count: 2000)
        let root = try parse("""
        <document><e key="textColor" a="Grüße 👋" b="x &amp; y" c="&#x41;&#65;" d="" e="\(long)" id="7"/>\
        <e key="fontDescription" a="é&amp;" b="\(long)é"/></document>
        """)
        let first = root.children[0], second = root.children[1]
        #expect(first[attribute: "a"] == "Grüße 👋" && first[attribute: "b"] == "x & y" && first[attribute: "c"] == "AA")
        #expect(first[attribute: "d"] == "" && first[attribute: "e"] == long && first[attribute: "id"] == "7")
        #expect(second[attribute: "a"] == "é&" && second[attribute: "b"] == long + "é")
        #expect(first.hasKey("textColor") && !first.hasKey("textColo") && !first.hasKey("textColorX") && second.hasKey("fontDescription"))
        #expect(first.attribute("d", is: "") && !first.attribute("missing", is: "") && first.attribute("a", is: "Grüße 👋"))
        #expect(first.hasAttribute("d") && !first.hasAttribute("key2") && !root.hasAttribute("key") && !root.hasKey(""))
        // Elements built in code (a store of their own) answer alike.
        let built = XibNode(name: "color", attributes: [XibAttribute(name: "key", value: "tintColor"), XibAttribute(name: "z", value: "")])
        #expect(built.hasKey("tintColor") && built.attribute("z", is: "") && !built.hasAttribute("red"))
        #expect(XibNode(name: "empty").hasKey("") == false)
    }

    @Test("more than 65,536 distinct attribute names: ids outgrow 16 bits, and every name and value still reads back")
    func manyNames() throws {
        let count = 70_000
        var text = "<document>"
        for index in 0..<count { text += "<e n\(index)=\"v\(index)\" id=\"\(index)\"/>" }
        let root = try parse(text + "</document>")
        #expect(root.children.count == count)
        for index in [0, 1, 30_000, 65_533, 65_534, 65_535, 65_536, 65_537, count - 1] {
            let element = root.children[index]
            #expect(element.attributes.map(\.name) == ["n\(index)", "id"], "element \(index)")
            #expect(element[attribute: "n\(index)"] == "v\(index)" && element[attribute: "id"] == "\(index)")
            #expect(element.attribute("n\(index)", is: "v\(index)") && !element.hasAttribute("n\(index + 1)"))
        }
        let names = XibAttributes((0..<count).map { XibAttribute(name: "a\($0)", value: "\($0)") })
        #expect(names.count == count && names["a0"] == "0" && names["a69999"] == "69999" && names[65_536].name == "a65536")
    }

    @Test("names Interface Builder writes in most documents come from one table of Strings; others are read as they are")
    func commonNames() throws {
        #expect(CommonNames.names.count == Set(CommonNames.names).count && CommonNames.names.contains("translatesAutoresizingMaskIntoConstraints"))
        for name in CommonNames.names {
            let bytes = Array(name.utf8)
            #expect(bytes.withUnsafeBufferPointer { CommonNames.string($0) } == name)
            for other in [name + "x", String(name.dropLast()), name.uppercased(), "x" + name] where !CommonNames.names.contains(other) {
                #expect(Array(other.utf8).withUnsafeBufferPointer { CommonNames.string($0) } == nil, "\(other)")
            }
        }
        #expect([UInt8]().withUnsafeBufferPointer { CommonNames.string($0) } == nil)
        let root = try parse("""
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB"><objects><view translatesAutoresizingMaskIntoConstraints="NO" \
        madeUpAttributeName="1" id="a"><madeUpElement userInteractionEnabled="YES"/></view></objects></document>
        """)
        let view = try #require(root.child(named: "objects")?.child(named: "view"))
        #expect(root.attributes.map(\.name) == ["type"] && view.attributes.map(\.name) == ["translatesAutoresizingMaskIntoConstraints", "madeUpAttributeName", "id"])
        #expect(view[attribute: "madeUpAttributeName"] == "1" && view.children.map(\.name) == ["madeUpElement"])
        #expect(view.children[0][attribute: "userInteractionEnabled"] == "YES")
    }

    @Test("a node is 64 bytes: its attribute range and location in 32 bits each read back whole")
    func compactNode() throws {
        #expect(MemoryLayout<XibNode>.stride == 64)
        let far = SourceLocation(line: 4_000_000_000, column: 3_000_000_000)
        let node = XibNode(name: "e", attributes: [XibAttribute(name: "a", value: "1"), XibAttribute(name: "b", value: "2")],
                           text: "t", location: far)
        #expect(node.location == far && node.attributes.count == 2 && node[attribute: "b"] == "2" && node.text == "t")
        #expect(XibNode(name: "e").location == .unknown && XibNode(name: "e").attributes.isEmpty)
        let root = try parse("<document>\n\n   <e a=\"1\"/><f/></document>")
        #expect(root.children[0].location == SourceLocation(line: 3, column: 4) && root.children[0][attribute: "a"] == "1")
        #expect(root.children[1].location == SourceLocation(line: 3, column: 14) && root.children[1].attributes.isEmpty)
    }

    @Test("elements keep attributes in order, children, text and start-tag positions")
    func readsTree() throws {
        let root = try parse("""
        <?xml version="1.0" encoding="UTF-8"?>
        <document a="1" b="two">
            <objects><label text="Hi &amp; bye" id="x"/>   <string key="text">Line 1
        Line 2</string></objects>
        </document>
        """)
        #expect(root.name == "document")
        #expect(root.attributes.map(\.name) == ["a", "b"])
        #expect(root.location == SourceLocation(line: 2, column: 1))
        let objects = try #require(root.child(named: "objects"))
        #expect(objects.location == SourceLocation(line: 3, column: 5))
        let label = try #require(objects.child(named: "label"))
        #expect(label[attribute: "text"] == "Hi & bye")
        #expect(label.location == SourceLocation(line: 3, column: 14))
        let string = try #require(objects.child(named: "string"))
        #expect(string.text == "Line 1\nLine 2")
        #expect(string.location == SourceLocation(line: 3, column: 52))
    }

    @Test("a text node that starts as indentation keeps it when more text follows in the same node (an entity, CDATA)")
    func indentationThenText() throws {
        // libxml2 hands `\n    ` and what follows an entity or a CDATA section over in separate
        // calls: the indentation, held back as a count, must come back before them, byte for byte.
        let root = try parse("<document><a>\n    &lt;b&gt; x\n  </a><b>\n  <![CDATA[y]]>\n</b><c>\n   </c>"
            + "<d>\n  <e/>\n  z</d><f>\n\n  &amp;</f><g> \n  &amp;</g><h>\n          &#x41;</h></document>")
        #expect(root.child(named: "a")?.text == "\n    <b> x\n  ")
        #expect(root.child(named: "b")?.text == "\n  y\n")
        #expect(root.child(named: "c")?.text == "")
        // Indentation before a child element is dropped; text after it starts a node of its own.
        #expect(root.child(named: "d")?.text == "\n  z")
        #expect(root.child(named: "f")?.text == "\n\n  &")
        #expect(root.child(named: "g")?.text == " \n  &")
        #expect(root.child(named: "h")?.text == "\n          A")
        #expect(root.text == "")
    }

    @Test("malformed XML reports the line and column of the problem")
    func malformed() {
        let error = #expect(throws: XibParseError.self) {
            try parse("<document>\n  <objects>\n    <view id=\"a\">\n  </objects>\n</document>")
        }
        #expect(error?.location.line == 4)
        #expect(error?.message.contains("mismatch") == true)
    }

    @Test("an empty file is an error at 1:1")
    func empty() {
        let error = #expect(throws: XibParseError.self) { try parse("") }
        #expect(error?.location == SourceLocation(line: 1, column: 1))
    }

    @Test("truncated input is an error, not a partial tree")
    func truncated() {
        #expect(throws: XibParseError.self) { try parse("<document><objects><view id=\"a\">") }
    }

    @Test("non-UTF-8 bytes are an error")
    func invalidEncoding() {
        var bytes = Array("<document><objects><label text=\"".utf8)
        bytes += [0xFF, 0xFE, 0xC3]
        bytes += Array("\"/></objects></document>".utf8)
        #expect(throws: XibParseError.self) { try XMLReader.parse(bytes) }
    }

    @Test("external entities are never resolved (XXE)")
    func externalEntity() {
        let xml = """
        <?xml version="1.0"?>
        <!DOCTYPE document [<!ENTITY secret SYSTEM "file:///etc/passwd">]>
        <document><objects><label text="&secret;" id="a"/></objects></document>
        """
        let error = #expect(throws: XibParseError.self) { try parse(xml) }
        #expect(error?.message.contains("root:") != true)
    }

    @Test("entity expansion bombs are refused quickly")
    func billionLaughs() {
        var xml = "<?xml version=\"1.0\"?>\n<!DOCTYPE lolz [\n<!ENTITY lol \"lol\">\n"
        for level in 1...9 {
            xml += "<!ENTITY lol\(level) \"" + String(repeating: "&lol\(level - 1 == 0 ? "" : String(level - 1));", count: 10) + "\">\n"
        }
        xml += "]>\n<document><objects><label text=\"&lol9;\" id=\"a\"/></objects></document>"
        let clock = ContinuousClock()
        let elapsed = clock.measure {
            #expect(throws: XibParseError.self) { try parse(xml) }
        }
        #expect(elapsed < .seconds(5))
    }

    @Test("a comment right before an element is its precedingComment; one before a closing tag belongs to nothing")
    func precedingComments() throws {
        let root = try XMLReader.parse(Array("""
            <document>
                <!--  Login  -->
                <scene sceneID="a"/>
                <scene sceneID="b"/>
                <!--first--><!--second-->
                <plain/>
                <date key="date"><!--2001-01-01 11:00:00 +0000--></date>
                <!--dangling-->
            </document>
            """.utf8))
        #expect(root.children.map(\.precedingComment) == ["Login", nil, "second", nil])
        #expect(root.children[3].children.isEmpty && root.children[3].text.isEmpty)
        // Comments are not part of equality, like whitespace.
        let bare = try XMLReader.parse(Array("<document>\n<scene sceneID=\"a\"/>\n<plain/></document>".utf8))
        let commented = try XMLReader.parse(Array("<document><!--x-->\n<scene sceneID=\"a\"/><!--y-->\n<plain/></document>".utf8))
        #expect(commented.children.map(\.precedingComment) == ["x", "y"] && bare.children.map(\.precedingComment) == [nil, nil])
        #expect(bare == commented)
    }
}
