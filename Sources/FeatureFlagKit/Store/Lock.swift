import Foundation

/// A mutual-exclusion lock for short critical sections.
///
/// A thin wrapper over `NSLock`, which is available on every supported OS version
/// (`Synchronization.Mutex` needs macOS 15 / iOS 18, and measured slower on Linux).
final class Lock: @unchecked Sendable {
    private let lock = NSLock()

    func withLock<Result, Failure: Error>(_ body: () throws(Failure) -> Result) throws(Failure) -> Result {
        lock.lock()
        defer { lock.unlock() }
        return try body()
    }
}

/// A value protected by a ``Lock``.
final class Protected<Value>: @unchecked Sendable {
    private let lock = Lock()
    private var value: Value

    init(_ value: Value) {
        self.value = value
    }

    /// Reads or changes the value while holding the lock.
    func withValue<Result, Failure: Error>(_ body: (inout Value) throws(Failure) -> Result) throws(Failure) -> Result {
        try lock.withLock { () throws(Failure) -> Result in try body(&value) }
    }
}
