import FeatureFlagKit
import Foundation

// The package's own flags.json, compiled by FeatureFlagPlugin into FeatureFlag and
// BuildConfiguration. Try `swift run -Xswiftc -DALPHA_BUILD flags-demo`, `-c release`, or
// `swift run flags-demo --overrides https://example.com/flags.json` (or a file path), with
// `--unit ID`, `--app-version V` or `--os-version V` to see how targeted rules decide.
let arguments = Array(CommandLine.arguments.dropFirst())
switch DemoArguments.parse(arguments) {
case .failure(let message):
    FileHandle.standardError.write(Data("flags-demo: \(message)\n\(DemoArguments.usage)\n".utf8))
    exit(2)
case .success(let options):
    let store = FeatureFlag.sharedStore
    store.setTargeting(DemoArguments.targeting(options, store: store))
    let context = store.targeting
    print("unit \(context.unitID), app version \(context.appVersion?.description ?? "unknown"), "
        + "OS version \(context.osVersion?.description ?? "unknown")\n")
    if let overrides = options.overrides {
        let refresher = FlagRefresher(store: store, source: overrides.source, policy: RefreshPolicy(minimumFetchInterval: 0))
        let status = await refresher.refresh()
        print("overrides from \(overrides.description): \(DemoArguments.describe(status))\n")
    }
    // Flag reads as an app writes them: a constant where nothing can change the flag in this
    // build, one atomic load from the shared store where something can.
    let editor = FeatureFlag.newEditor.isEnabled ? "the block editor" : "the classic editor"
    let checklist = FeatureFlag.quickStart.isEnabled ? "with" : "without"
    print("The app shows \(editor), \(checklist) the Quick Start checklist.\n")
    print(store.report().text)
}
