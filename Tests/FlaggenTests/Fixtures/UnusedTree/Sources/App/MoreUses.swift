import FeatureFlagKit

// Uses that need more than one token of context to recognize.
func decide(_ flag: FeatureFlag, isReady: Bool) -> Bool {
    guard flag == .guarded else { return false }
    if case .ifCase = flag { return true }
    switch flag {
    case .multiLineCaseA,
         .multiLineCaseB:
        return true
    default:
        return isReady
            ? FeatureFlag.ternary.isEnabled
            : false
    }
}

extension FeatureFlag {
    var isSpecial: Bool {
        switch self {
        case .insideExtension: true
        default: false
        }
    }
}

let pattern = /"/
let afterRegex = FeatureFlag.afterRegex.isEnabled
