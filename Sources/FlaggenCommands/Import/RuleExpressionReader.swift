import FlagGenerator
import FlagJSON

/// Evaluates the expression of an `enabled` arm for every configuration at once.
///
/// Understood: `true`, `false`, `T.current == .x`, `!= .x`, `~= [.x, .y]`,
/// `[.x, .y].contains(T.current)`, `!`, `&&`, `||` and parentheses, where `T` is the
/// configuration enum, and the app-variant properties mapped with `--condition` (`T.isJetpack`),
/// at the values of the variant being evaluated. Anything else is an unknown term that may be
/// `true` or `false` anywhere; the first one is kept, with where it is, for the message.
struct RuleExpressionReader {
    let cursor: TokenCursor
    /// The configuration names, in manifest order.
    let configurations: [String]
    /// The name of the configuration enum, such as `BuildConfiguration`.
    let configurationType: String
    /// The value of each mapped app-variant property in the variant being evaluated.
    let variantValues: [String: Bool]
    /// The position after the expression.
    let end: Int
    /// The position being read.
    var place: Int
    /// The first term that could not be read: where it is, and its text.
    private(set) var firstUnknown: (location: SourceLocation, text: String)?
    /// The mapped app-variant properties the expression read, in the order first read.
    var variantsRead: [String] = []
    /// The deepest nesting of `!` and parentheses read: each level is a few frames of
    /// recursion, so a hostile file can't exhaust the stack.
    static let maximumDepth = 100
    /// The levels of `!` and parentheses open at `place`.
    private var depth = 0
    /// Where the `!` or `(` one level too deep is, if there is one; the rest of the expression
    /// is then not read.
    private(set) var tooDeepLocation: SourceLocation?

    init(
        cursor: TokenCursor, body: Range<Int>, configurations: [String], configurationType: String,
        variantValues: [String: Bool]
    ) {
        self.cursor = cursor
        self.configurations = configurations
        self.configurationType = configurationType
        self.variantValues = variantValues
        var end = body.upperBound
        while end > body.lowerBound, cursor.token(at: end - 1) == .punctuation(UInt8(ascii: ";")) { end -= 1 }
        self.end = end
        place = cursor.token(at: body.lowerBound) == .identifier("return") ? body.lowerBound + 1 : body.lowerBound
    }

    /// The bounds of the whole expression; an empty arm, or text after it, is unknown.
    mutating func read() -> RuleBounds {
        let bounds = parseOr()
        guard place < end else { return bounds }
        let start = place
        place = end
        markUnknown(start..<end)
        return bounds && .unknown(count: configurations.count)
    }

    mutating func parseOr() -> RuleBounds {
        var bounds = parseAnd()
        while place < end, cursor.token(at: place) == .operatorSymbol("||") {
            place += 1
            bounds = bounds || parseAnd()
        }
        return bounds
    }

    private mutating func parseAnd() -> RuleBounds {
        var bounds = parseUnary()
        while place < end, cursor.token(at: place) == .operatorSymbol("&&") {
            place += 1
            bounds = bounds && parseUnary()
        }
        return bounds
    }

    private mutating func parseUnary() -> RuleBounds {
        guard place < end, cursor.token(at: place) == .operatorSymbol("!") else { return parsePrimary() }
        guard enterNesting() else { return .unknown(count: configurations.count) }
        defer { leaveNesting() }
        place += 1
        return parseUnary().negated(count: configurations.count)
    }

    /// Opens a level of `!` or parentheses at `place`; past ``maximumDepth``, notes where,
    /// skips the rest of the expression and returns `false` (the level is not opened).
    mutating func enterNesting() -> Bool {
        guard depth < Self.maximumDepth else {
            tooDeepLocation = tooDeepLocation ?? cursor.location(at: place)
            place = end
            return false
        }
        depth += 1
        return true
    }

    /// Closes the level ``enterNesting()`` opened.
    mutating func leaveNesting() {
        depth -= 1
    }

    /// A term this reader understands, or else everything up to the next `&&`, `||` or `)`.
    private mutating func parsePrimary() -> RuleBounds {
        let start = place
        if let bounds = parseKnownTerm(), isAtBoundary { return bounds }
        place = start
        while place < end, !isAtBoundary || place == start {
            place = cursor.opensBracket(at: place) ? cursor.afterClosingBracket(from: place) : place + 1
        }
        markUnknown(start..<max(place, start))
        return .unknown(count: configurations.count)
    }

    private var isAtBoundary: Bool {
        guard place < end else { return true }
        return [SwiftToken.operatorSymbol("&&"), .operatorSymbol("||"), .punctuation(UInt8(ascii: ")"))].contains(
            cursor.token(at: place))
    }

    private mutating func markUnknown(_ positions: Range<Int>) {
        guard firstUnknown == nil else { return }
        let text = RuleText.text(of: positions, in: cursor)
        firstUnknown = (cursor.location(at: positions.lowerBound), text.isEmpty ? "nothing" : text)
    }
}
