import FlagJSON
import Foundation

/// Every flag's value and why, as a text table or JSON: for a debug menu, a log, or a bug report.
///
/// ```swift
/// print(FeatureFlag.sharedStore.report().text)
/// attachment.data = Data(FeatureFlag.sharedStore.report().json.utf8)
/// ```
public struct FlagReport<Flag: ManifestFlag>: Sendable {
    package let configuration: Flag.Configuration
    package let remoteFetchedAt: Date?
    /// One evaluation per flag, in declaration order.
    package let evaluations: [FlagEvaluation<Flag>]
    package let diagnostics: [FlagDiagnostic]

    package init(_ snapshot: FlagSnapshot<Flag>, diagnostics: [FlagDiagnostic] = []) {
        configuration = snapshot.configuration
        remoteFetchedAt = snapshot.remoteFetchedAt
        evaluations = Flag.allCases.map(snapshot.evaluation(of:))
        self.diagnostics = diagnostics
    }

    /// A header, a table with one row per flag, and the diagnostics.
    public var text: String {
        let remote =
            remoteFetchedAt.map { "remote payload fetched \(FlagExplanation.timestamp($0))" }
            ?? "no remote payload"
        let rows = evaluations.map { evaluation in
            let metadata = evaluation.flag.metadata
            return [
                metadata.name, evaluation.details.word, evaluation.flag.ruleSummary,
                metadata.row.remoteSummary,
                metadata.allowsLocalOverride ? "allowed" : "never", evaluation.explanation,
            ]
        }
        let table = TextTable(header: ["flag", "value", "rule", "remote", "local", "why"], rows: rows)
        let notes =
            diagnostics.isEmpty
            ? "" : "\ndiagnostics:\n" + diagnostics.map { "- \(TextTable.singleLine($0.description))\n" }.joined()
        return "configuration: \(configuration.rawValue); \(remote)\n\n" + table.text + notes
    }

    /// The report as a JSON object, keys in a fixed order.
    public var json: String {
        let report = JSONOutput.object([
            ("configuration", .string(configuration.rawValue)),
            ("remoteFetchedAt", Self.json(remoteFetchedAt)),
            ("flags", .array(evaluations.map(Self.json))),
            ("diagnostics", .array(diagnostics.map { .string($0.description) })),
        ])
        return report.text(singleLineFrom: 2) + "\n"
    }

    private static func json(_ evaluation: FlagEvaluation<Flag>) -> JSONOutput {
        let metadata = evaluation.flag.metadata
        return .object([
            ("name", .string(metadata.name)),
            ("key", .string(metadata.key)),
            ("value", evaluation.value.json),
            ("source", .string(evaluation.source.name)),
            ("compiledValue", evaluation.compiledFlagValue.json),
            ("overridable", .bool(evaluation.isOverridable)),
            ("remoteValue", evaluation.details.remoteValue?.json ?? .null),
            ("localOverride", evaluation.details.localOverride?.json ?? .null),
            ("owner", metadata.owner.map(JSONOutput.string) ?? .null),
            ("expires", metadata.expires.map(JSONOutput.string) ?? .null),
            ("explanation", .string(evaluation.explanation)),
        ])
    }

    private static func json(_ date: Date?) -> JSONOutput {
        date.map { .string(FlagExplanation.timestamp($0)) } ?? .null
    }
}

extension FlagStore {
    /// A report of every flag's current value and why, with recent diagnostics.
    ///
    /// - Returns: a ``FlagReport`` of the values in force now and the diagnostics the store
    ///   has kept.
    public func report() -> FlagReport<Flag> {
        FlagReport(snapshot(), diagnostics: recentDiagnostics)
    }
}

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
