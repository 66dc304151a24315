import FeatureFlagKit

/// Local overrides kept in memory only, for tests and previews: `LocalOverrideStorage.inMemory(_:)`.
///
/// Each override is a `FlagValue` keyed by flag key: `true` or `false` for a Boolean flag, a
/// variant's name for a variant flag (`["checkoutFlow": "oneStep"]`).
public final class InMemoryOverrideStorage: LocalOverrideStorage {
    private let overrides: Protected<[String: FlagValue]>

    /// Creates a storage holding `overrides`; callers write `LocalOverrideStorage.inMemory(_:)`.
    init(_ overrides: [String: FlagValue]) {
        self.overrides = Protected(overrides)
    }

    /// The stored overrides.
    ///
    /// - Returns: the overrides, keyed by flag key.
    public func loadOverrides() -> [String: FlagValue] {
        overrides.withValue { $0 }
    }

    /// Replaces the stored overrides.
    ///
    /// - Parameter overrides: every override to store, keyed by flag key.
    public func saveOverrides(_ overrides: [String: FlagValue]) {
        self.overrides.withValue { $0 = overrides }
    }

    /// Applies `change` to the stored overrides in one step and returns the result.
    ///
    /// - Parameter change: a closure that changes the stored overrides in place.
    /// - Returns: the overrides now stored, keyed by flag key.
    public func updateOverrides(_ change: (inout [String: FlagValue]) -> Void) -> [String: FlagValue] {
        overrides.withValue { overrides in
            change(&overrides)
            return overrides
        }
    }
}

extension LocalOverrideStorage where Self == InMemoryOverrideStorage {
    /// Local overrides in memory only, starting with `overrides`: for tests and previews.
    ///
    /// ```swift
    /// let store = FlagStore<FeatureFlag>(
    ///     localOverrideStorage: .inMemory(["newEditor": true, "checkoutFlow": "oneStep"]))
    /// ```
    ///
    /// - Parameter overrides: the overrides stored at first, keyed by flag key: `true` or
    ///   `false`, or a variant's name.
    /// - Returns: a new ``InMemoryOverrideStorage``; stores given the same instance share it.
    public static func inMemory(_ overrides: [String: FlagValue] = [:]) -> InMemoryOverrideStorage {
        InMemoryOverrideStorage(overrides)
    }
}
