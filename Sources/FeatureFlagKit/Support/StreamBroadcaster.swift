import Foundation

/// Hands each new value to every listening `AsyncStream`. A listener that falls behind keeps
/// only the newest value it hasn't read, so a slow listener holds one value, not a backlog.
final class LatestValueBroadcaster<Value: Sendable>: Sendable {
    private let continuations = Protected<[UUID: AsyncStream<Value>.Continuation]>([:])

    deinit {
        for continuation in continuations.withValue({ $0.values }) { continuation.finish() }
    }

    /// A new stream that receives every value published from now on.
    func makeStream() -> AsyncStream<Value> {
        let (stream, continuation) = AsyncStream<Value>.makeStream(bufferingPolicy: .bufferingNewest(1))
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
