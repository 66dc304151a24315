/// Where a store keeps local overrides between launches, keyed by flag key.
///
/// Implementations ship for a JSON file (``FileOverrideStorage``), `UserDefaults`
/// (``UserDefaultsOverrideStorage``) and memory (``InMemoryOverrideStorage``).
public protocol LocalOverrideStorage: Sendable {
    /// Every stored override. A missing store is empty, not an error; unreadable or corrupt
    /// data throws ``LocalOverrideStorageError``.
    func loadOverrides() throws -> [String: Bool]

    /// Replaces every stored override with `overrides`, atomically where the medium allows.
    func saveOverrides(_ overrides: [String: Bool]) throws
}

/// Why stored local overrides couldn't be read or written.
public struct LocalOverrideStorageError: Error, Sendable, CustomStringConvertible {
    /// The kinds of failure.
    public enum Kind: Sendable, Hashable {
        /// The storage couldn't be read or written (permissions, a locked device, a full disk).
        /// The stored overrides may be fine, so a store never overwrites them after this.
        case unavailable
        /// The stored data is not valid overrides; the next save replaces it.
        case corrupt
    }

    /// The kind of failure.
    public let kind: Kind
    /// A full sentence naming the storage and the problem.
    public let description: String

    /// Creates an error.
    public init(_ kind: Kind, _ description: String) {
        self.kind = kind
        self.description = description
    }
}

/// Local overrides kept in memory only: for tests, previews, and stores that shouldn't persist.
public final class InMemoryOverrideStorage: LocalOverrideStorage {
    private let overrides: Protected<[String: Bool]>

    /// Creates a storage holding `overrides`.
    public init(_ overrides: [String: Bool] = [:]) {
        self.overrides = Protected(overrides)
    }

    /// The stored overrides.
    public func loadOverrides() -> [String: Bool] {
        overrides.withValue { $0 }
    }

    /// Replaces the stored overrides.
    public func saveOverrides(_ overrides: [String: Bool]) {
        self.overrides.withValue { $0 = overrides }
    }
}
