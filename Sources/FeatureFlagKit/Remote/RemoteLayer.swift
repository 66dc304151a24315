/// The remote layer of a store's state: what the payload in force decides for each flag on this
/// device, and the targeted rules behind those decisions, kept to decide again when the
/// targeting context changes.
struct RemoteLayer: Sendable {
    /// The value the payload decides for each flag (before policy): 1 on, 0 off, or
    /// ``FlagState/unset`` when it asks for nothing (or no rule holds).
    private(set) var values: [Int8]
    /// The rules of each flag whose entry has targeting conditions, by ordinal.
    let targeted: [Int: FlagRules]

    /// A layer with `values` and the targeted rules behind some of them.
    init(values: [Int8], targeted: [Int: FlagRules] = [:]) {
        self.values = values
        self.targeted = targeted
    }

    /// A layer that asks for nothing, for `count` flags.
    static func empty(count: Int) -> RemoteLayer {
        RemoteLayer(values: Array(repeating: FlagState.unset, count: count))
    }

    /// Decides every targeted flag again for `context` in a build of `configuration`; plain
    /// values don't depend on the context and stay.
    func deciding(for context: TargetingContext, configuration: String) -> RemoteLayer {
        var layer = self
        for (ordinal, rules) in targeted {
            layer.values[ordinal] = Self.value(of: rules.decision(in: context, configuration: configuration))
        }
        return layer
    }

    /// A decision as a layer value.
    static func value(of match: RuleMatch?) -> Int8 {
        match.map { $0.value ? 1 : 0 } ?? FlagState.unset
    }
}
