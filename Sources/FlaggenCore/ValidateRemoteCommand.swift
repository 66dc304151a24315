import FlagGenerator
import FlagJSON
import FlagModel
import Foundation

/// `flaggen validate-remote PAYLOAD --manifest MANIFEST`: what an app would ignore or refuse.
enum ValidateRemoteCommand {
    static let command = Command(
        name: "validate-remote",
        summary: "Check a remote payload against a manifest with the app's own validation.",
        positionals: [Positional("PAYLOAD", help: "The payload to check (what you are about to upload).")],
        options: [
            manifest, strict,
            .today.explained("The date to check the manifest's 'expires' against (default: today)."),
        ],
        helpColumn: 20,
        action: run)

    private static let manifest = Option.required("--manifest", "MANIFEST", help: "The flags.json of the app that will read it.")
    private static let strict = Option.strict(
        "Exit 1 if any entry would be ignored or refused, not only if the payload is rejected.")

    private static func run(_ arguments: Arguments, sink: any OutputSink) throws(UsageError) -> ExitStatus {
        let manifestPath = try arguments.required(Self.manifest)
        let payloadPath = arguments.positionals[0]
        let shownPath = Diagnostic.displayed(payloadPath)
        guard let manifest = try ManifestLoader(output: sink).load(manifestPath, todayFrom: arguments) else { return .failure }
        guard let data = FileManager.default.contents(atPath: payloadPath) else {
            sink.writeError("flaggen: error: cannot read \(QuotedText.quoted(payloadPath)).\n")
            return .failure
        }
        let decoded: DecodedPayload
        do {
            decoded = try RemotePayload.decode(Array(data))
        } catch {
            sink.writeError("\(shownPath):\(error.line ?? 1):\(error.column ?? 1): error: the payload is rejected whole: \(error.message)\n")
            return .failure
        }
        let findings = diagnostics(of: decoded, against: FlagCatalog(manifest))
        sink.writeError(findings.map { "\(shownPath):\($0.line ?? 1):\($0.column ?? 1): warning: \($0.message)\n" }.joined())
        return arguments.isSet(strict) && !findings.isEmpty ? .failure : .success
    }

    /// Decoding problems plus, for every configuration, what the store would ignore or refuse;
    /// each problem once, in payload order.
    private static func diagnostics(of decoded: DecodedPayload, against catalog: FlagCatalog) -> [FlagDiagnostic] {
        var seen: Set<FlagDiagnostic> = []
        let all = decoded.diagnostics + catalog.configurations.flatMap { decoded.payload.diagnostics(against: catalog, configuration: $0) }
        return all.filter { seen.insert($0).inserted }.sorted { ($0.line ?? 0, $0.column ?? 0) < ($1.line ?? 0, $1.column ?? 0) }
    }
}
