import FeatureFlagKit

extension ManifestFlag {
    /// Runs `operation` with an isolated store in which `overrides` are in force: code under
    /// test that reads `FeatureFlag.x.isEnabled`, `FeatureFlag.XVariant.current` or
    /// `FeatureFlag.Values.x` sees them, other tests don't.
    ///
    /// Each override is set the way production could set it: as a local override where the
    /// manifest honours one, else as a remote value where the flag's policy allows it.
    ///
    /// ```swift
    /// try FeatureFlag.withOverrides([.newEditor: true, .checkoutFlow: "oneStep", .uploadLimit: 100]) {
    ///     #expect(EditorScreen().usesNewEditor)
    ///     #expect(FeatureFlag.CheckoutFlowVariant.current == .oneStep)
    ///     #expect(FeatureFlag.Values.uploadLimit == 100)
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - overrides: the value each listed flag has while `operation` runs: `true` or `false`,
    ///     a variant flag's variant by name, or a typed flag's value (`100`, `2.5`,
    ///     `.string("…")`) within its bounds; other flags keep their compiled values.
    ///   - operation: the code to run with the overrides in force.
    /// - Returns: what `operation` returns.
    /// - Throws: `OverrideRefusal`, before `operation` runs, for a value the flag doesn't have
    ///   (`.unknownValue`; `.invalidValue`, naming the type or the bound, for a typed flag), a flag this build compiles as a constant (`.constantInBuild`: test its
    ///   rule with `isEnabled(in:)` instead), or a value only a payload could set and the flag's
    ///   policy refuses; otherwise whatever `operation` throws.
    public static func withOverrides<Result>(
        _ overrides: [Self: FlagValue], operation: () throws -> Result
    ) throws -> Result {
        try withStore(try isolatedStore(overriding: overrides), operation: operation)
    }

    /// Runs `operation` with an isolated store in which `overrides` are in force, for the
    /// current task and its child tasks.
    ///
    /// - Parameters:
    ///   - overrides: the value each listed flag has while `operation` runs: `true` or `false`,
    ///     a variant flag's variant by name, or a typed flag's value (`100`, `2.5`,
    ///     `.string("…")`) within its bounds; other flags keep their compiled values.
    ///   - isolation: the actor `operation` runs on; the caller's, by default.
    ///   - operation: the code to run with the overrides in force.
    /// - Returns: what `operation` returns.
    /// - Throws: `OverrideRefusal`, before `operation` runs, for a value the flag doesn't have,
    ///   a flag this build compiles as a constant, or a value the flag's policy refuses;
    ///   otherwise whatever `operation` throws.
    public static func withOverrides<Result>(
        _ overrides: [Self: FlagValue], isolation: isolated (any Actor)? = #isolation,
        operation: () async throws -> Result
    ) async throws -> Result {
        try await withStore(try isolatedStore(overriding: overrides), operation: operation)
    }

    /// A new store for this build with `overrides` applied.
    ///
    /// - Parameter overrides: the value each listed flag has in the store (`true` or `false`, a
    ///   variant's name, or a typed flag's value): a local override where the manifest honours
    ///   one, else a remote value.
    /// - Returns: a store of its own, which no other test shares; it ignores
    ///   `FEATUREFLAGKIT_OVERRIDES`, so what a test sees doesn't depend on how it was launched.
    /// - Throws: `OverrideRefusal` for a value the flag doesn't have (`.unknownValue`, or
    ///   `.invalidValue` for a typed flag's value of another type or out of bounds), a flag this
    ///   build compiles as a constant (`.constantInBuild`), or a value that only a payload could
    ///   set and the flag's policy refuses (`.remoteDisableOnly`: a kill switch takes only its
    ///   first variant, or off).
    public static func isolatedStore(overriding overrides: [Self: FlagValue]) throws(OverrideRefusal)
        -> FlagStore<Self>
    {
        let store = FlagStore<Self>(environment: [:])
        let catalog = store.currentState.catalog
        // Each pin as its flag's value (an integer as a double flag's `Double`), checked once.
        var pins: [(flag: Self, value: FlagValue)] = []
        for (flag, value) in overrides.sorted(by: { $0.key._ordinal < $1.key._ordinal }) {
            guard let conforming = catalog.conforming(value, at: flag._ordinal) else {
                throw catalog.refusal(of: value, at: flag._ordinal)
            }
            pins.append((flag, conforming))
        }
        var remoteEntries: [RemotePayload.Entry] = []
        for (flag, value) in pins {
            let evaluation = store.evaluation(of: flag)
            guard evaluation.isOverridable else {
                throw OverrideRefusal(
                    key: flag.metadata.key, reason: .constantInBuild(configuration: evaluation.configuration.rawValue))
            }
            if (try? store.setLocalOverride(value, for: flag)) == nil {
                remoteEntries.append(
                    RemotePayload.Entry(
                        key: flag.metadata.key, rules: .plain(value: value, configurations: nil), offset: 0))
            }
        }
        store.applyRemotePayload(RemotePayload(entries: remoteEntries))
        for (flag, value) in pins {
            let details = store.evaluation(of: flag).details
            // Compared as values, not indices: every value of a typed flag has the index 1.
            guard details.effectiveValue != value else { continue }
            guard let refusal = details.remoteRefusal else {
                throw OverrideRefusal(
                    key: flag.metadata.key, reason: .constantInBuild(configuration: details.configuration))
            }
            throw OverrideRefusal(key: flag.metadata.key, reason: refusal, variants: details.variants)
        }
        return store
    }
}
