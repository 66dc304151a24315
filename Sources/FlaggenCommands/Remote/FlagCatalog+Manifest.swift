import FeatureFlagKit
import FlagGenerator

extension FlagCatalog {
    /// The catalog the runtime would build from the code generated for `manifest`: every flag at
    /// its generated ordinal.
    init(_ manifest: Manifest) {
        let configurations = manifest.configurationNames
        self.init(
            configurations: configurations,
            localOverrideConfigurations: Set(manifest.localOverrideConfigurations),
            flags: manifest.flags.map { flag in
                FlagCatalog.Flag(
                    key: flag.key, remotePolicy: flag.remote, allowsLocalOverride: flag.allowsLocalOverride,
                    compiledValues: configurations.map { flag.value.compiledIndex(in: $0) },
                    variants: flag.value.options)
            })
    }
}
