/// Where an install id lives between launches. A storage only reads and writes the text;
/// ``InstallID`` decides what is valid, generates a new id and reports problems.
package protocol InstallIDStorage: Sendable {
    /// The stored text, or `nil` if nothing is stored yet; throws when the storage exists but
    /// can't be read.
    func loadInstallID() throws -> String?

    /// Stores `id`, replacing what was stored, atomically where the medium allows.
    func saveInstallID(_ id: String) throws

    /// Runs `body`, which reads the stored id and saves a new one when needed, while no other
    /// caller of this method on the same medium runs it; throws, without running `body`, when
    /// the lock can't be taken. The default implementation holds one lock shared by every
    /// default implementation in the process; a storage shared between processes implements it
    /// with a lock the medium provides, as the file does.
    func withExclusiveAccess<Result>(_ body: () -> Result) throws -> Result
}

/// Serializes the default ``InstallIDStorage/withExclusiveAccess(_:)`` within the process.
private let defaultAccessLock = Lock()

extension InstallIDStorage {
    package func withExclusiveAccess<Result>(_ body: () -> Result) -> Result {
        defaultAccessLock.withLock(body)
    }
}
