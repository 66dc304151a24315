import FeatureFlagKit
import Foundation

/// Sets and clears the overrides of the flags whose key starts with `side` in `file`, `passes`
/// times, ending with all of them set to true; returns the exit status (1 after any diagnostic).
func writeOverrides(file: URL, side: String, passes: Int) throws -> Int32 {
    let child = ChildStore(localOverrideStorage: .file(file))
    child.waitForGo()
    let mine = FeatureFlag.allCases.filter { $0.metadata.key.hasPrefix(side) }
    for pass in 0..<passes {
        for flag in mine {
            if (passes - 1 - pass) % 2 == 0 {
                try child.store.setLocalOverride(true, for: flag)
            } else {
                child.store.clearLocalOverride(for: flag)
            }
        }
    }
    return child.diagnosticCount == 0 ? 0 : 1
}
