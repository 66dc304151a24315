import FlagGenerator
import FlagJSON

/// Swift source split into ``SwiftToken``s, with where each token starts, for readers that
/// report `line:column` locations.
struct SwiftSource {
    let tokens: [SwiftToken]
    private let offsets: [Int]
    private let bytes: [UInt8]
    private let lineIndex: LineIndex

    /// Where a block comment that the file never closes starts: swiftc rejects the file.
    let unterminatedComment: SourceLocation?

    init(_ text: String) {
        let tokenized = SwiftTokenizer.tokenizeWithOffsets(text)
        (tokens, offsets) = (tokenized.tokens, tokenized.offsets)
        bytes = Array(text.utf8)
        lineIndex = LineIndex(bytes)
        unterminatedComment = tokenized.unterminatedComment.map(lineIndex.location(ofOffset:))
    }

    /// The error for a file swiftc would reject for its comments, if it would.
    func commentError(path: String) -> ImportFinding? {
        unterminatedComment.map {
            ImportFinding(
                .error, "this comment is never closed; end it with '*/' (swiftc rejects the file as it is).",
                path: path, at: $0)
        }
    }

    /// Where the token at `index` starts; the end of the file for `tokens.count`.
    func location(ofToken index: Int) -> SourceLocation {
        lineIndex.location(ofOffset: index < offsets.count ? offsets[index] : bytes.count)
    }

    /// A Boolean value indicating whether the token at `index` is the `#` of a directive.
    func isDirectiveHash(_ index: Int) -> Bool {
        index < tokens.count && tokens[index] == .other && bytes[offsets[index]] == UInt8(ascii: "#")
    }

    /// The text from the token at `start` to the end of its line, without comments or
    /// surrounding spaces: the condition of an `#if`.
    func restOfLine(fromToken start: Int) -> String {
        let from = start < offsets.count ? offsets[start] : bytes.count
        var end = from
        var text: [UInt8] = []
        while end < bytes.count, bytes[end] != UInt8(ascii: "\n"), bytes[end] != UInt8(ascii: "\r") {
            if bytes[end] == UInt8(ascii: "/"), end + 1 < bytes.count, bytes[end + 1] == UInt8(ascii: "/") { break }
            if bytes[end] == UInt8(ascii: "/"), end + 1 < bytes.count, bytes[end + 1] == UInt8(ascii: "*") {
                // A comment is a space; one that goes on past the line ends the condition.
                guard let close = commentEnd(from: end + 2) else { break }
                text.append(UInt8(ascii: " "))
                end = close
                continue
            }
            text.append(bytes[end])
            end += 1
        }
        return String(decoding: text, as: UTF8.self).trimmingSpaces()
    }

    /// The offset after the `*/` that closes a comment whose text starts at `start`, if it
    /// closes on the same line (nested comments counted).
    private func commentEnd(from start: Int) -> Int? {
        var depth = 1
        var place = start
        while place + 1 < bytes.count, bytes[place] != UInt8(ascii: "\n") {
            let pair = (bytes[place], bytes[place + 1])
            if pair == (UInt8(ascii: "/"), UInt8(ascii: "*")) {
                depth += 1
                place += 2
            } else if pair == (UInt8(ascii: "*"), UInt8(ascii: "/")) {
                depth -= 1
                place += 2
                if depth == 0 { return place }
            } else {
                place += 1
            }
        }
        return nil
    }
}

extension String {
    /// The string without leading and trailing spaces and tabs.
    fileprivate func trimmingSpaces() -> String {
        let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" }
        return String(drop(while: isSpace).reversed().drop(while: isSpace).reversed())
    }
}
