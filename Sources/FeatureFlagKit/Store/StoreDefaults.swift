import Foundation

/// What a store uses when nobody says otherwise: the defaults of `FlagStore.init` and of
/// ``SharedStoreSettings``, written once so that a store an app creates and the shared store
/// it doesn't configure start alike.
@usableFromInline
enum StoreDefaults {
    /// Local overrides in memory, lost at exit.
    @usableFromInline
    static var localOverrideStorage: any LocalOverrideStorage { MemoryOverrideStorage() }

    /// Changes posted to the default notification center.
    @usableFromInline
    static var notificationCenter: NotificationCenter? { .default }
}
