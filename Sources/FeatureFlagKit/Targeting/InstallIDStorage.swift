/// Where a device's install id lives between launches: the unit id that rollouts bucket when
/// the app sets no user id.
///
/// A storage only reads and writes the text; ``FlagStore/installID(from:)`` decides what is
/// valid, generates a new id when there is none (or a corrupt one) and reports problems.
/// Implementations ship for a file (``FileInstallIDStorage``) and, in
/// FeatureFlagKitTestSupport, memory (`InMemoryInstallIDStorage`).
public protocol InstallIDStorage: Sendable {
    /// The stored text, or `nil` if nothing is stored yet.
    ///
    /// - Returns: the stored text, unchecked, or `nil` if nothing is stored yet.
    /// - Throws: when the storage exists but can't be read (permissions, a locked device).
    func loadInstallID() throws -> String?

    /// Stores `id`, replacing what was stored, atomically where the medium allows.
    ///
    /// - Parameter id: the install id to store.
    /// - Throws: when the storage can't be written.
    func saveInstallID(_ id: String) throws

    /// Runs `body`, which reads the stored id and saves a new one when there is none (or a
    /// corrupt one), while no other caller of this method on the same medium runs it; so every
    /// store that starts at the same time uses one id, the one stored.
    ///
    /// The default implementation holds one lock shared by every default implementation in the
    /// process, so stores in one process agree. It can't exclude other processes: a storage
    /// shared between processes (an app and its extension) implements this method with a lock
    /// the medium provides, as ``FileInstallIDStorage`` does.
    ///
    /// - Parameter body: the code that reads, and if needed creates and saves, the id.
    /// - Returns: what `body` returns.
    /// - Throws: when the lock can't be taken; `body` has not run then.
    func withExclusiveAccess<Result>(_ body: () -> Result) throws -> Result
}

/// Serializes the default ``InstallIDStorage/withExclusiveAccess(_:)`` within the process.
private let defaultAccessLock = Lock()

extension InstallIDStorage {
    /// Runs `body` while holding a lock shared by every storage that uses this default
    /// implementation in the process.
    ///
    /// - Parameter body: the code that reads, and if needed creates and saves, the id.
    /// - Returns: what `body` returns.
    public func withExclusiveAccess<Result>(_ body: () -> Result) -> Result {
        defaultAccessLock.withLock(body)
    }
}
