/// Code the flags call: the importer can't see into it, so these rules are approximated.
enum AppConfiguration {
    static let isJetpack = true
    static let appName = "Jetpack"
}

enum RemoteSwitch {
    static func isOn(_ name: String) -> Bool { name == "stats" }
}

enum FeatureFlagOverrideStore {
    static func overriddenValue(for flag: FeatureFlag) -> Bool? { nil }
}

enum BuildConfiguration {
    case localDeveloper, branchTest, prereleaseTesting, appStore

    static var current: BuildConfiguration {
        #if ALPHA_BUILD
        return .branchTest
        #elseif INTERNAL_BUILD
        return .prereleaseTesting
        #elseif DEBUG
        return .localDeveloper
        #else
        return .appStore
        #endif
    }
}
