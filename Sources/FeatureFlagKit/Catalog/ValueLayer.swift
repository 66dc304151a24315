/// The layer a flag's effective value comes from.
package enum ValueLayer: Sendable, Hashable {
    /// The manifest's rule for the configuration.
    case compiled
    /// A remote payload, where the flag's policy allows the value.
    case remote
    /// A local override, where the manifest honours it.
    case localOverride
}
