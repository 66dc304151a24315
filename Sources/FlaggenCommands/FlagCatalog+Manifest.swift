import FeatureFlagKit
import FlagGenerator

extension FlagCatalog {
    /// The catalog the runtime would build from the code generated for `manifest`: every flag,
    /// Boolean or variant, at its generated ordinal.
    init(_ manifest: Manifest) {
        let configurations = manifest.configurationNames
        self.init(
            configurations: configurations,
            localOverrideConfigurations: Set(manifest.localOverrideConfigurations),
            flags: manifest.allFlags.map { declared in
                switch declared {
                case .boolean(let flag):
                    FlagCatalog.Flag(
                        key: flag.key, remotePolicy: flag.remote, allowsLocalOverride: flag.allowsLocalOverride,
                        compiledValues: configurations.map { flag.rule.isEnabled(in: $0) ? 1 : 0 })
                case .multivariate(let flag):
                    FlagCatalog.Flag(
                        key: flag.key, remotePolicy: flag.remote, allowsLocalOverride: flag.allowsLocalOverride,
                        compiledValues: configurations.map { flag.optionIndex(in: $0) }, variants: flag.options)
                }
            })
    }
}
