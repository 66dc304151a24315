import FeatureFlagKit
import Foundation

// The package's own flags.json, compiled by FeatureFlagPlugin into FeatureFlag and
// BuildConfiguration. Try `swift run -Xswiftc -DALPHA_BUILD flags-demo`, `-c release`, or
// `swift run flags-demo --overrides https://example.com/flags.json` (or a file path).
let arguments = Array(CommandLine.arguments.dropFirst())
switch DemoArguments.parse(arguments) {
case .failure(let message):
    FileHandle.standardError.write(Data("flags-demo: \(message)\nusage: flags-demo [--overrides URL_OR_FILE]\n".utf8))
    exit(2)
case .success(let overrides):
    if let overrides {
        let refresher = FlagRefresher(
            store: FeatureFlag.sharedStore, source: overrides.source, policy: RefreshPolicy(minimumFetchInterval: 0))
        let status = await refresher.refresh()
        print("overrides from \(overrides.description): \(DemoArguments.describe(status))\n")
    }
    // Flag reads as an app writes them: a constant where nothing can change the flag in this
    // build, one atomic load from the shared store where something can.
    let editor = FeatureFlag.newEditor.isEnabled ? "the block editor" : "the classic editor"
    let checklist = FeatureFlag.quickStart.isEnabled ? "with" : "without"
    print("The app shows \(editor), \(checklist) the Quick Start checklist.\n")
    print(FeatureFlag.sharedStore.report().text)
}
