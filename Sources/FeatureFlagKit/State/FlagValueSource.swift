/// Where a flag's effective value comes from.
public enum FlagValueSource: String, Sendable, Hashable, CaseIterable {
    /// The manifest's rule for the store's configuration.
    case compiled
    /// A remote payload, where the flag's policy allows the value.
    case remote
    /// A local override (debug menu, QA, tests), where the manifest honours it.
    case localOverride
}
