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
            let shown = Diagnostic.displayed(path)
            output.writeError(
                "\(shown):\(error.line ?? 1):\(error.column ?? 1): error: the payload is rejected whole: \(error.message)\n"
            )
            return nil
        }
    }

    /// Writes `diagnostics` about the payload at `path` as warnings, `path:line:column: warning: …`.
    func warn(_ diagnostics: [FlagDiagnostic], in path: String) {
        let shown = Diagnostic.displayed(path)
        output.writeError(
            diagnostics.map { "\(shown):\($0.line ?? 1):\($0.column ?? 1): warning: \($0.message)\n" }.joined())
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
