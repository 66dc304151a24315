import FlagJSON

/// Renders arbitrary text safely into Swift source.
package enum SwiftLiteral {
    /// `text` as a Swift string literal, with quotes, backslashes and every control,
    /// line-separating or bidirectional-override character escaped.
    package static func string(_ text: String) -> String {
        JSONString.quoted(text, unicodeEscape: unicodeEscape)
    }

    /// The lines of a `///` doc comment that shows `text`, one per line of `text`.
    static func docComment(_ text: String) -> [String] {
        let isOneLine = text.utf8.allSatisfy { $0 >= 0x20 && $0 < 0x80 }
        let lines =
            isOneLine ? [Substring(text)] : text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline)
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
            if JSONString.needsEscape(scalar) && scalar != "\t" {
                safe += unicodeEscape(scalar.value)
            } else {
                safe.unicodeScalars.append(scalar)
            }
        }
        return safe
    }

    /// The Swift spelling of a Unicode scalar: `\u{1F}`.
    private static func unicodeEscape(_ value: UInt32) -> String {
        "\\u{\(String(value, radix: 16, uppercase: true))}"
    }
}

extension String {
    fileprivate func expandingTabs() -> String {
        utf8.contains(UInt8(ascii: "\t"))
            ? split(separator: "\t", omittingEmptySubsequences: false).joined(separator: "    ") : self
    }

    fileprivate func droppingTrailingSpaces() -> String {
        var end = utf8.endIndex
        while end > utf8.startIndex, utf8[utf8.index(before: end)] == UInt8(ascii: " ") {
            end = utf8.index(before: end)
        }
        return String(self[..<end])
    }
}
