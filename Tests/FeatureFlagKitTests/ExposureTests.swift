import FeatureFlagKit
import Foundation
import Testing

/// Exposures: recorded by the first read of a value a split assigned, once per flag, value and
/// unit, delivered to the handler and to streams, never for values no split picked.
@Suite struct ExposureTests {
    private static let split = """
        "checkoutFlow": {"split": [{"value": "control", "weight": 50}, {"value": "oneStep", "weight": 25}, \
        {"value": "express", "weight": 25}], "group": "checkout-2026"}
        """
    private let delivered = Protected<[FlagExposure]>([])
    private let store: FlagStore<ShopFlag>

    init() {
        let delivered = delivered
        store = FlagStore(
            onExposure: { exposure in delivered.withValue { $0.append(exposure) } })
    }

    private func apply(_ flags: String, unit: String) throws {
        store.setTargeting(TargetingContext(unitID: unit))
        try store.applyRemotePayload(Data(#"{"version": 1, "flags": {\#(flags)}}"#.utf8))
    }

    /// The exposures delivered to the handler once `count` have arrived (or the wait gave up).
    private func handlerExposures(count: Int) async -> [FlagExposure] {
        _ = await BoundedWait.until { delivered.withValue { $0.count >= count } }
        return delivered.withValue { $0 }
    }

    @Test func theFirstReadOfASplitValueRecordsOneExposureWithEverythingAnalyticsNeeds() async throws {
        let stream = store.exposures()
        try apply(Self.split, unit: "user-2")
        let expected = MultivariateStoreTests.unleashAssignment(
            group: "checkout-2026", unit: "user-2", weights: [50, 25, 25])
        let variant = store.variant(CheckoutFlowVariant.self)
        #expect(variant == CheckoutFlowVariant.allCases[expected.index])
        for _ in 0..<100 { _ = store.variant(CheckoutFlowVariant.self) }
        _ = store.isEnabled(.checkoutFlow)
        let exposure = FlagExposure(
            flag: "checkoutFlow", key: "checkoutFlow", value: .variant(variant.rawValue), unitID: "user-2",
            group: "checkout-2026",
            weights: [50, 25, 25])
        #expect(await handlerExposures(count: 1) == [exposure])
        var iterator = stream.makeAsyncIterator()
        let next = await BoundedWait.next(&iterator)
        #expect(next == exposure)
        #expect(exposure.properties["weights"] == "50/25/25")
        #expect(exposure.properties["valueType"] == "variant")
        try await Task.sleep(nanoseconds: 50_000_000)
        #expect(delivered.withValue { $0.count } == 1, "later reads record nothing")
    }

    @Test func valuesNoSplitPickedRecordNothing() async throws {
        try apply(
            #""checkoutFlow": "express", "newEditor": {"value": true, "rollout": 100}, "onboarding_style": "classic""#,
            unit: "u")
        #expect(store.variant(CheckoutFlowVariant.self) == .express)
        #expect(store.isEnabled(.newEditor))
        #expect(!store.isEnabled(.onboarding))
        // A split that the rule's rollout leaves this unit out of: the compiled value, no exposure.
        try apply(#""checkoutFlow": {"split": [{"value": "express", "weight": 1}], "rollout": 0}"#, unit: "u")
        #expect(store.variant(CheckoutFlowVariant.self) == .control)
        try await Task.sleep(nanoseconds: 50_000_000)
        #expect(delivered.withValue { $0 }.isEmpty)
    }

    @Test func aNewUnitOrANewValueIsExposedAgainAndTheSameOneNever() async throws {
        try apply(#""checkoutFlow": {"split": [{"value": "oneStep", "weight": 1}]}"#, unit: "a")
        _ = store.variant(CheckoutFlowVariant.self)
        try apply(#""checkoutFlow": {"split": [{"value": "oneStep", "weight": 1}]}"#, unit: "a")
        _ = store.variant(CheckoutFlowVariant.self)  // the same flag, value and unit: recorded already
        store.setTargeting(TargetingContext(unitID: "b"))
        _ = store.variant(CheckoutFlowVariant.self)
        try apply(#""checkoutFlow": {"split": [{"value": "express", "weight": 1}]}"#, unit: "b")
        _ = store.variant(CheckoutFlowVariant.self)
        store.setTargeting(TargetingContext(unitID: "a"))
        _ = store.variant(CheckoutFlowVariant.self)
        let seen = await handlerExposures(count: 4).map { "\($0.unitID)=\($0.value)" }
        #expect(seen == ["a=oneStep", "b=oneStep", "b=express", "a=express"])
    }

    @Test func concurrentReadsRecordEachExposureExactlyOnce() async throws {
        let units = (0..<40).map { "unit-\($0)" }
        let flags =
            #""checkoutFlow": {"split": [{"value": "control", "weight": 1}, {"value": "oneStep", "weight": 1}, {"value": "express", "weight": 1}]}, "newEditor": {"split": [{"value": false, "weight": 1}, {"value": true, "weight": 1}]}, "onboarding_style": "classic""#
        let store = store
        for unit in units {
            try apply(flags, unit: unit)
            DispatchQueue.concurrentPerform(iterations: 8) { thread in
                for read in 0..<200 {
                    switch (thread + read) % 3 {
                    case 0: _ = store.variant(CheckoutFlowVariant.self)
                    case 1: _ = store.isEnabled(.newEditor)
                    default: _ = store.isEnabled(.onboarding)
                    }
                }
            }
        }
        let exposures = await handlerExposures(count: units.count * 2)
        try await Task.sleep(nanoseconds: 100_000_000)
        let all = delivered.withValue { $0 }
        #expect(all.count == units.count * 2, "one per split flag and unit, none for the plain value")
        #expect(Set(all.map { "\($0.flag) \($0.unitID)" }).count == all.count, "no exposure twice")
        #expect(Set(exposures.map(\.flag)) == ["checkoutFlow", "newEditor"])
        for exposure in all where exposure.flag == "newEditor" {
            let expected = MultivariateStoreTests.unleashAssignment(
                group: "newEditor", unit: exposure.unitID, weights: [1, 1])
            #expect(exposure.value == (expected.index == 1 ? "true" : "false"))
        }
    }
}
