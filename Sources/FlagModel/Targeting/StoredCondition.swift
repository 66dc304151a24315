/// A ``RuleCondition`` as a ``RuleTable`` stores it: eight bytes without references, so that
/// the conditions of 10,000 flags fill one small array that costs little to grow and nothing
/// to copy or free. What doesn't fit in eight bytes (version bounds, lists of names, a named
/// rollout group) is in the table's side arrays, at ``operand``.
struct StoredCondition {
    /// What the condition tests, in the order explanations list a rule's conditions (the
    /// order of ``TargetingRule``'s fields).
    enum Kind: UInt8 {
        case configurations, audience, appVersion, build, osVersion, platforms

        /// The kind of a condition on `attribute`.
        init(_ attribute: VersionAttribute) {
            switch attribute {
            case .appVersion: self = .appVersion
            case .build: self = .build
            case .osVersion: self = .osVersion
            }
        }

        /// The attribute a version condition bounds; `nil` for other kinds.
        var versionAttribute: VersionAttribute? {
            switch self {
            case .appVersion: .appVersion
            case .build: .build
            case .osVersion: .osVersion
            case .configurations, .audience, .platforms: nil
            }
        }
    }

    /// Which bounds of a version condition are stored, from ``operand`` on, lower first.
    struct Bounds: OptionSet {
        let rawValue: UInt8
        static let min = Bounds(rawValue: 1)
        static let max = Bounds(rawValue: 2)
    }

    /// An audience condition's ``rollout`` when it has none.
    static let noRollout = UInt8.max

    let kind: Kind
    /// An audience condition's rollout percentage, or ``noRollout``.
    let rollout: UInt8
    /// A version condition's bounds.
    let bounds: Bounds
    /// A version condition's first bound in the table's versions; for the other kinds, the
    /// index of the table's ``ConditionDetail``, or -1 for an audience with neither units
    /// nor a named group.
    let operand: Int32
}

/// The lists a ``StoredCondition`` refers to.
enum ConditionDetail: Sendable {
    /// The configurations a `configurations` condition lists.
    case configurations([String])
    /// The units and the named group of an `audience` condition.
    case audience(units: [String]?, group: String?)
    /// The platforms a `platforms` condition lists.
    case platforms([TargetPlatform])
}
