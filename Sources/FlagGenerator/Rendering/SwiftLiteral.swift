import FlagJSON

/// Renders arbitrary text safely into Swift source.
enum SwiftLiteral {
    /// `text` as a Swift string literal, with quotes, backslashes and every control,
    /// line-separating or bidirectional-override character escaped.
    static func string(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case _ where needsEscape(scalar): result += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }

    /// The lines of a `///` doc comment that shows `text`, one per line of `text`.
    static func docComment(_ text: String) -> [String] {
        text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).map { line in
            let safe = commentText(line.replacingTabs())
            let trimmed = String(safe.reversed().drop(while: { $0 == " " }).reversed())
            return trimmed.isEmpty ? "///" : "/// " + trimmed
        }
    }

    /// `text` with every character that could end a comment line or reorder how it
    /// displays replaced by a visible `\u{…}` spelling, so no text can inject code.
    static func commentText(_ text: some StringProtocol) -> String {
        var safe = ""
        for scalar in text.unicodeScalars {
            if needsEscape(scalar) {
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

extension StringProtocol {
    fileprivate func replacingTabs() -> String {
        split(separator: "\t", omittingEmptySubsequences: false).joined(separator: "    ")
    }
}
