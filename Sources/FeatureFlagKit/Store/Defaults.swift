/// What stores, refreshers and sources use when the app names nothing, written once so that a
/// store an app creates and the shared store it doesn't configure start alike, and named here
/// because a public default argument may only name what its module can inline.
@usableFromInline
package enum Defaults {
    /// Local overrides in memory, lost at exit.
    @usableFromInline static var localOverrideStorage: LocalOverrideStorage {
        LocalOverrideStorage(MemoryOverrideStorage())
    }
    /// A payload cache in memory, lost at exit.
    @usableFromInline static var cache: any PayloadCache { MemoryPayloadCache() }
    /// The system clock.
    package static var clock: any FlagClock { SystemClock() }
    /// The size limit of a payload, 1 MiB: the decoder's own limit.
    @usableFromInline static var payloadSizeLimit: Int { RemotePayload.defaultSizeLimit }
}
