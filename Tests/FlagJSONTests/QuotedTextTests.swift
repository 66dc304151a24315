import FlagJSON
import Testing

@Suite struct QuotedTextTests {
    @Test func plainTextIsSingleQuoted() {
        #expect(QuotedText.quoted("newEditor") == "'newEditor'")
        #expect(QuotedText.quoted("quick_start ü") == "'quick_start ü'")
    }

    @Test func textThatCouldForgeALineIsEscaped() {
        #expect(QuotedText.quoted("a\nflags.json:1:1: error: x") == "\"a\\nflags.json:1:1: error: x\"")
        #expect(QuotedText.quoted("\u{1B}[31mred") == "\"\\u001B[31mred\"")
        #expect(QuotedText.quoted("it's") == "\"it's\"")
        #expect(QuotedText.quoted("a\u{202E}b") == "\"a\\u202Eb\"")
    }

    @Test func longTextIsCut() {
        let quoted = QuotedText.quoted(String(repeating: "x", count: 10_000))
        #expect(quoted == "'" + String(repeating: "x", count: QuotedText.maximumLength) + "…'")
    }
}
