import FeatureFlagKit
import Testing

/// `flaggen bucket --split W`: the unit's split target in 1...W instead of its bucket.
@Suite struct BucketSplitCommandTests {
    @Test(arguments: [1, 2, 3, 100, 1_000, 999_983, 1_000_000])
    func theSplitTargetIsTheRuntimesAlone(total: Int) {
        let result = Flaggen.run(["bucket", "--unit", "user-10", "--group", "checkoutFlow", "--split", "\(total)"])
        #expect(result.status == 0)
        #expect(result.standardOutput == "\(RolloutGroup("checkoutFlow").splitTarget(of: "user-10", total: total))\n")
        #expect(result.standardError == "")
    }

    @Test func theSplitTargetIsHashedWithTheVariantSeedNotTheBuckets() {
        // In the group "newEditor", user-10 has bucket 13 (see FlagRuleTests' FlagRulesTests).
        let result = Flaggen.run(["bucket", "--unit", "user-10", "--group", "newEditor", "--split", "100"])
        #expect(result.standardOutput == "94\n")
    }

    @Test(arguments: ["0", "-1", "1000001", "abc", "", "2.5", " 7", "4294967297"])
    func aSplitThatIsNotAWholeNumberFrom1To1000000IsAUsageError(value: String) {
        let result = Flaggen.run(["bucket", "--unit", "user-10", "--group", "newEditor", "--split", value])
        #expect(result.status == 2)
        #expect(result.standardOutput == "")
        #expect(
            result.standardError
                == "flaggen bucket: error: --split must be a whole number from 1 to 1000000, not '\(value)'.\n"
                + "usage: flaggen bucket --unit ID --group GROUP [--split W]\n")
    }

    @Test func aSplitWithoutItsValueIsAUsageError() {
        let result = Flaggen.run(["bucket", "--unit", "user-10", "--group", "newEditor", "--split"])
        #expect(result.status == 2)
        #expect(result.standardOutput == "")
        #expect(result.standardError.hasPrefix("flaggen bucket: error: --split needs a value.\n"))
    }

    @Test func theHelpExplainsTheSplit() {
        let help = Flaggen.run(["bucket", "--help"]).standardOutput
        #expect(help.contains("USAGE: flaggen bucket --unit ID --group GROUP [--split W]"), "\(help)")
        #expect(help.contains("--split W"), "\(help)")
    }
}
