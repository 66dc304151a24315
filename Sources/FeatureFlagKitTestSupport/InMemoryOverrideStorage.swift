import FeatureFlagKit

/// Local overrides kept in memory only, for tests and previews: `LocalOverrideStorage.inMemory(_:)`.
public final class InMemoryOverrideStorage: LocalOverrideStorage {
    private let overrides: Protected<[String: Bool]>

    /// Creates a storage holding `overrides`; callers write `LocalOverrideStorage.inMemory(_:)`.
    init(_ overrides: [String: Bool]) {
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

    /// Applies `change` to the stored overrides in one step and returns the result.
    public func updateOverrides(_ change: (inout [String: Bool]) -> Void) -> [String: Bool] {
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
    /// let store = FlagStore<FeatureFlag>(localOverrideStorage: .inMemory(["newEditor": true]))
    /// ```
    public static func inMemory(_ overrides: [String: Bool] = [:]) -> InMemoryOverrideStorage {
        InMemoryOverrideStorage(overrides)
    }
}
