import Dispatch
import Foundation

/// Runs two independent renderings at once.
enum Parallel {
    static func run(_ first: @Sendable () -> String, _ second: @Sendable () -> String) -> (String, String) {
        let results = ResultSlots()
        DispatchQueue.concurrentPerform(iterations: 2) { index in
            results.set(index, index == 0 ? first() : second())
        }
        return (results.value(0), results.value(1))
    }

    /// Two strings written from different threads, under a lock.
    private final class ResultSlots: @unchecked Sendable {
        private let lock = NSLock()
        private var slots = ["", ""]

        func set(_ index: Int, _ value: String) {
            lock.lock()
            defer { lock.unlock() }
            slots[index] = value
        }

        func value(_ index: Int) -> String {
            lock.lock()
            defer { lock.unlock() }
            return slots[index]
        }
    }
}
