/// Writes random, well-formed JSON text: the building blocks of the structure-aware
/// generators, which reach the checks behind the parser that byte mutation rarely does.
struct RandomJSON {
    var random: SplitMix64

    /// Strings that are awkward to show, compare or escape.
    static let awkwardStrings = [
        "", " ", "a", "A", "é", "e\u{301}", "😀", "\u{0}", "\n", "line\nforged: error: yes", "\u{1B}[31mred",
        "\u{202E}", "\u{2028}", "\"", "\\", "/", "*/", "\u{FEFF}", "\u{7F}", "💥" + String(repeating: "x", count: 300),
    ]

    /// A quoted JSON string: from `candidates` most of the time, otherwise awkward or random.
    mutating func string(from candidates: [String] = []) -> String {
        if !candidates.isEmpty && !random.oneIn(4) { return Self.quoted(random.pick(candidates)) }
        if random.oneIn(2) { return Self.quoted(random.pick(Self.awkwardStrings)) }
        let scalars = (0..<random.length(upTo: 2_000)).map { _ in randomScalar() }
        return Self.quoted(String(String.UnicodeScalarView(scalars)))
    }

    /// A number, sometimes one that doesn't fit a `Double` or an `Int`.
    mutating func number() -> String {
        random.pick([
            "0", "1", "-1", "2", "25", "100", "101", "-0", "0.5", "1e2", "1e999999", "65536",
            String(repeating: "7", count: 100),
        ])
    }

    /// Any value: a scalar, or (while `depth` allows) an array or an object with random keys.
    mutating func value(depth: Int = 3) -> String {
        switch random.int(0...(depth > 0 ? 7 : 4)) {
        case 0: return random.pick(["true", "false"])
        case 1: return "null"
        case 2: return number()
        case 3, 4: return string()
        case 5: return array { $0.value(depth: depth - 1) }
        default: return object((0..<random.length(upTo: 20)).map { _ in (string(), { $0.value(depth: depth - 1) }) })
        }
    }

    /// `[…]` with a random number of elements made by `element`.
    mutating func array(_ element: (inout RandomJSON) -> String) -> String {
        "[" + (0..<random.length(upTo: 50)).map { _ in element(&self) }.joined(separator: ",") + "]"
    }

    /// `{…}` with `fields` (already-quoted keys), shuffled, sometimes one repeated.
    mutating func object(_ fields: [(key: String, value: (inout RandomJSON) -> String)]) -> String {
        var members = fields.map { "\($0.key):\($0.value(&self))" }
        if let first = members.first, random.oneIn(10) { members.append(first) }
        members.shuffle(using: &random)
        return "{" + members.joined(separator: random.pick([",", ", ", ",\n  "])) + "}"
    }

    /// Either the right kind of value (`valid`) or, one time in `wrongOneIn`, anything.
    mutating func usually(_ valid: (inout RandomJSON) -> String, wrongOneIn: Int = 5) -> String {
        random.oneIn(wrongOneIn) ? value(depth: 1) : valid(&self)
    }

    /// `keys` with a random subset kept, each quoted, plus sometimes a random unknown one.
    mutating func someKeys(_ keys: [String]) -> [String] {
        var chosen = keys.filter { _ in !random.oneIn(3) }.map(Self.quoted)
        if random.oneIn(6) { chosen.append(string()) }
        return chosen
    }

    private mutating func randomScalar() -> Unicode.Scalar {
        let ranges: [ClosedRange<UInt32>] = [
            0x20...0x7E, 0x00...0x1F, 0x80...0x7FF, 0x800...0xD7FF, 0xE000...0xFFFF, 0x10000...0x10FFFF,
        ]
        return Unicode.Scalar(UInt32.random(in: random.pick(ranges), using: &random))!
    }

    /// `text` as a JSON string literal, escaped so that it always parses.
    static func quoted(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\u{0}"..."\u{1F}":
                result +=
                    "\\u" + String(repeating: "0", count: 4 - String(scalar.value, radix: 16).count)
                    + String(scalar.value, radix: 16)
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }
}
