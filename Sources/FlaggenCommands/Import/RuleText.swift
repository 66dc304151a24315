import FlagGenerator

/// Writes tokens back as readable Swift, for messages that quote what the importer could not read.
enum RuleText {
    /// The text of one token; binary operators get a space on each side.
    static func text(of token: SwiftToken) -> String {
        switch token {
        case .identifier(let name): name
        case .punctuation(let mark):
            mark == UInt8(ascii: ",") || mark == UInt8(ascii: ":")
                ? String(UnicodeScalar(mark)) + " " : String(UnicodeScalar(mark))
        case .string(let content): "\"" + content + "\""
        case .interpolatedString: "\"…\""
        case .newline: " "
        case .operatorSymbol(let symbol): symbol == "!" || symbol == "?" ? symbol : " " + symbol + " "
        case .other: "…"
        }
    }

    /// The text of the tokens at `positions` of `cursor`: words are kept apart by one space.
    static func text(of positions: Range<Int>, in cursor: TokenCursor) -> String {
        var text = ""
        var previous: SwiftToken?
        for token in positions.compactMap({ cursor.token(at: $0) }) {
            if let previous, endsWord(previous), startsWord(token) { text += " " }
            text += self.text(of: token)
            previous = token
        }
        return text.split(separator: " ", omittingEmptySubsequences: true).joined(separator: " ")
    }

    private static func endsWord(_ token: SwiftToken) -> Bool {
        switch token {
        case .identifier, .string, .interpolatedString, .other: true
        case .punctuation(let mark): mark == UInt8(ascii: ")") || mark == UInt8(ascii: "]")
        default: false
        }
    }

    private static func startsWord(_ token: SwiftToken) -> Bool {
        switch token {
        case .identifier, .string, .interpolatedString, .other: true
        default: false
        }
    }
}
