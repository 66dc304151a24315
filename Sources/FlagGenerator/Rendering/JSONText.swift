/// Writes JSON string literals for generated tables.
enum JSONText {
    /// `text` as a JSON string, with quotes, backslashes and every character that
    /// ``SwiftLiteral/needsEscape(_:)`` flags written as `\uXXXX`.
    static func string(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\t": result += "\\t"
            case _ where SwiftLiteral.needsEscape(scalar): result += unicodeEscape(scalar.value)
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }

    private static func unicodeEscape(_ value: UInt32) -> String {
        let hex = String(value, radix: 16, uppercase: true)
        return "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
    }
}
