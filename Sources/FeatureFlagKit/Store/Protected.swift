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
