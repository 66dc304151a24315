import Foundation

/// One applied change: the flags whose effective value changed, and the state after it.
public struct FlagChange<Flag: ManifestFlag>: Sendable {
    /// What caused a change.
    public enum Cause: String, Sendable, Hashable {
        /// A remote payload was applied (or the remote layer cleared).
        case remote
        /// A local override was set or cleared.
        case localOverride
        /// The targeting context changed, and the remote rules decided again.
        case targeting
    }

    /// The flags whose effective value changed, in declaration order. Never empty.
    public let changedFlags: [Flag]
    /// Every flag's value after the change.
    public let snapshot: FlagSnapshot<Flag>
    /// What caused the change.
    public let cause: Cause
}

extension Notification.Name {
    /// Posted by a store after every applied change that changed at least one flag.
    ///
    /// Notifications are posted in the order changes were applied, by the writer of the change
    /// or, if another thread is posting at that moment, by that thread; an observer registered
    /// with `queue: nil` runs on that thread. The posting thread waits for observers registered
    /// with a queue, but no writer waits for it, so an observer may change the store.
    ///
    /// The object is the store; `userInfo` holds the changed flags under
    /// ``FlagChangeNotificationKey/changedFlags`` (`[FeatureFlag]`) and their keys under
    /// ``FlagChangeNotificationKey/changedKeys`` (`[String]`).
    public static let featureFlagsDidChange = Notification.Name("FeatureFlagKit.featureFlagsDidChange")
}

/// Keys of the `userInfo` of ``Foundation/NSNotification/Name/featureFlagsDidChange``.
public enum FlagChangeNotificationKey {
    /// The changed flags, as `[FeatureFlag]`.
    public static let changedFlags = "changedFlags"
    /// The changed flags' keys, as `[String]`.
    public static let changedKeys = "changedKeys"
    /// The ``FlagChange`` itself.
    public static let change = "change"
}
