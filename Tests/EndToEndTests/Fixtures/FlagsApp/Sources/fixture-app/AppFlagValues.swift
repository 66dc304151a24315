import AppFlags
import FeatureFlagKit
import Foundation
import ManyFlags

/// Prints the configuration, the markers of the code the flags of AppFlags and ManyFlags guard,
/// the flags on in this build and those on in appStore. With a payload, applies it first.
func printFlags(payloadPath: String?) throws {
    if let payloadPath {
        let payload = try Data(contentsOf: URL(fileURLWithPath: payloadPath))
        try AppFlags.FeatureFlag.sharedStore.applyRemotePayload(payload)
    }
    print("configuration: \(AppFlags.BuildConfiguration.current.rawValue)")
    if AppFlags.FeatureFlag.onInRelease.isEnabled {
        print("MARKER_ON_IN_RELEASE_5c1e")
    }
    if AppFlags.FeatureFlag.offInRelease.isEnabled {
        print("MARKER_OFF_IN_RELEASE_7f3a")
    }
    if AppFlags.FeatureFlag.remoteRollout.isEnabled {
        print("MARKER_REMOTE_ROLLOUT_9d2b")
    }
    if AppFlags.FeatureFlag.jetpackOnly.isEnabled {
        print("MARKER_JETPACK_ONLY_3e91")
    }
    if AppFlags.FeatureFlag.wordPressOnly.isEnabled {
        print("MARKER_WORDPRESS_ONLY_c47d")
    }
    if ManyFlags.FeatureFlag.flag1236.isEnabled {
        print("MARKER_MANY_FLAGS_OFF_IN_RELEASE_41c8")
    }
    if ManyFlags.FeatureFlag.flag1237.isEnabled {
        print("MARKER_MANY_FLAGS_ON_IN_RELEASE_0b6e")
    }
    print("enabled: \(enabledFlagNames().joined(separator: ","))")
    print("in appStore: \(AppFlags.FeatureFlag.allCases.filter { $0.isEnabled(in: .appStore) }.map(\.metadata.name).joined(separator: ","))")
}
