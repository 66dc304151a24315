import Foundation

/// A consistent view of every flag at one moment: all values come from the same applied update.
///
/// Snapshots are values; they never change after you take one.
///
/// ```swift
/// let snapshot = FeatureFlag.sharedStore.snapshot()
/// if snapshot.isEnabled(.newEditor) && snapshot.isEnabled(.enhancedSiteCreation) { … }
/// ```
public struct FlagSnapshot<Flag: ManifestFlag>: Sendable {
    let state: FlagState

    init(state: FlagState) {
        self.state = state
    }

    package init(configuration: Flag.Configuration = .current) {
        let catalog = FlagCatalog(Flag.self)
        self.init(
            state: FlagState(catalog: catalog, configurationIndex: catalog.configurationIndex(configuration.rawValue)!))
    }

    /// The effective value of `flag`: on, or for a variant flag, other than its baseline.
    package subscript(flag: Flag) -> Bool {
        valueIndex(of: flag) != 0
    }

    /// The effective value of `flag`.
    ///
    /// - Parameter flag: the flag to read.
    /// - Returns: `true` if `flag` is on in this snapshot, every layer applied.
    public func isEnabled(_ flag: Flag) -> Bool {
        self[flag]
    }

    /// The effective variant of a variant flag.
    ///
    /// - Parameter type: the flag's generated variant enum, which names the flag.
    /// - Returns: the flag's variant in this snapshot, every layer applied.
    public func variant<Variant: FlagVariant>(_ type: Variant.Type) -> Variant where Variant.Flag == Flag {
        Variant.allCases[valueIndex(of: Variant.flag)]
    }

    /// The effective value of `flag`, of any kind.
    ///
    /// - Parameter flag: the flag to read.
    /// - Returns: `.bool`, `.variant`, `.integer`, `.double` or `.string` in this snapshot, every
    ///   layer applied.
    public func value(of flag: Flag) -> FlagValue {
        state.effectiveValue(at: flag._ordinal)
    }

    /// The index of `flag`'s effective value: 1 for on, or its variant's.
    package func valueIndex(of flag: Flag) -> Int {
        Int(state.effectiveValues[flag._ordinal].byte)
    }

    package var configuration: Flag.Configuration {
        Flag.Configuration(rawValue: state.permissions.configuration)!
    }

    /// When the remote payload in force was fetched, or `nil` if none is.
    package var remoteFetchedAt: Date? {
        state.remoteFetchedAt
    }

    /// This snapshot evaluated for `context`: the targeted rules of its payload decide again.
    /// Pure: no store, no I/O.
    package func targeting(_ context: TargetingContext) -> FlagSnapshot {
        FlagSnapshot(state: state.replacingTargeting(context))
    }

    /// The value of `flag` and why it has it.
    ///
    /// - Parameter flag: the flag to explain.
    /// - Returns: a ``FlagEvaluation`` with `flag`'s value in this snapshot and the layer that
    ///   decided it.
    public func evaluation(of flag: Flag) -> FlagEvaluation<Flag> {
        state.evaluation(of: flag)
    }
}
