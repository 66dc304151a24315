/// One condition of a ``TargetingRule``, as a ``RuleTable`` hands it out for evaluation. Each
/// keeps what the rule said, so the rule can be read back (``RuleTable/rules(ofFlag:)``); only
/// a `group` without `units` or `rollout`, which conditions nothing, is not kept.
enum RuleCondition: Sendable {
    /// The configuration being evaluated must be listed.
    case configurations([String])
    /// The unit must be listed in `units`, or be in the rollout of `rollout` percent of
    /// `group` (`nil`: the group named by the flag's key).
    case audience(units: [String]?, rollout: Int?, group: String?)
    /// The context's version of the attribute must be in the range.
    case version(VersionAttribute, VersionRange)
    /// The context's platform must be listed.
    case platforms([TargetPlatform])

    /// Sets the field of `rule` this condition came from: the inverse of ``RuleTable/appendCondition(_:)``.
    func restore(into rule: inout TargetingRule) {
        switch self {
        case .configurations(let names): rule.configurations = names
        case .audience(let units, let rollout, let group):
            rule.units = units
            rule.rollout = rollout
            rule.group = group
        case .version(.appVersion, let range): rule.appVersion = range
        case .version(.build, let range): rule.build = range
        case .version(.osVersion, let range): rule.osVersion = range
        case .platforms(let platforms): rule.platforms = platforms
        }
    }

    /// Whether the condition of a rule of the flag `key` holds for `context` in a build of
    /// `configuration`: the same answer as `outcome(in:configuration:flagKey:).holds`, without
    /// building the explanation.
    func holds(in context: TargetingContext, configuration: String, flagKey key: String) -> Bool {
        switch self {
        case .configurations(let names):
            names.contains(configuration)
        case .audience(let units, let rollout, let group):
            if units?.contains(context.unitID) == true {
                true
            } else if let rollout {
                RolloutGroup(group ?? key).bucket(of: context.unitID) <= rollout
            } else {
                false
            }
        case .version(let attribute, let range):
            range.contains(attribute.value(in: context))
        case .platforms(let platforms):
            context.platform.map(platforms.contains) ?? false
        }
    }

    /// What this condition of a rule of the flag `key` says about `context` in a build of
    /// `configuration`.
    func outcome(in context: TargetingContext, configuration: String, flagKey key: String) -> ConditionOutcome {
        switch self {
        case .configurations(let names):
            .configuration(configuration, isListed: names.contains(configuration))
        case .audience(let units, let rollout, let group):
            if units?.contains(context.unitID) == true {
                .unitListed
            } else if let rollout {
                .rollout(percentage: rollout, bucket: RolloutGroup(group ?? key).bucket(of: context.unitID))
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
