extension FlagPermissions {
    /// The effective value of the flag at `ordinal` and its layer, given its local override and
    /// remote value (1 on, 0 off, ``PayloadResolver/unset``): local override (where honoured) >
    /// remote value (where the policy allows it) > compiled value; a flag no layer may change in
    /// this configuration is its compiled value. The one statement of precedence, for the store
    /// and for `flaggen simulate`.
    package func resolve(at ordinal: Int, in catalog: FlagCatalog, local: Int8, remote: Int8) -> (
        value: Bool, source: FlagValueSource
    ) {
        let compiled = compiledValue(at: ordinal, in: catalog)
        guard isOverridable(at: ordinal, in: catalog) else { return (compiled, .compiled) }
        if local != PayloadResolver.unset, allowsLocalOverride(at: ordinal, in: catalog) {
            return (local == 1, .localOverride)
        }
        if remote != PayloadResolver.unset, catalog.remotePolicy(at: ordinal).permits(remote == 1) {
            return (remote == 1, .remote)
        }
        return (compiled, .compiled)
    }
}
