import FeatureFlagKit
import Foundation

// Test helper: one of two processes sharing one override file. Loads a store on FILE, prints
// "ready", waits for a line on stdin, then sets and clears the local overrides of its own
// flags (those whose key starts with SIDE, "a" or "b") PASSES times, ending with all of them
// set to true. Prints every diagnostic to stderr and exits 1 if there was any.
guard CommandLine.arguments.count == 4, ["a", "b"].contains(CommandLine.arguments[2]),
      let passes = Int(CommandLine.arguments[3]), passes > 0
else {
    FileHandle.standardError.write(Data("usage: override-writer OVERRIDES_FILE a|b PASSES\n".utf8))
    exit(2)
}
let diagnostics = Protected<Int>(0)
let store = FlagStore<FeatureFlag>(
    configuration: .localDeveloper,
    localOverrideStorage: .file(URL(fileURLWithPath: CommandLine.arguments[1])),
    notificationCenter: nil,
    onDiagnostic: { diagnostic in
        diagnostics.withValue { $0 += 1 }
        FileHandle.standardError.write(Data("override-writer: \(diagnostic.message)\n".utf8))
    })
FileHandle.standardOutput.write(Data("ready\n".utf8))
_ = readLine()
let mine = FeatureFlag.allCases.filter { $0.metadata.key.hasPrefix(CommandLine.arguments[2]) }
for pass in 0..<passes {
    for flag in mine {
        if (passes - 1 - pass) % 2 == 0 {
            try store.setLocalOverride(true, for: flag)
        } else {
            store.clearLocalOverride(for: flag)
        }
    }
}
exit(diagnostics.withValue { $0 } == 0 ? 0 : 1)
