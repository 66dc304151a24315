/// One condition of a ``TargetingRule``, prepared for fast evaluation: sets built and the
/// rollout group's hash prefix computed once, when the rules are loaded.
enum RuleCondition: Sendable {
    /// The configuration being evaluated must be listed.
    case configurations([String])
    /// The unit must be listed in `units`, or be in the rollout of `rollout` percent.
    case audience(units: Set<String>?, rollout: Int?, group: RolloutGroup)
    /// The context's version of the attribute must be in the range.
    case version(VersionAttribute, VersionRange)
    /// The context's platform must be listed.
    case platforms([TargetPlatform])

    /// Appends the conditions `rule` sets, in the order explanations list them; the flag's
    /// own group (`flagKey`) is hashed once per flag, into `defaultGroup`.
    static func append(_ rule: borrowing TargetingRule, flagKey: String, defaultGroup: inout RolloutGroup?, to conditions: inout [RuleCondition]) {
        if let configurations = rule.configurations {
            conditions.append(.configurations(configurations))
        }
        if rule.units != nil || rule.rollout != nil {
            let group = rule.group.map(RolloutGroup.init) ?? defaultGroup ?? RolloutGroup(flagKey)
            if rule.group == nil { defaultGroup = group }
            conditions.append(.audience(units: rule.units.map(Set.init), rollout: rule.rollout, group: group))
        }
        if let range = rule.appVersion { conditions.append(.version(.appVersion, range)) }
        if let range = rule.build { conditions.append(.version(.build, range)) }
        if let range = rule.osVersion { conditions.append(.version(.osVersion, range)) }
        if let platforms = rule.platforms {
            conditions.append(.platforms(platforms))
        }
    }

    /// Whether the condition holds for `context` in a build of `configuration`: the same
    /// answer as `outcome(in:configuration:).holds`, without building the explanation.
    func holds(in context: TargetingContext, configuration: String) -> Bool {
        switch self {
        case .configurations(let names):
            names.contains(configuration)
        case .audience(let units, let rollout, let group):
            if units?.contains(context.unitID) == true {
                true
            } else if let rollout {
                group.bucket(of: context.unitID) <= rollout
            } else {
                false
            }
        case .version(let attribute, let range):
            range.contains(attribute.value(in: context))
        case .platforms(let platforms):
            context.platform.map(platforms.contains) ?? false
        }
    }

    /// What this condition says about `context` in a build of `configuration`.
    func outcome(in context: TargetingContext, configuration: String) -> ConditionOutcome {
        switch self {
        case .configurations(let names):
            .configuration(configuration, isListed: names.contains(configuration))
        case .audience(let units, let rollout, let group):
            if units?.contains(context.unitID) == true {
                .unitListed
            } else if let rollout {
                .rollout(percentage: rollout, bucket: group.bucket(of: context.unitID))
            } else {
                .unitNotListed
            }
        case .version(let attribute, let range):
            .version(attribute, range.check(attribute.value(in: context)))
        case .platforms(let platforms):
            .platform(context.platform, isListed: context.platform.map(platforms.contains) ?? false)
        }
    }
}
