/// The version of `flaggen`, printed by `flaggen --version`; the one place it is written.
package enum FlaggenVersion {
    /// The version, `MAJOR.MINOR.PATCH`.
    package static let current = "1.0.0"
}
