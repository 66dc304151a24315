import Foundation

/// Every flag's effective value on one simulated device, with the reason, computed by the code
/// a store runs (`flaggen simulate`): the payload's rules decide for the targeting context,
/// then each flag's policy applies. No local overrides: the device is a fresh install.
package struct PayloadSimulation: Sendable {
    /// One flag's outcome.
    package struct Row: Sendable, Hashable {
        /// The flag's key.
        package var key: String
        /// The effective value.
        package var isEnabled: Bool
        /// Why: `remote rule 2 (rollout 25%: bucket 13 ≤ 25)`, `compiled value in appStore; …`.
        package var reason: String
    }

    /// One row per flag of the catalog, in catalog order.
    package let rows: [Row]

    /// Applies `payload` to a store of `catalog` in a build of `configuration` (which must be
    /// one of the catalog's) on a device described by `targeting`.
    package init(_ payload: RemotePayload, catalog: FlagCatalog, configuration: String, targeting: TargetingContext) {
        let index = catalog.configurationIndex(configuration)!
        let empty = FlagState(catalog: catalog, configurationIndex: index, targeting: targeting)
        let resolver = PayloadResolver(catalog: catalog, permissions: empty.permissions)
        let state = empty.replacingRemoteLayer(resolver.resolve(payload, for: targeting).layer, fetchedAt: nil)
        rows = (0..<catalog.count).map { ordinal in
            let (value, source) = state.resolve(ordinal)
            return Row(key: catalog.key(at: ordinal), isEnabled: value, reason: Self.reason(state, ordinal, source: source))
        }
    }

    private static func reason(_ state: FlagState, _ ordinal: Int, source: FlagValueSource) -> String {
        let rule = state.ruleExplanation(at: ordinal)?.description
        if source == .remote { return rule ?? "remote value" }
        var parts = ["compiled value in \(state.permissions.configuration)"]
        let remote = state.remoteValues[ordinal]
        if !state.permissions.isOverridable(at: ordinal, in: state.catalog) {
            parts.append("the flag can't change in \(state.permissions.configuration)")
        } else if remote != FlagState.unset, let refusal = state.catalog.remotePolicy(at: ordinal).refusal(of: remote == 1) {
            parts.append("remote value \(remote == 1 ? "on" : "off") refused: \(refusal)")
        }
        if let rule { parts.append(rule) }
        return parts.joined(separator: "; ")
    }
}
