import Foundation

/// A flag's effective value and why it has it: the answer to "why is this flag on?".
///
/// ```swift
/// let evaluation = FeatureFlag.sharedStore.evaluation(of: .newEditor)
/// print(evaluation.explanation) // "on: remote value fetched 2026-11-29T10:00:00Z"
/// ```
public struct FlagEvaluation<Flag: ManifestFlag>: Sendable {
    package let flag: Flag
    /// The effective value.
    public let isEnabled: Bool
    /// Which layer the value comes from.
    public let source: FlagValueSource
    package let configuration: Flag.Configuration
    package let compiledValue: Bool
    /// A Boolean value indicating whether any layer may change the flag in ``configuration``.
    package let isOverridable: Bool
    package let remoteValue: Bool?
    package let remoteFetchedAt: Date?
    /// Why ``remoteValue`` is not used, if a policy refuses it.
    package let remoteRefusal: OverrideRefusal.Reason?
    /// For a flag whose payload entry has targeting rules: which rule decided and why
    /// (`remote rule 2 (rollout 25%: bucket 13 ≤ 25; app version 24.4 ≥ 24.3)`), or why none
    /// held (`no remote rule matched: rule 1 (app version 24.2 < minimum 24.3)`).
    package let remoteRule: String?
    package let localOverride: Bool?
    /// Why ``localOverride`` is not honoured, if it isn't.
    package let localOverrideRefusal: OverrideRefusal.Reason?

    /// One line for people: the value, its source, and every override that was set aside.
    public var explanation: String {
        FlagExplanation(
            isEnabled: isEnabled, layer: source, configuration: configuration.rawValue, remoteRule: remoteRule,
            remoteFetchedAt: remoteFetchedAt.map(Self.timestamp), remoteValue: remoteValue,
            remoteRefusal: remoteRefusal,
            localOverride: localOverride, localOverrideRefusal: localOverrideRefusal
        ).text
    }

    package static func timestamp(_ date: Date) -> String {
        ISO8601DateFormatter.string(
            from: date, timeZone: TimeZone(identifier: "UTC")!, formatOptions: [.withInternetDateTime])
    }
}

extension FlagState {
    /// The full account of the flag at `ordinal`.
    package func evaluation<Flag: ManifestFlag>(of flag: Flag) -> FlagEvaluation<Flag> {
        let ordinal = flag.ordinal
        let (value, source) = resolve(ordinal)
        let remote = remoteValues[ordinal] == Self.unset ? nil : remoteValues[ordinal] == 1
        let local = localValues[ordinal] == Self.unset ? nil : localValues[ordinal] == 1
        return FlagEvaluation(
            flag: flag, isEnabled: value, source: source,
            configuration: Flag.Configuration(rawValue: permissions.configuration)!,
            compiledValue: permissions.compiledValue(at: ordinal, in: catalog),
            isOverridable: permissions.isOverridable(at: ordinal, in: catalog),
            remoteValue: remote, remoteFetchedAt: remote == nil ? nil : remoteFetchedAt,
            remoteRefusal: remote.flatMap { catalog.remoteRefusal(at: ordinal, of: $0) },
            remoteRule: ruleExplanation(at: ordinal)?.description,
            localOverride: local,
            localOverrideRefusal: local == nil ? nil : permissions.localOverrideRefusal(at: ordinal, in: catalog))
    }
}
