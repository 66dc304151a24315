import FeatureFlagKit
import Testing

@Suite struct TargetPlatformTests {
    @Test func payloadSpellingsAreExactlyTheContractsNames() {
        #expect(
            TargetPlatform.allCases.map(\.description) == [
                "iOS", "macOS", "tvOS", "watchOS", "visionOS", "Linux", "Windows", "Android",
            ])
        #expect(TargetPlatform(name: "ios") == nil)
    }

    @Test func currentIsTheRunningSystem() {
        #if os(Linux)
        #expect(TargetPlatform.current == .linux)
        #elseif os(macOS)
        #expect(TargetPlatform.current == .macOS)
        #endif
    }
}
