import Foundation

/// One applied change: the flags whose effective value changed, and the state after it.
///
/// Where each new value comes from is the snapshot's to say: a payload's value is
/// ``FlagValueSource/remote``, a set override ``FlagValueSource/localOverride``, and a cleared
/// override or remote value, or a targeted rule that stops matching when the context changes,
/// leaves the layer below.
///
/// ```swift
/// for await change in FeatureFlag.sharedStore.changes() {
///     for flag in change.changedFlags {
///         print(flag, change.snapshot.evaluation(of: flag).source)
///     }
/// }
/// ```
public struct FlagChange<Flag: ManifestFlag>: Sendable {
    /// The flags whose effective value changed, in declaration order. Never empty.
    public let changedFlags: [Flag]
    /// Every flag's value after the change.
    public let snapshot: FlagSnapshot<Flag>
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
