import Testing
import XibModel
@testable import XibGenerator

@Suite("Constraint translation")
struct ConstraintTranslationTests {
    private func constraint(_ first: String, _ relation: XibConstraint.Relation = .equal, _ second: String? = nil,
                            multiplier: String? = nil, constant: Double = 0) -> XibConstraint {
        XibConstraint(id: "c", firstItem: "a", firstAttribute: first, secondItem: second == nil ? nil : "b",
                      secondAttribute: second, relation: relation, multiplierText: multiplier, constant: constant)
    }

    private func swift(_ constraint: XibConstraint, first: ConstraintTranslation.Item = .view("a"),
                       second: ConstraintTranslation.Item? = .view("b")) throws -> String {
        try ConstraintTranslation.expression(constraint, first: first, second: constraint.secondItem == nil ? nil : second)
    }

    @Test("anchors with relation and constant")
    func anchors() throws {
        #expect(try swift(constraint("top", .equal, "bottom", constant: 8)) == "a.topAnchor.constraint(equalTo: b.bottomAnchor, constant: 8)")
        #expect(try swift(constraint("leading", .greaterThanOrEqual, "trailing")) == "a.leadingAnchor.constraint(greaterThanOrEqualTo: b.trailingAnchor)")
        #expect(try swift(constraint("bottom", .lessThanOrEqual, "bottom", constant: -4)) == "a.bottomAnchor.constraint(lessThanOrEqualTo: b.bottomAnchor, constant: -4)")
        #expect(try swift(constraint("baseline", .equal, "firstBaseline")) == "a.lastBaselineAnchor.constraint(equalTo: b.firstBaselineAnchor)")
    }

    @Test("constant dimensions")
    func dimensions() throws {
        #expect(try swift(constraint("width", constant: 40)) == "a.widthAnchor.constraint(equalToConstant: 40)")
        #expect(try swift(constraint("height", .greaterThanOrEqual, constant: 44)) == "a.heightAnchor.constraint(greaterThanOrEqualToConstant: 44)")
    }

    @Test("multipliers: ratios stay ratios on dimensions; position multipliers need NSLayoutConstraint(item:)")
    func multipliers() throws {
        #expect(try swift(constraint("width", .equal, "height", multiplier: "16:9")) == "a.widthAnchor.constraint(equalTo: b.heightAnchor, multiplier: 16.0 / 9.0)")
        #expect(try swift(constraint("width", .equal, "height", multiplier: "1:1")) == "a.widthAnchor.constraint(equalTo: b.heightAnchor)")
        #expect(try swift(constraint("width", .equal, "width", multiplier: "0.5", constant: 10)) == "a.widthAnchor.constraint(equalTo: b.widthAnchor, multiplier: 0.5, constant: 10)")
        #expect(try swift(constraint("centerX", .equal, "centerX", multiplier: "1/3")) ==
            "NSLayoutConstraint(item: a, attribute: .centerX, relatedBy: .equal, toItem: b, attribute: .centerX, multiplier: 1.0 / 3.0, constant: 0)")
    }

    @Test("margins and guides")
    func margins() throws {
        #expect(try swift(constraint("leading", .equal, "leadingMargin"), second: .view(nil)) == "a.leadingAnchor.constraint(equalTo: layoutMarginsGuide.leadingAnchor)")
        #expect(try swift(constraint("trailingMargin", .equal, "trailing")) == "a.layoutMarginsGuide.trailingAnchor.constraint(equalTo: b.trailingAnchor)")
        #expect(try swift(constraint("centerX", .equal, "centerXWithinMargins")) == "a.centerXAnchor.constraint(equalTo: b.layoutMarginsGuide.centerXAnchor)")
        #expect(try swift(constraint("top", .equal, "top"), second: .guide("safeAreaLayoutGuide")) == "a.topAnchor.constraint(equalTo: safeAreaLayoutGuide.topAnchor)")
        #expect(try swift(constraint("top", .equal, "top"), first: .view(nil), second: .guide("scrollView.contentLayoutGuide")) == "topAnchor.constraint(equalTo: scrollView.contentLayoutGuide.topAnchor)")
    }

    @Test("mixed axes fall back to NSLayoutConstraint(item:)")
    func mixedAxes() throws {
        #expect(try swift(constraint("width", .equal, "centerX")).hasPrefix("NSLayoutConstraint(item: a, attribute: .width"))
    }

    @Test("unknown attributes are reported")
    func unknown() {
        #expect(throws: ConstraintTranslation.Failure.self) { try swift(constraint("diagonal", .equal, "top")) }
    }

    @Test("implicit first item, priority, identifier, placeholder and constraint outlets in a document")
    func inDocument() throws {
        let xml = TestXib.document(objects: """
        <view id="root">
            <subviews><view translatesAutoresizingMaskIntoConstraints="NO" id="v"/></subviews>
            <viewLayoutGuide key="safeArea" id="safe"/>
            <constraints>
                <constraint firstAttribute="trailing" secondItem="v" secondAttribute="trailing" constant="16" id="c1"/>
                <constraint firstItem="v" firstAttribute="top" secondItem="safe" secondAttribute="top" priority="999" identifier="v-top" id="c2"/>
                <constraint firstItem="v" firstAttribute="bottom" secondItem="root" secondAttribute="bottom" placeholder="YES" id="c3"/>
                <constraint firstItem="v" firstAttribute="height" secondItem="root" secondAttribute="height" multiplier="0.25" priority="750" id="c4"/>
            </constraints>
            <connections><outlet property="heightConstraint" destination="c4" id="o1"/></connections>
        </view>
        """)
        let output = try TestXib.generate(xml)
        let lines = TestXib.lines(output.text)
        #expect(lines.contains("trailingAnchor.constraint(equalTo: placeholderView.trailingAnchor, constant: 16),"))
        #expect(lines.contains("let vTopConstraint = placeholderView.topAnchor.constraint(equalTo: safeAreaLayoutGuide.topAnchor)"))
        #expect(lines.contains("vTopConstraint.priority = UILayoutPriority(999)"))
        #expect(lines.contains(#"vTopConstraint.identifier = "v-top""#))
        #expect(lines.contains("lazy var heightConstraint: NSLayoutConstraint = placeholderView.heightAnchor.constraint(equalTo: heightAnchor, multiplier: 0.25)"))
        #expect(lines.contains("heightConstraint.priority = .defaultHigh"))
        #expect(lines.contains("heightConstraint,"))
        #expect(!output.text.contains("bottomAnchor"), "placeholder constraints are removed at build time")
    }
}
