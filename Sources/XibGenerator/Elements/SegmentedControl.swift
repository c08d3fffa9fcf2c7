import XibModel

extension ElementSpec {
    /// `<segmentedControl>` → `UISegmentedControl`: title segments through `init(items:)`,
    /// otherwise inserted one by one; the selection after the segments exist.
    static let segmentedControl = ElementSpec(
        tag: "segmentedControl", uikitClass: "UISegmentedControl", role: "segmentedControl",
        rules: [
            .bool("momentary", "isMomentary", default: false),
            .bool("apportionsSegmentWidthsByContent", "apportionsSegmentWidthsByContent", default: false),
        ],
        colors: [ColorRule("selectedSegmentTintColor", "selectedSegmentTintColor")],
        customAttributes: ["selectedSegmentIndex"],
        // The bar/bordered/bezeled styles have had no effect since iOS 7; IB still writes one.
        editorOnlyAttributes: ["segmentControlStyle"],
        customProperties: ["segments"],
        initializer: { context in
            guard context.object.customClass == nil, let titles = SegmentTranslation.titlesOnly(context.object) else {
                return "\(context.className)()"
            }
            let items = titles.enumerated().map { context.text($0.element, keyPath: "segmentTitles[\($0.offset)]") }
            return "\(context.className)(items: [\(items.joined(separator: ", "))])"
        },
        configure: { context in
            SegmentTranslation.segments(&context)
            if let index = context.object[attribute: "selectedSegmentIndex"] {
                if let value = Int(index), value >= -1 {
                    if value != -1 { context.emit("selectedSegmentIndex = \(value)") }
                } else {
                    context.unsupported("unsupported-attribute", "segmentedControl attribute selectedSegmentIndex=\"\(index)\" is not translated yet", at: context.object.location)
                }
            }
        },
        isControl: true,
        examples: [
            TranslationExample(
                #"<segmentedControl opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="left" contentVerticalAlignment="top" segmentControlStyle="plain" selectedSegmentIndex="0" translatesAutoresizingMaskIntoConstraints="NO" id="g1"><rect key="frame" x="0" y="0" width="121" height="32"/><segments><segment title="Day"/><segment title="Week"/></segments></segmentedControl>"#,
                emits: [#"let segmentedControl = UISegmentedControl(items: ["Day", "Week"])"#, "segmentedControl.selectedSegmentIndex = 0",
                        "segmentedControl.contentHorizontalAlignment = .left", "segmentedControl.contentVerticalAlignment = .top"],
                omits: ["segmentControlStyle", "insertSegment"]),
            TranslationExample(
                #"<segmentedControl selectedSegmentIndex="1" apportionsSegmentWidthsByContent="YES" momentary="YES" id="g1"><segments><segment title="" image="list.bullet" catalog="system"/><segment title="Grid" enabled="NO" width="80"/></segments><color key="selectedSegmentTintColor" systemColor="systemIndigoColor"/></segmentedControl>"#,
                emits: [
                    "let segmentedControl = UISegmentedControl()", "segmentedControl.isMomentary = true",
                    "segmentedControl.apportionsSegmentWidthsByContent = true",
                    #"segmentedControl.insertSegment(with: UIImage(systemName: "list.bullet"), at: 0, animated: false)"#,
                    #"segmentedControl.insertSegment(withTitle: "Grid", at: 1, animated: false)"#,
                    "segmentedControl.setEnabled(false, forSegmentAt: 1)", "segmentedControl.setWidth(80, forSegmentAt: 1)",
                    "segmentedControl.selectedSegmentIndex = 1", "segmentedControl.selectedSegmentTintColor = .systemIndigo",
                ]),
            TranslationExample(
                #"<segmentedControl selectedSegmentIndex="-1" id="g1"><segments><segment title="One"/></segments></segmentedControl>"#,
                emits: [#"let segmentedControl = UISegmentedControl(items: ["One"])"#],
                omits: ["selectedSegmentIndex"]),
        ]
    )
}

enum SegmentTranslation {
    static func nodes(_ object: XibObject) -> [XibNode] {
        object.properties(named: "segments").first?.children(named: "segment") ?? []
    }

    /// The titles, when every segment is a plain title (what `init(items:)` is for).
    static func titlesOnly(_ object: XibObject) -> [String]? {
        let segments = nodes(object)
        guard !segments.isEmpty else { return nil }
        var titles: [String] = []
        for segment in segments {
            guard let title = segment[attribute: "title"], segment.attributes.count == 1, segment.children.isEmpty else { return nil }
            titles.append(title)
        }
        return titles
    }

    static func segments(_ context: inout ElementContext) {
        if let list = context.object.properties(named: "segments").first {
            for child in list.children where child.name != "segment" {
                context.unsupported("unsupported-property", "segmentedControl <segments> child <\(child.name)> is not translated yet", at: child.location)
            }
        }
        let segments = nodes(context.object)
        let inserted = context.object.customClass != nil || titlesOnly(context.object) == nil
        for (index, segment) in segments.enumerated() {
            let title = segment[attribute: "title"]
            if inserted {
                if let image = segment[attribute: "image"] {
                    context.emit("insertSegment(with: \(context.image(named: image, catalog: segment[attribute: "catalog"])), at: \(index), animated: false)")
                    if let title, !title.isEmpty {
                        // A segment shows an image or a title, never both; the image wins.
                        context.note("segment-title-ignored", "segment \(index) has an image; its title \"\(title)\" is not shown", at: segment.location)
                    }
                } else {
                    context.emit("insertSegment(withTitle: \(context.text(title ?? "", keyPath: "segmentTitles[\(index)]")), at: \(index), animated: false)")
                }
            }
            for attribute in segment.attributes {
                switch attribute.name {
                case "title", "image", "catalog":
                    continue
                case "enabled" where attribute.value == "NO":
                    context.emit("setEnabled(false, forSegmentAt: \(index))")
                case "enabled" where attribute.value == "YES":
                    continue
                case "width":
                    guard let width = SwiftLiteral.number(attribute.value) else { fallthrough }
                    if width != "0" { context.emit("setWidth(\(width), forSegmentAt: \(index))") }
                default:
                    context.unsupported("unsupported-attribute", "segmentedControl segment attribute \(attribute.name)=\"\(attribute.value)\" is not translated yet", at: segment.location)
                }
            }
            for child in segment.children {
                context.unsupported("unsupported-property", "segmentedControl segment <\(child.name)> is not translated yet", at: child.location)
            }
        }
    }
}
