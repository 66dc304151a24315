import FeatureFlagKit
import FlagGenerator
import FlagJSON
import FlaggenCommandLine
import Foundation

/// `flaggen validate-remote PAYLOAD --manifest MANIFEST`: what an app would ignore or refuse,
/// plus targeting rules that can't work (a `rollout` on a `remote: false` flag is an error; a
/// rule after one without conditions never decides, a warning).
enum ValidateRemoteCommand {
    static let command = Command(
        name: "validate-remote",
        summary: "Check a remote payload against a manifest with the app's own validation.",
        positionals: [Positional("PAYLOAD", help: "The payload to check (what you are about to upload).")],
        options: [
            manifest, strict,
            .today.explained("The date to check the manifest's 'expires' against (default: today)."),
        ],
        action: run)

    private static let manifest = Option.required(
        "--manifest", "MANIFEST", help: "The flags.json of the app that will read it.")
    private static let strict = Option.strict(
        "Exit 1 if any entry would be ignored or refused, not only if the payload is rejected.")

    private static func run(_ arguments: Arguments, sink: any OutputSink) throws(UsageError) -> ExitStatus {
        let manifestPath = try arguments.required(Self.manifest)
        let payloadPath = arguments.positionals[0]
        guard let manifest = try ManifestLoader(output: sink).load(manifestPath, todayFrom: arguments) else {
            return .failure
        }
        let file = RemotePayloadFile(output: sink)
        guard let decoded = file.decode(payloadPath) else { return .failure }
        let catalog = FlagCatalog(manifest)
        let rules = decoded.payload.ruleFindings(against: catalog)
        let findings = diagnostics(of: decoded, against: catalog, plus: rules.warnings)
        file.report(rules.errors, as: .error, in: payloadPath)
        file.report(findings, as: .warning, in: payloadPath)
        return !rules.errors.isEmpty || (arguments.isSet(strict) && !findings.isEmpty) ? .failure : .success
    }

    /// Decoding problems, `ruleWarnings`, and for every configuration what the store would
    /// ignore or refuse; each problem once, in payload order.
    private static func diagnostics(
        of decoded: DecodedPayload, against catalog: FlagCatalog, plus ruleWarnings: [FlagDiagnostic]
    ) -> [FlagDiagnostic] {
        var seen: Set<FlagDiagnostic> = []
        let all =
            decoded.diagnostics + ruleWarnings
            + catalog.configurations.flatMap { decoded.payload.diagnostics(against: catalog, configuration: $0) }
        return all.filter { seen.insert($0).inserted }.inPayloadOrder
    }
}
