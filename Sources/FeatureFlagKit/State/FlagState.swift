import Foundation

/// One applied state of a store: every layer, and the effective values computed from them.
///
/// Immutable in use: every change builds a new state, so a snapshot or a change event
/// always shows one whole update.
struct FlagState: Sendable {
    /// No value in a layer.
    static let unset = PayloadResolver.unset

    let catalog: FlagCatalog
    let permissions: FlagPermissions
    /// The value each flag's remote payload entry asks for (before policy), or `unset`.
    private(set) var remoteValues: [Int8]
    /// When the payload in the remote layer was fetched, if there is one.
    private(set) var remoteFetchedAt: Date?
    /// Each flag's local override (whether or not it is honoured), or `unset`.
    private(set) var localValues: [Int8]
    /// The effective value of each flag, 1 for on, computed once per update.
    private(set) var effectiveValues: [UInt8]

    /// The state with no remote values and `localValues` (by default none) as the local layer.
    init(catalog: FlagCatalog, configurationIndex: Int, localValues: [Int8]? = nil) {
        self.catalog = catalog
        permissions = FlagPermissions(catalog: catalog, configurationIndex: configurationIndex)
        remoteValues = Array(repeating: Self.unset, count: catalog.count)
        self.localValues = localValues ?? remoteValues
        effectiveValues = []
        recomputeEffectiveValues()
    }

    /// This state with `values` as the whole remote layer.
    func replacingRemoteValues(_ values: [Int8], fetchedAt: Date?) -> FlagState {
        var state = self
        state.remoteValues = values
        state.remoteFetchedAt = fetchedAt
        state.recomputeEffectiveValues()
        return state
    }

    /// This state with `values` as the whole local layer.
    func replacingLocalValues(_ values: [Int8]) -> FlagState {
        var state = self
        state.localValues = values
        state.recomputeEffectiveValues()
        return state
    }

    /// The ordinals whose effective value differs from `other`'s, in order.
    func changedOrdinals(since other: FlagState) -> [Int] {
        effectiveValues.indices.filter { effectiveValues[$0] != other.effectiveValues[$0] }
    }

    /// The effective value of the flag at `ordinal` and where it comes from.
    func resolve(_ ordinal: Int) -> (value: Bool, source: FlagValueSource) {
        let compiled = permissions.compiledValue(at: ordinal, in: catalog)
        guard permissions.isOverridable(at: ordinal, in: catalog) else { return (compiled, .compiled) }
        if localValues[ordinal] != Self.unset, permissions.allowsLocalOverride(at: ordinal, in: catalog) {
            return (localValues[ordinal] == 1, .localOverride)
        }
        let remote = remoteValues[ordinal]
        if remote != Self.unset, catalog.remotePolicy(at: ordinal).permits(remote == 1) {
            return (remote == 1, .remote)
        }
        return (compiled, .compiled)
    }

    private mutating func recomputeEffectiveValues() {
        effectiveValues = (0..<catalog.count).map { resolve($0).value ? 1 : 0 }
    }
}
