import FlagJSON

/// A problem found in an input file, with where it is.
package struct Diagnostic: Sendable, Hashable, CustomStringConvertible {
    /// How serious a problem is.
    package enum Severity: String, Sendable {
        /// The input can't be used; generation fails.
        case error
        /// The input works but is probably not what was meant; generation goes on.
        case warning
        /// Something worth knowing that changes nothing, such as code `flaggen import` leaves out.
        case note
    }

    /// How serious the problem is.
    package var severity: Severity
    /// A full sentence that names the field and says how to fix it.
    package var message: String
    /// Where the problem is.
    package var location: SourceLocation

    /// Creates a diagnostic.
    package init(_ severity: Severity, _ message: String, at location: SourceLocation) {
        self.severity = severity
        self.message = message
        self.location = location
    }

    /// `line:column: severity: message`, without a path.
    package var description: String {
        "\(location): \(severity.rawValue): \(message)"
    }

    /// The line editors and build logs understand: `path:line:column: error: message`.
    ///
    /// The path is shown by ``displayed(_:)``, so no file name can break or forge the line.
    package func formatted(path: String) -> String {
        "\(Self.displayed(path)):\(location.line):\(location.column): \(severity.rawValue): \(message)"
    }

    /// `text` as it is when nothing in it can end a line or change how the line displays,
    /// else quoted by `QuotedText`: for paths, which editors find only as written, and for
    /// system messages that may hold one.
    package static func displayed(_ text: String) -> String {
        text.unicodeScalars.contains(where: JSONString.needsEscape) ? QuotedText.quoted(text) : text
    }
}

extension Array where Element == Diagnostic {
    /// A Boolean value indicating whether any diagnostic is an error.
    package var containsErrors: Bool { contains { $0.severity == .error } }

    /// The diagnostics in the order of their locations in the file; ones at the same location
    /// keep the order they were reported in.
    package var inFileOrder: [Diagnostic] {
        enumerated()
            .sorted { ($0.element.location, $0.offset) < ($1.element.location, $1.offset) }
            .map(\.element)
    }
}
