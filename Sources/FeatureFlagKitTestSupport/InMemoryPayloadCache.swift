import FeatureFlagKit
import Foundation

/// A payload cache in memory, for tests and previews.
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
