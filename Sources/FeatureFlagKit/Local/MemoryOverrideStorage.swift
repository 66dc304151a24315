/// Local overrides kept in memory only, lost at exit: a store's storage when the app names none.
package final class MemoryOverrideStorage: LocalOverrideStorage {
    private let overrides = Protected<[String: Bool]>([:])

    package init() {}

    package func loadOverrides() -> [String: Bool] {
        overrides.withValue { $0 }
    }

    package func saveOverrides(_ overrides: [String: Bool]) {
        self.overrides.withValue { $0 = overrides }
    }

    package func updateOverrides(_ change: (inout [String: Bool]) -> Void) -> [String: Bool] {
        overrides.withValue { overrides in
            change(&overrides)
            return overrides
        }
    }
}
