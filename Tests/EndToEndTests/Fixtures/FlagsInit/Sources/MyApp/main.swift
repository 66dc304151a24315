// Reads the scaffolded module with `import Flags` alone: the flags, and a type of
// FeatureFlagKit (re-exported by the scaffold's Flags.swift).
import Flags

let store: FlagStore<FeatureFlag> = FeatureFlag.sharedStore
print("configuration: \(BuildConfiguration.current)")
print("exampleInDebug: \(FeatureFlag.exampleInDebug.isEnabled)")
print("exampleRemote: \(store.isEnabled(.exampleRemote))")
