/// One condition of a ``TargetingRule``, prepared for fast evaluation: the rollout group's hash
/// prefix computed once, when the rules are loaded. Each keeps what the rule said, so the rule
/// can be read back (``RuleTable/rules(ofFlag:)``); only a `group` without `units` or `rollout`,
/// which conditions nothing, is not kept.
enum RuleCondition: Sendable {
    /// The configuration being evaluated must be listed.
    case configurations([String])
    /// The unit must be listed in `units`, or be in the rollout of `rollout` percent of
    /// `group`; `namesGroup` tells whether the rule named the group or it is the flag's key.
    case audience(units: [String]?, rollout: Int?, group: RolloutGroup, namesGroup: Bool)
    /// The context's version of the attribute must be in the range.
    case version(VersionAttribute, VersionRange)
    /// The context's platform must be listed.
    case platforms([TargetPlatform])

    /// Where the condition comes among a rule's conditions, the order explanations list
    /// them in: the order of ``TargetingRule``'s fields.
    var rank: Int {
        switch self {
        case .configurations: 0
        case .audience: 1
        case .version(.appVersion, _): 2
        case .version(.build, _): 3
        case .version(.osVersion, _): 4
        case .platforms: 5
        }
    }

    /// Sets the field of `rule` this condition came from: the inverse of ``RuleTable/append(_:to:)``.
    func restore(into rule: inout TargetingRule) {
        switch self {
        case .configurations(let names): rule.configurations = names
        case .audience(let units, let rollout, let group, let namesGroup):
            rule.units = units
            rule.rollout = rollout
            rule.group = namesGroup ? group.name : nil
        case .version(.appVersion, let range): rule.appVersion = range
        case .version(.build, let range): rule.build = range
        case .version(.osVersion, let range): rule.osVersion = range
        case .platforms(let platforms): rule.platforms = platforms
        }
    }

    /// Whether the condition holds for `context` in a build of `configuration`: the same
    /// answer as `outcome(in:configuration:).holds`, without building the explanation.
    func holds(in context: TargetingContext, configuration: String) -> Bool {
        switch self {
        case .configurations(let names):
            names.contains(configuration)
        case .audience(let units, let rollout, let group, _):
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
        case .audience(let units, let rollout, let group, _):
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
