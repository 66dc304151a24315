import ManifestVocabulary

/// Everything the runtime needs to know about a set of flags to apply overrides, independent
/// of their Swift type: the configurations, and each flag's key, policies and compiled values.
///
/// A store builds one from its generated `FeatureFlag` type; `flaggen validate-remote`
/// builds one from a manifest, so both validate payloads with the same code (this module's). Stored
/// compactly (one array per property, no per-flag allocation): a catalog of 10,000 flags
/// takes about 300 KiB.
package struct FlagCatalog: Sendable {
    /// What the catalog stores about one flag.
    package struct Flag: Sendable, Equatable {
        package var key: String
        package var remotePolicy: RemotePolicy
        package var allowsLocalOverride: Bool
        /// The compiled value in each configuration, in ``FlagCatalog/configurations`` order.
        package var compiledValues: [Bool]
        /// A Boolean value indicating whether the flag exists in the app variant of this build
        /// (its `"if"` condition holds, or it has none).
        package var isInBuildVariant: Bool

        package init(
            key: String, remotePolicy: RemotePolicy, allowsLocalOverride: Bool, compiledValues: [Bool],
            isInBuildVariant: Bool = true
        ) {
            self.key = key
            self.remotePolicy = remotePolicy
            self.allowsLocalOverride = allowsLocalOverride
            self.compiledValues = compiledValues
            self.isInBuildVariant = isInBuildVariant
        }
    }

    /// The configuration names, in manifest order.
    package let configurations: [String]
    package let localOverrideConfigurations: Set<String>
    private let keys: [String]
    private let remotePolicies: [RemotePolicy]
    private let localOverridePermissions: [Bool]
    private let variantPresence: [Bool]
    /// Compiled values, flag-major: `compiledValues[ordinal * configurations.count + configuration]`.
    private let compiledValues: [Bool]
    private let keyIndex: KeyIndex

    /// Creates a catalog. Keys must be unique (a manifest guarantees it).
    package init(configurations: [String], localOverrideConfigurations: Set<String>, flags: [Flag]) {
        self.configurations = configurations
        self.localOverrideConfigurations = localOverrideConfigurations
        keys = flags.map(\.key)
        remotePolicies = flags.map(\.remotePolicy)
        localOverridePermissions = flags.map(\.allowsLocalOverride)
        variantPresence = flags.map(\.isInBuildVariant)
        compiledValues = flags.flatMap(\.compiledValues)
        keyIndex = KeyIndex(keys)
    }

    package var count: Int { keys.count }

    /// The ordinal of the flag with `key`, if the catalog has one.
    package func ordinal(forKey key: String) -> Int? {
        keyIndex.ordinal(of: key, in: keys)
    }

    /// The index of `configuration` in ``configurations``.
    package func configurationIndex(_ configuration: String) -> Int? {
        configurations.firstIndex(of: configuration)
    }

    /// The key of the flag at `ordinal`.
    package func key(at ordinal: Int) -> String { keys[ordinal] }

    /// The remote policy of the flag at `ordinal`.
    package func remotePolicy(at ordinal: Int) -> RemotePolicy { remotePolicies[ordinal] }

    /// A Boolean value indicating whether the flag at `ordinal` allows local overrides.
    package func allowsLocalOverride(at ordinal: Int) -> Bool { localOverridePermissions[ordinal] }

    /// A Boolean value indicating whether the flag at `ordinal` exists in this build's app variant.
    package func isInBuildVariant(at ordinal: Int) -> Bool { variantPresence[ordinal] }

    /// Why a remote `value` for the flag at `ordinal` is set aside, or `nil` if it may apply.
    package func remoteRefusal(at ordinal: Int, of value: Bool) -> OverrideRefusal.Reason? {
        isInBuildVariant(at: ordinal) ? remotePolicy(at: ordinal).refusal(of: value) : .absentFromVariant
    }

    /// The compiled value of the flag at `ordinal` in the configuration at `configurationIndex`.
    package func compiledValue(at ordinal: Int, configurationIndex: Int) -> Bool {
        compiledValues[ordinal * configurations.count + configurationIndex]
    }
}
