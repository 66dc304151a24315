import Foundation

/// A meeting point for tests that must be running at the same time: each arrives, then waits
/// (up to a bound) until all have arrived.
actor Rendezvous {
    private let expected: Int
    private var arrived = 0

    /// Creates a meeting point for `expected` participants.
    init(expected: Int) {
        self.expected = expected
    }

    /// Arrives, then returns whether every participant arrived within ten seconds.
    func arriveAndWait() async -> Bool {
        arrived += 1
        let deadline = Date(timeIntervalSinceNow: 10)
        while arrived < expected {
            if Date() > deadline { return false }
            try? await Task.sleep(nanoseconds: 1_000_000)
        }
        return true
    }
}
