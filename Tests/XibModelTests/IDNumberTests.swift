import Testing
@testable import XibModel

@Suite("Id numbers and IDTable")
struct IDNumberTests {
    private func parse(_ objects: String) throws -> XibDocument {
        try XibDocument.parse(Array(XibDocumentTests.document(objects).utf8))
    }

    @Test("every id has one dense number; objects and constraints carry theirs, duplicates share one, items are numbered as read")
    func numbering() throws {
        let document = try parse("""
                <view id="root">
                    <subviews>
                        <label text="A" id="l1"/>
                        <label text="B" id="l1"/>
                    </subviews>
                    <constraints>
                        <constraint firstItem="l1" firstAttribute="top" secondItem="sa" secondAttribute="top" id="c1"/>
                        <constraint firstItem="gone" firstAttribute="top" id="c2"/>
                    </constraints>
                    <viewLayoutGuide key="safeArea" id="sa"/>
                </view>
        """)
        let ids = ["-1", "-2", "root", "l1", "c1", "c2", "sa", "gone"]
        let numbers = ids.map { document.number(of: $0) }
        #expect(numbers.allSatisfy { $0 != nil })
        #expect(Set(numbers.compactMap { $0 }).count == ids.count)
        #expect(numbers.allSatisfy { $0! >= 0 && Int($0!) < document.idCount })
        #expect(document.idCount == ids.count)
        #expect(document.number(of: "nowhere") == nil)

        let root = try #require(document.objects.first)
        #expect(root.idNumber == document.number(of: "root"))
        #expect(root.subviews.map(\.idNumber) == [document.number(of: "l1"), document.number(of: "l1")])
        let constraints = root.constraints
        #expect(constraints[0].idNumber == document.number(of: "c1"))
        #expect(constraints[0].firstItemNumber == document.number(of: "l1"))
        #expect(constraints[0].secondItemNumber == document.number(of: "sa"))
        #expect(constraints[1].secondItemNumber == -1)

        // What each number names is what its id names: the first of a duplicated id, nothing for a dangling one.
        guard case .object(let first)? = document.reference(number: document.number(of: "l1")!) else {
            Issue.record("l1 is not an object")
            return
        }
        #expect(first[attribute: "text"] == "A")
        guard case .layoutGuide(_, let owner)? = document.reference(number: document.number(of: "sa")!) else {
            Issue.record("sa is not a layout guide")
            return
        }
        #expect(owner == "root")
        #expect(document.reference(number: document.number(of: "gone")!) == nil)
        #expect(document.reference("gone") == nil)
        #expect(document.references.count == ids.count - 1)
        #expect(document.diagnostics.contains { $0.kind == "dangling-reference" && $0.message.contains("\"gone\"") })
        #expect(document.diagnostics.contains { $0.kind == "duplicate-id" && $0.message.contains("\"l1\"") })
    }

    @Test("a connection's destination is numbered as it is read, defined or dangling, in XIBs and storyboard scenes")
    func connectionDestinations() throws {
        let document = try parse("""
                <view id="root">
                    <subviews><button id="b1"/></subviews>
                    <connections>
                        <outlet property="button" destination="b1" id="o2"/>
                        <outlet property="missing" destination="nowhere" id="o3"/>
                        <action selector="tap:" destination="-1" eventType="touchUpInside" id="a1"/>
                    </connections>
                </view>
        """)
        let owner = try #require(document.placeholders.first { $0.isFilesOwner })
        // The File's Owner's outlet to l1 is read before any object: its destination is numbered first.
        #expect(owner.connections.map(\.destinationNumber) == [document.number(of: "l1")])
        let connections = try #require(document.objects.first).connections
        #expect(connections.map(\.destinationNumber) == ["b1", "nowhere", "-1"].map { document.number(of: $0) })
        #expect(connections.allSatisfy { $0.destinationNumber >= 0 && Int($0.destinationNumber) < document.idCount })
        #expect(document.reference(number: connections[1].destinationNumber) == nil)
        #expect(document.diagnostics.contains { $0.kind == "dangling-reference" && $0.message.contains("\"nowhere\"") })
        var table = IDTable<String>(for: document)
        table[number: connections[0].destinationNumber, id: "b1"] = "button"
        #expect(table["b1"] == "button" && table[number: document.number(of: "b1")!] == "button")
        #expect(XibConnection(kind: .outlet, id: "o", source: "s", destination: "d").destinationNumber == -1)

        let storyboard = try Storyboard.parse(Storyboard.scene("s", """
            <viewController id="vc" sceneMemberID="viewController">
                <view key="view" id="root"><subviews><label id="lbl"/></subviews></view>
                <connections><outlet property="label" destination="lbl" id="o"/></connections>
            </viewController>
            """))
        let controller = try #require(storyboard.scenes.first?.controller)
        #expect(controller.connections.map(\.destinationNumber) == [storyboard.number(of: "lbl")])
    }

    @Test("setting an id, a constraint's item or a connection's destination forgets its number: a table then finds it by the id")
    func settingAnIDForgetsItsNumber() throws {
        let document = try parse("""
                <view id="root">
                    <subviews>
                        <label text="A" id="l1"/>
                        <label text="B" id="l2"/>
                    </subviews>
                    <constraints>
                        <constraint firstItem="l1" firstAttribute="top" secondItem="l2" secondAttribute="top" id="c1"/>
                    </constraints>
                    <connections><outlet property="label" destination="l1" id="o1"/></connections>
                </view>
        """)
        var root = try #require(document.objects.first)
        var constraint = try #require(root.constraints.first)
        var connection = try #require(root.connections.first)
        #expect(root.idNumber >= 0 && constraint.idNumber >= 0 && constraint.firstItemNumber >= 0)
        #expect(constraint.secondItemNumber >= 0 && connection.destinationNumber >= 0)

        constraint.firstItem = "l2"
        constraint.secondItem = "l1"
        constraint.id = "c2"
        connection.destination = "l2"
        #expect(constraint.firstItemNumber == -1 && constraint.secondItemNumber == -1 && constraint.idNumber == -1)
        #expect(connection.destinationNumber == -1)
        var names = IDTable<String>(for: document)
        names[number: -1, id: "l2"] = "second"
        #expect(names[number: constraint.firstItemNumber, id: try #require(constraint.firstItem)] == "second")
        #expect(names[number: connection.destinationNumber, id: connection.destination] == "second")

        root.id = "l2"
        #expect(root.idNumber == -1)
        #expect(names[root] == "second")
    }

    @Test("IDTable answers as a dictionary keyed by the ids would, by number, object or id, and for ids the document lacks")
    func tableAnswersAsADictionary() throws {
        let document = try parse("""
                <view id="root">
                    <subviews>
                        <label text="A" id="l1"/>
                        <label text="B" id="l2"/>
                        <label text="C" id="l3"/>
                    </subviews>
                </view>
        """)
        let root = try #require(document.objects.first)
        let objects = [root] + root.subviews
        let keys = objects.map(\.id) + ["-1", "-2", "elsewhere", "nowhere"]
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<50 {
            var table = IDTable<Int>(for: document)
            var reference: [String: Int] = [:]
            for step in 0..<40 {
                let key = keys.randomElement(using: &generator)!
                let value: Int? = Int.random(in: 0..<4, using: &generator) == 0 ? nil : step
                switch Int.random(in: 0..<4, using: &generator) {
                case 0: table[key] = value
                case 1:
                    if let object = objects.first(where: { $0.id == key }) { table[object] = value } else { table[key] = value }
                case 2: table[number: document.number(of: key) ?? -1, id: key] = value
                default:
                    if let value {
                        table.update(number: -1, id: key, default: 100) { $0 += value }
                        reference[key, default: 100] += value
                        continue
                    }
                    table[key] = nil
                }
                reference[key] = value
            }
            for key in keys {
                #expect(table[key] == reference[key])
                #expect(table[number: document.number(of: key) ?? -1, id: key] == reference[key])
                if let object = objects.first(where: { $0.id == key }) { #expect(table[object] == reference[key]) }
            }
            #expect(table.allValues.sorted() == reference.values.sorted())
        }
    }

    @Test("an IDTable filled from its last number down to its first moves a number of entries linear in its size, not one shift of the table per entry")
    func fillingInDecreasingOrderIsLinear() throws {
        let count = 2_000
        let views = (0..<count).map { "<view id=\"v\($0)\"/>" }.joined(separator: "\n")
        let document = try parse("<view id=\"root\"><subviews>\(views)</subviews></view>")
        let numbers = (0..<count).map { document.number(of: "v\($0)")! }
        var table = IDTable<Int>(for: document)
        for (index, number) in numbers.enumerated().reversed() { table[number: number] = index }
        #expect(numbers.enumerated().allSatisfy { table[number: $0.element] == $0.offset })
        #expect(table.values.count <= 2 * count)
        #expect(table.entriesMovedAtFront <= 2 * count, "\(table.entriesMovedAtFront) entries moved for \(count) set")
    }
}
