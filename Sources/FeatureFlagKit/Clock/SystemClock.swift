import Foundation

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
