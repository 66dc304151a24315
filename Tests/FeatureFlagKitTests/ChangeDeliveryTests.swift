import FeatureFlagKit
import Foundation
import Testing

/// How change notifications reach observers on any queue without a writer ever waiting for
/// another writer's delivery (pitfall 17: `post` waits for observers registered with a queue).
@Suite struct ChangeDeliveryTests {
    private static func store(posting center: NotificationCenter) -> FlagStore<FeatureFlag> {
        FlagStore<FeatureFlag>(configuration: .debug, notificationCenter: center)
    }

    @Test func anObserverOnAQueueMayChangeTheStoreWhileTheWriterWaitsForIt() throws {
        let center = NotificationCenter()
        let store = Self.store(posting: center)
        try store.setLocalOverride(true, for: .offForbiddenLocal)
        let recorder = ChangeRecorder(center, store: store, queue: OperationQueue()) { change in
            if change.changedFlags == [.offAllowedLocal] { store.clearLocalOverride(for: .offForbiddenLocal) }
        }
        let returned = BoundedWait.returns { try? store.setLocalOverride(true, for: .offAllowedLocal) }
        try #require(returned, "setOverride never returned: it waits for an observer that is changing the store.")
        #expect(recorder.keys == [["offAllowedLocal"], ["offForbiddenLocal"]])
    }

    @Test func aWriterNeverWaitsForAnotherWritersObservers() throws {
        let center = NotificationCenter()
        let store = Self.store(posting: center)
        let handling = DispatchSemaphore(value: 0)
        let gate = DispatchSemaphore(value: 0)
        let recorder = ChangeRecorder(center, store: store, queue: OperationQueue()) { change in
            guard change.changedFlags == [.offAllowedLocal] else { return }
            handling.signal()
            _ = gate.wait(timeout: .now() + BoundedWait.limit)
        }
        let firstReturned = DispatchSemaphore(value: 0)
        Thread {
            try? store.setLocalOverride(true, for: .offAllowedLocal)
            firstReturned.signal()
        }.start()
        try #require(
            handling.wait(timeout: .now() + BoundedWait.limit) == .success, "The first change was never handled.")
        let secondReturned = BoundedWait.returns { try? store.setLocalOverride(true, for: .offForbiddenLocal) }
        gate.signal()
        #expect(secondReturned, "A writer waited for another writer's observer to finish.")
        try #require(
            firstReturned.wait(timeout: .now() + BoundedWait.limit) == .success, "The first writer never returned.")
        #expect(recorder.keys == [["offAllowedLocal"], ["offForbiddenLocal"]])
    }

    @Test(arguments: [false, true])
    func aWritersNotificationHasBeenHandledWhenItReturns(observerHasQueue: Bool) throws {
        let center = NotificationCenter()
        let store = Self.store(posting: center)
        let recorder = ChangeRecorder(center, store: store, queue: observerHasQueue ? OperationQueue() : nil)
        try store.setLocalOverride(true, for: .offAllowedLocal)
        #expect(recorder.keys == [["offAllowedLocal"]])
        store.clearLocalOverride(for: .offAllowedLocal)
        #expect(recorder.keys == [["offAllowedLocal"], ["offAllowedLocal"]])
    }

    @Test func everyListenerSeesManyWritersChangesInApplyOrder() async throws {
        let center = NotificationCenter()
        let store = Self.store(posting: center)
        let initial = store.snapshot()
        let streamed = Protected<[FlagChange<FeatureFlag>]>([])
        let stream = store.changes(bufferingPolicy: .unbounded)
        let consumer = Task { for await change in stream { streamed.withValue { $0.append(change) } } }
        defer { consumer.cancel() }
        let recorders = [
            ChangeRecorder(center, store: store, queue: nil),
            ChangeRecorder(center, store: store, queue: OperationQueue()),
            // Each time bit0 turns on, this observer flips bit7: 25 nested changes.
            ChangeRecorder(center, store: store, queue: OperationQueue()) { change in
                if change.changedFlags == [.bit0], change.snapshot[.bit0] {
                    try? store.setLocalOverride(!store.isEnabled(.bit7), for: .bit7)
                }
            },
        ]
        let finished = Protected(0)
        for flag in [FeatureFlag.bit0, .bit1, .bit2, .bit3] {
            Thread {
                for n in 0..<50 { try? store.setLocalOverride(n % 2 == 0, for: flag) }
                finished.withValue { $0 += 1 }
            }.start()
        }
        try #require(await BoundedWait.until { finished.withValue { $0 } == 4 }, "The writers never returned.")
        try #require(await BoundedWait.until { streamed.withValue { $0.count } >= 225 }, "The stream lost changes.")
        let applied = streamed.withValue { $0 }
        #expect(applied.count == 225)
        Self.expectEachChangeFollowsThePrevious(applied, from: initial)
        for recorder in recorders {
            #expect(
                recorder.changes.map(Self.values(of:)) == applied.map(Self.values(of:)), "A listener saw another order."
            )
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
            notificationCenter: nil,
            onDiagnostic: { _ in storeBox.withValue { $0 }?.clearRemoteValues() })
        storeBox.withValue { $0 = store }
        try store.setLocalOverride(true, for: .offAllowedLocal)  // its save fails: the handler runs
        #expect(store.isEnabled(.offAllowedLocal))
        #expect(store.recentDiagnostics.count == 2)
    }

    @Test func streamsFinishWhenTheStoreGoesAway() async {
        var store: FlagStore<FeatureFlag>? = FlagStore(configuration: .debug, notificationCenter: nil)
        let stream = store!.changes()
        store = nil
        var count = 0
        for await _ in stream { count += 1 }
        #expect(count == 0)
    }
}
