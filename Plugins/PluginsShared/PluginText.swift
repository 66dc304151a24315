/// Quotes paths and target names in the plugin's messages as flaggen quotes outside text, so
/// that no folder name can end a line and forge a `path:line:col: error:` one.
///
/// In single quotes when the text is printable and holds no quote or backslash
/// (`'Sources/App/flags.json'`), else as an escaped JSON string literal (`"Sources/A\nB/flags.json"`).
/// A plugin can't import FlagJSON, whose `QuotedText` this matches (except that nothing is cut);
/// this folder is symlinked into both plugin targets, so both print paths the same way.
enum PluginText {
    /// `text`, quoted for a message.
    static func quoted(_ text: String) -> String {
        let isPlain = text.unicodeScalars.allSatisfy { !needsEscape($0) && !"'\"\\".unicodeScalars.contains($0) }
        guard !isPlain else { return "'\(text)'" }
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\t": result += "\\t"
            case _ where needsEscape(scalar): result += "\\u" + hex(scalar.value)
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }

    /// Controls, line and paragraph separators, and bidirectional formatting characters.
    private static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00...0x1F, 0x7F...0x9F, 0x2028, 0x2029, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069, 0xFEFF: true
        default: false
        }
    }

    /// Four upper-case hex digits at least.
    private static func hex(_ value: UInt32) -> String {
        let digits = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }
}
