import FeatureFlagKit
import FlagGenerator
import Foundation

/// `flaggen validate-remote PAYLOAD --manifest MANIFEST`: what an app would ignore or refuse.
enum ValidateRemoteCommand {
    static let command = Command(
        name: "validate-remote",
        summary: "Check a remote payload against a manifest with the app's own validation.",
        usage: "PAYLOAD --manifest MANIFEST [--strict] [--today YYYY-MM-DD]",
        details: [
            "PAYLOAD             The payload to check (what you are about to upload).",
            "--manifest MANIFEST The flags.json of the app that will read it.",
            "--strict            Exit 1 if any entry would be ignored or refused, not only if the payload is rejected.",
            "--today DATE        The date to check the manifest's 'expires' against (default: today).",
        ],
        positionals: ["PAYLOAD"],
        valueOptions: ["--manifest", "--today"],
        switches: ["--strict"],
        action: run)

    private static func run(_ arguments: Arguments) throws(UsageError) -> ExitStatus {
        guard let manifestPath = arguments.value("--manifest") else { throw UsageError(message: "missing --manifest MANIFEST.") }
        let payloadPath = arguments.positionals[0]
        guard let manifest = ManifestLoader.load(manifestPath, today: try ManifestLoader.today(arguments))?.manifest else {
            return .failure
        }
        guard let data = FileManager.default.contents(atPath: payloadPath) else {
            Output.standardError("flaggen: error: cannot read '\(payloadPath)'.\n")
            return .failure
        }
        let decoded: (payload: RemotePayload, diagnostics: [FlagDiagnostic])
        do {
            decoded = try RemotePayload.decode(Array(data))
        } catch {
            Output.standardError("\(payloadPath):\(error.line ?? 1):\(error.column ?? 1): error: the payload is rejected whole: \(error.message)\n")
            return .failure
        }
        let findings = diagnostics(of: decoded, against: FlagCatalog(manifest))
        Output.standardError(findings.map { "\(payloadPath):\($0.line ?? 1):\($0.column ?? 1): warning: \($0.message)\n" }.joined())
        return arguments.isSet("--strict") && !findings.isEmpty ? .failure : .success
    }

    /// Decoding problems plus, for every configuration, what the store would ignore or refuse;
    /// each problem once, in payload order.
    private static func diagnostics(
        of decoded: (payload: RemotePayload, diagnostics: [FlagDiagnostic]), against catalog: FlagCatalog
    ) -> [FlagDiagnostic] {
        var seen: Set<FlagDiagnostic> = []
        let all = decoded.diagnostics + catalog.configurations.flatMap { decoded.payload.diagnostics(against: catalog, configuration: $0) }
        return all.filter { seen.insert($0).inserted }.sorted { ($0.line ?? 0, $0.column ?? 0) < ($1.line ?? 0, $1.column ?? 0) }
    }
}
