/// One entry of a flag's remote rules: a value (or a split among values) and the conditions
/// under which it applies.
///
/// Every condition that is set must hold; `units` and `rollout` together count as one (a
/// listed unit, or a unit in the rollout). A rule without conditions always holds.
///
/// ```json
/// { "value": true, "rollout": 25, "appVersion": { "min": "24.3" } }
/// { "split": [{ "value": "control", "weight": 50 }, { "value": "oneStep", "weight": 50 }], "rollout": 20 }
/// ```
package struct TargetingRule: Sendable, Hashable {
    package var value: RuleValue
    /// The build configurations the rule is limited to; `nil` for all.
    package var configurations: [String]?
    /// The percentage of units (0...100) the rule holds for, by bucket.
    package var rollout: Int?
    /// The bucketing group; `nil` for the flag's key.
    package var group: String?
    /// Units the rule holds for whatever ``rollout`` says.
    package var units: [String]?
    package var appVersion: VersionRange?
    package var build: VersionRange?
    package var osVersion: VersionRange?
    package var platforms: [TargetPlatform]?

    package init(
        value: RuleValue,
        configurations: [String]? = nil,
        rollout: Int? = nil,
        group: String? = nil,
        units: [String]? = nil,
        appVersion: VersionRange? = nil,
        build: VersionRange? = nil,
        osVersion: VersionRange? = nil,
        platforms: [TargetPlatform]? = nil
    ) {
        self.value = value
        self.configurations = configurations
        self.rollout = rollout
        self.group = group
        self.units = units
        self.appVersion = appVersion
        self.build = build
        self.osVersion = osVersion
        self.platforms = platforms
    }

    /// A Boolean value indicating whether the rule sets a condition other than
    /// ``configurations``: a rule that doesn't is a plain value.
    package var hasConditionsBesideConfigurations: Bool {
        rollout != nil || group != nil || units != nil || appVersion != nil || build != nil || osVersion != nil
            || platforms != nil
    }
}
