import FlagJSON

/// A plain-text table with aligned columns, for reports printed to a console or a log.
package struct TextTable: Sendable {
    package var header: [String]
    /// The rows; each has one cell per column.
    package var rows: [[String]]

    package init(header: [String], rows: [[String]]) {
        self.header = header
        self.rows = rows
    }

    /// The table, columns separated by two spaces, a rule under the header, and no
    /// trailing spaces. Rows with more cells than the header get extra columns. A cell holding
    /// a line break or another control character is shown as an escaped JSON string, so each
    /// row stays one line.
    package var text: String {
        let shown = ([header] + rows).map { $0.map(Self.singleLine) }
        let columnCount = shown.map(\.count).max() ?? 0
        let widths = (0..<columnCount).map { column in
            shown.map { $0.indices.contains(column) ? $0[column].count : 0 }.max() ?? 0
        }
        func line(_ cells: [String]) -> String {
            let padded = cells.enumerated().map { column, cell in
                cell + String(repeating: " ", count: max(0, widths[column] - cell.count))
            }
            return String(padded.joined(separator: "  ").reversed().drop(while: { $0 == " " }).reversed())
        }
        let rule = widths.map { String(repeating: "-", count: $0) }
        return ([line(shown[0]), line(rule)] + shown.dropFirst().map(line)).joined(separator: "\n") + "\n"
    }

    /// `text` unchanged, or as an escaped JSON string literal if it holds a character that
    /// could end a line or change how a terminal shows what follows.
    package static func singleLine(_ text: String) -> String {
        text.unicodeScalars.contains(where: JSONString.needsEscape) ? JSONString.quoted(text) : text
    }
}
