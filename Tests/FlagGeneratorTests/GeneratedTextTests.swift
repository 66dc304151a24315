import FlagGenerator
import Testing

/// Outside text that reaches generated code: whatever it holds, it appears only as comment text
/// or inside string literals, escaped, and never as a line the compiler prints verbatim.
@Suite struct GeneratedTextTests {
    static let manifest = #"""
        {"version": 1, "flags": [{"name": "a", "description": "A.", "enabled": true, "owner": "t", "expires": "2026-01-01"}]}
        """#

    @Test(arguments: [
        "flags\n}\nfunc injected() {}\n{.json",
        "flags\r\nfunc injected() {}\r\n.json",
        "flags\u{2028}func injected() {}\u{2029}.json",
    ])
    func aNameWithLineBreaksCannotInjectCode(_ sourceName: String) throws {
        let files = GeneratorPipeline.run(
            Array(Self.manifest.utf8), sourceName: sourceName, today: CalendarDate(year: 2027, month: 1, day: 1)
        ).files
        #expect(files.count == 2)
        for file in files {
            let lines = file.contents.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline)
            let injected = lines.filter { $0.drop { $0 == " " }.hasPrefix("func injected") }
            #expect(injected.isEmpty, "\(file.name) has a line the manifest name wrote: \(injected)")
            #expect(
                file.contents.contains(#"flags\u{A}"#) || file.contents.contains(#"flags\u{D}"#)
                    || file.contents.contains(#"flags\u{2028}"#), "\(file.name) should show the name escaped")
        }
    }

    /// The compiler prints a deprecation message verbatim: a newline in it would forge a
    /// `path:line:col: error:` line in the build log.
    @Test func theDeprecationMessageQuotesTheOwnerAndTheSourceName() throws {
        let text = #"""
            {"version": 1, "flags": [{"name": "a", "description": "A.", "enabled": true, "expires": "2026-01-01",
             "owner": "team\nflags.json:1:1: error: forged\u001b[0m"}]}
            """#
        let files = GeneratorPipeline.run(
            Array(text.utf8), sourceName: "it's.json", today: CalendarDate(year: 2027, month: 1, day: 1)
        ).files
        let attribute = try #require(files.last).contents.split(separator: "\n").first { $0.contains("@available") }
        #expect(
            attribute?.drop { $0 == " " } == #"""
                @available(*, deprecated, message: "Flag 'a' expired on 2026-01-01 (owner: \"team\\nflags.json:1:1: error: forged\\u001B[0m\"); remove it from \"it's.json\" and delete the code it guards.")
                """#)
    }
}
