/// A record that a unit saw a value a split assigned it: what an experiment's analysis counts.
///
/// A store records one when the app reads a flag whose value in force was picked by a split
/// in the remote payload, at most once per flag, value and unit, and again after the value or
/// the unit changes. Values that aren't split (plain values, rollouts, local overrides,
/// compiled values) record nothing.
///
/// ```swift
/// FeatureFlag.configureSharedStore { settings in
///     settings.onExposure = { analytics.track("Experiment Viewed", $0.properties) }
/// }
/// ```
public struct FlagExposure: Sendable, Hashable {
    /// The flag's Swift name.
    public let flag: String
    /// The flag's key in payloads.
    public let key: String
    /// The value the unit saw: a variant's name, `true` or `false` for a Boolean flag, or a
    /// typed flag's value (an integer without a fraction, a double, the string as it is).
    public let value: String
    /// The kind of ``value``: `boolean`, `variant`, `integer`, `double` or `string`, so that a
    /// string flag's `"true"` is not taken for the Boolean `true`; ``properties`` carries it.
    package let valueType: String
    /// The unit the split assigned: the targeting context's unit id.
    public let unitID: String
    /// The split's group: its rule's `group`, or the flag's key.
    public let group: String
    /// The split's weights, in the payload's order.
    public let weights: [Int]

    package init(flag: String, key: String, value: FlagValue, unitID: String, group: String, weights: [Int]) {
        self.flag = flag
        self.key = key
        self.value = value.text
        valueType =
            switch value {
            case .bool: "boolean"
            case .variant: "variant"
            case .integer: "integer"
            case .double: "double"
            case .string: "string"
            }
        self.unitID = unitID
        self.group = group
        self.weights = weights
    }

    /// The exposure as string properties for an analytics event: `flag`, `key`, `value`,
    /// `valueType`, `unit`, `group` and `weights` (`50/25/25`).
    public var properties: [String: String] {
        [
            "flag": flag, "key": key, "value": value, "valueType": valueType, "unit": unitID, "group": group,
            "weights": weights.map(String.init).joined(separator: "/"),
        ]
    }
}
