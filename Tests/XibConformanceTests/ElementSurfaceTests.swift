import Testing
@testable import XibGenerator

/// Every element's facts name API the UIKit surface (written from Apple's documentation) has:
/// an element whose class, module, delegate protocols or reserved members are misspelled
/// would generate code that cannot compile.
@Suite("Elements against the UIKit surface")
struct ElementSurfaceTests {
    /// The catalog's specs and the content views they provide; not the controllers of scenes
    /// that are reported rather than generated (their classes never appear in generated code).
    static let specs: [ElementSpec] = (ElementCatalog.all + ElementCatalog.all.compactMap(\.contentView)).filter { spec in
        if case .reported? = spec.controller?.scene { return false }
        return true
    }
    static let surface = Fixtures.surface

    @Test("every element's class exists in the surface, in the module the element imports")
    func classes() {
        for spec in Self.specs {
            let module = Self.surface.modules[spec.uikitClass]
            #expect(module == (spec.module ?? "UIKit"),
                    "<\(spec.tag)>: \(spec.uikitClass) is \(module.map { "in \($0)" } ?? "not in the surface"), the spec says \(spec.module ?? "UIKit")")
        }
    }

    @Test("every delegate protocol exists, in UIKit or the element's module")
    func delegateProtocols() {
        for spec in Self.specs {
            for (property, name) in spec.delegateProtocols.sorted(by: { $0.key < $1.key }) {
                let module = Self.surface.modules[name]
                #expect(module == "UIKit" || module == spec.module, "<\(spec.tag)>.\(property): \(name) is \(module.map { "in \($0)" } ?? "not in the surface")")
                let swiftProperty = spec.swiftPropertyNames[property] ?? property
                let declared = Self.surface.has(swiftProperty, on: spec.uikitClass)
                #expect(declared, "<\(spec.tag)>: \(spec.uikitClass) has no \(swiftProperty)")
            }
        }
    }

    /// Reserved members the surface does not model yet: the iOS 14 cell configuration API
    /// (`UIListContentConfiguration` is a known gap, Tests/Support/README.md). Remove an entry
    /// when the surface gains it; the test fails until then.
    static let membersNotInSurface: Set<String> = [
        "UITableViewCell.contentConfiguration", "UITableViewCell.configurationState", "UITableViewCell.defaultContentConfiguration",
        "UICollectionViewCell.contentConfiguration", "UICollectionViewCell.configurationState",
    ]

    @Test("every reserved member is a member of the element's class")
    func reservedMembers() {
        for spec in Self.specs {
            for member in spec.reservedMembers.sorted() {
                let declared = Self.surface.has(member, on: spec.uikitClass)
                let knownGap = Self.membersNotInSurface.contains(spec.uikitClass + "." + member)
                #expect(declared != knownGap, declared
                    ? "<\(spec.tag)>: the surface has \(spec.uikitClass).\(member) now; remove it from membersNotInSurface"
                    : "<\(spec.tag)>: \(spec.uikitClass) has no \(member)")
            }
        }
    }
}
