import FeatureFlagKit

/// Main-actor isolated by default (the target uses `.defaultIsolation(MainActor.self)`).
final class Screen {
    var showsFlag: Bool { FeatureFlag.mainActorFlag.isEnabled }
    var isCompact: Bool { FeatureFlag.LayoutVariant.current == .compact }
    var pageSize: Int { FeatureFlag.Values.pageSize }
    var greeting: String { FeatureFlag.Values.greeting }
}

/// The generated types must be usable off the main actor too.
func readOffTheMainActor() async -> [String] {
    await Task.detached {
        FeatureFlag.allCases.map { "\($0.metadata.key)=\($0.isEnabled(in: BuildConfiguration.current))" }
            + [
                "layout=\(FeatureFlag.LayoutVariant.current.rawValue)",
                "layout in appStore=\(FeatureFlag.LayoutVariant.value(in: .appStore).rawValue)",
                "pageSize=\(FeatureFlag.Values.pageSize)",
                "greeting in appStore=\(FeatureFlag.Values.greeting(in: .appStore))",
            ]
    }.value
}
