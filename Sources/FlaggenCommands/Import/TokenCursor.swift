import FlagGenerator
import FlagJSON

/// A position among the tokens of a ``SwiftSource`` that skips line ends, with the lookups
/// the import readers share.
struct TokenCursor {
    let source: SwiftSource
    /// The indices, in `source.tokens`, of every token but line ends.
    let indices: [Int]
    /// The current position in `indices`.
    var position = 0

    /// For each position that opens a bracket, the position after the bracket that closes it
    /// (the end when none does): found once, so that skipping a bracket costs nothing however
    /// often readers do it.
    private let afterClosers: [Int: Int]

    init(_ source: SwiftSource) {
        self.source = source
        let indices = source.tokens.indices.filter { source.tokens[$0] != .newline }
        self.indices = indices
        var afterClosers: [Int: Int] = [:]
        var open: [Int] = []
        for (place, index) in indices.enumerated() {
            guard case .punctuation(let mark) = source.tokens[index] else { continue }
            if Self.openers.contains(mark) {
                open.append(place)
            } else if Self.closers.contains(mark), let opener = open.popLast() {
                afterClosers[opener] = place + 1
            }
        }
        for opener in open { afterClosers[opener] = indices.count }
        self.afterClosers = afterClosers
    }

    /// The token `distance` places after the current one, if there is one.
    func token(_ distance: Int = 0) -> SwiftToken? {
        let place = position + distance
        return place >= 0 && place < indices.count ? source.tokens[indices[place]] : nil
    }

    /// The token at `place`, an absolute position.
    func token(at place: Int) -> SwiftToken? {
        place >= 0 && place < indices.count ? source.tokens[indices[place]] : nil
    }

    /// Where the token at `place` starts.
    func location(at place: Int) -> SourceLocation {
        source.location(ofToken: place < indices.count ? indices[place] : source.tokens.count)
    }

    /// A Boolean value indicating whether the token `distance` places ahead is the identifier `name`.
    func isIdentifier(_ name: String, _ distance: Int = 0) -> Bool {
        token(distance) == .identifier(name)
    }

    /// A Boolean value indicating whether the token `distance` places ahead is the punctuation `mark`.
    func isPunctuation(_ mark: Character, _ distance: Int = 0) -> Bool {
        token(distance) == .punctuation(mark.asciiValue ?? 0)
    }

    /// The position just after the bracket that closes the one at `place` (`(`, `[` or `{`).
    func afterClosingBracket(from place: Int) -> Int {
        if let after = afterClosers[place] { return after }
        var depth = 0
        var current = place
        while let token = token(at: current) {
            current += 1
            guard case .punctuation(let mark) = token else { continue }
            if Self.openers.contains(mark) { depth += 1 } else if Self.closers.contains(mark) { depth -= 1 }
            if depth == 0 { return current }
        }
        return current
    }

    /// A Boolean value indicating whether the token at `place` opens a bracket.
    func opensBracket(at place: Int) -> Bool {
        if case .punctuation(let mark) = token(at: place) { return Self.openers.contains(mark) }
        return false
    }

    private static let openers: Set<UInt8> = [UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{")]
    private static let closers: Set<UInt8> = [UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}")]
}
