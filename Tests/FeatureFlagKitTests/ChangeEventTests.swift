import FeatureFlagKit
import Foundation
import Testing

@Suite struct ChangeEventTests {
    private func payload(_ values: [String: Bool]) -> RemotePayload {
        RemotePayload(
            entries: values.sorted { $0.key < $1.key }.map { RemotePayload.Entry(key: $0.key, value: $0.value) })
    }

    @Test func everyListenerGetsExactlyTheChangedFlagsInOrder() async throws {
        let store = FlagStore<FeatureFlag>(configuration: .debug)
        let first = store.changes()
        let second = store.changes()
        store.applyRemotePayload(payload(["offAllowedLocal": true, "onAllowedLocal": true]))
        store.applyRemotePayload(payload(["offAllowedLocal": true, "onAllowedLocal": true]))
        try store.setLocalOverride(false, for: .offAllowedLocal)
        store.clearAllLocalOverrides()
        store.clearRemoteValues()

        for stream in [first, second] {
            var events: [([FeatureFlag], FlagValueSource)] = []
            var iterator = stream.makeAsyncIterator()
            while events.count < 4, let change = await BoundedWait.next(&iterator) {
                events.append((change.changedFlags, change.snapshot.evaluation(of: .offAllowedLocal).source))
            }
            #expect(
                events.map(\.0) == [[.offAllowedLocal], [.offAllowedLocal], [.offAllowedLocal], [.offAllowedLocal]])
            // Where each new value comes from: the payload, the override, the payload again once
            // the override is cleared, the compiled value once the remote values are cleared.
            #expect(events.map(\.1) == [.remote, .localOverride, .remote, .compiled])
        }
    }

    @Test func aNoOpUpdateRaisesNoEvent() async throws {
        let store = FlagStore<FeatureFlag>(configuration: .debug)
        let stream = store.changes()
        store.applyRemotePayload(payload(["onAllowedLocal": true]))  // already on: no change
        store.clearLocalOverride(for: .onAllowedLocal)  // nothing to clear
        try store.setLocalOverride(true, for: .onForbiddenLocal)  // already on
        store.applyRemotePayload(payload(["offAllowedLocal": true]))  // the only change
        var iterator = stream.makeAsyncIterator()
        let change = await BoundedWait.next(&iterator)
        #expect(change?.changedFlags == [.offAllowedLocal])
        #expect(change?.snapshot[.offAllowedLocal] == true)
    }

    @Test func eventsShowTheStateAfterTheirUpdate() async {
        let store = FlagStore<FeatureFlag>(configuration: .release)
        let stream = store.changes()
        for n in 1...50 { store.applyRemotePayload(StoreConcurrencyTests.payload(n)) }
        var previous = 0
        var iterator = stream.makeAsyncIterator()
        while previous < 50, let change = await BoundedWait.next(&iterator) {
            let (value, isEven) = StoreConcurrencyTests.decode(StoreConcurrencyTests.bits.map { change.snapshot[$0] })
            #expect(isEven)
            #expect(value == previous + 1)
            previous = value
        }
        #expect(previous == 50, "a change was lost")
    }
}

/// Storage that can never be read or written.
struct FailingStorage: OverrideMedium {
    func loadOverrides() throws -> [String: FlagValue] {
        throw FlagStorageError(.unavailable, "the device is locked.")
    }

    func saveOverrides(_ overrides: [String: FlagValue]) throws {
        throw FlagStorageError(.unavailable, "the device is locked.")
    }
}
