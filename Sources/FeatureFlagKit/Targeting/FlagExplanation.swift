import Foundation

/// One line for people saying why a flag has its value: the value, the layer it comes from,
/// and every override or remote value that was set aside. The one writer of that line, for
/// `FlagEvaluation.explanation` and for `flaggen simulate`.
///
/// `on: remote rule 2 (rollout 25%: bucket 13 ≤ 25) fetched 2026-11-29T10:00:00Z`,
/// `off: compiled value in release; remote value on refused: may only be turned off remotely ("remote": "disable-only")`.
package struct FlagExplanation: Sendable, Hashable {
    /// The effective value's index: 1 for on and 0 for off, or the variant's (1 for a typed flag).
    package var value: Int
    /// The effective value.
    package var effectiveValue: FlagValue
    /// A variant flag's variants, whose names the words are; `nil` for a Boolean flag.
    package var variants: [String]?
    package var layer: FlagValueSource
    package var configuration: String
    /// What the flag's remote rules said (``RuleExplanation/description``), if it has rules.
    package var remoteRule: String?
    /// When the remote payload was fetched, if there is one to name.
    package var remoteFetchedAt: Date?
    /// The remote value's index, if the payload sets one.
    package var remoteValueIndex: Int?
    /// The remote value, if the payload sets one.
    package var remoteValue: FlagValue?
    /// Why the remote value is not used, if a policy refuses it.
    package var remoteRefusal: OverrideRefusal.Reason?
    /// The local override's value index, if there is one.
    package var localOverrideIndex: Int?
    /// The local override, if there is one.
    package var localOverride: FlagValue?
    /// A Boolean value indicating whether the local override is the one the process was
    /// launched with (``LaunchOverrides``) rather than a stored one.
    package var isLaunchOverride: Bool
    /// Why the local override is not honoured, if it isn't.
    package var localOverrideRefusal: OverrideRefusal.Reason?

    /// The explanation of the flag at `ordinal` of `catalog` in the configuration of
    /// `permissions`, given its layers' values (each `nil` where the layer leaves it alone, else
    /// one of its values, as ``FlagCatalog/conforming(_:at:json:)`` returns them) and whether
    /// `local` is a launch override: the one place that resolves them, for stores and for
    /// `flaggen simulate`.
    package init(
        of ordinal: Int, in catalog: FlagCatalog, permissions: FlagPermissions, local: FlagValue?,
        isLaunchOverride: Bool = false, remote: FlagValue?, remoteRule: String?, remoteFetchedAt: Date?
    ) {
        func index(_ value: FlagValue?) -> FlagValueIndex {
            value.map { FlagValueIndex(catalog.index(ofConforming: $0, at: ordinal)) } ?? .none
        }
        (value, layer) = permissions.resolve(at: ordinal, in: catalog, local: index(local), remote: index(remote))
        effectiveValue =
            switch layer {
            case .localOverride: local!
            case .remote: remote!
            case .compiled: permissions.compiledFlagValue(at: ordinal, in: catalog)
            }
        variants = catalog.variants(at: ordinal)
        configuration = permissions.configuration
        self.remoteRule = remoteRule
        remoteValue = remote
        remoteValueIndex = index(remote).index
        self.remoteFetchedAt = remoteValueIndex == nil ? nil : remoteFetchedAt
        remoteRefusal = remoteValueIndex.flatMap { catalog.remoteRefusal(at: ordinal, of: $0) }
        localOverride = local
        localOverrideIndex = index(local).index
        self.isLaunchOverride = isLaunchOverride
        localOverrideRefusal =
            localOverrideIndex == nil ? nil : permissions.localOverrideRefusal(at: ordinal, in: catalog)
    }

    /// The effective value as a word: `on` or `off`, the variant's name, the number, or the
    /// string in quotes.
    package var word: String { effectiveValue.word }

    /// The variant's name, for a variant flag.
    package var variant: String? { variants?[value] }

    /// A Boolean value indicating whether the flag is on: its value is not off, nor a variant
    /// flag's baseline.
    package var isEnabled: Bool { value != 0 }

    /// The value's word (`on`, `off`, a variant's name, a typed value), `: `, and ``reason``.
    package var text: String { "\(word): \(reason)" }

    /// The layer first, then the remote rules when they did not decide, then each override or
    /// remote value set aside, joined with `; `.
    package var reason: String {
        var parts = [layerDescription]
        if let remoteRule, layer != .remote {
            parts.append(remoteRule)
        }
        if let localOverride, let localOverrideRefusal {
            parts.append(
                "local override \(localOverride.word) ignored: \(localOverrideRefusal.clause(variants: variants))")
        }
        if let remoteValue = remoteValue?.word {
            if let remoteRefusal {
                parts.append("remote value \(remoteValue) refused: \(remoteRefusal.clause(variants: variants))")
            } else if layer == .localOverride {
                parts.append("remote value \(remoteValue) overridden locally")
            } else if layer == .compiled {
                // A value no policy refuses loses to the compiled value only when no layer may
                // change the flag in this configuration.
                parts.append("remote value \(remoteValue) unused: the flag can't change in \(configuration)")
            }
        }
        return parts.joined(separator: "; ")
    }

    private var layerDescription: String {
        switch layer {
        case .compiled: "compiled value in \(configuration)"
        case .localOverride:
            isLaunchOverride ? "local override from \(LaunchOverrides.environmentVariable)" : "local override"
        case .remote: (remoteRule ?? "remote value") + (remoteFetchedAt.map { " fetched \(Self.timestamp($0))" } ?? "")
        }
    }

    /// `2026-11-29T10:00:00Z`.
    package static func timestamp(_ date: Date) -> String {
        ISO8601DateFormatter.string(
            from: date, timeZone: TimeZone(identifier: "UTC")!, formatOptions: [.withInternetDateTime])
    }
}
