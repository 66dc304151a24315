import FlagGenerator

/// Which `switch self` property of the flags enum plays which part.
///
/// `enabled`/`isEnabled` hold the rules; `description` the descriptions; a `String`-returning
/// property whose name ends in `Key` (`remoteKey`) the remote keys; a `Bool` property whose name
/// contains `Override` (`canOverride`) whether local overrides are allowed.
struct FlagSwitchRoles {
    var enabled: SelfSwitch?
    var description: SelfSwitch?
    var remoteKey: SelfSwitch?
    var localOverride: SelfSwitch?
    /// The switches that play no part, to mention.
    var others: [SelfSwitch] = []

    init(shape: EnumShape) {
        for selfSwitch in shape.switches {
            let name = selfSwitch.propertyName
            let isBool = selfSwitch.typeText == "Bool"
            if ["enabled", "isEnabled"].contains(name), isBool, enabled == nil {
                enabled = selfSwitch
            } else if name == "description", description == nil {
                description = selfSwitch
            } else if name.hasSuffix("Key") || name == "key", selfSwitch.typeText.hasPrefix("String"), remoteKey == nil
            {
                remoteKey = selfSwitch
            } else if name.contains("Override"), isBool, localOverride == nil {
                localOverride = selfSwitch
            } else {
                others.append(selfSwitch)
            }
        }
    }

    /// The names written as `.name` in the `enabled` switch's arms: candidates for
    /// configuration names when no `BuildConfiguration.swift` is given.
    func configurationNamesUsed(in cursor: TokenCursor) -> Set<String> {
        var names: Set<String> = []
        for arm in enabled?.arms ?? [] {
            for place in arm.body where cursor.token(at: place) == .punctuation(UInt8(ascii: ".")) {
                if case .identifier(let name) = cursor.token(at: place + 1) { names.insert(name) }
            }
        }
        return names
    }

    /// The arm of `selfSwitch` that `name` takes: the first that lists it, else `default:`.
    static func arm(for name: String, in selfSwitch: SelfSwitch) -> SwitchArm? {
        (selfSwitch.armIndexByCase[name] ?? selfSwitch.defaultArmIndex).map { selfSwitch.arms[$0] }
    }
}
