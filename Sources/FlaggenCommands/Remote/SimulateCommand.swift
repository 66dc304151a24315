import FeatureFlagKit
import FlagGenerator
import FlagJSON
import FlaggenCommandLine
import Foundation

/// `flaggen simulate PAYLOAD --manifest M [--configuration C] [--unit ID] [--format F] …`: every
/// flag's effective value on one device, with the reason, from the runtime's own evaluation code.
enum SimulateCommand {
    static let command = Command(
        name: "simulate",
        summary: "Show every flag's value and why, for a payload on one simulated device.",
        positionals: [Positional("PAYLOAD", help: "The payload, as the app would fetch it.")],
        options: [manifest, configuration, unit, appVersion, build, osVersion, platform, format],
        action: run)

    private static let manifest = Option.required(
        "--manifest", "MANIFEST", help: "The flags.json of the app that reads it.")
    private static let configuration = Option.optional(
        "--configuration", "NAME", help: "The build configuration (default: the manifest's last).")
    private static let unit = Option.optional(
        "--unit", "ID", help: "The unit id that rollouts bucket, UTF-8 (other bytes are refused; default: an empty id)."
    )
    private static let appVersion = Option.optional(
        "--app-version", "V", help: "The app's version, such as 24.4 (default: unknown).")
    private static let build = Option.optional("--build", "B", help: "The app's build number (default: unknown).")
    private static let osVersion = Option.optional(
        "--os-version", "V", help: "The operating system's version, such as 17.4 (default: unknown).")
    private static let platform = Option.optional(
        "--platform", "P",
        help: "One of \(TargetPlatform.allCases.map(\.description).joined(separator: ", ")) (default: unknown).")

    private static let format = Option.optional("--format", "F", help: "").explained(
        "text (default): a table of each flag's value and why; json: one JSON object,",
        "every flag's value in force under its key, on standard output (the header,",
        "warnings and reasons go to standard error).")

    /// How `simulate` writes its result.
    private enum Format: String, CaseIterable {
        /// A table of every flag's key, value and reason, after a header, on standard output.
        case text
        /// One JSON object, every flag's value by key, on standard output; the rest on standard error.
        case json
    }

    private static func run(_ arguments: Arguments, sink: any OutputSink) throws(UsageError) -> ExitStatus {
        let manifestPath = try arguments.required(Self.manifest)
        let format = try outputFormat(arguments)
        let context = try targeting(arguments)
        guard let manifest = try ManifestLoader(output: sink).load(manifestPath, todayFrom: arguments) else {
            return .failure
        }
        let catalog = FlagCatalog(manifest)
        let configuration = arguments.value(Self.configuration) ?? catalog.configurations.last ?? ""
        guard catalog.configurationIndex(configuration) != nil else {
            throw UsageError(
                message: "--configuration \(QuotedText.quoted(configuration)) is not a configuration of the manifest "
                    + "(\(catalog.configurations.joined(separator: ", "))).")
        }
        let file = RemotePayloadFile(output: sink)
        guard let decoded = file.decode(arguments.positionals[0]) else { return .failure }
        // In JSON, standard output holds the object alone: everything else goes to standard error.
        func write(_ text: String) {
            if format == .json { sink.writeError(text) } else { sink.writeOutput(text) }
        }
        write("configuration \(configuration), \(describe(context))\n")
        let simulation = PayloadSimulation(
            decoded.payload, catalog: catalog, configuration: configuration, targeting: context)
        // What decoding dropped and what applying ignores or refuses, in payload order.
        file.report(
            (decoded.diagnostics + simulation.diagnostics).inPayloadOrder, as: .warning, in: arguments.positionals[0])
        write(table(simulation.rows))
        if format == .json {
            let values = JSONOutput.object(simulation.rows.map { ($0.key, $0.flagValue.json) })
            sink.writeOutput(values.text(singleLineFrom: 1) + "\n")
        }
        return .success
    }

    /// Every flag's key, value and reason, one line each, in columns.
    private static func table(_ rows: [PayloadSimulation.Row]) -> String {
        let width = rows.map(\.key.count).max() ?? 0
        let valueWidth = max(3, rows.map(\.value.count).max() ?? 0)
        return rows.map {
            $0.key.padding(toLength: width, withPad: " ", startingAt: 0) + "  "
                + $0.value.padding(toLength: valueWidth, withPad: " ", startingAt: 0) + "  " + $0.reason + "\n"
        }.joined()
    }

    private static func outputFormat(_ arguments: Arguments) throws(UsageError) -> Format {
        guard let name = arguments.value(format) else { return .text }
        guard let known = Format(rawValue: name) else {
            throw UsageError(
                message: "--format \(QuotedText.quoted(name)) is not a format; use one of "
                    + "\(Format.allCases.map(\.rawValue).joined(separator: ", ")).")
        }
        return known
    }

    private static func targeting(_ arguments: Arguments) throws(UsageError) -> TargetingContext {
        var platformValue: TargetPlatform?
        if let name = arguments.value(platform) {
            guard let known = TargetPlatform(name: name) else {
                throw UsageError(
                    message: "--platform \(QuotedText.quoted(name)) is not a platform; use one of "
                        + "\(TargetPlatform.allCases.map(\.description).joined(separator: ", ")).")
            }
            platformValue = known
        }
        return TargetingContext(
            unitID: arguments.value(unit) ?? "", appVersion: try version(arguments, appVersion),
            build: try version(arguments, build),
            osVersion: try version(arguments, osVersion), platform: platformValue)
    }

    private static func version(_ arguments: Arguments, _ option: Option) throws(UsageError) -> Version? {
        guard let text = arguments.value(option) else { return nil }
        guard let version = Version(text) else {
            if Version.hasOversizedComponent(text) {
                throw UsageError(
                    message:
                        "\(option.name) \(QuotedText.quoted(text)) has a component above \(Version.maximumComponent), "
                        + "the largest a version component may be.")
            }
            throw UsageError(
                message:
                    "\(option.name) \(QuotedText.quoted(text)) is not a version; write dot-separated whole numbers such as 24.3."
            )
        }
        return version
    }

    private static func describe(_ context: TargetingContext) -> String {
        let unknown = "unknown"
        return "unit \(QuotedText.quoted(context.unitID)), app version \(context.appVersion?.description ?? unknown), "
            + "build \(context.build?.description ?? unknown), OS version \(context.osVersion?.description ?? unknown), "
            + "platform \(context.platform?.description ?? unknown)"
    }
}
