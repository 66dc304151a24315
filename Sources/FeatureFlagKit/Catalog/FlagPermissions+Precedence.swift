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
