import FeatureFlagKit
import Foundation
import Testing

/// How change events reach stream listeners while many writers, and a listener itself, change
/// the store.
@Suite struct ChangeDeliveryTests {
    @Test func everyListenerSeesManyWritersChangesInApplyOrder() async throws {
        let store = FlagStore<FeatureFlag>(configuration: .debug)
        let initial = store.snapshot()
        let listeners = (0..<3).map { _ in Protected<[FlagChange<FeatureFlag>]>([]) }
        var consumers: [Task<Void, Never>] = []
        for (index, seen) in listeners.enumerated() {
            let stream = store.changes(bufferingPolicy: .unbounded)
            consumers.append(
                Task {
                    for await change in stream {
                        seen.withValue { $0.append(change) }
                        // Each time bit0 turns on, the last listener flips bit7: 25 nested changes.
                        if index == 2, change.changedFlags == [.bit0], change.snapshot[.bit0] {
                            try? store.setLocalOverride(.bool(!store.isEnabled(.bit7)), for: .bit7)
                        }
                    }
                })
        }
        defer { for consumer in consumers { consumer.cancel() } }
        let finished = Protected(0)
        for flag in [FeatureFlag.bit0, .bit1, .bit2, .bit3] {
            Thread {
                for n in 0..<50 { try? store.setLocalOverride(.bool(n % 2 == 0), for: flag) }
                finished.withValue { $0 += 1 }
            }.start()
        }
        try #require(await BoundedWait.until { finished.withValue { $0 } == 4 }, "The writers never returned.")
        try #require(
            await BoundedWait.until { listeners.allSatisfy { $0.withValue { $0.count } >= 225 } },
            "A stream lost changes.")
        let applied = listeners[0].withValue { $0 }
        #expect(applied.count == 225)
        Self.expectEachChangeFollowsThePrevious(applied, from: initial)
        for seen in listeners.dropFirst() {
            #expect(
                seen.withValue { $0 }.map(Self.values(of:)) == applied.map(Self.values(of:)),
                "A listener saw another order.")
        }
    }

    /// Expects each change to differ from the one before exactly in its changed flags: true
    /// only of the order the changes were applied in.
    private static func expectEachChangeFollowsThePrevious(
        _ changes: [FlagChange<FeatureFlag>], from initial: FlagSnapshot<FeatureFlag>
    ) {
        var previous = FeatureFlag.allCases.map { initial[$0] }
        for change in changes {
            let current = values(of: change)
            let differing = FeatureFlag.allCases.filter { current[$0._ordinal] != previous[$0._ordinal] }
            #expect(differing == change.changedFlags)
            previous = current
        }
    }

    private static func values(of change: FlagChange<FeatureFlag>) -> [Bool] {
        FeatureFlag.allCases.map { change.snapshot[$0] }
    }

    @Test func aDiagnosticHandlerMayCallBackIntoTheStore() throws {
        let storeBox = Protected<FlagStore<FeatureFlag>?>(nil)
        let store = FlagStore<FeatureFlag>(
            configuration: .debug, localOverrideStorage: LocalOverrideStorage(FailingStorage()),
            onDiagnostic: { _ in storeBox.withValue { $0 }?.clearRemoteValues() })
        storeBox.withValue { $0 = store }
        try store.setLocalOverride(true, for: .offAllowedLocal)  // its save fails: the handler runs
        #expect(store.isEnabled(.offAllowedLocal))
        #expect(store.recentDiagnostics.count == 2)
    }

    @Test func streamsFinishWhenTheStoreGoesAway() async {
        var store: FlagStore<FeatureFlag>? = FlagStore(configuration: .debug)
        let stream = store!.changes()
        store = nil
        let received = Protected<Int?>(nil)
        let listener = Task {
            var count = 0
            for await _ in stream { count += 1 }
            received.withValue { $0 = count }
        }
        defer { listener.cancel() }
        #expect(await BoundedWait.until { received.withValue { $0 } != nil }, "the stream never finished")
        #expect(received.withValue { $0 } == 0)
    }
}
