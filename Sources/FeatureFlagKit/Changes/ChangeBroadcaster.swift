import Foundation

/// Delivers change events to every `AsyncStream` listener and to `NotificationCenter`, in the
/// order the changes were applied, without ever making a writer wait for another writer.
///
/// Streams receive each change while its writer still holds the store's update lock, and its
/// notification joins a queue there too. After releasing that lock, a writer that finds nobody
/// posting becomes the poster: it posts the queued notifications one at a time, oldest first,
/// until none is left, including those that other writers and observers queue meanwhile;
/// every other writer returns at once. `NotificationCenter.post` waits for observers
/// registered with a queue, so the poster waits for observers, but no writer ever waits for
/// the poster: an observer may change the store from any queue.
final class ChangeBroadcaster<Flag: ManifestFlag>: Sendable {
    private let streams = StreamBroadcaster<FlagChange<Flag>>()
    private let notificationCenter: UncheckedSendable<NotificationCenter>?
    private let pending = Protected(PendingNotifications())

    init(notificationCenter: NotificationCenter?) {
        self.notificationCenter = notificationCenter.map(UncheckedSendable.init)
    }

    /// A new stream that receives every change from now on, keeping unread ones by `bufferingPolicy`.
    func makeStream(bufferingPolicy: AsyncStream<FlagChange<Flag>>.Continuation.BufferingPolicy) -> AsyncStream<
        FlagChange<Flag>
    > {
        streams.makeStream(bufferingPolicy: bufferingPolicy)
    }

    /// Yields `change` to every stream and queues its notification. Call while holding the
    /// store's update lock, so that both follow the order changes are applied in.
    func publish(_ change: FlagChange<Flag>) {
        streams.publish(change)
        guard notificationCenter != nil else { return }
        pending.withValue { $0.changes.append(change) }
    }

    /// Posts every queued notification, oldest first, unless another thread is already posting
    /// them (that thread posts these too). Call after releasing the store's update lock.
    func postPending(from store: AnyObject) {
        guard let center = notificationCenter?.value, pending.withValue({ $0.startPosting() }) else { return }
        while let change = pending.withValue({ $0.nextOrStop() }) {
            center.post(
                name: .featureFlagsDidChange, object: store,
                userInfo: [
                    FlagChangeNotificationKey.changedFlags: change.changedFlags,
                    FlagChangeNotificationKey.changedKeys: change.changedFlags.map(\.metadata.key),
                    FlagChangeNotificationKey.change: change,
                ])
        }
    }

    /// The notifications waiting to be posted, and whether a thread is posting them.
    private struct PendingNotifications {
        var changes: [FlagChange<Flag>] = []
        var isPosting = false

        /// Makes the caller the poster; false if there is one already or nothing to post.
        mutating func startPosting() -> Bool {
            guard !isPosting, !changes.isEmpty else { return false }
            isPosting = true
            return true
        }

        /// The next change to post; `nil`, and no poster any more, when none is left.
        mutating func nextOrStop() -> FlagChange<Flag>? {
            guard !changes.isEmpty else {
                isPosting = false
                return nil
            }
            return changes.removeFirst()
        }
    }
}
