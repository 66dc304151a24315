/// What may change each flag at run time in one configuration: the manifest's policies
/// resolved once, so that evaluation is a few array reads.
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

    /// A Boolean value indicating whether a local override of `flag` is honoured.
    func allowsLocalOverride(of flag: FlagCatalog.Flag) -> Bool {
        configurationAllowsLocalOverrides && flag.metadata.allowsLocalOverride
    }

    /// Why a local override of `flag` is not honoured, or `nil` if it is.
    func localOverrideRefusal(for flag: FlagCatalog.Flag) -> String? {
        if !flag.metadata.allowsLocalOverride { return "the flag forbids local overrides (\"local\": false)" }
        if !configurationAllowsLocalOverrides { return "local overrides are not honoured in \(configuration)" }
        return nil
    }

    /// A Boolean value indicating whether any layer may change `flag` in this configuration
    /// (the same rule the generated `isOverridable(in:)` encodes).
    func isOverridable(_ flag: FlagCatalog.Flag) -> Bool {
        allowsLocalOverride(of: flag)
            || flag.metadata.remotePolicy == .allowed
            || (flag.metadata.remotePolicy == .disableOnly && flag.compiledValues[configurationIndex])
    }
}
