/// Splits Swift source into ``SwiftToken``s, skipping comments (nested ones too) and keeping
/// the code of string interpolations, so that a flag named in a comment or inside a string is
/// not mistaken for a use.
///
/// Nested strings and interpolations are kept on explicit stacks, not by recursion, so that
/// any depth of `"\("` nesting is read without overflowing the call stack.
struct SwiftTokenizer {
    private let bytes: [UInt8]
    private var index = 0
    private(set) var tokens: [SwiftToken] = []
    /// The UTF-8 offset at which each of `tokens` starts.
    private(set) var offsets: [Int] = []
    /// Where a block comment that the file never closes starts, if there is one.
    private(set) var unterminatedComment: Int?
    /// The string literals being read, outermost first: each after the first is inside an
    /// interpolation of the one before it.
    fileprivate var openStrings: [OpenString] = []
    /// For each open interpolation, innermost last: how many of its `(` are still open.
    fileprivate var interpolationDepths: [Int] = []

    static func tokenize(_ source: String) -> [SwiftToken] {
        tokenizeWithOffsets(source).tokens
    }

    /// The tokens of `source`, the UTF-8 offset at which each one starts, and where a block
    /// comment that is never closed starts.
    static func tokenizeWithOffsets(_ source: String) -> (
        tokens: [SwiftToken], offsets: [Int], unterminatedComment: Int?
    ) {
        var tokenizer = SwiftTokenizer(bytes: Array(source.utf8))
        tokenizer.run()
        return (tokenizer.tokens, tokenizer.offsets, tokenizer.unterminatedComment)
    }

    private init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    /// Tokenizes to the end: string content when the innermost open string isn't in an
    /// interpolation, code otherwise. Strings left open at the end close there.
    private mutating func run() {
        while index < bytes.count {
            let start = index
            if openStrings.count > interpolationDepths.count {
                scanStringContent()
            } else if !closesInterpolation() {
                scanToken()
            }
            recordOffsets(start)
        }
        while !openStrings.isEmpty { closeString() }
        recordOffsets(bytes.count)
    }

    /// Gives every token appended since the last call the offset `start` of the step that read it.
    private mutating func recordOffsets(_ start: Int) {
        offsets.append(contentsOf: repeatElement(start, count: tokens.count - offsets.count))
    }

    /// Inside an interpolation, counts `(` and `)`; an unmatched `)` ends the interpolation
    /// (it is consumed, and `true` returned) and the string's content resumes.
    private mutating func closesInterpolation() -> Bool {
        guard let depth = interpolationDepths.last else { return false }
        switch bytes[index] {
        case UInt8(ascii: ")") where depth == 0:
            interpolationDepths.removeLast()
            index += 1
            return true
        case UInt8(ascii: "("):
            interpolationDepths[interpolationDepths.count - 1] = depth + 1
        case UInt8(ascii: ")"):
            interpolationDepths[interpolationDepths.count - 1] = depth - 1
        default:
            break
        }
        return false
    }

    private mutating func scanToken() {
        let byte = bytes[index]
        switch byte {
        case UInt8(ascii: "\n"):
            tokens.append(.newline)
            index += 1
        case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r"):
            index += 1
        case UInt8(ascii: "/") where peek(1) == UInt8(ascii: "/"):
            while index < bytes.count, bytes[index] != UInt8(ascii: "\n") { index += 1 }
        case UInt8(ascii: "/") where peek(1) == UInt8(ascii: "*"):
            skipBlockComment()
        case UInt8(ascii: "/") where startsRegexLiteral():
            skipRegexLiteral()
        case UInt8(ascii: "\""):
            openString()
        case UInt8(ascii: "#"):
            scanHashes()
        case UInt8(ascii: "`"):
            scanBacktickedIdentifier()
        case _ where Self.isIdentifierHead(byte):
            let start = index
            while index < bytes.count, Self.isIdentifierBody(bytes[index]) { index += 1 }
            tokens.append(.identifier(String(decoding: bytes[start..<index], as: UTF8.self)))
        case UInt8(ascii: "."), UInt8(ascii: "("), UInt8(ascii: ")"), UInt8(ascii: "["), UInt8(ascii: "]"),
            UInt8(ascii: "{"), UInt8(ascii: "}"), UInt8(ascii: ":"), UInt8(ascii: ","), UInt8(ascii: ";"):
            tokens.append(.punctuation(byte))
            index += 1
        case _ where Self.operatorCharacters.contains(byte):
            let start = index
            while index < bytes.count, Self.operatorCharacters.contains(bytes[index]) { index += 1 }
            tokens.append(.operatorSymbol(String(decoding: bytes[start..<index], as: UTF8.self)))
        default:
            if tokens.last != .other { tokens.append(.other) }
            index += 1
        }
    }

    private static let operatorCharacters = Set("=+-*/%<>!&|^~?".utf8)

    private func peek(_ distance: Int) -> UInt8? {
        index + distance < bytes.count ? bytes[index + distance] : nil
    }

    /// A `/` starts a regex literal where an expression starts (after `(`, `[`, `,`, `:`, an
    /// operator such as `=`, or `return`) and the line has a closing `/`.
    private func startsRegexLiteral() -> Bool {
        switch tokens.last {
        case .punctuation(let byte):
            guard [UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: ","), UInt8(ascii: ":")].contains(byte) else {
                return false
            }
        case .operatorSymbol, nil: break
        case .identifier("return"): break
        default: return false
        }
        guard let next = peek(1), next != UInt8(ascii: " "), next != UInt8(ascii: "\n") else { return false }
        // Only up to the first `/`, which the literal then consumes: scanning the whole line for
        // every `/` would be quadratic in a line of them.
        let end = bytes[(index + 1)...].firstIndex { $0 == UInt8(ascii: "/") || $0 == UInt8(ascii: "\n") }
        return end.map { bytes[$0] == UInt8(ascii: "/") } ?? false
    }

    private mutating func skipRegexLiteral() {
        index += 1
        while index < bytes.count, bytes[index] != UInt8(ascii: "/"), bytes[index] != UInt8(ascii: "\n") {
            index += bytes[index] == UInt8(ascii: "\\") ? 2 : 1
        }
        index += 1
        tokens.append(.other)
    }

    /// A run of `#` starts a raw string when a quote follows it (`#"`, `##"`…); otherwise the
    /// whole run is skipped at once (looking ahead from each `#` would be quadratic in the run).
    private mutating func scanHashes() {
        var end = index
        while end < bytes.count, bytes[end] == UInt8(ascii: "#") { end += 1 }
        if end < bytes.count, bytes[end] == UInt8(ascii: "\"") {
            openString()
            return
        }
        if tokens.last != .other { tokens.append(.other) }
        index = end
    }

    private mutating func skipBlockComment() {
        let start = index
        var depth = 0
        defer { if depth > 0 { unterminatedComment = start } }
        while index < bytes.count {
            if bytes[index] == UInt8(ascii: "/"), peek(1) == UInt8(ascii: "*") {
                depth += 1
                index += 2
            } else if bytes[index] == UInt8(ascii: "*"), peek(1) == UInt8(ascii: "/") {
                depth -= 1
                index += 2
                if depth == 0 { return }
            } else {
                if bytes[index] == UInt8(ascii: "\n") { tokens.append(.newline) }
                index += 1
            }
        }
    }

    private mutating func scanBacktickedIdentifier() {
        let start = index + 1
        index = start
        while index < bytes.count, bytes[index] != UInt8(ascii: "`"), bytes[index] != UInt8(ascii: "\n") { index += 1 }
        tokens.append(.identifier(String(decoding: bytes[start..<index], as: UTF8.self)))
        if index < bytes.count, bytes[index] == UInt8(ascii: "`") { index += 1 }
    }

    static func isIdentifierHead(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
            || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "$") || byte >= 0x80
    }

    static func isIdentifierBody(_ byte: UInt8) -> Bool {
        isIdentifierHead(byte) || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
    }
}

/// A string literal being read: its delimiter, and its content so far.
private struct OpenString {
    /// The offset of its first delimiter (a `#` or the opening quote).
    let start: Int
    /// How many `#` delimit it (raw strings).
    let hashes: Int
    /// 3 for a multi-line string, else 1.
    let quotes: Int
    var isInterpolated = false
    var content: [UInt8] = []
}

extension SwiftTokenizer {
    /// Opens a string literal of any form: `"…"`, `"""…"""`, raw `#"…"#`. Its content is read
    /// by ``scanStringContent()``; the code of its interpolations (`\(…)`, `\#(…)` in raw
    /// strings) is tokenized in place.
    fileprivate mutating func openString() {
        let start = index
        var hashes = 0
        while bytes[index] == UInt8(ascii: "#") {
            hashes += 1
            index += 1
        }
        let isMultiline = peek(1) == UInt8(ascii: "\"") && peek(2) == UInt8(ascii: "\"")
        index += isMultiline ? 3 : 1
        openStrings.append(OpenString(start: start, hashes: hashes, quotes: isMultiline ? 3 : 1))
    }

    /// Reads the innermost open string until it ends or an interpolation opens in it.
    fileprivate mutating func scanStringContent() {
        let innermost = openStrings.count - 1
        let (hashes, quotes) = (openStrings[innermost].hashes, openStrings[innermost].quotes)
        while index < bytes.count {
            if matches(quotes: quotes, hashes: hashes) {
                index += quotes + hashes
                return closeString()
            }
            if bytes[index] == UInt8(ascii: "\\"), hasHashes(hashes, at: index + 1) {
                let afterHashes = index + 1 + hashes
                if afterHashes < bytes.count, bytes[afterHashes] == UInt8(ascii: "(") {
                    openStrings[innermost].isInterpolated = true
                    index = afterHashes + 1
                    interpolationDepths.append(0)
                    return
                }
                openStrings[innermost].content.append(contentsOf: bytes[index..<min(afterHashes + 1, bytes.count)])
                index = afterHashes + 1
                continue
            }
            if quotes == 1, bytes[index] == UInt8(ascii: "\n") { return closeString() }
            openStrings[innermost].content.append(bytes[index])
            index += 1
        }
    }

    /// Ends the innermost open string with its token.
    fileprivate mutating func closeString() {
        let string = openStrings.removeLast()
        tokens.append(
            string.isInterpolated ? .interpolatedString : .string(String(decoding: string.content, as: UTF8.self)))
        // A string's token is complete only at its end; it starts where the string opened.
        offsets.append(contentsOf: repeatElement(string.start, count: tokens.count - offsets.count))
    }

    private func matches(quotes: Int, hashes: Int) -> Bool {
        guard index + quotes + hashes <= bytes.count else { return false }
        return (0..<quotes).allSatisfy { bytes[index + $0] == UInt8(ascii: "\"") }
            && hasHashes(hashes, at: index + quotes)
    }

    private func hasHashes(_ count: Int, at position: Int) -> Bool {
        guard position + count <= bytes.count else { return false }
        return (0..<count).allSatisfy { bytes[position + $0] == UInt8(ascii: "#") }
    }
}
