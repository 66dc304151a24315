extension ManifestFlag {
    /// Sets up ``sharedStore`` (override storage, diagnostic and exposure handlers).
    ///
    /// Call it once, at launch, before anything reads a flag that may change or the shared
    /// store: the settings apply when the store is created, on its first use. A second call,
    /// or a call after that first use, stops the program with a message saying so, because
    /// its settings could no longer apply. Flags that are constants in this build never
    /// create the store.
    ///
    /// ```swift
    /// @main struct MyApp: App {
    ///     init() {
    ///         FeatureFlag.configureSharedStore { settings in
    ///             settings.localOverrideStorage = .userDefaults()
    ///             settings.onDiagnostic = { diagnostic in logger.warning("\(diagnostic.message)") }
    ///         }
    ///     }
    /// }
    /// ```
    ///
    /// - Parameter configure: a closure that changes the settings the shared store is
    ///   created with; it is called once, before this method returns.
    public static func configureSharedStore(_ configure: (inout SharedStoreSettings) -> Void) {
        var settings = SharedStoreSettings()
        configure(&settings)
        SharedStoreSetup.configure(settings, for: Self.self)
    }

    /// The shared store, created with the settings of ``configureSharedStore(_:)``; what the
    /// generated `sharedStore` is initialized with.
    @_documentation(visibility: private)
    public static func _makeSharedStore() -> FlagStore<Self> {
        let settings = SharedStoreSetup.settingsForNewSharedStore(of: Self.self)
        return FlagStore(
            localOverrideStorage: settings.localOverrideStorage, onDiagnostic: settings.onDiagnostic,
            onExposure: settings.onExposure)
    }
}
