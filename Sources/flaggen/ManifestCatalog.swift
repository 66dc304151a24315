import FeatureFlagKit
import FlagGenerator

extension FlagCatalog {
    /// The catalog the runtime would build from the code generated for `manifest`.
    init(_ manifest: Manifest) {
        let configurations = manifest.configurationNames
        self.init(
            configurations: configurations,
            localOverrideConfigurations: Set(manifest.localOverrideConfigurations),
            flags: manifest.flags.map { flag in
                FlagCatalog.Flag(
                    key: flag.key, remotePolicy: FeatureFlagKit.RemotePolicy(flag.remote),
                    allowsLocalOverride: flag.allowsLocalOverride,
                    compiledValues: configurations.map(flag.rule.isEnabled(in:)))
            })
    }
}

extension FeatureFlagKit.RemotePolicy {
    /// The runtime's name for a manifest's policy.
    init(_ policy: FlagGenerator.RemotePolicy) {
        switch policy {
        case .forbidden: self = .forbidden
        case .allowed: self = .allowed
        case .disableOnly: self = .disableOnly
        }
    }
}
