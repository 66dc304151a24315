import FeatureFlagKit

// onlyInComment is mentioned here, and in /* a block comment: onlyInComment */ too.
/* nested /* comment */ still onlyInComment */
struct Screen {
    let store: FlagStore<FeatureFlag>

    var showsQualified: Bool { FeatureFlag.qualified.isEnabled }
    var showsImplicit: Bool { store.isEnabled(.implicitInCall) }
    let allowed: [FeatureFlag] = [
        .typedLiteral,
    ]

    func title(for flag: FeatureFlag) -> String {
        switch flag {
        case .switchCase: "switch"
        default: "other"
        }
    }

    func log() {
        print("onlyInString is mentioned in a string, and so is \(FeatureFlag.interpolated.isEnabled)")
        print("the key_name_in_string key appears in a longer string")
        print("keyNameInString")
        _ = FeatureFlag.alwaysOn.isEnabled
        _ = FeatureFlag.`backticked`
    }
}
