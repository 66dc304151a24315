/// Local overrides kept in memory only, lost at exit: a store's storage when the app names none.
package final class MemoryOverrideStorage: OverrideMedium {
    private let overrides: Protected<[String: FlagValue]>

    package init(_ overrides: [String: FlagValue] = [:]) {
        self.overrides = Protected(overrides)
    }

    package func loadOverrides() -> [String: FlagValue] {
        overrides.withValue { $0 }
    }

    package func saveOverrides(_ overrides: [String: FlagValue]) {
        self.overrides.withValue { $0 = overrides }
    }

    package func updateOverrides(_ change: (inout [String: FlagValue]) -> Void) -> [String: FlagValue] {
        overrides.withValue { overrides in
            change(&overrides)
            return overrides
        }
    }
}
