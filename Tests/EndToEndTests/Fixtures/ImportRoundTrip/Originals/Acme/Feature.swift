import Foundation

/// Features of the Acme app, switched per build environment.
public enum Feature: String, CaseIterable, CustomStringConvertible {
    case searchV2 = "search_v2"
    case darkMode = "dark_mode"
    case offlineSync, betaBanner
    /* Exports in the old format; never overridable. */
    case legacyExport
    case onboardingTour

    public var isEnabled: Bool {
        switch self {
        case .searchV2, .darkMode: true  // both shipped
        case .offlineSync: [.debug, .beta].contains(Environment.current)
        case .betaBanner: Environment.current == .beta || (Environment.current == .debug && Environment.current != .release)
        case .onboardingTour: !(Environment.current ~= [.release, .beta])
        default: false
        }
    }

    public var description: String {
        switch self {
        case .searchV2: "The second search engine, with \"fuzzy\" matching."
        case .darkMode: "Dark mode."
        case .offlineSync: "Sync while offline."
        case .betaBanner: "A banner that says this is a beta."
        case .legacyExport: "Export in the old format."
        case .onboardingTour: "A tour of the app on first launch."
        }
    }

    var remoteConfigKey: String? {
        switch self {
        case .searchV2: "search_v2"
        case .darkMode: "dark_mode"
        case .offlineSync: "offline_sync"
        default: nil
        }
    }

    var canOverride: Bool {
        switch self {
        case .legacyExport: false
        default: true
        }
    }
}
