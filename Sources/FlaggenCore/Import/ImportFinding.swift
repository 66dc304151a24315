import FlagGenerator
import FlagJSON

/// Something `flaggen import` reports about its input, with where it is.
public struct ImportFinding: Sendable, Equatable, CustomStringConvertible {
    /// How a finding affects the import.
    public enum Kind: String, Sendable {
        /// Nothing could be imported.
        case error
        /// Part of the input was imported approximately; the import is not exact.
        case approximation = "warning"
        /// Something worth knowing that changes no flag's value.
        case note
    }

    /// How the finding affects the import.
    public var kind: Kind
    /// A full sentence that names what was found and what to do.
    public var message: String
    /// The input file, as given on the command line.
    public var path: String
    /// Where in the file.
    public var location: SourceLocation

    /// Creates a finding.
    public init(_ kind: Kind, _ message: String, path: String, at location: SourceLocation) {
        self.kind = kind
        self.message = message
        self.path = path
        self.location = location
    }

    /// `path:line:column: warning: message`, the line editors and build logs understand.
    public var description: String {
        "\(Diagnostic.displayed(path)):\(location.line):\(location.column): \(kind.rawValue): \(message)"
    }
}
