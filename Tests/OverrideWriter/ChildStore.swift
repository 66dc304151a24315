import FeatureFlagKit
import Foundation

/// The store of a child process, which prints every diagnostic to stderr and counts them, and
/// the start signal of the modes that make one: "ready" on stdout, then a line on stdin.
final class ChildStore {
    /// The store.
    let store: FlagStore<FeatureFlag>
    private let diagnostics = Protected<Int>(0)

    /// Makes the store on `localOverrideStorage`.
    init(localOverrideStorage: LocalOverrideStorage) {
        let diagnostics = self.diagnostics
        store = FlagStore<FeatureFlag>(
            configuration: .localDeveloper,
            localOverrideStorage: localOverrideStorage,
            onDiagnostic: { diagnostic in
                diagnostics.withValue { $0 += 1 }
                FileHandle.standardError.write(Data("override-writer: \(diagnostic.message)\n".utf8))
            })
    }

    /// How many diagnostics the store reported.
    var diagnosticCount: Int {
        diagnostics.withValue { $0 }
    }

    /// Prints "ready" and waits for a line on stdin, so every child starts its work at once.
    func waitForGo() {
        FileHandle.standardOutput.write(Data("ready\n".utf8))
        _ = readLine()
    }
}
