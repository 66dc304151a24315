import FeatureFlagKit
import FlaggenCommandLine

/// `flaggen bucket --unit ID --group GROUP`: the unit's bucket (1...100) in the group, alone on
/// stdout, so scripts and support staff can tell whether a device is in a rollout.
enum BucketCommand {
    static let command = Command(
        name: "bucket",
        summary: "Print a unit's rollout bucket (1-100) in a group; it is in a rollout of p% when bucket <= p.",
        positionals: [],
        options: [unit, group],
        helpColumn: 18,
        action: run)

    private static let unit = Option.required(
        "--unit", "ID",
        help: "The unit id: the app's user id, or the device's install id (UTF-8; other bytes are refused).")
    private static let group = Option.required(
        "--group", "GROUP", help: "The rule's \"group\", or the flag's key when it names none.")

    private static func run(_ arguments: Arguments, sink: any OutputSink) throws(UsageError) -> ExitStatus {
        let bucket = RolloutGroup(try arguments.required(group)).bucket(of: try arguments.required(unit))
        sink.writeOutput("\(bucket)\n")
        return .success
    }
}
