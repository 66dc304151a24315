import Foundation

/// Delivers change events to every `AsyncStream` listener and to `NotificationCenter`, in the
/// order the changes were applied.
///
/// Each writer posts its own notification, on its own thread, after every earlier one has
/// been posted (a ticket per change). A change made by an observer while its thread is
/// posting is posted by that thread right after the current one, so nested changes keep
/// their order too.
final class ChangeBroadcaster<Flag: ManifestFlag>: @unchecked Sendable {
    // Unchecked Sendable: `issued` and `served` are guarded by `turns`; the rest is locked or immutable.

    /// A change waiting for its turn to be posted.
    struct Ticket {
        let number: Int
        let change: FlagChange<Flag>
    }

    private let streams = Protected<[UUID: AsyncStream<FlagChange<Flag>>.Continuation]>([:])
    private let notificationCenter: UncheckedSendable<NotificationCenter>?
    private let turns = NSCondition()
    private var issued = 0
    private var served = 0

    init(notificationCenter: NotificationCenter?) {
        self.notificationCenter = notificationCenter.map(UncheckedSendable.init)
    }

    deinit {
        for continuation in streams.withValue({ $0.values }) { continuation.finish() }
    }

    /// A new stream that receives every change from now on.
    func makeStream() -> AsyncStream<FlagChange<Flag>> {
        let (stream, continuation) = AsyncStream<FlagChange<Flag>>.makeStream(bufferingPolicy: .unbounded)
        let id = UUID()
        continuation.onTermination = { [weak self] _ in
            self?.streams.withValue { _ = $0.removeValue(forKey: id) }
        }
        streams.withValue { $0[id] = continuation }
        return stream
    }

    /// Yields `change` to every stream and returns the ticket to post its notification with
    /// (`nil` when there is no notification center). Call while writers are serialized.
    func publish(_ change: FlagChange<Flag>) -> Ticket? {
        streams.withValue { streams in
            for continuation in streams.values { continuation.yield(change) }
        }
        guard notificationCenter != nil else { return nil }
        turns.lock()
        defer { turns.unlock() }
        issued += 1
        return Ticket(number: issued - 1, change: change)
    }

    /// Posts the ticket's notification once every earlier one has been posted.
    func post(_ ticket: Ticket, from store: AnyObject) {
        let key = "FeatureFlagKit.posting.\(ObjectIdentifier(self).hashValue)"
        if let nested = Thread.current.threadDictionary[key] as? TicketQueue {
            nested.tickets.append(ticket)
            return
        }
        let queue = TicketQueue()
        Thread.current.threadDictionary[key] = queue
        defer { Thread.current.threadDictionary.removeObject(forKey: key) }
        var next: Ticket? = ticket
        while let current = next {
            waitForTurn(current.number)
            notify(current.change, from: store)
            finishTurn()
            next = queue.tickets.isEmpty ? nil : queue.tickets.removeFirst()
        }
    }

    private func waitForTurn(_ number: Int) {
        turns.lock()
        while served != number { turns.wait() }
        turns.unlock()
    }

    private func finishTurn() {
        turns.lock()
        served += 1
        turns.broadcast()
        turns.unlock()
    }

    private func notify(_ change: FlagChange<Flag>, from store: AnyObject) {
        notificationCenter?.value.post(
            name: .featureFlagsDidChange, object: store,
            userInfo: [
                FlagChangeNotificationKey.changedFlags: change.changedFlags,
                FlagChangeNotificationKey.changedKeys: change.changedFlags.map(\.metadata.key),
                FlagChangeNotificationKey.change: change,
            ])
    }

    /// The tickets a thread must post after the one it is posting.
    private final class TicketQueue {
        var tickets: [Ticket] = []
    }
}
