import FeatureFlagKit
import Foundation
import Testing

/// The store's variant of a flag against a model written from the payload contract alone, over
/// seeded random rule lists (values, splits, rollouts, units, groups) and units.
@Suite struct VariantModelPropertyTests {
    private static let variants = ["control", "oneStep", "express"]

    /// One random rule, as JSON and as the model sees it.
    private struct Rule {
        var value: String?
        var weights: [Int]?
        var rollout: Int?
        var units: [String]?
        var group: String?

        var json: String {
            var fields: [String] = []
            if let value { fields.append(#""value": "\#(value)""#) }
            if let weights {
                let entries = zip(VariantModelPropertyTests.variants, weights).map {
                    #"{"value": "\#($0)", "weight": \#($1)}"#
                }
                fields.append(#""split": [\#(entries.joined(separator: ", "))]"#)
            }
            if let rollout { fields.append(#""rollout": \#(rollout)"#) }
            if let units { fields.append(#""units": [\#(units.map { "\"\($0)\"" }.joined(separator: ", "))]"#) }
            if let group { fields.append(#""group": "\#(group)""#) }
            return "{" + fields.joined(separator: ", ") + "}"
        }

        /// Whether the rule holds for `unit` of the flag `key`: a listed unit, or one in the rollout.
        func holds(for unit: String, key: String) -> Bool {
            if units?.contains(unit) == true { return true }
            guard let rollout else { return units == nil }
            let bucket = Int(MurmurHash3.hash(Array("\(group ?? key):\(unit)".utf8), seed: 0) % 100) + 1
            return bucket <= rollout
        }
    }

    private static func randomRule(_ random: inout SplitMix64) -> Rule {
        var rule = Rule()
        if Bool.random(using: &random) {
            rule.value = variants.randomElement(using: &random)
        } else {
            var weights = variants.map { _ in Int.random(in: 0...4, using: &random) }
            if weights.allSatisfy({ $0 == 0 }) { weights[Int.random(in: 0..<3, using: &random)] = 1 }
            rule.weights = weights
        }
        if Int.random(in: 0..<3, using: &random) > 0 { rule.rollout = Int.random(in: 0...100, using: &random) }
        if Int.random(in: 0..<4, using: &random) == 0 { rule.units = ["unit-1", "unit-7"] }
        if Bool.random(using: &random) { rule.group = "group-\(Int.random(in: 0..<3, using: &random))" }
        return rule
    }

    @Test(arguments: 0..<8)
    func theStoresVariantIsTheModels(seed: UInt64) throws {
        var random = SplitMix64(seed: seed)
        let store = FlagStore<ShopFlag>()
        for _ in 0..<40 {
            let rules = (0..<Int.random(in: 1...3, using: &random)).map { _ in Self.randomRule(&random) }
            let payload = #"{"version": 1, "flags": {"checkoutFlow": [\#(rules.map(\.json).joined(separator: ", "))]}}"#
            #expect(try store.applyRemotePayload(Data(payload.utf8)).isEmpty, "\(payload)")
            for _ in 0..<10 {
                let unit = "unit-\(Int.random(in: 0..<12, using: &random))"
                store.setTargeting(TargetingContext(unitID: unit))
                let expected = Self.model(rules, unit: unit)
                #expect(store.variant(CheckoutFlowVariant.self).rawValue == expected, "\(payload) for \(unit)")
            }
        }
    }

    /// The contract: the first rule that holds decides; its value, or the split entry whose
    /// running sum of weights reaches the unit's target; none holds: the compiled `control`.
    private static func model(_ rules: [Rule], unit: String) -> String {
        guard let rule = rules.first(where: { $0.holds(for: unit, key: "checkoutFlow") }) else { return "control" }
        if let value = rule.value { return value }
        let weights = rule.weights!
        return variants[
            MultivariateStoreTests.unleashAssignment(group: rule.group ?? "checkoutFlow", unit: unit, weights: weights)
                .index]
    }
}
