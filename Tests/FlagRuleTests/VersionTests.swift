import FeatureFlagKit
import Testing

@Suite struct VersionTests {
    @Test(arguments: [
        ("24", [24]), ("24.3", [24, 3]), ("24.3.1", [24, 3, 1]), ("1.2.3.4", [1, 2, 3, 4]), ("0", [0]),
        ("24.03", [24, 3]), ("9223372036854775807", [Int.max]), ("1.2.3.4.5", [1, 2, 3, 4, 5]),
        ("4294967295.4294967296", [4_294_967_295, 4_294_967_296]),
    ])
    func parsesDotSeparatedIntegers(text: String, components: [Int]) {
        #expect(Version(text)?.components == components)
    }

    @Test(arguments: [
        "", "24.", ".3", "1..2", ".", "-1", "+1", "v1", "24.3-beta", "1,2", " 24", "24 ", "2 4", "\t1", "24\n",
        "9223372036854775808", "1.99999999999999999999", "١٢", "２４",
    ])
    func rejectsAnythingElse(text: String) {
        #expect(Version(text) == nil)
    }

    @Test(arguments: [
        ("9223372036854775808", true), ("1.99999999999999999999", true), ("99999999999999999999.0", true),
        ("99999999999999999999.x", false), ("1..99999999999999999999", false), ("99999999999999999999.", false),
        ("0009223372036854775807", false), ("24.3", false), ("", false),
    ])
    func tellsAnOversizedComponentFromText(text: String, isOversized: Bool) {
        #expect(Version.hasOversizedComponent(text) == isOversized)
    }

    @Test(arguments: [
        ("24.3", "24.3.0", 0), ("24.3.0.0", "24.3", 0), ("0", "0.0.0", 0), ("24", "24.0.1", -1),
        ("24.9", "24.10", -1), ("1.2.3.4", "1.2.3", 1), ("25", "24.99.99", 1), ("24.03", "24.3", 0),
        // More than four components, and components of 2³² and above.
        ("1.2.3.4.0", "1.2.3.4", 0), ("1.2.3.4.5", "1.2.3.4", 1), ("1.2.3.4.0.0", "1.2.3.4.0", 0),
        ("4294967296", "4294967295.9", 1), ("4294967296.0", "4294967296", 0), ("4294967295", "4294967296", -1),
    ])
    func comparesWithMissingComponentsAsZero(lhs: String, rhs: String, order: Int) throws {
        let left = try #require(Version(lhs))
        let right = try #require(Version(rhs))
        #expect((left < right ? -1 : left == right ? 0 : 1) == order)
        #expect((right < left ? -1 : right == left ? 0 : 1) == -order)
        if order == 0 { #expect(left.hashValue == right.hashValue) }
    }

    @Test func printsTheComponentsWithoutLeadingZeros() {
        #expect(Version("24.3.0")?.description == "24.3.0")
        #expect(Version([17, 4]).description == "17.4")
        #expect(Version("24.03")?.description == "24.3")
        #expect(Version("007.0.00")?.description == "7.0.0")
    }
}
