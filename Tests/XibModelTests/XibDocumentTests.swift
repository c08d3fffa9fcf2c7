import Testing
@testable import XibModel

@Suite("XIB document model")
struct XibDocumentTests {
    static func document(_ objects: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21507" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner" customClass="OwnerViewController" customModule="App" customModuleProvider="target">
                    <connections>
                        <outlet property="titleLabel" destination="l1" id="o1"/>
                    </connections>
                </placeholder>
                <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
        \(objects)
            </objects>
        </document>
        """
    }

    private func parse(_ objects: String) throws -> XibDocument {
        try XibDocument.parse(Array(Self.document(objects).utf8))
    }

    @Test("header, placeholders, top-level objects, subviews, constraints and connections are typed")
    func structure() throws {
        let document = try parse("""
                <view contentMode="scaleToFill" id="root" userLabel="Root">
                    <rect key="frame" x="0" y="0" width="320" height="100"/>
                    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                    <subviews>
                        <label text="A" translatesAutoresizingMaskIntoConstraints="NO" id="l1"/>
                        <button buttonType="system" id="b1">
                            <connections><action selector="tap:" destination="-1" eventType="touchUpInside" id="a1"/></connections>
                        </button>
                    </subviews>
                    <viewLayoutGuide key="safeArea" id="sa"/>
                    <color key="backgroundColor" white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                    <constraints>
                        <constraint firstItem="l1" firstAttribute="top" secondItem="sa" secondAttribute="top" constant="8" id="c1"/>
                        <constraint firstAttribute="trailing" relation="greaterThanOrEqual" secondItem="l1" secondAttribute="trailing" multiplier="1:2" priority="750" id="c2"/>
                    </constraints>
                </view>
        """)
        #expect(document.header.useAutolayout)
        #expect(document.header.toolsVersion == "21507")
        #expect(document.filesOwner?.customClass == "OwnerViewController")
        #expect(document.filesOwner?.customModule == "App")
        #expect(document.objects.count == 1)
        let root = document.objects[0]
        #expect(root.userLabel == "Root")
        #expect(root.frame == XibRect(x: 0, y: 0, width: 320, height: 100))
        #expect(root.autoresizingMask?.widthSizable == true)
        #expect(root.subviews.map(\.id) == ["l1", "b1"])
        #expect(root.layoutGuides == [XibLayoutGuide(key: "safeArea", id: "sa", location: root.layoutGuides[0].location)])
        #expect(root.color(key: "backgroundColor") == .some(.white(1, alpha: 1, space: .genericGamma22Gray)))
        #expect(root.constraints.count == 2)
        let second = root.constraints[1]
        #expect(second.firstItem == nil)
        #expect(second.relation == .greaterThanOrEqual)
        #expect(second.multiplier == 0.5)
        #expect(second.priority == 750)
        let action = root.subviews[1].connections[0]
        #expect(action.kind == .action && action.source == "b1" && action.destination == "-1" && action.selector == "tap:")
        #expect(document.diagnostics.isEmpty)
        if case .layoutGuide(_, let owner)? = document.reference("sa") { #expect(owner == "root") } else { Issue.record("sa not indexed") }
        if case .constraint? = document.reference("c2") {} else { Issue.record("constraint not indexed") }
    }

    @Test("multipliers: ratios with : and /, plain numbers, and invalid forms", arguments: [
        ("1:1", 1.0), ("16:9", 16.0 / 9.0), ("1/3", 1.0 / 3.0), ("0.5", 0.5), ("2", 2.0), (" 3 : 4 ", 0.75),
    ])
    func multipliers(text: String, expected: Double) {
        #expect(XibConstraint.parseMultiplier(text) == expected)
    }

    @Test("invalid multipliers are rejected", arguments: ["1:0", "abc", "1:2:3", "", "nan", "inf", "1/"])
    func invalidMultipliers(text: String) {
        #expect(XibConstraint.parseMultiplier(text) == nil)
    }

    @Test("wrong value types are errors with the constraint's line")
    func invalidValues() throws {
        let document = try parse("""
                <view id="root">
                    <constraints>
                        <constraint firstAttribute="width" constant="abc" id="c1"/>
                        <constraint firstAttribute="width" multiplier="1:0" id="c2"/>
                        <constraint firstAttribute="width" priority="2000" id="c3"/>
                    </constraints>
                </view>
        """)
        let errors = document.diagnostics.filter { $0.kind == "invalid-value" }
        #expect(errors.count == 3)
        #expect(errors.map(\.location.line) == [12, 13, 14])
        #expect(errors.allSatisfy { $0.severity == .error })
        #expect(errors[0].message.contains("\"abc\""))
    }

    @Test("dangling references and duplicate ids are errors")
    func references() throws {
        let document = try parse("""
                <view id="root">
                    <subviews><view id="dup"/><view id="dup"/></subviews>
                    <constraints>
                        <constraint firstItem="missing" firstAttribute="top" secondItem="root" secondAttribute="top" id="c1"/>
                    </constraints>
                </view>
        """)
        let problems = document.diagnostics.map { "\($0.kind)@\($0.location.line)" }.sorted()
        // The File's Owner's titleLabel outlet (line 6) and the constraint (line 13) dangle.
        #expect(problems == ["dangling-reference@13", "dangling-reference@6", "duplicate-id@11"])
    }

    @Test("a constraint's seldom-set fields (multiplier, priority, identifier, class, variations, properties) read back, and set then unset equal never set")
    func constraintRareFields() {
        let plain = XibConstraint(id: "c", firstItem: "a", firstAttribute: "top", constant: 4, location: SourceLocation(line: 3, column: 5))
        #expect(MemoryLayout<XibConstraint>.size == MemoryLayout<Int>.size)
        var full = plain
        full.multiplierText = "1:2"
        full.priority = 750
        full.identifier = "gap"
        full.customClass = "MyConstraint"
        full.variations = [XibNode(name: "variation", attributes: [XibAttribute(name: "key", value: "heightClass=compact")])]
        full.properties = [XibNode(name: "userDefinedRuntimeAttributes")]
        #expect(full.multiplierText == "1:2" && full.multiplier == 0.5 && full.priority == 750 && full.identifier == "gap")
        #expect(full.customClass == "MyConstraint" && full.variations.count == 1 && full.properties.count == 1)
        #expect(full != plain && plain.priority == nil && plain.multiplierText == nil && plain.variations.isEmpty)
        #expect(full.firstItem == "a" && full.firstAttribute == "top" && full.constant == 4 && full.location == SourceLocation(line: 3, column: 5))
        var cleared = full
        cleared.multiplierText = nil
        cleared.priority = nil
        cleared.identifier = nil
        cleared.customClass = nil
        cleared.variations = []
        cleared.properties = []
        #expect(cleared == plain && cleared.hashValue == plain.hashValue)
        let built = XibConstraint(id: "c", firstItem: "a", firstAttribute: "top", multiplierText: "1:2", constant: 4, priority: 750,
                                  identifier: "gap", customClass: "MyConstraint", variations: full.variations, properties: full.properties,
                                  location: SourceLocation(line: 3, column: 5))
        #expect(built == full && built.hashValue == full.hashValue)
    }

    @Test("a constraint's attributes are read as Auto Layout's: in a read document, in a tree built by hand, and when set")
    func constraintLayoutAttributes() throws {
        let document = try parse("""
                <view contentMode="scaleToFill" id="root">
                    <constraints>
                        <constraint firstAttribute="centerXWithinMargins" secondItem="root" secondAttribute="leadingMargin" id="c1"/>
                        <constraint id="c2" constant="3" firstAttribute="bogus" placeholder="YES" secondAttribute="notOne" secondItem="root"/>
                        <constraint firstAttribute="baseline" id="c3" placeholder="NO"/>
                    </constraints>
                </view>
        """)
        let constraints = try #require(document.objects.first).constraints
        #expect(constraints.map(\.firstLayoutAttribute) == [.centerXWithinMargins, nil, .baseline])
        #expect(constraints.map(\.secondLayoutAttribute) == [.leadingMargin, nil, nil])
        #expect(constraints.map(\.firstAttribute) == ["centerXWithinMargins", "bogus", "baseline"])
        #expect(constraints.map(\.secondAttribute) == ["leadingMargin", "notOne", nil])
        #expect(constraints.map(\.isPlaceholder) == [false, true, false] && constraints[1].constant == 3 && constraints[1].id == "c2")
        var made = XibConstraint(id: "c1", firstAttribute: "centerXWithinMargins", secondItem: "root",
                                 secondAttribute: "leadingMargin", location: constraints[0].location)
        (made.idNumber, made.secondItemNumber) = (constraints[0].idNumber, constraints[0].secondItemNumber)
        #expect(constraints[0] == made && constraints[0].hashValue == made.hashValue)
        // Each element of a tree built by hand has its own attribute store, names in another order.
        func constraint(_ attributes: [(String, String)]) -> XibNode {
            XibNode(name: "constraint", attributes: attributes.map { XibAttribute(name: $0.0, value: $0.1) })
        }
        let root = XibNode(name: "document", attributes: [XibAttribute(name: "type", value: "com.apple.InterfaceBuilder3.CocoaTouch.XIB")], children: [
            XibNode(name: "objects", children: [
                XibNode(name: "view", attributes: [XibAttribute(name: "id", value: "v")], children: [
                    XibNode(name: "constraints", children: [
                        constraint([("firstAttribute", "width"), ("id", "k1"), ("constant", "4")]),
                        constraint([("id", "k2"), ("secondAttribute", "top"), ("firstAttribute", "bottom"), ("secondItem", "v")]),
                        constraint([("constant", "5"), ("firstAttribute", "top"), ("id", "k3"), ("relation", "lessThanOrEqual")]),
                    ]),
                ]),
            ]),
        ])
        let built = try XibDocument.build(root).objects[0].constraints
        #expect(built.map(\.id) == ["k1", "k2", "k3"] && built.map(\.constant) == [4, 0, 5])
        #expect(built.map(\.firstLayoutAttribute) == [.width, .bottom, .top] && built.map(\.secondLayoutAttribute) == [nil, .top, nil])
        #expect(built[1].secondItem == "v" && built[2].relation == .lessThanOrEqual)
        var changed = built[0]
        changed.firstAttribute = "trailingMargin"
        changed.secondAttribute = "nope"
        #expect(changed.firstLayoutAttribute == .trailingMargin && changed.secondLayoutAttribute == nil && changed.secondAttribute == "nope")
        changed.secondAttribute = "height"
        #expect(changed.secondLayoutAttribute == .height)
        #expect(XibConstraint.LayoutAttribute.allCases.allSatisfy { XibConstraint.LayoutAttribute(name: $0.name) == $0 })
        #expect(XibConstraint.LayoutAttribute(name: "Top") == nil && XibConstraint.LayoutAttribute(name: "") == nil)
    }

    @Test("an attribute's value length is its UTF-8 count, read from a document or given by hand")
    func attributeValueLengths() throws {
        let document = try parse(#"<label text="Grüße 👋" userLabel="" id="l1"/>"#)
        let attributes = try #require(document.object("l1")).attributes
        #expect(attributes.indices.map { attributes.valueLength(at: $0) } == attributes.map(\.value.utf8.count))
        #expect(attributes.indices.map { attributes.valueLength(at: $0) } == [12, 0, 2])
        let made = XibAttributes([XibAttribute(name: "a", value: "é"), XibAttribute(name: "b", value: "xyz")])
        #expect(made.indices.map { made.valueLength(at: $0) } == [2, 3])
    }

    @Test("an object's seldom-set fields (key, module, user label, connections, keyed objects, guides) read back, and set then unset equal never set")
    func objectRareFields() {
        let plain = XibObject(tag: "label", id: "l", customClass: "Title", location: SourceLocation(line: 2, column: 3))
        var full = plain
        full.key = "titleView"
        full.customModule = "App"
        full.userLabel = "Title"
        full.connections.append(XibConnection(kind: .outlet, id: "o", source: "l", destination: "x", property: "p"))
        for index in 0..<3 { full.keyedObjects.append(XibObject(tag: "view", id: "k\(index)")) }
        full.layoutGuides += [XibLayoutGuide(key: "safeArea", id: "g")]
        #expect(full.key == "titleView" && full.customModule == "App" && full.userLabel == "Title" && full.isSwiftClass)
        #expect(full.connections.count == 1 && full.keyedObjects.map(\.id) == ["k0", "k1", "k2"] && full.layoutGuides.count == 1)
        #expect(full != plain && plain.key == nil && plain.connections.isEmpty && plain.keyedObjects.isEmpty && !plain.isSwiftClass)
        #expect(full.tag == "label" && full.customClass == "Title" && full.location == SourceLocation(line: 2, column: 3))
        // A copy shares the fields until one of them changes.
        var copy = full
        copy.keyedObjects.removeLast()
        #expect(full.keyedObjects.count == 3 && copy.keyedObjects.count == 2)
        var cleared = full
        cleared.key = nil
        cleared.customModule = nil
        cleared.userLabel = nil
        cleared.connections = []
        cleared.keyedObjects.removeAll()
        cleared.layoutGuides = []
        #expect(cleared == plain && cleared.hashValue == plain.hashValue)
        let built = XibObject(tag: "label", id: "l", key: "titleView", customClass: "Title", customModule: "App", userLabel: "Title",
                              location: SourceLocation(line: 2, column: 3), connections: full.connections,
                              keyedObjects: full.keyedObjects, layoutGuides: full.layoutGuides)
        #expect(built == full && built.hashValue == full.hashValue)
    }

    @Test("a reference is one pointer: the index of every id stays small in a large document")
    func referenceSize() throws {
        // `references` has a slot per id; a constraint or placeholder stored inline made each
        // slot ~200 bytes (60 MB for a 50 MB XIB's 144,000 ids).
        #expect(MemoryLayout<XibDocument.Reference>.size <= MemoryLayout<UnsafeRawPointer>.size)
        let document = try parse("""
                <view id="root">
                    <viewLayoutGuide key="safeArea" id="safe"/>
                    <constraints>
                        <constraint firstItem="root" firstAttribute="top" secondItem="safe" secondAttribute="top" constant="4" id="c1"/>
                    </constraints>
                </view>
        """)
        guard case .constraint(let constraint, let owner)? = document.reference("c1") else { Issue.record("no constraint c1"); return }
        #expect(owner == "root" && constraint.constant == 4 && constraint.secondItem == "safe")
        guard case .layoutGuide(let guide, let guideOwner)? = document.reference("safe") else { Issue.record("no guide"); return }
        #expect(guide.key == "safeArea" && guideOwner == "root")
        guard case .placeholder(let owner)? = document.reference("-1") else { Issue.record("no File's Owner"); return }
        #expect(owner.isFilesOwner)
    }

    @Test("colors in every form")
    func colors() {
        func color(_ attributes: String) -> XibColor? {
            let node = try! XMLReader.parse(Array("<color key=\"c\" \(attributes)/>".utf8))
            return XibColorParser.parse(node)
        }
        #expect(color(#"red="1" green="0.5" blue="0" alpha="1" colorSpace="custom" customColorSpace="sRGB""#) == .rgb(red: 1, green: 0.5, blue: 0, alpha: 1, space: .sRGB))
        #expect(color(#"red="1" green="0.5" blue="0" alpha="1" colorSpace="custom" customColorSpace="displayP3""#) == .rgb(red: 1, green: 0.5, blue: 0, alpha: 1, space: .displayP3))
        #expect(color(#"red="1" green="0.5" blue="0" alpha="1" colorSpace="calibratedRGB""#) == .rgb(red: 1, green: 0.5, blue: 0, alpha: 1, space: .calibratedRGB))
        #expect(color(#"white="0.3" alpha="0.5" colorSpace="calibratedWhite""#) == .white(0.3, alpha: 0.5, space: .calibratedWhite))
        #expect(color(#"white="0.3" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace""#) == .white(0.3, alpha: 1, space: .genericGamma22Gray))
        #expect(color(#"systemColor="systemBackgroundColor""#) == .system("systemBackgroundColor"))
        #expect(color(#"cocoaTouchSystemColor="darkTextColor""#) == .legacySystem("darkTextColor"))
        #expect(color(#"name="BrandBlue""#) == .named("BrandBlue"))
        #expect(color(#"colorSpace="catalog" name="textColor" catalog="System""#) == .catalog(catalog: "System", name: "textColor"))
        #expect(color(#"red="x" green="0" blue="0""#) == nil)
    }

    @Test("fonts in every form")
    func fonts() {
        func font(_ attributes: String) -> XibFont? {
            XibFontParser.parse(try! XMLReader.parse(Array("<fontDescription key=\"fontDescription\" \(attributes)/>".utf8)))
        }
        #expect(font(#"type="system" pointSize="17""#) == .system(.system, size: 17, weight: nil))
        #expect(font(#"type="system" weight="semibold" pointSize="15""#) == .system(.system, size: 15, weight: "semibold"))
        #expect(font(#"type="boldSystem" pointSize="20""#) == .system(.boldSystem, size: 20, weight: nil))
        #expect(font(#"type="italicSystem" pointSize="12""#) == .system(.italicSystem, size: 12, weight: nil))
        #expect(font(#"type="boldSystem" size="button""#) == .system(.boldSystem, size: 18, weight: nil))
        #expect(font(#"name="Avenir-Heavy" family="Avenir" pointSize="20""#) == .custom(name: "Avenir-Heavy", size: 20))
        #expect(font(#"style="UICTFontTextStyleBody""#) == .textStyle("UICTFontTextStyleBody"))
        #expect(font(#"type="system""#) == nil)
    }

    @Test("documents that are not iOS XIBs are refused with a reason")
    func notAXib() {
        #expect(throws: XibParseError.self) { try XibDocument.parse(Array("<plist><dict/></plist>".utf8)) }
        #expect(throws: XibParseError.self) {
            try XibDocument.parse(Array(#"<document type="com.apple.InterfaceBuilder3.Cocoa.XIB"><objects/></document>"#.utf8))
        }
        #expect(throws: XibParseError.self) { try XibDocument.parse(Array(#"<archive type="com.apple.InterfaceBuilder3.CocoaTouch.XIB"/>"#.utf8)) }
    }
}
