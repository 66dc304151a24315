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

/// The launch-time settings of each flag type's shared store, and whether it exists yet.
///
/// `configureSharedStore` leaves settings here; the generated `sharedStore` takes them when it
/// is first used. Configuring a second time, or after the store exists, is a programming
/// error that would otherwise be silent (a diagnostic handler never called, overrides never
/// persisted), so it stops the program with the fix, as swift-log's `bootstrap` does.
enum SharedStoreSetup {
    private enum Entry {
        case configured(UncheckedSendable<SharedStoreSettings>)
        case created
    }

    private static let entries = Protected<[ObjectIdentifier: Entry]>([:])

    /// Records `settings` for `Flag`'s shared store.
    static func configure<Flag: ManifestFlag>(_ settings: SharedStoreSettings, for _: Flag.Type) {
        let earlier = entries.withValue { entries in
            let earlier = entries[ObjectIdentifier(Flag.self)]
            if earlier == nil { entries[ObjectIdentifier(Flag.self)] = .configured(UncheckedSendable(settings)) }
            return earlier
        }
        switch earlier {
        case nil: return
        case .configured:
            fatalError(
                "\(Flag.self).configureSharedStore(_:) was called a second time: configure the shared store once, "
                    + "at launch, in one place (set every setting in that one call).")
        case .created:
            fatalError(
                "\(Flag.self).configureSharedStore(_:) was called after \(Flag.self).sharedStore was first used, so its "
                    + "settings would not apply: call it once at launch, before anything reads a flag that may change "
                    + "or the shared store (for example first thing in your App's init).")
        }
    }

    /// The settings for `Flag`'s shared store, which is being created; later calls to
    /// `configure` for `Flag` stop the program.
    static func settingsForNewSharedStore<Flag: ManifestFlag>(of _: Flag.Type) -> SharedStoreSettings {
        entries.withValue { entries in
            defer { entries[ObjectIdentifier(Flag.self)] = .created }
            guard case .configured(let settings)? = entries[ObjectIdentifier(Flag.self)] else {
                return SharedStoreSettings()
            }
            return settings.value
        }
    }
}
