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
    public init(installID: String? = nil) {
        stored = Protected(installID)
    }

    /// The stored text, or `nil` if nothing is stored.
    public func loadInstallID() -> String? {
        stored.withValue { $0 }
    }

    /// Replaces the stored text with `id`.
    public func saveInstallID(_ id: String) {
        stored.withValue { $0 = id }
    }
}
