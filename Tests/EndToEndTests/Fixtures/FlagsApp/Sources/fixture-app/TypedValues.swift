import FeatureFlagKit
import Foundation
import TypedFlags

/// Prints the configuration, every typed flag's value in this build (`current NAME=VALUE`) and
/// in every configuration (`in CONFIGURATION NAME=VALUE`), then the markers of the code its
/// values guard. With a payload, applies it first and prints what it refused (`diagnostic: …`).
///
/// Values are printed unambiguously: an integer in decimal, a double as Swift describes it
/// (shortest round trip, `-0.0` keeps its sign), a string as a Swift literal
/// (`String(reflecting:)`), so that quotes, backslashes and newlines stay on one line.
func printTypedValues(payloadPath: String?) throws {
    if let payloadPath {
        let payload = try Data(contentsOf: URL(fileURLWithPath: payloadPath))
        for diagnostic in try FeatureFlag.sharedStore.applyRemotePayload(payload) {
            print("diagnostic: \(diagnostic)")
        }
    }
    print("configuration: \(BuildConfiguration.current.rawValue)")
    print("current pageSize=\(FeatureFlag.Values.pageSize)")
    print("current balanceFloor=\(FeatureFlag.Values.balanceFloor)")
    print("current refreshInterval=\(FeatureFlag.Values.refreshInterval.description)")
    print("current sampleRate=\(FeatureFlag.Values.sampleRate.description)")
    print("current greeting=\(String(reflecting: FeatureFlag.Values.greeting))")
    print("current bannerText=\(String(reflecting: FeatureFlag.Values.bannerText))")
    print("current lockedLimit=\(FeatureFlag.Values.lockedLimit)")
    print("current lockedRatio=\(FeatureFlag.Values.lockedRatio.description)")
    print("current remoteLimit=\(FeatureFlag.Values.remoteLimit)")
    for configuration in BuildConfiguration.allCases {
        let prefix = "in \(configuration.rawValue)"
        print("\(prefix) pageSize=\(FeatureFlag.Values.pageSize(in: configuration))")
        print("\(prefix) balanceFloor=\(FeatureFlag.Values.balanceFloor(in: configuration))")
        print("\(prefix) refreshInterval=\(FeatureFlag.Values.refreshInterval(in: configuration).description)")
        print("\(prefix) sampleRate=\(FeatureFlag.Values.sampleRate(in: configuration).description)")
        print("\(prefix) greeting=\(String(reflecting: FeatureFlag.Values.greeting(in: configuration)))")
        print("\(prefix) bannerText=\(String(reflecting: FeatureFlag.Values.bannerText(in: configuration)))")
        print("\(prefix) lockedLimit=\(FeatureFlag.Values.lockedLimit(in: configuration))")
        print("\(prefix) lockedRatio=\(FeatureFlag.Values.lockedRatio(in: configuration).description)")
        print("\(prefix) remoteLimit=\(FeatureFlag.Values.remoteLimit(in: configuration))")
    }
    // Locked flags are constants: a release build (appStore: 10 and 0.25) leaves both out.
    if FeatureFlag.Values.lockedLimit > 1000 {
        print("MARKER_LOCKED_LIMIT_ABOVE_1000_6d1f")
    }
    if FeatureFlag.Values.lockedRatio > 0.5 {
        print("MARKER_LOCKED_RATIO_ABOVE_HALF_a83e")
    }
    // The control: the same test of a flag a payload may change keeps its code in every build.
    if FeatureFlag.Values.remoteLimit > 1000 {
        print("MARKER_REMOTE_LIMIT_ABOVE_1000_2c57")
    }
}
