import FeatureFlagKit
import Foundation

// The names README.md's examples use without declaring them, as the reader's app would have them.

/// A logger, as in `os.Logger`.
struct Logger: Sendable {
    func warning(_ message: String) {}
}

let logger = Logger()
/// A remote payload the app fetched.
let data = Data(#"{"version": 1, "flags": {}}"#.utf8)
/// A token for the flags server.
let token = "secret"
/// The app's caches folder.
let cachesFolder = FileManager.default.temporaryDirectory

func showRevisions() {}
func render(_ snapshot: FlagSnapshot<FeatureFlag>) {}
func refreshMenus(for flags: [FeatureFlag]) {}

/// A screen of the app that a test examines.
struct EditorScreen {
    var usesNewEditor: Bool { FeatureFlag.newEditor.isEnabled }
}
