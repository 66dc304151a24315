extension ReferenceScan {
    /// Splits tokens into statements: at `;`, braces, and line ends outside brackets, unless the
    /// line ends with `,` or an operator, or the next line starts with `.` or an operator.
    static func statements(of tokens: [SwiftToken]) -> (mentionsFlags: [Bool], statementOfToken: [Int]) {
        var mentions = [false]
        var owner: [Int] = []
        var depth = 0
        let following = nextNonNewlineTokens(tokens)
        var previous: SwiftToken?
        for (index, token) in tokens.enumerated() {
            owner.append(mentions.count - 1)
            switch token {
            case .identifier(let name) where name == "FeatureFlag" || name.lowercased().contains("flag"):
                mentions[mentions.count - 1] = true
            case .punctuation(UInt8(ascii: "(")), .punctuation(UInt8(ascii: "[")): depth += 1
            case .punctuation(UInt8(ascii: ")")), .punctuation(UInt8(ascii: "]")): depth = max(0, depth - 1)
            case .punctuation(UInt8(ascii: ";")), .punctuation(UInt8(ascii: "{")), .punctuation(UInt8(ascii: "}")):
                mentions.append(false)
            case .newline where depth == 0 && !continuesOnNextLine(previous: previous, next: following[index]):
                mentions.append(false)
            default:
                break
            }
            if token != .newline { previous = token }
        }
        return (mentions, owner)
    }

    /// For each token, the first token after it that isn't a line end: computed once, so that
    /// a run of blank lines isn't searched again at each of them.
    private static func nextNonNewlineTokens(_ tokens: [SwiftToken]) -> [SwiftToken?] {
        var result = [SwiftToken?](repeating: nil, count: tokens.count)
        var next: SwiftToken?
        for index in tokens.indices.reversed() {
            result[index] = next
            if tokens[index] != .newline { next = tokens[index] }
        }
        return result
    }

    /// Whether a line end between `previous` and `next` (the nearest tokens that aren't line
    /// ends) continues the statement.
    private static func continuesOnNextLine(previous: SwiftToken?, next: SwiftToken?) -> Bool {
        if previous == .punctuation(UInt8(ascii: ",")) { return true }
        if case .operatorSymbol(let symbol)? = previous, !symbol.hasSuffix("!"), !symbol.hasSuffix("?") { return true }
        if next == .punctuation(UInt8(ascii: ".")) { return true }
        if case .operatorSymbol(let symbol)? = next, symbol != "!" { return true }
        return false
    }
}
