import FlagGenerator
import FlagJSON

/// A diagnostic of `flaggen import` and the input it is about: an import reads two files.
///
/// A warning means part of the input was imported approximately; a note changes no flag's value.
package struct ImportFinding: Sendable, Equatable, CustomStringConvertible {
    /// The input file, as given on the command line.
    package var path: String
    /// What was found, where in the file, and how it affects the import.
    package var diagnostic: Diagnostic

    /// Creates a finding.
    package init(_ severity: Diagnostic.Severity, _ message: String, path: String, at location: SourceLocation) {
        self.path = path
        self.diagnostic = Diagnostic(severity, message, at: location)
    }

    /// `path:line:column: warning: message`, the line editors and build logs understand.
    package var description: String { diagnostic.formatted(path: path) }
}
