import ManifestVocabulary

/// What may change each flag at run time in one configuration: the manifest's policies
/// resolved for that configuration, so that evaluation is a few array reads.
package struct FlagPermissions: Sendable {
    package let configuration: String
    package let configurationIndex: Int
    /// A Boolean value indicating whether the configuration honours local overrides at all.
    package let configurationAllowsLocalOverrides: Bool

    package init(catalog: FlagCatalog, configurationIndex: Int) {
        self.configurationIndex = configurationIndex
        configuration = catalog.configurations[configurationIndex]
        configurationAllowsLocalOverrides = catalog.localOverrideConfigurations.contains(configuration)
    }

    /// A Boolean value indicating whether a local override of the flag at `ordinal` is honoured.
    package func allowsLocalOverride(at ordinal: Int, in catalog: FlagCatalog) -> Bool {
        LocalOverrideRule.isHonoured(
            flagAllows: catalog.allowsLocalOverride(at: ordinal),
            configurationHonours: configurationAllowsLocalOverrides)
    }

    /// Why a local override of the flag at `ordinal` is not honoured, or `nil` if it is.
    package func localOverrideRefusal(at ordinal: Int, in catalog: FlagCatalog) -> OverrideRefusal.Reason? {
        if !catalog.isInAppVariant(at: ordinal) { return .absentFromAppVariant }
        if !catalog.allowsLocalOverride(at: ordinal) { return .localForbiddenByFlag }
        if !configurationAllowsLocalOverrides { return .localNotHonoured(configuration: configuration) }
        return nil
    }

    /// The value a local override of the flag at `ordinal` to `value` takes (an integer
    /// becomes a double flag's `Double`): the one check of `setLocalOverride` and of launch
    /// overrides alike. `json` as for ``FlagCatalog/conforming(_:at:json:)``.
    ///
    /// - Throws: ``OverrideRefusal`` if the flag's local overrides aren't honoured here, or if
    ///   `value` is not one of the flag's values (``OverrideRefusal/Reason/unknownValue(_:values:)``,
    ///   or for a typed flag ``OverrideRefusal/Reason/invalidValue(_:reason:)``, naming the bound).
    package func localOverrideValue(of value: FlagValue, at ordinal: Int, in catalog: FlagCatalog, json: Bool = false)
        throws(OverrideRefusal) -> FlagValue
    {
        if let reason = localOverrideRefusal(at: ordinal, in: catalog) {
            throw OverrideRefusal(key: catalog.key(at: ordinal), reason: reason)
        }
        guard let conforming = catalog.conforming(value, at: ordinal, json: json) else {
            throw catalog.refusal(of: value, at: ordinal, json: json)
        }
        return conforming
    }

    /// A Boolean value indicating whether any layer may change the flag at `ordinal` in this
    /// configuration: ``RemotePolicy/isOverridable(existsInAppVariant:localOverrideHonoured:compiledValue:)``,
    /// the rule the generated `isOverridable(in:)` is rendered from.
    package func isOverridable(at ordinal: Int, in catalog: FlagCatalog) -> Bool {
        catalog.remotePolicy(at: ordinal).isOverridable(
            existsInAppVariant: catalog.isInAppVariant(at: ordinal),
            localOverrideHonoured: allowsLocalOverride(at: ordinal, in: catalog),
            compiledValue: compiledValue(at: ordinal, in: catalog) != 0)
    }

    /// The index of the compiled value of the flag at `ordinal` in this configuration.
    package func compiledValue(at ordinal: Int, in catalog: FlagCatalog) -> Int {
        catalog.compiledValue(at: ordinal, configurationIndex: configurationIndex)
    }

    /// The compiled value of the flag at `ordinal` in this configuration, of any kind.
    package func compiledFlagValue(at ordinal: Int, in catalog: FlagCatalog) -> FlagValue {
        catalog.compiledTypedValue(at: ordinal, configurationIndex: configurationIndex)
            ?? catalog.value(at: ordinal, index: compiledValue(at: ordinal, in: catalog))
    }
}

extension FlagPermissions {
    /// The index of the effective value of the flag at `ordinal` and its layer, given its local
    /// override and remote value (each possibly ``FlagValueIndex/none``): local override (where honoured) >
    /// remote value (where the policy allows it) > compiled value; a flag no layer may change in
    /// this configuration is its compiled value. The one statement of precedence, for the store
    /// and for `flaggen simulate`.
    package func resolve(at ordinal: Int, in catalog: FlagCatalog, local: FlagValueIndex, remote: FlagValueIndex) -> (
        value: Int, source: FlagValueSource
    ) {
        let compiled = compiledValue(at: ordinal, in: catalog)
        guard isOverridable(at: ordinal, in: catalog) else { return (compiled, .compiled) }
        if let local = local.index, allowsLocalOverride(at: ordinal, in: catalog) {
            return (local, .localOverride)
        }
        if let remote = remote.index, catalog.remotePolicy(at: ordinal).permits(remote != 0) {
            return (remote, .remote)
        }
        return (compiled, .compiled)
    }
}
