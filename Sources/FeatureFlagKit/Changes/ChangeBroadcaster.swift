import Foundation

/// Delivers change events, in the order the changes were applied, to every `AsyncStream`
/// listener and to `NotificationCenter`.
final class ChangeBroadcaster<Flag: ManifestFlag>: @unchecked Sendable {
    private struct State {
        var listeners: [UUID: AsyncStream<FlagChange<Flag>>.Continuation] = [:]
        var pendingNotifications: [FlagChange<Flag>] = []
        var isPosting = false
    }

    private let state = Protected(State())
    private let notificationCenter: UncheckedSendable<NotificationCenter>?

    init(notificationCenter: NotificationCenter?) {
        self.notificationCenter = notificationCenter.map(UncheckedSendable.init)
    }

    /// A new stream that receives every change from now on.
    func makeStream() -> AsyncStream<FlagChange<Flag>> {
        let (stream, continuation) = AsyncStream<FlagChange<Flag>>.makeStream(bufferingPolicy: .unbounded)
        let id = UUID()
        continuation.onTermination = { [weak self] _ in
            self?.state.withValue { _ = $0.listeners.removeValue(forKey: id) }
        }
        state.withValue { $0.listeners[id] = continuation }
        return stream
    }

    /// Queues `change` for every listener. Call in the order changes are applied (the
    /// store calls it while it still serializes writers); `deliver()` afterwards posts it.
    func enqueue(_ change: FlagChange<Flag>) {
        state.withValue { state in
            for continuation in state.listeners.values { continuation.yield(change) }
            state.pendingNotifications.append(change)
        }
    }

    /// Posts queued notifications, oldest first, outside every lock, so an observer may
    /// change flags again; a change made while posting is posted after the current one.
    func deliver(from store: AnyObject) {
        guard let center = notificationCenter?.value else {
            state.withValue { $0.pendingNotifications.removeAll() }
            return
        }
        let mayPost = state.withValue { state in
            if state.isPosting { return false }
            state.isPosting = true
            return true
        }
        guard mayPost else { return }
        while let change = nextNotification() {
            center.post(
                name: .featureFlagsDidChange, object: store,
                userInfo: [
                    FlagChangeNotificationKey.changedFlags: change.changedFlags,
                    FlagChangeNotificationKey.changedKeys: change.changedFlags.map(\.metadata.key),
                    FlagChangeNotificationKey.change: change,
                ])
        }
    }

    private func nextNotification() -> FlagChange<Flag>? {
        state.withValue { state in
            guard !state.pendingNotifications.isEmpty else {
                state.isPosting = false
                return nil
            }
            return state.pendingNotifications.removeFirst()
        }
    }
}
