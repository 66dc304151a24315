import FeatureFlagKit
import FlagGenerator
import FlagJSON
import FlaggenCommandLine
import Foundation

/// Reads and decodes a payload file for a command, writing why to `output` when it can't.
struct RemotePayloadFile {
    /// Where errors and warnings go.
    let output: any OutputSink

    /// The payload at `path` and what decoding it dropped, or `nil` after writing an error.
    func decode(_ path: String) -> DecodedPayload? {
        guard let data = ManifestLoader.contents(of: path) else {
            output.writeError(
                "flaggen: error: cannot read \(QuotedText.quoted(path)): \(ManifestLoader.reason(path)).\n")
            return nil
        }
        do {
            return try RemotePayload.decode(Array(data))
        } catch {
            let location = SourceLocation(line: error.line ?? 1, column: error.column ?? 1)
            let rejection = Diagnostic(.error, "the payload is rejected whole: \(error.message)", at: location)
            output.writeError(rejection.formatted(path: path) + "\n")
            return nil
        }
    }

    /// Writes the runtime's `diagnostics` about the payload at `path` as diagnostics of
    /// `severity`, `path:line:column: warning: …`.
    func report(_ diagnostics: [FlagDiagnostic], as severity: Diagnostic.Severity, in path: String) {
        output.writeError(diagnostics.map { Diagnostic(severity, $0).formatted(path: path) + "\n" }.joined())
    }
}

extension Diagnostic {
    /// The runtime's `diagnostic` about a payload, as a diagnostic of `severity` at its line and
    /// column (the start of the payload when it has none).
    init(_ severity: Severity, _ diagnostic: FlagDiagnostic) {
        self.init(
            severity, diagnostic.message,
            at: SourceLocation(line: diagnostic.line ?? 1, column: diagnostic.column ?? 1))
    }
}

extension [FlagDiagnostic] {
    /// The diagnostics by line and column in the payload; those at one place keep their order.
    var inPayloadOrder: [FlagDiagnostic] {
        enumerated().sorted {
            ($0.element.line ?? 0, $0.element.column ?? 0, $0.offset) < (
                $1.element.line ?? 0, $1.element.column ?? 0, $1.offset
            )
        }
        .map(\.element)
    }
}
