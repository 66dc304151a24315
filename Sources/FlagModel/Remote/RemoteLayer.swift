/// The remote layer of a store's state: what the payload in force decides for each flag on this
/// device, and the targeted rules behind those decisions, kept to decide again when the
/// targeting context changes.
package struct RemoteLayer: Sendable {
    /// The value the payload decides for each flag (before policy): 1 on, 0 off, or
    /// ``PayloadResolver/unset`` when it asks for nothing (or no rule holds).
    package private(set) var values: [Int8]
    /// The rules of the flags whose entry has targeting conditions: the payload's table,
    /// shared, not copied.
    private let rules: RuleTable
    /// The ordinal of each flag of ``rules``, or ``unused`` for a flag of the payload that is
    /// not in the catalog or repeats a key.
    private let ordinals: [Int32]
    /// The number in ``rules`` of each ordinal's flag, or ``unused``; empty when no flag is
    /// targeted.
    private let tableIndex: [Int32]
    /// The version attributes the rules of the flags this layer decides bound (the table also
    /// holds rules of entries the store ignores: flags of other builds, repeated keys).
    private let testedVersions: [VersionAttribute]

    /// What ``ordinals`` holds for a flag of the table that decides nothing.
    package static let unused: Int32 = -1

    /// A layer with `values`, and `rules` for the flags at `ordinals` (in table order, each
    /// an ordinal or ``unused``).
    package init(values: [Int8], rules: RuleTable = RuleTable(), ordinals: [Int32] = []) {
        self.values = values
        self.rules = rules
        self.ordinals = ordinals
        var tableIndex = ordinals.isEmpty ? [] : Array(repeating: Self.unused, count: values.count)
        for (flag, ordinal) in ordinals.enumerated() where ordinal != Self.unused { tableIndex[Int(ordinal)] = Int32(flag) }
        self.tableIndex = tableIndex
        testedVersions = VersionAttribute.allCases.filter { attribute in
            ordinals.indices.contains { ordinals[$0] != Self.unused && rules.tests(attribute, ofFlag: $0) }
        }
    }

    /// A layer that asks for nothing, for `count` flags.
    package static func empty(count: Int) -> RemoteLayer {
        RemoteLayer(values: Array(repeating: PayloadResolver.unset, count: count))
    }

    /// Decides every targeted flag again for `context` in a build of `configuration`; plain
    /// values don't depend on the context and stay.
    package func deciding(for context: TargetingContext, configuration: String) -> RemoteLayer {
        var layer = self
        for (flag, ordinal) in ordinals.enumerated() where ordinal != Self.unused {
            layer.values[Int(ordinal)] = Self.value(of: rules.decision(ofFlag: flag, in: context, configuration: configuration))
        }
        return layer
    }

    /// Why the rules of the flag at `ordinal` decide what they decide for `context`, or `nil`
    /// if the flag's entry has no targeting rules.
    package func explanation(at ordinal: Int, in context: TargetingContext, configuration: String) -> RuleExplanation? {
        guard !tableIndex.isEmpty, case let flag = Int(tableIndex[ordinal]), flag >= 0 else { return nil }
        return rules.explanation(ofFlag: flag, in: context, configuration: configuration)
    }

    /// The versions some rule bounds that `context` doesn't know, so those rules never hold.
    package func unknownVersions(in context: TargetingContext) -> [VersionAttribute] {
        testedVersions.filter { $0.value(in: context) == nil }
    }

    /// A decision as a layer value.
    package static func value(of match: RuleMatch?) -> Int8 {
        match.map { $0.value ? 1 : 0 } ?? PayloadResolver.unset
    }
}
