import FeatureFlagKit
import FeatureFlagKitScreen
import Foundation

// The package's own flags.json, compiled by FeatureFlagPlugin into FeatureFlag and
// BuildConfiguration. Try `swift run -Xswiftc -DALPHA_BUILD flags-demo`, `-c release`,
// `swift run flags-demo --payload https://example.com/flags.json` (or a file path), with
// `--unit ID`, `--app-version V` or `--os-version V` to see how targeted rules decide, or
// `swift run flags-demo --interactive` for the flags screen as a terminal menu. Local overrides
// live in memory: nothing the demo sets outlives the process.
let arguments = Array(CommandLine.arguments.dropFirst())
switch DemoArguments.parse(arguments) {
case .failure(let message):
    FileHandle.standardError.write(Data("flags-demo: \(message)\n\(DemoArguments.usage)\n".utf8))
    exit(2)
case .success(let options) where options.isHelpRequested:
    print(DemoArguments.help)
case .success(let options):
    let store = FeatureFlag.sharedStore
    store.setTargeting(DemoArguments.targeting(options, store: store))
    let refresher = options.payload.map {
        FlagRefresher(store: store, source: $0.source, policy: RefreshPolicy(minimumFetchInterval: 0))
    }
    if options.isInteractive {
        guard #available(macOS 14, iOS 17, tvOS 17, watchOS 10, *) else {
            FileHandle.standardError.write(Data("flags-demo: --interactive needs macOS 14 or later.\n".utf8))
            exit(2)
        }
        await InteractiveMenu(model: FlagsScreenModel(store: store, refresher: refresher)).run()
        exit(0)
    }
    let context = store.targeting
    print(
        "unit \(context.unitID), app version \(context.appVersion?.description ?? "unknown"), "
            + "OS version \(context.osVersion?.description ?? "unknown")\n")
    if let refresher, let payload = options.payload {
        let status = await refresher.refresh()
        print("payload from \(payload.description): \(DemoArguments.describe(status))\n")
    }
    // Flag reads as an app writes them: a constant where nothing can change the flag in this
    // build, one atomic load from the shared store where something can.
    let editor = FeatureFlag.newEditor.isEnabled ? "the block editor" : "the classic editor"
    let checklist = FeatureFlag.quickStart.isEnabled ? "with" : "without"
    print("The app shows \(editor), \(checklist) the Quick Start checklist.")
    // Typed reads: the declared Swift type, no key string and no default at the call site.
    print(
        "It accepts uploads of up to \(FeatureFlag.Values.uploadLimit) MB, refreshes the feed every "
            + "\(FeatureFlag.Values.refreshInterval) seconds and sends help mail to \(FeatureFlag.Values.supportEmail).\n"
    )
    print(store.report().text)
}
