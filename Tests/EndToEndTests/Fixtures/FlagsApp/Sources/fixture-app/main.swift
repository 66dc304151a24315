import AppFlags

print("configuration: \(BuildConfiguration.current.rawValue)")
if FeatureFlag.onInRelease.isEnabled {
    print("MARKER_ON_IN_RELEASE_5c1e")
}
if FeatureFlag.offInRelease.isEnabled {
    print("MARKER_OFF_IN_RELEASE_7f3a")
}
let enabled = enabledFlagNames()
print("enabled: \(enabled.joined(separator: ","))")
