/// Walks a token stream keeping the context a `.name` needs to be judged: enclosing calls,
/// the current statement, and enclosing `switch` blocks.
struct ReferenceScan {
    let tokens: [SwiftToken]
    /// For each statement, whether it mentions `FeatureFlag` or a name containing "flag";
    /// indexed by statement number.
    private let statementMentionsFlags: [Bool]
    private let statementOfToken: [Int]
    /// For each open `(` and `[`: the callee of the innermost open `(` (the identifier before
    /// it), kept per bracket so that reading it doesn't search the stack.
    private var enclosingCallees: [String?] = []
    /// Open `{`: whether each is the body of a `switch` over a flag.
    private var braces: [Bool] = []
    /// Open `{`: whether each belongs to an `extension FeatureFlag` (or the enum itself).
    private var flagTypeScopes: [Bool] = []
    /// How many of `flagTypeScopes` are `true`, so that reading it doesn't search the stack.
    private var openFlagTypeScopes = 0
    private var pendingSwitchSubject: [String]?
    /// The identifiers since the last `{`, `}` or `;`: a declaration header when a `{` follows.
    private var header: [String] = []
    private var statementStartsWithCase = false
    private var position = 0

    init(tokens: [SwiftToken]) {
        self.tokens = tokens
        (statementMentionsFlags, statementOfToken) = Self.statements(of: tokens)
    }

    /// Updates the context for the token at `target` (called with increasing positions).
    mutating func advance(to target: Int) {
        while position < target {
            consume(tokens[position], at: position)
            position += 1
        }
    }

    func isMemberName(at index: Int) -> Bool {
        index > 0 && tokens[index - 1] == .punctuation(UInt8(ascii: "."))
    }

    /// `FeatureFlag.name`.
    func isQualifiedByFeatureFlag(at index: Int) -> Bool {
        index > 1 && tokens[index - 2] == .identifier("FeatureFlag")
    }

    /// Keywords after which `.name` is an implicit member expression, not a member access.
    private static let keywordsBeforeExpressions: Set<String> = [
        "case", "return", "in", "where", "is", "as", "try", "await", "throw", "if", "guard", "while", "else",
        "switch", "repeat", "yield",
    ]

    /// `.name` on nothing: an implicit member expression, not `value.name`.
    func isImplicitMember(at index: Int) -> Bool {
        guard index > 1 else { return true }
        switch tokens[index - 2] {
        case .identifier(let word): return Self.keywordsBeforeExpressions.contains(word)
        case .string, .interpolatedString: return false
        case .punctuation(let byte): return ![UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}")].contains(byte)
        default: return true
        }
    }

    func isFlagContext(at index: Int) -> Bool {
        if statementMentionsFlags[statementOfToken[index]] || openFlagTypeScopes > 0 { return true }
        if let callee = enclosingCallees.last ?? nil, FlagReferenceFinder.flagAPIs.contains(callee) { return true }
        return statementStartsWithCase && braces.last == true
    }

    private mutating func consume(_ token: SwiftToken, at index: Int) {
        if case .identifier(let word) = token {
            if word == "switch" { pendingSwitchSubject = [] } else { pendingSwitchSubject?.append(word) }
            header.append(word)
        }
        switch token {
        case .punctuation(UInt8(ascii: "(")):
            let callee: String? = if index > 0, case .identifier(let name) = tokens[index - 1] { name } else { nil }
            enclosingCallees.append(callee)
        case .punctuation(UInt8(ascii: "[")):
            enclosingCallees.append(enclosingCallees.last ?? nil)
        case .punctuation(UInt8(ascii: ")")), .punctuation(UInt8(ascii: "]")):
            _ = enclosingCallees.popLast()
        case .punctuation(UInt8(ascii: "{")):
            openBrace()
        case .punctuation(UInt8(ascii: "}")):
            _ = braces.popLast()
            if flagTypeScopes.popLast() == true { openFlagTypeScopes -= 1 }
            header = []
        case .punctuation(UInt8(ascii: ";")):
            header = []
        default:
            break
        }
        let next = index + 1 < tokens.count ? statementOfToken[index + 1] : -1
        if next != statementOfToken[index] {
            statementStartsWithCase = index + 1 < tokens.count && tokens[index + 1] == .identifier("case")
        }
    }

    /// Opens a `{`: notes whether it is a `switch` over a flag, or the body of the flag type.
    private mutating func openBrace() {
        braces.append(pendingSwitchSubject?.contains { $0.lowercased().contains("flag") } ?? false)
        let isFlagType = (header.contains("extension") || header.contains("enum")) && header.contains("FeatureFlag")
        flagTypeScopes.append(isFlagType)
        if isFlagType { openFlagTypeScopes += 1 }
        pendingSwitchSubject = nil
        header = []
    }

    /// Splits tokens into statements: at `;`, braces, and line ends outside brackets, unless the
    /// line ends with `,` or an operator, or the next line starts with `.` or an operator.
    private static func statements(of tokens: [SwiftToken]) -> (mentionsFlags: [Bool], statementOfToken: [Int]) {
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
