import FeatureFlagKit
import Testing

@Suite struct TargetPlatformTests {
    @Test func payloadSpellingsAreExactlyTheContractsNames() {
        #expect(TargetPlatform.allCases.map(\.rawValue) == [
            "iOS", "macOS", "tvOS", "watchOS", "visionOS", "Linux", "Windows", "Android",
        ])
        #expect(TargetPlatform(rawValue: "ios") == nil)
    }

    @Test func currentIsTheRunningSystem() {
        #if os(Linux)
        #expect(TargetPlatform.current == .linux)
        #elseif os(macOS)
        #expect(TargetPlatform.current == .macOS)
        #endif
    }
}
