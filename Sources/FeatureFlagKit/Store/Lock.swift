import Foundation

/// A mutual-exclusion lock for short critical sections.
///
/// A thin wrapper over `NSLock`, which is available on every supported OS version
/// (`Synchronization.Mutex` needs macOS 15 / iOS 18, and measured slower on Linux).
package final class Lock: @unchecked Sendable {
    private let lock = NSLock()

    /// Creates an unlocked lock.
    package init() {}

    /// Runs `body` while holding the lock.
    package func withLock<Result, Failure: Error>(_ body: () throws(Failure) -> Result) throws(Failure) -> Result {
        lock.lock()
        defer { lock.unlock() }
        return try body()
    }
}

/// A value protected by a ``Lock``; also used by the package's benchmark.
package final class Protected<Value>: @unchecked Sendable {
    private let lock = Lock()
    private var value: Value

    package init(_ value: Value) {
        self.value = value
    }

    /// Reads or changes the value while holding the lock.
    package func withValue<Result, Failure: Error>(_ body: (inout Value) throws(Failure) -> Result) throws(Failure)
        -> Result
    {
        try lock.withLock { () throws(Failure) -> Result in try body(&value) }
    }
}
