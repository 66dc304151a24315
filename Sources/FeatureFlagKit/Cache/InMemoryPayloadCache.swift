import Foundation

/// A cache in memory: what a refresher keeps when the app gives it no other cache, and what tests
/// and previews use.
public final class InMemoryPayloadCache: PayloadCache {
    private let stored: Protected<CachedPayload?>

    /// Creates a cache holding `payload`.
    public init(_ payload: CachedPayload? = nil) {
        stored = Protected(payload)
    }

    /// The cached payload.
    public func load() -> CachedPayload? {
        stored.withValue { $0 }
    }

    /// Replaces the cached payload.
    public func save(_ payload: CachedPayload) {
        stored.withValue { $0 = payload }
    }
}
