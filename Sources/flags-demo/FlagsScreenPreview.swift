// The SwiftUI flags screen over the demo's own flags; not compiled on Linux (no SwiftUI).
#if canImport(SwiftUI) && (os(iOS) || os(macOS) || os(visionOS))
import FeatureFlagKit
import SwiftUI

@available(macOS 14, iOS 17, *)
#Preview("Flags screen") {
    let store = FlagStore<FeatureFlag>(configuration: .localDeveloper, notificationCenter: nil)
    try? store.setLocalOverride(true, for: .newEditor)
    return NavigationStack {
        FlagsScreen(model: FlagsScreenModel(store: store))
    }
}
#endif
