import FlagGenerator

/// What the importer knows of a rule expression: the configurations (by index) where it is
/// certainly `true`, and those where it may be `true`. They are equal when the rule is exact.
struct RuleBounds: Equatable {
    var certain: Set<Int>
    var possible: Set<Int>

    /// A rule known to be `true` in exactly `configurations`.
    static func exactly(_ configurations: Set<Int>) -> RuleBounds {
        RuleBounds(certain: configurations, possible: configurations)
    }

    /// A rule that may be anything in any of `count` configurations.
    static func unknown(count: Int) -> RuleBounds {
        RuleBounds(certain: [], possible: Set(0..<count))
    }

    /// A Boolean value indicating whether the rule's value is known in every configuration.
    var isExact: Bool { certain == possible }

    /// `lhs && rhs`.
    static func && (lhs: RuleBounds, rhs: RuleBounds) -> RuleBounds {
        RuleBounds(certain: lhs.certain.intersection(rhs.certain), possible: lhs.possible.intersection(rhs.possible))
    }

    /// `lhs || rhs`.
    static func || (lhs: RuleBounds, rhs: RuleBounds) -> RuleBounds {
        RuleBounds(certain: lhs.certain.union(rhs.certain), possible: lhs.possible.union(rhs.possible))
    }

    /// `!rule` among `count` configurations.
    func negated(count: Int) -> RuleBounds {
        let all = Set(0..<count)
        return RuleBounds(certain: all.subtracting(possible), possible: all.subtracting(certain))
    }
}
