/// The version of `flaggen`, printed by `flaggen --version`; the one place it is written.
package enum FlaggenVersion {
    /// The version, `MAJOR.MINOR.PATCH`; 0.x while the manifest and API may still change.
    package static let current = "0.4.0"
}
