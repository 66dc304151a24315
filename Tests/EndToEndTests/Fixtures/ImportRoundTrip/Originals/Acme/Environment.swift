/// Where the app was built for.
public enum Environment: CaseIterable {
    case debug, beta, release

    public static var current: Environment {
        #if DEBUG
        return .debug
        #elseif BETA
        return .beta
        #else
        return .release
        #endif
    }

    static func ~= (current: Environment, set: Set<Environment>) -> Bool {
        set.contains(current)
    }
}
