import FeatureFlagKit
import Testing

@Suite struct SharedStoreLifetimeTests {
    @Test func theStoreAReadPublishedStaysAliveWhenAComputedSharedStoreMovesOn() throws {
        weak var published: FlagStore<ComputedStoreFlag>?
        do {
            let first = FlagStore<ComputedStoreFlag>()
            first.applyRemotePayload(RemotePayload(entries: [RemotePayload.Entry(key: "remoteFlag", value: true)]))
            ComputedStoreFlag.installed.withValue { $0 = first }
            #expect(ComputedStoreFlag.remoteFlag._storedValue)  // publishes `first` for fast reads
            published = first
            ComputedStoreFlag.installed.withValue { $0 = FlagStore() }
        }
        try #require(
            published != nil, "The store whose values reads use was deallocated: later reads use freed memory.")
        #expect(ComputedStoreFlag.remoteFlag._storedValue)
    }
}
