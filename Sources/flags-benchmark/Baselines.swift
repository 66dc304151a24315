import Foundation

/// A hand-written enum read through `switch self`, the flag chosen at run time: the cheapest
/// way to ask a run-time question, and the floor for a store read.
enum BaselineFlag: CaseIterable {
    case first, second, third, fourth

    var isOn: Bool {
        switch self {
        case .first, .third: true
        case .second, .fourth: false
        }
    }
}

/// Flag values in an array behind `NSLock`: what a simple thread-safe store does.
final class LockedFlags: @unchecked Sendable {
    private let lock = NSLock()
    private var values: [Bool]

    init(count: Int) {
        values = (0..<count).map { $0 % 2 == 0 }
    }

    func value(_ index: Int) -> Bool {
        lock.lock()
        defer { lock.unlock() }
        return values[index]
    }

    func toggle(_ index: Int) {
        lock.lock()
        defer { lock.unlock() }
        values[index].toggle()
    }
}

/// Starts a thread that sleeps forever. glibc skips the atomic instruction of
/// `pthread_mutex_lock` until a process has had a second thread, which would make locks
/// look cheaper than they are in any real app.
func startIdleThread() {
    let thread = Thread {
        while true { Thread.sleep(forTimeInterval: 3600) }
    }
    thread.start()
}
