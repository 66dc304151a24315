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

    /// Sleeps for real (at most about 292 years; an infinite or NaN duration sleeps that long).
    public func sleep(for seconds: TimeInterval) async throws {
        let nanoseconds = seconds * 1e9
        try await Task.sleep(nanoseconds: nanoseconds.isNaN || nanoseconds >= 1.8e19 ? .max : UInt64(max(0, nanoseconds)))
    }
}
