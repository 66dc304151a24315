import FeatureFlagKit

/// The promises a store keeps whatever its inputs say: a remote payload changes a flag only
/// to a value its policy permits, local overrides change only flags that allow them, and only
/// in configurations that honour them.
enum PolicyCheck {
    /// The first flag of `store` whose value no remote payload could have given it.
    static func remoteViolation(in store: FlagStore<FeatureFlag>) -> String? {
        FeatureFlag.allCases.first { flag in
            let value = store.isEnabled(flag)
            return value != flag.isEnabled(in: store.configuration) && !flag.metadata.remotePolicy.permits(value)
        }.map {
            "Flag '\($0.metadata.key)' is \(store.isEnabled($0)) in \(store.configuration) although its remote policy forbids that."
        }
    }

    /// The first flag of `store` (with no remote values) that local overrides changed
    /// although its manifest or configuration forbids it.
    static func localViolation(in store: FlagStore<FeatureFlag>) -> String? {
        FeatureFlag.allCases.first { flag in
            let allowed = flag.metadata.allowsLocalOverride && store.configuration.allowsLocalOverrides
            return store.isEnabled(flag) != flag.isEnabled(in: store.configuration) && !allowed
        }.map {
            "Flag '\($0.metadata.key)' was changed by a local override in \(store.configuration) although that is forbidden there."
        }
    }
}
