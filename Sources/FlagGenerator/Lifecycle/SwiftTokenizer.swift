/// Splits Swift source into ``SwiftToken``s, skipping comments (nested ones too) and keeping
/// the code of string interpolations, so that a flag named in a comment or inside a string is
/// not mistaken for a use.
struct SwiftTokenizer {
    private let bytes: [UInt8]
    private var index = 0
    private(set) var tokens: [SwiftToken] = []
    /// The UTF-8 offset at which each of `tokens` starts.
    private(set) var offsets: [Int] = []

    static func tokenize(_ source: String) -> [SwiftToken] {
        tokenizeWithOffsets(source).tokens
    }

    /// The tokens of `source`, and the UTF-8 offset at which each one starts.
    static func tokenizeWithOffsets(_ source: String) -> (tokens: [SwiftToken], offsets: [Int]) {
        var tokenizer = SwiftTokenizer(bytes: Array(source.utf8))
        tokenizer.run(until: nil)
        return (tokenizer.tokens, tokenizer.offsets)
    }

    private init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    /// Tokenizes until the end, or until an unmatched `)` when inside an interpolation.
    private mutating func run(until closing: UInt8?) {
        var depth = 0
        while index < bytes.count {
            let byte = bytes[index]
            if closing != nil, byte == UInt8(ascii: ")"), depth == 0 {
                index += 1
                return
            }
            if byte == UInt8(ascii: "(") { depth += 1 } else if byte == UInt8(ascii: ")") { depth -= 1 }
            let start = index
            scanToken()
            // Tokens of an interpolation got their own offsets in the nested run.
            offsets.append(contentsOf: repeatElement(start, count: tokens.count - offsets.count))
        }
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
            scanString()
        case UInt8(ascii: "#") where startsString():
            scanString()
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
        case .punctuation(let byte): guard [UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: ","), UInt8(ascii: ":")].contains(byte) else { return false }
        case .operatorSymbol, nil: break
        case .identifier("return"): break
        default: return false
        }
        guard let next = peek(1), next != UInt8(ascii: " "), next != UInt8(ascii: "\n") else { return false }
        return bytes[(index + 1)...].prefix { $0 != UInt8(ascii: "\n") }.contains(UInt8(ascii: "/"))
    }

    private mutating func skipRegexLiteral() {
        index += 1
        while index < bytes.count, bytes[index] != UInt8(ascii: "/"), bytes[index] != UInt8(ascii: "\n") {
            index += bytes[index] == UInt8(ascii: "\\") ? 2 : 1
        }
        index += 1
        tokens.append(.other)
    }

    /// A `#` starts a string only as the delimiter of a raw string (`#"`, `##"`…).
    private func startsString() -> Bool {
        var position = index
        while position < bytes.count, bytes[position] == UInt8(ascii: "#") { position += 1 }
        return position < bytes.count && bytes[position] == UInt8(ascii: "\"")
    }

    private mutating func skipBlockComment() {
        var depth = 0
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

extension SwiftTokenizer {
    /// Scans a string literal of any form: `"…"`, `"""…"""`, raw `#"…"#`. Interpolated code
    /// (`\(…)`, `\#(…)` in raw strings) is tokenized in place.
    fileprivate mutating func scanString() {
        var hashes = 0
        while bytes[index] == UInt8(ascii: "#") {
            hashes += 1
            index += 1
        }
        let isMultiline = peek(1) == UInt8(ascii: "\"") && peek(2) == UInt8(ascii: "\"")
        index += isMultiline ? 3 : 1
        let quotes = isMultiline ? 3 : 1
        var isInterpolated = false
        var content: [UInt8] = []
        while index < bytes.count {
            if matches(quotes: quotes, hashes: hashes) {
                index += quotes + hashes
                break
            }
            if bytes[index] == UInt8(ascii: "\\"), hasHashes(hashes, at: index + 1) {
                let afterHashes = index + 1 + hashes
                if afterHashes < bytes.count, bytes[afterHashes] == UInt8(ascii: "(") {
                    isInterpolated = true
                    index = afterHashes + 1
                    run(until: UInt8(ascii: ")"))
                    continue
                }
                content.append(contentsOf: bytes[index..<min(afterHashes + 1, bytes.count)])
                index = afterHashes + 1
                continue
            }
            if !isMultiline, bytes[index] == UInt8(ascii: "\n") { break }
            content.append(bytes[index])
            index += 1
        }
        tokens.append(isInterpolated ? .interpolatedString : .string(String(decoding: content, as: UTF8.self)))
    }

    private func matches(quotes: Int, hashes: Int) -> Bool {
        guard index + quotes + hashes <= bytes.count else { return false }
        return (0..<quotes).allSatisfy { bytes[index + $0] == UInt8(ascii: "\"") } && hasHashes(hashes, at: index + quotes)
    }

    private func hasHashes(_ count: Int, at position: Int) -> Bool {
        guard position + count <= bytes.count else { return false }
        return (0..<count).allSatisfy { bytes[position + $0] == UInt8(ascii: "#") }
    }
}
