/// When a local override of a flag is honoured, for both halves: the flag allows them (its
/// `"local"`, true by default) and the configuration honours them (the manifest's `localOverrides`).
package enum LocalOverrideRule {
    /// A Boolean value indicating whether a local override is honoured.
    package static func isHonoured(flagAllows: Bool, configurationHonours: Bool) -> Bool {
        flagAllows && configurationHonours
    }
}
