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
