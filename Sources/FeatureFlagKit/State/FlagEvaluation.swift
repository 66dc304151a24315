import Foundation

/// A flag's effective value and why it has it: the answer to "why is this flag on?".
///
/// ```swift
/// let evaluation = FeatureFlag.sharedStore.evaluation(of: .newEditor)
/// print(evaluation.explanation) // "on: remote value fetched 2026-11-29T10:00:00Z"
/// ```
public struct FlagEvaluation<Flag: ManifestFlag>: Sendable {
    package let flag: Flag
    /// The value, the layer it comes from, and every override or remote value set aside.
    package let details: FlagExplanation
    package let compiledValue: Bool
    /// A Boolean value indicating whether any layer may change the flag in ``configuration``.
    package let isOverridable: Bool

    /// The effective value.
    public var isEnabled: Bool { details.isEnabled }
    /// Which layer the value comes from.
    public var source: FlagValueSource { details.layer }
    package var configuration: Flag.Configuration { Flag.Configuration(rawValue: details.configuration)! }

    /// One line for people: the value, its source, and every override that was set aside.
    public var explanation: String { details.text }
}

extension FlagState {
    /// The full account of the flag at `ordinal`.
    package func evaluation<Flag: ManifestFlag>(of flag: Flag) -> FlagEvaluation<Flag> {
        let ordinal = flag._ordinal
        let (value, source) = resolve(ordinal)
        let remote = remoteValues[ordinal] == Self.unset ? nil : remoteValues[ordinal] == 1
        let local = localValues[ordinal] == Self.unset ? nil : localValues[ordinal] == 1
        let details = FlagExplanation(
            isEnabled: value, layer: source, configuration: permissions.configuration,
            remoteRule: ruleExplanation(at: ordinal)?.description,
            remoteFetchedAt: remote == nil ? nil : remoteFetchedAt, remoteValue: remote,
            remoteRefusal: remote.flatMap { catalog.remoteRefusal(at: ordinal, of: $0) },
            localOverride: local,
            localOverrideRefusal: local == nil ? nil : permissions.localOverrideRefusal(at: ordinal, in: catalog))
        return FlagEvaluation(
            flag: flag, details: details, compiledValue: permissions.compiledValue(at: ordinal, in: catalog),
            isOverridable: permissions.isOverridable(at: ordinal, in: catalog))
    }
}
