import ManifestVocabulary

extension RemotePolicy {
    /// A Boolean value indicating whether a remote payload may set the flag to `value`.
    package func permits(_ value: Bool) -> Bool {
        refusal(of: value) == nil
    }

    /// Why the policy refuses `value` from a payload, or `nil` if it permits it.
    package func refusal(of value: Bool) -> OverrideRefusal.Reason? {
        switch self {
        case .allowed: nil
        case .forbidden: .remoteForbidden
        case .disableOnly: value ? .remoteDisableOnly : nil
        }
    }
}
