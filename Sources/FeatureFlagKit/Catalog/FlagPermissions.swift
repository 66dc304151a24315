/// What may change each flag at run time in one configuration: the manifest's policies
/// resolved for that configuration, so that evaluation is a few array reads.
struct FlagPermissions: Sendable {
    /// The configuration these permissions are for.
    let configuration: String
    /// The index of ``configuration`` in the catalog.
    let configurationIndex: Int
    /// A Boolean value indicating whether the configuration honours local overrides at all.
    let configurationAllowsLocalOverrides: Bool

    init(catalog: FlagCatalog, configurationIndex: Int) {
        self.configurationIndex = configurationIndex
        configuration = catalog.configurations[configurationIndex]
        configurationAllowsLocalOverrides = catalog.localOverrideConfigurations.contains(configuration)
    }

    /// A Boolean value indicating whether a local override of the flag at `ordinal` is honoured.
    func allowsLocalOverride(at ordinal: Int, in catalog: FlagCatalog) -> Bool {
        configurationAllowsLocalOverrides && catalog.allowsLocalOverride(at: ordinal)
    }

    /// Why a local override of the flag at `ordinal` is not honoured, or `nil` if it is.
    func localOverrideRefusal(at ordinal: Int, in catalog: FlagCatalog) -> String? {
        if !catalog.allowsLocalOverride(at: ordinal) { return "the flag forbids local overrides (\"local\": false)" }
        if !configurationAllowsLocalOverrides { return "local overrides are not honoured in \(configuration)" }
        return nil
    }

    /// A Boolean value indicating whether any layer may change the flag at `ordinal` in this
    /// configuration (the same rule the generated `isOverridable(in:)` encodes).
    func isOverridable(at ordinal: Int, in catalog: FlagCatalog) -> Bool {
        switch catalog.remotePolicy(at: ordinal) {
        case .allowed: true
        case .disableOnly: allowsLocalOverride(at: ordinal, in: catalog) || compiledValue(at: ordinal, in: catalog)
        case .forbidden: allowsLocalOverride(at: ordinal, in: catalog)
        }
    }

    /// The compiled value of the flag at `ordinal` in this configuration.
    func compiledValue(at ordinal: Int, in catalog: FlagCatalog) -> Bool {
        catalog.compiledValue(at: ordinal, configurationIndex: configurationIndex)
    }
}
