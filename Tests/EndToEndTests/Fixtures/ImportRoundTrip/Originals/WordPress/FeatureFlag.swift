/// FeatureFlag exposes a series of features to be conditionally enabled on different builds.
enum FeatureFlag: Int, CaseIterable {
    case bloggingPrompts
    case jetpackDisconnect
    case siteIconCreator
    case betaSiteDesigns
    case commentModerationUpdate
    case compliancePopover
    case googleDomainsCard
    case newTabIcons
    case readerImprovements
    case debugMenu

    /// Returns a boolean indicating if the feature is enabled
    var enabled: Bool {
        switch self {
        case .bloggingPrompts:
            return true
        case .jetpackDisconnect:
            return BuildConfiguration.current == .localDeveloper
        case .siteIconCreator:
            return BuildConfiguration.current != .appStore
        case .betaSiteDesigns:
            return false
        case .commentModerationUpdate, .compliancePopover:
            return BuildConfiguration.current ~= [.localDeveloper, .a8cBranchTest]
        case .googleDomainsCard:
            // Still being tested internally.
            return [.localDeveloper, .a8cBranchTest, .a8cPrereleaseTesting].contains(BuildConfiguration.current)
        case .newTabIcons:
            return BuildConfiguration.current == .a8cPrereleaseTesting || BuildConfiguration.current == .localDeveloper
        case .readerImprovements:
            return BuildConfiguration.current != .appStore && !(BuildConfiguration.current == .a8cBranchTest)
        case .debugMenu:
            return BuildConfiguration.current ~= [.localDeveloper, .a8cBranchTest, .a8cPrereleaseTesting]
        }
    }

    var disabled: Bool {
        return enabled == false
    }

    /// This key must match the server-side one for remote feature flagging
    var remoteKey: String? {
        switch self {
        case .bloggingPrompts:
            return "blogging_prompts"
        case .googleDomainsCard:
            return "google_domains_card"
        default:
            return nil
        }
    }
}

extension FeatureFlag {
    /// Descriptions used to display the feature flag override menu in debug builds
    var description: String {
        switch self {
        case .bloggingPrompts:
            return "Blogging Prompts"
        case .jetpackDisconnect:
            return "Jetpack disconnect"
        case .siteIconCreator:
            return "Site Icon Creator"
        case .betaSiteDesigns:
            return "Fetch Beta Site Designs"
        case .commentModerationUpdate:
            return "Comments Moderation Update"
        case .compliancePopover:
            return "Compliance Popover"
        case .googleDomainsCard:
            return "Google Domains Promotional Card"
        case .newTabIcons:
            return "New Tab Icons"
        case .readerImprovements:
            return "Reader Improvements v1"
        case .debugMenu:
            return "Debug Menu"
        }
    }

    var canOverride: Bool {
        switch self {
        case .debugMenu:
            return false
        default:
            return true
        }
    }
}
