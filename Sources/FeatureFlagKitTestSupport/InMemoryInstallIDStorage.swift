import FeatureFlagKit

/// An install id kept in memory, for tests and previews: nothing survives the process, but two
/// stores given the same instance share one id.
///
/// ```swift
/// let storage = InMemoryInstallIDStorage(installID: "not-a-uuid") // a corrupt stored id
/// ```
public final class InMemoryInstallIDStorage: InstallIDStorage {
    private let stored: Protected<String?>

    /// A storage holding `installID`, or nothing.
    ///
    /// - Parameter installID: the text stored at first, which need not be a valid id; `nil`
    ///   for an empty storage.
    public init(installID: String? = nil) {
        stored = Protected(installID)
    }

    /// The stored text, or `nil` if nothing is stored.
    ///
    /// - Returns: the text last saved or given at creation, or `nil` if there is none.
    public func loadInstallID() -> String? {
        stored.withValue { $0 }
    }

    /// Replaces the stored text with `id`.
    ///
    /// - Parameter id: the install id to store.
    public func saveInstallID(_ id: String) {
        stored.withValue { $0 = id }
    }
}
