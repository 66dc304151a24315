import Foundation

enum FeatureFlag: Int, CaseIterable {
    case jetpackFeatures
    case newStats
    case weekdayExperiment
    case alwaysOn
    case releaseOnly

    var enabled: Bool {
        if let overriddenValue = FeatureFlagOverrideStore.overriddenValue(for: self) {
            return overriddenValue
        }
        switch self {
        case .jetpackFeatures:
            return AppConfiguration.isJetpack
        case .newStats:
            return BuildConfiguration.current != .appStore && RemoteSwitch.isOn("stats")
        case .weekdayExperiment:
            let weekday = Calendar.current.component(.weekday, from: Date())
            return weekday > 3
        case .alwaysOn:
            return true
        case .releaseOnly:
            return BuildConfiguration.current == .appStore || AppConfiguration.isJetpack
        }
    }

    var description: String {
        switch self {
        case .jetpackFeatures: return "Jetpack features"
        case .newStats: return "New stats for \(AppConfiguration.appName)"
        case .weekdayExperiment: return "An experiment on weekdays"
        case .alwaysOn: return "Always on"
        case .releaseOnly: return "Release only"
        }
    }

    var remoteKey: String? {
        switch self {
        case .newStats: return "stats_" + AppConfiguration.appName
        default: return nil
        }
    }
}
