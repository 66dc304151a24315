/// Quotes text that came from outside (a manifest, a payload, a file name) for messages, logs
/// and `path:line:col:` lines, so that no input can end a line, forge another one or color a
/// terminal.
package enum QuotedText {
    /// The longest text, in Unicode scalars, shown whole; longer text is cut and marked `…`.
    package static let maximumLength = 200

    /// `text` in single quotes when it is printable and holds no quote or backslash (the
    /// common case: `'newEditor'`), else as an escaped JSON string literal (`"a\nb"`).
    /// Text longer than ``maximumLength`` is cut first.
    package static func quoted(_ text: String) -> String {
        let shown = shortened(text)
        let isPlain = shown.unicodeScalars.allSatisfy {
            !JSONString.needsEscape($0) && $0 != "'" && $0 != "\"" && $0 != "\\"
        }
        return isPlain ? "'" + shown + "'" : JSONString.quoted(shown)
    }

    private static func shortened(_ text: String) -> String {
        let scalars = text.unicodeScalars
        guard scalars.count > maximumLength else { return text }
        var result = String.UnicodeScalarView(scalars.prefix(maximumLength))
        result.append("…")
        return String(result)
    }
}
