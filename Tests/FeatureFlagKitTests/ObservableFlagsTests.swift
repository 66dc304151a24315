import FeatureFlagKit
import Foundation
import Observation
import Testing

/// The observable model of a store, observed the way SwiftUI observes it: through
/// `withObservationTracking`, on the main actor.
@MainActor @Suite struct ObservableFlagsTests {
    /// Runs `read` under observation tracking and returns a box that turns true when something
    /// it read changes.
    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    private func track(_ read: @escaping () -> Void) -> Protected<Bool> {
        let fired = Protected(false)
        withObservationTracking(read, onChange: { fired.withValue { $0 = true } })
        return fired
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    @Test func aChangeToTheFlagReadFiresAndAChangeToAnotherFlagDoesNot() async throws {
        let store = FlagStore<FeatureFlag>(configuration: .debug)
        let flags = ObservableFlags(store: store)
        let fired = track { _ = flags.isEnabled(.offAllowedLocal) }

        try store.setLocalOverride(true, for: .offForbiddenLocal)
        #expect(
            await BoundedWait.until { flags.isEnabled(.offForbiddenLocal) }, "the model never saw the other flag change"
        )
        #expect(
            !fired.withValue { $0 }, "a view reading offAllowedLocal was invalidated by a change to offForbiddenLocal")

        try store.setLocalOverride(true, for: .offAllowedLocal)
        #expect(
            await BoundedWait.until { fired.withValue { $0 } },
            "a view reading offAllowedLocal was not invalidated when it changed")
        #expect(flags.isEnabled(.offAllowedLocal))
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    @Test func aVariantReadIsObservedAndFollowsTheStore() async throws {
        let store = FlagStore<ShopFlag>()
        let flags = ObservableFlags(store: store)
        #expect(flags.variant(CheckoutFlowVariant.self) == .control)
        let fired = track { _ = flags.variant(CheckoutFlowVariant.self) }
        try store.applyRemotePayload(Data(#"{"version": 1, "flags": {"checkoutFlow": "express"}}"#.utf8))
        #expect(await BoundedWait.until { fired.withValue { $0 } }, "a view reading the variant was not invalidated")
        #expect(flags.variant(CheckoutFlowVariant.self) == .express)
        #expect(flags.isEnabled(.checkoutFlow), "a variant other than the baseline is on")
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    @Test func isEnabledTracksTheFlagItReads() async throws {
        let store = FlagStore<FeatureFlag>(configuration: .debug)
        let flags = ObservableFlags(store: store)
        let fired = track { _ = flags.isEnabled(.onAllowedLocal) }
        store.applyRemotePayload(RemotePayload(entries: [RemotePayload.Entry(key: "onAllowedLocal", value: false)]))
        #expect(await BoundedWait.until { fired.withValue { $0 } }, "a remote change of the flag read did not fire")
        #expect(!flags.isEnabled(.onAllowedLocal))
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    @Test func startsFromTheStoreValues() throws {
        let store = FlagStore<FeatureFlag>(configuration: .debug)
        try store.setLocalOverride(true, for: .offAllowedLocal)
        let flags = ObservableFlags(store: store)
        #expect(FeatureFlag.allCases.map { flags.isEnabled($0) } == FeatureFlag.allCases.map { store.snapshot()[$0] })
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    @Test func valuesMatchTheSnapshotAfterABurstOfConcurrentChanges() async throws {
        let store = FlagStore<FeatureFlag>(configuration: .debug)
        let writers = (0..<4).map { seed in Task.detached { Self.writeRandomly(to: store, seed: seed, count: 300) } }
        let flags = ObservableFlags(store: store)  // made while the writers run
        for writer in writers { await writer.value }

        // The writers leave bit0 alone, so the model shows the marker only once it has taken
        // an event after the marker was set, hence after every event of the burst.
        let marker = !store.isEnabled(.bit0)
        try store.setLocalOverride(.bool(marker), for: .bit0)
        #expect(
            await BoundedWait.until { flags.isEnabled(.bit0) == marker }, "the model never caught up with the store")
        let snapshot = store.snapshot()
        #expect(FeatureFlag.allCases.filter { flags.isEnabled($0) != snapshot[$0] } == [])
    }

    /// Sets and clears local overrides and applies payloads, chosen by a seeded generator, to
    /// every flag but bit0.
    private nonisolated static func writeRandomly(to store: FlagStore<FeatureFlag>, seed: Int, count: Int) {
        var random = SplitMix64(seed: UInt64(seed))
        let all = FeatureFlag.allCases.filter { $0 != .bit0 }
        for _ in 0..<count {
            let flag = all[Int(random.next() % UInt64(all.count))]
            switch random.next() % 3 {
            case 0: try? store.setLocalOverride(.bool(random.next() % 2 == 0), for: flag)
            case 1: store.clearLocalOverride(for: flag)
            default:
                store.applyRemotePayload(
                    RemotePayload(entries: [RemotePayload.Entry(key: flag.metadata.key, value: random.next() % 2 == 0)])
                )
            }
        }
    }
}
