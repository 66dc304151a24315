/// A flag enum generated from a `flags.json` manifest.
///
/// `flaggen` generates the conforming `FeatureFlag` enum; you don't conform types yourself.
/// Everything the runtime needs about a flag comes through this protocol: its metadata and
/// its compiled rule for any configuration.
///
/// ```swift
/// if FeatureFlag.revisions.isEnabled { … }
/// FeatureFlag.revisions.isEnabled(in: .appStore)
/// FeatureFlag.revisions.metadata.owner
/// ```
public protocol ManifestFlag: CaseIterable, Hashable, Sendable where AllCases == [Self] {
    /// The generated `BuildConfiguration` enum.
    associatedtype Configuration: ManifestConfiguration

    /// The flag's position in declaration order, from 0: the index of its value in the store.
    /// Generated code provides it; apps have no use for it.
    var _ordinal: Int { get }

    /// The flag's name, key, description, owner, expiry and policies.
    var metadata: FlagMetadata { get }

    /// A Boolean value indicating whether the manifest's rule turns the flag on in `configuration`.
    ///
    /// Answers for the app variant being compiled: a flag whose `"if"` condition doesn't hold
    /// in this build (`"enabled": { "in": [...], "if": "JETPACK" }` without `-DJETPACK`) is
    /// off in every configuration.
    ///
    /// - Parameter configuration: the build configuration whose compiled rule is asked.
    /// - Returns: `true` if the manifest turns the flag on in `configuration`, before any
    ///   remote value or local override.
    func isEnabled(in configuration: Configuration) -> Bool

    /// The index of the flag's compiled value in `configuration`: of its variant, for a variant
    /// flag; 1 for on and 0 for off, for a Boolean flag (the default). Generated code provides
    /// it for manifests with variant flags.
    func _compiledIndex(in configuration: Configuration) -> Int

    /// A Boolean value indicating whether the flag exists in the app variant being compiled:
    /// `false` when its `"if"` condition doesn't hold in this build, so that it is off and no
    /// layer may change it. Generated for manifests with `"if"` rules; `true` otherwise.
    var isInAppVariant: Bool { get }

    /// The store of the app: remote values and local overrides for this build.
    ///
    /// Return the same store every time (generated code declares a `static let`). The first
    /// store that a flag read finds here is kept alive for the rest of the process
    /// and answers those reads from then on, even if a computed property later returns another.
    static var sharedStore: FlagStore<Self> { get }
}

extension ManifestFlag {
    /// `true`: the flags of a manifest without `"if"` rules exist in every build.
    public var isInAppVariant: Bool { true }

    /// 1 when the flag is on in `configuration`, 0 when it is off: a Boolean flag's value index.
    ///
    /// - Parameter configuration: the build configuration whose compiled rule is asked.
    /// - Returns: the index of the compiled value, 1 for on.
    public func _compiledIndex(in configuration: Configuration) -> Int {
        isEnabled(in: configuration) ? 1 : 0
    }
}

/// A build configuration enum generated from a `flags.json` manifest.
public protocol ManifestConfiguration: RawRepresentable, CaseIterable, Hashable, Sendable
where RawValue == String, AllCases == [Self] {
    /// The configuration this binary was built for, chosen at compile time.
    static var current: Self { get }

    /// A Boolean value indicating whether local overrides are honoured in this configuration.
    var allowsLocalOverrides: Bool { get }
}
