import FeatureFlagKit
import FlagGenerator
import FlagJSON
import Foundation

/// Reads and decodes a payload file for a command, printing why when it can't.
enum RemotePayloadFile {
    /// The payload at `path` and what decoding it dropped, or `nil` after printing an error.
    static func decode(_ path: String) -> (payload: RemotePayload, diagnostics: [FlagDiagnostic])? {
        guard let data = FileManager.default.contents(atPath: path) else {
            Output.standardError("flaggen: error: cannot read \(QuotedText.quoted(path)).\n")
            return nil
        }
        do {
            return try RemotePayload.decode(Array(data))
        } catch {
            let shown = Diagnostic.displayed(path)
            Output.standardError("\(shown):\(error.line ?? 1):\(error.column ?? 1): error: the payload is rejected whole: \(error.message)\n")
            return nil
        }
    }

    /// The payload at `path`, its decoding problems printed as warnings, or `nil` after an error.
    static func load(_ path: String) -> RemotePayload? {
        guard let decoded = decode(path) else { return nil }
        let shown = Diagnostic.displayed(path)
        Output.standardError(decoded.diagnostics.map { "\(shown):\($0.line ?? 1):\($0.column ?? 1): warning: \($0.message)\n" }.joined())
        return decoded.payload
    }
}
