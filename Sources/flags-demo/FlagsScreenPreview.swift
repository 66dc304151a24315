// The SwiftUI flags screen over the demo's own flags; not compiled on Linux (no SwiftUI).
#if canImport(SwiftUI) && (os(iOS) || os(macOS) || os(visionOS))
import FeatureFlagKit
import FeatureFlagKitScreen
import SwiftUI

/// The flags screen in Xcode's canvas. A `PreviewProvider` rather than `#Preview`: the macro's
/// plug-in ships only with Xcode, so `swift build` with the Command Line Tools alone fails on it.
@available(macOS 14, iOS 17, *)
struct FlagsScreenPreview: PreviewProvider {
    static var previews: some View {
        let store = FlagStore<FeatureFlag>(configuration: .localDeveloper)
        try? store.setLocalOverride(true, for: .newEditor)
        try? store.setLocalOverride(FeatureFlag.CheckoutFlowVariant.express)
        try? store.setLocalOverride(100, for: .uploadLimit)
        return NavigationStack {
            FlagsScreen(model: FlagsScreenModel(store: store))
        }
    }
}
#endif
