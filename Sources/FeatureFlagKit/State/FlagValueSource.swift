/// Where a flag's effective value comes from.
public enum FlagValueSource: Sendable, Hashable, CaseIterable {
    /// The manifest's rule for the store's configuration.
    case compiled
    /// A remote payload, where the flag's policy allows the value.
    case remote
    /// A local override (debug menu, QA, tests, or `FEATUREFLAGKIT_OVERRIDES` at launch), where
    /// the manifest honours it.
    case localOverride

    /// The case's name, as reports spell it: `compiled`, `remote`, `localOverride`.
    package var name: String {
        switch self {
        case .compiled: "compiled"
        case .remote: "remote"
        case .localOverride: "localOverride"
        }
    }
}
