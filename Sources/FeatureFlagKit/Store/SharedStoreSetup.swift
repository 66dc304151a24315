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
