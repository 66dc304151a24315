import FeatureFlagKit
import FeatureFlagKitTestSupport
import Foundation

// The names README.md's examples use without declaring them, as the reader's app would have them.

/// A logger, as in `os.Logger`.
struct Logger: Sendable {
    func warning(_ message: String) {}
}

let logger = Logger()

/// An analytics SDK's client.
struct AnalyticsClient: Sendable {
    func track(_ event: String, properties: [String: String]) {}
}

let analytics = AnalyticsClient()
/// A remote payload the app fetched.
let data = Data(#"{"version": 1, "flags": {}}"#.utf8)
/// A token for the flags server.
let token = "secret"
/// The app's caches folder.
let cachesFolder = FileManager.default.temporaryDirectory

func showRevisions() {}
func showClassicCheckout() {}
func showOneStepCheckout() {}
func showExpressCheckout() {}
func render(_ snapshot: FlagSnapshot<FeatureFlag>) {}
func refreshMenus(for flags: [FeatureFlag]) {}

/// A screen of the app that a test examines.
struct EditorScreen {
    var usesNewEditor: Bool { FeatureFlag.newEditor.isEnabled }
}

/// The app's Application Support folder.
let supportFolder = FileManager.default.temporaryDirectory
/// The signed-in user's id, if someone is signed in.
let signedInUserID: String? = nil

/// A user of the app.
struct User {
    let id: String
}

/// The user who just signed in.
let user = User(id: "user-42")

/// The app's refresher of remote payloads.
let refresher = FlagRefresher(store: FeatureFlag.sharedStore, source: InMemoryPayloadSource(responses: []))
