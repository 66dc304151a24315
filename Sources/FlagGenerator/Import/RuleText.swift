/// Writes tokens back as readable Swift, for messages that quote what the importer could not read.
enum RuleText {
    /// The text of one token; binary operators get a space on each side.
    static func text(of token: SwiftToken) -> String {
        switch token {
        case .identifier(let name): name
        case .punctuation(let mark): mark == UInt8(ascii: ",") ? ", " : String(UnicodeScalar(mark))
        case .string(let content): "\"" + content + "\""
        case .interpolatedString: "\"…\""
        case .newline: " "
        case .operatorSymbol(let symbol): symbol == "!" || symbol == "?" ? symbol : " " + symbol + " "
        case .other: "…"
        }
    }

    /// The text of the tokens at `positions` of `cursor`, with runs of spaces collapsed.
    static func text(of positions: Range<Int>, in cursor: TokenCursor) -> String {
        let raw = positions.compactMap { cursor.token(at: $0) }.map(text(of:)).joined()
        return raw.split(separator: " ", omittingEmptySubsequences: true).joined(separator: " ")
    }
}
