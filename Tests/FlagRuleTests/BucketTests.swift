import FeatureFlagKit
import Testing

@Suite struct BucketTests {
    @Test func theBucketIsTheHashOfGroupColonUnitModulo100PlusOne() {
        let unitIDs = ["", "user-42", "ππππ", String(repeating: "x", count: 1_000)]
        for group in ["", "newEditor", "AB12A", "ü"] {
            for unitID in unitIDs {
                let expected = Int(MurmurHash3.hash(Array("\(group):\(unitID)".utf8)) % 100) + 1
                #expect(RolloutGroup(group).bucket(of: unitID) == expected, "\(group):\(unitID)")
            }
        }
    }
}
