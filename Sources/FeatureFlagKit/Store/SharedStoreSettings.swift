/// What an app sets on its shared store at launch, with
/// ``ManifestFlag/configureSharedStore(_:)``.
///
/// ```swift
/// FeatureFlag.configureSharedStore { settings in
///     settings.localOverrideStorage = .userDefaults()
///     settings.onDiagnostic = { diagnostic in logger.warning("\(diagnostic.message)") }
/// }
/// ```
public struct SharedStoreSettings {
    /// Where local overrides persist; in memory (lost at exit) unless set.
    public var localOverrideStorage: LocalOverrideStorage = Defaults.localOverrideStorage

    /// Called for everything the store ignores or refuses (unknown payload keys, refused
    /// values, corrupt storage), on the thread that caused it; `nil` unless set.
    public var onDiagnostic: (@Sendable (FlagDiagnostic) -> Void)?

    /// Called with each ``FlagExposure`` the store records (the first read of a value a split
    /// assigned), on a queue of its own; `nil` unless set.
    public var onExposure: (@Sendable (FlagExposure) -> Void)?

    init() {}
}
