import FeatureFlagKit
import Testing

@Suite struct VersionRangeTests {
    private static func version(_ text: String?) -> Version? {
        text.flatMap { Version($0) }
    }

    /// min, max, device version → the check as a phrase about "app version", and whether it holds.
    @Test(
        arguments: [
            ("24.3", nil, "24.3", "app version 24.3 ≥ 24.3", true),
            ("24.3", nil, "24.3.0", "app version 24.3.0 ≥ 24.3", true),
            ("24.3", nil, "24.2.9", "app version 24.2.9 < minimum 24.3", false),
            ("24.3", nil, "24.10", "app version 24.10 ≥ 24.3", true),
            (nil, "25", "24.99", "app version 24.99 < 25", true),
            (nil, "25", "25", "app version 25 ≥ maximum 25", false),
            (nil, "25", "25.0.0", "app version 25.0.0 ≥ maximum 25", false),
            ("24.3", "25", "24.4", "app version 24.4 ≥ 24.3 and < 25", true),
            ("24.3", "25", "25.1", "app version 25.1 ≥ maximum 25", false),
            ("24.3", "25", nil, "app version unknown", false),
        ] as [(String?, String?, String?, String, Bool)])
    func checksMinInclusiveMaxExclusive(min: String?, max: String?, device: String?, phrase: String, holds: Bool) {
        let range = VersionRange(min: Self.version(min), max: Self.version(max))
        let check = ConditionOutcome.version(.appVersion, Self.version(device), range)
        #expect(check.phrase == phrase)
        #expect(check.holds == holds)
        #expect(range.contains(Self.version(device)) == holds)
    }

    @Test func namesTheBoundThatFailed() throws {
        let range = VersionRange(min: Version("24.3"), max: Version("25"))
        let low = try #require(Version("24"))
        let high = try #require(Version("25.1"))
        #expect(ConditionOutcome.version(.build, low, range).phrase == "build 24 < minimum 24.3")
        #expect(ConditionOutcome.version(.osVersion, high, range).phrase == "OS version 25.1 ≥ maximum 25")
        #expect(ConditionOutcome.version(.build, nil, range).phrase == "build unknown")
    }
}
