import Foundation

/// The time source of refreshes and scripted sources: the system clock in apps, a
/// `ManualClock` (FeatureFlagKitTestSupport) in tests so that nothing sleeps for real.
package protocol FlagClock: Sendable {
    /// The current time.
    var now: Date { get }

    /// Suspends for `seconds` of this clock's time.
    ///
    /// - Parameter seconds: how long to sleep, in this clock's seconds.
    /// - Throws: `CancellationError` if the calling task is cancelled before the time is up.
    func sleep(for seconds: TimeInterval) async throws
}

/// The real clock.
struct SystemClock: FlagClock {
    var now: Date { Date() }

    /// Sleeps for real (at most about 292 years; an infinite or NaN duration sleeps that long).
    func sleep(for seconds: TimeInterval) async throws {
        let nanoseconds = seconds * 1e9
        try await Task.sleep(
            nanoseconds: nanoseconds.isNaN || nanoseconds >= 1.8e19 ? .max : UInt64(max(0, nanoseconds)))
    }
}
