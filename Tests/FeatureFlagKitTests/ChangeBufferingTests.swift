import FeatureFlagKit
import Foundation
import Testing

/// What a listener that reads slower than the store changes gets: by default the newest 64
/// events, the last of which shows the current state; every event when it asks for that.
@Suite struct ChangeBufferingTests {
    @Test func aListenerThatFallsBehindKeepsTheNewestChangesAndTheLastShowsTheCurrentState() async throws {
        let received = try await changes(to: 300) { $0.changes() }
        #expect(received.count == 64)
        #expect(
            received.last?.snapshot[.offAllowedLocal] == false, "the last event shows the state after the last change")
        #expect(received.first?.snapshot[.offAllowedLocal] == true, "the oldest kept event is the 237th change")
    }

    @Test func aListenerThatAsksForEveryChangeGetsEveryChange() async throws {
        let received = try await changes(to: 300) { $0.changes(bufferingPolicy: .unbounded) }
        #expect(received.count == 300)
        #expect(received.map { $0.snapshot[.offAllowedLocal] } == (0..<300).map { $0 % 2 == 0 })
    }

    /// Makes `count` changes (turning `offAllowedLocal` on, off, on, …) while nobody reads the
    /// stream `subscribe` opens, then releases the store, which finishes the stream, and
    /// returns what the stream holds.
    private func changes(
        to count: Int, subscribe: (FlagStore<FeatureFlag>) -> AsyncStream<FlagChange<FeatureFlag>>
    ) async throws -> [FlagChange<FeatureFlag>] {
        var store: FlagStore<FeatureFlag>? = FlagStore(configuration: .debug)
        let stream = subscribe(store!)
        for index in 0..<count { try store!.setLocalOverride(.bool(index % 2 == 0), for: .offAllowedLocal) }
        store = nil
        let collected = Protected<[FlagChange<FeatureFlag>]?>(nil)
        Task {
            var changes: [FlagChange<FeatureFlag>] = []
            for await change in stream { changes.append(change) }
            collected.withValue { $0 = changes }
        }
        let finished = await BoundedWait.until { collected.withValue { $0 != nil } }
        #expect(finished, "the stream finishes when its store is released")
        return collected.withValue { $0 } ?? []
    }
}
