/// The remote layer of a store's state: what the payload in force decides for each flag on this
/// device, and the targeted rules behind those decisions, kept to decide again when the
/// targeting context changes.
package struct RemoteLayer: Sendable {
    /// The value the payload decides for each flag (before policy): its index (1 on, 0 off, or
    /// the variant's; and a typed flag's value), or ``FlagValueIndex/none`` when it asks for
    /// nothing (or no rule holds).
    package private(set) var values: LayerValues
    /// The split assignment behind each value a split picked, by ordinal.
    package private(set) var splits: [Int: SplitAssignment]
    private let targeted: [TargetedFlag]
    /// The index in ``targeted`` of each ordinal's flag, or -1; empty when no flag is targeted.
    private let targetedIndex: [Int32]
    private let testedVersions: [VersionAttribute]

    /// One flag of the catalog and the rules its payload entry gives it.
    package struct TargetedFlag: Sendable {
        package let ordinal: Int
        /// The flag's key: the bucketing group of its rules that name none.
        package let key: String
        /// The flag's rules, in order, their values the flag's own (a variant's name, a value of
        /// a typed flag's type).
        package let rules: [TargetingRule]
        /// The index of each value of each rule (each position of its ``RuleValue``), checked
        /// against the flag, one rule after another.
        package let valueIndices: [FlagValueIndex]
        /// A Boolean value indicating whether the flag is typed, so that its layer keeps the
        /// values its rules give.
        package let isTyped: Bool

        /// What the rules decide for `context` in a build of `configuration`, as a layer value
        /// (its index, and a typed flag's value), and the split assignment that picked it, if a
        /// split did.
        package func value(in context: TargetingContext, configuration: String) -> (
            index: FlagValueIndex, typed: FlagValue?, split: SplitAssignment?
        ) {
            guard let match = rules.decision(forFlag: key, in: context, configuration: configuration) else {
                return (.none, nil, nil)
            }
            let split = rules[match].assignment(forFlag: key, unitID: context.unitID)
            let position = split?.position ?? 0
            let index = valueIndices[rules[..<match].reduce(0) { $0 + $1.value.count } + position]
            return (index, isTyped ? rules[match].value[position] : nil, split)
        }
    }

    /// A layer with `values`, the rules of the `targeted` flags behind their values, and the
    /// assignments of the values splits picked.
    package init(values: LayerValues, targeted: [TargetedFlag] = [], splits: [Int: SplitAssignment] = [:]) {
        self.values = values
        self.splits = splits
        self.targeted = targeted
        var targetedIndex: [Int32] = targeted.isEmpty ? [] : Array(repeating: -1, count: values.count)
        for (index, flag) in targeted.enumerated() { targetedIndex[flag.ordinal] = Int32(index) }
        self.targetedIndex = targetedIndex
        testedVersions = VersionAttribute.allCases.filter { attribute in
            targeted.contains { $0.rules.contains { $0.range(of: attribute) != nil } }
        }
    }

    /// A layer that asks for nothing, for the flags of `catalog`.
    package static func empty(for catalog: FlagCatalog) -> RemoteLayer {
        RemoteLayer(values: LayerValues(for: catalog))
    }

    /// Decides every targeted flag again for `context` in a build of `configuration`; plain
    /// values don't depend on the context and stay.
    package func deciding(for context: TargetingContext, configuration: String) -> RemoteLayer {
        var layer = self
        layer.splits = [:]
        for flag in targeted {
            let (index, typed, split) = flag.value(in: context, configuration: configuration)
            layer.values.set(index: index, typed: typed, at: flag.ordinal)
            if let split { layer.splits[flag.ordinal] = split }
        }
        return layer
    }

    /// Why the rules of the flag at `ordinal` decide what they decide for `context`, or `nil`
    /// if the flag's entry has no targeting rules.
    package func explanation(at ordinal: Int, in context: TargetingContext, configuration: String) -> RuleExplanation? {
        guard !targetedIndex.isEmpty, case let index = Int(targetedIndex[ordinal]), index >= 0 else { return nil }
        let flag = targeted[index]
        return flag.rules.explanation(forFlag: flag.key, in: context, configuration: configuration)
    }

    /// The versions some rule bounds that `context` doesn't know, so those rules never hold.
    package func unknownVersions(in context: TargetingContext) -> [VersionAttribute] {
        testedVersions.filter { $0.value(in: context) == nil }
    }
}
