import FeatureFlagKit
import FlagGenerator
import FlagJSON
import FlaggenCommandLine
import ManifestVocabulary

/// `flaggen remote-template MANIFEST`: a payload listing every remotely changeable flag.
enum RemoteTemplateCommand {
    static let command = Command(
        name: "remote-template",
        summary: "Print a payload with every remotely changeable flag at its compiled values, ready to edit.",
        positionals: [
            Positional(
                "MANIFEST",
                help: "The flags.json to read. The payload goes to standard output, a table of",
                "each flag's compiled value per configuration to standard error.")
        ],
        options: [quiet, .today],
        action: run)

    private static let quiet = Option.switch("--quiet", help: "Print the payload only, without the table.")

    private static func run(_ arguments: Arguments, sink: any OutputSink) throws(UsageError) -> ExitStatus {
        guard let manifest = try ManifestLoader(output: sink).load(arguments.positionals[0], todayFrom: arguments)
        else { return .failure }
        let flags = manifest.flags.filter { $0.remote != .forbidden }
        let payload = payload(for: flags, configurations: manifest.configurationNames)
        guard payload.utf8.count <= RemotePayload.defaultSizeLimit else {
            sink.writeError(
                "flaggen: error: the template of the manifest's \(flags.count) remote flags is larger than the "
                    + "\(RemotePayload.defaultSizeLimit) bytes (1 MiB) an app accepts, so validate-remote and every app would reject it "
                    + "whole; nothing was written. Write a payload with only the flags it changes.\n")
            return .failure
        }
        sink.writeOutput(payload)
        if !arguments.isSet(quiet) { sink.writeError(table(for: flags, configurations: manifest.configurationNames)) }
        return .success
    }

    /// Uploading the template changes nothing: a flag that may take any value restates its
    /// compiled value (a variant flag's variant name) where that holds, and a kill switch lists
    /// no configurations (add some to switch it off, or to its baseline).
    static func payload(for flags: [FlagDeclaration], configurations: [String]) -> String {
        let entries = flags.map { flag -> (key: String, value: JSONOutput) in
            guard flag.remote == .allowed, let fallback = configurations.last else {
                return (flag.key, entry(value: TemplateValue(baselineOf: flag), configurations: []))
            }
            let value = TemplateValue(compiledValueOf: flag, in: fallback)
            return (
                flag.key,
                entry(
                    value: value,
                    configurations: configurations.filter { TemplateValue(compiledValueOf: flag, in: $0) == value })
            )
        }
        let payload = JSONOutput.object([("version", .number(1)), ("flags", .object(entries))])
        return payload.text(singleLineFrom: 2) + "\n"
    }

    private static func entry(value: TemplateValue, configurations: [String]) -> JSONOutput {
        .object([("value", value.json), ("configurations", .array(configurations.map(JSONOutput.string)))])
    }

    /// One row per flag; for a manifest with app variants, an `only if` column with each
    /// flag's `if` condition, and a note that the values hold only where it does.
    static func table(for flags: [FlagDeclaration], configurations: [String]) -> String {
        let showsAppVariants = flags.contains { $0.appVariant != nil }
        let rows = flags.map { flag in
            [flag.key, FlagMetadataRow(flag).remoteSummary]
                + (showsAppVariants ? [flag.appVariant?.description ?? "-"] : [])
                + configurations.map { TemplateValue(compiledValueOf: flag, in: $0).text }
        }
        let table = TextTable(
            header: ["key", "remote"] + (showsAppVariants ? ["only if"] : []) + configurations, rows: rows
        ).text
        guard showsAppVariants else { return table }
        let hasVariantFlagsWithCondition = flags.contains { $0.appVariant != nil && $0.value.options != nil }
        let off = hasVariantFlagsWithCondition ? "off, or its baseline for a variant flag," : "off"
        return table + "A flag with an 'only if' condition has these values in builds where it holds; "
            + "in the others it is \(off) and ignores the payload.\n"
    }
}
