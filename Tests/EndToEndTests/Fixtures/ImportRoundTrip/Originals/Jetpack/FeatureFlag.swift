/// Flags of one code base that builds two apps, WordPress and Jetpack, as WordPress-iOS does.
enum FeatureFlag: Int, CaseIterable {
    case jetpackFeatures
    case jetpackSocial
    case wordPressBanner
    case sharedEditor
    case jetpackOrDebug

    var enabled: Bool {
        switch self {
        case .jetpackFeatures:
            return AppConfiguration.isJetpack
        case .jetpackSocial:
            return AppConfiguration.isJetpack && BuildConfiguration.current ~= [.localDeveloper, .a8cBranchTest]
        case .wordPressBanner:
            return !AppConfiguration.isJetpack && BuildConfiguration.current != .appStore
        case .sharedEditor:
            return BuildConfiguration.current == .localDeveloper
        case .jetpackOrDebug:
            // On everywhere in Jetpack, only in debug builds of WordPress: no single "if" says that.
            return AppConfiguration.isJetpack || BuildConfiguration.current == .localDeveloper
        }
    }
}
