import FlagJSON

/// What a rule gives a flag when it holds: one value, or a weighted split that assigns each
/// unit one of several values.
package enum RuleValue: Sendable, Hashable {
    case value(FlagValue)
    case split([SplitEntry])

    /// The value at `position`, from 0 up to, not including, ``count``.
    package subscript(position: Int) -> FlagValue {
        switch self {
        case .value(let value): value
        case .split(let entries): entries[position].value
        }
    }

    /// The number of values the rule may give: 1, or its split's entries.
    package var count: Int {
        switch self {
        case .value: 1
        case .split(let entries): entries.count
        }
    }
}

/// `true` or `false` spells a rule that gives that Boolean value.
extension RuleValue: ExpressibleByBooleanLiteral {
    package init(booleanLiteral value: Bool) {
        self = .value(.bool(value))
    }
}

/// One entry of a split: a value and its weight, a whole number; a weight of 0 is never assigned.
package struct SplitEntry: Sendable, Hashable {
    package var value: FlagValue
    package var weight: Int

    package init(value: FlagValue, weight: Int) {
        self.value = value
        self.weight = weight
    }
}
