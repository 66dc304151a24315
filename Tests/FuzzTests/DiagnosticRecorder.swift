import FeatureFlagKit
import Foundation

/// Collects what a store passes to its diagnostic handler.
final class DiagnosticRecorder: @unchecked Sendable {
    // Unchecked Sendable: `recorded` is only touched under `lock`.
    private let lock = NSLock()
    private var recorded: [FlagDiagnostic] = []

    /// Every diagnostic so far.
    var all: [FlagDiagnostic] {
        lock.withLock { recorded }
    }

    /// The handler to give a store.
    @Sendable func record(_ diagnostic: FlagDiagnostic) {
        lock.withLock { recorded.append(diagnostic) }
    }
}
