import FeatureFlagKit

/// One flag as the flags screen shows it: what the manifest says about it, its effective value,
/// where that value comes from and why, and whether a tester may override it here.
public struct FlagsScreenRow<Flag: ManifestFlag>: Sendable, Identifiable {
    /// The flag.
    public let flag: Flag
    /// The flag's name, key, description and owner, as the manifest declares them.
    public let metadata: FlagMetadata
    /// The flag's effective value and the layers behind it.
    public let evaluation: FlagEvaluation<Flag>
    /// Why a local override of the flag is not honoured in the store's configuration, as a
    /// sentence for people, or `nil` if it is.
    public let overrideRefusal: String?

    /// The flag, which identifies its row.
    public var id: Flag { flag }

    /// A Boolean value indicating whether the flag is on: for a variant flag, whether its
    /// variant is other than its baseline, the first of `FlagMetadata.variants`.
    public var isEnabled: Bool { evaluation.isEnabled }

    /// A variant flag's effective variant, by name, one of `FlagMetadata.variants`; `nil` for
    /// a Boolean flag.
    public var variant: String? { evaluation.variant }

    /// The value in force, of any kind of flag: `.bool`, `.variant`, `.integer`, `.double` or
    /// `.string`.
    public var value: FlagValue { evaluation.value }

    /// The value compiled in for the store's configuration.
    public var compiledValue: FlagValue { evaluation.compiledFlagValue }

    /// A typed flag's type, as the manifest names it: `integer`, `double` or `string`; `nil` for
    /// a Boolean or variant flag.
    public var valueTypeName: String? { metadata.row.valueType?.name }

    /// A typed flag's bounds in words, as its editing field shows them: `1...500`, `at least 1`,
    /// `at most 254 UTF-8 bytes`; `nil` for a Boolean or variant flag and for a number without
    /// bounds.
    public var bounds: String? { metadata.row.valueType?.boundsSummary }

    /// The value in force as an editing field shows it: a typed flag's number, or its string
    /// without quotes (`true` or `false`, or the variant's name, for other flags).
    public var valueText: String { value.text }

    /// Which layer the value comes from: compiled, remote or local override.
    public var source: FlagValueSource { evaluation.source }

    /// Why the flag has its value, in one line: "on: remote value fetched 2026-11-29T10:00:00Z".
    public var explanation: String { evaluation.explanation }

    /// The local override (the one the app was launched with, else the stored one), whether or
    /// not it is honoured: `true` or `false` for a Boolean flag, a variant's name for a variant
    /// flag, a typed flag's number or string.
    public var localOverride: FlagValue? { evaluation.details.localOverride }

    /// A Boolean value indicating whether a tester may override the flag here.
    public var canOverride: Bool { overrideRefusal == nil }

    init(_ flag: Flag, in state: FlagState) {
        self.flag = flag
        metadata = flag.metadata
        evaluation = state.evaluation(of: flag)
        overrideRefusal = state.permissions.localOverrideRefusal(at: flag._ordinal, in: state.catalog)
            .map { "This flag can't be overridden here: \($0.clause())." }
    }

    /// A Boolean value indicating whether every word of `words` occurs in the flag's name, key,
    /// description or variants, ignoring case and diacritics.
    func matches(_ words: [Substring]) -> Bool {
        let fields = [metadata.name, metadata.key, metadata.description ?? ""] + (metadata.variants ?? [])
        return words.allSatisfy { word in
            fields.contains { $0.range(of: word, options: [.caseInsensitive, .diacriticInsensitive]) != nil }
        }
    }
}
