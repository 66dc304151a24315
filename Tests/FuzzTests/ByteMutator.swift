/// Byte-level mutations of a valid document: the damage a flaky network, a bad editor, a
/// truncated write or an attacker does to JSON.
struct ByteMutator {
    /// What one mutation does; each takes the document and a second one to splice from.
    typealias Mutation = @Sendable (inout [UInt8], [UInt8], inout SplitMix64) -> Void

    /// Every mutation, picked with equal weight.
    static let mutations: [Mutation] = [
        flipBits, setInterestingByte, insertToken, deleteSpan, truncate, duplicateSpan, splice,
        nest, insertHugeNumber, insertInvalidUTF8, insertEscape, insertLongString,
    ]

    /// `document` with one to four random mutations applied.
    static func mutate(_ document: [UInt8], splicing other: [UInt8], random: inout SplitMix64) -> [UInt8] {
        var bytes = document
        for _ in 0..<random.int(1...4) {
            random.pick(mutations)(&bytes, other, &random)
        }
        return bytes
    }

    // MARK: Damage

    private static func flipBits(_ bytes: inout [UInt8], _: [UInt8], _ random: inout SplitMix64) {
        guard !bytes.isEmpty else { return }
        bytes[random.int(0...bytes.count - 1)] ^= UInt8(truncatingIfNeeded: random.int(1...255))
    }

    private static func setInterestingByte(_ bytes: inout [UInt8], _: [UInt8], _ random: inout SplitMix64) {
        guard !bytes.isEmpty else { return }
        bytes[random.int(0...bytes.count - 1)] = random.pick(
            Array(#"{}[]:,"\ 0-+.eE"#.utf8) + [0x00, 0x0A, 0x7F, 0x80, 0xC0, 0xFF])
    }

    private static func insertToken(_ bytes: inout [UInt8], _: [UInt8], _ random: inout SplitMix64) {
        let tokens = [
            "{", "}", "[", "]", ",", ":", "\"", "true", "false", "null", "0", "\"\":", ",\"x\":1", "{}", "[]",
            "\u{FEFF}", " \t\r\n",
        ]
        insert(Array(random.pick(tokens).utf8), into: &bytes, at: anyPosition(bytes, &random))
    }

    private static func deleteSpan(_ bytes: inout [UInt8], _: [UInt8], _ random: inout SplitMix64) {
        let span = anySpan(bytes, &random)
        bytes.removeSubrange(span)
    }

    private static func truncate(_ bytes: inout [UInt8], _: [UInt8], _ random: inout SplitMix64) {
        bytes.removeSubrange(anyPosition(bytes, &random)...)
    }

    private static func duplicateSpan(_ bytes: inout [UInt8], _: [UInt8], _ random: inout SplitMix64) {
        let copy = Array(bytes[anySpan(bytes, &random)])
        for _ in 0..<(random.oneIn(8) ? random.int(2...200) : 1) {
            insert(copy, into: &bytes, at: anyPosition(bytes, &random))
        }
    }

    /// The start of this document followed by the end of the other one.
    private static func splice(_ bytes: inout [UInt8], _ other: [UInt8], _ random: inout SplitMix64) {
        bytes = Array(bytes[..<anyPosition(bytes, &random)]) + Array(other[anyPosition(other, &random)...])
    }

    // MARK: Hostile values

    /// `[[[[…` (or `{"a":{"a":…`) where a value goes, closed or not.
    private static func nest(_ bytes: inout [UInt8], _: [UInt8], _ random: inout SplitMix64) {
        let depth = random.pick([8, 17, 100, 513, 600, 5_000])
        let (open, close) = random.oneIn(2) ? ("[", "]") : (#"{"a":"#, "}")
        let text =
            String(repeating: open, count: depth) + "1"
            + (random.oneIn(2) ? String(repeating: close, count: depth) : "")
        insert(Array(text.utf8), into: &bytes, at: valuePosition(bytes, &random))
    }

    private static func insertHugeNumber(_ bytes: inout [UInt8], _: [UInt8], _ random: inout SplitMix64) {
        let numbers = [
            "1e999999", "-1e999999", "1E+400", "1e-400", "-0", "-0.0e-0", "0.0000000000000000000000000001",
            String(repeating: "9", count: 100), "-" + String(repeating: "1", count: 100),
            "1." + String(repeating: "0", count: 5_000) + "1",
            "18446744073709551616", "9223372036854775808", "1.0", "1e0", "01", "1.", ".5", "+1", "NaN", "Infinity",
        ]
        insert(Array(random.pick(numbers).utf8), into: &bytes, at: valuePosition(bytes, &random))
    }

    /// Overlong encodings, encoded surrogates, code points past U+10FFFF, stray continuation bytes.
    private static func insertInvalidUTF8(_ bytes: inout [UInt8], _: [UInt8], _ random: inout SplitMix64) {
        let sequences: [[UInt8]] = [
            [0xC0, 0xAF], [0xC1, 0xBF], [0xE0, 0x80, 0xAF], [0xF0, 0x80, 0x80, 0xAF], [0xED, 0xA0, 0x80],
            [0xED, 0xBF, 0xBF], [0xF4, 0x90, 0x80, 0x80], [0x80], [0xBF], [0xFE], [0xFF], [0xE2, 0x82],
            [0xF0, 0x9F, 0x98],
        ]
        insert(random.pick(sequences), into: &bytes, at: stringPosition(bytes, &random))
    }

    /// Lone surrogate escapes, NUL, control characters and broken escapes inside a string.
    private static func insertEscape(_ bytes: inout [UInt8], _: [UInt8], _ random: inout SplitMix64) {
        let escapes = [
            #"\uD800"#, #"\uDC00"#, #"\uD800\u0041"#, #"\uDBFF\uDFFF"#, #"\uDC00\uD800"#, #"\u0000"#, #"\u001b[31m"#,
            #"\n"#, #"\u2028"#, #"\u202E"#, #"\x41"#, #"\u12"#, #"\"#, "\u{0}", "\n", "\u{1B}", "\u{7}",
        ]
        insert(Array(random.pick(escapes).utf8), into: &bytes, at: stringPosition(bytes, &random))
    }

    private static func insertLongString(_ bytes: inout [UInt8], _: [UInt8], _ random: inout SplitMix64) {
        let unit = random.pick(["a", "é", "😀", #"\u00e9"#, " ", "||", "a,"])
        let text = String(repeating: unit, count: random.pick([300, 5_000, 20_000]))
        insert(Array(text.utf8), into: &bytes, at: stringPosition(bytes, &random))
    }

    // MARK: Positions

    private static func insert(_ inserted: [UInt8], into bytes: inout [UInt8], at position: Int) {
        bytes.insert(contentsOf: inserted, at: position)
    }

    private static func anyPosition(_ bytes: [UInt8], _ random: inout SplitMix64) -> Int {
        random.int(0...bytes.count)
    }

    private static func anySpan(_ bytes: [UInt8], _ random: inout SplitMix64) -> Range<Int> {
        let start = anyPosition(bytes, &random)
        return start..<min(bytes.count, start + random.length(upTo: bytes.count))
    }

    /// Just after a `:`, `[` or `,` (where a value starts), or anywhere if there is none.
    private static func valuePosition(_ bytes: [UInt8], _ random: inout SplitMix64) -> Int {
        position(after: Array(":[,".utf8), in: bytes, &random)
    }

    /// Just after a `"` (inside a string or a key), or anywhere if there is none.
    private static func stringPosition(_ bytes: [UInt8], _ random: inout SplitMix64) -> Int {
        position(after: [UInt8(ascii: "\"")], in: bytes, &random)
    }

    private static func position(after markers: [UInt8], in bytes: [UInt8], _ random: inout SplitMix64) -> Int {
        let candidates = bytes.indices.filter { markers.contains(bytes[$0]) }
        return candidates.isEmpty ? anyPosition(bytes, &random) : random.pick(candidates) + 1
    }
}
