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
