import FlagGenerator
import FlagJSON

/// Something `flaggen import` reports about its input, with where it is.
package struct ImportFinding: Sendable, Equatable, CustomStringConvertible {
    /// How a finding affects the import.
    package enum Kind: String, Sendable {
        /// Nothing could be imported.
        case error
        /// Part of the input was imported approximately; the import is not exact.
        case approximation = "warning"
        /// Something worth knowing that changes no flag's value.
        case note
    }

    /// How the finding affects the import.
    package var kind: Kind
    /// A full sentence that names what was found and what to do.
    package var message: String
    /// The input file, as given on the command line.
    package var path: String
    /// Where in the file.
    package var location: SourceLocation

    /// Creates a finding.
    package init(_ kind: Kind, _ message: String, path: String, at location: SourceLocation) {
        self.kind = kind
        self.message = message
        self.path = path
        self.location = location
    }

    /// `path:line:column: warning: message`, the line editors and build logs understand.
    package var description: String {
        "\(Diagnostic.displayed(path)):\(location.line):\(location.column): \(kind.rawValue): \(message)"
    }
}
