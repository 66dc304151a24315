import FlagGenerator
import FlagJSON

/// Swift source split into ``SwiftToken``s, with where each token starts, for readers that
/// report `line:column` locations.
struct SwiftSource {
    let tokens: [SwiftToken]
    private let offsets: [Int]
    private let bytes: [UInt8]
    private let lineIndex: LineIndex

    init(_ text: String) {
        (tokens, offsets) = SwiftTokenizer.tokenizeWithOffsets(text)
        bytes = Array(text.utf8)
        lineIndex = LineIndex(bytes)
    }

    /// Where the token at `index` starts; the end of the file for `tokens.count`.
    func location(ofToken index: Int) -> SourceLocation {
        lineIndex.location(ofOffset: index < offsets.count ? offsets[index] : bytes.count)
    }

    /// A Boolean value indicating whether the token at `index` is the `#` of a directive.
    func isDirectiveHash(_ index: Int) -> Bool {
        index < tokens.count && tokens[index] == .other && bytes[offsets[index]] == UInt8(ascii: "#")
    }

    /// The text from the token at `start` to the end of its line, without a `//` comment or
    /// surrounding spaces: the condition of an `#if`.
    func restOfLine(fromToken start: Int) -> String {
        let from = start < offsets.count ? offsets[start] : bytes.count
        var end = from
        while end < bytes.count, bytes[end] != UInt8(ascii: "\n"), bytes[end] != UInt8(ascii: "\r") {
            if bytes[end] == UInt8(ascii: "/"), end + 1 < bytes.count, bytes[end + 1] == UInt8(ascii: "/") { break }
            end += 1
        }
        return String(decoding: bytes[from..<end], as: UTF8.self).trimmingSpaces()
    }
}

extension String {
    /// The string without leading and trailing spaces and tabs.
    fileprivate func trimmingSpaces() -> String {
        let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" }
        return String(drop(while: isSpace).reversed().drop(while: isSpace).reversed())
    }
}
