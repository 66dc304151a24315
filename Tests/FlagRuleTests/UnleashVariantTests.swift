import FeatureFlagKit
import Testing

/// Unleash's published client-specification cases for variants: the same unit in the same group
/// with the same weights must get the same variant here, so experiments moved from Unleash keep
/// their cohorts. A case is the feature, its group (the feature's name for the feature's own
/// variants, the strategy's `groupId` for a strategy's), the user id, the variants and their
/// weights in order, and the variant expected.
///
/// Cases without a counterpart in a split by unit id are left out:
/// - 08 `Feature.Variants.override.D` for users 132 and 61: an override by a context field picks
///   the variant before the weights do (its case for user 82 is decided by the weights, and kept);
/// - 08 `Feature.Variants.MissingToggle`, `E`, `F` and `G`: no flag, a disabled flag, a flag
///   without variants and a 0% rollout, where the flag's state rather than a split answers;
/// - 16 `Feature.strategy.variant.with.constraint`, `variant.overrides.feature.variant`,
///   `empty.variants`, `variant.fallback` and `no.strategy.variants`: an environment constraint,
///   an empty list of variants, or which of the strategy's and the flag's variants apply.
@Suite struct UnleashVariantTests {
    struct Case: Sendable, CustomTestStringConvertible {
        let specification: String
        let feature: String
        /// The strategy's `groupId`, for a strategy's variants; `nil` for the feature's name.
        var groupID: String? = nil
        let userID: String
        let variants: [String]
        let weights: [Int]
        let expected: String
        var group: String { groupID ?? feature }
        var testDescription: String { "\(specification): \(feature) for userId=\(userID)" }
    }

    /// specifications/16-strategy-variants.json: strategy variants, hashed with the variant seed.
    static let cases: [Case] = [
        Case(
            specification: "16", feature: "Feature.strategy.multiple.variants", groupID: "a", userID: "5",
            variants: ["variantNameA", "variantNameB"], weights: [1, 1], expected: "variantNameA"),
        Case(
            specification: "16", feature: "Feature.strategy.multiple.variants", groupID: "a", userID: "0",
            variants: ["variantNameA", "variantNameB"], weights: [1, 1], expected: "variantNameB"),
        Case(
            specification: "16", feature: "Feature.strategy.numeric.variants", groupID: "a", userID: "0",
            variants: ["variantNameA", "variantNameB"], weights: [1, 1], expected: "variantNameB"),
    ]

    /// specifications/08-variants.json, as published before Unleash gave variants their own seed:
    /// its expectations were computed with the rollout seed, 0.
    static let casesBeforeTheVariantSeed: [Case] = [
        Case(
            specification: "08", feature: "Feature.Variants.A", userID: "0", variants: ["variant1"], weights: [1],
            expected: "variant1"),
        Case(
            specification: "08", feature: "Feature.Variants.B", userID: "2", variants: ["variant1", "variant2"],
            weights: [1, 1], expected: "variant1"),
        Case(
            specification: "08", feature: "Feature.Variants.B", userID: "0", variants: ["variant1", "variant2"],
            weights: [1, 1], expected: "variant2"),
        Case(
            specification: "08", feature: "Feature.Variants.C", userID: "315",
            variants: ["variant1", "variant2", "variant3"], weights: [33, 33, 33], expected: "variant1"),
        Case(
            specification: "08", feature: "Feature.Variants.C", userID: "320",
            variants: ["variant1", "variant2", "variant3"], weights: [33, 33, 33], expected: "variant2"),
        Case(
            specification: "08", feature: "Feature.Variants.C", userID: "729",
            variants: ["variant1", "variant2", "variant3"], weights: [33, 33, 33], expected: "variant3"),
        Case(
            specification: "08", feature: "Feature.Variants.D", userID: "367",
            variants: ["variant1", "variant2", "variant3"], weights: [1, 49, 50], expected: "variant1"),
        Case(
            specification: "08", feature: "Feature.Variants.D", userID: "31",
            variants: ["variant1", "variant2", "variant3"], weights: [1, 49, 50], expected: "variant2"),
        Case(
            specification: "08", feature: "Feature.Variants.D", userID: "19",
            variants: ["variant1", "variant2", "variant3"], weights: [1, 49, 50], expected: "variant3"),
        Case(
            specification: "08", feature: "Feature.Variants.override.D", userID: "82",
            variants: ["variant1", "variant2", "variant3"], weights: [33, 33, 34], expected: "variant2"),
        Case(
            specification: "08", feature: "Feature.Variants.H", userID: "0", variants: ["variant1"], weights: [1],
            expected: "variant1"),
    ]

    @Test(arguments: cases)
    func agreesWithTheSpecification(_ specCase: Case) throws {
        let total = specCase.weights.reduce(0, +)
        let target = RolloutGroup(specCase.group).splitTarget(of: specCase.userID, total: total)
        let index = try #require(VariantSplit.assignedIndex(weights: specCase.weights, target: target))
        #expect(specCase.variants[index] == specCase.expected)
    }

    /// The walk, the group and the modulo agree with these cases when the target is hashed with
    /// the seed they were computed with; the seed itself is checked by ``cases``.
    @Test(arguments: casesBeforeTheVariantSeed)
    func agreesWithTheSpecificationBeforeTheVariantSeed(_ specCase: Case) throws {
        let total = specCase.weights.reduce(0, +)
        let hash = MurmurHash3.hash(Array("\(specCase.group):\(specCase.userID)".utf8), seed: 0)
        let target = Int(hash % UInt32(total)) + 1
        let index = try #require(VariantSplit.assignedIndex(weights: specCase.weights, target: target))
        #expect(specCase.variants[index] == specCase.expected)
    }
}
