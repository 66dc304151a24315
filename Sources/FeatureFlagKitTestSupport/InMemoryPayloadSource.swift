import FeatureFlagKit
import Foundation

/// A payload source that answers from a script: payloads, "unchanged", failures, each after
/// an optional delay on a ``ManualClock`` (or the system clock). For tests and SwiftUI previews.
///
/// ```swift
/// let clock = ManualClock()
/// let source = InMemoryPayloadSource(clock: clock, responses: [
///     .init(.payload(Data(#"{"version": 1, "flags": {"newEditor": true}}"#.utf8), entityTag: "v1")),
///     .init(.failure(PayloadSourceError(.timeout, "timed out")), delay: 10),
/// ])
/// ```
///
/// Responses are used in order; the last one repeats once the script runs out.
public final class InMemoryPayloadSource: PayloadSource {
    /// One scripted answer.
    public struct Response: Sendable {
        /// What a fetch returns or throws.
        public enum Outcome: Sendable {
            /// Answer with a payload and its entity tag (`unchanged` if the caller has that tag).
            case payload(Data, entityTag: String?)
            /// Answer "unchanged".
            case unchanged
            /// Fail.
            case failure(PayloadSourceError)
        }

        /// What the fetch returns or throws.
        public var outcome: Outcome
        /// How long the fetch takes, in the clock's seconds.
        public var delay: TimeInterval

        /// Creates a response.
        ///
        /// - Parameters:
        ///   - outcome: what the fetch returns or throws.
        ///   - delay: how long the fetch takes, in the clock's seconds.
        public init(_ outcome: Outcome, delay: TimeInterval = 0) {
            self.outcome = outcome
            self.delay = delay
        }
    }

    private struct State {
        var responses: [Response]
        var requests: [String?] = []
    }

    private let state: Protected<State>
    private let clock: any FlagClock

    /// Creates a source that plays `responses` on `clock`.
    ///
    /// - Parameters:
    ///   - clock: the clock each response's delay passes on, in tests that control time; the
    ///     system clock if `nil`.
    ///   - responses: the script, played in order; the last response repeats.
    public init(clock: ManualClock? = nil, responses: [Response]) {
        self.clock = clock ?? Defaults.clock
        state = Protected(State(responses: responses))
    }

    /// Appends responses to the script.
    ///
    /// - Parameter responses: the responses to play after the ones already scripted.
    public func enqueue(_ responses: Response...) {
        state.withValue { $0.responses += responses }
    }

    /// The entity tag sent with each fetch so far, in order.
    public var requests: [String?] {
        state.withValue { $0.requests }
    }

    /// Plays the next scripted response.
    ///
    /// - Parameter entityTag: the tag of the payload the caller already has, recorded in
    ///   ``requests``.
    /// - Returns: the scripted payload, or `.unchanged` if its entity tag is `entityTag`.
    /// - Throws: `PayloadSourceError`: the scripted failure, or (`.other`) when the script is
    ///   empty or the task is cancelled during the delay.
    public func fetch(ifNoneMatch entityTag: String?) async throws(PayloadSourceError) -> FetchResult {
        let response = state.withValue { state -> Response? in
            state.requests.append(entityTag)
            guard let next = state.responses.first else { return nil }
            if state.responses.count > 1 { state.responses.removeFirst() }
            return next
        }
        guard let response else { throw PayloadSourceError(.other, "the in-memory source has no scripted response.") }
        do {
            try await clock.sleep(for: response.delay)
        } catch {
            throw PayloadSourceError(.other, "the fetch was cancelled.")
        }
        switch response.outcome {
        case .payload(_, let tag) where tag != nil && tag == entityTag: return .unchanged
        case .payload(let data, let tag): return .payload(data, entityTag: tag)
        case .unchanged: return .unchanged
        case .failure(let error): throw error
        }
    }
}
