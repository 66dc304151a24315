import FlagJSON
import Testing

@Suite struct JSONOutputTests {
    private let document = JSONOutput.object([
        ("version", .number(1)),
        (
            "flags",
            .object([("b", .bool(true)), ("a", .object([("value", .bool(false)), ("configurations", .array([]))]))])
        ),
        ("owner", .null),
    ])

    @Test func singleLineKeepsTheKeyOrderGiven() {
        #expect(
            document.text(singleLineFrom: 0)
                == #"{"version": 1, "flags": {"b": true, "a": {"value": false, "configurations": []}}, "owner": null}"#)
    }

    @Test func indentedWritesOneMemberPerLine() {
        #expect(
            document.text() == """
                {
                  "version": 1,
                  "flags": {
                    "b": true,
                    "a": {
                      "value": false,
                      "configurations": []
                    }
                  },
                  "owner": null
                }
                """)
    }

    @Test func indentedWritesDeepContainersOnOneLine() {
        #expect(
            document.text(singleLineFrom: 2) == """
                {
                  "version": 1,
                  "flags": {
                    "b": true,
                    "a": {"value": false, "configurations": []}
                  },
                  "owner": null
                }
                """)
    }

    @Test func stringsAndNumbersAreEscapedAndExact() throws {
        let text = JSONOutput.array([.string("a\"\n\u{202E}"), .number(1.5), .number(1_700_000_000)]).text(
            singleLineFrom: 0)
        #expect(text == #"["a\"\n\u202E", 1.5, 1700000000]"#)
        #expect(try JSONParser.parse(Array(text.utf8)).arrayValue?.count == 3)
    }

    @Test(arguments: [(1.0, "1"), (-3, "-3"), (1.25, "1.25"), (1e20, "1e+20")])
    func numbersAreWrittenShortest(number: Double, text: String) {
        #expect(JSONOutput.numberText(number) == text)
    }

    @Test func emptyContainersStayOnOneLine() {
        #expect(JSONOutput.object([("flags", .object([]))]).text() == "{\n  \"flags\": {}\n}")
    }
}
