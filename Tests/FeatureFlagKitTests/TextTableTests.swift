import FeatureFlagKit
import Testing

@Suite struct TextTableTests {
    @Test func alignsColumnsWithoutTrailingSpaces() {
        let table = TextTable(header: ["flag", "value"], rows: [["a", "on"], ["longer", ""]])
        #expect(table.text == "flag    value\n------  -----\na       on\nlonger\n")
    }

    @Test func acceptsRowsOfAnyLength() {
        let table = TextTable(header: ["flag"], rows: [["a", "on"], []])
        #expect(table.text == "flag\n----  --\na     on\n\n")
    }
}
