/// A JSON value to write, with object members in the order given, so that output is stable.
///
/// ```swift
/// let json = JSONOutput.object([("version", .number(1)), ("flags", .object([("newEditor", .bool(true))]))])
/// json.text()  // {\n  "version": 1,\n  "flags": {\n    "newEditor": true\n  }\n}
/// ```
package indirect enum JSONOutput: Sendable {
    /// `null`.
    case null
    /// `true` or `false`.
    case bool(Bool)
    /// A number, written as ``numberText(_:)`` does.
    case number(Double)
    /// A whole number, written exactly (a ``number(_:)`` keeps only 53 bits).
    case integer(Int)
    /// A string, escaped as ``JSONString/quoted(_:)`` does.
    case string(String)
    /// An array.
    case array([JSONOutput])
    /// An object; its members are written in this order.
    case object([(key: String, value: JSONOutput)])

    /// The value as JSON text, without a trailing newline: one member or element per line,
    /// indented by two spaces per level, except that containers at `depth` (the value itself is
    /// depth 0) and deeper are written on one line (`{"a": 1, "b": [true, null]}`).
    package func text(singleLineFrom depth: Int = .max) -> String {
        var text = ""
        write(into: &text, singleLineDepth: depth, depth: 0)
        return text
    }

    /// `number` without a fraction when it is a whole number below 10¹⁵ (`1`, not `1.0`), else as
    /// Swift writes a `Double`, which JSON reads back exactly.
    package static func numberText(_ number: Double) -> String {
        number.rounded(.towardZero) == number && abs(number) < 1e15 ? String(Int(number)) : String(number)
    }

    private func write(into text: inout String, singleLineDepth: Int, depth: Int) {
        switch self {
        case .null: text += "null"
        case .bool(let value): text += value ? "true" : "false"
        case .number(let number): text += Self.numberText(number)
        case .integer(let integer): text += String(integer)
        case .string(let string): text += JSONString.quoted(string)
        case .array(let elements):
            writeContainer(
                elements.map { (nil, $0) }, brackets: ("[", "]"), into: &text, singleLineDepth: singleLineDepth,
                depth: depth)
        case .object(let members):
            writeContainer(
                members.map { ($0.key, $0.value) }, brackets: ("{", "}"), into: &text, singleLineDepth: singleLineDepth,
                depth: depth)
        }
    }

    private func writeContainer(
        _ items: [(String?, JSONOutput)], brackets: (String, String), into text: inout String, singleLineDepth: Int,
        depth: Int
    ) {
        let isSingleLine = depth >= singleLineDepth || items.isEmpty
        let indentation = isSingleLine ? "" : "\n" + String(repeating: "  ", count: depth + 1)
        text += brackets.0
        for (index, (key, value)) in items.enumerated() {
            text += (index == 0 ? "" : isSingleLine ? ", " : ",") + indentation
            if let key { text += JSONString.quoted(key) + ": " }
            value.write(into: &text, singleLineDepth: singleLineDepth, depth: depth + 1)
        }
        text += (isSingleLine ? "" : "\n" + String(repeating: "  ", count: depth)) + brackets.1
    }
}
