extension FlagCatalog {
    package init<Flag: ManifestFlag>(_ type: Flag.Type) {
        let configurations = Flag.Configuration.allCases
        self.init(
            configurations: configurations.map(\.rawValue),
            localOverrideConfigurations: Set(configurations.filter(\.allowsLocalOverrides).map(\.rawValue)),
            flags: Flag.allCases.map { flag in
                let metadata = flag.metadata
                return FlagCatalog.Flag(
                    key: metadata.key, remotePolicy: metadata.remotePolicy,
                    allowsLocalOverride: metadata.allowsLocalOverride,
                    compiledValues: configurations.map(flag._compiledIndex(in:)), variants: metadata.variants,
                    isInAppVariant: flag.isInAppVariant)
            })
    }
}
