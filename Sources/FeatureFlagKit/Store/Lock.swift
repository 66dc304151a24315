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
