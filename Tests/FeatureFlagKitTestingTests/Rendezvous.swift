/// A meeting point for tests that must be running at the same time: each arrives, then waits
/// (up to ``BoundedWait/limit``) until all have arrived.
actor Rendezvous {
    private let expected: Int
    private var arrived = 0

    /// Creates a meeting point for `expected` participants.
    init(expected: Int) {
        self.expected = expected
    }

    /// Arrives, then returns whether every participant arrived within the limit.
    func arriveAndWait() async -> Bool {
        arrived += 1
        return await BoundedWait.until { arrived >= expected }
    }
}
