extension RemotePolicy {
    /// A Boolean value indicating whether any layer may change a flag with this policy: a local
    /// override where one is honoured, a remote value where the policy allows one that can
    /// differ from the compiled value.
    ///
    /// The one statement of the rule: the generator renders each flag's `isOverridable(in:)`
    /// from it, and the runtime's permissions evaluate it.
    ///
    /// - Parameters:
    ///   - localOverrideHonoured: the flag allows local overrides and the configuration honours them.
    ///   - compiledValue: the flag's value in the configuration when nothing overrides it.
    package func isOverridable(localOverrideHonoured: Bool, compiledValue: Bool) -> Bool {
        switch self {
        case .allowed: true
        case .disableOnly: localOverrideHonoured || compiledValue
        case .forbidden: localOverrideHonoured
        }
    }
}
