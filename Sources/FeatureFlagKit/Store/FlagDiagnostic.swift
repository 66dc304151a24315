/// Something a store ignored or refused, reported instead of failing: an unknown key in a
/// payload, a value a policy refuses, a corrupt override file, a launch override it can't apply.
public struct FlagDiagnostic: Sendable, Hashable, CustomStringConvertible {
    /// Where the problem came from.
    public enum Origin: Sendable, Hashable {
        /// A remote payload.
        case remotePayload
        /// Local overrides: their storage, or those the process was launched with
        /// (`FEATUREFLAGKIT_OVERRIDES`).
        case localOverrides
        /// The last-known-good cache.
        case cache
        /// A payload source (network, file, CloudKit).
        case source
        /// The targeting context: the install id's storage, versions the rules can't compare.
        case targeting
    }

    /// Where the problem came from: a payload, the local overrides, the cache, a source or the
    /// targeting context.
    public package(set) var origin: Origin
    /// The flag key concerned, if any, exactly as it came (from a payload it may hold any
    /// character: quote it before printing it).
    public var key: String?
    /// A full sentence saying what was ignored and why. The store's messages quote text from
    /// outside with `QuotedText`, so they are one line with no control characters.
    package var message: String
    /// The line in the payload, from 1, when the problem is in a payload.
    package var line: Int?
    /// The column in UTF-8 bytes, from 1, when the problem is in a payload.
    package var column: Int?

    package init(origin: Origin, key: String? = nil, message: String, line: Int? = nil, column: Int? = nil) {
        self.origin = origin
        self.key = key
        self.message = message
        self.line = line
        self.column = column
    }

    /// A full sentence saying what was ignored and why, after its `line:column: ` in the
    /// payload when it has one. Text from outside is quoted, so it is one line with no control
    /// characters.
    public var description: String {
        Self.located(message, line: line, column: column)
    }

    /// `line:column: message`, or just the message when the location is unknown.
    package static func located(_ message: String, line: Int?, column: Int?) -> String {
        guard let line, let column else { return message }
        return "\(line):\(column): \(message)"
    }
}

/// Keeps the most recent diagnostics and passes each one to the store's handler.
///
/// Diagnostics raised while the store holds its update lock are queued and handed over by
/// `flush()` once the lock is released, so a handler may call back into the store.
final class DiagnosticLog: Sendable {
    static let capacity = 100

    private struct State {
        var recent: [FlagDiagnostic] = []
        var undelivered: [FlagDiagnostic] = []
    }

    private let state = Protected(State())
    private let handler: (@Sendable (FlagDiagnostic) -> Void)?

    init(handler: (@Sendable (FlagDiagnostic) -> Void)?) {
        self.handler = handler
    }

    /// Keeps `diagnostic`; the handler sees it at the next `flush()`.
    func record(_ diagnostic: FlagDiagnostic) {
        state.withValue { state in
            state.recent.append(diagnostic)
            if state.recent.count > Self.capacity { state.recent.removeFirst(state.recent.count - Self.capacity) }
            if handler != nil { state.undelivered.append(diagnostic) }
        }
    }

    /// Passes every recorded diagnostic not yet delivered to the handler. Call with no lock held.
    func flush() {
        guard let handler else { return }
        let diagnostics = state.withValue { state in
            defer { state.undelivered.removeAll() }
            return state.undelivered
        }
        for diagnostic in diagnostics { handler(diagnostic) }
    }

    var recent: [FlagDiagnostic] {
        state.withValue { $0.recent }
    }
}
