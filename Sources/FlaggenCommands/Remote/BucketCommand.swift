import FeatureFlagKit
import FlagJSON
import FlaggenCommandLine

/// `flaggen bucket --unit ID --group GROUP [--split W]`: the unit's bucket (1...100) in the group,
/// or with `--split` its split target (1...W), alone on stdout, so scripts and support staff can
/// tell whether a device is in a rollout and which entry of a split it gets.
enum BucketCommand {
    static let command = Command(
        name: "bucket",
        summary:
            "Print a unit's rollout bucket (1-100; in a rollout of p% when <= p) or split target (1-W) in a group.",
        positionals: [],
        options: [unit, group, split],
        action: run)

    private static let unit = Option.required(
        "--unit", "ID",
        help: "The unit id: the app's user id, or the device's install id (UTF-8; other bytes are refused).")
    private static let group = Option.required(
        "--group", "GROUP", help: "The rule's \"group\", or the flag's key when it names none.")
    private static let split = Option.optional(
        "--split", "W",
        help: "Print instead the unit's target (1-W) in a split whose weights add up to W (1-1000000).")

    private static func run(_ arguments: Arguments, sink: any OutputSink) throws(UsageError) -> ExitStatus {
        let rolloutGroup = RolloutGroup(try arguments.required(group))
        let unitID = try arguments.required(unit)
        if let total = try splitTotal(arguments) {
            sink.writeOutput("\(rolloutGroup.splitTarget(of: unitID, total: total))\n")
        } else {
            sink.writeOutput("\(rolloutGroup.bucket(of: unitID))\n")
        }
        return .success
    }

    /// The `--split` option's sum of weights, if given.
    private static func splitTotal(_ arguments: Arguments) throws(UsageError) -> Int? {
        guard let text = arguments.value(split) else { return nil }
        guard let total = Int(text), VariantSplit.totals.contains(total) else {
            let totals = VariantSplit.totals
            throw UsageError(
                message: "--split must be a whole number from \(totals.lowerBound) to \(totals.upperBound), "
                    + "not \(QuotedText.quoted(text)).")
        }
        return total
    }
}
