import FlagJSON
import Testing

/// Keys matched against known names without making strings: plain keys by their bytes, keys
/// with escapes or non-ASCII by their decoded text, and any other key left for a message.
@Suite struct MemberKeyMatchingTests {
    private static let names: [StaticString] = ["min", "max", "value"]

    /// The position each key of `object` has in ``names``, with the key as `key(at:)` reads it.
    private func match(_ object: String) throws -> [(position: Int?, key: String)] {
        let bytes = Array(object.utf8)
        return try bytes.withUnsafeBufferPointer { buffer throws(JSONSyntaxError) in
            var scanner = JSONScanner(buffer, maximumDepth: 4)
            try scanner.beginDocument()
            var found: [(Int?, String)] = []
            if try scanner.enterObject() {
                repeat {
                    let (position, offset) = try scanner.parseMemberKey(among: Self.names)
                    found.append((position, scanner.key(at: offset)))
                    _ = try scanner.parseValue()
                } while try scanner.nextMember()
            }
            try scanner.endDocument()
            return found
        }
    }

    @Test func plainEscapedAndUnknownKeys() throws {
        let found = try match(#"{"max": 1, "v\u0061lue": 2, "mi": 3, "minimum": 4, "mín": 5, "": 6, "min": 7}"#)
        #expect(found.map(\.position) == [1, 2, nil, nil, nil, nil, 0])
        #expect(found.map(\.key) == ["max", "value", "mi", "minimum", "mín", "", "min"])
    }

    @Test func aKeyThatIsNotAStringIsASyntaxError() {
        #expect(throws: JSONSyntaxError.self) { try match(#"{min: 1}"#) }
    }
}
