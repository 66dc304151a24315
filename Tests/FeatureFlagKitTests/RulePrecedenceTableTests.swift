import FeatureFlagKit
import FeatureFlagKitTestSupport
import Foundation
import Testing

/// The precedence table with the remote value decided by a targeting rule: every rule outcome
/// (a rule turns the flag on, off, or no rule holds) × remote policy × local permission × local
/// value × configuration. A rule's decision is a remote value like any other, so the contract's
/// expectation is ``PrecedenceTableTests/expected(_:)`` with that value.
@Suite struct RulePrecedenceTableTests {
    enum Outcome: CaseIterable, Sendable {
        case turnsOn, turnsOff, noRuleHolds

        /// The remote value the outcome decides.
        var remote: Bool? {
            switch self {
            case .turnsOn: true
            case .turnsOff: false
            case .noRuleHolds: nil
            }
        }
    }

    struct Case: Sendable, CustomTestStringConvertible {
        let table: PrecedenceTableTests.Case
        let outcome: Outcome

        var testDescription: String { "\(table.testDescription), rule \(outcome)" }
    }

    static let cases: [Case] = PrecedenceTableTests.cases.filter { $0.remote == nil }.flatMap { table in
        Outcome.allCases.map { outcome in
            Case(
                table: PrecedenceTableTests.Case(
                    flag: table.flag, configuration: table.configuration, remote: outcome.remote, local: table.local),
                outcome: outcome)
        }
    }

    /// A rollout rule for units of the `group`: unit `in` is listed; unit `out` is in no rollout.
    static func payload(key: String, outcome: Outcome) -> Data {
        let value = outcome == .turnsOn || outcome == .noRuleHolds
        return Data(
            #"{"version": 1, "flags": {"\#(key)": [{"value": \#(value), "units": ["in"], "rollout": 0}]}}"#.utf8)
    }

    @Test func coversEveryCombination() {
        #expect(Self.cases.count == 12 * 2 * 3 * 3)
    }

    @Test(arguments: cases)
    func effectiveValueAndSource(_ c: Case) throws {
        let flag = c.table.flag
        let storage = LocalOverrideStorage.inMemory(c.table.local.map { [flag.metadata.key: .bool($0)] } ?? [:])
        let store = FlagStore<FeatureFlag>(
            configuration: c.table.configuration, localOverrideStorage: storage)
        store.setTargeting(TargetingContext(unitID: c.outcome == .noRuleHolds ? "out" : "in"))
        try store.applyRemotePayload(Self.payload(key: flag.metadata.key, outcome: c.outcome))
        let expected = PrecedenceTableTests.expected(c.table)
        let evaluation = store.evaluation(of: flag)
        #expect(store.isEnabled(flag) == expected.value)
        #expect(evaluation.isEnabled == expected.value)
        #expect(evaluation.source == expected.source)
        #expect(evaluation.details.remoteValueIndex.map { $0 != 0 } == c.outcome.remote)
        let rule =
            c.outcome == .noRuleHolds
            ? "no remote rule matched: rule 1 (rollout 0%: bucket" : "remote rule 1 (unit listed)"
        #expect(evaluation.details.remoteRule?.hasPrefix(rule) == true)
    }
}
