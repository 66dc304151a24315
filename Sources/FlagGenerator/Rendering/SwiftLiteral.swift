import FlagJSON

/// Renders arbitrary text safely into Swift source.
enum SwiftLiteral {
    /// `text` as a Swift string literal, with quotes, backslashes and every control,
    /// line-separating or bidirectional-override character escaped.
    static func string(_ text: String) -> String {
        JSONString.quoted(text) { "\\u{\(String($0, radix: 16, uppercase: true))}" }
    }

    /// The lines of a `///` doc comment that shows `text`, one per line of `text`.
    static func docComment(_ text: String) -> [String] {
        let isOneLine = text.utf8.allSatisfy { $0 >= 0x20 && $0 < 0x80 }
        let lines = isOneLine ? [Substring(text)] : text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline)
        return lines.map { line in
            let safe = commentText(line).expandingTabs().droppingTrailingSpaces()
            return safe.isEmpty ? "///" : "/// " + safe
        }
    }

    /// `text` with every character that could end a comment line or reorder how it
    /// displays replaced by a visible `\u{…}` spelling, so no text can inject code.
    static func commentText(_ text: some StringProtocol) -> String {
        if text.utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }) { return String(text) }
        var safe = ""
        for scalar in text.unicodeScalars {
            if needsEscape(scalar) && scalar != "\t" {
                safe += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
            } else {
                safe.unicodeScalars.append(scalar)
            }
        }
        return safe
    }

    /// Characters written as escapes, never raw: see ``JSONString/needsEscape(_:)``.
    static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
        JSONString.needsEscape(scalar)
    }
}

extension String {
    fileprivate func expandingTabs() -> String {
        utf8.contains(UInt8(ascii: "\t")) ? split(separator: "\t", omittingEmptySubsequences: false).joined(separator: "    ") : self
    }

    fileprivate func droppingTrailingSpaces() -> String {
        var end = utf8.endIndex
        while end > utf8.startIndex, utf8[utf8.index(before: end)] == UInt8(ascii: " ") { end = utf8.index(before: end) }
        return String(self[..<end])
    }
}
