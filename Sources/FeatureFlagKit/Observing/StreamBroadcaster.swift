import Foundation

/// Hands each new value to every listening `AsyncStream`; each stream keeps unread values by
/// the buffering policy it was made with. Streams finish when the broadcaster is deallocated.
final class StreamBroadcaster<Value: Sendable>: Sendable {
    private let continuations = Protected<[UUID: AsyncStream<Value>.Continuation]>([:])

    deinit {
        for continuation in continuations.withValue({ $0.values }) { continuation.finish() }
    }

    /// A new stream that receives every value published from now on, keeping unread ones by
    /// `bufferingPolicy`.
    func makeStream(bufferingPolicy: AsyncStream<Value>.Continuation.BufferingPolicy) -> AsyncStream<Value> {
        let (stream, continuation) = AsyncStream<Value>.makeStream(bufferingPolicy: bufferingPolicy)
        let id = UUID()
        continuation.onTermination = { [weak self] _ in
            self?.continuations.withValue { _ = $0.removeValue(forKey: id) }
        }
        continuations.withValue { $0[id] = continuation }
        return stream
    }

    /// Yields `value` to every stream. Callers that publish under a lock keep the order.
    func publish(_ value: Value) {
        continuations.withValue { continuations in
            for continuation in continuations.values { continuation.yield(value) }
        }
    }
}
