/// What a refresher uses when the app names no cache or clock, named here because a public
/// default argument may only name what its module can inline.
@usableFromInline
package enum RefresherDefaults {
    /// A cache in memory, lost at exit.
    @usableFromInline
    static var cache: any PayloadCache { MemoryPayloadCache() }

    /// The system clock.
    @usableFromInline
    package static var clock: any FlagClock { SystemClock() }
}
