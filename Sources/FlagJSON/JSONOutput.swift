/// A JSON value to write, with object members in the order given, so that output is stable.
///
/// ```swift
/// let json = JSONOutput.object([("version", .number(1)), ("flags", .object([("newEditor", .bool(true))]))])
/// json.text(.indented)  // {\n  "version": 1,\n  "flags": {\n    "newEditor": true\n  }\n}
/// ```
package indirect enum JSONOutput: Sendable {
    /// `null`.
    case null
    /// `true` or `false`.
    case bool(Bool)
    /// A number, written as ``numberText(_:)`` does.
    case number(Double)
    /// A string, escaped as ``JSONString/quoted(_:)`` does.
    case string(String)
    /// An array.
    case array([JSONOutput])
    /// An object; its members are written in this order.
    case object([(key: String, value: JSONOutput)])

    /// How ``text(_:)`` lays the value out.
    package struct Layout: Sendable {
        /// Containers at this depth (the value itself is depth 0) and deeper are written on one line.
        let singleLineDepth: Int

        /// Everything on one line: `{"a": 1, "b": [true, null]}`.
        package static let singleLine = Layout(singleLineDepth: 0)
        /// One member or element per line, indented by two spaces per level.
        package static let indented = Layout(singleLineDepth: .max)

        /// One member per line down to `depth`, and containers from `depth` on on one line.
        package static func indented(singleLineFrom depth: Int) -> Layout {
            Layout(singleLineDepth: depth)
        }
    }

    /// The value as JSON text, without a trailing newline.
    package func text(_ layout: Layout) -> String {
        var text = ""
        write(into: &text, layout: layout, depth: 0)
        return text
    }

    /// `number` without a fraction when it is a whole number below 10¹⁵ (`1`, not `1.0`), else as
    /// Swift writes a `Double`, which JSON reads back exactly.
    package static func numberText(_ number: Double) -> String {
        number.rounded(.towardZero) == number && abs(number) < 1e15 ? String(Int(number)) : String(number)
    }

    private func write(into text: inout String, layout: Layout, depth: Int) {
        switch self {
        case .null: text += "null"
        case .bool(let value): text += value ? "true" : "false"
        case .number(let number): text += Self.numberText(number)
        case .string(let string): text += JSONString.quoted(string)
        case .array(let elements):
            writeContainer(elements.map { (nil, $0) }, brackets: ("[", "]"), into: &text, layout: layout, depth: depth)
        case .object(let members):
            writeContainer(
                members.map { ($0.key, $0.value) }, brackets: ("{", "}"), into: &text, layout: layout, depth: depth)
        }
    }

    private func writeContainer(
        _ items: [(String?, JSONOutput)], brackets: (String, String), into text: inout String, layout: Layout,
        depth: Int
    ) {
        let isSingleLine = depth >= layout.singleLineDepth || items.isEmpty
        let indentation = isSingleLine ? "" : "\n" + String(repeating: "  ", count: depth + 1)
        text += brackets.0
        for (index, (key, value)) in items.enumerated() {
            text += (index == 0 ? "" : isSingleLine ? ", " : ",") + indentation
            if let key { text += JSONString.quoted(key) + ": " }
            value.write(into: &text, layout: layout, depth: depth + 1)
        }
        text += (isSingleLine ? "" : "\n" + String(repeating: "  ", count: depth)) + brackets.1
    }
}
