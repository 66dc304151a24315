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
