import FeatureFlagKit
import Foundation

/// Observes a store's change notifications on a given queue and records them in the order
/// they were handled, then runs an optional reaction inside the handler.
final class ChangeRecorder: @unchecked Sendable {
    // Unchecked Sendable: `recorded` is locked; the rest is set once in init.
    private let center: NotificationCenter
    /// Kept here because corelibs' NotificationCenter doesn't keep it alive, and skips the
    /// observer once it is gone.
    private let queue: OperationQueue?
    private let recorded = Protected<[FlagChange<FeatureFlag>]>([])
    private var observer: (any NSObjectProtocol)?

    /// Starts observing `store` on `center`, handling each notification on `queue` (`nil`: on
    /// the posting thread).
    init(
        _ center: NotificationCenter, store: FlagStore<FeatureFlag>, queue: OperationQueue?,
        reaction: @escaping @Sendable (FlagChange<FeatureFlag>) -> Void = { _ in }
    ) {
        self.center = center
        self.queue = queue
        observer = center.addObserver(forName: .featureFlagsDidChange, object: store, queue: queue) { [recorded] note in
            guard let change = note.userInfo?[FlagChangeNotificationKey.change] as? FlagChange<FeatureFlag> else {
                return
            }
            recorded.withValue { $0.append(change) }
            reaction(change)
        }
    }

    deinit {
        if let observer { center.removeObserver(observer) }
    }

    /// Every change handled so far, oldest first.
    var changes: [FlagChange<FeatureFlag>] {
        recorded.withValue { $0 }
    }

    /// The keys of the changed flags of every change handled so far.
    var keys: [[String]] {
        changes.map { $0.changedFlags.map(\.metadata.key) }
    }
}
