enum BuildConfiguration {
    case localDeveloper, a8cBranchTest, a8cPrereleaseTesting, appStore

    static var current: BuildConfiguration {
        #if DEBUG
        return .localDeveloper
        #elseif ALPHA_BUILD
        return .a8cBranchTest
        #elseif INTERNAL_BUILD
        return .a8cPrereleaseTesting
        #else
        return .appStore
        #endif
    }

    static func ~= (current: BuildConfiguration, set: Set<BuildConfiguration>) -> Bool {
        set.contains(current)
    }
}
