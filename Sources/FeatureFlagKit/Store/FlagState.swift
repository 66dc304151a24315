import Foundation

/// One applied state of a store: every layer, and the effective values computed from them.
///
/// Immutable in use: every change builds a new state, so a snapshot or a change event
/// always shows one whole update.
package struct FlagState: Sendable {
    package let catalog: FlagCatalog
    package let permissions: FlagPermissions
    /// What the remote payload in force decides for each flag on this device (before policy).
    package private(set) var remote: RemoteLayer
    package private(set) var targeting: TargetingContext
    /// The versions rules needed that the context didn't know, already reported.
    var reportedUnknownVersions: Set<VersionAttribute> = []
    private(set) var remoteFetchedAt: Date?
    /// Each flag's stored local override (whether or not it is honoured), or none.
    private(set) var localValues: LayerValues
    /// Each flag's launch override (``LaunchOverrides``), or none: a local override for this
    /// process only, over the stored one, that is never saved. Only honoured ones are kept.
    private(set) var launchValues: LayerValues
    /// Each flag's effective value (its index: 1 for on, or its variant's; and a typed flag's
    /// value), computed once per update.
    private(set) var effectiveValues: LayerValues

    /// The state with no remote values and `localValues` and `launchValues` (by default none)
    /// as the local layer; rules will be evaluated against `targeting`, by default the running
    /// app with a random unit id.
    init(
        catalog: FlagCatalog, configurationIndex: Int, localValues: LayerValues? = nil,
        launchValues: LayerValues? = nil,
        targeting: TargetingContext = .running(unitID: UUID().uuidString)
    ) {
        self.catalog = catalog
        permissions = FlagPermissions(catalog: catalog, configurationIndex: configurationIndex)
        remote = .empty(for: catalog)
        self.targeting = targeting
        self.localValues = localValues ?? remote.values
        self.launchValues = launchValues ?? remote.values
        effectiveValues = remote.values
        recomputeEffectiveValues()
    }

    /// This state with `layer` as the whole remote layer.
    func replacingRemoteLayer(_ layer: RemoteLayer, fetchedAt: Date?) -> FlagState {
        var state = self
        state.remote = layer
        state.remoteFetchedAt = fetchedAt
        state.recomputeEffectiveValues()
        return state
    }

    /// This state with `payload`, fetched at `fetchedAt`, as its remote layer, and a diagnostic for
    /// each entry ignored (unknown keys, repeated keys, unknown configurations) or refused by a
    /// policy, and for each version its rules test that the targeting context doesn't know.
    func applying(_ payload: RemotePayload, fetchedAt: Date) -> (state: FlagState, diagnostics: [FlagDiagnostic]) {
        let (layer, leftOut) = PayloadResolver(catalog: catalog, permissions: permissions).resolve(
            payload, for: targeting)
        let (state, unknownVersions) = replacingRemoteLayer(layer, fetchedAt: fetchedAt).notingUnknownVersions()
        return (state, leftOut + unknownVersions)
    }

    /// This state evaluated for `context`: targeted rules of the payload in force decide again.
    func replacingTargeting(_ context: TargetingContext) -> FlagState {
        var state = self
        state.targeting = context
        state.remote = remote.deciding(for: context, configuration: permissions.configuration)
        state.recomputeEffectiveValues()
        return state
    }

    /// Why the targeted rules of the flag at `ordinal` decide what they decide, or `nil` for a
    /// flag without targeted rules.
    func ruleExplanation(at ordinal: Int) -> RuleExplanation? {
        remote.explanation(at: ordinal, in: targeting, configuration: permissions.configuration)
    }

    /// This state with `values` as the whole stored local layer, and without the launch
    /// overrides of the flags at `ordinals`: a local override set or cleared in this process
    /// replaces the one the process was launched with. The other launch overrides stay over
    /// `values`.
    func replacingLocalValues(_ values: LayerValues, droppingLaunchValuesAt ordinals: some Sequence<Int>)
        -> FlagState
    {
        var state = self
        state.localValues = values
        for ordinal in ordinals { state.launchValues.set(nil, at: ordinal, in: catalog) }
        state.recomputeEffectiveValues()
        return state
    }

    /// The local override of the flag at `ordinal` (its launch override, else its stored one),
    /// whether or not it is honoured, or none.
    func localValue(at ordinal: Int) -> FlagValueIndex {
        launchValues[ordinal] == .none ? localValues[ordinal] : launchValues[ordinal]
    }

    /// The value of the local override of the flag at `ordinal` (its launch override, else its
    /// stored one), whether or not it is honoured, or `nil`.
    func localOverride(at ordinal: Int) -> FlagValue? {
        (launchValues[ordinal] == .none ? localValues : launchValues).value(at: ordinal, in: catalog)
    }

    /// The effective value of the flag at `ordinal`.
    func effectiveValue(at ordinal: Int) -> FlagValue {
        effectiveValues.value(at: ordinal, in: catalog)!
    }

    /// A Boolean value indicating whether the local override of the flag at `ordinal` is the
    /// one the process was launched with.
    func isLaunchOverride(at ordinal: Int) -> Bool {
        launchValues[ordinal] != .none
    }

    /// The ordinals whose effective value differs from `other`'s, in order.
    func changedOrdinals(since other: FlagState) -> [Int] {
        let indices = effectiveValues.indices
        let otherIndices = other.effectiveValues.indices
        guard catalog.hasTypedFlags else { return indices.indices.filter { indices[$0] != otherIndices[$0] } }
        // A typed flag's index stays 1 while its value changes.
        return indices.indices.filter {
            indices[$0] != otherIndices[$0] || effectiveValues.typed(at: $0) != other.effectiveValues.typed(at: $0)
        }
    }

    /// The index of the effective value of the flag at `ordinal` and where it comes from.
    func resolve(_ ordinal: Int) -> (value: Int, source: FlagValueSource) {
        permissions.resolve(at: ordinal, in: catalog, local: localValue(at: ordinal), remote: remote.values[ordinal])
    }

    private mutating func recomputeEffectiveValues() {
        var values = LayerValues(for: catalog)
        for ordinal in 0..<catalog.count {
            let (index, source) = resolve(ordinal)
            let typed: FlagValue? =
                switch source {
                case _ where catalog.typedSlot(at: ordinal) == nil: nil
                case .localOverride: localOverride(at: ordinal)
                case .remote: remote.values.typed(at: ordinal)
                case .compiled:
                    catalog.compiledTypedValue(at: ordinal, configurationIndex: permissions.configurationIndex)
                }
            values.set(index: FlagValueIndex(index), typed: typed, at: ordinal)
        }
        effectiveValues = values
    }
}

extension FlagState {
    /// This state, remembering the versions its rules bound that its targeting context doesn't
    /// know (an app version on Linux, a bundle version that doesn't parse), and one diagnostic
    /// for each such version not reported before in this state's history: those rules never
    /// hold on this device.
    func notingUnknownVersions() -> (state: FlagState, diagnostics: [FlagDiagnostic]) {
        var state = self
        let new = remote.unknownVersions(in: targeting).filter { state.reportedUnknownVersions.insert($0).inserted }
        let diagnostics = new.map { attribute in
            FlagDiagnostic(
                origin: .targeting,
                message:
                    "Remote rules test the \(attribute.label), which this device's targeting context doesn't know, so they never hold; "
                    + "set TargetingContext.\(attribute.rawValue) with setTargeting(_:).")
        }
        return (state, diagnostics)
    }
}
