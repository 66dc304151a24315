/// Keeps the most recent diagnostics and forwards each one to the store's handler.
final class DiagnosticLog: Sendable {
    static let capacity = 100

    private let entries = Protected<[FlagDiagnostic]>([])
    private let handler: (@Sendable (FlagDiagnostic) -> Void)?

    init(handler: (@Sendable (FlagDiagnostic) -> Void)?) {
        self.handler = handler
    }

    func record(_ diagnostic: FlagDiagnostic) {
        entries.withValue { entries in
            entries.append(diagnostic)
            if entries.count > Self.capacity { entries.removeFirst(entries.count - Self.capacity) }
        }
        handler?(diagnostic)
    }

    var recent: [FlagDiagnostic] {
        entries.withValue { $0 }
    }
}
