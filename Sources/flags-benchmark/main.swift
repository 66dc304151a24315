import FeatureFlagKit
import Foundation

// `swift run -c release flags-benchmark`: every measurement beside its baseline, in one process.
// Reads use the generated FeatureFlag of this target's flags.json; payloads use SyntheticFlag.
// Optional arguments pick groups: `reads`, `contention`, `payloads`, `targeting`, `experiments`,
// `values` (default: all).
let groups: [(name: String, run: () -> [Comparison])] = [
    ("reads", ReadBenchmarks.run), ("contention", ContentionBenchmarks.run), ("payloads", PayloadBenchmarks.run),
    ("targeting", TargetingBenchmarks.run), ("experiments", ExperimentBenchmarks.run),
    ("values", TypedValueBenchmarks.run),
]
let usage = "usage: flags-benchmark [\(groups.map(\.name).joined(separator: " | "))]...   (every group if none)"
let requested = Set(CommandLine.arguments.dropFirst())
if !requested.isDisjoint(with: ["--help", "-h"]) {
    print(usage)
    exit(0)
}
if let unknown = requested.subtracting(groups.map(\.name)).sorted().first {
    FileHandle.standardError.write(Data("flags-benchmark: no group named '\(unknown)'.\n\(usage)\n".utf8))
    exit(2)
}
startIdleThread()
#if DEBUG
print("warning: a debug build; run `swift run -c release flags-benchmark` for meaningful numbers.\n")
#endif
print(
    "FeatureFlagKit benchmark — configuration \(BuildConfiguration.current.rawValue), \(ProcessInfo.processInfo.activeProcessorCount) cores"
)
print("each row: min and median over several runs; ratio = baseline median / median\n")
ResultTable.show(groups.filter { requested.isEmpty || requested.contains($0.name) }.flatMap { $0.run() })
