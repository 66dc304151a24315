import Foundation

/// Waits that give up after a bound, so a deadlock or a lost event fails its test with a
/// message instead of hanging the suite.
enum BoundedWait {
    /// The longest any test waits for something that should happen at once: generous, because
    /// it only tells a hang from a machine so loaded that every test stalls for a while.
    static let limit: TimeInterval = 60

    /// Runs `body` on a thread of its own and returns whether it returned within the limit.
    /// A body that never returns stays blocked on that thread; the test goes on and fails.
    static func returns(_ body: @escaping @Sendable () -> Void) -> Bool {
        let finished = DispatchSemaphore(value: 0)
        Thread {
            body()
            finished.signal()
        }.start()
        return finished.wait(timeout: .now() + limit) == .success
    }

    /// Returns whether `condition` became true within the limit, checking every millisecond on
    /// the caller's actor; `false` at once if the task is cancelled.
    static func until(isolation: isolated (any Actor)? = #isolation, _ condition: () -> Bool) async -> Bool {
        let deadline = Date(timeIntervalSinceNow: limit)
        while !condition() {
            if Date() > deadline || Task.isCancelled { return false }
            try? await Task.sleep(nanoseconds: 1_000_000)
        }
        return true
    }

    /// The next element of `iterator`, or `nil` if the stream finished or nothing arrived
    /// within the limit. Giving up cancels the wait, which finishes an `AsyncStream`; an element
    /// that arrives as the limit passes is still returned, never dropped.
    static func next<Element: Sendable>(_ iterator: inout AsyncStream<Element>.Iterator) async -> Element? {
        let waiting = IteratorBox(iterator)
        defer { iterator = waiting.iterator }
        return await withTaskGroup(of: Element?.self) { group in
            group.addTask { await waiting.next() }
            group.addTask {
                try? await Task.sleep(nanoseconds: UInt64(limit * 1e9))
                return nil
            }
            // The first result that holds an element wins. The timer's `nil` cancels the wait,
            // whose own result (an element that got in first, or `nil`) still comes through here.
            for await result in group {
                group.cancelAll()
                if let element = result { return element }
            }
            return nil
        }
    }

    /// An iterator handed to the one child task that advances it.
    private final class IteratorBox<Element>: @unchecked Sendable {
        // Unchecked Sendable: one task at a time uses `iterator`, the waiting child and then,
        // once the task group has finished, the caller.
        var iterator: AsyncStream<Element>.Iterator

        init(_ iterator: AsyncStream<Element>.Iterator) { self.iterator = iterator }

        func next() async -> Element? { await iterator.next() }
    }
}
