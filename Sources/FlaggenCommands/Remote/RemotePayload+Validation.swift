import FeatureFlagKit

extension RemotePayload {
    /// What applying this payload in a build of `configuration` would ignore or refuse, as the
    /// store reports it: unknown keys, repeated keys, unknown configuration names, values a
    /// policy refuses. The same code a store runs when it applies a payload.
    func diagnostics(against catalog: FlagCatalog, configuration: String) -> [FlagDiagnostic] {
        guard let index = catalog.configurationIndex(configuration) else { return [] }
        let permissions = FlagPermissions(catalog: catalog, configurationIndex: index)
        return PayloadResolver(catalog: catalog, permissions: permissions).resolve(
            self, for: TargetingContext(unitID: "")
        ).diagnostics
    }
}
