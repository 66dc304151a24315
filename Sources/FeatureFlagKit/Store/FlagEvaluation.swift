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
    /// The index of the compiled value: 1 for on and 0 for off, or the variant's.
    package let compiledValue: Int
    /// The compiled value.
    package let compiledFlagValue: FlagValue
    /// A Boolean value indicating whether any layer may change the flag in ``configuration``.
    package let isOverridable: Bool

    /// The effective value: `true` unless the flag is off (for a variant flag, unless its
    /// variant is the baseline, its first; always for a typed flag, which has no off value).
    package var isEnabled: Bool { details.isEnabled }
    /// The effective value, of any kind of flag: `.bool`, `.variant`, `.integer`, `.double` or
    /// `.string` (`evaluation.value == true`, `evaluation.value == "oneStep"`).
    public var value: FlagValue { details.effectiveValue }
    /// A variant flag's effective variant, by name; `nil` for any other flag.
    package var variant: String? { details.variant }
    /// Which layer the value comes from.
    public var source: FlagValueSource { details.layer }
    package var configuration: Flag.Configuration { Flag.Configuration(rawValue: details.configuration)! }

    /// One line for people: the value, its source, and every override that was set aside.
    public var explanation: String { details.text }
}

extension FlagState {
    /// The full account of `flag`.
    package func evaluation<Flag: ManifestFlag>(of flag: Flag) -> FlagEvaluation<Flag> {
        let ordinal = flag._ordinal
        let details = FlagExplanation(
            of: ordinal, in: catalog, permissions: permissions, local: localOverride(at: ordinal),
            isLaunchOverride: isLaunchOverride(at: ordinal), remote: remote.values.value(at: ordinal, in: catalog),
            remoteRule: ruleExplanation(at: ordinal)?.description,
            remoteFetchedAt: remoteFetchedAt)
        return FlagEvaluation(
            flag: flag, details: details, compiledValue: permissions.compiledValue(at: ordinal, in: catalog),
            compiledFlagValue: permissions.compiledFlagValue(at: ordinal, in: catalog),
            isOverridable: permissions.isOverridable(at: ordinal, in: catalog))
    }
}

/// Where a flag's effective value comes from.
public enum FlagValueSource: Sendable, Hashable, CaseIterable {
    /// The manifest's rule for the store's configuration.
    case compiled
    /// A remote payload, where the flag's policy allows the value.
    case remote
    /// A local override (debug menu, QA, tests, or `FEATUREFLAGKIT_OVERRIDES` at launch), where
    /// the manifest honours it.
    case localOverride

    /// The case's name, as reports spell it: `compiled`, `remote`, `localOverride`.
    package var name: String {
        switch self {
        case .compiled: "compiled"
        case .remote: "remote"
        case .localOverride: "localOverride"
        }
    }
}
