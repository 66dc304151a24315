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

    /// The conditions `rule` sets, in the order explanations list them.
    static func conditions(of rule: TargetingRule, flagKey: String) -> [RuleCondition] {
        var conditions: [RuleCondition] = []
        if let configurations = rule.configurations {
            conditions.append(.configurations(configurations))
        }
        if rule.units != nil || rule.rollout != nil {
            let group = RolloutGroup(rule.group ?? flagKey)
            conditions.append(.audience(units: rule.units.map(Set.init), rollout: rule.rollout, group: group))
        }
        for attribute in VersionAttribute.allCases {
            if let range = rule.range(for: attribute) { conditions.append(.version(attribute, range)) }
        }
        if let platforms = rule.platforms {
            conditions.append(.platforms(platforms))
        }
        return conditions
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
