/// Writes JSON string literals that are also safe to show in source code and terminals.
package enum JSONString {
    /// `text` as a JSON string literal, with quotes, backslashes, and every character that
    /// ``needsEscape(_:)`` flags written as escapes.
    package static func quoted(_ text: String) -> String {
        quoted(text, unicodeEscape: unicodeEscape)
    }

    /// `text` in double quotes with `"`, `\\`, newlines and tabs escaped with a backslash, and
    /// every other character that ``needsEscape(_:)`` flags written by `unicodeEscape`: the
    /// common ground of JSON and Swift string literals.
    package static func quoted(_ text: String, unicodeEscape: (UInt32) -> String) -> String {
        let isPlain = text.utf8.allSatisfy {
            $0 >= 0x20 && $0 < 0x7F && $0 != UInt8(ascii: "\"") && $0 != UInt8(ascii: "\\")
        }
        if isPlain { return "\"" + text + "\"" }
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\t": result += "\\t"
            case _ where needsEscape(scalar): result += unicodeEscape(scalar.value)
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }

    /// Controls, line and paragraph separators, and bidirectional formatting characters:
    /// characters that could end a line or make text read differently from what it is.
    package static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00...0x1F, 0x7F...0x9F, 0x2028, 0x2029, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069, 0xFEFF: true
        default: false
        }
    }

    private static func unicodeEscape(_ value: UInt32) -> String {
        let hex = String(value, radix: 16, uppercase: true)
        return "\\u" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
    }
}
