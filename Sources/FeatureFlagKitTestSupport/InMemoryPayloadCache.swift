import FeatureFlagKit
import Foundation

/// A payload cache in memory, for tests and previews.
public final class InMemoryPayloadCache: PayloadCache {
    private let stored: Protected<CachedPayload?>

    /// Creates a cache holding `payload`.
    ///
    /// - Parameter payload: the payload cached at first, or `nil` for an empty cache.
    public init(_ payload: CachedPayload? = nil) {
        stored = Protected(payload)
    }

    /// The cached payload.
    ///
    /// - Returns: the payload last saved or given at creation, or `nil` if there is none.
    public func load() -> CachedPayload? {
        stored.withValue { $0 }
    }

    /// Replaces the cached payload.
    ///
    /// - Parameter payload: the payload to keep.
    public func save(_ payload: CachedPayload) {
        stored.withValue { $0 = payload }
    }
}
