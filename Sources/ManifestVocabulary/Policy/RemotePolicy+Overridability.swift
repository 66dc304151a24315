extension RemotePolicy {
    /// A Boolean value indicating whether any layer may change a flag with this policy: a local
    /// override where one is honoured, a remote value where the policy allows one that can
    /// differ from the compiled value.
    ///
    /// The one statement of the rule: the generator renders each flag's `isOverridable(in:)`
    /// from it, and the runtime's permissions evaluate it.
    ///
    /// - Parameters:
    ///   - existsInAppVariant: the flag exists in this build's app variant: it has no `if`
    ///     condition, or its condition holds. A flag that doesn't exist is off and nothing changes it.
    ///   - localOverrideHonoured: the flag allows local overrides and the configuration honours them.
    ///   - compiledValue: the flag's value in the configuration when nothing overrides it.
    package func isOverridable(existsInAppVariant: Bool, localOverrideHonoured: Bool, compiledValue: Bool) -> Bool {
        guard existsInAppVariant else { return false }
        return switch self {
        case .allowed: true
        case .disableOnly: localOverrideHonoured || compiledValue
        case .forbidden: localOverrideHonoured
        }
    }
}
