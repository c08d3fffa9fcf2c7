import Foundation
import Testing
@testable import SwiftSourceScan

@Suite("Swift declaration scanner")
struct SwiftDeclarationScannerTests {
    func only(_ source: String, _ name: String) throws -> SwiftTypeDeclaration {
        let found = SwiftDeclarationScanner.scan(source).declarations.filter { $0.name == name }
        try #require(found.count == 1, "declarations named \(name): \(found)")
        return found[0]
    }

    func selectors(_ declaration: SwiftTypeDeclaration) -> [String] { declaration.actions.map(\.selector) }

    @Test("classes: final, @objc(Name), generic superclass, module-qualified superclass, protocols after it")
    func classHeaders() throws {
        let facts = SwiftDeclarationScanner.scan("""
            import UIKit
            final class LoginViewController: BaseViewController, UITextFieldDelegate {}
            @objc(PRFProfileCell)
            public final class ProfileCell: UIKit.UITableViewCell {}
            class Grid<Item: Hashable>: Base<Item>, @unchecked Sendable where Item: Codable {}
            class Plain {}
            struct NotAClass: Codable {}
            """)
        #expect(facts.declarations.map(\.name) == ["LoginViewController", "ProfileCell", "Grid", "Plain"])
        #expect(facts.declarations.map(\.inherited) == [["BaseViewController", "UITextFieldDelegate"], ["UITableViewCell"], ["Base", "Sendable"], []])
        #expect(facts.declarations[1].objcName == "PRFProfileCell")
        #expect(facts.declarations.map(\.line) == [2, 4, 5, 6])
    }

    @Test("outlets: weak, private(set), let, collections, attributes on their own line; not other properties")
    func outlets() throws {
        let declaration = try only("""
            class A: UIViewController {
                @IBOutlet weak var titleLabel: UILabel!
                @IBOutlet private(set) weak var subtitle: UILabel?
                @IBOutlet
                var spacer: UIView!
                @IBOutlet var buttons: [UIButton]!
                @IBOutlet let fixed: UIView! = nil
                var notAnOutlet: UILabel?
                @objc var alsoNot: Int = 0
                lazy var computed: UIView = { @IBOutlet var inClosure: UIView! ; return UIView() }()
            }
            """, "A")
        let outlets = declaration.outlets.filter(\.isIBOutlet)
        #expect(outlets.map(\.name) == ["titleLabel", "subtitle", "spacer", "buttons", "fixed"])
        #expect(outlets.map(\.isCollection) == [false, false, false, true, false])
        #expect(outlets.map(\.line) == [2, 3, 5, 6, 7])
        // Other properties are kept too (key-value coding may set an @objc one), marked as such.
        #expect(declaration.outlets.filter { !$0.isIBOutlet }.map(\.name) == ["notAnOutlet", "alsoNot", "computed"])
    }

    @Test("actions: Objective-C selectors from argument labels, @objc(custom:), access levels")
    func actions() throws {
        let declaration = try only("""
            class A: UIViewController {
                @IBAction func refresh() {}
                @IBAction func didTap(_ sender: Any) {}
                @IBAction func didTap(sender: UIButton) {}
                @IBAction private func changed(_ sender: UISlider, forEvent event: UIEvent) {}
                @IBAction fileprivate func both(_ a: Any, _ b: Any) {}
                @objc(customName:) private func renamed(_ sender: Any) {}
                @objc
                public func objcOnly(_ sender: Any) {}
                open func notObjC(_ x: [String: Int], y: Dictionary<String, Int>, z: (Int) -> Void = { _ in }) {}
                static func type(_ x: Any) {}
                class func classMethod(_ x: Any) {}
            }
            """, "A")
        #expect(selectors(declaration) == ["refresh", "didTap:", "didTapWithSender:", "changed:forEvent:", "both::", "customName:",
                                           "objcOnly:", "notObjC:y:z:"])
        #expect(declaration.actions.map(\.access) == [.internal, .internal, .internal, .private, .fileprivate, .private, .public, .open])
        #expect(declaration.actions.map(\.isIBAction) == [true, true, true, true, true, false, false, false])
        #expect(declaration.actions.map(\.line) == [2, 3, 4, 5, 6, 7, 9, 10])
    }

    @Test("extensions in the same file: their members are the extension's; private extension gives file-private members")
    func extensions() throws {
        let facts = SwiftDeclarationScanner.scan("""
            class A: UIView {}
            extension A: UITableViewDataSource {
                @IBAction func fromExtension(_ sender: Any) {}
            }
            private extension A {
                @IBAction func hidden(_ sender: Any) {}
                @IBAction public func notHidden(_ sender: Any) {}
            }
            extension Outer.Inner {
                @IBOutlet var nested: UIView!
            }
            """)
        #expect(facts.declarations.map(\.name) == ["A", "A", "A", "Outer.Inner"])
        #expect(facts.declarations.map(\.kind) == [.class, .extension, .extension, .extension])
        #expect(facts.declarations[1].actions.map(\.access) == [.internal])
        #expect(facts.declarations[2].actions.map(\.access) == [.fileprivate, .public])
        #expect(facts.declarations[3].outlets.map(\.name) == ["nested"])
    }

    @Test("nested types: their members are not the enclosing class's; their names are qualified")
    func nestedTypes() throws {
        let facts = SwiftDeclarationScanner.scan("""
            class Outer: UIViewController {
                struct Model { func notAnAction(_ x: Any) {} }
                class Helper: NSObject {
                    @IBAction func helperAction(_ sender: Any) {}
                    @IBOutlet var helperOutlet: UIView!
                }
                enum Kind { case a, b
                    func kindMethod() {}
                }
                func local() {
                    class Local: NSObject { @IBAction func localAction(_ s: Any) {} }
                }
                @IBAction func outerAction(_ sender: Any) {}
            }
            """)
        #expect(facts.declarations.map(\.name) == ["Outer", "Outer.Helper"])
        #expect(selectors(facts.declarations[0]) == ["local", "outerAction:"])
        #expect(facts.declarations[0].outlets.isEmpty)
        #expect(facts.declarations[1].outlets.map(\.isIBOutlet) == [true])
        #expect(selectors(facts.declarations[1]) == ["helperAction:"])
        #expect(facts.declarations[1].outlets.map(\.name) == ["helperOutlet"])
    }

    @Test("awakeFromNib: only an override without parameters of the class itself")
    func awakeFromNib() throws {
        let facts = SwiftDeclarationScanner.scan("""
            class Cell: UITableViewCell {
                override func awakeFromNib() {
                    super.awakeFromNib()
                }
            }
            class Other: UIView {
                func awakeFromNib(_ x: Int) {}
                struct S { func awakeFromNib() {} }
            }
            """)
        #expect(facts.declarations.map { $0.awakeFromNibLine } == [2, nil])
    }

    @Test("comments and string literals hide what looks like declarations; lines still count")
    func commentsAndStrings() throws {
        let facts = SwiftDeclarationScanner.scan(##"""
            // class Fake1: UIView { @IBAction func f(_ s: Any) {} }
            /* outer /* nested class Fake2 {} */ still comment { */
            class Real: UIView {
                let a = "class Fake3 { \(value("}")) @IBOutlet var x: UIView! }"
                let b = """
                    @IBAction func fake(_ s: Any) {}
                    } } }
                    """
                let c = #"raw "} class Fake4 {" \(notInterpolated"#
                let d = ##"raw2 "# still "## + #"\#(interpolated(")"))"#
                let e = "escaped \" quote } "
                @IBAction func real(_ sender: Any) {}
            }
            class After: UIView {}
            """##)
        #expect(facts.declarations.map(\.name) == ["Real", "After"])
        #expect(selectors(facts.declarations[0]) == ["real:"])
        #expect(facts.declarations[0].actions.first?.line == 12)
        #expect(facts.declarations[1].line == 14)
    }

    @Test("#if: both branches are declared; a declaration opened in each branch is read once")
    func conditionalCompilation() throws {
        let facts = SwiftDeclarationScanner.scan("""
            #if os(iOS)
            class Screen: UIViewController {
            #else
            class Screen: NSViewController {
            #endif
                #if DEBUG
                @IBAction func debugOnly(_ sender: Any) {}
                #elseif BETA
                @IBAction func betaOnly(_ sender: Any) {}
                #else
                @IBOutlet var releaseOnly: UIView!
                #endif
                @IBAction func always(_ sender: Any) {}
            }
            class Next: UIView {}
            """)
        #expect(facts.declarations.map(\.name) == ["Screen", "Screen", "Next"])
        #expect(selectors(facts.declarations[1]) == ["debugOnly:", "betaOnly:", "always:"])
        #expect(facts.declarations[1].outlets.map(\.name) == ["releaseOnly"])
    }

    @Test("the selector rule matches Swift's: first label after With, capitalised; _ elsewhere is an empty piece")
    func selectorRule() {
        #expect(SwiftDeclarationScanner.objcSelector(base: "go", labels: []) == "go")
        #expect(SwiftDeclarationScanner.objcSelector(base: "go", labels: [nil]) == "go:")
        #expect(SwiftDeclarationScanner.objcSelector(base: "go", labels: ["sender"]) == "goWithSender:")
        #expect(SwiftDeclarationScanner.objcSelector(base: "go", labels: [nil, "forEvent"]) == "go:forEvent:")
        #expect(SwiftDeclarationScanner.objcSelector(base: "go", labels: [nil, nil]) == "go::")
    }

    @Test("garbage never crashes or hangs: unbalanced braces, cut-off literals and attributes, random bytes")
    func garbage() {
        let inputs = ["}}}} class", "class", "@", "@IBAction", "@IBAction func", "func (", "class A: {", "\"unterminated",
                      "#\"raw", "\"\"\"", "/* open", "#if", "#endif #endif #else", "class A<<<<: B {", "extension . {",
                      "@IBOutlet var", "class A { func f(_ x: [[[ ", "\\(", "`", "class `A`: `B` { @IBAction func `c`(_ s: Any) {} }"]
        for input in inputs { _ = SwiftDeclarationScanner.scan(input) }
        var generator = SystemRandomNumberGenerator()
        let alphabet = Array("class extension func var @IBAction @IBOutlet @objc( ) { } < > : , \" # / * \\ \n _ x".utf8)
        for _ in 0..<300 {
            let bytes = (0..<Int.random(in: 0..<200, using: &generator)).map { _ in alphabet.randomElement(using: &generator)! }
            _ = SwiftDeclarationScanner.scan(bytes)
        }
        #expect(SwiftDeclarationScanner.scan("class `A`: `B` { @IBAction func `c`(_ s: Any) {} }").declarations.first?.actions.first?.selector == "c:")
    }

    @Test("speed: a large Swift file scans well under a second")
    func speed() {
        var text = ""
        for index in 0..<4000 {
            text += """
                /// Documentation \(index) with a "quote" and class Fake {
                final class Screen\(index): BaseViewController {
                    @IBOutlet private weak var label\(index): UILabel!
                    let message = "Hello \\(name) #\(index) }"
                    @IBAction private func tapped\(index)(_ sender: UIButton) { if true { print(sender) } }
                    override func awakeFromNib() { super.awakeFromNib() }
                }

                """
        }
        let bytes = Array(text.utf8)
        let start = Date()
        let facts = SwiftDeclarationScanner.scan(bytes)
        let seconds = Date().timeIntervalSince(start)
        #expect(facts.declarations.count == 4000)
        #expect(facts.declarations.allSatisfy { $0.outlets.count == 2 && $0.actions.count == 2 && $0.awakeFromNibLine != nil })
        print("scanned \(bytes.count) bytes, \(facts.declarations.count) classes in \(seconds) s (\(Double(bytes.count) / seconds / 1e6) MB/s)")
        #expect(seconds < 5)
    }
}
