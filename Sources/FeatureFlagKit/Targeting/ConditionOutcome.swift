/// What one condition of a rule said about a device: whether it holds, and why.
package enum ConditionOutcome: Sendable, Hashable {
    /// The build configuration is (or is not) among the rule's `configurations`.
    case configuration(String, isListed: Bool)
    /// The unit is among the rule's `units`.
    case unitListed
    /// The rule has `units` and no `rollout`, and the unit is not listed.
    case unitNotListed
    /// The unit's bucket against the rule's `rollout`: holds when `bucket <= percentage`.
    case rollout(percentage: Int, bucket: Int)
    /// The context's version of an attribute against the rule's range.
    case version(VersionAttribute, VersionCheck)
    /// The platform (`nil`: unknown) is (or is not) among the rule's `platforms`.
    case platform(TargetPlatform?, isListed: Bool)

    package var holds: Bool {
        switch self {
        case .configuration(_, let isListed), .platform(_, let isListed): isListed
        case .unitListed: true
        case .unitNotListed: false
        // Buckets are 1...100, so a rollout of 0 never holds and one of 100 always does.
        case .rollout(let percentage, let bucket): bucket <= percentage
        case .version(_, let check): check.holds
        }
    }

    /// The outcome for people: `rollout 25%: bucket 13 ≤ 25`, `app version 24.4 ≥ 24.3`.
    package var phrase: String {
        switch self {
        case .configuration(let name, let isListed): "configuration \(name) \(isListed ? "listed" : "not listed")"
        case .unitListed: "unit listed"
        case .unitNotListed: "unit not listed"
        case .rollout(let percentage, let bucket):
            "rollout \(percentage)%: bucket \(bucket) \(holds ? "≤" : ">") \(percentage)"
        case .version(let attribute, let check): check.phrase(for: attribute.label)
        case .platform(let platform, let isListed):
            platform.map { "platform \($0) \(isListed ? "listed" : "not listed")" } ?? "platform unknown"
        }
    }
}
