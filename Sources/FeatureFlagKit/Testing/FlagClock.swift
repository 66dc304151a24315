import Foundation

/// The time source of refreshes and scripted sources: the system clock in apps, a
/// ``ManualClock`` in tests so that nothing sleeps for real.
public protocol FlagClock: Sendable {
    /// The current time.
    var now: Date { get }

    /// Suspends for `seconds` of this clock's time.
    func sleep(for seconds: TimeInterval) async throws
}

/// The real clock.
public struct SystemClock: FlagClock {
    /// Creates the system clock.
    public init() {}

    /// The current time.
    public var now: Date { Date() }

    /// Sleeps for real.
    public func sleep(for seconds: TimeInterval) async throws {
        try await Task.sleep(nanoseconds: UInt64(max(0, seconds) * 1_000_000_000))
    }
}
