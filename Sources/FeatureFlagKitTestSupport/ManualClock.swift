import FeatureFlagKit
import Foundation

/// A clock that moves only when a test tells it to, so delays, timeouts and back-off
/// are tested without sleeping.
///
/// ```swift
/// let clock = ManualClock()
/// async let result = source.fetch(ifNoneMatch: nil)   // scripted with a 5 s delay
/// await clock.waitForSleepers(1)
/// clock.advance(by: 5)
/// ```
public final class ManualClock: FlagClock {
    private struct Sleeper {
        let deadline: Date
        let continuation: CheckedContinuation<Void, any Error>
    }

    private struct State {
        var now: Date
        var sleepers: [UUID: Sleeper] = [:]
    }

    private let state: Protected<State>

    /// Creates a clock that starts at `now`.
    ///
    /// - Parameter now: the clock's time until it is advanced; a fixed date by default, so
    ///   tests don't depend on the real time.
    public init(now: Date = Date(timeIntervalSince1970: 1_800_000_000)) {
        state = Protected(State(now: now))
    }

    /// The clock's current time.
    public var now: Date {
        state.withValue { $0.now }
    }

    /// The number of tasks sleeping on this clock.
    public var sleeperCount: Int {
        state.withValue { $0.sleepers.count }
    }

    /// Moves time forward and wakes every sleeper whose deadline has come.
    ///
    /// - Parameter seconds: how far to move the clock's time forward.
    public func advance(by seconds: TimeInterval) {
        let woken = state.withValue { state -> [Sleeper] in
            state.now += seconds
            let due = state.sleepers.filter { $0.value.deadline <= state.now }
            for id in due.keys { state.sleepers.removeValue(forKey: id) }
            return Array(due.values)
        }
        for sleeper in woken { sleeper.continuation.resume() }
    }

    /// Suspends until the clock has been advanced by `seconds`; throws if the task is cancelled.
    ///
    /// - Parameter seconds: how far the clock must move before the caller resumes; 0 or less
    ///   returns at once.
    /// - Throws: `CancellationError` if the task is cancelled before then.
    public func sleep(for seconds: TimeInterval) async throws {
        let id = UUID()
        try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
                let isDue = state.withValue { state -> Bool in
                    if Task.isCancelled || seconds <= 0 { return true }
                    state.sleepers[id] = Sleeper(deadline: state.now + seconds, continuation: continuation)
                    return false
                }
                if isDue { continuation.resume() }
            }
            try Task.checkCancellation()
        } onCancel: {
            let sleeper = state.withValue { $0.sleepers.removeValue(forKey: id) }
            sleeper?.continuation.resume(throwing: CancellationError())
        }
    }

    /// Waits (without the clock's time passing) until at least `count` tasks sleep on this
    /// clock, or until `limit` seconds of real time have passed, so that a test whose code never sleeps
    /// fails on its next expectation instead of hanging.
    ///
    /// - Parameters:
    ///   - count: how many tasks must be sleeping.
    ///   - seconds: the most real time to wait.
    /// - Returns: `true` if `count` tasks sleep on the clock.
    @discardableResult
    public func waitForSleepers(_ count: Int = 1, limit seconds: Double = 10) async -> Bool {
        let deadline = DispatchTime.now() + seconds
        while sleeperCount < count {
            guard DispatchTime.now() < deadline else { return false }
            await Task.yield()
        }
        return true
    }
}
