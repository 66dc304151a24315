import FeatureFlagKit
import Foundation
import Testing

/// Variant flags in a store: remote variant names, splits assigned as Unleash assigns variants,
/// the policy applied to what a split picks, and the explanation naming the split.
@Suite struct MultivariateStoreTests {
    private let store = FlagStore<ShopFlag>()

    private func apply(_ flags: String, unit: String = "user-1") throws -> [FlagDiagnostic] {
        store.setTargeting(TargetingContext(unitID: unit))
        return try store.applyRemotePayload(Data(#"{"version": 1, "flags": {\#(flags)}}"#.utf8))
    }

    @Test func aRemoteVariantNameSetsTheVariant() throws {
        #expect(store.variant(CheckoutFlowVariant.self) == .control)
        #expect(!store.isEnabled(.checkoutFlow), "the baseline is the flag's off")
        #expect(try apply(#""checkoutFlow": "oneStep""#).isEmpty)
        #expect(store.variant(CheckoutFlowVariant.self) == .oneStep)
        #expect(store.isEnabled(.checkoutFlow))
        let evaluation = store.evaluation(of: .checkoutFlow)
        #expect(evaluation.variant == "oneStep" && evaluation.source == .remote)
        #expect(evaluation.explanation.hasPrefix("oneStep: remote value fetched "))
        #expect(store.evaluation(of: .newEditor).variant == nil)
    }

    @Test func aSnapshotAgreesWithTheStoreOnEveryVariant() throws {
        for variant in CheckoutFlowVariant.allCases {
            _ = try apply(#""checkoutFlow": "\#(variant.rawValue)""#)
            let snapshot = store.snapshot()
            #expect(snapshot.isEnabled(.checkoutFlow) == store.isEnabled(.checkoutFlow), "\(variant)")
            #expect(snapshot.variant(CheckoutFlowVariant.self) == variant)
        }
    }

    @Test func aValueThatIsNotTheFlagsIsReportedAndTheEntryDropped() throws {
        _ = try apply(#""checkoutFlow": "express""#)
        let diagnostics = try apply(
            #""checkoutFlow": [{"value": "oneStep", "rollout": 50}, {"value": "onestep"}], "newEditor": "on", "onboarding_style": true"#
        )
        #expect(
            diagnostics.map(\.description) == [
                #"1:26: 'onestep' is not a variant of 'checkoutFlow' (its variants: control, oneStep, express); the entry was ignored."#,
                #"1:103: 'newEditor' is a Boolean flag: its value is true or false, not "on"; the entry was ignored."#,
                #"1:122: true is not a variant of 'onboarding_style' (its variants: classic, guided); the entry was ignored."#,
            ])
        #expect(store.variant(CheckoutFlowVariant.self) == .control, "the new payload replaces the old one whole")
    }

    @Test(arguments: ["user-1", "user-2", "user-3", "qa-7", "9f3c", ""])
    func aSplitAssignsWhatUnleashWould(unit: String) throws {
        let split =
            #"{"split": [{"value": "control", "weight": 50}, {"value": "oneStep", "weight": 25}, {"value": "express", "weight": 25}], "group": "checkout-2026"}"#
        #expect(try apply(#""checkoutFlow": \#(split)"#, unit: unit).isEmpty)
        let expected = Self.unleashAssignment(group: "checkout-2026", unit: unit, weights: [50, 25, 25])
        #expect(store.variant(CheckoutFlowVariant.self) == CheckoutFlowVariant.allCases[expected.index])
        let name = CheckoutFlowVariant.allCases[expected.index].rawValue
        #expect(
            store.evaluation(of: .checkoutFlow).explanation.hasPrefix(
                "\(name): remote rule 1 (split of checkout-2026: target \(expected.target) of 100 → \(name), weights 50/25/25) fetched "
            ))
    }

    @Test func aSplitsUnitsFollowItsWeightsAndOnlyUnitsInItsRolloutTakePart() throws {
        var counts: [CheckoutFlowVariant: Int] = [:]
        var enrolled = 0
        for number in 0..<2_000 {
            let unit = "unit-\(number)"
            _ = try apply(
                #""checkoutFlow": {"split": [{"value": "oneStep", "weight": 3}, {"value": "express", "weight": 1}], "rollout": 40}"#,
                unit: unit)
            let evaluation = store.evaluation(of: .checkoutFlow)
            if evaluation.source == .remote {
                enrolled += 1
                counts[store.variant(CheckoutFlowVariant.self), default: 0] += 1
            } else {
                #expect(store.variant(CheckoutFlowVariant.self) == .control)
            }
        }
        #expect((700...900).contains(enrolled), "about 40% of 2,000 units")
        #expect(counts[.control] == nil, "a variant the split doesn't name is never assigned")
        let share = Double(counts[.oneStep] ?? 0) / Double(enrolled)
        #expect((0.70...0.80).contains(share), "three quarters get oneStep: \(share)")
    }

    @Test func aBooleanFlagMaySplitToo() throws {
        _ = try apply(
            #""newEditor": {"split": [{"value": false, "weight": 1}, {"value": true, "weight": 1}]}"#, unit: "u")
        let expected = Self.unleashAssignment(group: "newEditor", unit: "u", weights: [1, 1])
        #expect(store.isEnabled(.newEditor) == (expected.index == 1))
        #expect(
            store.evaluation(of: .newEditor).explanation.hasPrefix(
                "\(expected.index == 1 ? "on" : "off"): remote rule 1 (split of newEditor: target \(expected.target) of 2 → "
            ))
    }

    @Test func disableOnlyRefusesWhatASplitPicksUnlessItIsTheBaseline() throws {
        let split =
            #""onboarding_style": {"split": [{"value": "classic", "weight": 1}, {"value": "guided", "weight": 1}]}"#
        var outcomes: Set<String> = []
        for number in 0..<40 {
            let unit = "unit-\(number)"
            _ = try apply(split, unit: unit)
            let expected = Self.unleashAssignment(group: "onboarding_style", unit: unit, weights: [1, 1])
            let evaluation = store.evaluation(of: .onboarding)
            if expected.index == 0 {
                #expect(evaluation.variant == "classic" && evaluation.source == .remote)
            } else {
                #expect(evaluation.variant == "guided" && evaluation.source == .compiled)
                #expect(evaluation.details.remoteRefusal == .remoteDisableOnly)
                #expect(
                    evaluation.explanation.hasSuffix(
                        #"remote value guided refused: may only be set remotely to its first variant, 'classic' ("remote": "disable-only")"#
                    ))
            }
            outcomes.insert(evaluation.variant ?? "")
        }
        #expect(outcomes == ["classic", "guided"], "both branches were taken")
    }

    @Test func aNewUnitIsAssignedAgainWithoutANewPayload() throws {
        let split =
            #""checkoutFlow": {"split": [{"value": "oneStep", "weight": 1}, {"value": "express", "weight": 1}]}"#
        _ = try apply(split, unit: "a")
        var seen: Set<CheckoutFlowVariant> = []
        for number in 0..<30 {
            let unit = "unit-\(number)"
            store.setTargeting(TargetingContext(unitID: unit))
            let expected = Self.unleashAssignment(group: "checkoutFlow", unit: unit, weights: [1, 1])
            #expect(store.variant(CheckoutFlowVariant.self) == [.oneStep, .express][expected.index])
            seen.insert(store.variant(CheckoutFlowVariant.self))
        }
        #expect(seen == [.oneStep, .express])
    }

    /// Unleash's variant assignment, written out from its definition: the target is
    /// `murmur3_x86_32("<group>:<unit>", seed 86028157) % total + 1`; the first entry whose
    /// running sum of weights reaches it is assigned.
    static func unleashAssignment(group: String, unit: String, weights: [Int]) -> (target: Int, index: Int) {
        let total = weights.reduce(0, +)
        let target = Int(MurmurHash3.hash(Array("\(group):\(unit)".utf8), seed: 86_028_157) % UInt32(total)) + 1
        var sum = 0
        for (index, weight) in weights.enumerated() {
            sum += weight
            if sum >= target { return (target, index) }
        }
        preconditionFailure("no entry reaches the target")
    }
}

/// Two variant flags and a Boolean, written by hand as generated code would declare them.
enum ShopFlag: Int, ManifestFlag {
    case checkoutFlow, onboarding, newEditor

    static let sharedStore = FlagStore<ShopFlag>()

    var _ordinal: Int { rawValue }

    var metadata: FlagMetadata {
        switch self {
        case .checkoutFlow:
            FlagMetadata(
                name: "checkoutFlow", variants: ["control", "oneStep", "express"], remotePolicy: .allowed,
                allowsLocalOverride: false)
        case .onboarding:
            FlagMetadata(
                name: "onboarding", key: "onboarding_style", variants: ["classic", "guided"],
                remotePolicy: .disableOnly, allowsLocalOverride: false)
        case .newEditor: FlagMetadata(name: "newEditor", remotePolicy: .allowed)
        }
    }

    func isEnabled(in configuration: OnlyConfiguration) -> Bool {
        _compiledIndex(in: configuration) != 0
    }

    func _compiledIndex(in configuration: OnlyConfiguration) -> Int {
        self == .onboarding ? 1 : 0
    }
}

/// The variants of ``ShopFlag/checkoutFlow``.
enum CheckoutFlowVariant: String, FlagVariant {
    case control, oneStep, express

    static var flag: ShopFlag { .checkoutFlow }
}
