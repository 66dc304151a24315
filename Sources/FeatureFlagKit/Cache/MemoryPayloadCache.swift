/// A payload cache in memory, lost at exit: a refresher's cache when the app names none.
final class MemoryPayloadCache: PayloadCache {
    private let stored = Protected<CachedPayload?>(nil)

    func load() -> CachedPayload? {
        stored.withValue { $0 }
    }

    func save(_ payload: CachedPayload) {
        stored.withValue { $0 = payload }
    }
}
