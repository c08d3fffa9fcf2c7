import Testing
@testable import XibPipeline

/// `Freshness.decide` over every combination of its inputs, without a disk. The rules below
/// are the specification, one row per case: every combination must match exactly one row
/// (so the table is complete and has no overlaps), and `decide` must agree with that row.
@Suite struct FreshnessTests {
    // The axes. `·` in the table: any value. Header columns apply to generated outputs only.
    enum Output: CaseIterable, Sendable { case missing, notAFile, foreign, damaged, generated, torn }
    enum Header: CaseIterable, Sendable { case same, other }  // recorded hash vs the current one
    enum Body: CaseIterable, Sendable { case intact, edited }
    enum Xib: CaseIterable, Sendable { case present, gone }
    enum Flag: CaseIterable, Sendable { case no, yes }

    /// A column of a rule: a specific value, or any (`·`).
    enum Cell<Value: Equatable & Sendable>: Equatable, Sendable {
        case any
        case only(Value)
        func matches(_ value: Value?) -> Bool {
            switch self {
            case .any: return true
            case .only(let expected): return value == expected
            }
        }
    }

    struct Case: CustomStringConvertible, Sendable {
        var output: Output
        var source: Header?, config: Header?, body: Body?
        var xib: Xib, force: Flag, check: Flag
        var description: String {
            "\(output) source=\(source.map { "\($0)" } ?? "·") config=\(config.map { "\($0)" } ?? "·") body=\(body.map { "\($0)" } ?? "·") xib=\(xib) force=\(force) check=\(check)"
        }
    }

    struct Rule: Sendable {
        var output: Output
        var source: Cell<Header>, config: Cell<Header>, body: Cell<Body>
        var xib: Xib, force: Cell<Flag>, check: Cell<Flag>
        var expected: Freshness

        func matches(_ c: Case) -> Bool {
            c.output == output && c.xib == xib && source.matches(c.source) && config.matches(c.config) && body.matches(c.body)
                && force.matches(c.force) && check.matches(c.check)
        }
    }


    static func row(_ output: Output, _ source: Cell<Header>, _ config: Cell<Header>, _ body: Cell<Body>, _ xib: Xib,
                    force: Cell<Flag>, check: Cell<Flag>, _ verdict: Freshness.Verdict, _ reason: FileResult.Reason? = nil) -> Rule {
        Rule(output: output, source: source, config: config, body: body, xib: xib, force: force, check: check, expected: Freshness(verdict, reason))
    }

    static let rules: [Rule] = [
        //  output       source   config   body      XIB        force         check         verdict                reason
        // The XIB exists.
        row(.notAFile,   .any,    .any,    .any,     .present,  force: .any,  check: .any,  .report(.error),       .notARegularFile),
        row(.missing,    .any,    .any,    .any,     .present,  force: .any,  check: .no,   .regenerate,           .missing),
        row(.missing,    .any,    .any,    .any,     .present,  force: .any,  check: .yes,  .outOfDate(.missing),  .missing),
        row(.torn,       .any,    .any,    .any,     .present,  force: .any,  check: .no,   .regenerate,           .interruptedWrite),
        row(.torn,       .any,    .any,    .any,     .present,  force: .any,  check: .yes,  .outOfDate(.stale),    .interruptedWrite),
        row(.foreign,    .any,    .any,    .any,     .present,  force: .no,   check: .any,  .report(.handEdited),  .notWrittenByXibgen),
        row(.foreign,    .any,    .any,    .any,     .present,  force: .yes,  check: .no,   .regenerate,           .notWrittenByXibgen),
        row(.foreign,    .any,    .any,    .any,     .present,  force: .yes,  check: .yes,  .outOfDate(.stale),    .notWrittenByXibgen),
        row(.damaged,    .any,    .any,    .any,     .present,  force: .no,   check: .any,  .report(.handEdited),  .editedByHand),
        row(.damaged,    .any,    .any,    .any,     .present,  force: .yes,  check: .no,   .regenerate,           .editedByHand),
        row(.damaged,    .any,    .any,    .any,     .present,  force: .yes,  check: .yes,  .outOfDate(.stale),    .editedByHand),
        row(.generated,  .any,    .any,    .edited,  .present,  force: .no,   check: .any,  .report(.handEdited),  .editedByHand),
        row(.generated,  .any,    .any,    .edited,  .present,  force: .yes,  check: .no,   .regenerate,           .editedByHand),
        row(.generated,  .any,    .any,    .edited,  .present,  force: .yes,  check: .yes,  .outOfDate(.stale),    .editedByHand),
        row(.generated,  .same,   .same,   .intact,  .present,  force: .any,  check: .any,  .report(.fresh)),
        row(.generated,  .other,  .any,    .intact,  .present,  force: .any,  check: .no,   .regenerate,           .sourceChanged),
        row(.generated,  .other,  .any,    .intact,  .present,  force: .any,  check: .yes,  .outOfDate(.stale),    .sourceChanged),
        row(.generated,  .same,   .other,  .intact,  .present,  force: .any,  check: .no,   .regenerate,           .configurationChanged),
        row(.generated,  .same,   .other,  .intact,  .present,  force: .any,  check: .yes,  .outOfDate(.stale),    .configurationChanged),
        // The XIB is gone: only an output with xibgen's header is xibgen's to remove.
        row(.missing,    .any,    .any,    .any,     .gone,     force: .any,  check: .any,  .leaveAlone),
        row(.notAFile,   .any,    .any,    .any,     .gone,     force: .any,  check: .any,  .leaveAlone),
        row(.foreign,    .any,    .any,    .any,     .gone,     force: .any,  check: .any,  .leaveAlone),
        row(.torn,       .any,    .any,    .any,     .gone,     force: .any,  check: .no,   .remove,               .sourceGone),
        row(.torn,       .any,    .any,    .any,     .gone,     force: .any,  check: .yes,  .report(.orphaned),    .sourceGone),
        row(.damaged,    .any,    .any,    .any,     .gone,     force: .no,   check: .any,  .report(.handEdited),  .sourceGone),
        row(.damaged,    .any,    .any,    .any,     .gone,     force: .yes,  check: .no,   .remove,               .sourceGone),
        row(.damaged,    .any,    .any,    .any,     .gone,     force: .yes,  check: .yes,  .report(.orphaned),    .sourceGone),
        row(.generated,  .any,    .any,    .edited,  .gone,     force: .no,   check: .any,  .report(.handEdited),  .sourceGone),
        row(.generated,  .any,    .any,    .edited,  .gone,     force: .yes,  check: .no,   .remove,               .sourceGone),
        row(.generated,  .any,    .any,    .edited,  .gone,     force: .yes,  check: .yes,  .report(.orphaned),    .sourceGone),
        row(.generated,  .any,    .any,    .intact,  .gone,     force: .any,  check: .no,   .remove,               .sourceGone),
        row(.generated,  .any,    .any,    .intact,  .gone,     force: .any,  check: .yes,  .report(.orphaned),    .sourceGone),
    ]

    /// Every combination of the inputs: 5 outputs without a header + 8 generated ones, × XIB
    /// present or gone, × --force, × --check = 104.
    static let allCases: [Case] = {
        var cases: [Case] = []
        for output in Output.allCases {
            let headers: [(Header?, Header?, Body?)] = output == .generated
                ? Header.allCases.flatMap { s in Header.allCases.flatMap { c in Body.allCases.map { b in (s, c, b) } } }
                : [(nil, nil, nil)]
            for (source, config, body) in headers {
                for xib in Xib.allCases { for force in Flag.allCases { for check in Flag.allCases {
                    cases.append(Case(output: output, source: source, config: config, body: body, xib: xib, force: force, check: check))
                } } }
            }
        }
        return cases
    }()

    static let currentSource = String(repeating: "a", count: 64), otherSource = String(repeating: "b", count: 64)
    static let currentConfig = String(repeating: "c", count: 64), otherConfig = String(repeating: "d", count: 64)

    static func decide(_ c: Case) -> Freshness {
        let state: OutputState
        switch c.output {
        case .missing: state = .missing
        case .notAFile: state = .notARegularFile
        case .foreign: state = .foreign
        case .damaged: state = .damagedHeader
        case .torn: state = .torn
        case .generated:
            state = .generated(sourceHash: c.source == .same ? currentSource : otherSource,
                               configHash: c.config == .same ? currentConfig : otherConfig,
                               bodyIntact: c.body == .intact)
        }
        return Freshness.decide(output: state, sourceHash: c.xib == .present ? currentSource : nil, configHash: currentConfig,
                                force: c.force == .yes, check: c.check == .yes)
    }

    @Test("the table covers every combination of inputs exactly once")
    func tableIsCompleteAndDisjoint() {
        #expect(Self.allCases.count == 104)
        for c in Self.allCases {
            let matching = Self.rules.indices.filter { Self.rules[$0].matches(c) }
            #expect(matching.count == 1, "\(c): matched by rows \(matching)")
        }
    }

    @Test("decide agrees with the table", arguments: allCases.indices)
    func decideFollowsTheTable(_ index: Int) throws {
        let c = Self.allCases[index]
        let rule = try #require(Self.rules.first { $0.matches(c) }, "\(c)")
        #expect(Self.decide(c) == rule.expected, "\(c)")
    }

    @Test("check mode never writes or removes; without it nothing is reported stale, missing or orphaned")
    func checkModeOnlyReports() {
        for c in Self.allCases {
            let verdict = Self.decide(c).verdict
            if c.check == .yes {
                #expect(verdict != .regenerate && verdict != .remove, "\(c)")
            } else {
                #expect(![.report(.stale), .report(.missing), .report(.orphaned), .outOfDate(.stale), .outOfDate(.missing)].contains(verdict), "\(c)")
            }
        }
    }

    @Test("a hand edit is never overwritten or removed without force")
    func handEditsNeedForce() {
        for c in Self.allCases where c.force == .no && (c.output == .foreign || c.output == .damaged || c.body == .edited) {
            let verdict = Self.decide(c).verdict
            #expect(verdict != .regenerate && verdict != .remove, "\(c)")
        }
    }
}

extension FreshnessTests.Cell where Value == FreshnessTests.Header {
    static var same: Self { .only(.same) }
    static var other: Self { .only(.other) }
}
extension FreshnessTests.Cell where Value == FreshnessTests.Body {
    static var intact: Self { .only(.intact) }
    static var edited: Self { .only(.edited) }
}
extension FreshnessTests.Cell where Value == FreshnessTests.Flag {
    static var yes: Self { .only(.yes) }
    static var no: Self { .only(.no) }
}
