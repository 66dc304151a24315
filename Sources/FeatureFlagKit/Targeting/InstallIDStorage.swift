/// Where a device's install id lives between launches: the unit id that rollouts bucket when
/// the app sets no user id.
///
/// A storage only reads and writes the text; ``FlagStore/installID(from:)`` decides what is
/// valid, generates a new id when there is none (or a corrupt one) and reports problems.
/// Implementations ship for a file (``FileInstallIDStorage``) and memory
/// (``InMemoryInstallIDStorage``).
public protocol InstallIDStorage: Sendable {
    /// The stored text, or `nil` if nothing is stored yet.
    ///
    /// - Throws: when the storage exists but can't be read (permissions, a locked device).
    func loadInstallID() throws -> String?

    /// Stores `id`, replacing what was stored, atomically where the medium allows.
    func saveInstallID(_ id: String) throws
}
