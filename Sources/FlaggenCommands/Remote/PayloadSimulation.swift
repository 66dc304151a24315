import FeatureFlagKit

/// Every flag's effective value on one simulated device, with the reason, computed by the code
/// a store runs (`flaggen simulate`): the payload's rules decide for the targeting context,
/// then each flag's policy applies. No local overrides: the device is a fresh install.
struct PayloadSimulation: Sendable {
    /// One flag's outcome.
    struct Row: Sendable, Hashable {
        /// The flag's key.
        var key: String
        /// The effective value.
        var flagValue: FlagValue
        /// Why: `remote rule 2 (rollout 25%: bucket 13 ≤ 25)`, `compiled value in appStore; …`.
        var reason: String

        /// The effective value as a word: `on`, `off`, the variant's name, or a typed value.
        var value: String { flagValue.word }
    }

    /// One row per flag of the catalog, in catalog order.
    let rows: [Row]
    /// What the app would report applying the payload: unknown keys, values a flag doesn't
    /// have, refused values.
    let diagnostics: [FlagDiagnostic]

    /// Applies `payload` to a store of `catalog` in a build of `configuration` (which must be
    /// one of the catalog's) on a device described by `targeting`.
    init(_ payload: RemotePayload, catalog: FlagCatalog, configuration: String, targeting: TargetingContext) {
        let permissions = FlagPermissions(
            catalog: catalog, configurationIndex: catalog.configurationIndex(configuration)!)
        let (layer, diagnostics) = PayloadResolver(catalog: catalog, permissions: permissions).resolve(
            payload, for: targeting)
        self.diagnostics = diagnostics
        rows = (0..<catalog.count).map { ordinal in
            let rule = layer.explanation(at: ordinal, in: targeting, configuration: configuration)?.description
            let explanation = FlagExplanation(
                of: ordinal, in: catalog, permissions: permissions, local: nil,
                remote: layer.values.value(at: ordinal, in: catalog), remoteRule: rule, remoteFetchedAt: nil)
            return Row(
                key: catalog.key(at: ordinal), flagValue: explanation.effectiveValue,
                reason: explanation.reason)
        }
    }
}
