import FeatureFlagKit

extension ManifestFlag {
    /// Runs `operation` with an isolated store in which `overrides` are in force: code under
    /// test that reads `FeatureFlag.x.isEnabled` sees them, other tests don't.
    ///
    /// Each override is set the way production could set it: as a local override where the
    /// manifest honours one, else as a remote value where the flag's policy allows it.
    ///
    /// ```swift
    /// try FeatureFlag.withOverrides([.newEditor: true]) {
    ///     #expect(EditorScreen().usesNewEditor)
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - overrides: the value each listed flag has while `operation` runs; other flags keep
    ///     their compiled values.
    ///   - operation: the code to run with the overrides in force.
    /// - Returns: what `operation` returns.
    /// - Throws: `OverrideRefusal` for a flag this build compiles as a constant (test
    ///   its rule with `isEnabled(in:)` instead), before `operation` runs; otherwise
    ///   whatever `operation` throws.
    public static func withOverrides<Result>(
        _ overrides: [Self: Bool], operation: () throws -> Result
    ) throws -> Result {
        try withStore(try isolatedStore(overriding: overrides), operation: operation)
    }

    /// Runs `operation` with an isolated store in which `overrides` are in force, for the
    /// current task and its child tasks.
    ///
    /// - Parameters:
    ///   - overrides: the value each listed flag has while `operation` runs; other flags keep
    ///     their compiled values.
    ///   - isolation: the actor `operation` runs on; the caller's, by default.
    ///   - operation: the code to run with the overrides in force.
    /// - Returns: what `operation` returns.
    /// - Throws: `OverrideRefusal` for a flag this build compiles as a constant, before
    ///   `operation` runs; otherwise whatever `operation` throws.
    public static func withOverrides<Result>(
        _ overrides: [Self: Bool], isolation: isolated (any Actor)? = #isolation,
        operation: () async throws -> Result
    ) async throws -> Result {
        try await withStore(try isolatedStore(overriding: overrides), operation: operation)
    }

    /// A new store for this build with `overrides` applied, posting no notifications.
    ///
    /// - Parameter overrides: the value each listed flag has in the store: a local override
    ///   where the manifest honours one, else a remote value.
    /// - Returns: a store of its own, which no other test shares.
    /// - Throws: `OverrideRefusal` for a flag this build compiles as a constant, or one whose
    ///   policy allows neither a local override nor a remote value.
    public static func isolatedStore(overriding overrides: [Self: Bool]) throws(OverrideRefusal) -> FlagStore<Self> {
        let store = FlagStore<Self>(notificationCenter: nil)
        var remoteEntries: [RemotePayload.Entry] = []
        for (flag, value) in overrides.sorted(by: { $0.key._ordinal < $1.key._ordinal }) {
            let evaluation = store.evaluation(of: flag)
            guard evaluation.isOverridable else {
                throw OverrideRefusal(
                    key: flag.metadata.key, reason: .constantInBuild(configuration: evaluation.configuration.rawValue))
            }
            if (try? store.setLocalOverride(value, for: flag)) == nil {
                remoteEntries.append(RemotePayload.Entry(key: flag.metadata.key, value: value))
            }
        }
        store.applyRemotePayload(RemotePayload(entries: remoteEntries))
        if let refused = overrides.first(where: { store.isEnabled($0.key) != $0.value }) {
            throw OverrideRefusal(
                key: refused.key.metadata.key, reason: .constantInBuild(configuration: store.configuration.rawValue))
        }
        return store
    }
}
