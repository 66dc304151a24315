import FlagJSON
import Testing

@Suite struct JSONParserTests {
    private func parse(_ text: String) throws -> JSONValue {
        try JSONParser.parse(Array(text.utf8))
    }

    @Test func parsesEveryKindWithOffsets() throws {
        let value = try parse(#"{"a": [1, -2.5e3, true, false, null], "b": "x"}"#)
        let members = try #require(value.objectValue)
        #expect(members.map(\.key) == ["a", "b"])
        #expect(members.map(\.keyOffset) == [1, 38])
        let elements = try #require(members[0].value.arrayValue)
        #expect(elements.map(\.content) == [.number(1), .number(-2500), .bool(true), .bool(false), .null])
        #expect(elements.map(\.offset) == [7, 10, 18, 24, 31])
        #expect(members[1].value == JSONValue(.string("x"), offset: 43))
    }

    @Test func keepsDuplicateKeysInOrder() throws {
        let members = try #require(try parse(#"{"k": 1, "k": 2}"#).objectValue)
        #expect(members.map(\.key) == ["k", "k"])
        #expect(members.map(\.value.content) == [.number(1), .number(2)])
    }

    @Test(arguments: [
        (#""\"\\\/\b\f\n\r\t""#, "\"\\/\u{8}\u{C}\n\r\t"),
        (#""\u00e9\u20AC""#, "é€"),
        (#""\ud83d\ude00""#, "😀"),
        ("\"héllo 😀\"", "héllo 😀"),
        (#""""#, ""),
    ])
    func unescapesStrings(json: String, expected: String) throws {
        #expect(try parse(json).stringValue == expected)
    }

    @Test func skipsByteOrderMark() throws {
        let value = try JSONParser.parse([0xEF, 0xBB, 0xBF] + Array("true".utf8))
        #expect(value == JSONValue(.bool(true), offset: 3))
    }

    @Test(arguments: [
        ("", "expected a JSON value, but the document is empty.", 0),
        ("  \n ", "expected a JSON value, but the document is empty.", 4),
        ("[1,]", "trailing comma before ']'; remove the comma.", 2),
        (#"{"a": 1,}"#, "trailing comma before '}'; remove the comma.", 7),
        ("[1 2]", "unexpected character '2' in an array; expected ',' or ']'.", 3),
        (#"{"a" 1}"#, "unexpected character '1' after the key 'a'; expected ':'.", 5),
        (#"{"a\nb" 1}"#, #"unexpected character '1' after the key "a\nb"; expected ':'."#, 8),
        ("{a: 1}", "unexpected character 'a' where an object key was expected; keys are strings in double quotes.", 1),
        (
            "['a']",
            "a single quote (JSON strings use double quotes) where a value was expected (an object, array, string, number, true, false or null).",
            1
        ),
        (
            "// x\n{}",
            "a comment (JSON has no comments) where a value was expected (an object, array, string, number, true, false or null).",
            0
        ),
        ("tru", "unexpected character 't' where a value was expected (did you mean true?).", 0),
        ("nul", "unexpected character 'n' where a value was expected (did you mean null?).", 0),
        (
            "{} {}",
            "unexpected character '{' after the end of the JSON value; remove it or wrap the values in an array.", 3
        ),
        (#""abc"#, "the string is never closed; add the closing '\"'.", 0),
        ("\"a\nb\"", "control character U+000A inside a string; write it as an escape such as \\n or \\u000A.", 2),
        (#""\x""#, "invalid escape in a string; valid escapes are \\\" \\\\ \\/ \\b \\f \\n \\r \\t and \\uXXXX.", 1),
        (#""\u12g4""#, "\\u must be followed by four hexadecimal digits.", 1),
        (#""\ud800""#, "\\uD800 is half of a surrogate pair without its other half.", 1),
        (#""\udc00x""#, "\\uDC00 is half of a surrogate pair without its other half.", 1),
        ("01", "numbers must not have leading zeros.", 0),
        ("-", "a number needs digits after '-'.", 0),
        ("1.", "a number needs digits after '.'.", 0),
        ("1e+", "a number needs digits after the exponent.", 0),
        ("[", "the document ends where an array element was expected.", 1),
        (#"{"a": 1"#, "the document ends where ',' or '}' to continue the object was expected.", 7),
        (#"{"a":"#, "the document ends where a value for the key 'a' was expected.", 5),
        (#"{"\u001b[2J":"#, #"the document ends where a value for the key "\u001B[2J" was expected."#, 13),
    ])
    func reportsSyntaxErrors(json: String, message: String, offset: Int) {
        #expect(throws: JSONSyntaxError(message, offset: offset)) { try parse(json) }
    }

    @Test(
        arguments: [
            ([0x22, 0xFF, 0x22], "invalid UTF-8 (byte 0xFF) inside a string; save the file as UTF-8.", 1),
            (
                [0x22, 0xC3, 0x22],
                "invalid UTF-8 (bytes 0xC3 0x22) inside a string; save the file as UTF-8.", 1
            ),
            (
                [0x22, 0xC3, 0x28, 0x22],
                "invalid UTF-8 (bytes 0xC3 0x28) inside a string; save the file as UTF-8.", 1
            ),
            (
                [0x22, 0xE2, 0x82],
                "invalid UTF-8 (bytes 0xE2 0x82 cut off by the end of the document) inside a string; save the file as UTF-8.",
                1
            ),
            (
                [0x22, 0xED, 0xA0, 0x80, 0x22],
                "invalid UTF-8 (bytes 0xED 0xA0) inside a string; save the file as UTF-8.", 1
            ),
            (
                [0x22, 0xE2, 0x82, 0x41, 0x22],
                "invalid UTF-8 (bytes 0xE2 0x82 0x41) inside a string; save the file as UTF-8.", 1
            ),
            ([0x22, 0xC0, 0xAF, 0x22], "invalid UTF-8 (byte 0xC0) inside a string; save the file as UTF-8.", 1),
            (
                [0xFE],
                "unexpected non-ASCII byte 0xFE where a value was expected (an object, array, string, number, true, false or null).",
                0
            ),
            (
                [0x00],
                "unexpected control character U+0000 where a value was expected (an object, array, string, number, true, false or null).",
                0
            ),
        ] as [([UInt8], String, Int)])
    func rejectsInvalidUTF8(bytes: [UInt8], message: String, offset: Int) {
        #expect(throws: JSONSyntaxError(message, offset: offset)) { try JSONParser.parse(bytes) }
    }

    @Test func limitsNestingWithoutExhaustingTheStack() {
        let deep =
            Array(repeating: UInt8(ascii: "["), count: 100_000) + Array(repeating: UInt8(ascii: "]"), count: 100_000)
        let error = JSONSyntaxError(
            "arrays and objects are nested more than 512 levels deep; flatten the document.", offset: 512)
        #expect(throws: error) { try JSONParser.parse(deep) }
    }

    @Test func acceptsNestingUpToTheLimit() throws {
        let text = String(repeating: "[", count: 512) + String(repeating: "]", count: 512)
        #expect(try parse(text).arrayValue?.count == 1)
    }
}

/// Numbers a `Double` holds only rounded to a whole number are marked, so that a reader of
/// whole numbers can refuse them; whole numbers in any notation are not.
@Suite struct RoundedNumberTests {
    @Test(arguments: [
        ("1e-400", true), ("99.99999999999999999", true), ("-1e-400", true), ("4503599627370496.5", true),
        ("25", false), ("25.0", false), ("2.5e1", false), ("250E-1", false), ("0.0e-9", false), ("-0", false),
        ("1.5", false), ("1e400", false),
    ])
    func marksNumbersThatOnlyRoundToWhole(literal: String, isRounded: Bool) throws {
        #expect(try JSONParser.parse(Array(literal.utf8)).isRoundedToWhole == isRounded)
    }
}
