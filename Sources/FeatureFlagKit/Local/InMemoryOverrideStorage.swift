/// Local overrides kept in memory only: for tests, previews, and stores that shouldn't persist.
public final class InMemoryOverrideStorage: LocalOverrideStorage {
    private let overrides: Protected<[String: Bool]>

    /// Creates a storage holding `overrides`. Apps write ``LocalOverrideStorage/inMemory(_:)``.
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
